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
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from samba_desktop.engine import Game, Phase, Rules
from samba_desktop.persistence import (
    SAVE_SUFFIX,
    GameSummary,
    PersistenceError,
    SavedGame,
    Seat,
    Statistics,
    autosave,
    clear_autosave,
)
from samba_desktop.persistence.hand_record import HandRecord
from samba_desktop.persistence.reviews import (
    GameReviewTotals,
    StoredHandReview,
)

from .config import TableConfig, localized_name
from .game_model import ChangeSet, GameModel, Pace
from .preferences import Preferences, SavedGameInfo, ScoreSeries
from .replay import RecordedTable
from .saved_files import SavedFiles
from .score_history import ScoreHistory
from .settings_store import SeatLike, SettingsStore, seat_from_config, side_names_for

# the conversions of the settings, where they were before the session had parts
from .settings_store import preferences_from_settings as preferences_from_settings
from .settings_store import settings_from_preferences as settings_from_preferences
from .settings_store import table_config as table_config

# the persistence types the views meet through the session (they never import persistence)
__all__ = ["GameSummary", "SavedGame", "SessionModel", "Statistics"]

log = logging.getLogger(__name__)

# Changes after which the game on the table differs from the last autosave.
_SAVE_AFTER = ("move", "undo", "new_hand")


def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionModel", text)


class FollowedTable(RecordedTable, Protocol):
    """What the session follows of a table (a `GameModel`): its game and seats, the signals
    that say the game changed, a hand ended and the game ended, and (`RecordedTable`) the
    reasons of the hand's computer moves, kept with the hand for the hand viewer."""

    changed: SignalInstance  # ChangeSet
    hand_over: SignalInstance
    game_over: SignalInstance


