"""Red 3s: laid by hand (default) or automatically, and how they score (RULES.md "Red 3s")."""

from __future__ import annotations

import pytest

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Game,
    LayRedThree,
    Rules,
    TakePile,
    parse_cards,
)

from .support import assert_illegal, assert_legal, card, census, full_deck, hand_text, position

AUTO = Rules(players=2, red_threes="auto")
TWO_CANASTAS = ["KC KC KD KD KH KH KS", "QC QC QD QD QH QS QS"]


def red_threes_in(game, seat):
    return sum(1 for c in game.hand(seat) if c.is_red_three)


# --------------------------------------------------------------------------- manual (default)
def test_red_threes_are_laid_by_hand_by_default():
    assert Rules().red_threes == "manual"


def test_manual_lay_one_red_three_at_a_time():
    game = position(2, hands={0: "3H 3D 3H 9C"})
    assert_legal(game, LayRedThree())
    assert game.red_threes(0) == 1
    assert red_threes_in(game, 0) == 2
    assert len(game.hand(0)) == 3
    assert_legal(game, LayRedThree())
    assert game.red_threes(0) == 2
    assert red_threes_in(game, 0) == 1


def test_manual_red_three_is_not_replaced():
    game = position(2, hands={0: "3H 9C"}, stock="KD KD 9D")
    assert_legal(game, LayRedThree())
    assert game.stock_size == 3
    assert hand_text(game, 0) == ["9C"]


def test_manual_red_three_any_time_during_own_turn():
    game = position(2, hands={0: "3H 3D 9C 8C"}, stock="KD KD 9D 9D")
    assert_legal(game, LayRedThree())  # before drawing
    game.apply(Draw())
    assert_legal(game, LayRedThree())  # after drawing
    assert game.red_threes(0) == 2


def test_manual_red_three_never_the_last_card():
    game = position(2, hands={0: "3H"}, phase="meld")
    assert_illegal(game, LayRedThree(), "keep at least one card")
    game = position(2, hands={0: "3H 3D"}, phase="meld")
    assert_legal(game, LayRedThree())
    assert_illegal(game, LayRedThree(), "keep at least one card")


def test_manual_red_three_only_from_own_hand():
    game = position(2, hands={0: "9C 8C", 1: "3H 3D 9D"})
    assert_illegal(game, LayRedThree(), "no red 3")


def test_manual_red_three_not_while_waiting_for_the_partner():
    game = position(4, hands={0: "3H 9C 8C"}, melds={0: TWO_CANASTAS}, phase="meld")
    game.apply(AskPartner())
    assert_illegal(game, LayRedThree(), "waiting")
    game.apply(Answer(False))
    assert_legal(game, LayRedThree())


def test_manual_red_threes_belong_to_the_side():
    game = position(4, hands={2: "3H 9C"}, turn=2)
    game.apply(LayRedThree())
    assert game.red_threes(0) == 1
    assert game.red_threes(1) == 0


def test_manual_red_three_held_at_hand_end_costs_750_per_player():
    game = position(4, hands={0: "3H 3D 9C", 1: "4C", 2: "3H 5C", 3: "3D 3H 6C"}, stock="")
    game.apply(Draw())  # empty stock: the hand ends
    sides = game.hand_result().sides
    assert sides[0].red_three_penalty == 1500  # seats 0 and 2, however many each holds
    assert sides[1].red_three_penalty == 750  # seat 3 (two red 3s, counted once)
    # red 3s have no card value: side 0 holds 9 + 5 = 15, side 1 holds 4 + 6 = 10
    assert game.hand_result().totals == [-15 - 1500, -10 - 750]


def test_discarded_red_three_blocks_the_pile():
    game = position(2, hands={0: "3H 9C 8C", 1: "3D 3H 4C"}, stock="KD KD 9D 9D")
    game.apply(Draw())
    assert_legal(game, Discard(card("3H")))
    assert_illegal(game, TakePile(parse_cards("3D 3H")), "blocked")


