"""The table stays readable on a laptop late in a crowded hand: measured, box by box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QRectF

from samba_desktop.engine import Game, Rules
from samba_desktop.ui import i18n
from samba_desktop.ui.cards import index_rect, rank_index_height
from samba_desktop.ui.decor import Caption, Label, Panel
from samba_desktop.ui.table_layout import MIN_CARD_W
from samba_desktop.ui.table_types import Area, RegionKind

from .table_helpers import make_window, settle, show_window, table_matches_game

#: eight or more melds for every side, with canastas, sambas and wild cards (long captions)
MELDS = {
    0: ["AS AH AD AC AS AH AD", "KS KH KD KC JK KS", "4H 5H 6H 7H 8H 9H TH", "QS QH QD",
        "7C 8C 9C TC", "9S 9H 9D 2C", "5D 6D 7D 8D 9D TD JD", "JS JH JD JC JS 2H"],
    1: ["TS TH TD TC TS TH JK", "8S 8H 8D 2D", "4S 5S 6S 7S 8S", "QC QH QD QS QC 2S 2S",
        "AS AH AD", "5C 6C 7C 8C 9C TC", "7S 7H 7D", "KS KH KD 2C", "4C 4D 4H"],
    2: ["9C 9D 9H 9S", "6C 7C 8C", "KC KD KH KS KC KD KH", "5H 5S 5D", "TH JH QH KH",
        "8C 8D 8H 8S 2H", "QS QD QC", "AH AC AD AS 2D 2D"],
    # with five players (five sides) six melds for each: the first six of the three above
    3: ["6S 7S 8S 9S", "JC JD JH", "TH TD TC", "KD KC KH", "4D 5D 6D 7D", "AC AD AS 2S"],
    4: ["9H TH JH QH", "5S 5C 5H", "QD QC QH", "8D 8H 8C", "6H 7H 8H", "AD AH AC AS 2C JK"],
}


#: every language the game speaks: German and Czech have the longest captions and headers
LANGUAGES = i18n.LANGUAGES


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    """The table in each language, its translators installed as the app does at start; English
    again afterwards."""
    locale = QLocale()
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def crowded_game(players: int = 6) -> Game:
    sides = {6: 3, 5: 5}.get(players, 2)
    melds = {s: [m.split() for m in MELDS[s]][:6 if players == 5 else None]
             for s in range(sides)}
    hands = ["4C 4D 7H 9S TC JK 2S KH QS 6D 6H 8S 3H"] + \
        ["5C 5D 5H 6C 7D 8H 9C TD JS QD KS"] * (players - 1)
    return Game.setup(Rules(players=players), hands=hands, stock="8S 9H TC JD " * 10,
                      discard="4H 9S 7C KD", melds=melds, red_threes={0: 2, 1: 1},
                      scores=[2370, 500, 0, 120, 40][:sides], turn=0, phase="meld")


def _visible_indices(scene) -> list[tuple[QRectF, object]]:
    """The corner index of every meld card that is meant to be read: each card of a fan, the
    top card of a squared-up stack."""
    by_region: dict[object, list] = {}
    for item in scene.cards():
        if item.region is not None and item.region.kind in (RegionKind.MELD, RegionKind.STAGE,
                                                            RegionKind.RED3):
            by_region.setdefault(item.region, []).append(item)
    out = []
    for items in by_region.values():
        xs = {round(i.pos().x()) for i in items}
        stacked = max(xs) - min(xs) < items[0].card_width * 0.2
        shown = [max(items, key=lambda i: i.zValue())] if stacked else items
        for item in shown:
            out.append((index_rect(item.card_width).translated(item.pos()), item))
    return out


@pytest.mark.parametrize("players,size", [(6, (1024, 700)), (4, (1024, 700)),
                                          (6, (1280, 800))])
def test_a_crowded_table_keeps_every_caption_and_card_index_readable(qtbot, language, players,
                                                                    size):
    w = make_window(qtbot, crowded_game(players), players=players, size=size)
    settle(qtbot, w)
    table_matches_game(w)
    assert all(len(w.model.view.melds(s)) >= 8 for s in range(w.model.view.num_sides))
    _assert_readable(w)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_five_sides_with_six_melds_each_fit_a_laptop_window(qtbot, language, size):
    w = make_window(qtbot, crowded_game(5), players=5, size=size)
    settle(qtbot, w)
    table_matches_game(w)
    assert w.model.view.num_sides == 5
    assert all(len(w.model.view.melds(s)) >= 6 for s in range(5))
    assert (w.width(), w.height()) == size  # the window is not forced taller than the screen
    assert w.scene.frame.fits
    assert w.scene.frame.hand_card_w >= MIN_CARD_W
    _assert_readable(w)


def _assert_readable(w) -> None:
    scene = w.scene
    panels = [item.rect() for item in scene.decorations(Area.PANELS) if isinstance(item, Panel)]
    assert len(panels) == w.model.view.num_sides
    hand = scene.frame.hand_area
    for k, a in enumerate(panels):
        assert scene.sceneRect().contains(a) and not a.intersects(hand), a
        assert not any(a.intersects(b) for b in panels[k + 1:])

    def panel_of(rect: QRectF) -> QRectF:
        return next(p for p in panels if p.contains(rect.center()))

    labels = [item for item in scene.decorations(Area.PANELS)
              if isinstance(item, Label | Caption)]
    captions = [item for item in labels if item.data(0) == "caption"]
    assert len(captions) >= 3 * len(panels)
    # no caption, title or chip of a panel overlaps another one or leaves its panel
    for k, a in enumerate(labels):
        ra = a.rect()
        assert panel_of(ra).contains(ra), a.text()
        for b in labels[k + 1:]:
            assert not ra.intersects(b.rect()), (a.text(), b.text())
    # every meld card's corner index: as big as the hand's smallest, in its panel, uncovered
    indices = _visible_indices(scene)
    assert len(indices) >= 25
    smallest = rank_index_height(MIN_CARD_W)
    cards = scene.cards()
    for rect, item in indices:
        assert rank_index_height(item.card_width) >= smallest
        assert panel_of(rect).contains(rect), item.card_text
        for caption in captions:
            assert not rect.intersects(caption.rect()), (item.card_text, caption.text())
        for other in cards:
            if other is not item and other.zValue() > item.zValue():
                covered = QRectF(other.pos(), other.card_rect().size())
                assert not rect.intersects(covered), (item.card_text, other.card_text)
    # long side names are shortened, never clipped mid-word, and shown whole on hover
    for title in (item for item in labels if item.data(0) == "title"):
        assert title.toolTip()
        shown = title.text().replace("\u2026", "")
        assert shown.split()[0].lower() in title.toolTip().lower()


def test_the_side_with_more_melds_gets_more_room(qtbot):
    w = make_window(qtbot, crowded_game(6), players=6, size=(1024, 700))
    frame = w.scene.frame
    # side 1 has nine melds and the longer captions; side 2 eight
    assert frame.other_panels[1].width() > frame.other_panels[2].width() or \
        frame.other_panels[1].height() > frame.other_panels[2].height()


def test_long_side_names_are_shortened_with_an_ellipsis_and_whole_on_hover(qtbot):
    from PySide6.QtWidgets import QApplication

    from samba_desktop.qtmodel import GameModel, Pace, SeatConfig, TableConfig
    from tests.qtmodel.helpers import FirstLegal, factory_of

    names = ["You", "Maximiliane Hohenzollern", "Bartholomew Featherstonehaugh", "East",
             "Evangelina Montgomery-Smythe", "Finn"]
    cfg = TableConfig(Rules(players=6), tuple(SeatConfig(n, human=i == 0)
                                              for i, n in enumerate(names)))
    model = GameModel(cfg, crowded_game(6), seed=3, player_factory=factory_of(FirstLegal),
                      pace=Pace.INSTANT)
    w = show_window(qtbot, model, (1024, 700))
    QApplication.processEvents()
    titles = {item.toolTip(): item for item in w.scene.decorations(Area.PANELS)
              if isinstance(item, Label) and item.data(0) == "title"}
    long_side = next(tip for tip in titles if "Maximiliane Hohenzollern" in tip)
    shown = titles[long_side].text()
    assert "\u2026" in shown and len(shown) < len(long_side)  # shortened, with an ellipsis
    assert "Evangelina Montgomery-Smythe" in next(t for t in titles if "Evangelina" in t)
    panels = [item.rect() for item in w.scene.decorations(Area.PANELS)
              if isinstance(item, Panel)]
    for item in titles.values():
        assert any(p.contains(item.rect()) for p in panels)
    # the seats' plates too: shortened on the table, whole on hover
    plates = w.scene.decorations(Area.SEATS)
    assert {p.toolTip() for p in plates} >= {"Maximiliane Hohenzollern",
                                             "Bartholomew Featherstonehaugh"}
    scene_rect = w.scene.sceneRect()
    for plate in plates:
        r = plate.rect()
        assert scene_rect.contains(r), plate.toolTip()
        for item in w.scene.cards():
            if item.region is not None and item.region.kind == RegionKind.HAND and \
                    w.model.names[item.region[1]] != plate.toolTip():
                assert not r.intersects(item.sceneBoundingRect()), plate.toolTip()
