"""A seat's name plate on the table: a coloured initial, the name, a subtitle and the hand's
size; the compact two-line plate for the seats at the left and right edges."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from samba_desktop.ui import style
from samba_desktop.ui.table.items.decor import Decor, Look, rgba


class NamePlate(Decor):
    """A seat's name plate: a coloured initial, the name, a subtitle and the hand's size."""

    def __init__(self, rect: QRectF, name: str, subtitle: str, cards: int, colour: QColor,
                 active: bool, thinking: bool, tag: str = "", short_subtitle: str = "") -> None:
        super().__init__(rect)
        self._name, self._subtitle, self._cards = name, subtitle, cards
        self._colour, self._active, self._thinking, self._tag = colour, active, thinking, tag
        self.base_subtitle = subtitle
        #: what the subtitle says where it has no room (at a hosted table: who sits there,
        #: "away", "computer"; the initial's colour already tells partner from opponent)
        self.short_subtitle = short_subtitle
        self.setZValue(50)

    def _subtitle_place(self) -> tuple[QFont, QRectF]:
        """The subtitle's font and where it is written."""
        r, h = self._rect, self._rect.height()
        return (style.font(h * 0.25, italic=self._thinking),
                QRectF(r.left() + h * 0.95, r.top() + h * 0.52, self._name_room(), h * 0.38))

    def shown_subtitle(self) -> str:
        """The subtitle as the plate shows it: whole when it fits, else the short one (the
        seat's kind), shortened with an ellipsis only when even that has no room."""
        font, place = self._subtitle_place()
        room = place.width()
        metrics = QFontMetricsF(font)
        text = self._subtitle
        if metrics.horizontalAdvance(text) > room and self.short_subtitle \
                and text == self.base_subtitle:
            text = self.short_subtitle
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)

    def look(self) -> Look:
        return (*self.placed(), self._name, self._subtitle, self._cards, rgba(self._colour),
                self._active, self._thinking, self._tag, self.base_subtitle, self.short_subtitle)

    def set_subtitle(self, subtitle: str, thinking: bool) -> None:
        self._subtitle, self._thinking = subtitle, thinking
        self.update()

    @staticmethod
    def size_for(height: float, name: str, subtitle: str, cards: int = 99) -> QSizeF:
        name_w = QFontMetricsF(style.font(height * 0.34, bold=True)).horizontalAdvance(name)
        sub_w = QFontMetricsF(style.font(height * 0.25)).horizontalAdvance(subtitle)
        badge_w = NamePlate.badge_width(height * NamePlate.BADGE, cards)
        return QSizeF(height * 0.95 + max(name_w, sub_w) + badge_w + height * 0.45, height)

    #: the card-count badge's height, as a fraction of the plate's
    BADGE = 0.62

    @staticmethod
    def badge_font(badge_h: float) -> QFont:
        """The card count's figures: bold, never below a readable 11 px."""
        return style.font(max(11.0, badge_h * 0.66), bold=True)

    @staticmethod
    def badge_width(badge_h: float, cards: int) -> float:
        text_w = QFontMetricsF(NamePlate.badge_font(badge_h)).horizontalAdvance(
            str(cards))
        return max(badge_h * 1.5, text_w + badge_h * 0.9)

    def _name_room(self) -> float:
        return max(10.0, self.count_badge_rect().left() - self._rect.left()
                   - self._rect.height() * 0.95 - 4)

    def shown_name(self) -> str:
        """The name as the plate shows it: shortened with an ellipsis when it has no room."""
        f = style.font(self._rect.height() * 0.34, bold=True)
        return QFontMetricsF(f).elidedText(self._name, Qt.TextElideMode.ElideRight,
                                           self._name_room())

    def count_badge_rect(self) -> QRectF:
        """Where the hand's size is shown: a badge at the plate's right end."""
        r = self._rect
        bh = r.height() * self.BADGE
        bw = self.badge_width(bh, self._cards)
        return QRectF(r.right() - bw - r.height() * 0.2, r.center().y() - bh / 2, bw, bh)

    def paint_count_badge(self, painter: QPainter, rect: QRectF) -> None:
        """A light capsule with the card count in bold dark figures and a tiny card mark."""
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        painter.setBrush(QColor(style.COUNT_BADGE_FILL))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        mark = QRectF(rect.left() + rect.height() * 0.32, rect.top() + rect.height() * 0.22,
                      rect.height() * 0.36, rect.height() * 0.56)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 0.8))
        painter.setBrush(QColor(style.CARD_BACK_RED))
        painter.drawRoundedRect(mark, 1.5, 1.5)
        painter.setPen(QColor(style.COUNTER_FILL))
        painter.setFont(self.badge_font(rect.height()))
        text_rect = QRectF(mark.right(), rect.top(), rect.right() - mark.right(), rect.height())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, str(self._cards))

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -14, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        h = r.height()
        self._paint_frame(painter, h / 2)
        self._paint_initial(painter, QPointF(r.left() + h * 0.5, r.center().y()), h * 0.68, 0.5)
        # name and subtitle
        x = r.left() + h * 0.95
        room = self._name_room()
        painter.setPen(style.INK)
        f = style.font(h * 0.34, bold=True)
        painter.setFont(f)
        name = self.shown_name()
        painter.drawText(QRectF(x, r.top() + h * 0.1, room, h * 0.46),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        self._paint_subtitle(painter)
        # the hand's size as a badge
        self.paint_count_badge(painter, self.count_badge_rect())
        if self._tag:
            f = style.font(h * 0.22, bold=True)
            painter.setFont(f)
            tw = QFontMetricsF(f).horizontalAdvance(self._tag) + h * 0.4
            tag = QRectF(r.right() - tw - h * 0.2, r.top() - h * 0.3, tw, h * 0.34)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(style.COUNT_FILL))
            painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
            painter.setPen(QColor(style.COUNT_INK))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self._tag)


    def _paint_subtitle(self, painter: QPainter) -> None:
        font, place = self._subtitle_place()
        painter.setPen(style.GOLD if self._thinking else style.INK_MUTED)
        painter.setFont(font)
        painter.drawText(place, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.shown_subtitle())

    def _paint_frame(self, painter: QPainter, radius: float) -> None:
        """The plate itself: dark, rounded, a gold rim while its seat is to move."""
        painter.setPen(QPen(style.GOLD if self._active else QColor(255, 255, 255, 30),
                            2.0 if self._active else 1.0))
        painter.setBrush(QColor(13, 30, 22, 225))
        painter.drawRoundedRect(self._rect, radius, radius)

    def _paint_initial(self, painter: QPainter, centre: QPointF, diameter: float,
                       font_ratio: float) -> None:
        """The seat's initial on a disc of its side's colour."""
        d = diameter
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        painter.drawEllipse(centre, d / 2, d / 2)
        painter.setPen(QColor(style.INITIAL_INK))
        painter.setFont(style.font(d * font_ratio, bold=True))
        painter.drawText(QRectF(centre.x() - d / 2, centre.y() - d / 2, d, d),
                         Qt.AlignmentFlag.AlignCenter, self._name[:1].upper())


