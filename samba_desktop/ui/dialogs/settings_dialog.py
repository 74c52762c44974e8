"""`SettingsDialog`: how the table plays and looks, and the rules for new games.

Works on a `Preferences` value: ``SettingsDialog(prefs)``, and after ``exec()`` returns
``Accepted``, ``dialog.preferences()`` holds the changed value (seats are not edited here; the
New Game dialog does that).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.qtmodel.preferences import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    DECKS,
    HAND_SORTS,
    LANGUAGES,
    MAX_AI_THINKING_TIME,
    Preferences,
)
from samba_desktop.ui.style import dialog_style

from .aids_form import AidsForm
from .labels import card_size_label, deck_label, hand_sort_label, language_label, speed_label
from .rules_form import RulesForm
from .sound_form import SoundForm


def _combo(name: str, choices: Iterable[str], label: Callable[[str], str]) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    for choice in choices:
        combo.addItem(label(choice), choice)
    return combo


def _select(combo: QComboBox, value: object) -> None:
    combo.setCurrentIndex(max(0, combo.findData(value)))


def _hint(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("Hint")
    label.setWordWrap(True)
    return label


class SettingsDialog(QDialog):
    """The Settings dialog (tabs "Table" and "Rules"). See the module docstring."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setStyleSheet(dialog_style())
        self._prefs = prefs

        self.tabs = QTabWidget()
        self.tabs.addTab(self._table_page(), self.tr("Table"))
        self.tabs.addTab(self._rules_page(), self.tr("Rules"))
        self.aids = AidsForm()
        self.tabs.addTab(self.aids, self.tr("Aids"))
        self.sound = SoundForm()
        self.tabs.addTab(self.sound, self.tr("Sound"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_defaults
        )

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.set_values(prefs)

    # ------------------------------------------------------------------ pages
    def _table_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("DialogPage")
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)

        self.speed = _combo("animation_speed", ANIMATION_SPEEDS, speed_label)
        form.addRow(self.tr("Computer speed:"), self.speed)
        self.thinking_time = QDoubleSpinBox()
        self.thinking_time.setObjectName("ai_thinking_time")
        self.thinking_time.setRange(0.0, MAX_AI_THINKING_TIME)
        self.thinking_time.setSingleStep(0.1)
        self.thinking_time.setDecimals(1)
        self.thinking_time.setSuffix(self.tr(" s"))
        # the budget of the searching (Hard) level per decision; 0 is the level's own default
        self.thinking_time.setSpecialValueText(self.tr("Automatic"))
        self.thinking_time.setToolTip(self.tr(
            "The longest a Hard computer player thinks about one decision: the longer, the "
            "stronger it plays. Most of its moves take no time. Easy and Normal do not think "
            "this long."))
        form.addRow(self.tr("Thinking time:"), self.thinking_time)

        self.deck = _combo("deck", DECKS, deck_label)
        form.addRow(self.tr("Cards:"), self.deck)
        self.card_size = _combo("card_size", CARD_SIZES, card_size_label)
        form.addRow(self.tr("Card size:"), self.card_size)
        self.hand_sort = _combo("hand_sort", HAND_SORTS, hand_sort_label)
        form.addRow(self.tr("Sort your hand:"), self.hand_sort)
        self.language = _combo("language", LANGUAGES, language_label)
        form.addRow(self.tr("Language:"), self.language)
        self.language_hint = _hint(self.tr("The new language is used as soon as you press OK."))
        # Always shown, across both columns: a note that appeared on a language change made
        # the dialog grow (OK jumped) and its wrapped text was cut off.
        form.addRow(self.language_hint)
        return page

    def _rules_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("DialogPage")
        layout = QVBoxLayout(page)
        self.rules = RulesForm(self._prefs)
        layout.addWidget(self.rules)
        layout.addWidget(_hint(self.tr("Rule changes apply from the next new game.")))
        layout.addStretch(1)
        return page

    # ------------------------------------------------------------------ values
    def set_values(self, prefs: Preferences) -> None:
        """Show ``prefs`` in the widgets."""
        _select(self.speed, prefs.animation_speed)
        self.thinking_time.setValue(prefs.ai_thinking_time)
        _select(self.deck, prefs.deck)
        _select(self.card_size, prefs.card_size)
        _select(self.hand_sort, prefs.hand_sort)
        _select(self.language, prefs.language)
        self.rules.set_values(prefs)
        self.aids.set_values(prefs)
        self.sound.set_values(prefs)

    def restore_defaults(self) -> None:
        """Show the default values (seats and players are left alone)."""
        defaults = Preferences(players=self._prefs.players, seats=self._prefs.seats)
        self.set_values(defaults)

    def preferences(self) -> Preferences:
        """The preferences as the widgets show them."""
        prefs = replace(
            self._prefs,
            animation_speed=self.speed.currentData(),
            ai_thinking_time=round(self.thinking_time.value(), 1),
            deck=self.deck.currentData(),
            card_size=self.card_size.currentData(),
            hand_sort=self.hand_sort.currentData(),
            language=self.language.currentData(),
        )
        return self.sound.apply_to(self.aids.apply_to(self.rules.apply_to(prefs)))
