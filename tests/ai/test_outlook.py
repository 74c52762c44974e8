"""The samba outlook (ENGINE_CONTRACT.md, "Player aids"), on positions built with `Game.setup`."""

from samba_desktop.ai import samba_outlook
from samba_desktop.engine import Card, Game, Rules, parse_cards

RULES = Rules(players=4)
FILLER = "4C 5D 6S"


def position(hands=None, melds=None, discard="KC", stock="5C 6C 7C 8C", turn=0):
    hands = hands or [FILLER, FILLER, FILLER, FILLER]
    return Game.setup(RULES, hands=hands, stock=stock, discard=discard, melds=melds or {},
                      turn=turn)


def spans(view, suit):
    return {(s.low, s.high): s for s in samba_outlook(view)[suit]}


def test_shape_five_spans_per_suit_in_order():
    outlook = samba_outlook(position().view(0))
    assert sorted(outlook) == ["C", "D", "H", "S"]
    for suit, spans_ in outlook.items():
        assert [(s.low, s.high) for s in spans_] == [
            ("4", "T"), ("5", "J"), ("6", "Q"), ("7", "K"), ("8", "A")]
        assert all(s.possible for s in spans_)
        assert all(isinstance(s.possible, bool) for s in spans_)
        for s in spans_:
            assert all(isinstance(c, Card) and c.suit == suit for c in s.missing)


def test_three_nines_in_a_group_kill_every_span_with_the_nine():
    # side 1 has a group of three 9♥ — all three copies are gone
    game = position(melds={1: ["9H 9H 9H"]})
    h = spans(game.view(0), "H")
    assert [h[k].possible for k in h] == [False, False, False, False, False]
    # 9 is in every span except none: 4–T..8–A all contain 9
    assert h[("8", "A")].gone["9"] == 3
    # other suits untouched
    assert all(s.possible for s in samba_outlook(game.view(0))["S"])


def test_two_copies_gone_keep_the_span_possible():
    game = position(melds={1: ["AH AH AC"]})
    h = spans(game.view(0), "H")
    assert h[("8", "A")].possible
    assert h[("8", "A")].gone["A"] == 2
    assert h[("8", "A")].unseen["A"] == 1


def test_canasta_of_own_side_also_gone():
    game = position(melds={0: ["4S 4S 4S 4D 4D 4C JK"]})
    s = spans(game.view(0), "S")
    assert not s[("4", "T")].possible
    assert s[("5", "J")].possible


def test_another_sides_sequence_is_gone_but_not_own_open_sequence():
    # two copies each in opponents' sequences, the third copy in our own sequence
    melds = {1: ["5D 6D 7D", "5D 6D 7D 8D"], 0: ["5D 6D 7D"]}
    game = position(melds=melds)
    d = spans(game.view(0), "D")
    assert d[("5", "J")].possible
    assert d[("5", "J")].gone["5"] == 2
    # our side's open sequence holds the third copies: not missing, progress counted
    assert [c.rank for c in d[("5", "J")].sequence] == ["5", "6", "7"]
    assert d[("5", "J")].lacking == 4
    assert "5" not in {c.rank for c in d[("5", "J")].missing}
    assert d[("5", "J")].gone["8"] == 1
    # seen from the other side, its own sequences are open and ours is the other side's
    d1 = spans(game.view(1), "D")
    assert d1[("5", "J")].gone == {"5": 1, "6": 1, "7": 1, "8": 0, "9": 0, "T": 0, "J": 0}
    assert [c.rank for c in d1[("5", "J")].sequence] == ["5", "6", "7", "8"]


def test_a_third_sequence_of_another_side_closes_the_span():
    melds = {1: ["5D 6D 7D", "5D 6D 7D 8D"], 0: ["5D 6D 7D 8D 9D TD JD"]}
    d = spans(position(melds=melds).view(0), "D")
    assert not d[("4", "T")].possible  # two in their sequences, one in our samba
    assert not d[("5", "J")].possible
    assert d[("8", "A")].possible


