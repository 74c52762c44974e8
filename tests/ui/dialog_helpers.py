"""Answering the modal dialogs a test opens, as a player would (tests only)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLineEdit, QMessageBox, QWidget

Answer = Callable[[QWidget], None]


class DialogAnswerer:
    """Answers each modal dialog as it opens: the next planned answer, else Cancel/close.

    ``seen`` lists the class name of every dialog answered, in order, and ``texts`` what each
    said (a message box's text, else the window title), to tell them apart.
    """

    def __init__(self) -> None:
        self.planned: list[Answer] = []
        self.seen: list[str] = []
        self.texts: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._answer)
        self._timer.start()

    def plan(self, answer: Answer) -> None:
        self.planned.append(answer)

    def stop(self) -> None:
        self._timer.stop()

    def _answer(self) -> None:
        widget = QApplication.activeModalWidget()
        if widget is None or not widget.isVisible() or widget.property("answered"):
            return
        widget.setProperty("answered", True)
        self.seen.append(type(widget).__name__)
        self.texts.append(widget.text() if isinstance(widget, QMessageBox) else widget.windowTitle())
        if self.planned:
            answer = self.planned.pop(0)
        elif isinstance(widget, QDialog):
            answer = QDialog.reject
        else:
            answer = QWidget.close
        # later, not inside this timer's slot: an answer may open the next dialog's own loop
        QTimer.singleShot(0, lambda: answer(widget))


def choose_file(path: str) -> Answer:
    def answer(widget: QWidget) -> None:
        assert isinstance(widget, QFileDialog), type(widget).__name__
        name = widget.findChild(QLineEdit, "fileNameEdit")  # where the player types it
        name.setText(path)
        widget.accept()
    return answer


def accept(widget: QWidget) -> None:
    assert isinstance(widget, QDialog), type(widget).__name__
    widget.accept()




def press(text: str) -> Answer:
    """Click the message box's button labelled ``text`` (mnemonic ampersands ignored)."""
    def answer(widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox), type(widget).__name__
        button = next(b for b in widget.buttons() if b.text().replace("&", "") == text)
        button.click()
    return answer
