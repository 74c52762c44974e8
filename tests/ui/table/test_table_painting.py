"""What the table repaints: cards and decorations keep their pictures, a move rebuilds only the
decorations it changed, and what stays still answers drags and clicks."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from samba_desktop.engine import Card, Game, Rules
from samba_desktop.qtmodel import ChangeSet
from samba_desktop.ui.cards import FOUR_COLOUR, CardRenderer
from samba_desktop.ui.table import areas as table_areas
from samba_desktop.ui.table import layout as table_layout
from samba_desktop.ui.table import scene as table_scene
from samba_desktop.ui.table.items.card import CardItem
from samba_desktop.ui.table.items.decor import CountBubble, Decor, Panel
from samba_desktop.ui.table.types import Area
from tests.qtmodel.helpers import FirstLegal, factory_of
from tests.ui.table_helpers import (
    card_point,
    hand_item,
    make_window,
    settle,
    table_matches_game,
    vp,
)


def _game() -> Game:
    return Game.setup(Rules(players=4),
                      hands=["4S 5S 6S 9D 9H KH KD QC", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C", turn=0,
                      phase="draw")


def _decorations(scene) -> dict[Area, list]:
    return {area: list(scene.decorations(area)) for area in Area}


def _decor_in_scene(scene) -> list:
    return [item for item in scene.items() if isinstance(item, Decor)
            and item is not scene.focus_ring]


def test_a_refresh_that_changes_nothing_keeps_every_decoration(qtbot):
    w = make_window(qtbot, _game())
    scene = w.scene
    before = _decorations(scene)
    shown = len(_decor_in_scene(scene))
    scene.refresh(ChangeSet("refresh"), animate=False)
    after = _decorations(scene)
    for area in Area:
        assert len(after[area]) == len(before[area]), area
        assert all(a is b for a, b in zip(after[area], before[area], strict=True)), area
    assert len(_decor_in_scene(scene)) == shown  # nothing doubled, nothing left behind


def test_a_draw_replaces_the_counts_it_changed_and_keeps_the_rest(qtbot):
    w = make_window(qtbot, _game())
    scene = w.scene
    panels = [item for item in scene.decorations(Area.PANELS) if isinstance(item, Panel)]
    counts = {item._text for item in scene.decorations(Area.CENTRE)
              if isinstance(item, CountBubble)}
    assert "8" in counts  # the stock
    assert w.model.draw()
    settle(qtbot, w)
    after = {item._text for item in scene.decorations(Area.CENTRE)
             if isinstance(item, CountBubble)}
    assert "8" not in after and "6" in after  # three decks: a draw takes two cards
    kept = [item for item in scene.decorations(Area.PANELS) if isinstance(item, Panel)]
    assert len(kept) == len(panels) and all(a is b for a, b in zip(kept, panels, strict=True))
    decor = _decor_in_scene(scene)
    assert {id(item) for item in decor} == {id(item) for item in scene.decorations()}
    table_matches_game(w)


def test_kept_decorations_still_light_up_under_a_drag(qtbot):
    w = make_window(qtbot, _game())
    scene = w.scene
    assert w.model.draw()
    settle(qtbot, w)
    scene.refresh(ChangeSet("refresh"), animate=False)
    for target in scene.targets:
        for item in target.lights:
            assert item.scene() is scene, target  # every light is an item on the table
    plates = scene.decorations(Area.SEATS)
    assert all(plate.scene() is scene for plate in plates)
    # dragging a card lights its targets: the items that stayed on the table
    viewport, start = w.view.viewport(), vp(w, card_point(hand_item(w, "KH")))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0), start)
    for k in range(1, 5):
        QTest.mouseMove(viewport, start + QPoint(0, -12 * k))
    assert w.view.is_dragging()
    lit = [item for item in scene.decorations() if getattr(item, "_lit", False)]
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0),
                       start + QPoint(0, -48))
    assert lit and all(item.scene() is scene for item in lit)
    settle(qtbot, w)
    table_matches_game(w)


class _CountingCard(CardItem):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.paints = 0

    def paint(self, painter, option, widget=None) -> None:
        self.paints += 1
        super().paint(painter, option, widget)


def test_a_card_that_only_moves_is_not_painted_again(qtbot):
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(420, 320)
    item = _CountingCard("TH", CardRenderer(FOUR_COLOUR), width=80)
    scene.addItem(item)
    item.setPos(20, 20)
    view.viewport().grab()
    assert item.paints == 1
    item.setPos(140, 60)  # moves (as while flying): the picture Qt kept is copied
    view.viewport().grab()
    assert item.paints == 1
    item.set_selected(True)  # looks different: painted afresh, and the lift is in its bounds
    view.viewport().grab()
    assert item.paints == 2
    assert item.boundingRect().top() < -item.card_height * 0.1
    item.set_selected(False)
    assert item.boundingRect().top() > -10


def _panel_items(scene, rect) -> list:
    """The decorations lying inside one meld panel's rectangle."""
    return [item for item in scene.decorations(Area.PANELS)
            if rect.contains(item.sceneBoundingRect().center())]