class SessionModel(QObject):
    """Settings, autosave, saved games and score history. See the module docstring."""

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
        self._model: FollowedTable | None = None
        self._game: Game | None = None  # the game being followed
        self._seats: tuple[Seat, ...] = ()
        self._autosave_failed = False
        self._save_pending = False

    # ------------------------------------------------------------------ start and stop
    def load(self) -> None:
        """Read the settings, open the score history and look for an autosaved game.

        Emits ``notice`` for settings or a history that had to be reset, ``error`` for an
        autosave that could not be read. Call once, after connecting the signals.
        """
        self._settings.load()
        self._history.open()
        self._files.load_pending()

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

    @property
    def thinking_time(self) -> float:
        """Seconds a computer player takes at least for a move."""
        return self._settings.thinking_time

    def apply_to(self, game_model: GameModel) -> None:
        """Give a game model the pace and the computers' thinking time."""
        game_model.set_pace(self.pace)
        game_model.set_thinking_time(self.thinking_time)

    # ------------------------------------------------------------------ following a game
    def attach(self, game_model: FollowedTable) -> None:
        """Follow ``game_model``: autosave after each move, record hands and games.

        Connects to its ``changed``, ``hand_over`` and ``game_over`` signals.
        """
        if self._model is game_model:
            return
        if self._model is not None:
            self.detach()
        self._model = game_model
        game_model.changed.connect(self._on_changed)
        game_model.hand_over.connect(self._on_hand_over)
        game_model.game_over.connect(self._on_game_over)
        self._follow(game_model.game, game_model.config.seats)

    def detach(self) -> None:
        """Stop following the attached game model."""
        self.save_pending()
        model, self._model = self._model, None
        if model is None:
            return
        for signal, slot in (
            (model.changed, self._on_changed),
            (model.hand_over, self._on_hand_over),
            (model.game_over, self._on_game_over),
        ):
            with contextlib.suppress(RuntimeError, TypeError):  # already gone
                signal.disconnect(slot)

    def _on_changed(self, change: ChangeSet) -> None:
        model = self._model
        if model is None:
            return
        if change.kind == "new_game":  # another game on the table: its own history record
            self._follow(model.game, model.config.seats)
        else:  # the same game (an undo puts back a copy of it as it was)
            self._game = model.game
        if change.kind not in _SAVE_AFTER:
            return
        if isinstance(model, GameModel) and model.waiting_for_view:
            # The view is about to draw the move: save in the next turn of the event loop, so
            # drawing and saving one move are not one long stall of the window.
            self._save_soon()
        else:
            self.on_move_applied(model.game, model.config.seats)

    def _save_soon(self) -> None:
        if not self._save_pending:
            self._save_pending = True
            QTimer.singleShot(0, self.save_pending)

    def save_pending(self) -> None:
        """Write the autosave that is due now (at once, not in the next turn of the loop)."""
        if not self._save_pending:
            return
        self._save_pending = False
        model = self._model
        if model is not None:
            self.on_move_applied(model.game, model.config.seats)

    def _on_hand_over(self, _result: object = None) -> None:
        if self._model is not None:
            self.on_hand_over(self._model.game, self._model.config.seats)

    def _on_game_over(self, _winner: object = None) -> None:
        if self._model is not None:
            self.on_game_over(self._model.game, self._model.config.seats)

    def _follow(self, game: Game, seats: Iterable[SeatLike]) -> None:
        """Start following ``game``: a loaded game keeps its history row, a new one gets one
        at its first move."""
        if game is self._game:
            return
        self._game = game
        self._seats = tuple(seat_from_config(seat) for seat in seats)
        self._history.carry_on(self._files.claim(game))

    def on_move_applied(self, game: Game, seats: Iterable[SeatLike]) -> None:
        """Autosave ``game`` (a move was applied, a move undone or a hand dealt)."""
        if game is not self._game:
            self._follow(game, seats)
        if game.phase == Phase.GAME_OVER:
            return  # on_game_over records it and removes the autosave
        self._history.ensure_row(self._game, self._seats)
        try:
            autosave(game, self._seats, history_game_id=self._history.game_id, base=self._base)
        except PersistenceError as problem:
            if not self._autosave_failed:  # say it once, not after every move
                self._report(_tr("Could not save the game automatically"), problem)
            self._autosave_failed = True
            return
        self._autosave_failed = False

    def on_hand_over(self, game: Game, seats: Iterable[SeatLike] = ()) -> None:
        """Record the hand that just ended (call before ``next_hand``)."""
        if game is not self._game:
            self._follow(game, seats)
        if not self._history.record_hand(game, self._seats):
            return
        self._store_hand_record()
        self.history_changed.emit()

    def _store_hand_record(self) -> None:
        """Keep the hand's moves beside the score history, for the hand viewer (replay.py)."""
        from .replay import store_hand_of

        if self._model is not None and self._history.game_id is not None:
            store_hand_of(self._model, self._history.game_id, self._base)

    def stored_hands(self) -> list[tuple[int, int, Path]]:
        """The hands kept for the hand viewer: (history game id, hand number, file)."""
        from .replay import stored_hands

        return stored_hands(self._base)

    def stored_hand(self, hand_number: int) -> HandRecord | None:
        """The kept record of hand ``hand_number`` of the game followed now (or None)."""
        from .replay import stored_record

        if self._history.game_id is None:
            return None
        return stored_record(self._history.game_id, hand_number, self._base)

    def on_game_over(self, game: Game, seats: Iterable[SeatLike] = ()) -> None:
        """Record the finished game and remove the autosave (there is nothing to resume)."""
        if game is not self._game:
            self._follow(game, seats)
        self._history.record_game(game, self._seats)
        try:
            clear_autosave(self._base)
        except PersistenceError as problem:
            self._report(_tr("Could not remove the finished game's autosave"), problem)

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
        if game is None:
            game = self._game
        if game is None:
            return None
        if seats is None:
            stored: tuple[Seat, ...] = self._seats
        else:
            stored = tuple(seat_from_config(seat) for seat in seats)
        if game is self._game:
            self._history.ensure_row(self._game, self._seats)
        history_id = self._history.game_id if game is self._game else None
        return self._files.save_as(path, game, stored, history_id)

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
        game = self._game
        if game is None:
            return ScoreSeries()
        running = [0] * game.num_sides
        totals = []
        numbers = []
        for result in game.hand_results:
            running = [a + b for a, b in zip(running, result.totals, strict=True)]
            totals.append(tuple(running))
            numbers.append(result.hand_number)
        if isinstance(self._model, GameModel) and self._model.game is game:
            side_names = tuple(self._model.side_names())
            human_seat = self._model.human_seat
        else:
            side_names = side_names_for([localized_name(s.name) for s in self._seats],
                                        game.num_players)
            humans = [i for i, s in enumerate(self._seats) if s.kind == "human"]
            human_seat = humans[0] if humans else None
        return ScoreSeries(
            side_names=side_names,
            totals=tuple(totals),
            human_side=None if human_seat is None else game.side_of(human_seat),
            target_score=game.rules.target_score,
            hand_numbers=tuple(numbers),
        )

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

    def review_trend(self) -> list[GameReviewTotals]:
        """Every game with reviewed hands, oldest first (Statistics: "Your decisions")."""
        return self._history.review_trend()

    # ------------------------------------------------------------------ errors
    def _report(self, title: str, problem: Exception) -> None:
        log.warning("%s: %s", title, problem)
        self.error.emit(title, str(problem))
