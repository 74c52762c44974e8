"""The rules as small pure functions (RULES.md), and that the engine's own checks agree with them.

Every floor asks these functions instead of coding a rule again, so each test reads like the
rule it checks, and the agreement tests compare a function with what the game itself allows.
"""

from __future__ import annotations

import itertools
import json

import pytest

from samba_desktop.engine import (
    GROUP_KINDS,
    PARTNERSHIP_SIDES,
    SEQUENCE_KINDS,
    SEVEN_KINDS,
    WILD_KINDS,
    Card,
    Game,
    IllegalMove,
    MeldKind,
    Phase,
    Rules,
    extends_sequence,
    group_kind,
    group_wild_room,
    group_wilds_allowed,
    has_pile_pair,
    meld_kind,
    parse_cards,
    requirement_met,
    seats_of,
    sequence_kind,
    side_of,
    sides_for,
    wild_meld_kind,
)
from samba_desktop.engine.cards import RANKS

from .support import FILLER, position

BOLIVIA = Rules(bolivia=True)


# --------------------------------------------------------------------------- sides
def test_four_and_six_players_play_in_partnerships_of_two():
    assert sides_for(4) == 2
    assert sides_for(6) == 3
    assert PARTNERSHIP_SIDES == {4: 2, 6: 3}


@pytest.mark.parametrize("players", [2, 3, 5])
def test_two_three_and_five_players_each_play_alone(players):
    assert sides_for(players) == players


@pytest.mark.parametrize("players", range(2, 7))
def test_the_game_has_as_many_sides_as_the_rule_says(players):
    game = Game.new(Rules(players=players), seed=players)
    assert game.num_sides == Rules(players=players).num_sides == sides_for(players)


# --------------------------------------------------------------------------- groups
def test_a_group_has_at_most_two_wild_cards():
    assert group_wilds_allowed(5, 2)
    assert not group_wilds_allowed(9, 3)


def test_a_group_has_at_least_twice_as_many_naturals_as_wild_cards():
    assert group_wilds_allowed(2, 1)  # RULES.md: a group of 3 with 2 naturals + 1 wild
    assert not group_wilds_allowed(3, 2)
    assert group_wilds_allowed(4, 2)
    assert group_wilds_allowed(3, 0)


def test_wild_room_is_how_many_more_wild_cards_a_group_may_take():
    assert group_wild_room(2, 0) == 1
    assert group_wild_room(3, 0) == 1
    assert group_wild_room(4, 0) == 2
    assert group_wild_room(4, 1) == 1
    assert group_wild_room(7, 2) == 0  # two wild cards: never more
    assert group_wild_room(2, 1) == 0  # never negative


@pytest.mark.parametrize("naturals,wilds", itertools.product(range(2, 10), range(0, 4)))
def test_wild_room_and_the_ratio_agree(naturals, wilds):
    room = group_wild_room(naturals, wilds)
    if group_wilds_allowed(naturals, wilds):
        assert group_wilds_allowed(naturals, wilds + room)
    assert not group_wilds_allowed(naturals, wilds + room + 1)


@pytest.mark.parametrize("naturals,wilds", itertools.product(range(2, 8), range(0, 4)))
def test_the_wild_card_ratio_is_what_meld_kind_accepts(naturals, wilds):
    cards = ["8H"] * naturals + ["2C", "JK", "2D", "JK"][:wilds]
    if naturals + wilds < 3:
        return
    try:
        kind = meld_kind(cards)
    except IllegalMove:
        kind = None
    assert (kind is not None) == group_wilds_allowed(naturals, wilds)
    if kind is not None:
        assert kind == group_kind(naturals, wilds)


def test_seven_cards_of_a_rank_are_a_canasta_pure_without_wild_cards():
    assert group_kind(6, 0) == "group"
    assert group_kind(4, 2) == "group"
    assert group_kind(7, 0) == "pure_canasta"
    assert group_kind(6, 1) == "mixed_canasta"
    assert group_kind(9, 2) == "mixed_canasta"


# --------------------------------------------------------------------------- sequences
def test_seven_cards_in_sequence_are_a_samba():
    assert sequence_kind(3) == sequence_kind(6) == "sequence"
    assert sequence_kind(7) == "samba"
    assert meld_kind(parse_cards("4H 5H 6H 7H 8H 9H TH")) == sequence_kind(7)


def test_a_card_extends_a_sequence_at_either_end():
    five_to_seven = (RANKS.index("5"), RANKS.index("7"))
    assert extends_sequence(*five_to_seven, RANKS.index("4"))
    assert extends_sequence(*five_to_seven, RANKS.index("8"))
    assert not extends_sequence(*five_to_seven, RANKS.index("9"))  # a gap
    assert not extends_sequence(*five_to_seven, RANKS.index("6"))  # a repeat


def test_a_sequence_runs_from_four_to_ace_and_never_past():
    assert not extends_sequence(RANKS.index("Q"), RANKS.index("A"), RANKS.index("2"))
    assert not extends_sequence(RANKS.index("4"), RANKS.index("6"), -1)


def test_a_samba_takes_no_more_cards():
    assert not extends_sequence(RANKS.index("4"), RANKS.index("T"), RANKS.index("J"))
    assert extends_sequence(RANKS.index("5"), RANKS.index("T"), RANKS.index("J"))


@pytest.mark.parametrize("rank", RANKS)
def test_taking_the_top_card_onto_a_sequence_follows_the_rule(rank):
    game = position(hands={0: "KS KS"}, melds={0: ["6H 7H 8H"]}, discard=f"4C {rank}H")
    meld_id = game.melds(0)[0].id
    lo, hi = RANKS.index("6"), RANKS.index("8")
    from samba_desktop.engine import TakeTop

    assert game.is_legal(TakeTop(meld_id)) == extends_sequence(lo, hi, RANKS.index(rank))


