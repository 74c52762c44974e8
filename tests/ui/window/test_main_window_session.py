"""The main window with its session: settings applied to the table, autosave and resume."""

from __future__ import annotations

import json

import pytest

from samba_desktop.__main__ import build_main_window, compose_window
from samba_desktop.engine import Rules
from samba_desktop.persistence.settings import Settings, load_settings, save_settings
from samba_desktop.qtmodel import GameModel, Pace
from samba_desktop.qtmodel.config import SeatConfig, TableConfig
from samba_desktop.qtmodel.session import SessionModel
from samba_desktop.ui.dialogs import actions
from tests.qtmodel.helpers import FirstLegal
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
    window.commands.start_or_resume()
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
    window.commands.start_or_resume()
    qtbot.waitUntil(lambda: window.model.is_human_turn(), timeout=20000)
    settle(qtbot, window)
    click(window, window.scene.stock_rect.center())  # draw, as a player would
    qtbot.waitUntil(lambda: window.model.view.phase == "meld", timeout=5000)
    settle(qtbot, window)
    before = window.model.game.to_dict()
    window.close()

    monkeypatch.setattr(actions, "ask_resume", lambda parent, info: True)
    again = _window(qtbot, tmp_path)
    again.commands.start_or_resume()
    settle(qtbot, again)
    assert again.model.game.to_dict() == before
    again.close()


def _speed_action(window, text: str):
    view_menu = window.menuBar().actions()[2].menu()
    speed = next(a.menu() for a in view_menu.actions() if a.menu() is not None)
    return next(a for a in speed.actions() if a.text() == text)


def test_the_speed_chosen_in_the_view_menu_is_stored_and_sets_the_pace(qtbot, tmp_path):
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _window(qtbot, tmp_path)
    slow = _speed_action(window, "Slow")
    slow.trigger()
    assert window.model.pace is Pace.SLOW
    assert slow.isChecked()
    assert load_settings(tmp_path)[0].animation_speed == "slow"
    _speed_action(window, "Instant").trigger()
    assert window.model.pace is Pace.INSTANT
    assert load_settings(tmp_path)[0].animation_speed == "instant"
    window.close()


def test_settings_flow_one_way_from_the_session_to_the_model(qtbot, tmp_path):
    """The session's preferences give the model its pace and the Hard players their thinking
    time (wired by the composition root); the window only shows the speed chosen."""
    session = SessionModel(tmp_path)
    session.load()
    made: list[tuple[str, int, object]] = []

    def factory(level, seed, **options):
        made.append((level, seed, options.get("time")))
        return FirstLegal()

    config = TableConfig(Rules(players=2), (SeatConfig("You", human=True),
                                            SeatConfig("North", level="hard")))
    model = GameModel(config, seed=5, player_factory=factory, pace=Pace.INSTANT)
    window = compose_window(model, session)
    qtbot.addWidget(window)
    assert model.pace is session.pace  # the session's, from the start
    seed = made[-1][1]
    session.update_preferences(animation_speed="slow", ai_thinking_time=2.5)
    assert model.pace is Pace.SLOW
    assert window.pace_actions[Pace.SLOW].isChecked()
    assert made[-1] == ("hard", seed, 2.5)  # made anew with the time, from the same seed
    model.shutdown()
    session.close()


@pytest.mark.parametrize(("stored", "seconds"), [
    (None, 1.7),  # a first start: the setting's default, "Automatic"
    (0, 1.7),  # "Automatic", as Settings has always written it
    (0.8, 0.8),  # a file written when 0.8 was the setting's own default: still 0.8 s
    (2.5, 2.5),
])
def test_hard_thinks_its_own_default_time_unless_the_settings_give_one(
        qtbot, tmp_path, monkeypatch, stored, seconds):
    from samba_desktop.ai import create_player, hard
    from samba_desktop.persistence.paths import settings_path

    # Hard's default, tuned: it has one home (ai/hard.py), and a player on the defaults gets it
    monkeypatch.setattr(hard, "DEFAULT_TIME", 1.7)
    if stored is not None:
        document = Settings().to_dict() | {"ai_thinking_time": stored}
        settings_path(tmp_path).write_text(json.dumps(document), encoding="utf-8")
    session = SessionModel(tmp_path)
    session.load()
    made = []

    def factory(level, seed, **options):
        made.append(create_player(level, seed=seed, **options))
        return made[-1]

    config = TableConfig(Rules(players=2), (SeatConfig("You", human=True),
                                            SeatConfig("North", level="hard")))
    model = GameModel(config, seed=5, player_factory=factory, pace=Pace.INSTANT)
    window = compose_window(model, session)
    qtbot.addWidget(window)
    assert made[-1].time == seconds
    model.shutdown()
    session.close()


def test_the_first_window_fills_the_screen_and_the_next_opens_as_the_player_left_it(
        qtbot, tmp_path):
    first = build_main_window(tmp_path)
    qtbot.addWidget(first)
    room = first.screen().availableGeometry()
    assert first.width() >= room.width() - 16 and first.height() >= room.height() - 40
    first.show()
    qtbot.waitExposed(first)
    first.setGeometry(10, 40, 780, 560)
    first.close()  # as the title bar's close button does
    assert load_settings(tmp_path)[0].window == (10, 40, 780, 560)
    second = build_main_window(tmp_path)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    g = second.geometry()
    assert (g.x(), g.y(), g.width(), g.height()) == (10, 40, 780, 560)
    second.close()


def test_a_window_left_off_every_screen_comes_back_sized_to_the_screen(qtbot, tmp_path):
    save_settings(Settings(window=(50_000, 50_000, 900, 600)), tmp_path)
    window = build_main_window(tmp_path)
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    assert room.contains(window.geometry().center())
    assert window.width() >= room.width() - 16
    window.close()


def test_a_computers_reason_keeps_its_bubble_after_save_as_and_open(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from tests.ui.table.test_reasons_on_table import bubble_text
    from tests.ui.table_helpers import settle

    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = _window(qtbot, tmp_path)
    window.commands.start_or_resume()
    model = window.model
    last = None
    for _turn in range(6):  # until a computer's last move has a reason to show
        qtbot.waitUntil(model.is_human_turn, timeout=30000)
        settle(qtbot, window)
        last = next((e for e in reversed(model.recent_moves) if e.kind == "move"), None)
        if last is not None and last.seat != model.human_seat and last.reason is not None:
            break
        assert model.draw()
        settle(qtbot, window)
        assert model.discard(model.view.hand[-1])
    assert last is not None and last.reason is not None
    shown = bubble_text(window)
    assert last.text in shown
    path = tmp_path / "kept.samba"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    _menu_action(window, "Save &as\u2026").trigger()
    assert path.exists()
    model.new_game()  # another game on the table
    settle(qtbot, window)
    _menu_action(window, "&Open\u2026").trigger()
    settle(qtbot, window)
    again = next(e for e in reversed(model.recent_moves) if e.kind == "move")
    assert again.text == last.text and again.reason == last.reason
    assert bubble_text(window) == shown  # the bubble says why, as before
    window.close()


def _menu_action(window, text: str):
    game_menu = window.menuBar().actions()[0].menu()
    return next(a for a in game_menu.actions() if a.text() == text)
