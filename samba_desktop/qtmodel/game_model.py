"""`GameModel`: the Qt face of one game of Samba.

It owns the `Game`, is the only code that calls ``game.apply()``, runs computer turns on a
worker thread, and tells the views what changed through signals. Views read the table through
``model.view`` (the human seat's `PlayerView`: no hidden card ever reaches a view) and act
through the methods below.

Computer players come from ``player_factory(level, seed)``; the composition root passes
``samba_desktop.ai.create_player`` (the default imports it when first needed).

Pacing: when a view is attached (``attach_view(True)``) the model waits, after every change, for
the view's ``animations_done()`` before it asks the next computer for a move.
"""

from __future__ import annotations

import enum
import logging
import random
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

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
    PlaceKind,
    PlayerView,
    TakePile,
    TakeTop,
    card_value,
    legal_moves,
    meld_kind,
)
from samba_desktop.engine.moves import MOVE_TYPES, Move

from .config import TableConfig
from .move_log import hand_events
from .reasons import ReasonRecord, record_of
from .texts import cards_label, illegal_message, log_text, meld_label, move_event, object_label
from .worker import AiSignals, AiTask

log = logging.getLogger(__name__)

# how many computer think times ``think_times`` keeps
THINK_TIMES_KEPT = 1000

PlayerFactory = Callable[..., Player]  # (level, seed, **options) -> player
HintFactory = Callable[[int], Player]
# what a `ChangeSet` reports
ChangeKind = Literal["move", "undo", "staging", "new_hand", "new_game", "refresh"]

# Hints come from the strongest computer level, thinking at most this long.
HINT_LEVEL = "hard"
HINT_SECONDS = 0.5


class Pace(enum.Enum):
    """How fast computer moves are shown: (animation ms, pause after a move ms)."""

    INSTANT = (0, 0)
    FAST = (160, 120)
    NORMAL = (320, 380)
    SLOW = (560, 900)

    @property
    def animation_ms(self) -> int:
        return self.value[0]

    @property
    def pause_ms(self) -> int:
        return self.value[1]


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

    @property
    def from_stock(self) -> bool:
        """Whether cards came off the stock (a new deal, a draw, red 3s replaced)."""
        return self.kind in ("new_hand", "new_game") or any(
            m.source.kind is PlaceKind.STOCK for m in self.movements)


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



