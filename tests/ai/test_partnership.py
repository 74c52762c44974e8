"""Partnership and tempo decisions, each on a position built with `Game.setup`: go out when it
pays, ask the partner only when the answer matters, build on the side's sequences, and never
hand the next opponent the pile or a samba."""

import pytest

from samba_desktop.ai import create_player
from samba_desktop.engine import Answer, AskPartner, Discard, Game, Meld, Rules, parse_cards

RULES = Rules(players=4)
STOCK = "AC AH AS KS QH JS TS 8H " * 5
BIG_PILE = "4C 6D 7H 8S JC QD 2C 5S KH AD 7C 9D TC 6H 9H"
SKILLED = ["normal", "hard"]


def player(level: str, seed: int = 1):
    return create_player(level, seed=seed, **({"iterations": 120} if level == "hard" else {}))


def rest_of_turn(game: Game, level: str) -> list:
    seat = game.turn
    p, partner = player(level), player(level, seed=2)
    moves = []
    while game.phase in ("draw", "meld", "answer"):
        if game.phase == "answer":
            mv = partner.choose(game.view(game.turn))
        elif game.turn != seat:
            break
        else:
            mv = p.choose(game.view(seat))
        moves.append(mv)
        game.apply(mv)
    return moves


def _out_position(partner_hand: str, players: int = 4) -> Game:
    """Seat 0 can go out this turn: two canastas on the table, hand 8H 8S 8D + 6C."""
    others = ["5C 5H 6S 9C 7D 7S JS QS", "TD TH JD KS 4D 4H 6D 6H", "5D 9D KC QC 7H 7C",
              "JH JC 4S 9S TC 8C", "6C 6D 9H QD KH AS"]
    hands = ["8H 8S 8D 6C"] + others[: players - 1]
    partner = players // 2
    hands[partner] = partner_hand
    return Game.setup(Rules(players=players), hands=hands, stock=STOCK, discard="4C",
                      phase="meld",
                      melds={0: ["AC AD AH AS AC AD AH", "QC QD QH QS QC QD JK"],
                             1: ["5S 5S 5D"]})


@pytest.mark.parametrize("level", ["normal", "sparring"])
def test_goes_out_without_asking_when_the_answer_cannot_matter(level):
    # the partner holds two cheap cards: asking could only cost the chance to go out
    game = _out_position("4C 5D")
    moves = rest_of_turn(game, level)
    assert AskPartner() not in moves
    assert game.phase == "hand_over" and game.hand_result().went_out == 0


@pytest.mark.parametrize("level", SKILLED)
def test_goes_out_at_six_players_when_ahead(level):
    game = _out_position("4C 5D", players=6)
    rest_of_turn(game, level)
    assert game.phase == "hand_over" and game.hand_result().went_out == 0


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "sparring"])
def test_builds_on_the_sequence_the_partner_laid(level):
    game = Game.setup(RULES, hands=["8H 9H KC 4D 6S QS", "5C 5H 6S", "4D 4S 8C", "TD TH JD"],
                      stock=STOCK, discard="4C", phase="meld",
                      melds={0: ["5H 6H 7H", "KD KH KS"]})
    rest_of_turn(game, level)
    seq = next(m for m in game.melds(0) if m.kind in ("sequence", "samba"))
    assert {str(c) for c in seq.cards} >= {"8H", "9H"}


@pytest.mark.parametrize("level", SKILLED)
def test_never_discards_the_card_that_finishes_the_next_opponents_samba(level):
    # seat 1 has six spades in sequence: the queen (or the 5) on the pile gives it a samba
    game = Game.setup(RULES, hands=["QS 5S KD 4C 9D 7H", "5C 5H 6D 8C 8D", "4D 4S 8C",
                                    "TD TH JD"],
                      stock=STOCK, discard="6C", phase="meld",
                      melds={0: ["AC AD AH"], 1: ["6S 7S 8S 9S TS JS"]})
    moves = rest_of_turn(game, level)
    last = moves[-1]
    assert isinstance(last, Discard)
    assert str(last.card) not in ("QS", "5S")


@pytest.mark.parametrize("level", SKILLED)
def test_does_not_feed_the_next_opponents_known_pair_with_a_big_pile(level):
    game = Game.setup(RULES, hands=["7S 9H KD 4H QC", "7H 7C 5C 5H QH 8C", "4D 4S 8C",
                                    "TD TH JD"],
                      stock=STOCK, discard=BIG_PILE, phase="meld",
                      melds={0: ["AC AD AH"], 1: ["JC JD JH"]})
    d = game.to_dict()
    d["known"][1] = ["7H", "7C"]  # seat 1 picked these up with an earlier pile
    game = Game.from_dict(d)
    moves = rest_of_turn(game, level)
    assert isinstance(moves[-1], Discard) and moves[-1].card.rank != "7"


