"""Replays: a hand stepped through move by move, and a deal played again.

`HandReplay(record)` deals the record's hand again from its seed (`engine.deal_hand`) and
plays its moves, keeping the table after every move: ``game_at(0)`` is the deal,
``game_at(steps)`` the end. `FollowedHand` is a hand as one seat at a hosted table saw it (a
joiner cannot deal it again: the host keeps the seed, which would tell the next deals): the
positions its table showed, the other hands face down, and at the end every hand as the host
laid them open. Both are a `SteppedHand`, what the hand viewer steps through. A record whose moves do not fit its deal is refused with a
`ReplayError` whose message says why in the player's language. A record holds facts (default
names as keys, reasons as keys with parameters); the moves, names and reasons are put into
words when asked for, in the player's language of that moment, with the same texts as the
table's move log (the human's own moves in the second person). `hand_record_of(model)` is the
record of the hand on the table (with the computers' reasons); `replay_deal(model, ...)` starts
a hand's deal again at the table, with the same seats.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from samba_desktop.engine import Game, IllegalMove, Move, deal_hand
from samba_desktop.persistence import PersistenceError, Seat
from samba_desktop.persistence.hand_record import (
    HAND_RECORD_SUFFIX,
    HandRecord,
    HandRecordError,
    parse_hand_record,
    read_hand_record,
    record_from_game,
    store_hand_record,
    write_hand_record,
)
from samba_desktop.persistence.hand_record import stored_hands as _stored_hands

from .config import SeatConfig, TableConfig, localized_name, name_key
from .move_log import Event
from .reasons import ReasonRecord, reason_text
from .texts import illegal_message, log_text, move_event

if TYPE_CHECKING:
    from .game_model import ChangeSet, GameModel

__all__ = ["HAND_RECORD_SUFFIX", "FollowedHand", "HandArchive", "HandRecord", "HandReplay",
           "ReplayError", "SteppedHand",
           "config_of", "deal_label", "export_hand", "hand_record_of", "open_hand_record",
           "replay_deal", "replay_from_text", "store_hand_of", "stored_hands", "stored_record"]


log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


class ReplayError(ValueError):
    """A hand record that cannot be shown; ``str()`` is a message for the player."""


def record_message(error: HandRecordError) -> str:
    """Why a hand record was refused, in the player's language."""
    where = _tr("line {n}: ").format(n=error.line) if error.line else ""
    texts = {
        "not_a_record": _tr("This is not a Samba Desktop hand record."),
        "too_large": _tr("The file is too large for a hand record."),
        "unreadable": _tr("The file cannot be read."),
        "bad_rules": _tr("The rules are not valid."),
        "bad_seat": _tr("A seat is not valid."),
        "bad_seed": _tr("The deal seed is not a number."),
        "bad_hand": _tr("The hand number is not valid."),
        "bad_scores": _tr("The scores do not fit the number of sides."),
        "bad_move": _tr("A move cannot be read."),
        "missing": _tr("A part of the record is missing."),
        "humans": _tr("More than one seat is played by a human; a game has at most one."),
        "out_of_range": _tr("A number is outside what a game allows."),
        "bad_line": _tr("A line cannot be read."),
    }
    text = where + texts.get(error.key, _tr("The record is damaged."))
    if error.detail:
        text += f" ({error.detail})"
    return text


def deal_label(seed: int | None, hand_number: int) -> str:
    """A hand's deal as players may quote it: ``"8123419/3"`` (seed and hand number)."""
    return "" if seed is None else f"{seed}/{hand_number}"


class SteppedHand:
    """A hand to step through, move by move: ``game_at(step)`` for ``step`` from 0 to `steps`,
    ``text_at(step)`` the move that led there in words, its computer's reason, the seats'
    `names` and the viewer's `own_seat`; `record` when it can be kept, exported and dealt
    again (a `HandReplay`), None otherwise."""

    record: HandRecord | None = None
    _games: list[Game]
    _events: list[Event]

    @property
    def hand_number(self) -> int:
        return self._games[0].hand_number

    @property
    def seed(self) -> int | None:
        """The deal's seed, when it is known (a hand dealt on this machine)."""
        return self.record.seed if self.record is not None else None

    @property
    def names(self) -> list[str]:
        raise NotImplementedError

    @property
    def own_seat(self) -> int | None:
        raise NotImplementedError

    @property
    def steps(self) -> int:
        """How many moves the hand has (``game_at(steps)`` is after the last one)."""
        return len(self._games) - 1

    def game_at(self, step: int) -> Game:
        """The table after ``step`` moves (0: as dealt). A copy: change it freely."""
        return self._games[max(0, min(step, self.steps))].copy()

    def move_at(self, step: int) -> tuple[int, Move]:
        """(seat, move) of move number ``step`` (1-based), the one that led to ``game_at(step)``."""
        raise NotImplementedError

    def text_at(self, step: int) -> str:
        """Move ``step`` in words, in the current language ("" for the deal)."""
        if not 1 <= step <= self.steps:
            return ""
        seat, event, params = self._events[step - 1]
        return log_text(event, params, self.names[seat], seat == self.own_seat)

    def reason_at(self, step: int) -> str:
        """The computer's reason for move ``step`` in the current language, when it is known
        ("" otherwise)."""
        return ""

    @property
    def finished(self) -> bool:
        """Whether the hand is stepped through to its end."""
        return not self._games[-1].in_play


