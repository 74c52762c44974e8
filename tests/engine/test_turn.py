"""A turn, the deal and the order of play (RULES.md "Players and sides", "The deal", "A turn")."""

from __future__ import annotations

import pytest

from samba_desktop.engine import Card, Discard, Draw, Game, Pass, Rules, parse_cards

from .support import assert_illegal, assert_legal, card, census, full_deck, hand_text, position


# --------------------------------------------------------------------------- the deal
@pytest.mark.parametrize(("players", "size"), [(2, 15), (3, 15), (4, 15), (5, 15), (6, 13)])
def test_deal_gives_15_cards_each_13_with_six_players(players, size):
    for seed in range(3):
        game = Game.new(Rules(players=players), seed=seed)
        assert [len(game.hand(s)) for s in range(players)] == [size] * players
        assert len(game.discard_pile) == 1
        assert game.stock_size == 162 - players * size - 1
        assert census(game) == full_deck()


def test_deal_starts_hand_one_in_the_draw_phase():
    game = Game.new(Rules(), seed=5)
    assert game.hand_number == 1
    assert game.phase == "draw"
    assert game.scores == [0, 0]
    assert game.move_log == []


def test_same_seed_gives_the_same_game():
    assert Game.new(Rules(players=3), seed=42) == Game.new(Rules(players=3), seed=42)
    assert Game.new(Rules(players=3), seed=42).to_dict() != Game.new(Rules(players=3), seed=43).to_dict()


def test_first_discard_is_turned_up_whatever_it_is():
    """Some deal turns up a 3, a 2 or a joker: it stays there and blocks the pile."""
    found = set()
    for seed in range(400):
        game = Game.new(Rules(players=4), seed=seed)
        top = game.discard_pile[-1]
        assert len(game.discard_pile) == 1
        if top.rank in ("3", "2", "JK"):
            found.add(top.rank)
            assert census(game) == full_deck()
        if found == {"3", "2", "JK"}:
            break
    assert found == {"3", "2", "JK"}


# --------------------------------------------------------------------------- order of play
def test_first_player_is_left_of_the_dealer():
    """The deal passes clockwise, and the player after the new dealer plays first."""
    for players in range(2, 7):
        for dealer in range(players):
            game = position(players, dealer=dealer, turn=(dealer + 1) % players, stock="")
            game.apply(Draw())  # empty stock: the hand ends
            assert game.phase == "hand_over"
            game.next_hand()
            assert game.view(0).dealer == (dealer + 1) % players
            assert game.turn == (dealer + 2) % players
            assert game.phase == "draw"


def test_first_player_of_a_new_game_follows_the_random_dealer():
    first_players = {Game.new(Rules(players=4), seed=seed).turn for seed in range(40)}
    assert first_players == {0, 1, 2, 3}  # the first dealer is chosen at random
    for seed in range(10):
        game = Game.new(Rules(players=5), seed=seed)
        assert game.turn == (game.view(0).dealer + 1) % 5


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_play_goes_clockwise(players):
    hands = {s: "KS QH 9D 8C 7S" for s in range(players)}
    game = position(players, hands=hands, stock="4C " * 40, turn=players - 1)
    seen = []
    for _ in range(2 * players):
        seen.append(game.turn)
        game.apply(Draw())
        game.apply(Discard(card("4C")))
    assert seen == [(players - 1 + i) % players for i in range(2 * players)]


