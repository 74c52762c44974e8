"""Melds laid on their own: `meld_kind` for every kind and every example of RULES.md "Melds"."""

from __future__ import annotations

import itertools

import pytest

from samba_desktop.engine import Extend, IllegalMove, Meld, Merge, Rules, meld_kind, parse_cards

from .support import assert_illegal, assert_legal, position, sorted_text

SAMBA = "4H 5H 6H 7H 8H 9H TH"

BOLIVIA = Rules(bolivia=True)


def kind(text: str, **kwargs) -> str:
    return meld_kind(parse_cards(text), **kwargs)


def not_a_meld(text: str, **kwargs) -> str:
    with pytest.raises(IllegalMove) as info:
        meld_kind(parse_cards(text), **kwargs)
    assert str(info.value).strip()
    return str(info.value)


# --------------------------------------------------------------------------- groups
def test_group_is_three_or_more_naturals_of_one_rank():
    assert kind("9C 9D 9H") == "group"
    assert kind("4C 4C 4D 4S 4H 4H") == "group"
    assert kind("AC AD AS") == "group"


def test_group_example_9_9_joker_is_legal():
    assert kind("9C 9D JK") == "group"


def test_group_example_9_joker_2_is_not_legal():
    assert "natural" in not_a_meld("9C JK 2D").lower()


def test_group_example_JJJJ_joker_joker_is_legal():
    assert kind("JC JD JH JS JK JK") == "group"


def test_group_example_JJJ_joker_joker_is_not_legal():
    assert "twice as many natural" in not_a_meld("JC JD JH JK JK")


def test_group_holds_at_most_two_wild_cards():
    assert kind("QC QD QH QS QC QD 2C 2D") == "mixed_canasta"
    assert "at most two wild" in not_a_meld("QC QD QH QS QC QD 2C 2D JK")


def test_group_needs_more_than_two_cards():
    assert "three" in not_a_meld("9C 9D")
    not_a_meld("9C")
    not_a_meld("")


def test_twos_are_wild_in_a_group():
    assert kind("KC KD 2H") == "group"
    assert kind("KC KD KH KS 2H 2S") == "group"


# --------------------------------------------------------------------------- canastas
def test_pure_canasta_is_seven_naturals_of_one_rank():
    assert kind("KC KC KD KD KH KS KS") == "pure_canasta"
    assert kind("KC KC KD KD KH KS KS KH KH") == "pure_canasta"


def test_mixed_canasta_has_one_or_two_wild_cards():
    assert kind("KC KC KD KD KH KS JK") == "mixed_canasta"
    assert kind("KC KC KD KD KH 2S JK") == "mixed_canasta"
    assert kind("KC KC KD KD KH KS KS KH 2D") == "mixed_canasta"


def test_six_cards_are_not_a_canasta():
    assert kind("KC KC KD KD KH KS") == "group"
    assert kind("KC KC KD KD KH JK") == "group"


def test_canasta_still_holds_at_most_two_wild_cards():
    assert "at most two wild" in not_a_meld("KC KC KD KD KH KS 2S 2D JK")


# --------------------------------------------------------------------------- sequences
@pytest.mark.parametrize(
    "text",
    ["4H 5H 6H", "5S 6S 7S 8S", "9D TD JD QD KD", "TC JC QC KC AC", "QH KH AH", "4C 5C 6C 7C 8C 9C"],
)
def test_sequence_is_three_to_six_cards_of_one_suit_in_order(text):
    assert kind(text) == "sequence"


@pytest.mark.parametrize(
    "text",
    ["4H 5H 6H 7H 8H 9H TH", "5S 6S 7S 8S 9S TS JS", "6D 7D 8D 9D TD JD QD",
     "7C 8C 9C TC JC QC KC", "8H 9H TH JH QH KH AH"],
)
def test_seven_card_sequence_is_a_samba(text):
    assert kind(text) == "samba"


def test_sequence_has_at_most_seven_cards():
    assert "seven" in not_a_meld("4H 5H 6H 7H 8H 9H TH JH")
    not_a_meld("4H 5H 6H 7H 8H 9H TH JH QH KH AH")


def test_sequence_ace_is_high_only():
    assert kind("QS KS AS") == "sequence"
    not_a_meld("AS 4S 5S")  # no ace-low
    not_a_meld("AS 2S 3S")  # 2 and 3 are no naturals


