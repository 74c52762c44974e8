"""`StatisticsWindow`: your record over all games, this game's scores, results over time.

It reads everything from the ``source`` it is given (the application's ``SessionModel``):
``statistics()``, ``current_scores()``, ``results_over_time()``, ``export_history(path)``,
``reset_history()`` and the ``history_changed`` signal. A problem there reaches the player
through the session's ``error`` signal; the window then simply shows what it has.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.ui.dialogs.review_view import ReviewSource, add_review_tab
from samba_desktop.ui.style import dialog_style

from .charts import ResultsChart, ScoreChart
from .labels import level_label, number, percent
from .messages import confirm_reset_statistics

if TYPE_CHECKING:  # the score history's values, as the session hands them over
    from samba_desktop.qtmodel.preferences import ScoreSeries
    from samba_desktop.qtmodel.session import GameSummary, Statistics

LEVEL_ORDER = ("easy", "normal", "hard", "mixed")


@runtime_checkable
class StatisticsSource(ReviewSource, Protocol):
    """What the window reads: the application's ``SessionModel`` (or a stand-in), whose
    ``history_changed`` signal it follows (it refreshes when it is emitted) and whose reviewed
    games it charts (`ReviewSource`). Checked by mypy where the session is handed over, and by
    the test that the session is one."""

    def statistics(self) -> Statistics | None: ...

    def current_scores(self) -> ScoreSeries: ...

    def results_over_time(self) -> list[GameSummary]: ...

    def export_history(self, path: str | Path) -> Path | None: ...

    def export_hands(self, path: str | Path) -> Path | None: ...

    def reset_history(self) -> bool: ...


class _Counts(Protocol):
    """One row of records (the score history's ``Record``)."""

    @property
    def played(self) -> int: ...

    @property
    def won(self) -> int: ...

    @property
    def lost(self) -> int: ...

    @property
    def drawn(self) -> int: ...

    @property
    def win_rate(self) -> float: ...
DASH = "\u2014"


def _label(text: str = "", name: str = "", align_right: bool = False) -> QLabel:
    label = QLabel(text)
    if name:
        label.setObjectName(name)
    if align_right:
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label


class _RecordTable(QGroupBox):
    """Rows of records (games, won, lost, draw, win rate) under a title."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(14)
        self.grid.setColumnStretch(0, 1)
        self.cells: dict[str, list[QLabel]] = {}

    def set_rows(self, rows: Sequence[tuple[str, str, _Counts]], empty: str) -> None:
        """``rows``: (key, row title, Record with played/won/lost/drawn/win_rate)."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cells = {}
        if not rows:
            self.grid.addWidget(_label(empty, "Muted"), 0, 0, 1, 6)
            return
        heads = (self.tr("Games"), self.tr("Won"), self.tr("Lost"), self.tr("Draw"),
                 self.tr("Win rate"))
        for column, text in enumerate(heads, start=1):
            self.grid.addWidget(_label(text, "ColumnHead", align_right=True), 0, column)
        for row, (key, title, record) in enumerate(rows, start=1):
            values = (number(record.played), number(record.won), number(record.lost),
                      number(record.drawn), percent(record.win_rate))
            self.grid.addWidget(_label(title), row, 0)
            cells = []
            for column, text in enumerate(values, start=1):
                cell = _label(text, align_right=True)
                self.grid.addWidget(cell, row, column)
                cells.append(cell)
            self.cells[key] = cells


class StatisticsWindow(QDialog):
    """The Statistics window (not modal: it can stay open beside the table)."""

    def __init__(self, source: StatisticsSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsWindow")
        self.setWindowTitle(self.tr("Statistics"))
        self.setStyleSheet(dialog_style())
        self.setSizeGripEnabled(True)
        self._source = source

        self.tabs = QTabWidget()
        self.tabs.addTab(self._overview_page(), self.tr("Overview"))
        self.score_chart = ScoreChart()
        self.tabs.addTab(self._chart_page(self.score_chart, self.tr(
            "Each side's total after every hand of the game on the table.")), self.tr("This Game"))
        self.results_chart = ResultsChart()
        self.tabs.addTab(self._chart_page(self.results_chart, self.tr(
            "One bar per finished game: your total minus the best other total.")),
            self.tr("Over Time"))
        add_review_tab(self, source)  # "Your decisions": the coach's reviews (ui/dialogs/review_view.py)

        self.export_button = QPushButton(self.tr("Export CSV\u2026"))
        self.export_button.setObjectName("export")
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button = QPushButton(self.tr("Reset Statistics\u2026"))
        self.reset_button.setObjectName("reset")
        self.reset_button.clicked.connect(self.reset_statistics)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.close)
        for button in (self.export_button, self.reset_button, self.close_button):
            button.setAutoDefault(False)
        self.status = _label("", "Muted")
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reset_button)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)

        source.history_changed.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------ pages
    def _overview_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("DialogPage")
        layout = QVBoxLayout(page)

        boxes = QHBoxLayout()
        self.big: dict[str, QLabel] = {}
        for key, caption in (
            ("played", self.tr("Games")),
            ("won", self.tr("Won")),
            ("lost", self.tr("Lost")),
            ("drawn", self.tr("Draws")),
            ("win_rate", self.tr("Win rate")),
        ):
            frame = QFrame()
            frame.setObjectName("StatBox")
            inner = QVBoxLayout(frame)
            value = _label(DASH, "BigNumber")
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            value.setObjectName("BigNumber")
            value.setAccessibleName(caption)
            label = _label(caption, "BigCaption")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            inner.addWidget(value)
            inner.addWidget(label)
            boxes.addWidget(frame)
            self.big[key] = value
        layout.addLayout(boxes)

        columns = QHBoxLayout()
        left = QVBoxLayout()
        self.by_level = _RecordTable(self.tr("By opponent strength"))
        self.by_players = _RecordTable(self.tr("By number of players"))
        left.addWidget(self.by_level)
        left.addWidget(self.by_players)
        left.addStretch(1)
        columns.addLayout(left, 3)

        details = QGroupBox(self.tr("Hands and melds"))
        grid = QGridLayout(details)
        grid.setHorizontalSpacing(14)
        grid.setColumnStretch(0, 1)
        self.details: dict[str, QLabel] = {}
        for row, (key, caption) in enumerate(
            (
                ("hands_played", self.tr("Hands played")),
                ("best_hand_score", self.tr("Best hand")),
                ("average_hand_score", self.tr("Average hand")),
                ("times_went_out", self.tr("Times your side went out")),
                ("longest_winning_streak", self.tr("Longest winning streak")),
                ("current_winning_streak", self.tr("Current winning streak")),
                ("canastas", self.tr("Canastas")),
                ("pure_canastas", self.tr("\u2003of them pure")),
                ("sambas", self.tr("Sambas")),
                ("bolivias", self.tr("Bolivias")),
            )
        ):
            grid.addWidget(_label(caption), row, 0)
            value = _label(DASH, align_right=True)
            grid.addWidget(value, row, 1)
            self.details[key] = value
        right = QVBoxLayout()
        right.addWidget(details)
        right.addStretch(1)
        columns.addLayout(right, 2)
        layout.addLayout(columns, 1)

        self.unfinished = _label("", "Hint")
        self.unfinished.setWordWrap(True)
        layout.addWidget(self.unfinished)
        return page

    @staticmethod
    def _chart_page(chart: QWidget, caption: str) -> QWidget:
        page = QWidget()
        page.setObjectName("DialogPage")
        layout = QVBoxLayout(page)
        layout.addWidget(chart, 1)
        hint = _label(caption, "Hint")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        return page

    # ------------------------------------------------------------------ data
    def refresh(self) -> None:
        """Read the statistics and charts again from the source."""
        stats = self._source.statistics()
        self._show_statistics(stats)
        self.score_chart.set_series(self._source.current_scores())
        self.results_chart.set_results(self._source.results_over_time())

    def _show_statistics(self, stats: Statistics | None) -> None:
        if stats is None:
            for label in (*self.big.values(), *self.details.values()):
                label.setText(DASH)
            unavailable = self.tr("The score history is not available.")
            self.by_level.set_rows([], unavailable)
            self.by_players.set_rows([], unavailable)
            self.unfinished.setText("")
            self.export_button.setEnabled(False)
            self.reset_button.setEnabled(False)
            return
        self.export_button.setEnabled(True)
        self.reset_button.setEnabled(True)
        overall = stats.overall
        self.big["played"].setText(number(overall.played))
        self.big["won"].setText(number(overall.won))
        self.big["lost"].setText(number(overall.lost))
        self.big["drawn"].setText(number(overall.drawn))
        self.big["win_rate"].setText(percent(overall.win_rate) if overall.played else DASH)

        levels = [
            (level, level_label(level), stats.by_opponent_level[level])
            for level in (*LEVEL_ORDER, *sorted(set(stats.by_opponent_level) - set(LEVEL_ORDER)))
            if level in stats.by_opponent_level
        ]
        none_yet = self.tr("No finished games yet.")
        self.by_level.set_rows(levels, none_yet)
        players = [
            (str(count), self.tr("%n players", "", count), record)
            for count, record in sorted(stats.by_players.items())
        ]
        self.by_players.set_rows(players, none_yet)

        def whole(value: int | None) -> str:
            return DASH if value is None else number(value)

        average = stats.average_hand_score
        values = {
            "hands_played": whole(stats.hands_played),
            "best_hand_score": whole(stats.best_hand_score),
            "average_hand_score": DASH if average is None else number(round(average)),
            "times_went_out": whole(stats.times_went_out),
            "longest_winning_streak": whole(stats.longest_winning_streak),
            "current_winning_streak": whole(stats.current_winning_streak),
            "canastas": whole(stats.canastas),
            "pure_canastas": whole(stats.pure_canastas),
            "sambas": whole(stats.sambas),
            "bolivias": whole(stats.bolivias),
        }
        for key, text in values.items():
            self.details[key].setText(text)
        self.unfinished.setText(
            self.tr("Unfinished games (not counted): {count}").format(count=stats.unfinished)
            if stats.unfinished
            else ""
        )

    # ------------------------------------------------------------------ actions
    def ask_export_path(self) -> str:
        """Ask where to write the CSV file ("" if cancelled)."""
        folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        if not folder or not os.path.isdir(folder):  # no Documents folder: the home folder
            folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Score History"),
            os.path.join(folder, self.tr("samba-history") + ".csv"),
            self.tr("CSV files (*.csv)"),
        )
        return path

    def export_csv(self) -> None:
        path = self.ask_export_path()
        if not path:
            return
        if not path.lower().endswith(".csv"):
            path += ".csv"
        written = self._source.export_history(path)
        if written is None:
            return
        # the hands beside the games: "<name>-hands.csv", one row per hand and side
        hands = self._source.export_hands(os.path.splitext(os.fspath(written))[0] + "-hands.csv")
        if hands is None:
            self.status.setText(self.tr("Exported to {path}").format(path=os.fspath(written)))
        else:
            self.status.setText(self.tr("Exported games to {games} and hands to {hands}").format(
                games=os.fspath(written), hands=os.path.basename(os.fspath(hands))))

    def ask_reset(self) -> bool:
        return confirm_reset_statistics(self)

    def reset_statistics(self) -> None:
        if self.ask_reset() and self._source.reset_history():
            self.status.setText(self.tr("Statistics reset."))
            self.refresh()
