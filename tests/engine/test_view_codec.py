"""`engine.view_codec`: a seat's view as the JSON object a hosted table sends, and back."""

from __future__ import annotations

import json
import random

import pytest

from samba_desktop.engine import Game, Phase, Rules, legal_moves
from samba_desktop.engine.view_codec import (
    movements_from_wire,
    movements_to_wire,
    view_from_wire,
    view_to_wire,
)

from .support import FINISHED


def positions(players: int, seed: int, red_threes: str = "manual"):
    """Games at many points of random play, the end of the first hand and the next deal too."""
    rng = random.Random(seed)
    game = Game.new(Rules(players=players, red_threes=red_threes), seed=seed)
    out = []
    steps = 0
    while True:
        if steps % 5 == 0 or game.phase in FINISHED:
            out.append(game.copy())
        if game.phase in FINISHED:
            break
        game.apply(rng.choice(legal_moves(game)))
        steps += 1
    if game.phase is Phase.HAND_OVER:
        game.next_hand()
        out.append(game.copy())
    return out


def answers(view):
    """Everything a player's aids ask a view."""
    return (
        view.seat, view.rules, view.turn, view.phase, view.dealer, view.hand, view.hand_counts,
        view.hand_sizes, view.stock_size, view.discard_pile, view.scores, view.hand_number,
        view.partner_answer, view.must_go_out, view.asked_this_turn, view.asker,
        [(s, str(m)) for s, m in view.move_log], view.winner,
        [r.to_dict() for r in view.hand_results],
        [[(m.id, m.kind, m.cards) for m in view.melds(side)] for side in range(view.num_sides)],
        [view.red_threes(side) for side in range(view.num_sides)],
        [view.known_cards(s) for s in range(view.num_players)],
        view.unseen_counts(), sorted(map(str, view.legal_moves())),
        [view.has_melded(side) for side in range(view.num_sides)],
    )


@pytest.mark.parametrize(("players", "seed", "red"), [(2, 1, "manual"), (3, 2, "auto"),
                                                      (4, 3, "manual"), (6, 4, "auto")])
def test_a_view_read_back_answers_as_the_view_written(players, seed, red):
    for game in positions(players, seed, red):
        for seat in range(players):
            view = game.view(seat)
            wire = json.loads(json.dumps(view_to_wire(view)))
            back = view_from_wire(wire)
            assert answers(back) == answers(view)
            assert view_to_wire(back) == wire


def test_the_contract_fields():
    game = Game.new(Rules(players=4), seed=9)
    wire = view_to_wire(game.view(2))
    assert wire["phase"] == "draw" and wire["turn"] == game.turn
    assert wire["hand"] == [str(c) for c in game.hand(2)]
    assert wire["hand_sizes"] == [15] * 4 and wire["stock"] == game.stock_size
    assert wire["discard"] == [str(c) for c in game.discard_pile]
    assert wire["melds"] == [[], []] and wire["red_threes"] == [[], []]
    assert wire["scores"] == [0, 0]


def test_no_hidden_card_is_written():
    """Two games that differ only in what seat 0 cannot see give seat 0 the same object."""
    rules = Rules(players=4)
    one = Game.setup(rules, hands=["4C 5C 6C 9H 9H", "KD KD KS", "QH QH QS", "7C 7C 7S"],
                     stock="AH AS AD 8C", discard="TD")
    two = Game.setup(rules, hands=["4C 5C 6C 9H 9H", "QH QH QS", "7C 7C 7S", "KD KD KS"],
                     stock="AH 8C AD AS", discard="TD")
    assert view_to_wire(one.view(0)) == view_to_wire(two.view(0))
    assert view_to_wire(one.view(1)) != view_to_wire(two.view(1))


@pytest.mark.parametrize("damage", [
    lambda w: w.update(hand=w["hand"][1:]),
    lambda w: w.update(seat=7),
    lambda w: w.update(seat=True),
    lambda w: w.update(stock=-1),
    lambda w: w.update(hand_sizes="many"),
    lambda w: w.update(known=[["AH"] * 40] * 4),
    lambda w: w.update(move_log=[[0, "fly away"]]),
    lambda w: w.update(red_threes=[["3C"], []]),
    lambda w: w.update(melds=[[{"id": 1, "cards": ["AH"]}], []]),
    lambda w: w.update(format="samba-game"),
    lambda w: w.update(full_deck="yes"),
    lambda w: w.pop("rules"),
])
def test_damaged_data_is_a_value_error(damage):
    wire = view_to_wire(Game.new(Rules(players=4), seed=5).view(0))
    damage(wire)
    with pytest.raises(ValueError):
        view_from_wire(wire)


def test_deep_nesting_is_a_value_error():
    deep: object = []
    for _ in range(100_000):
        deep = [deep]
    wire = view_to_wire(Game.new(Rules(players=2), seed=5).view(0))
    wire["melds"] = [[{"id": 1, "cards": deep}], []]
    with pytest.raises(ValueError):
        view_from_wire(wire)


@pytest.mark.parametrize(("players", "seed", "red"), [(2, 1, "manual"), (4, 3, "auto"),
                                                      (6, 4, "manual")])
def test_a_moves_movements_read_back_as_each_seat_sees_them(players, seed, red):
    """Every move of a random hand: its movements as each seat sees them, written as JSON text
    and read back, are those movements; a card a seat may not see is written as null."""
    rng = random.Random(seed)
    game = Game.new(Rules(players=players, red_threes=red), seed=seed)
    hidden = 0
    while game.phase not in FINISHED:
        movements = game.apply(rng.choice(legal_moves(game)))
        for looker in range(players):
            seen = tuple(m.seen_by(looker) for m in movements)
            wire = json.loads(json.dumps(movements_to_wire(seen)))
            assert movements_from_wire(wire) == seen
            for entry, movement in zip(wire, seen, strict=True):
                faces = entry["cards"]
                hidden += faces.count(None)
                assert (None in faces) == (movement.source.kind == "stock"
                                           and movement.target.kind == "hand"
                                           and movement.target.owner != looker)
    assert hidden > 0


@pytest.mark.parametrize("damage", [
    None, "draw", [1], [{}], [{"cards": []}], [{"cards": "AH"}],
    [{"cards": ["ZZ"], "source": {"kind": "stock"}, "target": {"kind": "pile"}}],
    [{"cards": [{}], "source": {"kind": "stock"}, "target": {"kind": "pile"}}],
    [{"cards": ["AH"], "source": {"kind": ["stock"]}, "target": {"kind": "pile"}}],
    [{"cards": ["AH"], "source": {"kind": "table"}, "target": {"kind": "pile"}}],
    [{"cards": ["AH"], "source": {"kind": "hand", "seat": 6}, "target": {"kind": "pile"}}],
    [{"cards": ["AH"], "source": {"kind": "hand"}, "target": {"kind": "pile"}}],
    [{"cards": ["AH"], "source": {"kind": "hand", "seat": 0},
      "target": {"kind": "meld", "side": 0, "meld": -1}}],
    [{"cards": ["AH"], "source": {"kind": "stock"}, "target": "pile"}],
    [{"cards": ["AH"], "source": {"kind": "stock"}, "target": {"kind": "pile"}}] * 65,
])
def test_damaged_movements_are_a_value_error(damage):
    with pytest.raises(ValueError):
        movements_from_wire(damage)
