"""One builder per area of the table: the human's hand, the other seats, the centre (turn ring,
stock, pile, message) and each side's meld panel.

A builder reads the model and the frame (`layout`) and returns an `AreaBuild`: the slots
where the area's cards should rest, the decorations it draws and the drop targets it offers.
It never moves a card: the scene puts cards in the slots (TableScene._reconcile). Rules come
from the engine (``meld_kind``, ``is_legal``), never from here.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from samba_desktop.engine import (
    SEQUENCE_KINDS,
    SEVEN_KINDS,
    Card,
    IllegalMove,
    MeldKind,
    Phase,
    TakePile,
    meld_kind,
)
from samba_desktop.qtmodel import GameModel
from samba_desktop.qtmodel.locale_format import number
from samba_desktop.qtmodel.texts import (
    card_label,
    cards_label,
    meld_label,
    rank_label,
    sevens_template,
)
from samba_desktop.ui import style
from samba_desktop.ui.cards import BACK, CardRenderer
from samba_desktop.ui.panel.reasons import move_bubble_html
from samba_desktop.ui.table.items.decor import (
    Badge,
    Caption,
    CountBubble,
    DropZone,
    Glow,
    Label,
    Panel,
    Toast,
    TurnRing,
)
from samba_desktop.ui.table.items.plates import CompactPlate, NamePlate
from samba_desktop.ui.table.layout import (
    PANEL_CAPTION,
    PANEL_HEADER,
    PANEL_LEFT,
    PANEL_RIGHT,
    STACK_OFFSET,
    STRIP,
    TALL,
    WILD_PEEK,
    MeldBox,
    PanelFlow,
    TableFrame,
    centre_group,
    clamp,
    count_bubble,
)
from samba_desktop.ui.table.order import meld_cards, meld_order
from samba_desktop.ui.table.types import (
    PILE,
    STOCK,
    Slot,
    TableCard,
    Target,
    TargetKind,
    hand_region,
    meld_region,
    red3_region,
    stage_region,
)


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


_Item = TypeVar("_Item", bound=QGraphicsItem)

@dataclass
class AreaContext:
    """What every builder reads: the model, the frame, and the scene's own state."""

    model: GameModel
    frame: TableFrame
    renderer: CardRenderer
    sort_mode: str
    groups: list[list[Card]]
    selected: list[Card]
    message: tuple[str, str] | None
    hinted_melds: frozenset[int] = frozenset()
    entries: dict[int, list[PanelEntry]] = field(default_factory=dict)
    """Each side's panel entries (as `panel_entries` makes them), made once per layout."""
    show_reasons: bool = True  # a computer move's reason in the bubble (Settings: Aids)


@dataclass
class AreaBuild:
    """What one builder made: card slots, decorations and drop targets (and a few rects)."""

    slots: list[Slot] = field(default_factory=list)
    decor: list[QGraphicsItem] = field(default_factory=list)
    targets: list[Target] = field(default_factory=list)
    stock_items: list[TableCard] = field(default_factory=list)
    plates: dict[int, NamePlate] = field(default_factory=dict)
    meld_rects: dict[int, QRectF] = field(default_factory=dict)
    stage_rects: list[QRectF] = field(default_factory=list)
    stock_rect: QRectF = field(default_factory=QRectF)
    pile_rect: QRectF = field(default_factory=QRectF)

    def add(self, item: _Item) -> _Item:
        self.decor.append(item)
        return item

    def take_panel(self, part: AreaBuild) -> None:
        """Add what one meld panel's builder made (`build_panel`) to this build."""
        self.slots += part.slots
        self.decor += part.decor
        self.targets += part.targets
        self.meld_rects.update(part.meld_rects)
        self.stage_rects += part.stage_rects


