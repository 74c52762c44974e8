"""Static estimates of a side's hand score: what is on the table, what is coming, what is held."""

from __future__ import annotations

from samba_desktop.engine import requirement_met

from .situation import LMeld

SAMBA = 1500
PURE = 500
MIXED = 300
BOLIVIA = 2500
OUT_BONUS = 200

#: expected future bonus of an unfinished meld, by its size (rough chance to finish x bonus)
GROUP_PROGRESS = (0, 0, 0, 70, 110, 170, 260)
MIXED_PROGRESS = (0, 0, 0, 40, 70, 110, 170)
SEQ_PROGRESS = (0, 0, 0, 90, 190, 380, 700)


def meld_bonus(m: LMeld) -> int:
    k = m.kind
    if k == "samba":
        return SAMBA
    if k == "pure_canasta":
        return PURE
    if k == "mixed_canasta":
        return MIXED
    if k == "bolivia":
        return BOLIVIA
    return 0


def meld_progress(m: LMeld) -> float:
    """Expected bonus still to come from an unfinished meld."""
    k = m.kind
    n = min(m.n, 6)
    if k == "group":
        return (GROUP_PROGRESS if m.wild == 0 else MIXED_PROGRESS)[n]
    if k == "sequence":
        return SEQ_PROGRESS[n]
    if k == "wild_group":
        return 40 * n
    return 0.0


def table_value(melds: list[LMeld], red3: int, req_met: bool, progress: float = 1.0) -> float:
    """Points on the table now (cards + bonuses + red 3s) plus ``progress`` x expected bonuses."""
    v = 0.0
    for m in melds:
        v += m.value + meld_bonus(m)
        if progress:
            v += progress * meld_progress(m)
    if req_met:
        v += 1000 if red3 == 6 else 100 * red3
    else:
        v -= 100 * red3
    return v


def requirement_from(melds: list[LMeld], bolivia: bool) -> bool:
    return requirement_met((m.kind for m in melds), bolivia)
