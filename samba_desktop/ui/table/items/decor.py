"""The table's non-card items: panels, chips, badges, drop zones, the turn ring (name plates: plates.py).

Each item paints itself with QPainter in scene units, so it stays sharp at any zoom and on
high-DPI screens. Items that react to a click carry an ``action`` name; the view routes it.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QTextDocument,
    QTextOption,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from samba_desktop.ui import style

#: how many laid-out texts `text_document` keeps (about 19 KiB each): a refresh makes about 20
#: labels, mostly the same chips, titles and counts as the last, and one new bubble per move
TEXT_CACHE_LIMIT = 64
#: the words, font, wrapping and width of a laid-out text (`text_key`)
TextKey = tuple[str, str, bool, float]
#: what a decoration paints and answers, as a frozen value (`Decor.look`)
Look = tuple[object, ...]
_TEXTS: OrderedDict[TextKey, QTextDocument] = OrderedDict()


def text_key(html: str, font: QFont, wrap: bool = False, width: float = -1.0) -> TextKey:
    """What `text_document` lays out, as a value: two labels with equal keys show the same
    text laid out alike."""
    return (html, font.key(), wrap, width)


def text_document(key: TextKey, font: QFont) -> QTextDocument:
    """The text of ``key`` (`text_key`) laid out in ``font``, shared: a label with the same
    words in the same font as one made before reuses its layout instead of parsing and
    laying it out again (a dozen labels per move). The document must not be changed."""
    doc = _TEXTS.get(key)
    if doc is not None:
        _TEXTS.move_to_end(key)
        return doc
    html, _font, wrap, width = key
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(font)
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WordWrap if wrap else QTextOption.WrapMode.NoWrap)
    doc.setDefaultTextOption(opt)
    doc.setHtml(html)
    if width >= 0:
        doc.setTextWidth(width)
    doc.size()  # lay it out now, once
    _TEXTS[key] = doc
    if len(_TEXTS) > TEXT_CACHE_LIMIT:
        _TEXTS.popitem(last=False)
    return doc


def text_layouts() -> int:
    """How many laid-out texts `text_document` keeps."""
    return len(_TEXTS)


def rgba(colour: QColor | None) -> int | None:
    """A colour as a value (for a look)."""
    return None if colour is None else colour.rgba()


def rect_of(rect: QRectF) -> tuple[float, float, float, float]:
    """A rectangle as a value (for a look)."""
    return (rect.x(), rect.y(), rect.width(), rect.height())


class Decor(QGraphicsItem):
    """Base of the decoration items: a rectangle in scene units, optionally clickable.

    Each kind says what it paints and answers in `look`: the scene keeps a decoration in
    place of a new one with an equal look (`scene.Reuse`), so whatever a kind paints or
    answers from must be in its look."""

    def __init__(self, rect: QRectF, action: str = "", data: str | int | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.action = action
        self.action_data = data
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if action:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setAcceptHoverEvents(True)
        self._hover = False

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def look(self) -> Look:
        """What this item paints and answers, as a frozen value: two decorations with equal
        looks paint the same pixels in the same place and answer alike (a click's action, a
        hover, a tool tip, a tag tests look for). Each kind adds its own to `placed`."""
        return self.placed()

    def placed(self) -> Look:
        """The look every decoration shares: its kind, its rectangle, what a click on it does
        and the Qt state its builder sets (place, stacking, opacity, tool tip, tag)."""
        return (type(self), rect_of(self._rect), self.action, self.action_data, self._hover,
                self.pos().toTuple(), self.zValue(), self.rotation(), self.scale(),
                self.opacity(), self.isVisible(), self.toolTip(), self.acceptHoverEvents(),
                self.data(0))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()


class Panel(Decor):
    """A side's meld area: a soft translucent rounded box with an accent stripe on the left."""

    def __init__(self, rect: QRectF, accent: QColor, active: bool = False) -> None:
        super().__init__(rect)
        self._accent = QColor(accent)
        self._active = active
        self._lit = False
        self.setZValue(-10)
        _Stripe(self, QRectF(rect.left() + 1, rect.top() + 10, 3, rect.height() - 20), accent,
                active)

    def look(self) -> Look:
        return (*self.placed(), rgba(self._accent), self._active, self._lit)

    def set_lit(self, lit: bool) -> None:
        if lit != self._lit:
            self._lit = lit
            self.update()

    def set_active(self, active: bool) -> None:
        """Show the accent stripe full (the side is to play) or faded."""
        if active != self._active:
            self._active = active
            for child in self.childItems():
                if isinstance(child, _Stripe):
                    child.set_active(active)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        fill = QColor(style.PANEL_FILL)
        if self._lit:
            fill = QColor(242, 193, 78, 40)
        painter.setPen(QPen(style.GOLD if self._lit else style.PANEL_EDGE,
                            2.0 if self._lit else 1.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, 12, 12)


class _Stripe(QGraphicsItem):
    """A panel's accent stripe, a picture of its own: a new turn fades one side's stripe and
    fills another's, and repaints those few pixels instead of two whole panels."""

    def __init__(self, panel: Panel, rect: QRectF, accent: QColor, active: bool) -> None:
        super().__init__(panel)
        self._rect, self._accent, self._active = QRectF(rect), QColor(accent), active
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_active(self, active: bool) -> None:
        if active != self._active:
            self._active = active
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        accent = QColor(self._accent)
        if not self._active:
            accent.setAlpha(150)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(accent)
        painter.drawRoundedRect(self._rect, 1.5, 1.5)


class Label(Decor):
    """Rich text (a little HTML) on an optional rounded background: names, chips, captions.

    ``rect``'s size is fitted to the text when ``fit`` is set; ``anchor`` says which point of
    the fitted box lies at ``rect``'s matching point ("left", "centre", "right").
    """

    def __init__(self, rect: QRectF, html: str, *, size: float = 12.0, bold: bool = False,
                 colour: QColor = style.INK, fill: QColor | None = None,
                 edge: QColor | None = None, radius: float | None = None, pad_x: float = 0.0,
                 pad_y: float = 0.0, fit: bool = True, anchor: str = "left",
                 action: str = "", data: str | int | None = None, italic: bool = False,
                 hover_fill: QColor | None = None, wrap: bool = False) -> None:
        # the colour is the body's (the document's default style sheet would do the same,
        # but then the html alone would not say what the document shows)
        font = style.font(size, bold, italic)
        self._words = text_key(f"<body style='color:{colour.name()}'>{html}</body>", font,
                               wrap, max(20.0, rect.width() - 2 * pad_x) if wrap else -1.0)
        self._doc = text_document(self._words, font)
        text = self._doc.size()
        if fit:
            w = text.width() + 2 * pad_x
            h = max(rect.height(), text.height() + 2 * pad_y) if not wrap else \
                text.height() + 2 * pad_y
            if anchor == "centre":
                x = rect.center().x() - w / 2
            elif anchor == "right":
                x = rect.right() - w
            else:
                x = rect.left()
            y = rect.center().y() - h / 2 if not wrap else rect.top()
            rect = QRectF(x, y, w, h)
        super().__init__(rect, action, data)
        self._colour = colour
        self._fill = fill
        self._edge = edge
        self._radius = rect.height() / 2 if radius is None else radius
        self._pad_x = pad_x
        self._hover_fill = hover_fill
        self._text_size = QSizeF(text)

    def look(self) -> Look:
        return (*self.placed(), self._words, rgba(self._colour), rgba(self._fill),
                rgba(self._edge), self._radius, self._pad_x, rgba(self._hover_fill),
                self._text_size.toTuple())

    def text(self) -> str:
        """The label's words, without markup."""
        return self._doc.toPlainText()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        r = self._rect
        fill = self._hover_fill if (self._hover and self._hover_fill is not None) else self._fill
        if fill is not None or self._edge is not None:
            painter.setPen(QPen(self._edge, 1.0) if self._edge is not None else Qt.PenStyle.NoPen)
            painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), self._radius, self._radius)
        painter.save()
        tx = r.left() + (r.width() - self._text_size.width()) / 2
        ty = r.top() + (r.height() - self._text_size.height()) / 2
        painter.translate(tx, ty)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        ctx.palette.setColor(QPalette.ColorRole.Text, self._colour)
        self._doc.documentLayout().draw(painter, ctx)
        painter.restore()


