"""The player's settings: table setup, rule options, display preferences, recent files.

Stored as versioned JSON (``{"format": "samba-desktop-settings", "version": 1, ...}``) in the
config folder and written atomically. Loading never fails: a missing file gives the defaults; a
damaged, wrong or newer file (or a folder, pipe or device in its place) gives the defaults plus
a notice for the player, and the bad file is kept aside under a timestamped name; a file that
cannot be read (permission denied) gives the defaults and a notice and is left where it is; a
single bad field falls back to its default. A UTF-8 byte-order mark is accepted.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from samba_desktop.persistence import paths
from samba_desktop.persistence.atomic import atomic_write_text, move_aside
from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.reading import (
    MISSING,
    UNREADABLE,
    UnreadableFile,
    decode_text,
    exists,
    read_capped,
)
from samba_desktop.persistence.recent import (
    MAX_RECENT_FILES,
    add_recent_file,
    normalize_recent_files,
)
from samba_desktop.persistence.seats import (
    Seat,
    check_name,
    check_players,
    default_seat,
    default_seats,
)

if TYPE_CHECKING:
    from samba_desktop.engine import Rules

SETTINGS_FORMAT = "samba-desktop-settings"
SETTINGS_VERSION = 1
MAX_SETTINGS_BYTES = 1024 * 1024

TARGET_SCORE_PRESETS = (2500, 5000, 7500, 10000)
MIN_TARGET_SCORE = 500
MAX_TARGET_SCORE = 100_000
MAX_HANDS_LIMIT = 1000
MAX_AI_THINKING_TIME = 10.0
#: The Hard level's thinking time "Automatic": its own default (``ai.hard.DEFAULT_TIME``, the
#: one home of that number), whatever it is tuned to. The default of the setting.
AUTOMATIC_THINKING_TIME = 0.0

RED_THREES = ("manual", "auto")
KEEP_CARDS = (1, 2)
ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
DECKS = ("classic", "four_colour", "large_index")
CARD_SIZES = ("small", "medium", "large")
HAND_SORTS = ("rank", "suit")
LANGUAGES = ("system", "en", "de", "sv", "nb", "cs")


def _int_in(low: int, high: int) -> Callable[[Any], int]:
    def check(value: Any) -> int:
        if type(value) is not int or not low <= value <= high:
            raise ValueError(f"must be a whole number from {low} to {high}")
        return value

    return check


def _one_of(choices: tuple[Any, ...]) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        # type() check so that True is not taken for 1, nor 1.0 for 1
        if not any(type(value) is type(choice) and value == choice for choice in choices):
            raise ValueError(f"must be one of {', '.join(map(str, choices))}")
        return value

    return check


def _check_bool(value: Any) -> bool:
    if type(value) is not bool:
        raise ValueError("must be true or false")
    return value


def _check_table_name(value: Any) -> str:
    # the name this player last sat down with at a table friends join ("": none yet)
    return "" if value == "" else check_name(value)


def _check_max_hands(value: Any) -> int | None:
    return None if value is None else _int_in(1, MAX_HANDS_LIMIT)(value)


def _check_thinking_time(value: Any) -> float:
    if type(value) not in (int, float) or not math.isfinite(value):
        raise ValueError("must be a number of seconds")
    if not 0 <= value <= MAX_AI_THINKING_TIME:
        raise ValueError(f"must be from 0 to {MAX_AI_THINKING_TIME:g} seconds")
    return float(value)


def _check_recent_files(value: Any) -> tuple[str, ...]:
    if isinstance(value, list | tuple) and all(isinstance(entry, str) for entry in value):
        return normalize_recent_files(value)
    raise ValueError("must be a list of file names")


def _check_tips_seen(value: Any) -> tuple[str, ...]:
    # the player aids: names of the beginner's tips already shown (each is shown once)
    if isinstance(value, list | tuple) and len(value) <= 64 and all(
            isinstance(tip, str) and tip.isidentifier() and len(tip) <= 40 for tip in value):
        return tuple(dict.fromkeys(value))
    raise ValueError("must be a list of tip names")


def _check_window(value: Any) -> tuple[int, int, int, int] | None:
    # the main window's place and size as the player left it: x, y, width, height (None: not
    # yet known, the window opens sized to the screen)
    if value is None:
        return None
    if isinstance(value, list | tuple) and len(value) == 4 \
            and all(type(v) is int for v in value):
        x, y, width, height = value
        if abs(x) <= 100_000 and abs(y) <= 100_000 and 200 <= width <= 100_000 \
                and 200 <= height <= 100_000:
            return (x, y, width, height)
    raise ValueError("must be null or [x, y, width, height]")


def _check_seats(value: Any) -> tuple[Seat, ...]:
    if not isinstance(value, tuple) or not all(isinstance(seat, Seat) for seat in value):
        raise ValueError("must be a tuple of Seat")
    check_players(len(value))
    return value


_VALIDATORS: dict[str, Callable[[Any], Any]] = {
    "players": check_players,
    "seats": _check_seats,
    "target_score": _int_in(MIN_TARGET_SCORE, MAX_TARGET_SCORE),
    "red_threes": _one_of(RED_THREES),
    "keep_cards": _one_of(KEEP_CARDS),
    "bolivia": _check_bool,
    "max_hands": _check_max_hands,
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "ai_thinking_time": _check_thinking_time,
    "deck": _one_of(DECKS),
    "card_size": _one_of(CARD_SIZES),
    "hand_sort": _one_of(HAND_SORTS),
    "language": _one_of(LANGUAGES),
    "recent_files": _check_recent_files,
    "show_outlook": _check_bool,
    "show_reasons": _check_bool,
    "show_tips": _check_bool,
    "tips_seen": _check_tips_seen,
    "review_hands": _check_bool,
    "window": _check_window,
    "window_maximized": _check_bool,
    "sound_on": _check_bool,
    "sound_volume": _int_in(0, 100),
    "lesson_progress": _int_in(0, 100),
    "check_updates": _check_bool,
    "table_name": _check_table_name,
    "show_table": _check_bool,
}


@dataclass(frozen=True)
class SettingFields:
    """The fields of the player's settings, unchecked: one definition for the stored
    `Settings` (which checks every value) and the views' ``Preferences`` (qtmodel, which holds
    what a dialog produced until the session stores it, or refuses it)."""

    players: int = 4
    seats: tuple[Seat, ...] = ()  # empty: the default seats for ``players``
    target_score: int = 10000
    red_threes: str = "manual"
    keep_cards: int = 1
    bolivia: bool = False
    max_hands: int | None = 60
    animation_speed: str = "normal"
    # seconds the Hard level may think per decision at most; 0 (`AUTOMATIC_THINKING_TIME`):
    # its own default. A file written before this default holds 0.8, which stays 0.8 s
    ai_thinking_time: float = AUTOMATIC_THINKING_TIME
    deck: str = "large_index"
    card_size: str = "medium"
    hand_sort: str = "rank"
    language: str = "system"
    # the player aids
    show_outlook: bool = True
    show_reasons: bool = True
    show_tips: bool = True
    tips_seen: tuple[str, ...] = ()
    review_hands: bool = True  # the coach reviews the human's decisions after each hand
    # the main window as the player left it (None: opened sized to the screen)
    window: tuple[int, int, int, int] | None = None
    window_maximized: bool = False
    sound_on: bool = True  # the table's sounds (Settings: Sound)
    sound_volume: int = 50  # of 100
    lesson_progress: int = 0  # Help: Learn to play: how many of the lesson's steps are done
    check_updates: bool = False  # opt-in: ask for a newer release at start (qtmodel.updates)
    # tables friends join: the name last sat down with ("": none yet), and whether the last
    # table hosted was shown on the local network (Host a table… offers the same again)
    table_name: str = ""
    show_table: bool = False

    def to_rules(self) -> Rules:
        """The engine's rule options for a new game with these settings."""
        from samba_desktop.engine import Rules

        return Rules(
            players=self.players,
            target_score=self.target_score,
            red_threes=self.red_threes,
            keep_cards=self.keep_cards,
            bolivia=self.bolivia,
            max_hands=self.max_hands,
        )

    def with_players(self, players: int) -> Self:
        """``players`` seats: those that remain are kept, new ones get the defaults."""
        seats = self.seats[:players] + tuple(
            default_seat(index) for index in range(len(self.seats), players)
        )
        return replace(self, players=players, seats=seats)

    def field_values(self) -> dict[str, Any]:
        """The value of each of `SettingFields`' fields, by name (not the subclass's own)."""
        return {f.name: getattr(self, f.name) for f in fields(SettingFields)}


