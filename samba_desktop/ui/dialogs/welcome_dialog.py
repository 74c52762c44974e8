"""`WelcomeDialog`: the first start. Who plays (alone or with a partner), how strong the
computers are, and where the rules are explained.

Works on a `Preferences` value: ``dialog.preferences()`` holds the table chosen (the player at
seat 0, computers elsewhere). ``rules_requested`` asks the window to show the rules.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.qtmodel.preferences import AI_LEVELS, Preferences, SeatChoice, default_seat
from samba_desktop.ui.style import dialog_style

from .labels import level_label

# The tables offered, by number of players.
TABLES = (4, 2, 3, 6)


class WelcomeDialog(QDialog):
    """The first-start welcome. See the module docstring."""

    rules_requested = Signal()

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WelcomeDialog")
        self.setWindowTitle(self.tr("Welcome to Samba Desktop"))
        self.setStyleSheet(dialog_style())
        self._prefs = prefs

        headline = QLabel(self.tr("Welcome to Samba Desktop"))
        headline.setObjectName("Headline")
        intro = QLabel(self.tr(
            "Samba is Canasta with three decks: build melds of one rank and sequences of one "
            "suit, grow them into canastas and sambas, and be first to go out."))
        intro.setWordWrap(True)

        question = QLabel(self.tr("How would you like to play?"))
        question.setObjectName("ColumnHead")
        texts = {
            4: self.tr("With a computer partner, against two computers (4 players)"),
            2: self.tr("Alone against one computer (2 players)"),
            3: self.tr("Alone against two computers (3 players)"),
            6: self.tr("With a computer partner, against four computers in two pairs "
                       "(6 players)"),
        }
        self.tables = QButtonGroup(self)
        choices = QVBoxLayout()
        wanted = prefs.players if prefs.players in TABLES else 4
        for players in TABLES:
            button = QRadioButton(texts[players])
            button.setObjectName(f"players{players}")
            button.setChecked(players == wanted)
            self.tables.addButton(button, players)
            choices.addWidget(button)

        self.level = QComboBox()
        self.level.setObjectName("level")
        for level in AI_LEVELS:
            self.level.addItem(level_label(level), level)
        computers = [s for s in prefs.seats if s.kind != "human"]
        current = computers[0].level if computers else "normal"
        self.level.setCurrentIndex(max(0, self.level.findData(current)))
        level_label_widget = QLabel(self.tr("Strength of the computers:"))
        level_label_widget.setBuddy(self.level)
        level_row = QHBoxLayout()
        level_row.addWidget(level_label_widget)
        level_row.addWidget(self.level)
        level_row.addStretch(1)

        pointer = QLabel(self.tr(
            "New to Samba? Help \u25b8 Rules (F1) explains the game, and Hint (H) at the "
            "table suggests a move. You can change all of this later under Game \u25b8 New "
            "game and Settings."))
        pointer.setObjectName("Hint")
        pointer.setWordWrap(True)

        self.rules_button = QPushButton(self.tr("Read the rules"))
        self.rules_button.setObjectName("rules")
        self.rules_button.setAutoDefault(False)
        self.rules_button.clicked.connect(self.rules_requested)
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton(
            self.tr("Start playing"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("Primary")
        self.start_button.setDefault(True)
        self.buttons.addButton(self.rules_button, QDialogButtonBox.ButtonRole.HelpRole)
        # the lesson (Help ▸ Learn to play), offered here once: a guided first hand
        self.lesson_chosen = False
        self.lesson_button = self.buttons.addButton(
            self.tr("Learn to play first"), QDialogButtonBox.ButtonRole.ActionRole)
        self.lesson_button.setObjectName("lesson")
        self.lesson_button.setAutoDefault(False)
        self.lesson_button.setToolTip(self.tr(
            "A guided first hand: the table shows one step at a time and waits for you."))
        self.lesson_button.clicked.connect(self._learn_first)
        self.buttons.accepted.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(intro)
        layout.addSpacing(8)
        layout.addWidget(question)
        layout.addLayout(choices)
        layout.addSpacing(4)
        layout.addLayout(level_row)
        layout.addSpacing(8)
        layout.addWidget(pointer)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 36)

    def _learn_first(self) -> None:
        self.lesson_chosen = True
        self.accept()

    def players(self) -> int:
        return self.tables.checkedId()

    def preferences(self) -> Preferences:
        """The player at seat 0 and computers of the chosen strength elsewhere (their names
        kept)."""
        count = self.players()
        level = self.level.currentData()
        seats = []
        for index in range(count):
            old = self._prefs.seats[index] if index < len(self._prefs.seats) \
                else default_seat(index)
            if index == 0:
                name = old.name if old.kind == "human" else default_seat(0).name
                seats.append(SeatChoice("human", level, name))
            else:
                name = old.name if old.kind != "human" else default_seat(index).name
                seats.append(SeatChoice("computer", level, name))
        return replace(self._prefs, players=count, seats=tuple(seats))
