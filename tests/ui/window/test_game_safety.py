"""A game in progress is not replaced without asking; Save as… says it saved; the start-up
"New Game" lets the player choose the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget

from samba_desktop.persistence.settings import Settings, save_settings
from tests.ui.dialog_helpers import DialogAnswerer, choose_file
from tests.ui.table_helpers import settle
from tests.ui.window.test_app_start import _build, _play_until_saved


def _game_action(window, start: str):
    game = window.menuBar().actions()[0].menu()
    return next(a for a in game.actions() if a.text().replace("&", "").startswith(start))


def _window_with_a_move(qtbot, base):
    save_settings(Settings(animation_speed="instant"), base)
    window = _build(qtbot, base)
    window.show()
    window.commands.start_or_resume()
    model = window.model
    qtbot.waitUntil(model.is_human_turn, timeout=30000)
    settle(qtbot, window)
    assert model.draw()
    settle(qtbot, window)
    assert window.commands.game_in_progress()
    return window


def _click(text: str):
    def answer(box: QWidget) -> None:
        assert isinstance(box, QMessageBox), type(box).__name__
        seen_texts.append(box.text())
        button = next(b for b in box.buttons() if b.text().replace("&", "") == text)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    return answer


seen_texts: list[str] = []


def test_new_game_asks_before_it_replaces_a_game_in_progress(qtbot, tmp_path):
    window = _window_with_a_move(qtbot, tmp_path)
    before = window.model.game.to_dict()
    seen_texts.clear()
    answerer = DialogAnswerer()
    answerer.plan(_click("Cancel"))
    _game_action(window, "New game").trigger()
    assert answerer.seen == ["QMessageBox"]  # asked, and no new-game dialog
    assert seen_texts == ["Leave the game in progress?"]
    assert window.model.game.to_dict() == before
    # agreeing opens the new-game dialog (closing it keeps the game)
    answerer.plan(_click("New game"))
    _game_action(window, "New game").trigger()
    answerer.stop()
    assert answerer.seen == ["QMessageBox", "QMessageBox", "NewGameDialog"]
    assert window.model.game.to_dict() == before
    window.close()


def test_open_asks_before_it_replaces_a_game_in_progress(qtbot, tmp_path):
    window = _window_with_a_move(qtbot, tmp_path)
    path = window.session.save_as(tmp_path / "other.samba")
    assert path is not None
    before = window.model.game.to_dict()
    seen_texts.clear()
    answerer = DialogAnswerer()
    answerer.plan(choose_file(str(path)))
    answerer.plan(_click("Cancel"))
    _game_action(window, "Open").trigger()
    answerer.stop()
    assert seen_texts == ["Leave the game in progress?"]
    assert window.model.game.to_dict() == before
    window.close()


def test_save_as_says_it_saved(qtbot, tmp_path):
    window = _window_with_a_move(qtbot, tmp_path)
    answerer = DialogAnswerer()
    answerer.plan(choose_file(str(tmp_path / "mine")))
    _game_action(window, "Save as").trigger()
    answerer.stop()
    assert (tmp_path / "mine.samba").exists()
    assert "Saved as mine.samba" in window.action_bar.detail.text()
    # a short note: the status line says what to do again afterwards
    window.status.show_note("x", 10)
    qtbot.waitUntil(lambda: window.action_bar.detail.text() != "x", timeout=2000)
    window.close()


def test_new_game_at_the_start_up_prompt_lets_the_player_choose_the_table(qtbot, tmp_path):
    position, _lines = _play_until_saved(qtbot, tmp_path)
    window = _build(qtbot, tmp_path)
    answerer = DialogAnswerer()
    answerer.plan(_click("New Game"))

    answerer.plan(lambda dialog: dialog.reject())
    window.commands.start_or_resume()
    answerer.stop()
    assert answerer.seen == ["QMessageBox", "NewGameDialog"]
    assert window.model.game.to_dict() != position  # a new game, not the unfinished one
    window.close()
