"""Computer players for Samba.

>>> from samba_desktop.ai import create_player
>>> player = create_player("normal", seed=1)
>>> # move = player.choose(game.view(seat))

Levels: ``"random"`` (a uniformly random legal move: the floor for tournaments), ``"easy"``,
``"normal"`` and ``"hard"``; tools add other levels with `register_level`. A player sees only the
`PlayerView` it is given.

Player aids: `samba_outlook(view)` says which sambas a seat can still build;
`review_decision(view, move, seed)` says what a decision cost against the best move found.
"""

from __future__ import annotations

from .outlook import SambaSpan, samba_outlook
from .reasons import Decision
from .registry import LEVELS, Player, create_player, register_level
from .review import Grade, Review, review_decision

__all__ = [
    "LEVELS",
    "Decision",
    "Grade",
    "Player",
    "Review",
    "SambaSpan",
    "create_player",
    "register_level",
    "review_decision",
    "samba_outlook",
]
