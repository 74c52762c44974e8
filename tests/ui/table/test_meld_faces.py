"""Every meld shows its rank at a glance: a group's face is a natural of its rank, its wild
cards show as such (beside it in a fan, crosswise under it when squared up), its caption names
the rank, and hovering any meld lists its cards."""

from __future__ import annotations

import pytest

from samba_desktop.engine import Card, Game, Rules
from samba_desktop.qtmodel.texts import rank_label
from samba_desktop.ui.table.items.decor import Caption
from samba_desktop.ui.table.types import Area, RegionKind
from tests.ui.table_helpers import make_window, settle, table_matches_game

#: every mix of wild cards a group may hold (at most two): a joker, a 2, two of either, both
WILD_MIXES = [["JK"], ["2C"], ["JK", "JK"], ["2C", "2D"], ["JK", "2H"]]
RANKS = "56789TJQK"


def _wild_group_game(players: int) -> Game:
    """Each side holds a group of every wild mix (a different rank each), plain groups and
    sequences, so that a crowded table squares the groups up."""
    sides = 3 if players == 6 else 2
    melds: dict[int, list[list[str]]] = {}
    for side in range(sides):
        groups = []
        for k, wilds in enumerate(WILD_MIXES):
            rank = RANKS[(k + side) % len(RANKS)]
            naturals = [rank + s for s in "SHDC"][:2 * len(wilds)]
            groups.append(naturals + wilds)
        groups += [["4H", "5H", "6H", "7H"], ["AS", "AH", "AD"]]
        melds[side] = groups
    hands = ["4C 4D 7H 9S TC 3H"] + ["5C 5D 5H 6C 7D 8H 9C TD JS QD KS"] * (players - 1)
    return Game.setup(Rules(players=players), hands=hands, stock="8S 9H TC JD " * 10,
                      discard="4H 9S 7C KD", melds=melds, turn=0, phase="meld")


def _meld_cards(scene) -> dict[object, list]:
    out: dict[object, list] = {}
    for item in scene.cards():
        if item.region is not None and item.region.kind == RegionKind.MELD:
            out.setdefault(item.region, []).append(item)
    return out


@pytest.mark.parametrize("players,size", [(6, (1024, 700)), (4, (1280, 800)),
                                          (2, (1920, 1080))])
def test_every_group_shows_a_natural_of_its_rank_on_top_and_its_wild_cards_as_such(
        qtbot, players, size):
    w = make_window(qtbot, _wild_group_game(players), players=players, size=size)
    settle(qtbot, w)
    table_matches_game(w)
    view = w.model.view
    captions = [item for item in w.scene.decorations(Area.PANELS) if isinstance(item, Caption)]
    checked = 0
    for region, items in _meld_cards(w.scene).items():
        meld = next(m for m in view.melds(region.side) if m.id == region.meld_id)
        if meld.kind in ("sequence", "samba"):
            continue
        cards = [Card.parse(i.card_text) for i in items]
        wilds = [c for c in cards if not c.is_natural]
        # the face: the card on top of the others is a natural of the group's rank
        top = max(items, key=lambda i: i.zValue())
        face = Card.parse(top.card_text)
        rank = next(c for c in meld.cards if c.is_natural).rank
        assert face.is_natural and face.rank == rank, (meld.cards, top.card_text)
        # wild cards show: none hides wholly under a natural (crosswise or beside the fan)
        for item in items:
            if Card.parse(item.card_text).is_natural:
                continue
            shape = item.sceneBoundingRect()
            above = [o.sceneBoundingRect() for o in items if o.zValue() > item.zValue()
                     and o.rotation() == 0]
            assert not any(r.contains(shape) for r in above), item.card_text
        # the caption names the rank; hovering any of its cards lists them all
        box = w.scene.meld_rects[meld.id]
        tips = {i.toolTip() for i in items}
        assert len(tips) == 1
        tip = tips.pop()
        label = rank_label(rank)
        assert tip.startswith(f"{label} \u00d7"), tip
        assert tip.count("Joker") == sum(1 for c in wilds if c.is_joker), tip
        if wilds and meld.kind == "group":
            near = [c.text() for c in captions if c.rect().intersects(box.adjusted(0, 0, 0, 30))]
            assert any(t.startswith(f"{label} \u00d7") for t in near), near
        checked += 1
    assert checked >= len(WILD_MIXES) * view.num_sides


def test_a_crowded_table_squares_wild_groups_up_with_their_wilds_crosswise_under_them(qtbot):
    w = make_window(qtbot, _wild_group_game(6), players=6, size=(1024, 700))
    settle(qtbot, w)
    squared = 0
    for items in _meld_cards(w.scene).values():
        upright = [i for i in items if i.rotation() == 0]
        crosswise = [i for i in items if i.rotation() != 0]
        if not crosswise:
            continue
        squared += 1
        assert all(not Card.parse(i.card_text).is_natural for i in crosswise)
        assert all(Card.parse(i.card_text).is_natural for i in upright)
        stack = max(i.sceneBoundingRect().right() for i in upright)
        for i in crosswise:
            assert i.zValue() < min(u.zValue() for u in upright)
            assert i.sceneBoundingRect().right() > stack + 0.25 * i.card_width
    assert squared >= 3


def test_a_sequence_caption_gives_its_suit_and_span_and_hovering_it_lists_its_cards(qtbot):
    w = make_window(qtbot, _wild_group_game(2), players=2, size=(1280, 800))
    settle(qtbot, w)
    texts = [item.text() for item in w.scene.decorations(Area.PANELS)
             if isinstance(item, Caption)]
    assert any("\u2665" in t and "4\u20137" in t for t in texts), texts
    seq = next(items for region, items in _meld_cards(w.scene).items()
               if "4H" in {i.card_text for i in items} and "5H" in {i.card_text for i in items})
    assert seq[0].toolTip().endswith("4\u2665 5\u2665 6\u2665 7\u2665")


def test_hovering_a_meld_on_the_viewport_shows_its_cards(qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    w = make_window(qtbot, _wild_group_game(2), players=2, size=(1280, 800))
    settle(qtbot, w)
    items = next(items for items in _meld_cards(w.scene).values()
                 if any(i.card_text == "JK" for i in items) and len(items) == 3)
    top = max(items, key=lambda i: i.zValue())
    point = w.view.mapFromScene(top.sceneBoundingRect().center())
    event = QHelpEvent(QEvent.Type.ToolTip, point, w.view.viewport().mapToGlobal(point))
    QApplication.sendEvent(w.view.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert "Joker" in QToolTip.text() and "\u00d7" in QToolTip.text()
    QToolTip.hideText()
