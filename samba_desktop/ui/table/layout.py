"""Geometry of the card table: where the hand, the seats, the melds and the piles go.

Pure arithmetic on the viewport's size and the table's contents (no items are made here), so
that every size from a small laptop window to a full-screen 4K display gets a tidy layout.
Scene units are the view's logical pixels.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from PySide6.QtCore import QRectF

from samba_desktop.ui.cards import CARD_ASPECT_RATIO

#: height / width of a card
TALL = 1.0 / CARD_ASPECT_RATIO
#: a selected card rises by this fraction of its height (CardItem.LIFT_FRACTION)
LIFT = 0.16
#: horizontal step of an overlapped fan that still shows the big corner index
INDEX_STEP = 0.27

#: where the other seats sit, by number of players, counted clockwise from the human
SEAT_SPOTS = {
    2: ["top"],
    3: ["left", "right"],
    4: ["left", "top", "right"],
    5: ["left", "top_left", "top_right", "right"],
    6: ["left", "top_left", "top", "top_right", "right"],
}
#: a crowded table's other way of seating them: all across the top, leaving the middle the
#: whole width for the meld panels (still clockwise, from the left)
WIDE_SPOTS = {
    5: ["top_far_left", "top_left", "top_right", "top_far_right"],
}


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


@dataclass
class HandLayout:
    """Positions (top-left, relative to the hand area's card band) of the hand's cards."""

    xs: list[float]
    rows: list[int]
    row_count: int
    card_w: float
    step: float

    @property
    def card_h(self) -> float:
        return self.card_w * TALL


def layout_hand(group_sizes: list[int], width: float, card_w: float,
                max_step: float = 0.56, min_step: float = 0.30, gap: float = 0.16) -> HandLayout:
    """Fan the hand (given as consecutive groups) across ``width``: one row while the corner
    indices stay readable, otherwise two rows split at a group boundary."""
    n = sum(group_sizes)
    if n == 0:
        return HandLayout([], [], 1, card_w, 0.0)
    one = _row(group_sizes, width, card_w, max_step, gap)
    if one[1] >= min_step * card_w or n <= 8:
        return HandLayout(one[0], [0] * n, 1, card_w, one[1])
    # two rows, split where the counts are most even
    best, best_diff, acc = 1, n, 0
    for i, size in enumerate(group_sizes[:-1]):
        acc += size
        if abs(n - 2 * acc) < best_diff:
            best, best_diff = i + 1, abs(n - 2 * acc)
    if best_diff > n // 3:  # one huge group: split it in the middle
        flat = [1] * n
        first, second = flat[: n // 2], flat[n // 2:]
        first_sizes, second_sizes = [len(first)], [len(second)]
    else:
        first_sizes, second_sizes = group_sizes[:best], group_sizes[best:]
    a = _row(first_sizes, width, card_w, max_step, gap)
    b = _row(second_sizes, width, card_w, max_step, gap)
    step = min(a[1], b[1])
    a = _row(first_sizes, width, card_w, step / card_w, gap)
    b = _row(second_sizes, width, card_w, step / card_w, gap)
    rows = [0] * sum(first_sizes) + [1] * sum(second_sizes)
    return HandLayout(a[0] + b[0], rows, 2, card_w, step)


def _row(group_sizes: list[int], width: float, card_w: float, max_step: float, gap: float
         ) -> tuple[list[float], float]:
    n = sum(group_sizes)
    groups = sum(1 for g in group_sizes if g)
    gap_w = gap * card_w
    if n == 1:
        return [(width - card_w) / 2], max_step * card_w
    room = width - card_w - gap_w * (groups - 1)
    step = min(max_step * card_w, room / (n - 1))
    if step < 0.12 * card_w:  # no room for gaps either
        gap_w = 0.0
        step = max(2.0, (width - card_w) / (n - 1))
    total = card_w + step * (n - 1) + gap_w * (groups - 1)
    x = (width - total) / 2
    xs = []
    for gi, size in enumerate(g for g in group_sizes if g):
        if gi:
            x += gap_w
        for _ in range(size):
            xs.append(x)
            x += step
    return xs, step


@dataclass
class SeatSpot:
    """An opponent's or partner's place: where its backs fan out and its name plate sits."""

    seat: int
    spot: str
    fan: QRectF
    vertical: bool


#: the narrowest face-up card the table draws: its corner index is the smallest readable one,
#: the size of the hand's index at its smallest (meld cards never go below it)
MIN_CARD_W = 44.0

PANEL_HEADER = 22.0
#: the narrowest panel whose header (name, 7-card melds, first meld) stays whole, for the
#: arrangement that puts all the other sides' panels in one row
PANEL_MIN_W = 280.0
#: the narrowest panel beside another one: its title shortened, its chips whole
PANEL_HEADER_W = 250.0
PANEL_CAPTION = 19.0
PANEL_INNER = 8.0
#: vertical room between two rows of melds in a panel
ROW_GAP = 4.0
#: left and right margins of a panel's meld area
PANEL_LEFT, PANEL_RIGHT = 14.0, 10.0
#: room under the stock and the pile for their labels
CENTRE_LABELS = 26.0
#: the centre's margin above its piles; a crowded table's (whose rows are close together)
#: leaves room for the piles' count bubbles
CENTRE_TOP, CROWDED_CENTRE_TOP = 4.0, 12.0
#: how far the top cards of a squared-up stack stand out (to the right, and up)
STACK_OFFSET = 4.0
STACK_RISE = 3.0
#: how far (in card widths) the wild cards lying crosswise under a squared-up group stand out
#: to the right of it, far enough to show their corner index
WILD_PEEK = 0.34

#: the player's "card size" preference, as a factor on the hand's card width
CARD_SCALES = {"small": 0.86, "medium": 1.0, "large": 1.14}


@dataclass(frozen=True)
class MeldBox:
    """One meld's footprint in a panel: ``count`` cards, squared up when ``stacked``; a plain
    group is ``squarable`` (squared up with its count when room is short); ``caption_w`` is
    the room its caption needs; ``cards_wide`` widens a drop zone."""

    count: int
    stacked: bool
    squarable: bool = False
    caption_w: float = 0.0
    cards_wide: float = 1.0
    short_w: float = -1.0  # the caption's room when groups are squared up (-1: the same)
    foldable: bool = False  # a sequence, squared up (its caption gives the span) as a last resort
    wild_peek: bool = False  # a group with wild cards: squared up, they lie crosswise under it
    aside: bool = False  # the red 3s: kept apart, at the right end of the first row


#: in a dense panel each row shows the top of its cards (index and suit) with the caption laid
#: over their lower part; the next row covers the rest
STRIP = 0.58


def count_bubble(card_w: float) -> float:
    """The diameter of the count bubble on the top right corner of a squared-up stack (a meld
    or the red 3s) of cards ``card_w`` wide; its centre is 1 below the stack's top."""
    return clamp(20 * card_w / 70, 15, 24)


def row_gap(card_w: float, strip: bool) -> float:
    """From the foot of a row's captions (``PANEL_CAPTION`` below where they begin, less 1) to
    the top of the next row's cards: room for those cards' count bubbles, which stand out
    above them, to stay clear of the captions (and for a stack's rise)."""
    return max(STACK_RISE if strip else ROW_GAP, count_bubble(card_w) / 2 - 1.5)


@dataclass
class PanelFlow:
    """Where each box of a panel goes (x offset from the meld area's left, row), for cards
    ``card_w`` wide fanned by ``step``; ``stacked`` says which boxes are squared up; a
    ``strip`` flow overlaps its rows (see STRIP)."""

    card_w: float
    step: float
    xs: list[float]
    rows: list[int]
    widths: list[float]
    stacked: list[bool]
    row_count: int
    natural_width: float
    strip: bool = False
    squash: int = 0  # 1: plain groups squared up; 2: sequences too
    tight: bool = False  # a crowded table's panel: narrower margins above and below

    @property
    def card_h(self) -> float:
        return self.card_w * TALL

    @property
    def inner(self) -> float:
        """The panel's margin above its header and below its last row."""
        return panel_inner(self.tight)

    @property
    def body_top(self) -> float:
        """From the panel's top to the top of its first row of cards."""
        return self.inner + PANEL_HEADER + (1.0 if self.tight else 4.0)

    @property
    def pitch(self) -> float:
        """From one row's top to the next."""
        gap = row_gap(self.card_w, self.strip)
        return self.card_h * (STRIP if self.strip else 1.0) + PANEL_CAPTION + gap

    @property
    def height(self) -> float:
        return panel_height(self.row_count, self.card_w, self.strip, self.tight)

    def row_top(self, row: int) -> float:
        """The top of a row's cards, from the top of the meld area."""
        return row * self.pitch

    def caption_top(self, row: int) -> float:
        """The top of a row's captions, from the top of the meld area."""
        return self.row_top(row) + (self.card_h * STRIP if self.strip else self.card_h) + 1


def panel_inner(tight: bool) -> float:
    """A panel's margin above its header and below its last row (``tight``: crowded)."""
    return 3.0 if tight else PANEL_INNER


def panel_height(rows: int, card_w: float, strip: bool = False, tight: bool = False) -> float:
    """A meld panel holding ``rows`` rows of ``card_w`` wide cards with their captions."""
    rows = max(1, rows)
    card_h = card_w * TALL
    gap = row_gap(card_w, strip)
    if strip:
        body = (rows - 1) * (card_h * STRIP + PANEL_CAPTION + gap) + \
            max(card_h, card_h * STRIP + PANEL_CAPTION)
    else:
        body = rows * (card_h + PANEL_CAPTION) + (rows - 1) * gap
    return PANEL_HEADER + body + 2 * panel_inner(tight) + (1.0 if tight else 4.0)


def is_stacked(box: MeldBox, squash: int) -> bool:
    """Whether ``box`` is shown squared up at squash level ``squash``."""
    return box.stacked or (squash >= 1 and box.squarable) or (squash >= 2 and box.foldable)


def box_width(box: MeldBox, card_w: float, step: float, squash: int) -> float:
    if is_stacked(box, squash):
        cards = card_w + STACK_OFFSET
        if box.wild_peek and not box.stacked:
            cards += WILD_PEEK * card_w
    else:
        cards = card_w * box.cards_wide + step * (box.count - 1)
    caption = box.short_w if squash and box.short_w >= 0 else box.caption_w
    return max(cards, caption)


#: while `frame_table` runs: the flows and plans it has worked out (a crowded table tries
#: many hand sizes and arrangements that share most of their panels), emptied on each call
_MEMO: dict[tuple[object, ...], object] = {}

#: the last frames laid out, by everything `frame_table` reads (a crowded table takes tens of
#: milliseconds to lay out, and most moves change nothing it reads); a frame is frozen
_FRAMES: OrderedDict[tuple[object, ...], TableFrame] = OrderedDict()
_FRAMES_KEPT = 16


def flow_panel(boxes: Sequence[MeldBox], width: float, card_w: float, step_frac: float = 0.30,
               squash: int = 0, strip: bool = False, tight: bool = False) -> PanelFlow:
    """Lay ``boxes`` out left to right in ``width``, wrapping onto more rows when needed; a
    box set ``aside`` (the red 3s) keeps the right end of the first row to itself, where no
    row above it runs on under it and no meld lies beside it."""
    key = ("flow", tuple(boxes), width, card_w, step_frac, squash, strip, tight)  # by value
    flow = _MEMO.get(key)
    if flow is None:
        flow = _MEMO[key] = _flow_panel(boxes, width, card_w, step_frac, squash, strip, tight)
    assert isinstance(flow, PanelFlow)
    return flow


def _flow_panel(boxes: Sequence[MeldBox], width: float, card_w: float, step_frac: float,
                squash: int, strip: bool, tight: bool) -> PanelFlow:
    step = step_frac * card_w
    gap = max(8.0, 0.2 * card_w)
    xs, rows, widths, stacked = [], [], [], []
    x, row, natural = 0.0, 0, 0.0
    # the first row's room left of the box set aside
    beside = width - sum(box_width(b, card_w, step, squash) + gap for b in boxes if b.aside)
    for box in boxes:
        w = box_width(box, card_w, step, squash)
        natural += w + (gap if natural else 0.0)
        if box.aside:
            xs.append(max(0.0, width - w))
            rows.append(0)
            widths.append(w)
            stacked.append(is_stacked(box, squash))
            continue
        if (x > 0 or row == 0 and beside < width) and x + w > (beside if row == 0 else width):
            row += 1
            x = 0.0
        xs.append(x)
        rows.append(row)
        widths.append(w)
        stacked.append(is_stacked(box, squash))
        x += w + gap
    return PanelFlow(card_w, step, xs, rows, widths, stacked, row + 1, natural, strip, squash,
                     tight)


#: ways to fit melds into less room, from the most spacious to the most compact:
#: (fan step as a fraction of the card width, squaring up: 0 none, 1 plain groups,
#: 2 sequences too; overlap the rows)
_MODES: tuple[tuple[float, int, bool], ...] = (
    (0.36, 0, False), (0.30, 0, False), (INDEX_STEP, 0, False), (INDEX_STEP, 1, False),
    (INDEX_STEP, 1, True), (INDEX_STEP, 2, True))


@dataclass
class _FrameDraft:
    """A frame while `_frame` lays it out; `freeze` gives the `TableFrame` callers get."""

    width: float
    height: float
    pad: float
    hand_card_w: float
    hand_area: QRectF
    hand_header: QRectF
    hand_band: QRectF
    hand: HandLayout
    back_w: float
    seats: dict[int, SeatSpot] = field(default_factory=dict)
    middle: QRectF = field(default_factory=QRectF)
    own_panel: QRectF = field(default_factory=QRectF)
    other_panels: dict[int, QRectF] = field(default_factory=dict)
    flows: dict[int, PanelFlow] = field(default_factory=dict)
    centre: QRectF = field(default_factory=QRectF)
    meld_w: float = 60.0
    other_meld_w: float = 60.0
    stock_w: float = 60.0
    fits: bool = True
    centre_beside: bool = False  # a compact centre beside a row of melds (a crowded table)
    centre_top: float = CENTRE_TOP  # from the centre's top to its piles

    def freeze(self) -> TableFrame:
        return TableFrame(
            self.width, self.height, self.pad, self.hand_card_w, self.hand_area,
            self.hand_header, self.hand_band, self.hand, self.back_w,
            MappingProxyType(dict(self.seats)), self.middle, self.own_panel,
            MappingProxyType(dict(self.other_panels)), MappingProxyType(dict(self.flows)),
            self.centre, self.meld_w, self.other_meld_w, self.stock_w, self.fits,
            self.centre_beside, self.centre_top)


@dataclass(frozen=True)
class TableFrame:
    """The big areas of the table for one viewport size and player count. Frozen (its maps
    read-only): `frame_table` hands the same frame to every caller with the same inputs."""

    width: float
    height: float
    pad: float
    hand_card_w: float
    hand_area: QRectF
    hand_header: QRectF
    hand_band: QRectF
    hand: HandLayout
    back_w: float
    seats: Mapping[int, SeatSpot]
    middle: QRectF
    own_panel: QRectF
    other_panels: Mapping[int, QRectF]
    flows: Mapping[int, PanelFlow]
    centre: QRectF
    meld_w: float
    other_meld_w: float
    stock_w: float
    fits: bool
    centre_beside: bool  # a compact centre beside a row of melds (a crowded table)
    centre_top: float  # from the centre's top to its piles


def frame_table(width: float, height: float, players: int, human_seat: int,
                hand_groups: list[int], side_count: int, human_side: int,
                card_scale: float = 1.0,
                panel_boxes: Mapping[int, Sequence[MeldBox]] | None = None) -> TableFrame:
    """Lay out the table's areas. ``hand_groups``: sizes of the human hand's display groups;
    ``panel_boxes``: each side's melds (and drop zones) as boxes, to share the room by need."""
    boxes: dict[int, Sequence[MeldBox]] = {side: tuple(b)
                                           for side, b in (panel_boxes or {}).items()}
    key = (width, height, players, human_seat, tuple(hand_groups), side_count, human_side,
           card_scale, tuple(sorted(boxes.items())))
    frame = _FRAMES.get(key)
    if frame is not None:  # e.g. an opponent drew or discarded: nothing laid out changed
        _FRAMES.move_to_end(key)
        return frame
    _MEMO.clear()
    try:
        frame = _frame_table(width, height, players, human_seat, hand_groups, side_count,
                             human_side, card_scale, boxes)
    finally:
        _MEMO.clear()
    _FRAMES[key] = frame
    if len(_FRAMES) > _FRAMES_KEPT:
        _FRAMES.popitem(last=False)
    return frame


def _frame_table(width: float, height: float, players: int, human_seat: int,
                 hand_groups: list[int], side_count: int, human_side: int, card_scale: float,
                 panel_boxes: dict[int, Sequence[MeldBox]]) -> TableFrame:
    w, h = max(320.0, width), max(240.0, height)
    hand_card_w = round(clamp(min(w / 12.0, h / 6.9) * card_scale, MIN_CARD_W, 150))
    # a crowded table may take a little from the hand's size (never below a readable hand)
    smallest = max(MIN_CARD_W, min(hand_card_w, max(56.0, hand_card_w * 0.82)))
    # sequences are squared up only when even the smallest hand leaves too little room; a
    # table crowded beyond that lets the hand go down to the smallest readable size, and with
    # five players seats everyone across the top when nothing else fits. Beyond even that
    # (Easy players at five or six seats reach 30-odd melds) the panels close up their
    # margins, and then the piles move up beside a row of melds instead of taking a row
    # of their own.
    last: TableFrame | None = None  # nothing fits: the most compact of all
    # A hand down to `smallest` comes first: the panels close up, and the piles move, before
    # the hand goes below it.
    seatings = [spots for spots in (SEAT_SPOTS[players], WIDE_SPOTS.get(players)) if spots]
    tries = [(spots, fold, smallest, 0) for spots in seatings for fold in (False, True)]
    tries += [(spots, True, smallest, crowd) for crowd in (1, 2) for spots in seatings]
    tries += [(spots, True, MIN_CARD_W, crowd) for crowd in (0, 1, 2) for spots in seatings]
    for spots, fold, floor, crowd in tries:
        top = hand_card_w if floor == smallest else smallest
        sizes = [top - 4 * k for k in range(int((top - floor) // 4) + 1)]
        # the largest hand first; then the smallest: a smaller hand leaves more room, so when
        # the smallest does not fit, none does
        order = sizes[:1] + sizes[:0:-1][:1] + sizes[1:-1]
        for k, size in enumerate(order):
            frame = _frame(w, h, players, human_seat, hand_groups, side_count, human_side,
                           size, panel_boxes, fold, spots, crowd)
            if frame.fits and k == 1 and len(order) > 2:
                smallest_fit = frame  # some hand between fits: the largest that does
                for size in order[2:]:
                    bigger = _frame(w, h, players, human_seat, hand_groups, side_count,
                                    human_side, size, panel_boxes, fold, spots, crowd)
                    if bigger.fits:
                        return bigger
                return smallest_fit
            if frame.fits:
                return frame
            last = frame
            if k == 1:
                break
    assert last is not None
    return last


def _frame(w: float, h: float, players: int, human_seat: int, hand_groups: list[int],
           side_count: int, human_side: int, hand_card_w: float,
           panel_boxes: dict[int, Sequence[MeldBox]], fold: bool,
           spots: list[str] | None = None, crowd: int = 0) -> TableFrame:
    pad = round(clamp(min(w, h) * 0.014, 6, 16))
    header_h = round(clamp(hand_card_w * 0.28, 22, 30))
    band_w = w - 2 * pad
    hand = layout_hand(hand_groups, band_w, hand_card_w)
    card_h = hand_card_w * TALL
    # room for a selected card's lift and its outline under the header
    band_h = card_h * (1 + LIFT) + 6 + (card_h * 0.46 if hand.row_count == 2 else 0)
    hand_area = QRectF(pad, h - pad - header_h - band_h, band_w, header_h + band_h)
    hand_header = QRectF(pad, hand_area.top(), band_w, header_h)
    hand_band = QRectF(pad, hand_area.top() + header_h, band_w, band_h)

    spots = spots or SEAT_SPOTS[players]
    others = [(human_seat + k) % players for k in range(1, players)]
    # the backs of a crowded table's many top seats may be a little smaller
    back_w = round(clamp(hand_card_w * 0.52, 24 if _all_top(spots) else 28, 62))
    back_h = back_w * TALL
    has_top = any(s.startswith("top") for s in spots)
    has_sides = any(s in ("left", "right") for s in spots)
    top_h = back_h + 4 if has_top else 0.0
    side_w = back_h + 2 * pad if has_sides else 0.0
    mid_top = pad + top_h + (pad if has_top else 0)
    mid_bottom = hand_area.top() - pad * 0.6
    middle = QRectF(pad + side_w, mid_top, w - 2 * pad - 2 * side_w, mid_bottom - mid_top)
    frame = _FrameDraft(w, h, pad, hand_card_w, hand_area, hand_header, hand_band, hand, back_w,
                        middle=middle)

    # seats around the table
    top_spots = [s for s in spots if s.startswith("top")]
    for seat, spot in zip(others, spots, strict=True):
        if spot in ("left", "right"):
            x = pad if spot == "left" else w - pad - back_h
            fan = QRectF(x, mid_top, back_h, max(back_w, middle.height() - 60))
            frame.seats[seat] = SeatSpot(seat, spot, fan, vertical=True)
        else:
            slots = len(top_spots)
            idx = top_spots.index(spot)
            slot_w = (w - 2 * pad - 2 * side_w) / slots
            if _all_top(spots):  # narrow slots: the fan at the slot's left, its plate after it
                fan_w = min(slot_w * 0.42, back_w * 3.4)
                left = pad + side_w + slot_w * idx + 4
            else:
                fan_w = min(slot_w * 0.5, back_w * 4.2)
                left = pad + side_w + slot_w * idx + slot_w * 0.5 - fan_w * 0.78
            frame.seats[seat] = SeatSpot(seat, spot, QRectF(left, pad, fan_w, back_h),
                                         vertical=False)
    frame.fits = _frame_panels(frame, side_count, human_side, panel_boxes, fold, crowd)
    return frame.freeze()


def _all_top(spots: list[str]) -> bool:
    return len(spots) > 3 and all(s.startswith("top") for s in spots)


def _wide_seating(frame: _FrameDraft) -> bool:
    return _all_top([spot.spot for spot in frame.seats.values()])


def centre_group(card_w: float, compact: bool) -> tuple[float, float, float]:
    """The centre's turn ring diameter, the gap after the ring and the width of the group
    (ring, stock, pile) for piles ``card_w`` wide; a ``compact`` centre (beside a row of
    melds) has a smaller ring and closer piles."""
    card_h = card_w * TALL
    ring_d = card_h * (0.62 if compact else 0.95)
    gap = card_w * (0.36 if compact else 0.45)
    return ring_d, gap, ring_d + gap + card_w + gap * 1.2 + card_w


def compact_centre_width(card_w: float, message_w: float) -> float:
    """A compact centre with room for a message bubble ``message_w`` wide after the piles."""
    _ring, gap, group = centre_group(card_w, True)
    return 4 + group + gap * 0.9 + 10 + message_w + 4


def centre_height(card_w: float, top: float = CENTRE_TOP) -> float:
    """The centre's height: the piles (``top`` below its top) with their labels."""
    return card_w * TALL + CENTRE_LABELS + top - CENTRE_TOP


@dataclass
class _Plan:
    """One way of placing the panels: their total height (with the centre), the panels'
    rects (left, width) and flows, and where the centre goes (``centre_row``: the index of
    the panel row it shares, ``len(rows)`` for the human side's; None: a row of its own)."""

    total: float
    card_w: float
    rects: dict[int, tuple[float, float]]
    flows: dict[int, PanelFlow]
    rows: list[list[int]]
    centre_row: int | None = None
    centre_w: float = 0.0


#: the widths of a message bubble tried for a compact centre beside a row of melds
COMPACT_MESSAGE_W = (280.0, 170.0, 120.0)


def _frame_panels(frame: _FrameDraft, side_count: int, human_side: int,
                  boxes: dict[int, Sequence[MeldBox]], fold: bool = True, crowd: int = 0) -> bool:
    """The meld panels and the centre row: the largest meld cards (never below MIN_CARD_W) at
    which every side's melds fit, wrapping onto more rows; side-by-side panels share the width
    by need. ``crowd`` 1 closes up the panels' margins; 2 also lets the centre share a row
    with the panels whose row leaves the most room."""
    middle, pad = frame.middle, frame.pad
    other_sides = [(human_side + k) % side_count for k in range(1, side_count)]
    panel_rows = [other_sides] if len(other_sides) <= 2 else \
        [other_sides[k:k + 2] for k in range(0, len(other_sides), 2)]
    panel_rows = [r for r in panel_rows if r]
    # the crowded table's seating (everyone across the top) also closes up the panels' gaps
    gap = pad * (0.5 if _wide_seating(frame) or crowd else 0.8)
    largest = max(MIN_CARD_W, frame.hand_card_w * 0.78)
    widths = [largest]
    while widths[-1] > MIN_CARD_W:
        widths.append(max(MIN_CARD_W, widths[-1] - 2.0))
    arrangements = [panel_rows]
    if len(other_sides) == 2:  # side by side, or one above the other
        arrangements.append([[s] for s in other_sides])
    if len(other_sides) > 2 and \
            middle.width() - gap * (len(other_sides) - 1) >= PANEL_MIN_W * len(other_sides):
        arrangements.append([other_sides])  # all in one row: fewer headers above each other
    if crowd >= 2 and len(other_sides) == 4 and \
            middle.width() - 2 * gap >= 3 * PANEL_HEADER_W:
        # three panels in one row and the fourth beside the piles (or the other way round)
        arrangements += [[other_sides[:3], other_sides[3:]], [other_sides[:1], other_sides[1:]]]
    room = middle.height()
    tight = crowd >= 1

    def beside(card_w: float, mode: tuple[float, int, bool]) -> Iterator[_Plan]:
        """The piles beside a row: the widest message first, the human side's row first."""
        for message_w in COMPACT_MESSAGE_W:
            centre_w = compact_centre_width(card_w, message_w)
            for rows in arrangements:
                for at in range(len(rows), -1, -1):
                    yield _plan_panels(frame, rows, human_side, boxes, card_w, mode, gap,
                                       tight, at, centre_w)

    def plan_at(card_w: float, mode: tuple[float, int, bool]) -> _Plan:
        """The lowest arrangement with the piles in their own row; when that does not fit
        (and the piles may move), the first way beside a row that fits, else the lowest."""
        best = min((_plan_panels(frame, rows, human_side, boxes, card_w, mode, gap, tight)
                    for rows in arrangements), key=lambda p: p.total)
        if best.total <= room or crowd < 2:
            return best
        for plan in beside(card_w, mode):
            if plan.total <= room:
                return plan
            if plan.total < best.total:
                best = plan
        return best

    chosen = None
    # whole cards at any width first; overlapping rows only when nothing else fits, and
    # squared-up sequences only when even that does not. The
    # largest width at which a way fits is where its most compact way fits (a binary search:
    # smaller cards never need more room); there, the most spacious way that fits.
    passes = [[m for m in _MODES if not m[2]], [m for m in _MODES if m[2] and m[1] < 2],
              [m for m in _MODES if m[1] == 2]]  # folded sequences last of all
    if not fold:
        passes = passes[:2]
    for modes in passes:
        if plan_at(widths[-1], modes[-1]).total > room:
            continue
        lo, hi = 0, len(widths) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if plan_at(widths[mid], modes[-1]).total <= room:
                hi = mid
            else:
                lo = mid + 1
        for mode in modes:
            plan = plan_at(widths[lo], mode)
            if plan.total <= room:
                chosen = plan
                break
        if chosen is not None:
            break
    fits = chosen is not None
    if chosen is None:  # nothing fits: the most compact arrangement, as tight as it goes
        chosen = plan_at(widths[-1], _MODES[-1])
    card_w, rects, flows, panel_rows = chosen.card_w, chosen.rects, chosen.flows, chosen.rows
    total = chosen.total
    if fits:
        total = _relax(chosen, human_side, boxes, middle.height() - total) + total
    frame.meld_w = frame.other_meld_w = frame.stock_w = card_w
    frame.centre_beside = chosen.centre_row is not None
    spare = max(0.0, middle.height() - total)
    count = len(panel_rows) + (1 if frame.centre_beside else 2)
    spread = gap + spare / (count + 1)
    y = middle.top() + spare / (count + 1) * 0.5
    frame.centre_top = CROWDED_CENTRE_TOP if crowd else CENTRE_TOP
    centre_h = centre_height(card_w, frame.centre_top)
    centre_x = middle.right() - chosen.centre_w
    for k, row in enumerate(panel_rows):
        row_h = max(flows[s].height for s in row)
        for side in row:
            left, width = rects[side]
            frame.other_panels[side] = QRectF(left, y, width, row_h)
            frame.flows[side] = flows[side]
        if chosen.centre_row == k:
            frame.centre = QRectF(centre_x, y + max(0.0, row_h - centre_h) / 2,
                                  chosen.centre_w, centre_h)
            row_h = max(row_h, centre_h)
        y += row_h + spread
    if not frame.centre_beside:
        frame.centre = QRectF(middle.left(), y, middle.width(), centre_h)
        y += centre_h + spread
    left, width = rects[human_side]
    own_h = flows[human_side].height
    if chosen.centre_row == len(panel_rows):
        frame.centre = QRectF(centre_x, y + max(0.0, own_h - centre_h) / 2, chosen.centre_w,
                              centre_h)
        y += max(0.0, centre_h - own_h) / 2
    frame.own_panel = QRectF(left, y, width, own_h)
    frame.flows[human_side] = flows[human_side]
    return fits


def _relax(plan: _Plan, human_side: int, boxes: dict[int, Sequence[MeldBox]], slack: float
           ) -> float:
    """Give each panel (the human side's first) the most spacious way of showing its melds
    that the room left over allows; returns the height taken from ``slack``."""
    flows, rects, card_w = plan.flows, plan.rects, plan.card_w
    inner = PANEL_LEFT + PANEL_RIGHT
    rows_of = {side: row for row in plan.rows for side in row}
    rows_of[human_side] = [human_side]
    # a row shared with the centre is at least as tall as the centre
    floor = {side: 0.0 for side in rows_of}
    if plan.centre_row is not None:
        shared = plan.rows[plan.centre_row] if plan.centre_row < len(plan.rows) else \
            [human_side]
        for side in shared:
            floor[side] = centre_height(card_w, CROWDED_CENTRE_TOP)
    taken = 0.0
    for side in [human_side] + [s for row in plan.rows for s in row]:
        row = rows_of[side]
        tight = flows[side].tight
        before = max([flows[s].height for s in row] + [floor[side]])
        for mode in _MODES:
            flow = flow_panel(boxes.get(side, []), rects[side][1] - inner, card_w, *mode,
                              tight=tight)
            after = max([flow.height if s == side else flows[s].height for s in row] +
                        [floor[side]])
            if after - before <= slack - taken:
                flows[side] = flow
                taken += after - before
                break
    return taken


def _plan_panels(frame: _FrameDraft, panel_rows: list[list[int]], human_side: int,
                 boxes: dict[int, Sequence[MeldBox]], card_w: float,
                 mode: tuple[float, int, bool], gap: float, tight: bool = False,
                 centre_row: int | None = None, centre_w: float = 0.0) -> _Plan:
    middle = frame.middle
    # a plan depends on the middle's left and width, not on its height (the hand's size)
    key = ("plan", middle.left(), middle.width(), tuple(map(tuple, panel_rows)), card_w, mode,
           gap, tight, centre_row, centre_w)
    plan = _MEMO.get(key)
    if plan is None:
        plan = _MEMO[key] = _plan(frame, panel_rows, human_side, boxes, card_w, mode, gap,
                                  tight, centre_row, centre_w)
    assert isinstance(plan, _Plan)
    # a copy: `_relax` replaces flows in it
    return _Plan(plan.total, plan.card_w, dict(plan.rects), dict(plan.flows), plan.rows,
                 plan.centre_row, plan.centre_w)


def _plan(frame: _FrameDraft, panel_rows: list[list[int]], human_side: int,
          boxes: dict[int, Sequence[MeldBox]], card_w: float, mode: tuple[float, int, bool],
          gap: float, tight: bool, centre_row: int | None, centre_w: float) -> _Plan:
    middle = frame.middle
    inner = PANEL_LEFT + PANEL_RIGHT
    step_frac, squash, strip = mode
    rects: dict[int, tuple[float, float]] = {}
    flows: dict[int, PanelFlow] = {}
    total = 0.0
    beside = centre_w + gap if centre_row is not None else 0.0
    centre_h = centre_height(card_w, CROWDED_CENTRE_TOP if tight else CENTRE_TOP)
    for k, row in enumerate(panel_rows):
        room = middle.width() - gap * (len(row) - 1) - (beside if centre_row == k else 0.0)
        shares = _shares(row, room, boxes, card_w, mode, inner)
        x = middle.left()
        for side, share in zip(row, shares, strict=True):
            rects[side] = (x, share)
            flows[side] = flow_panel(boxes.get(side, []), share - inner, card_w, step_frac,
                                     squash, strip, tight)
            x += share + gap
        row_h = max(flows[s].height for s in row)
        total += (max(row_h, centre_h) if centre_row == k else row_h) + gap
    own_w = middle.width() - (beside if centre_row == len(panel_rows) else 0.0)
    rects[human_side] = (middle.left(), own_w)
    flows[human_side] = flow_panel(boxes.get(human_side, []), own_w - inner, card_w,
                                   step_frac, squash, strip, tight)
    own_h = flows[human_side].height
    if centre_row is None:
        total += centre_h + gap + own_h
    elif centre_row == len(panel_rows):
        total += max(own_h, centre_h)
    else:
        total += own_h
    return _Plan(total, card_w, rects, flows, panel_rows, centre_row, centre_w)


def _shares(row: list[int], room: float, boxes: dict[int, Sequence[MeldBox]], card_w: float,
            mode: tuple[float, int, bool], inner: float) -> list[float]:
    """Split ``room`` between the panels side by side in ``row`` by need: the split whose
    taller panel is lowest, nearest to the ratio of their melds' natural widths."""
    if len(row) == 1:
        return [room]
    step_frac, squash, strip = mode
    if len(row) > 2:
        return _shares_of_many(row, room, boxes, card_w, mode, inner)
    a, b = (boxes.get(s, []) for s in row)
    need_a = max(1.0, flow_panel(a, 1e9, card_w, step_frac, squash).natural_width)
    need_b = max(1.0, flow_panel(b, 1e9, card_w, step_frac, squash).natural_width)
    # neither panel narrower than its header needs (a row beside the piles is narrow)
    low = clamp(PANEL_HEADER_W / room, 0.3, 0.5)
    ratio = clamp(need_a / (need_a + need_b), low, 1 - low)
    best: tuple[float, float, float] | None = None
    for frac in sorted({clamp(ratio + 0.025 * k, low, 1 - low) for k in range(-6, 7)}):
        first = frac * room
        tall = max(flow_panel(a, first - inner, card_w, step_frac, squash, strip).height,
                   flow_panel(b, room - first - inner, card_w, step_frac, squash, strip).height)
        key = (tall, abs(frac - ratio), first)
        if best is None or key < best:
            best = key
    assert best is not None
    return [best[2], room - best[2]]


def _shares_of_many(row: list[int], room: float, boxes: dict[int, Sequence[MeldBox]],
                    card_w: float, mode: tuple[float, int, bool], inner: float) -> list[float]:
    """Split ``room`` between three or more panels side by side: between equal shares and
    shares by the melds' natural widths, the split whose tallest panel is lowest."""
    step_frac, squash, strip = mode
    needs = [max(1.0, flow_panel(boxes.get(s, []), 1e9, card_w, step_frac, squash).natural_width)
             for s in row]
    equal = room / len(row)
    by_need = [room * n / sum(needs) for n in needs]
    best: tuple[float, float, list[float]] | None = None
    for t in (0.0, 0.25, 0.5, 0.75, 1.0):
        shares = [clamp(e * (1 - t) + b * t, equal * 0.6, equal * 1.6)
                  for e, b in zip([equal] * len(row), by_need, strict=True)]
        scale = room / sum(shares)
        shares = [x * scale for x in shares]
        if t and min(shares) < min(equal, PANEL_HEADER_W):
            continue  # a panel too narrow for its header
        tall = max(flow_panel(boxes.get(s, []), share - inner, card_w, step_frac, squash,
                              strip).height for s, share in zip(row, shares, strict=True))
        key = (tall, abs(t - 0.5))
        if best is None or key < best[:2]:
            best = (tall, abs(t - 0.5), shares)
    assert best is not None
    return best[2]
