"""`game.apply(move)` reports the cards it moved, and meld actions can be taken back.

The movements are what a card table animates: every card that changed place, from where to
where. They are checked here the way a player would check a table: put the cards of the
movements from their old places into their new ones, and the table must look exactly like the
game after the move.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from samba_desktop.engine import (
    Discard,
    Draw,
    Extend,
    Game,
    IllegalMove,
    LayRedThree,
    Meld,
    Merge,
    Movement,
    Place,
    PlaceKind,
    Rules,
    TakePile,
    TakeTop,
    legal_moves,
    parse_cards,
)

from .support import FINISHED, card, hand_text, position

STOCK = Place(PlaceKind.STOCK)
PILE = Place(PlaceKind.PILE)


def hand(seat: int) -> Place:
    return Place(PlaceKind.HAND, seat)


def meld(side: int, meld_id: int) -> Place:
    return Place(PlaceKind.MELD, side, meld_id)


def red_threes(side: int) -> Place:
    return Place(PlaceKind.RED_THREES, side)


def cards(text: str) -> tuple:
    return tuple(parse_cards(text))


def table(game: Game) -> dict[Place, Counter]:
    """Every place of the table with the cards in it (the stock only as a count: a player
    cannot see into it, but a card leaving it must be one that was there)."""
    places: dict[Place, Counter] = {STOCK: Counter({"?": game.stock_size}),
                                    PILE: Counter(map(str, game.discard_pile))}
    for seat in range(game.num_players):
        places[hand(seat)] = Counter(map(str, game.hand(seat)))
    for side in range(game.num_sides):
        places[red_threes(side)] = Counter({"3": game.red_threes(side)})
        for m in game.melds(side):
            places[meld(side, m.id)] = Counter(map(str, m.cards))
    return {place: held for place, held in places.items() if +held}


def moved_on(before: dict[Place, Counter], movements: list[Movement]) -> dict[Place, Counter]:
    """``before`` with the cards of ``movements`` carried from their sources to their targets."""
    after = {place: Counter(held) for place, held in before.items()}

    def key(place: Place, text: str) -> str:
        if place.kind is PlaceKind.STOCK:
            return "?"
        return "3" if place.kind is PlaceKind.RED_THREES else text

    for movement in movements:
        for c in movement.cards:
            assert c is not None, "the game itself names every card it moves"
            source = after.setdefault(movement.source, Counter())
            assert source[key(movement.source, str(c))] > 0, f"{c} was not in {movement.source}"
            source[key(movement.source, str(c))] -= 1
            after.setdefault(movement.target, Counter())[key(movement.target, str(c))] += 1
    return {place: held for place, held in after.items() if +held}


# ---------------------------------------------------------------- each move says what it moved
def test_a_draw_takes_the_two_top_cards_of_the_stock_into_the_hand():
    game = position(2, hands={0: "9C 9D KS"}, stock="7C 7D 8H")
    assert game.apply(Draw()) == [Movement(cards("7C 7D"), STOCK, hand(0))]


def test_a_discard_goes_from_the_hand_onto_the_pile():
    game = position(2, hands={0: "9C 9D KS"}, phase="meld")
    assert game.apply(Discard(card("KS"))) == [Movement(cards("KS"), hand(0), PILE)]


def test_a_new_meld_goes_from_the_hand_to_the_table_under_its_new_id():
    game = position(2, hands={0: "9C 9D 9H KS 5C"}, phase="meld", scores=[0, 0],
                    melds={0: ["KC KD KH"]})
    moved = game.apply(Meld([parse_cards("9C 9D 9H")]))
    new_id = game.melds(0)[-1].id
    assert moved == [Movement(cards("9C 9D 9H"), hand(0), meld(0, new_id))]


def test_cards_added_to_a_meld_go_there():
    game = position(2, hands={0: "KS 5C 6C"}, phase="meld", melds={0: ["KC KD KH"]})
    meld_id = game.melds(0)[0].id
    assert game.apply(Extend(meld_id, parse_cards("KS"))) == [
        Movement(cards("KS"), hand(0), meld(0, meld_id))]


def test_a_merge_moves_the_later_meld_onto_the_first():
    game = position(2, hands={0: "5C 6C 7D"}, phase="meld", melds={0: ["KC KD KH", "KS KS KD"]})
    first, second = (m.id for m in game.melds(0))
    assert game.apply(Merge(first, second)) == [
        Movement(cards("KD KS KS"), meld(0, second), meld(0, first))]


def test_the_top_card_onto_a_sequence_comes_from_the_pile():
    game = position(2, hands={0: "5C 6C 7D"}, discard="4D 8H", melds={0: ["5H 6H 7H"]})
    meld_id = game.melds(0)[0].id
    assert game.apply(TakeTop(meld_id)) == [Movement(cards("8H"), PILE, meld(0, meld_id))]


def test_taking_the_pile_lays_the_top_card_with_the_pair_and_the_rest_goes_to_the_hand():
    game = position(2, hands={0: "9C 9D KS 4C"}, discard="5D 6S 9H", melds={0: ["KC KD KH"]})
    moved = game.apply(TakePile(parse_cards("9C 9D")))
    new_id = game.melds(0)[-1].id
    assert moved == [Movement(cards("9H"), PILE, meld(0, new_id)),
                     Movement(cards("9C 9D"), hand(0), meld(0, new_id)),
                     Movement(cards("5D 6S"), PILE, hand(0))]


def test_a_red_three_laid_at_will_goes_to_the_sides_row():
    game = position(4, hands={1: "3H 9C 9D"}, turn=1, phase="meld")
    assert game.apply(LayRedThree()) == [Movement(cards("3H"), hand(1), red_threes(1))]


def test_automatic_red_threes_are_laid_and_replaced_as_they_come():
    rules = Rules(players=2, red_threes="auto")
    game = position(hands={0: "9C 9D KS"}, stock="3D 7C 8H", rules=rules)
    assert game.apply(Draw()) == [Movement(cards("3D 7C"), STOCK, hand(0)),
                                  Movement(cards("3D"), hand(0), red_threes(0)),
                                  Movement(cards("8H"), STOCK, hand(0))]


def test_a_discard_then_the_next_players_red_three_is_laid_and_replaced():
    rules = Rules(players=2, red_threes="auto")
    game = Game.setup(rules, hands=["9C 9D KS", "3H 5C 6C"], stock="8H 8S", discard="4D",
                      phase="meld")
    assert game.apply(Discard(card("KS"))) == [Movement(cards("KS"), hand(0), PILE),
                                               Movement(cards("3H"), hand(1), red_threes(1)),
                                               Movement(cards("8H"), STOCK, hand(1))]


def test_another_player_sees_a_draw_face_down_and_everything_else_in_the_open():
    game = position(2, hands={0: "9C 9D KS"}, stock="7C 7D 8H")
    (draw,) = game.apply(Draw())
    assert draw.seen_by(0) == draw
    assert draw.seen_by(1) == Movement((None, None), STOCK, hand(0))
    (discard,) = game.apply(Discard(card("KS")))
    assert discard.seen_by(1) == discard


@pytest.mark.parametrize(("players", "seed", "red_threes"),
                         [(2, 11, "manual"), (3, 12, "auto"), (4, 13, "manual"),
                          (5, 14, "auto"), (6, 15, "manual")])
def test_the_movements_of_every_move_turn_the_table_before_into_the_table_after(
        players, seed, red_threes):
    rng = random.Random(seed)
    game = Game.new(Rules(players=players, red_threes=red_threes), seed=seed)
    moves = 0
    while game.phase not in FINISHED:
        options = legal_moves(game)
        active = [m for m in options if not isinstance(m, Draw | Discard)]
        move = rng.choice(active) if active and rng.random() < 0.6 else rng.choice(options)
        before = table(game)
        movements = game.apply(move)
        assert moved_on(before, movements) == table(game), move
        moves += 1
    assert moves > 20


def test_an_illegal_move_moves_nothing_and_reports_no_movement():
    game = position(2, hands={0: "9C 9D KS"}, phase="meld")
    with pytest.raises(IllegalMove):
        game.apply(Discard(card("AS")))
    assert game.apply(Discard(card("KS"))) == [Movement(cards("KS"), hand(0), PILE)]


# ---------------------------------------------------------------- taking back a meld action
def test_a_meld_action_kept_to_take_back_is_undone_exactly():
    game = position(2, hands={0: "9C 9D 9H KS 5C 6C"}, phase="meld", melds={0: ["KC KD KH"]})
    before = game.to_dict()
    move = Meld([parse_cards("9C 9D 9H")])
    game.apply(move, undoable=True)
    assert game.undo_depth == 1
    assert game.undo() == move
    assert game.to_dict() == before
    assert game.undo_depth == 0
    assert hand_text(game, 0) == sorted(["9C", "9D", "9H", "KS", "5C", "6C"])


def test_several_meld_actions_are_taken_back_last_first():
    game = position(2, hands={0: "9C 9D 9H KS 5C 6C 3D"}, phase="meld", melds={0: ["KC KD KH"]})
    states = [game.to_dict()]
    game.apply(LayRedThree(), undoable=True)
    states.append(game.to_dict())
    game.apply(Extend(game.melds(0)[0].id, parse_cards("KS")), undoable=True)
    states.append(game.to_dict())
    game.apply(Meld([parse_cards("9C 9D 9H")]), undoable=True)
    assert game.undo_depth == 3
    while game.undo_depth:
        game.undo()
        assert game.to_dict() == states.pop()
    assert not states


def test_a_discard_ends_what_can_be_taken_back():
    game = position(2, hands={0: "9C 9D 9H KS 5C 6C"}, phase="meld",
                    melds={0: ["KC KD KH"]})
    game.apply(Meld([parse_cards("9C 9D 9H")]), undoable=True)
    game.apply(Discard(card("KS")), undoable=True)
    assert game.undo_depth == 0
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert info.value.key == "nothing_to_undo"


def test_going_out_cannot_be_taken_back():
    game = position(2, hands={0: "9C 9D 9H"}, phase="meld",
                    melds={0: ["KC KD KH KS KC KD KH", "5H 6H 7H 8H 9H 10H JH"]})
    game.apply(Meld([parse_cards("9C 9D 9H")]), undoable=True)
    assert game.phase in FINISHED
    assert game.undo_depth == 0


def test_moves_not_kept_to_take_back_leave_nothing_to_undo():
    game = position(2, hands={0: "9C 9D 9H KS 5C 6C"}, phase="meld",
                    melds={0: ["KC KD KH"]})
    game.apply(Meld([parse_cards("9C 9D 9H")]))
    assert game.undo_depth == 0


def test_a_copy_does_not_share_what_can_be_taken_back():
    game = position(2, hands={0: "9C 9D 9H KS 5C 6C"}, phase="meld",
                    melds={0: ["KC KD KH"]})
    game.apply(Meld([parse_cards("9C 9D 9H")]), undoable=True)
    twin = game.copy()
    assert twin.undo_depth == 0
    game.undo()
    assert len(twin.melds(0)) == 2
