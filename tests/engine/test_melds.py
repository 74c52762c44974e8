"""Melds laid on their own: `meld_kind` for every kind and every example of RULES.md "Melds"."""

from __future__ import annotations

import itertools

import pytest

from samba_desktop.engine import IllegalMove, Rules, meld_kind, parse_cards

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