@pytest.mark.parametrize("level", SKILLED)
def test_goes_out_by_putting_its_wild_cards_on_pairs(level):
    # three pairs, four wild cards and a single: the 2s and the joker make three groups of the
    # pairs and the 8 is discarded (spending the wild cards on the table's groups first would
    # strand a pair)
    game = Game.setup(RULES, hands=["8D TC TD JD JS KC KD 2C 2D 2H JK", "5C 5H 6S 9C",
                                    "4D 4S", "TH JH QH 9D"],
                      stock=STOCK, discard="4C", phase="meld",
                      melds={0: ["4C 4C 4D 4H 4H 2D JK", "7C 7D 7D 7H 7H 2C 2S", "6D 6D 6H",
                                 "5C 5C 5D"],
                             1: ["QC QD QS"]})
    rest_of_turn(game, level)
    assert game.phase == "hand_over" and game.hand_result().went_out == 0


def test_hard_reads_the_partners_discards():
    # the partner (seat 2) held 9♦ 9♥ and threw the 9♦ away: Hard's imagined deals give the
    # partner a pair of 9s less often than deals that ignore the discards
    from samba_desktop.ai.hard import HardPlayer
    from samba_desktop.ai.inference import pair_factors
    from samba_desktop.ai.situation import situation
    from samba_desktop.engine import Draw

    game = Game.setup(RULES, hands=["5C 6D 7H 8S JC QD KH", "4C 6H 7S 8D JD QS KC",
                                    "9D 9H 5D 6S 7C 8C JH", "4D 4H 5S 6C 7D 8H TD"],
                      stock=STOCK, discard="4S", turn=2, phase="draw")
    for move in (Draw(), Discard("9D"), Draw(), Discard("TD")):
        game.apply(move)
    view = game.view(0)
    sit = situation(view)

    def partner_pairs_of_nines(reads: bool) -> int:
        hard = HardPlayer(seed=1, iterations=10, inference=reads)
        hard._factors = pair_factors(sit) if reads else None
        worlds = (hard._sample(view, sit) for _ in range(400))
        return sum(sum(c.rank == "9" for c in w.hand(2)) >= 2 for w in worlds)

    assert partner_pairs_of_nines(True) < 0.8 * partner_pairs_of_nines(False)


def _may_go_out_position(side_melds: list[str]) -> Game:
    """Seat 0 to meld: a pair of 9s, a 2 and three singles that nothing on the table takes."""
    return Game.setup(RULES, hands=["9C 9D 2H KS 5D 7C QD", "5C 5H 6S 9C", "4D 4S JH",
                                    "TH JH QH 9D"],
                      stock=STOCK, discard="4C", phase="meld",
                      melds={0: side_melds, 1: ["QC QD QS"]})


def test_normal_lays_a_pair_with_a_wild_card_once_its_side_may_go_out():
    # the side has its two canastas: a new group of 9s takes later 9s and brings going out
    # nearer, so the pair is no longer kept in hand for the pile
    game = _may_go_out_position(["AC AD AH AS AC AD AH", "6C 6D 6H 6S 6C 6D JK"])
    moves = rest_of_turn(game, "normal")
    assert Meld((tuple(parse_cards("9C 9D 2H")),)) in moves
    assert any(m.kind == "group" and {c.rank for c in m.cards} == {"9", "2"}
               for m in game.melds(0))


def test_normal_keeps_its_pair_and_wild_card_while_its_side_may_not_go_out():
    game = _may_go_out_position(["AC AD AH AS AC AD AH", "6C 6D 6H"])
    rest_of_turn(game, "normal")
    assert {"9C", "9D", "2H"} <= {str(c) for c in game.hand(0)}


def test_normal_partner_says_yes_with_a_hand_of_a_hundred_points_even_when_behind():
    # a "no" costs the side its turn to go out while the opponents build on; with 100 points
    # in hand (more than one pair of aces, less than a big hand) the partner lets it go out
    game = Game.setup(RULES, hands=["8H 8S 8D 6C", "5C 5H 6S 9C 7D 7S JS QS",
                                    "AS AD KS KD QS JS TC 9C", "TD TH JD KS 4D 4H 6D 6H"],
                      stock=STOCK, discard="4C", phase="meld",
                      melds={0: ["AC AD AH AS AC AD AH", "QC QD QH QS QC QD JK"],
                             1: ["4S 5S 6S 7S 8S 9S TS", "JC JD JH"]})
    game.apply(AskPartner())
    partner = player("normal", seed=2)
    assert partner.choose(game.view(2)) == Answer(True)
    assert partner.last_decision.key == "normal.answer_small_hand"
    game.apply(Answer(True))
    rest_of_turn(game, "normal")
    assert game.phase == "hand_over" and game.hand_result().went_out == 0
