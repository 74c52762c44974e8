"""The coach after every hand: the human's decisions reviewed on a worker thread.

`review_hand(record, seats)` deals the record's hand again, replays its moves and, at each move
of a reviewed seat with a choice, asks `samba_desktop.ai.review_decision` about the view that
seat had then (never the other hands). `HandReviewer` does that in the background after every
hand of the table it follows, on a pool thread like the computer players (`worker.AiTask`):
the table keeps playing while it runs, and the review waits while the computers play
(`HandReviewer.paused`). It reports ``progress(hand, done, total)`` and
``reviewed(hand)``, keeps the reviews of the game by hand number, and hands each finished
review to its ``keeper`` (the session, which stores it in the score history).

The reviews hold keys and parameters, never text: `decision_text` and `summary_text` put them
in the player's language when they are shown.
"""

from __future__ import annotations

import threading
import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal, SignalInstance

from samba_desktop.ai import Grade, review_decision
from samba_desktop.ai.review import ROUNDS
from samba_desktop.engine import AskPartner, Game, Move, Phase, deal_hand, parse_move
from samba_desktop.persistence.hand_record import HandRecord
from samba_desktop.persistence.reviews import StoredDecision, StoredHandReview

from .preferences import Preferences
from .reasons import ReasonRecord, reason_text

if TYPE_CHECKING:
    from .game_model import ChangeSet

__all__ = ["CATCH_UP_HANDS", "COACH_BUDGET", "CoachSession", "HandReview", "HandReviewer",
           "ReviewedDecision", "attach_reviewer", "catch_up_game", "catch_up_reviews",
           "decision_text", "grade_name", "review_hand", "reviewer_of", "summary_text"]


# the background coach's sampling budget (`review_decision`'s options): up to four times the
# measuring rounds of a single call (48 instead of 12, 2,304 paired deals instead of 576), for
# the decisions that still straddle the grading line after 12 (the others stop as soon as they
# are clear: a hand's review took 23 s instead of 17.5 s on average on an idle core, deals
# 3100-3107 at 4 players): their standard error halves, and fewer of them stay undecided at the
# cap, where the sampling seed decides whether a move is graded (docs/computer-players.md,
# "The coach")
COACH_BUDGET: Mapping[str, int] = {"rounds": 4 * ROUNDS}

# the most hands an earlier run left unreviewed that one start reviews (the newest of them):
# about 20 CPU-seconds each at four players, in the background, while the human ponders
CATCH_UP_HANDS = 20

_EARLIER = object()  # the "game" of a hand left unreviewed by an earlier run: never the table's


def _tr(text: str) -> str:
    return QCoreApplication.translate("Review", text)


# ------------------------------------------------------------------ the review of a hand
@dataclass(frozen=True)
class ReviewedDecision:
    """One graded decision: move number ``step`` (1-based) of the hand, by ``seat``."""

    step: int
    seat: int
    move: Move
    cost: float
    grade: Grade
    better: Move | None
    key: str
    params: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class HandReview:
    """A hand's review: the decisions looked at, their cost in all, the graded ones."""

    hand_number: int
    seed: int | None
    moves: int
    decisions: int
    cost: float
    flagged: tuple[ReviewedDecision, ...] = ()
    seconds: float = 0.0
    capped: int = field(default=0, compare=False)  # decisions that used the whole budget
    slowest: float = field(default=0.0, compare=False)  # seconds of the slowest decision

    def count(self, grade: Grade) -> int:
        return sum(1 for d in self.flagged if d.grade == grade)

    def at(self, step: int) -> ReviewedDecision | None:
        return next((d for d in self.flagged if d.step == step), None)

    def to_stored(self) -> StoredHandReview:
        return StoredHandReview(
            self.hand_number, self.seed, self.moves, self.decisions, self.cost,
            tuple(StoredDecision(d.step, d.seat, d.cost, d.grade,
                                 str(d.better) if d.better is not None else "", d.key,
                                 dict(d.params)) for d in self.flagged))

    @classmethod
    def from_stored(cls, stored: StoredHandReview, record: HandRecord) -> HandReview:
        flagged = []
        for d in stored.flagged:
            if not 1 <= d.step <= len(record.moves):
                continue
            try:
                better: Move | None = parse_move(d.better) if d.better else None
            except ValueError:
                better = None
            flagged.append(ReviewedDecision(d.step, d.seat, record.moves[d.step - 1][1], d.cost,
                                            Grade(d.grade), better, d.key, dict(d.params)))
        return cls(stored.hand_number, stored.seed, stored.moves, stored.decisions, stored.cost,
                   tuple(flagged))