class Caption(Decor):
    """A one-line caption in plain text (no rich-text layout, so cheap to make): the red suit
    symbols in red, the rest in ``colour``, centred in ``rect`` on an optional chip."""

    RED_SUITS = "\u2665\u2666"

    def __init__(self, rect: QRectF, text: str, *, size: float, colour: QColor,
                 red: QColor, fill: QColor | None = None, pad_x: float = 0.0) -> None:
        self._font = style.font(size)
        metrics = QFontMetricsF(self._font)
        w = metrics.horizontalAdvance(text) + 2 * pad_x
        h = max(rect.height(), metrics.height())
        box = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
        super().__init__(box)
        self._text, self._colour, self._red, self._fill = text, colour, red, fill
        self._pad_x = pad_x

    def look(self) -> Look:
        return (*self.placed(), self._text, self._font.key(), rgba(self._colour),
                rgba(self._red), rgba(self._fill), self._pad_x)

    def text(self) -> str:
        return self._text

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        r = self._rect
        if self._fill is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._fill)
            painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self._font)
        metrics = QFontMetricsF(self._font)
        x = r.left() + self._pad_x
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for run in _runs(self._text, self.RED_SUITS):
            painter.setPen(self._red if run[0] in self.RED_SUITS else self._colour)
            w = metrics.horizontalAdvance(run)
            painter.drawText(QRectF(x, r.top(), w + 1, r.height()), flags, run)
            x += w


