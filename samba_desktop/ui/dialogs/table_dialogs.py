"""Tables that friends join: Game ▸ Host a table… (`HostTableDialog`), the host's lobby
(`LobbyDialog`) and Game ▸ Join a table… (`JoinTableDialog`).

They only gather the player's choices and show the table's state; the window's commands
(ui.window.table_commands) host, join and play through the model layer.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.engine import Rules, seats_of, sides_for
from samba_desktop.qtmodel.hosted_table import SeatInfo, SeatKind, SeatPlan
from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.ui import style

from .labels import level_label
from .new_game_dialog import clean_name
from .rules_form import RulesForm


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableDialogs", text)


def plan_label(plan: SeatPlan) -> str:
    return {SeatPlan.HUMAN: _tr("A friend"), SeatPlan.EASY: _tr("Computer: Easy"),
            SeatPlan.NORMAL: _tr("Computer: Normal"), SeatPlan.HARD: _tr("Computer: Hard")}[plan]


def lobby_line(info: SeatInfo) -> str:
    """A seat in the host's lobby, as one says it: who sits there and how they are."""
    n = info.seat + 1
    if info.kind is SeatKind.OPEN:
        return _tr("Seat {n}: waiting for a friend to join").format(n=n)
    if info.host:
        return _tr("Seat {n}: {name} (you, hosting)").format(n=n, name=info.name)
    if info.kind is SeatKind.HUMAN:
        return _tr("Seat {n}: {name} has joined").format(n=n, name=info.name)
    if info.kind is SeatKind.AWAY:
        return _tr("Seat {n}: {name} is away (the seat is kept)").format(n=n, name=info.name)
    if info.level is None:
        return _tr("Seat {n}: {name}, a computer").format(n=n, name=info.name)
    return _tr("Seat {n}: {name}, a computer ({level})").format(
        n=n, name=info.name, level=level_label(info.level.value))


@dataclass(frozen=True)
class HostChoice:
    """What Host a table… chose: the rules, each seat's plan (seat 0 is the host's own) and
    the host's name."""

    rules: Rules
    plans: list[SeatPlan]
    name: str
    shown: bool = False  # shown on the local network (its link with it)


class HostTableDialog(QDialog):
    """The rules and, per seat, a friend or a computer level."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HostTableDialog")
        self.setStyleSheet(style.dialog_style())  # dark, as the app's other dialogs
        self.setWindowTitle(_tr("Host a table"))
        self._prefs = prefs
        layout = QVBoxLayout(self)
        intro = QLabel(_tr("Friends join with the link you are given next. Seats you do not "
                           "give to a friend are played by computers."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.name = QLineEdit(prefs.table_name)
        self.name.setObjectName("host_name")
        self.name.setPlaceholderText(_tr("Your name"))
        form.addRow(_tr("Your name:"), self.name)
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, 6)
        self.players.setValue(prefs.players)
        form.addRow(_tr("Players:"), self.players)
        layout.addLayout(form)
        self._seats_form = QFormLayout()
        self.seat_boxes: list[QComboBox] = []
        layout.addLayout(self._seats_form)
        self.rules = RulesForm(prefs)
        layout.addWidget(self.rules)
        self.shown = QCheckBox(_tr("Show this table on the local network"))
        self.shown.setObjectName("shown")
        self.shown.setChecked(prefs.show_table)  # as the last table hosted
        layout.addWidget(self.shown)
        shown_note = QLabel(_tr("Anyone on this network (at home, say) then finds it under "
                                "Join a table and may join without the link. Leave it off on "
                                "a network you share with strangers."))
        shown_note.setWordWrap(True)
        shown_note.setObjectName("Hint")
        layout.addWidget(shown_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.host_button = buttons.addButton(_tr("Host"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.host_button.setObjectName("host_button")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(self._seat_rows)
        self._seat_rows()

    def _seat_rows(self) -> None:
        while self._seats_form.rowCount():
            self._seats_form.removeRow(0)
        self.seat_boxes = []
        for seat in range(1, self.players.value()):
            box = QComboBox()
            box.setObjectName(f"seat_{seat}")
            for plan in SeatPlan:
                box.addItem(plan_label(plan), plan)
            box.setCurrentIndex(0 if seat == 1 else 2)
            self.seat_boxes.append(box)
            self._seats_form.addRow(_tr("Seat {n}:").format(n=seat + 1), box)
        # made after the rules, the seats would come last on Tab: they follow the players
        previous: QWidget = self.players
        for box in self.seat_boxes:
            QWidget.setTabOrder(previous, box)
            previous = box
        # once the new rows are shown (their sizes known)
        QTimer.singleShot(0, self._fit_height)

    def _fit_height(self) -> None:
        """Fit the height to the rows (a shown dialog keeps its size: new seat rows would
        squeeze the rules until their texts were cut, fewer would leave gaps), within the
        screen."""
        layout = self.layout()
        if not self.isVisible() or layout is None:
            return
        layout.activate()
        wanted = self.heightForWidth(self.width())  # (wrapped texts: at this width)
        if wanted < 0:
            wanted = self.sizeHint().height()
        height = min(wanted, self.screen().availableGeometry().height())
        if self.height() != height:
            self.resize(self.width(), height)

    def typed_name(self) -> str:
        """The name typed ("" for none: the host is then called "Host")."""
        return clean_name(self.name.text(), "")

    def choice(self) -> HostChoice:
        prefs = self.rules.apply_to(self._prefs.with_players(self.players.value()))
        plans = [SeatPlan.HUMAN] + [SeatPlan(box.currentData()) for box in self.seat_boxes]
        return HostChoice(prefs.to_rules(), plans, clean_name(self.name.text(), _tr("Host")),
                          self.shown.isChecked())


def seats_heading(players: int) -> str:
    """The lobby's heading of the seats: at 4 and 6 players, which seats are partners."""
    sides = sides_for(players)
    if players < 2 or sides == players:
        return _tr("Who sits where:")
    pairs = ", ".join(_tr("{a} and {b}").format(a=first + 1, b=second + 1)
                      for first, second in (seats_of(side, players) for side in range(sides)))
    return _tr("Who sits where (partners sit opposite each other: seats {pairs}):").format(
        pairs=pairs)


