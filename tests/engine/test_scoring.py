"""Scoring a hand and winning the game (RULES.md "Scoring a hand", "Winning the game")."""

from __future__ import annotations

import random

import pytest

from samba_desktop.engine import Discard, Draw, Game, Meld, Rules, parse_cards

from .support import assert_illegal, card, census, full_deck, play_random, position

PURE_K = "KC KC KD KD KH KH KS"
PURE_Q = "QC QC QD QD QH QS QS"


def parts(side) -> int:
    """A side's total from its breakdown items."""
    return (side.meld_points - side.hand_penalty + side.samba_bonus + side.pure_canasta_bonus
            + side.mixed_canasta_bonus + side.bolivia_bonus + side.going_out_bonus
            + side.red_three_points - side.red_three_penalty)


# --------------------------------------------------------------------------- the worked example
def worked_example() -> Game:
    """Anna (seat 0) and her partner (seat 2) against seats 1 and 3."""
    return Game.setup(
        Rules(players=4),
        hands=["5C 5D 5S 9C", "JK KC", "8D 4H", "7S 4S"],
        stock="4D 4D 6C 6C",
        discard="TC",
        melds={0: ["6H 7H 8H 9H TH JH QH", "KC KD KD KH KS KS JK"],
               1: ["AC AC AD AD AH AS AS", "9D 9S 9H"]},
        red_threes={0: 2, 1: 1},
        turn=0,
        phase="meld",
    )


def test_worked_example_anna_goes_out_2370_to_500():
    game = worked_example()
    game.apply(Meld([parse_cards("5C 5D 5S")]))
    game.apply(Discard(card("9C")))
    assert game.phase == "hand_over"
    result = game.hand_result()
    assert result.went_out == 0
    assert result.totals == [2370, 500]
    assert game.scores == [2370, 500]


def test_worked_example_breakdown():
    game = worked_example()
    game.apply(Meld([parse_cards("5C 5D 5S")]))
    game.apply(Discard(card("9C")))
    anna, them = game.hand_result().sides
    assert anna.meld_points == 60 + 110 + 15
    assert anna.hand_penalty == 15
    assert (anna.samba_bonus, anna.mixed_canasta_bonus, anna.pure_canasta_bonus) == (1500, 300, 0)
    assert anna.going_out_bonus == 200
    assert anna.red_three_points == 200
    assert them.meld_points == 140 + 30
    assert them.hand_penalty == 70
    assert them.pure_canasta_bonus == 500
    assert them.going_out_bonus == 0
    assert them.red_three_points == -100  # only one canasta: the requirement is not met
    for side, total in zip((anna, them), (2370, 500), strict=True):
        assert parts(side) == side.total == total


# --------------------------------------------------------------------------- each bonus
def hand_ended_by_stock(melds: list[str], hand: str = "", players: int = 2, **kwargs):
    game = position(players, hands={0: hand or "9C"}, stock="", melds={0: melds}, **kwargs)
    game.apply(Draw())
    assert game.hand_result().went_out is None
    return game.hand_result().sides[0]


@pytest.mark.parametrize(
    ("meld", "field", "bonus", "value"),
    [("4H 5H 6H 7H 8H 9H TH", "samba_bonus", 1500, 50),
     (PURE_K, "pure_canasta_bonus", 500, 70),
     ("KC KC KD KD KH KH JK", "mixed_canasta_bonus", 300, 110),
     ("KC KC KD KD KH 2C JK", "mixed_canasta_bonus", 300, 120)],
    ids=["samba", "pure-canasta", "mixed-canasta", "mixed-two-wilds"],
)
def test_meld_bonus(meld, field, bonus, value):
    side = hand_ended_by_stock([meld], hand="4C")
    assert getattr(side, field) == bonus
    assert side.meld_points == value
    assert side.total == value - 5 + bonus


def test_bonuses_add_up_per_meld():
    side = hand_ended_by_stock(["4H 5H 6H 7H 8H 9H TH", "5S 6S 7S 8S 9S TS JS", PURE_K, PURE_Q,
                                "AC AC AD AD AH AS 2C"], hand="4C")
    assert side.samba_bonus == 3000
    assert side.pure_canasta_bonus == 1000
    assert side.mixed_canasta_bonus == 300
    assert side.total == parts(side)


def test_groups_and_sequences_score_their_cards_only():
    side = hand_ended_by_stock(["AC AD AS", "4H 5H 6H 7H", "9C 9D JK"], hand="4C 3S")
    assert side.meld_points == 60 + 20 + 70
    assert side.hand_penalty == 10  # 4 and black 3 are 5 each
    assert side.total == 150 - 10


