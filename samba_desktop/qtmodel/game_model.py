"""`GameModel`: the Qt face of one game of Samba.

It owns the `Game`, is the only code that calls ``game.apply()``, and tells the views what changed
through signals. Views read the table through ``model.view`` (the human seat's `PlayerView`: no
hidden card ever reaches a view) and act through the methods below.

Each of its jobs has its own small class, which the model drives: `ComputerTurns` and
`ComputerPlayers` (computer_turns.py: the computer seats, the worker thread and the pace),
`Staging` (staging.py: the first meld put together), `UndoStack` (undo_stack.py: the table's part
of taking a move back), `Hints` (hints.py) and `MoveLog` (move_log.py: the recent-moves log).
None of them holds the model strongly (its callbacks into the model go through weak.py's
`weak_method`; `Hints` holds it by a weak reference), so a model let go of is freed at once.

Computer players come from ``player_factory(level, seed)``; the composition root passes
``samba_desktop.ai.create_player`` (the default imports it when first needed).

Pacing: when a view is attached (``attach_view(True)``) the model waits, after every change, for
the view's ``animations_done()`` before it asks the next computer for a move.
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from samba_desktop.ai import Decision, Player, create_player
from samba_desktop.engine import (
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    Game,
    HandResult,
    IllegalMove,
    LayRedThree,
    Meld,
    Merge,
    Movement,
    Pass,
    Phase,
    PlayerView,
    TakePile,
    TakeTop,
    legal_moves,
    parse_move,
)
from samba_desktop.engine.moves import MOVE_TYPES, Move
from samba_desktop.engine.view_codec import laid_open

from .computer_turns import THINK_TIMES_KEPT, ComputerPlayers, ComputerTurns, Pace, PlayerFactory
from .config import SeatConfig, TableConfig
from .hints import HINT_LEVEL, HINT_SECONDS, HintFactory, Hints
from .move_log import LogEntry, MoveLog, PastHands
from .reasons import ReasonRecord, record_of
from .replay import FollowedHand
from .staging import Staging
from .texts import illegal_message, move_event, table_error_message
from .undo_stack import UndoStack
from .weak import weak_method

if TYPE_CHECKING:  # the network is imported only when a hosted table is played
    from samba_desktop.net import ClientEvent

    from .hosted_table import TableSeat
    from .preferences import Preferences

__all__ = ["HINT_LEVEL", "HINT_SECONDS", "THINK_TIMES_KEPT", "ChangeKind", "ChangeSet",
           "GameModel", "HintFactory", "LogEntry", "Pace", "PlayerFactory",
           "default_hint_factory", "default_player_factory"]

log = logging.getLogger(__name__)

#: finished hands of a hosted table kept to step through (about half a megabyte each)
FOLLOWED_HANDS_KEPT = 12

# what a `ChangeSet` reports
ChangeKind = Literal["move", "undo", "staging", "new_hand", "new_game", "refresh"]


@dataclass(frozen=True)
class ChangeSet:
    """What just changed, for the views to animate.

    ``kind``: "move", "undo", "staging", "new_hand", "new_game" or "refresh" (`ChangeKind`). For a move,
    ``seat`` played ``move``, and ``movements`` are the cards it moved, in order, as the table's
    player may see them (`Movement.seen_by`: another player's draw is face down). The other
    kinds lay the table out anew.
    """

    kind: ChangeKind
    seat: int | None = None
    move: Move | None = None
    human: bool = False
    movements: tuple[Movement, ...] = ()


@dataclass(frozen=True)
class _RemoteMove:
    """A move a hosted table reported, until the view after it comes: who played it, what,
    its words for the log, the cards it carried as this seat sees them (None: not sent) and a
    computer's reason for it (None: not sent)."""

    seat: int
    move: Move
    event: str
    params: dict[str, Any]
    movements: tuple[Movement, ...] | None
    reason: ReasonRecord | None = None


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameModel", text)


def default_player_factory(level: str, seed: int | None, **options: Any) -> Player:
    """A computer player of ``level`` (``samba_desktop.ai.create_player``)."""
    return create_player(level, seed=seed, **options)


def default_hint_factory(seed: int) -> Player:
    """The hint player: the strongest level, on a time budget so the table never waits long."""
    return create_player(HINT_LEVEL, seed=seed, time=HINT_SECONDS)


class GameModel(QObject):
    """One game at the table. See the module docstring."""

    changed = Signal(object)
    """ChangeSet: the table changed (a move, an undo, staging, a new hand or game)."""
    rejected = Signal(str, str)
    """(message, key): the human's move was refused; message is translated, key names it."""
    turn_changed = Signal(int, str)
    """(seat, phase) after any change of whose turn it is or of the phase."""
    log_added = Signal(object)
    """LogEntry for the recent-moves log."""
    thinking_changed = Signal(int, bool)
    """(seat, thinking): a computer starts or stops thinking."""
    question_asked = Signal(int)
    """asker seat: a computer partner asks the human "May I go out?"; call answer()."""
    partner_answered = Signal(int, bool)
    """(answering seat, yes)."""
    hand_over = Signal(object)
    """HandResult of the hand just finished (also emitted when the game ends with it)."""
    game_over = Signal(object)
    """winning side, or None for a draw."""
    hint_ready = Signal(object, str)
    """(move or None, text) in answer to request_hint()."""
    staging_changed = Signal()
    undo_changed = Signal(bool)
    pace_changed = Signal(object)
    table_seats_changed = Signal()
    """At a hosted table: who sits where changed (``table_seat.seats``), or play began; and
    when this table leaves its hosted table (``table_seat`` is None again)."""
    chat_received = Signal(int, str, str)
    """At a hosted table: (seat, name, text) of a chat message."""
    table_closed = Signal(str)
    """At a hosted table: the connection ended; the reason's key (``host_gone``, ``left``,
    ``replaced``)."""

    def __init__(self, config: TableConfig | None = None, game: Game | None = None, *,
                 seed: int | None = None, player_factory: PlayerFactory | None = None,
                 pace: Pace = Pace.NORMAL, hint_factory: HintFactory | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players = ComputerPlayers(player_factory or default_player_factory)
        # the helpers it keeps call back through weak references: no cycle keeps a table let
        # go of alive (weak.py)
        self._turns = ComputerTurns(self._players, pace, weak_method(self._play_computer_move),
                                    weak_method(self._hint_done), self.thinking_changed.emit,
                                    self)
        self._hints = Hints(self, hint_factory or default_hint_factory, self._turns,
                            self.hint_ready.emit)
        self._table_seat: TableSeat | None = None
        self._remote_moved: _RemoteMove | None = None
        self._followed: FollowedHand | None = None  # the hand at a hosted table, as seen
        # the table's earlier finished hands, as seen (by hand number; the last few only)
        self._followed_before: dict[int, FollowedHand] = {}
        # a hosted table's messages wait here while the view shows the last move, and are
        # then taken in one by one at the pace's speed, as an offline table plays its moves
        self._table_events: deque[ClientEvent] = deque()
        self._table_timer = QTimer(self)
        self._table_timer.setSingleShot(True)
        self._table_timer.timeout.connect(self._take_table_events)
        self._turns.on_view_done = weak_method(self._view_done)
        self._setup(config or TableConfig.default(), game, seed)

    # ------------------------------------------------------------------ set-up
    def _setup(self, config: TableConfig, game: Game | None, seed: int | None) -> None:
        if game is not None and game.num_players != config.rules.players:
            raise ValueError("the game and the table config disagree on the number of players")
        self._config = config
        self._seed = seed if seed is not None else random.randrange(2**62)
        self._game = game if game is not None else Game.new(config.rules, seed=self._seed)
        self._view: PlayerView | None = None  # made when first read after each change
        self._turns.reset(self._game, config.human_seat)
        self._hints.reset()
        self._players.seat(config, self._seed)
        self._log = MoveLog(self._game, config.names, config.human_seat, self.log_added.emit)
        self._undo = UndoStack()
        self._staging = Staging(self._game, config.human_seat)
        self._announced_end = False

    def new_game(self, config: TableConfig | None = None, game: Game | None = None,
                 seed: int | None = None,
                 reasons: Mapping[int, ReasonRecord] | None = None) -> None:
        """Start another game (same seats unless ``config`` is given), or put a saved ``game``
        back on the table with the computers' ``reasons`` for its hand's moves (by index)."""
        self._setup(config or self._config, game, seed)
        self._followed_before.clear()  # (a hosted table's hands, numbered as this game's)
        if game is None:
            self._log.add(None, "new_game", kind="hand")
        else:  # a saved game put back on the table, with the moves of its hand so far
            self._log.saved_hand(reasons)
        self._after_change(ChangeSet("new_game"))

    def add_past_hands(self, past: PastHands) -> bool:
        """The recent moves of a saved game put back on the table get the hands finished before
        the one on the table, their moves from ``past`` (the kept record of hand n, if any);
        once per game, as it is put on the table. True when lines were added (show the log
        again)."""
        return self._log.add_past_hands(past)

    def set_thinking_time(self, seconds: float) -> None:
        """Time a searching ("hard") computer player may think per decision at most (0:
        Settings' "Automatic", the level's own default). Applies at once: the hard players at
        the table are made anew."""
        self._players.set_thinking_time(seconds)

    def follow_preferences(self, prefs: Preferences) -> None:
        """What the table itself takes from the player's preferences: the computers' speed and
        the Hard level's thinking time. The composition root connects the session's
        ``preferences_changed`` straight to it; a preference that did not change changes
        nothing here."""
        self.set_pace(Pace.named(prefs.animation_speed))
        self.set_thinking_time(prefs.ai_thinking_time)

    def start(self) -> None:
        """Announce the table to the views and let a computer move if it is to play first."""
        self._log.heading()
        self._after_change(ChangeSet("new_game"))

    def shutdown(self) -> None:
        """Forget pending computer moves and wait for the worker (call before quitting)."""
        self._turns.shutdown()

    # ------------------------------------------------------------------ queries
    @property
    def config(self) -> TableConfig:
        return self._config

    @property
    def game(self) -> Game:
        """The game itself, for reading; never apply moves to it yourself (use try_move)."""
        return self._game

    @property
    def view(self) -> PlayerView:
        """The table as the human (or, without a human, seat 0) sees it."""
        if self._view is None:  # one view per change of the game, made when it is read
            self._view = self._game.view(self.display_seat)
        return self._view

    @property
    def human_seat(self) -> int | None:
        return self._config.human_seat

    @property
    def display_seat(self) -> int:
        seat = self.human_seat
        return 0 if seat is None else seat

    @property
    def names(self) -> list[str]:
        """The seats' names in the player's current language (stored: ``config.names``)."""
        return self._config.shown_names

    @property
    def recent_moves(self) -> list[LogEntry]:
        return self._log.entries

    def hand_reasons(self) -> dict[int, ReasonRecord]:
        """The computers' reasons for this hand's moves, by index in ``game.move_log``."""
        return self._log.reasons

    @property
    def think_times(self) -> deque[float]:
        """Seconds each of the last computer moves took to think."""
        return self._turns.think_times

    @property
    def thinking_seat(self) -> int | None:
        return self._turns.thinking_seat

    @property
    def waiting_for_view(self) -> bool:
        return self._turns.waiting_for_view

    def is_human_turn(self) -> bool:
        """Whether the game waits for the human (to draw, meld, discard or answer)."""
        g = self._game
        return (self.human_seat is not None and g.turn == self.human_seat
                and g.in_play and not self.in_lobby)

    def suggests(self, move: Move) -> bool:
        """Whether the table may offer ``move`` as its suggestion (the yellow button); the
        lesson offers only the moves its step waits for."""
        return True

    def is_legal(self, move: Move) -> bool:
        """Whether the human may play ``move`` now."""
        return self.is_human_turn() and self._game.is_legal(move)

    def side_names(self) -> list[str]:
        """A name per side: "Us"/"Them" with partners at four, names otherwise."""
        g = self._game
        sides = g.num_sides
        names = self.names
        human_side = g.side_of(self.display_seat)
        out = []
        for side in range(sides):
            seats = g.seats_of(side)
            if len(seats) == 1:
                out.append(names[seats[0]])
            elif side == human_side and self.human_seat is not None:
                out.append(_tr("Us"))
            elif sides == 2 and self.human_seat is not None:
                out.append(_tr("Them"))
            else:
                out.append(" & ".join(names[s] for s in seats))
        return out

    def side_members(self, side: int) -> list[int]:
        return self._game.seats_of(side)

    # ------------------------------------------------------------------ pace and views
    @property
    def pace(self) -> Pace:
        return self._turns.pace

    def set_pace(self, pace: Pace) -> None:
        if pace != self._turns.pace:
            self._turns.pace = pace
            self.pace_changed.emit(pace)

    @property
    def animation_ms(self) -> int:
        return self._turns.pace.animation_ms

    def attach_view(self, attached: bool = True) -> None:
        """A view that animates says so: the model then waits for its animations_done()."""
        self._turns.attach_view(attached)

    def animations_done(self) -> None:
        """The view has finished showing the last change; the next computer may move (at a
        hosted table: the next move the table reported is shown, after the pace's pause)."""
        self._turns.animations_done()

    def _view_done(self) -> None:  # (`ComputerTurns.on_view_done`)
        if self._table_events and not self._table_timer.isActive():
            self._table_timer.start(self._turns.pace.pause_ms)

    # ------------------------------------------------------------------ human moves
    def try_move(self, move: Move) -> bool:
        """Play ``move`` for the human; on an illegal move emit ``rejected`` and return False."""
        if self.refuse_out_of_turn():
            return False
        if self._game.phase == Phase.ANSWER and not isinstance(move, Answer):
            self._reject(_tr("Answer your partner first: may they go out?"), "answer_first")
            return False
        if self._table_seat is not None:  # the host's engine decides: a refusal comes back
            self._table_seat.send_move(move)
            return True
        return self._apply(self._game.turn, move, human=True)

    def draw(self) -> bool:
        return self.try_move(Draw())

    def discard(self, card: Card) -> bool:
        return self.try_move(Discard(card))

    def pass_turn(self) -> bool:
        return self.try_move(Pass())

    def ask_partner(self) -> bool:
        return self.try_move(AskPartner())

    def answer(self, yes: bool) -> bool:
        return self.try_move(Answer(bool(yes)))

    def lay_red_three(self) -> bool:
        return self.try_move(LayRedThree())

    def take_top(self, meld_id: int) -> bool:
        return self.try_move(TakeTop(meld_id))

    def take_pile(self, cards: Sequence[Card]) -> bool:
        """Take the pile with ``cards`` (the pair and more); staged melds go along as extras."""
        return self.try_move(TakePile(tuple(cards), tuple(self._staging.melds)))

    def meld(self, melds: Sequence[Sequence[Card]]) -> bool:
        return self.try_move(Meld(tuple(tuple(m) for m in melds)))

    def extend(self, meld_id: int, cards: Sequence[Card]) -> bool:
        return self.try_move(Extend(meld_id, tuple(cards)))

    def merge(self, meld_id: int, other_meld_id: int) -> bool:
        return self.try_move(Merge(meld_id, other_meld_id))

    # ------------------------------------------------------------------ first-meld staging
    @property
    def staging_active(self) -> bool:
        """Whether the human's side still has to make its first meld (so melds are staged)."""
        return self._staging.active

    @property
    def staged_melds(self) -> list[tuple[Card, ...]]:
        return self._staging.melds

    @property
    def staging_value(self) -> int:
        return self._staging.value

    @property
    def staging_minimum(self) -> int:
        return self._staging.minimum

    def free_hand(self) -> list[Card]:
        """The human's hand without the staged cards."""
        return self._staging.free_hand()

    def can_stage(self, cards: Sequence[Card], index: int | None = None) -> bool:
        """Whether stage(cards, index) would be accepted (no signal is emitted)."""
        if not self.is_human_turn() or self._game.phase == Phase.ANSWER or not self.staging_active:
            return False
        return self._staging.problem(tuple(cards), index) is None

    def stage(self, cards: Sequence[Card], index: int | None = None) -> bool:
        """Put ``cards`` into the first-meld staging area: a new staged meld, or added to staged
        meld ``index``. Each staged meld must be a meld on its own."""
        if not self.is_human_turn() or self._game.phase == Phase.ANSWER:
            self._reject(_tr("Please wait: it is not your turn."), "not_your_turn")
            return False
        if not self.staging_active:
            self._reject(_tr("Your side has already melded: lay melds directly."), "no_staging")
            return False
        problem = self._staging.stage(tuple(cards), index)
        if problem is not None:
            self._reject(illegal_message(problem), problem.key)
            return False
        self._staging_changed()
        return True

    def unstage(self, index: int) -> None:
        """Return staged meld ``index`` to the hand."""
        if self._staging.unstage(index):
            self._staging_changed()

    def clear_staging(self) -> None:
        if self._staging.clear():
            self._staging_changed()

    def commit_staging(self) -> bool:
        """Lay the staged melds as one action (the side's first meld)."""
        if not self._staging:
            self._reject(illegal_message(IllegalMove("", "choose_cards")), "choose_cards")
            return False
        return self.try_move(Meld(tuple(self._staging.melds)))

    def _staging_changed(self) -> None:
        self.staging_changed.emit()
        self.changed.emit(ChangeSet("staging", self.human_seat, human=True))

    # ------------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Take back the human's last meld action of this turn (back to the draw at most)."""
        if not self._undo or not self.is_human_turn():
            return False
        point = self._undo.pop()
        self._game.undo()
        self._view = None
        self._log.truncate(point.log_length)
        self._staging.restore(point.staging)
        self.undo_changed.emit(bool(self._undo))
        self.staging_changed.emit()
        self._log.add(self.human_seat, "undo")
        self._after_change(ChangeSet("undo", self.human_seat, human=True))
        return True

    # ------------------------------------------------------------------ hints
    @property
    def hint_reason(self) -> ReasonRecord | None:
        """The computer's reason for the last hint."""
        return self._hints.reason

    def request_hint(self) -> None:
        """Ask a computer player what the human might do; the answer comes via hint_ready."""
        self._hints.request()

    def going_out_impossible(self) -> bool:
        """After the partner's "yes, go out!": whether the human's hand can no longer be
        emptied this turn (the engine then lets the obligation lapse: a discard that keeps
        cards is allowed again)."""
        return self._hints.going_out_impossible()

    def hint_text(self, move: object) -> str:
        """Advice in words for ``move`` (what the human could play)."""
        return self._hints.text(move)

    def _hint_done(self, move: Move | None, error: BaseException | None,
                   decision: Decision | None) -> None:
        self._hints.done(move, error, decision)

    # ------------------------------------------------------------------ hands and games
    def next_hand(self) -> bool:
        """Deal the next hand after a hand is over."""
        if self._game.phase != Phase.HAND_OVER:
            return False
        if self._table_seat is not None:  # the host deals when every friend is ready
            self._table_seat.send_next()
            return True
        self._game.next_hand()
        self._view = None
        self._undo.clear()
        self._staging.clear()
        self._announced_end = False
        self._log.new_hand()
        self._after_change(ChangeSet("new_hand"))
        return True

    # ------------------------------------------------------------------ a hosted table
    @property
    def table_seat(self) -> TableSeat | None:
        """The hosted table played now (None: an offline game)."""
        return self._table_seat

    def join_table(self, seat: TableSeat) -> None:
        """Play at a hosted table through ``seat`` (joined): the table holds only that seat's
        view, sends the player's moves to the host and shows what the host's engine decides
        (a refusal in the engine's words, by its key)."""
        self.leave_table()
        assert seat.view is not None
        self._table_seat = seat
        seat.received.connect(self._on_table_event)
        self._turns.plays_computers = False
        self._remote_moved = None
        self._table_events.clear()
        self._table_timer.stop()
        self._setup(self._table_config(seat), seat.view.public_game(), None)
        self._followed = None  # (another table's hands are not this one's)
        self._followed_before.clear()
        self._follow_hand()
        self._log.add(None, "new_game", kind="hand")
        self._after_change(ChangeSet("new_game"))
        self.table_seats_changed.emit()

    def hold_computers(self, held: bool) -> None:
        """At an offline table: the computers wait (``held``: a dialog that may replace the
        game is open over it, as Join a table…) or go on playing."""
        if self._table_seat is not None:
            return
        self._turns.plays_computers = not held
        if not held:
            self._turns.carry_on(False, False)

    def leave_table(self, leave: bool = False) -> None:
        """Stop playing at the hosted table (``leave``: for good, a computer takes the seat);
        the table then holds an offline game again (`new_game`)."""
        seat, self._table_seat = self._table_seat, None
        self._table_events.clear()
        self._table_timer.stop()
        if seat is None:
            return
        with contextlib.suppress(RuntimeError, TypeError):
            seat.received.disconnect(self._on_table_event)
        seat.close(leave)
        self._turns.plays_computers = True
        self.table_seats_changed.emit()  # no table's seats any more (its chat, Leave, …)

    def followed_hand(self, hand_number: int) -> FollowedHand | None:
        """At a hosted table (or after it), hand ``hand_number`` as this seat saw it, once it is
        over (every hand laid open at its end): what the hand viewer steps through where the
        hand cannot be dealt again. None for another hand, or one still in play."""
        followed = self._followed
        if followed is None or followed.hand_number != hand_number or not followed.finished:
            return self._followed_before.get(hand_number)
        return followed

    def _follow_hand(self) -> None:
        """Follow the hand on the table from here (a deal, a join, a new seat); the hand
        followed until now is kept when it was seen to its end (the last
        `FOLLOWED_HANDS_KEPT` of them)."""
        assert self._table_seat is not None
        done = self._followed
        if done is not None and done.finished:
            self._followed_before.pop(done.hand_number, None)
            self._followed_before[done.hand_number] = done
            while len(self._followed_before) > FOLLOWED_HANDS_KEPT:
                del self._followed_before[next(iter(self._followed_before))]
        self._followed = FollowedHand(self._config.names, self.display_seat, self._game)

    def send_chat(self, text: str) -> bool:
        """Send a chat line to the hosted table; False at an offline table."""
        if self._table_seat is None:
            return False
        self._table_seat.chat(text)
        return True

    def seat_kind(self, seat: int) -> str | None:
        """At a hosted table, who sits in ``seat`` (``human``, ``computer``, ``away`` or
        ``open``, the table's words); None at an offline table."""
        if self._table_seat is None:
            return None
        for info in self._table_seat.seats:
            if info.seat == seat:
                return info.kind.value
        return None

    @property
    def in_lobby(self) -> bool:
        """Whether this is a hosted table still gathering its players: nobody moves until
        the host starts the game."""
        return self._table_seat is not None and not self._table_seat.started

    @property
    def hosts_table(self) -> bool:
        """Whether the hosted table played now is hosted by this app."""
        return self._table_seat is not None and self._table_seat.hosting

    def _table_config(self, seat: TableSeat) -> TableConfig:
        """The seats as the host's table names them, the same on every machine at it: friends
        and computers by their names (a seat nobody has taken yet: "Seat 3"); this player's
        seat is the human one."""
        assert seat.view is not None
        view = seat.view
        names = [_tr("Seat {n}").format(n=i + 1) for i in range(view.num_players)]
        levels = ["normal"] * view.num_players
        for info in seat.seats:
            if 0 <= info.seat < len(names):
                if info.name:
                    names[info.seat] = info.name
                if info.level is not None:
                    levels[info.seat] = info.level.value
        rules = view.rules
        return TableConfig(rules, tuple(SeatConfig(name, human=(i == view.seat), level=levels[i])
                                        for i, name in enumerate(names)))

    def _on_table_event(self, event: ClientEvent) -> None:
        """A message from the table: taken in now, or after the messages before it once the
        view has shown their moves (`animations_done`)."""
        if self._table_seat is None:
            return
        self._table_events.append(event)
        self._take_table_events()

    def _take_table_events(self) -> None:
        while self._table_events and self._table_seat is not None \
                and not self._turns.waiting_for_view and not self._table_timer.isActive():
            self._table_event(self._table_events.popleft())

    def _table_event(self, event: ClientEvent) -> None:
        seat = self._table_seat
        if seat is None:
            return
        kind, message = event.kind, event.message
        if kind == "view" and event.view is not None:
            self._table_view(event.view, event.hands)
        elif kind == "moved":
            self._table_moved(message, event.movements, event.reason)
        elif kind in ("seats", "welcome"):
            self._config = self._table_config(seat)
            self._log.rename(self._config.names)
            self.table_seats_changed.emit()
            self.changed.emit(ChangeSet("refresh"))  # the name plates say who sits where
        elif kind == "refused":
            self._table_refused(message)
        elif kind == "error":
            self._reject(table_error_message(str(message.get("code"))), str(message.get("code")))
        elif kind == "chat":
            self.chat_received.emit(int(message.get("seat", -1)), str(message.get("name", "")),
                                    str(message.get("text", "")))
        elif kind == "closed":
            self._table_seat = None
            self._turns.plays_computers = True
            reason = "left" if message.get("code") == 1000 else "host_gone"
            if message.get("code") == 4000:
                reason = "replaced"
            self.table_closed.emit(reason)

    def _table_refused(self, message: dict[str, Any]) -> None:
        """The host's engine refused our move: its reason in the player's language. The key
        comes over the wire; the words it quotes (a card, a number) come from checking the
        same move on our view, which the refusal left as it was."""
        key = str(message.get("key"))
        reason = IllegalMove(str(message.get("message")), key)
        try:
            self._game.check(parse_move(str(message.get("move"))))
        except IllegalMove as here:
            if here.key == key:
                reason = here
        except (ValueError, TypeError, LookupError):
            pass
        self._reject(illegal_message(reason), key)

    def _table_moved(self, message: dict[str, Any], movements: tuple[Movement, ...] | None,
                     reason: ReasonRecord | None = None) -> None:
        """A move made at the table: described now, on the game before it; shown with the
        view that follows, its ``movements`` (as this seat sees them) animated card by card
        as at an offline table (a host that sends none: the table is laid out anew), and a
        computer's ``reason`` in the log and its bubble as offline."""
        try:
            move = parse_move(str(message.get("move")))
            seat = int(message.get("seat", -1))
            event, params = move_event(self._game, seat, move)
        except (IllegalMove, ValueError, TypeError, LookupError):
            log.warning("ignored a move the table reported: %r", message)
            return
        self._remote_moved = _RemoteMove(seat, move, event, params, movements, reason)

    def _table_view(self, view: PlayerView,
                    hands: Sequence[Sequence[Card]] | None = None) -> None:
        """The table's new view of this seat: the game shown becomes it (with every hand laid
        open, ``hands``, once the hand is over)."""
        g = self._game
        before = (g.turn, g.phase)
        moved, self._remote_moved = self._remote_moved, None
        new_seat = view.seat != self.human_seat
        new_hand = view.hand_number != g.hand_number
        g.become(view.public_game() if hands is None else laid_open(view, hands))
        self._view = None
        if new_seat:  # the host moved us in its lobby
            assert self._table_seat is not None
            self._config = self._table_config(self._table_seat)
            self._turns.reset(g, view.seat)
            self._staging.follow(view.seat)
            self._log = MoveLog(g, self._config.names, view.seat, self.log_added.emit)
            self._follow_hand()
            self.table_seats_changed.emit()
            self._after_change(ChangeSet("new_game"))
            return
        if new_hand:
            self._undo.clear()
            self._staging.clear()
            self._announced_end = False
            self._log.new_hand()
            self._follow_hand()
            self._after_change(ChangeSet("new_hand"))
            return
        if moved is None or self._followed is None:
            self._follow_hand()  # (a view without its move: this seat saw the hand from here)
        else:
            self._followed.add(g, moved.seat, moved.move, moved.event, moved.params)
        if moved is not None:
            if moved.reason is not None and g.move_log:
                self._log.note_reason(len(g.move_log) - 1, moved.reason)
            self._log.add(moved.seat, moved.event, moved.params, reason=moved.reason)
            if isinstance(moved.move, Answer):
                self.partner_answered.emit(moved.seat, moved.move.yes)
            if not g.in_play:
                self._log.hand_end()
        if self._staging.prune():
            self.staging_changed.emit()
        if moved is None:
            change = ChangeSet("refresh")
        else:  # as `_apply` tells it offline: the cards the move carried, or a new lay-out
            human = moved.seat == self.human_seat
            change = ChangeSet("refresh", moved.seat, moved.move, human=human) \
                if moved.movements is None else \
                ChangeSet("move", moved.seat, moved.move, human=human, movements=moved.movements)
        self._after_change(change, before)

    # ------------------------------------------------------------------ applying moves
    def _reject(self, message: str, key: str) -> None:
        self.rejected.emit(message, key)

    def refuse_out_of_turn(self) -> bool:
        """Whether the human may not move now (a hosted table not started yet, or another
        seat's turn); if so, that is said through ``rejected`` ("not_started",
        "not_your_turn") and True returned."""
        if self.in_lobby:
            self._reject(_tr("Please wait: the host has not started the game yet."),
                         "not_started")
            return True
        if not self.is_human_turn():
            self._reject(_tr("Please wait: it is not your turn."), "not_your_turn")
            return True
        return False

    def refuse(self, message: str, key: str) -> None:
        """Refuse what the table was asked before it became a move (nothing selected to meld,
        more than one card to discard): said as every refusal is, through ``rejected``
        (``message`` translated, ``key`` naming it)."""
        self._reject(message, key)

    def _play_computer_move(self, seat: int, move: Move | None, error: BaseException | None,
                            decision: Decision | None) -> None:
        """A computer's answer is back (it is still its turn): play it if it is a legal move,
        else the first legal move."""
        g = self._game
        reason = record_of(decision, move) if error is None else None
        if error is not None or not isinstance(move, MOVE_TYPES) or not g.is_legal(move):
            log.error("computer at seat %d chose %r (%r); playing a legal move instead",
                      seat, move, error)
            move, reason = legal_moves(g)[0], None
        self._apply(seat, move, human=False, reason=reason)

    def _apply(self, seat: int, move: Move, human: bool,
               reason: ReasonRecord | None = None) -> bool:
        g = self._game
        before_turn, before_phase = g.turn, g.phase
        try:
            event, params = move_event(g, seat, move)
        except Exception:  # a malformed move still gets the engine's verdict below
            event, params = "other", {"text": str(move)}
        point = self._undo.mark(len(self._log), self._staging.melds, g.undo_depth)
        try:
            movements = g.apply(move, undoable=human)  # the engine keeps what it can take back
        except IllegalMove as exc:
            if human:
                self._reject(illegal_message(exc), exc.key)
            return False
        self._view = None
        if reason is not None:
            self._log.note_reason(len(g.move_log) - 1, reason)
        self._undo.moved(point, g.undo_depth)
        self.undo_changed.emit(bool(self._undo))
        self._log.add(seat, event, params, reason=reason)
        if isinstance(move, Answer):
            self.partner_answered.emit(seat, move.yes)
        if self._staging.prune():
            self.staging_changed.emit()
        if not g.in_play:
            self._log.hand_end()
        looker = self.display_seat
        seen = tuple(m.seen_by(looker) for m in movements)
        self._after_change(ChangeSet("move", seat, move, human=human, movements=seen),
                           (before_turn, before_phase))
        return True

    def _after_change(self, change: ChangeSet, before: tuple[int, str] | None = None) -> None:
        g = self._game
        # Wait for the view *before* telling it: it may report "done" while handling `changed`.
        waits = self._turns.expect_view(change.kind != "staging")
        self.changed.emit(change)
        if before is None or before != (g.turn, g.phase):
            self.turn_changed.emit(g.turn, g.phase)
        if not g.in_play:
            if not self._announced_end:
                self._announced_end = True
                result: HandResult | None = g.hand_result()
                if result is not None:
                    self.hand_over.emit(result)
                if g.phase == Phase.GAME_OVER:
                    self.game_over.emit(g.winner)
            return
        if g.phase == Phase.ANSWER and g.turn == self.human_seat and change.kind == "move":
            self.question_asked.emit(g.asker)
        self._turns.carry_on(waits, change.kind == "move")
