"""After a language switch the table's captions speak the new language at once; the keyboard
shortcuts dialog shows every row whole."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QTableWidget

from samba_desktop.ui import i18n
from samba_desktop.ui.dialogs.help_dialogs import ShortcutsDialog
from samba_desktop.ui.table.items.decor import Caption
from samba_desktop.ui.table.types import Area
from tests.ui.dialog_helpers import DialogAnswerer
from tests.ui.table.test_table_readability import crowded_game
from tests.ui.table_helpers import make_window, settle


def _captions(w) -> list[str]:
    return [item.text() for item in w.scene.decorations(Area.PANELS)
            if isinstance(item, Caption)]


def test_red_three_and_meld_captions_switch_language_at_once(qtbot, qapp):
    i18n.install_translators(qapp, "en")
    w = make_window(qtbot, crowded_game(4), players=4, size=(1280, 800))
    settle(qtbot, w)
    before = _captions(w)
    assert any(t.startswith("Red 3s") for t in before), before
    assert any("joker" in t for t in before), before
    try:
        i18n.switch_language(qapp, "de")
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        after = _captions(w)
        assert not any(t.startswith("Red 3s") for t in after), after
        assert any(t.startswith(("Rote Dreien", "Rote 3")) for t in after), after
        assert not any("joker" in t for t in after), after  # "Joker" in German
    finally:
        i18n.switch_language(qapp, "en")
        QApplication.processEvents()
    w.model.shutdown()


def test_the_shortcuts_dialog_shows_the_enter_row_whole(qtbot):
    w = make_window(qtbot, crowded_game(2), players=2, size=(1024, 700))
    seen = {}
    answerer = DialogAnswerer()

    def look(dialog) -> None:
        try:
            measure(dialog)
        finally:
            dialog.accept()

    def measure(dialog) -> None:
        assert isinstance(dialog, ShortcutsDialog)
        table = dialog.findChild(QTableWidget)
        column = table.columnWidth(1)
        for row in range(table.rowCount()):
            item = table.item(row, 1)
            metrics = QFontMetrics(item.font() if item.font() is not None else table.font())
            need = metrics.boundingRect(QRect(0, 0, column - 10, 10000),
                                        int(Qt.TextFlag.TextWordWrap), item.text()).height()
            seen[item.text()] = (need, table.rowHeight(row))
        seen["elide"] = table.textElideMode()

    answerer.plan(look)
    w.show_shortcuts()
    answerer.stop()
    assert seen.pop("elide") == Qt.TextElideMode.ElideNone
    enter = next(t for t in seen if t.startswith("Play the yellow button"))
    for text, (need, height) in seen.items():
        assert need <= height, (text, need, height)
    assert seen[enter][1] > min(h for _n, h in seen.values())  # it took a second line
    w.model.shutdown()
