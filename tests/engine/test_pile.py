"""Taking from the discard pile (RULES.md "Taking from the discard pile")."""

from __future__ import annotations

import pytest

from samba_desktop.engine import Discard, Draw, Meld, Pass, Rules, TakePile, TakeTop, parse_cards

from .support import assert_illegal, assert_legal, card, hand_text, position, sorted_text

# A side that has already melded (so the first-meld minimum does not apply).
MELDED = {0: ["AC AD AS"]}


def kinds(game, side=0):
    return [m.kind for m in game.melds(side)]


# --------------------------------------------------------------------------- the whole pile
def test_take_pile_with_a_natural_pair_makes_a_new_group_and_the_rest_goes_to_hand():
    game = position(2, hands={0: "9C 9S 4D"}, discard="KS 7H 2C 9D", melds=MELDED)
    assert_legal(game, TakePile(parse_cards("9C 9S")))
    assert game.phase == "meld"
    assert game.turn == 0
    assert game.discard_pile == []
    new = game.melds(0)[-1]
    assert sorted(str(c) for c in new.cards) == sorted_text("9C 9S 9D")
    assert new.kind == "group"
    assert hand_text(game, 0) == sorted_text("4D KS 7H 2C")


def test_take_pile_then_the_turn_continues_with_melding_and_discarding():
    game = position(2, hands={0: "9C 9S 4D 5D KC QC"}, discard="6D 9D", melds=MELDED)
    game.apply(TakePile(parse_cards("9C 9S")))
    assert_legal(game, Meld([parse_cards("4D 5D 6D")]))
    assert kinds(game) == ["group", "group", "sequence"]
    assert game.phase == "meld"
    assert_legal(game, Discard(card("KC")))
    assert game.turn == 1


def test_take_pile_with_more_cards_of_the_rank_and_wild_cards():
    game = position(2, hands={0: "9C 9S 9H JK 4D"}, discard="5S 9D", melds=MELDED)
    assert_legal(game, TakePile(parse_cards("9C 9S 9H JK")))
    assert sorted(str(c) for c in game.melds(0)[-1].cards) == sorted_text("9C 9S 9H 9D JK")
    assert hand_text(game, 0) == ["4D", "5S"]


def test_take_pile_group_obeys_the_group_rules():
    game = position(2, hands={0: "9C 9S JK 2D 4D"}, discard="5S 9D", melds=MELDED)
    assert_illegal(game, TakePile(parse_cards("9C 9S JK 2D")), "twice as many natural")


def test_take_pile_group_takes_only_its_rank_and_wild_cards():
    game = position(2, hands={0: "9C 9S 8H 4D"}, discard="5S 9D", melds=MELDED)
    assert_illegal(game, TakePile(parse_cards("9C 9S 8H")), "natural 9s and wild cards")


def test_take_pile_can_make_a_canasta_at_once():
    game = position(2, hands={0: "KC KC KD KD KS JK 4D"}, discard="5S KH", melds=MELDED)
    assert_legal(game, TakePile(parse_cards("KC KC KD KD KS JK")))
    assert game.melds(0)[-1].kind == "mixed_canasta"


def test_take_pile_is_always_a_new_group_even_beside_a_group_of_that_rank():
    game = position(2, hands={0: "9C 9S 4D"}, discard="5S 9D", melds={0: ["9H 9H 9S"]})
    old = game.melds(0)[0]
    assert_legal(game, TakePile(parse_cards("9C 9S")))
    assert len(game.melds(0)) == 2
    assert game.melds(0)[0].cards == old.cards
    assert game.melds(0)[1].id != old.id


def test_pair_must_be_natural_two_wild_cards_and_one_natural_are_not_enough():
    game = position(2, hands={0: "9C JK 2D 4D"}, discard="5S 9D", melds=MELDED)
    assert_illegal(game, TakePile(parse_cards("9C JK 2D")), "two natural 9s")
    assert_illegal(game, TakePile(parse_cards("9C JK")), "two natural 9s")


def test_pair_must_come_from_the_hand():
    game = position(2, hands={0: "9C 4D 5D"}, discard="9S 9D", melds=MELDED)
    assert_illegal(game, TakePile(parse_cards("9C 9S")), "don't have")


def test_take_pile_needs_cards_named():
    game = position(2, hands={0: "9C 9S 4D"}, discard="9D", melds=MELDED)
    assert_illegal(game, TakePile([]), "two natural 9s")


