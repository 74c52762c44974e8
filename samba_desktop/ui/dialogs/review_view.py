"""Where the player sees the coach's reviews (qtmodel/review_worker.py).

- `ReviewSummary`: a line in the end-of-hand dialog: "This hand your decisions cost about 210
  points: 1 mistake, 2 inaccuracies" (or "Well played…"); while the review runs, how far it is.
- `add_review_column`: the score sheet's "Points lost" column, one cell per hand.
- `ReviewMarks`: the hand viewer's row of marks: a strip with a mark at each graded move,
  "Previous" / "Next" (keys Page Up / Page Down) to step to them, and the review of the move
  shown.
- `ReviewTrendChart` and `add_review_tab`: the Statistics window's "Your decisions" tab: the
  points lost per hand in each game with reviewed hands, and the trend.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.engine import Move
from samba_desktop.qtmodel.hints import hint_text
from samba_desktop.qtmodel.locale_format import number, signed
from samba_desktop.qtmodel.review_worker import (
    HandReview,
    HandReviewer,
    decision_text,
    grade_counts,
    reviewer_of,
    summary_text,
)
from samba_desktop.ui import style
from samba_desktop.ui.actions import Action, key_of, spec
from samba_desktop.ui.dialogs.charts import nice_ticks

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from samba_desktop.qtmodel.game_model import GameModel
    from samba_desktop.qtmodel.replay import SteppedHand


class MarkedViewer(Protocol):
    """What the review row needs of the hand viewer it sits in (`hand_viewer.HandViewer`, which
    imports this module: the row knows the viewer only by this)."""

    @property
    def shown(self) -> SignalInstance: ...  # (the step shown)

    @property
    def replay(self) -> SteppedHand | None: ...

    @property
    def step(self) -> int: ...

    @property
    def table_model(self) -> GameModel | None: ...

    @property
    def box(self) -> QVBoxLayout: ...

    def go(self, step: int) -> None: ...

    def mark_better(self, move: Move | None, text: str = "") -> None: ...

    def installEventFilter(self, filter: QObject) -> None: ...  # noqa: N802, A002 - Qt's names

# a mark's colour by grade
GRADE_COLOURS = {"inaccuracy": QColor(style.GOLD), "mistake": QColor(style.GRADE_MISTAKE),
                 "blunder": QColor(style.GRADE_BLUNDER)}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Review", text)


def _points(cost: float) -> str:
    return signed(-round(cost)) if round(cost) else number(0)


# ------------------------------------------------------------------ end of the hand
class ReviewSummary(QWidget):
    """The review of hand ``hand_number`` of ``model``'s table in one line (see the module
    docstring); hidden when the coach is off and there is no review."""

    def __init__(self, model: Any, hand_number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewSummary")
        self.hand_number = hand_number
        self.reviewer: HandReviewer | None = reviewer_of(model) if model is not None else None
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setObjectName("ReviewSummaryText")
        box.addWidget(self.label)
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(6)
        box.addWidget(self.bar)
        if self.reviewer is not None:
            self.reviewer.progress.connect(self._on_progress)
            self.reviewer.reviewed.connect(self._on_reviewed)
        self.refresh()

    def _on_progress(self, hand: int, _done: int, _total: int) -> None:
        if hand == self.hand_number:
            self.refresh()

    def _on_reviewed(self, hand: int) -> None:
        if hand == self.hand_number:
            self.refresh()

    def refresh(self) -> None:
        reviewer = self.reviewer
        review = reviewer.review(self.hand_number) if reviewer is not None else None
        running = reviewer.running.get(self.hand_number) if reviewer is not None else None
        if review is not None:
            self.label.setText(summary_text(review))
            self.label.setToolTip("\n".join(_tr("Move {n}: {review}").format(
                n=d.step, review=decision_text(d)) for d in review.flagged))
            self.bar.hide()
            self.show()
        elif running is not None:
            done, total = running
            self.label.setText(_tr("Reviewing your decisions\u2026 ({done} of {total})").format(
                done=number(done), total=number(total)) if total else
                _tr("Reviewing your decisions\u2026"))
            self.bar.setRange(0, max(1, total))
            self.bar.setValue(done)
            self.bar.show()
            self.show()
        else:
            self.hide()


def add_review_summary(box: QVBoxLayout, model: Any, hand_number: int) -> ReviewSummary:
    """The end-of-hand dialog's review line, added above its buttons (the last row of ``box``)."""
    summary = ReviewSummary(model, hand_number)
    box.insertWidget(box.count() - 1, summary)
    return summary


