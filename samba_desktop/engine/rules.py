"""Rule options (`Rules`) and the initial meld minimum."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields


@dataclass(frozen=True)
class Rules:
    """The rule options a game is played with (RULES.md, "Variants")."""

    players: int = 4
    target_score: int = 10000
    red_threes: str = "manual"  # or "auto"
    keep_cards: int = 1  # or 2
    bolivia: bool = False
    max_hands: int | None = 60

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= 6:
            raise ValueError("players must be an integer from 2 to 6")
        if type(self.target_score) is not int or self.target_score <= 0:
            raise ValueError("target_score must be a positive integer")
        if self.red_threes not in ("manual", "auto"):
            raise ValueError('red_threes must be "manual" or "auto"')
        if type(self.keep_cards) is not int or self.keep_cards not in (1, 2):
            raise ValueError("keep_cards must be 1 or 2")
        if type(self.bolivia) is not bool:
            raise ValueError("bolivia must be True or False")
        if self.max_hands is not None and (type(self.max_hands) is not int or self.max_hands < 1):
            raise ValueError("max_hands must be a positive integer or None")

    @property
    def num_sides(self) -> int:
        """Partnerships at 4 and 6 players; everyone alone at 2, 3 and 5."""
        return self.players // 2 if self.players in (4, 6) else self.players

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player: 15, or 13 with six players."""
        return 13 if self.players == 6 else 15

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Rules from `to_dict` output; `ValueError` for anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown rule options: {sorted(map(str, unknown))}")
        try:
            return cls(**data)
        except TypeError as exc:
            raise ValueError(str(exc)) from None


def initial_meld_minimum(score: int) -> int:
    """Card value a side's first meld of a hand must reach, given its score before the hand."""
    if score < 0:
        return 15
    if score < 1500:
        return 50
    if score < 3000:
        return 90
    if score < 7000:
        return 120
    return 150
