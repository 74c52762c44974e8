"""What the player's clicks, drops, buttons and keys mean: each becomes one model call.

The controller knows the table's vocabulary (stock, pile, melds, staging, hand) and turns an
intent into a move for `GameModel`; the model and the engine decide whether it is legal. A drop
is decided once, by `decide` (what is dragged, where to) → a move or a staging action; whether
a target lights up while dragging is `is_legal` of that same decision, and the drop performs
it. A hint is prepared by `follow_hint` so that one action plays exactly the hinted move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, Signal

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Merge,
    Move,
    Pass,
    Phase,
    TakePile,
    TakeTop,
)
from samba_desktop.qtmodel import GameModel
from samba_desktop.ui.actions import SPECS, Action, find
from samba_desktop.ui.table.areas import pile_pair
from samba_desktop.ui.table.scene import TableCard, TableScene, Target
from samba_desktop.ui.table.types import PANEL_TARGETS, DragKind, TargetKind


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableController", text)


@dataclass
class Drag:
    """What is being dragged: hand cards, a staged meld, the stock, the pile's top, or a meld."""

    kind: DragKind
    items: list[TableCard] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    data: int | None = None  # the dragged meld's id or staged meld's index


# where each kind of drag may be dropped
DROP_TARGETS: dict[DragKind, frozenset[TargetKind]] = {
    DragKind.HAND: frozenset({TargetKind.MELD, TargetKind.NEW_MELD, TargetKind.STAGE,
                              TargetKind.NEW_STAGE, TargetKind.PILE}),
    DragKind.STAGE: frozenset({TargetKind.HAND}),
    DragKind.STOCK: frozenset({TargetKind.HAND}),
    DragKind.PILE: frozenset({TargetKind.MELD, TargetKind.HAND}),
    DragKind.MELD: frozenset({TargetKind.MELD}),
}


# ---------------------------------------------------------------------------- staging actions
@dataclass(frozen=True)
class StageCards:
    """Put cards into the first-meld staging area (a new staged meld when ``index`` is None)."""

    cards: tuple[Card, ...]
    index: int | None = None


@dataclass(frozen=True)
class Unstage:
    """Return a staged meld to the hand."""

    index: int


@dataclass(frozen=True)
class LayRedThrees:
    """Lay red 3s from the hand, one after the other."""

    count: int


@dataclass(frozen=True)
class Refuse:
    """Not something the table does; ``message`` says why (``key`` names it)."""

    message: str
    key: str


TableAction = Move | StageCards | Unstage | LayRedThrees | Refuse


@dataclass(frozen=True)
class HintPlan:
    """A hinted move made ready: ``action`` (a button's name) plays ``move`` while the table
    is as it was prepared (``state``) and the selection is ``selection``."""

    action: str
    move: Move
    selection: tuple[str, ...]
    state: tuple[object, ...]


