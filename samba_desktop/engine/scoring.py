"""Scoring a hand (RULES.md "Scoring a hand")."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from operator import mul
from typing import Any

from .cards import VALUES
from .codes import (
    ALL_RED_THREES_BONUS,
    BOLIVIA_BONUS,
    GOING_OUT_BONUS,
    MIXED_CANASTA_BONUS,
    PURE_CANASTA_BONUS,
    RED_THREE_EACH,
    RED_THREE_HELD_PENALTY,
    SAMBA_BONUS,
    red_three_points,
)
from .kinds import BOLIVIA, MIXED_CANASTA, PURE_CANASTA, SAMBA
from .melds import MeldState
from .rules import requirement_met

# the scoring table lives in `codes` (the engine's integer layer); these names stay here too
__all__ = [
    "ALL_RED_THREES_BONUS", "BOLIVIA_BONUS", "GOING_OUT_BONUS", "MIXED_CANASTA_BONUS",
    "PURE_CANASTA_BONUS", "RED_THREE_EACH", "RED_THREE_HELD_PENALTY", "SAMBA_BONUS",
    "HandResult", "SideBreakdown", "score_side",
]


@dataclass(frozen=True)
class SideBreakdown:
    """One side's hand score, item by item, in the terms of RULES.md's worked example."""

    meld_points: int = 0
    hand_penalty: int = 0  # a positive number, subtracted
    sambas: int = 0
    pure_canastas: int = 0
    mixed_canastas: int = 0
    bolivias: int = 0
    samba_bonus: int = 0
    pure_canasta_bonus: int = 0
    mixed_canasta_bonus: int = 0
    bolivia_bonus: int = 0
    going_out_bonus: int = 0
    red_threes: int = 0
    red_three_points: int = 0  # +100 each (+1,000 for all six) or -100 each
    red_threes_held: int = 0  # players of the side still holding red 3s
    red_three_penalty: int = 0  # 750 per such player, subtracted
    requirement_met: bool = False
    total: int = 0

    @property
    def card_points(self) -> int:
        return self.meld_points - self.hand_penalty

    @property
    def bonuses(self) -> int:
        return (self.samba_bonus + self.pure_canasta_bonus + self.mixed_canasta_bonus
                + self.bolivia_bonus + self.going_out_bonus)


@dataclass(frozen=True)
class HandResult:
    """The result of one hand: per-side ``totals``, who ``went_out`` and each side's breakdown."""

    hand_number: int
    totals: list[int]
    went_out: int | None
    sides: list[SideBreakdown] = field(default_factory=list)

    @property
    def breakdown(self) -> list[SideBreakdown]:
        return self.sides

    def to_dict(self) -> dict[str, Any]:
        return {"hand_number": self.hand_number, "totals": list(self.totals),
                "went_out": self.went_out, "sides": [asdict(s) for s in self.sides]}

    @classmethod
    def from_dict(cls, data: object) -> HandResult:
        if not isinstance(data, dict) or set(data) != {"hand_number", "totals", "went_out", "sides"}:
            raise ValueError("malformed hand result")
        hn, totals, went_out, sides = (data["hand_number"], data["totals"], data["went_out"],
                                       data["sides"])
        if type(hn) is not int or hn < 1:
            raise ValueError("malformed hand number in a hand result")
        if not isinstance(totals, list) or not all(type(t) is int for t in totals):
            raise ValueError("malformed totals in a hand result")
        if went_out is not None and type(went_out) is not int:
            raise ValueError("malformed went_out in a hand result")
        if not isinstance(sides, list) or len(sides) != len(totals):
            raise ValueError("malformed sides in a hand result")
        names = set(SideBreakdown.__dataclass_fields__)
        parsed = []
        for s in sides:
            if not isinstance(s, dict) or set(s) != names:
                raise ValueError("malformed side breakdown")
            for k, v in s.items():
                expected = bool if k == "requirement_met" else int
                if type(v) is not expected:
                    raise ValueError(f"malformed field {k} in a side breakdown")
            parsed.append(SideBreakdown(**s))
        if [s.total for s in parsed] != totals:
            raise ValueError("hand result totals do not add up")
        return cls(hn, list(totals), went_out, parsed)


def score_side(melds: list[MeldState], hands_of_side: list[list[int]], red_threes: int,
               went_out: bool, bolivia: bool, red_three_codes: tuple[int, int]) -> SideBreakdown:
    """Score one side. ``hands_of_side``: count arrays of the side's players' hands."""
    meld_points = sum(VALUES[c] for m in melds for c in m.codes)
    hand_penalty = 0
    held = 0
    for counts in hands_of_side:
        hand_penalty += sum(map(mul, VALUES, counts))
        if counts[red_three_codes[0]] or counts[red_three_codes[1]]:
            held += 1
    kinds = [m.kind for m in melds]
    sambas = kinds.count(SAMBA)
    pure = kinds.count(PURE_CANASTA)
    mixed = kinds.count(MIXED_CANASTA)
    bolivias = kinds.count(BOLIVIA)
    met = requirement_met(kinds, bolivia)
    red_points = red_three_points(red_threes, met)
    going_out_bonus = GOING_OUT_BONUS if went_out else 0
    samba_bonus = SAMBA_BONUS * sambas
    pure_bonus = PURE_CANASTA_BONUS * pure
    mixed_bonus = MIXED_CANASTA_BONUS * mixed
    bolivia_bonus = BOLIVIA_BONUS * bolivias
    red_penalty = RED_THREE_HELD_PENALTY * held
    total = (meld_points - hand_penalty + samba_bonus + pure_bonus + mixed_bonus + bolivia_bonus
             + going_out_bonus + red_points - red_penalty)
    return SideBreakdown(
        meld_points=meld_points, hand_penalty=hand_penalty, sambas=sambas, pure_canastas=pure,
        mixed_canastas=mixed, bolivias=bolivias, samba_bonus=samba_bonus,
        pure_canasta_bonus=pure_bonus, mixed_canasta_bonus=mixed_bonus,
        bolivia_bonus=bolivia_bonus, going_out_bonus=going_out_bonus, red_threes=red_threes,
        red_three_points=red_points, red_threes_held=held, red_three_penalty=red_penalty,
        requirement_met=met, total=total,
    )
