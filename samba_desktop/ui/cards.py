"""Card art: themes and a renderer that turns a card's text form into a cached pixmap.

Cards are named by the engine's text form: a rank from ``4 5 6 7 8 9 T J Q K A 2 3`` followed
by a suit from ``C D H S`` ("TH" is the ten of hearts, "AS" the ace of spades), or ``JK`` for a
joker. ``"back"`` is the back of a card. This module never imports the engine.

>>> renderer = CardRenderer(FOUR_COLOUR)                  # doctest: +SKIP
>>> renderer.pixmap("TH", 90, device_pixel_ratio=2.0)     # 180 x 260 device pixels, cached
>>> renderer.back_pixmap(90)

Themes:

- ``classic``: the svg-cards deck (David Bellot, LGPL-2.1) with its French court cards.
- ``four_colour``: a large-index deck drawn here; clubs green, diamonds blue, hearts red,
  spades black. Readable when only the left quarter of a card shows in an overlapped fan.
- ``large_index``: the same large-index drawing in the usual red and black.

Every theme draws suit symbols, so no card is told apart by colour alone. Wild 2s carry a small
star under their suit in the drawn themes; jokers carry a star and the word JOKER.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from samba_desktop.ui import style
from samba_desktop.ui.assets import register_fonts, resources_dir

RANKS = "456789TJQKA23"
SUITS = "CDHS"
JOKER = "JK"
BACK = "back"
#: The 53 distinct faces: 52 suited cards (suit by suit, in rank order) and the joker.
ALL_FACES: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS) + (JOKER,)

#: Width / height of an svg-cards card (169.075 x 244.640); every theme uses it, so switching
#: theme never changes the table's layout.
CARD_ASPECT_RATIO = 169.075 / 244.640

THEME_NAMES = ("classic", "four_colour", "large_index")

_RANK_LABEL = {"T": "10"}
_SUIT_GLYPH = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
_SVG_SUIT = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
_SVG_RANK = {"A": "1", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
_SVG_JOKER = "joker_red"
_SVG_CARD_WIDTH = 169.075
_SVG_CARD_HEIGHT = 244.640

_INK = QColor(style.CARD_INK)
_RED = QColor(style.CARD_RED)
_FOUR_COLOURS = {"C": QColor(style.CARD_CLUBS), "D": QColor(style.CARD_DIAMONDS), "H": _RED, "S": _INK}
_TWO_COLOURS = {"C": _INK, "D": _RED, "H": _RED, "S": _INK}
_JOKER_INK = QColor(style.CARD_JOKER_INK)
_GOLD = QColor(style.CARD_GOLD)
_GOLD_EDGE = QColor(style.CARD_GOLD_EDGE)
_CARD_WHITE = QColor(style.CARD_WHITE)
_CARD_EDGE = QColor(style.CARD_EDGE)


@dataclass(frozen=True)
class CardTheme:
    """How cards look: a theme name, the cards' width / height, and the colour of the back."""

    name: str
    aspect_ratio: float = CARD_ASPECT_RATIO
    back_colour: str = style.CARD_BACK_RED

    def __post_init__(self) -> None:
        if self.name not in THEME_NAMES:
            raise ValueError(f"unknown card theme {self.name!r}; expected one of {THEME_NAMES}")
        if not 0.3 < self.aspect_ratio < 1.5:
            raise ValueError(f"implausible card aspect ratio {self.aspect_ratio}")

    def height_for(self, width: float) -> float:
        """The height of a card drawn ``width`` wide."""
        return width / self.aspect_ratio


CLASSIC = CardTheme("classic")
FOUR_COLOUR = CardTheme("four_colour", back_colour=style.CARD_BACK_BLUE)
LARGE_INDEX = CardTheme("large_index")
THEMES: dict[str, CardTheme] = {t.name: t for t in (CLASSIC, FOUR_COLOUR, LARGE_INDEX)}


