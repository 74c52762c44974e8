"""Geometry of the card table: where the hand, the seats, the melds and the piles go.

Pure arithmetic on the viewport's size and the table's contents (no items are made here), so
that every size from a small laptop window to a full-screen 4K display gets a tidy layout.
Scene units are the view's logical pixels.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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


@dataclass
class TableFrame:
    """The big areas of the table for one viewport size and player count."""

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
    centre: QRectF = field(default_factory=QRectF)
    meld_w: float = 60.0
    other_meld_w: float = 60.0
    stock_w: float = 60.0


PANEL_HEADER = 22.0
PANEL_CAPTION = 20.0
PANEL_INNER = 8.0


def panel_height(card_w: float) -> float:
    """A meld panel holding one row of ``card_w`` wide cards, their badges and captions."""
    return PANEL_HEADER + card_w * TALL + PANEL_CAPTION + 2 * PANEL_INNER


#: the player's "card size" preference, as a factor on the hand's card width
CARD_SCALES = {"small": 0.86, "medium": 1.0, "large": 1.14}


def frame_table(width: float, height: float, players: int, human_seat: int,
                hand_groups: list[int], side_count: int, human_side: int,
                card_scale: float = 1.0) -> TableFrame:
    """Lay out the table's areas. ``hand_groups``: sizes of the human hand's display groups."""
    w, h = max(320.0, width), max(240.0, height)
    pad = round(clamp(min(w, h) * 0.014, 6, 16))
    hand_card_w = round(clamp(min(w / 12.0, h / 6.9) * card_scale, 44, 150))
    header_h = round(clamp(hand_card_w * 0.28, 22, 30))
    band_w = w - 2 * pad
    hand = layout_hand(hand_groups, band_w, hand_card_w)
    card_h = hand_card_w * TALL
    band_h = card_h * (1 + LIFT) + (card_h * 0.46 if hand.row_count == 2 else 0)
    hand_area = QRectF(pad, h - pad - header_h - band_h, band_w, header_h + band_h)
    hand_header = QRectF(pad, hand_area.top(), band_w, header_h)
    hand_band = QRectF(pad, hand_area.top() + header_h, band_w, band_h)

    spots = SEAT_SPOTS[players]
    others = [(human_seat + k) % players for k in range(1, players)]
    back_w = round(clamp(hand_card_w * 0.52, 28, 62))
    back_h = back_w * TALL
    has_top = any(s.startswith("top") for s in spots)
    has_sides = any(s in ("left", "right") for s in spots)
    top_h = back_h + 4 if has_top else 0.0
    side_w = back_h + 2 * pad if has_sides else 0.0
    mid_top = pad + top_h + (pad if has_top else 0)
    mid_bottom = hand_area.top() - pad * 0.6
    middle = QRectF(pad + side_w, mid_top, w - 2 * pad - 2 * side_w, mid_bottom - mid_top)
    frame = TableFrame(w, h, pad, hand_card_w, hand_area, hand_header, hand_band, hand, back_w,
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
            fan_w = min(slot_w * 0.5, back_w * 4.2)
            left = pad + side_w + slot_w * idx + slot_w * 0.5 - fan_w * 0.78
            frame.seats[seat] = SeatSpot(seat, spot, QRectF(left, pad, fan_w, back_h),
                                         vertical=False)

    # meld panels and the centre row
    other_sides = [(human_side + k) % side_count for k in range(1, side_count)]
    rows_other = 0 if not other_sides else (1 if len(other_sides) <= 2 else 2)
    gap = pad * 0.8
    fixed = (rows_other + 1) * (PANEL_HEADER + PANEL_CAPTION + 2 * PANEL_INNER) + 34 + \
        (rows_other + 1) * gap
    shrink = 0.82 if rows_other == 2 else 1.0
    meld_w = (middle.height() - fixed) / (TALL * (1 + 1.0 + rows_other * shrink))
    meld_w = clamp(meld_w, 26, hand_card_w * 0.78)
    stock_w = meld_w
    other_w = meld_w * shrink
    frame.meld_w, frame.other_meld_w, frame.stock_w = meld_w, other_w, stock_w
    heights = [panel_height(other_w)] * rows_other + [stock_w * TALL + 34, panel_height(meld_w)]
    spare = max(0.0, middle.height() - sum(heights) - gap * (len(heights) - 1))
    spread = gap + spare / max(1, len(heights) + 1)
    y = middle.top() + spare / max(1, len(heights) + 1) * 0.5
    for row in range(rows_other):
        row_sides = other_sides[row * 2: row * 2 + 2] if rows_other == 2 else other_sides
        cols = len(row_sides)
        col_w = (middle.width() - gap * (cols - 1)) / cols
        for c, side in enumerate(row_sides):
            frame.other_panels[side] = QRectF(middle.left() + c * (col_w + gap), y, col_w,
                                              heights[row])
        y += heights[row] + spread
    frame.centre = QRectF(middle.left(), y, middle.width(), heights[-2])
    y += heights[-2] + spread
    frame.own_panel = QRectF(middle.left(), y, middle.width(), heights[-1])
    return frame


@dataclass
class MeldBox:
    """One meld's footprint in a panel: ``count`` cards, squared up when ``stacked``."""

    count: int
    stacked: bool


def meld_box_width(box: MeldBox, card_w: float, step: float) -> float:
    if box.stacked:
        return card_w + 4
    return card_w + step * (box.count - 1)


def arrange_row(boxes: list[MeldBox], width: float, card_w: float, trailing: float = 0.0
                ) -> tuple[float, float, list[float]]:
    """Fit ``boxes`` side by side in ``width`` (less ``trailing`` room kept at the right).

    Returns (scale, step, x offsets): the cards shrink by ``scale`` only when narrower overlaps
    are not enough.
    """
    gap_frac = 0.2
    for step_frac in (0.36, 0.30, INDEX_STEP):
        xs, total = _place(boxes, card_w, step_frac * card_w, gap_frac * card_w)
        if total <= width - trailing:
            return 1.0, step_frac * card_w, xs
    # shrink the cards (keeping the corner index readable), then overlap more
    for step_frac, floor in ((INDEX_STEP, 0.62), (0.2, 0.4)):
        xs, total = _place(boxes, card_w, step_frac * card_w, gap_frac * card_w)
        scale = (width - trailing * 0.7) / max(1.0, total + trailing * 0.3)
        if scale >= floor or step_frac == 0.2:
            scale = max(floor, min(1.0, scale))
            cw = card_w * scale
            xs, _ = _place(boxes, cw, step_frac * cw, gap_frac * cw)
            return scale, step_frac * cw, xs
    raise AssertionError("unreachable")


def _place(boxes: list[MeldBox], card_w: float, step: float, gap: float
           ) -> tuple[list[float], float]:
    xs, x = [], 0.0
    for i, box in enumerate(boxes):
        if i:
            x += gap
        xs.append(x)
        x += meld_box_width(box, card_w, step)
    return xs, x
