"""Help ▸ Learn to play: a guided first hand on a fixed deal.

The deal is built through the engine's public API (`Game.setup`): four players, the human
(South) with a computer partner (North) against West and East, whose side has already melded.
The lesson is the one line of play `LESSON_LINE` through that deal, checked move by move by the
engine when the lesson is built (`Lesson`): the human's moves are grouped into eight steps
(`LessonStep`: draw two, the first meld's minimum, a sequence, taking the pile with a natural
pair, a canasta and a samba, red 3s, asking the partner, going out), and the other seats play
their part of it (`ScriptedPlayer`), every move a legal engine move.

`LessonModel` is a `GameModel` at that table. It lets through only the move the lesson waits for
(the engine still decides its legality); another move gets a friendly hint
(``rejected(text, "lesson")``) and changes nothing, so no progress is lost. Within a step the
moves may come in any order, but a discard always comes last. Hint (H) shows the awaited
move. ``progress`` (steps done, 0 to 8) is what the settings keep; a lesson made with a
``progress`` starts at that step, the deal replayed up to it.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from samba_desktop.ai import Decision
from samba_desktop.engine import (
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    Game,
    LayRedThree,
    Meld,
    Move,
    PlayerView,
    Rules,
    TakePile,
    parse_cards,
)

from .computer_turns import Pace
from .config import SeatConfig, TableConfig
from .game_model import GameModel
from .texts import cards_label

__all__ = ["LESSON_STEPS", "Lesson", "LessonModel", "LessonStep", "LessonTask",
           "ScriptedPlayer", "lesson_game", "same_move", "step_title", "task_text"]

HUMAN, WEST, NORTH, EAST = range(4)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Lesson", text)


class LessonStep(enum.StrEnum):
    """The lesson's steps, in order."""

    DRAW_TWO = "draw_two"
    FIRST_MELD = "first_meld"
    SEQUENCE = "lay_sequence"
    TAKE_PILE = "take_pile"
    CANASTA_SAMBA = "canasta_samba"
    RED_THREES = "red_threes"
    ASK_PARTNER = "ask_partner"
    GOING_OUT = "going_out"


LESSON_STEPS = tuple(LessonStep)


class Say(enum.StrEnum):
    """What the table says for one awaited move (the key of its text)."""

    DRAW = "draw"
    FIRST_MELD = "first_meld"
    FIRST_MELD_LAY = "first_meld_lay"
    SEQUENCE = "lay_sequence"
    DISCARD = "discard"
    TAKE_PILE = "take_pile"
    CANASTA = "canasta"
    SAMBA = "build_samba"
    RED_THREE = "red_three"
    DISCARD_AGAIN = "discard_again"
    DRAW_AGAIN = "draw_again"
    ASK = "ask"
    GO_OUT_MELD = "go_out_meld"
    GO_OUT_DISCARD = "go_out_discard"


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


# The deal. Every card appears at most three times (three decks); the rest of the deck is in
# no one's hand and not in the stock: a position need not hold all 162 cards.
LESSON_RULES = Rules(players=4)
HANDS = (
    "AC AD AS 7H 8H 9H QC QH KC KD 5S 5D 9S JC 6C",  # you (South)
    "5C 4D 6D 7D TC TD JH 8C 4S 7S 2H 9H 6S",  # West
    "AH 8S 9D TS JS JD 4C 5H 7C TH KH QH JH 2D 6S",  # North, your partner
    "QD 6H 7C 8C 9C 4S 5S JH 2C TS 6S 7D 3S",  # East
)
STOCK = ("3H KS  4C 8D  5D 6C  TD 7S  4C 8H  9H 2S  JC 4S  KH 9C  "
         "8D 5S TC JS 7D 3C 9S 6D KC 4D JD 5D 7S 8S 2H AD TS 6C")
DISCARD = "QS QS QD QC 4H 5H 6H TH"  # bottom first: what the hand has piled up so far
OPPONENT_MELDS = ("8C 8D 8S 8H", "JS QS KS")


def lesson_game() -> Game:
    """The lesson's deal, a few rounds into a hand: your side has not melded yet."""
    return Game.setup(LESSON_RULES, hands=list(HANDS), stock=STOCK, discard=DISCARD,
                      melds={1: list(OPPONENT_MELDS)}, turn=HUMAN)