# ------------------------------------------------------------------ the score sheet
def add_review_column(table: QTableWidget, model: Any,
                      hand_numbers: Sequence[int]) -> int | None:
    """Give the score sheet's ``table`` a "Points lost" column (rows in ``hand_numbers``'
    order); returns its index (None when the coach is not attached)."""
    reviewer = reviewer_of(model) if model is not None else None
    if reviewer is None:
        return None
    costs = reviewer.costs()
    column = table.columnCount()
    table.insertColumn(column)
    header = QTableWidgetItem(_tr("Points lost"))
    header.setToolTip(_tr("What your decisions cost in each hand, by the computer's review "
                          "(Settings \u25b8 Aids)."))
    table.setHorizontalHeaderItem(column, header)
    width = table.fontMetrics().horizontalAdvance(header.text()) + 36
    table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    table.setMinimumWidth(table.minimumWidth() + width)
    for row, hand in enumerate(hand_numbers):
        if hand in costs:
            text = _points(costs[hand])
            review = reviewer.review(hand)
            tip = summary_text(review) if review is not None else ""
        elif hand in reviewer.running:
            text, tip = "\u2026", _tr("Reviewing your decisions\u2026")
        else:
            text, tip = "\u2014", _tr("Not reviewed")
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setForeground(style.INK_MUTED)
        if tip:
            item.setToolTip(tip)
        table.setItem(row, column, item)
    return column


# ------------------------------------------------------------------ the hand viewer
class MarkStrip(QWidget):
    """A thin strip the width of the viewer's slider: one mark per graded move; a click on a
    mark steps there."""

    def __init__(self, marks: ReviewMarks) -> None:
        super().__init__()
        self.marks = marks
        self.setMinimumHeight(14)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(200, 14)

    def _x(self, step: int) -> float:
        steps = max(1, self.marks.steps())
        return 6 + (self.width() - 12) * step / steps

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(QRectF(6, self.height() / 2 - 1, self.width() - 12, 2),
                         QColor(255, 255, 255, 40))
        review = self.marks.review
        if review is None:
            return
        for d in review.flagged:
            x = self._x(d.step)
            painter.setBrush(GRADE_COLOURS.get(d.grade, style.GOLD))
            painter.setPen(Qt.PenStyle.NoPen)
            radius = 4.0 + 1.5 * ("inaccuracy", "mistake", "blunder").index(d.grade)
            painter.drawEllipse(QPointF(x, self.height() / 2), radius, radius)
        viewer = self.marks.viewer
        painter.setPen(style.INK)
        x = self._x(viewer.step)
        painter.drawLine(QPointF(x, 1), QPointF(x, self.height() - 1))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        review = self.marks.review
        if review is None or not review.flagged:
            return
        x = event.position().x()
        nearest = min(review.flagged, key=lambda d: abs(self._x(d.step) - x))
        if abs(self._x(nearest.step) - x) <= 10:
            self.marks.viewer.go(nearest.step - 1)  # the position it was decided in


