"""The coach (ENGINE_CONTRACT.md, "Player aids": ``review_decision``): plainly worse moves are
flagged with what was better, the best move never is, only the view counts, and a review is
the same for the same seed."""

import random

import pytest

from samba_desktop.ai import Grade, Review, review_decision
from samba_desktop.ai.reasons import REASONS
from samba_desktop.ai.review import (
    GRADES,
    INACCURACY,
    JUDGE_DEALS,
    JUDGE_SHARE,
    JUDGE_Z,
    MIN_PAIRS,
    ROUNDS,
    SELECT,
    _challengers,
    _judge,
    grade_of,
    same_move,
)
from samba_desktop.engine import (
    Discard,
    Draw,
    Extend,
    Game,
    IllegalMove,
    Meld,
    Rules,
    TakePile,
)
from samba_desktop.engine.codes import CARDS

RULES = Rules(players=2)
STOCK = ("4D 5D 6H 7C 8D 9C TD JH QC KD AH 4S 5S 6C 7D 8H 9S TC JS QD KH AD 4H 5C 6S 7H 8C "
         "9D TH JC QS KC AC 4C 5H 6D 7S 8S")
OTHER_HAND = "4H 5C 6D 7H 8S 9C TD JS QH KC AD"


def wild_discard(other: str = OTHER_HAND, stock: str = STOCK) -> Game:
    """Seat 0 is to discard with a wild card, a 5-card group of 8s and a small pile."""
    return Game.setup(RULES, hands=["2C 5H 9D KS 4C 7D", other], stock=stock, discard="6D 7S",
                      melds={0: ["8C 8D 8H 8S 8C", "4S 5S 6S 7S"], 1: ["QC QD QS"]},
                      turn=0, phase="meld")


def no_going_out() -> Game:
    """Seat 0 may go out (two canastas, 9s to lay and a card to discard), far ahead in score,
    while the opponents have three melds one card short of a canasta."""
    return Game.setup(RULES, hands=["9H 9D 9S 5C", OTHER_HAND + " 4D"], stock=STOCK,
                      discard="6D 7S",
                      melds={0: ["KC KD KH KS KC KD KH", "QC QD QH QS QC QD QH"],
                             1: ["AC AD AH AS AC AD", "7C 7D 7H 7S 7C 7D", "4H 5H 6H 7H 8H 9H"]},
                      turn=0, phase="meld", scores=[6000, 2000])


def rich_pile() -> Game:
    """Seat 0 holds a pair of 9s; a 12-card pile full of kings and aces has a 9 on top."""
    return Game.setup(RULES, hands=["9S 9H 4C 6D JS QH 5H", OTHER_HAND], stock=STOCK,
                      discard="KS KH AS AC 2D TD TH JD KC AH QS 9D",
                      melds={0: ["8C 8D 8H 8S"], 1: ["QC QD QS"]}, turn=0, phase="draw")


def pair_pile() -> Game:
    """Seat 0 is to discard, near the end of the stock (two cards left), beside a 16-card pile of
    kings, aces and wild cards with a 9 on top. It holds a natural pair of 9s (the pile's rank)
    and a 4 no one can pair: the other eleven 4s are in the opponent's canasta. Breaking the pair
    puts a 9 on the pile, which the opponent, with 20 cards in hand, can take with any two 9s
    (and the pair no longer claims a 9 discarded later, when the empty stock leaves the pile the
    only way to go on); the 4 gives nobody the pile."""
    return Game.setup(RULES, hands=["9S 9H 4C 6D 7C",
                                    "5C 6D 7H 8S 9C TD JS QH KC AD 6S 5D 6H 7D 8D TC JH QC 5H 6C"],
                      stock="5S 7S", discard="KS KH AS AC 2D JK TD TH JD KC AH 2S KD AD JK 9D",
                      melds={0: ["KC KD KH KS KC", "AC AD AH AS AC", "8C 8D 8H 8S"],
                             1: ["QC QD QS", "4H 4S 4D 4C 4H 4S 4D 4C 4H 4S 4D"]},
                      turn=0, phase="meld")


