"""The update check as a player meets it: off unless turned on in Settings ▸ Aids; then a quiet
note on the table names the newer version, and Help ▸ About links to the releases page."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QMessageBox

from samba_desktop.__main__ import build_main_window
from samba_desktop.qtmodel import updates
from tests.qtmodel.test_updates import Releases, newer_than_this
from tests.ui.dialog_helpers import DialogAnswerer
from tests.ui.window.test_every_action import menu_by_text


@pytest.fixture
def releases(monkeypatch):
    server = Releases()
    monkeypatch.setattr(updates, "RELEASES_API_URL", server.url)
    yield server
    server.stop()


def _window(qtbot, base):
    window = build_main_window(base)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def tick_update_check(dialog) -> None:
    box = dialog.findChild(QCheckBox, "check_updates")
    assert box is not None and not box.isChecked(), "off by default"
    box.setChecked(True)
    dialog.accept()


def test_off_by_default_the_app_asks_nothing(qtbot, tmp_path, releases):
    window = _window(qtbot, tmp_path)
    assert window.session.preferences.check_updates is False
    assert window.updates.check is None
    qtbot.wait(50)
    assert releases.requests == []
    window.close()


def test_turned_on_in_settings_it_names_the_newer_version_and_about_links_the_releases(
        qtbot, tmp_path, releases):
    window = _window(qtbot, tmp_path)
    answerer = DialogAnswerer()
    answerer.plan(tick_update_check)
    menu_by_text(window, "Settings").trigger()
    answerer.stop()
    assert window.session.preferences.check_updates is True
    qtbot.waitUntil(lambda: window.updates.newer is not None, timeout=10_000)
    assert len(releases.requests) == 1
    status = window.action_bar.findChildren(object)
    texts = " ".join(w.text() for w in status if hasattr(w, "text") and callable(w.text))
    assert f"Samba Desktop {newer_than_this()} is available" in texts

    shown: list[str] = []

    def read_about(box) -> None:
        assert isinstance(box, QMessageBox)
        shown.append(box.text())
        box.accept()

    answerer = DialogAnswerer()
    answerer.plan(read_about)
    menu_by_text(window, "About Samba Desktop").trigger()
    answerer.stop()
    assert f'href="{updates.RELEASES_URL}"' in shown[0]
    assert f"Version {newer_than_this()} is available." in shown[0]
    window.close()

    # the next start asks again only a day later: the setting is kept, the answer too
    again = _window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: again.updates.newer == newer_than_this(), timeout=10_000)
    assert len(releases.requests) == 1
    again.close()
