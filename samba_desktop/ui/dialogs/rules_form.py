"""`RulesForm`: the rule options of a game (target score, red 3s, cards kept, bolivia, hand limit).

Shared by the Settings dialog (the rules for new games) and the New Game dialog.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from samba_desktop.qtmodel.preferences import (
    KEEP_CARDS,
    MAX_HANDS_LIMIT,
    MAX_TARGET_SCORE,
    MIN_TARGET_SCORE,
    RED_THREES,
    TARGET_SCORE_PRESETS,
    Preferences,
)

from .labels import keep_cards_label, number, red_threes_label

CUSTOM = -1


class RulesForm(QWidget):
    """Edits the rule options of a `Preferences`; ``apply_to(prefs)`` returns them changed."""

    def __init__(
        self, prefs: Preferences, parent: QWidget | None = None, *, labels_above: bool = False
    ) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(
            QFormLayout.RowWrapPolicy.WrapAllRows
            if labels_above
            else QFormLayout.RowWrapPolicy.WrapLongRows
        )

        self.target = QComboBox()
        self.target.setObjectName("target_score")
        for value in TARGET_SCORE_PRESETS:
            self.target.addItem(number(value), value)
        self.target.addItem(self.tr("Custom"), CUSTOM)
        self.custom_target = QSpinBox()
        self.custom_target.setObjectName("custom_target_score")
        self.custom_target.setRange(MIN_TARGET_SCORE, MAX_TARGET_SCORE)
        self.custom_target.setSingleStep(500)
        self.custom_target.setGroupSeparatorShown(True)
        self.custom_target.setAccessibleName(self.tr("Custom target score"))
        target_row = QHBoxLayout()
        target_row.addWidget(self.target, 1)
        target_row.addWidget(self.custom_target, 1)
        form.addRow(self.tr("Target score:"), target_row)

        self.red_threes = QComboBox()
        self.red_threes.setObjectName("red_threes")
        for choice in RED_THREES:
            self.red_threes.addItem(red_threes_label(choice), choice)
        form.addRow(self.tr("Red 3s:"), self.red_threes)

        self.keep_cards = QComboBox()
        self.keep_cards.setObjectName("keep_cards")
        for count in KEEP_CARDS:
            self.keep_cards.addItem(keep_cards_label(count), count)
        self.keep_cards.setToolTip(
            self.tr("What a player keeps in hand while the side may not go out yet.")
        )
        form.addRow(self.tr("Before going out:"), self.keep_cards)

        self.bolivia = QCheckBox(self.tr("Bolivia: melds of wild cards only"))
        self.bolivia.setObjectName("bolivia")
        self.bolivia.setToolTip(
            self.tr("Seven wild cards make a bolivia, worth 2,500; going out then needs a samba.")
        )
        form.addRow("", self.bolivia)

        self.max_hands = QSpinBox()
        self.max_hands.setObjectName("max_hands")
        self.max_hands.setRange(0, MAX_HANDS_LIMIT)
        self.max_hands.setSpecialValueText(self.tr("No limit"))
        self.max_hands.setToolTip(
            self.tr("A game that reaches this many hands without a winner is a draw.")
        )
        self.max_hands.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        form.addRow(self.tr("Hand limit:"), self.max_hands)

        self.target.currentIndexChanged.connect(self._target_chosen)
        self.set_values(prefs)

    def set_values(self, prefs: Preferences) -> None:
        """Show the rule options of ``prefs``."""
        index = self.target.findData(prefs.target_score)
        self.custom_target.setValue(prefs.target_score)
        self.target.setCurrentIndex(index if index >= 0 else self.target.findData(CUSTOM))
        self._target_chosen()
        self.red_threes.setCurrentIndex(max(0, self.red_threes.findData(prefs.red_threes)))
        self.keep_cards.setCurrentIndex(max(0, self.keep_cards.findData(prefs.keep_cards)))
        self.bolivia.setChecked(prefs.bolivia)
        self.max_hands.setValue(prefs.max_hands or 0)

    def target_score(self) -> int:
        value = self.target.currentData()
        return self.custom_target.value() if value == CUSTOM else int(value)

    def apply_to(self, prefs: Preferences) -> Preferences:
        """``prefs`` with the rule options shown."""
        return replace(
            prefs,
            target_score=self.target_score(),
            red_threes=self.red_threes.currentData(),
            keep_cards=int(self.keep_cards.currentData()),
            bolivia=self.bolivia.isChecked(),
            max_hands=self.max_hands.value() or None,
        )

    def _target_chosen(self) -> None:
        custom = self.target.currentData() == CUSTOM
        self.custom_target.setEnabled(custom)
        if not custom:
            self.custom_target.setValue(int(self.target.currentData()))
