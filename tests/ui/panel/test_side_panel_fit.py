"""The side panel on a laptop: side names whole (wrapped, never cut mid-word), the moves list's
hand header in one piece, the outlook chips' words clear of their edges."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from samba_desktop.ui.panel.outlook import OutlookChart, span_label
from tests.ui.table.test_table_readability import crowded_game
from tests.ui.table_helpers import make_window, settle


def test_side_names_in_the_score_card_are_whole_at_1024_with_six_players(qtbot):
    w = make_window(qtbot, crowded_game(6), players=6, size=(1024, 700))
    settle(qtbot, w)
    w.side_panel.refresh()
    qtbot.wait(50)
    rows = w.side_panel._score_rows
    assert len(rows) == 3
    for _dot, name, _value, _bar in rows:
        # every word has room, and the label is as tall as its wrapped lines
        assert name.width() >= name.minimumSizeHint().width(), name.text()
        assert name.height() >= name.heightForWidth(name.width()), name.text()
        assert name.toolTip()
    w.model.shutdown()


def test_the_moves_lists_hand_header_keeps_its_dashes_with_its_words(qtbot):
    w = make_window(qtbot, crowded_game(2), players=2, size=(1024, 700))
    log = w.side_panel.log
    headers = [log.item(i).text() for i in range(log.count())
               if log.item(i).text().startswith("\u2014")]
    assert headers
    for text in headers:
        assert text.startswith("\u2014\u00a0") and text.endswith("\u00a0\u2014"), repr(text)
    w.model.shutdown()


def test_outlook_chips_keep_their_words_off_their_edges(qtbot):
    w = make_window(qtbot, crowded_game(4), players=4, size=(1024, 700))
    settle(qtbot, w)
    w.side_panel.sections.show_section("outlook")
    chart = w.side_panel.findChild(OutlookChart)
    qtbot.waitUntil(lambda: bool(chart.chips), timeout=2000)
    chart.repaint()
    assert chart.width() < 240  # the narrow panel of a laptop window
    for rect, span in chart.chips:
        label = span_label(span)
        chip = QRectF(rect.left() + 1, rect.top() + 1, rect.width() - 2, 0)
        font = chart.chip_font(chip.width(), label)
        text_w = QFontMetricsF(font).horizontalAdvance(label)
        assert text_w + 2 * OutlookChart.CHIP_PAD <= chip.width(), (label, text_w, chip.width())
    w.model.shutdown()


def test_a_new_games_heading_is_whole_lines_in_the_narrow_moves_list(qtbot):
    w = make_window(qtbot, crowded_game(2), players=2, size=(1024, 700))
    w.model.new_game()  # "— New game — hand 1 —"
    settle(qtbot, w)
    log = w.side_panel.log
    heading = log.item(0)
    assert heading.text().startswith("\u2014")
    metrics = QFontMetricsF(heading.font())
    for line in heading.text().split("\n"):
        # each line fits, so none wraps: no word or dash alone on a line
        assert metrics.horizontalAdvance(line) <= log.viewport().width() - 12, line
        assert line.strip("\u2014\u00a0 "), repr(line)
    w.model.shutdown()
