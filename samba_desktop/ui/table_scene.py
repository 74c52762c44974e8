"""The card table's scene: every card as a `CardItem`, laid out from the model's view.

After each change the scene computes where every card should be (its *slots*), matches the
cards already on the table to those slots (a card keeps its item while it moves, so it flies
from the hand to a meld, from the stock to a hand, from the pile to a hand) and animates the
difference. The decorations (panels, name plates, counters, labels) are rebuilt each time.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from samba_desktop.engine import Card
from samba_desktop.qtmodel import ChangeSet, GameModel
from samba_desktop.qtmodel.locale_format import number
from samba_desktop.qtmodel.texts import SUIT_SYMBOLS, card_label, meld_label, rank_label
from samba_desktop.ui import style
from samba_desktop.ui.card_item import CardItem
from samba_desktop.ui.cards import BACK, CardRenderer
from samba_desktop.ui.decor import (
    Badge,
    CountBubble,
    DropZone,
    FocusRing,
    Glow,
    Label,
    NamePlate,
    Panel,
    Toast,
    TurnRing,
)
from samba_desktop.ui.hand_order import hand_groups
from samba_desktop.ui.reason_view import move_bubble_html
from samba_desktop.ui.table_layout import (
    PANEL_CAPTION,
    PANEL_HEADER,
    PANEL_INNER,
    TALL,
    MeldBox,
    TableFrame,
    arrange_row,
    clamp,
    frame_table,
)

Region = tuple


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


def card_html(card: Card, red: str = style.RED_SUIT_ON_DARK) -> str:
    """A card as coloured text for the table's labels (red suits in ``red``)."""
    text = html.escape(card_label(card))
    if card.suit in "DH" and not card.is_joker:
        return f"<span style='color:{red}'>{text}</span>"
    return text


def cards_html(cards: Iterable[Card], red: str = style.RED_SUIT_ON_DARK) -> str:
    return " ".join(card_html(c, red) for c in cards)


class TableCard(CardItem):
    """A card on the table, remembering where it belongs (its region and resting place)."""

    def __init__(self, text: str, renderer: CardRenderer, width: float, face_up: bool) -> None:
        super().__init__(text, renderer, width, face_up)
        self.region: Region = ()
        self.home = QPointF()
        self.home_z = 0.0
        self.home_rotation = 0.0
        self.draggable = False
        self.arrival_connected = False

    def card(self) -> Card | None:
        """The engine card this item shows, or None for a face-down card."""
        if self.card_text == BACK or not self.face_up:
            return None
        return Card.parse(self.card_text)


@dataclass
class Slot:
    region: Region
    text: str | None  # None: any red 3
    pos: QPointF
    z: float
    width: float
    face_up: bool = True
    rotation: float = 0.0
    draggable: bool = False


@dataclass
class Target:
    """A place cards may be dropped on (or clicked): see TableController for what each does."""

    kind: str  # "meld", "new_meld", "stage", "new_stage", "pile", "stock", "hand"
    rect: QRectF
    data: object = None
    lights: list = field(default_factory=list)


_TARGET_ORDER = {"meld": 0, "stage": 0, "pile": 1, "stock": 1, "new_meld": 2, "new_stage": 2,
                 "hand": 3}


