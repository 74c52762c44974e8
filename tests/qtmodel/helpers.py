"""Stand-in computer players and positions for the model and table tests (tests only)."""

from __future__ import annotations

import time

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Game,
    Pass,
    Rules,
    legal_moves,
)
from samba_desktop.qtmodel import GameModel, Pace, SeatConfig, TableConfig


class FirstLegal:
    """Draws, then discards the first card it may (or passes): a quick, predictable seat."""

    def choose(self, view):
        moves = view.legal_moves()
        if view.phase == "answer":
            return Answer(True)
        for kind in (Draw, Discard, Pass):
            for m in moves:
                if isinstance(m, kind):
                    return m
        return moves[0]


class Asker(FirstLegal):
    """Asks the partner "May I go out?" whenever it may, then plays like FirstLegal."""

    def choose(self, view):
        if view.phase == "meld" and view.is_legal(AskPartner()) and not view.asked_this_turn:
            return AskPartner()
        return super().choose(view)


class SlowThinker(FirstLegal):
    """Busy for ``seconds`` of pure Python work before each move (holds the GIL like a real AI)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def choose(self, view):
        end = time.perf_counter() + self.seconds
        x = 0
        while time.perf_counter() < end:
            for i in range(2000):
                x += i * i
        return super().choose(view)


def factory_of(player_class, *args):
    return lambda level, seed: player_class(*args)


def config(players: int = 4, human: bool = True) -> TableConfig:
    names = ["You", "West", "North", "East", "Eva", "Finn"][:players]
    seats = tuple(SeatConfig(n, human=(human and i == 0)) for i, n in enumerate(names))
    return TableConfig(Rules(players=players), seats)


def model_with(game: Game | None = None, players: int = 4, human: bool = True,
               factory=None, pace: Pace = Pace.INSTANT, seed: int = 7) -> GameModel:
    # a test's own players give its hints too; without them, hints come from the app's level
    hints = None if factory is None else (lambda hint_seed: factory("hard", hint_seed))
    return GameModel(config(players, human), game, seed=seed,
                     player_factory=factory or factory_of(FirstLegal), pace=pace,
                     hint_factory=hints)


def census(game: Game) -> int:
    """Cards in play: hands, stock, pile, melds and laid red 3s."""
    total = sum(game.hand_size(s) for s in range(game.num_players))
    total += game.stock_size + len(game.discard_pile)
    for side in range(game.num_sides):
        total += sum(len(m.cards) for m in game.melds(side)) + game.red_threes(side)
    return total


__all__ = ["Asker", "FirstLegal", "SlowThinker", "census", "config", "factory_of",
           "legal_moves", "model_with"]
