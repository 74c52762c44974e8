"""Going out (RULES.md "Going out", the black-3 rule of "Melds", and the Bolivia variant)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    IllegalMove,
    LayRedThree,
    Meld,
    Merge,
    Pass,
    Rules,
    TakePile,
    meld_kind,
    parse_cards,
)

from .support import assert_illegal, assert_legal, card, position

SAMBA_H = "4H 5H 6H 7H 8H 9H TH"
SAMBA_S = "8S 9S TS JS QS KS AS"
PURE_K = "KC KC KD KD KH KH KS"
MIXED_Q = "QC QC QD QD QH QS JK"
PURE_A = "AC AC AD AD AH AH AS"
BOLIVIA_7 = "2C 2D 2H 2S JK JK JK"


def ready(players=2, hand="9D", melds=(PURE_K, MIXED_Q), rules=None, turn=0, **kwargs):
    """Seat ``turn`` in its meld phase, its side holding ``melds``."""
    rules = rules or Rules(players=players)
    side = turn % rules.num_sides
    return position(rules.players, rules=rules, hands={turn: hand}, melds={side: list(melds)},
                    turn=turn, phase="meld", **kwargs)


def went_out(game, seat=0):
    assert game.phase in ("hand_over", "game_over")
    result = game.hand_result()
    assert result.went_out == seat
    assert result.sides[game.side_of(seat)].going_out_bonus == 200
    return result


# --------------------------------------------------------------------------- the requirement
@pytest.mark.parametrize(
    "melds",
    [(SAMBA_H, SAMBA_S), (PURE_K, MIXED_Q), (SAMBA_H, PURE_K), (MIXED_Q, SAMBA_S),
     (PURE_K, PURE_A, "5C 5D 5S")],
    ids=["samba+samba", "canasta+canasta", "samba+canasta", "canasta+samba", "two+group"],
)
def test_going_out_needs_two_seven_card_melds(melds):
    game = ready(melds=melds)
    assert_legal(game, Discard(card("9D")))
    went_out(game)


@pytest.mark.parametrize(
    "melds",
    [(), (PURE_K,), (SAMBA_H,), (PURE_K, "QC QC QD QD QH QS"), (SAMBA_H, "8S 9S TS JS QS KS"),
     (PURE_K, "3C 3S 3C")],
    ids=["nothing", "one-canasta", "one-samba", "canasta+six", "samba+six", "canasta+black3s"],
)
def test_no_going_out_without_two_seven_card_melds(melds):
    game = ready(melds=melds)
    assert_illegal(game, Discard(card("9D")), "can't go out", "two 7-card melds")
    assert_legal(game, Pass())


def test_going_out_by_melding_every_card():
    game = ready(hand="5C 5D 5S")
    assert_legal(game, Meld([parse_cards("5C 5D 5S")]))
    went_out(game)
    assert game.hand(0) == []


def test_going_out_by_extending_with_the_last_cards():
    game = ready(hand="KC 2D")
    assert_legal(game, Extend(game.melds(0)[0].id, parse_cards("KC 2D")))
    went_out(game)


def test_going_out_actions_own_melds_count_toward_the_requirement():
    # one canasta on the table; the going-out meld is the second one
    game = ready(hand="AC AC AD AD AH AH AS", melds=(PURE_K,))
    assert_legal(game, Meld([parse_cards("AC AC AD AD AH AH AS")]))
    went_out(game)


def test_completing_a_samba_with_the_last_card_goes_out():
    game = ready(hand="TH", melds=(PURE_K, "4H 5H 6H 7H 8H 9H"))
    assert_legal(game, Extend(game.melds(0)[1].id, parse_cards("TH")))
    went_out(game)


def test_going_out_with_melds_then_discarding_the_last_card():
    game = ready(hand="AC AC AD AD AH AH AS 9D", melds=(PURE_K,))
    assert_legal(game, Meld([parse_cards(PURE_A)]))
    assert game.phase == "meld"
    assert_legal(game, Discard(card("9D")))
    went_out(game)
    assert game.discard_pile[-1] == card("9D")


def test_going_out_ends_the_hand_for_everyone():
    game = ready(players=4, hand="9D")
    game.apply(Discard(card("9D")))
    assert game.phase == "hand_over"
    assert_illegal(game, Draw(), "hand is over")


# --------------------------------------------------------------------------- keeping a card
def test_player_who_may_not_go_out_keeps_the_last_card_and_passes():
    game = ready(hand="9D 5C 5D 5S", melds=("AC AD AS",))
    assert_legal(game, Meld([parse_cards("5C 5D 5S")]))
    assert_illegal(game, Discard(card("9D")), "can't go out")
    assert_legal(game, Pass())
    assert game.turn == 1
    assert game.phase == "draw"
    assert [str(c) for c in game.hand(0)] == ["9D"]


def test_melding_every_card_is_illegal_when_the_side_may_not_go_out():
    game = ready(hand="5C 5D 5S", melds=("AC AD AS",))
    assert_illegal(game, Meld([parse_cards("5C 5D 5S")]), "can't go out")
    game = ready(hand="AC", melds=("AC AD AS",))
    assert_illegal(game, Extend(game.melds(0)[0].id, parse_cards("AC")), "can't go out")


def test_pass_is_legal_exactly_with_one_card_when_the_side_may_not_go_out():
    assert ready(hand="9D", melds=("AC AD AS",)).is_legal(Pass())
    assert not ready(hand="9D 4C", melds=("AC AD AS",)).is_legal(Pass())
    assert not ready(hand="9D").is_legal(Pass())  # may go out: discard instead
    game = position(2, hands={0: "9D"}, melds={0: ["AC AD AS"]})
    assert_illegal(game, Pass(), "draw first")


@pytest.mark.parametrize("keep", [1, 2])
def test_pass_with_one_card_whatever_keep_cards_says(keep):
    game = ready(hand="9D", melds=("AC AD AS",), rules=Rules(players=2, keep_cards=keep))
    assert_legal(game, Pass())


def test_keep_two_cards_option():
    rules = Rules(players=2, keep_cards=2)
    game = ready(hand="5C 5D 5S 9D", melds=("AC AD AS",), rules=rules)
    assert_illegal(game, Meld([parse_cards("5C 5D 5S")]), "keep two")
    game = ready(hand="5C 5D 5S 9D 8C", melds=("AC AD AS",), rules=rules)
    assert_legal(game, Meld([parse_cards("5C 5D 5S")]))
    assert_legal(game, Discard(card("8C")))  # then discards one as usual
    assert [str(c) for c in game.hand(0)] == ["9D"]


def test_keep_two_does_not_apply_when_the_side_may_go_out():
    rules = Rules(players=2, keep_cards=2)
    game = ready(hand="5C 5D 5S 9D", rules=rules)
    assert_legal(game, Meld([parse_cards("5C 5D 5S")]))
    assert_legal(game, Discard(card("9D")))
    went_out(game)


def test_keep_two_with_two_cards_discards_one():
    rules = Rules(players=2, keep_cards=2)
    game = ready(hand="9D 8C", melds=("AC AD AS",), rules=rules)
    assert_illegal(game, Pass(), "single card")
    assert_legal(game, Discard(card("8C")))


# --------------------------------------------------------------------------- black 3s
def test_black_threes_melded_when_going_out_then_last_card_discarded():
    game = ready(hand="3C 3S 3S 9D")
    assert_legal(game, Meld([parse_cards("3C 3S 3S")]))
    assert game.melds(0)[-1].kind == "black_threes"
    assert_illegal(game, Pass(), "")
    assert_legal(game, Discard(card("9D")))
    went_out(game)


def test_black_threes_melded_with_the_last_cards_go_out_at_once():
    game = ready(hand="3C 3S 3S 3C")
    assert_legal(game, Meld([parse_cards("3C 3S 3S 3C")]))
    went_out(game)


def test_black_threes_together_with_other_melds_in_the_going_out_action():
    game = ready(hand="3C 3S 3S 5C 5D 5H 9D")
    assert_illegal(game, Meld([parse_cards("3C 3S 3S")]), "at most one card")
    assert_legal(game, Meld([parse_cards("5C 5D 5H"), parse_cards("3C 3S 3S")]))
    assert_legal(game, Discard(card("9D")))
    went_out(game)


def test_black_threes_must_leave_at_most_one_card():
    game = ready(hand="3C 3S 3S 9D 8D")
    assert_illegal(game, Meld([parse_cards("3C 3S 3S")]), "at most one card")


def test_black_threes_only_if_the_side_may_go_out():
    game = ready(hand="3C 3S 3S 9D", melds=(PURE_K,))
    assert_illegal(game, Meld([parse_cards("3C 3S 3S")]), "can't go out")


def test_black_threes_never_with_wild_cards_in_play():
    game = ready(hand="3C 3S JK 9D")
    assert_illegal(game, Meld([parse_cards("3C 3S JK")]), "black 3s")


def test_nothing_is_added_to_black_threes():
    game = ready(hand="3C 9D 8D", melds=(PURE_K, MIXED_Q, "3C 3S 3S"))
    assert_illegal(game, Extend(game.melds(0)[2].id, parse_cards("3C")), "black 3s")


def test_a_single_black_three_is_discarded_to_go_out():
    game = ready(hand="3S")
    assert_legal(game, Discard(card("3S")))
    went_out(game)


# --------------------------------------------------------------------------- asking the partner
def test_ask_partner_only_in_partnership_games():
    for players in (2, 3, 5):
        game = ready(players=players)
        assert_illegal(game, AskPartner(), "no partner")


@pytest.mark.parametrize(("players", "seat", "partner"), [(4, 0, 2), (4, 3, 1), (6, 0, 3),
                                                           (6, 4, 1)])
def test_ask_partner_gives_the_turn_to_the_partner(players, seat, partner):
    game = ready(players=players, hand="9D 8C", turn=seat)
    assert_legal(game, AskPartner())
    assert game.phase == "answer"
    assert game.turn == partner
    assert game.partner_answer is None
    assert_legal(game, Answer(True))
    assert game.turn == seat
    assert game.phase == "meld"
    assert game.partner_answer is True


def test_ask_partner_only_after_drawing():
    game = position(4, hands={0: "9D"}, melds={0: [PURE_K, MIXED_Q]})
    assert_illegal(game, AskPartner(), "after drawing")
    game.apply(Draw())
    assert_legal(game, AskPartner())


def test_ask_partner_only_when_the_side_has_two_seven_card_melds():
    game = ready(players=4, melds=(PURE_K, "QC QC QD QD QH QS"))
    assert_illegal(game, AskPartner(), "two 7-card melds")


def test_ask_partner_once_per_turn():
    game = ready(players=4, hand="9D 8C")
    game.apply(AskPartner())
    game.apply(Answer(False))
    assert_illegal(game, AskPartner(), "already asked")


def test_while_waiting_for_the_answer_nothing_else_is_played():
    game = ready(players=4, hand="9D 8C")
    game.apply(AskPartner())
    for move in (Discard(card("9D")), Pass(), Draw(), LayRedThree(), AskPartner(),
                 Meld([parse_cards("KC KD KS")]), Extend(1, parse_cards("9D")), Merge(1, 2),
                 TakePile(parse_cards("9C 9S"))):
        assert_illegal(game, move, "")
    assert_illegal(game, Discard(card("9D")), "waiting")


def test_answer_only_to_a_question():
    game = ready(players=4, hand="9D 8C")
    assert_illegal(game, Answer(True), "nobody has asked")


def test_answer_no_forbids_going_out_this_turn():
    game = ready(players=4, hand="5C 5D 5S 9D")
    game.apply(AskPartner())
    game.apply(Answer(False))
    assert game.partner_answer is False
    assert_legal(game, Meld([parse_cards("5C 5D 5S")]))
    assert_illegal(game, Discard(card("9D")), "partner said no")
    assert_legal(game, Pass())
    assert game.turn == 1


def test_answer_no_forbids_melding_out():
    game = ready(players=4, hand="5C 5D 5S")
    game.apply(AskPartner())
    game.apply(Answer(False))
    assert_illegal(game, Meld([parse_cards("5C 5D 5S")]), "partner said no")


def test_answer_no_lasts_only_this_turn():
    game = position(4, hands={0: "5C 5D 9D 8D", 1: "4C 4D", 2: "6C 6D", 3: "7C 7D"},
                    melds={0: [PURE_K, MIXED_Q]}, phase="meld",
                    stock="4S 4S 4H 4H 6S 6S 7S 7S 9C 8C")
    game.apply(AskPartner())
    game.apply(Answer(False))
    game.apply(Discard(card("9D")))
    for _ in range(3):
        game.apply(Draw())
        game.apply(Discard(game.hand(game.turn)[0]))
    assert game.turn == 0
    assert game.partner_answer is None
    game.apply(Draw())  # 9C 8C
    assert_legal(game, AskPartner())
    game.apply(Answer(True))
    assert game.partner_answer is True


def test_answer_yes_obliges_to_go_out():
    game = ready(players=4, hand="5C 5D 5S 9D")
    game.apply(AskPartner())
    game.apply(Answer(True))
    assert_illegal(game, Discard(card("9D")), "must go out")
    assert_legal(game, Meld([parse_cards("5C 5D 5S")]))
    assert_legal(game, Discard(card("9D")))
    went_out(game)


def test_answer_yes_with_one_card_must_discard_it():
    game = ready(players=4, hand="9D KS")
    game.apply(AskPartner())
    game.apply(Answer(True))
    assert_illegal(game, Discard(card("9D")), "must go out")  # KS fits the kings, 9D is discarded
    assert_legal(game, Extend(game.melds(0)[0].id, parse_cards("KS")))
    assert_illegal(game, Pass(), "")
    assert_legal(game, Discard(card("9D")))
    went_out(game)


def test_answer_yes_obligation_lapses_when_the_hand_cannot_be_emptied():
    game = ready(players=4, hand="9D 8C 4H")
    game.apply(AskPartner())
    game.apply(Answer(True))
    assert_legal(game, Discard(card("8C")))
    assert game.turn == 1


def test_answer_yes_sequence_can_be_extended_to_seven_cards():
    """9H and 10H make the 4-8 of hearts a samba; the 5C is discarded: the player can go out."""
    game = ready(players=4, hand="9H TH 5C", melds=(PURE_K, MIXED_Q, "4H 5H 6H 7H 8H"))
    game.apply(AskPartner())
    game.apply(Answer(True))
    assert_illegal(game, Discard(card("5C")), "must go out")
    assert_legal(game, Extend(game.melds(0)[2].id, parse_cards("9H TH")))
    assert_legal(game, Discard(card("5C")))
    went_out(game)


def test_answer_yes_sequence_is_not_extended_past_seven_at_both_ends():
    """4H and JH each fit the 5-10 of hearts, but not both: two cards stay, so it lapses."""
    game = ready(players=4, hand="4H JH 9D", melds=(PURE_K, MIXED_Q, "5H 6H 7H 8H 9H TH"))
    game.apply(AskPartner())
    game.apply(Answer(True))
    assert_legal(game, Discard(card("9D")))


def test_answer_yes_lapses_after_merging_two_canastas_into_one():
    """After the merge the side no longer may go out: the player must not be left stuck."""
    game = ready(players=4, hand="5C 5D 5S", melds=(PURE_K, "KC KD KH KS KS KH KD"))
    game.apply(AskPartner())
    game.apply(Answer(True))
    assert_legal(game, Merge(game.melds(0)[0].id, game.melds(0)[1].id))
    assert_illegal(game, Meld([parse_cards("5C 5D 5S")]), "can't go out")
    assert_legal(game, Discard(card("5C")))


def test_going_out_without_asking_is_allowed():
    game = ready(players=4, hand="9D")
    assert_legal(game, Discard(card("9D")))
    went_out(game)


# --------------------------------------------------------------------------- Bolivia
BOLIVIA = Rules(players=2, bolivia=True)


@pytest.mark.parametrize(
    ("melds", "ok"),
    [((SAMBA_H, PURE_K), True), ((SAMBA_H, SAMBA_S), True), ((SAMBA_H, BOLIVIA_7), True),
     ((PURE_K, MIXED_Q), False), ((PURE_K, BOLIVIA_7), False), ((SAMBA_H,), False)],
    ids=["samba+canasta", "two-sambas", "samba+bolivia", "two-canastas", "canasta+bolivia",
         "samba"],
)
def test_bolivia_requirement_needs_a_samba(melds, ok):
    game = ready(rules=BOLIVIA, melds=melds)
    if ok:
        assert_legal(game, Discard(card("9D")))
        went_out(game)
    else:
        assert_illegal(game, Discard(card("9D")), "at least one of them a samba")


def test_bolivia_wild_melds_grow_to_a_closed_bolivia():
    game = ready(rules=BOLIVIA, hand="2C 2D JK 2H 2S JK JK 9D 8D", melds=(PURE_K,))
    assert_legal(game, Meld([parse_cards("2C 2D JK")]))
    wild = game.melds(0)[-1]
    assert wild.kind == "wild_group"
    assert_illegal(game, Extend(wild.id, parse_cards("9D")), "only wild cards")
    assert_legal(game, Extend(wild.id, parse_cards("2H 2S JK JK")))
    assert game.melds(0)[-1].kind == "bolivia"
    assert_illegal(game, Extend(wild.id, parse_cards("9D")), "closed")


def test_wild_melds_only_with_the_bolivia_option():
    game = ready(hand="2C 2D JK 9D", melds=(PURE_K,))
    assert_illegal(game, Meld([parse_cards("2C 2D JK")]), "bolivia")


def test_bolivia_bonus_is_2500():
    game = ready(rules=BOLIVIA, melds=(SAMBA_H, BOLIVIA_7))
    game.apply(Discard(card("9D")))
    side = game.hand_result().sides[0]
    assert side.bolivia_bonus == 2500
    # 25 + 5 * 10 ... samba 4H-10H: 4 fives + 3 tens = 50; bolivia 4 twos + 3 jokers = 230
    assert game.hand_result().totals[0] == 50 + 230 + 1500 + 2500 + 200


# --------------------------------------------------------------------------- can the hand be emptied?
SMALL_DECK = parse_cards(
    "4H 5H 6H 7H 8H 9H TH JH QH KS KC KD 9S 9C 5C 5S 2C JK 3C 3S 3H")
TABLES = [
    [PURE_K, MIXED_Q, "5H 6H 7H 8H 9H TH"],
    [SAMBA_S, MIXED_Q, "4H 5H 6H 7H 8H", "9C 9D 9S"],
    [PURE_K, PURE_A, "7H 8H 9H", "5C 5D 5S 5H"],
]


def can_empty(hand, table_melds) -> bool:
    """Brute force: can ``hand`` be melded out (new melds, additions) with at most one discard?"""
    rest = [c for c in hand if not c.is_red_three]
    if not rest:
        return bool(hand)  # lay red 3s, discard the last one
    table = [(meld_kind(m, going_out=True), list(m)) for m in table_melds]
    added: list[list] = [[] for _ in table]

    def table_ok() -> bool:
        for (kind, cards), more in zip(table, added, strict=True):
            if not more:
                continue
            if kind in ("samba", "black_threes"):
                return False
            try:
                new = meld_kind(cards + more, going_out=True)
            except IllegalMove:
                return False
            if (kind == "sequence") != (new in ("sequence", "samba")):
                return False
        return True

    def search(cards, discarded) -> bool:
        if not cards:
            return table_ok()
        first, others = cards[0], cards[1:]
        if not discarded and search(others, True):
            return True
        for more in added:
            more.append(first)
            found = search(others, discarded)
            more.pop()
            if found:
                return True
        for k in range(2, len(others) + 1):
            for pick in itertools.combinations(range(len(others)), k):
                try:
                    meld_kind([first] + [others[i] for i in pick], going_out=True)
                except IllegalMove:
                    continue
                if search([c for i, c in enumerate(others) if i not in pick], discarded):
                    return True
        return False

    return search(rest, False)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=st.lists(st.sampled_from(SMALL_DECK), min_size=2, max_size=6),
       table=st.sampled_from(TABLES))
def test_after_yes_discarding_is_illegal_exactly_while_the_hand_can_be_emptied(hand, table):
    game = ready(players=4, hand=" ".join(str(c) for c in hand), melds=table)
    game.apply(AskPartner())
    game.apply(Answer(True))
    table_cards = [m.cards for m in game.melds(0)]
    emptiable = can_empty(hand, table_cards)
    assert game.is_legal(Discard(hand[0])) == (not emptiable), (hand, table)
