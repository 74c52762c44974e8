"""The recent-moves log: `MoveLog` keeps the table's lines of one game (`LogEntry`), and
``hand_events`` rebuilds them for a saved game from its move log.

A saved game keeps the moves of the hand in play (``game.move_log``) but not what the table
looked like before each of them, which a log line needs (how many cards the pile held, which meld
a card went to). ``hand_events`` deals the hand again from the game's seed, plays the moves on
that copy, takes each move's event from the position before it, and keeps the result only if the
replay ends exactly where the saved game is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Protocol

from samba_desktop.engine import Game, Move, Phase, Rules, deal_hand

from .reasons import ReasonRecord
from .texts import log_text, move_event

Event = tuple[int, str, dict[str, Any]]


class PastHand(Protocol):
    """What the log needs of a finished hand's record (a ``persistence.HandRecord`` has it)."""

    @property
    def rules(self) -> Rules: ...

    @property
    def seed(self) -> int: ...

    @property
    def hand_number(self) -> int: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def moves(self) -> tuple[tuple[int, Move], ...]: ...


#: the record of hand n of the game on the table, if one was kept (None: not known)
PastHands = Callable[[int], PastHand | None]


@dataclass(frozen=True)
class LogEntry:
    """One line of the recent-moves log, kept as an event and put into words when shown.

    ``event`` names what happened ("draw", "discard", "meld", "went_out", "hand", ... see
    ``texts.log_text``) and ``params`` holds its values (cards, counts, a meld); ``text`` is the
    line in the current language, so a log shown again after a language switch is in the new
    language. ``own``: the human player's own move ("You drew 2"); ``name``: the seat's name.
    """

    seat: int | None
    side: int | None
    event: str
    hand_number: int
    kind: str = "move"  # "move", "hand", "out"
    params: Mapping[str, object] = field(default_factory=dict)
    name: str = ""
    own: bool = False
    reason: ReasonRecord | None = None  # a computer's reason for the move (qtmodel/reasons.py)

    @property
    def text(self) -> str:
        """The line in the current language."""
        return log_text(self.event, self.params, self.name, self.own)


class MoveLog:
    """The recent-moves log of one game at the table, and the computers' reasons for the moves
    of the hand in play (by index in ``game.move_log``).

    ``names`` are the seats' stored names, ``human_seat`` the seat whose lines are "own";
    ``on_added`` hears of every line as it is added.
    """

    def __init__(self, game: Game, names: Sequence[str], human_seat: int | None,
                 on_added: Callable[[LogEntry], None]) -> None:
        self._game = game
        self._names = tuple(names)
        self._human_seat = human_seat
        self._on_added = on_added
        self._entries: list[LogEntry] = []
        self._reasons: dict[int, ReasonRecord] = {}
        self._past_added = False

    def rename(self, names: Sequence[str]) -> None:
        """The seats' names from now on (a hosted table's players come and go)."""
        self._names = tuple(names)

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def entries(self) -> list[LogEntry]:
        """The lines so far, oldest first (a new list)."""
        return list(self._entries)

    @property
    def reasons(self) -> dict[int, ReasonRecord]:
        """The computers' reasons for this hand's moves, by index in ``game.move_log``."""
        return dict(self._reasons)

    def note_reason(self, move_index: int, reason: ReasonRecord) -> None:
        self._reasons[move_index] = reason

    def add(self, seat: int | None, event: str, params: Mapping[str, object] | None = None,
            kind: str = "move", reason: ReasonRecord | None = None,
            hand_number: int | None = None) -> LogEntry:
        """Add the line of ``event`` (by ``seat``, or of the table when None) and announce it
        (a line of the hand in play unless ``hand_number`` says which)."""
        side = None if seat is None else self._game.side_of(seat)
        name = "" if seat is None else self._names[seat]
        own = seat is not None and seat == self._human_seat
        hand = self._game.hand_number if hand_number is None else hand_number
        entry = LogEntry(seat, side, event, hand, kind,
                         MappingProxyType(dict(params or {})), name, own, reason)
        self._entries.append(entry)
        self._on_added(entry)
        return entry

    def heading(self) -> None:
        """The line that opens a hand ("Hand 2")."""
        self.add(None, "hand", {"n": self._game.hand_number}, kind="hand")

    def new_hand(self) -> None:
        """A hand is dealt: its heading; the reasons of the hand before are gone."""
        self._reasons = {}
        self.heading()

    def hand_end(self) -> None:
        """The line that ends the hand (who went out, or the stock ran out), once it is over."""
        result = self._game.hand_result()
        if result is None:
            return
        event = "went_out" if result.went_out is not None else "stock_out"
        self.add(result.went_out, event, kind="out")

    def saved_hand(self, reasons: Mapping[int, ReasonRecord] | None = None) -> None:
        """The lines of a saved game's hand put back on the table: its heading, the moves so
        far (when they can be rebuilt, `hand_events`), with the computers' ``reasons`` kept
        with the save (by move index), and its end if it is over."""
        self.heading()
        reasons = reasons or {}
        self._reasons.update(reasons)
        for index, (seat, event, params) in enumerate(hand_events(self._game) or ()):
            self.add(seat, event, params, reason=reasons.get(index))
        if not self._game.in_play:
            self.hand_end()

    def add_past_hands(self, past: PastHands) -> bool:
        """Put the hands finished before the one on the table (a saved game put back) in front
        of the lines: each one's heading, its moves when ``past`` has its record, and how it
        ended. Once per game; False when there is nothing to add."""
        game = self._game
        if self._past_added:
            return False
        self._past_added = True
        lines: list[LogEntry] = []
        keep, self._entries = self._entries, lines
        quiet, self._on_added = self._on_added, _ignore
        try:
            for result in game.hand_results:
                n = result.hand_number
                if n >= game.hand_number:
                    continue  # the hand on the table (over): its lines are there
                self.add(None, "hand", {"n": n}, kind="hand", hand_number=n)
                record = past(n)
                if record is not None and record.seed == game.seed and record.hand_number == n:
                    for seat, event, params in past_hand_events(record) or ():
                        self.add(seat, event, params, hand_number=n)
                self.add(result.went_out, "went_out" if result.went_out is not None
                         else "stock_out", kind="out", hand_number=n)
        finally:
            self._entries = lines + keep
            self._on_added = quiet
        return bool(lines)

    def truncate(self, length: int) -> None:
        """Forget the lines after the first ``length`` (a move taken back)."""
        del self._entries[length:]


