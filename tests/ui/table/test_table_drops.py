"""Dropped cards land on the target they cover most that takes them (libkcardgame's drop), not
on the one under the mouse."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from samba_desktop.engine import Card, Extend, Game, Rules
from tests.ui.table.test_table_play import meld_position
from tests.ui.table_helpers import (
    card_point,
    drag,
    hand_item,
    make_window,
    settle,
    table_matches_game,
)


def test_a_card_dropped_mostly_on_the_pile_is_discarded_though_the_mouse_is_beside_it(qtbot):
    w = make_window(qtbot, meld_position())
    scene = w.scene
    item = hand_item(w, "9D")
    grip = card_point(item) - item.pos()  # where the mouse holds the card
    pile = scene.pile_rect
    # the mouse a little left of the pile: the card it holds lies mostly over the pile
    end = QPointF(pile.left() - 12, pile.top() + grip.y())
    pointed = [t for t in scene.targets if t.rect.contains(end)]
    assert not pointed, [t.kind for t in pointed]
    drag(w, card_point(item), end)
    assert str(w.model.view.discard_pile[-1]) == "9D"
    settle(qtbot, w, timeout=10_000)
    assert item in scene.cards_in("pile")  # the card held flew there
    table_matches_game(w)


def test_of_two_melds_a_card_covers_the_one_it_covers_most_wins(qtbot):
    game = Game.setup(Rules(players=4), hands=["AH 2C 8C 4S 9D", "4C 5D 6H 7S", "4D 5H 6S 7D",
                                               "9C TD JH QS"],
                      stock="8S 9H TC JD QH KD", discard="4H 9S 7C",
                      melds={0: ["KC KD KS", "QC QD QS"]}, turn=0, phase="meld")
    w = make_window(qtbot, game)
    scene = w.scene
    kings, queens = w.model.view.melds(0)
    wild = (Card.parse("2C"),)
    assert w.model.is_legal(Extend(kings.id, wild)) and w.model.is_legal(Extend(queens.id, wild))
    boxes = scene.meld_rects
    left, right = sorted((kings, queens), key=lambda m: boxes[m.id].left())
    a, b = boxes[left.id], boxes[right.id]
    assert abs(a.top() - b.top()) < 1 and a.right() < b.left()  # side by side
    item = hand_item(w, "2C")
    grip = card_point(item) - item.pos()
    # the mouse on the right edge of the left meld: the card it holds lies mostly to its right,
    # over the right meld
    end = QPointF(a.right() - 3, a.center().y())
    pointed = [t for t in scene.targets if t.rect.contains(end) and t.kind == "meld"]
    assert [t.key for t in pointed] == [left.id]
    width = item.card_width
    assert b.left() - end.x() + grip.x() < width * 0.5  # most of the card is past b.left()
    drag(w, card_point(item), end)
    grown = {m.id: len(m.cards) for m in w.model.view.melds(0)}
    assert grown == {left.id: 3, right.id: 4}
    settle(qtbot, w)
    assert "2C" in [i.card_text for i in scene.items_of_meld(right.id)]
    table_matches_game(w)

