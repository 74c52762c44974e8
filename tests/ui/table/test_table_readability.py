"""The table stays readable on a laptop late in a crowded hand: measured, box by box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QRectF, QSizeF

from samba_desktop.engine import Game, Rules
from samba_desktop.ui import i18n
from samba_desktop.ui.cards import index_rect, rank_index_height
from samba_desktop.ui.table.items.decor import Badge, Caption, CountBubble, Label, Panel
from samba_desktop.ui.table.layout import MIN_CARD_W
from samba_desktop.ui.table.types import Area, RegionKind
from tests.ui.table_helpers import make_window, settle, show_window, table_matches_game

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
    top card of a squared-up stack, and the rank of each wild card lying crosswise under a
    squared-up group (where it stands out to the right)."""
    by_region: dict[object, list] = {}
    for item in scene.cards():
        if item.region is not None and item.region.kind in (RegionKind.MELD, RegionKind.STAGE,
                                                            RegionKind.RED3):
            by_region.setdefault(item.region, []).append(item)
    out = []
    for items in by_region.values():
        upright = [i for i in items if i.rotation() == 0]
        crosswise = [i for i in items if i.rotation() != 0]
        xs = {round(i.pos().x()) for i in upright}
        stacked = max(xs) - min(xs) < upright[0].card_width * 0.2
        shown = [max(upright, key=lambda i: i.zValue())] if stacked else upright
        for item in shown:
            out.append((item.sceneTransform().mapRect(index_rect(item.card_width)), item))
        for item in crosswise:
            w = item.card_width
            rank = QRectF(index_rect(w).topLeft(), QSizeF(index_rect(w).width(),
                                                           rank_index_height(w)))
            out.append((item.sceneTransform().mapRect(rank), item))
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