@dataclass(frozen=True)
class Settings(SettingFields):
    """Everything the player can set, and the recent files. Constructing one with a bad value
    raises ``ValueError``."""

    recent_files: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.seats == () and type(self.players) is int:
            object.__setattr__(self, "seats", default_seats(check_players(self.players)))
        for name, check in _VALIDATORS.items():
            try:
                object.__setattr__(self, name, check(getattr(self, name)))
            except ValueError as error:
                raise ValueError(f"setting {name}: {error}") from None
        if len(self.seats) != self.players:
            raise ValueError(f"setting seats: {self.players} seats needed, not {len(self.seats)}")
        if len(self.recent_files) > MAX_RECENT_FILES:
            raise ValueError(f"setting recent_files: at most {MAX_RECENT_FILES}")

    def with_players(self, players: int) -> Self:
        """Change the number of players, keeping the seats that remain and adding defaults."""
        check_players(players)
        return super().with_players(players)

    def with_recent_file(self, path: str | Path) -> Settings:
        """``path`` added at the front of the recent files (deduplicated, at most eight)."""
        return replace(self, recent_files=add_recent_file(self.recent_files, path))

    def to_dict(self) -> dict[str, Any]:
        """The JSON document written to the settings file."""
        data: dict[str, Any] = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION}
        for name in _VALIDATORS:  # every field, in the order the files have always had
            value = getattr(self, name)
            if name == "seats":
                value = [seat.to_dict() for seat in value]
            elif isinstance(value, tuple):
                value = list(value)
            data[name] = value
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
        """Read the fields of a settings document leniently.

        Returns the settings and the names of the fields that were bad and fell back to their
        defaults. Unknown keys are ignored. The format/version header is not checked here.
        """
        defaults = cls()
        values: dict[str, Any] = {}
        bad: list[str] = []
        for name, check in _VALIDATORS.items():
            if name == "seats" or name not in data:
                continue
            try:
                values[name] = check(data[name])
            except ValueError:
                bad.append(name)
        players = values.get("players", defaults.players)
        seats, seats_ok = _read_seats(data.get("seats"), players)
        if "seats" in data and not seats_ok:
            bad.append("seats")
        return cls(**values, seats=seats), bad


