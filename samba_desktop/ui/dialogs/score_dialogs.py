"""End of a hand and of the game: each side's breakdown, the score sheet, the winner."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.engine import HandResult
from samba_desktop.qtmodel import GameModel, locale_format
from samba_desktop.ui import style
from samba_desktop.ui.dialogs.review_view import add_review_column, add_review_summary
from samba_desktop.ui.dialogs.score_replay import add_deal_column, add_viewer_button


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreDialogs", text)


def signed(value: int) -> str:
    """+1,500 / −100 / 0 with a true minus sign, grouped as the player's language does."""
    return locale_format.signed(value)


def number(value: int) -> str:
    """1,500 / −90 with a true minus sign (1.500 in German, 1 500 in Swedish)."""
    return locale_format.number(value)


def _fit_height(table: QTableWidget) -> None:
    """Make the table tall enough to show every row without scrolling."""
    row = table.fontMetrics().height() + 9
    for r in range(table.rowCount()):
        table.setRowHeight(r, row)
    rows = row * table.rowCount()
    header = table.horizontalHeader().sizeHint().height()
    table.setFixedHeight(rows + header + 2 * table.frameWidth() + 2)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)


def _table(rows: int, cols: int) -> QTableWidget:
    t = QTableWidget(rows, cols)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    t.verticalHeader().setVisible(False)
    t.setShowGrid(False)
    t.setAlternatingRowColors(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    t.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    return t


#: a side's name in a column header is cut (with "…", whole on hover) only past this width;
#: a team's name longer than `_NAME_LINE` goes on two lines
_NAME_MOST = 230
_NAME_LINE = 150


def _name_headers(table: QTableWidget, names: dict[int, str], least: int,
                  fixed: bool) -> int:
    """Put side names over their ``table`` columns (column: name): a long team name with its
    members on lines of their own ("Anna Karenina &" / "Eva"), a line shortened with "…"
    only when it is wider than `_NAME_MOST`, the whole name on hover. Returns the width the
    widest name needs (at least ``least``); ``fixed`` gives each column just its own."""
    header = table.horizontalHeader()
    bold = QFont(header.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    widest = least
    for column, name in names.items():
        lines = [name]
        if metrics.horizontalAdvance(name) > _NAME_LINE:
            parts = name.split(" & ")
            lines = [part + " &" for part in parts[:-1]] + parts[-1:]
        shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, _NAME_MOST)
                 for line in lines]
        item = QTableWidgetItem("\n".join(shown))
        item.setToolTip(name)
        table.setHorizontalHeaderItem(column, item)
        width = max(least, max(metrics.horizontalAdvance(line) for line in shown) + 22)
        widest = max(widest, width)
        if fixed:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(column, width)
    return widest