class ReviewMarks(QWidget):
    """The hand viewer's review row (see the module docstring). It follows the viewer's
    ``shown`` signal and finds the review of the hand shown through the table's coach."""

    def __init__(self, viewer: MarkedViewer) -> None:
        super().__init__()
        self.setObjectName("ReviewMarks")
        # weakly: the viewer owns this row, and a viewer closed must be free to go
        self._viewer = weakref.ref(viewer)
        self.review: HandReview | None = None
        self._record: object = None
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        row = QHBoxLayout()
        self.summary = QLabel()
        self.summary.setObjectName("StatusDetail")
        self.summary.setWordWrap(True)  # (it must not hold the viewer wider than a small screen)
        row.addWidget(self.summary, 1)
        self.previous_button = QPushButton("\u25c0 " + _tr("Previous flagged move"))
        self.next_button = QPushButton(_tr("Next flagged move") + " \u25b6")
        previous, following = spec(Action.VIEWER_MARKS).keys
        for button, key in ((self.previous_button, previous), (self.next_button, following)):
            button.setToolTip(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText))
        for button, step in ((self.previous_button, -1), (self.next_button, 1)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, s=step: self.step_to_flag(s))
            row.addWidget(button)
        box.addLayout(row)
        self.strip = MarkStrip(self)
        box.addWidget(self.strip)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setObjectName("ReviewDetail")
        box.addWidget(self.detail)
        viewer.installEventFilter(self)  # Page Up / Page Down step to the graded moves
        viewer.shown.connect(self.refresh)
        reviewer = self._reviewer()
        if reviewer is not None:
            reviewer.reviewed.connect(self._on_reviewed)
        self.refresh()

    @property
    def viewer(self) -> MarkedViewer:
        viewer = self._viewer()
        assert viewer is not None  # this row lives in its viewer
        return viewer

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        viewer: object = self.viewer  # (a QObject: the viewer, seen through `MarkedViewer`)
        if watched is viewer and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent) and self.review is not None:
            previous, following = (key_of(k) for k in spec(Action.VIEWER_MARKS).keys)
            direction = {previous: -1, following: 1}.get(Qt.Key(event.key()))
            if direction is not None:
                self.step_to_flag(direction)
                return True
        return super().eventFilter(watched, event)

    def _reviewer(self) -> HandReviewer | None:
        model = self.viewer.table_model
        return reviewer_of(model) if model is not None else None

    def _on_reviewed(self, _hand: int) -> None:
        self.refresh(force=True)

    def steps(self) -> int:
        replay = self.viewer.replay
        return replay.steps if replay is not None else 0

    def step_to_flag(self, direction: int) -> bool:
        """Go to the next (1) or previous (-1) graded move; False when there is none."""
        review, step = self.review, self.viewer.step
        if review is None:
            return False
        # a graded move is shown from the position before it, where it was decided
        steps = [d.step - 1 for d in review.flagged]
        targets = [s for s in steps if s > step] if direction > 0 else \
            [s for s in steps if s < step][::-1]
        if not targets:
            return False
        self.viewer.go(targets[0])
        return True

    def refresh(self, _step: int = 0, force: bool = False) -> None:
        replay = self.viewer.replay
        record = replay.record if replay is not None else None
        if force or record is not self._record:
            self._record = record
            reviewer = self._reviewer()
            self.review = reviewer.review_of_record(record) \
                if reviewer is not None and record is not None else None
        review = self.review
        if review is None:
            self.hide()
            return
        self.show()
        counts = grade_counts(review)
        if counts:
            self.summary.setText(QCoreApplication.translate(
                "Review", "Your decisions: about %Ln point(s) lost ({counts})", "",
                round(review.cost)).format(counts=counts))
        else:
            self.summary.setText(summary_text(review))
        step = self.viewer.step
        self.previous_button.setEnabled(any(d.step - 1 < step for d in review.flagged))
        self.next_button.setEnabled(any(d.step - 1 > step for d in review.flagged))
        # the position shown is the one before the next move: if that move is graded, the row
        # says which move it is, what it cost and why, and the table shows the better move
        decision = review.at(step + 1)
        replay = self.viewer.replay
        if decision is not None and replay is not None:
            colour = GRADE_COLOURS.get(decision.grade, style.GOLD).name()
            better = hint_text(replay.game_at(step), decision.seat, decision.better) \
                if decision.better is not None else ""
            lines = [_escape(_tr("Next, move {i}: {move}").format(
                i=number(step + 1), move=replay.text_at(step + 1))),
                f'<span style="color:{colour}">\u25cf</span> ' + _escape(decision_text(decision))]
            if better:
                lines.append(_escape(_tr("Better: {move}").format(move=better)))
            self.detail.setText("<br>".join(lines))
            self.detail.show()
            self.viewer.mark_better(decision.better,
                                    _tr("Better: {move}").format(move=better) if better else "")
        else:
            self.detail.setText("")
            self.detail.hide()
            self.viewer.mark_better(None)
        self.strip.update()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def add_review_marks(viewer: MarkedViewer) -> ReviewMarks:
    """Put the review row into ``viewer`` above its buttons."""
    marks = ReviewMarks(viewer)
    viewer.box.insertWidget(viewer.box.count() - 1, marks)
    return marks


# ------------------------------------------------------------------ statistics
class ReviewTotals(Protocol):
    """A game's reviewed hands (the score history's ``GameReviewTotals``)."""

    @property
    def hands(self) -> int: ...

    @property
    def cost_per_hand(self) -> float: ...

    @property
    def mistakes(self) -> int: ...

    @property
    def blunders(self) -> int: ...

    @property
    def inaccuracies(self) -> int: ...