def reviewed_seats(record: HandRecord) -> list[int]:
    """The seats whose decisions are reviewed: the human ones."""
    return [i for i, seat in enumerate(record.seats) if seat.kind == "human"]


def review_hand(record: HandRecord, seats: Sequence[int] | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None,
                budget: Mapping[str, int] | None = None,
                paused: Callable[[], bool] | None = None, salt: int = 0) -> HandReview | None:
    """Review the decisions of ``seats`` (default: the human seats) in the hand of ``record``.

    ``progress(done, total)`` is called before each decision and at the end; ``cancelled()``
    returning True stops the review (the result is then None). ``budget``: `review_decision`'s
    sampling options, each in place of `COACH_BUDGET`'s (tests use small ones). While
    ``paused()`` is True the review waits before its next decision and its next sampled deal
    (the app pauses it while the computers play). ``salt`` changes every decision's sampling
    seed (measurements repeat a review with other seeds; the app uses 0, so a hand's review is
    the same every time)."""
    chosen = set(reviewed_seats(record) if seats is None else seats)
    game = deal_hand(record.rules, record.seed, record.hand_number, list(record.scores))
    steps = _decision_steps(game.copy(), record, chosen)
    options = {**COACH_BUDGET, **(budget or {})}
    cap = options.get("rounds", ROUNDS)
    start = time.perf_counter()
    flagged: list[ReviewedDecision] = []
    total_cost = 0.0
    done = capped = 0
    slowest = 0.0

    def wait() -> None:
        while paused is not None and paused() and not (cancelled is not None and cancelled()):
            time.sleep(0.02)

    turns = _turn_plans(game.copy(), record, steps)
    reviewed = sorted(turns)
    for n, (seat, move) in enumerate(record.moves):
        if cancelled is not None and cancelled():
            return None
        if n + 1 in turns:
            wait()
            if progress is not None:
                progress(done, len(reviewed))
            begun = time.perf_counter()
            rest = [mv for _, mv in record.moves[n + 1:turns[n + 1]]]
            review = review_decision(game.view(seat), move, rest=rest or None,
                                     seed=decision_seed(record, n, salt),
                                     wait=wait if paused is not None else None, **options)
            slowest = max(slowest, time.perf_counter() - begun)
            done += 1
            capped += review.rounds >= cap
            total_cost += review.cost
            if review.grade is not None:
                step = n + 1 + review.at  # the action of the turn that made the difference
                flagged.append(ReviewedDecision(step, seat, record.moves[step - 1][1],
                                                review.cost, review.grade, review.better,
                                                review.key, dict(review.params)))
        game.apply(move)
    if progress is not None:
        progress(done, len(reviewed))
    return HandReview(record.hand_number, record.seed, len(record.moves), len(reviewed),
                      round(total_cost, 1), tuple(flagged), time.perf_counter() - start,
                      capped, slowest)