POSITIONS = {
    # position, the worse move, what kind of move is better
    "discarding a wild card": (wild_discard, Discard("2C"),
                               lambda m: isinstance(m, Discard) and not m.card.is_wild),
    "not going out far ahead": (no_going_out, Discard("5C"),
                                lambda m: same_move(m, Meld(["9S 9H 9D"]))),
    "leaving the pile the pair takes": (rich_pile, Draw(), lambda m: isinstance(m, TakePile)),
    "breaking a pair the pile needed": (pair_pile, Discard("9S"),
                                        lambda m: isinstance(m, Discard) and m.card.rank != "9"),
}


def check_review(review: Review, move) -> None:
    assert review.move == move
    assert isinstance(review.cost, float) and review.cost >= 0
    assert review.grade in (None, *GRADES)
    assert review.grade == grade_of(review.cost)
    assert review.key in REASONS
    assert isinstance(review.reason, str) and review.reason.strip()
    if review.better is not None:
        assert not same_move(review.better, move)
    if review.cost == 0:
        assert review.better is None and review.grade is None


@pytest.mark.parametrize("name", sorted(POSITIONS))
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_plainly_worse_move_is_flagged_for_every_sampling_seed(name, seed):
    make, move, is_better = POSITIONS[name]
    view = make().view(0)
    review = review_decision(view, move, seed=seed)
    check_review(review, move)
    assert review.grade is not None, review.reason
    assert review.cost >= 50
    assert review.better is not None and is_better(review.better), review.better
    assert view.is_legal(review.better)
    assert str(review.params["cost"]) in review.reason


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_best_move_is_never_flagged(name):
    make, move, _ = POSITIONS[name]
    view = make().view(0)
    best = review_decision(view, move, seed=3).better
    for seed in (0, 1):
        review = review_decision(view, best, seed=seed)
        check_review(review, best)
        assert review.cost == 0 and review.grade is None and review.better is None


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_a_flag_holds_under_other_sampling_seeds(name):
    """A flag is no sampling accident: five more seeds (other deals sampled in both stages)
    grade the same move, name a better move of the same kind, and find costs whose confidence
    intervals overlap."""
    make, move, is_better = POSITIONS[name]
    view = make().view(0)
    reviews = [review_decision(view, move, seed=seed) for seed in range(10, 15)]
    for review in reviews:
        check_review(review, move)
        assert review.grade is not None, review.reason
        assert review.better is not None and is_better(review.better), review.better
        assert review.spread > 0 and review.samples >= 96
        # graded only once the bound held while the measured pairs doubled (from at least 96)
        assert review.samples - 3 * SELECT >= 2 * MIN_PAIRS and review.rounds < ROUNDS
    low = max(r.cost - 3 * r.spread for r in reviews)
    high = min(r.cost + 3 * r.spread for r in reviews)
    assert low <= high, [(r.cost, r.spread) for r in reviews]


def test_the_challengers_start_with_different_moves_but_the_last():
    """Continuations of one first move do not crowd another first move out of the measured
    challengers; the last place goes to the best-looking plan left."""
    kc, jk, d9, djh = (Meld(["KC KD KH"]), Meld(["JK JK 9S"]), Discard("9D"), Discard("JH"))
    plans = [[kc, d9], [kc, djh], [kc, Meld(["4S 4H 4D"]), djh], [jk, d9], [d9], [jk, djh]]
    ranked = [0, 1, 2, 3, 4, 5]  # best-looking first
    assert _challengers(plans, ranked, 3) == [0, 3, 1]
    assert _challengers(plans, ranked, 4) == [0, 3, 4, 1]
    assert _challengers(plans, [1, 0, 2], 3) == [1, 0, 2]  # one first move: its best plans
    assert _challengers(plans, ranked, 1) == [0]