#: the corner index of the drawn faces, in card widths: left and top margins, column width,
#: rank height, gap, suit height
INDEX_LEFT, INDEX_TOP, INDEX_COLUMN = 0.045, 0.055, 0.19
INDEX_RANK, INDEX_GAP, INDEX_SUIT = 0.235, 0.045, 0.17


def index_rect(width: float) -> QRectF:
    """Where a face-up card ``width`` wide shows its corner index (rank over suit), in the
    card's own coordinates: what must stay in view for the card to be read."""
    return QRectF(INDEX_LEFT * width, INDEX_TOP * width, INDEX_COLUMN * width,
                  (INDEX_RANK + INDEX_GAP + INDEX_SUIT) * width)


def rank_index_height(width: float) -> float:
    """The height of the rank in the corner index of a card ``width`` wide."""
    return INDEX_RANK * width


def is_card_text(text: str) -> bool:
    """True for a face the renderer can draw ("TH", "JK") or "back"."""
    if text in (BACK, JOKER):
        return True
    return len(text) == 2 and text[0] in RANKS and text[1] in SUITS


def svg_element_id(card_text: str) -> str:
    """The svg-cards element id of a face: "TH" -> "heart_10", "AS" -> "spade_1", "JK" -> "joker_red"."""
    if card_text == JOKER:
        return _SVG_JOKER
    if card_text == BACK or not is_card_text(card_text):
        raise ValueError(f"no svg-cards face for {card_text!r}")
    rank, suit = card_text[0], card_text[1]
    return f"{_SVG_SUIT[suit]}_{_SVG_RANK.get(rank, rank)}"


def svg_cards_path() -> Path:
    """The bundled svg-cards file."""
    return resources_dir() / "cards" / "svg-cards" / "svg-cards.svg"


#: pixmaps a renderer keeps: a table shows about 150 (card, width) pairs, and its cards keep
#: their own pictures in Qt's cache, so the renderer is asked again only when a card changes
#: its look (dealt, resized, selected, turned over)
CACHE_LIMIT = 200