def _runs(text: str, special: str) -> list[str]:
    """``text`` cut where it goes from ``special`` characters to others and back."""
    runs: list[str] = []
    for ch in text:
        if runs and (ch in special) == (runs[-1][0] in special):
            runs[-1] += ch
        else:
            runs.append(ch)
    return runs


class Badge(Decor):
    """A small capsule under a canasta or samba: "PURE CANASTA", "MIXED CANASTA", "SAMBA"."""

    def __init__(self, centre: QPointF, text: str, fill: QColor, ink: QColor, height: float) -> None:
        f = style.font(height * 0.52, bold=True)
        w = QFontMetricsF(f).horizontalAdvance(text) + height * 0.9
        super().__init__(QRectF(centre.x() - w / 2, centre.y() - height / 2, w, height))
        self._text, self._fill, self._ink, self._font = text, fill, ink, f
        self.setZValue(400)

    def look(self) -> Look:
        return (*self.placed(), self._text, rgba(self._fill), rgba(self._ink),
                self._font.key())

    def text(self) -> str:
        return self._text

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        painter.setPen(QPen(QColor(0, 0, 0, 60), 1.0))
        painter.setBrush(self._fill)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self._font)
        painter.setPen(self._ink)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)


class CountBubble(Decor):
    """A round dark counter on a stack's corner."""

    def __init__(self, centre: QPointF, value: int | str, diameter: float,
                 fill: QColor | None = None, ink: QColor = style.INK) -> None:
        fill = QColor(style.COUNTER_FILL) if fill is None else fill
        text = str(value)
        w = max(diameter, diameter * 0.45 * len(text) + diameter * 0.5)
        super().__init__(QRectF(centre.x() - w / 2, centre.y() - diameter / 2, w, diameter))
        self._text, self._fill, self._ink = text, fill, ink
        self._font = style.font(diameter * 0.55, bold=True)
        self.setZValue(400)

    def look(self) -> Look:
        return (*self.placed(), self._text, rgba(self._fill), rgba(self._ink),
                self._font.key())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        painter.setPen(QPen(QColor(255, 255, 255, 190), 1.4))
        painter.setBrush(self._fill)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self._font)
        painter.setPen(self._ink)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)


