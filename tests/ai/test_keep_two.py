"""Going out under the keep-two option (``keep_cards = 2``): until the side meets the going-out
requirement, no action may leave fewer than two cards in hand. A player who goes out by
finishing a canasta with its last cards must therefore finish it first, or lay those cards in
one action; every level finds that order."""

import pytest

from samba_desktop.ai import create_player
from samba_desktop.engine import Extend, Game, Rules

RULES = Rules(players=2, keep_cards=2)
STOCK = "AC AH AS KS QH JS TS 8H " * 5
LEVELS = ["normal", "hard", "sparring"]


def player(level: str):
    return create_player(level, seed=3, **({"iterations": 60} if level == "hard" else {}))


def play_turn(game: Game, level: str) -> list:
    """The moves ``level`` plays in seat 0's meld phase; each must be legal."""
    p = player(level)
    moves = []
    while game.phase == "meld" and game.turn == 0:
        mv = p.choose(game.view(0))
        assert game.is_legal(mv), f"{level} proposed the illegal {mv}"
        moves.append(mv)
        game.apply(mv)
    return moves


CASES = {
    # Q♦ and 2♥ make the queens a 7-card canasta, the second one: going out is only allowed
    # with both cards laid at once (one of them alone would leave a single card)
    "the last two cards finish a canasta in one action":
        ("QD 2H", "QC QD QH QS 2D", ["QD", "2H"]),
    # the joker finishes the tens (the second canasta); only then may the three nines go down
    # and empty the hand
    "the canasta is finished before the last meld is laid":
        ("9S 9S 9D JK", "TC TD TH TS TS 2C", ["JK"]),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("level", LEVELS)
def test_going_out_under_keep_two(level, case):
    hand, unfinished, first_cards = CASES[case]
    game = Game.setup(RULES, hands=[hand, "5C 6D 9H JD KC 4S 8D"], stock=STOCK, discard="4C",
                      phase="meld", melds={0: [unfinished, "7C 7C 7D 7H 7H 7S 7S 2C 2D"]})
    unfinished_id = game.melds(0)[0].id
    moves = play_turn(game, level)
    assert game.phase == "hand_over" and game.hand_result().went_out == 0
    assert moves[0] == Extend(unfinished_id, first_cards)