# --------------------------------------------------------------------------- auto
def test_auto_red_threes_cannot_be_laid_by_hand():
    game = position(rules=AUTO, hands={0: "9C 8C"})
    assert_illegal(game, LayRedThree(), "automatically")


def test_auto_red_three_laid_and_replaced_on_draw():
    game = position(rules=AUTO, hands={0: "9C"}, stock="3H KD 8S 7S")
    assert_legal(game, Draw())
    assert game.red_threes(0) == 1
    assert hand_text(game, 0) == sorted(["9C", "KD", "8S"])
    assert game.stock_size == 1


def test_auto_replacement_red_three_is_laid_and_replaced_too():
    game = position(rules=AUTO, hands={0: "9C"}, stock="3H KD 3D 7S 6S")
    game.apply(Draw())
    assert game.red_threes(0) == 2
    assert hand_text(game, 0) == sorted(["9C", "KD", "7S"])


def test_auto_red_three_not_replaced_from_an_empty_stock():
    game = position(rules=AUTO, hands={0: "9C"}, stock="KD 3H")
    game.apply(Draw())
    assert game.red_threes(0) == 1
    assert hand_text(game, 0) == ["9C", "KD"]


def test_auto_dealt_red_threes_laid_at_the_start_of_the_turn():
    game = position(rules=AUTO, hands={0: "3H 3D 9C", 1: "3H 4C 5C"}, stock="KD QD JD TD 9D 8D")
    # seat 0 moves first: its red 3s are laid and replaced at once (top of stock first)
    assert game.red_threes(0) == 2
    assert hand_text(game, 0) == sorted(["9C", "KD", "QD"])
    # seat 1 still holds its red 3 until its turn starts
    assert red_threes_in(game, 1) == 1
    game.apply(Draw())
    game.apply(Discard(card("9C")))
    assert game.turn == 1
    assert game.red_threes(1) == 1
    assert red_threes_in(game, 1) == 0
    assert len(game.hand(1)) == 3


def test_auto_first_player_lays_red_threes_right_after_the_deal():
    rules = Rules(players=4, red_threes="auto")
    first_laid = next_waited = 0
    for seed in range(80):
        game = Game.new(rules, seed=seed)
        first = game.turn
        assert red_threes_in(game, first) == 0
        assert len(game.hand(first)) == 15
        assert census(game) == full_deck()
        laid = game.red_threes(game.side_of(first))
        first_laid += laid > 0
        assert game.stock_size == 162 - 4 * 15 - 1 - laid
        second = (first + 1) % 4
        waiting = red_threes_in(game, second)
        if waiting:
            # a later player's dealt red 3s wait for the start of that player's turn
            next_waited += 1
            before = game.red_threes(game.side_of(second))
            game.apply(Draw())
            game.apply(Discard(game.hand(first)[0]))
            assert game.turn == second
            assert red_threes_in(game, second) == 0
            assert len(game.hand(second)) == 15
            assert game.red_threes(game.side_of(second)) >= before + waiting  # replacements too
            assert census(game) == full_deck()
    assert first_laid and next_waited


def test_auto_red_three_taken_with_the_pile_is_laid_not_replaced():
    game = position(rules=AUTO, hands={0: "9C 9S 4D"}, discard="3H KS 3D 9D", stock="AS AS",
                    melds={0: ["AC AD AH"]})
    assert_legal(game, TakePile(parse_cards("9C 9S")))
    assert game.red_threes(0) == 2
    assert hand_text(game, 0) == ["4D", "KS"]
    assert game.stock_size == 2


def test_manual_red_three_taken_with_the_pile_goes_to_the_hand():
    game = position(2, hands={0: "9C 9S 4D"}, discard="3H KS 9D", melds={0: ["AC AD AH"]})
    game.apply(TakePile(parse_cards("9C 9S")))
    assert game.red_threes(0) == 0
    assert hand_text(game, 0) == ["3H", "4D", "KS"]


