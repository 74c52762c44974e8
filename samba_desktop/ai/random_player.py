"""The floor: a uniformly random choice among the view's representative legal moves."""

from __future__ import annotations

import random

from samba_desktop.engine import Move, PlayerView


class RandomPlayer:
    """Plays a uniformly random move of `PlayerView.legal_moves()`."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Move:
        moves = view.legal_moves()
        if not moves:
            raise ValueError("no legal move: it is not this seat's turn")
        return self.rng.choice(moves)