class DropZone(Decor):
    """A dashed outline where cards may be dropped (new meld, first-meld staging)."""

    def __init__(self, rect: QRectF, text: str = "+", action: str = "",
                 data: str | int | None = None, solid: bool = False) -> None:
        super().__init__(rect, action, data)
        self._text = text
        self._lit = False
        self._solid = solid
        self.setZValue(-5)

    def look(self) -> Look:
        return (*self.placed(), self._text, self._lit, self._solid)

    def set_lit(self, lit: bool) -> None:
        if lit != self._lit:
            self._lit = lit
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        colour = QColor(style.GOLD) if self._lit or self._hover else QColor(255, 255, 255, 90)
        pen = QPen(colour, 1.6)
        if not self._solid:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        fill = QColor(242, 193, 78, 50) if self._lit else QColor(255, 255, 255, 10)
        painter.setBrush(fill)
        painter.drawRoundedRect(r, 8, 8)
        if self._text:
            painter.setPen(colour)
            painter.setFont(self._fitting_font(r.adjusted(4, 4, -4, -4)))
            painter.drawText(r.adjusted(4, 4, -4, -4),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._text)

    def _fitting_font(self, box: QRectF) -> QFont:
        """The zone's bold font, made smaller until its longest word fits across the zone (long
        words such as "Erstauslage" cannot wrap)."""
        size = min(self._rect.width(), self._rect.height()) * 0.16 + 7
        words = self._text.split() or [self._text]
        font = style.font(size, bold=True)
        while size > 7 and max(QFontMetricsF(font).horizontalAdvance(w)
                               for w in words) > box.width():
            size -= 0.5
            font = style.font(size, bold=True)
        return font


class Glow(Decor):
    """A soft gold frame around a drop target that accepts the cards being dragged."""

    def __init__(self, rect: QRectF, strong: bool = False) -> None:
        super().__init__(rect)
        self._strong = strong
        self.setZValue(-4)

    def look(self) -> Look:
        return (*self.placed(), self._strong)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, alpha in enumerate((70, 40, 20) if self._strong else (40, 20)):
            c = QColor(style.GOLD)
            c.setAlpha(alpha)
            painter.setPen(QPen(c, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            g = 2 + i * 2.5
            painter.drawRoundedRect(self._rect.adjusted(-g, -g, g, g), 8 + g, 8 + g)


class TurnRing(Decor):
    """A small dial: every seat's initial around a ring, the seat to move in gold."""

    def __init__(self, rect: QRectF, initials: list[str], colours: list[QColor], turn: int,
                 human_seat: int, caption: str) -> None:
        super().__init__(rect)
        self._initials, self._colours, self._turn = initials, colours, turn
        self._human, self._caption = human_seat, caption

    def look(self) -> Look:
        return (*self.placed(), tuple(self._initials), tuple(c.rgba() for c in self._colours),
                self._turn, self._human, self._caption)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        c = r.center()
        radius = min(r.width(), r.height()) / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 35))
        painter.drawEllipse(c, radius, radius)
        ring = radius * 0.72
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, ring, ring)
        inner = ring - radius * 0.25
        if inner > 18:
            size = max(7.0, inner * 0.24)
            font = style.font(size, bold=True)
            # long words (German "REIHENFOLGE") shrink to fit inside the ring, or are left out
            longest = max(self._caption.split() or [""], key=len)
            width = QFontMetricsF(font).horizontalAdvance(longest)
            if width > 1.8 * inner:
                font = style.font(size * 1.8 * inner / width, bold=True)
            if QFontMetricsF(font).horizontalAdvance(longest) <= 1.9 * inner:
                painter.setPen(style.INK_FAINT)
                painter.setFont(font)
                painter.drawText(QRectF(c.x() - inner, c.y() - inner * 0.7, 2 * inner,
                                        inner * 1.4),
                                 Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                                 self._caption)
        n = len(self._initials)
        dot = radius * 0.22
        for i in range(n):
            k = (i - self._human) % n
            angle = math.radians(90 + k * 360 / n)
            p = QPointF(c.x() + ring * math.cos(angle), c.y() + ring * math.sin(angle))
            active = i == self._turn
            if active:
                painter.setPen(QPen(style.GOLD, 2.4))
            else:
                painter.setPen(QPen(QColor(0, 0, 0, 80), 1.0))
            painter.setBrush(self._colours[i])
            d = dot * (1.25 if active else 1.0)
            painter.drawEllipse(p, d, d)
            painter.setPen(QColor(style.INITIAL_INK))
            painter.setFont(style.font(d * 0.95, bold=True))
            painter.drawText(QRectF(p.x() - d, p.y() - d, 2 * d, 2 * d),
                             Qt.AlignmentFlag.AlignCenter, self._initials[i])