class HandReplay(SteppedHand):
    """One hand, move by move (see the module docstring)."""

    record: HandRecord

    def __init__(self, record: HandRecord) -> None:
        self.record = record
        try:
            game = deal_hand(record.rules, record.seed, record.hand_number, list(record.scores))
        except ValueError as exc:
            raise ReplayError(_tr("The deal cannot be made again: {why}").format(why=exc)) \
                from None
        self._games = [game.copy()]
        self._events: list[Event] = []
        for n, (seat, move) in enumerate(record.moves):
            if not game.in_play or game.turn != seat:
                raise ReplayError(_tr("Move {n} does not fit the hand: it is not that player's "
                                      "turn.").format(n=n + 1))
            event, params = move_event(game, seat, move)
            try:
                game.apply(move)
            except IllegalMove as exc:
                raise ReplayError(_tr("Move {n} is not legal: {why}").format(
                    n=n + 1, why=illegal_message(exc))) from None
            self._games.append(game.copy())
            self._events.append((seat, event, params))

    @property
    def names(self) -> list[str]:
        """The seats' names in the player's current language."""
        return [localized_name(seat.name) for seat in self.record.seats]

    @property
    def own_seat(self) -> int | None:
        """The seat the record's human played (their moves read "You drew 2"), if any."""
        return next((i for i, seat in enumerate(self.record.seats) if seat.human), None)

    def move_at(self, step: int) -> tuple[int, Move]:
        return self.record.moves[step - 1]

    def text_at(self, step: int) -> str:
        if not 1 <= step <= self.steps:
            return ""
        seat, event, params = self._events[step - 1]
        return log_text(event, params, self.record.seats[seat].name, seat == self.own_seat)

    def reason_at(self, step: int) -> str:
        return reason_text(self.record.reasons.get(step - 1)) if step >= 1 else ""


class FollowedHand(SteppedHand):
    """A hand as ``own_seat`` at a hosted table saw it (see the module docstring): `start` at
    the deal (or where this seat came in), `add` after every move, `lay_open` at its end."""

    def __init__(self, names: Sequence[str], own_seat: int, start: Game) -> None:
        self._names = list(names)  # (as the table's config keeps them: put in words when read)
        self._own_seat = own_seat
        self._games = [start.copy()]
        self._events = []
        self._moves: list[tuple[int, Move]] = []

    @property
    def names(self) -> list[str]:
        return [localized_name(name) for name in self._names]

    @property
    def own_seat(self) -> int:
        return self._own_seat

    def add(self, game: Game, seat: int, move: Move, event: str,
            params: Mapping[str, object]) -> None:
        """``seat`` played ``move`` (``event`` and ``params``: its words); ``game`` after it."""
        self._games.append(game.copy())
        self._events.append((seat, event, dict(params)))
        self._moves.append((seat, move))

    def lay_open(self, game: Game) -> None:
        """The hand is over: ``game`` is its end with every hand laid open."""
        self._games[-1] = game.copy()

    def move_at(self, step: int) -> tuple[int, Move]:
        return self._moves[step - 1]


# ------------------------------------------------------------------ the hand on the table
def _seat_of(config_seat: SeatConfig) -> Seat:
    level = config_seat.level if config_seat.level in ("easy", "normal", "hard") else "normal"
    name = name_key(config_seat.name)[:24] or "?"
    return Seat("human" if config_seat.human else "computer", level, name)


class RecordedTable(Protocol):
    """What the record of a hand is taken from (a `GameModel`): the game, the seats, and the
    reasons of the computers' moves in the hand."""

    @property
    def game(self) -> Game: ...

    @property
    def config(self) -> TableConfig: ...

    def hand_reasons(self) -> Mapping[int, ReasonRecord]: ...


