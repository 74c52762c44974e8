"""Every level plays legal moves to the end of a hand (quick smoke test)."""

import pytest

from samba_desktop.ai import create_player
from samba_desktop.engine import Game, Rules


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize("players", [2, 4])
def test_level_plays_a_hand(level, players):
    game = Game.new(Rules(players=players), seed=7)
    seats = [create_player(level, seed=s) for s in range(players)]
    for _ in range(3000):
        if game.phase in ("hand_over", "game_over"):
            break
        game.apply(seats[game.turn].choose(game.view(game.turn)))
    assert game.phase in ("hand_over", "game_over")
