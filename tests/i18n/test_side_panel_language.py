"""The side panel's counts stay on the line of their words in every language, even where the
words are long (Swedish "Sjukortsmälningar", Norwegian "Sjukortsmeldinger") and the panel is
narrow."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from samba_desktop.ui import i18n
from tests.ui.table.test_table_readability import crowded_game
from tests.ui.table_helpers import make_window, settle

SEVENS = {"sv": "Sjukortsmälningar", "nb": "Sjukortsmeldinger", "de": "7er-Auslagen",
          "cs": "Kanasty/samby"}


@pytest.mark.parametrize("language", ["sv", "nb", "de", "cs"])
def test_the_count_stays_with_its_label_at_1024_px(qtbot, english_afterwards, language):
    i18n.install_translators(english_afterwards, language)
    w = make_window(qtbot, crowded_game(4), players=4, size=(1024, 700))
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    settle(qtbot, w)
    lines = w.side_panel.hand_lines
    card = w.side_panel.hand_card
    mark, words, count = lines.line(1)  # the 7-card melds
    assert SEVENS[language] in words.text()
    assert count.text() == "3 \u2713" and count.isVisible()  # done, not "3/2"
    # the count sits on the first line of its words, to their right, inside the card
    first_line = QFontMetrics(words.font()).height()
    assert abs(count.geometry().top() - words.geometry().top()) < first_line / 2
    assert count.geometry().left() > words.geometry().right()
    right = count.mapTo(card, count.rect().topRight()).x()
    assert right < card.width()
    # the long word itself fits its column (it is never clipped)
    longest = max(SEVENS[language].split(), key=len)
    shown_font = words.font()
    shown_font.setBold("font-weight:bold" in words.text())
    if "font-size:" in words.text():
        size = int(words.text().split("font-size:")[1].split("px")[0])
        shown_font.setPixelSize(size)
    assert QFontMetrics(shown_font).horizontalAdvance(longest) <= words.width()
    # every line: a count, when there is one, is beside its words
    for _mark, text, value in lines.rows:
        if value.text():
            assert abs(value.geometry().top() - text.geometry().top()) < first_line / 2
