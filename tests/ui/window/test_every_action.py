"""Every menu action and every shortcut of the main window, used the way a player uses them.

Menu entries are triggered (``QAction.trigger()``), shortcuts are typed as key events on the
window; the modal dialogs they open are answered by the test, like a player would (a file
chosen in the file dialog, OK or Cancel pressed). Any exception raised in a slot fails.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableWidget

from samba_desktop.__main__ import build_main_window
from samba_desktop.persistence.settings import Settings, save_settings
from tests.ui.dialog_helpers import DialogAnswerer, accept, choose_file, press
from tests.ui.table_helpers import settle


def menu_actions(window) -> list[QAction]:
    """Every action in the menu bar's menus and submenus (no separators, no submenu heads)."""
    found: list[QAction] = []
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    while menus:
        menu = menus.pop(0)
        for action in menu.actions():
            if action.menu() is not None:
                menus.append(action.menu())
            elif not action.isSeparator():
                found.append(action)
    return found


def plain(text: str) -> str:
    return text.replace("&", "").replace("\u2026", "")


@pytest.fixture
def window(qtbot, tmp_path):
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = build_main_window(tmp_path)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    answerer = DialogAnswerer()
    window.commands.start_or_resume()
    qtbot.waitUntil(lambda: window.model.is_human_turn(), timeout=30000)
    settle(qtbot, window)
    window.answerer = answerer
    yield window
    answerer.stop()
    window.close()


def _run(qtbot, window, what: str, act: Callable[[], None]) -> None:
    """Do ``act`` and let every timer, dialog and slot it starts run; fail on any exception."""
    with qtbot.capture_exceptions() as exceptions:
        act()
        qtbot.wait(60)
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=10000)
        if window.isVisible():
            settle(qtbot, window, timeout=30000)
    assert not exceptions, f"{what}: {[str(e[1]) for e in exceptions]}"


def test_every_menu_action_works_when_triggered(qtbot, window, tmp_path):
    actions = {plain(a.text()): a for a in menu_actions(window)}
    answerer = window.answerer
    saved = str(tmp_path / "mine.samba")

    # Save as…: the player types a file name
    answerer.plan(choose_file(saved))
    _run(qtbot, window, "Save as", actions["Save as"].trigger)
    assert (tmp_path / "mine.samba").is_file()
    position = window.model.game.to_dict()

    # New game…: asked whether to leave the game in progress, then OK deals a new game (when
    # the deal made the player start, nothing is played yet: they draw first)
    if not window.model.view.move_log:
        assert not window.commands.game_in_progress()
        assert window.model.draw()
        settle(qtbot, window)
    assert window.commands.game_in_progress()
    answerer.plan(press("New game"))
    answerer.plan(accept)
    old_game = window.model.game
    _run(qtbot, window, "New game", actions["New game"].trigger)
    assert window.model.game is not old_game

    # Open…: the saved game is back on the table (the bug: `checked` arrived as the path)
    answerer.plan(choose_file(saved))
    if window.commands.game_in_progress():
        answerer.plan(press("Open"))
    _run(qtbot, window, "Open", actions["Open"].trigger)
    assert window.model.game.to_dict() == position
    assert "QFileDialog" in answerer.seen

    # Open recent: the file just saved and opened is listed and opens again
    recent = [a for a in menu_actions(window) if a.text().endswith("mine.samba")]
    assert recent, [a.text() for a in menu_actions(window)]
    if window.commands.game_in_progress():  # a game with a move in it: asked to leave it
        answerer.plan(press("Open"))
    _run(qtbot, window, "Open recent", recent[0].trigger)
    assert window.model.game.to_dict() == position

    # Settings…: OK keeps the preferences
    answerer.plan(accept)
    before = window.session.preferences
    _run(qtbot, window, "Settings", menu_by_text(window, "Settings").trigger)
    assert window.session.preferences == before

    # Statistics…: a window of its own opens
    _run(qtbot, window, "Statistics", menu_by_text(window, "Statistics").trigger)
    statistics = window.commands.statistics_window
    assert statistics is not None and statistics.isVisible()
    statistics.close()

    # View: sorting and the computer speed
    _run(qtbot, window, "Sort by rank", menu_by_text(window, "Sort hand by rank").trigger)
    assert window.scene.sort_mode == "rank"
    _run(qtbot, window, "Sort by suit", menu_by_text(window, "Sort hand by suit").trigger)
    assert window.scene.sort_mode == "suit"
    _run(qtbot, window, "Normal speed", menu_by_text(window, "Normal").trigger)
    assert window.session.preferences.animation_speed == "normal"
    _run(qtbot, window, "Instant speed", menu_by_text(window, "Instant").trigger)
    assert window.session.preferences.animation_speed == "instant"

    # everything else (help windows, score sheet, ...) opens and is closed by the player;
    # then Clear list empties Open recent, and Quit closes the window
    done = {"Save as", "New game", "Open", "Settings", "Statistics", "Sort hand by rank",
            "Sort hand by suit", "Normal", "Instant", "Quit", "Clear list"}
    opened = len(answerer.seen)
    rest = [a for a in menu_actions(window)
            if plain(a.text()) not in done and a.isEnabled() and a not in recent]
    names = sorted(plain(a.text()) for a in rest)
    for wanted in ("Score sheet", "Rules", "Keyboard shortcuts", "About Samba Desktop"):
        assert wanted in names, names
    for action in rest:
        _run(qtbot, window, plain(action.text()), action.trigger)
    assert len(answerer.seen) - opened >= 4  # each help or score window was a dialog
    _run(qtbot, window, "Clear list", menu_by_text(window, "Clear list").trigger)
    assert not window.session.recent_files()
    assert [plain(a.text()) for a in window.recent_menu.actions()] == ["No recent games"]
    _run(qtbot, window, "Quit", menu_by_text(window, "Quit").trigger)
    assert not window.isVisible()