def hand_record_of(model: RecordedTable) -> HandRecord | None:
    """The record of the hand on ``model``'s table so far (None for a game without a seed)."""
    reasons = {index: record for index, record in model.hand_reasons().items()
               if record.key or record.text}
    return record_from_game(model.game, [_seat_of(s) for s in model.config.seats], reasons)


def store_hand_of(model: RecordedTable, history_id: int, base: str | Path | None = None) -> bool:
    """Keep the record of the hand just ended on ``model``'s table with score-history game
    ``history_id`` (for the hand viewer). A file problem is logged, never raised."""
    record = hand_record_of(model)
    if record is None:
        return False
    try:
        store_hand_record(record, history_id, base)
    except PersistenceError as exc:
        log.warning("could not keep the hand for the hand viewer: %s", exc)
        return False
    return True


def stored_hands(base: str | Path | None = None) -> list[tuple[int, int, Path]]:
    """The hands kept beside the score history: (game id, hand number, file), newest first."""
    try:
        return _stored_hands(base)
    except (OSError, PersistenceError):
        return []


def stored_record(history_id: int, hand_number: int,
                  base: str | Path | None = None) -> HandRecord | None:
    """The kept record of hand ``hand_number`` of score-history game ``history_id``, if any."""
    for game_id, hand, path in stored_hands(base):
        if game_id == history_id and hand == hand_number:
            try:
                return read_hand_record(path)
            except HandRecordError:
                return None
    return None


class HandArchive(QObject):
    """The records of the hands finished at ``model``'s table in this game, by hand number
    (for the score sheet's "Step through" and "Replay this deal")."""

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.records: dict[int, HandRecord] = {}
        #: where hands of this game finished before (a resumed game) are looked up
        self.fallback: Callable[[int], HandRecord | None] | None = None
        self._game = model.game
        model.hand_over.connect(self._on_hand_over)
        model.changed.connect(self._on_changed)

    def _on_changed(self, change: ChangeSet) -> None:
        if change.kind == "new_game" and self.model.game is not self._game:
            self._game = self.model.game
            self.records = {}

    def _on_hand_over(self, _result: object = None) -> None:
        record = hand_record_of(self.model)
        if record is not None:
            self.records[record.hand_number] = record

    def deal_seed(self, hand_number: int) -> int | None:
        """The deal seed of hand ``hand_number`` once it is finished (from its record, as the
        score sheet quotes it); None while it is in play, and for a game without a seed."""
        record = self.records.get(hand_number)
        if record is not None:
            return record.seed
        finished = any(result.hand_number == hand_number
                       for result in self.model.view.hand_results)
        return self.model.game.seed if finished else None

    def record(self, hand_number: int) -> HandRecord | None:
        record = self.records.get(hand_number)
        if record is None and self.fallback is not None:
            record = self.fallback(hand_number)
            if record is not None and (record.seed != self.model.game.seed
                                       or record.hand_number != hand_number):
                record = None  # kept for another game
        return record


def export_hand(record: HandRecord, path: str | Path) -> Path:
    """Write ``record`` to ``path``; ``ReplayError`` with the reason if that fails."""
    try:
        return write_hand_record(record, path)
    except PersistenceError as exc:
        raise ReplayError(str(exc)) from None


def open_hand_record(path: str | Path) -> HandReplay:
    """Read a hand record file and replay it; ``ReplayError`` (a message) if it is not valid."""
    try:
        record = read_hand_record(path)
    except HandRecordError as exc:
        raise ReplayError(record_message(exc)) from None
    return HandReplay(record)


def replay_from_text(text: str) -> HandReplay:
    """`open_hand_record` for a text."""
    try:
        record = parse_hand_record(text)
    except HandRecordError as exc:
        raise ReplayError(record_message(exc)) from None
    return HandReplay(record)


def replay_deal(model: GameModel, seed: int, hand_number: int, scores: Sequence[int],
                config: TableConfig | None = None) -> None:
    """Start the deal of hand ``hand_number`` of the game with ``seed`` again at ``model``'s
    table (same seats unless ``config`` is given), with the scores it had before that hand."""
    config = config or model.config
    game = deal_hand(config.rules, seed, hand_number, list(scores))
    model.new_game(config, game=game, seed=seed)


def config_of(record: HandRecord) -> TableConfig:
    """The table of a record: its rules and seats."""
    return TableConfig(record.rules, tuple(
        SeatConfig(name_key(s.name), human=s.kind == "human", level=s.level)
        for s in record.seats))