#: the most crowded tables Easy players reached at five and six seats (seeded Easy games played
#: to the human's meld phase, copied here as positions): 28 to 37 melds, up to 15 on one side;
#: at 1024×700 they need the crowded table's closer margins, and at five players its compact
#: centre beside a row of melds
EXTREME = {
    "5p-37-melds": (5, ["5H QS 2H", "JK", "3S", "2H", "QD QH 3C 3C 3S 3S"], 0, "3C", {
        0: ["5C 5H 5S", "6D 6H 6H 6S 2S", "9C 9H JK", "AC AC AD AH", "7C 7D 7H", "4C 4S 2H"],
        1: ["5C 5S 2C", "8C 8H 8H JK", "TD TS JK", "JC JC JD JD JH JK", "4H 4S 4S",
            "7D 7S 7S 2D"],
        2: ["TC TC TD TH", "KC KH KS KS", "7C 7C 7D 2D", "QC QC QS", "5C 5D 5D 5S", "4C 4D 4D"],
        3: ["5D 5H 2C", "8D 8H 8S 2S", "9D TD JD QD KD", "AD AH AS AS", "QC QD QH QH QS",
            "6C 6D 2D"],
        4: ["8C 8C 8D 8D 8S 8S", "JC JS JS", "9D 9D 9H 9H 9S 9S 9S", "6C 6H 6S 6S 2C",
            "TC TH TH TS TS", "KD KD KH KS", "AC AD AH AS", "7H 7H 7S", "4C 4D 4H 4H",
            "6C 6D 2S", "9C 9C JK", "JH JH JS", "KC KC KH"]}, {0: 2, 2: 2, 3: 2}),
    "5p-34-melds": (5, ["JS", "5C 5H 9C 9D", "8D", "2D 2D", "7H"], 0,
                    "3C TH 5D QH 3C 8C TC 3C 3S 5H 7S JS 3S 3S KD 6D", {
        0: ["4C 4C 4H JK", "8D 8H 8H 8S", "9C 9D 9H 9S 9S", "5C 5H 5S 5S JK", "TC TH 2H",
            "TC TS 2H"],
        1: ["6C 6C 6H 6S 6S 2D", "7C 7C 7C 7D 7D 7S", "TD TS 2S", "JC JC JH", "4D 4H 4S",
            "QC QD QH QH", "KC KH KS KS", "AC AC AD AS"],
        2: ["4H 4S 4S JK", "QC QD QS QS", "9C 9H 9H 9S", "JD JH JS", "6C 6D 6D", "7D 7H 7H",
            "KD KH KS"],
        3: ["6H 6H 2C", "8C 8D 8S 2H", "TD TH TS 2S", "QC QD QS JK", "JC JD JH JK", "AD AS 2C"],
        4: ["AC AD AH AH AH AS", "KC KC KD KH", "5S 6S 7S 8S", "4C 4D 4D 2S", "5C 5D 5D JK",
            "8C 8H 2C", "9D TD JD"]}, {0: 2, 1: 2, 2: 1, 3: 1}),
    "5p-ten-own-melds": (5, ["TC JD JH AD AH 3C 3C 3S 3S", "9H 9H", "2D JK", "TD QD JK", "7D 2S"],
                         12, "3C 7H JS 5C 3S", {
        0: ["TH TS TS", "6C 6C 6D 6S", "8C 8C 8D 8D 8H 8H 8S", "7C 7C 7D 7H 7S", "QD QS QS",
            "4C 4H 4S 4S", "9C 9D 9S", "5D 5H 5H 5S 5S", "TC TC TH", "KH KS KS"],
        1: ["4C 4D 4H 2S", "6C 6D 6H", "JC JD JH JS", "5C 5S 2C", "KC KD KD KD", "TD TH TS 2D"],
        2: ["5C 5D 5H", "QC QH QH QH", "AC AC AH AS", "7C 7D 7S 2S", "9D TD JD"],
        3: ["9C 9C 9D 9H 2C", "6D 6S JK", "JC JC JH JS", "4D 4H 2C", "8C 8S 2H", "7H 7S 2H"],
        4: ["KC KH KS", "AC AD AD AS AS", "4D 4S 2D", "6H 6H 2H", "QC QC QS", "8D 8H JK"]},
        {1: 1, 2: 3, 3: 1, 4: 1}),
    # the same table three turns later, as the real window reached it (the human to draw)
    "5p-ten-own-melds-later": (5, ["JD JH AD AH 3C 3C 3S", "8S", "JD 2D JK", "QD JK", "7D JD 2S"],
                               4, "3C 7H JS 5C 3S 3S TC TD TC", {
        0: ["TC TH TS TS", "6C 6C 6D 6S", "8C 8C 8D 8D 8H 8H 8S", "7C 7C 7D 7H 7S", "QD QS QS",
            "4C 4H 4S 4S", "9C 9D 9S", "5D 5H 5H 5S 5S", "TC TC TH", "KH KS KS"],
        1: ["4C 4D 4H 2S", "6C 6D 6H", "JC JD JH JS", "5C 5S 2C", "KC KD KD KD", "TD TH TS 2D",
            "9H 9H 9H"],
        2: ["5C 5D 5H", "QC QH QH QH", "AC AC AH AS", "7C 7D 7S 2S", "9D TD JD"],
        3: ["9C 9C 9D 9H 9H 2C", "6D 6S JK", "JC JC JH JS", "4D 4H 2C", "8C 8S 8S 2H",
            "7H 7S 2H"],
        4: ["KC KH KS", "AC AD AD AS AS", "4D 4S 2D", "6H 6H 2H", "QC QC QS", "8D 8H JK"]},
        {1: 1, 2: 3, 3: 1, 4: 1}),
    "6p-15-own-melds": (6, ["TS", "4H 6H 2C", "JK", "2D", "6C", "QS KH 2S"], 9, "", {
        0: ["QC QS JK", "KC KC KD KD KH KS KS", "AC AC AD AD AS JK", "7C 7C 7D 7H 7S 2C",
            "QC QD QH", "8D 9D TD JD QD", "6C 6D 6H 6S 6S 2H", "5C 5D 5S 5S", "8H 8S 8S",
            "8C 8C 8D 8D 8H 8H 8S", "JC JC JD JH JS", "9D 9D 9S 9S", "4C 4D 4S", "5C 5D 5S",
            "3C 3C 3C 3S 3S 3S"],
        1: ["JC JD JH JH JS JS 2D JK", "7D 7S 7S 2D", "TC TD TH TS 2H", "AC AD AH AH AS AS",
            "QC QH JK", "KC KD KH KS JK"],
        2: ["4C 4D 4D 4S 4S 2S", "9C 9C 9C 9H 9H 9S", "TC TC TH TH TS 2S", "5D 5H 5H 5H 2H",
            "6D 6H 6S", "4C 5C 6C 7C 8C", "7D 7H 7H 2C"]}, {1: 4, 2: 2}),
    "6p-14-melds-across": (6, ["4D 5C TS", "JK", "KS JK", "4S 5S 7H AD AS", "QD JK",
                               "KC 2D 3C 3S 3S 3S"], 21, "3C", {
        0: ["6D 6H 6S 6S", "QC QD QH QH QS QS 2H", "8C 8S 2C", "JC JS JS JK", "KC KH KH KS JK",
            "9H 9H 2C", "9D 9S 2S"],
        1: ["7C 7C 7D 7D 7H 2D", "8C 8D 8H 8H 8S", "4D 4H 4H 4S", "5D 5H 5H 5S",
            "KC KD KH KS 2H", "9D 9S 9S 2S", "6D 6H 2S"],
        2: ["6C 6C 6D JK", "AC AC AH AH", "5C 5D 5H 5S", "6C 6H 2D", "8C 8D 8H",
            "7C 7D 7H 7S 7S 2H", "QC QC QH QS", "TC TH TS", "8D 9D TD JD QD KD AD",
            "TC TD TD TH TS", "4C 4H 4S", "9C 9C 9H", "JC JH 2C", "AD AH AS"]},
        {0: 1, 1: 2, 2: 3}),
}


