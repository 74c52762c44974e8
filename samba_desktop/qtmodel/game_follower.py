"""`GameFollower`: the session following the game on the table.

It hears the table's signals: after every applied move, undo or new hand it autosaves the game
(in the next turn of the event loop while the view draws the move), and when another game comes
to the table it follows that one: a game under way (opened, a replay played on) is saved at
once, a fresh deal removes the autosave of the game left, so the game offered next time is
always the one that was on the table. It records every finished hand and game in the score history and
keeps each hand's moves beside it for the hand viewer.

The order of the writes is what makes a crash at any moment harmless: the autosave (synced)
holds a position before the history records it, and the end of a game is written as the final
position, then the finished game (synced), and only then is the autosave removed. A start after
a crash finishes what was left: `settle_left_over`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, SignalInstance

from samba_desktop.engine import Game, Phase
from samba_desktop.persistence import (
    PersistenceError,
    SavedGame,
    Seat,
    SharedTable,
    TableRole,
    autosave,
    clear_autosave,
)
from samba_desktop.persistence.hand_record import HandRecord
from samba_desktop.persistence.seats import MAX_NAME_LENGTH, MAX_PLAYERS

from .config import localized_name
from .game_model import ChangeSet, GameModel
from .preferences import ScoreSeries
from .reasons import ReasonRecord
from .replay import RecordedTable
from .score_history import ScoreHistory
from .settings_store import Report, SeatLike, seat_from_config, side_names_for

# Changes after which the game on the table differs from the last autosave.
_SAVE_AFTER = ("move", "undo", "new_hand", "new_game")


def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionModel", text)


class FollowedTable(RecordedTable, Protocol):
    """What the session follows of a table (a `GameModel`): its game and seats, the signals
    that say the game changed, a hand ended and the game ended, and (`RecordedTable`) the
    reasons of the hand's computer moves, kept with the hand for the hand viewer."""

    changed: SignalInstance  # ChangeSet
    hand_over: SignalInstance
    game_over: SignalInstance


