"""Tips for beginners: shown once when they fit, dismissable, switchable off, listed in the help."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QWidget

from samba_desktop.__main__ import compose_window
from samba_desktop.engine import Game, Rules
from samba_desktop.qtmodel.session import SessionModel
from samba_desktop.ui.cards import LARGE_INDEX, CardRenderer
from samba_desktop.ui.dialogs.help_dialogs import RulesDialog
from tests.qtmodel.helpers import model_with
from tests.ui.table_helpers import make_window, settle

FILLER = "4C 5D 6S"


def red_three_position() -> Game:
    return Game.setup(Rules(players=4), hands=["3D 9C 9S KH", FILLER, FILLER, FILLER],
                      stock="5C 6C 7C 8C 9D TD", discard="KC")


def test_a_red_three_in_hand_gets_its_tip_once(qtbot):
    window = make_window(qtbot, red_three_position())
    banner = window.tip_banner
    assert banner.isVisible() and banner.key == "red_three_in_hand"
    assert "750" in banner.text.text()
    # it sits over the table, inside the view
    assert banner.geometry().right() <= window.view.width()
    banner.ok_button.click()
    assert not banner.isVisible()
    assert window.model.draw()
    settle(qtbot, window)
    assert not banner.isVisible()  # shown once: not again while the red 3 stays
    assert "red_three_in_hand" in window.tips.seen


def test_no_more_tips_switches_them_off_and_is_remembered(qtbot, tmp_path):
    session = SessionModel(tmp_path)
    session.load()
    model = model_with(red_three_position())
    window = compose_window(model, session)
    qtbot.addWidget(window)
    window.show()
    model.start()
    banner = window.tip_banner
    qtbot.waitUntil(banner.isVisible, timeout=3000)
    assert session.preferences.tips_seen == ("red_three_in_hand",)
    banner.off_button.click()
    assert not banner.isVisible()
    assert session.preferences.show_tips is False
    assert window.tips.check() is None
    model.shutdown()
    session.close()
    again = SessionModel(tmp_path)
    again.load()
    assert again.preferences.show_tips is False
    assert again.preferences.tips_seen == ("red_three_in_hand",)
    again.close()


def test_the_help_lists_every_tip(qtbot):
    dialog = RulesDialog(CardRenderer(LARGE_INDEX))
    qtbot.addWidget(dialog)
    text = dialog.browser.document().toPlainText()
    assert "Tips for beginners" in text
    for title in ("A samba is in reach", "Block the big pile", "Lay your red 3",
                  "Wild cards spent in vain", "Your side may go out"):
        assert title in text


def test_settings_show_all_tips_again_forgets_the_tips_seen(qtbot):
    from samba_desktop.qtmodel.preferences import Preferences
    from samba_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Preferences(tips_seen=("may_go_out",), show_tips=False))
    qtbot.addWidget(dialog)
    assert dialog.aids.reset_tips.isEnabled() and not dialog.aids.show_tips.isChecked()
    assert dialog.preferences().tips_seen == ("may_go_out",)
    dialog.aids.reset_tips.click()
    dialog.aids.show_tips.click()
    prefs = dialog.preferences()
    assert prefs.tips_seen == () and prefs.show_tips is True
    fresh = SettingsDialog(Preferences())
    qtbot.addWidget(fresh)
    assert not fresh.aids.reset_tips.isEnabled()  # nothing seen yet: nothing to forget


def test_the_red_three_tip_says_the_whole_rule(qtbot):
    window = make_window(qtbot, red_three_position())
    banner = window.tip_banner
    assert banner.isVisible() and banner.key == "red_three_in_hand"
    text = banner.text.text()
    # +100 each (1,000 for all six) with the side's two 7-card melds, else -100 each; 750 held
    for part in ("100", "1,000", "two 7-card melds", "\u2212100", "750"):
        assert part in text, part
    window.model.shutdown()


@pytest.mark.parametrize("language", ["en", "de", "cs", "sv", "nb"])
def test_a_tip_in_the_narrow_side_panel_shows_both_buttons_whole(qtbot, qapp, language):
    """At 1024×700 the table may have no room: the tip goes over the side panel, about 200 px
    wide, where "Keine Tipps mehr" and "Verstanden" do not fit side by side."""
    from samba_desktop.ui import i18n
    from samba_desktop.ui.panel.tips import TipBanner

    locale = QLocale()
    i18n.install_translators(qapp, language)
    try:
        window = QWidget()
        qtbot.addWidget(window)
        window.resize(420, 600)
        host, panel = QWidget(window), QWidget(window)
        host.setGeometry(0, 0, 200, 600)
        panel.setGeometry(200, 0, 210, 600)
        window.show()
        banner = TipBanner(host, window)
        banner.avoid = lambda: [host.rect()]  # no free room on the table
        banner.set_elsewhere(panel)
        banner.show_tip("red_three_in_hand")
        qtbot.waitUntil(lambda: banner.placed_over is panel)
        for button in (banner.off_button, banner.ok_button):
            assert button.width() >= button.sizeHint().width(), (language, button.text())
            assert banner.rect().contains(button.geometry()), (language, button.text())
    finally:
        i18n.remove_translators(qapp)
        QLocale.setDefault(locale)
