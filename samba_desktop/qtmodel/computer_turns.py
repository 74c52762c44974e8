"""Computer turns: the computer seats' players, and asking them for moves at the table's pace.

`ComputerPlayers` makes a player per computer seat (``factory(level, seed)``, a seed drawn once
per game) and makes the searching ones anew when the thinking time changes. `ComputerTurns` asks
them for moves (and the hint player for hints) on a worker thread, one at a time, and paces the
table: when a view animates, it waits for the view's ``animations_done()`` (or a watchdog)
before it asks the next computer, then pauses as long as the `Pace` says.
"""

from __future__ import annotations

import enum
import logging
import random
from collections import deque
from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, QThreadPool, QTimer

from samba_desktop.ai import Decision, Player
from samba_desktop.engine import Game, Move

from .config import TableConfig
from .worker import AiSignals, AiTask

log = logging.getLogger(__name__)

# how many computer think times ``think_times`` keeps
THINK_TIMES_KEPT = 1000

PlayerFactory = Callable[..., Player]  # (level, seed, **options) -> player
# what a worker brings back: (move or None, exception or None, seconds thought, decision)
Answer = tuple[Move | None, BaseException | None, float, Decision | None]
MoveHandler = Callable[[int, Move | None, BaseException | None, Decision | None], None]
HintHandler = Callable[[Move | None, BaseException | None, Decision | None], None]


class Pace(enum.Enum):
    """How fast computer moves are shown: (animation ms, pause after a move ms)."""

    INSTANT = (0, 0)
    FAST = (160, 120)
    NORMAL = (320, 380)
    SLOW = (560, 900)

    @classmethod
    def named(cls, speed: str) -> Pace:
        """The pace of a stored computer speed ("instant", "fast", "normal", "slow").

        >>> Pace.named("slow") is Pace.SLOW
        True
        """
        return cls[speed.upper()]

    @property
    def animation_ms(self) -> int:
        return self.value[0]

    @property
    def pause_ms(self) -> int:
        return self.value[1]


class ComputerPlayers:
    """The computer players of one table, by seat."""

    def __init__(self, factory: PlayerFactory) -> None:
        self._factory = factory
        self._thinking_time: float | None = None
        self._levels: dict[int, str] = {}
        self._seeds: dict[int, int] = {}
        self._players: dict[int, Player] = {}

    def seat(self, config: TableConfig, seed: int) -> None:
        """Make the players of ``config``'s computer seats for a new game: each seat's own
        seed is drawn once from ``seed``, so a player made anew plays from the same seed."""
        rng = random.Random(seed)
        self._seeds = {i: rng.randrange(2**31) for i, s in enumerate(config.seats) if not s.human}
        self._levels = {i: config.seats[i].level for i in self._seeds}
        self._players = {i: self._make(self._levels[i], seed)
                         for i, seed in self._seeds.items()}

    def __getitem__(self, seat: int) -> Player:
        return self._players[seat]

    @property
    def seeds(self) -> Mapping[int, int]:
        """Each computer seat's seed in this game."""
        return dict(self._seeds)

    @property
    def thinking_time(self) -> float | None:
        """Seconds a searching ("hard") player may think per decision; None: its default."""
        return self._thinking_time

    def set_thinking_time(self, seconds: float) -> None:
        """Let the searching ("hard") players think ``seconds`` per decision at most (0:
        Settings' "Automatic", the level's own default: they are made without a time); the
        hard players seated are made anew, from their seeds."""
        thinking_time = seconds if seconds > 0 else None
        if thinking_time == self._thinking_time:
            return
        self._thinking_time = thinking_time
        for seat, level in self._levels.items():
            if level == "hard":
                self._players[seat] = self._make(level, self._seeds[seat])

    def _make(self, level: str, seed: int) -> Player:
        if level == "hard" and self._thinking_time is not None:
            return self._factory(level, seed, time=self._thinking_time)
        return self._factory(level, seed)


