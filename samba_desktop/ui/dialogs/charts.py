"""Two small charts drawn with QPainter: a game's running scores, and results over time.

``ScoreChart.set_series(series)`` takes a ``qtmodel.preferences.ScoreSeries``;
``ResultsChart.set_results(games)`` takes finished games with ``outcome``, ``human_total``,
``best_opponent_total`` and ``finished`` (the score history's game summaries).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from samba_desktop.qtmodel.locale_format import date_time
from samba_desktop.qtmodel.preferences import ScoreSeries
from samba_desktop.ui.style import (
    CHART_AXIS,
    CHART_BACKGROUND,
    CHART_GRID,
    CHART_TARGET,
    CHART_TEXT,
    DRAWN,
    LOST,
    WON,
    side_colour,
)

from .labels import number

MAX_BARS = 100


class SharedTableLike(Protocol):
    """A table shared with friends, as the history keeps it (``SharedTable``): ``role``
    "hosted" or "joined", the hosting player's name, the other people's names."""

    @property
    def role(self) -> str: ...

    @property
    def host(self) -> str: ...

    @property
    def friends(self) -> Sequence[str]: ...


class FinishedGame(Protocol):
    """A game as the results chart shows it (the score history's ``GameSummary``)."""

    @property
    def shared(self) -> SharedTableLike | None: ...

    @property
    def outcome(self) -> str | None: ...

    @property
    def finished(self) -> datetime | None: ...

    @property
    def human_total(self) -> int | None: ...

    @property
    def best_opponent_total(self) -> int | None: ...


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering ``low``..``high`` (about ``count`` of them)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.floor(low / step) * step
    ticks: list[float] = []
    value = first
    while not ticks or ticks[-1] < high:
        ticks.append(value)
        value += step
    return ticks


class _Chart(QWidget):
    """Shared frame: background, margins from the font, y axis with ticks, empty text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.empty_text = ""

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 28, line * 16)

    def minimumSizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 14, line * 9)

    def _begin(self) -> QPainter:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), CHART_BACKGROUND)
        return painter

    def _draw_empty(self, painter: QPainter) -> None:
        painter.setPen(CHART_TEXT)
        painter.drawText(
            QRectF(self.rect()).adjusted(12, 12, -12, -12),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.empty_text,
        )

    def _plot_rect(self, ticks: Sequence[float], top_extra: float) -> QRectF:
        metrics = QFontMetrics(self.font())
        label_width = max(metrics.horizontalAdvance(number(t)) for t in ticks)
        line = metrics.height()
        return QRectF(self.rect()).adjusted(
            label_width + 16, line * 0.8 + top_extra, -14, -(line + 12)
        )

    @staticmethod
    def _y(plot: QRectF, ticks: Sequence[float], value: float) -> float:
        low, high = ticks[0], ticks[-1]
        return plot.bottom() - (value - low) / (high - low or 1) * plot.height()

    def _draw_y_axis(self, painter: QPainter, plot: QRectF, ticks: Sequence[float]) -> None:
        metrics = QFontMetrics(self.font())
        for tick in ticks:
            y = self._y(plot, ticks, tick)
            painter.setPen(QPen(CHART_AXIS if tick == 0 else CHART_GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(CHART_TEXT)
            text = number(tick)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, plot.left() - 8, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                text,
            )

    def _draw_legend(
        self, painter: QPainter, items: Sequence[tuple[QColor, str]], dashed_last: bool = False
    ) -> float:
        """Legend entries in rows at the top; returns the height used."""
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        x, y = 12.0, 8.0
        for index, (colour, text) in enumerate(items):
            width = line + 6 + metrics.horizontalAdvance(text) + 16
            if x + width > self.width() - 8 and x > 12:
                x, y = 12.0, y + line + 4
            dashed = dashed_last and index == len(items) - 1
            if dashed:
                pen = QPen(colour, 2, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.drawLine(QPointF(x, y + line / 2), QPointF(x + line, y + line / 2))
            else:
                painter.fillRect(QRectF(x + 2, y + 3, line - 4, line - 6), colour)
            painter.setPen(CHART_TEXT)
            painter.drawText(QPointF(x + line + 6, y + metrics.ascent()), text)
            x += width
        return y + line + 4


class ScoreChart(_Chart):
    """Running totals per side after each hand of one game, with the target score."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreChart")
        self.series = ScoreSeries()
        self.empty_text = self.tr("No hand of this game has been played to the end yet.")

    def set_series(self, series: ScoreSeries) -> None:
        self.series = series
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = self._begin()
        series = self.series
        if not series.totals:
            self._draw_empty(painter)
            return
        sides = len(series.side_names)
        last = series.totals[-1]
        legend = [
            (side_colour(side, series.human_side, sides), f"{name}: {number(last[side])}")
            for side, name in enumerate(series.side_names)
        ]
        values = [v for row in series.totals for v in row] + [0]
        high = max(values)
        target = series.target_score
        show_target = False
        if target is not None and high >= target * 0.6:
            show_target = True
            high = max(high, target)
        if target is not None:
            legend.append((CHART_TARGET, self.tr("Target {score}").format(score=number(target))))
        legend_height = self._draw_legend(painter, legend, dashed_last=target is not None)
        ticks = nice_ticks(min(values), high)
        plot = self._plot_rect(ticks, legend_height)
        self._draw_y_axis(painter, plot, ticks)
        count = len(series.totals)
        numbers = series.hand_numbers or tuple(range(1, count + 1))

        def x_of(index: int) -> float:  # hand 0 (the start, all zero) to hand ``count``
            return plot.left() + index / count * plot.width()

        metrics = QFontMetrics(self.font())
        step = max(1, math.ceil(count * (metrics.horizontalAdvance("000") + 8) / plot.width()))
        painter.setPen(CHART_TEXT)
        for index in range(0, count + 1, step):
            label = "0" if index == 0 else str(numbers[index - 1])
            painter.drawText(
                QRectF(x_of(index) - 20, plot.bottom() + 4, 40, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                label,
            )
        if show_target and target is not None:
            y = self._y(plot, ticks, target)
            painter.setPen(QPen(CHART_TARGET, 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        dot = max(2.5, metrics.height() / 5)
        for side in range(sides):
            colour = side_colour(side, series.human_side, sides)
            path = QPainterPath(QPointF(x_of(0), self._y(plot, ticks, 0)))
            points = [
                QPointF(x_of(i + 1), self._y(plot, ticks, row[side]))
                for i, row in enumerate(series.totals)
            ]
            for point in points:
                path.lineTo(point)
            width = 3 if side == series.human_side else 2
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            for point in points:
                painter.drawEllipse(point, dot, dot)


class ResultsChart(_Chart):
    """One bar per finished game: your total minus the best other total, coloured by result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ResultsChart")
        self.games: list[FinishedGame] = []
        self._bars: list[tuple[QRectF, FinishedGame]] = []
        self.empty_text = self.tr("No game has been played to the end yet.")

    def set_results(self, games: Sequence[FinishedGame]) -> None:
        self.games = [g for g in games if _margin(g) is not None][-MAX_BARS:]
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = self._begin()
        self._bars = []
        if not self.games:
            self._draw_empty(painter)
            return
        legend_height = self._draw_legend(
            painter, [(WON, self.tr("Won")), (LOST, self.tr("Lost")), (DRAWN, self.tr("Draw"))]
        )
        margins = [_margin(g) or 0 for g in self.games]
        ticks = nice_ticks(min(0, *margins), max(0, *margins))
        plot = self._plot_rect(ticks, legend_height)
        self._draw_y_axis(painter, plot, ticks)
        count = len(self.games)
        slot = plot.width() / count
        gap = min(6.0, slot * 0.25)
        zero = self._y(plot, ticks, 0)
        for index, (game, margin) in enumerate(zip(self.games, margins, strict=True)):
            top = self._y(plot, ticks, margin)
            rect = QRectF(plot.left() + index * slot + gap / 2, min(top, zero),
                          max(1.0, slot - gap), max(1.5, abs(zero - top)))
            painter.fillRect(rect, _outcome_colour(game.outcome))
            self._bars.append((rect.adjusted(-gap / 2, -plot.height(), gap / 2, plot.height()),
                               game))
        metrics = QFontMetrics(self.font())
        step = max(1, math.ceil(count * (metrics.horizontalAdvance("000") + 8) / plot.width()))
        painter.setPen(CHART_TEXT)
        for index in range(0, count, step):
            painter.drawText(
                QRectF(plot.left() + (index - 1) * slot, plot.bottom() + 4, slot * 3,
                       metrics.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(index + 1),
            )
        painter.setPen(QPen(CHART_AXIS, 1))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))

    def game_at(self, pos: QPointF) -> FinishedGame | None:
        """The game whose bar is under ``pos`` (widget coordinates), or None."""
        for rect, game in self._bars:
            if rect.contains(pos):
                return game
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            game = self.game_at(QPointF(event.pos()))
            if game is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self._describe(game), self)
            return True
        return super().event(event)

    def _describe(self, game: FinishedGame) -> str:
        when = date_time(game.finished) if game.finished else ""
        you, other = game.human_total, game.best_opponent_total  # both known: it has a bar
        result = {"won": self.tr("Won"), "lost": self.tr("Lost"), "draw": self.tr("Draw")}
        text = self.tr("{result} {when}\nYou: {you} \u00b7 best other: {other}").format(
            result=result.get(game.outcome or "", ""),
            when=when,
            you=number(you) if you is not None else "\u2014",
            other=number(other) if other is not None else "\u2014",
        )
        where = shared_table_text(game.shared)
        return f"{text}\n{where}" if where else text


def shared_table_text(shared: SharedTableLike | None) -> str:
    """Where a game with friends was played, in the player's words ("" for a game alone)."""
    if shared is None:
        return ""
    if shared.role == "joined":
        return (_tr("At {name}\u2019s table").format(name=shared.host) if shared.host
                else _tr("At a shared table"))
    if shared.friends:
        return _tr("Hosted with {names}").format(names=", ".join(shared.friends))
    return _tr("Hosted with friends")


def _tr(text: str) -> str:
    return QCoreApplication.translate("ResultsChart", text)


def _margin(game: FinishedGame) -> int | None:
    you, other = game.human_total, game.best_opponent_total
    if you is None or other is None:
        return None
    return you - other


def _outcome_colour(outcome: str | None) -> QColor:
    return {"won": WON, "lost": LOST}.get(outcome or "", DRAWN)
