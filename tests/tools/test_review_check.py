"""tools/review_check: the plain losses it plants and the outside check it measures with."""

from __future__ import annotations

from samba_desktop.engine import Discard, Draw, Game, Rules, TakePile
from tools.review_check import check, planted

RULES = Rules(players=2)
STOCK = ("4D 5D 6H 7C 8D 9C TD JH QC KD AH 4S 5S 6C 7D 8H 9S TC JS QD KH AD 4H 5C 6S 7H 8C "
         "9D TH JC QS KC AC 4C 5H 6D 7S 8S")
OTHER = "4H 5C 6D 7H 8S 9C TD JS QH KC AD"
PILE = "KS KH AS AC TD TH JD KC AH QS"


def test_a_wild_card_onto_a_big_pile_is_planted_with_the_plain_alternative():
    game = Game.setup(RULES, hands=["2C 5H 9D KD 4C 7D", OTHER], stock=STOCK, discard=PILE,
                      melds={0: ["8C 8D 8H 8S 8C", "4S 5S 6S 7S"], 1: ["QC QD QS"]},
                      turn=0, phase="meld")
    view = game.view(0)
    kinds = {kind: (plan, good) for kind, plan, good in planted(view)}
    plan, good = kinds["wild card onto a big pile"]
    assert plan[-1] == Discard("2C") and isinstance(good[-1], Discard)
    assert not good[-1].card.is_wild
    diffs = check(view, plan, good, 4, seed=1)
    assert len(diffs) == 4 and all(isinstance(d, float) for d in diffs)


def test_a_big_pile_left_with_a_natural_pair_is_planted():
    game = Game.setup(RULES, hands=["QH QD 4C 6D JS 9H 5H", OTHER], stock=STOCK,
                      discard=PILE, melds={0: ["8C 8D 8H 8S"], 1: ["7C 7D 7S"]}, turn=0,
                      phase="draw")
    kinds = {kind: (plan, good) for kind, plan, good in planted(game.view(0))}
    plan, good = kinds["big pile not taken with a natural pair"]
    assert plan == [Draw()] and isinstance(good[0], TakePile)
