"""deal_hand: any hand of a seeded game dealt again, without playing the hands before it."""

import random

import pytest

from samba_desktop.engine import Game, Rules, deal_hand
from samba_desktop.engine.cards import full_deck
from samba_desktop.engine.game import _shuffled_deck

from .support import play_random


def _state(game: Game) -> dict:
    d = game.to_dict()
    del d["results"]  # the hands played before are not part of a deal
    return d


@pytest.mark.parametrize(("players", "red_threes"), [(2, "manual"), (4, "auto"), (6, "manual")])
def test_every_hand_of_a_game_is_dealt_again_exactly(players, red_threes):
    rules = Rules(players=players, red_threes=red_threes)
    game = Game.new(rules, seed=2024)
    rng = random.Random(5)
    for hand in range(1, 4):
        again = deal_hand(rules, 2024, hand, game.scores)
        assert _state(again) == _state(game)
        assert again.hand_number == hand
        play_random(game, rng)
        if game.phase == "game_over":
            break
        game.next_hand()


def test_the_same_seed_and_hand_gives_the_same_cards_and_other_hands_differ():
    rules = Rules(players=4)
    a, b = deal_hand(rules, 99, 5), deal_hand(rules, 99, 5)
    assert [a.hand(s) for s in range(4)] == [b.hand(s) for s in range(4)]
    assert a.discard_pile == b.discard_pile and a.turn == b.turn
    c = deal_hand(rules, 99, 6)
    assert [a.hand(s) for s in range(4)] != [c.hand(s) for s in range(4)]
    assert c.dealer == (a.dealer + 1) % 4


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        deal_hand(Rules(), 1, 0)
    with pytest.raises(ValueError):
        deal_hand(Rules(players=4), 1, 2, scores=[1, 2, 3])


def test_a_deal_shuffles_the_deck_as_pythons_random_shuffle_does():
    for seed in ("samba/0/1", "samba/2026/7", "samba/-5/60", 123):
        deck = full_deck()
        random.Random(seed).shuffle(deck)
        assert _shuffled_deck(random.Random(seed)) == deck