@dataclass
class _UndoPoint:
    """What the table adds to a move the engine can take back: the log and the staged melds
    as they were before it."""

    log_length: int
    staging: list[tuple[Card, ...]] = field(default_factory=list)


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

    def __init__(self, config: TableConfig | None = None, game: Game | None = None, *,
                 seed: int | None = None, player_factory: PlayerFactory | None = None,
                 pace: Pace = Pace.NORMAL, hint_factory: HintFactory | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factory = player_factory or default_player_factory
        self._hint_factory = hint_factory or default_hint_factory
        self._thinking_time: float | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = AiSignals(self)
        self._signals.done.connect(self._on_ai_done)
        self._pending: set[int] = set()  # keys of the computer moves and hints under way
        self._token = 0
        self._ai_token: int | None = None  # the computer move the table waits for
        self._pace = pace
        self._view_attached = False
        self._waiting_for_view = False
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._view_timed_out)
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self._maybe_start_ai)
        self.think_times: deque[float] = deque(maxlen=THINK_TIMES_KEPT)
        """Seconds each of the last computer moves took to think."""
        self._setup(config or TableConfig.default(), game, seed)

    # ------------------------------------------------------------------ set-up
    def _setup(self, config: TableConfig, game: Game | None, seed: int | None) -> None:
        if game is not None and game.num_players != config.rules.players:
            raise ValueError("the game and the table config disagree on the number of players")
        self._token += 1
        self._pending.clear()
        self._thinking: int | None = None
        self._hint_pending = False
        self._waiting_for_view = False
        self._watchdog.stop()
        self._next_timer.stop()
        self._config = config
        self._seed = seed if seed is not None else random.randrange(2**62)
        self._game = game if game is not None else Game.new(config.rules, seed=self._seed)
        rng = random.Random(self._seed)
        # each computer seat's own seed, drawn once per game: a player made anew (another
        # thinking time) plays from the same seed
        self._player_seeds = {i: rng.randrange(2**31)
                              for i, s in enumerate(config.seats) if not s.human}
        self._players = {i: self._make_player(config.seats[i].level, seed)
                         for i, seed in self._player_seeds.items()}
        self._hint_player: Player | None = None
        self.hint_reason: ReasonRecord | None = None  # the reason of the last hint
        self._move_reasons: dict[int, ReasonRecord] = {}  # this hand's, by move_log index
        self._log: list[LogEntry] = []
        self._undo: list[_UndoPoint] = []
        self._staging: list[tuple[Card, ...]] = []
        self._announced_end = False
        self._refresh_view()

    def new_game(self, config: TableConfig | None = None, game: Game | None = None,
                 seed: int | None = None) -> None:
        """Start another game (same seats unless ``config`` is given)."""
        self._setup(config or self._config, game, seed)
        if game is None:
            self._add_log(None, "new_game", kind="hand")
        else:  # a saved game put back on the table, with the moves of its hand so far
            self._add_log(None, "hand", {"n": self._game.hand_number}, kind="hand")
            for seat, event, params in hand_events(self._game) or ():
                self._add_log(seat, event, params)
            if not self._game.in_play:
                self._log_hand_end()
        self._after_change(ChangeSet("new_game"))

    def _make_player(self, level: str, seed: int) -> Player:
        if level == "hard" and self._thinking_time is not None:
            return self._factory(level, seed, time=self._thinking_time)
        return self._factory(level, seed)

    def set_thinking_time(self, seconds: float) -> None:
        """Time a searching ("hard") computer player may think per decision (0: the level's
        own default). Applies at once: the hard players at the table are made anew."""
        thinking_time = seconds if seconds > 0 else None
        if thinking_time == self._thinking_time:
            return
        self._thinking_time = thinking_time
        for i, seat in enumerate(self._config.seats):
            if not seat.human and seat.level == "hard":
                self._players[i] = self._make_player(seat.level, self._player_seeds[i])

    def start(self) -> None:
        """Announce the table to the views and let a computer move if it is to play first."""
        self._add_log(None, "hand", {"n": self._game.hand_number}, kind="hand")
        self._after_change(ChangeSet("new_game"))

    def shutdown(self) -> None:
        """Forget pending computer moves and wait for the worker (call before quitting)."""
        self._token += 1
        self._watchdog.stop()
        self._next_timer.stop()
        self._pool.clear()
        self._pool.waitForDone(5000)
        self._pending.clear()

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
        return list(self._log)

    def hand_reasons(self) -> dict[int, ReasonRecord]:
        """The computers' reasons for this hand's moves, by index in ``game.move_log``."""
        return dict(self._move_reasons)

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    @property
    def waiting_for_view(self) -> bool:
        return self._waiting_for_view

    def is_human_turn(self) -> bool:
        """Whether the game waits for the human (to draw, meld, discard or answer)."""
        g = self._game
        return (self.human_seat is not None and g.turn == self.human_seat
                and g.in_play)

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
            elif sides == 2:
                out.append(_tr("Them"))
            else:
                out.append(" & ".join(names[s] for s in seats))
        return out

    def side_members(self, side: int) -> list[int]:
        return self._game.seats_of(side)

    # ------------------------------------------------------------------ pace and views
    @property
    def pace(self) -> Pace:
        return self._pace

    def set_pace(self, pace: Pace) -> None:
        if pace != self._pace:
            self._pace = pace
            self.pace_changed.emit(pace)

    @property
    def animation_ms(self) -> int:
        return self._pace.animation_ms

    def attach_view(self, attached: bool = True) -> None:
        """A view that animates says so: the model then waits for its animations_done()."""
        self._view_attached = attached
        if not attached and self._waiting_for_view:
            self.animations_done()

    def animations_done(self) -> None:
        """The view has finished showing the last change; the next computer may move."""
        if not self._waiting_for_view:
            return
        self._waiting_for_view = False
        self._watchdog.stop()
        self._schedule_ai(self._pace.pause_ms)

    def _view_timed_out(self) -> None:
        log.warning("the view did not report its animations as done; carrying on")
        self.animations_done()

    # ------------------------------------------------------------------ human moves
    def try_move(self, move: Move) -> bool:
        """Play ``move`` for the human; on an illegal move emit ``rejected`` and return False."""
        if not self.is_human_turn():
            self._reject(_tr("Please wait: it is not your turn."), "not_your_turn")
            return False
        if self._game.phase == Phase.ANSWER and not isinstance(move, Answer):
            self._reject(_tr("Answer your partner first: may they go out?"), "answer_first")
            return False
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
        return self.try_move(TakePile(tuple(cards), tuple(self._staging)))

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
        if self.human_seat is None or not self._game.in_play:
            return False
        return not self._game.has_melded(self._game.side_of(self.human_seat))

    @property
    def staged_melds(self) -> list[tuple[Card, ...]]:
        return list(self._staging)

    @property
    def staging_value(self) -> int:
        return sum(card_value(c) for m in self._staging for c in m)

    @property
    def staging_minimum(self) -> int:
        side = self._game.side_of(self.display_seat)
        return self._game.initial_minimum(side)

    def free_hand(self) -> list[Card]:
        """The human's hand without the staged cards."""
        hand = list(self._view.hand)
        for meld in self._staging:
            for card in meld:
                hand.remove(card)
        return hand

    def can_stage(self, cards: Sequence[Card], index: int | None = None) -> bool:
        """Whether stage(cards, index) would be accepted (no signal is emitted)."""
        if not self.is_human_turn() or self._game.phase == Phase.ANSWER or not self.staging_active:
            return False
        free = self.free_hand()
        for card in cards:
            if card not in free:
                return False
            free.remove(card)
        if index is not None and not 0 <= index < len(self._staging):
            return False
        new = tuple(cards) if index is None else self._staging[index] + tuple(cards)
        try:
            meld_kind(new, self._game.rules, going_out=True)
        except IllegalMove:
            return False
        return True

    def stage(self, cards: Sequence[Card], index: int | None = None) -> bool:
        """Put ``cards`` into the first-meld staging area: a new staged meld, or added to staged
        meld ``index``. Each staged meld must be a meld on its own."""
        if not self.is_human_turn() or self._game.phase == Phase.ANSWER:
            self._reject(_tr("Please wait: it is not your turn."), "not_your_turn")
            return False
        if not self.staging_active:
            self._reject(_tr("Your side has already melded: lay melds directly."), "no_staging")
            return False
        cards = tuple(cards)
        free = self.free_hand()
        for card in cards:
            if card not in free:
                self._reject(illegal_message(IllegalMove("", "not_in_hand",
                                                         {"cards": cards_label([card])})),
                             "not_in_hand")
                return False
            free.remove(card)
        if index is not None and not 0 <= index < len(self._staging):
            self._reject(illegal_message(IllegalMove("", "choose_cards")), "choose_cards")
            return False
        new = cards if index is None else self._staging[index] + cards
        try:
            meld_kind(new, self._game.rules, going_out=True)
        except IllegalMove as exc:
            self._reject(illegal_message(exc), exc.key)
            return False
        if index is None:
            self._staging.append(new)
        else:
            self._staging[index] = new
        self._staging_changed()
        return True

    def unstage(self, index: int) -> None:
        """Return staged meld ``index`` to the hand."""
        if 0 <= index < len(self._staging):
            del self._staging[index]
            self._staging_changed()

    def clear_staging(self) -> None:
        if self._staging:
            self._staging.clear()
            self._staging_changed()

    def commit_staging(self) -> bool:
        """Lay the staged melds as one action (the side's first meld)."""
        if not self._staging:
            self._reject(illegal_message(IllegalMove("", "choose_cards")), "choose_cards")
            return False
        return self.try_move(Meld(tuple(self._staging)))

    def _staging_changed(self) -> None:
        self.staging_changed.emit()
        self._emit_changed(ChangeSet("staging", self.human_seat, human=True))

    def _prune_staging(self) -> None:
        """Drop staged melds whose cards are gone, and all of them once the side has melded."""
        if not self._staging:
            return
        if not self.staging_active:
            self._staging.clear()
            self.staging_changed.emit()
            return
        hand = list(self._view.hand)
        kept = []
        for meld in self._staging:
            try:
                for card in meld:
                    hand.remove(card)
            except ValueError:
                continue
            kept.append(meld)
        if kept != self._staging:
            self._staging = kept
            self.staging_changed.emit()

    # ------------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Take back the human's last meld action of this turn (back to the draw at most)."""
        if not self._undo or not self.is_human_turn():
            return False
        point = self._undo.pop()
        self._game.undo()
        del self._log[point.log_length:]
        self._staging = list(point.staging)
        self.undo_changed.emit(bool(self._undo))
        self.staging_changed.emit()
        self._add_log(self.human_seat, "undo")
        self._after_change(ChangeSet("undo", self.human_seat, human=True))
        return True

    # ------------------------------------------------------------------ hints
    def request_hint(self) -> None:
        """Ask a computer player what the human might do; the answer comes via hint_ready."""
        if not self.is_human_turn():
            self.hint_ready.emit(None, _tr("Wait for your turn."))
            return
        if self._hint_pending:
            return
        g = self._game
        if g.phase in (Phase.DRAW, Phase.MELD) and g.is_legal(LayRedThree()):
            # A red 3 in hand is laid before anything else (held at the end it costs points).
            self.hint_ready.emit(LayRedThree(), self.hint_text(LayRedThree()) + " " + _tr(
                "A red 3 is laid at once, before you draw or meld: it counts for your side, "
                "and one left in hand costs points."))
            return
        if self._hint_player is None:
            self._hint_player = self._hint_factory(12345)
        self._hint_pending = True
        assert self.human_seat is not None  # is_human_turn()
        self._start_task(self._hint_player, self.human_seat, hint=True)

    def going_out_impossible(self) -> bool:
        """After the partner's "yes, go out!": whether the human's hand can no longer be
        emptied this turn (the engine then lets the obligation lapse: a discard that keeps
        cards is allowed again)."""
        g = self._game
        if not self.is_human_turn() or g.phase != Phase.MELD or not self._view.must_go_out:
            return False
        hand = g.hand(g.turn)
        if len(hand) < 2:
            return False
        return g.is_legal(Pass()) or any(g.is_legal(Discard(card)) for card in set(hand))

    def hint_text(self, move: object) -> str:
        """Advice in words for ``move`` (what the human could play)."""
        g = self._game
        if isinstance(move, Draw):
            return _tr("Draw from the stock.")
        if isinstance(move, TakePile):
            text = _tr("Take the pile with {cards}.").format(cards=cards_label(move.cards))
            if move.extra_melds:
                text += " " + _tr("Also lay {melds}.").format(
                    melds=" \u00b7 ".join(cards_label(m) for m in move.extra_melds))
            return text
        if isinstance(move, TakeTop):
            return _tr("Take the top card onto your sequence.")
        if isinstance(move, Meld):
            return _tr("Meld {cards}.").format(
                cards=" \u00b7 ".join(cards_label(m) for m in move.melds))
        if isinstance(move, Extend):
            side = g.side_of(self.display_seat)
            target = next((meld_label(m.cards, m.kind) for m in g.melds(side)
                           if m.id == move.meld_id), "?")
            return _tr("Add {cards} to {meld}.").format(cards=object_label(move.cards),
                                                         meld=target)
        if isinstance(move, Merge):
            return _tr("Merge your two groups of the same rank.")
        if isinstance(move, LayRedThree):
            return _tr("Lay your red 3.")
        if isinstance(move, Discard):
            return _tr("Discard {card}.").format(card=object_label([move.card]))
        if isinstance(move, Pass):
            return _tr("Pass: keep your last card.")
        if isinstance(move, AskPartner):
            return _tr("Ask your partner whether you may go out.")
        if isinstance(move, Answer):
            return _tr("Answer yes.") if move.yes else _tr("Answer no.")
        return str(move)

    # ------------------------------------------------------------------ hands and games
    def next_hand(self) -> bool:
        """Deal the next hand after a hand is over."""
        if self._game.phase != Phase.HAND_OVER:
            return False
        self._token += 1
        self._game.next_hand()
        self._move_reasons = {}
        self._undo.clear()
        self._staging.clear()
        self._announced_end = False
        self._add_log(None, "hand", {"n": self._game.hand_number}, kind="hand")
        self._after_change(ChangeSet("new_hand"))
        return True

    # ------------------------------------------------------------------ applying moves
    def _reject(self, message: str, key: str) -> None:
        self.rejected.emit(message, key)

    def _apply(self, seat: int, move: Move, human: bool,
               reason: ReasonRecord | None = None) -> bool:
        g = self._game
        before_turn, before_phase = g.turn, g.phase
        try:
            event, params = move_event(g, seat, move)
        except Exception:  # a malformed move still gets the engine's verdict below
            event, params = "other", {"text": str(move)}
        point = _UndoPoint(len(self._log), list(self._staging))
        depth = g.undo_depth
        try:
            movements = g.apply(move, undoable=human)  # the engine keeps what it can take back
        except IllegalMove as exc:
            if human:
                self._reject(illegal_message(exc), exc.key)
            return False
        if reason is not None:
            self._move_reasons[len(g.move_log) - 1] = reason
        if g.undo_depth > depth:
            self._undo.append(point)
        elif g.undo_depth == 0:
            self._undo.clear()
        self.undo_changed.emit(bool(self._undo))
        self._add_log(seat, event, params, reason=reason)
        if isinstance(move, Answer):
            self.partner_answered.emit(seat, move.yes)
        self._prune_staging()
        if not g.in_play:
            self._log_hand_end()
        looker = self.display_seat
        seen = tuple(m.seen_by(looker) for m in movements)
        self._after_change(ChangeSet("move", seat, move, human=human, movements=seen),
                           (before_turn, before_phase))
        return True

    def _log_hand_end(self) -> None:
        result = self._game.hand_result()
        if result is None:
            return
        event = "went_out" if result.went_out is not None else "stock_out"
        self._add_log(result.went_out, event, kind="out")

    def _add_log(self, seat: int | None, event: str, params: Mapping[str, object] | None = None,
                 kind: str = "move", reason: ReasonRecord | None = None) -> None:
        side = None if seat is None else self._game.side_of(seat)
        name = "" if seat is None else self._config.names[seat]
        own = seat is not None and seat == self.human_seat
        entry = LogEntry(seat, side, event, self._game.hand_number, kind,
                         MappingProxyType(dict(params or {})), name, own, reason)
        self._log.append(entry)
        self.log_added.emit(entry)

    def _refresh_view(self) -> None:
        self._view = self._game.view(self.display_seat)

    def _emit_changed(self, change: ChangeSet) -> None:
        self.changed.emit(change)

    def _after_change(self, change: ChangeSet, before: tuple[int, str] | None = None) -> None:
        g = self._game
        self._refresh_view()
        # Wait for the view *before* telling it: it may report "done" while handling `changed`.
        waits = self._view_attached and change.kind != "staging"
        if waits:
            self._waiting_for_view = True
            self._watchdog.start(max(4000, 6 * self._pace.animation_ms + 2000))
        self._emit_changed(change)
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
        if not waits and not self._waiting_for_view:
            self._schedule_ai(self._pace.pause_ms if change.kind == "move" else 0)

    # ------------------------------------------------------------------ computer turns
    def _schedule_ai(self, delay_ms: int) -> None:
        self._next_timer.start(max(0, delay_ms))

    def _maybe_start_ai(self) -> None:
        g = self._game
        if not g.in_play or self._waiting_for_view:
            return
        seat = g.turn
        if seat == self.human_seat or self._thinking is not None:
            return
        self._thinking = seat
        self.thinking_changed.emit(seat, True)
        self._start_task(self._players[seat], seat, hint=False)

    def _start_task(self, player: Player, seat: int, hint: bool) -> None:
        self._token += 1
        token = self._token
        # A hint must not invalidate a computer's pending move: hints use negative tokens.
        key = -token if hint else token
        self._pending.add(key)
        if not hint:
            self._ai_token = token
        self._pool.start(AiTask(player, self._game.view(seat), key, seat, self._signals))

    def _on_ai_done(self, key: int, seat: int,
                    result: tuple[Move | None, BaseException | None, float, Decision | None]) -> None:
        if key not in self._pending:  # from a game or hand that is gone
            return
        self._pending.discard(key)
        move, error, seconds, decision = result
        if key < 0:
            self.hint_reason = record_of(decision, move) if error is None else None
            self._hint_done(move, error)
            return
        if key != self._ai_token or self._thinking != seat:
            return
        self.think_times.append(seconds)
        self._thinking = None
        self.thinking_changed.emit(seat, False)
        g = self._game
        if g.turn != seat or not g.in_play:
            return
        reason = record_of(decision, move) if error is None else None
        # the player's answer is whatever it returned: only a legal move is played
        if error is not None or not isinstance(move, MOVE_TYPES) or not g.is_legal(move):
            log.error("computer at seat %d chose %r (%r); playing a legal move instead",
                      seat, move, error)
            move, reason = legal_moves(g)[0], None
        self._apply(seat, move, human=False, reason=reason)

    def _hint_done(self, move: object, error: BaseException | None) -> None:
        self._hint_pending = False
        if error is not None or not isinstance(move, MOVE_TYPES) or not self.is_human_turn() \
                or not self._game.is_legal(move):
            self.hint_ready.emit(None, _tr("No hint right now."))
            return
        text = self.hint_text(move)
        if self.going_out_impossible():
            text = _tr("Going out is not possible with this hand any more, so you play on.") \
                + " " + text
        self.hint_ready.emit(move, text)
