"""The Settings and New Game dialogs, driven through their widgets, and the message boxes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from samba_desktop.engine import Rules
from samba_desktop.persistence import load_settings
from samba_desktop.qtmodel.preferences import Preferences, SeatChoice
from samba_desktop.qtmodel.session import SessionModel
from samba_desktop.ui.dialogs import actions
from samba_desktop.ui.dialogs.messages import show_error, show_notice
from samba_desktop.ui.dialogs.new_game_dialog import NewGameDialog, clean_name
from samba_desktop.ui.dialogs.settings_dialog import SettingsDialog


@pytest.fixture
def session(qapp, tmp_path):
    session = SessionModel(tmp_path)
    session.load()
    yield session
    session.close()


def choose(qtbot, combo, data) -> None:
    """Pick the item holding ``data`` the way a player does: open the list, arrow keys, Enter."""
    index = combo.findData(data)
    assert index >= 0, data
    combo.setFocus()
    while combo.currentIndex() != index:
        key = Qt.Key.Key_Down if combo.currentIndex() < index else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)


def type_into(qtbot, spin, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    spin.interpretText()


def ok_button(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


# --- Settings dialog -------------------------------------------------------------------------


def test_a_setting_changed_in_the_dialog_is_saved_and_applied(qtbot, session, tmp_path):
    dialog = SettingsDialog(session.preferences)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentIndex(1)
    choose(qtbot, dialog.rules.target, -1)  # Custom
    assert dialog.rules.custom_target.isEnabled()
    type_into(qtbot, dialog.rules.custom_target, "6000")
    choose(qtbot, dialog.rules.red_threes, "auto")
    qtbot.mouseClick(dialog.rules.bolivia, Qt.MouseButton.LeftButton)
    type_into(qtbot, dialog.rules.max_hands, "0")  # "No limit"
    dialog.tabs.setCurrentIndex(0)
    choose(qtbot, dialog.speed, "slow")
    choose(qtbot, dialog.deck, "four_colour")
    choose(qtbot, dialog.language, "cs")
    assert dialog.language_hint.isVisibleTo(dialog)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == SettingsDialog.DialogCode.Accepted

    assert session.set_preferences(dialog.preferences())
    stored, notice = load_settings(tmp_path)
    assert notice is None
    assert (stored.target_score, stored.red_threes, stored.bolivia, stored.max_hands) == (
        6000, "auto", True, None)
    assert (stored.animation_speed, stored.deck, stored.language) == ("slow", "four_colour", "cs")
    assert session.rules() == Rules(target_score=6000, red_threes="auto", bolivia=True,
                                    max_hands=None)


def test_cancel_changes_nothing(qtbot, session, tmp_path):
    before = session.preferences
    dialog = SettingsDialog(before)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog.card_size, "large")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    assert dialog.result() == SettingsDialog.DialogCode.Rejected
    assert session.preferences == before


def test_the_dialog_shows_the_current_values_and_restores_defaults(qtbot):
    prefs = replace(Preferences(), target_score=7500, keep_cards=2, hand_sort="suit",
                    ai_thinking_time=2.5, max_hands=None)
    dialog = SettingsDialog(prefs)
    qtbot.addWidget(dialog)
    assert dialog.preferences() == prefs
    assert dialog.rules.max_hands.text() == "No limit"
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.preferences() == Preferences()


def test_edit_settings_runs_the_dialog_and_stores_the_result(qtbot, session, tmp_path):
    def play() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        choose(qtbot, dialog.hand_sort, "suit")
        qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, play)
    assert actions.edit_settings(None, session)
    assert session.preferences.hand_sort == "suit"
    assert load_settings(tmp_path)[0].hand_sort == "suit"


# --- New Game dialog --------------------------------------------------------------------------


def test_the_new_game_dialog_produces_the_seats_and_rules_chosen(qtbot, session):
    dialog = NewGameDialog(session.preferences)
    qtbot.addWidget(dialog)
    dialog.show()
    type_into(qtbot, dialog.players, "6")
    assert all(row.kind.isVisible() for row in dialog.rows)
    assert "1 + 4, 2 + 5, 3 + 6" in dialog.partners.text()
    row = dialog.rows[4]
    choose(qtbot, row.level, "hard")
    row.name.setFocus()
    row.name.selectAll()
    qtbot.keyClicks(row.name, "Zden")  # QTest types Latin-1 only; the rest as a paste would
    row.name.insert("ěk")
    choose(qtbot, dialog.rows[2].kind, "human")
    assert dialog.rows[0].kind.currentData() == "computer", "one human at the table"
    assert not dialog.rows[2].level.isEnabled()
    choose(qtbot, dialog.rules.target, 5000)
    choose(qtbot, dialog.rules.keep_cards, 2)
    assert dialog.rows[1].partner.text().endswith("Zdeněk")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted

    prefs = dialog.preferences()
    assert prefs.players == 6 and len(prefs.seats) == 6
    assert [s.kind for s in prefs.seats] == ["computer", "computer", "human", "computer",
                                             "computer", "computer"]
    assert prefs.seats[4] == SeatChoice("computer", "hard", "Zdeněk")
    assert prefs.to_rules() == Rules(players=6, target_score=5000, keep_cards=2)

    session.set_preferences(prefs)
    config = session.table_config()
    assert config.human_seat == 2 and config.names[4] == "Zdeněk"
    assert config.rules == Rules(players=6, target_score=5000, keep_cards=2)


def test_fewer_players_hide_seats_and_keep_them_for_later(qtbot):
    prefs = Preferences().with_players(4)
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.show()
    assert "1 + 3, 2 + 4" in dialog.partners.text()
    dialog.rows[3].name.setText("Dora")
    dialog.players.setValue(3)
    assert not dialog.rows[3].kind.isVisible()
    assert len(dialog.preferences().seats) == 3
    assert dialog.rows[1].partner.text() == "\u2014"
    dialog.players.setValue(4)
    assert dialog.preferences().seats[3].name == "Dora"


def test_an_empty_name_becomes_the_seat_default(qtbot):
    dialog = NewGameDialog(Preferences().with_players(2))
    qtbot.addWidget(dialog)
    dialog.rows[1].name.setText("   ")
    assert dialog.preferences().seats[1].name == dialog.rows[1].fallback
    assert clean_name("A\tB\x07", "x") == "AB"


def test_choose_new_game_runs_the_dialog_and_stores_the_table(qtbot, session):
    def play() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.players.setValue(2)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, play)
    assert actions.choose_new_game(None, session)
    assert session.table_config().rules.players == 2


# --- messages -----------------------------------------------------------------------------------


def test_an_error_box_names_the_file_and_does_not_block(qtbot, session, tmp_path):
    bad = tmp_path / "broken.samba"
    bad.write_text("not a save")
    actions.connect_messages(None, session)
    assert session.open_file(bad) is None
    boxes = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible()]
    assert len(boxes) == 1
    box = boxes[0]
    assert str(bad) in box.informativeText()
    assert "nothing else was changed" in box.informativeText()
    # the same problem again does not stack a second box
    assert show_error(None, box.text(), str(session_error_message(box))) is box
    box.close()


def session_error_message(box: QMessageBox) -> str:
    return box.informativeText().partition("\n\n")[0]


def test_a_notice_box_shows_its_lead_and_details(qtbot):
    box = show_notice(None, "Lead sentence.\n\nThe details.")
    qtbot.addWidget(box)
    assert box.text() == "Lead sentence." and box.informativeText() == "The details."
    box.close()
