"""Wiring of the player aids into the main window (one place, so the window needs one line).

``apply_aid_preferences(window, prefs)`` shows or hides each aid as the preferences say.
"""

from __future__ import annotations


def apply_aid_preferences(window, prefs) -> None:
    """Switch the samba outlook, the reasons and the tips on or off for ``window``."""
    panel = getattr(window, "side_panel", None)
    outlook = getattr(panel, "outlook", None)
    if outlook is not None:
        outlook.setVisible(bool(getattr(prefs, "show_outlook", True)))
    reasons = bool(getattr(prefs, "show_reasons", True))
    scene = getattr(window, "scene", None)
    if panel is not None and panel.show_reasons != reasons:
        panel.show_reasons = reasons
        panel.reload_log()
    if scene is not None and getattr(scene, "show_reasons", True) != reasons:
        scene.show_reasons = reasons
        redraw = getattr(scene, "_refresh_decor_only", None)
        if callable(redraw):
            redraw()
