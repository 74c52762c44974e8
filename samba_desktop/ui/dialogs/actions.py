"""Ready-made steps for the main window's menus, over the application's ``SessionModel``.

Each takes the parent window and the session (passed in by the composition root; the views do
not import it). Problems are reported by the session's ``error`` signal, which
``connect_messages`` shows as message boxes.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from .messages import ask_resume, confirm, show_error, show_notice
from .new_game_dialog import NewGameDialog
from .settings_dialog import SettingsDialog
from .statistics_window import StatisticsWindow
from .welcome_dialog import WelcomeDialog

if TYPE_CHECKING:  # the session is given to them; the views never construct one
    from samba_desktop.qtmodel.session import SavedGame, SessionModel


def _tr(text: str) -> str:
    return QCoreApplication.translate("Actions", text)


def connect_messages(parent: QWidget | None, session: SessionModel) -> None:
    """Show the session's notices and errors as (non-blocking) message boxes over ``parent``."""
    session.notice.connect(lambda message: show_notice(parent, message))
    session.error.connect(lambda title, message: show_error(parent, title, message))


def edit_settings(parent: QWidget | None, session: SessionModel) -> bool:
    """Settings…: True if the player changed and accepted them (they are stored)."""
    dialog = SettingsDialog(session.preferences, parent)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    if accepted:
        session.set_preferences(dialog.preferences())
    # a dialog kept as the window's child each time was part of what a long session piled up
    dialog.deleteLater()
    return accepted


def choose_new_game(parent: QWidget | None, session: SessionModel) -> bool:
    """New Game…: True if the player chose a table; ``session.table_config()`` then holds it."""
    dialog = NewGameDialog(session.preferences, parent)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    if accepted:
        session.set_preferences(dialog.preferences())
    dialog.deleteLater()
    return accepted


def confirm_leave_game(parent: QWidget | None, yes: str) -> bool:
    """Before New game or Open… replaces a game in progress: True if the player agrees
    (``yes`` names what happens, "New game…" or "Open"); Cancel is the default."""
    return confirm(parent, _tr("Samba Desktop"), _tr("Leave the game in progress?"),
                   _tr("The game on the table ends. To come back to it later, save it "
                       "first (Game \u25b8 Save as\u2026)."), yes)


def welcome(parent: QWidget | None, session: SessionModel, show_rules: Callable[[], object] | None = None) -> bool:
    """First start: greet the player and remember the table they choose (closing the
    welcome keeps the usual table). ``show_rules()`` answers "Read the rules". True when the
    player chose to learn to play first (the lesson is offered here, once)."""
    dialog = WelcomeDialog(session.preferences, parent)
    if parent is None or not parent.isVisible():  # before the table is shown: mid-screen
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            dialog.adjustSize()
            frame = dialog.frameGeometry()
            frame.moveCenter(screen.availableGeometry().center())
            dialog.move(frame.topLeft())
    if show_rules is not None:
        dialog.rules_requested.connect(show_rules)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    session.set_preferences(dialog.preferences() if accepted else session.preferences)
    lesson = accepted and dialog.lesson_chosen
    dialog.deleteLater()
    return lesson


def offer_resume(parent: QWidget | None, session: SessionModel) -> SavedGame | None:
    """At start: the unfinished game to continue (a ``SavedGame``), or None.

    If the player declines, the autosave is removed.
    """
    saved = session.pending_resume()
    if saved is None:
        return None
    if ask_resume(parent, session.describe(saved)):
        return saved
    session.discard_resume()
    return None


def _filter() -> str:
    return _tr("Samba games (*{suffix})").format(suffix=".samba")


def save_game_as(parent: QWidget | None, session: SessionModel) -> Path | None:
    """Save As…: ask for a file name and save the game on the table; the path or None."""
    folder = session.saves_folder()
    path, _chosen = QFileDialog.getSaveFileName(
        parent, _tr("Save Game"), os.path.join(folder, _tr("Samba game") + ".samba"), _filter()
    )
    if not path:
        return None
    return session.save_as(path)


def open_saved_game(parent: QWidget | None, session: SessionModel,
                    path: str | None = None) -> SavedGame | None:
    """Open…: ask for a saved game (unless ``path`` is given, e.g. from the recent files).

    Returns the ``SavedGame`` to put on the table
    (``game_model.new_game(session.table_config_for(saved), game=saved.game)``), or None.
    """
    if path is None:
        path, _chosen = QFileDialog.getOpenFileName(
            parent, _tr("Open Saved Game"), session.saves_folder(), _filter()
        )
        if not path:
            return None
    return session.open_file(path)


def show_statistics(parent: QWidget | None, session: SessionModel) -> StatisticsWindow:
    """Statistics: raise and refresh the statistics window open over ``parent`` (its child),
    or open one."""
    children = parent.findChildren(StatisticsWindow) if parent is not None else []
    for window in children:
        if window.isVisible():
            window.refresh()
            window.raise_()
            window.activateWindow()
            return window
        window.deleteLater()  # closed earlier: a new one shows the current texts
    window = StatisticsWindow(session, parent)
    window.resize(window.sizeHint().expandedTo(window.minimumSizeHint()))
    window.show()
    window.raise_()
    window.activateWindow()
    return window