class CardRenderer:
    """Renders card faces and backs of one theme into pixmaps, once per (card, width, dpr).

    ``width`` is in logical pixels; the pixmap holds ``width * device_pixel_ratio`` device
    pixels and carries that ratio, so it stays crisp on high-DPI screens. Needs a
    QGuiApplication, and pixmaps must be asked for on the GUI thread.
    """

    def __init__(self, theme: CardTheme = CLASSIC, cache_limit: int = CACHE_LIMIT) -> None:
        self._theme = theme
        self._cache: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self._cache_limit = cache_limit
        self._svg: QSvgRenderer | None = None
        register_fonts()

    @property
    def theme(self) -> CardTheme:
        """The theme this renderer draws."""
        return self._theme

    def card_height(self, width: float) -> float:
        """The logical height of a card ``width`` logical pixels wide."""
        return self._theme.height_for(width)

    def pixmap(self, card_text: str, width: float, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The face (or, for "back", the back) of ``card_text``, ``width`` logical pixels wide."""
        if not is_card_text(card_text):
            raise ValueError(f"not a card: {card_text!r}")
        if width <= 0 or device_pixel_ratio <= 0:
            raise ValueError("width and device_pixel_ratio must be positive")
        # one picture per size in device pixels: widths that round to the same pixels (a
        # panel laid out 48.3 or 48.4 wide) draw the same image
        key = (card_text, max(1, round(width * device_pixel_ratio)),
               max(1, round(self._theme.height_for(width) * device_pixel_ratio)),
               float(device_pixel_ratio))
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = QPixmap.fromImage(self.image(card_text, width, device_pixel_ratio))
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        self._cache[key] = pixmap
        if len(self._cache) > self._cache_limit:
            self._cache.popitem(last=False)
        return pixmap

    def back_pixmap(self, width: float, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The back of a card, ``width`` logical pixels wide."""
        return self.pixmap(BACK, width, device_pixel_ratio)

    def image(self, card_text: str, width: float, device_pixel_ratio: float = 1.0) -> QImage:
        """Draw ``card_text`` afresh (no cache) into a transparent image of device pixels."""
        pixel_width = max(1, round(width * device_pixel_ratio))
        pixel_height = max(1, round(self._theme.height_for(width) * device_pixel_ratio))
        image = QImage(pixel_width, pixel_height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        rect = QRectF(0, 0, pixel_width, pixel_height)
        try:
            if card_text == BACK:
                _paint_back(painter, rect, QColor(self._theme.back_colour), device_pixel_ratio)
            elif self._theme.name == "classic":
                self._paint_svg_face(painter, rect, card_text)
            else:
                colours = _FOUR_COLOURS if self._theme.name == "four_colour" else _TWO_COLOURS
                _paint_face(painter, rect, card_text, colours, device_pixel_ratio)
        finally:
            painter.end()
        image.setDevicePixelRatio(device_pixel_ratio)
        return image

    def clear_cache(self) -> None:
        """Forget every rendered pixmap (for instance after the screen's ratio changed)."""
        self._cache.clear()

    def cache_size(self) -> int:
        """How many pixmaps the cache holds."""
        return len(self._cache)

    def cache_bytes(self) -> int:
        """How much memory the cached pixmaps' pixels take."""
        return sum(pixmap.width() * pixmap.height() * pixmap.depth() // 8
                   for pixmap in self._cache.values())

    def _paint_svg_face(self, painter: QPainter, rect: QRectF, card_text: str) -> None:
        if self._svg is None:
            self._svg = QSvgRenderer(str(svg_cards_path()))
            if not self._svg.isValid():
                raise RuntimeError(f"cannot read {svg_cards_path()}")
        element = svg_element_id(card_text)
        # render(…, bounds) maps the element's own bounds onto `bounds`. A face's bounds reach a
        # little past the card (text boxes of the indices), so scale the card outline, not the
        # element's bounds, onto the pixmap.
        sx = rect.width() / _SVG_CARD_WIDTH
        sy = rect.height() / _SVG_CARD_HEIGHT
        b = self._svg.boundsOnElement(element)
        target = QRectF(b.x() * sx, b.y() * sy, b.width() * sx, b.height() * sy)
        self._svg.render(painter, element, target)


# --- drawing the large-index faces -------------------------------------------------------------


@cache
def _glyph_path(text: str, bold: bool = True, serif: bool = False) -> QPainterPath:
    """The outline of ``text`` in the bundled DejaVu font at 100 px (baseline at y = 0)."""
    font = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    font.setPixelSize(100)
    font.setBold(bold)
    font.setKerning(True)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path


def _rank_path(label: str) -> QPainterPath:
    """A rank's outline with the glyphs set close together ("10" stays narrow)."""
    path = QPainterPath()
    x = 0.0
    for ch in label:
        glyph = _glyph_path(ch)
        ink = glyph.boundingRect()
        path.addPath(glyph.translated(x - ink.left(), 0))
        x += ink.width() + 4.0
    return path


@cache
def _cap_height() -> float:
    return _glyph_path("H").boundingRect().height()


def _fit(path: QPainterPath, box: QRectF, align_top: bool = True) -> QPainterPath:
    """Scale ``path`` uniformly to fit ``box``; centre it across the box and put it at the box's
    top (or centre it in the box)."""
    ink = path.boundingRect()
    if ink.isEmpty():
        return QPainterPath()
    scale = min(box.width() / ink.width(), box.height() / ink.height())
    w, h = ink.width() * scale, ink.height() * scale
    left = box.left() + (box.width() - w) / 2
    top = box.top() if align_top else box.top() + (box.height() - h) / 2
    t = QTransform()
    t.translate(left - ink.left() * scale, top - ink.top() * scale)
    t.scale(scale, scale)
    return t.map(path)


def _rank_outline(label: str, box: QRectF) -> QPainterPath:
    """A rank index as tall as the box (capital height; a J's or Q's tail stays inside too),
    squeezed sideways when it is wider than the box, centred across it."""
    path = _rank_path(label)
    ink = path.boundingRect()
    scale = box.height() / max(_cap_height(), ink.height())
    sx = min(scale, box.width() / ink.width())
    w = ink.width() * sx
    t = QTransform()
    t.translate(box.left() + (box.width() - w) / 2 - ink.left() * sx, box.top() - ink.top() * scale)
    t.scale(sx, scale)
    return t.map(path)


def _star_path(
    centre: QPointF, outer: float, points: int = 5, inner_ratio: float = 0.45
) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else outer * inner_ratio
        angle = -math.pi / 2 + i * math.pi / points
        p = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


def _crown_path(box: QRectF) -> QPainterPath:
    """A small three-pointed crown filling ``box`` (the mark of a court card)."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    path.moveTo(x, y + h)
    path.lineTo(x, y + h * 0.25)
    path.lineTo(x + w * 0.25, y + h * 0.6)
    path.lineTo(x + w * 0.5, y)
    path.lineTo(x + w * 0.75, y + h * 0.6)
    path.lineTo(x + w, y + h * 0.25)
    path.lineTo(x + w, y + h)
    path.closeSubpath()
    return path


def _card_outline(rect: QRectF, dpr: float) -> tuple[QPainterPath, float]:
    pen_width = max(1.0, 0.9 * dpr)
    inset = pen_width / 2
    body = rect.adjusted(inset, inset, -inset, -inset)
    radius = rect.width() * 0.065
    path = QPainterPath()
    path.addRoundedRect(body, radius, radius)
    return path, pen_width


def _paint_blank(painter: QPainter, rect: QRectF, dpr: float) -> None:
    outline, pen_width = _card_outline(rect, dpr)
    painter.setPen(QPen(_CARD_EDGE, pen_width))
    painter.setBrush(_CARD_WHITE)
    painter.drawPath(outline)


def _fill(
    painter: QPainter,
    path: QPainterPath,
    colour: QColor,
    edge: QColor | None = None,
    edge_width: float = 0.0,
) -> None:
    painter.setPen(
        QPen(edge, edge_width) if edge is not None and edge_width > 0 else Qt.PenStyle.NoPen
    )
    painter.setBrush(colour)
    painter.drawPath(path)


def _paint_index(
    painter: QPainter, w: float, rank: str, suit: str, colour: QColor, scale: float
) -> None:
    """The corner index at the card's top-left, in card-width units times ``scale``."""
    left, top = INDEX_LEFT * w, INDEX_TOP * w
    column = INDEX_COLUMN * w * scale
    rank_box = QRectF(left, top, column, INDEX_RANK * w * scale)
    _fill(painter, _rank_outline(_RANK_LABEL.get(rank, rank), rank_box), colour)
    suit_top = rank_box.bottom() + INDEX_GAP * w * scale
    suit_box = QRectF(left, suit_top, column, INDEX_SUIT * w * scale)
    _fill(painter, _fit(_glyph_path(_SUIT_GLYPH[suit]), suit_box), colour)
    if rank == "2":
        size = 0.065 * w * scale
        centre = QPointF(left + column / 2, suit_box.bottom() + 0.03 * w * scale + size)
        _fill(
            painter,
            _star_path(centre, size, points=4, inner_ratio=0.38),
            _GOLD,
            _GOLD_EDGE,
            max(0.6, 0.008 * w),
        )


def _paint_joker_index(painter: QPainter, w: float, scale: float, letters: bool) -> None:
    left, top = 0.045 * w, 0.05 * w
    column = 0.19 * w * scale
    radius = column * 0.55
    centre = QPointF(left + column / 2, top + radius)
    _fill(painter, _star_path(centre, radius), _GOLD, _GOLD_EDGE, max(0.7, 0.012 * w))
    if not letters:
        return
    y = centre.y() + radius + 0.04 * w
    letter_height = 0.085 * w
    for ch in "JOKER":
        box = QRectF(left, y, column, letter_height)
        _fill(painter, _rank_outline(ch, box), _JOKER_INK)
        y += letter_height + 0.035 * w


def _paint_face(
    painter: QPainter, rect: QRectF, card: str, colours: dict[str, QColor], dpr: float
) -> None:
    w, h = rect.width(), rect.height()
    _paint_blank(painter, rect, dpr)

    def both_corners(draw: Callable[[float], None]) -> None:
        draw(1.0)
        painter.save()
        painter.translate(w, h)
        painter.rotate(180)
        draw(0.62)
        painter.restore()

    if card == JOKER:
        _paint_joker_index(painter, w, 1.0, letters=True)
        painter.save()
        painter.translate(w, h)
        painter.rotate(180)
        _paint_joker_index(painter, w, 0.62, letters=False)
        painter.restore()
        centre = QPointF(0.6 * w, 0.47 * h)
        _fill(painter, _star_path(centre, 0.27 * w), _GOLD, _JOKER_INK, max(1.0, 0.018 * w))
        word = QRectF(0.33 * w, centre.y() + 0.27 * w + 0.06 * w, 0.54 * w, 0.095 * w)
        _fill(painter, _rank_outline("JOKER", word), _JOKER_INK)
        return

    rank, suit = card[0], card[1]
    colour = colours[suit]
    both_corners(lambda s: _paint_index(painter, w, rank, suit, colour, s))
    glyph = _glyph_path(_SUIT_GLYPH[suit])
    if rank in "JQK":
        # a court card: a crown over a large letter and its suit, with no inner frame (a framed
        # panel read as a second card lying on the first)
        column = QRectF(0.3 * w, 0.08 * h, 0.56 * w, 0.84 * h)
        _fill(painter, _crown_path(QRectF(column.center().x() - 0.15 * w, column.top(),
                                          0.3 * w, 0.14 * w)), _GOLD, _GOLD_EDGE,
              max(0.6, 0.01 * w))
        letter_box = QRectF(column.left(), column.top() + 0.2 * w, column.width(), 0.34 * w)
        _fill(painter, _rank_outline(rank, letter_box), colour)
        suit_box = QRectF(column.left(), letter_box.bottom() + 0.08 * w, column.width(),
                          0.32 * w)
        _fill(painter, _fit(glyph, suit_box), colour)
    else:
        size = 0.52 * w if rank == "A" else 0.44 * w
        box = QRectF(0.6 * w - size / 2, 0.5 * h - size / 2, size, size)
        _fill(painter, _fit(glyph, box, align_top=False), colour)


def _paint_back(painter: QPainter, rect: QRectF, colour: QColor, dpr: float) -> None:
    """A calm back: a white margin, a fine lattice on the theme colour, a medallion with an S."""
    w, h = rect.width(), rect.height()
    _paint_blank(painter, rect, dpr)
    margin = 0.055 * w
    inner = rect.adjusted(margin, margin, -margin, -margin)
    radius = 0.04 * w
    field = QPainterPath()
    field.addRoundedRect(inner, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(field)

    painter.save()
    painter.setClipPath(field)
    lattice = QColor(colour.lighter(135))
    lattice.setAlphaF(0.55)
    painter.setPen(QPen(lattice, max(0.6, 0.009 * w)))
    step = 0.085 * w
    span = w + h
    k = -span
    while k < span:
        painter.drawLine(QPointF(k, 0), QPointF(k + h, h))
        painter.drawLine(QPointF(k + h, 0), QPointF(k, h))
        k += step
    painter.restore()

    frame_colour = QColor(255, 255, 255, 150)
    painter.setPen(QPen(frame_colour, max(0.8, 0.01 * w)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    gap = 0.035 * w
    painter.drawRoundedRect(inner.adjusted(gap, gap, -gap, -gap), radius * 0.7, radius * 0.7)

    centre = inner.center()
    r = 0.2 * w
    painter.setPen(QPen(_GOLD, max(1.0, 0.022 * w)))
    painter.setBrush(QBrush(colour.darker(135)))
    painter.drawEllipse(centre, r, r)
    letter = QRectF(centre.x() - r, centre.y() - 0.55 * r, 2 * r, 1.1 * r)
    _fill(painter, _fit(_glyph_path("S", serif=True), letter, align_top=False), _GOLD)
