"""Playing at the table with the mouse and the keyboard, through the real view."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from samba_desktop.engine import Game, Rules
from samba_desktop.ui.table.items.decor import Label
from tests.ui.table_helpers import (
    card_point,
    click,
    double_click,
    drag,
    hand_item,
    make_window,
    select,
    settle,
    table_matches_game,
)


def draw_position() -> Game:
    """Seat 0 to draw; kings for the pile (K on top), aces and a clubs run in hand."""
    return Game.setup(
        Rules(players=4),
        hands=["KH KS AH AS AD 5C 6C 7C 9D 4S", "4C 5D 6H 7S 8C 9C", "4D 5H 6S 7D 8H 9H",
               "9C TD JH QS KC 4H"],
        stock="8S 9H TC JD QH KD 4H 5S 6D 7H 8D 9S TS JC QC",
        discard="4H 9S KD",
        turn=0,
    )


def meld_position() -> Game:
    """Seat 0 has drawn; its side has melded (a clubs run and a group of jacks)."""
    return Game.setup(
        Rules(players=4),
        hands=["AH AS AD 8C QD QH 4S 5S 9D JS KH", "4C 5D 6H 7S 8C", "4D 5H 6S 7D 8H",
               "9C TD JH QS KC"],
        stock="8S 9H TC JD QH KD 4H 5S 6D 7H 8D 9S TS JC QC",
        discard="4H 9S 7C",
        melds={0: ["5C 6C 7C", "JH JD JC"]},
        turn=0,
        phase="meld",
    )


def test_clicking_the_stock_draws_two_cards_that_fly_into_the_hand(qtbot):
    w = make_window(qtbot, draw_position())
    before = len(w.scene.hand_cards())
    click(w, w.scene.stock_rect.center())
    assert w.model.view.phase == "meld"
    settle(qtbot, w)
    assert len(w.scene.hand_cards()) == before + 2
    table_matches_game(w)


def test_dragging_the_stock_to_the_hand_draws(qtbot):
    w = make_window(qtbot, draw_position())
    drag(w, w.scene.stock_rect.center(), w.scene.frame.hand_band.center())
    assert w.model.view.phase == "meld"
    settle(qtbot, w)
    table_matches_game(w)


def test_dragging_a_selection_to_the_meld_area_lays_a_new_meld(qtbot):
    w = make_window(qtbot, meld_position())
    select(w, "AH", "AS", "AD")
    item = hand_item(w, "AS")
    target = w.scene.frame.own_panel.center() + QPointF(w.scene.frame.own_panel.width() * 0.3, 0)
    drag(w, card_point(item), target)
    melds = w.model.view.melds(0)
    assert any(sorted(str(c) for c in m.cards) == ["AD", "AH", "AS"] for m in melds)
    settle(qtbot, w)
    new = next(m for m in melds if len(m.cards) == 3 and m.cards[0].rank == "A")
    assert sorted(i.card_text for i in w.scene.items_of_meld(new.id)) == ["AD", "AH", "AS"]
    assert not w.scene.selected_cards()
    table_matches_game(w)


def test_an_illegal_drop_snaps_back_and_shows_the_engines_message(qtbot):
    w = make_window(qtbot, meld_position())
    before = w.model.game.to_dict()
    item = hand_item(w, "9D")
    home = QPointF(item.home)
    target = w.scene.frame.own_panel.center() + QPointF(w.scene.frame.own_panel.width() * 0.3, 0)
    drag(w, card_point(item), target)
    assert w.model.game.to_dict() == before
    message = w.scene.message()
    assert message is not None and message[1] == "error"
    assert "at least three cards" in message[0]
    settle(qtbot, w)
    assert item.pos() == home and item in w.scene.hand_cards()
    table_matches_game(w)


def test_dropping_a_card_on_a_meld_extends_it(qtbot):
    w = make_window(qtbot, meld_position())
    run = next(m for m in w.model.view.melds(0) if m.kind == "sequence")
    drag(w, card_point(hand_item(w, "8C")), w.scene.meld_rects[run.id].center())
    assert w.model.view.phase == "meld"
    assert not any(c.card_text == "8C" for c in w.scene.hand_cards())
    # a card that does not fit snaps back with the reason
    drag(w, card_point(hand_item(w, "9D")), w.scene.meld_rects[run.id].center())
    assert "clubs" in w.scene.message()[0] or "sequence" in w.scene.message()[0]
    settle(qtbot, w)
    table_matches_game(w)


def test_taking_the_pile_by_dragging_the_pair_onto_it(qtbot):
    w = make_window(qtbot, draw_position())
    select(w, "KH", "KS", "AH", "AS", "AD")
    # the kings alone are not enough for the first meld: stage the aces first
    w.scene.clear_selection()
    select(w, "AH", "AS", "AD")
    drag(w, card_point(hand_item(w, "AS")), w.scene.frame.own_panel.center())
    assert [sorted(str(c) for c in m) for m in w.model.staged_melds] == [["AD", "AH", "AS"]]
    settle(qtbot, w)
    select(w, "KH", "KS")
    drag(w, card_point(hand_item(w, "KH")), w.scene.pile_rect.center())
    v = w.model.view
    assert v.phase == "meld" and v.discard_pile == []
    assert sorted(len(m.cards) for m in v.melds(0)) == [3, 3]
    settle(qtbot, w)
    assert {"4H", "9S"} <= {i.card_text for i in w.scene.hand_cards()}
    table_matches_game(w)


def test_discarding_by_double_click_and_by_dragging_to_the_pile(qtbot):
    w = make_window(qtbot, meld_position())
    double_click(w, card_point(hand_item(w, "4S")))
    assert w.model.view.discard_pile[-1].rank == "4"
    settle(qtbot, w, timeout=10000)
    qtbot.waitUntil(lambda: w.model.is_human_turn(), timeout=10000)
    settle(qtbot, w)
    click(w, w.scene.stock_rect.center())
    settle(qtbot, w)
    drag(w, card_point(hand_item(w, "9D")), w.scene.pile_rect.center())
    assert str(w.model.game.move_log[-1][1]) == "discard 9D" or \
        any(str(m) == "discard 9D" for _, m in w.model.game.move_log)
    settle(qtbot, w)
    table_matches_game(w)


def test_first_meld_is_composed_in_the_staging_area_and_laid_together(qtbot):
    w = make_window(qtbot, draw_position())
    click(w, w.scene.stock_rect.center())
    settle(qtbot, w)
    select(w, "5C", "6C", "7C")
    drag(w, card_point(hand_item(w, "6C")), w.scene.frame.own_panel.center())
    assert w.model.staging_value == 15
    settle(qtbot, w)
    select(w, "AH", "AS", "AD")
    drag(w, card_point(hand_item(w, "AH")), w.scene.frame.own_panel.center())
    assert w.model.staging_value == 75
    settle(qtbot, w)
    table_matches_game(w)
    QTest.keyClick(w.view, Qt.Key.Key_M)  # with nothing selected: lay down the staged meld
    assert len(w.model.view.melds(0)) == 2 and not w.model.staged_melds
    settle(qtbot, w)
    table_matches_game(w)


def test_the_top_card_dragged_onto_a_sequence_takes_just_that_card(qtbot):
    game = Game.setup(
        Rules(players=4),
        hands=["AH AS 9D 4S QD", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
        stock="8S 9H TC JD QH KD 4H 5S",
        discard="4H 9S 7C",
        melds={0: ["4C 5C 6C"]},
        turn=0,
    )
    w = make_window(qtbot, game)
    top = w.scene.pile_top()
    run = w.model.view.melds(0)[0]
    drag(w, top.pos() + QPointF(10, 10), w.scene.meld_rects[run.id].center())
    assert len(w.model.view.melds(0)[0].cards) == 4
    assert [str(c) for c in w.model.view.discard_pile] == ["4H", "9S"]
    settle(qtbot, w)
    table_matches_game(w)


def test_two_groups_of_a_rank_merge_by_dragging_one_onto_the_other(qtbot):
    game = Game.setup(
        Rules(players=4),
        hands=["AH AS 9D 4S QD", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
        stock="8S 9H TC JD QH KD 4H 5S",
        discard="4H 9S 7C",
        melds={0: ["KC KD KH", "KS KD JK"]},
        turn=0,
        phase="meld",
    )
    w = make_window(qtbot, game)
    a, b = w.model.view.melds(0)
    drag(w, w.scene.meld_rects[b.id].center(), w.scene.meld_rects[a.id].center())
    assert [len(m.cards) for m in w.model.view.melds(0)] == [6]
    settle(qtbot, w)
    table_matches_game(w)


def test_keyboard_draw_select_and_undo(qtbot):
    w = make_window(qtbot, meld_position())
    w.view.setFocus()
    before = w.model.game.to_dict()
    select(w, "AH", "AS", "AD")
    QTest.keyClick(w.view, Qt.Key.Key_M)
    assert len(w.model.view.melds(0)) == 3
    settle(qtbot, w)
    QTest.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.model.game.to_dict()["melds"] == before["melds"]
    settle(qtbot, w)
    table_matches_game(w)
    # arrow keys move the cursor, space selects, X discards
    QTest.keyClick(w.view, Qt.Key.Key_Home)
    QTest.keyClick(w.view, Qt.Key.Key_Space)
    chosen = w.scene.selected_cards()
    assert len(chosen) == 1
    QTest.keyClick(w.view, Qt.Key.Key_X)
    assert w.model.game.move_log[-1][1].__class__.__name__ == "Discard" or \
        any(type(m).__name__ == "Discard" for _, m in w.model.game.move_log)


def test_a_hint_selects_the_suggested_cards_and_says_what_to_do(qtbot):
    w = make_window(qtbot, meld_position())
    QTest.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.scene.message() is not None and w.scene.message()[1] == "hint",
                    timeout=5000)
    assert w.scene.message()[0].startswith("Hint")


def test_answering_a_computer_partner_with_the_yes_button(qtbot):
    from tests.qtmodel.helpers import Asker, factory_of

    game = Game.setup(
        Rules(players=4),
        hands=["4C 9D", "5D 6H", "KH KS 8D", "4D 5H"],
        stock="8S 9H TC JD QH KD 4H 5S 6D 7H",
        discard="4S",
        melds={0: ["AH AS AD AC AH AS AD", "5C 6C 7C 8C 9C TC JC"]},
        turn=2,
        phase="meld",
    )
    w = make_window(qtbot, game, factory=factory_of(Asker))
    qtbot.waitUntil(lambda: w.model.view.phase == "answer", timeout=5000)
    yes = w.action_bar.buttons["yes"]
    qtbot.waitUntil(lambda: yes.isVisible() and yes.isEnabled(), timeout=3000)
    assert "May I go out" in w.action_bar.headline.text()
    QTest.mouseClick(yes, Qt.MouseButton.LeftButton)
    assert w.model.game.partner_answer is True or w.model.view.turn != 0


def test_a_red_three_dragged_in_front_of_the_side_is_laid(qtbot):
    game = Game.setup(
        Rules(players=4),
        hands=["3H AS 9D 4S QD", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
        stock="8S 9H TC JD QH KD 4H 5S",
        discard="4H 9S 7C",
        turn=0,
        phase="meld",
    )
    w = make_window(qtbot, game)
    drag(w, card_point(hand_item(w, "3H")), w.scene.frame.own_panel.center())
    assert w.model.view.red_threes(0) == 1
    settle(qtbot, w)
    assert [i.card_text for i in w.scene.cards_in("red3")] == ["3H"]
    table_matches_game(w)


def test_the_game_over_dialog_offers_a_new_game(qtbot):
    game = Game.setup(
        Rules(players=4, target_score=2500),
        hands=["4C", "5D 6H", "KH KS 8D", "4D 5H"],
        stock="8S 9H TC JD",
        discard="4S",
        melds={0: ["AH AS AD AC AH AS AD", "5C 6C 7C 8C 9C TC JC"]},
        scores=[2000, 100],
        turn=0,
        phase="meld",
    )
    w = make_window(qtbot, game)
    double_click(w, card_point(hand_item(w, "4C")))
    assert w.model.game.phase == "game_over"
    qtbot.waitUntil(lambda: w._dialog is not None, timeout=5000)
    hand_over = w._dialog
    assert "Hand 1" in hand_over.windowTitle()
    hand_over.next_button.click()
    qtbot.waitUntil(lambda: w._dialog is not None and w._dialog is not hand_over, timeout=5000)
    over = w._dialog
    assert "win" in over.headline.text()
    over.new_button.click()
    qtbot.waitUntil(lambda: w.model.game.phase in ("draw", "meld"), timeout=5000)
    assert w.model.view.scores == [0, 0] and w.model.view.hand_number == 1
    settle(qtbot, w, timeout=15000)
    table_matches_game(w)


def test_a_shift_click_range_is_what_the_badge_the_yellow_button_and_x_speak_of(qtbot):
    w = make_window(qtbot, meld_position())
    hand = w.scene.hand_cards()
    click(w, card_point(hand[0]))
    assert w.action_bar.buttons["discard"].objectName() == "Primary"  # one card: discard it
    click(w, card_point(hand[3]), Qt.KeyboardModifier.ShiftModifier)
    assert len(w.scene.selected_cards()) == 4
    badges = [item._doc.toPlainText() for item in w.scene.items() if isinstance(item, Label)]
    assert any(b.startswith("4 selected") for b in badges), badges
    assert not any(b.startswith("1 selected") for b in badges), badges
    assert w.action_bar.buttons["discard"].objectName() != "Primary"
    QTest.keyClick(w.view, Qt.Key.Key_X)  # four cards are no discard: said so, nothing played
    assert w.model.view.phase == "meld" and len(w.scene.selected_cards()) == 4


def test_click_toggles_shift_click_selects_a_range_ctrl_click_toggles(qtbot):
    w = make_window(qtbot, meld_position())
    hand = w.scene.hand_cards()
    click(w, card_point(hand[0]))
    click(w, card_point(hand[3]), Qt.KeyboardModifier.ShiftModifier)
    assert [i.selected for i in hand[:5]] == [True, True, True, True, False]
    click(w, card_point(hand[1]), Qt.KeyboardModifier.ControlModifier)
    assert len(w.scene.selected_cards()) == 3 and not hand[1].selected
    click(w, card_point(hand[0]))
    assert len(w.scene.selected_cards()) == 2
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert w.scene.selected_cards() == []


def test_the_keyboard_cursor_frame_rises_and_falls_with_its_card(qtbot):
    w = make_window(qtbot, meld_position())
    ring = w.scene.focus_ring

    def framed(item) -> bool:  # the frame sits around the card as it is shown now
        shown = item.mapRectToScene(item.card_rect().translated(0, -item._lift()))
        frame = ring.mapRectToScene(ring.boundingRect())
        return ring.isVisible() and frame.contains(shown) \
            and abs(frame.top() - shown.top()) < item.card_height * 0.1

    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)  # the cursor on the first card
    first = w.scene.hand_order[0]
    assert framed(first)
    QTest.keyClick(w.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    second = w.scene.hand_order[1]
    assert second.selected and framed(second)  # raised by Shift+Right: the frame rose too
    # put down with a right click (it clears the selection): the frame comes down too
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     w.view.mapFromScene(w.scene.stock_rect.center()))
    assert not second.selected and framed(second)
    QTest.keyClick(w.view, Qt.Key.Key_Escape)  # all cards down, the cursor gone
    assert not ring.isVisible()
    w.model.shutdown()
