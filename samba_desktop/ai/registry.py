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


def _sparring(seed: int | None, **kw: Any) -> Player:
    from .sparring import SparringPlayer

    return SparringPlayer(seed)


def _frozen(level: str, version: str = "v1") -> Factory:
    def factory(seed: int | None, **kw: Any) -> Player:
        from .frozen import FrozenPlayer

        return FrozenPlayer(level, seed, version, **kw)

    return factory


#: level name -> factory(seed, **options). Add a stronger level here to compare it in tournaments.
LEVELS: dict[str, Factory] = {
    "random": _random,
    "easy": _easy,
    "normal": _normal,
    "hard": _hard,
    "sparring": _sparring,
    # frozen yardsticks for tournaments (today's levels are measured against them)
    "normal-v1": _frozen("normal"),
    "hard-v1": _frozen("hard"),
    "hard-v2": _frozen("hard", "v2"),
}

#: the levels a player can choose in the app (the rest are for tournaments)
APP_LEVELS = ("easy", "normal", "hard")


def create_player(level: str, seed: int | None = None, **options: Any) -> Player:
    """A computer player of ``level`` ("random", "easy", "normal" or "hard").

    The same seed gives the same decisions for the same views.
    """
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}") from None
    return factory(seed, **options)