class LobbyDialog(QDialog):
    """The host's lobby: the link with a Copy button, who sits where (seats swapped by moving
    a player up or down), and Start."""

    swap_requested = Signal(int, int)

    def __init__(self, link: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyDialog")
        self.setStyleSheet(style.dialog_style())  # dark, as the app's other dialogs
        self.setWindowTitle(_tr("Your table"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(_tr("Send this link to the friends you invite:")))
        row = QHBoxLayout()
        self.link = QLineEdit(link)
        self.link.setObjectName("link")
        self.link.setReadOnly(True)
        self.link.setMinimumWidth(420)
        self.link.setCursorPosition(0)  # the link's start in sight: samba://host:port/…
        row.addWidget(self.link, 1)
        self.copy_button = QPushButton(_tr("Copy"))
        self.copy_button.setObjectName("copy_button")
        self.copy_button.clicked.connect(self.copy_link)
        row.addWidget(self.copy_button)
        layout.addLayout(row)
        self.seats_heading = QLabel(_tr("Who sits where:"))  # (the partners once seated)
        layout.addWidget(self.seats_heading)
        self.seats = QListWidget()
        self.seats.setObjectName("seats")
        layout.addWidget(self.seats)
        moves = QHBoxLayout()
        self.up_button = QPushButton(_tr("Move up"))
        self.up_button.setObjectName("up_button")
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button = QPushButton(_tr("Move down"))
        self.down_button.setObjectName("down_button")
        self.down_button.clicked.connect(lambda: self._move(1))
        moves.addWidget(self.up_button)
        moves.addWidget(self.down_button)
        moves.addStretch(1)
        layout.addLayout(moves)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(_tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("start_button")
        self.stop_button = buttons.addButton(_tr("Stop hosting"),
                                             QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_seats([])

    def copy_link(self) -> None:
        QGuiApplication.clipboard().setText(self.link.text())
        self.copy_button.setText(_tr("Copied"))

    def _move(self, step: int) -> None:
        row = self.seats.currentRow()
        other = row + step
        if row < 0 or not 0 <= other < self.seats.count():
            return
        self.swap_requested.emit(row, other)
        self.seats.setCurrentRow(other)

    def show_seats(self, seats: list[SeatInfo]) -> None:
        self.seats_heading.setText(seats_heading(len(seats)))
        current = self.seats.currentRow()
        self.seats.clear()
        waiting = 0
        for info in seats:
            waiting += info.kind is SeatKind.OPEN
            item = QListWidgetItem(lobby_line(info))
            item.setData(Qt.ItemDataRole.UserRole, info.seat)
            self.seats.addItem(item)
        if 0 <= current < self.seats.count():
            self.seats.setCurrentRow(current)
        self.note.setText(
            QCoreApplication.translate(
                "TableDialogs", "Start now and computers play the %n seat(s) nobody has taken.",
                "", waiting)
            if waiting else _tr("Everyone is here."))


class JoinTableDialog(QDialog):
    """Paste a table's link, or pick a table found on the local network."""

    def __init__(self, link: str = "", name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JoinTableDialog")
        self.setStyleSheet(style.dialog_style())  # dark, as the app's other dialogs
        self.setWindowTitle(_tr("Join a table"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.link = QLineEdit(link)
        self.link.setObjectName("link")
        self.link.setPlaceholderText("samba://…")
        self.link.setMinimumWidth(420)
        form.addRow(_tr("Link:"), self.link)
        self.name = QLineEdit(name)
        self.name.setObjectName("name")
        self.name.setPlaceholderText(_tr("Your name"))
        form.addRow(_tr("Your name:"), self.name)
        if link:  # opened with a link (a samba: link clicked): its start in sight
            self.link.setCursorPosition(0)
        layout.addLayout(form)
        layout.addWidget(QLabel(_tr("Tables on this network:")))
        self.found = QListWidget()
        self.found.setObjectName("found")
        self.found.currentItemChanged.connect(self._picked)
        layout.addWidget(self.found)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(style.PROBLEM_SHEET)
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = buttons.addButton(_tr("Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("join_button")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_found([])

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.link.text() and not self.name.text():  # the name is what is missing
            self.name.setFocus()

    def typed_name(self) -> str:
        """The name typed, as a player's name may be ("" for none: "Guest" joins)."""
        return clean_name(self.name.text(), "")

    def show_found(self, tables: list[tuple[str, str, str]]) -> None:
        """(name, link, host) of each table shown on the local network (``host``: the name
        of the player who hosts it from the app, "" for a table named by ``serve``)."""
        self.found.clear()
        for name, link, host in tables:
            item = QListWidgetItem(_tr("{name}\u2019s table").format(name=host) if host else name)
            item.setData(Qt.ItemDataRole.UserRole, link)
            self.found.addItem(item)
        if not tables:
            item = QListWidgetItem(_tr("(none found yet)"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found.addItem(item)

    def _picked(self, item: QListWidgetItem | None) -> None:
        link = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(link, str):
            self.link.setText(link)
            self.link.setCursorPosition(0)  # its start in sight, as a link opened with

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