def _turn_plans(game: Game, record: HandRecord, steps: set[int]) -> dict[int, int]:
    """The decisions reviewed, as {first move number: the move number after the last one}
    (1-based, so that ``record.moves[first:end]`` is the rest of the decision). A decision at
    the draw or to the partner's question is one move; in the meld phase it is the rest of the
    turn, from the seat's first action there (after its draw, or after its partner's answer)
    to its discard, its going out or its question to the partner: the order of a turn's actions
    is not a decision of its own. A decision is reviewed when one of its moves had a choice."""
    plans: dict[int, int] = {}
    moves = record.moves
    n = 0
    while n < len(moves):
        seat, move = moves[n]
        if game.phase != Phase.MELD or game.turn != seat:
            if n + 1 in steps:
                plans[n + 1] = n + 1
            game.apply(move)
            n += 1
            continue
        end = n
        while end < len(moves) and moves[end][0] == seat and game.in_play \
                and game.phase == Phase.MELD and game.turn == seat:
            game.apply(moves[end][1])
            end += 1
            if isinstance(moves[end - 1][1], AskPartner):
                break
        if any(k + 1 in steps for k in range(n, end)):
            plans[n + 1] = end
        n = end
    return plans


def decision_seed(record: HandRecord, index: int, salt: int = 0) -> int:
    """The sampling seed of the review of move ``index`` (0-based) of ``record``."""
    return (record.seed * 1009 + index + 7919 * salt) % (1 << 31)


def _decision_steps(game: Game, record: HandRecord, seats: set[int]) -> set[int]:
    """The move numbers (1-based) at which a seat of ``seats`` had more than one legal move."""
    steps = set()
    for n, (seat, move) in enumerate(record.moves):
        if seat in seats and game.in_play and game.turn == seat \
                and len(game.view(seat).legal_moves()) > 1:
            steps.add(n + 1)
        game.apply(move)
    return steps


# ------------------------------------------------------------------ words
def grade_name(grade: Grade) -> str:
    """A grade in the player's language."""
    names = {Grade.INACCURACY: _tr("Inaccuracy"), Grade.MISTAKE: _tr("Mistake"),
             Grade.BLUNDER: _tr("Blunder")}
    return names.get(grade, grade)


def decision_text(decision: ReviewedDecision) -> str:
    """"Mistake: Taking the pile … was better, by about 140 points." in the player's language,
    then what the play-outs saw (``params["facts"]``: reason keys sharing the params): the reason
    gives the cost, so the grade comes without it (one number per line); without a reason,
    "Mistake (about 140 points)"."""
    facts = str(decision.params.get("facts", "")).split()
    params = decision.params
    if "coach.fact.canasta" in facts and "canasta_meld" not in params and "meld" in params:
        # kept by an earlier version, whose canasta fact named its meld "meld"
        params = {**params, "canasta_meld": params["meld"]}
    reason = " ".join(t for t in [reason_text(ReasonRecord(k, params, ""))
                                  for k in [decision.key, *facts]] if t)
    grade = grade_name(decision.grade)
    if reason:
        return _tr("{grade}: {reason}").format(grade=grade, reason=reason)
    return QCoreApplication.translate("Review", "{grade} (about %Ln point(s))", "",
                                      round(decision.cost)).format(grade=grade)


def grade_counts(review: HandReview) -> str:
    """"1 mistake, 2 inaccuracies" (the grades that occur, worst first)."""
    parts = []
    n = review.count(Grade.BLUNDER)
    if n:
        parts.append(QCoreApplication.translate("Review", "%n blunder(s)", "", n))
    n = review.count(Grade.MISTAKE)
    if n:
        parts.append(QCoreApplication.translate("Review", "%n mistake(s)", "", n))
    n = review.count(Grade.INACCURACY)
    if n:
        parts.append(QCoreApplication.translate("Review", "%n inaccuracy(-ies)", "", n))
    return ", ".join(parts)


def summary_text(review: HandReview) -> str:
    """The hand's review in one sentence, in the player's language."""
    if review.decisions == 0:
        return _tr("You had no decision to make this hand.")
    points = round(review.cost)
    if not review.flagged:
        if points < 10:
            return QCoreApplication.translate(
                "Review", "Well played: your %n decision(s) cost no points.", "",
                review.decisions)
        return QCoreApplication.translate(
            "Review", "Well played: your decisions cost only about %Ln point(s).", "", points)
    return QCoreApplication.translate(
        "Review", "This hand your decisions cost about %Ln point(s): {counts}.", "",
        points).format(counts=grade_counts(review))


