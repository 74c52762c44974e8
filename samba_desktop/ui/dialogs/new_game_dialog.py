"""`NewGameDialog`: who plays (2 to 6 seats, human or computer, strength, name) and the rules.

Works on a `Preferences` value: after ``exec()`` returns ``Accepted``, ``dialog.preferences()``
holds the players, seats and rule options chosen. At most one seat is human: choosing "Human"
for a seat makes the previous human seat a computer.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.engine import side_of
from samba_desktop.qtmodel.config import localized_name, name_key
from samba_desktop.qtmodel.preferences import (
    AI_LEVELS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYER_KINDS,
    Preferences,
    SeatChoice,
    default_seat,
    number_of_sides,
    partner_groups,
)
from samba_desktop.ui import style
from samba_desktop.ui.style import dialog_style, side_colour

from .labels import kind_label, level_label
from .rules_form import RulesForm


def clean_name(text: str, fallback: str) -> str:
    """A usable player name: control characters dropped, trimmed, cut to the maximum length."""
    text = "".join(c for c in text if unicodedata.category(c) not in ("Cc", "Cs")).strip()
    return text[:MAX_NAME_LENGTH] or fallback


@dataclass
class _SeatRow:
    number: QLabel
    kind: QComboBox
    level: QComboBox
    name: QLineEdit
    partner: QLabel
    fallback: str

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.kind, self.level, self.name, self.partner)


class NewGameDialog(QDialog):
    """The New Game dialog. See the module docstring."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New Game"))
        self.setStyleSheet(dialog_style())
        self._prefs = prefs

        players_box = QGroupBox(self.tr("Players"))
        players_layout = QVBoxLayout(players_box)
        count_row = QHBoxLayout()
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(MIN_PLAYERS, MAX_PLAYERS)
        count_label = QLabel(self.tr("Number of players:"))
        count_label.setBuddy(self.players)
        count_row.addWidget(count_label)
        count_row.addWidget(self.players)
        count_row.addStretch(1)
        players_layout.addLayout(count_row)

        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        for column, text in enumerate(
            (self.tr("Seat"), self.tr("Player"), self.tr("Strength"), self.tr("Name"),
             self.tr("Partner"))
        ):
            head = QLabel(text)
            head.setObjectName("ColumnHead")
            grid.addWidget(head, 0, column)
        grid.setColumnStretch(3, 1)
        self.rows: list[_SeatRow] = []
        for index in range(MAX_PLAYERS):
            seat = prefs.seats[index] if index < len(prefs.seats) else default_seat(index)
            row = self._make_row(index, seat)
            self.rows.append(row)
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, index + 1, column)
        players_layout.addLayout(grid)
        self.partners = QLabel()
        self.partners.setObjectName("Hint")
        self.partners.setWordWrap(True)
        players_layout.addWidget(self.partners)
        players_layout.addStretch(1)

        rules_box = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(rules_box)
        self.rules = RulesForm(prefs, labels_above=True)
        rules_layout.addWidget(self.rules)
        rules_layout.addStretch(1)

        columns = QHBoxLayout()
        columns.addWidget(players_box, 3)
        columns.addWidget(rules_box, 2)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton(
            self.tr("Start Game"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.start_button.setObjectName("Primary")
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.buttons)

        self.players.valueChanged.connect(self._players_changed)
        self.players.setValue(prefs.players)
        self._players_changed()

    # ------------------------------------------------------------------ rows
    def _make_row(self, index: int, seat: SeatChoice) -> _SeatRow:
        number = QLabel(str(index + 1))
        number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        number.setMinimumWidth(number.fontMetrics().horizontalAdvance("00") + 10)
        kind = QComboBox()
        kind.setObjectName(f"seat{index}_kind")
        for choice in PLAYER_KINDS:
            kind.addItem(kind_label(choice), choice)
        kind.setCurrentIndex(max(0, kind.findData(seat.kind)))
        level = QComboBox()
        level.setObjectName(f"seat{index}_level")
        for choice in AI_LEVELS:
            level.addItem(level_label(choice), choice)
        level.setCurrentIndex(max(0, level.findData(seat.level)))
        name = QLineEdit(localized_name(seat.name))
        name.setObjectName(f"seat{index}_name")
        name.setMaxLength(MAX_NAME_LENGTH)
        name.setMinimumWidth(name.fontMetrics().horizontalAdvance("M" * 8))
        fallback = localized_name(default_seat(index).name)
        name.setPlaceholderText(fallback)
        partner = QLabel()
        partner.setObjectName("Muted")
        row = _SeatRow(number, kind, level, name, partner, fallback)
        kind.currentIndexChanged.connect(lambda _i, r=row: self._kind_changed(r))
        name.textChanged.connect(self._update_partners)
        level.setEnabled(seat.kind != "human")
        return row

    def _kind_changed(self, row: _SeatRow) -> None:
        human = row.kind.currentData() == "human"
        row.level.setEnabled(not human)
        if human:  # one human at the table: the other seats become computers
            for other in self.rows:
                if other is not row and other.kind.currentData() == "human":
                    other.kind.setCurrentIndex(other.kind.findData("computer"))

    def _players_changed(self) -> None:
        count = self.players.value()
        for index, row in enumerate(self.rows):
            for widget in row.widgets():
                widget.setVisible(index < count)
        self._update_partners()

    def _update_partners(self) -> None:
        count = self.players.value()
        sides = number_of_sides(count)
        names = [self._name(i) for i in range(count)]
        human = next((i for i in range(count) if self.rows[i].kind.currentData() == "human"), 0)
        for index, row in enumerate(self.rows[:count]):
            side = side_of(index, count)
            colour = side_colour(side, side_of(human, count), sides).name()
            row.number.setStyleSheet(
                f"background: {colour}; color: {style.CARD_INK}; border-radius: 9px;"
                " font-weight: bold; padding: 1px 4px;"
            )
            if sides == count:
                row.partner.setText("\u2014")
            else:
                partner = (index + sides) % count
                row.partner.setText(f"{partner + 1} \u00b7 {names[partner]}")
        if sides == count:
            self.partners.setText(self.tr("Everyone plays alone."))
        else:
            groups = ", ".join(" + ".join(str(s + 1) for s in g) for g in partner_groups(count))
            self.partners.setText(
                self.tr("Partners sit opposite each other and score together: seats {groups}.")
                .format(groups=groups)
            )

    def _name(self, index: int) -> str:
        row = self.rows[index]
        return clean_name(row.name.text(), row.fallback)

    # ------------------------------------------------------------------ result
    def seats(self) -> tuple[SeatChoice, ...]:
        """The seats as chosen, for the number of players chosen (a default name kept as its
        key, so that it is shown in whatever language is current)."""
        return tuple(
            SeatChoice(row.kind.currentData(), row.level.currentData(), name_key(self._name(index)))
            for index, row in enumerate(self.rows[: self.players.value()])
        )

    def preferences(self) -> Preferences:
        """The players, seats and rule options chosen, in the preferences passed in."""
        seats = self.seats()
        prefs = replace(self._prefs, players=len(seats), seats=seats)
        return self.rules.apply_to(prefs)
