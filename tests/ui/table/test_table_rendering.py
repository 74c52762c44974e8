"""The table at several window sizes and player counts: drawn, on screen, and tidy."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from samba_desktop.engine import Game, Rules
from tests.ui.table_helpers import make_window, settle, table_matches_game


def _image(window) -> QImage:
    return window.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _share(image: QImage, test, step: int = 6) -> float:
    hits = total = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            total += 1
            if test(QColor(image.pixel(x, y))):
                hits += 1
    return hits / max(1, total)


def _is_felt(c: QColor) -> bool:
    return c.green() > c.red() + 25 and c.green() > c.blue() + 10


def _is_card_white(c: QColor) -> bool:
    return min(c.red(), c.green(), c.blue()) > 235


@pytest.mark.parametrize("players,size", [
    (2, (1024, 700)), (3, (1280, 800)), (4, (1024, 700)), (4, (1920, 1080)), (5, (1440, 900)),
    (6, (1024, 700)), (6, (1920, 1080)),
])
def test_the_table_is_drawn_and_every_card_lies_inside_the_view(qtbot, players, size):
    w = make_window(qtbot, players=players, size=size, seed=players * 7)
    settle(qtbot, w)
    image = _image(w)
    assert image.width() > 500 and image.height() > 350
    assert _share(image, _is_felt) > 0.35, "no felt"
    assert _share(image, _is_card_white) > 0.03, "no cards"
    rect = w.scene.sceneRect().adjusted(-2, -2, 2, 2)
    for item in w.scene.cards():
        assert rect.contains(item.sceneBoundingRect()), (item.card_text, item.region)
    table_matches_game(w)
    # the human's hand is the biggest thing on the table
    hand_w = w.scene.hand_cards()[0].card_width
    assert all(hand_w >= item.card_width for item in w.scene.cards())


@pytest.mark.parametrize("extra,rows", [("", 1), ("AS KS QS JS TS 9S 8S AH KH QH JH TH 9H 8H", 2)])
def test_a_big_hand_stays_readable_in_one_or_two_rows_at_a_small_window(qtbot, extra, rows):
    hand = ("AS KS QS JS TS 9S 8S AH KH QH JH TH 9H 8H AC KC QC JC TC 9C 8C AD KD QD JD TD "
            "9D 8D JK 2C 3H " + extra)
    game = Game.setup(Rules(players=4), hands=[hand, "4C 5D", "4D 5H", "9C TD"],
                      stock="8S 9H TC JD", discard="4H 9S 7C", turn=0, phase="meld")
    w = make_window(qtbot, game, size=(1024, 700))
    assert w.scene.frame.hand.row_count == rows
    items = w.scene.hand_cards()
    assert len(items) == len(hand.split())
    rect = w.scene.sceneRect()
    for item in items:
        assert rect.contains(item.sceneBoundingRect())
    # every card's corner index shows: the next card in a row starts at least 25% further on
    by_row: dict[float, list[float]] = {}
    for item in items:
        by_row.setdefault(round(item.pos().y()), []).append(item.pos().x())
    assert len(by_row) == rows
    for xs in by_row.values():
        xs.sort()
        steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
        assert min(steps) >= 0.25 * items[0].card_width
