"""The samba outlook as a side-panel section: per suit, the five sambas as small chips.

A chip is bright and solid while its samba is still possible, and dimmed, dashed and struck
through once it is not (so the state never hangs on colour alone). Seven ticks under a chip show
the span's ranks: filled for the side's open sequence, ringed for cards in the player's hand.
Hovering a chip tells which cards are missing and how many copies of each are still unseen.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.engine import Card
from samba_desktop.qtmodel import GameModel
from samba_desktop.qtmodel.aids import SambaSpan, SuitOutlook, samba_outlook
from samba_desktop.qtmodel.texts import RED_SUITS, SUIT_SYMBOLS, card_label, rank_label
from samba_desktop.ui import style

SUITS = "SHDC"  # the order of the rows (as hands are sorted: black, red, black, red is not kept)
_ROW_H = 19.0
_TICKS_H = 7.0
_SEQ_H = 13.0
_GAP = 2.0
_SYMBOL_W = 16.0


def _tr(text: str) -> str:
    return QCoreApplication.translate("OutlookPanel", text)


def span_label(span: SambaSpan) -> str:
    """``5–J``, ``4–10``."""
    return f"{rank_label(span.low)}\u2013{rank_label(span.high)}"


def _sequence_label(cards: Sequence[Card]) -> str:
    if not cards:
        return ""
    return f"{rank_label(cards[0].rank)}\u2013{rank_label(cards[-1].rank)}"


def span_tooltip(span: SambaSpan, held: set[Card]) -> str:
    """The words behind one chip (plain text, translated)."""
    name = f"{SUIT_SYMBOLS[span.suit]} {span_label(span)}"
    lines = []
    if span.possible:
        lines.append(_tr("Samba {span}: still possible").format(span=name))
    else:
        lines.append(_tr("Samba {span}: no longer possible").format(span=name))
        dead = [r for r in span.ranks if span.gone.get(r, 0) >= 3]
        lines.append(_tr("All three copies are in other melds: {cards}").format(
            cards=" ".join(rank_label(r) + SUIT_SYMBOLS[span.suit] for r in dead)))
    if span.sequence:
        lines.append(QCoreApplication.translate(
            "OutlookPanel", "Your side's sequence {seq}: %n more card(s) to this samba", "",
            span.lacking).format(seq=_sequence_label(span.sequence) + SUIT_SYMBOLS[span.suit]))
    if span.missing:
        parts = [QCoreApplication.translate("OutlookPanel", "{card} (%n unseen)", "",
                                            span.unseen.get(c.rank, 0)).format(card=card_label(c))
                 for c in span.missing]
        lines.append(_tr("Missing: {cards}").format(cards=", ".join(parts)))
    else:
        lines.append(_tr("You hold or have laid a card of every rank of it."))
    return "\n".join(lines)


class ElidedLabel(QLabel):
    """A one-line label that ends with "…" (whole text on hover) when it does not fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight,
                                              max(10, self.width()))
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self._full if shown != self._full else "")


