"""The table of actions (ui/actions.py): every command of the Game and Help menus is one of its
rows, and the Keyboard shortcuts dialog lists only what has a key."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from samba_desktop.__main__ import build_main_window
from samba_desktop.ui.actions import Action, Place, in_place, label, shortcut_rows


def _menu(window, index: int) -> QMenu:
    menu = window.menuBar().actions()[index].menu()
    assert isinstance(menu, QMenu)
    return menu


def test_every_command_of_the_game_and_help_menus_is_a_row_of_the_table(qtbot, tmp_path):
    window = build_main_window(tmp_path)  # with a session: every entry of the Game menu
    qtbot.addWidget(window)
    # and what each runs is the table's too (the Hand viewer is the player aids' own)
    assert all(row.command is not None for row in in_place(Place.GAME_MENU)
               + in_place(Place.HELP_MENU) if row.action != Action.HAND_VIEWER)
    game, help_menu = _menu(window, 0), _menu(window, -1)
    for menu, place in ((game, Place.GAME_MENU), (help_menu, Place.HELP_MENU)):
        rows = {label(row.action): row.action for row in in_place(place)}
        entries = [a for a in menu.actions() if not a.isSeparator() and a.menu() is None]
        assert entries
        for entry in entries:  # (Open recent is a list of files, not a command)
            assert entry.text() in rows, (entry.text(), sorted(rows))
        # and the other way: each row of the menu's place is in the menu, once
        assert sorted(entry.text() for entry in entries) == sorted(rows)
    # where they always were: Host, Join and Leave after Save as; the summary after the sheet
    texts = [a.text() for a in game.actions() if not a.isSeparator() and a.menu() is None]
    assert texts[texts.index(label(Action.SAVE_AS)) + 1:][:3] == [
        label(Action.HOST_TABLE), label(Action.JOIN_TABLE), label(Action.LEAVE_TABLE)]
    assert texts[texts.index(label(Action.SCORE_SHEET)) + 1] == label(Action.HAND_SUMMARY)
    assert not window.leave_action.isEnabled()  # only at a shared table
    helps = [a.text() for a in help_menu.actions() if not a.isSeparator()]
    assert helps[-2:] == [label(Action.LEARN_TO_PLAY), label(Action.ABOUT)]
    window.model.shutdown()


def test_the_shortcuts_dialog_lists_only_what_has_a_key_or_a_gesture():
    rows = shortcut_rows()
    assert all(keys for keys, _does in rows), rows
    assert not any(label(action) in (does for _keys, does in rows)
                   for action in (Action.HOST_TABLE, Action.LEARN_TO_PLAY, Action.ABOUT))
