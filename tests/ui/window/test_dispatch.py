"""The window's one dispatcher of the model's changes: each change reaches the table, the recent
moves, the tips, the window, the side panel and the status line in the order written in
``ui/window/dispatch.py``, and none of them listens on its own."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from samba_desktop.qtmodel import Pace

from ..table_helpers import make_window, settle


def _record(heard: list[str], owner: object, name: str, label: str) -> None:
    """``owner.name`` as before, noting ``label`` in ``heard`` at each call."""
    original = getattr(owner, name)

    def noted(*args: object, **kwargs: object) -> object:
        heard.append(label)
        return original(*args, **kwargs)

    setattr(owner, name, noted)


def test_a_move_reaches_the_table_first_and_the_status_line_last(qtbot):
    window = make_window(qtbot, players=2, pace=Pace.INSTANT)
    model = window.model
    qtbot.waitUntil(model.is_human_turn, timeout=10000)
    settle(qtbot, window)
    heard: list[str] = []
    _record(heard, window.scene, "refresh", "table")
    _record(heard, window.side_panel, "follow_change", "recent moves")
    _record(heard, window.tips, "follow_change", "tips")
    _record(heard, window, "follow_change", "window")
    _record(heard, window.side_panel, "refresh", "side panel")
    _record(heard, window.status, "refresh", "status line")
    QTest.keyClick(window.view, Qt.Key.Key_D)  # the player draws
    assert "table" in heard, heard
    first = heard.index("table")  # (the key itself refreshes the status line before the move)
    assert heard[first:first + 6] == ["table", "recent moves", "tips", "window", "side panel",
                                      "status line"]
    settle(qtbot, window)
    model.shutdown()