class GameFollower(QObject):
    """Follows one table (`attach`) or is told of games directly (``on_move_applied``,
    ``on_hand_over``, ``on_game_over``): autosaves below ``base``, records in ``history``.
    ``claim`` gives the save a newly followed game was read from (its history row carries
    on); problems go to ``report``, recorded hands to ``history_changed``."""

    def __init__(self, base: Path | None, history: ScoreHistory,
                 claim: Callable[[Game], SavedGame | None], report: Report,
                 history_changed: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._base = base
        self._history = history
        self._claim = claim
        self._report = report
        self._history_changed = history_changed
        self._model: FollowedTable | None = None
        self._game: Game | None = None  # the game being followed
        self._seats: tuple[Seat, ...] = ()
        self._autosave_failed = False
        self._save_pending = False
        self._over: Game | None = None  # the game whose end is recorded and autosave removed
        self._saved_this_run = False  # whether the autosave on disk was written by this run

    # ------------------------------------------------------------------ the table's signals
    def attach(self, game_model: FollowedTable) -> None:
        """Follow ``game_model``: connect to its ``changed``, ``hand_over`` and ``game_over``."""
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
        if isinstance(model, GameModel) and model.table_seat is not None:
            # a hosted table's game is the host's to keep (this one holds only our view): the
            # player's own unfinished game stays in the autosave
            return
        if change.kind == "new_game":
            self._save_pending = False
            self._on_new_game(model.game)
        elif isinstance(model, GameModel) and model.waiting_for_view:
            # The view is about to draw the move: save in the next turn of the event loop, so
            # drawing and saving one move are not one long stall of the window.
            self._save_soon()
        else:
            self.on_move_applied(model.game, model.config.seats)

    def _on_new_game(self, game: Game) -> None:
        """Another game on the table (the player left the one before): a game already under
        way (opened, a replay played on) is saved as it is, its record starting at its next
        move; a fresh deal has nothing to resume, so the game left is no longer offered (only
        a game this run saved: an autosave it could not read stays as it was)."""
        if game.phase == Phase.GAME_OVER:
            return
        if game.hand_number > 1 or game.move_log:
            self._autosave(game)
            return
        if self._saved_this_run:
            try:
                clear_autosave(self._base)
            except PersistenceError as problem:
                self._report(_tr("Could not remove the autosave"), problem)
            else:
                self._saved_this_run = False

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

    # ------------------------------------------------------------------ the game followed
    def _follow(self, game: Game, seats: Iterable[SeatLike]) -> None:
        """Start following ``game``: a loaded game keeps its history row, a new one gets one
        at its first move."""
        if game is self._game:
            return
        self._game = game
        self._seats = tuple(seat_from_config(seat) for seat in seats)
        self._history.carry_on(self._claim(game))
        self._at_table()

    def _at_table(self) -> None:
        """At a table shared with friends, what the history keeps of it as it is now (who
        joined, whose table): the shared table, this player's seat, and the friends' seats
        as people's, not computers' of a level (the statistics by opponent strength count
        computers only). Nothing at a game played alone."""
        self._history.shared = shared = self._shared_table()
        self._history.human_seat = None
        model = self._model
        if shared is None or not isinstance(model, GameModel) or model.game is not self._game:
            return
        self._seats = tuple(
            replace(seat, kind="human") if model.seat_kind(i) in ("human", "away") else seat
            for i, seat in enumerate(seat_from_config(s) for s in model.config.seats))
        self._history.human_seat = model.human_seat

    def _shared_table(self) -> SharedTable | None:
        """The table shared with friends the followed game is played at, as the history
        keeps it: hosted by this app (with whom), or joined (at whose table); None: alone."""
        model = self._model
        seat = model.table_seat if isinstance(model, GameModel) else None
        if seat is None:
            return None
        friends = tuple(name[:MAX_NAME_LENGTH] for name in seat.friends())[:MAX_PLAYERS - 1]
        if seat.hosting:
            return SharedTable(TableRole.HOSTED, seat.name[:MAX_NAME_LENGTH], friends)
        return SharedTable(TableRole.JOINED, seat.host_name[:MAX_NAME_LENGTH], friends)

    def on_move_applied(self, game: Game, seats: Iterable[SeatLike]) -> None:
        """Autosave ``game`` (a move was applied, a move undone or a hand dealt)."""
        if game is not self._game:
            self._follow(game, seats)
        if game is self._over:
            return  # its end is recorded and its autosave removed: nothing to resume
        self._history.ensure_row(self._game, self._seats)
        self._autosave(game)

    def _autosave(self, game: Game) -> bool:
        """Write the autosave of ``game`` (with its history row, if it has one yet)."""
        try:
            autosave(game, self._seats, history_game_id=self._history.game_id, base=self._base,
                     reasons=self.reasons_of(game))
        except PersistenceError as problem:
            if not self._autosave_failed:  # say it once, not after every move
                self._report(_tr("Could not save the game automatically"), problem)
            self._autosave_failed = True
            return False
        self._autosave_failed = False
        self._saved_this_run = True
        return True

    def on_hand_over(self, game: Game, seats: Iterable[SeatLike] = ()) -> None:
        """Record the hand that just ended (call before ``next_hand``)."""
        if game is not self._game:
            self._follow(game, seats)
        elif self._history.shared is not None:
            self._at_table()  # who is at the table now
        self.save_pending()  # the autosave holds the hand before the history does
        if not self._history.record_hand(game, self._seats):
            return
        self._store_hand_record()
        self._history_changed()

    def on_game_over(self, game: Game, seats: Iterable[SeatLike] = ()) -> None:
        """Record the finished game and remove the autosave (there is nothing to resume):
        the final position is saved, the finished game recorded (on the disk), and only then
        the autosave removed, so that a crash between any two steps loses nothing and counts
        nothing twice."""
        if game is not self._game:
            self._follow(game, seats)
        elif self._history.shared is not None:
            self._at_table()  # who is at the table now
        if game is self._over:
            return
        self._save_pending = False
        if self._history.shared is not None:
            # a shared table's game is the host's to keep: the player's own game stays in
            # the autosave; the end is recorded in the history alone
            if self._history.record_game(game, self._seats):
                self._over = game
            return
        self._history.ensure_row(self._game, self._seats)
        if not self._autosave(game):
            return  # the history's record waits for a position it can be checked against
        if not self._history.record_game(game, self._seats):
            return  # kept: the next start records it (settle_left_over)
        self._over = game
        try:
            clear_autosave(self._base)
        except PersistenceError as problem:
            self._report(_tr("Could not remove the finished game's autosave"), problem)
        else:
            self._saved_this_run = False

    def settle_left_over(self, saved: SavedGame) -> bool:
        """At start, before any game is followed: finish what a crash left of the game
        autosaved last time. True if it needs no resuming (its end is recorded now or was
        before: its autosave is removed), False if it is a game to offer."""
        finished = self._history.is_finished(saved.history_game_id)
        if not finished and saved.game.phase != Phase.GAME_OVER:
            return False
        if not finished:  # over, but not recorded yet: record it now
            self._history.carry_on(saved)
            recorded = self._history.record_game(saved.game, saved.seats)
            self._history.game_id = None
            if not recorded:
                return True  # kept for the next start to record; there is nothing to play
        try:
            clear_autosave(self._base)
        except PersistenceError as problem:
            self._report(_tr("Could not remove the finished game's autosave"), problem)
        return True

    def reasons_of(self, game: Game) -> dict[int, ReasonRecord]:
        """The computers' reasons for the moves of ``game``'s hand, when it is the table's."""
        model = self._model
        if isinstance(model, GameModel) and model.game is game:
            return model.hand_reasons()
        return {}

    def to_save(self, game: Game | None, seats: Iterable[SeatLike] | None
                ) -> tuple[Game, tuple[Seat, ...], int | None] | None:
        """What to save of ``game`` (default: the followed one): the game, its seats
        (default: the followed ones) and its history row (the followed game's only, started
        now if it has none). None without a game."""
        if game is None:
            game = self._game
        if game is None:
            return None
        if seats is None:
            stored: tuple[Seat, ...] = self._seats
        else:
            stored = tuple(seat_from_config(seat) for seat in seats)
        if game is not self._game:
            return game, stored, None  # another game than the followed one: no row of its own
        self._history.ensure_row(game, self._seats)
        return game, stored, self._history.game_id

    # ------------------------------------------------------------------ hand records and scores
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
