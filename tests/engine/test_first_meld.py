"""The side's first meld of a hand (RULES.md "The side's first meld (initial meld minimum)")."""

from __future__ import annotations

import pytest

from samba_desktop.engine import Discard, Draw, Extend, Meld, initial_meld_minimum, parse_cards

from .support import assert_illegal, assert_legal, card, position


@pytest.mark.parametrize(
    ("score", "minimum"),
    [
        (-100000, 15), (-5, 15), (-1, 15),
        (0, 50), (1, 50), (1495, 50),
        (1500, 90), (2995, 90),
        (3000, 120), (6995, 120),
        (7000, 150), (10000, 150), (10**6, 150),
    ],
)
def test_initial_meld_minimum_table(score, minimum):
    assert initial_meld_minimum(score) == minimum


def meld_phase(hand: str, score: int = 0, players: int = 2, **kwargs):
    scores = [score] + [0] * (players - 1 if players in (2, 3, 5) else players // 2 - 1)
    return position(players, hands={0: hand}, phase="meld", scores=scores, **kwargs)


# --------------------------------------------------------------------------- RULES.md examples
def test_example_joker_8_8_is_70_and_meets_50():
    game = meld_phase("JK 8H 8C 4D")
    assert_legal(game, Meld([parse_cards("JK 8H 8C")]))
    assert game.melds(0)[0].kind == "group"


def test_example_three_aces_are_60_and_meet_50():
    game = meld_phase("AD AS AC 4D")
    assert_legal(game, Meld([parse_cards("AD AS AC")]))


def test_example_5_6_7_of_spades_is_15_and_does_not_meet_50():
    game = meld_phase("5S 6S 7S 4D")
    assert_illegal(game, Meld([parse_cards("5S 6S 7S")]), "at least 50", "worth 15")
    assert game.melds(0) == []


def test_minimum_is_exactly_enough():
    game = meld_phase("KC KD KS 4S 5S 6S 7S 8S 9D")  # 30 + 25 = 55
    assert_illegal(game, Meld([parse_cards("KC KD KS")]), "worth 30")
    game = meld_phase("4S 5S 6S 7S 8S 4H 5H 6H 7H 8H 9D")  # 25 + 25 = 50
    assert_legal(game, Meld([parse_cards("4S 5S 6S 7S 8S"), parse_cards("4H 5H 6H 7H 8H")]))


# --------------------------------------------------------------------------- several melds
def test_several_melds_in_one_action_count_together():
    game = meld_phase("5S 6S 7S 4H 5H 6H 7H KC KD KS 9D")
    assert_illegal(game, Meld([parse_cards("5S 6S 7S"), parse_cards("4H 5H 6H 7H")]), "worth 35")
    assert_legal(game, Meld([parse_cards("5S 6S 7S"), parse_cards("4H 5H 6H 7H"),
                             parse_cards("KC KD KS")]))
    assert [m.kind for m in game.melds(0)] == ["sequence", "sequence", "group"]


def test_separate_actions_do_not_add_up_for_the_first_meld():
    game = meld_phase("5S 6S 7S 4H 5H 6H 7H 9D")
    assert_illegal(game, Meld([parse_cards("5S 6S 7S")]), "worth 15")
    assert_illegal(game, Meld([parse_cards("4H 5H 6H 7H")]), "worth 20")


def test_wild_cards_count_their_value():
    game = meld_phase("4S 4H 2C 9D")  # 5 + 5 + 20 = 30
    assert_illegal(game, Meld([parse_cards("4S 4H 2C")]), "worth 30")


def test_no_extending_before_the_side_has_melded():
    game = meld_phase("4S 4H 2C 9D")
    assert_illegal(game, Extend(1, parse_cards("4S")), "does not belong")


# --------------------------------------------------------------------------- after the first meld
def test_after_the_first_meld_the_side_melds_freely():
    game = meld_phase("AD AS AC 5S 6S 7S 9D JK")
    game.apply(Meld([parse_cards("AD AS AC")]))
    assert_legal(game, Meld([parse_cards("5S 6S 7S")]))  # 15
    assert_legal(game, Extend(game.melds(0)[0].id, parse_cards("JK")))
    assert len(game.melds(0)) == 2


def test_partners_first_meld_counts_for_the_side():
    game = position(4, hands={0: "AD AS AC 9C 8D", 1: "KC QC", 2: "5S 6S 7S 8C 9H", 3: "KD QD"},
                    stock="4C 4C 4D 4D 4H 4H 4S 4S", phase="meld")
    game.apply(Meld([parse_cards("AD AS AC")]))
    game.apply(Discard(card("9C")))
    game.apply(Draw())
    game.apply(Discard(card("KC")))
    game.apply(Draw())
    assert game.turn == 2
    assert_legal(game, Meld([parse_cards("5S 6S 7S")]))
    assert len(game.melds(0)) == 2


def test_opponents_still_need_their_own_first_meld():
    game = position(2, hands={1: "5S 6S 7S 8C 9H"}, melds={0: ["AD AS AC"]}, turn=1,
                    phase="meld")
    assert_illegal(game, Meld([parse_cards("5S 6S 7S")]), "at least 50")


# --------------------------------------------------------------------------- score brackets
@pytest.mark.parametrize(
    ("score", "short", "value", "enough"),
    [
        (-10, None, None, "5S 6S 7S"),  # 15 is enough below zero
        (1500, "KC KD KS JK", 80, "KC KD KS KH JK"),  # 90
        (3000, "AC AD AS JK", 110, "AC AD AS AH AC 2C"),  # 120
        (7000, "AC AD AS AH JK", 130, "AC AD AS AH AC JK"),  # 150
    ],
)
def test_minimum_follows_the_side_score(score, short, value, enough):
    minimum = initial_meld_minimum(score)
    if short:
        game = meld_phase(short + " 9D", score)
        assert_illegal(game, Meld([parse_cards(short)]), f"at least {minimum}", f"worth {value}")
    game = meld_phase(enough + " 9D", score)
    assert_legal(game, Meld([parse_cards(enough)]))


@pytest.mark.parametrize(("score", "minimum"), [(-5, 15), (0, 50), (1500, 90), (3000, 120),
                                                (7000, 150)])
def test_minimum_message_names_the_side_minimum(score, minimum):
    game = meld_phase("4S 4H 4D 9D", score)  # 15
    if minimum > 15:
        assert_illegal(game, Meld([parse_cards("4S 4H 4D")]), f"at least {minimum}", "worth 15")
    else:
        assert_legal(game, Meld([parse_cards("4S 4H 4D")]))


def test_minimum_uses_the_score_before_the_hand_in_partnerships():
    game = position(4, hands={0: "KC KD KS JK 9D"}, phase="meld", scores=[1500, 0])
    assert_illegal(game, Meld([parse_cards("KC KD KS JK")]), "at least 90", "worth 80")
    game = position(4, hands={1: "KC KD KS JK 9D"}, phase="meld", scores=[1500, 0], turn=1)
    assert_legal(game, Meld([parse_cards("KC KD KS JK")]))
