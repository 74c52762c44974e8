"""The yardstick levels of the tools: players the app does not offer, against which tournaments
and the tuner measure the app's levels.

``sparring`` is a greedy rule-based player (`samba_desktop.ai.sparring`, built on the AI's
planner); ``normal-v1``, ``hard-v1``, ``hard-v2``, ``normal-v3``, ``hard-v3`` and ``hard-v4`` are
the Normal and Hard levels of old commits (`tools.frozen`). A tool calls `register_yardsticks()` before it creates players by
name; after that ``samba_desktop.ai.create_player("hard-v2", ...)`` works like an app level.
"""

from __future__ import annotations

from typing import Any

from samba_desktop.ai import register_level
from samba_desktop.ai.registry import Factory, Player


def _sparring(seed: int | None, **kw: Any) -> Player:
    from samba_desktop.ai.sparring import SparringPlayer

    return SparringPlayer(seed)


def _frozen(level: str, version: str) -> Factory:
    def factory(seed: int | None, **kw: Any) -> Player:
        from .frozen import FrozenPlayer

        return FrozenPlayer(level, seed, version, **kw)

    return factory


#: yardstick name -> factory(seed, **options); today's levels are measured against them
YARDSTICKS: dict[str, Factory] = {
    "sparring": _sparring,
    "normal-v1": _frozen("normal", "v1"),
    "hard-v1": _frozen("hard", "v1"),
    "hard-v2": _frozen("hard", "v2"),
    "normal-v3": _frozen("normal", "v3"),
    "hard-v3": _frozen("hard", "v3"),
    "hard-v4": _frozen("hard", "v4"),
}


def register_yardsticks() -> None:
    """Register the yardsticks with the AI's level registry (again: nothing happens)."""
    for name, factory in YARDSTICKS.items():
        register_level(name, factory)
