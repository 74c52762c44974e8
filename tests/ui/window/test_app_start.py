"""Starting the app: a first-time player is welcomed; an unfinished game is offered before any
card is dealt, and comes back with its recent moves; dialogs fit a laptop screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QWidget,
)

from samba_desktop.__main__ import build_main_window
from samba_desktop.persistence.settings import Settings, load_settings, save_settings
from tests.ui.dialog_helpers import DialogAnswerer
from tests.ui.table_helpers import settle


def _build(qtbot, base):
    window = build_main_window(base)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    return window


def test_a_first_time_player_is_welcomed_and_the_table_chosen_is_remembered(qtbot, tmp_path):
    window = _build(qtbot, tmp_path)
    answerer = DialogAnswerer()
    seen: dict[str, object] = {}

    def welcome(dialog: QWidget) -> None:
        seen["title"] = dialog.windowTitle()
        seen["window shown"] = window.isVisible()
        seen["moves"] = len(window.model.game.move_log)
        answerer.plan(close_rules)  # "Read the rules" opens the rules over the welcome
        QTest.mouseClick(dialog.findChild(QPushButton, "rules"), Qt.MouseButton.LeftButton)
        QTest.mouseClick(dialog.findChild(QRadioButton, "players2"), Qt.MouseButton.LeftButton)
        level = dialog.findChild(QWidget, "level")
        level.setCurrentIndex(level.findData("hard"))
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    def close_rules(dialog: QWidget) -> None:
        seen["rules"] = dialog.windowTitle()
        dialog.reject()

    answerer.plan(welcome)
    window.commands.start_or_resume()
    answerer.stop()
    assert seen["title"] == "Welcome to Samba Desktop"
    assert seen["window shown"] is False and seen["moves"] == 0  # nothing plays behind it
    assert seen["rules"] == "Rules of Samba"
    config = window.model.config
    assert config.rules.players == 2
    assert config.seats[0].human and config.seats[1].level == "hard"
    stored, _notice = load_settings(tmp_path)
    assert stored.players == 2 and stored.seats[1].level == "hard"
    window.model.shutdown()
    window.close()

    # the next start goes straight to the table
    again = _build(qtbot, tmp_path)
    answerer = DialogAnswerer()
    again.commands.start_or_resume()
    qtbot.wait(100)
    answerer.stop()
    assert answerer.seen == []
    assert again.model.config.rules.players == 2
    again.close()


def _play_until_saved(qtbot, base) -> tuple[dict, list[str]]:
    save_settings(Settings(animation_speed="instant"), base)
    window = _build(qtbot, base)
    window.show()
    window.commands.start_or_resume()
    model = window.model
    for _turn in range(3):  # the player's own turns until the computers have moved too
        qtbot.waitUntil(model.is_human_turn, timeout=30000)
        settle(qtbot, window)
        if len(model.game.move_log) > 3:
            break
        assert model.draw()
        settle(qtbot, window)
        assert model.discard(model.view.hand[0])
    qtbot.waitUntil(lambda: model.is_human_turn() and len(model.game.move_log) > 3,
                    timeout=30000)
    settle(qtbot, window)
    position = window.model.game.to_dict()
    lines = [entry.text for entry in window.model.recent_moves if entry.kind == "move"]
    window.close()
    return position, lines


def test_the_unfinished_game_is_offered_before_anything_is_dealt_and_comes_back_with_its_moves(
        qtbot, tmp_path):
    position, lines = _play_until_saved(qtbot, tmp_path)
    assert lines

    window = _build(qtbot, tmp_path)
    answerer = DialogAnswerer()
    seen: dict[str, object] = {}

    def resume(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen["window shown"] = window.isVisible()
        seen["log"] = len(window.model.recent_moves)
        continue_button = next(b for b in box.buttons() if b.text() == "Continue")
        QTest.mouseClick(continue_button, Qt.MouseButton.LeftButton)

    answerer.plan(resume)
    window.commands.start_or_resume()
    answerer.stop()
    assert seen == {"window shown": False, "log": 0}
    assert window.model.game.to_dict() == position
    again = [entry.text for entry in window.model.recent_moves if entry.kind == "move"]
    assert again == lines  # the same lines as before the window was closed
    window.show()
    qtbot.waitExposed(window)
    assert window.side_panel.log.count() >= len(lines)
    window.close()


def test_the_rules_and_shortcuts_fit_a_laptop_screen(qtbot, tmp_path):
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _build(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    room = window.screen().availableGeometry()
    answerer = DialogAnswerer()
    sizes = {}

    def measure(dialog: QWidget) -> None:
        sizes[dialog.windowTitle()] = dialog.frameGeometry()
        dialog.reject()

    for show in (window.show_rules, window.show_shortcuts):
        answerer.plan(measure)
        show()
    answerer.stop()
    assert set(sizes) == {"Rules of Samba", "Keyboard shortcuts"}
    for title, frame in sizes.items():
        assert frame.height() <= room.height() and frame.width() <= room.width(), (title, frame)
    window.close()


def test_the_file_dialogs_do_not_take_the_tables_colours(qtbot, tmp_path):
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _build(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    answerer = DialogAnswerer()
    looks = {}

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        # what Qt's own style gives a file dialog that no sheet of ours reaches
        plain = QFileDialog()
        for name in ("lookInCombo", "fileTypeCombo", "sidebar", "fileNameEdit"):
            ours = dialog.findChild(QWidget, name)
            theirs = plain.findChild(QWidget, name)
            looks[name] = (ours.palette().color(ours.foregroundRole()).name(),
                           theirs.palette().color(theirs.foregroundRole()).name())
        plain.deleteLater()
        dialog.reject()

    answerer.plan(look)
    window.commands.open_game()
    answerer.stop()
    assert set(looks) == {"lookInCombo", "fileTypeCombo", "sidebar", "fileNameEdit"}
    for name, (ours, theirs) in looks.items():
        assert ours == theirs, name  # the table's sheet made it #e8f0ea: light grey on white
    window.close()


def test_statistics_close_with_escape_and_the_keyboard_returns_to_the_table(qtbot, tmp_path):
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _build(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    window.commands.start_or_resume()
    settle(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    statistics = window.commands.statistics_window
    assert statistics is not None and statistics.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is statistics, timeout=2000)
    QTest.keyClick(QApplication.focusWidget() or statistics, Qt.Key.Key_Escape)
    assert not statistics.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    assert QApplication.focusWidget() is window.view
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # at once
    assert window.commands.statistics_window.isVisible()
    window.commands.statistics_window.close()
    window.close()


def test_the_export_starts_in_the_documents_folder(qtbot, tmp_path, monkeypatch):
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _build(qtbot, tmp_path)
    window.show()
    window.commands.show_statistics()
    statistics = window.commands.statistics_window
    answerer = DialogAnswerer()
    where = {}

    def folder(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        where["dir"] = dialog.directory().absolutePath()
        dialog.reject()

    answerer.plan(folder)
    QTest.mouseClick(statistics.export_button, Qt.MouseButton.LeftButton)
    answerer.stop()
    assert where["dir"] == str(home / "Documents")
    statistics.close()
    window.close()


def test_the_settings_note_on_the_language_neither_moves_ok_nor_is_cut_off(qtbot):
    from samba_desktop.qtmodel.preferences import Preferences
    from samba_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    before = (dialog.size(), ok.mapTo(dialog, ok.rect().topLeft()))
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    qtbot.wait(50)
    assert (dialog.size(), ok.mapTo(dialog, ok.rect().topLeft())) == before
    note = dialog.language_hint
    assert note.isVisible()
    assert note.height() >= note.heightForWidth(note.width())  # every line of it shown


def test_each_move_is_on_disk_one_turn_of_the_event_loop_later(qtbot, tmp_path):
    from samba_desktop.persistence import load_autosave

    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _build(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    window.commands.start_or_resume()
    model = window.model
    qtbot.waitUntil(model.is_human_turn, timeout=30000)
    settle(qtbot, window)
    assert model.draw()
    QApplication.processEvents()  # as after a kill -9 right after the table showed the move
    assert load_autosave(tmp_path).game.to_dict() == model.game.to_dict()
    window.close()


def test_a_thinking_time_of_zero_reads_automatic_in_the_settings(qtbot):
    from PySide6.QtCore import Qt

    from samba_desktop.qtmodel.preferences import Preferences
    from samba_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.thinking_time
    assert "Hard" in box.toolTip()
    box.setFocus()
    while box.value() > 0:  # stepped down with the arrow key, as a player would
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.text() == "Automatic"
    assert dialog.preferences().ai_thinking_time == 0.0


def test_a_game_resumed_in_its_second_hand_shows_the_first_hand_in_its_recent_moves(
        qtbot, tmp_path):
    from samba_desktop.ai import create_player

    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _build(qtbot, tmp_path)
    window.show()
    window.commands.start_or_resume()
    model = window.model
    me = create_player("normal", seed=1)
    while model.view.hand_number < 2 or len(model.game.move_log) < 6:
        qtbot.waitUntil(lambda: model.is_human_turn() or not model.view.in_play, timeout=30000)
        settle(qtbot, window)
        if model.view.hand_number >= 2 and len(model.game.move_log) >= 6:
            break
        if not model.view.in_play:  # the summary's Next hand
            qtbot.waitUntil(lambda: window._dialog is not None, timeout=5000)
            window._dialog.next_button.click()
            continue
        assert model.try_move(me.choose(model.game.view(model.human_seat)))
    settle(qtbot, window)
    lines = [(e.hand_number, e.text) for e in model.recent_moves if e.kind != "hand"]
    assert {hand for hand, _text in lines} == {1, 2}
    window.close()

    again = _build(qtbot, tmp_path)
    answerer = DialogAnswerer()
    answerer.plan(lambda box: QTest.mouseClick(
        next(b for b in box.buttons() if b.text() == "Continue"), Qt.MouseButton.LeftButton))
    again.commands.start_or_resume()
    answerer.stop()
    again.show()
    qtbot.waitExposed(again)
    assert [(e.hand_number, e.text) for e in again.model.recent_moves if e.kind != "hand"] \
        == lines
    shown = [again.side_panel.log.item(i).text() for i in range(again.side_panel.log.count())]
    assert any("Hand 1" in text for text in shown) and any("Hand 2" in text for text in shown)
    again.close()
