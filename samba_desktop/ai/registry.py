"""The registry of computer-player levels: name -> factory(seed) -> player."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from samba_desktop.engine import Move, PlayerView

from .reasons import Decision


class Player(Protocol):
    """Anything with ``choose(view) -> move``; ``last_decision`` is the record of that move."""

    last_decision: Decision | None

    def choose(self, view: PlayerView) -> Move: ...


#: a level's factory: ``factory(seed, **options)``. The options are keyword arguments of the
#: level's player (``iterations=60``, Normal's `Params` fields, ...), as level specs on the
#: command line give them: each player checks its own.
Factory = Callable[..., Player]


def _random(seed: int | None, **kw: Any) -> Player:
    from .random_player import RandomPlayer

    return RandomPlayer(seed)


def _easy(seed: int | None, **kw: Any) -> Player:
    from .easy import EasyPlayer

    return EasyPlayer(seed)


def _normal(seed: int | None, **kw: Any) -> Player:
    from .normal import NormalPlayer

    return NormalPlayer(seed, **kw)


def _hard(seed: int | None, **kw: Any) -> Player:
    from .hard import HardPlayer

    return HardPlayer(seed, **kw)


#: level name -> factory(seed, **options): the app's levels. Tools add theirs (the yardsticks of
#: their tournaments) with `register_level`.
LEVELS: dict[str, Factory] = {
    "random": _random,  # the floor of tournaments, and the self-test's first player
    "easy": _easy,
    "normal": _normal,
    "hard": _hard,
}

#: the levels a player can choose in the app
APP_LEVELS = ("easy", "normal", "hard")


def register_level(name: str, factory: Factory) -> None:
    """Make ``create_player(name, ...)`` build players with ``factory``.

    For levels the app does not offer (tools register their yardsticks). Registering the same
    factory again does nothing; a name already taken by another factory is refused.
    """
    known = LEVELS.get(name)
    if known is not None and known is not factory:
        raise ValueError(f"level {name!r} is already registered")
    LEVELS[name] = factory


def create_player(level: str, seed: int | None = None, **options: Any) -> Player:
    """A computer player of ``level`` ("random", "easy", "normal", "hard", or a registered one).

    The same seed gives the same decisions for the same views.
    """
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}") from None
    return factory(seed, **options)