class ComputerTurns(QObject):
    """Asks the computers for their moves, one at a time on a worker thread, at the table's
    pace. The answers come back on the main thread: a computer's move to ``on_move(seat, move,
    error, decision)``, a hint to ``on_hint(move, error, decision)``; ``on_thinking(seat,
    thinking)`` hears when a computer starts and stops thinking. The callbacks are kept as
    given: an owner that keeps its ComputerTurns hands them over through `weak.weak_method`,
    or the two would keep each other alive."""

    def __init__(self, players: ComputerPlayers, pace: Pace, on_move: MoveHandler,
                 on_hint: HintHandler, on_thinking: Callable[[int, bool], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players = players
        self.pace = pace
        self._on_move = on_move
        self._on_hint = on_hint
        self._on_thinking = on_thinking
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = AiSignals(self)
        self._signals.done.connect(self._on_done)
        self._pending: set[int] = set()  # keys of the computer moves and hints under way
        self._token = 0
        self._ai_token: int | None = None  # the computer move the table waits for
        self._thinking: int | None = None
        self._game: Game | None = None
        self._human_seat: int | None = None
        #: whether this table's computers play (False at a hosted table: the host's do)
        self.plays_computers = True
        #: called once the view has shown the change it was waited for (or the wait timed
        #: out): a hosted table then shows the next move its host reported
        self.on_view_done: Callable[[], None] | None = None
        self._view_attached = False
        self._waiting_for_view = False
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._view_timed_out)
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self._maybe_start)
        self.think_times: deque[float] = deque(maxlen=THINK_TIMES_KEPT)
        """Seconds each of the last computer moves took to think."""
        self._shut = False  # shut down for good: the table is closing

    def reset(self, game: Game, human_seat: int | None) -> None:
        """A new game at the table: forget every move and hint under way."""
        self._token += 1
        self._pending.clear()
        self._thinking = None
        self._waiting_for_view = False
        self._watchdog.stop()
        self._next_timer.stop()
        self._game = game
        self._human_seat = human_seat

    def shutdown(self) -> None:
        """Forget pending moves and hints, wait for the worker, and ask no one again: a view
        that comes to rest afterwards (a closing window's last animation) starts nothing."""
        self._shut = True
        self._token += 1
        self._watchdog.stop()
        self._next_timer.stop()
        self._pool.clear()
        self._pool.waitForDone(5000)
        self._pending.clear()

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    # ------------------------------------------------------------------ pacing
    @property
    def waiting_for_view(self) -> bool:
        return self._waiting_for_view

    def attach_view(self, attached: bool) -> None:
        self._view_attached = attached
        if not attached and self._waiting_for_view:
            self.animations_done()

    def animations_done(self) -> None:
        if not self._waiting_for_view:
            return
        self._waiting_for_view = False
        self._watchdog.stop()
        self._schedule(self.pace.pause_ms)
        if self.on_view_done is not None:
            self.on_view_done()

    def expect_view(self, shown: bool) -> bool:
        """Before the table tells its views of a change (``shown``: one the views animate):
        with an animating view attached, wait for its `animations_done`. Whether it waits."""
        waits = self._view_attached and shown
        if waits:
            self._waiting_for_view = True
            self._watchdog.start(max(4000, 6 * self.pace.animation_ms + 2000))
        return waits

    def carry_on(self, waited: bool, after_move: bool) -> None:
        """After the views heard of a change the table goes on with: unless it waits for a
        view, let the next computer move (after the pace's pause when a move was played)."""
        if not waited and not self._waiting_for_view:
            self._schedule(self.pace.pause_ms if after_move else 0)

    def _view_timed_out(self) -> None:
        log.warning("the view did not report its animations as done; carrying on")
        self.animations_done()

    def _schedule(self, delay_ms: int) -> None:
        if not self._shut:
            self._next_timer.start(max(0, delay_ms))

    # ------------------------------------------------------------------ asking
    def _maybe_start(self) -> None:
        g = self._game
        if g is None or not g.in_play or self._waiting_for_view or not self.plays_computers:
            return
        seat = g.turn
        if seat == self._human_seat or self._thinking is not None:
            return
        self._thinking = seat
        self._on_thinking(seat, True)
        self.ask(self._players[seat], seat, hint=False)

    def ask(self, player: Player, seat: int, hint: bool) -> None:
        """Ask ``player`` for ``seat``'s move on the worker (``hint``: advice for the human)."""
        assert self._game is not None
        if self._shut:
            return
        self._token += 1
        token = self._token
        # A hint must not invalidate a computer's pending move: hints use negative tokens.
        key = -token if hint else token
        self._pending.add(key)
        if not hint:
            self._ai_token = token
        self._pool.start(AiTask(player, self._game.view(seat), key, seat, self._signals))

    def _on_done(self, key: int, seat: int, result: Answer) -> None:
        if key not in self._pending:  # from a game that is gone
            return
        self._pending.discard(key)
        move, error, seconds, decision = result
        if key < 0:
            self._on_hint(move, error, decision)
            return
        if key != self._ai_token or self._thinking != seat:
            return
        self.think_times.append(seconds)
        self._thinking = None
        self._on_thinking(seat, False)
        g = self._game
        if g is None or g.turn != seat or not g.in_play:
            return
        self._on_move(seat, move, error, decision)
