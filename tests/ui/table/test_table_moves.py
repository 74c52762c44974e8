"""A move carries exactly the cards the engine moved: the same card items fly from the place a
card left to the place it went, and every other card keeps its item and its place."""

from __future__ import annotations

import json
import logging

from PySide6.QtCore import QPointF

from samba_desktop.engine import Card, Discard, Draw, Game, LayRedThree, Rules, TakePile
from samba_desktop.net import HostThread, SeatPlan, Table, TableHost
from samba_desktop.net.table import Seat
from samba_desktop.qtmodel import ChangeSet, Pace
from samba_desktop.qtmodel.hosted_table import TableSeat
from samba_desktop.ui.table.types import PILE, TableCard, hand_region, meld_region, red3_region
from tests.qtmodel.helpers import FirstLegal, factory_of
from tests.ui.table_helpers import make_window, settle, table_matches_game

#: a card item, its region, resting place, face and whether it shows it
_Seen = tuple[TableCard, object, QPointF, str, bool]


class _Table:
    """The table after each change of the model: every card item with its region and place."""

    def __init__(self, window) -> None:
        self.window = window
        self.after: list[tuple[ChangeSet, dict[int, _Seen]]] = []
        self.before = self.snapshot()
        window.model.changed.connect(self._changed)  # after the window's own (the scene)

    def snapshot(self) -> dict[int, _Seen]:
        return {id(item): (item, item.region, QPointF(item.home), item.card_text, item.face_up)
                for item in self.window.scene.cards()}

    def _changed(self, change: ChangeSet) -> None:
        self.after.append((change, self.snapshot()))

    def around(self, test) -> tuple[dict, dict, ChangeSet]:
        """The table before and after the first change that passes ``test``."""
        before = self.before
        for change, after in self.after:
            if test(change):
                return before, after, change
            before = after
        raise AssertionError(f"no such change in {[c for c, _ in self.after]}")


def _in(table: dict, region) -> list[TableCard]:
    return [item for item, where, *_rest in table.values() if where == region]


def _changed_place(before: dict, after: dict) -> list[TableCard]:
    return [item for key, (item, where, *_rest) in after.items()
            if key in before and before[key][1] != where]


def test_after_a_computer_discard_only_the_discarded_card_moves(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["AH AS 9D 4S QD KC", "4C 5D 6H 7S 8C", "4D 5H 6S 7D 8H",
                             "9C TD JH QS KH"],
                      stock="8S 9H TC JD QH KD 4H 5S 6D 7H 8D 9S", discard="4H 9S 7C",
                      melds={0: ["JH JD JC"], 1: ["QC QD QH"]}, turn=0, phase="meld")
    w = make_window(qtbot, game)
    table = _Table(w)
    assert w.model.discard(Card.parse("4S"))
    qtbot.waitUntil(lambda: w.model.is_human_turn(), timeout=10_000)
    settle(qtbot, w)
    before, after, change = table.around(
        lambda c: c.kind == "move" and c.seat == 1 and isinstance(c.move, Discard))
    assert {key for key in after} == {key for key in before}  # every card keeps its item
    moved = _changed_place(before, after)
    assert len(moved) == 1
    card = change.move.card
    item = moved[0]
    assert before[id(item)][1] == hand_region(1) and after[id(item)][1] == PILE
    assert item in _in(before, hand_region(1))  # one of the backs of West's fan
    assert after[id(item)][3:] == (str(card), True)  # turned over on its way
    for key, (other, where, home, *_rest) in after.items():
        if other is not item and where not in (hand_region(1), PILE):
            assert home == before[key][2], where  # the rest of the table stays still
    table_matches_game(w)


