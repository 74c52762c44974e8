"""What the table and its dialogs say: counts that read as done, the right table described,
the version in the About box."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QRadioButton

from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.ui.dialogs.welcome_dialog import WelcomeDialog
from samba_desktop.ui.table.items.decor import Label
from samba_desktop.ui.table.types import Area
from tests.ui.dialog_helpers import DialogAnswerer
from tests.ui.table.test_table_readability import crowded_game
from tests.ui.table_helpers import make_window, settle


def test_three_7_card_melds_read_as_done_not_three_of_two(qtbot):
    w = make_window(qtbot, crowded_game(4), players=4, size=(1280, 800))
    settle(qtbot, w)
    view = w.model.view
    assert sum(1 for m in view.melds(0) if m.is_seven) == 3
    chips = [item.text() + " " + item.toolTip() for item in w.scene.decorations(Area.PANELS)
             if isinstance(item, Label)]
    assert not any("3/2" in t for t in chips), chips
    assert any("3 \u2713" in t for t in chips), chips
    w.side_panel.refresh()
    counts = [c.text() for _m, _w, c in w.side_panel.hand_lines.rows]
    assert "3 \u2713" in counts and not any("/2" in c and "3" in c for c in counts), counts
    assert "3/2" not in w.side_panel.others.text()
    w.model.shutdown()


def test_the_welcome_dialog_describes_the_six_player_table_as_dealt(qtbot):
    dialog = WelcomeDialog(Preferences())
    qtbot.addWidget(dialog)
    six = dialog.findChild(QRadioButton, "players6").text()
    # three sides of two: one partner, four opponents
    assert "a computer partner" in six and "four computers" in six, six
    assert "two computer partners" not in six


def test_the_about_box_shows_the_version(qtbot):
    from samba_desktop import __version__

    w = make_window(qtbot, crowded_game(2), players=2)
    seen = []
    answerer = DialogAnswerer()

    def read(box) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.accept()

    answerer.plan(read)
    about = next(a for a in w.menuBar().actions()[-1].menu().actions() if "About" in a.text())
    about.trigger()
    answerer.stop()
    assert seen and f"Version {__version__}" in seen[0], seen
    w.model.shutdown()


def test_a_side_name_in_a_panel_header_is_cut_only_when_there_is_no_room(qtbot):
    from samba_desktop.ui.table.items.decor import Label
    from tests.ui.table.test_table_readability import crowded_game
    from tests.ui.table_helpers import make_window, settle

    w = make_window(qtbot, crowded_game(6), players=6, size=(1024, 700))
    settle(qtbot, w)
    titles = [item for item in w.scene.items()
              if isinstance(item, Label) and item.data(0) == "title"]
    assert len(titles) == 3
    for name in w.model.side_names():
        upper = name.upper()
        # the 7-card melds' words give way first: the whole name shows
        assert any(upper in title.text() for title in titles), (upper, [t.text() for t in titles])
    w.model.shutdown()
