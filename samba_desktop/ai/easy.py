"""Easy: plays sensibly but simply.

Takes the pile when it holds the pair, takes the top card onto its sequences, melds what it
obviously can, lays red 3s, answers "yes", and discards the card it has least use for.
It does not plan, count cards or block the pile.
"""

from __future__ import annotations

import random

from samba_desktop.engine import (
    Answer,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Move,
    Pass,
    PlayerView,
    TakePile,
    TakeTop,
)
from samba_desktop.engine.cards import IS_NATURAL, IS_WILD, VALUES


class EasyPlayer:
    level = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Move:
        if view.phase == "answer":
            return Answer(True)
        moves = view.legal_moves()
        if not moves:
            raise ValueError("no legal move: it is not this seat's turn")
        if view.phase == "draw":
            return self._draw(view, moves)
        return self._meld(view, moves)

    def _draw(self, view: PlayerView, moves: list[Move]) -> Move:
        for mv in moves:
            if isinstance(mv, LayRedThree):
                return mv
        piles = [mv for mv in moves if isinstance(mv, TakePile)]
        if piles:
            return max(piles, key=lambda m: len(m.cards) + sum(len(e) for e in m.extra_melds))
        tops = [mv for mv in moves if isinstance(mv, TakeTop)]
        if tops:
            return tops[0]
        return Draw()

    def _meld(self, view: PlayerView, moves: list[Move]) -> Move:
        for mv in moves:
            if isinstance(mv, LayRedThree):
                return mv
        melds = [mv for mv in moves if isinstance(mv, Meld)]
        if melds:
            return max(melds, key=lambda m: sum(len(x) for x in m.melds))
        extends = [mv for mv in moves if isinstance(mv, Extend)]
        # natural cards first; wild cards only into groups
        natural = [mv for mv in extends if IS_NATURAL[mv.cards[0].code]]
        if natural:
            return natural[0]
        discards = [mv for mv in moves if isinstance(mv, Discard)]
        if discards:
            counts = view.hand_counts
            return min(discards, key=lambda m: _keep_value(m.card.code, counts))
        for mv in moves:
            if isinstance(mv, Pass):
                return mv
        return moves[0]


def _keep_value(code: int, counts: list[int]) -> float:
    """How much the player wants to keep a card (lowest is discarded)."""
    if IS_WILD[code]:
        return 100 + VALUES[code]
    if not IS_NATURAL[code]:
        return -10  # black 3: no use until going out
    rank = code >> 2
    same = sum(counts[rank * 4 + s] for s in range(4))
    suit = code & 3
    neighbours = sum(1 for d in (-2, -1, 1, 2) if 0 <= rank + d < 11 and counts[(rank + d) * 4 + suit])
    return same * 10 + neighbours * 4 - VALUES[code] / 10