def test_a_draw_brings_two_new_cards_from_the_stock_and_keeps_the_hand(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["AH AS 9D 4S QD KC", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9S TC JD QH KD 4H 5S", discard="4H 9S 7C", turn=0)
    w = make_window(qtbot, game, pace=Pace.FAST)
    hand = list(w.scene.hand_cards())
    stock = w.scene.stock_rect
    assert w.model.draw()
    new = [item for item in w.scene.hand_cards() if item not in hand]
    assert sorted(item.card_text for item in new) == ["8S", "9S"]
    for item in new:  # they start on the stock (face down), and fly
        assert stock.contains(item.sceneBoundingRect().center()), item.pos()
        assert item.is_animating()
    assert all(item in w.scene.hand_cards() for item in hand)  # the same items, kept
    settle(qtbot, w)
    assert all(item.pos() == item.home and item.face_up for item in new)
    assert new == [item for item in w.scene.hand_cards() if item not in hand]
    table_matches_game(w)


def test_a_computer_draw_lands_two_new_backs_from_the_stock_in_its_fan(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["AH AS 9D 4S QD KC", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9S TC JD QH KD 4H 5S 6D 7H 8D 9H", discard="4H 9S 7C",
                      turn=0, phase="meld")
    w = make_window(qtbot, game)
    table = _Table(w)
    assert w.model.discard(Card.parse("4S"))
    qtbot.waitUntil(lambda: w.model.is_human_turn(), timeout=10_000)
    before, after, _change = table.around(
        lambda c: c.kind == "move" and c.seat == 1 and isinstance(c.move, Draw))
    new = [item for key, (item, *_rest) in after.items() if key not in before]
    assert len(new) == 2
    assert all(after[id(item)][1:] == (hand_region(1), after[id(item)][2], "back", False)
               for item in new)
    assert set(map(id, _in(before, hand_region(1)))) < set(map(id, _in(after, hand_region(1))))
    assert not _changed_place(before, after)
    settle(qtbot, w)
    table_matches_game(w)


def test_taking_the_pile_carries_the_piles_cards_and_the_pair_from_the_hand(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["KH KS 9D 4S QD 5C", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S KD",
                      melds={0: ["JH JD JC"]}, turn=0)
    w = make_window(qtbot, game)
    settle(qtbot, w)
    scene = w.scene
    pile = {item.card_text: item for item in scene.cards_in("pile")}
    pair = [item for item in scene.hand_cards() if item.card_text in ("KH", "KS")]
    kept = [item for item in scene.hand_cards() if item not in pair]
    assert sorted(pile) == ["4H", "9S", "KD"] and len(pair) == 2
    assert w.model.try_move(TakePile(tuple(Card.parse(t) for t in ("KH", "KS")), ()))
    settle(qtbot, w)
    kings = next(m for m in w.model.view.melds(0) if m.cards[0].rank == "K")
    laid = scene.items_of_meld(kings.id)
    assert {id(item) for item in laid} == {id(pile["KD"]), *map(id, pair)}
    hand = scene.hand_cards()
    assert pile["4H"] in hand and pile["9S"] in hand  # the rest of the pile went to the hand
    assert all(item in hand for item in kept)
    assert not scene.cards_in("pile")
    table_matches_game(w)


class _TakesThePile(FirstLegal):
    """Takes the pile when it may, else plays like FirstLegal."""

    def choose(self, view):
        take = next((m for m in view.legal_moves() if isinstance(m, TakePile)), None)
        return take if take is not None else super().choose(view)


def test_a_computer_takes_the_pile_with_a_pair_from_its_fan(qtbot):
    game = Game.setup(Rules(players=4),
                      hands=["AH AS 9D 4S QD KC", "QC QS 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S 6D 7H 8D 9S", discard="4H 9S",
                      melds={0: ["JH JD JC"], 1: ["KC KD KH"]}, turn=0, phase="meld")
    w = make_window(qtbot, game, factory=factory_of(_TakesThePile))
    table = _Table(w)
    assert w.model.discard(Card.parse("QD"))
    qtbot.waitUntil(lambda: w.model.is_human_turn(), timeout=10_000)
    before, after, _change = table.around(
        lambda c: c.kind == "move" and c.seat == 1 and isinstance(c.move, TakePile))
    assert set(after) == set(before)  # no item made, none dropped
    queens = next(m for m in w.model.game.melds(1) if m.cards[0].rank == "Q")
    laid = [item for item, where, *_rest in after.values() if where == meld_region(1, queens.id)]
    old_pile = _in(before, PILE)
    top = next(item for item in old_pile if item.card_text == "QD")  # the human's discard
    assert len(laid) == 3 and top in laid  # the pile's top...
    fan = _in(before, hand_region(1))
    assert sum(1 for item in laid if item in fan) == 2  # ...and two of West's backs
    rest = [item for item in old_pile if item not in laid]
    assert rest and all(after[id(item)][1] == hand_region(1) for item in rest)
    assert sorted(len(m.cards) for m in w.model.game.melds(1)) == [3, 3]
    assert all(after[id(item)][3:] == ("back", False) for item in rest)  # face down there
    settle(qtbot, w)
    table_matches_game(w)


def test_a_red_three_drawn_is_laid_from_the_stock_and_replaced(qtbot):
    game = Game.setup(Rules(players=4, red_threes="auto"),
                      hands=["AH AS 9D 4S QD KC", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="3D 9S TC JD QH KD 4H 5S", discard="4H 9S 7C", turn=0)
    w = make_window(qtbot, game)
    table = _Table(w)
    assert w.model.draw()
    settle(qtbot, w)
    before, after, _change = table.around(lambda c: c.kind == "move")
    new = {key: item for key, (item, *_rest) in after.items() if key not in before}
    assert len(new) == 3  # two drawn, one to replace the red 3
    red = [item for item in new.values() if after[id(item)][1] == red3_region(0)]
    assert [item.card_text for item in red] == ["3D"]
    assert sorted(item.card_text for item in new.values() if item not in red) == ["9S", "TC"]
    assert not _changed_place(before, after)
    table_matches_game(w)


def test_laid_red_threes_show_their_own_faces_after_a_load(qtbot):
    """The diamonds laid before a game was saved are diamonds when it is opened again (the
    table used to know only how many red 3s a side had, and drew each as 3♥)."""
    game = Game.setup(Rules(players=4),
                      hands=["3D 3D 3H AS 9D 4S", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S 7C", turn=0,
                      phase="meld")
    laid = sorted(str(card) for _ in range(3) for movement in game.apply(LayRedThree())
                  for card in movement.cards)
    assert laid == ["3D", "3D", "3H"]
    loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    w = make_window(qtbot, loaded)
    assert sorted(item.card_text for item in w.scene.cards_in("red3")) == laid
    table_matches_game(w)


def test_a_table_out_of_step_with_the_game_is_laid_out_again(qtbot, caplog):
    game = Game.setup(Rules(players=4),
                      hands=["AH AS 9D 4S QD KC", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9S TC JD QH KD 4H 5S", discard="4H 9S 7C", turn=0)
    w = make_window(qtbot, game)
    scene = w.scene
    # the table loses a card of the hand (as if it had missed a change)
    lost = next(item for item in scene.hand_cards() if item.card_text == "AH")
    scene._cards.remove(lost)
    scene.removeItem(lost)
    with caplog.at_level(logging.WARNING, logger="samba_desktop.ui.table.scene"):
        assert w.model.draw()
    assert any("not in step" in record.message for record in caplog.records)
    settle(qtbot, w)
    table_matches_game(w)


def test_at_a_shared_table_each_move_flies_card_by_card_after_the_one_before(qtbot, caplog):
    """A joiner's table: the host's computer draws right after the joiner's discard; the table
    shows the discard, then the draw's two backs flying from the stock into the computer's
    fan, every other card kept (as offline), never laid out anew."""
    game = Game.setup(Rules(players=4),
                      hands=["AH AS 9D 4S QD KC", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9S TC JD QH KD 4H 5S 6D 7H 8D 9H", discard="4H 9S 7C",
                      turn=0, phase="meld")
    table = Table(game, [Seat(SeatPlan.HUMAN, "")]
                  + [Seat(SeatPlan.NORMAL, "normal") for _ in range(3)])
    thread = HostThread(TableHost(table, None, player_factory=factory_of(FirstLegal)),
                        "127.0.0.1", 0)
    link = thread.start()
    seat = TableSeat(link, "Anna", seat=0)
    try:
        w = make_window(qtbot, pace=Pace.FAST)
        seat.join()
        w.model.join_table(seat)
        settle(qtbot, w)
        shown = _Table(w)
        # what the table heard, in order: each move, and each time its cards came to rest
        heard: list[str] = []
        w.model.changed.connect(lambda c: heard.append(c.kind) if c.kind == "move" else None)
        w.scene.animations_done.connect(lambda: heard.append("rest"))
        with caplog.at_level(logging.WARNING, logger="samba_desktop.ui.table.scene"):
            assert w.model.discard(Card.parse("4S"))
            qtbot.waitUntil(lambda: any(c.seat == 1 and isinstance(c.move, Discard)
                                        for c, _after in shown.after), timeout=10_000)
            settle(qtbot, w)
        assert not any("not in step" in record.message for record in caplog.records)
        before, after, change = shown.around(lambda c: c.kind == "move" and c.seat == 0)
        assert isinstance(change.move, Discard)
        assert [item.card_text for item in _changed_place(before, after)] == ["4S"]
        before, after, _change = shown.around(
            lambda c: c.kind == "move" and c.seat == 1 and isinstance(c.move, Draw))
        new = [item for key, (item, *_rest) in after.items() if key not in before]
        assert len(new) == 2
        assert all(after[id(item)][1:] == (hand_region(1), after[id(item)][2], "back", False)
                   for item in new)
        assert not _changed_place(before, after)
        moves = [i for i, what in enumerate(heard) if what == "move"]
        assert len(moves) >= 3  # the discard, the draw, the computer's discard
        # each move comes to the table once the one before has come to rest, as offline
        assert all("rest" in heard[a:b] for a, b in zip(moves, moves[1:], strict=False))
        table_matches_game(w)
    finally:
        seat.close()
        thread.stop()
