"""The floor: a uniformly random choice among the view's representative legal moves."""

from __future__ import annotations

import random

from samba_desktop.engine import Move, PlayerView

from .reasons import Decision, decision


class RandomPlayer:
    """Plays a uniformly random move of `PlayerView.legal_moves()`."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.last_decision: Decision | None = None

    def choose(self, view: PlayerView) -> Move:
        moves = view.legal_moves()
        if not moves:
            raise ValueError("no legal move: it is not this seat's turn")
        move = self.rng.choice(moves)
        if len(moves) == 1:
            self.last_decision = decision(move, "forced", count=1)
        else:
            self.last_decision = decision(move, "random.choice", [(m, 0.0) for m in moves],
                                          count=len(moves))
        return move
