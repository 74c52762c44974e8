"""Menus in English and in every translation: no entry has two accelerators, and no two entries
of a menu (nor two menu titles) share a letter."""

from __future__ import annotations

import re

import pytest

from samba_desktop.persistence.settings import Settings, save_settings
from tests.ui.window.test_main_window_session import _window

ACCELERATOR = re.compile(r"&([^&\s])")


def _clashes(actions) -> list[str]:
    seen: dict[str, str] = {}
    clashes = []
    for action in actions:
        if action.isSeparator() or not action.text():
            continue
        keys = ACCELERATOR.findall(action.text())
        if not keys:  # some entries have none in English either (the speeds)
            continue
        if len(keys) > 1:
            clashes.append(f"{action.text()!r} has {len(keys)} accelerators")
            continue
        key = keys[0].lower()
        if key in seen:
            clashes.append(f"{action.text()!r} and {seen[key]!r} share &{key}")
        seen[key] = action.text()
    return clashes


@pytest.mark.parametrize("language", ["en", "de", "sv", "nb", "cs"])
def test_every_menu_has_distinct_accelerators(qtbot, tmp_path, english_afterwards, language):
    save_settings(Settings(language=language), tmp_path)
    window = _window(qtbot, tmp_path)  # as the app starts: in the language of the settings
    bar = window.menuBar()
    problems = _clashes(bar.actions())
    menus = [a.menu() for a in bar.actions() if a.menu() is not None]
    while menus:
        menu = menus.pop()
        actions = [a for a in menu.actions() if a.text() and "/" not in a.text()]  # not file paths
        problems += _clashes(actions)
        menus += [a.menu() for a in menu.actions() if a.menu() is not None]
    assert problems == []
    window.close()