@dataclass(frozen=True)
class LessonTask:
    """One move of the human the lesson waits for, and what the table says about it."""

    step: LessonStep
    move: Move
    say: Say

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the hand the move plays (highlighted on the table)."""
        match self.move:
            case Meld(melds=melds):
                return tuple(card for meld in melds for card in meld)
            case Extend(cards=cards) | TakePile(cards=cards):
                return tuple(cards)
            case Discard(card=card):
                return (card,)
        return ()


def _sorted(cards: Sequence[Card]) -> tuple[str, ...]:
    return tuple(sorted(map(str, cards)))


def same_move(a: object, b: Move) -> bool:
    """Whether ``a`` is the move ``b`` (the order of cards and of melds does not matter)."""
    match a, b:
        case Meld(melds=mine), Meld(melds=theirs):
            return sorted(map(_sorted, mine)) == sorted(map(_sorted, theirs))
        case Extend(meld_id=i, cards=mine), Extend(meld_id=j, cards=theirs):
            return i == j and _sorted(mine) == _sorted(theirs)
        case TakePile(cards=mine, extra_melds=m), TakePile(cards=theirs, extra_melds=t):
            return _sorted(mine) == _sorted(theirs) \
                and sorted(map(_sorted, m)) == sorted(map(_sorted, t))
    return a == b


class Lesson:
    """The lesson's line of play through `lesson_game`, each move checked by the engine: the
    human's tasks by step, the other seats' moves in order (see the module docstring)."""

    def __init__(self) -> None:
        game = lesson_game()
        self.tasks: list[LessonTask] = []
        self.scripts: dict[int, list[Move]] = {WEST: [], NORTH: [], EAST: []}
        self._line: list[tuple[int, Move]] = []

        def play(seat: int, move: Move) -> None:
            if game.turn != seat:
                raise AssertionError(f"seat {game.turn} is to move, not {seat}: {move}")
            game.apply(move)  # IllegalMove if the lesson asked for a move the rules refuse
            self._line.append((seat, move))
            if seat != HUMAN:
                self.scripts[seat].append(move)

        def task(step: LessonStep, move: Move, say: Say) -> None:
            self.tasks.append(LessonTask(step, move, say))
            play(HUMAN, move)

        def meld_with(side: int, card: str) -> int:
            wanted = Card.parse(card)
            return next(m.id for m in game.melds(side) if wanted in m.cards)

        S = LessonStep
        task(S.DRAW_TWO, Draw(), Say.DRAW)
        task(S.FIRST_MELD, Meld((_cards("AC AD AS"),)), Say.FIRST_MELD)
        task(S.SEQUENCE, Meld((_cards("7H 8H 9H"),)), Say.SEQUENCE)
        task(S.SEQUENCE, Discard(Card.parse("JC")), Say.DISCARD)
        opening: tuple[tuple[int, list[Move]], ...] = (
                            (WEST, [Draw(), Discard(Card.parse("5C"))]),
                            (NORTH, [Draw(), Extend(meld_with(0, "AC"), _cards("AH")),
                                     Discard(Card.parse("9D"))]),
                            (EAST, [Draw(), Discard(Card.parse("QD"))]))
        for seat, moves in opening:
            for move in moves:
                play(seat, move)
        task(S.TAKE_PILE, TakePile(_cards("QC QH")), Say.TAKE_PILE)
        task(S.CANASTA_SAMBA, Extend(meld_with(0, "QH"), _cards("QS QS QD QC")), Say.CANASTA)
        task(S.CANASTA_SAMBA, Extend(meld_with(0, "7H"), _cards("4H 5H 6H TH")), Say.SAMBA)
        task(S.RED_THREES, LayRedThree(), Say.RED_THREE)
        task(S.RED_THREES, Discard(Card.parse("6C")), Say.DISCARD_AGAIN)
        second: tuple[tuple[int, list[Move]], ...] = (
            (WEST, [Draw(), Discard(Card.parse("4C"))]),
            (NORTH, [Draw(), Discard(Card.parse("TS"))]),
            (EAST, [Draw(), Discard(Card.parse("7C"))]))
        for seat, moves in second:
            for move in moves:
                play(seat, move)
        task(S.ASK_PARTNER, Draw(), Say.DRAW_AGAIN)
        task(S.ASK_PARTNER, AskPartner(), Say.ASK)
        play(NORTH, Answer(True))
        task(S.GOING_OUT, Meld((_cards("KC KD KS KH"),)), Say.GO_OUT_MELD)
        task(S.GOING_OUT, Meld((_cards("5S 5D 5C"),)), Say.GO_OUT_MELD)
        task(S.GOING_OUT, Meld((_cards("9S 9D 9C"),)), Say.GO_OUT_MELD)
        task(S.GOING_OUT, Discard(Card.parse("JC")), Say.GO_OUT_DISCARD)
        if game.in_play:
            raise AssertionError("the lesson's line must end the hand")
        self.result = game.hand_result()

    def tasks_of(self, step: LessonStep) -> list[LessonTask]:
        return [t for t in self.tasks if t.step is step]

    def game_at(self, progress: int) -> Game:
        """The deal as it stands when step ``progress`` (0-based) begins."""
        game = lesson_game()
        if progress <= 0:
            return game
        human_moves = sum(1 for t in self.tasks if LESSON_STEPS.index(t.step) < progress)
        seen = 0
        for seat, move in self._line:
            if seat == HUMAN:
                if seen == human_moves:
                    break
                seen += 1
            game.apply(move)
        return game


class ScriptedPlayer:
    """A computer seat of the lesson: it plays its next move of the lesson's line (by how many
    moves it has made this hand); should the line not fit, the first legal move."""

    def __init__(self, scripts: dict[int, list[Move]]) -> None:
        self._scripts = scripts
        self.last_decision: Decision | None = None

    def choose(self, view: PlayerView) -> Move:
        made = sum(1 for seat, _move in view.move_log if seat == view.seat)
        script = self._scripts.get(view.seat, [])
        if made < len(script) and view.is_legal(script[made]):
            return script[made]
        return view.legal_moves()[0]


def lesson_config() -> TableConfig:
    """You, West, North (your partner) and East."""
    names = ("You", "West", "North", "East")
    seats = tuple(SeatConfig(name, human=(i == HUMAN), level="easy")
                  for i, name in enumerate(names))
    return TableConfig(LESSON_RULES, seats)


class LessonModel(GameModel):
    """The lesson's table (see the module docstring)."""

    progress_changed = Signal(int)
    """Steps done (0 to 8), after a step is done or the lesson is started over."""
    task_changed = Signal()
    """The awaited move changed (a move of the lesson was made, or the lesson restarted)."""
    finished = Signal()
    """The last step is done: the hand is over."""

    def __init__(self, progress: int = 0, pace: Pace = Pace.NORMAL,
                 parent: QObject | None = None) -> None:
        self.lesson = Lesson()
        self._progress = max(0, min(progress, len(LESSON_STEPS) - 1))
        self._done: list[LessonTask] = []
        scripts = self.lesson.scripts

        def factory(level: str, seed: int | None, **options: Any) -> ScriptedPlayer:
            return ScriptedPlayer(scripts)

        super().__init__(lesson_config(), self.lesson.game_at(self._progress),
                         seed=1, player_factory=factory, pace=pace,
                         hint_factory=lambda seed: ScriptedPlayer(scripts), parent=parent)

    # ------------------------------------------------------------------ where the lesson is
    @property
    def progress(self) -> int:
        """How many of the steps are done."""
        return self._progress

    @property
    def step(self) -> LessonStep | None:
        """The step under way (None once the lesson is over)."""
        return LESSON_STEPS[self._progress] if self._progress < len(LESSON_STEPS) else None

    def open_tasks(self) -> list[LessonTask]:
        """The moves of this step still awaited, in the lesson's order."""
        step = self.step
        if step is None:
            return []
        return [t for t in self.lesson.tasks_of(step) if t not in self._done]

    @property
    def task(self) -> LessonTask | None:
        """The move the table shows next (the first still awaited of this step)."""
        tasks = self.open_tasks()
        return tasks[0] if tasks else None

    def waits_for_human(self) -> bool:
        return self.task is not None and self.is_human_turn()

    def task_text(self) -> str:
        """What the table says now about the awaited move."""
        task = self.task
        if task is None:
            return ""
        say = task.say
        if say is Say.FIRST_MELD and self.staged_melds and same_move(
                Meld(tuple(self.staged_melds)), task.move):
            say = Say.FIRST_MELD_LAY
        return task_text(say, task.cards)

    def restart(self, progress: int | None = None) -> None:
        """Start the lesson over (or at step ``progress``)."""
        if progress is not None:
            self._progress = max(0, min(progress, len(LESSON_STEPS) - 1))
        self._done = []
        self.new_game(lesson_config(), self.lesson.game_at(self._progress), seed=1)
        self.progress_changed.emit(self._progress)
        self.task_changed.emit()

    # ------------------------------------------------------------------ the human's moves
    def _awaited(self, move: object) -> LessonTask | None:
        tasks = self.open_tasks()
        for task in tasks:
            if isinstance(task.move, Discard) and len(tasks) > 1:
                continue  # a discard ends the turn: the step's other moves first
            if same_move(move, task.move):
                return task
        return None

    def try_move(self, move: Move) -> bool:
        if not self.is_human_turn() or isinstance(move, Answer):
            return super().try_move(move)
        task = self._awaited(move)
        if task is None:
            if not self.game.is_legal(move):
                return super().try_move(move)  # the engine says why
            self._reject(_tr("Good idea, but not in this lesson. {what}").format(
                what=self.task_text()), "lesson")
            return False
        if not super().try_move(move):
            return False
        self._done.append(task)
        if not self.open_tasks():
            self._progress += 1
            self._done = []
            self.progress_changed.emit(self._progress)
            if self.step is None:
                self.finished.emit()
        self.task_changed.emit()
        return True

    def suggests(self, move: Move) -> bool:
        """Only what the step waits for is the yellow button (a red 3 drawn in the first
        meld's step is laid in its own step)."""
        return self._awaited(move) is not None

    def request_hint(self) -> None:
        """Hint (H): the awaited move, made ready to play, and what to do."""
        task = self.task
        if task is not None and self.is_human_turn():
            self.hint_ready.emit(task.move, self.task_text())

    def can_undo(self) -> bool:
        return False  # the lesson goes forward only; a move it does not want is refused

    def undo(self) -> bool:
        return False

    def next_hand(self) -> bool:
        return False  # the lesson is one hand