def test_sequence_does_not_wrap_around():
    not_a_meld("KS AS 4S")
    not_a_meld("AS 4S 5S 6S")


def test_sequence_needs_one_suit():
    assert "suit" in not_a_meld("4H 5H 6S")


def test_sequence_needs_unbroken_order():
    assert "unbroken" in not_a_meld("4H 5H 7H")
    not_a_meld("4H 6H 8H")


def test_sequence_cannot_repeat_a_rank():
    not_a_meld("4H 5H 5H 6H")


@pytest.mark.parametrize("wild", ["JK", "2H", "2C"])
def test_no_wild_card_in_a_sequence(wild):
    assert "wild" in not_a_meld(f"4H 5H {wild}").lower()
    assert "wild" in not_a_meld(f"4H 5H 6H {wild}").lower()
    not_a_meld(f"4H {wild} 6H")


@pytest.mark.parametrize("three", ["3H", "3D", "3S", "3C"])
def test_no_three_in_a_sequence(three):
    not_a_meld(f"4H 5H {three}")
    not_a_meld(f"{three} 4H 5H 6H")


# --------------------------------------------------------------------------- threes
def test_black_threes_meld_only_when_going_out():
    assert "going out" in not_a_meld("3C 3S 3S").lower() or "go out" in not_a_meld("3C 3S 3S")
    assert kind("3C 3S 3S", going_out=True) == "black_threes"
    assert kind("3C 3C 3S 3S", going_out=True) == "black_threes"


def test_black_threes_never_with_wild_cards():
    not_a_meld("3C 3S JK", going_out=True)
    not_a_meld("3C 3S 3S 2D", going_out=True)
    not_a_meld("3C 3S 3C 3S JK", going_out=True)


def test_black_threes_never_with_other_cards():
    not_a_meld("3C 3S 4S", going_out=True)
    not_a_meld("3C 3S 3C 9C", going_out=True)


def test_seven_black_threes_are_no_canasta():
    assert kind("3C 3C 3C 3S 3S 3S 3C", going_out=True) == "black_threes"


def test_black_threes_need_three_cards():
    not_a_meld("3C 3S", going_out=True)


def test_red_threes_are_never_part_of_a_meld():
    assert "red 3" in not_a_meld("3H 3D 3H").lower()
    not_a_meld("3H 3D 3H", going_out=True)
    not_a_meld("9C 9D 3H")
    not_a_meld("3C 3S 3H", going_out=True)


# --------------------------------------------------------------------------- wild melds
def test_wild_cards_alone_are_no_meld_without_bolivia():
    assert "bolivia" in not_a_meld("JK JK 2C").lower()
    not_a_meld("2C 2D 2H 2S JK JK JK")
    not_a_meld("JK JK 2C", rules=Rules(bolivia=False))


@pytest.mark.parametrize("text", ["JK JK 2C", "2C 2D 2H 2S", "JK JK JK 2S 2H", "2C 2C 2D JK JK JK"])
def test_wild_group_with_bolivia_is_three_to_six_wild_cards(text):
    assert kind(text, rules=BOLIVIA) == "wild_group"


def test_bolivia_is_seven_wild_cards():
    assert kind("2C 2D 2H 2S JK JK JK", rules=BOLIVIA) == "bolivia"
    assert kind("JK JK JK JK JK JK 2C", rules=BOLIVIA) == "bolivia"


def test_wild_meld_holds_at_most_seven_cards():
    not_a_meld("2C 2D 2H 2S JK JK JK JK", rules=BOLIVIA)


def test_wild_meld_needs_three_cards():
    not_a_meld("JK JK", rules=BOLIVIA)


def test_bolivia_option_keeps_group_rules_for_groups():
    assert kind("9C 9D JK", rules=BOLIVIA) == "group"
    not_a_meld("9C JK 2D", rules=BOLIVIA)
    not_a_meld("4H 5H 6H JK", rules=BOLIVIA)


