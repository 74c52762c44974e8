"""The bar under the table: what happens now, and a button for every action with its key."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from samba_desktop.ui import style
from samba_desktop.ui.actions import Action, Key, Place, bar_actions, key_text
from samba_desktop.ui.actions import label as action_label


def button_labels() -> dict[str, str]:
    """Each action's button text, in the current language (from the table of actions)."""
    return {row.action: action_label(row.action) for row in bar_actions()}


def key_label(key: Key) -> str:
    """A key as the platform names it in the player's language ("Ctrl+Z", "Strg+Z")."""
    return key_text(key)


class KeyButton(QPushButton):
    """A push button that shows its keyboard key in a small chip at its right."""

    def __init__(self, text: str, key: Key, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.key = key
        self.key_text = key_label(key)
        self.show_key = True
        self.compact = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setToolTip(self.key_text)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_compact(False)

    def retranslate(self, text: str) -> None:
        """A new label (and the key's name) in the current language."""
        self.key_text = key_label(self.key)
        self.setToolTip(self.key_text)
        self.setText(text)
        self.set_compact(self.compact)

    def set_compact(self, compact: bool, keys: bool = True) -> None:
        """Compact buttons are smaller, with a smaller key chip; only where even those do not
        fit (long words in a narrow window) the chip is left out (the key stays in the
        tooltip)."""
        self.compact = compact
        self.show_key = bool(self.key_text) and (keys or not compact)
        chip = self._chip_width() if self.show_key else 0
        if compact:
            self.setStyleSheet(f"padding: 4px {chip + 9}px 4px 8px; font-size: 12px;")
            self.setMinimumHeight(28)
        else:
            self.setStyleSheet(f"padding-right: {chip + 14}px;")
            self.setMinimumHeight(34)

    def _chip_font(self) -> QFont:
        return style.font(9.0 if self.compact else 10.5, bold=True)

    def _chip_width(self) -> int:
        from PySide6.QtGui import QFontMetricsF

        return round(QFontMetricsF(self._chip_font()).horizontalAdvance(self.key_text)
                     + (6 if self.compact else 8))

    def set_primary(self, primary: bool) -> None:
        name = "Primary" if primary else ""
        if self.objectName() != name:
            self.setObjectName(name)
            self.style().unpolish(self)
            self.style().polish(self)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.key_text or not self.show_key:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self._chip_font())
        w = self._chip_width()
        h = 15 if self.compact else 18
        r = QRectF(self.width() - w - (6 if self.compact else 8), (self.height() - h) / 2, w, h)
        enabled = self.isEnabled()
        primary = self.objectName() == "Primary" and enabled
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 45) if primary else QColor(255, 255, 255, 22 if enabled else 8))
        p.drawRoundedRect(r, 4, 4)
        p.setPen(QColor(style.KEY_ON_GOLD) if primary else QColor(style.KEY_INK if enabled else style.KEY_OFF))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.key_text)
        p.end()