class Toast(Decor):
    """A speech-bubble message beside the piles: the last move, a hint, or why a move failed."""

    def __init__(self, rect: QRectF, html: str, kind: str = "info",
                 max_height: float = 0.0) -> None:
        """``max_height`` (when set): a longer message shows its first lines, all on hover."""
        fill = {"error": style.ERROR_FILL, "hint": QColor(style.GOLD_DARK)}.get(kind, QColor(style.BUBBLE_FILL))
        edge = {"error": style.ERROR, "hint": style.GOLD}.get(kind, QColor(255, 255, 255, 40))
        super().__init__(rect)
        self._fill, self._edge = fill, edge
        ink = style.ERROR_TEXT if kind == "error" else style.BRIGHT_TEXT
        font = style.font(max(11.0, min(15.0, rect.height() * 0.34)), True)
        self._words = text_key(f"<body style='color:{ink}'>{html}</body>", font, True,
                               rect.width() - 28)
        self._doc = text_document(self._words, font)
        h = max(rect.height(), self._doc.size().height() + 16)
        self._clipped = bool(max_height) and h > max_height
        if self._clipped:
            h = max_height
            self.setToolTip(self._doc.toPlainText())
        self._rect = QRectF(rect.left(), rect.center().y() - h / 2, rect.width(), h)
        self._ink = ink
        self.setZValue(60)

    def look(self) -> Look:
        return (*self.placed(), self._words, rgba(self._fill), rgba(self._edge), self._clipped)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-12, -3, 3, 3)  # the speech tip points left

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        path = QPainterPath()
        path.addRoundedRect(r, 10, 10)
        tip = QPainterPath()
        cy = r.center().y()
        tip.moveTo(r.left() + 1, cy - 7)
        tip.lineTo(r.left() - 9, cy)
        tip.lineTo(r.left() + 1, cy + 7)
        tip.closeSubpath()
        path = path.united(tip)
        painter.setPen(QPen(self._edge, 1.2))
        painter.setBrush(self._fill)
        painter.drawPath(path)
        painter.save()
        if self._clipped:  # the first lines that fit, from the top
            painter.setClipRect(r.adjusted(8, 5, -8, -5))
            painter.translate(r.left() + 14, r.top() + 6)
        else:
            painter.translate(r.left() + 14,
                              r.top() + (r.height() - self._doc.size().height()) / 2)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        self._doc.documentLayout().draw(painter, ctx)
        painter.restore()


class FocusRing(Decor):
    """The keyboard cursor on the hand: a dotted frame around the focused card."""

    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, 10, 10))
        self.setZValue(900)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(style.DROP_ZONE_EDGE), 2.4)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._rect.adjusted(-3, -3, 3, 3), 8, 8)


def felt_brush(rect: QRectF) -> QBrush:
    """The table's felt: a calm green, lighter in the middle."""
    from PySide6.QtGui import QRadialGradient

    g = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    g.setColorAt(0.0, style.FELT_CENTRE)
    g.setColorAt(1.0, style.FELT_EDGE)
    return QBrush(g)


def vertical_gradient(rect: QRectF, top: QColor, bottom: QColor) -> QBrush:
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0, top)
    g.setColorAt(1, bottom)
    return QBrush(g)


__all__ = ["Badge", "CountBubble", "Decor", "DropZone", "FocusRing", "Glow", "Label", "Look",
           "Panel", "Toast", "TurnRing", "felt_brush", "QFont"]