def test_a_samba_is_gone_even_for_its_own_side():
    melds = {0: ["6H 7H 8H 9H TH JH QH"], 1: ["8H 9H 10H", "8H 9H 10H"]}
    game = position(melds=melds)
    h = spans(game.view(0), "H")
    assert not h[("4", "T")].possible  # 8 9 T gone thrice
    assert h[("4", "T")].sequence == []  # a samba is no open sequence
    assert samba_outlook(game.view(0))["H"].sequences == []
    assert h[("8", "A")].gone["8"] == 3


def test_discard_pile_cards_still_count_as_available():
    game = position(discard="9H 9H 9H KC")
    h = spans(game.view(0), "H")
    assert all(s.possible for s in h.values())
    assert h[("4", "T")].gone["9"] == 0
    # the pile is seen: no 9♥ is unseen any more, but the 9 is still missing from hand
    assert h[("4", "T")].unseen["9"] == 0
    assert Card.parse("9H") in h[("4", "T")].missing


def test_own_hand_and_own_sequence_fill_the_missing_list():
    hands = ["8C 9C JC QC", FILLER, FILLER, FILLER]
    game = position(hands=hands, melds={0: ["TC JC QC KC", "4C 5C 6C"]})
    outlook = samba_outlook(game.view(0))
    c = {(s.low, s.high): s for s in outlook["C"]}
    assert c[("8", "A")].missing == parse_cards("AC")
    assert c[("8", "A")].unseen == {"A": 3}
    assert c[("7", "K")].missing == parse_cards("7C")
    assert [str(x) for x in c[("7", "K")].sequence] == ["TC", "JC", "QC", "KC"]
    assert c[("7", "K")].lacking == 3
    assert c[("4", "T")].missing == parse_cards("7C")  # 4 5 6 from the second sequence
    assert [len(seq) for seq in outlook["C"].sequences] == [4, 3]
    assert outlook["C"].best_sequence == parse_cards("TC JC QC KC")
    # the partner sees the same side melds
    partner = samba_outlook(game.view(2))["C"]
    assert [len(seq) for seq in partner.sequences] == [4, 3]


def test_never_reads_hidden_cards():
    melds = {0: ["5S 6S 7S"], 1: ["KS KS KS", "9H 9H 9H"]}
    a = position(hands=["QS JS 4H", "TS TS TS", "8S 8S 8S", "AS AS AS"], melds=melds,
                 stock="5S 6S 7S")
    b = position(hands=["QS JS 4H", "4D 4D 4D", "5D 5D 5D", "6D 6D 6D"], melds=melds,
                 stock="AH AH AH")
    oa, ob = samba_outlook(a.view(0)), samba_outlook(b.view(0))
    for suit in "CDHS":
        assert oa[suit] == ob[suit]
    assert not {(s.low, s.high): s for s in oa["S"]}[("7", "K")].possible  # K♠ ×3 in a group
    assert {(s.low, s.high): s for s in oa["S"]}[("6", "Q")].unseen == {"8": 3, "9": 3, "T": 3}


def test_hand_played_by_computers_keeps_outlook_consistent():
    from samba_desktop.ai import create_player

    game = Game.new(RULES, seed=7)
    players = [create_player("easy", seed=s) for s in range(4)]
    for _ in range(200):
        if game.phase not in ("draw", "meld", "answer"):
            break
        seat = game.turn
        game.apply(players[seat].choose(game.view(seat)))
        view = game.view(0)
        for spans_ in samba_outlook(view).values():
            for s in spans_:
                assert all(0 <= n <= 3 for n in s.gone.values())
                assert s.possible == all(n < 3 for n in s.gone.values())
                for rank, n in s.unseen.items():
                    assert 0 <= n <= 3 - s.gone[rank]