@pytest.mark.parametrize("top", ["3C", "3S", "3H", "3D", "2C", "2H", "JK"])
def test_pile_is_blocked_by_a_three_two_or_joker_on_top(top):
    game = position(2, hands={0: "9C 9S 9H JK 2D 4H 5H 3C 3S 3H 3D 2C 2H"}, discard=f"9D {top}",
                    melds={0: ["6H 7H 8H"]})
    assert_illegal(game, TakePile(parse_cards("9C 9S")), "blocked")
    rank_pair = {"3C": "3C 3S", "3S": "3C 3S", "3H": "3H 3D", "3D": "3H 3D", "2C": "2C 2H",
                 "2H": "2C 2H", "JK": "JK 2D"}[top]
    assert_illegal(game, TakePile(parse_cards(rank_pair)), "blocked")
    assert_illegal(game, TakeTop(game.melds(0)[0].id), "blocked")


def test_pile_is_free_again_once_a_natural_lies_on_the_blocking_card():
    game = position(2, hands={0: "9C 9S 4D"}, discard="JK 9D", melds=MELDED)
    assert_legal(game, TakePile(parse_cards("9C 9S")))
    assert "JK" in hand_text(game, 0)


def test_empty_pile_cannot_be_taken():
    game = position(2, hands={0: "9C 9S 4D"}, discard="", melds={0: ["6H 7H 8H"]})
    assert_illegal(game, TakePile(parse_cards("9C 9S")), "empty")
    assert_illegal(game, TakeTop(game.melds(0)[0].id), "empty")


def test_take_pile_only_instead_of_drawing():
    game = position(2, hands={0: "9C 9S 4D"}, stock="KD KD", discard="9D", melds=MELDED)
    game.apply(Draw())
    assert_illegal(game, TakePile(parse_cards("9C 9S")), "already drawn")


def test_take_pile_must_leave_a_card_when_the_side_cannot_go_out():
    game = position(2, hands={0: "9C 9S"}, discard="9D", melds=MELDED)
    assert_illegal(game, TakePile(parse_cards("9C 9S")), "can't go out")
    game = position(2, hands={0: "9C 9S"}, discard="4C 9D", melds=MELDED)
    assert_legal(game, TakePile(parse_cards("9C 9S")))
    assert hand_text(game, 0) == ["4C"]


# --------------------------------------------------------------------------- initial minimum
def test_first_meld_with_the_pile_counts_top_card_and_hand_cards_only():
    # K + K K = 30 < 50; the aces in the rest of the pile do not count.
    game = position(2, hands={0: "KC KS 4D"}, discard="AS AS AH 2C KD")
    assert_illegal(game, TakePile(parse_cards("KC KS")), "at least 50", "worth 30")
    # with a joker from hand: 30 + 50 = 80
    game = position(2, hands={0: "KC KS JK 4D"}, discard="AS AS AH 2C KD")
    assert_legal(game, TakePile(parse_cards("KC KS JK")))
    assert hand_text(game, 0) == sorted_text("4D AS AS AH 2C")


def test_first_meld_with_the_pile_counts_extra_melds():
    hand = "KC KS 4H 5H 6H QC QD QS 7D"
    game = position(2, hands={0: hand}, discard="AS KD")
    assert_illegal(game, TakePile(parse_cards("KC KS"), [parse_cards("4H 5H 6H")]), "worth 45")
    assert_legal(game, TakePile(parse_cards("KC KS"), [parse_cards("QC QD QS")]))
    assert kinds(game) == ["group", "group"]
    assert hand_text(game, 0) == sorted_text("4H 5H 6H 7D AS")


def test_first_meld_with_the_pile_several_extra_melds():
    game = position(2, hands={0: "KC KS 4H 5H 6H 4S 5S 6S 7D"}, discard="KD")
    move = TakePile(parse_cards("KC KS"), [parse_cards("4H 5H 6H"), parse_cards("4S 5S 6S")])
    assert_legal(game, move)  # 30 + 15 + 15 = 60
    assert kinds(game) == ["group", "sequence", "sequence"]


def test_extra_melds_must_be_legal_melds():
    game = position(2, hands={0: "KC KS 4H 5H 7H QC QD QS 7D"}, discard="KD", melds=MELDED)
    assert_illegal(game, TakePile(parse_cards("KC KS"), [parse_cards("4H 5H 7H")]), "unbroken")


def test_minimum_follows_the_side_score_when_taking_the_pile():
    # at 1,500 the minimum is 90: K K K + joker = 80 is not enough, K K K K + joker = 90 is
    game = position(2, hands={0: "KC KS KH JK 4D"}, discard="KD", scores=[1500, 0])
    assert_illegal(game, TakePile(parse_cards("KC KS JK")), "at least 90", "worth 80")
    assert_legal(game, TakePile(parse_cards("KC KS KH JK")))


