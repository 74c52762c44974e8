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


@pytest.mark.parametrize("level", LEVELS)
def test_the_last_two_cards_finish_a_canasta_in_one_action(level):
    # Q♦ and 2♥ make the queens a 7-card canasta, the second one: going out is only allowed
    # with both cards laid at once (one of them alone would leave a single card)
    game = Game.setup(RULES, hands=["QD 2H", "5C 6D 9H JD KC 4S 8D"], stock=STOCK,
                      discard="4C", phase="meld",
                      melds={0: ["QC QD QH QS 2D", "7C 7C 7D 7H 7H 7S 7S 2C 2D"]})
    queens = game.melds(0)[0].id
    moves = play_turn(game, level)
    assert game.phase == "hand_over" and game.hand_result().went_out == 0
    assert moves == [Extend(queens, ["QD", "2H"])]


@pytest.mark.parametrize("level", LEVELS)
def test_the_canasta_is_finished_before_the_last_meld_is_laid(level):
    # the joker finishes the tens (the second canasta); only then may the three nines go down
    # and empty the hand
    game = Game.setup(RULES, hands=["9S 9S 9D JK", "5C 6D 9H JD KC 4S 8D"], stock=STOCK,
                      discard="4C", phase="meld",
                      melds={0: ["TC TD TH TS TS 2C", "7C 7C 7D 7H 7H 7S 7S 2C 2D"]})
    tens = game.melds(0)[0].id
    moves = play_turn(game, level)
    assert game.phase == "hand_over" and game.hand_result().went_out == 0
    assert moves[0] == Extend(tens, ["JK"])