# --------------------------------------------------------------------------- order, input forms
ORDER_EXAMPLES = [
    ("9C 9D JK", {}),
    ("JC JD JH JS JK 2C", {}),
    ("KC KC KD KD KH KS JK", {}),
    ("4H 5H 6H 7H 8H", {}),
    ("8H 9H TH JH QH KH AH", {}),
    ("3C 3S 3S 3C", {"going_out": True}),
    ("2C 2D JK JK", {"rules": BOLIVIA}),
]


@pytest.mark.parametrize(("text", "kwargs"), ORDER_EXAMPLES)
def test_order_of_cards_does_not_matter(text, kwargs):
    cards = parse_cards(text)
    kinds = {meld_kind(list(p), **kwargs) for p in itertools.islice(itertools.permutations(cards), 200)}
    kinds.add(meld_kind(list(reversed(cards)), **kwargs))
    assert len(kinds) == 1


@pytest.mark.parametrize("bad", ["4H 6H 5H 7H 9H", "9C JK 2D", "KS AS 4S"])
def test_order_does_not_make_an_illegal_meld_legal(bad):
    for p in itertools.islice(itertools.permutations(parse_cards(bad)), 120):
        with pytest.raises(IllegalMove):
            meld_kind(list(p))


def test_meld_kind_accepts_text_and_tuples():
    assert meld_kind("9C 9D JK") == "group"
    assert meld_kind(tuple(parse_cards("9C 9D JK"))) == "group"


def test_meld_kind_default_rules_have_no_bolivia():
    with pytest.raises(IllegalMove):
        meld_kind(parse_cards("JK JK JK"))


# --------------------------------------------------------------------------- melds on the table
def table(hand: str, melds: list[str], rules: Rules | None = None):
    return position(2, rules=rules, hands={0: hand}, melds={0: melds}, phase="meld")


def test_extend_group_with_naturals_and_wild_cards_within_the_group_rules():
    game = table("9C 9D JK 2C 8D", ["9S 9S 9H"])
    gid = game.melds(0)[0].id
    assert_legal(game, Extend(gid, parse_cards("JK")))  # 3 naturals + 1 wild
    assert_illegal(game, Extend(gid, parse_cards("2C")), "twice as many natural")
    assert_legal(game, Extend(gid, parse_cards("9C 2C")))  # 4 + 2
    assert game.melds(0)[0].kind == "group"
    assert_illegal(game, Extend(gid, parse_cards("8D")), "Only 9s and wild cards")


def test_adding_a_wild_card_to_a_pure_canasta_makes_it_mixed_and_it_keeps_growing():
    game = table("KC JK 2C 2D KD 8D", ["KC KC KD KD KH KH KS"])
    gid = game.melds(0)[0].id
    assert game.melds(0)[0].kind == "pure_canasta"
    assert_legal(game, Extend(gid, parse_cards("KC")))
    assert game.melds(0)[0].kind == "pure_canasta"
    assert_legal(game, Extend(gid, parse_cards("JK")))
    assert game.melds(0)[0].kind == "mixed_canasta"
    assert_legal(game, Extend(gid, parse_cards("2C")))
    assert_illegal(game, Extend(gid, parse_cards("2D")), "at most two wild")
    assert_legal(game, Extend(gid, parse_cards("KD")))
    assert len(game.melds(0)[0].cards) == 11
    assert game.melds(0)[0].id == gid


def test_extend_sequence_at_either_end_up_to_a_closed_samba():
    game = table("4H 8H 9H TH JH 5S 3H 8D", ["5H 6H 7H"])
    sid = game.melds(0)[0].id
    assert_legal(game, Extend(sid, parse_cards("4H")))
    assert_legal(game, Extend(sid, parse_cards("8H 9H")))
    assert_illegal(game, Extend(sid, parse_cards("JH")), "unbroken")
    assert_illegal(game, Extend(sid, parse_cards("5S")), "Only hearts")
    assert_illegal(game, Extend(sid, parse_cards("3H")), "")
    assert_legal(game, Extend(sid, parse_cards("TH")))
    assert game.melds(0)[0].kind == "samba"
    assert [str(c) for c in game.melds(0)[0].cards] == [str(c) for c in parse_cards(SAMBA)]
    assert_illegal(game, Extend(sid, parse_cards("JH")), "samba is closed")