def test_going_out_bonus_is_200_for_the_side_of_the_player_who_went_out():
    game = position(4, hands={2: "9C"}, melds={0: [PURE_K, PURE_Q]}, turn=2, phase="meld")
    game.apply(Discard(card("9C")))
    result = game.hand_result()
    assert result.went_out == 2
    assert result.sides[0].going_out_bonus == 200
    assert result.sides[1].going_out_bonus == 0


def test_hand_penalty_counts_every_player_of_the_side():
    game = position(4, hands={0: "JK 4C", 1: "AS", 2: "2C KD", 3: "3S"}, stock="")
    game.apply(Draw())
    sides = game.hand_result().sides
    assert sides[0].hand_penalty == 50 + 5 + 20 + 10
    assert sides[1].hand_penalty == 25
    assert game.hand_result().totals == [-85, -25]


# --------------------------------------------------------------------------- match end
def going_out_game(scores, rules=None):
    """Seat 0 goes out: side 0 scores 140 + 1,000 + 200 = 1,340, side 1 loses its 30 in hand."""
    game = position(2, rules=rules or Rules(players=2, target_score=3000), hands={0: "9C"},
                    melds={0: [PURE_K, PURE_Q]}, phase="meld", scores=scores)
    game.apply(Discard(card("9C")))
    assert game.hand_result().totals == [1340, -30]
    return game


def test_scores_accumulate():
    game = going_out_game([1000, 500])
    assert game.scores == [2340, 470]
    assert game.phase == "hand_over"
    assert game.winner is None


def test_game_ends_when_a_side_reaches_the_target():
    game = going_out_game([1660, 0])
    assert game.scores == [3000, -30]
    assert game.phase == "game_over"
    assert game.winner == 0


def test_highest_total_wins_when_several_reach_the_target():
    game = going_out_game([2000, 3300])
    assert game.scores == [3340, 3270]
    assert game.phase == "game_over"
    assert game.winner == 0


def test_the_leader_can_win_with_the_other_side_over_the_target_too():
    game = going_out_game([1700, 3500])
    assert game.scores == [3040, 3470]
    assert game.winner == 1


def test_exact_tie_at_the_top_is_a_draw():
    game = going_out_game([2000, 3370])
    assert game.scores == [3340, 3340]
    assert game.phase == "game_over"
    assert game.winner is None


def test_max_hands_cap_ends_the_game_as_a_draw():
    game = going_out_game([0, 0], Rules(players=2, target_score=3000, max_hands=1))
    assert game.phase == "game_over"
    assert game.winner is None


def test_no_hand_limit_with_max_hands_none():
    game = going_out_game([0, 0], Rules(players=2, target_score=3000, max_hands=None))
    assert game.phase == "hand_over"


def test_max_hands_counts_the_hands_played():
    game = Game.new(Rules(players=3, max_hands=2), seed=3)
    rng = random.Random(3)
    play_random(game, rng)
    assert game.phase == "hand_over"
    game.next_hand()
    play_random(game, rng)
    assert game.hand_number == 2
    assert game.phase == "game_over"
    assert game.winner is None


def test_no_moves_after_game_over():
    game = going_out_game([1660, 0])
    assert_illegal(game, Draw(), "game is over")
    with pytest.raises(ValueError):
        game.next_hand()


# --------------------------------------------------------------------------- the next hand
def test_next_hand_deals_afresh_and_passes_the_deal_clockwise():
    game = going_out_game([1000, 500])
    dealer = game.view(0).dealer
    game.next_hand()
    assert game.hand_number == 2
    assert game.phase == "draw"
    assert game.view(0).dealer == (dealer + 1) % 2
    assert game.turn == (dealer + 2) % 2
    assert game.scores == [2340, 470]
    assert [len(game.hand(s)) for s in range(2)] == [15, 15]
    assert game.melds(0) == game.melds(1) == []
    assert game.red_threes(0) == game.red_threes(1) == 0
    assert game.move_log == []
    assert game.hand_result() is None
    assert census(game) == full_deck()


def test_next_hand_only_after_a_hand_ended():
    game = Game.new(Rules(players=2), seed=1)
    with pytest.raises(ValueError):
        game.next_hand()
    assert game.hand_number == 1


def test_scores_are_the_sum_of_hand_totals_over_a_match():
    rng = random.Random(11)
    game = Game.new(Rules(players=4, target_score=2500, max_hands=6), seed=11)
    totals = [0, 0]
    while True:
        play_random(game, rng)
        result = game.hand_result()
        for side in range(2):
            totals[side] += result.totals[side]
            assert parts(result.sides[side]) == result.totals[side]
        assert game.scores == totals
        if game.phase == "game_over":
            break
        game.next_hand()
    best = max(totals)
    if best >= 2500 and totals.count(best) == 1:
        assert game.winner == totals.index(best)
    else:
        assert game.winner is None
