"""Moves are small frozen values with a readable text (ENGINE_CONTRACT.md "Moves")."""

from __future__ import annotations

import dataclasses

import pytest

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Merge,
    Pass,
    TakePile,
    TakeTop,
    move_from_dict,
    move_to_dict,
    parse_cards,
)

EVERY_MOVE = [
    Draw(),
    TakePile(parse_cards("9C 9S JK")),
    TakePile(parse_cards("KC KS"), [parse_cards("4H 5H 6H"), parse_cards("QC QD QS")]),
    TakeTop(3),
    Meld([parse_cards("AC AD AS"), parse_cards("4S 5S 6S")]),
    Extend(2, parse_cards("KD 2C")),
    Merge(1, 4),
    LayRedThree(),
    Discard(parse_cards("TH")[0]),
    Pass(),
    AskPartner(),
    Answer(True),
    Answer(False),
]


@pytest.mark.parametrize("move", EVERY_MOVE, ids=str)
def test_moves_are_frozen_hashable_and_equal_by_value(move):
    copy = move_from_dict(move_to_dict(move))
    assert copy == move
    assert hash(copy) == hash(move)
    assert len({move, copy}) == 1
    if dataclasses.fields(move):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(move, dataclasses.fields(move)[0].name, None)


@pytest.mark.parametrize("move", EVERY_MOVE, ids=str)
def test_moves_have_a_readable_text(move):
    text = str(move)
    assert text and text != repr(move)
    assert "Card(" not in text
    for field in dataclasses.fields(move):
        value = getattr(move, field.name)
        cards = value if field.name == "cards" else ()
        for c in cards:
            assert str(c) in text


def test_move_text_names_the_cards():
    assert str(Discard(parse_cards("TH")[0])) == "discard TH"
    assert "AC AD AS" in str(Meld([parse_cards("AC AD AS")]))
    assert "9C 9S" in str(TakePile(parse_cards("9C 9S")))


def test_card_arguments_may_be_lists_tuples_or_text():
    assert Meld([parse_cards("AC AD AS")]) == Meld((tuple(parse_cards("AC AD AS")),))
    assert Extend(2, parse_cards("KD")) == Extend(2, ("KD",))
    assert Discard("TH") == Discard(parse_cards("10H")[0])


def test_different_moves_differ():
    assert len(set(EVERY_MOVE)) == len(EVERY_MOVE)
    assert Answer(True) != Answer(False)
    assert TakeTop(1) != TakeTop(2)


@pytest.mark.parametrize("data", [None, {}, {"type": "Fly"}, {"type": "Discard"},
                                  {"type": "Discard", "card": "XX"},
                                  {"type": "TakeTop", "meld_id": "1"},
                                  {"type": "Meld", "melds": "AH AS AD"},
                                  {"type": "Answer", "yes": 1},
                                  {"type": "Draw", "cards": []}])
def test_malformed_move_data_is_refused(data):
    with pytest.raises(ValueError):
        move_from_dict(data)


def test_a_move_written_as_text_reads_back_as_the_same_move_over_whole_hands() -> None:
    """Every move of random play-outs survives `parse_move(str(move))` (the wire's text)."""
    import random

    from samba_desktop.engine import Game, Rules, legal_moves, parse_move

    for players, seed in ((2, 1), (3, 2), (4, 3), (6, 4)):
        game = Game.new(Rules(players=players), seed=seed)
        rng = random.Random(seed)
        moves = 0
        while game.phase not in ("hand_over", "game_over") and moves < 400:
            options = legal_moves(game)
            for move in options:
                assert parse_move(str(move)) == move
            game.apply(rng.choice(options))
            moves += 1


@pytest.mark.parametrize("move", EVERY_MOVE, ids=str)
def test_every_kind_of_move_written_as_text_reads_back_as_the_same_move(move) -> None:
    """Also the moves random play-outs seldom or never make: the partner's question and both
    answers, a pass, the pile taken with more melds, several melds laid at once, a 10."""
    from samba_desktop.engine import parse_move

    assert parse_move(str(move)) == move
    assert parse_move("  " + str(move).replace(" ", "   ") + "\n") == move


def test_text_that_is_no_move_is_refused_as_an_illegal_move() -> None:
    from samba_desktop.engine import IllegalMove, parse_move

    for text in ("", "fold", "meld", "meld 4C |", "discard AD AH", "discard XX",
                 "add to meld 3", "take pile with", "merge meld a into meld 2"):
        with pytest.raises(IllegalMove):
            parse_move(text)
