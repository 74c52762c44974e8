"""Message boxes for problems and questions: clear, naming the file, and never blocking play.

``show_error`` and ``show_notice`` open a window-modal box and return at once (the game's
signals may be mid-emission when a problem is reported; a nested event loop there would let
computer moves run underneath). The same text is not shown twice at a time.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from samba_desktop.qtmodel.locale_format import date_time
from samba_desktop.qtmodel.preferences import SavedGameInfo
from samba_desktop.ui.style import dialog_style

from .labels import number

_open_boxes: dict[tuple[str, str], QMessageBox] = {}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Messages", text)


def _box(
    parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str, details: str
) -> QMessageBox:
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setStyleSheet(dialog_style())
    box.setTextFormat(Qt.TextFormat.PlainText)
    if details:
        box.setInformativeText(details)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box


def _show_once(key: tuple[str, str], box: QMessageBox) -> QMessageBox:
    old = _open_boxes.get(key)
    if old is not None:
        try:
            if old.isVisible():
                box.deleteLater()
                return old
        except RuntimeError:  # its C++ side is gone
            pass
    _open_boxes[key] = box
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _result, k=key: _open_boxes.pop(k, None))
    box.addButton(QMessageBox.StandardButton.Ok)
    box.open()
    return box


def show_error(parent: QWidget | None, title: str, message: str) -> QMessageBox:
    """A warning: ``title`` says what failed, ``message`` why (it names the file).

    Adds that the game goes on. Returns the box, already open (non-blocking).
    """
    details = message + "\n\n" + _tr("The game goes on; nothing else was changed.")
    box = _box(parent, QMessageBox.Icon.Warning, _tr("Samba Desktop"), title, details)
    box.setObjectName("ErrorBox")
    return _show_once((title, message), box)


def show_notice(parent: QWidget | None, message: str) -> QMessageBox:
    """Information for the player (say, the settings were reset); non-blocking."""
    lead, _, rest = message.partition("\n\n")
    box = _box(parent, QMessageBox.Icon.Information, _tr("Samba Desktop"), lead, rest)
    box.setObjectName("NoticeBox")
    return _show_once(("notice", message), box)


def confirm(parent: QWidget | None, title: str, question: str, details: str, yes: str) -> bool:
    """Ask a yes/no question (blocking); the safe answer "Cancel" is the default."""
    box = _box(parent, QMessageBox.Icon.Question, title, question, details)
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    box.exec()
    return box.clickedButton() is yes_button


def confirm_reset_statistics(parent: QWidget | None) -> bool:
    return confirm(
        parent,
        _tr("Reset Statistics"),
        _tr("Delete all recorded games and hands?"),
        _tr("Your statistics start again from zero. This cannot be undone."),
        _tr("Reset"),
    )


def ask_resume(parent: QWidget | None, info: SavedGameInfo) -> bool:
    """Offer the unfinished game of last time (a ``SavedGameInfo``); True to resume it."""
    when = date_time(info.saved_at)
    lines = [_tr("Saved {when}, hand {hand}.").format(when=when, hand=info.hand_number)]
    if any(info.scores):
        lines += [
            f"{name}: {number(score)}"
            for name, score in zip(info.side_names, info.scores, strict=False)
        ]
    lines += ["", _tr("Starting a new game gives this one up.")]
    details = "\n".join(lines)
    box = _box(
        parent,
        QMessageBox.Icon.Question,
        _tr("Samba Desktop"),
        _tr("Continue your unfinished game?"),
        details,
    )
    box.setObjectName("ResumeBox")
    resume = box.addButton(_tr("Continue"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(_tr("New Game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    box.exec()
    return box.clickedButton() is resume
