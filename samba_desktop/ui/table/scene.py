"""The card table's scene: every card as a `TableCard`, laid out from the model's view.

Each area of the table (the hand, the other seats, the centre, the meld panels) has its own
builder in `areas`, which returns the slots where its cards should rest, its decorations
and its drop targets. After a move the scene moves exactly the cards the engine says it moved
(`moves.follow`: a card keeps its item while it flies from the place it left to the place
it went, from a hand to a meld, from the stock to a hand, from the pile to a hand) and every
other card stays in its place; a new deal, an undo, a staging change or a resize lays the table
out again (`moves.rematch`). `_reconcile` is the only code that moves cards. A change that
moves no card (a selection, a message) re-decorates only the area it concerns.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import TypeVar, cast

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from samba_desktop.engine import Card
from samba_desktop.qtmodel import ChangeSet, GameModel
from samba_desktop.ui.cards import BACK, CardRenderer
from samba_desktop.ui.table.areas import (
    AreaBuild,
    AreaContext,
    PanelEntry,
    PanelInputs,
    build_centre,
    build_hand,
    build_panel,
    build_panels,
    build_seats,
    caption_size,
    card_html,
    cards_html,
    panel_active,
    panel_boxes,
    panel_entries,
    panel_inputs,
    panel_sides,
    thinking_text,
)
from samba_desktop.ui.table.items.card import LIFT_FRACTION, CardItem
from samba_desktop.ui.table.items.decor import Decor, FocusRing, Glow, Look, Panel
from samba_desktop.ui.table.items.plates import NamePlate
from samba_desktop.ui.table.layout import PANEL_HEADER, TALL, TableFrame, frame_table
from samba_desktop.ui.table.moves import Placed, follow, rematch
from samba_desktop.ui.table.order import hand_groups
from samba_desktop.ui.table.types import (
    TARGET_ORDER,
    Area,
    InMeld,
    Region,
    RegionKind,
    Slot,
    TableCard,
    Target,
    TargetKind,
    hand_region,
)

__all__ = ["Area", "Region", "Slot", "TableCard", "TableScene", "Target", "card_html",
           "cards_html"]

_CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache

log = logging.getLogger(__name__)


# an item of an area (kept, or swapped for its unchanged twin)
_Item = TypeVar("_Item", bound=QGraphicsItem)


class Reuse:
    """Keeps the decorations that did not change from one layout of an area to the next.

    An item that stays keeps its cached picture, so a move repaints only what it changed,
    instead of every panel, caption and plate of the table. Two items are alike when their
    looks are equal (`item_looks`: each kind of item says what it paints and answers).
    """

    def keep_unchanged(self, old: AreaBuild, built: AreaBuild) -> set[int]:
        """Put the items of ``old`` that look exactly like new ones in ``built`` in their
        place (in its decorations, stock, plates and targets' lights); returns the ids of the
        items kept."""
        olds = old.decor + old.stock_items
        news = built.decor + built.stock_items
        # an item the builder handed back itself (a part of the area kept whole) stays
        same = {id(item) for item in olds} & {id(item) for item in news}
        spare: dict[Look, list[QGraphicsItem]] = {}
        for item in olds:
            if id(item) not in same:
                spare.setdefault(item_looks(item), []).append(item)
        swap: dict[int, QGraphicsItem] = {}
        for item in news:
            if id(item) in same:
                continue
            alike = spare.get(item_looks(item))
            if alike:
                swap[id(item)] = alike.pop(0)
        kept = {id(item) for item in swap.values()} | same
        if not swap:
            return kept

        def keep(items: list[_Item]) -> list[_Item]:  # a twin is of its item's kind
            return [cast(_Item, swap.get(id(item), item)) for item in items]

        built.decor = keep(built.decor)
        built.stock_items = keep(built.stock_items)
        plates: dict[int, NamePlate] = {}
        for seat, plate in built.plates.items():
            twin = swap.get(id(plate))
            plates[seat] = twin if isinstance(twin, NamePlate) else plate
        built.plates = plates
        for target in built.targets:
            target.lights[:] = keep(target.lights)
        return kept


def item_looks(item: QGraphicsItem) -> Look:
    """Everything an item's picture and behaviour depend on, as a frozen value (its own
    `look`): two items with equal looks paint the same pixels in the same place and answer
    the same clicks. Every item the areas make says its look."""
    if isinstance(item, Decor | CardItem):
        return item.look()
    raise TypeError(f"{type(item).__name__} does not say its look")


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height() if rect.isValid() else 0.0


_BUILDERS: dict[Area, Callable[[AreaContext], AreaBuild]] = {
    Area.HAND: build_hand, Area.SEATS: build_seats, Area.CENTRE: build_centre,
    Area.PANELS: build_panels,
}


class TableScene(QGraphicsScene):
    """The table. ``refresh()`` after every model change; ``animations_done`` when cards rest."""

    animations_done = Signal()
    selection_changed = Signal()

    def __init__(self, model: GameModel, renderer: CardRenderer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.model = model
        self.renderer = renderer
        self.sort_mode = "suit"
        self.card_scale = 1.0
        self._size = (1280.0, 800.0)
        self._cards: list[TableCard] = []
        self._built: dict[Area, AreaBuild] = {}
        self._panels: dict[int, tuple[PanelInputs | None, AreaBuild]] = {}
        """Each side's meld panel as last built, with the inputs it was built from (None: to
        be built again whatever its inputs, after a change of language)."""
        self._reuse = Reuse()
        self.frame: TableFrame | None = None
        self._groups: list[list[Card]] = []
        self._entries: dict[int, list[PanelEntry]] = {}
        self._pending: set[TableCard] = set()
        self._message: tuple[str, str] | None = None
        self._message_until_move = False  # the bubble goes with the next move (a hint's)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._clear_message)
        self._glows: list[QGraphicsItem] = []
        self.focus_ring = FocusRing()
        self.focus_ring.setVisible(False)
        self.addItem(self.focus_ring)
        self.focus_index = -1
        # the keyboard cursor's frame rises and falls with its card, however it was chosen
        self.selection_changed.connect(self._update_focus)
        self.hand_order: list[TableCard] = []
        self.hinted_melds: frozenset[int] = frozenset()
        self.show_reasons = True  # a computer move's reason in its bubble (Settings: Aids)
        self.redecorated: list[Area] = []
        """The areas the last refresh re-decorated (for tests and profiling)."""

    # ------------------------------------------------------------------ what the areas made
    @property
    def targets(self) -> list[Target]:
        return [t for b in self._built.values() for t in b.targets]

    @property
    def stock_rect(self) -> QRectF:
        b = self._built.get(Area.CENTRE)
        return QRectF(b.stock_rect) if b is not None else QRectF()

    @property
    def pile_rect(self) -> QRectF:
        b = self._built.get(Area.CENTRE)
        return QRectF(b.pile_rect) if b is not None else QRectF()

    @property
    def meld_rects(self) -> dict[int, QRectF]:
        b = self._built.get(Area.PANELS)
        return dict(b.meld_rects) if b is not None else {}

    @property
    def stage_rects(self) -> list[QRectF]:
        b = self._built.get(Area.PANELS)
        return list(b.stage_rects) if b is not None else []

    @property
    def _plates(self) -> dict[int, NamePlate]:
        b = self._built.get(Area.SEATS)
        return b.plates if b is not None else {}

    def decorations(self, area: Area | None = None) -> list[QGraphicsItem]:
        """The decorations on the table now (of one area, or of all)."""
        areas = [area] if area is not None else list(self._built)
        return [item for a in areas if a in self._built for item in self._built[a].decor]

    def keep_clear(self) -> list[QRectF]:
        """What a banner over the table must never cover: the name plates (names and card
        counts), each meld panel's header (its name, first meld and 7-card melds) and the
        hand's header."""
        rects = [item.sceneBoundingRect() for item in self.decorations()
                 if isinstance(item, NamePlate)]
        frame = self.frame
        for item in self.decorations(Area.PANELS):
            if isinstance(item, Panel):
                r = item.rect()
                rects.append(QRectF(r.left(), r.top(), r.width(), PANEL_HEADER + 12))
        if frame is not None:
            rects.append(QRectF(frame.hand_header))
        return rects

    def card_areas(self) -> list[QRectF]:
        """Where cards lie: one rectangle for each hand, meld, red-3 stack, staged meld, the
        stock and the pile (what a banner over the table should not cover either)."""
        areas: dict[object, QRectF] = {}
        for item in self._cards:
            if item.region is None or not item.isVisible():
                continue
            rect = item.sceneBoundingRect().translated(item.home - item.pos())  # at rest
            known = areas.get(item.region)
            areas[item.region] = rect if known is None else known.united(rect)
        return list(areas.values())

    # ------------------------------------------------------------------ public
    def set_size(self, width: float, height: float) -> None:
        self._size = (float(width), float(height))
        self.setSceneRect(QRectF(0, 0, width, height))
        self.refresh(None, animate=False)

    def set_renderer(self, renderer: CardRenderer) -> None:
        """Draw every card with another deck (theme)."""
        if renderer is self.renderer:
            return
        self.renderer = renderer
        for item in self.items():
            if isinstance(item, TableCard):
                item.set_renderer(renderer)
        self.refresh(None, animate=False)

    def set_card_scale(self, scale: float) -> None:
        """Make the player's cards (and with them the table's) larger or smaller."""
        if scale != self.card_scale:
            self.card_scale = scale
            self.refresh(None, animate=False)

    def set_sort_mode(self, mode: str) -> None:
        if mode != self.sort_mode:
            self.sort_mode = mode
            self.refresh(ChangeSet("refresh"), animate=True, duration=180)

    def cards(self) -> list[TableCard]:
        return list(self._cards)

    def cards_in(self, kind: str) -> list[TableCard]:
        return [c for c in self._cards if c.region is not None and c.region[0] == kind]

    def hand_cards(self) -> list[TableCard]:
        """The human's free hand, in display order."""
        return list(self.hand_order)

    def selected_items(self) -> list[TableCard]:
        return [c for c in self.hand_order if c.selected]

    def selected_cards(self) -> list[Card]:
        return [card for c in self.selected_items() if (card := c.card()) is not None]

    def clear_selection(self) -> None:
        changed = False
        for c in self._cards:
            if c.selected:
                c.set_selected(False)
                changed = True
        if changed:
            self.selection_changed.emit()
            self._redecorate(Area.HAND)

    def set_selected(self, item: TableCard, selected: bool) -> None:
        if item.selected != selected:
            item.set_selected(selected)
            self.selection_changed.emit()
            self._redecorate(Area.HAND)

    def select_items(self, items: Iterable[TableCard]) -> None:
        """Add ``items`` to the selection (a Shift-click's range): one change for them all, so
        the badge, the yellow button and the keys hear of every card."""
        changed = False
        for item in items:
            if not item.selected:
                item.set_selected(True)
                changed = True
        if changed:
            self.selection_changed.emit()
            self._redecorate(Area.HAND)

    def select_cards(self, cards: Iterable[Card]) -> None:
        """Select hand items showing ``cards`` (for hints)."""
        want = [str(c) for c in cards]
        for item in self.hand_order:
            if item.card_text in want:
                want.remove(item.card_text)
                item.set_selected(True)
            else:
                item.set_selected(False)
        self.selection_changed.emit()
        self._redecorate(Area.HAND)

    def set_hinted_melds(self, meld_ids: Iterable[int]) -> None:
        """Outline these melds of the human side (a hint speaks of them)."""
        ids = frozenset(meld_ids)
        if ids != self.hinted_melds:
            self.hinted_melds = ids
            self._redecorate(Area.PANELS)

    def items_of_meld(self, meld_id: int) -> list[TableCard]:
        return [c for c in self._cards if c.region is not None
                and isinstance(c.region, InMeld) and c.region.meld_id == meld_id]

    def items_of_stage(self, index: int) -> list[TableCard]:
        return [c for c in self._cards if c.region == (RegionKind.STAGE, index)]

    def pile_top(self) -> TableCard | None:
        pile = [c for c in self._cards if c.region == (RegionKind.PILE,)]
        return max(pile, key=lambda c: c.home_z) if pile else None

    def stock_items(self) -> list[TableCard]:
        b = self._built.get(Area.CENTRE)
        return list(b.stock_items) if b is not None else []

    def target_at(self, pos: QPointF, kinds: Iterable[str] | None = None) -> Target | None:
        wanted = set(kinds) if kinds is not None else None
        hits = [t for t in self.targets if t.rect.contains(pos)
                and (wanted is None or t.kind in wanted)]
        if not hits:
            return None
        return min(hits, key=lambda t: TARGET_ORDER.get(t.kind, 9))

    def overlaps(self, cards: QRectF, kinds: Iterable[str], least: float = 0.0
                 ) -> list[tuple[Target, float]]:
        """The targets of ``kinds`` that dragged cards lying over ``cards`` cover by more than
        ``least``, with the area they cover, largest first (libkcardgame's drop: the pile the
        cards overlap most, not the one under the mouse). A target that holds others (a panel
        around its melds) counts only what lies outside them."""
        wanted = set(kinds)
        hits = [(t, _area(cards & t.rect)) for t in self.targets if t.kind in wanted]
        hits = [(t, area) for t, area in hits if area > 0]
        out: list[tuple[Target, float]] = []
        for t, area in hits:
            rank = TARGET_ORDER.get(t.kind, 9)
            inner = sum(_area(cards & t.rect & other.rect) for other, _ in hits
                        if TARGET_ORDER.get(other.kind, 9) < rank)
            if area - inner > least:
                out.append((t, area - inner))
        out.sort(key=lambda hit: (-hit[1], TARGET_ORDER.get(hit[0].kind, 9)))
        return out

    def light(self, targets: Iterable[Target]) -> None:
        """Show drop targets that accept what is dragged (glow); ``[]`` turns them off."""
        for item in list(self._glows):
            self.removeItem(item)
        self._glows = []
        for t in targets:
            for item in t.lights:
                if hasattr(item, "set_lit"):
                    item.set_lit(True)
            if t.kind in (TargetKind.MELD, TargetKind.PILE, TargetKind.STOCK, TargetKind.STAGE,
                          TargetKind.HAND):
                glow = Glow(t.rect, strong=t.kind != TargetKind.HAND)
                self.addItem(glow)
                self._glows.append(glow)

    def unlight(self) -> None:
        for t in self.targets:
            for item in t.lights:
                if hasattr(item, "set_lit"):
                    item.set_lit(False)
        self.light([])

    def snap_back(self, items: Iterable[TableCard], duration: int = 220) -> None:
        """Send cards back to their resting places (after a refused drop)."""
        for item in items:
            self._animate(item, item.home, item.home_z, duration)
        self._check_done()

    def show_message(self, text_html: str, kind: str = "info", ms: int = 4500,
                     until_move: bool = False) -> None:
        """A bubble beside the piles: why a move failed ("error"), a hint, or news, for ``ms``
        milliseconds; with ``until_move`` it goes sooner, with the next move made (a hint
        no longer applies once a move is played: the computers' bubbles show again)."""
        self._message = (text_html, kind)
        self._message_until_move = until_move
        self._message_timer.start(ms)
        self._redecorate(Area.CENTRE)

    def message(self) -> tuple[str, str] | None:
        return self._message

    def _clear_message(self) -> None:
        self._message = None
        self._redecorate(Area.CENTRE)

    def set_thinking(self, seat: int, thinking: bool) -> None:
        """Show on the seat's name plate that its computer is thinking (repaints only the plate:
        the GUI thread should touch Python as little as possible while a computer thinks)."""
        plate = self._plates.get(seat)
        if plate is None:
            return
        text = thinking_text(self.model.view.phase) if thinking else plate.base_subtitle
        plate.set_subtitle(text, thinking)

    def retranslate(self) -> None:
        """Redraw the table's words in the current language and lay the table out for them at
        once: the panels' captions ("Red 3s · 2", "K ×5 + joker") are words, and a longer
        word needs a wider place (the cards move there without flying)."""
        self._panels = {side: (None, part) for side, (_inputs, part) in self._panels.items()}
        self.refresh(None, animate=False)

    def is_animating(self) -> bool:
        return bool(self._pending)

    # ------------------------------------------------------------------ building
    def refresh(self, change: ChangeSet | None = None, animate: bool = True,
                duration: int | None = None, move_cards: bool = True) -> None:
        """Lay the table out again from the model and move the cards to their new places."""
        model = self.model
        v = model.view
        w, h = self._size
        seat = model.display_seat
        free = model.free_hand() if model.staging_active else v.hand
        self._groups = hand_groups(free, self.sort_mode)
        human_side = v.side_of(seat)
        fs = caption_size(w, h)
        self._entries = {side: panel_entries(model, side, side == human_side)
                         for side in range(v.num_sides)}
        boxes = {side: panel_boxes(model, side, entries, fs)
                 for side, entries in self._entries.items()}
        self.frame = frame_table(w, h, v.num_players, seat, [len(g) for g in self._groups],
                                 v.num_sides, human_side, self.card_scale, boxes)
        if change is not None and change.kind != "staging":
            self.hinted_melds = frozenset()
        if change is not None and change.kind not in ("staging", "refresh") \
                and self._message_until_move:
            self._message = None
            self._message_until_move = False
            self._message_timer.stop()
        slots = self._redecorate(*_BUILDERS)
        if duration is None:
            if change is None or not animate:
                duration = 0
            elif change.kind in ("staging", "refresh"):
                duration = 160 if model.animation_ms else 0
            elif change.human:
                duration = min(model.animation_ms, 260) if model.animation_ms else 0
            else:
                duration = model.animation_ms
        if move_cards:
            selected_before = len(self.selected_items())
            self._reconcile(slots, change, duration if animate else 0)
            if len(self.selected_items()) != selected_before:
                # cards that left the hand were unselected: redo the selection summary
                self._redecorate(Area.HAND)
                self.selection_changed.emit()
        self._update_focus()

    def _context(self) -> AreaContext:
        assert self.frame is not None
        return AreaContext(self.model, self.frame, self.renderer, self.sort_mode, self._groups,
                           self.selected_cards(), self._message, self.hinted_melds,
                           self._entries, self.show_reasons)

    def set_show_reasons(self, shown: bool) -> None:
        """Show a computer move's reason in its bubble, or not (Settings: Aids)."""
        if shown != self.show_reasons:
            self.show_reasons = shown
            self._redecorate(Area.CENTRE)  # the bubble of the last move

    def _redecorate(self, *areas: Area) -> list[Slot]:
        """Build ``areas`` again on the current frame and swap in their decorations and
        targets; returns their slots (the cards are not moved here)."""
        if self.frame is None:
            return []
        ctx = self._context()
        slots: list[Slot] = []
        for area in areas:
            if area is Area.PANELS:
                built = self._build_panels(ctx)
            else:
                built = _BUILDERS[area](ctx)
                self._swap_in(self._built.get(area), built)
            self._built[area] = built
            slots.extend(built.slots)
        self.redecorated = list(areas)
        return slots

    def _swap_in(self, old: AreaBuild | None, built: AreaBuild) -> None:
        """Put ``built``'s decorations on the table in place of ``old``'s, keeping those that
        did not change."""
        kept = self._reuse.keep_unchanged(old, built) if old is not None else set()
        if old is not None:
            for item in old.decor + old.stock_items:
                if id(item) not in kept:
                    self.removeItem(item)
        for item in built.decor + built.stock_items:
            if id(item) not in kept:
                item.setCacheMode(_CACHED)  # painted once, then copied while cards fly
                self.addItem(item)

    def _build_panels(self, ctx: AreaContext) -> AreaBuild:
        """The meld panels, side by side: a panel whose inputs (`PanelInputs`, all that
        `build_panel` reads) are equal to those it was built from is kept whole (a discard
        changes the pile and one hand, not every side's melds), the others are built again.
        A kept panel's stripe shows whether its side is to play (`panel_active`)."""
        parts: dict[int, tuple[PanelInputs | None, AreaBuild]] = {}
        for side in panel_sides(ctx):
            inputs = panel_inputs(ctx, side)
            active = panel_active(ctx, side)
            old = self._panels.get(side)
            if old is not None and old[0] == inputs:
                parts[side] = old
                for item in old[1].decor:
                    if isinstance(item, Panel):
                        item.set_active(active)
                continue
            part = build_panel(inputs, active)
            self._swap_in(old[1] if old is not None else None, part)
            parts[side] = (inputs, part)
        for side, (_inputs, part) in self._panels.items():
            if side not in parts:
                self._swap_in(part, AreaBuild())
        self._panels = parts
        out = AreaBuild()
        for _inputs, part in parts.values():
            out.take_panel(part)
        return out

    # ------------------------------------------------------------------ matching and moving
    def _reconcile(self, slots: list[Slot], change: ChangeSet | None, duration: int) -> None:
        """Put every card in its slot: after a move, the cards it moved go from their places to
        theirs and every other card stays where it is (`follow`); anything else lays the whole
        table out again (`rematch`)."""
        if change is not None and change.kind == "move":
            placed = follow(self._cards, slots, change.movements, self.model.display_seat,
                            self._from_stock)
            if placed is not None:
                self._settle(placed, duration)
                return
            log.warning("the table was not in step with the game's movements (%s): laid out "
                        "again", ", ".join(map(str, change.movements)))
        self._settle(self._rematch(slots, change), duration)

    def _rematch(self, slots: list[Slot], change: ChangeSet | None) -> list[Placed]:
        """Each slot with an item of its region showing its face; an item elsewhere showing it
        (an undo, a staging change); or a new one. A new deal gathers the cards of the old
        hand and deals every card from the stock (the items used again)."""
        deal = change is not None and change.kind in ("new_hand", "new_game")
        if deal:
            matched: list[tuple[Slot, TableCard | None]] = [(slot, None) for slot in slots]
            spare, left = self._cards[:len(slots)], self._cards[len(slots):]
        else:
            matched, left = rematch(self._cards, slots)
            spare = []
        for item in left:
            self._pending.discard(item)
            item.stop_animation()
            self.removeItem(item)
        placed: list[Placed] = []
        for slot, found in matched:
            if found is None:
                found = self._from_stock(spare.pop() if spare else None) if deal \
                    else self._new_in(slot)
            placed.append((slot, found))
        return placed

    def _from_stock(self, item: TableCard | None = None) -> TableCard:
        """A card lying face down on the stock (to be dealt or drawn): ``item`` put back there,
        or a new one."""
        rect = self.stock_rect
        if rect.isNull():
            rect = QRectF(self._size[0] / 2, self._size[1] / 2, 60, 60 * TALL)
        width = rect.width()
        if item is None:
            item = TableCard(BACK, self.renderer, width, False)
        else:
            self._pending.discard(item)
            item.stop_animation()
            item.turn_to(BACK, False, 0)
            item.set_card_size(width)
            item.set_selected(False)
        item.setTransformOriginPoint(width / 2, width * TALL / 2)
        item.setRotation(0.0)
        item.setPos(rect.topLeft())
        return item

    def _new_in(self, slot: Slot) -> TableCard:
        """A new card that appears in its slot (a lay-out that found no item for it)."""
        item = TableCard(slot.text, self.renderer, slot.width, slot.face_up)
        item.setTransformOriginPoint(slot.width / 2, slot.width * TALL / 2)
        item.setRotation(slot.rotation)
        item.setPos(slot.pos)
        return item

    def _settle(self, placed: list[Placed], duration: int) -> None:
        """Send each item to its slot (turning, resizing and rotating it on the way)."""
        cards: list[TableCard] = []
        hand_order: list[TableCard] = []
        human_hand = hand_region(self.model.display_seat)
        for slot, item in placed:
            if item.scene() is not self:
                self.addItem(item)
            self._fit(item, slot, duration)
            cards.append(item)
            if slot.region == human_hand:
                hand_order.append(item)
        self._cards = cards
        self.hand_order = hand_order
        for item in cards:
            self._animate(item, item.home, item.home_z, duration)
        self._check_done()

    def _fit(self, item: TableCard, slot: Slot, duration: int) -> None:
        """Make ``item`` the card of ``slot``: its face, size, rotation and resting place."""
        if item.card_text != slot.text or item.face_up != slot.face_up:
            item.turn_to(slot.text, slot.face_up, duration)
        if item.card_width != slot.width:
            centre = item.sceneBoundingRect().center()
            item.set_card_size(slot.width)
            if duration:
                item.setPos(centre - QPointF(slot.width / 2, slot.width * TALL / 2))
            item.setTransformOriginPoint(slot.width / 2, slot.width * TALL / 2)
        if item.rotation() != slot.rotation:
            item.rotate_to(slot.rotation, duration)
        if item.region != slot.region and item.selected:
            item.set_selected(False)
        item.region = slot.region
        item.home = QPointF(slot.pos)
        item.home_z = slot.z
        item.home_rotation = slot.rotation
        item.draggable = slot.draggable
        if item.toolTip() != slot.tip:
            item.setToolTip(slot.tip)

    def _animate(self, item: TableCard, pos: QPointF, z: float, duration: int) -> None:
        at = item.pos()
        if at == pos and item not in self._pending and item.zValue() == z:
            return  # at rest where it belongs (most cards after a move): nothing to do
        if at == pos or duration <= 0:
            self._pending.discard(item)
            item.stop_animation()
            item.setZValue(z)
            item.setPos(pos)
            return
        if not item.arrival_connected:
            item.arrival_connected = True
            item.animation_finished.connect(lambda it=item: self._on_card_arrived(it))
        self._pending.add(item)
        # fly above everything else, then settle at the resting z
        item.animate(pos, 1000 + z, duration)

    def _on_card_arrived(self, item: TableCard) -> None:
        item.setZValue(item.home_z)
        if item in self._pending:
            self._pending.discard(item)
            self._check_done()

    def _check_done(self) -> None:
        if not self._pending:
            self.animations_done.emit()

    # ------------------------------------------------------------------ keyboard focus
    def set_focus_index(self, index: int) -> None:
        self.focus_index = index
        self._update_focus()

    def _update_focus(self) -> None:
        if 0 <= self.focus_index < len(self.hand_order):
            item = self.hand_order[self.focus_index]
            r = QRectF(item.home, item.card_rect().size())
            if item.selected:
                r.translate(0, -item.card_height * LIFT_FRACTION)
            self.focus_ring.set_rect(r)
            self.focus_ring.setVisible(True)
        else:
            self.focus_ring.setVisible(False)

    # ------------------------------------------------------------------ checks for tests
    def census(self) -> dict[str, int]:
        """How many cards lie where (for checking that no card is lost or duplicated)."""
        out: dict[str, int] = {}
        for item in self._cards:
            key = item.region.kind if item.region is not None else ""
            out[key] = out.get(key, 0) + 1
        return out


