"""ComputerPlayers and ComputerTurns: the computer seats, asked for moves at the table's pace."""

from __future__ import annotations

from samba_desktop.engine import Game, Rules
from samba_desktop.qtmodel import SeatConfig, TableConfig
from samba_desktop.qtmodel.computer_turns import ComputerPlayers, ComputerTurns, Pace

from .helpers import FirstLegal, SlowThinker


def _seats(*levels: str | None) -> TableConfig:
    """A table with a human where the level is None."""
    seats = tuple(SeatConfig(f"P{i}", human=level is None, level=level or "normal")
                  for i, level in enumerate(levels))
    return TableConfig(Rules(players=len(seats)), seats)


class Made:
    """A player factory that remembers what it made."""

    def __init__(self) -> None:
        self.made: list[tuple[str, int, dict[str, object]]] = []

    def __call__(self, level: str, seed: int, **options: object) -> FirstLegal:
        self.made.append((level, seed, options))
        return FirstLegal()


def test_each_computer_seat_gets_a_player_from_its_own_seed():
    factory = Made()
    players = ComputerPlayers(factory)
    players.seat(_seats(None, "hard", "easy", "hard"), seed=5)
    assert [(level, seed) for level, seed, _ in factory.made] == [
        ("hard", players.seeds[1]), ("easy", players.seeds[2]), ("hard", players.seeds[3])]
    assert len(set(players.seeds.values())) == 3 and 0 not in players.seeds
    assert isinstance(players[1], FirstLegal)
    seeds = players.seeds
    players.seat(_seats(None, "hard", "easy", "hard"), seed=5)
    assert players.seeds == seeds  # the same game seed draws the same seats' seeds


def test_a_new_thinking_time_makes_only_the_hard_players_anew_from_their_seeds():
    factory = Made()
    players = ComputerPlayers(factory)
    players.seat(_seats(None, "hard", "easy", "hard"), seed=5)
    factory.made.clear()
    players.set_thinking_time(0.3)
    assert factory.made == [("hard", players.seeds[1], {"time": 0.3}),
                            ("hard", players.seeds[3], {"time": 0.3})]
    assert players.thinking_time == 0.3
    factory.made.clear()
    players.set_thinking_time(0.3)  # no change
    assert factory.made == []
    players.set_thinking_time(0)  # the level's own default
    assert [options for _, _, options in factory.made] == [{}, {}]
    assert players.thinking_time is None


def _turns(qtbot, player_factory, game: Game, human_seat: int | None = None):
    players = ComputerPlayers(player_factory)
    players.seat(_seats(*([None] if human_seat == 0 else ["easy"]),
                        *["easy"] * (game.num_players - 1)), seed=1)
    moves, thinking = [], []
    turns = ComputerTurns(players, Pace.INSTANT,
                          on_move=lambda seat, move, error, decision: moves.append((seat, move)),
                          on_hint=lambda move, error, decision: None,
                          on_thinking=lambda seat, on: thinking.append((seat, on)))
    turns.reset(game, human_seat)
    return turns, moves, thinking


def test_the_computer_to_play_is_asked_and_its_move_comes_back(qtbot):
    game = Game.new(Rules(players=2), seed=4)
    turns, moves, thinking = _turns(qtbot, lambda level, seed: FirstLegal(), game)
    turns.carry_on(waited=False, after_move=False)
    qtbot.waitUntil(lambda: bool(moves), timeout=5000)
    assert moves == [(game.turn, moves[0][1])] and game.is_legal(moves[0][1])
    assert thinking == [(game.turn, True), (game.turn, False)]
    assert turns.thinking_seat is None and len(turns.think_times) == 1
    turns.shutdown()


def test_nobody_is_asked_while_the_table_waits_for_its_view(qtbot):
    game = Game.new(Rules(players=2), seed=4)
    turns, moves, _thinking = _turns(qtbot, lambda level, seed: FirstLegal(), game)
    turns.attach_view(True)
    assert turns.expect_view(shown=True) and turns.waiting_for_view
    turns.carry_on(waited=True, after_move=True)
    qtbot.wait(100)
    assert moves == []
    turns.animations_done()
    assert not turns.waiting_for_view
    qtbot.waitUntil(lambda: bool(moves), timeout=5000)
    turns.shutdown()


def test_a_staging_change_is_not_waited_for():
    turns = ComputerTurns(ComputerPlayers(Made()), Pace.NORMAL, lambda *a: None,
                          lambda *a: None, lambda *a: None)
    turns.attach_view(True)
    assert not turns.expect_view(shown=False) and not turns.waiting_for_view
    turns.shutdown()


def test_an_answer_from_a_game_that_is_gone_is_dropped(qtbot):
    game = Game.new(Rules(players=2), seed=4)
    turns, moves, thinking = _turns(qtbot, lambda level, seed: SlowThinker(0.3), game)
    turns.carry_on(waited=False, after_move=False)
    qtbot.waitUntil(lambda: bool(thinking), timeout=5000)
    turns.reset(Game.new(Rules(players=2), seed=5), human_seat=0)  # a new game, a human first
    qtbot.wait(600)
    assert moves == [] and turns.thinking_seat is None
    turns.shutdown()
