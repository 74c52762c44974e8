"""`ScoreHistory`: the score history (persistence's `HistoryDB`) as the session reads and writes it.

The database is opened at its first use; one that cannot be read is started afresh (with a
notice), one made by a newer version is read but not written (with a notice), and one damaged
while the app runs is opened again at its next use. Beside the database it keeps the row of the
game the session follows, started at the game's first move or carried on from the save the game
was loaded from. The row follows the game's own account of its finished hands: hands a crash
left out are recorded when the game is resumed, and a row that holds another line of play (a
second copy resumed the same game, an older save of it was opened) is left as it is: the game
gets a row of its own, with its past hands. A game's end is recorded once, however often.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from samba_desktop.engine import Game
from samba_desktop.persistence import (
    DamagedHistory,
    GameSummary,
    HistoryConflict,
    HistoryDB,
    PersistenceError,
    SavedGame,
    Seat,
    SharedTable,
    Statistics,
    finish_from_game,
)
from samba_desktop.persistence.history import hand_records_of_game
from samba_desktop.persistence.reviews import (
    GameReviewTotals,
    StoredHandReview,
    game_costs,
    review_of_deal,
    review_trend,
    store_hand_review,
    unreviewed_hands,
)

from .settings_store import Report

T = TypeVar("T")


def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionModel", text)


class ScoreHistory:
    """The score history below ``base`` (None: the player's own folders) and the row of the
    followed game in it (``game_id``). Problems go to ``report``, a history that had to be
    started afresh to ``notice``; ``changed`` hears that a hand, a game or a review was
    recorded, or the history reset."""

    def __init__(self, base: Path | None, report: Report, notice: Callable[[str], None],
                 changed: Callable[[], None]) -> None:
        self._base = base
        self._report = report
        self._notice = notice
        self._changed = changed
        self._db: HistoryDB | None = None
        self._tried = False
        self.game_id: int | None = None
        """The row of the game followed now (None before it is recorded)."""
        self.shared: SharedTable | None = None
        """The table shared with friends the followed game is played at (None: alone)."""
        self.human_seat: int | None = None
        """This player's seat where it is not the first human seat (a shared table)."""

    @property
    def db(self) -> HistoryDB | None:
        """The database if it is open now (None: not opened yet, not available, or closed)."""
        return self._db

    def open(self) -> HistoryDB | None:
        """The database, opened at the first call (None: it is not available)."""
        if self._db is not None or self._tried:
            return self._db
        self._tried = True
        try:
            self._db, notice = HistoryDB.open(base=self._base)
        except PersistenceError as problem:
            self._report(_tr("The score history is not available"), problem)
            return None
        if notice:
            lead = (_tr("The score history was made by a newer version of Samba Desktop: it is "
                        "shown, but the games played now are not recorded in it.")
                    if self._db.read_only else
                    _tr("The score history could not be read; a new one was started."))
            self._notice(lead + "\n\n" + notice)
        return self._db

    @property
    def writable(self) -> bool:
        """Whether games are recorded (the history is open and not a newer version's)."""
        return self._db is not None and not self._db.read_only

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def problem(self, title: str, problem: Exception) -> None:
        """Report a problem of the score history. One damaged while the app runs is opened
        again at its next use, which moves it aside and starts a fresh one (with a notice)."""
        self._report(title, problem)
        if isinstance(problem, DamagedHistory) and self._db is not None:
            self._db.close()
            self._db = None
            self._tried = False
            self.game_id = None

    # ------------------------------------------------------------------ the followed game
    def carry_on(self, loaded: SavedGame | None) -> None:
        """A new game is followed: carry on the row of the save it was loaded from
        (``loaded``), if the row is still there and unfinished (its missing hands recorded;
        a row of another line of play is left: the game gets its own); else it has no row
        yet."""
        self.game_id = self._continued_row(loaded)
        self.shared = self.human_seat = None  # (the follower says so for a shared table)
        history = self._db
        if loaded is not None and self.game_id is not None and history is not None:
            self._follow_line(history, loaded.game, loaded.seats)

    def is_finished(self, game_id: int | None) -> bool:
        """Whether the history has game ``game_id`` as finished (False when it cannot say)."""
        history = self.open()
        if history is None or game_id is None:
            return False
        try:
            return history.is_finished(game_id)
        except PersistenceError:
            return False

    def _continued_row(self, loaded: SavedGame | None) -> int | None:
        """The history row a loaded game carries on, if it is still there and unfinished.

        A save from another computer, or from before the statistics were reset, or of a game
        that was since played to the end, gets a new row at its first move instead.
        """
        history = self._db
        if loaded is None or loaded.history_game_id is None or history is None:
            return None
        try:
            record = history.game(loaded.history_game_id)
        except (ValueError, PersistenceError):
            return None
        if record.finished is not None or record.players != loaded.game.num_players:
            return None
        return loaded.history_game_id

    def ensure_row(self, game: Game | None, seats: Sequence[Seat]) -> HistoryDB | None:
        """The open database, with a row for ``game`` (the followed game) started if it has
        none yet."""
        history = self._db
        if history is None or history.read_only or game is None or self.game_id is not None:
            return None if history is None or history.read_only else history
        try:
            side = None if self.human_seat is None else game.side_of(self.human_seat)
            self.game_id = history.start_game(game.rules, seats, human_side=side,
                                              shared=self.shared)
            for number, record in hand_records_of_game(game):  # a loaded game's past
                history.record_hand(self.game_id, number, record)
        except (PersistenceError, ValueError) as problem:
            self.problem(_tr("Could not record the game in the score history"), problem)
        return history

    def _follow_line(self, history: HistoryDB, game: Game, seats: Sequence[Seat]) -> None:
        """Record the finished hands of ``game`` its row lacks; if the row holds another line
        of play, leave it and give the game a row of its own (``ensure_row``).
        ``PersistenceError`` and ``ValueError`` go to the caller."""
        if self.game_id is None:
            return
        try:
            recorded = {hand.hand_number: hand for hand in history.running_scores(self.game_id)}
            records = hand_records_of_game(game)
            if set(recorded) - {number for number, _record in records}:
                raise HistoryConflict("the record has hands the game has not played",
                                      history.path)
            for number, record in records:
                have = recorded.get(number)
                if have is None or have.totals != tuple(record["totals"]) \
                        or have.went_out != record["went_out"]:
                    history.record_hand(self.game_id, number, record, same_line=True)
        except HistoryConflict:
            self.game_id = None
            self.ensure_row(game, seats)

    def record_hand(self, game: Game, seats: Sequence[Seat]) -> bool:
        """Record the hand of ``game`` (the followed game) that just ended, and any earlier
        one its row lacks; False if it was not recorded."""
        history = self.ensure_row(game, seats)
        if history is None or self.game_id is None:
            return False
        try:
            self._follow_line(history, game, seats)
            self._say_where(history)
        except (PersistenceError, ValueError) as problem:
            self.problem(_tr("Could not record the hand in the score history"), problem)
            return False
        return self.game_id is not None

    def _say_where(self, history: HistoryDB) -> None:
        """The row of a game at a shared table says who was at it now (friends who joined
        after its row was started)."""
        if self.shared is not None and self.game_id is not None:
            history.set_shared(self.game_id, self.shared)

    def record_game(self, game: Game, seats: Sequence[Seat]) -> bool:
        """Record ``game`` (the followed game), just finished, with its hands; once, however
        often it is called. True if it is recorded now (or the history cannot record it:
        not available or a newer version's), False if recording failed."""
        history = self.ensure_row(game, seats)
        if history is None:
            return True
        if self.game_id is None:
            return False
        try:
            self._follow_line(history, game, seats)
            if self.game_id is None:
                return False
            self._say_where(history)
            try:
                finish_from_game(history, self.game_id, game)
            except HistoryConflict:  # finished otherwise: this line gets a row of its own
                self.game_id = None
                self.ensure_row(game, seats)
                if self.game_id is None:
                    return False
                finish_from_game(history, self.game_id, game)
        except (PersistenceError, ValueError) as problem:
            self.problem(_tr("Could not record the game in the score history"), problem)
            return False
        self._changed()
        return True

    # ------------------------------------------------------------------ reading and exporting
    @property
    def available(self) -> bool:
        return self.open() is not None

    def statistics(self) -> Statistics | None:
        """The human's statistics over all recorded games, or None if unavailable."""
        return self._use(HistoryDB.statistics, _tr("Could not read the score history"), None)

    def results_over_time(self) -> list[GameSummary]:
        """Finished games (``GameSummary``: outcome, human_total, best_opponent_total, ...)."""
        return self._use(HistoryDB.results_over_time, _tr("Could not read the score history"),
                         [])

    def games_started(self) -> dict[int, datetime]:
        """When each recorded game began, by its id ({} when the history cannot be read)."""
        return self._use(lambda history: {g.game_id: g.started for g in history.games()},
                         _tr("Could not read the score history"), {})

    def export_history(self, path: str | Path) -> Path | None:
        """Write the history as CSV; the path written, or None (and ``error``)."""
        return self._use(lambda history: history.export_csv(path),
                         _tr("Could not export the score history"), None)

    def export_hands(self, path: str | Path) -> Path | None:
        """Write every recorded hand as CSV, one row per hand and side (items, bonuses,
        totals); the path written, or None (and ``error``)."""
        return self._use(lambda history: history.export_hands_csv(path),
                         _tr("Could not export the score history"), None)

    def _use(self, read: Callable[[HistoryDB], T], title: str, failed: T) -> T:
        """``read(database)``; ``failed`` when the history is not available or the reading
        fails (then reported under ``title``, a damaged history opened afresh next time)."""
        history = self.open()
        if history is None:
            return failed
        try:
            return read(history)
        except PersistenceError as problem:
            self.problem(title, problem)
            return failed

    def reset(self) -> bool:
        """Forget every recorded game and hand; the game on the table starts a new record."""
        history = self.open()
        if history is None:
            return False
        try:
            history.reset()
        except PersistenceError as problem:
            self.problem(_tr("Could not reset the statistics"), problem)
            return False
        self.game_id = None
        self._changed()
        return True

    # ------------------------------------------------------------------ the coach's reviews
    def store_hand_review(self, game_id: int, review: StoredHandReview) -> bool:
        """Keep a hand's review in the score history (persistence/reviews.py)."""
        history = self.open()
        if history is None or history.read_only:
            return False
        try:
            store_hand_review(history, game_id, review)
        except (PersistenceError, ValueError) as problem:
            self._report(_tr("Could not record the hand in the score history"), problem)
            return False
        self._changed()
        return True

    def hand_review_of(self, seed: int, hand_number: int,
                       moves: int) -> StoredHandReview | None:
        """The kept review of a hand record's hand (None: none kept)."""
        history = self.open()
        if history is None:
            return None
        try:
            return review_of_deal(history, seed, hand_number, moves)
        except PersistenceError:
            return None

    def review_costs(self) -> dict[int, float]:
        """The points the human's decisions lost per reviewed hand of the game followed now."""
        history = self.open()
        if history is None or self.game_id is None:
            return {}
        try:
            return game_costs(history, self.game_id)
        except PersistenceError:
            return {}

    def unreviewed(self, hands: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """Those of ``hands`` ((game id, hand number)) of a recorded game with no kept review
        ([] without a history or when it cannot be read: the coach then leaves them)."""
        history = self.open()
        if history is None or history.read_only:
            return []
        try:
            return unreviewed_hands(history, hands)
        except PersistenceError:
            return []

    def review_trend(self) -> list[GameReviewTotals]:
        """Every game with reviewed hands, oldest first (Statistics: "Your decisions")."""
        history = self.open()
        if history is None:
            return []
        try:
            return review_trend(history)
        except PersistenceError as problem:
            self._report(_tr("Could not read the score history"), problem)
            return []
