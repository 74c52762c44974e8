"""Players are deterministic for a seed, and they work from the view alone."""

import random

import pytest

from samba_desktop.ai import create_player
from samba_desktop.engine import Game, PlayerView, Rules

from .helpers import play_hand


def _record(level: str, seed: int, **options) -> list[str]:
    game = Game.new(Rules(players=4), seed=seed)
    players = [create_player(level, seed=s, **options) for s in range(4)]
    moves: list[str] = []
    play_hand(game, players, on_move=lambda seat, view, move: moves.append(f"{seat}:{move}"))
    return moves


@pytest.mark.parametrize("level,options", [("random", {}), ("easy", {}), ("normal", {}),
                                           ("hard", {"iterations": 4, "depth": 1})])
def test_same_seed_same_game(level, options):
    assert _record(level, 5, **options) == _record(level, 5, **options)


def test_random_level_depends_on_its_seed():
    a = _record_seeded("random", 1)
    b = _record_seeded("random", 2)
    assert a != b


def _record_seeded(level: str, player_seed: int) -> list[str]:
    game = Game.new(Rules(players=2), seed=9)
    players = [create_player(level, seed=player_seed), create_player(level, seed=player_seed + 7)]
    moves: list[str] = []
    play_hand(game, players, on_move=lambda seat, view, move: moves.append(str(move)))
    return moves


class PublicOnlyView:
    """A stand-in for `PlayerView` that offers only its public API (no game inside)."""

    def __init__(self, view: PlayerView) -> None:
        object.__setattr__(self, "_view", view)

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AssertionError(f"the player touched private view data {name!r}")
        return getattr(object.__getattribute__(self, "_view"), name)


@pytest.mark.parametrize("level,options", [("random", {}), ("easy", {}), ("normal", {}),
                                           ("hard", {"iterations": 4, "depth": 1})])
def test_players_use_only_the_public_view(level, options):
    for players in (2, 4):
        game = Game.new(Rules(players=players), seed=21)
        seats = [create_player(level, seed=s, **options) for s in range(players)]
        for _ in range(4000):
            if game.phase in ("hand_over", "game_over"):
                break
            view = PublicOnlyView(game.view(game.turn))
            game.apply(seats[game.turn].choose(view))
        assert game.phase in ("hand_over", "game_over")


def test_view_hides_other_hands_and_stock():
    game = Game.new(Rules(players=4), seed=4)
    view = game.view(1)
    assert view.hand == game.hand(1)
    assert view.hand_sizes == [game.hand_size(s) for s in range(4)]
    # a sampled world agrees with the view on everything the seat knows
    for seed in range(5):
        world = view.determinize(random.Random(seed))
        assert world.hand(1) == game.hand(1)
        assert [world.hand_size(s) for s in range(4)] == view.hand_sizes
        assert world.discard_pile == view.discard_pile
        assert world.stock_size == view.stock_size
        assert [len(world.melds(s)) for s in range(2)] == [len(view.melds(s)) for s in range(2)]


def test_decision_does_not_change_with_hidden_cards():
    """Two games that differ only in cards seat 0 cannot see give seat 0 the same move."""
    hands = ["4C 4D 9H 9S KD KH 3C", "5C 6C 7C 8D 8H JS QS", "AC AD 2C TC TD TH 6S",
             "JK 5H 5S 7D 7H QH QD"]
    other = ["4C 4D 9H 9S KD KH 3C", "AH AS JK 8S 8C TS TS", "6D 6H 2D QC QC 7S 7S",
             "4H 4S 5D 5D JC JD JH"]
    for level, options in (("easy", {}), ("normal", {}), ("hard", {"iterations": 8, "depth": 2})):
        moves = []
        for hs in (hands, other):
            game = Game.setup(Rules(players=4), hands=hs, stock="8C 9C 9D 5D 6D 7S",
                              discard="KS 4H", phase="draw")
            player = create_player(level, seed=3, **options)
            moves.append(str(player.choose(game.view(0))))
        assert moves[0] == moves[1], level
