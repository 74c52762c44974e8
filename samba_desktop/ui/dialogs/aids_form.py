"""The "Aids" page of the Settings dialog: the samba outlook, the computers' reasons, the
beginner's tips and the review of the player's decisions after each hand, each switchable off;
the tips can be shown again."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from samba_desktop.qtmodel.preferences import Preferences


class AidsForm(QWidget):
    """Check boxes for the player aids. ``set_values(prefs)`` / ``apply_to(prefs)``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DialogPage")
        layout = QVBoxLayout(self)
        self.show_outlook = QCheckBox(self.tr("Show the samba outlook beside the table"))
        self.show_outlook.setObjectName("show_outlook")
        self.show_reasons = QCheckBox(self.tr("Say why the computer players (and the hint) "
                                              "chose their moves"))
        self.show_reasons.setObjectName("show_reasons")
        self.show_tips = QCheckBox(self.tr("Show tips for beginners"))
        self.show_tips.setObjectName("show_tips")
        self.review_hands = QCheckBox(self.tr("Review my decisions after each hand"))
        self.review_hands.setObjectName("review_hands")
        self.review_hands.setToolTip(self.tr(
            "The computer looks at each of your decisions in the background and says which "
            "ones cost points, and what was better."))
        for box in (self.show_outlook, self.show_reasons, self.show_tips, self.review_hands):
            layout.addWidget(box)
        self.reset_tips = QCheckBox(self.tr("Show all tips again"))
        self.reset_tips.setObjectName("reset_tips")
        layout.addWidget(self.reset_tips)
        hint = QLabel(self.tr("Each tip is shown once. The help lists them all."))
        hint.setObjectName("Hint")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        # the only thing that makes the app talk to the network: off unless the player says so
        self.check_updates = QCheckBox(self.tr("Tell me when a newer version is released"))
        self.check_updates.setObjectName("check_updates")
        self.check_updates.setToolTip(self.tr(
            "At start, at most once a day, Samba Desktop asks the project's releases page "
            "whether there is a newer version. Nothing else is sent."))
        layout.addWidget(self.check_updates)
        layout.addStretch(1)

    def set_values(self, prefs: Preferences) -> None:
        self.show_outlook.setChecked(prefs.show_outlook)
        self.show_reasons.setChecked(prefs.show_reasons)
        self.show_tips.setChecked(prefs.show_tips)
        self.review_hands.setChecked(prefs.review_hands)
        self.check_updates.setChecked(prefs.check_updates)
        self.reset_tips.setChecked(False)
        self.reset_tips.setEnabled(bool(prefs.tips_seen))

    def apply_to(self, prefs: Preferences) -> Preferences:
        return replace(
            prefs,
            show_outlook=self.show_outlook.isChecked(),
            show_reasons=self.show_reasons.isChecked(),
            show_tips=self.show_tips.isChecked(),
            review_hands=self.review_hands.isChecked(),
            check_updates=self.check_updates.isChecked(),
            tips_seen=() if self.reset_tips.isChecked() else prefs.tips_seen,
        )
