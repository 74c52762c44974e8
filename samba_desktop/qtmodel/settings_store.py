"""`SettingsStore`: the player's stored settings, read at start and written on every change.

It also holds the conversions between the stored settings (persistence's `Settings`, `Seat`) and
the views' values (`Preferences`, `SeatChoice`, the table's `TableConfig`), and keeps the
recent-files list, which is stored with the settings.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from samba_desktop.engine import Rules, seats_of
from samba_desktop.persistence import (
    PersistenceError,
    Seat,
    Settings,
    existing_recent_files,
    load_settings,
    remove_recent_file,
    save_settings,
)
from samba_desktop.persistence.paths import settings_path
from samba_desktop.persistence.reading import exists

from .config import SeatConfig, TableConfig, name_key
from .game_model import Pace
from .preferences import AI_LEVELS, Preferences, SeatChoice, number_of_sides

# A seat as the table, the dialogs or the stored settings have it.
SeatLike = SeatConfig | SeatChoice | Seat
# (title, the problem): say that something could not be read or written
Report = Callable[[str, Exception], None]



def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionModel", text)


# --- conversions between the stored settings and the views' values ------------------------------


def preferences_from_settings(settings: Settings) -> Preferences:
    """The views' value for stored settings."""
    return Preferences(**settings.field_values())


def settings_from_preferences(prefs: Preferences, recent_files: Iterable[str] = ()) -> Settings:
    """Stored settings for the views' value; ``ValueError`` if a value is not allowed."""
    return Settings(**prefs.field_values(), recent_files=tuple(recent_files))


def seat_from_config(seat: SeatLike) -> Seat:
    """A stored seat for a table seat (``SeatConfig``), a ``SeatChoice`` or a ``Seat``."""
    if isinstance(seat, Seat):  # also a SeatChoice: the same type
        return replace(seat, name=name_key(seat.name))
    level = seat.level if seat.level in AI_LEVELS else "normal"
    return Seat("human" if seat.human else "computer", level, name_key(seat.name))


def table_config(rules: Rules, seats: Sequence[Seat | SeatChoice]) -> TableConfig:
    """The table for ``rules`` and ``seats``; only the first human seat stays human."""
    human_seen = False
    configs = []
    for seat in seats:
        human = seat.kind == "human" and not human_seen
        human_seen = human_seen or human
        configs.append(SeatConfig(name_key(seat.name), human=human, level=seat.level))
    return TableConfig(rules, tuple(configs))


def side_names_for(names: Sequence[str], players: int) -> tuple[str, ...]:
    """One name per side: a player's name, or partners' names joined with "&"."""
    return tuple(" & ".join(names[s] for s in seats_of(side, players))
                 for side in range(number_of_sides(players)))


class SettingsStore:
    """The settings of the player below ``base`` (None: the player's own folders): the
    preferences and the recent files, each change written at once. A problem goes to
    ``report``, a settings file that had to be reset to ``notice``; new preferences to
    ``preferences_changed``, a new recent-files list to ``recent_files_changed``."""

    def __init__(self, base: Path | None, report: Report, error: Callable[[str, str], None],
                 notice: Callable[[str], None],
                 preferences_changed: Callable[[Preferences], None],
                 recent_files_changed: Callable[[list[str]], None]) -> None:
        self._base = base
        self._report = report
        self._error = error
        self._notice = notice
        self._preferences_changed = preferences_changed
        self._recent_files_changed = recent_files_changed
        self._settings = Settings()
        self._first_start = False

    def load(self) -> None:
        """Read the settings (defaults, and a ``notice``, for settings that cannot be read)."""
        try:
            self._first_start = not exists(settings_path(self._base))
        except PersistenceError:
            self._first_start = False  # the folder cannot be made: load_settings says so
        settings, notice = load_settings(self._base)
        self._settings = settings
        if notice:
            self._notice(
                _tr("Your settings could not be read completely; defaults are used instead.")
                + "\n\n"
                + notice
            )

    @property
    def first_start(self) -> bool:
        """Whether no settings were stored before this start (a first-time player)."""
        return self._first_start

    # ------------------------------------------------------------------ preferences
    @property
    def preferences(self) -> Preferences:
        return preferences_from_settings(self._settings)

    def set_preferences(self, prefs: Preferences) -> bool:
        """Store new preferences; False (and ``error``) if they could not be saved.

        The new preferences are used even when the file could not be written.
        """
        try:
            settings = settings_from_preferences(prefs, self._settings.recent_files)
        except ValueError as problem:
            self._error(_tr("Settings not changed"), str(problem))
            return False
        changed = settings != self._settings
        self._settings = settings
        if changed:
            self._preferences_changed(self.preferences)
        return self.save()

    def update_preferences(self, **changes: Any) -> bool:
        """Change some preferences by name (``hand_sort="suit"``) and store them."""
        return self.set_preferences(replace(self.preferences, **changes))

    def remember_pace(self, pace: Pace) -> bool:
        """Store the computer speed chosen elsewhere (say, in the View menu)."""
        speed = pace.name.lower()
        if speed == self._settings.animation_speed:
            return True
        return self.update_preferences(animation_speed=speed)

    def remember_window(self, place: tuple[int, int, int, int], maximized: bool) -> bool:
        """Store where the main window was left (x, y, width, height, and whether maximised),
        for the next start; not a preference the views follow, so nobody is told."""
        try:
            settings = replace(self._settings, window=place, window_maximized=maximized)
        except ValueError:
            return False  # a size the settings cannot hold: the next start fits the screen
        if settings == self._settings:
            return True
        self._settings = settings
        return self.save()

    @property
    def window(self) -> tuple[tuple[int, int, int, int] | None, bool]:
        """Where the main window was left (None: never), and whether it was maximised."""
        return self._settings.window, self._settings.window_maximized

    @property
    def language(self) -> str:
        """The language chosen: "system" or a code such as "de"."""
        return self._settings.language

    def rules(self) -> Rules:
        """The rule options for the next new game."""
        return self._settings.to_rules()

    def table_config(self) -> TableConfig:
        """The table (rules and seats) for the next new game."""
        return table_config(self._settings.to_rules(), self._settings.seats)

    @property
    def pace(self) -> Pace:
        """How fast computer moves are shown."""
        return Pace.named(self._settings.animation_speed)

    # ------------------------------------------------------------------ recent files
    def recent_files(self) -> list[str]:
        """Saved games opened or saved lately that still exist, newest first."""
        return list(existing_recent_files(self._settings.recent_files))

    def clear_recent_files(self) -> None:
        self._settings = replace(self._settings, recent_files=())
        self.save()
        self._recent_files_changed([])

    def remember_recent(self, path: str | Path) -> None:
        """Put ``path`` first in the recent files."""
        self._settings = self._settings.with_recent_file(os.path.abspath(path))
        self.save()
        self._recent_files_changed(self.recent_files())

    def forget_recent(self, path: str | Path) -> None:
        """Take ``path`` off the recent files."""
        recent = remove_recent_file(self._settings.recent_files, path)
        if recent != self._settings.recent_files:
            self._settings = replace(self._settings, recent_files=recent)
            self.save()
            self._recent_files_changed(self.recent_files())

    def save(self) -> bool:
        """Write the settings; False (and a report) if they could not be written."""
        try:
            save_settings(self._settings, self._base)
        except PersistenceError as problem:
            self._report(_tr("Could not save the settings"), problem)
            return False
        return True