# --------------------------------------------------------------------------- wild melds
def test_seven_wild_cards_are_a_bolivia():
    assert wild_meld_kind(3) == wild_meld_kind(6) == "wild_group"
    assert wild_meld_kind(7) == "bolivia"
    assert meld_kind(parse_cards("2C 2D 2H 2S JK JK JK"), BOLIVIA) == wild_meld_kind(7)


# --------------------------------------------------------------------------- going out
def test_going_out_needs_two_seven_card_melds():
    assert requirement_met(["samba", "pure_canasta"], bolivia=False)
    assert requirement_met(["mixed_canasta", "mixed_canasta", "group"], bolivia=False)
    assert not requirement_met(["samba", "group", "sequence"], bolivia=False)
    assert not requirement_met([], bolivia=False)


def test_with_the_bolivia_rule_one_of_the_two_must_be_a_samba():
    assert requirement_met(["samba", "bolivia"], bolivia=True)
    assert not requirement_met(["pure_canasta", "bolivia"], bolivia=True)
    assert not requirement_met(["pure_canasta", "mixed_canasta"], bolivia=True)


def test_the_game_asks_the_same_requirement():
    game = position(hands={0: "9C 9D"}, melds={0: ["4H 5H 6H 7H 8H 9H TH",
                                                  "KS KS KS KC KC KD KD"]})
    assert game.requirement_met(0) == requirement_met([m.kind for m in game.melds(0)], False)
    assert game.requirement_met(0)
    assert not game.requirement_met(1)


# --------------------------------------------------------------------------- the pile
def test_the_pile_is_taken_with_two_naturals_of_the_top_cards_rank():
    eight = Card.parse("8H")
    assert has_pile_pair(eight, parse_cards("8C 8S"))
    assert has_pile_pair(eight, parse_cards("4D 8C JK 8D"))
    assert not has_pile_pair(eight, parse_cards("8C JK"))  # a wild card is no natural
    assert not has_pile_pair(eight, parse_cards("8C 9C"))


def test_a_wild_card_or_a_three_on_top_blocks_the_pile():
    for top in ("2H", "JK", "3C", "3H"):
        assert not has_pile_pair(Card.parse(top), parse_cards(f"{top} {top} {top}"))


@pytest.mark.parametrize("hand", ["8C 8S KD", "8C 2D KD", "8C KD KD", "8C 8D 8S"])
def test_the_game_lets_the_pile_be_taken_exactly_with_the_pair(hand):
    from samba_desktop.engine import TakePile

    game = position(hands={0: hand, 1: FILLER}, discard="5C 8H", melds={0: ["KS KS KS"]})
    cards = parse_cards(hand)
    pair = [c for c in cards if c.rank == "8" or c.is_wild][:2]
    assert has_pile_pair(Card.parse("8H"), cards) == game.is_legal(TakePile(pair))


# --------------------------------------------------------------------------- closed sets
def test_phases_and_meld_kinds_are_their_strings():
    game = Game.new(seed=3)
    assert game.phase == "draw" and game.phase is Phase.DRAW
    assert isinstance(game.phase, str)
    assert {k.value for k in MeldKind} == {
        "group", "mixed_canasta", "pure_canasta", "sequence", "samba", "black_threes",
        "wild_group", "bolivia"}
    assert meld_kind(parse_cards("5C 5D 5H")) is MeldKind.GROUP
    assert json.dumps([Phase.ANSWER, MeldKind.SAMBA]) == '["answer", "samba"]'
    assert f"{Phase.HAND_OVER}" == str(Phase.HAND_OVER) == "hand_over"


def test_the_kind_sets_partition_the_kinds():
    assert GROUP_KINDS | SEQUENCE_KINDS | WILD_KINDS | {MeldKind.BLACK_THREES} == set(MeldKind)
    assert {"mixed_canasta", "pure_canasta", "samba", "bolivia"} == SEVEN_KINDS


def test_in_play_is_true_until_the_hand_is_over():
    game = position(hands={0: "9C", 1: FILLER}, phase="meld",
                    melds={0: ["4H 5H 6H 7H 8H 9H TH", "KS KS KS KC KC KD KD"]})
    assert game.in_play and game.view(0).in_play
    from samba_desktop.engine import Discard

    game.apply(Discard("9C"))
    assert game.phase in ("hand_over", "game_over")
    assert not game.in_play and not game.view(1).in_play


def test_a_saved_game_keeps_its_phase_as_plain_text_and_reads_it_back_as_a_phase():
    game = Game.new(seed=11)
    text = json.dumps(game.to_dict())
    assert '"phase": "draw"' in text
    again = Game.from_dict(json.loads(text))
    assert again == game and again.phase is Phase.DRAW


@pytest.mark.parametrize("players", range(2, 7))
def test_a_sides_seats_are_the_seats_of_that_side(players: int) -> None:
    """`side_of` and `seats_of` agree with the game's own `side_of`, and every seat is on
    exactly one side: partners at 4 and 6 players, each player alone otherwise."""
    game = Game.new(Rules(players=players), seed=1)
    sides = sides_for(players)
    for seat in range(players):
        assert side_of(seat, players) == game.side_of(seat) == game.view(0).side_of(seat)
    seats = [seats_of(side, players) for side in range(sides)]
    assert sorted(s for group in seats for s in group) == list(range(players))
    for side, group in enumerate(seats):
        assert group == game.seats_of(side) == game.view(group[0]).seats_of(side)
        assert all(side_of(s, players) == side for s in group)
        assert len(group) == players // sides