def menu_by_text(window, text: str) -> QAction:
    for action in menu_actions(window):
        if plain(action.text()) == text:
            return action
    raise AssertionError(f"no menu entry {text!r}: {[a.text() for a in menu_actions(window)]}")


def _type(window, sequence: QKeySequence) -> None:
    combination = sequence[0]
    QTest.keyClick(window, combination.key(), combination.keyboardModifiers())


def test_every_shortcut_works_when_typed(qtbot, window, tmp_path):
    fired: dict[str, int] = {}
    keyed = [a for a in menu_actions(window) + window.actions() if not a.shortcut().isEmpty()]
    def counter(name: str) -> Callable[[bool], None]:
        return lambda _checked=False: fired.__setitem__(name, fired.get(name, 0) + 1)

    for action in keyed:
        action.triggered.connect(counter(plain(action.text())))
    texts = {plain(a.text()) for a in keyed}
    for wanted in ("Open", "Save as", "New game", "Statistics", "Settings", "Quit", "Rules",
                   "Score sheet", "Keyboard shortcuts"):
        assert wanted in texts, texts
    answerer = window.answerer
    saved = str(tmp_path / "keys.samba")

    # Ctrl+Shift+S saves, Ctrl+O opens the file again
    answerer.plan(choose_file(saved))
    by_text = {plain(a.text()): a for a in keyed}
    _run(qtbot, window, "Save as key", lambda: _type(window, by_text["Save as"].shortcut()))
    assert (tmp_path / "keys.samba").is_file()
    position = window.model.game.to_dict()
    answerer.plan(choose_file(saved))
    _run(qtbot, window, "Open key", lambda: _type(window, by_text["Open"].shortcut()))
    assert fired.get("Open") == 1
    assert window.model.game.to_dict() == position

    # the table's own keys while it is the player's turn: D draws
    assert window.model.view.phase == "draw"
    _run(qtbot, window, "Draw key", lambda: _type(window, by_text["Draw"].shortcut()))
    assert window.model.view.phase == "meld"

    # every other key (dialogs answered with Cancel); Quit last
    typed = {"Open", "Save as", "Draw"}
    for action in keyed:
        name = plain(action.text())
        if name in typed or name == "Quit":
            continue
        typed.add(name)
        if not window.isVisible():
            break
        _run(qtbot, window, f"{name} key", lambda a=action: _type(window, a.shortcut()))
        statistics = window.commands.statistics_window
        if statistics is not None and statistics.isVisible():
            statistics.close()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    missing = [t for t in typed if not fired.get(t)]
    assert not missing, f"shortcuts that did nothing: {missing}"
    _run(qtbot, window, "Quit key", lambda: _type(window, by_text["Quit"].shortcut()))
    assert fired.get("Quit") == 1
    assert not window.isVisible()


def test_the_shortcuts_dialog_lists_every_key_of_the_app(qtbot, window):
    """Help ▸ Keyboard shortcuts lists the menus' keys (Ctrl+O, Ctrl+Shift+S, Ctrl+K, Ctrl+T,
    Ctrl+, and Ctrl+Q among them), every key a menu entry or the window has, and the hand
    viewer's keys (Page Up/Down, Home/End, the arrows)."""
    listed: list[tuple[str, str]] = []

    def read(dialog) -> None:
        table = dialog.findChild(QTableWidget)
        listed.extend((table.item(r, 0).text(), table.item(r, 1).text())
                      for r in range(table.rowCount()))
        dialog.accept()

    window.answerer.plan(read)
    shortcuts = next(a for a in menu_actions(window) if plain(a.text()) == "Keyboard shortcuts")
    _run(qtbot, window, "Keyboard shortcuts", shortcuts.trigger)
    keys = {key for cell, _does in listed for key in cell.split(" / ")}
    for wanted in ("Ctrl+O", "Ctrl+Shift+S", "Ctrl+K", "Ctrl+T", "Ctrl+,", "Ctrl+Q", "Ctrl+N",
                   "Ctrl+Z", "F1", "Ctrl+/"):
        assert wanted in keys, (wanted, sorted(keys))
    viewer = " ".join(cell for cell, does in listed if "Hand viewer" in does)
    for wanted in ("PgUp", "PgDown", "Home", "End", "\u2190", "\u2192"):
        assert wanted in viewer, (wanted, viewer)
    keyed = [a for a in menu_actions(window) + window.actions() if not a.shortcut().isEmpty()]
    for action in keyed:
        text = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert text in keys, (plain(action.text()), text, sorted(keys))
