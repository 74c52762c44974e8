"""Who sits at the table: the seats' names, which seat is the human, the computers' levels.

>>> config = TableConfig.default(players=4)          # doctest: +SKIP
>>> [s.name for s in config.seats]
['You', 'West', 'North', 'East']
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QCoreApplication

from samba_desktop.engine import Rules

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class SeatConfig:
    """One seat: its player's name, whether a human plays it, and the computer's level."""

    name: str
    human: bool = False
    level: str = "normal"

    def __post_init__(self) -> None:
        if not self.human and self.level not in LEVELS:
            raise ValueError(f"unknown computer level {self.level!r}")


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableConfig", text)


def localized_name(name: str) -> str:
    """A stored seat name as shown: the default human name "You" in the player's language."""
    return _tr("You") if name == "You" else name


def default_names(players: int) -> list[str]:
    """Seat names, clockwise from the human at the bottom of the table."""
    if players == 2:
        return [_tr("You"), _tr("North")]
    if players == 3:
        return [_tr("You"), _tr("West"), _tr("East")]
    if players == 4:
        return [_tr("You"), _tr("West"), _tr("North"), _tr("East")]
    if players == 5:
        return [_tr("You"), _tr("Bruno"), _tr("Carla"), _tr("Diego"), _tr("Eva")]
    return [_tr("You"), _tr("Bruno"), _tr("Carla"), _tr("Ana"), _tr("Diego"), _tr("Eva")]


@dataclass(frozen=True)
class TableConfig:
    """The rules and the seats of a game. Seat 0 sits at the bottom of the table."""

    rules: Rules = field(default_factory=Rules)
    seats: tuple[SeatConfig, ...] = ()

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(f"need {self.rules.players} seats, got {len(self.seats)}")
        if sum(1 for s in self.seats if s.human) > 1:
            raise ValueError("at most one human seat")

    @classmethod
    def default(cls, players: int = 4, level: str = "normal", rules: Rules | None = None
                ) -> TableConfig:
        """The human at seat 0 against computers of ``level`` (a computer partner at 4 and 6)."""
        rules = rules if rules is not None else Rules(players=players)
        if rules.players != players:
            rules = replace(rules, players=players)
        names = default_names(players)
        seats = tuple(SeatConfig(name, human=(i == 0), level=level) for i, name in enumerate(names))
        return cls(rules, seats)

    @property
    def human_seat(self) -> int | None:
        """The seat a human plays, or None when computers play every seat."""
        for i, seat in enumerate(self.seats):
            if seat.human:
                return i
        return None

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]
