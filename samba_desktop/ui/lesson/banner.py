"""The lesson's banner over the table: the step, what to do now, and the way out."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from samba_desktop.ui import style


def _tr(text: str) -> str:
    return QCoreApplication.translate("LessonBanner", text)


def _area(rect: QRect) -> int:
    return max(0, rect.width()) * max(0, rect.height())


class LessonBanner(QFrame):
    """A panel floating over the table view (``host``): the step's title, the instruction,
    a note (a refused move's hint), "Show me" and "Leave the lesson". It finds a place that
    covers nothing ``avoid()`` names (the names, the marked cards and places)."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self._host = host
        self.setObjectName("LessonBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(style.LESSON_BANNER_SHEET)
        self._box = box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 10)
        box.setSpacing(4)
        self.step = QLabel()
        self.step.setObjectName("LessonStep")
        self.title = QLabel()
        self.title.setObjectName("LessonTitle")
        self.text = QLabel()
        self.text.setObjectName("LessonText")
        self.text.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("LessonNote")
        self.note.setWordWrap(True)
        self.note.hide()
        for label in (self.step, self.title, self.text, self.note):
            label.setTextFormat(Qt.TextFormat.PlainText)
        # the step and the buttons share the top row: the banner stays low over the table
        row = QHBoxLayout()
        row.addWidget(self.step)
        row.addStretch(1)
        self.show_button = QPushButton()
        self.show_button.setObjectName("LessonShowMe")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("LessonLeave")
        for button in (self.show_button, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            row.addWidget(button)
        box.addLayout(row)
        for label in (self.title, self.text, self.note):
            box.addWidget(label)
        self.avoid: Callable[[], list[tuple[QRect, int]]] | None = None
        """What it should not cover, each with a weight (how much covering it costs)."""
        self.never_cover: Callable[[], list[QRect]] | None = None
        """What it must not cover at any price (the marked cards and places)."""
        self._texts()
        host.installEventFilter(self)

    def _texts(self) -> None:
        self.show_button.setText(_tr("Show me (H)"))
        self.leave_button.setText(_tr("Leave the lesson"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._texts()
        super().changeEvent(event)

    def show_step(self, step: str, title: str, text: str, note: str = "") -> None:
        self.step.setText(step)
        self.title.setText(title)
        self.text.setText(text)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        host = self._host
        width = max(260, min(460, host.width() // 2 - 24))
        margins = self._box.contentsMargins()
        inner = width - margins.left() - margins.right()
        shown = [w for w in (self.title, self.text, self.note) if not w.isHidden()]
        height = sum(w.heightForWidth(inner) if w.wordWrap() else w.sizeHint().height()
                     for w in shown)
        height += max(self.leave_button.sizeHint().height(), self.step.sizeHint().height())
        height += self._box.spacing() * (len(shown) + 1) + margins.top() + margins.bottom() + 8
        size = QSize(width, height)
        self.setFixedSize(size)
        self.move(self._free_spot(size))

    def _free_spot(self, size: QSize) -> QPoint:
        """The place nearest the top right that covers the least of what is to be avoided."""
        host = self._host
        corner = QPoint(host.width() - size.width() - 12, 10)
        keep = self.avoid() if self.avoid is not None else []
        never = self.never_cover() if self.never_cover is not None else []
        if not keep and not never:
            return corner
        best, least = corner, None
        for y in range(10, max(11, host.height() - size.height() - 4), 8):
            for x in range(corner.x(), 3, -16):
                spot = QRect(QPoint(x, y), size).adjusted(-4, -4, 4, 4)
                covered = sum(w * _area(spot.intersected(r)) for r, w in keep) \
                    + 50 * sum(_area(spot.intersected(r)) for r in never)
                if covered == 0:
                    return QPoint(x, y)
                if least is None or covered < least:
                    best, least = QPoint(x, y), covered
        return best

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False
