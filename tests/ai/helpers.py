"""Helpers for the AI tests: play hands with computer players."""

from __future__ import annotations

from samba_desktop.ai import create_player
from samba_desktop.ai.normal import NormalPlayer
from samba_desktop.engine import Game, IllegalMove, Rules

MAX_MOVES = 4000


def play_hand(game: Game, players, on_move=None) -> Game:
    """Play the current hand of ``game`` to its end with ``players`` (one per seat).

    Every move must be legal; ``on_move(seat, view, move)`` is called before it is applied.
    """
    for _ in range(MAX_MOVES):
        if game.phase in ("hand_over", "game_over"):
            return game
        seat = game.turn
        view = game.view(seat)
        move = players[seat].choose(view)
        if on_move is not None:
            on_move(seat, view, move)
        try:
            game.apply(move)
        except IllegalMove as exc:  # pragma: no cover - a failure message
            raise AssertionError(f"seat {seat} played an illegal move {move}: {exc}") from None
    raise AssertionError("the hand did not end")


def midgame(players: int = 4, seed: int = 5, moves: int = 80) -> Game:
    """A game of Normal self-play after ``moves`` moves (fewer if the hand ends first)."""
    game = Game.new(Rules(players=players), seed=seed)
    bots = [NormalPlayer(seed=s) for s in range(players)]
    for _ in range(moves):
        if game.phase not in ("draw", "meld", "answer"):
            break
        game.apply(bots[game.turn].choose(game.view(game.turn)))
    return game


def seat_players(level: str, n: int, seed: int = 0, **options):
    return [create_player(level, seed=seed * 100 + s, **options) for s in range(n)]


def all_rules():
    """Every rule option combination worth testing, for 2-6 players."""
    out = []
    for players in range(2, 7):
        for opts in ({}, {"red_threes": "auto"}, {"keep_cards": 2}, {"bolivia": True},
                     {"red_threes": "auto", "keep_cards": 2, "bolivia": True}):
            out.append(Rules(players=players, **opts))
    return out