def test_sides_and_partners():
    assert [Game.new(Rules(players=4), seed=1).side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert [Game.new(Rules(players=6), seed=1).side_of(s) for s in range(6)] == [0, 1, 2, 0, 1, 2]
    for players in (2, 3, 5):
        game = Game.new(Rules(players=players), seed=1)
        assert game.num_sides == players
        assert [game.side_of(s) for s in range(players)] == list(range(players))
    assert Game.new(Rules(players=4), seed=1).num_sides == 2
    assert Game.new(Rules(players=6), seed=1).num_sides == 3


# --------------------------------------------------------------------------- drawing
def test_draw_takes_the_top_two_cards_of_the_stock():
    game = position(2, hands={0: "4C"}, stock="KD 9C 5S 6S")
    assert_legal(game, Draw())
    assert hand_text(game, 0) == sorted(["4C", "KD", "9C"])
    assert game.stock_size == 2
    assert game.phase == "meld"
    assert game.turn == 0


def test_draw_takes_just_the_last_card():
    game = position(2, hands={0: "4C"}, stock="KD")
    assert_legal(game, Draw())
    assert hand_text(game, 0) == ["4C", "KD"]
    assert game.stock_size == 0
    assert game.phase == "meld"


def test_draw_from_empty_stock_ends_the_hand_without_going_out_bonus():
    game = position(
        2, hands={0: "4C 5C", 1: "KS"}, stock="", discard="9D",
        melds={0: ["KC KC KD KD KH KS KS", "QC QC QD QD QH QS QS"]},
    )
    assert_legal(game, Draw())
    assert game.phase == "hand_over"
    result = game.hand_result()
    assert result.went_out is None
    assert all(side.going_out_bonus == 0 for side in result.sides)
    # side 0: 140 in melds, 10 in hand, two pure canastas; side 1: 10 in hand
    assert result.totals == [140 - 10 + 1000, -10]


def test_draw_from_empty_stock_is_still_allowed_when_the_pile_could_be_taken():
    game = position(2, hands={0: "9C 9S 4C"}, stock="", discard="9D")
    assert_legal(game, Draw())
    assert game.phase == "hand_over"


def test_draw_only_at_the_start_of_the_turn():
    game = position(2, hands={0: "4C 5D"})
    game.apply(Draw())
    assert_illegal(game, Draw(), "already drawn")


# --------------------------------------------------------------------------- discarding
def test_discard_ends_the_turn():
    game = position(3, hands={0: "4C 5D"}, stock="KD 9C 5S 6S")
    game.apply(Draw())
    assert_legal(game, Discard(card("KD")))
    assert game.discard_pile[-1] == card("KD")
    assert game.turn == 1
    assert game.phase == "draw"
    assert hand_text(game, 0) == sorted(["4C", "5D", "9C"])


@pytest.mark.parametrize("text", ["JK", "2C", "3S", "3H", "AS"])
def test_any_card_may_be_discarded(text):
    game = position(2, hands={0: f"4C 5D {text}"})
    game.apply(Draw())
    assert_legal(game, Discard(Card.parse(text)))
    assert str(game.discard_pile[-1]) == text


def test_discard_needs_the_card_in_hand():
    game = position(2, hands={0: "4C 5D"}, stock="KD 9C")
    game.apply(Draw())
    assert_illegal(game, Discard(card("AS")), "don't have")


def test_discard_only_after_drawing():
    game = position(2, hands={0: "4C 5D"})
    assert_illegal(game, Discard(card("4C")), "draw first")


def test_moves_are_recorded_in_the_move_log():
    game = position(2, hands={0: "4C 5D", 1: "6D 7D"}, stock="KD 9C 8H 8S")
    game.apply(Draw())
    game.apply(Discard(card("4C")))
    game.apply(Draw())
    assert game.move_log == [(0, Draw()), (0, Discard(card("4C"))), (1, Draw())]


def test_pass_is_no_way_to_skip_a_turn_with_many_cards():
    game = position(2, hands={0: "4C 5D"})
    game.apply(Draw())
    assert_illegal(game, Pass(), "single card")


def test_setup_reads_text_and_card_lists_alike():
    a = Game.setup(Rules(players=2), hands=["AH AS", parse_cards("KC KD")], stock="4C 5C",
                   discard=[card("9D")])
    b = Game.setup(Rules(players=2), hands=[parse_cards("AH AS"), "KC KD"],
                   stock=parse_cards("4C 5C"), discard="9D")
    assert a == b
    assert a.stock_size == 2
    assert a.discard_pile == [card("9D")]
    a.apply(Draw())
    assert hand_text(a, 0) == sorted(["AH", "AS", "4C", "5C"])
