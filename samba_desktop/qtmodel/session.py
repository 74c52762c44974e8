"""`SessionModel`: settings, saved games and the score history, for the views.

One per application. It loads the settings at start, autosaves the game after every applied
move, offers the unfinished game on the next launch, saves and opens named ``.samba`` files
(with a recent-files list) and records every finished hand and game in the score history.
Nothing here raises at the views: a file problem becomes ``error(title, message)`` and the
application keeps running with what it has.

Wiring (the composition root)::

    session = SessionModel(base)               # base=None: the player's own folders
    session.notice.connect(show_notice)        # connect before load()
    session.error.connect(show_error)
    session.load()
    session.attach(game_model)                 # autosave + history follow the game
    saved = session.pending_resume()           # the unfinished game of last time, or None
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from samba_desktop.engine import Game, Rules
from samba_desktop.persistence import SAVE_SUFFIX, GameSummary, SavedGame, Statistics, app_dirs
from samba_desktop.persistence.atomic import remove_dead_temp_files
from samba_desktop.persistence.hand_record import HandRecord, read_hand_record
from samba_desktop.persistence.reviews import GameReviewTotals, StoredHandReview

from .config import TableConfig
from .game_follower import FollowedTable, GameFollower
from .game_model import Pace
from .preferences import Preferences, SavedGameInfo, ScoreSeries
from .saved_files import SavedFiles
from .score_history import ScoreHistory
from .settings_store import SeatLike, SettingsStore

# the conversions of the settings, where they were before the session had parts
from .settings_store import preferences_from_settings as preferences_from_settings
from .settings_store import seat_from_config as seat_from_config
from .settings_store import settings_from_preferences as settings_from_preferences
from .settings_store import side_names_for as side_names_for
from .settings_store import table_config as table_config

# the persistence types the views meet through the session (they never import persistence)
__all__ = ["GameSummary", "SavedGame", "SessionModel", "Statistics"]

log = logging.getLogger(__name__)


class SessionModel(QObject):
    """Settings, autosave, saved games and score history. See the module docstring.

    A façade and the only owner of its parts: the settings (`SettingsStore`), the game
    followed (`GameFollower`: autosave, hand records), the saved games (`SavedFiles`) and the
    score history (`ScoreHistory`). They report through the session's signals."""

    notice = Signal(str)
    """A message for the player (translated lead sentence, then the details as given)."""
    error = Signal(str, str)
    """(title, message): something could not be read or written; nothing was lost."""
    preferences_changed = Signal(object)
    """Preferences, after set_preferences() stored new ones."""
    recent_files_changed = Signal(list)
    """The recent files (absolute paths, newest first) after they changed."""
    history_changed = Signal()
    """A hand or game was recorded, or the history was reset: statistics views refresh."""

    def __init__(self, base: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._base = Path(base) if base is not None else None
        self._settings = SettingsStore(self._base, self._report, self.error.emit,
                                       self.notice.emit, self.preferences_changed.emit,
                                       self.recent_files_changed.emit)
        self._history = ScoreHistory(self._base, self._report, self.notice.emit,
                                     self.history_changed.emit)
        self._files = SavedFiles(self._base, self._settings, self._report)
        self._follower = GameFollower(self._base, self._history, self._files.claim,
                                      self._report, self.history_changed.emit, self)

    # ------------------------------------------------------------------ start and stop
    def load(self) -> None:
        """Read the settings, open the score history and look for an autosaved game.

        Emits ``notice`` for settings or a history that had to be reset, ``error`` for an
        autosave that could not be read. Call once, after connecting the signals.
        """
        self._remove_dead_temp_files()
        self._settings.load()
        self._history.open()
        self._files.load_pending()
        self._files.settle_pending(self._follower.settle_left_over)

    def _remove_dead_temp_files(self) -> None:
        """Remove what writers killed mid-write left (their temporary files) in the folders
        the app writes to."""
        dirs = app_dirs(self._base)
        folders = [dirs.config_root, dirs.data_root]
        with contextlib.suppress(OSError):
            folders += [Path(entry.path) for entry in os.scandir(dirs.data_root)
                        if entry.is_dir(follow_symlinks=False)]
        for folder in folders:
            removed = remove_dead_temp_files(folder)
            if removed:
                log.info("removed %d temporary files of writers that died in %s",
                         len(removed), folder)

    def close(self) -> None:
        """Close the score history (the autosave is always up to date)."""
        self.save_pending()
        self._history.close()

    @property
    def first_start(self) -> bool:
        """Whether no settings were stored before this start (a first-time player)."""
        return self._settings.first_start

    @property
    def base(self) -> Path | None:
        """The folder everything is kept below (None: the player's own folders)."""
        return self._base

    # ------------------------------------------------------------------ preferences
    @property
    def preferences(self) -> Preferences:
        return self._settings.preferences

    def set_preferences(self, prefs: Preferences) -> bool:
        """Store new preferences; False (and ``error``) if they could not be saved.

        The new preferences are used even when the file could not be written.
        """
        return self._settings.set_preferences(prefs)

    def update_preferences(self, **changes: Any) -> bool:
        """Change some preferences by name (``hand_sort="suit"``) and store them."""
        return self._settings.update_preferences(**changes)

    def remember_pace(self, pace: Pace) -> bool:
        """Store the computer speed chosen elsewhere (say, in the View menu)."""
        return self._settings.remember_pace(pace)

    def remember_window(self, place: tuple[int, int, int, int], maximized: bool) -> bool:
        """Store where the main window was left, for the next start."""
        return self._settings.remember_window(place, maximized)

    @property
    def window(self) -> tuple[tuple[int, int, int, int] | None, bool]:
        """Where the main window was left (None: never), and whether it was maximised."""
        return self._settings.window

    @property
    def language(self) -> str:
        """The language chosen: "system" or a code such as "de"."""
        return self._settings.language

    def rules(self) -> Rules:
        """The rule options for the next new game."""
        return self._settings.rules()

    def table_config(self) -> TableConfig:
        """The table (rules and seats) for the next new game."""
        return self._settings.table_config()

    @property
    def pace(self) -> Pace:
        """How fast computer moves are shown."""
        return self._settings.pace

    # ------------------------------------------------------------------ following a game
    def attach(self, game_model: FollowedTable) -> None:
        """Follow ``game_model``: autosave after each move, record hands and games.

        Connects to its ``changed``, ``hand_over`` and ``game_over`` signals.
        """
        self._follower.attach(game_model)

    def detach(self) -> None:
        """Stop following the attached game model."""
        self._follower.detach()

    def save_pending(self) -> None:
        """Write the autosave that is due now (at once, not in the next turn of the loop)."""
        self._follower.save_pending()

    def on_move_applied(self, game: Game, seats: Iterable[SeatLike]) -> None:
        """Autosave ``game`` (a move was applied, a move undone or a hand dealt)."""
        self._follower.on_move_applied(game, seats)

    def on_hand_over(self, game: Game, seats: Iterable[SeatLike] = ()) -> None:
        """Record the hand that just ended (call before ``next_hand``)."""
        self._follower.on_hand_over(game, seats)

    def stored_hands(self) -> list[tuple[int, int, Path]]:
        """The hands kept for the hand viewer: (history game id, hand number, file)."""
        return self._follower.stored_hands()

    def games_started(self) -> dict[int, datetime]:
        """When each game of the score history began, by its id (what the stored hands'
        history game ids are listed by)."""
        return self._history.games_started()

    def stored_hand(self, hand_number: int) -> HandRecord | None:
        """The kept record of hand ``hand_number`` of the game followed now (or None)."""
        return self._follower.stored_hand(hand_number)

    def on_game_over(self, game: Game, seats: Iterable[SeatLike] = ()) -> None:
        """Record the finished game and remove the autosave (there is nothing to resume)."""
        self._follower.on_game_over(game, seats)

    # ------------------------------------------------------------------ resuming and files
    def pending_resume(self) -> SavedGame | None:
        """The unfinished game autosaved last time, or None."""
        return self._files.pending_resume()

    def discard_resume(self) -> None:
        """The player does not want the unfinished game: forget it and its autosave."""
        self._files.discard_resume()

    def table_config_for(self, saved: SavedGame) -> TableConfig:
        """The table of a saved game (its rules and seats)."""
        return self._files.table_config_for(saved)

    def describe(self, saved: SavedGame, path: str | Path | None = None) -> SavedGameInfo:
        """What to tell the player about ``saved`` before resuming it."""
        return self._files.describe(saved, path)

    def save_as(
        self, path: str | Path, game: Game | None = None, seats: Iterable[SeatLike] | None = None
    ) -> Path | None:
        """Save the game (default: the followed one) to ``path``; ``.samba`` is added if missing.

        Returns the path written, or None (and ``error``) if it could not be saved.
        """
        what = self._follower.to_save(game, seats)
        if what is None:
            return None
        return self._files.save_as(path, *what, reasons=self._follower.reasons_of(what[0]))

    def open_file(self, path: str | Path) -> SavedGame | None:
        """Read a saved game; None (and ``error``) if it cannot be used.

        Give the game to the table (``GameModel.new_game(session.table_config_for(saved),
        game=saved.game)``); the session then carries on its score-history record.
        """
        return self._files.open_file(path)

    def recent_files(self) -> list[str]:
        """Saved games opened or saved lately that still exist, newest first."""
        return self._settings.recent_files()

    def clear_recent_files(self) -> None:
        self._settings.clear_recent_files()

    def saves_folder(self) -> str:
        """The folder to offer in a Save As or Open dialog."""
        return self._files.saves_folder()

    @staticmethod
    def save_suffix() -> str:
        return SAVE_SUFFIX

    # ------------------------------------------------------------------ score history
    @property
    def history_available(self) -> bool:
        return self._history.available

    def statistics(self) -> Statistics | None:
        """The human's statistics over all recorded games, or None if unavailable."""
        return self._history.statistics()

    def results_over_time(self) -> list[GameSummary]:
        """Finished games (``GameSummary``: outcome, human_total, best_opponent_total, ...)."""
        return self._history.results_over_time()

    def current_scores(self) -> ScoreSeries:
        """Running totals of the game on the table, hand by hand."""
        return self._follower.current_scores()

    def export_history(self, path: str | Path) -> Path | None:
        """Write the history as CSV; the path written, or None (and ``error``)."""
        return self._history.export_history(path)

    def export_hands(self, path: str | Path) -> Path | None:
        """Write every recorded hand as CSV, one row per hand and side (items, bonuses,
        totals); the path written, or None (and ``error``)."""
        return self._history.export_hands(path)

    def reset_history(self) -> bool:
        """Forget every recorded game and hand; the game on the table starts a new record."""
        return self._history.reset()

    # ------------------------------------------------------------------ the coach's reviews
    @property
    def history_id(self) -> int | None:
        """The score-history id of the game followed now (None before it is recorded)."""
        return self._history.game_id

    def store_hand_review(self, game_id: int, review: StoredHandReview) -> bool:
        """Keep a hand's review in the score history (persistence/reviews.py)."""
        return self._history.store_hand_review(game_id, review)

    def hand_review_of(self, seed: int, hand_number: int,
                       moves: int) -> StoredHandReview | None:
        """The kept review of a hand record's hand (None: none kept)."""
        return self._history.hand_review_of(seed, hand_number, moves)

    def review_costs(self) -> dict[int, float]:
        """The points the human's decisions lost per reviewed hand of the game followed now."""
        return self._history.review_costs()

    def unreviewed_hands(self, limit: int = 20,
                         game: int | None = None) -> list[tuple[int, HandRecord]]:
        """The human's kept hands that have no review yet (the app ended while the coach was
        at them, or the coach was switched off): (history game id, hand record), the newest
        ``limit`` of them, oldest first; only those of score-history game ``game`` if given."""
        stored = {(kept, hand): path for kept, hand, path in self.stored_hands()
                  if game is None or kept == game}
        newest_first = sorted(stored, key=lambda key: (-key[0], -key[1]))
        found: list[tuple[int, HandRecord]] = []
        # a bounded look: hands without a human (computers only) are never reviewed, and the
        # files are read on the window's thread
        for kept, hand in self._history.unreviewed(newest_first)[:4 * limit]:
            if len(found) >= limit:
                break
            try:
                record = read_hand_record(stored[kept, hand])
            except ValueError:  # a damaged file: nothing to review
                continue
            if any(seat.kind == "human" for seat in record.seats):
                found.append((kept, record))
        return found[::-1]

    def review_trend(self) -> list[GameReviewTotals]:
        """Every game with reviewed hands, oldest first (Statistics: "Your decisions")."""
        return self._history.review_trend()

    # ------------------------------------------------------------------ errors
    def _report(self, title: str, problem: Exception) -> None:
        log.warning("%s: %s", title, problem)
        self.error.emit(title, str(problem))