def test_melds_are_compared_regardless_of_card_order():
    view = no_going_out().view(0)
    for order in ("9S 9H 9D", "9D 9S 9H"):
        review = review_decision(view, Meld([order]), seed=0)
        assert review.better is None and review.cost == 0


def test_a_review_sees_only_the_view():
    """Other hidden cards (the opponent's hand, the stock's order) give the same review."""
    view = wild_discard().view(0)
    hidden = (OTHER_HAND + " " + STOCK).split()
    shuffled = hidden[::-1]
    other = " ".join(shuffled[:11])
    stock = " ".join(shuffled[11:])
    view2 = wild_discard(other, stock).view(0)
    assert view2.hand == view.hand
    for move in (Discard("2C"), Discard("5H")):
        assert review_decision(view, move, seed=4) == review_decision(view2, move, seed=4)


def test_a_review_is_the_same_for_the_same_seed():
    view = rich_pile().view(0)
    first = review_decision(view, Draw(), seed=7)
    assert review_decision(view, Draw(), seed=7) == first


def test_illegal_moves_and_other_seats_are_refused():
    game = wild_discard()
    with pytest.raises(IllegalMove):
        review_decision(game.view(0), Discard("AS"), seed=0)  # not in the hand
    with pytest.raises(IllegalMove):
        review_decision(game.view(0), Draw(), seed=0)  # the seat has drawn already
    with pytest.raises(IllegalMove):
        review_decision(game.view(1), Discard("4H"), seed=0)  # not seat 1's turn
    assert issubclass(IllegalMove, ValueError)


def test_a_forced_move_costs_nothing():
    game = Game.setup(RULES, hands=["5H", OTHER_HAND], stock=STOCK, discard="",
                      melds={0: ["8C 8D 8H"]}, turn=0, phase="draw")
    view = game.view(0)
    assert view.legal_moves() == [Draw()]
    review = review_decision(view, Draw(), seed=0)
    check_review(review, Draw())
    assert review.cost == 0 and review.key == "review.only"


def test_grades_rise_with_the_cost():
    costs = [0, 10, 39.9, 40, 50, 119, 120, 299, 300, 5000]
    order = [None, *GRADES]
    ranks = [order.index(grade_of(c)) for c in costs]
    assert ranks == sorted(ranks)
    assert all(grade_of(c) is not None for c in costs if c >= 50)


def test_grades_are_the_contracts_words():
    """A grade is a `Grade` member that is also the word the contract and saved reviews use."""
    assert tuple(Grade) == GRADES
    assert [str(g) for g in GRADES] == ["inaccuracy", "mistake", "blunder"]
    assert grade_of(5000) is Grade.BLUNDER and grade_of(5000) == "blunder"
    assert grade_of(120) == "mistake" and grade_of(40) == "inaccuracy"


def two_groups() -> Game:
    """Seat 0 has melded and holds three 6s, three 7s, a wild card and odd cards."""
    return Game.setup(RULES, hands=["6H 6S 6C 7C 7H 7S 2C 5H 9D KS 4C JD", OTHER_HAND],
                      stock=STOCK, discard="TD QS",
                      melds={0: ["8C 8D 8H 8S 8C", "4S 5S 6S 7S"], 1: ["QC QD QS"]},
                      turn=0, phase="meld")


@pytest.mark.parametrize("seed", [0, 1])
def test_the_order_of_a_turns_actions_costs_nothing(seed):
    """Laying the 7s, then the 6s in the same turn is the plan "lay 6s and 7s together": the
    turn's rest is the decision reviewed, and order alone is never flagged."""
    view = two_groups().view(0)
    review = review_decision(view, Meld(["7C 7H 7S"]), seed=seed,
                             rest=[Meld(["6H 6S 6C"]), Discard("9D")])
    assert review.grade is None and review.cost == 0, review.reason