class TableScene(QGraphicsScene):
    """The table. ``refresh()`` after every model change; ``animations_done`` when cards rest."""

    animations_done = Signal()
    selection_changed = Signal()

    def __init__(self, model: GameModel, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.model = model
        self.renderer = renderer
        self.sort_mode = "suit"
        self.card_scale = 1.0
        self._size = (1280.0, 800.0)
        self._cards: list[TableCard] = []
        self._decor: list[QGraphicsItem] = []
        self._stock_items: list[TableCard] = []
        self.targets: list[Target] = []
        self.frame: TableFrame | None = None
        self._pending: set[TableCard] = set()
        self._message: tuple[str, str] | None = None
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._clear_message)
        self._glows: list[QGraphicsItem] = []
        self.focus_ring = FocusRing()
        self.focus_ring.setVisible(False)
        self.addItem(self.focus_ring)
        self.focus_index = -1
        self._plates: dict[int, NamePlate] = {}
        self.hand_order: list[TableCard] = []
        self.stage_rects: list[QRectF] = []
        self.meld_rects: dict[int, QRectF] = {}
        self.pile_rect = QRectF()
        self.stock_rect = QRectF()

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
        return [c for c in self._cards if c.region and c.region[0] == kind]

    def hand_cards(self) -> list[TableCard]:
        """The human's free hand, in display order."""
        return list(self.hand_order)

    def selected_items(self) -> list[TableCard]:
        return [c for c in self.hand_order if c.selected]

    def selected_cards(self) -> list[Card]:
        return [c.card() for c in self.selected_items() if c.card() is not None]

    def clear_selection(self) -> None:
        changed = False
        for c in self._cards:
            if c.selected:
                c.set_selected(False)
                changed = True
        if changed:
            self.selection_changed.emit()
            self._refresh_decor_only()

    def set_selected(self, item: TableCard, selected: bool) -> None:
        if item.selected != selected:
            item.set_selected(selected)
            self.selection_changed.emit()
            self._refresh_decor_only()

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
        self._refresh_decor_only()

    def items_of_meld(self, meld_id: int) -> list[TableCard]:
        return [c for c in self._cards if c.region[:1] == ("meld",) and c.region[2] == meld_id]

    def items_of_stage(self, index: int) -> list[TableCard]:
        return [c for c in self._cards if c.region == ("stage", index)]

    def pile_top(self) -> TableCard | None:
        pile = [c for c in self._cards if c.region == ("pile",)]
        return max(pile, key=lambda c: c.home_z) if pile else None

    def stock_items(self) -> list[TableCard]:
        return list(self._stock_items)

    def target_at(self, pos: QPointF, kinds: Iterable[str] | None = None) -> Target | None:
        wanted = set(kinds) if kinds is not None else None
        hits = [t for t in self.targets if t.rect.contains(pos)
                and (wanted is None or t.kind in wanted)]
        if not hits:
            return None
        return min(hits, key=lambda t: _TARGET_ORDER.get(t.kind, 9))

    def light(self, targets: Iterable[Target]) -> None:
        """Show drop targets that accept what is dragged (glow); ``[]`` turns them off."""
        for item in list(self._glows):
            self.removeItem(item)
        self._glows = []
        for t in targets:
            for item in t.lights:
                if hasattr(item, "set_lit"):
                    item.set_lit(True)
            if t.kind in ("meld", "pile", "stock", "stage", "hand"):
                glow = Glow(t.rect, strong=t.kind != "hand")
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

    def show_message(self, text_html: str, kind: str = "info", ms: int = 4500) -> None:
        """A bubble beside the piles: why a move failed ("error"), a hint, or news."""
        self._message = (text_html, kind)
        self._message_timer.start(ms)
        self._refresh_decor_only()

    def message(self) -> tuple[str, str] | None:
        return self._message

    def _clear_message(self) -> None:
        self._message = None
        self._refresh_decor_only()

    def set_thinking(self, seat: int, thinking: bool) -> None:
        """Show on the seat's name plate that its computer is thinking (repaints only the plate:
        the GUI thread should touch Python as little as possible while a computer thinks)."""
        plate = self._plates.get(seat)
        if plate is None:
            return
        v = self.model.view
        if thinking:
            text = _tr("thinking\u2026") if v.phase != "answer" else _tr("deciding\u2026")
        else:
            text = plate.base_subtitle
        plate.set_subtitle(text, thinking)

    def retranslate(self) -> None:
        """Redraw the table's words in the current language (the cards stay where they are)."""
        self._refresh_decor_only()

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
        staging = model.staging_active
        free = model.free_hand() if staging else v.hand
        groups = hand_groups(free, self.sort_mode)
        human_side = v.side_of(seat)
        self.frame = frame = frame_table(w, h, v.num_players, seat, [len(g) for g in groups],
                                         v.num_sides, human_side, self.card_scale)
        slots: list[Slot] = []
        self.targets = []
        self._new_decor: list[QGraphicsItem] = []
        self._new_stock: list[TableCard] = []
        self._build_hand(frame, groups, slots)
        self._build_seats(frame, slots)
        self._build_centre(frame, slots)
        self._build_panels(frame, slots)
        self._swap_decor()
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
                self.refresh(None, animate=False, move_cards=False)
                self.selection_changed.emit()
        self._update_focus()

    def _refresh_decor_only(self) -> None:
        """Rebuild labels and chips (selection summary, messages) without moving cards."""
        if self.frame is None:
            return
        self.refresh(None, animate=False, move_cards=False)

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self._new_decor.append(item)
        return item

    def _swap_decor(self) -> None:
        for item in self._decor:
            self.removeItem(item)
        for item in self._stock_items:
            self.removeItem(item)
        self._stock_items = []
        self._decor = self._new_decor
        for item in self._decor:
            self.addItem(item)
        for item in self._new_stock:
            self.addItem(item)
            self._stock_items.append(item)

    # --- the human's hand ------------------------------------------------------------------
    def _build_hand(self, frame: TableFrame, groups: list[list[Card]], slots: list[Slot]) -> None:
        model, v = self.model, self.model.view
        seat = model.display_seat
        header = frame.hand_header
        u = frame.hand_card_w / 100.0
        fs = clamp(12.5 * u + 2, 11, 15)
        flat = [c for g in groups for c in g]
        title = _tr("YOUR HAND") if model.human_seat is not None else \
            html.escape(model.names[seat]).upper()
        count = QCoreApplication.translate("TableScene", "%n card(s)", "", len(v.hand))
        label = self._add(Label(QRectF(header.left() + 4, header.top(), 10, header.height()),
                                f"<b style='letter-spacing:1px'>{title}</b>"
                                f"&nbsp;&nbsp;<span style='color:{style.INK_MUTED.name()}'>"
                                f"{count}</span>", size=fs, colour=style.INK))
        x = label.rect().right() + 14
        for mode, text in (("suit", _tr("By suit")), ("rank", _tr("By rank"))):
            active = mode == self.sort_mode
            chip = self._add(Label(QRectF(x, header.top() + 2, 10, header.height() - 4), text,
                                   size=fs * 0.85, bold=active, pad_x=10,
                                   colour=QColor("#1f2a24") if active else style.INK_MUTED,
                                   fill=QColor("#e9efe9") if active else QColor(0, 0, 0, 50),
                                   hover_fill=QColor("#e9efe9") if active else QColor(0, 0, 0, 90),
                                   action="sort", data=mode))
            x = chip.rect().right() + 4
        # right side: whose turn, what is selected
        selected = [c for c in self.hand_order if c.selected]
        right = header.right()
        if selected:
            cards = [c.card() for c in selected if c.card() is not None]
            points = sum(c.value for c in cards)
            text = _tr("{n} selected: {cards} \u00b7 {points} points").format(
                n=len(cards),
                cards=cards_html(cards[:8], "#a3160c") + (" \u2026" if len(cards) > 8 else ""),
                points=number(points))
            chip = self._add(Label(QRectF(right - 10, header.top() + 2, 10, header.height() - 4),
                                   text, size=fs * 0.88, bold=True, pad_x=12, anchor="right",
                                   colour=QColor("#2b2105"), fill=style.GOLD))
            right = chip.rect().left() - 8
        if model.is_human_turn():
            self._add(Label(QRectF(right - 10, header.top() + 2, 10, header.height() - 4),
                            _tr("Your turn"), size=fs * 0.88, bold=True, pad_x=12,
                            anchor="right", colour=style.GOLD, fill=QColor(242, 193, 78, 40),
                            edge=QColor(242, 193, 78, 140)))
        band = frame.hand_band
        lay = frame.hand
        card_h = lay.card_h
        base_y = band.bottom() - card_h - 2
        row_dy = card_h * 0.46
        for i, card in enumerate(flat):
            row = lay.rows[i]
            y = base_y - (row_dy if lay.row_count == 2 and row == 0 else 0)
            pos = QPointF(band.left() + lay.xs[i], y)
            slots.append(Slot(("hand", seat), str(card), pos, 100 + i + row * 200, lay.card_w,
                              face_up=True, draggable=True))
        self.targets.append(Target("hand", QRectF(frame.hand_area)))

    # --- the other seats -------------------------------------------------------------------
    def _build_seats(self, frame: TableFrame, slots: list[Slot]) -> None:
        model, v = self.model, self.model.view
        n = v.num_players
        names = model.names
        human_side = v.side_of(model.display_seat)
        last = next((e for e in reversed(model.recent_moves) if e.kind == "move"), None)
        bw = frame.back_w
        bh = bw * TALL
        plate_h = round(clamp(frame.hand_card_w * 0.36, 28, 44))
        self._plates = {}
        for seat, spot in frame.seats.items():
            size = v.hand_size(seat)
            colour = style.side_colour(v.side_of(seat), human_side, v.num_sides)
            if v.partner_of(model.display_seat) == seat and model.human_seat is not None or v.num_sides < n and v.side_of(seat) == human_side:
                subtitle = _tr("Partner")
            else:
                subtitle = _tr("Opponent")
            base_subtitle = subtitle
            thinking = model.thinking_seat == seat
            if thinking:
                subtitle = _tr("thinking\u2026") if v.phase != "answer" else _tr("deciding\u2026")
            active = v.turn == seat and v.phase in ("draw", "meld", "answer")
            tag = _tr("last move") if last is not None and last.seat == seat else ""
            fan = spot.fan
            if spot.vertical:
                room = fan.height() - plate_h * 1.6 - 8
                step = min(bw * 0.24, (room - bw) / max(1, size - 1)) if size > 1 else 0
                total = bw + step * max(0, size - 1)
                top = fan.top() + max(0.0, (room - total) / 2)
                cx = fan.center().x()
                for k in range(size):
                    cy = top + k * step + bw / 2
                    pos = QPointF(cx - bw / 2, cy - bh / 2)
                    slots.append(Slot(("hand", seat), BACK, pos, 5 + k, bw, face_up=False,
                                      rotation=90.0))
                plate_w = max(fan.width() + 2 * frame.pad, 0)
                side_col = QRectF(fan.left() - frame.pad, top + total + 10,
                                  plate_w, plate_h * 1.55)
                self._plates[seat] = self._add(_CompactPlate(side_col, names[seat], subtitle,
                                                             size, colour, active, thinking, tag))
                self._plates[seat].base_subtitle = base_subtitle
            else:
                step = min(bw * 0.2, (fan.width() - bw) / max(1, size - 1)) if size > 1 else 0
                total = bw + step * max(0, size - 1)
                left = fan.left() + (fan.width() - total) / 2
                for k in range(size):
                    pos = QPointF(left + k * step, fan.top())
                    slots.append(Slot(("hand", seat), BACK, pos, 5 + k, bw, face_up=False))
                psize = NamePlate.size_for(plate_h, names[seat], subtitle)
                prect = QRectF(left + total + 10, fan.center().y() - plate_h / 2,
                               psize.width(), plate_h)
                self._plates[seat] = self._add(NamePlate(prect, names[seat], subtitle, size,
                                                         colour, active, thinking, tag))
                self._plates[seat].base_subtitle = base_subtitle

    # --- stock, pile, turn ring, messages ---------------------------------------------------
    def _build_centre(self, frame: TableFrame, slots: list[Slot]) -> None:
        model, v = self.model, self.model.view
        c = frame.centre
        sw = frame.stock_w
        sh = sw * TALL
        top = c.top() + 4
        u = sw / 70.0
        fs = clamp(10 * u, 9, 13)
        ring_d = min(sh * 0.95, c.height() - 8)
        gap = sw * 0.45
        group_w = ring_d + gap + sw + gap * 1.2 + sw
        left = c.left() + max(frame.pad, c.width() * 0.36 - group_w / 2)
        if left + group_w + 240 > c.right():
            left = max(c.left() + 4, c.right() - group_w - 240)
        # turn ring
        n = v.num_players
        human_side = v.side_of(model.display_seat)
        colours = [style.side_colour(v.side_of(s), human_side, v.num_sides) for s in range(n)]
        initials = [name[:1].upper() for name in model.names]
        ring = QRectF(left, top + (sh - ring_d) / 2, ring_d, ring_d)
        self._add(TurnRing(ring, initials, colours, v.turn, model.display_seat,
                           _tr("TURN ORDER")))
        # stock
        sx = ring.right() + gap
        self.stock_rect = QRectF(sx, top, sw, sh)
        stock = v.stock_size
        if stock:
            layers = min(4, max(1, stock // 12 + 1))
            for k in range(layers):
                item = TableCard(BACK, self.renderer, sw, False)
                d = (layers - 1 - k) * 1.6
                item.setPos(sx + d, top + d)
                item.setZValue(2 + k)
                item.setAcceptHoverEvents(True)
                item.region = ("stock",)
                self._new_stock.append(item)
            self._add(CountBubble(QPointF(sx + sw - 2, top + 2), stock, clamp(22 * u, 18, 28)))
        else:
            self._add(DropZone(self.stock_rect, _tr("empty")))
        self._add(Label(QRectF(sx, top + sh + 4, sw, 18), _tr("STOCK"), size=fs, bold=True,
                        colour=style.INK_MUTED, anchor="centre"))
        self.targets.append(Target("stock", self.stock_rect.adjusted(-4, -4, 4, 4)))
        # discard pile
        px = sx + sw + gap * 1.2
        self.pile_rect = QRectF(px, top, sw, sh)
        pile = v.discard_pile
        n_pile = len(pile)
        for k, card in enumerate(pile):
            from_top = n_pile - 1 - k
            d = min(from_top, 3) * 1.7
            pos = QPointF(px - d, top + d * 0.6)
            slots.append(Slot(("pile",), str(card), pos, 20 + k, sw))
        zone = DropZone(self.pile_rect, "" if pile else _tr("discard"), solid=bool(pile))
        zone.setZValue(-3)
        self._add(zone)
        self.targets.append(Target("pile", self.pile_rect.adjusted(-6, -6, 6, 6), lights=[zone]))
        if pile:
            self._add(CountBubble(QPointF(px + sw - 2, top + 2), n_pile, clamp(22 * u, 18, 28)))
        blocked = bool(pile) and not pile[-1].is_natural
        lab = self._add(Label(QRectF(px, top + sh + 4, sw, 18), _tr("DISCARD"), size=fs, bold=True,
                              colour=style.INK_MUTED, anchor="centre"))
        self._pile_chip_right = lab.rect().right()
        if pile:
            chip_text = "\u2298 " + _tr("blocked") if blocked else _tr("open")
            chip = self._add(Label(QRectF(lab.rect().right() + 4, top + sh + 4, 10, 18), chip_text,
                            size=fs * 0.9, bold=True, pad_x=7,
                            colour=QColor("#ffd9d4") if blocked else QColor("#cfe9d8"),
                            fill=QColor("#6b1f1a") if blocked else QColor(0, 0, 0, 60)))
            self._pile_chip_right = chip.rect().right()
        # message bubble: an error, a hint, or the last move
        bx = max(px + sw + gap * 0.9 + 10, self._pile_chip_right + 14)
        bw = max(120.0, min(c.right() - bx - 4, 380.0))
        brect = QRectF(bx, top + sh * 0.2, bw, clamp(sh * 0.3, 30, 46))
        toast = None
        if self._message is not None:
            toast = self._add(Toast(brect, self._message[0], self._message[1]))
        else:
            last = next((e for e in reversed(model.recent_moves) if e.kind != "hand"), None)
            if last is not None:
                toast = self._add(Toast(brect, move_bubble_html(  # text and reason
                    last, getattr(self, "show_reasons", True)), "info"))
        hint = self._centre_hint()
        if hint:
            below = toast.rect().bottom() if toast is not None else brect.bottom()
            self._add(Label(QRectF(bx + 4, below + 6, bw, 20), hint, size=fs,
                            italic=True, colour=style.INK_MUTED))

    def _centre_hint(self) -> str:
        model, v = self.model, self.model.view
        if not model.is_human_turn():
            return ""
        if v.phase == "draw":
            pile = v.discard_pile
            if pile and pile[-1].is_natural:
                rank = pile[-1].rank
                pair = sum(1 for c in v.hand if c.is_natural and c.rank == rank)
                if pair >= 2:
                    return _tr("you hold two {rank}s: take the pile").format(
                        rank=rank_label(rank))
            return _tr("click the stock to draw")
        if v.phase == "meld":
            return _tr("drop a card here to discard")
        return ""

    # --- meld panels -------------------------------------------------------------------------
    def _build_panels(self, frame: TableFrame, slots: list[Slot]) -> None:
        model, v = self.model, self.model.view
        human_side = v.side_of(model.display_seat)
        names = model.side_names()
        self.meld_rects = {}
        self.stage_rects = []
        for side, rect in frame.other_panels.items():
            self._build_panel(side, rect, frame.other_meld_w, names[side], slots, own=False)
        self._build_panel(human_side, frame.own_panel, frame.meld_w, names[human_side], slots,
                          own=True)

    def _build_panel(self, side: int, rect: QRectF, card_w: float, name: str, slots: list[Slot],
                     own: bool) -> None:
        model, v = self.model, self.model.view
        human_side = v.side_of(model.display_seat)
        colour = style.side_colour(side, human_side, v.num_sides)
        panel = self._add(Panel(rect, colour, active=v.side_of(v.turn) == side))
        u = card_w / 70.0
        fs = clamp(11 * u, 9.5, 13)
        members = [model.names[s] for s in model.side_members(side)]
        if own and model.human_seat is not None and len(members) > 1:
            members[0] = _tr("You")
        head_y = rect.top() + PANEL_INNER - 2
        head = QRectF(rect.left() + 14, head_y, 10, PANEL_HEADER)
        sub = " & ".join(html.escape(m) for m in members) if len(members) > 1 else ""
        if " & ".join(members) == name:
            sub = ""
        title = self._add(Label(head, f"<b style='color:{colour.name()}'>"
                                      f"{html.escape(name).upper()}</b>"
                                      f"&nbsp;&nbsp;<span style='color:{style.INK_MUTED.name()}'>"
                                      f"{sub}</span>", size=fs))
        del title
        melds = v.melds(side)
        sevens = sum(1 for m in melds if m.is_seven)
        melded = v.has_melded(side)
        staging = own and model.staging_active
        right = rect.right() - 10
        # right-hand header chips: first meld, 7-card melds, red 3s
        if staging:
            value, minimum = model.staging_value, model.staging_minimum
            ok = value >= minimum
            text = _tr("First meld {value} / {minimum}").format(value=value, minimum=minimum)
            text += " \u2713" if ok else ""
            chip = self._add(Label(QRectF(right - 10, head_y + 1, 10, PANEL_HEADER - 2), text,
                                   size=fs * 0.92, bold=True, pad_x=9, anchor="right",
                                   colour=QColor("#2b2105") if ok else style.INK,
                                   fill=style.GOLD if ok else QColor(0, 0, 0, 70)))
            right = chip.rect().left() - 6
            if model.staged_melds:
                clear = self._add(Label(QRectF(right - 10, head_y + 1, 10, PANEL_HEADER - 2),
                                        _tr("Clear"), size=fs * 0.92, bold=True, pad_x=9,
                                        anchor="right", colour=style.INK,
                                        fill=QColor(0, 0, 0, 70), hover_fill=QColor(0, 0, 0, 120),
                                        action="clear_staging"))
                right = clear.rect().left() - 6
                if v.phase == "meld":
                    lay = self._add(Label(QRectF(right - 10, head_y + 1, 10, PANEL_HEADER - 2),
                                          _tr("Lay down"), size=fs * 0.92, bold=True, pad_x=9,
                                          anchor="right", colour=QColor("#2b2105"),
                                          fill=style.GOLD, hover_fill=QColor("#f6cd68"),
                                          action="commit_staging"))
                    right = lay.rect().left() - 6
        else:
            minimum = v.initial_minimum(side)
            if melded:
                text, ok = _tr("first meld \u2713"), True
            else:
                text, ok = _tr("first meld: {minimum}").format(minimum=minimum), False
            chip = self._add(Label(QRectF(right - 10, head_y + 1, 10, PANEL_HEADER - 2), text,
                                   size=fs * 0.85, bold=True, pad_x=8, anchor="right",
                                   colour=style.INK if ok else style.INK_MUTED,
                                   fill=QColor(255, 255, 255, 28), edge=QColor(255, 255, 255, 40)))
            right = chip.rect().left() - 8
        stars = "".join(f"<span style='color:{style.GOLD.name() if i < sevens else '#5d7a69'}'>"
                        "\u2605</span>" for i in range(2))
        self._add(Label(QRectF(right - 10, head_y + 1, 10, PANEL_HEADER - 2),
                        f"{stars} " + _tr("7-card melds {n}/2").format(n=min(sevens, 99)),
                        size=fs * 0.92, anchor="right", colour=style.INK_MUTED))

        # the melds themselves
        inner = QRectF(rect.left() + 14, rect.top() + PANEL_INNER + PANEL_HEADER + 4,
                       rect.width() - 24, rect.height() - PANEL_HEADER - 2 * PANEL_INNER - 4)
        ordered = sorted(melds, key=_meld_order)
        entries: list[tuple[str, object, list[Card], str]] = [
            ("meld", m.id, _meld_cards(m), m.kind) for m in ordered]
        if staging:
            for i, cards in enumerate(model.staged_melds):
                entries.append(("stage", i, list(cards), _stage_kind(cards)))
        red3 = v.red_threes(side)
        trailing = 0.0
        if red3:
            trailing = card_w * (1 + 0.22 * (red3 - 1)) + card_w * 0.5
        extra_zone = own and model.human_seat is not None
        boxes = [MeldBox(len(cards), kind in _STACKED) for _, _, cards, kind in entries]
        if extra_zone:
            boxes.append(MeldBox(1, True))
            if staging and not model.staged_melds:
                boxes[-1] = MeldBox(1, True)
        scale, step, xs = arrange_row(boxes, inner.width(), card_w, trailing)
        cw = card_w * scale
        ch = cw * TALL
        cards_top = inner.top()
        for (kind, key, cards, mkind), x in zip(entries, xs, strict=False):
            left = inner.left() + x
            stacked = mkind in _STACKED
            region = ("meld", side, key) if kind == "meld" else ("stage", key)
            n = len(cards)
            for k, card in enumerate(cards):
                if stacked:
                    d = max(0, k - (n - 3)) * 1.4
                    pos = QPointF(left + d, cards_top - d)
                else:
                    pos = QPointF(left + k * step, cards_top)
                slots.append(Slot(region, str(card), pos, 10 + k, cw,
                                  draggable=own and kind == "stage"))
            width = cw + 4 if stacked else cw + step * (n - 1)
            box = QRectF(left - 3, cards_top - 5, width + 6, ch + 10)
            caption = meld_label(cards, mkind) if mkind != "?" else ""
            self._add(Label(QRectF(left - 20, cards_top + ch + 3, width + 40, PANEL_CAPTION - 4),
                            _caption_html(caption), size=fs * 0.9, anchor="centre",
                            colour=style.INK_MUTED))
            if stacked:
                self._add(CountBubble(QPointF(left + cw + 1, cards_top + 1), n,
                                      clamp(20 * u, 15, 24)))
                badge_text, fill, ink = _badge(mkind, short=cw < 66)
                self._add(Badge(QPointF(left + cw / 2, cards_top + ch - ch * 0.1), badge_text,
                                fill, ink, clamp(14 * u, 11, 18)))
            if kind == "meld":
                self.meld_rects[key] = box
                if own:
                    self.targets.append(Target("meld", box, key))
            else:
                frame_zone = self._add(DropZone(box.adjusted(-3, -3, 3, PANEL_CAPTION - 2), "",
                                                solid=False))
                self.stage_rects.append(box)
                self.targets.append(Target("stage", box, key, lights=[frame_zone]))
        if extra_zone:
            x = inner.left() + xs[-1]
            if staging:
                text = _tr("first meld") if not model.staged_melds else "+"
                zw = cw * (2.4 if not model.staged_melds else 1.0)
                zone = self._add(DropZone(QRectF(x, cards_top, zw, ch), text,
                                          action="new_stage"))
                self.targets.append(Target("new_stage", QRectF(rect), lights=[zone, panel]))
            else:
                zone = self._add(DropZone(QRectF(x, cards_top, cw, ch), "+", action="new_meld"))
                zone.setOpacity(0.8 if model.is_human_turn() and v.phase == "meld" else 0.35)
                self.targets.append(Target("new_meld", QRectF(rect), lights=[zone, panel]))
        # red 3s at the right end
        if red3:
            rx = inner.right() - (cw + cw * 0.22 * (red3 - 1))
            for k in range(red3):
                slots.append(Slot(("red3", side), None, QPointF(rx + k * cw * 0.22, cards_top),
                                  10 + k, cw))
            self._add(CountBubble(QPointF(rx + cw * (1 + 0.22 * (red3 - 1)) + 1, cards_top + 1),
                                  red3, clamp(20 * u, 15, 24)))
            self._add(Label(QRectF(rx - 20, cards_top + ch + 3,
                                   cw * (1 + 0.22 * (red3 - 1)) + 40, PANEL_CAPTION - 4),
                            _tr("Red 3s \u00b7 {n}").format(n=red3), size=fs * 0.9,
                            anchor="centre", colour=style.INK_MUTED))

    # ------------------------------------------------------------------ matching and moving
    def _reconcile(self, slots: list[Slot], change: ChangeSet | None, duration: int) -> None:
        old = list(self._cards)
        unmatched_items = {id(i): i for i in old}
        assigned: list[tuple[Slot, TableCard | None]] = []
        by_region: dict[tuple, list[TableCard]] = {}
        for item in old:
            by_region.setdefault((item.region, item.card_text), []).append(item)
        pending_slots: list[int] = []
        for idx, slot in enumerate(slots):
            key_text = slot.text
            found = None
            if key_text is None:  # any red 3 of this side
                for t in ("3H", "3D"):
                    lst = by_region.get((slot.region, t))
                    if lst:
                        found = lst.pop(0)
                        break
            else:
                lst = by_region.get((slot.region, key_text))
                if lst:
                    found = lst.pop(0)
            if found is not None:
                unmatched_items.pop(id(found), None)
            else:
                pending_slots.append(idx)
            assigned.append((slot, found))
        # second pass: cards that changed region
        actor = change.seat if change is not None else None
        v = self.model.view
        actor_side = v.side_of(actor) if actor is not None else None
        free = list(unmatched_items.values())

        def source_ok(item: TableCard) -> bool:
            region = item.region
            if change is None or change.kind in ("undo", "refresh", "staging"):
                return True
            if region == ("pile",) or region[:1] == ("stage",):
                return True
            if actor is not None and region == ("hand", actor):
                return True
            return actor_side is not None and region[:2] in (("meld", actor_side),
                                                            ("red3", actor_side))

        for idx in pending_slots:
            slot = assigned[idx][0]
            found = None
            wanted = {"3H", "3D"} if slot.text is None else {slot.text}
            for item in free:
                if item.card_text in wanted and source_ok(item):
                    found = item
                    break
            if found is None and slot.text == BACK:
                for item in free:
                    if item.region == ("pile",) and source_ok(item):
                        found = item
                        break
            if found is None and actor is not None:
                for item in free:
                    if item.region == ("hand", actor) and item.card_text == BACK:
                        found = item
                        break
            if found is not None:
                free.remove(found)
                assigned[idx] = (slot, found)
        # remove what is left over, create what is missing
        for item in free:
            self._pending.discard(item)
            item.stop_animation()
            self.removeItem(item)
        cards: list[TableCard] = []
        hand_order: list[TableCard] = []
        human_hand = ("hand", self.model.display_seat)
        for slot, item in assigned:
            text = slot.text if slot.text is not None else "3H"
            if item is None:
                item = TableCard(text, self.renderer, slot.width, slot.face_up)
                item.setTransformOriginPoint(slot.width / 2, slot.width * TALL / 2)
                start = self._spawn_point(slot, change)
                item.setPos(start - QPointF(slot.width / 2, slot.width * TALL / 2))
                item.setRotation(slot.rotation)
                self.addItem(item)
            else:
                wanted = (text,) if slot.text is not None else ("3H", "3D")
                if item.card_text not in wanted:
                    item.set_card_text(text)
                if item.face_up != slot.face_up:
                    item.set_face_up(slot.face_up)
                if item.card_width != slot.width:
                    centre = item.sceneBoundingRect().center()
                    item.set_card_size(slot.width)
                    if duration:
                        item.setPos(centre - QPointF(slot.width / 2, slot.width * TALL / 2))
                item.setTransformOriginPoint(slot.width / 2, slot.width * TALL / 2)
                if item.rotation() != slot.rotation:
                    item.setRotation(slot.rotation)
            if item.region != slot.region and item.selected:
                item.set_selected(False)
            item.region = slot.region
            item.home = QPointF(slot.pos)
            item.home_z = slot.z
            item.home_rotation = slot.rotation
            item.draggable = slot.draggable
            cards.append(item)
            if slot.region == human_hand:
                hand_order.append(item)
        self._cards = cards
        self.hand_order = hand_order
        for item in cards:
            self._animate(item, item.home, item.home_z, duration)
        self._check_done()

    def _spawn_point(self, slot: Slot, change: ChangeSet | None) -> QPointF:
        """Where a card that was not on the table comes from."""
        stock = self.stock_rect.center() if not self.stock_rect.isNull() else \
            QPointF(self._size[0] / 2, self._size[1] / 2)
        if change is None:
            return slot.pos + QPointF(slot.width / 2, slot.width * TALL / 2)
        if change.kind in ("new_hand", "new_game") or (slot.region[:1] == ("hand",)
                                                       and change.from_stock):
            return stock
        actor = change.seat
        if actor is not None and self.frame is not None:
            spot = self.frame.seats.get(actor)
            if spot is not None:
                return spot.fan.center()
            if actor == self.model.display_seat:
                return self.frame.hand_band.center()
        return stock

    def _animate(self, item: TableCard, pos: QPointF, z: float, duration: int) -> None:
        if item.pos() == pos or duration <= 0:
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
                r.translate(0, -item.card_height * 0.16)
            self.focus_ring.set_rect(r)
            self.focus_ring.setVisible(True)
        else:
            self.focus_ring.setVisible(False)

    # ------------------------------------------------------------------ checks for tests
    def census(self) -> dict[str, int]:
        """How many cards lie where (for checking that no card is lost or duplicated)."""
        out: dict[str, int] = {}
        for item in self._cards:
            key = item.region[0]
            out[key] = out.get(key, 0) + 1
        return out


_STACKED = frozenset({"pure_canasta", "mixed_canasta", "samba", "bolivia"})


def _meld_order(meld) -> tuple:
    order = "SHCD"
    if meld.kind in ("sequence", "samba"):
        cards = meld.cards
        return (0, order.index(cards[0].suit), meld.lo)
    if meld.kind in ("group", "pure_canasta", "mixed_canasta"):
        return (1, -meld.rank, meld.id)
    return (2, 0, meld.id)


def _meld_cards(meld) -> list[Card]:
    """A meld's cards in display order; a stack gets a fitting card on top (last)."""
    cards = list(meld.cards)
    if meld.kind in ("sequence", "samba"):
        ranks = "456789TJQKA"
        return sorted(cards, key=lambda c: ranks.index(c.rank))
    naturals = sorted((c for c in cards if c.is_natural), key=lambda c: "SHCD".index(c.suit))
    wilds = [c for c in cards if not c.is_natural]
    if meld.kind == "pure_canasta":
        red = [c for c in naturals if c.suit in "HD"]
        if red:
            naturals.remove(red[0])
            return naturals + [red[0]]
        return naturals
    if meld.kind == "mixed_canasta":
        black = [c for c in naturals if c.suit in "SC"]
        top = black[0] if black else naturals[0]
        naturals.remove(top)
        return wilds + naturals + [top]
    return naturals + wilds


def _stage_kind(cards) -> str:
    from samba_desktop.engine import meld_kind

    try:
        return meld_kind(cards, going_out=True)
    except ValueError:
        return "?"


def _badge(kind: str, short: bool = False) -> tuple[str, QColor, QColor]:
    if kind == "pure_canasta":
        return (_tr("PURE") if short else _tr("PURE CANASTA")), style.BADGE_PURE, \
            QColor("#2b2105")
    if kind == "mixed_canasta":
        return (_tr("MIXED") if short else _tr("MIXED CANASTA")), style.BADGE_MIXED, \
            QColor("#1f2a24")
    if kind == "samba":
        return _tr("SAMBA"), style.BADGE_SAMBA, QColor("#ffffff")
    return _tr("BOLIVIA"), style.BADGE_BOLIVIA, QColor("#ffffff")


def _caption_html(caption: str) -> str:
    text = html.escape(caption)
    for suit in "HD":
        sym = SUIT_SYMBOLS[suit]
        text = text.replace(sym, f"<span style='color:{style.RED_SUIT_ON_DARK}'>{sym}</span>")
    return text


class _CompactPlate(NamePlate):
    """A two-line name plate for the seats at the left and right edges."""

    def paint(self, painter, option, widget=None) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QPainter, QPen

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        h = r.height()
        painter.setPen(QPen(style.GOLD if self._active else QColor(255, 255, 255, 30),
                            2.0 if self._active else 1.0))
        painter.setBrush(QColor(13, 30, 22, 225))
        painter.drawRoundedRect(r, 12, 12)
        line = h / 2
        d = line * 0.62
        c = QPointF(r.left() + 8 + d / 2, r.top() + line * 0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        painter.drawEllipse(c, d / 2, d / 2)
        painter.setPen(QColor("#1a1a1a"))
        painter.setFont(style.font(d * 0.52, bold=True))
        painter.drawText(QRectF(c.x() - d / 2, c.y() - d / 2, d, d), Qt.AlignmentFlag.AlignCenter,
                         self._name[:1].upper())
        painter.setPen(style.INK)
        f = style.font(line * 0.42, bold=True)
        painter.setFont(f)
        from PySide6.QtGui import QFontMetricsF

        name_rect = QRectF(c.x() + d / 2 + 6, r.top() + line * 0.1, r.right() - c.x() - d / 2 - 12,
                           line * 0.9)
        name = QFontMetricsF(f).elidedText(self._name, Qt.TextElideMode.ElideRight,
                                           name_rect.width())
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name)
        painter.setPen(style.GOLD if self._thinking else style.INK_MUTED)
        f2 = style.font(line * 0.34, italic=self._thinking)
        painter.setFont(f2)
        sub_rect = QRectF(r.left() + 8, r.top() + line, r.width() - 16, line * 0.85)
        text = f"{self._subtitle} \u00b7 {self._cards}"
        text = QFontMetricsF(f2).elidedText(text, Qt.TextElideMode.ElideRight, sub_rect.width())
        painter.drawText(sub_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        if self._tag:
            f3 = style.font(line * 0.3, bold=True)
            painter.setFont(f3)
            tw = QFontMetricsF(f3).horizontalAdvance(self._tag) + 12
            tag = QRectF(r.right() - tw - 4, r.top() - line * 0.28, tw, line * 0.46)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#2d6fa3"))
            painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
            painter.setPen(QColor("#eaf4fb"))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self._tag)