def _read_seats(data: Any, players: int) -> tuple[tuple[Seat, ...], bool]:
    """Seats for ``players`` from stored data; a bad seat is replaced by the default one."""
    if not isinstance(data, list):
        return default_seats(players), False
    ok = len(data) == players
    seats = []
    for index in range(players):
        try:
            seats.append(Seat.from_dict(data[index]))
        except (ValueError, IndexError):
            ok = False
            seats.append(default_seat(index))
    return tuple(seats), ok


def save_settings(settings: Settings, base: str | Path | None = None) -> Path:
    """Write the settings file atomically; ``PersistenceError`` if it cannot be written."""
    text = json.dumps(settings.to_dict(), indent=2, ensure_ascii=False) + "\n"
    return atomic_write_text(paths.settings_path(base), text)


def load_settings(base: str | Path | None = None) -> tuple[Settings, str | None]:
    """Read the settings: ``(settings, notice)``; never raises for a bad file.

    ``notice`` is ``None`` when all was well (or there was no file yet), otherwise a sentence
    for the player saying what happened.
    """
    try:
        path = paths.settings_path(base)
    except PersistenceError as error:  # the folder cannot be created
        return Settings(), f"{error} The default settings are used."
    if not exists(path):
        return Settings(), None
    try:
        document = _read_document(path)
    except _BadSettingsFile as problem:
        if problem.tag == UNREADABLE:  # not damaged: left where it is for the next start
            return Settings(), (
                f'Your settings file "{path}" {problem}, so the default settings are used.'
            )
        kept = move_aside(path, problem.tag)
        where = f' The old file was kept as "{kept}".' if kept else ""
        return Settings(), (
            f'Your settings file "{path}" {problem}, so the default settings are used.{where}'
        )
    settings, bad = Settings.from_dict(document)
    if bad:
        return settings, (
            f'Some settings in "{path}" were not valid and were reset to their defaults: '
            f"{', '.join(bad)}."
        )
    return settings, None


class _BadSettingsFile(Exception):
    def __init__(self, reason: str, tag: str = "corrupt") -> None:
        super().__init__(reason)
        self.tag = tag


def _read_document(path: Path) -> dict[str, Any]:
    try:
        raw = read_capped(path, MAX_SETTINGS_BYTES)
    except UnreadableFile as problem:
        if problem.kind == UNREADABLE:
            raise _BadSettingsFile(f"could not be read ({problem.reason})", UNREADABLE) \
                from None
        if problem.kind == MISSING:  # something is there: a link to nothing
            raise _BadSettingsFile("is a link to a file that does not exist") from None
        if problem.kind == "too_large":
            raise _BadSettingsFile("is far too large") from None
        raise _BadSettingsFile("is not a file") from None
    try:
        document = json.loads(decode_text(raw), parse_constant=_reject_constant)
    except (ValueError, RecursionError, MemoryError) as error:
        # ValueError covers JSONDecodeError, UnicodeDecodeError and over-long numbers
        raise _BadSettingsFile("is damaged (it is not valid JSON text)") from error
    if not isinstance(document, dict) or document.get("format") != SETTINGS_FORMAT:
        raise _BadSettingsFile("is not a Samba Desktop settings file")
    version = document.get("version")
    if type(version) is not int or version < 1:
        raise _BadSettingsFile("has no valid format version")
    if version > SETTINGS_VERSION:
        raise _BadSettingsFile(
            f"was written by a newer version of Samba Desktop (format version {version})",
            tag="newer",
        )
    return document


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")