def _stripe_colour(window, rect) -> QColor:
    """The colour of a panel's accent stripe (full while its side is to play) on screen."""
    image = window.view.viewport().grab().toImage()
    point = window.view.mapFromScene(QPointF(rect.left() + 2.5, rect.center().y()))
    return image.pixelColor(point)


class _Patient(FirstLegal):
    """A computer that takes its time (without holding the GIL): the turn stays with it."""

    def choose(self, view):
        time.sleep(1.5)
        return super().choose(view)


def test_a_move_rebuilds_only_the_panel_of_the_side_that_moved(qtbot, monkeypatch):
    game = Game.setup(Rules(players=4),
                      hands=["KH KD KS 5C 6D 7H 8S", "4C 5D 6H 7S", "4D 5H 6S 7C", "9C TD JH QS"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C",
                      melds={0: ["QC QD QS"], 1: ["9C 9D 9H"]}, turn=0, phase="draw")
    w = make_window(qtbot, game, factory=factory_of(_Patient))
    scene = w.scene
    own, other = scene.frame.own_panel, scene.frame.other_panels[1]
    theirs = _panel_items(scene, other)
    faded = _stripe_colour(w, other)
    assert theirs and _panel_items(scene, own)
    built: list[int] = []

    def build_panel(inputs, active):
        built.append(inputs.side)
        return table_areas.build_panel(inputs, active)

    monkeypatch.setattr(table_scene, "build_panel", build_panel)
    assert w.model.draw()
    settle(qtbot, w)
    assert built == [0]  # ours: its "+" zone now takes melds; theirs is kept
    assert w.model.meld([[Card.parse(t) for t in ("KH", "KD", "KS")]])
    settle(qtbot, w)
    assert set(built) == {0}  # only ours was built again
    built.clear()
    # our new meld is in our panel; theirs kept every item it had (nothing repainted there)
    captions = [item.text() for item in _panel_items(scene, scene.frame.own_panel)
                if item.data(0) == "caption"]
    assert any(text.startswith("K") for text in captions), captions
    assert scene.frame.other_panels[1] == other
    kept = _panel_items(scene, other)
    assert len(kept) == len(theirs) and all(a is b for a, b in zip(kept, theirs, strict=True))
    # the turn passes to them: their stripe shows full, though their panel was kept
    assert w.model.discard(Card.parse("5C"))
    settle(qtbot, w)
    assert w.model.view.turn == 1  # their computer is still thinking
    assert 1 not in built  # a new turn only fades one stripe and fills another
    full = _stripe_colour(w, scene.frame.other_panels[1])
    assert full.alpha() == 255 and (full.red(), full.green(), full.blue()) != \
        (faded.red(), faded.green(), faded.blue())
    table_matches_game(w)


def test_a_new_deal_uses_the_cards_on_the_table_again(qtbot):
    game = Game.setup(
        Rules(players=4), hands=["4C", "5D 6H", "KH KS 8D", "4D 5H"], stock="8S 9H TC JD",
        discard="4S", melds={0: ["AH AS AD AC AH AS AD", "5C 6C 7C 8C 9C TC JC"], 1: ["KD KC KH"]},
        red_threes={0: 2, 1: 1}, turn=0, phase="meld")
    w = make_window(qtbot, game, factory=factory_of(_Patient))
    scene = w.scene
    meld_card = scene.items_of_meld(w.model.view.melds(0)[0].id)[0]
    meld_card.set_selected(True)  # a card raised in the old hand comes back plain
    assert w.model.discard(Card.parse("4C"))  # we go out
    settle(qtbot, w)
    before = {id(item) for item in scene.cards()}
    w.model.next_hand()
    settle(qtbot, w)
    after = scene.cards()
    assert before <= {id(item) for item in after}  # every item flew back into the deal
    table_matches_game(w)
    for item in after:
        assert not item.selected and item.rotation() == item.home_rotation
        assert item.transform().isIdentity() and item.pos() == item.home
        own = item.region == ("hand", w.model.display_seat)
        assert item.face_up == (own or item.region.kind != "hand"), item.region
        if not item.face_up or item.card_text == "back":
            assert item.card() is None


def test_an_opponents_draw_and_discard_reuse_the_tables_layout(qtbot, monkeypatch):
    # computers that draw and discard change no meld panel and not our hand: the table is not
    # laid out again (a crowded table takes tens of milliseconds to lay out); our own draw is
    monkeypatch.setattr(table_layout, "_FRAMES", type(table_layout._FRAMES)())  # none kept yet
    w = make_window(qtbot, _game(), factory=factory_of(FirstLegal))
    laid: list[int] = []
    real = table_layout._frame_table

    def counting(*args, **kwargs):
        laid.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(table_layout, "_frame_table", counting)
    assert w.model.draw()
    settle(qtbot, w)
    assert laid, "our draw changes our hand: the table is laid out for it"
    before = len(laid)
    assert w.model.discard(Card.parse("QC"))
    qtbot.waitUntil(lambda: w.model.view.turn == 0, timeout=10_000)
    settle(qtbot, w)
    # our discard changed our hand; the three computers' draws and discards changed nothing
    assert len(laid) - before == 1, len(laid) - before
    frame = w.scene.frame
    assert w.model.draw()
    settle(qtbot, w)
    assert w.scene.frame is not frame  # our new card is laid out
    table_matches_game(w)