# ---------------------------------------------------------------------------- the hand
def build_hand(ctx: AreaContext) -> AreaBuild:
    """The human's free hand (staged cards are in the panel) and its header."""
    out = AreaBuild()
    model, frame = ctx.model, ctx.frame
    seat = model.display_seat
    header = frame.hand_header
    u = frame.hand_card_w / 100.0
    fs = clamp(12.5 * u + 2, 11, 15)
    flat = [c for g in ctx.groups for c in g]
    title = _tr("YOUR HAND") if model.human_seat is not None else \
        html.escape(model.names[seat]).upper()
    count = QCoreApplication.translate("TableScene", "%n card(s)", "", len(flat))
    label = out.add(Label(QRectF(header.left() + 4, header.top(), 10, header.height()),
                          f"<b style='letter-spacing:1px'>{title}</b>"
                          f"&nbsp;&nbsp;<span style='color:{style.INK_MUTED.name()}'>"
                          f"{count}</span>", size=fs, colour=style.INK))
    x = label.rect().right() + 14
    for mode, text in (("suit", _tr("By suit")), ("rank", _tr("By rank"))):
        active = mode == ctx.sort_mode
        chip = out.add(Label(QRectF(x, header.top() + 2, 10, header.height() - 4), text,
                             size=fs * 0.85, bold=active, pad_x=10,
                             colour=QColor(style.DARK_INK) if active else style.INK_MUTED,
                             fill=QColor(style.CHIP_LIGHT) if active else QColor(0, 0, 0, 50),
                             hover_fill=QColor(style.CHIP_LIGHT) if active else QColor(0, 0, 0, 90),
                             action="sort", data=mode))
        x = chip.rect().right() + 4
    # right side: whose turn, what is selected (above the lifted cards: z over the hand)
    right = header.right()
    if ctx.selected:
        cards = ctx.selected
        points = sum(c.value for c in cards)
        text = QCoreApplication.translate(
            "TableScene", "%n selected: {cards} \u00b7 worth {points}", "", len(cards)).format(
            cards=cards_html(cards[:8], style.RED_SUIT_ON_LIGHT) + (" \u2026" if len(cards) > 8 else ""),
            points=number(points))
        chip = out.add(Label(QRectF(right - 10, header.top() + 2, 10, header.height() - 4),
                             text, size=fs * 0.88, bold=True, pad_x=12, anchor="right",
                             colour=QColor(style.GOLD_INK), fill=style.GOLD))
        chip.setZValue(900)
        right = chip.rect().left() - 8
    if model.is_human_turn():
        pill = out.add(Label(QRectF(right - 10, header.top() + 2, 10, header.height() - 4),
                             _tr("Your turn"), size=fs * 0.88, bold=True, pad_x=12,
                             anchor="right", colour=style.GOLD, fill=QColor(30, 40, 30, 230),
                             edge=QColor(242, 193, 78, 160)))
        pill.setZValue(900)
    band = frame.hand_band
    lay = frame.hand
    card_h = lay.card_h
    base_y = band.bottom() - card_h - 2
    row_dy = card_h * 0.46
    for i, card in enumerate(flat):
        row = lay.rows[i]
        y = base_y - (row_dy if lay.row_count == 2 and row == 0 else 0)
        pos = QPointF(band.left() + lay.xs[i], y)
        out.slots.append(Slot(hand_region(seat), str(card), pos, 100 + i + row * 200,
                              lay.card_w, face_up=True, draggable=True))
    out.targets.append(Target(TargetKind.HAND, QRectF(frame.hand_area)))
    return out


# ---------------------------------------------------------------------------- the other seats
def seat_kind_label(kind: str) -> str:
    """Who sits in a seat of a hosted table, on its name plate."""
    return {"human": _tr("friend"), "computer": _tr("computer"), "away": _tr("away"),
            "open": _tr("open")}.get(kind, kind)


def thinking_text(phase: str) -> str:
    """A computer's name plate while it thinks (or decides on an answer)."""
    return _tr("thinking\u2026") if phase != Phase.ANSWER else _tr("deciding\u2026")


def build_seats(ctx: AreaContext) -> AreaBuild:
    """The other players' face-down hands and name plates."""
    out = AreaBuild()
    model, frame = ctx.model, ctx.frame
    v = model.view
    n = v.num_players
    names = model.names
    human_side = v.side_of(model.display_seat)
    last = next((e for e in reversed(model.recent_moves) if e.kind == "move"), None)
    bw = frame.back_w
    bh = bw * TALL
    plate_h = round(clamp(frame.hand_card_w * 0.36, 28, 44))
    for seat, spot in frame.seats.items():
        size = v.hand_size(seat)
        colour = style.side_colour(v.side_of(seat), human_side, v.num_sides)
        partner = (v.partner_of(model.display_seat) == seat and model.human_seat is not None) \
            or (v.num_sides < n and v.side_of(seat) == human_side)
        subtitle = _tr("Partner") if partner else _tr("Opponent")
        kind = model.seat_kind(seat)
        who = seat_kind_label(kind) if kind is not None else ""  # a plate with little room
        if kind is not None:  # a hosted table: who sits there
            subtitle = _tr("{role} · {who}").format(role=subtitle, who=who)
        base_subtitle = subtitle
        thinking = model.thinking_seat == seat
        if thinking:
            subtitle = thinking_text(v.phase)
        active = v.turn == seat and v.in_play
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
                out.slots.append(Slot(hand_region(seat), BACK, pos, 5 + k, bw, face_up=False,
                                      rotation=90.0))
            plate_w = max(fan.width() + 2 * frame.pad, 0)
            side_col = QRectF(fan.left() - frame.pad, top + total + 10, plate_w, plate_h * 1.55)
            plate: NamePlate = CompactPlate(side_col, names[seat], subtitle, size, colour,
                                            active, thinking, tag, who)
        else:
            step = min(bw * 0.2, (fan.width() - bw) / max(1, size - 1)) if size > 1 else 0
            total = bw + step * max(0, size - 1)
            left = fan.left() + (fan.width() - total) / 2
            psize = NamePlate.size_for(plate_h, names[seat], subtitle, size)
            # the plate sits after the fan, before the next seat (or the edge): a fan of many
            # cards closes up first, then a long name is shortened to the room left
            limit = min([s.fan.left() for s in frame.seats.values()
                         if not s.vertical and s.fan.left() > fan.left()],
                        default=frame.width - frame.pad) - 10
            short = left + total + psize.width() - limit
            if short > 0 and size > 1:
                step = max(bw * 0.06, step - short / (size - 1))
                total = bw + step * (size - 1)
            for k in range(size):
                pos = QPointF(left + k * step, fan.top())
                out.slots.append(Slot(hand_region(seat), BACK, pos, 5 + k, bw, face_up=False))
            px = left + total + 6
            room = limit + 6 - px
            width = max(plate_h * 2.6, min(psize.width(), room))
            prect = QRectF(px, fan.center().y() - plate_h / 2, width, plate_h)
            plate = NamePlate(prect, names[seat], subtitle, size, colour, active, thinking, tag,
                              who)
        plate.base_subtitle = base_subtitle
        plate.setToolTip(names[seat])
        out.plates[seat] = out.add(plate)
    return out


