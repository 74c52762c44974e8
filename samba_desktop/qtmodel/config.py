"""Who sits at the table: the seats' names, which seat is the human, the computers' levels.

A default name is kept as its English key ("You", "North") and shown in the player's language
when it is shown (`localized_name`), so a name never stays in the language it was chosen in.

>>> config = TableConfig.default(players=4)
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


# The default seat names: stored as these English keys, shown in the player's language.
DEFAULT_NAMES = ("You", "West", "North", "East", "Bruno", "Carla", "Ana", "Diego", "Eva")

# Seat names as earlier versions stored them, already translated (de, sv, nb, cs): read back
# as their keys, so an old save or hand record speaks the current language too.
_LEGACY_NAMES = {"Du": "You", "Vy": "You", "Nord": "North", "Sever": "North", "Väst": "West",
                 "Vest": "West", "Západ": "West", "Ost": "East", "Öst": "East", "Øst": "East",
                 "Východ": "East", "Karla": "Carla"}


def _default_labels() -> dict[str, str]:
    """Each default name's key and the name in the player's language."""
    return {
        "You": _tr("You"), "West": _tr("West"), "North": _tr("North"), "East": _tr("East"),
        "Bruno": _tr("Bruno"), "Carla": _tr("Carla"), "Ana": _tr("Ana"), "Diego": _tr("Diego"),
        "Eva": _tr("Eva"),
    }


def name_key(name: str) -> str:
    """The name to store for ``name``: a default name (in any of the game's languages, as shown
    now or as earlier versions stored it) becomes its key; any other name stays as typed."""
    if name in DEFAULT_NAMES:
        return name
    if name in _LEGACY_NAMES:
        return _LEGACY_NAMES[name]
    return next((key for key, label in _default_labels().items() if label == name), name)


def localized_name(name: str) -> str:
    """A stored seat name as shown: a default name in the player's current language."""
    return _default_labels().get(name_key(name), name)


def default_names(players: int) -> list[str]:
    """Seat names (keys: see `localized_name`), clockwise from the human at the bottom."""
    if players == 2:
        return ["You", "North"]
    if players == 3:
        return ["You", "West", "East"]
    if players == 4:
        return ["You", "West", "North", "East"]
    if players == 5:
        return ["You", "Bruno", "Carla", "Diego", "Eva"]
    return ["You", "Bruno", "Carla", "Ana", "Diego", "Eva"]


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
        """The seats' names as stored (default names as keys: see `localized_name`)."""
        return [s.name for s in self.seats]

    @property
    def shown_names(self) -> list[str]:
        """The seats' names in the player's current language."""
        return [localized_name(s.name) for s in self.seats]