def test_no_wild_card_is_added_to_a_sequence():
    game = table("JK 2H 8D", ["5H 6H 7H"])
    assert_illegal(game, Extend(game.melds(0)[0].id, parse_cards("JK")), "wild")
    assert_illegal(game, Extend(game.melds(0)[0].id, parse_cards("2H")), "wild")


def test_two_sequences_are_never_joined():
    game = table("7H 8D 9C", ["4H 5H 6H", "8H 9H TH"])
    a, b = (m.id for m in game.melds(0))
    assert_illegal(game, Merge(a, b), "groups")
    # 7H fits both, each on its own; the two stay separate melds
    game.apply(Extend(a, parse_cards("7H")))
    assert [len(m.cards) for m in game.melds(0)] == [4, 3]


def test_a_side_may_keep_two_groups_of_one_rank_and_merge_them():
    game = table("QC QD QH 8D 7D", ["QS QS JK", "AC AD AS"])
    assert_legal(game, Meld([parse_cards("QC QD QH")]))
    first, aces, second = game.melds(0)
    assert [first.kind, second.kind] == ["group", "group"]
    assert_legal(game, Merge(second.id, first.id))
    merged = game.melds(0)
    assert [m.id for m in merged] == [first.id, aces.id]  # the first meld's place and id
    assert sorted(str(c) for c in merged[0].cards) == sorted_text("QC QD QH QS QS JK")


def test_merge_only_within_the_group_rules():
    game = table("8D 7D", ["QS QS JK", "QC QD QH QS 2C 2D", "KC KD KH"])
    q1, q2, k = (m.id for m in game.melds(0))
    assert_illegal(game, Merge(q1, q2), "at most two wild")
    assert_illegal(game, Merge(q1, k), "groups of the same rank")
    assert_illegal(game, Merge(q1, q1), "two different")
    assert_illegal(game, Merge(q1, 99), "does not belong")
    game = table("8D 7D", ["QS QS QH QH JK", "QC QD QC 2C"])
    q1, q2 = (m.id for m in game.melds(0))
    assert_legal(game, Merge(q1, q2))
    assert game.melds(0)[0].kind == "mixed_canasta"


def test_merge_only_in_own_turn_after_drawing():
    game = position(2, hands={0: "8D"}, melds={0: ["QS QS QH", "QC QD QC"]})
    q1, q2 = (m.id for m in game.melds(0))
    assert_illegal(game, Merge(q1, q2), "draw first")
    game = position(2, hands={1: "8D"}, melds={0: ["QS QS QH", "QC QD QC"]}, turn=1,
                    phase="meld")
    assert_illegal(game, Merge(q1, q2), "does not belong")


def test_melds_are_listed_in_the_order_they_were_laid_with_stable_ids():
    game = table("4S 5S 6S 9C 9D 9H 7S 8D", ["AC AD AS"])
    game.apply(Meld([parse_cards("4S 5S 6S"), parse_cards("9C 9D 9H")]))
    ids = [m.id for m in game.melds(0)]
    assert len(set(ids)) == 3
    assert [m.kind for m in game.melds(0)] == ["group", "sequence", "group"]
    game.apply(Extend(ids[1], parse_cards("7S")))
    assert [m.id for m in game.melds(0)] == ids
    assert [m.kind for m in game.melds(0)] == [meld_kind(m.cards) for m in game.melds(0)]


def test_a_sequence_extended_by_one_card_is_the_sequence_of_all_its_cards() -> None:
    """One card added to a sequence (the common case, made quickly) gives the very meld that
    its cards laid together make, and a card that does not fit is refused as laid together."""
    from samba_desktop.engine.cards import NUM_CODES
    from samba_desktop.engine.melds import classify, extend

    def fields(m):
        return (m.id, m.kind, m.codes, m.rank, m.suit, m.lo, m.hi, m.nat, m.wild)

    for suit in range(4):
        for lo in range(11):
            for hi in range(lo + 2, min(lo + 6, 10) + 1):
                meld = classify([r * 4 + suit for r in range(lo, hi + 1)], False, False, 7)
                for code in range(NUM_CODES):
                    try:
                        extended = extend(meld, (code,))
                    except IllegalMove:
                        with pytest.raises(IllegalMove):
                            classify(list(meld.codes) + [code], False, False, 7)
                        continue
                    assert fields(extended) == fields(
                        classify(list(meld.codes) + [code], False, False, 7))