class CompactPlate(NamePlate):
    """A two-line name plate for the seats at the left and right edges."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        h = r.height()
        self._paint_frame(painter, 12)
        line = h / 2
        d = line * 0.62
        self._paint_initial(painter, QPointF(r.left() + 8 + d / 2, r.top() + line * 0.55), d, 0.52)
        painter.setPen(style.INK)
        f = style.font(line * 0.42, bold=True)
        painter.setFont(f)
        name_rect = self._name_rect()
        name = self.shown_name()
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name)
        # the hand's size as a badge at the right of the second line, the subtitle before it
        badge_rect = self.count_badge_rect()
        self.paint_count_badge(painter, badge_rect)
        self._paint_subtitle(painter)
        if self._tag:
            f3 = style.font(line * 0.3, bold=True)
            painter.setFont(f3)
            tw = QFontMetricsF(f3).horizontalAdvance(self._tag) + 12
            tag = QRectF(r.center().x() - tw / 2, r.bottom() - line * 0.2, tw, line * 0.46)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(style.COUNT_FILL))
            painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
            painter.setPen(QColor(style.COUNT_INK))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self._tag)

    def _subtitle_place(self) -> tuple[QFont, QRectF]:
        r = self._rect
        line = r.height() / 2
        return (style.font(line * 0.34, italic=self._thinking),
                QRectF(r.left() + 8, r.top() + line, r.width() - 14, line * 0.85))

    def _name_rect(self) -> QRectF:
        r = self._rect
        line = r.height() / 2
        d = line * 0.62
        cx = r.left() + 8 + d / 2
        return QRectF(cx + d / 2 + 6, r.top() + line * 0.1, r.right() - cx - d / 2 - 12,
                      line * 0.9)

    def shown_name(self) -> str:
        f = style.font(self._rect.height() / 2 * 0.42, bold=True)
        return QFontMetricsF(f).elidedText(self._name, Qt.TextElideMode.ElideRight,
                                           self._name_rect().width())

    def count_badge_rect(self) -> QRectF:
        """The hand's size: a badge over the plate's top right corner."""
        r = self._rect
        bh = max(17.0, r.height() / 2 * 0.8)
        bw = self.badge_width(bh, self._cards)
        return QRectF(r.right() - bw - 3, r.top() - bh * 0.45, bw, bh)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -self._rect.height() * 0.3, 4, self._rect.height() * 0.2)
