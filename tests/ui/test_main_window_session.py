"""The main window with its session: settings applied to the table, autosave and resume."""

from __future__ import annotations

from samba_desktop.__main__ import build_main_window
from samba_desktop.persistence.settings import Settings, load_settings, save_settings
from samba_desktop.ui.dialogs import actions
from tests.ui.table_helpers import click, settle


def _window(qtbot, base):
    window = build_main_window(base)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _menu_texts(window) -> list[str]:
    game_menu = window.menuBar().actions()[0].menu()
    return [a.text() for a in game_menu.actions()]


def test_the_game_menu_offers_files_statistics_and_settings(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    texts = _menu_texts(window)
    for wanted in ("&Open\u2026", "Save &as\u2026", "Stat&istics\u2026", "Se&ttings\u2026"):
        assert wanted in texts
    window.close()


def test_changed_preferences_redraw_the_table_and_are_stored(qtbot, tmp_path):
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _window(qtbot, tmp_path)
    window.start_or_resume()
    settle(qtbot, window)
    width_before = window.scene.frame.hand_card_w
    window.session.update_preferences(deck="four_colour", card_size="large", hand_sort="rank")
    settle(qtbot, window)
    assert window.renderer.theme.name == "four_colour"
    assert all(item.renderer is window.renderer for item in window.scene.cards())
    assert window.scene.frame.hand_card_w > width_before
    assert window.scene.sort_mode == "rank"
    stored, notice = load_settings(tmp_path)
    assert notice is None
    assert (stored.deck, stored.card_size, stored.hand_sort) == ("four_colour", "large", "rank")
    window.close()


def test_a_move_is_autosaved_and_the_game_resumes_where_it_was(qtbot, tmp_path, monkeypatch):
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _window(qtbot, tmp_path)
    window.start_or_resume()
    qtbot.waitUntil(lambda: window.model.is_human_turn(), timeout=20000)
    settle(qtbot, window)
    click(window, window.scene.stock_rect.center())  # draw, as a player would
    qtbot.waitUntil(lambda: window.model.view.phase == "meld", timeout=5000)
    settle(qtbot, window)
    before = window.model.game.to_dict()
    window.close()

    monkeypatch.setattr(actions, "ask_resume", lambda parent, info: True)
    again = _window(qtbot, tmp_path)
    again.start_or_resume()
    settle(qtbot, again)
    assert again.model.game.to_dict() == before
    again.close()
