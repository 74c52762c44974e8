"""What the public move log tells about the other hands.

A player who lets a takeable pile go while its top card is rank *r* probably holds no natural
pair of *r*; a player who discards an *r* is less likely to hold a pair of it. Both signals fade
as that player draws new cards. The result is a multiplier per seat and rank applied to the
chance (from the unseen cards) that the seat holds a natural pair.
"""

from __future__ import annotations

from samba_desktop.engine import Discard, Draw, TakePile, TakeTop
from samba_desktop.engine.codes import (
    IS_NATURAL,
    NATURAL_RANKS,
    NUM_CODES,
    naturals_by_rank,
    naturals_of_rank,
    rank_of,
)

from .situation import Situation

DECLINED = 0.15  # multiplier after letting a pile of this rank go
DISCARDED = 0.55  # multiplier after discarding this rank
RECOVERY = 0.2  # regained per later draw of two cards


def pair_factors(sit: Situation) -> list[list[float]]:
    """``factors[seat][rank]``: how much likelier (<1: less likely) a natural pair is than chance."""
    n = sit.nplayers
    factors = [[1.0] * len(NATURAL_RANKS) for _ in range(n)]
    log = sit.log
    took_or_top = any(isinstance(mv, (TakePile, TakeTop)) for _, mv in log)
    upcard = sit.pile[0] if (sit.pile and not took_or_top) else None
    stack: list[int | None] = [upcard]
    for seat, mv in log:
        if isinstance(mv, Draw):
            f = factors[seat]
            for r in NATURAL_RANKS:
                if f[r] < 1.0:
                    f[r] = min(1.0, f[r] + RECOVERY)
            top = stack[-1] if stack else None
            if top is not None and IS_NATURAL[top] and len(stack) >= 2:
                r = rank_of(top)
                f[r] = min(f[r], DECLINED)
        elif isinstance(mv, Discard):
            code = mv.card.code
            stack.append(code)
            if IS_NATURAL[code]:
                r = rank_of(code)
                factors[seat][r] = min(factors[seat][r], DISCARDED)
        elif isinstance(mv, TakePile):
            stack = []
        elif isinstance(mv, TakeTop) and stack:
            stack.pop()
    return factors


class PoolInfo:
    """Precomputed pool of unknown cards for fast repeated pair-probability queries."""

    __slots__ = ("total", "by_rank")

    def __init__(self, sit: Situation) -> None:
        pool = sit.unseen[:]
        for s in range(sit.nplayers):
            if s != sit.seat:
                ks = sit.known[s]
                for c in range(NUM_CODES):
                    if ks[c]:
                        pool[c] = max(0, pool[c] - ks[c])
        self.total = sum(pool)
        self.by_rank = naturals_by_rank(pool)

    def pair_probability(self, sit: Situation, seat: int, rank: int, factor: float = 1.0,
                         need: int = 2) -> float:
        need -= naturals_of_rank(sit.known[seat], rank)
        if need <= 0:
            return 1.0
        h = sit.sizes[seat] - sum(sit.known[seat])
        if h <= 0 or self.total <= 0:
            return 0.0
        p = self.by_rank[rank] / self.total
        q = 1.0 - p
        prob = 1.0 - q ** h if need == 1 else 1.0 - q ** h - h * p * q ** (h - 1)
        return max(0.0, min(1.0, prob * factor))