def extreme_game(name: str) -> Game:
    players, hands, stock, discard, melds, red_threes = EXTREME[name]
    sides = 5 if players == 5 else 3
    return Game.setup(Rules(players=players), hands=hands, stock="8S 9H TC JD " * (stock // 4)
                      + " ".join(["KH"] * (stock % 4)), discard=discard, melds=melds,
                      red_threes=red_threes, scores=[1250, 3420, 880, 2105, 40][:sides],
                      turn=0, phase="draw" if name.endswith("later") else "meld")


@pytest.mark.parametrize("name", list(EXTREME))
def test_the_most_crowded_tables_easy_players_reach_fit_a_laptop_window(qtbot, language, name):
    w = make_window(qtbot, extreme_game(name), players=EXTREME[name][0], size=(1024, 700))
    settle(qtbot, w)
    table_matches_game(w)
    melds = [len(w.model.view.melds(s)) for s in range(w.model.view.num_sides)]
    assert sum(melds) >= 28 and max(melds) >= 7
    assert (w.width(), w.height()) == (1024, 700)
    assert w.scene.frame.fits
    assert w.scene.frame.hand_card_w >= MIN_CARD_W
    _assert_readable(w)
    _assert_centre_clear(w)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("name", ["5p-34-melds", "6p-15-own-melds"])
def test_the_most_crowded_tables_fit_bigger_windows_too(qtbot, name, size):
    w = make_window(qtbot, extreme_game(name), players=EXTREME[name][0], size=size)
    settle(qtbot, w)
    assert w.scene.frame.fits
    _assert_readable(w)
    _assert_centre_clear(w)


def _assert_centre_clear(w) -> None:
    """The stock, the pile and their labels keep clear of every panel and of the hand."""
    scene = w.scene
    panels = [item.rect() for item in scene.decorations(Area.PANELS) if isinstance(item, Panel)]
    centre = [item.sceneBoundingRect() for item in scene.decorations(Area.CENTRE)]
    centre += [item.sceneBoundingRect() for item in scene.cards()
               if item.region is not None and item.region.kind == RegionKind.PILE]
    centre.append(QRectF(scene.stock_rect))
    hand = scene.frame.hand_area
    for rect in centre:
        assert not rect.intersects(hand), rect
        for panel in panels:
            assert not rect.intersects(panel), (rect, panel)


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
                covered = other.sceneTransform().mapRect(other.card_rect())
                assert not rect.intersects(covered), (item.card_text, other.card_text)
    # long side names are shortened, never clipped mid-word, and shown whole on hover
    for title in (item for item in labels if item.data(0) == "title"):
        assert title.toolTip()
        shown = title.text().replace("\u2026", "")
        assert shown.split()[0].lower() in title.toolTip().lower()


#: the 6-player tables whose panels wrap their melds onto two or three rows
SIX_PLAYER_TABLES = ["crowded", "6p-15-own-melds", "6p-14-melds-across"]
SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


def six_player_game(name: str) -> Game:
    return crowded_game(6) if name == "crowded" else extreme_game(name)


@pytest.mark.parametrize("size", SIZES)
def test_at_six_players_no_meld_or_red_3_stack_covers_another_melds_index_or_caption(
        qtbot, language, size):
    w = make_window(qtbot, crowded_game(6), players=6, size=size)
    settle(qtbot, w)
    assert any(flow.row_count > 1 for flow in w.scene.frame.flows.values())
    _assert_nothing_covered(w.scene)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", SIX_PLAYER_TABLES[1:])
def test_the_most_crowded_six_player_tables_cover_no_index_or_caption(qtbot, name, size):
    w = make_window(qtbot, six_player_game(name), players=6, size=size)
    settle(qtbot, w)
    assert sum(flow.row_count for flow in w.scene.frame.flows.values()) >= 5
    _assert_nothing_covered(w.scene)


def _assert_nothing_covered(scene) -> None:
    """No card, count bubble or badge of one meld (or red-3 stack) lies on another's corner
    index or caption, and no red-3 stack lies over a meld."""
    regions: dict[object, list] = {}
    for item in scene.cards():
        if item.region is not None and item.region.kind in (RegionKind.MELD, RegionKind.STAGE,
                                                            RegionKind.RED3):
            regions.setdefault(item.region, []).append(item)

    def face(item) -> QRectF:
        return item.sceneTransform().mapRect(item.card_rect())

    spans = {}
    for region, items in regions.items():
        span = QRectF()
        for item in items:
            span = span.united(face(item))
        spans[region] = span
    decor = scene.decorations(Area.PANELS)
    captions = [item for item in decor if isinstance(item, Caption) and item.data(0) == "caption"]
    marks = [item for item in decor if isinstance(item, CountBubble | Badge)]

    def owner_of_mark(mark) -> object:
        """The meld whose corner (a count) or foot (a badge) the mark is on: of the melds
        under its centre, the one in the lowest row (a row's cards run on under the next)."""
        centre = mark.rect().center()
        under = [r for r, span in spans.items() if span.adjusted(-2, -2, 2, 2).contains(centre)]
        return max(under, key=lambda r: spans[r].top(), default=None)

    def owner_of_caption(caption) -> object:
        """The meld in the caption's row whose cards lie above or under it."""
        rect = caption.rect()
        same_row = [r for r, span in spans.items()
                    if rect.top() - span.height() - 8 <= span.top() <= rect.top() + 1
                    and span.left() <= rect.right() and span.right() >= rect.left()]
        assert len(same_row) == 1, (caption.text(), same_row)
        return same_row[0]

    mark_owner = {id(m): owner_of_mark(m) for m in marks}
    caption_owner = {id(c): owner_of_caption(c) for c in captions}
    assert len(captions) >= 3 * len(scene.frame.flows)
    for caption in captions:
        own, rect = caption_owner[id(caption)], caption.rect()
        for region, items in regions.items():
            if region != own:
                assert not any(face(i).intersects(rect) for i in items), (caption.text(), region)
        for mark in marks:
            if mark_owner[id(mark)] != own:
                assert not mark.rect().intersects(rect), (caption.text(), mark_owner[id(mark)])
    for rect, item in _visible_indices(scene):
        own = item.region
        for region, items in regions.items():
            if region != own:
                assert not any(o.zValue() > item.zValue() and face(o).intersects(rect)
                               for o in items), (item.card_text, region)
        for caption in captions:
            if caption_owner[id(caption)] != own:
                assert not caption.rect().intersects(rect), (item.card_text, caption.text())
        for mark in marks:
            if mark_owner[id(mark)] != own:
                assert not mark.rect().intersects(rect), (item.card_text, mark_owner[id(mark)])
    # a red-3 stack lies under (never over) any meld it touches
    for region, items in regions.items():
        if region.kind != RegionKind.RED3:
            continue
        for meld, cards in regions.items():
            for a in items:
                for b in cards:
                    if meld.kind != RegionKind.RED3 and \
                            face(a).adjusted(1, 1, -1, -1).intersects(face(b)):
                        assert a.zValue() < b.zValue(), (region, meld, b.card_text)


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


def test_a_card_dragged_onto_a_meld_of_a_crowded_table_joins_it(qtbot):
    from tests.ui.table_helpers import card_point, drag, hand_item

    w = make_window(qtbot, extreme_game("5p-37-melds"), players=5, size=(1024, 700))
    assert w.scene.frame.fits and w.scene.frame.centre_beside
    fives = next(m for m in w.model.view.melds(0) if str(m.cards[0]) == "5C")
    assert len(fives.cards) == 3
    drag(w, card_point(hand_item(w, "5H")), w.scene.meld_rects[fives.id].center())
    settle(qtbot, w)
    assert len(next(m for m in w.model.view.melds(0) if m.id == fives.id).cards) == 4
    assert "5H" not in [str(c) for c in w.model.view.hand]
    table_matches_game(w)
    _assert_readable(w)