def test_a_turn_names_the_action_that_made_the_difference():
    """The 7s and the 6s were fine, the wild card thrown away at the end of the same turn was
    not: the flag is on the discard (the third action), with a natural card to discard instead
    and a reason that speaks of the wild card, not of the melds."""
    view = two_groups().view(0)
    review = review_decision(view, Meld(["7C 7H 7S"]), seed=0,
                             rest=[Meld(["6H 6S 6C"]), Discard("2C")])
    assert review.grade is not None, review.reason
    assert review.at == 2
    assert isinstance(review.better, Discard) and not review.better.card.is_wild
    assert review.key == "coach.discard_wild" and review.params["other_card"] == "2C"
    assert "per hand" not in review.reason
    # the independent judge saw the loss too
    assert review.judge is not None and review.judge > 0 and review.judge_deals >= 64


def eights_short_of_a_canasta() -> Game:
    """Seat 0 has a group of six 8s on the table and an 8 in hand, and is to discard."""
    return Game.setup(RULES, hands=["8H 5H 9D KS 4C JD", OTHER_HAND], stock=STOCK,
                      discard="TD QS",
                      melds={0: ["8C 8D 8H 8S 8C 8D", "4S 5S 6S 7S"], 1: ["QC QD QS"]},
                      turn=0, phase="meld")


def test_a_reason_says_which_meld_and_what_it_would_have_become():
    """Throwing away the 8 that makes the 8s a canasta: the reason names the meld the 8 was
    for and says it would have become a canasta (a fact of the better plan, not a restatement
    of it), in points for this decision."""
    view = eights_short_of_a_canasta().view(0)
    review = review_decision(view, Discard("8H"), seed=0)
    assert review.grade is not None and review.key == "coach.extend"
    assert review.params["meld"] == "8C 8C 8D 8D 8H 8S"
    assert "coach.fact.canasta" in str(review.params["facts"]).split()
    assert "would have become a canasta" in review.reason
    assert "per hand" not in review.reason and str(review.params["cost"]) in review.reason


def wild_cards_to_spare() -> Game:
    """Deal 4501 at two players, move 38 (Normal in seat 0, `tools.review_check`): seat 0 has
    six melds, two jokers, 2♣ and 2♥ in a hand of 13, the opponent 3 cards, the pile just
    taken, 107 cards in the stock."""
    stock = ("4D 8H JD 4S 4C 3S 2H 8D 7C 4H KC 6S 2D 7S AS JH KH 5H KC JS 6S TH TS 6C KD AD "
             "KD 9S 4C QS 5D 2S JK TC QD QS 5S 4H QC 3D 3D 8S 7D 6D 9H 2D 5D 9C JC QD 4C 2D "
             "3S 8C 7H JK 8H 7C 9D JD 5H 7S 5C 2C 9C AS 3H JC JD 2C QS QD 2S QH 8S 2S TH 9D "
             "6C JK 2H 8D 6H TD JC 8S JS TS TC TS 7D AH QC AC 7S AC 6C 9D 3S 8C 6D 8C 7C KS "
             "3H 9S QC")
    return Game.setup(RULES, hands=["4D 4S 5H JH JS AD 2C 2H 3C 3C 3C JK JK", "6H TH AH"],
                      stock=stock, discard="",
                      melds={0: ["JH QH KH", "8D 8H JK", "TC TD TD", "AC AD AS", "KC KD KS KS",
                                 "6D 6H 6S"],
                             1: ["QH KH AH", "4D 4H 4S", "5C 5C 5D 5S 5S", "9C 9H 9H 9S",
                                 "7D 7H 7H"]},
                      red_threes={0: 1, 1: 1}, turn=0, phase="meld")


