"""Static estimates of a side's hand score: what is on the table, what is coming, what is held."""

from __future__ import annotations

from samba_desktop.engine import requirement_met
from samba_desktop.engine.codes import GROUP, SEQUENCE, WILD_GROUP, LightMeld, red_three_points

#: expected future bonus of an unfinished meld, by its size (rough chance to finish x bonus)
GROUP_PROGRESS = (0, 0, 0, 70, 110, 170, 260)
MIXED_PROGRESS = (0, 0, 0, 40, 70, 110, 170)
SEQ_PROGRESS = (0, 0, 0, 90, 190, 380, 700)


def meld_progress(m: LightMeld) -> float:
    """Expected bonus still to come from an unfinished meld."""
    k = m.kind
    n = min(m.n, 6)
    if k == GROUP:
        return (GROUP_PROGRESS if m.wild == 0 else MIXED_PROGRESS)[n]
    if k == SEQUENCE:
        return SEQ_PROGRESS[n]
    if k == WILD_GROUP:
        return 40 * n
    return 0.0


def table_value(melds: list[LightMeld], red3: int, req_met: bool, progress: float = 1.0) -> float:
    """Points on the table now (cards + bonuses + red 3s, as the engine scores them) plus
    ``progress`` x expected bonuses."""
    v = 0.0
    for m in melds:
        v += m.value + m.bonus
        if progress:
            v += progress * meld_progress(m)
    return v + red_three_points(red3, req_met)


def requirement_from(melds: list[LightMeld], bolivia: bool) -> bool:
    return requirement_met((m.kind for m in melds), bolivia)
