"""The Game menu's commands on the game at the table: the start (welcome or resume), New game,
Open…, Open recent, Save as…, Statistics… and Settings….

They change the model only through its public calls and the session (passed in by the
composition root, None without one) through ``ui.dialogs.actions``; they see the window only
as a parent for their dialogs, and through ``show_rules``, ``show_note`` and ``back_to_table``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QMenu, QWidget

from samba_desktop.engine import Phase
from samba_desktop.qtmodel import GameModel
from samba_desktop.ui.dialogs import actions as session_actions
from samba_desktop.ui.dialogs.statistics_window import StatisticsWindow

if TYPE_CHECKING:  # passed in by the composition root; the views never import it to use it
    from samba_desktop.qtmodel.session import SessionModel


def _tr(text: str) -> str:
    # the texts keep the main window's translation context, where they were first written
    return QCoreApplication.translate("MainWindow", text)


class GameCommands(QObject):
    """The commands of one window (its child): ``parent`` is the window their dialogs open
    over; ``show_rules()`` answers the welcome's "Read the rules", ``show_note(text)`` says
    "Saved as …" on the status line, ``back_to_table()`` gives the keyboard back."""

    def __init__(self, model: GameModel, session: SessionModel | None, parent: QWidget,
                 show_rules: Callable[[], object], show_note: Callable[[str], object],
                 back_to_table: Callable[[], object]) -> None:
        super().__init__(parent)
        self.model = model
        self.session = session
        self._parent = parent
        self._show_rules = show_rules
        self._show_note = show_note
        self._back_to_table = back_to_table
        self._statistics: StatisticsWindow | None = None
        self.on_lesson: Callable[[], object] | None = None
        """Opens Help ▸ Learn to play (the welcome offers it)."""

    def game_in_progress(self) -> bool:
        """Whether a game is being played (a move made, or a hand finished, and not over):
        what New game and Open… ask about before replacing it."""
        v = self.model.view
        return v.phase != Phase.GAME_OVER and (v.hand_number > 1 or bool(v.move_log))

    def may_leave_game(self, yes: str) -> bool:
        """Whether the game on the table may be replaced (asked when one is in progress)."""
        return self._may_leave_game(yes)

    def _may_leave_game(self, yes: str) -> bool:
        return not self.game_in_progress() or session_actions.confirm_leave_game(self._parent,
                                                                                 yes)

    def new_game(self) -> None:
        if not self._may_leave_game(_tr("New game")):
            return
        if self.session is None:
            self.model.new_game()
        elif session_actions.choose_new_game(self._parent, self.session):
            self.model.new_game(self.session.table_config())

    def start_or_resume(self) -> None:
        """At launch, before the table is shown: welcome a first-time player, or offer to
        continue the unfinished game; only then deal (or put the saved game back)."""
        session, parent = self.session, self._parent
        if session is not None and session.first_start and session.pending_resume() is None:
            lesson = session_actions.welcome(parent, session, self._show_rules)
            self.model.new_game(session.table_config())
            if lesson and self.on_lesson is not None:  # once the window is shown
                QTimer.singleShot(0, self.on_lesson)
            return
        saved = None
        offered = session is not None and session.pending_resume() is not None
        if session is not None:
            saved = session_actions.offer_resume(parent, session)
        if saved is not None and session is not None:
            self.model.new_game(session.table_config_for(saved), game=saved.game,
                                reasons=saved.reasons)
        elif offered and session is not None:
            # "New Game" instead of the unfinished one: the player chooses the table first
            session_actions.choose_new_game(parent, session)
            self.model.new_game(session.table_config())
        else:
            self.model.start()

    def open_game(self, path: str | None = None) -> None:
        if self.session is None:  # no Open… without a session
            return
        saved = session_actions.open_saved_game(self._parent, self.session, path)
        if saved is not None and self._may_leave_game(_tr("Open")):
            self.model.new_game(self.session.table_config_for(saved), game=saved.game,
                                reasons=saved.reasons)

    def save_game_as(self) -> None:
        if self.session is None:  # Save as… is there only with a session
            return
        path = session_actions.save_game_as(self._parent, self.session)
        if path is not None:
            self._show_note(_tr("Saved as {name}.").format(name=path.name))

    @property
    def statistics_window(self) -> StatisticsWindow | None:
        """The Statistics window last opened (None before the first)."""
        return self._statistics

    def show_statistics(self) -> None:
        if self.session is None:  # Statistics… is there only with a session
            return
        window = session_actions.show_statistics(self._parent, self.session)
        if window is not self._statistics:
            window.finished.connect(lambda *_: self._back_to_table())
        self._statistics = window

    def reopen_statistics(self) -> None:
        """After a language switch: an open Statistics window again, in the new language."""
        statistics = self._statistics
        try:
            reopen = statistics is not None and statistics.isVisible()
        except RuntimeError:  # already deleted
            reopen = False
        if reopen and statistics is not None:
            statistics.close()
            self._statistics = None
            self.show_statistics()

    def edit_settings(self) -> None:
        if self.session is not None:  # Settings… is there only with a session
            session_actions.edit_settings(self._parent, self.session)

    def fill_recent_menu(self, menu: QMenu | None) -> None:
        """Game ▸ Open recent: the session's recent files, or a note that there are none."""
        if menu is None or self.session is None:
            return
        menu.clear()
        files = self.session.recent_files()
        for path in files:
            action = menu.addAction(str(path))
            action.triggered.connect(lambda _=False, p=str(path): self.open_game(p))
        if files:
            menu.addSeparator()
            menu.addAction(_tr("Clear list"), self.session.clear_recent_files)
        else:
            empty = menu.addAction(_tr("No recent games"))
            empty.setEnabled(False)