class ReviewTrendChart(QWidget):
    """One bar per game with reviewed hands: the points your decisions lost per hand; a line
    for the running mean of the last five games."""

    WINDOW = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewTrendChart")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.games: list[ReviewTotals] = []

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 28, line * 14)

    def minimumSizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 14, line * 8)

    def set_games(self, games: Sequence[ReviewTotals]) -> None:
        self.games = list(games)[-100:]
        self.update()

    def means(self) -> list[float]:
        """The running mean of points lost per hand over the last `WINDOW` games."""
        values = [g.cost_per_hand for g in self.games]
        return [sum(values[max(0, i - self.WINDOW + 1):i + 1]) / (i + 1 - max(0, i - self.WINDOW
                + 1)) for i in range(len(values))]

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(style.CHART_BACKGROUND))
        metrics = QFontMetrics(self.font())
        text = QColor(style.CHART_TEXT)
        if not self.games:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()).adjusted(12, 12, -12, -12),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             _tr("No hand of yours has been reviewed yet."))
            return
        values = [g.cost_per_hand for g in self.games]
        ticks = nice_ticks(0.0, max(50.0, *values))
        top = ticks[-1]
        line = metrics.height()
        title = _tr("Points lost per hand, game by game")
        legend = ((QColor(style.WON), _tr("no mistake")),
                  (GRADE_COLOURS["mistake"], _tr("with mistakes")),
                  (GRADE_COLOURS["blunder"], _tr("with blunders")))
        legend_width = sum(metrics.horizontalAdvance(label) + line * 0.9 + 14
                           for _, label in legend)
        # the legend beside the title where both fit, else on a line of its own below it
        below = 12 + metrics.horizontalAdvance(title) + 24 + legend_width > self.width()
        legend_y = line * 2.2 if below else line
        plot = QRectF(self.rect()).adjusted(
            max(metrics.horizontalAdvance(number(round(t))) for t in ticks) + 16,
            legend_y + line * 0.6, -14, -(line + 10))
        painter.setPen(text)
        painter.drawText(QPointF(12, line), title)
        x = self.width() - 12.0
        for colour, label in legend:
            x -= metrics.horizontalAdvance(label)
            painter.setPen(text)
            painter.drawText(QPointF(x, legend_y), label)
            x -= line * 0.9
            painter.fillRect(QRectF(x, legend_y - line * 0.75, line * 0.7, line * 0.7), colour)
            x -= 14
        for value in ticks:
            y = plot.bottom() - value / top * plot.height()
            painter.setPen(QColor(255, 255, 255, 28))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - line / 2, plot.left() - 8, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             number(round(value)))
        slot = plot.width() / len(values)
        gap = min(6.0, slot * 0.25)
        width = max(1.0, min(slot - gap, line * 3.0))  # a few games: bars, not a wall
        for i, value in enumerate(values):
            y = plot.bottom() - value / top * plot.height()
            colour = GRADE_COLOURS["blunder"] if self.games[i].blunders else \
                GRADE_COLOURS["mistake"] if self.games[i].mistakes else QColor(style.WON)
            painter.fillRect(QRectF(plot.left() + (i + 0.5) * slot - width / 2, y, width,
                                    max(1.5, plot.bottom() - y)), colour)
        painter.setPen(style.INK)
        points = [QPointF(plot.left() + (i + 0.5) * slot, plot.bottom() - m / top * plot.height())
                  for i, m in enumerate(self.means())]
        for a, b in zip(points, points[1:], strict=False):
            painter.drawLine(a, b)


def trend_text(games: Sequence[ReviewTotals]) -> str:
    """"Your last 5 games: about 120 points lost per hand; the 5 before: about 180." """
    if not games:
        return _tr("After each hand the computer reviews your decisions (Settings \u25b8 Aids); "
                   "here you see whether you lose fewer points over the games.")
    window = ReviewTrendChart.WINDOW
    recent = list(games)[-window:]

    def mean(gs: Sequence[ReviewTotals]) -> int:
        hands = sum(g.hands for g in gs)
        return round(sum(g.cost_per_hand * g.hands for g in gs) / hands) if hands else 0

    text = QCoreApplication.translate(
        "Review", "Your last %n game(s): you lost about {points} per hand.", "", len(recent)).format(
        points=number(mean(recent)))
    earlier = list(games)[-2 * window:-window]
    if earlier:
        before, now = mean(earlier), mean(recent)
        if now < before:
            text += " " + _tr("Before that: about {points}. You are getting better.").format(
                points=number(before))
        elif now > before:
            text += " " + _tr("Before that: about {points}.").format(points=number(before))
        else:
            text += " " + _tr("Before that: the same.")
    return text


@runtime_checkable
class ReviewSource(Protocol):
    """What the "Your decisions" tab reads (the application's ``SessionModel`` has it): the
    reviewed games, and the signal after which it reads them again. A source without them,
    or with them renamed, fails mypy where it is handed over, and the test that the session
    is one (``isinstance(session, ReviewSource)``)."""

    @property
    def history_changed(self) -> SignalInstance: ...

    def review_trend(self) -> Sequence[ReviewTotals]: ...


def add_review_tab(window: Any, source: ReviewSource) -> ReviewTrendChart:
    """The Statistics window's "Your decisions" tab, followed as ``source``'s history changes."""
    trend = source.review_trend
    chart = ReviewTrendChart()
    page = QWidget()
    page.setObjectName("DialogPage")
    layout = QVBoxLayout(page)
    layout.addWidget(chart, 1)
    caption = QLabel()
    caption.setObjectName("Hint")
    caption.setWordWrap(True)
    layout.addWidget(caption)
    window.tabs.addTab(page, _tr("Your Decisions"))

    def refresh() -> None:
        games = trend()
        chart.set_games(games)
        caption.setText(trend_text(games))

    refresh()
    source.history_changed.connect(refresh)
    window.review_chart = chart
    window.review_caption = caption
    return chart

