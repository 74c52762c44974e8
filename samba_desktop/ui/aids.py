"""Wiring of the player aids into the main window (one place, so the window needs one line).

``install_aids(window)`` at the start, ``add_aid_actions(window, menu)`` while the menus are
built, ``apply_aid_preferences(window, prefs)`` shows or hides each aid as the preferences say.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("Aids", text)


def install_aids(window) -> None:
    """At the window's start: keep the finished hands for the hand viewer and the score sheet;
    the beginner's tips over the table."""
    from samba_desktop.ui.score_replay import archive_of
    from samba_desktop.ui.tips_view import TipBanner, TipController

    archive = archive_of(window.model)
    session = getattr(window, "session", None)
    if session is not None and hasattr(session, "stored_hand"):
        archive.fallback = session.stored_hand  # hands of a resumed game, kept before
    window.tip_banner = TipBanner(window.view)
    window.tips = TipController(window.model, window.tip_banner, window)

    def remember(seen: set[str]) -> None:
        session = getattr(window, "session", None)
        if session is not None:
            session.update_preferences(tips_seen=tuple(sorted(seen)))

    def switched_off() -> None:
        session = getattr(window, "session", None)
        if session is not None:
            session.update_preferences(show_tips=False)

    window.tips.on_seen = remember
    window.tips.on_switched_off = switched_off


def add_aid_actions(window, game_menu) -> None:
    """The Game menu's entries of the aids (called while the menus are built)."""
    from samba_desktop.ui.score_replay import show_hand_viewer

    window.hand_viewer_action = window._action(
        _tr("Hand viewer…"), lambda _=False: show_hand_viewer(window), None, game_menu)


def apply_aid_preferences(window, prefs) -> None:
    """Switch the samba outlook, the reasons and the tips on or off for ``window``."""
    panel = getattr(window, "side_panel", None)
    outlook = getattr(panel, "outlook", None)
    dock = getattr(panel, "aid_dock", None)
    if dock is not None:
        dock.set_outlook_enabled(bool(getattr(prefs, "show_outlook", True)))
    elif outlook is not None:
        outlook.setVisible(bool(getattr(prefs, "show_outlook", True)))
    tips = getattr(window, "tips", None)
    if tips is not None:
        tips.seen = set(getattr(prefs, "tips_seen", ()))
        tips.set_enabled(bool(getattr(prefs, "show_tips", True)))
    reasons = bool(getattr(prefs, "show_reasons", True))
    scene = getattr(window, "scene", None)
    if panel is not None and panel.show_reasons != reasons:
        panel.show_reasons = reasons
        panel.reload_log()
    if scene is not None and getattr(scene, "show_reasons", True) != reasons:
        scene.show_reasons = reasons
        redraw = getattr(scene, "_redecorate", None)
        if callable(redraw):
            from samba_desktop.ui.table_types import Area

            redraw(Area.CENTRE)  # the bubble of the last move
