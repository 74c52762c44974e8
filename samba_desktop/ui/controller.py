"""What the player's clicks, drops, buttons and keys mean: each becomes one model call.

The controller knows the table's vocabulary (stock, pile, melds, staging, hand) and turns an
intent into a move for `GameModel`; the model and the engine decide whether it is legal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, Signal

from samba_desktop.engine import (
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Merge,
    Pass,
    TakePile,
    TakeTop,
)
from samba_desktop.qtmodel import GameModel
from samba_desktop.ui.table_scene import TableCard, TableScene, Target


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableController", text)


@dataclass
class Drag:
    """What is being dragged: hand cards, a staged meld, the stock, the pile's top, or a meld."""

    kind: str  # "hand", "stage", "stock", "pile", "meld"
    items: list[TableCard] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    data: object = None


class TableController(QObject):
    """Turns the player's intents into model calls and answers "what may I do now?"."""

    acted = Signal()
    """A human action was accepted (the view clears its selection, the bar refreshes)."""

    def __init__(self, model: GameModel, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene

    # ------------------------------------------------------------------ helpers
    @property
    def phase(self) -> str:
        return self.model.view.phase

    def _selection(self) -> list[Card]:
        return self.scene.selected_cards()

    def _done(self, ok: bool) -> bool:
        if ok:
            self.scene.clear_selection()
            self.acted.emit()
        return ok

    def _say(self, text: str) -> bool:
        self.scene.show_message(text, "error")
        return False

    def pile_cards(self, chosen: list[Card] | None = None) -> list[Card] | None:
        """The cards to take the pile with: the chosen ones if they hold the pair, else a pair
        of naturals of the top card's rank from the hand."""
        v = self.model.view
        pile = v.discard_pile
        if not pile:
            return None
        rank = pile[-1].rank
        chosen = list(chosen or [])
        if sum(1 for c in chosen if c.is_natural and c.rank == rank) >= 2:
            return chosen
        free = self.model.free_hand() if self.model.staging_active else v.hand
        pair = [c for c in free if c.is_natural and c.rank == rank][:2]
        return pair if len(pair) == 2 else None

    # ------------------------------------------------------------------ buttons and keys
    def draw(self) -> bool:
        return self._done(self.model.draw())

    def take_pile(self) -> bool:
        cards = self.pile_cards(self._selection())
        if cards is None:
            v = self.model.view
            if v.discard_pile and not v.discard_pile[-1].is_natural:
                return self._done(self.model.take_pile([]))  # the engine says why (blocked)
            rank = v.discard_pile[-1].rank if v.discard_pile else ""
            return self._say(_tr("You need two natural {rank}s to take the pile.").format(
                rank=_rank_word(rank)))
        return self._done(self.model.take_pile(cards))

    def meld(self) -> bool:
        """Lay the selection: staged for a first meld, added to a meld it fits, or a new meld.
        With nothing selected, lay the staged first meld."""
        cards = self._selection()
        model = self.model
        if model.staging_active:
            if cards:
                return self._done(model.stage(cards))
            return self._done(model.commit_staging())
        if not cards:
            return self._say(_tr("Select the cards to meld first."))
        side = model.view.side_of(model.display_seat)
        for m in model.view.melds(side):
            if model.is_legal(Extend(m.id, tuple(cards))):
                return self._done(model.extend(m.id, cards))
        return self._done(model.meld([cards]))

    def discard(self, card: Card | None = None) -> bool:
        if card is None:
            cards = self._selection()
            if len(cards) != 1:
                return self._say(_tr("Select one card to discard."))
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
        draw_phase = mine and v.phase == "draw"
        meld_phase = mine and v.phase == "meld"
        sel = self._selection()
        pile = self.pile_cards(sel) if draw_phase else None
        staged = model.staged_melds
        return {
            "draw": draw_phase and model.is_legal(Draw()),
            "take_pile": bool(pile) and model.is_legal(TakePile(tuple(pile), tuple(staged))),
            "meld": (meld_phase and bool(sel or staged)) or (draw_phase and model.staging_active
                                                             and bool(sel)),
            "discard": meld_phase and len(sel) == 1 and model.is_legal(Discard(sel[0])),
            "pass": meld_phase and model.is_legal(Pass()),
            "red_three": mine and v.phase in ("draw", "meld") and model.is_legal(LayRedThree()),
            "ask": meld_phase and model.is_legal(AskPartner()),
            "undo": mine and model.can_undo(),
            "hint": mine,
            "answer": mine and v.phase == "answer",
        }

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
        if kind == "stock":
            return self.draw()
        if kind == "pile":
            if self.phase == "draw":
                return self.take_pile()
            if len(sel) == 1:
                return self.discard(sel[0])
            return self._say(_tr("Select one card, then click the pile to discard it."))
        if kind == "meld":
            if sel:
                return self._done(model.extend(int(target.data), sel))
            if self.phase == "draw":
                return self._done(model.take_top(int(target.data)))
            return False
        if kind == "stage":
            if sel:
                return self._done(model.stage(sel, int(target.data)))
            model.unstage(int(target.data))
            return True
        if kind == "new_stage" and sel:
            return self._done(model.stage(sel))
        if kind == "new_meld" and sel:
            return self._done(model.meld([sel]))
        return False

    # ------------------------------------------------------------------ drag and drop
    def drop_kinds(self, drag: Drag) -> set[str]:
        return {
            "hand": {"meld", "new_meld", "stage", "new_stage", "pile"},
            "stage": {"hand"},
            "stock": {"hand"},
            "pile": {"meld", "hand"},
            "meld": {"meld"},
        }.get(drag.kind, set())

    def accepts(self, drag: Drag, target: Target) -> bool:
        """Whether dropping ``drag`` on ``target`` would be accepted (to light it up)."""
        model = self.model
        if target.kind not in self.drop_kinds(drag) or not model.is_human_turn():
            return False
        cards = tuple(drag.cards)
        kind = target.kind
        if drag.kind == "hand" and _all_red_threes(cards) and kind in _PANEL_TARGETS:
            return model.is_legal(LayRedThree())
        if drag.kind == "hand":
            if kind == "meld":
                return model.is_legal(Extend(int(target.data), cards))
            if kind == "new_meld":
                return not model.staging_active and model.is_legal(Meld((cards,)))
            if kind == "stage":
                return model.can_stage(cards, int(target.data))
            if kind == "new_stage":
                return model.can_stage(cards)
            if kind == "pile":
                if self.phase == "draw":
                    return model.is_legal(TakePile(cards, tuple(model.staged_melds)))
                return len(cards) == 1 and model.is_legal(Discard(cards[0]))
        if drag.kind == "stage":
            return kind == "hand"
        if drag.kind == "stock":
            return model.is_legal(Draw())
        if drag.kind == "pile":
            if kind == "meld":
                return model.is_legal(TakeTop(int(target.data)))
            pile = self.pile_cards(self._selection())
            return pile is not None and model.is_legal(TakePile(tuple(pile),
                                                                tuple(model.staged_melds)))
        if drag.kind == "meld":
            return target.data != drag.data and model.is_legal(Merge(int(target.data),
                                                                     int(drag.data)))
        return False

    def drop(self, drag: Drag, target: Target | None) -> bool:
        """Act on a drop; False (the cards snap back) when nothing was done."""
        model = self.model
        if target is None or target.kind not in self.drop_kinds(drag):
            return False
        cards = list(drag.cards)
        kind = target.kind
        if drag.kind == "hand" and _all_red_threes(cards) and kind in _PANEL_TARGETS:
            # red 3s dropped in front of the side are laid, one after the other
            laid = False
            for _ in cards:
                if not model.lay_red_three():
                    break
                laid = True
            return self._done(laid)
        if drag.kind == "hand":
            if kind == "meld":
                return self._done(model.extend(int(target.data), cards))
            if kind == "new_meld":
                return self._done(model.meld([cards]))
            if kind == "stage":
                return self._done(model.stage(cards, int(target.data)))
            if kind == "new_stage":
                return self._done(model.stage(cards))
            if kind == "pile":
                if self.phase == "draw" or not model.is_human_turn():
                    return self._done(model.take_pile(cards))
                if len(cards) != 1:
                    return self._say(_tr("Discard one card at a time."))
                return self.discard(cards[0])
        if drag.kind == "stage":
            model.unstage(int(drag.data))
            return True
        if drag.kind == "stock":
            return self.draw()
        if drag.kind == "pile":
            if kind == "meld":
                return self._done(model.take_top(int(target.data)))
            return self.take_pile()
        if drag.kind == "meld":
            if target.data == drag.data:
                return False
            return self._done(model.merge(int(target.data), int(drag.data)))
        return False


_PANEL_TARGETS = frozenset({"meld", "new_meld", "stage", "new_stage"})


def _all_red_threes(cards) -> bool:
    return bool(cards) and all(c is not None and c.is_red_three for c in cards)


def _rank_word(rank: str) -> str:
    return {"T": "10", "J": _tr("jack"), "Q": _tr("queen"), "K": _tr("king"),
            "A": _tr("ace")}.get(rank, rank)
