"""A computer's reason on the wire (`net.reasons`): sent as facts only when the recipient has
seen every card it names; read strictly (anything malformed is ignored)."""

from __future__ import annotations

import json

import pytest

from samba_desktop.ai.reasons import Decision, format_reason
from samba_desktop.engine import Card, Discard, Draw, Movement
from samba_desktop.engine.movements import Place, PlaceKind
from samba_desktop.net.reasons import reason_from_wire, reason_to_wire

HAND, PILE, STOCK = Place(PlaceKind.HAND, 1), Place(PlaceKind.PILE), Place(PlaceKind.STOCK)
DISCARD = Discard("9H")
DISCARDED = [Movement((Card.parse("9H"),), HAND, PILE)]


def test_a_reason_naming_only_the_moves_own_cards_is_sent_as_key_and_params():
    decision = Decision(DISCARD, "easy.discard", {"card": "9H", "hand": 7})
    wire = reason_to_wire(decision, DISCARD, DISCARDED, Card.parse("9H"))
    assert wire == {"key": "easy.discard", "params": {"card": "9H", "hand": 7}}
    assert "9♥" not in json.dumps(wire)  # no words: the client makes them


@pytest.mark.parametrize("other", [
    "KS",  # the card kept in the hand
    "9H",  # a second 9H: the move carried only one
])
def test_a_reason_naming_a_card_the_move_did_not_show_is_not_sent(other):
    decision = Decision(DISCARD, "normal.discard", {"card": "9H", "cost": 3, "other_card": other,
                                                    "other_cost": 5})
    assert reason_to_wire(decision, DISCARD, DISCARDED, Card.parse("9H")) is None


def test_a_draw_names_the_piles_top_card_only_if_it_is_on_top():
    draw = Decision(Draw(), "normal.draw_no_pair", {"top": "7C", "pile": 4})
    drawn = [Movement((None, None), STOCK, HAND)]
    assert reason_to_wire(draw, Draw(), drawn, Card.parse("7C")) is not None
    assert reason_to_wire(draw, Draw(), drawn, Card.parse("8C")) is None
    assert reason_to_wire(draw, DISCARD, drawn, Card.parse("7C")) is None  # another move's


def test_a_reason_is_read_with_the_english_words_of_its_key():
    params = {"card": "9H", "cost": 3, "other_card": "KS", "other_cost": 5}
    reason = reason_from_wire({"key": "normal.discard", "params": params})
    assert reason is not None and reason.key == "normal.discard" and reason.params == params
    assert reason.text == format_reason("normal.discard", params)


@pytest.mark.parametrize("data", [
    None, "normal.discard", [], {"params": {"card": "9H"}},
    {"key": "no.such.reason", "params": {}},
    {"key": "normal.discard", "params": ["9H"]},
    {"key": "normal.discard", "params": {"card": "9H", "cost": 3}},  # words that do not fit
    {"key": "normal.discard", "params": {"card": "XX", "cost": 3, "other_card": "KS",
                                          "other_cost": 5}},
    {"key": "normal.discard", "params": {"card": {"nested": 1}, "cost": 3}},
    {"key": "normal.discard", "params": {"card": "9H " * 200, "cost": 3}},
    {"key": "normal.discard", "params": {f"p{i}": i for i in range(100)}},
    {"key": "normal.draw_no_pair", "params": {"top": "7C", "pile": float("inf")}},
])
def test_a_malformed_reason_is_ignored(data):
    assert reason_from_wire(data) is None