# --------------------------------------------------------------------------- which red 3s
def laid_by(movements):
    return [str(c) for m in movements if m.target.kind == "red_threes" for c in m.cards]


def test_every_side_s_red_threes_are_named_in_the_order_laid():
    """By hand, on a draw, with the pile: the view names the red 3s each side laid, as the
    movements did (the table draws these faces), and still counts them."""
    game = position(2, hands={0: "3D 3H 9C 9S", 1: "3D 4C 5C"})
    laid = laid_by(game.apply(LayRedThree())) + laid_by(game.apply(LayRedThree()))
    assert sorted(laid) == ["3D", "3H"]
    assert [str(c) for c in game.view(1).red_three_cards(0)] == laid
    assert game.view(1).red_threes(0) == 2 and game.red_three_cards(1) == []
    auto = position(rules=AUTO, hands={0: "9C"}, stock="3D KD 3H 7S 6S")
    drawn = laid_by(auto.apply(Draw()))
    assert drawn == ["3D", "3H"] == [str(c) for c in auto.view(0).red_three_cards(0)]
    pile = position(rules=AUTO, hands={0: "9C 9S 4D"}, discard="3D KS 3D 9D", stock="AS AS",
                    melds={0: ["AC AD AH"]})
    taken = laid_by(pile.apply(TakePile(parse_cards("9C 9S"))))
    assert taken == ["3D", "3D"] == [str(c) for c in pile.red_three_cards(0)]


def test_a_laid_red_three_taken_back_leaves_the_row():
    game = position(2, hands={0: "3D 3H 9C 9S"}, phase="meld")
    game.apply(LayRedThree(), undoable=True)
    first = game.red_three_cards(0)
    game.apply(LayRedThree(), undoable=True)
    game.undo()
    assert game.red_three_cards(0) == first and game.red_threes(0) == 1


def test_a_position_names_its_red_threes_or_counts_them():
    game = position(2, red_threes={0: "3D 3D", 1: 3})
    assert [str(c) for c in game.red_three_cards(0)] == ["3D", "3D"]
    assert [str(c) for c in game.red_three_cards(1)] == ["3D", "3H", "3D"]
    with pytest.raises(ValueError):
        position(2, red_threes={0: "3D 3C"})


# --------------------------------------------------------------------------- scoring
def end_by_empty_stock(melds, red_threes, players=2):
    game = position(players, hands={0: "9C"}, stock="", melds={0: melds} if melds else None,
                    red_threes={0: red_threes})
    game.apply(Draw())
    return game.hand_result().sides[0]


@pytest.mark.parametrize(("count", "points"), [(0, 0), (1, 100), (2, 200), (5, 500), (6, 1000)])
def test_red_threes_score_100_each_and_1000_for_all_six_with_the_requirement(count, points):
    side = end_by_empty_stock(TWO_CANASTAS, count)
    assert side.red_three_points == points


@pytest.mark.parametrize(("count", "points"), [(1, -100), (2, -200), (6, -600)])
def test_red_threes_cost_100_each_without_the_requirement(count, points):
    side = end_by_empty_stock(["KC KC KD KD KH KH KS"], count)
    assert side.red_three_points == points
    side = end_by_empty_stock([], count)
    assert side.red_three_points == points


def test_red_three_requirement_with_bolivia_needs_a_samba():
    game = position(rules=Rules(players=2, bolivia=True), hands={0: "9C"}, stock="",
                    melds={0: TWO_CANASTAS}, red_threes={0: 2})
    game.apply(Draw())
    assert game.hand_result().sides[0].red_three_points == -200


def test_red_threes_score_in_the_hand_total():
    game = position(2, hands={0: "9C"}, stock="", melds={0: TWO_CANASTAS}, red_threes={0: 3})
    game.apply(Draw())
    # melds 140 - hand 10 + two pure canastas 1,000 + red 3s 300
    assert game.hand_result().totals[0] == 140 - 10 + 1000 + 300