def hand_events(game: Game) -> list[Event] | None:
    """(seat, event, params) for every move of the hand in play, in order; None when the hand
    cannot be dealt again (a set-up position without a seed) or the replay disagrees."""
    moves = game.move_log
    try:
        replay = _hand_start(game)
        if replay is None:
            return None
        events: list[Event] = []
        for seat, move in moves:
            if seat != replay.turn:
                return None
            event, params = move_event(replay, seat, move)
            events.append((seat, event, params))
            replay.apply(move)
        if replay.to_dict() != game.to_dict():
            return None
    except (ValueError, TypeError, KeyError, IndexError):  # IllegalMove is a ValueError
        return None
    return events


def _ignore(_entry: LogEntry) -> None:
    """Hears of no line (the past hands' lines are shown by reloading the log)."""


def past_hand_events(record: PastHand) -> list[Event] | None:
    """(seat, event, params) for every move of a finished hand's record, in order; None when
    its moves do not replay on its deal."""
    try:
        replay = deal_hand(record.rules, record.seed, record.hand_number, list(record.scores))
        events: list[Event] = []
        for seat, move in record.moves:
            event, params = move_event(replay, seat, move)
            events.append((seat, event, params))
            replay.apply(move)
    except (ValueError, TypeError, KeyError, IndexError):  # IllegalMove is a ValueError
        return None
    return events


def _hand_start(game: Game) -> Game | None:
    """The hand in play as it was dealt, or None when it cannot be dealt again."""
    saved = game.to_dict()
    if saved.get("seed") is None or not saved.get("full_deck"):
        return None
    if game.hand_number == 1:
        return Game.new(game.rules, seed=saved["seed"])
    result = game.hand_result()  # the hand just over (None while it is in play)
    if result is not None:  # the scores before this hand
        saved["results"] = saved["results"][:-1]
        saved["scores"] = [score - total for score, total in zip(saved["scores"], result.totals,
                                                                  strict=True)]
    # the previous hand just over, then the next one dealt: the same seed deals the same cards
    saved.update(phase=Phase.HAND_OVER, hand_number=game.hand_number - 1,
                 dealer=(saved["dealer"] - 1) % game.num_players, move_log=[], winner=None)
    start = Game.from_dict(saved)
    start.next_hand()
    return start
