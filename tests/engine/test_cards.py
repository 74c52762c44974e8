"""Cards: text forms, card lists, card values, equality of copies (RULES.md "Cards")."""

from __future__ import annotations

import copy
import pickle

import pytest

from samba_desktop.engine import Card, card_value, parse_cards

RANKS = list("456789TJQKA23")
SUITS = list("CDHS")


@pytest.mark.parametrize("rank", RANKS)
@pytest.mark.parametrize("suit", SUITS)
def test_text_form_round_trips_for_every_card(rank, suit):
    c = Card.parse(rank + suit)
    assert c.rank == rank
    assert c.suit == suit
    assert str(c) == rank + suit
    assert Card.parse(str(c)) == c


def test_joker_is_written_jk():
    joker = Card.parse("JK")
    assert str(joker) == "JK"
    assert Card.parse(str(joker)) == joker
    assert joker != Card.parse("JC")


@pytest.mark.parametrize("suit", SUITS)
def test_ten_is_accepted_as_10_and_written_t(suit):
    assert Card.parse("10" + suit) == Card.parse("T" + suit)
    assert str(Card.parse("10" + suit)) == "T" + suit
    assert Card.parse("10" + suit).rank == "T"


def test_card_is_immutable():
    c = Card.parse("AH")
    with pytest.raises(AttributeError):
        c.rank = "K"  # type: ignore[misc]
    assert str(c) == "AH"


@pytest.mark.parametrize("text", ["", "A", "1H", "11H", "AX", "ZH", "3", "JKX", "H A", "AHS"])
def test_malformed_card_text_is_rejected(text):
    with pytest.raises(ValueError):
        Card.parse(text)


def test_parse_cards_reads_whitespace_separated_cards():
    assert parse_cards("AH AS 10C JK") == [Card.parse("AH"), Card.parse("AS"), Card.parse("TC"),
                                           Card.parse("JK")]
    assert parse_cards("  AH\tAS\n 2C  ") == [Card.parse("AH"), Card.parse("AS"), Card.parse("2C")]


def test_parse_cards_keeps_duplicates_and_order():
    assert [str(c) for c in parse_cards("KS 4D KS")] == ["KS", "4D", "KS"]


def test_parse_cards_of_empty_string_is_empty_list():
    assert parse_cards("") == []
    assert parse_cards("   ") == []


def test_parse_cards_rejects_a_bad_card():
    with pytest.raises(ValueError):
        parse_cards("AH XX")


@pytest.mark.parametrize(
    ("text", "value"),
    [("JK", 50)]
    + [("2" + s, 20) for s in SUITS]
    + [("A" + s, 20) for s in SUITS]
    + [(r + s, 10) for r in "KQJT98" for s in SUITS]
    + [(r + s, 5) for r in "7654" for s in SUITS]
    + [("3C", 5), ("3S", 5)]
    + [("3D", 0), ("3H", 0)],
)
def test_card_values(text, value):
    assert card_value(Card.parse(text)) == value


def test_red_three_has_no_value_black_three_is_worth_five():
    assert card_value(Card.parse("3H")) == card_value(Card.parse("3D")) == 0
    assert card_value(Card.parse("3C")) == card_value(Card.parse("3S")) == 5


def test_copies_of_a_card_are_equal_and_hash_alike():
    a, b = Card.parse("AH"), Card.parse("AH")
    assert a == b
    assert hash(a) == hash(b)
    assert len({a, b, copy.copy(a), copy.deepcopy(a), pickle.loads(pickle.dumps(a))}) == 1
    assert Card.parse("AH") != Card.parse("AD")
    assert Card.parse("AH") != Card.parse("KH")


def test_cards_work_as_dict_keys_and_in_counting():
    counts: dict[Card, int] = {}
    for c in parse_cards("AH AH KS AH"):
        counts[c] = counts.get(c, 0) + 1
    assert counts == {Card.parse("AH"): 3, Card.parse("KS"): 1}


def test_all_deck_cards_are_distinct_values():
    every = {Card.parse(r + s) for r in RANKS for s in SUITS} | {Card.parse("JK")}
    assert len(every) == 53
