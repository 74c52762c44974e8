"""Drive real engine games forward with seeded random legal moves (for the save tests)."""

from __future__ import annotations

import random

from samba_desktop.engine import Game, Rules, legal_moves


def step(game: Game, rng: random.Random) -> bool:
    """Play one random legal move (or deal the next hand); False once the game is over."""
    if game.phase == "game_over":
        return False
    if game.phase == "hand_over":
        game.next_hand()
        return True
    game.apply(rng.choice(legal_moves(game)))
    return True


def played_game(moves: int, *, seed: int = 1, players: int = 4, **rules: object) -> Game:
    """A game after ``moves`` random moves (fewer if it ended first)."""
    game = Game.new(Rules(players=players, **rules), seed=seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    for _ in range(moves):
        if not step(game, rng):
            break
    return game
