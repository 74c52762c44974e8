"""Whole games of random play for every player count and rule option, and replays from the log."""

from __future__ import annotations

import itertools
import random

import pytest

from samba_desktop.engine import Game, Rules, legal_moves

from .support import census, full_deck, play_random

OPTIONS = list(itertools.product([2, 3, 4, 5, 6], ["manual", "auto"], [1, 2], [False, True]))


def play_game(rules: Rules, seed: int) -> tuple[Game, list[list]]:
    """Play a whole game at random; return it and each hand's move log."""
    rng = random.Random(seed)
    game = Game.new(rules, seed=seed)
    logs = []
    totals = [0] * game.num_sides
    while True:
        assert census(game) == full_deck()
        play_random(game, rng)
        logs.append(game.move_log)
        assert census(game) == full_deck()
        result = game.hand_result()
        assert result.went_out is None or 0 <= result.went_out < rules.players
        totals = [a + b for a, b in zip(totals, result.totals, strict=True)]
        assert game.scores == totals
        if game.phase == "game_over":
            return game, logs
        assert game.phase == "hand_over"
        assert max(totals) < rules.target_score
        game.next_hand()


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize(("players", "red_threes", "keep", "bolivia"), OPTIONS)
def test_random_game_plays_to_the_end(players, red_threes, keep, bolivia, seed):
    rules = Rules(players=players, red_threes=red_threes, keep_cards=keep, bolivia=bolivia,
                  target_score=2500, max_hands=30)
    game, logs = play_game(rules, seed * 1000 + OPTIONS.index((players, red_threes, keep, bolivia)))
    scores = game.scores
    assert game.hand_number == len(logs) <= 30
    best = max(scores)
    if best >= 2500:
        leaders = [side for side, s in enumerate(scores) if s == best]
        assert game.winner == (leaders[0] if len(leaders) == 1 else None)
    else:
        assert game.hand_number == 30
        assert game.winner is None


@pytest.mark.parametrize("players", [2, 4, 6])
def test_hand_replayed_from_seed_and_move_log_reaches_the_same_state(players):
    rules = Rules(players=players, target_score=2500, max_hands=4)
    game, logs = play_game(rules, seed=players * 101)
    replay = Game.new(rules, seed=players * 101)
    for number, log in enumerate(logs, start=1):
        assert replay.hand_number == number
        for seat, move in log:
            assert replay.turn == seat
            replay.apply(move)
        if number < len(logs):
            replay.next_hand()
    assert replay == game
    assert replay.to_dict() == game.to_dict()


@pytest.mark.parametrize("red_threes", ["manual", "auto"])
def test_part_of_a_hand_replays_to_the_same_position(red_threes):
    rules = Rules(players=4, red_threes=red_threes)
    rng = random.Random(5)
    game = Game.new(rules, seed=77)
    snapshots = []
    play = Game.new(rules, seed=77)
    while play.phase not in ("hand_over", "game_over") and len(snapshots) < 60:
        play.apply(rng.choice(legal_moves(play)))
        snapshots.append(play.copy())
    log = play.move_log
    for k in (1, 10, 30, len(log)):
        replay = game.copy()
        for seat, move in log[:k]:
            assert replay.turn == seat
            replay.apply(move)
        assert replay == snapshots[k - 1]