# ---------------------------------------------------------------------------- the centre
def build_centre(ctx: AreaContext) -> AreaBuild:
    """The turn ring, the stock, the discard pile and the message bubble."""
    out = AreaBuild()
    model, frame = ctx.model, ctx.frame
    v = model.view
    c = frame.centre
    sw = frame.stock_w
    sh = sw * TALL
    compact = frame.centre_beside  # beside a row of melds: the message right after the piles
    top = c.top() + frame.centre_top
    u = sw / 70.0
    fs = clamp(10 * u, 9, 13)
    ring_d, gap, group_w = centre_group(sw, compact)
    ring_d = min(ring_d, c.height() - 8)
    if compact:
        left = c.left() + 4
    else:
        left = c.left() + max(frame.pad, c.width() * 0.36 - group_w / 2)
        if left + group_w + 240 > c.right():
            left = max(c.left() + 4, c.right() - group_w - 240)
    # turn ring
    n = v.num_players
    human_side = v.side_of(model.display_seat)
    colours = [style.side_colour(v.side_of(s), human_side, v.num_sides) for s in range(n)]
    initials = [name[:1].upper() for name in model.names]
    ring = QRectF(left, top + (sh - ring_d) / 2, ring_d, ring_d)
    out.add(TurnRing(ring, initials, colours, v.turn, model.display_seat, _tr("TURN ORDER")))
    # stock
    sx = ring.right() + gap
    out.stock_rect = QRectF(sx, top, sw, sh)
    stock = v.stock_size
    if stock:
        layers = min(4, max(1, stock // 12 + 1))
        for k in range(layers):
            item = TableCard(BACK, ctx.renderer, sw, False)
            d = (layers - 1 - k) * 1.6
            item.setPos(sx + d, top + d)
            item.setZValue(2 + k)
            item.setAcceptHoverEvents(True)
            item.region = STOCK
            out.stock_items.append(item)
        out.add(CountBubble(QPointF(sx + sw - 2, top + 2), stock, clamp(22 * u, 18, 28)))
    else:
        out.add(DropZone(out.stock_rect, _tr("empty")))
    out.add(Label(QRectF(sx, top + sh + 4, sw, 18), _tr("STOCK"), size=fs, bold=True,
                  colour=style.INK_MUTED, anchor="centre"))
    out.targets.append(Target(TargetKind.STOCK, out.stock_rect.adjusted(-4, -4, 4, 4)))
    # discard pile
    px = sx + sw + gap * 1.2
    out.pile_rect = QRectF(px, top, sw, sh)
    pile = v.discard_pile
    n_pile = len(pile)
    for k, card in enumerate(pile):
        from_top = n_pile - 1 - k
        d = min(from_top, 3) * 1.7
        out.slots.append(Slot(PILE, str(card), QPointF(px - d, top + d * 0.6), 20 + k, sw))
    zone = DropZone(out.pile_rect, "" if pile else _tr("discard"), solid=bool(pile))
    zone.setZValue(-3)
    out.add(zone)
    out.targets.append(Target(TargetKind.PILE, out.pile_rect.adjusted(-6, -6, 6, 6),
                              lights=[zone]))
    if pile:
        out.add(CountBubble(QPointF(px + sw - 2, top + 2), n_pile, clamp(22 * u, 18, 28)))
    blocked = bool(pile) and not pile[-1].is_natural
    lab = out.add(Label(QRectF(px, top + sh + 4, sw, 18), _tr("DISCARD"), size=fs, bold=True,
                        colour=style.INK_MUTED, anchor="centre"))
    chip_right = lab.rect().right()
    if pile:
        chip_text = "\u2298 " + _tr("blocked") if blocked else _tr("open")
        chip = out.add(Label(QRectF(lab.rect().right() + 4, top + sh + 4, 10, 18), chip_text,
                             size=fs * 0.9, bold=True, pad_x=7,
                             colour=QColor(style.ERROR_TEXT) if blocked else QColor(style.PILE_TEXT),
                             fill=QColor(style.BLOCKED_FILL) if blocked else QColor(0, 0, 0, 60)))
        chip_right = chip.rect().right()
    # message bubble: an error, a hint, or the last move
    bx = px + sw + gap * 0.9 + 10 if compact else max(px + sw + gap * 0.9 + 10, chip_right + 14)
    bw = max(120.0, min(c.right() - bx - 4, 380.0))
    brect = QRectF(bx, top + sh * 0.2, bw, clamp(sh * 0.3, 30, 46))
    toast = None
    # beside a row of melds the bubble keeps to the centre's height (all of it on hover)
    most = 0.0
    if compact:
        most = (min(brect.center().y() - c.top(), c.bottom() - brect.center().y()) - 1) * 2
    if ctx.message is not None:
        toast = out.add(Toast(brect, ctx.message[0], ctx.message[1], most))
    else:
        last = next((e for e in reversed(model.recent_moves) if e.kind != "hand"), None)
        if last is not None:
            toast = out.add(Toast(brect, move_bubble_html(last, ctx.show_reasons), "info",
                                  most))
    hint = centre_hint(model)
    if hint and compact:  # on the labels' line, after the pile's chip, when it fits there
        hx = chip_right + 12
        if QFontMetricsF(style.font(fs, italic=True)).horizontalAdvance(hint) + 8 <= \
                c.right() - hx:
            out.add(Label(QRectF(hx, top + sh + 4, c.right() - hx, 18), hint, size=fs,
                          italic=True, colour=style.INK_MUTED))
    elif hint:
        below = toast.rect().bottom() if toast is not None else brect.bottom()
        out.add(Label(QRectF(bx + 4, below + 6, bw, 20), hint, size=fs, italic=True,
                      colour=style.INK_MUTED))
    return out


def pile_pair(model: GameModel) -> list[Card] | None:
    """Two naturals of the pile's top rank from the human's free hand, if there are two."""
    v = model.view
    if not v.discard_pile:
        return None
    rank = v.discard_pile[-1].rank
    free = model.free_hand() if model.staging_active else v.hand
    pair = [c for c in free if c.is_natural and c.rank == rank][:2]
    return pair if len(pair) == 2 else None


def centre_hint(model: GameModel) -> str:
    """A line under the message: what the human may do with the piles now."""
    v = model.view
    if not model.is_human_turn():
        return ""
    if v.phase == Phase.DRAW:
        pair = pile_pair(model)
        if pair is not None and model.is_legal(TakePile(tuple(pair),
                                                        tuple(model.staged_melds))):
            return _tr("you hold two {rank}s: take the pile").format(
                rank=rank_label(pair[0].rank))
        return _tr("click the stock to draw")
    if v.phase == Phase.MELD:
        return _tr("drop a card here to discard")
    return ""


# ---------------------------------------------------------------------------- meld panels
# kinds shown squared up in a stack with a badge
STACKED = SEVEN_KINDS
# kinds that may be squared up (with their count) when room is short
SQUARABLE = frozenset({MeldKind.GROUP})


@dataclass(frozen=True)
class PanelEntry:
    """One box of a meld panel: a meld, a staged meld, a drop zone or the red 3s; ``short``
    is the caption of a squared-up group (its face and count show the rank and size), or
    what a crowded panel writes under the red 3s (their count bubble gives the number)."""

    kind: str  # "meld", "stage", "zone", "red3"
    key: int
    cards: tuple[Card, ...]
    meld_kind: str
    caption: str
    short: str = ""

    def __post_init__(self) -> None:
        if not self.short:
            object.__setattr__(self, "short",
                               short_caption(self.caption, self.cards, self.meld_kind))


def short_caption(caption: str, cards: Sequence[Card], kind: str) -> str:
    """A squared-up group's caption: nothing for a plain group (its face and count show its
    rank and size), the whole caption ("5 ×4 + joker") for one with wild cards, whose count
    would not say how many naturals it holds."""
    if not kind or kind in SEQUENCE_KINDS or not caption:
        return caption
    if any(c.is_natural for c in cards) and all(c.is_natural for c in cards):
        return ""
    return caption


def wild_peek(cards: Sequence[Card], kind: str) -> bool:
    """Whether a meld squared up shows its wild cards crosswise under its naturals."""
    return kind in SQUARABLE and any(c.is_natural for c in cards) and \
        any(not c.is_natural for c in cards)


def meld_tip(caption: str, cards: Sequence[Card]) -> str:
    """What hovering a meld shows: its caption and every card, naturals first."""
    listed = [c for c in cards if c.is_natural] + [c for c in cards if not c.is_natural]
    return f"{caption}: {cards_label(listed)}" if caption else cards_label(listed)


def caption_size(width: float, height: float) -> float:
    """The meld captions' font size for a table ``width`` × ``height``."""
    return clamp(min(width, height) / 70.0, 9.5, 12.0)


def stage_kind(cards: Sequence[Card], model: GameModel) -> str:
    """A staged meld's kind under this game's rules ("?" when it is no meld on its own)."""
    try:
        return meld_kind(cards, model.view.rules, going_out=True)
    except IllegalMove:
        return "?"


def panel_entries(model: GameModel, side: int, own: bool) -> list[PanelEntry]:
    """What a side's panel shows, in display order."""
    v = model.view
    entries = [PanelEntry("meld", m.id, tuple(meld_cards(m)), m.kind,
                          meld_label(meld_cards(m), m.kind))
               for m in sorted(v.melds(side), key=meld_order)]
    staging = own and model.staging_active
    if staging:
        for i, cards in enumerate(model.staged_melds):
            kind = stage_kind(cards, model)
            entries.append(PanelEntry("stage", i, tuple(cards), kind,
                                      meld_label(cards, kind) if kind != "?" else ""))
    if own and model.human_seat is not None:
        entries.append(PanelEntry("zone", 0, (), "", ""))
    red3 = v.red_threes(side)
    if red3:
        # the short form is for a crowded panel, no wider than the squared-up red 3s
        entries.append(PanelEntry("red3", side, (), "", _tr("Red 3s \u00b7 {n}").format(n=red3),
                                  short=_tr("Red 3s")))
    return entries


def panel_boxes(model: GameModel, side: int, entries: list[PanelEntry], font_size: float
                ) -> list[MeldBox]:
    """The boxes `frame_table` fits into the panel of ``side`` for its ``entries``."""
    metrics = QFontMetricsF(style.font(font_size))
    v = model.view
    boxes = []
    for e in entries:
        caption_w = metrics.horizontalAdvance(e.caption) + 6 if e.caption else 0.0
        if e.kind == "zone":
            wide = 2.4 if model.staging_active and not model.staged_melds else 1.0
            boxes.append(MeldBox(1, False, cards_wide=wide))
        elif e.kind == "red3":
            boxes.append(MeldBox(v.red_threes(side), True, caption_w=caption_w,
                                 short_w=metrics.horizontalAdvance(e.short) + 6, aside=True))
        else:
            short_w = metrics.horizontalAdvance(e.short) + 6 if e.short else 0.0
            boxes.append(MeldBox(len(e.cards), e.meld_kind in STACKED,
                                 e.meld_kind in SQUARABLE, caption_w, short_w=short_w,
                                 foldable=e.meld_kind == MeldKind.SEQUENCE,
                                 wild_peek=wild_peek(e.cards, e.meld_kind)))
    return boxes


def build_panels(ctx: AreaContext) -> AreaBuild:
    """Every side's meld panel (the human side's at the bottom, with staging)."""
    out = AreaBuild()
    for side in panel_sides(ctx):
        out.take_panel(build_panel(panel_inputs(ctx, side), panel_active(ctx, side)))
    return out


def panel_sides(ctx: AreaContext) -> list[int]:
    """The sides whose panels `build_panels` builds, in its order (the human side's last)."""
    human_side = ctx.model.view.side_of(ctx.model.display_seat)
    return [side for side in ctx.frame.other_panels if side != human_side] + [human_side]


def panel_active(ctx: AreaContext, side: int) -> bool:
    """Whether ``side`` is to play (its panel's stripe shows full)."""
    v = ctx.model.view
    return v.side_of(v.turn) == side


@dataclass(frozen=True)
class StagingInputs:
    """The human side's first meld being composed, as its panel shows it."""

    value: int  #: the points staged so far
    minimum: int  #: the first meld's minimum
    staged: int  #: how many melds are staged
    may_lay: bool  #: the meld phase: the staged melds may be laid down now


@dataclass(frozen=True)
class PanelInputs:
    """Everything one side's meld panel shows, gathered from the model and the frame once
    per layout (`panel_inputs`). `build_panel` reads this value and nothing else, so two
    panels built from equal inputs are the same panel: the scene keeps a panel whole while
    its inputs stay equal. One thing is left out on purpose: whether the side is to play,
    which only its stripe shows (`panel_active`, `Panel.set_active`), so that a new turn
    repaints a stripe instead of building two panels again."""

    side: int
    own: bool  #: the human's side (at the bottom, with the "+" zone and staging)
    human_side: int
    num_sides: int
    rect: tuple[float, float, float, float]  #: where the panel lies (x, y, width, height)
    flow: PanelFlow  #: where each entry goes (part of the frozen frame)
    font_size: float  #: the captions' (`caption_size` of the table's size)
    name: str  #: the side's name
    members: tuple[str, ...]  #: the names of its players
    human_at_table: bool  #: a human plays (not a table of computers only)
    entries: tuple[PanelEntry, ...]
    staging: StagingInputs | None  #: the first meld being composed (own side only)
    zone_open: bool  #: the human may meld now (the "+" zone shows stronger)
    has_melded: bool
    minimum: int  #: the side's first-meld minimum
    sevens: int  #: its 7-card melds
    red_threes: tuple[str, ...]  #: the red 3s it laid, in the order laid
    hinted: frozenset[int]  #: its melds a hint points at


def panel_inputs(ctx: AreaContext, side: int) -> PanelInputs:
    """What the panel of ``side`` shows now (see `PanelInputs`)."""
    model, frame = ctx.model, ctx.frame
    v = model.view
    human_side = v.side_of(model.display_seat)
    own = side == human_side
    rect = frame.own_panel if own else frame.other_panels[side]
    melds = v.melds(side)
    staging = None
    if own and model.staging_active:
        staging = StagingInputs(model.staging_value, model.staging_minimum,
                                len(model.staged_melds), v.phase == Phase.MELD)
    entries = ctx.entries.get(side) or panel_entries(model, side, own)
    return PanelInputs(
        side=side, own=own, human_side=human_side, num_sides=v.num_sides,
        rect=(rect.x(), rect.y(), rect.width(), rect.height()), flow=frame.flows[side],
        font_size=caption_size(frame.width, frame.height), name=model.side_names()[side],
        members=tuple(model.names[s] for s in model.side_members(side)),
        human_at_table=model.human_seat is not None, entries=tuple(entries), staging=staging,
        zone_open=own and model.human_seat is not None and model.is_human_turn()
        and v.phase == Phase.MELD,
        has_melded=v.has_melded(side), minimum=v.initial_minimum(side),
        sevens=sum(1 for m in melds if m.is_seven),
        red_threes=tuple(str(card) for card in v.red_three_cards(side)),
        hinted=frozenset(m.id for m in melds) & ctx.hinted_melds)


def build_panel(p: PanelInputs, active: bool) -> AreaBuild:
    """One side's meld panel, from its inputs alone; ``active``: the side is to play."""
    out = AreaBuild()
    rect = QRectF(*p.rect)
    colour = style.side_colour(p.side, p.human_side, p.num_sides)
    panel = out.add(Panel(rect, colour, active=active))
    flow = p.flow
    fs = p.font_size
    head_y = rect.top() + flow.inner - 2
    title_width = QFontMetricsF(style.font(fs, bold=True)).horizontalAdvance(p.name.upper())
    right = _panel_chips(p, out, rect, head_y, fs, title_width)
    _panel_title(p, out, rect, head_y, fs, colour, right)
    inner = QRectF(rect.left() + PANEL_LEFT, rect.top() + flow.body_top,
                   rect.width() - PANEL_LEFT - PANEL_RIGHT,
                   rect.height() - flow.body_top - flow.inner)
    entries = list(p.entries)
    cw, ch = flow.card_w, flow.card_h
    for i, entry in enumerate(entries):
        x, row, width, stacked = _place(flow, i)
        left = inner.left() + x
        top = inner.top() + flow.row_top(row)
        if entry.kind == "zone":
            _zone(p, out, QPointF(left, top), cw, ch, rect, panel)
            continue
        caption_top = inner.top() + flow.caption_top(row)
        z = 10 + 60 * row
        if entry.kind == "red3":
            n = len(p.red_threes)
            for k, face in enumerate(p.red_threes):
                d = max(0, k - (n - 3)) * 1.4
                out.slots.append(Slot(red3_region(p.side), face, QPointF(left + d, top - d),
                                      z + k, cw))
            out.add(CountBubble(QPointF(left + cw + 1, top + 1), n, count_bubble(cw)))
            caption = entry.short if flow.squash else entry.caption
            _caption(out, caption, left, caption_top, width, fs, flow.strip, z)
            continue
        _meld(p, out, entry, QPointF(left, top), width, stacked, caption_top, z)
    return out


def _place(flow: PanelFlow, i: int) -> tuple[float, int, float, bool]:
    """Box ``i``'s place (the flow keeps the red 3s, set aside, at the right end of the first
    row: never under a row above nor over a meld)."""
    return flow.xs[i], flow.rows[i], flow.widths[i], flow.stacked[i]


def _caption(out: AreaBuild, caption: str, left: float, top: float, width: float,
             fs: float, on_cards: bool, z: float) -> None:
    """A meld's caption under its cards (or, in a dense panel, on a dark chip over their
    lower part, above its own row and below the next)."""
    if not caption:
        return
    rect = QRectF(left, top, width, PANEL_CAPTION - 2)
    red = QColor(style.RED_SUIT_ON_DARK)
    if on_cards:
        label = out.add(Caption(rect, caption, size=fs, colour=style.INK, red=red, pad_x=4,
                                fill=QColor(13, 30, 22, 235)))
        label.setZValue(z + 30)
    else:
        label = out.add(Caption(rect, caption, size=fs, colour=style.INK_MUTED, red=red))
    label.setData(0, "caption")


def _meld(p: PanelInputs, out: AreaBuild, entry: PanelEntry, at: QPointF, width: float,
          stacked: bool, caption_top: float, z: float) -> None:
    flow, fs, own, side = p.flow, p.font_size, p.own, p.side
    cw, ch, step = flow.card_w, flow.card_h, flow.step
    cards = entry.cards
    n = len(cards)
    left, top = at.x(), at.y()
    staged = entry.kind == "stage"
    region = stage_region(entry.key) if staged else meld_region(side, entry.key)
    tip = meld_tip(entry.caption, cards)
    peek = stacked and wild_peek(cards, entry.meld_kind)
    # a squared-up group's wild cards lie crosswise under its naturals (which come first in
    # `meld_cards`' order), standing out to the right far enough to show their index
    wilds = [c for c in cards if not c.is_natural] if peek else []
    ww = cw
    # below the count bubble, each a little lower than the one before (whose rank it leaves
    # in view), the last one's rank above the next row in a dense panel
    first = 0.2 * cw
    gap = 0.24 * cw
    if flow.strip and len(wilds) > 1:
        gap = min(gap, (ch * STRIP - first - 0.24 * cw) / (len(wilds) - 1))
    for k, card in enumerate(wilds):
        right = left + cw + STACK_OFFSET + WILD_PEEK * cw
        centre = QPointF(right - ww * TALL / 2, top + first + k * gap + ww / 2)
        pos = centre - QPointF(ww / 2, ww * TALL / 2)
        out.slots.append(Slot(region, str(card), pos, z + k, ww, rotation=90.0, tip=tip))
    shown = cards[len(wilds):] if peek else cards
    m = len(shown)
    for k, card in enumerate(shown):
        if stacked:
            d = max(0, k - (m - 3)) * 1.4
            pos = QPointF(left + d, top - d)
        else:
            pos = QPointF(left + k * step, top)
        out.slots.append(Slot(region, str(card), pos, z + len(wilds) + k, cw,
                              draggable=own and staged, tip=tip))
    span = cw + STACK_OFFSET if stacked else cw + step * (n - 1)
    if peek:
        span += WILD_PEEK * cw
    shown_h = caption_top - top - 1 if flow.strip else ch
    box = QRectF(left - 3, top - 5, span + 6, shown_h + 10)
    caption = entry.short if flow.squash else entry.caption
    _caption(out, caption, left, caption_top, width, fs, flow.strip, z)
    if stacked:
        bubble = out.add(CountBubble(QPointF(left + cw + 1, top + 1), n, count_bubble(cw)))
        bubble.setZValue(z + 40)
        if entry.meld_kind in STACKED:
            badge_h = clamp(14 * cw / 70, 11, 18)
            text, fill, ink = badge(entry.meld_kind, short=cw < 66)
            if QFontMetricsF(style.font(badge_h * 0.52, bold=True)).horizontalAdvance(text) \
                    + badge_h * 0.9 > cw + STACK_OFFSET + 4:
                # a long word ("GEMISCHTER CANASTA") would run into the next meld's badge
                text, fill, ink = badge(entry.meld_kind, short=True)
            y = caption_top - badge_h / 2 - 1 if flow.strip else top + ch - ch * 0.1
            item = out.add(Badge(QPointF(left + cw / 2, y), text, fill, ink, badge_h))
            item.setZValue(z + 35)
    if staged:
        frame_zone = out.add(DropZone(box.adjusted(-3, -3, 3, PANEL_CAPTION - 2), "",
                                      solid=False))
        out.stage_rects.append(box)
        out.targets.append(Target(TargetKind.STAGE, box, entry.key, lights=[frame_zone]))
        return
    out.meld_rects[entry.key] = box
    if own:
        out.targets.append(Target(TargetKind.MELD, box, entry.key))
    if entry.key in p.hinted:
        out.add(Glow(box, strong=True))


def _zone(p: PanelInputs, out: AreaBuild, at: QPointF, cw: float, ch: float, rect: QRectF,
          panel: Panel) -> None:
    if p.staging is not None:
        first = not p.staging.staged
        text = _tr("first meld") if first else "+"
        zw = cw * (2.4 if first else 1.0)
        zone = out.add(DropZone(QRectF(at.x(), at.y(), zw, ch), text, action="new_stage"))
        out.targets.append(Target(TargetKind.NEW_STAGE, QRectF(rect), lights=[zone, panel]))
    else:
        zone = out.add(DropZone(QRectF(at.x(), at.y(), cw, ch), "+", action="new_meld"))
        zone.setOpacity(0.8 if p.zone_open else 0.35)
        out.targets.append(Target(TargetKind.NEW_MELD, QRectF(rect), lights=[zone, panel]))


def _panel_chips(p: PanelInputs, out: AreaBuild, rect: QRectF, head_y: float, fs: float,
                 title_width: float = 0.0) -> float:
    """The header's right-hand chips (first meld, staging buttons, 7-card melds); returns
    where they begin. The 7-card melds' words give way (to their stars and count) before the
    side's name, ``title_width`` wide, would be cut."""
    right = rect.right() - 10
    chip_h = PANEL_HEADER - 2

    def chip(text: str, **kw: Any) -> float:
        item = out.add(Label(QRectF(right - 10, head_y + 1, 10, chip_h), text, size=fs * 0.92,
                             bold=True, pad_x=9, anchor="right", **kw))
        left: float = item.rect().left()
        return left - 6

    if p.staging is not None:
        value, minimum = p.staging.value, p.staging.minimum
        ok = value >= minimum
        text = _tr("First meld {value} / {minimum}").format(value=value, minimum=minimum)
        text += " \u2713" if ok else ""
        right = chip(text, colour=QColor(style.GOLD_INK) if ok else style.INK,
                     fill=style.GOLD if ok else QColor(0, 0, 0, 70))
        if p.staging.staged:
            right = chip(_tr("Clear"), colour=style.INK, fill=QColor(0, 0, 0, 70),
                         hover_fill=QColor(0, 0, 0, 120), action="clear_staging")
            if p.staging.may_lay:
                right = chip(_tr("Lay down"), colour=QColor(style.GOLD_INK), fill=style.GOLD,
                             hover_fill=QColor(style.GOLD_HOVER), action="commit_staging")
    else:
        if p.has_melded:
            text, ok = _tr("first meld \u2713"), True
        else:
            text, ok = _tr("first meld: {minimum}").format(minimum=p.minimum), False
        right = chip(text, colour=style.INK if ok else style.INK_MUTED,
                     fill=QColor(255, 255, 255, 28), edge=QColor(255, 255, 255, 40)) - 2
    sevens = p.sevens
    stars = "".join(f"<span style='color:{style.GOLD.name() if i < sevens else style.STAR_OFF}'>"
                    "\u2605</span>" for i in range(2))
    count = sevens_template(_tr("7-card melds {n}/2"), sevens).format(n=min(sevens, 99))
    item = Label(QRectF(right - 10, head_y + 1, 10, chip_h), f"{stars} {count}",
                 size=fs * 0.92, anchor="right", colour=style.INK_MUTED)
    if item.rect().left() - 8 - (rect.left() + PANEL_LEFT) < max(64.0, title_width):
        # a narrow panel (beside the piles): the stars and the count, the words on hover
        item = Label(QRectF(right - 10, head_y + 1, 10, chip_h),
                     f"{stars} {sevens_template('{n}/2', sevens).format(n=min(sevens, 99))}",
                     size=fs * 0.92, anchor="right",
                     colour=style.INK_MUTED)
        item.setToolTip(count)
    out.add(item)
    return item.rect().left() - 8


def _panel_title(p: PanelInputs, out: AreaBuild, rect: QRectF, head_y: float, fs: float,
                 colour: QColor, right: float) -> None:
    """The side's name (and its players), shortened with an ellipsis to the room left of the
    chips; the whole of it shows on hover."""
    name = p.name
    members = list(p.members)
    if p.own and p.human_at_table and len(members) > 1:
        members[0] = _tr("You")
    sub = " & ".join(members) if len(members) > 1 else ""
    if sub == name:
        sub = ""
    left = rect.left() + PANEL_LEFT
    room = max(30.0, right - left)
    bold = style.font(fs, bold=True)
    plain = style.font(fs)
    title = name.upper()
    title_w = QFontMetricsF(bold).horizontalAdvance(title)
    sub_room = room - title_w - 12
    shown_title, shown_sub = title, sub
    if sub_room < 40:
        shown_sub = ""
        shown_title = QFontMetricsF(bold).elidedText(title, Qt.TextElideMode.ElideRight, room)
    elif sub:
        shown_sub = QFontMetricsF(plain).elidedText(sub, Qt.TextElideMode.ElideRight, sub_room)
    text = f"<b style='color:{colour.name()}'>{html.escape(shown_title)}</b>"
    if shown_sub:
        text += (f"&nbsp;&nbsp;<span style='color:{style.INK_MUTED.name()}'>"
                 f"{html.escape(shown_sub)}</span>")
    label = out.add(Label(QRectF(left, head_y, 10, PANEL_HEADER), text, size=fs))
    label.setToolTip(f"{name} \u2014 {sub}" if sub else name)
    label.setData(0, "title")


def badge(kind: str, short: bool = False) -> tuple[str, QColor, QColor]:
    if kind == MeldKind.PURE_CANASTA:
        return (_tr("PURE") if short else _tr("PURE CANASTA")), style.BADGE_PURE, \
            QColor(style.GOLD_INK)
    if kind == MeldKind.MIXED_CANASTA:
        return (_tr("MIXED") if short else _tr("MIXED CANASTA")), style.BADGE_MIXED, \
            QColor(style.DARK_INK)
    if kind == MeldKind.SAMBA:
        return _tr("SAMBA"), style.BADGE_SAMBA, QColor(style.WHITE)
    return _tr("BOLIVIA"), style.BADGE_BOLIVIA, QColor(style.WHITE)