@pytest.mark.parametrize("seed", [0, 1])
def test_the_judge_looks_far_past_hards_horizon_before_it_backs_wild_cards_on_the_table(seed):
    """Hard's play-outs stop after four turns and value the position: cards on the table count
    at once, cards held only as a regression's average, so "add both jokers to the aces and
    both 2s to the kings" looked worth about 50 points more than keeping them; the outside
    check found it 67 points worse. The second judge, which plays three times as far, does not
    back that flag (it did when it stopped two turns after Hard's horizon)."""
    game = wild_cards_to_spare()
    rank = {CARDS[m.codes[0]].rank: m.id for m in game.melds(0)}
    aces, kings = rank["A"], rank["K"]
    own = [Extend(aces, ["AD"]), Discard("3C")]
    jokers = [Extend(aces, ["AD"]), Extend(aces, ["JK", "JK"]), Extend(kings, ["2H", "2C"]),
              Discard("3C")]
    view = game.view(0)
    assert all(view.is_legal(mv) for mv in (own[0], jokers[0]))
    mean, se, deals = _judge(view, own, jokers, seed, JUDGE_DEALS, None)
    assert deals >= JUDGE_DEALS
    assert mean - JUDGE_Z * se <= 0 or mean < JUDGE_SHARE * INACCURACY, (mean, se)



def test_the_meld_a_better_addition_goes_to_is_named_as_it_stands_then():
    """"Adding 2♣ to your meld …" names the meld as it stands when the better plan adds to it:
    with the 8 the turn laid on it first (as the viewer draws the table before the graded
    move), not as the turn began."""
    from samba_desktop.ai.review import _explain
    from samba_desktop.ai.situation import situation
    from samba_desktop.engine import Card

    game = Game.setup(RULES, hands=["8H 2C 5H 9D KS", OTHER_HAND], stock=STOCK,
                      discard="6D 7S", melds={0: ["8C 8D 8H 8S 8C"], 1: ["QC QD QS"]},
                      turn=0, phase="meld")
    view = game.view(0)
    eights = view.melds(0)[0].id
    add_8 = Extend(eights, (Card.parse("8H"),))
    add_2 = Extend(eights, (Card.parse("2C"),))
    own = [add_8, Discard(Card.parse("2C"))]  # the player threw the 2 away
    better = [add_8, add_2, Discard(Card.parse("9D"))]
    key, params = _explain(view, situation(view), own[1], own, better, add_2, 60, 64)
    assert key == "coach.extend"
    assert sorted(str(params["meld"]).split()) == sorted(["8C", "8D", "8H", "8S", "8C", "8H"])


def test_a_reason_names_both_the_meld_added_to_and_the_one_that_would_become_a_canasta():
    """The better plan adds 9♠ to the spades sequence first and then makes the 8s a canasta:
    "adding 9♠ to your meld 4♠ 5♠ 6♠ 7♠ 8♠ … your meld of 8s would have become a canasta" — the
    canasta's meld must not take the place of the meld added to (found playing: every such
    reason named the 8s twice)."""
    from samba_desktop.ai.review import _explain, _facts
    from samba_desktop.ai.situation import situation
    from samba_desktop.engine import Card

    game = Game.setup(RULES, hands=["8H 9S 5H KD 4C", OTHER_HAND], stock=STOCK,
                      discard="TD QS",
                      melds={0: ["8C 8D 8H 8S 8C 8D", "4S 5S 6S 7S 8S"], 1: ["QC QD QS"]},
                      turn=0, phase="meld")
    view = game.view(0)
    eights, spades = (m.id for m in view.melds(0))
    own = [Discard(Card.parse("9S"))]
    plan = [Extend(spades, (Card.parse("9S"),)), Extend(eights, (Card.parse("8H"),)),
            Discard(Card.parse("4C"))]
    sit = situation(view)
    key, params = _explain(view, sit, own[0], own, plan, plan[0], 80, 64)
    world = view.determinize(random.Random(0))
    params = {**params, **_facts(None, view, sit, own, plan, world, 0)}  # as review_decision
    assert key == "coach.extend"
    assert params["meld"] == "4S 5S 6S 7S 8S"  # the meld 9♠ goes to
    assert "coach.fact.canasta" in str(params["facts"]).split()
    assert str(params["canasta_meld"]) == "8C 8C 8D 8D 8H 8S"  # the 8s, as they stood
