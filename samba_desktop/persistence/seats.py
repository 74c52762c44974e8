"""Who sits where: a human or a computer player of some strength, with a name."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from samba_desktop.engine import side_of, sides_for

SEAT_KINDS = ("human", "computer")
AI_LEVELS = ("easy", "normal", "hard")
MIN_PLAYERS = 2
MAX_PLAYERS = 6
MAX_NAME_LENGTH = 24

_DEFAULT_NAMES = ("You", "Anna", "Bruno", "Carla", "David", "Eva")


@dataclass(frozen=True)
class Seat:
    """One seat at the table: ``kind`` "human"/"computer", AI ``level``, display ``name``."""

    kind: str = "computer"
    level: str = "normal"
    name: str = "Player"

    def __post_init__(self) -> None:
        check_kind(self.kind)
        check_level(self.level)
        check_name(self.name)

    @property
    def human(self) -> bool:
        return self.kind == "human"

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        """Read a seat strictly; ``ValueError`` in plain words if anything is wrong."""
        if not isinstance(data, Mapping):
            raise ValueError("a seat is not a set of fields")
        missing = [key for key in ("kind", "level", "name") if key not in data]
        if missing:
            raise ValueError(f"a seat has no {missing[0]}")
        return cls(data["kind"], data["level"], data["name"])


def check_kind(kind: Any) -> str:
    if not isinstance(kind, str) or kind not in SEAT_KINDS:
        raise ValueError(f"unknown kind of player {kind!r}")
    return kind


def check_level(level: Any) -> str:
    if not isinstance(level, str) or level not in AI_LEVELS:
        raise ValueError(f"unknown computer level {level!r}")
    return level


def check_name(name: Any) -> str:
    if not isinstance(name, str):
        raise ValueError("a player's name is not text")
    if not name.strip():
        raise ValueError("a player's name is empty")
    if len(name) > MAX_NAME_LENGTH:
        raise ValueError(f"a player's name is longer than {MAX_NAME_LENGTH} characters")
    if any(unicodedata.category(char) in ("Cc", "Cs") for char in name):
        raise ValueError("a player's name contains control characters")
    return name


def check_players(players: Any) -> int:
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"the number of players must be {MIN_PLAYERS} to {MAX_PLAYERS}")
    return players


def default_seat(index: int) -> Seat:
    """The seat offered for ``index`` in a new setup: you at seat 0, computers elsewhere."""
    if index == 0:
        return Seat("human", "normal", _DEFAULT_NAMES[0])
    return Seat("computer", "normal", _DEFAULT_NAMES[index % len(_DEFAULT_NAMES)])


def default_seats(players: int) -> tuple[Seat, ...]:
    return tuple(default_seat(index) for index in range(check_players(players)))


def number_of_sides(players: int) -> int:
    """Sides at a table of ``players`` (RULES.md: partnerships at 4 and 6 players)."""
    return sides_for(check_players(players))


def side_of_seat(seat: int, players: int) -> int:
    return side_of(seat, check_players(players))


def seats_from_list(data: Any) -> tuple[Seat, ...]:
    """Read a list of seats strictly (``ValueError`` if anything is wrong)."""
    if not isinstance(data, list):
        raise ValueError("the list of players is missing")
    check_players(len(data))
    return tuple(Seat.from_dict(item) for item in data)


def coerce_seats(seats: Any) -> tuple[Seat, ...]:
    """Accept ``Seat`` objects or seat dicts (as the model layer may hold them)."""
    return tuple(seat if isinstance(seat, Seat) else Seat.from_dict(seat) for seat in seats)
