"""The drawn decks' court cards read as one card at every size (no inner card-like panel)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from samba_desktop.ui.cards import FOUR_COLOUR, LARGE_INDEX, CardRenderer


@pytest.mark.parametrize("theme", [LARGE_INDEX, FOUR_COLOUR], ids=lambda t: t.name)
@pytest.mark.parametrize("width", [44, 70, 100, 150])
@pytest.mark.parametrize("card", ["JH", "QD", "KS", "JC"])
def test_a_court_card_has_no_inner_frame_that_reads_as_a_second_card(qtbot, theme, width,
                                                                      card):
    image = CardRenderer(theme).image(card, width)
    w, h = image.width(), image.height()
    # across the lower part of the face, between the corner indices, the card is plain white:
    # an inner framed panel (its edges and tint) would show here
    for y in (round(h * 0.8), round(h * 0.88)):
        for x in range(round(w * 0.22), round(w * 0.72)):
            c = QColor(image.pixel(x, y))
            assert min(c.red(), c.green(), c.blue()) >= 245, (card, width, x, y, c.name())
    # and the face still says what it is: the court letter in its suit's colour mid-card
    inked = sum(1 for y in range(round(h * 0.2), round(h * 0.6))
                for x in range(round(w * 0.3), round(w * 0.86))
                if min(QColor(image.pixel(x, y)).getRgb()[:3]) < 200)
    assert inked > w * h * 0.02