# ------------------------------------------------------------------ in the background
class ReviewSignals(QObject):
    """Lives on the main thread; the worker's reports are queued across to it."""

    progress = Signal(int, int, int)  # token, done, total
    done = Signal(int, object)  # token, HandReview or None (cancelled or failed)


class ReviewTask:
    """`review_hand` on a pool thread (a plain callable, like `worker.AiTask`)."""

    def __init__(self, record: HandRecord, token: int, signals: ReviewSignals,
                 cancel: Callable[[], bool], budget: Mapping[str, int] | None = None,
                 paused: Callable[[], bool] | None = None) -> None:
        self.record = record
        self.paused = paused
        self.token = token
        self.signals = signals
        self.cancel = cancel
        self.budget = budget

    def __call__(self) -> None:
        result: HandReview | None = None
        try:
            result = review_hand(
                self.record,
                progress=lambda done, total: self.signals.progress.emit(self.token, done, total),
                cancelled=self.cancel, budget=self.budget, paused=self.paused)
        except Exception:  # noqa: BLE001 - a failed review must never disturb the table
            import logging

            logging.getLogger(__name__).exception("the review of a hand failed")
        self.signals.done.emit(self.token, result)


class ReviewedTable(Protocol):
    """What the coach follows of a table (a `GameModel` has it): typed, so that a renamed signal
    is an error here, not a coach that silently stops hearing the end of a hand."""

    @property
    def hand_over(self) -> SignalInstance: ...

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def thinking_changed(self) -> SignalInstance: ...

    @property
    def game(self) -> Game: ...

    def is_human_turn(self) -> bool: ...