def step_title(step: LessonStep) -> str:
    """The step's title, in the player's language."""
    return {
        LessonStep.DRAW_TWO: _tr("Draw two cards"),
        LessonStep.FIRST_MELD: _tr("The first meld's minimum"),
        LessonStep.SEQUENCE: _tr("A sequence"),
        LessonStep.TAKE_PILE: _tr("Taking the pile with a natural pair"),
        LessonStep.CANASTA_SAMBA: _tr("A canasta and a samba"),
        LessonStep.RED_THREES: _tr("Red 3s"),
        LessonStep.ASK_PARTNER: _tr("Asking your partner"),
        LessonStep.GOING_OUT: _tr("Going out"),
    }[step]


def task_text(say: Say, cards: Sequence[Card]) -> str:
    """What the table says about an awaited move that plays ``cards``."""
    shown = cards_label(cards)
    texts = {
        Say.DRAW: _tr("Every turn begins with a draw. Click the stock (or press D): you draw "
                      "two cards."),
        Say.FIRST_MELD: _tr("Your side has not melded yet this hand, so its first meld must be "
                            "worth at least 50 points. Aces count 20 each: select {cards} and "
                            "drag them onto your side's melds (or press M)."),
        Say.FIRST_MELD_LAY: _tr("The aces are ready: 60 points, enough for the first meld. "
                                "Press Meld (M) to lay them."),
        Say.SEQUENCE: _tr("A sequence is three to seven cards of one suit in a row, without "
                          "wild cards. Now that your side has melded, lay {cards} as a new "
                          "meld: drag them onto your side's melds (or press M)."),
        Say.DISCARD: _tr("A turn ends with a discard. Drag {cards} onto the discard pile (or "
                         "double-click it)."),
        Say.TAKE_PILE: _tr("East discarded a queen, and you hold two natural queens: you may "
                           "take the whole pile. Drag {cards} onto the pile (or press T). The "
                           "three queens become a meld; the rest of the pile goes into your "
                           "hand."),
        Say.CANASTA: _tr("Seven cards of one rank make a canasta; without wild cards it is a "
                         "pure canasta, worth 500. Add {cards} to your queens."),
        Say.SAMBA: _tr("Seven cards of one suit in a row make a samba, worth 1,500. Add "
                       "{cards} to your hearts at both ends."),
        Say.RED_THREE: _tr("A red 3 never goes into a meld: lay it in front of you with Red 3 "
                           "(R). Now that your side has two 7-card melds, each red 3 laid "
                           "counts 100; one still in your hand when the hand ends costs 750."),
        Say.DISCARD_AGAIN: _tr("Discard {cards} to end your turn."),
        Say.DRAW_AGAIN: _tr("Your turn again: draw two cards from the stock."),
        Say.ASK: _tr("With a canasta and a samba your side may go out, and your cards fit. "
                     "With a partner you may ask first: press Ask partner (A)."),
        Say.GO_OUT_MELD: _tr("Go out: lay {cards} as a new meld."),
        Say.GO_OUT_DISCARD: _tr("Discard your last card, {cards}: you are out and the hand "
                                "ends."),
    }
    return texts[say].format(cards=shown)


def lesson_done_text() -> str:
    return _tr("Well played: you went out, and your side scores the canasta, the samba, the "
               "red 3 and going out. That is a whole hand of Samba. Leave the lesson to play a "
               "real game.")

