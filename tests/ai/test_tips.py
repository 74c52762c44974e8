"""When each beginner's tip applies, on positions built with `Game.setup`."""

from samba_desktop.ai.tips import TIP_KEYS, applicable_tips, wasted_wild_groups
from samba_desktop.engine import Game, Rules

RULES = Rules(players=4)
FILLER = "4C 5D 6S"
PILE = "4D 5D 6D 7D 8D 9D TD KC"  # eight cards, a natural on top


def view(hand="4C 5D 6S", melds=None, discard="KC", phase="meld", turn=0, rules=RULES, seat=0):
    game = Game.setup(rules, hands=[hand, FILLER, FILLER, FILLER], stock="5C 6C 7C 8C",
                      discard=discard, melds=melds or {}, turn=turn, phase=phase)
    return game.view(seat)


def test_nothing_applies_in_a_plain_position():
    assert applicable_tips(view()) == []


def test_samba_in_reach_needs_an_open_sequence_and_at_most_two_missing_ranks():
    near = view(hand="9H TH 4C", melds={0: ["5H 6H 7H 8H"]})
    assert "samba_in_reach" in applicable_tips(near)  # 5–J lacks only J; 4–10 lacks only 4
    far = view(hand="4C 5D", melds={0: ["5H 6H 7H"]})
    assert "samba_in_reach" not in applicable_tips(far)  # four ranks missing everywhere
    # the partner judges from the side's sequence and its own hand (not seat 0's cards)
    assert "samba_in_reach" not in applicable_tips(view(hand="9H TH 4C",
                                                        melds={0: ["5H 6H 7H 8H"]}, seat=2))
    assert "samba_in_reach" in applicable_tips(view(melds={0: ["5H 6H 7H 8H 9H"]}, seat=2))
    # gone: all three J♥ and 4♥ in the opponents' groups, 9♥ triple too
    dead = view(hand="9H TH 4C", melds={0: ["5H 6H 7H 8H"],
                                       1: ["9H 9H 9H", "4H 4H 4H"]})
    assert "samba_in_reach" not in applicable_tips(dead)


def test_block_with_a_black_three_after_drawing_when_the_pile_is_big():
    assert "block_with_black_three" in applicable_tips(view(hand="3S 9C", discard=PILE))
    assert "block_with_black_three" not in applicable_tips(view(hand="3S 9C", discard="4D KC"))
    assert "block_with_black_three" not in applicable_tips(view(hand="3H 9C", discard=PILE))
    # before drawing, or with the pile already blocked, there is nothing to do
    assert "block_with_black_three" not in applicable_tips(
        view(hand="3S 9C", discard=PILE, phase="draw"))
    assert "block_with_black_three" not in applicable_tips(
        view(hand="3S 9C", discard=PILE + " 2C"))
    assert "block_with_black_three" not in applicable_tips(
        view(hand="3S 9C", discard=PILE, turn=1))


def test_red_three_in_hand_on_the_seats_turn_with_manual_red_threes():
    assert "red_three_in_hand" in applicable_tips(view(hand="3D 9C 9S"))
    assert "red_three_in_hand" in applicable_tips(view(hand="3H 9C 9S", phase="draw"))
    assert "red_three_in_hand" not in applicable_tips(view(hand="3D 9C 9S", turn=1))
    assert "red_three_in_hand" not in applicable_tips(view(hand="3C 9C 9S"))


def test_wild_cards_on_a_group_that_can_never_be_a_canasta():
    # eight of the twelve nines are in other melds: 9 9 JK can reach 4 + 2 wild = 6 at most
    melds = {0: ["9H 9S JK"], 1: ["9C 9C 9C 9D", "9D 9D 9H 9H"]}
    v = view(melds=melds)
    assert "wild_cards_wasted" in applicable_tips(v)
    assert [str(c) for c in wasted_wild_groups(v)[0].cards] == ["9H", "9S", "JK"]
    # a group without wild cards is no waste; enough nines left keep the hope
    assert "wild_cards_wasted" not in applicable_tips(view(melds={0: ["9H 9S 9D"], 1: melds[1]}))
    assert "wild_cards_wasted" not in applicable_tips(view(melds={0: ["9H 9S JK"],
                                                                  1: ["9C 9C 9C"]}))
    # the side's own other group of nines may still be merged: it does not count as gone
    own = {0: ["9H 9S JK", "9C 9C 9C 9D"], 1: ["9D 9D 9H 9H"]}
    assert "wild_cards_wasted" not in applicable_tips(view(melds=own))


def test_may_go_out_once_the_side_has_two_seven_card_melds():
    two = {0: ["KH KS KD KC KH KS KD", "5H 6H 7H 8H 9H TH JH"]}
    assert "may_go_out" in applicable_tips(view(melds=two))
    assert "may_go_out" not in applicable_tips(view(melds={0: two[0][:1]}))
    assert "may_go_out" not in applicable_tips(view(melds=two, turn=1))


def test_the_keys_come_in_a_fixed_order():
    v = view(hand="3D 3S 9C", discard=PILE,
             melds={0: ["KH KS KD KC KH KS KD", "5H 6H 7H 8H 9H TH JH"]})
    tips = applicable_tips(v)
    assert tips == [k for k in TIP_KEYS if k in tips]
    assert {"block_with_black_three", "red_three_in_hand", "may_go_out"} <= set(tips)


def test_no_tip_applies_once_the_hand_is_over():
    from samba_desktop.engine import Card, Discard, Draw, Phase

    game = Game.setup(RULES, hands=["9H TH 4C", FILLER, FILLER, FILLER], stock="5C 6C",
                      discard="KC", melds={0: ["5H 6H 7H 8H"]}, turn=0, phase="draw")
    game.apply(Draw())  # the last two cards of the stock
    game.apply(Discard(Card.parse("4C")))
    assert "samba_in_reach" in applicable_tips(game.view(0))
    game.apply(Draw())  # the next player finds the stock empty: the hand is over
    assert game.phase == Phase.HAND_OVER
    assert applicable_tips(game.view(0)) == []  # the samba was in reach, but no longer matters