def test_after_the_first_meld_the_pile_is_taken_freely():
    game = position(2, hands={0: "5C 5S 4D"}, discard="5D", melds=MELDED)
    assert_legal(game, TakePile(parse_cards("5C 5S")))


# --------------------------------------------------------------------------- existing groups
def test_pile_is_never_taken_to_add_its_top_card_to_an_existing_group():
    game = position(2, hands={0: "9C 4D 5D"}, discard="9D", melds={0: ["9H 9H 9S"]})
    group = game.melds(0)[0].id
    assert_illegal(game, TakeTop(group), "sequence")
    assert_illegal(game, TakePile(parse_cards("9C")), "two natural 9s")


# --------------------------------------------------------------------------- only the top card
def test_take_top_extends_a_sequence_at_its_low_end():
    game = position(2, hands={0: "KS QH"}, discard="AS JD 4H", melds={0: ["5H 6H 7H 8H"]})
    seq = game.melds(0)[0].id
    assert_legal(game, TakeTop(seq))
    assert [str(c) for c in game.melds(0)[0].cards] == ["4H", "5H", "6H", "7H", "8H"]
    assert game.phase == "meld"
    assert hand_text(game, 0) == ["KS", "QH"]


def test_take_top_extends_a_sequence_at_its_high_end_and_the_rest_of_the_pile_stays():
    game = position(2, hands={0: "KS QH"}, discard="AS JD 9H", melds={0: ["5H 6H 7H 8H"]})
    seq = game.melds(0)[0].id
    assert_legal(game, TakeTop(seq))
    assert sorted(str(c) for c in game.melds(0)[0].cards) == sorted_text("5H 6H 7H 8H 9H")
    assert [str(c) for c in game.discard_pile] == ["AS", "JD"]
    assert hand_text(game, 0) == ["KS", "QH"]
    game.apply(Discard(card("KS")))
    assert [str(c) for c in game.discard_pile] == ["AS", "JD", "KS"]


def test_take_top_can_complete_a_samba():
    game = position(2, hands={0: "KS QH"}, discard="TH", melds={0: ["4H 5H 6H 7H 8H 9H"]})
    assert_legal(game, TakeTop(game.melds(0)[0].id))
    assert kinds(game) == ["samba"]


def test_take_top_only_onto_a_sequence_with_fewer_than_seven_cards():
    game = position(2, hands={0: "KS QH"}, discard="JH", melds={0: ["4H 5H 6H 7H 8H 9H TH"]})
    assert_illegal(game, TakeTop(game.melds(0)[0].id), "samba")


@pytest.mark.parametrize("top", ["TH", "4S", "6H", "AH"])
def test_take_top_only_when_the_card_extends_the_sequence(top):
    game = position(2, hands={0: "KS QH"}, discard=top, melds={0: ["5H 6H 7H 8H"]})
    assert_illegal(game, TakeTop(game.melds(0)[0].id), "extend")


def test_take_top_never_starts_a_sequence():
    game = position(2, hands={0: "5H 6H KS"}, discard="4H", melds=MELDED)
    group = game.melds(0)[0].id
    assert_illegal(game, TakeTop(group), "sequence")
    assert_illegal(game, TakeTop(99), "does not belong")
    assert_illegal(game, TakePile(parse_cards("5H 6H")), "two natural 4s")


def test_take_top_only_onto_own_side_sequences():
    game = position(2, hands={0: "KS QH"}, discard="9H", melds={1: ["5H 6H 7H 8H"]})
    assert_illegal(game, TakeTop(game.melds(1)[0].id), "does not belong")


def test_take_top_onto_the_partners_sequence():
    game = position(4, hands={2: "KS QH"}, discard="9H", melds={0: ["5H 6H 7H 8H"]}, turn=2)
    assert_legal(game, TakeTop(game.melds(0)[0].id))
    assert len(game.melds(0)[0].cards) == 5


def test_take_top_only_instead_of_drawing():
    game = position(2, hands={0: "KS QH"}, discard="9H", melds={0: ["5H 6H 7H 8H"]})
    game.apply(Draw())
    assert_illegal(game, TakeTop(game.melds(0)[0].id), "already drawn")


def test_take_top_with_one_card_in_hand_under_keep_two_then_pass():
    game = position(2, hands={0: "KS"}, discard="9H", melds={0: ["5H 6H 7H 8H"]},
                    rules=Rules(players=2, keep_cards=2))
    assert_legal(game, TakeTop(game.melds(0)[0].id))
    assert_legal(game, Pass())
    assert game.turn == 1
