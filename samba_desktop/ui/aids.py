"""Wiring of the player aids into the main window (one place, so the window needs one line).

``install_aids(window)`` at the start returns the window's `PlayerAids` (the window keeps it as
``window.aids``), ``add_aid_actions(window, menu)`` while the menus are built,
``apply_aid_preferences(window, prefs)`` shows or hides each aid as the preferences say.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.ui.score_replay import archive_of, show_hand_viewer
from samba_desktop.ui.tips_view import TipBanner, TipController

if TYPE_CHECKING:
    from samba_desktop.ui.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("Aids", text)


class PlayerAids:
    """The aids of one window: the beginner's tips (``tip_banner`` over the table and the
    ``tips`` controller) and the Game menu's ``hand_viewer_action`` (None until the menus are
    built; a new one each time they are)."""

    def __init__(self, tip_banner: TipBanner, tips: TipController) -> None:
        self.tip_banner = tip_banner
        self.tips = tips
        self.hand_viewer_action: QAction | None = None


def install_aids(window: MainWindow) -> PlayerAids:
    """At the window's start: keep the finished hands for the hand viewer and the score sheet;
    the beginner's tips over the table."""
    archive = archive_of(window.model)
    session = window.session
    if session is not None:
        archive.fallback = session.stored_hand  # hands of a resumed game, kept before
    banner = TipBanner(window.view)

    def keep_clear() -> list[QRect]:
        view = window.view
        return [view.mapFromScene(r).boundingRect() for r in window.scene.keep_clear()]

    banner.avoid = keep_clear
    tips = TipController(window.model, banner, window)
    if session is not None:

        def remember(seen: set[str]) -> None:
            session.update_preferences(tips_seen=tuple(sorted(seen)))

        def switched_off() -> None:
            session.update_preferences(show_tips=False)

        tips.on_seen = remember
        tips.on_switched_off = switched_off
    return PlayerAids(banner, tips)


def add_aid_actions(window: MainWindow, game_menu: QMenu) -> None:
    """The Game menu's entries of the aids (called while the menus are built)."""
    window.aids.hand_viewer_action = window._action(
        _tr("Hand viewer…"), lambda: show_hand_viewer(window), None, game_menu)


def apply_aid_preferences(window: MainWindow, prefs: Preferences) -> None:
    """Switch the samba outlook, the reasons and the tips on or off for ``window``."""
    panel = window.side_panel
    panel.sections.set_section_enabled("outlook", prefs.show_outlook)
    tips = window.aids.tips
    tips.seen = set(prefs.tips_seen)
    tips.set_enabled(prefs.show_tips)
    if panel.show_reasons != prefs.show_reasons:
        panel.show_reasons = prefs.show_reasons
        panel.reload_log()
    window.scene.set_show_reasons(prefs.show_reasons)