class HandReviewer(QObject):
    """Reviews each hand of ``model`` after it ends (see the module docstring).

    ``record_of()`` gives the record of the hand just over (default: `replay.hand_record_of`);
    ``keeper(review, context)`` stores a finished review (None: kept in memory only), with the
    ``context()`` taken when the hand ended (the score history's game id; None: none then);
    ``lookup(record)`` finds a review kept before (e.g. in the score history) for a record.
    `attach_reviewer` wires one to the session.
    """

    started = Signal(int)  # hand number
    progress = Signal(int, int, int)  # hand number, decisions done, decisions in all
    reviewed = Signal(int)  # hand number

    def __init__(self, model: ReviewedTable, parent: QObject | None = None,
                 record_of: Callable[[], HandRecord | None] | None = None,
                 pool: QThreadPool | None = None,
                 budget: Mapping[str, int] | None = None) -> None:
        super().__init__(parent)
        # held weakly: the table keeps its reviewer (as its Qt parent), and a reviewer holding it
        # back would make a cycle that keeps a table let go of alive (weak.py)
        self._model = weakref.ref(model)
        self.enabled = True
        self.keeper: Callable[[HandReview, object], None] | None = None
        self.context: Callable[[], object] | None = None
        self.lookup: Callable[[HandRecord], HandReview | None] | None = None
        self.stored_costs: Callable[[], dict[int, float]] | None = None
        self.reviews: dict[int, HandReview] = {}
        self.running: dict[int, tuple[int, int]] = {}  # hand number -> (done, total)
        # hands an earlier run left unreviewed, as (keeper's context, record), reviewed one at
        # a time when no review of this run is under way (`catch_up`)
        self.backlog: list[tuple[object, HandRecord]] = []
        self._live: set[tuple[int, int, int]] = set()  # (seed, hand, moves) reviewed this run
        self._hands: dict[int, tuple[int, int, int]] = {}  # token -> its hand's (seed, hand, moves)
        self._earlier: set[int] = set()  # the token of the backlog's hand under review
        self.budget = dict(budget or {})
        self._record_of = record_of  # None: the table's own (not a bound method kept: a cycle)
        # a pool of its own, one review at a time: the computer players' thinking never waits
        # for a free thread (and a review waits while one of them thinks: `_on_thinking`)
        if pool is None:
            pool = QThreadPool(self)
            pool.setMaxThreadCount(1)
        self._pool = pool
        self._thinking: set[int] = set()
        self._signals = ReviewSignals(self)
        self._signals.progress.connect(self._on_progress)
        self._signals.done.connect(self._on_done)
        self._tokens: dict[int, tuple[int, object, object]] = {}  # token -> (hand, game, context)
        self._token = 0
        self._cancel = threading.Event()
        # set when the reviewer goes (with its table): the review under way stops at its next
        # decision, and the pool, which waits for it, is not held up
        closing = self._closing = threading.Event()
        self.destroyed.connect(lambda *_: closing.set())
        self._game: Game | None = model.game
        model.hand_over.connect(self._on_hand_over)
        model.changed.connect(self._on_changed)
        model.thinking_changed.connect(self._on_thinking)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel)

    @property
    def model(self) -> ReviewedTable | None:
        """The table whose hands are reviewed (None once it is gone)."""
        return self._model()

    def _on_thinking(self, seat: int, thinking: bool) -> None:
        if thinking:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)

    def paused(self) -> bool:
        """Whether a computer player is thinking now, or the game is in play and not at a human's
        turn (a review waits meanwhile: it is Python on a thread of the window's process, and
        the computer's thinking time is its strength; its moves are animated on the window's
        thread, which a review beside it made stall: a 99th percentile of 30 ms instead of 9).
        So a review runs while a human ponders a move and between hands."""
        if self._thinking:
            return True
        model = self.model
        return model is not None and model.game.in_play and not model.is_human_turn()

    def _table_record(self) -> HandRecord | None:
        from .replay import hand_record_of

        model = self.model
        return None if model is None else hand_record_of(model)  # type: ignore[arg-type]

    def cancel(self) -> None:
        """Stop the reviews under way (their results are dropped: their hands count as not
        reviewed, so that a later `catch_up` takes them again)."""
        self._cancel.set()
        self._cancel = threading.Event()
        for token in self._tokens:
            self._live.discard(self._hands.pop(token, (0, 0, 0)))
        self._tokens.clear()
        self.running.clear()
        self.backlog.clear()

    def _on_changed(self, change: ChangeSet) -> None:
        model = self.model
        game = model.game if model is not None else None
        if change.kind == "new_game" and game is not self._game:
            # the player left the game (a new game, a replayed deal, a game opened): the reviews
            # under way go on (waiting while the new game's computers play) and are kept for
            # the game they belong to (their keeper's context), not shown for this one
            self._game = game
            self.running.clear()
            self.reviews = {}

    def _on_hand_over(self, _result: object = None) -> None:
        if not self.enabled:
            return
        record = self._record_of() if self._record_of is not None else self._table_record()
        if record is None or not reviewed_seats(record):
            return
        kept = self.lookup(record) if self.lookup is not None else None
        if kept is not None:  # e.g. a game resumed at the end of a hand reviewed before
            self.reviews[record.hand_number] = kept
            self.reviewed.emit(record.hand_number)
            return
        self.start(record)

    def start(self, record: HandRecord) -> None:
        """Review ``record`` in the background (its hand number names it in the signals)."""
        context = self.context() if self.context is not None else None
        self._live.add((record.seed, record.hand_number, len(record.moves)))
        self.running[record.hand_number] = (0, 0)
        self.started.emit(record.hand_number)
        self._start(record, self._game, context)

    def catch_up(self, hands: Sequence[tuple[object, HandRecord]]) -> None:
        """Review ``hands``, which an earlier run left unreviewed (the app ended first), in the
        order given, one at a time and only while no review of this run is under way (the
        hand just played comes first). Each is ``(context, record)``: the ``keeper`` gets the
        context (the score-history game the hand belongs to) with the review, as for a game
        left. A hand of the game on the table (a resumed game: the same context) shows as
        under way ("…" on the score sheet) and its review is this game's. Nothing is queued
        while the coach is switched off; `cancel` drops the rest."""
        if not self.enabled:
            return
        now = self.context() if self.context is not None else None
        for context, record in hands:
            self.backlog.append((context, record))
            if now is not None and context == now and record.hand_number not in self.reviews:
                self.running.setdefault(record.hand_number, (0, 0))
        self._next_of_backlog()

    @property
    def catching_up(self) -> bool:
        """Whether hands of an earlier run are still waiting or being reviewed."""
        return bool(self.backlog) or any(token in self._tokens for token in self._earlier)

    def _next_of_backlog(self) -> None:
        while self.backlog and not self._tokens and self.enabled:
            context, record = self.backlog.pop(0)
            if (record.seed, record.hand_number, len(record.moves)) in self._live:
                continue  # reviewed in this run already
            now = self.context() if self.context is not None else None
            if now is not None and context == now and record.hand_number not in self.reviews:
                self.running[record.hand_number] = (0, 0)  # a hand of the game on the table
                self.started.emit(record.hand_number)
                self._earlier = {self._start(record, self._game, context)}
            else:
                self._earlier = {self._start(record, _EARLIER, context)}

    def _start(self, record: HandRecord, game: object, context: object) -> int:
        self._token += 1
        self._tokens[self._token] = (record.hand_number, game, context)
        self._hands[self._token] = (record.seed, record.hand_number, len(record.moves))
        cancel, closing = self._cancel, self._closing
        self._pool.start(ReviewTask(record, self._token, self._signals,
                                    lambda: cancel.is_set() or closing.is_set(),
                                    self.budget, self.paused))
        return self._token

    def _on_progress(self, token: int, done: int, total: int) -> None:
        entry = self._tokens.get(token)
        if entry is None or entry[1] is not self._game:  # (a review of a game left)
            return
        self.running[entry[0]] = (done, total)
        self.progress.emit(entry[0], done, total)

    def _on_done(self, token: int, review: object) -> None:
        self._hands.pop(token, None)
        entry = self._tokens.pop(token, None)
        if entry is None:
            return
        try:
            self._finished(entry, review)
        finally:
            self._next_of_backlog()

    def _finished(self, entry: tuple[int, object, object], review: object) -> None:
        hand, ours = entry[0], entry[1] is self._game
        if ours:
            self.running.pop(hand, None)
        if not isinstance(review, HandReview):
            if ours:
                self.reviewed.emit(hand)
            return
        if ours:
            self.reviews[hand] = review
        if self.keeper is not None:
            self.keeper(review, entry[2])
        if ours:
            self.reviewed.emit(hand)

    def review(self, hand_number: int) -> HandReview | None:
        """The review of hand ``hand_number`` of the game on the table (None: none yet)."""
        return self.reviews.get(hand_number)

    def costs(self) -> dict[int, float]:
        """The points lost per reviewed hand of the game on the table: {hand number: cost}
        (this session's reviews, and those kept of a resumed game)."""
        costs = dict(self.stored_costs()) if self.stored_costs is not None else {}
        costs.update({hand: review.cost for hand, review in self.reviews.items()})
        return costs

    def review_of_record(self, record: HandRecord) -> HandReview | None:
        """The review of the hand of ``record`` (from this game, or kept from before)."""
        review = self.reviews.get(record.hand_number)
        if review is not None and review.seed == record.seed \
                and review.moves == len(record.moves):
            return review
        if self.lookup is not None:
            return self.lookup(record)
        return None

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the reviews under way (tests and tools)."""
        return self._pool.waitForDone(msecs)


class CoachSession(Protocol):
    """What the coach uses of the session (a `SessionModel` has it): the preference that
    switches it, the score history that keeps its reviews, the hands kept without one. Typed,
    so that a renamed method is an error under mypy (and at `attach_reviewer`), not a coach
    that silently stops keeping its reviews."""

    @property
    def preferences(self) -> Preferences: ...

    @property
    def preferences_changed(self) -> SignalInstance: ...

    @property
    def history_id(self) -> int | None: ...

    def store_hand_review(self, game_id: int, review: StoredHandReview) -> bool: ...

    def hand_review_of(self, seed: int, hand_number: int,
                       moves: int) -> StoredHandReview | None: ...

    def review_costs(self) -> dict[int, float]: ...

    def unreviewed_hands(self, limit: int = CATCH_UP_HANDS,
                         game: int | None = None) -> list[tuple[int, HandRecord]]: ...


def attach_reviewer(model: ReviewedTable, session: CoachSession,
                    budget: Mapping[str, int] | None = None) -> HandReviewer:
    """A `HandReviewer` for the table ``model`` (its child), switched by the session's
    preference ``review_hands`` (Settings ▸ Aids), whose reviews the session keeps in the score
    history (``store_hand_review``) and finds again there (``hand_review_of``). Switched on
    during a game, it reviews the hands of that game played while it was off
    (`catch_up_game`), in the background, oldest first."""
    reviewer = HandReviewer(model, model if isinstance(model, QObject) else None, budget=budget)
    # bound now: a session without one of them is refused here, not when a hand ends
    store, find_review = session.store_hand_review, session.hand_review_of
    stored_costs, unreviewed = session.review_costs, session.unreviewed_hands
    changed = session.preferences_changed

    held = weakref.ref(reviewer)  # the session outlives a table: it must not hold its coach

    def apply(prefs: Preferences) -> None:
        coach = held()
        if coach is None:
            return
        was, coach.enabled = coach.enabled, prefs.review_hands
        if not coach.enabled:
            coach.cancel()
        elif not was:
            catch_up_game(coach, session.history_id, unreviewed)

    reviewer.enabled = session.preferences.review_hands
    changed.connect(apply)
    reviewer.context = lambda: session.history_id

    def keep(review: HandReview, game_id: object) -> None:
        if game_id is None:
            game_id = session.history_id
        if isinstance(game_id, int):
            store(game_id, review.to_stored())

    def lookup(record: HandRecord) -> HandReview | None:
        stored = find_review(record.seed, record.hand_number, len(record.moves))
        return HandReview.from_stored(stored, record) if stored is not None else None

    def costs() -> dict[int, float]:
        return dict(stored_costs())

    reviewer.keeper = keep
    reviewer.lookup = lookup
    reviewer.stored_costs = costs
    return reviewer


def catch_up_game(reviewer: HandReviewer, game: int | None,
                  unreviewed: Callable[[int, int | None], list[tuple[int, HandRecord]]],
                  limit: int = CATCH_UP_HANDS) -> int:
    """The coach just switched on (Settings ▸ Aids) during the score-history game ``game``:
    its hands played while it was off (``unreviewed(limit, game)``, oldest first) are reviewed
    in the background, one at a time, as this game's (under way on the score sheet). Returns
    how many hands were queued (none without a recorded game)."""
    if game is None or not reviewer.enabled:
        return 0
    hands: list[tuple[object, HandRecord]] = list(unreviewed(limit, game))
    reviewer.catch_up(hands)
    return len(hands)


def reviewer_of(model: QObject) -> HandReviewer | None:
    """The `HandReviewer` of the table ``model`` (None: the coach is not attached)."""
    return model.findChild(HandReviewer)


def catch_up_reviews(model: QObject, session: CoachSession, limit: int = CATCH_UP_HANDS) -> int:
    """Have the coach of ``model`` review, in the background, the human's kept hands that an
    earlier run left without a review (quit or killed while the coach was at them): the
    session's ``unreviewed_hands(limit)``, oldest first, each kept with its own game as a
    review finished in play is. Nothing while Settings ▸ Aids' review is off. Returns how many
    hands were queued. The app calls it once its window is up (``__main__.main``); a window
    built by a test or the self-test never does unless asked."""
    reviewer = reviewer_of(model)
    if reviewer is None or not reviewer.enabled or not session.preferences.review_hands:
        return 0
    hands: list[tuple[object, HandRecord]] = list(session.unreviewed_hands(limit))
    reviewer.catch_up(hands)
    return len(hands)
