"""Wiring of the player aids into the main window (one place, so the window needs one line).

``install_aids(window)`` at the start, ``add_aid_actions(window, menu)`` while the menus are
built, ``apply_aid_preferences(window, prefs)`` shows or hides each aid as the preferences say.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.ui.score_replay import archive_of, show_hand_viewer
from samba_desktop.ui.tips_view import TipBanner, TipController

if TYPE_CHECKING:
    from samba_desktop.ui.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("Aids", text)


def install_aids(window: MainWindow) -> None:
    """At the window's start: keep the finished hands for the hand viewer and the score sheet;
    the beginner's tips over the table."""
    archive = archive_of(window.model)
    session = window.session
    if session is not None:
        archive.fallback = session.stored_hand  # hands of a resumed game, kept before
    window.tip_banner = TipBanner(window.view)
    window.tips = TipController(window.model, window.tip_banner, window)
    if session is None:
        return

    def remember(seen: set[str]) -> None:
        session.update_preferences(tips_seen=tuple(sorted(seen)))

    def switched_off() -> None:
        session.update_preferences(show_tips=False)

    window.tips.on_seen = remember
    window.tips.on_switched_off = switched_off


def add_aid_actions(window: MainWindow, game_menu: QMenu) -> None:
    """The Game menu's entries of the aids (called while the menus are built)."""
    window.hand_viewer_action = window._action(
        _tr("Hand viewer…"), lambda: show_hand_viewer(window), None, game_menu)


def apply_aid_preferences(window: MainWindow, prefs: Preferences) -> None:
    """Switch the samba outlook, the reasons and the tips on or off for ``window``."""
    panel = window.side_panel
    panel.sections.set_section_enabled("outlook", prefs.show_outlook)
    window.tips.seen = set(prefs.tips_seen)
    window.tips.set_enabled(prefs.show_tips)
    if panel.show_reasons != prefs.show_reasons:
        panel.show_reasons = prefs.show_reasons
        panel.reload_log()
    window.scene.set_show_reasons(prefs.show_reasons)