class TableController(QObject):
    """Turns the player's intents into model calls and answers "what may I do now?"."""

    acted = Signal()
    """A human action was accepted (the view clears its selection, the bar refreshes)."""

    def __init__(self, model: GameModel, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self._plan: HintPlan | None = None
        #: the number of the last hand whose summary the player has seen (the window says so
        #: when the end-of-hand dialog closes): only then Enter deals the next hand
        self.summary_seen: int | None = None

    # ------------------------------------------------------------------ helpers
    @property
    def phase(self) -> str:
        return self.model.view.phase

    def _selection(self) -> list[Card]:
        return self.scene.selected_cards()

    def _done(self, ok: bool) -> bool:
        if ok:
            self._plan = None
            self.scene.set_hinted_melds(())
            self.scene.clear_selection()
            self.acted.emit()
        return ok

    def _refuse(self, text: str, key: str) -> bool:
        """Refuse a request that is not yet a move, the way the model refuses a move (one
        route: the window shows every refusal, escaped, with the bar's status)."""
        self.model.refuse(text, key)
        return False

    def pile_cards(self, chosen: list[Card] | None = None) -> list[Card] | None:
        """The cards to take the pile with: the chosen ones if they hold the pair, else a pair
        of naturals of the top card's rank from the hand."""
        pile = self.model.view.discard_pile
        if not pile:
            return None
        rank = pile[-1].rank
        chosen = list(chosen or [])
        if sum(1 for c in chosen if c.is_natural and c.rank == rank) >= 2:
            return chosen
        return pile_pair(self.model)

    # ------------------------------------------------------------------ hints
    def _state(self) -> tuple[object, ...]:
        v = self.model.view
        return (v.turn, v.phase, len(v.move_log), tuple(sorted(map(str, v.hand))), tuple(self.model.staged_melds))

    def follow_hint(self, move: object) -> None:
        """Make the hinted ``move`` ready to play with one action: a first meld is staged, a
        pile's extra melds too; the cards it uses are selected, the melds it speaks of
        outlined. `hint_action()` then names the button (and Enter) that plays it."""
        self._plan = None
        model, scene = self.model, self.scene
        scene.set_hinted_melds(())
        if not isinstance(move, Move) or not model.is_human_turn():
            return
        select: list[Card] = []
        melds: tuple[int, ...] = ()
        match move:
            case Meld(melds=new) if model.staging_active:
                model.clear_staging()
                for cards in new:
                    model.stage(cards)
                action = "meld"
            case Meld(melds=new):
                select, action = [c for m in new for c in m], "meld"
            case TakePile(cards=pair, extra_melds=extra):
                if model.staging_active:
                    model.clear_staging()
                    for cards in extra:
                        model.stage(cards)
                select, action = list(pair), "take_pile"
            case Extend(meld_id=mid, cards=cards):
                select, melds, action = list(cards), (mid,), "meld"
            case Merge(meld_id=a, other_meld_id=b):
                melds, action = (a, b), "meld"
            case TakeTop(meld_id=mid):
                melds, action = (mid,), "take_pile"
            case Discard(card=card):
                select, action = [card], "discard"
            case Draw():
                action = "draw"
            case LayRedThree():
                action = "red_three"
            case Pass():
                action = "pass"
            case AskPartner():
                action = "ask"
            case Answer(yes=yes):
                action = "yes" if yes else "no"
            case _:
                return
        scene.select_cards(select)
        scene.set_hinted_melds(melds)
        self._plan = HintPlan(action, move, tuple(sorted(map(str, scene.selected_cards()))),
                              self._state())

    def hint(self) -> bool:
        """Ask for a hint (it comes through the model's ``hint_ready``; `follow_hint` readies it)."""
        self.model.request_hint()
        return True

    def hint_action(self) -> str | None:
        """The action that plays the hint just shown, while it still applies."""
        plan = self._plan
        if plan is None:
            return None
        if plan.state != self._state() or \
                plan.selection != tuple(sorted(map(str, self._selection()))):
            return None
        return plan.action

    def _play_hint(self, action: str) -> bool | None:
        """Play the prepared hint if ``action`` is the one that plays it (None: it is not)."""
        if self.hint_action() != action:
            return None
        assert self._plan is not None
        move = self._plan.move
        if isinstance(move, Meld) and self.model.staging_active:
            return self.commit_staging()
        return self._done(self.model.try_move(move))

    # ------------------------------------------------------------------ buttons and keys
    def enter(self) -> bool:
        """The Enter key plays the yellow button (`default_action`: the hint just shown, else
        what the table suggests); with no yellow button, it melds the selection."""
        name = self.default_action()
        if not self.model.view.in_play and name is None:
            return False  # the hand is over and its summary not yet seen: Enter waits
        action = find(name or Action.MELD)
        run = SPECS[action].run if action is not None else None
        return run(self) if run is not None else self.meld()

    def next_hand(self) -> bool:
        """Deal the next hand (once the hand is over and its summary was seen)."""
        if not self.available()["next_hand"]:
            return False
        return self._done(self.model.next_hand())

    def draw(self) -> bool:
        hinted = self._play_hint("draw")
        return hinted if hinted is not None else self._done(self.model.draw())

    def take_pile(self) -> bool:
        hinted = self._play_hint("take_pile")
        if hinted is not None:
            return hinted
        return self.perform(self._take_pile_action(self._selection()))

    def _take_pile_action(self, chosen: list[Card]) -> TableAction:
        """Take the pile with the pair found (`pile_cards`); without one, with the cards chosen,
        and the engine says why not (its ``need_pair``, ``pile_blocked``, ``pile_empty``)."""
        cards = self.pile_cards(chosen)
        return TakePile(tuple(chosen if cards is None else cards), tuple(self.model.staged_melds))

    def meld(self) -> bool:
        """Lay the selection: staged for a first meld, added to a meld it fits, or a new meld.
        With nothing selected, lay the staged first meld (or play the hinted merge)."""
        hinted = self._play_hint("meld")
        if hinted is not None:
            return hinted
        cards = self._selection()
        model = self.model
        if model.refuse_out_of_turn():  # (or before the host starts): said so
            return False
        if model.staging_active:
            if cards:
                return self._done(model.stage(cards))
            return self._done(model.commit_staging())
        if not cards:
            return self._refuse(_tr("Select the cards to meld first."), "select_to_meld")
        meld_id = self._fitting_meld(cards)
        if meld_id is not None:
            return self._done(model.extend(meld_id, cards))
        return self._done(model.meld([cards]))

    def discard(self, card: Card | None = None) -> bool:
        if card is None:
            hinted = self._play_hint("discard")
            if hinted is not None:
                return hinted
            cards = self._selection()
            if len(cards) != 1:
                return self._refuse(_tr("Select one card to discard."), "select_one_to_discard")
            card = cards[0]
        if self.model.staging_active and self.model.staged_melds:
            self.model.clear_staging()
        return self._done(self.model.discard(card))

    def pass_turn(self) -> bool:
        return self._done(self.model.pass_turn())

    def lay_red_three(self) -> bool:
        return self._done(self.model.lay_red_three())

    def ask_partner(self) -> bool:
        return self._done(self.model.ask_partner())

    def answer(self, yes: bool) -> bool:
        return self._done(self.model.answer(yes))

    def undo(self) -> bool:
        return self._done(self.model.undo())

    def commit_staging(self) -> bool:
        return self._done(self.model.commit_staging())

    def clear_staging(self) -> None:
        self.model.clear_staging()

    # ------------------------------------------------------------------ what applies now
    def available(self) -> dict[str, bool]:
        """Which actions make sense now (for enabling buttons)."""
        model = self.model
        v = model.view
        mine = model.is_human_turn()
        draw_phase = mine and v.phase == Phase.DRAW
        meld_phase = mine and v.phase == Phase.MELD
        sel = self._selection()
        pile = self.pile_cards(sel) if draw_phase else None
        staged = model.staged_melds
        out = {
            "draw": draw_phase and model.is_legal(Draw()),
            "take_pile": pile is not None and model.is_legal(TakePile(tuple(pile), tuple(staged))),
            "meld": (meld_phase and bool(sel or staged)) or (draw_phase and model.staging_active
                                                             and bool(sel)),
            "discard": meld_phase and len(sel) == 1 and model.is_legal(Discard(sel[0])),
            "pass": meld_phase and model.is_legal(Pass()),
            "red_three": mine and v.phase in (Phase.DRAW, Phase.MELD) and model.is_legal(LayRedThree()),
            "ask": meld_phase and model.is_legal(AskPartner()),
            "undo": mine and model.can_undo(),
            "hint": mine,
            "answer": mine and v.phase == Phase.ANSWER,
            "next_hand": v.phase == Phase.HAND_OVER and bool(v.hand_results)
            and self.summary_seen == v.hand_results[-1].hand_number,
        }
        hinted = self.hint_action()
        if hinted is not None and hinted in out and self._plan is not None:
            out[hinted] = out[hinted] or model.is_legal(self._plan.move)
        return out

    def default_action(self, available: dict[str, bool] | None = None) -> str | None:
        """The yellow button: the action the table suggests now (None: none).

        The hint just shown, while it still applies, whatever the phase. Before the draw:
        the cards selected for a first meld are staged (Meld); else a red 3 in hand is laid;
        else the pile is taken when the player may take it (the table's centre says so: the
        player holds or has chosen the pair), else they draw. After the draw: the one card
        selected is discarded (melded when it fits one of the side's melds), a selection or the
        staged first meld is melded, a red 3 laid, or the last card kept (Pass). Enter plays it.
        """
        available = self.available() if available is None else available
        model = self.model
        if available.get("next_hand"):
            return "next_hand"
        if not model.is_human_turn():
            return None
        hinted = self.hint_action()
        if hinted is not None and available.get(hinted):
            return hinted
        sel = self._selection()
        if self.phase == Phase.DRAW:
            chosen_pair = bool(sel) and self.pile_cards(sel) == sel
            if sel and model.staging_active and not chosen_pair and available.get("meld"):
                return "meld"
            if available.get("red_three") and model.suggests(LayRedThree()):
                return "red_three"  # laid before anything else (the hint says so too)
            if available.get("take_pile"):
                return "take_pile"
            return "draw" if available.get("draw") else None
        if self.phase != Phase.MELD:
            return None
        if len(sel) == 1 and available.get("discard") and (
                model.staging_active or self._fitting_meld(sel) is None):
            return "discard"
        if sel or model.staged_melds:
            return "meld"
        if available.get("red_three") and model.suggests(LayRedThree()):
            return "red_three"
        if available.get("pass") and model.suggests(Pass()):
            return "pass"
        return None

    def _fitting_meld(self, cards: list[Card]) -> int | None:
        """The id of the first of the player's side's melds ``cards`` can be added to now."""
        model = self.model
        side = model.view.side_of(model.display_seat)
        return next((m.id for m in model.view.melds(side)
                     if model.is_legal(Extend(m.id, tuple(cards)))), None)

    # ------------------------------------------------------------------ clicks on the table
    def click(self, target: Target | None, action: str = "", data: object = None) -> bool:
        """A click (no drag) on a target or a clickable chip."""
        model = self.model
        if action == "sort":
            self.scene.set_sort_mode(str(data))
            return True
        if action == "commit_staging":
            return self.commit_staging()
        if action == "clear_staging":
            self.clear_staging()
            return True
        if target is None:
            return False
        sel = self._selection()
        kind = target.kind
        if kind == TargetKind.STOCK:
            return self.draw()
        if kind == TargetKind.PILE:
            if self.phase == Phase.DRAW:
                return self.take_pile()
            if len(sel) == 1:
                return self.discard(sel[0])
            return self._refuse(_tr("Select one card, then click the pile to discard it."),
                                "select_one_for_pile")
        if kind == TargetKind.MELD and not sel:
            return self._done(model.take_top(target.key)) if self.phase == Phase.DRAW \
                else False
        if kind == TargetKind.STAGE and not sel:
            model.unstage(target.key)
            return True
        if kind in PANEL_TARGETS and sel:
            return self.perform(self.decide(Drag(DragKind.HAND, cards=sel), target))
        return False

    # ------------------------------------------------------------------ drag and drop
    def drop_kinds(self, drag: Drag) -> frozenset[TargetKind]:
        """The kinds of target ``drag`` may be dropped on."""
        return DROP_TARGETS.get(drag.kind, frozenset())

    def decide(self, drag: Drag, target: Target) -> TableAction | None:
        """What dropping ``drag`` on ``target`` means: a move, a staging action, a refusal
        with its reason, or None (not a place for it)."""
        model = self.model
        kind = target.kind
        if kind not in self.drop_kinds(drag):
            return None
        cards = tuple(drag.cards)
        match drag.kind:
            case DragKind.HAND if _all_red_threes(cards) and kind in PANEL_TARGETS:
                return LayRedThrees(len(cards))
            case DragKind.HAND if kind == TargetKind.MELD:
                return Extend(target.key, cards)
            case DragKind.HAND if kind in (TargetKind.NEW_STAGE, TargetKind.STAGE) or (
                    kind == TargetKind.NEW_MELD and model.staging_active):
                index = target.key if kind == TargetKind.STAGE else None
                return StageCards(cards, index)
            case DragKind.HAND if kind == TargetKind.NEW_MELD:
                return Meld((cards,))
            case DragKind.HAND:  # on the pile
                if self.phase == Phase.DRAW or not model.is_human_turn():
                    return TakePile(cards, tuple(model.staged_melds))
                if len(cards) != 1:
                    return Refuse(_tr("Discard one card at a time."), "one_at_a_time")
                return Discard(cards[0])
            case DragKind.STAGE:
                return Unstage(_key(drag.data))
            case DragKind.STOCK:
                return Draw()
            case DragKind.PILE if kind == TargetKind.MELD:
                return TakeTop(target.key)
            case DragKind.PILE:
                return self._take_pile_action(self._selection())
            case DragKind.MELD:
                if target.data == drag.data:
                    return None
                return Merge(target.key, _key(drag.data))
        return None

    def is_legal(self, action: TableAction | None) -> bool:
        """Whether ``action`` would be accepted now (no signal, nothing changes)."""
        model = self.model
        match action:
            case None | Refuse():
                return False
            case StageCards(cards=cards, index=index):
                return model.can_stage(cards, index)
            case Unstage(index=index):
                return model.is_human_turn() and 0 <= index < len(model.staged_melds)
            case LayRedThrees():
                return model.is_legal(LayRedThree())
            case _:
                return model.is_legal(action)

    def accepts(self, drag: Drag, target: Target) -> bool:
        """Whether dropping ``drag`` on ``target`` would be accepted (to light it up)."""
        return self.is_legal(self.decide(drag, target))

    def perform(self, action: TableAction | None) -> bool:
        """Do ``action``; False when nothing was done (the model says why)."""
        model = self.model
        match action:
            case None:
                return False
            case Refuse(message=message, key=key):
                return self._refuse(message, key)
            case StageCards(cards=cards, index=index):
                return self._done(model.stage(cards, index))
            case Unstage(index=index):
                model.unstage(index)
                return True
            case LayRedThrees(count=count):
                laid = False
                for _ in range(count):
                    if not model.lay_red_three():
                        break
                    laid = True
                return self._done(laid)
            case Discard(card=card):
                return self.discard(card)
            case _:
                return self._done(model.try_move(action))

    def drop_target(self, drag: Drag, covered: Sequence[tuple[Target, float]],
                    pointed: Target | None) -> Target | None:
        """Where ``drag`` lands: of the targets its cards cover (``covered``, largest overlap
        first: `TableScene.overlaps`), the one that accepts it with the largest overlap; if
        none accepts it, the target under the mouse (``pointed``), whose drop says why not."""
        accepting = next((t for t, _area in covered if self.accepts(drag, t)), None)
        return accepting if accepting is not None else pointed

    def drop(self, drag: Drag, target: Target | None) -> bool:
        """Act on a drop; False (the cards snap back) when nothing was done."""
        if target is None:
            return False
        return self.perform(self.decide(drag, target))


def _key(data: int | None) -> int:
    assert data is not None
    return data


def _all_red_threes(cards: Sequence[Card | None]) -> bool:
    return bool(cards) and all(c is not None and c.is_red_three for c in cards)

