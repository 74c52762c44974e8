"""The "Sound" page of the Settings dialog: the table's sounds on or off, and their volume."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSlider, QVBoxLayout, QWidget

from samba_desktop.qtmodel.preferences import Preferences


class SoundForm(QWidget):
    """A switch and a volume slider. ``set_values(prefs)`` / ``apply_to(prefs)``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DialogPage")
        layout = QVBoxLayout(self)
        self.sound_on = QCheckBox(self.tr("Play sounds at the table"))
        self.sound_on.setObjectName("sound_on")
        layout.addWidget(self.sound_on)
        row = QHBoxLayout()
        label = QLabel(self.tr("Volume:"))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("sound_volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        label.setBuddy(self.volume)
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.fontMetrics().horizontalAdvance("100 %"))
        self.volume.valueChanged.connect(self._show_volume)
        self.sound_on.toggled.connect(self.volume.setEnabled)
        row.addWidget(label)
        row.addWidget(self.volume, 1)
        row.addWidget(self.volume_value)
        layout.addLayout(row)
        hint = QLabel(self.tr("Quiet sounds for the deal, a draw, cards laid, a discard, a "
                              "canasta or samba closed, going out and your turn."))
        hint.setObjectName("Hint")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addStretch(1)

    def _show_volume(self, value: int) -> None:
        self.volume_value.setText(self.tr("%1%").replace("%1", str(value)))

    def set_values(self, prefs: Preferences) -> None:
        self.sound_on.setChecked(prefs.sound_on)
        self.volume.setValue(prefs.sound_volume)
        self.volume.setEnabled(prefs.sound_on)
        self._show_volume(prefs.sound_volume)

    def apply_to(self, prefs: Preferences) -> Preferences:
        return replace(prefs, sound_on=self.sound_on.isChecked(),
                       sound_volume=self.volume.value())
