"""The table's areas, staging under the game's rules, and hints that one action plays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from samba_desktop.engine import Card, Discard, Draw, Game, Meld, Merge, Rules, TakePile
from samba_desktop.ui.table.items.decor import Badge, Caption, Glow, Label
from samba_desktop.ui.table.types import Area, DragKind, TargetKind
from tests.qtmodel.helpers import FirstLegal
from tests.ui.table_helpers import (
    card_point,
    click,
    drag,
    hand_item,
    make_window,
    select,
    settle,
    show_window,
    table_matches_game,
)


def _texts(scene, area: Area, kind: type) -> list[str]:
    return [item.text() for item in scene.decorations(area) if isinstance(item, kind)]


def _bolivia_game() -> Game:
    return Game.setup(Rules(players=4, bolivia=True),
                      hands=["2C 2D JK 2H 2S JK 2C 9D 4S KH KD", "4C 5D 6H", "4D 5H 6S",
                             "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C", turn=0,
                      phase="meld")


def test_a_staged_wild_group_in_a_bolivia_game_has_its_caption_and_a_bolivia_its_badge(qtbot):
    w = make_window(qtbot, _bolivia_game())
    assert w.model.staging_active
    select(w, "2C", "2D", "JK")
    drag(w, card_point(hand_item(w, "2D")), w.scene.frame.own_panel.center())
    settle(qtbot, w)
    assert len(w.model.staged_melds) == 1
    captions = _texts(w.scene, Area.PANELS, Caption)
    assert "wild \u00d73" in captions, captions
    # four more wild cards on the staged group make it a bolivia: squared up with its badge
    select(w, "2H", "2S", "JK", "2C")
    drag(w, card_point(hand_item(w, "2H")), w.scene.stage_rects[0].center())
    settle(qtbot, w)
    assert [len(m) for m in w.model.staged_melds] == [7]
    assert "BOLIVIA" in _texts(w.scene, Area.PANELS, Badge)
    table_matches_game(w)


def test_the_hand_header_counts_the_cards_in_hand_not_the_staged_ones(qtbot):
    w = make_window(qtbot, _bolivia_game())
    assert any("11 card" in t for t in _texts(w.scene, Area.HAND, Label))
    select(w, "2C", "2D", "JK")
    drag(w, card_point(hand_item(w, "2D")), w.scene.frame.own_panel.center())
    settle(qtbot, w)
    headers = _texts(w.scene, Area.HAND, Label)
    assert any("8 card" in t for t in headers), headers
    assert len(w.scene.hand_cards()) == 8


def test_a_selection_click_redecorates_only_the_hand(qtbot):
    w = make_window(qtbot, _bolivia_game())
    scene = w.scene
    others = {area: list(scene.decorations(area)) for area in (Area.SEATS, Area.CENTRE,
                                                               Area.PANELS)}
    header = list(scene.decorations(Area.HAND))
    click(w, card_point(hand_item(w, "KH")))
    assert [str(c) for c in scene.selected_cards()] == ["KH"]
    assert scene.redecorated == [Area.HAND]
    for area, items in others.items():
        assert scene.decorations(area) == items, area  # the very same items
    assert scene.decorations(Area.HAND) != header
    assert any("1 selected" in t for t in _texts(scene, Area.HAND, Label))


def test_what_lights_up_while_dragging_is_what_a_drop_does(qtbot):
    w = make_window(qtbot, _bolivia_game())
    c = w.controller
    from samba_desktop.ui.table.controller import Drag, StageCards

    cards = [Card.parse(t) for t in ("2C", "2D", "JK")]
    new_stage = next(t for t in w.scene.targets if t.kind == TargetKind.NEW_STAGE)
    pile = next(t for t in w.scene.targets if t.kind == TargetKind.PILE)
    group = Drag(DragKind.HAND, cards=cards)
    assert c.decide(group, new_stage) == StageCards(tuple(cards))
    assert c.accepts(group, new_stage)
    assert not c.accepts(group, pile)  # three cards cannot be discarded
    assert not c.drop(group, pile) and "one card" in w.scene.message()[0]
    assert c.decide(Drag(DragKind.HAND, cards=cards[:1]), pile) == Discard(cards[0])


class _Hinter(FirstLegal):
    """Plays like FirstLegal; as the hint giver for seat 0 it proposes ``move``."""

    def __init__(self, move) -> None:
        self.move = move

    def choose(self, view):
        if view.seat == 0 and view.is_legal(self.move):
            return self.move
        return super().choose(view)


def _hinted_window(qtbot, game: Game, move):
    return make_window(qtbot, game, factory=lambda level, seed: _Hinter(move))


def _ask_for_hint(qtbot, w) -> None:
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.scene.message() is not None and w.scene.message()[1] == "hint",
                    timeout=5000)


def test_a_first_meld_hint_of_several_melds_is_staged_and_laid_with_enter(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["8D 8H 8S 4D 4H 4S QH QS QD 9C 5C", "4C 5D 6H", "4D 5H 6S",
                             "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C", turn=0,
                      phase="meld")
    move = Meld(((Card.parse("8D"), Card.parse("8H"), Card.parse("8S")),
                 (Card.parse("4D"), Card.parse("4H"), Card.parse("4S")),
                 (Card.parse("QH"), Card.parse("QS"), Card.parse("QD"))))
    w = _hinted_window(qtbot, game, move)
    assert game.is_legal(move)
    _ask_for_hint(qtbot, w)
    settle(qtbot, w)
    assert [len(m) for m in w.model.staged_melds] == [3, 3, 3]
    assert w.controller.hint_action() == "meld"
    assert w.action_bar.buttons["meld"].objectName() == "Primary"  # the yellow button
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert len(w.model.view.melds(0)) == 3
    settle(qtbot, w)
    table_matches_game(w)


def test_a_pile_hint_with_extra_melds_is_one_action(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["8D 8H 4D 4H 4S QH QS QD 9C", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C 8S", turn=0)
    pair = (Card.parse("8D"), Card.parse("8H"))
    extra = ((Card.parse("4D"), Card.parse("4H"), Card.parse("4S")),
             (Card.parse("QH"), Card.parse("QS"), Card.parse("QD")))
    move = TakePile(pair, extra)
    assert game.is_legal(move)
    w = _hinted_window(qtbot, game, move)
    _ask_for_hint(qtbot, w)
    settle(qtbot, w)
    assert len(w.model.staged_melds) == 2
    assert sorted(str(c) for c in w.scene.selected_cards()) == ["8D", "8H"]
    assert w.controller.hint_action() == "take_pile"
    assert w.action_bar.buttons["take_pile"].objectName() == "Primary"
    w.play_actions["take_pile"].trigger()
    assert len(w.model.view.melds(0)) == 3 and w.model.view.phase == "meld"
    settle(qtbot, w)
    table_matches_game(w)


def test_a_merge_hint_shows_both_groups_and_merges_with_one_key(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["AH AS 9D 4S QD", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C",
                      melds={0: ["KC KD KH", "KS KD JK"]}, turn=0, phase="meld")
    a, b = game.melds(0)
    move = Merge(a.id, b.id)
    w = _hinted_window(qtbot, game, move)
    _ask_for_hint(qtbot, w)
    assert w.scene.hinted_melds == {a.id, b.id}
    glows = [g for g in w.scene.decorations(Area.PANELS) if isinstance(g, Glow)]
    assert len(glows) == 2
    assert {g.rect().center().toPoint() for g in glows} == \
        {w.scene.meld_rects[a.id].center().toPoint(), w.scene.meld_rects[b.id].center().toPoint()}
    assert w.action_bar.buttons["meld"].objectName() == "Primary"
    assert w.action_bar.buttons["meld"].isEnabled()
    QTest.keyClick(w.view, Qt.Key.Key_M)
    assert [len(m.cards) for m in w.model.view.melds(0)] == [6]
    settle(qtbot, w)
    assert not w.scene.hinted_melds
    table_matches_game(w)


def test_a_hint_no_longer_applies_once_the_player_changes_the_selection(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["AH AS AD 9D 4S QD", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C",
                      melds={0: ["KC KD KH"]}, turn=0, phase="meld")
    w = _hinted_window(qtbot, game, Discard(Card.parse("4S")))
    _ask_for_hint(qtbot, w)
    assert w.controller.hint_action() == "discard"
    assert [str(c) for c in w.scene.selected_cards()] == ["4S"]
    click(w, card_point(hand_item(w, "4S")))  # unselect
    select(w, "AH", "AS", "AD")
    assert w.controller.hint_action() is None
    assert w.action_bar.buttons["meld"].objectName() == "Primary"
    QTest.keyClick(w.view, Qt.Key.Key_M)
    assert len(w.model.view.melds(0)) == 2


def test_a_card_turned_over_flips_instead_of_jumping(qtbot):
    from samba_desktop.ui.cards import LARGE_INDEX, CardRenderer
    from samba_desktop.ui.table.types import TableCard

    card = TableCard("back", CardRenderer(LARGE_INDEX), 60, False)
    card.turn_to("KH", True, 200)
    assert card.card_text == "KH" and card.face_up  # the state at once
    assert card.is_turning()
    qtbot.wait(60)
    assert card.transform().m11() < 0.9  # narrowed, half-way over
    qtbot.waitUntil(lambda: not card.is_turning(), timeout=2000)
    assert card.transform().isIdentity()
    card.rotate_to(90.0, 150)
    assert card.is_turning()
    qtbot.waitUntil(lambda: not card.is_turning(), timeout=2000)
    assert card.rotation() == 90.0


def test_the_action_buttons_keep_their_keys_on_a_laptop(qtbot):
    for size in ((1024, 700), (1280, 800)):
        w = make_window(qtbot, _bolivia_game(), size=size)
        shown = [b for b in w.action_bar.buttons.values() if b.isVisible()]
        assert len(shown) >= 8
        for button in shown:
            assert button.show_key, (size, button.text())
            assert button.width() >= button.sizeHint().width(), (size, button.text())


def test_raised_cards_leave_the_your_turn_pill_and_the_header_free(qtbot):
    hand = ("AS KS QS JS TS 9S 8S AH KH QH JH TH 9H 8H AC KC QC JC TC 9C 8C AD KD QD JD TD "
            "9D 8D JK 2C 3H AS KS QS JS TS 9S")
    game = Game.setup(Rules(players=4), hands=[hand, "4C 5D", "4D 5H", "9C TD"],
                      stock="8S 9H TC JD", discard="4H 9S 7C", turn=0, phase="meld")
    w = make_window(qtbot, game, size=(1024, 700))
    assert w.scene.frame.hand.row_count == 2
    for item in w.scene.hand_cards():
        w.scene.set_selected(item, True)
    pill = next(item for item in w.scene.decorations(Area.HAND)
                if isinstance(item, Label) and item.text() == "Your turn")
    header = w.scene.frame.hand_header
    for item in w.scene.hand_cards():
        shown = item.sceneBoundingRect()
        assert not shown.intersects(pill.rect()), item.card_text
        assert shown.top() >= header.bottom() - 1, item.card_text


def test_enter_plays_a_pile_hint_too(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["8D 8H 4D 4H 4S 9C", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C 8S",
                      melds={0: ["KC KD KH"]}, turn=0)
    move = TakePile((Card.parse("8D"), Card.parse("8H")),
                    ((Card.parse("4D"), Card.parse("4H"), Card.parse("4S")),))
    assert game.is_legal(move)
    w = _hinted_window(qtbot, game, move)
    _ask_for_hint(qtbot, w)
    assert not w.model.staging_active and w.controller.hint_action() == "take_pile"
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert len(w.model.view.melds(0)) == 3 and w.model.view.phase == "meld"
    settle(qtbot, w)
    table_matches_game(w)


def _big_pile_game(hand: str = "KD KH 4D 4H 9S 9C 7D 5C JS QH TD 6S") -> Game:
    """Seat 0 to draw, its side melded; a ten-card pile under K♣ (worth taking with K♦ K♥)."""
    return Game.setup(Rules(players=4), hands=[hand, "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S " * 4,
                      discard="4H 9S 7C 8S QD QC JH TH AS KC", melds={0: ["AC AD AH"]}, turn=0)


def _yellow(w) -> list[str]:
    return [name for name, b in w.action_bar.buttons.items() if b.objectName() == "Primary"]


def test_before_the_draw_the_yellow_button_takes_the_pile_the_hint_takes(qtbot):
    """The app's own hint (the strongest computer) takes this pile: the yellow button and
    Enter take it too, before and after the hint is asked for."""
    from samba_desktop.qtmodel import GameModel, Pace
    from tests.qtmodel.helpers import config, factory_of

    model = GameModel(config(4), _big_pile_game(), seed=3, player_factory=factory_of(FirstLegal),
                      pace=Pace.INSTANT)  # hints from the app's default hint player
    w = show_window(qtbot, model, (1280, 800))
    assert any("take the pile" in t for t in _texts(w.scene, Area.CENTRE, Label))
    assert _yellow(w) == ["take_pile"]  # not Draw, as the table's centre says
    _ask_for_hint(qtbot, w)
    assert "Take the pile" in w.scene.message()[0]
    assert w.controller.hint_action() == "take_pile" and _yellow(w) == ["take_pile"]
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    v = model.view
    assert v.phase == "meld" and v.discard_pile == []
    assert ["KC", "KD", "KH"] in [sorted(str(c) for c in m.cards) for m in v.melds(0)]
    assert len(v.hand) == 12 - 2 + 9  # the pair went to the meld, the rest of the pile to the hand
    settle(qtbot, w)
    table_matches_game(w)


def test_enter_before_the_draw_plays_the_yellow_button_without_a_hint(qtbot):
    w = make_window(qtbot, _big_pile_game())
    assert _yellow(w) == ["take_pile"]
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert w.model.view.phase == "meld" and w.model.view.discard_pile == []
    settle(qtbot, w)
    table_matches_game(w)
    # without the pair the yellow button draws, and so does Enter
    w = make_window(qtbot, _big_pile_game("QD QH 4D 4H 9S 9C 7D 5C JS QH TD 6S"))
    assert _yellow(w) == ["draw"]
    assert any("stock" in t for t in _texts(w.scene, Area.CENTRE, Label))
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    v = w.model.view
    assert v.phase == "meld" and len(v.hand) == 14 and len(v.discard_pile) == 10
    settle(qtbot, w)
    table_matches_game(w)


def test_a_hint_to_draw_makes_draw_the_yellow_button_though_the_pile_could_be_taken(qtbot):
    w = _hinted_window(qtbot, _big_pile_game(), Draw())
    assert _yellow(w) == ["take_pile"]
    _ask_for_hint(qtbot, w)
    assert w.controller.hint_action() == "draw" and _yellow(w) == ["draw"]
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    v = w.model.view
    assert v.phase == "meld" and len(v.hand) == 14 and len(v.discard_pile) == 10


def test_the_other_players_card_counts_are_readable_badges(qtbot):
    from samba_desktop.ui.table.items.plates import NamePlate

    for players in (4, 6):
        w = make_window(qtbot, players=players, size=(1024, 700))
        plates = [p for p in w.scene.decorations(Area.SEATS) if isinstance(p, NamePlate)]
        assert len(plates) == players - 1
        for plate in plates:
            badge = plate.count_badge_rect()
            assert badge.height() >= 17
            assert NamePlate.badge_font(badge.height()).pixelSize() >= 11
            assert w.scene.sceneRect().contains(badge)


def test_short_player_names_show_whole_on_their_plates(qtbot):
    from samba_desktop.ui.table.items.plates import NamePlate

    for players, size in ((6, (1024, 700)), (4, (1024, 700)), (6, (1280, 800))):
        w = make_window(qtbot, players=players, size=size)
        plates = [p for p in w.scene.decorations(Area.SEATS) if isinstance(p, NamePlate)]
        for plate in plates:
            assert plate.shown_name() == plate.toolTip(), (players, size, plate.shown_name())


def _melding_game() -> Game:
    """Seat 0 has drawn (meld phase); its side has a group of aces on the table."""
    return Game.setup(Rules(players=4), hands=["AS 7D 9C 9H 5C JS QH", "4C 5D 6H", "4D 5H 6S",
                                               "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S " * 4, discard="4H",
                      melds={0: ["AC AD AH"]}, turn=0, phase="meld")


def _enter_with(qtbot, card: str):
    """A window of `_melding_game` with ``card`` selected: its yellow buttons, and the view
    after Enter."""
    w = make_window(qtbot, _melding_game())
    select(w, card)
    yellow = _yellow(w)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    settle(qtbot, w)
    table_matches_game(w)
    return yellow, w.model.view


def test_after_the_draw_enter_discards_a_card_that_fits_no_meld(qtbot):
    yellow, v = _enter_with(qtbot, "7D")
    assert yellow == ["discard"]
    assert [str(c) for c in v.discard_pile][-1] == "7D" and "7D" not in map(str, v.hand)


def test_after_the_draw_enter_adds_a_card_that_fits_a_meld(qtbot):
    yellow, v = _enter_with(qtbot, "AS")
    assert yellow == ["meld"]
    assert v.phase == "meld"
    assert sorted(str(c) for c in v.melds(0)[0].cards) == ["AC", "AD", "AH", "AS"]


def test_a_long_fan_of_cards_closes_up_so_the_name_beside_it_shows_whole(qtbot):
    # six players on a 1024-px screen (a window a little narrower than the screen), the
    # players across the top holding 14 cards each: the fans close up rather than cut
    # "Bruno" to "Bru…"
    from samba_desktop.qtmodel import GameModel, SeatConfig, TableConfig
    from samba_desktop.ui.table.items.plates import NamePlate
    from tests.qtmodel.helpers import factory_of
    from tests.ui.table_helpers import show_window

    names = ["You", "Anna", "Bruno", "Carla", "David", "Eva"]
    long_hand = "4C 5C 6C 7C 8C 9C TC JC QC KC AC 4D 5D 6D"
    game = Game.setup(Rules(players=6),
                      hands=["4H 5H 6H 7H 8H", "9S TS JS", long_hand, long_hand, long_hand,
                             "9D TD JD"],
                      stock="8S 9H TC JD QH KD 4H 5S " * 4, discard="4H", turn=0, phase="draw")
    seats = tuple(SeatConfig(n, human=(i == 0)) for i, n in enumerate(names))
    model = GameModel(TableConfig(Rules(players=6), seats), game,
                      player_factory=factory_of(FirstLegal))
    w = show_window(qtbot, model, (1000, 700))
    plates = {p.toolTip(): p for p in w.scene.decorations(Area.SEATS)
              if isinstance(p, NamePlate)}
    for name in ("Bruno", "Carla", "David"):
        assert plates[name].shown_name() == name, plates[name].shown_name()
    assert w.model.view.hand_sizes[2] == 14