class OutlookChart(QWidget):
    """Paints the four suit rows; answers tooltips per chip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OutlookChart")
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.outlook: dict[str, SuitOutlook] = {}
        self.held: set[Card] = set()
        self.chips: list[tuple[QRectF, SambaSpan]] = []
        self.compact = False  # a short window: smaller rows, no sequence lines

    def set_outlook(self, outlook: dict[str, SuitOutlook], held: set[Card],
                    compact: bool = False) -> None:
        def shown(chart_outlook: dict[str, SuitOutlook]
                  ) -> dict[str, tuple[list[SambaSpan], list[list[Card]]]]:
            return {suit: (list(spans), spans.sequences) for suit, spans in chart_outlook.items()}

        if (shown(outlook), held, compact) == (shown(self.outlook), self.held, self.compact):
            return  # most moves change nothing here: no repaint (5 ms a time)
        self.outlook = outlook
        self.held = held
        self.compact = compact
        self.updateGeometry()
        self.setFixedHeight(self._height())
        self.update()

    def _rows(self) -> Iterator[tuple[str, SuitOutlook, list[list[Card]]]]:
        for suit in SUITS:
            spans = self.outlook.get(suit)
            if spans:
                yield suit, spans, [] if self.compact else spans.sequences

    def _metrics(self) -> tuple[float, float, float]:
        """Row, tick and gap heights."""
        return (15.0, 4.0, 1.0) if self.compact else (_ROW_H, _TICKS_H, _GAP)

    def _height(self) -> int:
        row_h, ticks_h, gap = self._metrics()
        h = 0.0
        for _suit, _spans, sequences in self._rows():
            h += row_h + ticks_h + gap + (_SEQ_H if sequences else 0)
        return int(h)

    def sizeHint(self) -> QSize:
        return QSize(160, self._height())

    # the room a chip keeps between its text and its edges, on each side
    CHIP_PAD = 3.0

    def chip_font(self, width: float, label: str) -> QFont:
        """The chip's font: the biggest (11 px, 10 px in a short window) in which ``label``
        keeps `CHIP_PAD` from both edges of a chip ``width`` wide, down to 7 px (the "4–10" of
        a laptop's narrow side panel)."""
        size = 11 if not self.compact else 10
        while True:
            font = style.font(size, bold=True)
            if size <= 7 or QFontMetricsF(font).horizontalAdvance(label) + 2 * self.CHIP_PAD \
                    <= width:
                return font
            size -= 1

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chips = []
        row_h, ticks_h, gap = self._metrics()
        y = 0.0
        width = self.width()
        chip_w = (width - _SYMBOL_W - 4 * _GAP) / 5
        for suit, spans, sequences in self._rows():
            red = suit in RED_SUITS
            p.setFont(style.font(13 if self.compact else 15, bold=True))
            p.setPen(QColor(style.RED_SUIT_ON_DARK) if red else style.INK)
            p.drawText(QRectF(0, y, _SYMBOL_W, row_h), Qt.AlignmentFlag.AlignCenter,
                       SUIT_SYMBOLS[suit])
            x = _SYMBOL_W
            for span in spans:
                rect = QRectF(x + 1, y + 1, chip_w - 2, row_h - 2)
                self._paint_chip(p, rect, span, chip_w)
                self._paint_ticks(p, QRectF(rect.left() + 2, y + row_h + 1, rect.width() - 4,
                                            ticks_h - 2), span)
                self.chips.append((QRectF(x, y, chip_w, row_h + ticks_h), span))
                x += chip_w + _GAP
            y += row_h + ticks_h
            if sequences:
                longest = max(sequences, key=len)
                text = _tr("sequence {seq}: {n} to go").format(
                    seq=_sequence_label(longest), n=max(0, 7 - len(longest)))
                p.setFont(style.font(10))
                p.setPen(style.INK_MUTED)
                fm = QFontMetricsF(p.font())
                text = fm.elidedText(text, Qt.TextElideMode.ElideRight, width - _SYMBOL_W)
                p.drawText(QRectF(_SYMBOL_W, y, width - _SYMBOL_W, _SEQ_H),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
                y += _SEQ_H
            y += gap
        p.end()

    def _paint_chip(self, p: QPainter, rect: QRectF, span: SambaSpan, chip_w: float) -> None:
        label = span_label(span)
        p.setFont(self.chip_font(rect.width(), label))
        if span.possible:
            in_reach = bool(span.sequence)
            p.setPen(QPen(style.GOLD if in_reach else QColor(style.SOFT_TEXT), 1.6 if in_reach else 1))
            p.setBrush(QColor(style.OUTLOOK_CHIP))
            p.drawRoundedRect(rect, 5, 5)
            p.setPen(QColor(style.PANEL_DARK))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        else:
            pen = QPen(QColor(style.OUTLOOK_DASH), 1, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, 5, 5)
            p.setPen(QColor(style.OUTLOOK_FAINT))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
            p.setPen(QPen(QColor(style.OUTLOOK_LINE), 1.3))
            mid = rect.center().y()
            p.drawLine(QPointF(rect.left() + 3, mid), QPointF(rect.right() - 3, mid))

    def _paint_ticks(self, p: QPainter, rect: QRectF, span: SambaSpan) -> None:
        """Seven small marks, one per rank of the span: filled in the side's sequence, ringed in
        the hand, faint when still missing."""
        in_seq = {c.rank for c in span.sequence}
        missing = {c.rank for c in span.missing}
        step = rect.width() / 7
        radius = min(step / 2 - 0.4, rect.height() / 2)
        for i, rank in enumerate(span.ranks):
            centre = QPointF(rect.left() + step * (i + 0.5), rect.center().y())
            if rank in in_seq:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(style.GOLD)
            elif rank not in missing:
                p.setPen(QPen(style.GOLD, 1))
                p.setBrush(Qt.BrushStyle.NoBrush)
            else:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 255, 255, 40) if span.possible else QColor(255, 255, 255, 18))
            p.drawEllipse(centre, radius, radius)

    def span_at(self, pos: QPointF) -> SambaSpan | None:
        for rect, span in self.chips:
            if rect.contains(pos):
                return span
        return None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update()  # its words are painted (set_outlook repaints only for new data)
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            help_event = cast(QHelpEvent, event)
            span = self.span_at(QPointF(help_event.pos()))
            if span is not None:
                QToolTip.showText(help_event.globalPos(), span_tooltip(span, self.held), self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)


class OutlookPanel(QFrame):
    """The "samba outlook" card of the side panel; call ``refresh()`` after changes."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("Card")
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 6, 12, 6)
        box.setSpacing(3)
        head = QHBoxLayout()
        self.title_label = ElidedLabel()
        self.title_label.setObjectName("CardTitle")
        head.addWidget(self.title_label, 1)
        self.count_label = QLabel()
        self.count_label.setObjectName("Muted")
        self.count_label.setStyleSheet("font-size: 11px;")
        head.addWidget(self.count_label)
        box.addLayout(head)
        self.chart = OutlookChart()
        box.addWidget(self.chart)
        self._texts()

    def _texts(self) -> None:
        self.title_label.set_full_text(_tr("SAMBA OUTLOOK"))
        self.setToolTip(_tr("Which of the five sambas of each suit (4\u201310 to 8\u2013A) your "
                            "side can still build, from what you can see. A samba is lost once "
                            "all three copies of one of its cards lie in other melds."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._texts()
            self.refresh()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        if self.isHidden():
            return  # switched off: nothing to compute
        view = self.model.view
        outlook = samba_outlook(view)
        possible = sum(s.possible for spans in outlook.values() for s in spans)
        self.count_label.setText(f"{possible}/20")
        self.count_label.setToolTip(_tr("{n} of the 20 sambas are still possible").format(
            n=possible))
        window = self.window()
        compact = window is not self and window.height() < 800
        self.chart.set_outlook(outlook, set(view.hand), compact)
