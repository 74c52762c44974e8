"""Switching the language while a game is on the table: every text of the window changes, the
game does not."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from samba_desktop.persistence.settings import Settings, save_settings
from samba_desktop.ui import i18n
from tests.ui.table_helpers import make_window, settle
from tests.ui.window.test_main_window_session import _window


def _menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def _my_turn_to_meld(qtbot, window) -> None:
    """Wait for the human's turn and draw: the game then waits for the human."""
    qtbot.waitUntil(window.model.is_human_turn, timeout=20000)
    settle(qtbot, window)
    window.trigger("draw")
    qtbot.waitUntil(lambda: window.model.view.phase == "meld", timeout=5000)
    settle(qtbot, window)


def _flush() -> None:
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def test_switching_language_retranslates_the_window_and_keeps_the_game(qtbot, english_afterwards):
    i18n.install_translators(english_afterwards, "en")
    window = make_window(qtbot, size=(1280, 800))
    _my_turn_to_meld(qtbot, window)
    before = window.model.game.to_dict()
    assert _menu_titles(window) == ["&Game", "&Play", "&View", "&Help"]
    assert window.action_bar.buttons["draw"].text() == "Draw"

    assert i18n.switch_language(english_afterwards, "de") == "de"
    _flush()

    assert _menu_titles(window) == ["&Spiel", "&Zug", "&Ansicht", "&Hilfe"]
    assert window.action_bar.buttons["discard"].text() == "Abwerfen"
    assert window.play_actions["discard"].text() == "Abwerfen"
    play = window.menuBar().actions()[1].menu()
    assert [a.text() for a in play.actions() if a.text()][-3:] == ["Rückgängig", "Tipp",
                                                                   "Hand sortieren"]
    assert window.side_panel.score_card.title_label.text() == "PUNKTE"
    assert window.side_panel.score_card.extra_label.text() == "Ziel 10.000"
    assert window.action_bar.headline.text().startswith("Du bist dran")
    assert window.model.game.to_dict() == before

    i18n.switch_language(english_afterwards, "en")
    _flush()
    assert _menu_titles(window) == ["&Game", "&Play", "&View", "&Help"]
    assert window.action_bar.buttons["discard"].text() == "Discard"
    assert window.model.game.to_dict() == before
    window.close()


def test_the_settings_switch_the_language_at_once(qtbot, tmp_path, english_afterwards):
    save_settings(Settings(language="en", animation_speed="instant"), tmp_path)
    window = _window(qtbot, tmp_path)
    window.commands.start_or_resume()
    _my_turn_to_meld(qtbot, window)
    before = window.model.game.to_dict()

    window.session.update_preferences(language="cs")  # what the Settings dialog's OK does
    _flush()

    assert i18n.current_language() == "cs"
    assert _menu_titles(window) == ["&Hra", "&Tah", "&Zobrazení", "&Nápověda"]
    assert window.side_panel.score_card.extra_label.text() == "cíl 10\u00a0000"
    assert window.model.game.to_dict() == before
    # the rebuilt menus leave one action per shortcut (an ambiguous one would never fire)
    for keys in ("Ctrl+K", "Ctrl+T", "Ctrl+,", "Ctrl+N"):
        live = [a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence(keys)]
        assert len(live) == 1, keys
    window.close()