def _cell(text: str, align_right: bool = True, bold: bool = False,
          colour: QColor | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment((Qt.AlignmentFlag.AlignRight if align_right
                           else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        item.setFont(style.font(13, bold=True))
    if colour is not None:
        item.setForeground(colour)
    return item


def _side_order(model: GameModel) -> list[int]:
    v = model.view
    human_side = v.side_of(model.display_seat)
    return [(human_side + k) % v.num_sides for k in range(v.num_sides)]


def breakdown_rows(model: GameModel) -> list[tuple[str, str]]:
    """(label, field) of the breakdown lines, in the order of RULES.md's worked example."""
    rows = [
        (_tr("Cards in melds"), "meld_points"),
        (_tr("Cards left in hand"), "-hand_penalty"),
        (_tr("Samba bonus"), "samba_bonus"),
        (_tr("Pure canasta bonus"), "pure_canasta_bonus"),
        (_tr("Mixed canasta bonus"), "mixed_canasta_bonus"),
    ]
    if model.view.rules.bolivia:
        rows.append((_tr("Bolivia bonus"), "bolivia_bonus"))
    rows += [
        (_tr("Going out"), "going_out_bonus"),
        (_tr("Red 3s laid"), "red_three_points"),
        (_tr("Red 3s still held"), "-red_three_penalty"),
    ]
    return rows


#: keys that would press one of the end-of-hand dialog's buttons
_PRESSING_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})


class _KeyGuard(QObject):
    """Swallows Enter and Space on the widgets it watches (until it is removed)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride) \
                and isinstance(event, QKeyEvent) and event.key() in _PRESSING_KEYS:
            event.accept()
            return True
        return False


class HandOverDialog(QDialog):
    """A hand's result: who went out and each side's score, line by line.

    ``pending``: the hand has just ended and the next one is not dealt yet, so the main button
    deals it ("Next hand", "See the result" after the last hand); otherwise it only closes.
    For its first moments (`ARM_MSEC`) Enter and Space press no button: a keyboard player's
    key meant for the table must not deal the next hand before the result could be read.
    """

    #: how long after it appears the dialog's buttons take no Enter or Space
    ARM_MSEC = 1200

    def __init__(self, model: GameModel, result: HandResult, game_over: bool = False,
                 parent: QWidget | None = None, pending: bool = True) -> None:
        super().__init__(parent)
        self.hand_number = result.hand_number
        self.pending = pending or game_over
        self.armed = False
        self._guard = _KeyGuard(self)
        self.setStyleSheet(style.DIALOG_SHEET)
        self.setWindowTitle(_tr("Hand {n} is over").format(n=result.hand_number))
        self.setModal(True)
        names = model.side_names()
        order = _side_order(model)
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 18, 22, 16)
        box.setSpacing(10)
        head = QLabel(_tr("Hand {n} is over").format(n=result.hand_number))
        head.setObjectName("DialogHeadline")
        box.addWidget(head)
        if result.went_out is not None and result.went_out == model.human_seat:
            who = _tr("You went out.")  # its own text: "Du hast ausgemacht", not "Du hat …"
        elif result.went_out is not None:
            who = _tr("{name} went out.").format(name=html.escape(model.names[result.went_out]))
        else:
            who = _tr("The stock ran out: nobody went out.")
        sub = QLabel(who)
        sub.setObjectName("Muted")
        box.addWidget(sub)
        rows = breakdown_rows(model)
        table = _table(len(rows) + 2, len(order) + 1)
        table.setHorizontalHeaderLabels([""] + [names[s] for s in order])
        for r, (label, field) in enumerate(rows):
            table.setItem(r, 0, _cell(label, align_right=False))
            for c, side in enumerate(order):
                b = result.sides[side]
                value = getattr(b, field.lstrip("-"))
                value = -value if field.startswith("-") else value
                colour = style.INK_FAINT if value == 0 else None
                table.setItem(r, c + 1, _cell(signed(value), colour=colour))
        total_row = len(rows)
        table.setItem(total_row, 0, _cell(_tr("This hand"), align_right=False, bold=True))
        table.setItem(total_row + 1, 0, _cell(_tr("Game total"), align_right=False, bold=True))
        scores = _totals_after(model, result.hand_number)
        for c, side in enumerate(order):
            table.setItem(total_row, c + 1, _cell(signed(result.totals[side]), bold=True,
                                                  colour=style.GOLD))
            table.setItem(total_row + 1, c + 1, _cell(number(scores[side]), bold=True))
        widest = _name_headers(table, {c + 1: names[s] for c, s in enumerate(order)}, 130,
                               fixed=False)
        table.setMinimumWidth(180 + widest * len(order))
        self.table = table
        box.addWidget(table)
        buttons = QHBoxLayout()
        self.sheet_button = QPushButton(_tr("Score sheet"))
        buttons.addWidget(self.sheet_button)
        buttons.addStretch(1)
        if game_over:
            text = _tr("See the result")
        else:
            text = _tr("Next hand") if self.pending else _tr("Close")
        self.next_button = QPushButton(text)
        self.next_button.setObjectName("Primary")
        self.next_button.clicked.connect(self.accept)
        buttons.addWidget(self.next_button)
        box.addLayout(buttons)
        self.sheet_button.clicked.connect(
            lambda: ScoreSheetDialog(model, self).exec())
        self.step_button = add_viewer_button(self, buttons, model,  # ui/dialogs/score_replay.py
                                             result.hand_number)
        self.review_summary = add_review_summary(box, model, result.hand_number)  # review_view

    def showEvent(self, event: QShowEvent) -> None:
        # rows get their final height once the style sheet applies: fit the table then
        _fit_height(self.table)
        self.adjustSize()
        super().showEvent(event)
        if not self.armed:
            for widget in (self, *self.findChildren(QWidget)):
                widget.installEventFilter(self._guard)
            QTimer.singleShot(self.ARM_MSEC, self._arm)

    def _arm(self) -> None:
        """From now on Enter presses the main button."""
        if self.armed:
            return
        self.armed = True
        for widget in (self, *self.findChildren(QWidget)):
            widget.removeEventFilter(self._guard)
        self.next_button.setDefault(True)
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)


def _totals_after(model: GameModel, hand_number: int) -> list[int]:
    """Each side's game total right after hand ``hand_number``."""
    scores = list(model.view.scores)
    for later in model.view.hand_results:
        if later.hand_number > hand_number:
            scores = [s - t for s, t in zip(scores, later.totals, strict=True)]
    return scores


class ScoreSheetDialog(QDialog):
    """Every hand's score per side, and the running totals."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setStyleSheet(style.DIALOG_SHEET)
        self.setWindowTitle(_tr("Score sheet"))
        names = model.side_names()
        order = _side_order(model)
        results = model.view.hand_results
        box = QVBoxLayout(self)
        box.setContentsMargins(20, 16, 20, 14)
        head = QLabel(_tr("Score sheet"))
        head.setObjectName("DialogHeadline")
        box.addWidget(head)
        target = QLabel(_tr("First side to {n} wins.").format(
            n=number(model.view.rules.target_score)))
        target.setObjectName("Muted")
        box.addWidget(target)
        table = _table(max(1, len(results)), 1 + 2 * len(order))
        labels = [_tr("Hand")]
        for side in order:
            labels += [names[side], _tr("total")]
        table.setHorizontalHeaderLabels(labels)
        running = [0] * len(names)
        for r, result in enumerate(results):
            table.setItem(r, 0, _cell(str(result.hand_number), align_right=False))
            for side, total in enumerate(result.totals):
                running[side] += total
            for c, side in enumerate(order):
                table.setItem(r, 1 + 2 * c, _cell(signed(result.totals[side])))
                table.setItem(r, 2 + 2 * c, _cell(number(running[side]), bold=True))
        if not results:
            table.setItem(0, 0, _cell(_tr("No hand finished yet."), align_right=False,
                                      colour=style.INK_MUTED))
            table.setSpan(0, 0, 1, table.columnCount())
        self.table = table
        # the names' columns just as wide as their names; the totals' columns take the rest
        widest = _name_headers(table, {1 + 2 * c: names[s] for c, s in enumerate(order)}, 100,
                               fixed=True)
        table.setMinimumWidth(120 + (90 + widest) * len(order))
        table.setMinimumHeight(min(480, 40 + 30 * max(1, len(results))))
        box.addWidget(table)
        close = QPushButton(_tr("Close"))
        close.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        box.addLayout(row)
        # the points lost by the player's decisions (ui/dialogs/review_view.py)
        add_review_column(table, model, [result.hand_number for result in results])
        # the replays (ui/dialogs/score_replay.py): none before the first hand is over
        deal = add_deal_column(self, table, box, model)
        self.hand_choice = deal.hand_choice if deal is not None else None
        self.step_button = deal.step_button if deal is not None else None
        self.replay_button = deal.replay_button if deal is not None else None
        # the chosen hand's summary, as the end-of-hand dialog showed it
        self.summary_button: QPushButton | None = None
        if deal is not None:
            self.summary_button = QPushButton(_tr("Hand summary"))
            self.summary_button.clicked.connect(
                lambda _=False: self.show_summary(deal.hand_choice.currentData()))
            row.insertWidget(0, self.summary_button)

    def show_summary(self, hand_number: int) -> None:
        """The summary of finished hand ``hand_number`` (only to read: it deals nothing)."""
        result = next((r for r in self._model.view.hand_results
                       if r.hand_number == hand_number), None)
        if result is None:
            return
        dialog = HandOverDialog(self._model, result, parent=self, pending=False)
        dialog.exec()
        dialog.deleteLater()


class GameOverDialog(QDialog):
    """The winner (or a draw), the final totals, and "New game"."""

    def __init__(self, model: GameModel, winner: int | None, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.setStyleSheet(style.DIALOG_SHEET)
        self.setWindowTitle(_tr("Game over"))
        self.setMinimumWidth(400)
        names = model.side_names()
        order = _side_order(model)
        human_side = model.view.side_of(model.display_seat)
        box = QVBoxLayout(self)
        box.setContentsMargins(26, 20, 26, 16)
        box.setSpacing(10)
        if winner is None:
            text = _tr("A draw!")
        elif winner == human_side and model.human_seat is not None:
            text = _tr("You win the game!") if len(model.side_members(winner)) == 1 else \
                _tr("Your side wins the game!")
        elif model.human_seat is not None and model.view.num_sides == 2 \
                and len(model.side_members(winner)) > 1:
            text = _tr("The opponents win the game.")
        else:
            text = _tr("{name} win the game.").format(name=names[winner]) \
                if len(model.side_members(winner)) > 1 else \
                _tr("{name} wins the game.").format(name=names[winner])
        self.headline = QLabel(text)
        self.headline.setObjectName("DialogHeadline")
        box.addWidget(self.headline)
        scores = model.view.scores
        hands = model.view.hand_number
        sub = QLabel(QCoreApplication.translate("ScoreDialogs", "Final totals after %n hand(s)",
                                                "", hands))
        sub.setObjectName("Muted")
        box.addWidget(sub)
        for side in sorted(order, key=lambda s: -scores[s]):
            colour = style.side_colour(side, human_side, model.view.num_sides)
            line = QLabel(f"<span style='color:{colour.name()}'>\u25cf</span>&nbsp; "
                          f"<b>{html.escape(names[side])}</b>"
                          f"<span style='color:{style.MUTED_TEXT}'>&nbsp;&nbsp;{number(scores[side])}</span>")
            line.setStyleSheet("font-size: 15px;")
            box.addWidget(line)
        row = QHBoxLayout()
        self.sheet_button = QPushButton(_tr("Score sheet"))
        self.sheet_button.clicked.connect(lambda: ScoreSheetDialog(model, self).exec())
        row.addWidget(self.sheet_button)
        row.addStretch(1)
        close = QPushButton(_tr("Close"))
        close.clicked.connect(self.reject)
        row.addWidget(close)
        self.new_button = QPushButton(_tr("New game"))
        self.new_button.setObjectName("Primary")
        self.new_button.setDefault(True)
        self.new_button.clicked.connect(self.accept)
        row.addWidget(self.new_button)
        box.addLayout(row)