class ActionBar(QWidget):
    """Status on the left, actions on the right. Emits ``triggered(name)`` for a button."""

    triggered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(16, 8, 12, 8)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(6)
        status = QWidget()
        srow = QHBoxLayout(status)
        srow.setContentsMargins(0, 0, 0, 0)
        srow.setSpacing(8)
        self.dot = QLabel()
        self.dot.setFixedSize(12, 12)
        srow.addWidget(self.dot, 0, Qt.AlignmentFlag.AlignVCenter)
        texts = QVBoxLayout()
        texts.setSpacing(1)
        self.headline = QLabel()
        self.headline.setObjectName("Status")
        self.detail = QLabel()
        self.detail.setObjectName("StatusDetail")
        self.detail.setWordWrap(True)
        self.headline.setMinimumWidth(160)
        self.detail.setMinimumWidth(160)
        for label in (self.headline, self.detail):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        texts.addWidget(self.headline)
        texts.addWidget(self.detail)
        srow.addLayout(texts, 1)
        self.status_box = status
        self.button_box = QWidget()
        row = QHBoxLayout(self.button_box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.compact: bool | None = None
        self.buttons: dict[str, KeyButton] = {}  # by `Action` (a str)
        labels = button_labels()
        group: int | None = None
        for spec in bar_actions():  # the table's actions in groups, then the answers
            if spec.place == Place.BAR and spec.group != group:
                if group is not None and group >= 0:  # (Next hand stands alone: no gap)
                    row.addSpacing(8)  # a small gap between groups
                group = spec.group
            self._add_button(row, spec.action, labels[spec.action], spec.keys[0])
        self.set_answer_mode(False)
        self.buttons["next_hand"].setVisible(False)
        self.set_dot(style.INK_FAINT)
        self.set_compact(False)
        self._full_width = self.button_box.sizeHint().width() + 420

    def retranslate(self) -> None:
        """Put the buttons in the current language and measure the bar again."""
        labels = button_labels()
        for name, button in self.buttons.items():
            button.retranslate(labels[name])
        compact = self.compact
        self.compact = None
        self.set_compact(False)  # measure the full buttons
        self._full_width = self.button_box.sizeHint().width() + 420
        self.set_compact(self.width() < self._full_width if self.isVisible() else bool(compact))
        self._fit_keys(self.width())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 92 if self.compact else 54)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self.compact:
            self._full_width = self.button_box.sizeHint().width() + 420
        self.set_compact(event.size().width() < self._full_width)
        self._fit_keys(event.size().width())

    def _fit_keys(self, width: int) -> None:
        """In a compact bar, keep the key chips whenever the buttons fit with them."""
        if not self.compact:
            return
        margins = self.grid.contentsMargins()
        room = width - margins.left() - margins.right()
        for button in self.buttons.values():
            button.set_compact(True, keys=True)
        layout = self.button_box.layout()
        if layout is not None:
            layout.activate()
        if self.button_box.sizeHint().width() > room:
            for button in self.buttons.values():
                button.set_compact(True, keys=False)

    def set_compact(self, compact: bool) -> None:
        """Narrow windows: the status above the buttons, buttons without key chips."""
        if compact == self.compact:
            return
        self.compact = compact
        self.grid.removeWidget(self.status_box)
        self.grid.removeWidget(self.button_box)
        if compact:
            self.grid.addWidget(self.status_box, 0, 0)
            self.grid.addWidget(self.button_box, 1, 0, Qt.AlignmentFlag.AlignLeft)
            self.grid.setColumnStretch(0, 1)
            self.grid.setColumnStretch(1, 0)
        else:
            self.grid.addWidget(self.status_box, 0, 0)
            self.grid.addWidget(self.button_box, 0, 1)
            self.grid.setColumnStretch(0, 1)
        for button in self.buttons.values():
            button.set_compact(compact)

    def _add_button(self, row: QHBoxLayout, name: Action, text: str, key: Key) -> None:
        button = KeyButton(text, key, self)
        button.clicked.connect(lambda _=False, n=name: self.triggered.emit(n))
        row.addWidget(button)
        self.buttons[name] = button

    def set_status(self, headline: str, detail: str) -> None:
        self.headline.setText(headline)
        self.detail.setText(detail)

    def set_dot(self, colour: QColor) -> None:
        sheet = f"background: {colour.name()}; border-radius: 6px;"
        if sheet != self.dot.styleSheet():  # a new sheet restyles the dot (0.3 ms a time)
            self.dot.setStyleSheet(sheet)

    def set_answer_mode(self, answering: bool) -> None:
        for name, button in self.buttons.items():
            if name in ("yes", "no"):
                button.setVisible(answering)
            elif name not in ("hint", "next_hand"):
                button.setVisible(not answering)

    def update_buttons(self, available: dict[str, bool], primary: str | None) -> None:
        for name, button in self.buttons.items():
            if name in ("yes", "no"):
                button.setEnabled(available.get("answer", False))
                button.set_primary(name == "yes" and available.get("answer", False))
                continue
            button.setEnabled(available.get(name, False))
            button.set_primary(name == primary and available.get(name, False))
        # deals the next hand, so it is there only while that can be done; then it is the one
        # thing to do, and the bar shows it alone (it stays as short as a narrow window needs)
        over = available.get("next_hand", False)
        self.buttons["next_hand"].setVisible(over)
        if over:
            for name, button in self.buttons.items():
                if name != "next_hand":
                    button.setVisible(False)
        else:
            self.buttons["hint"].setVisible(True)
