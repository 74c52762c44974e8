"""Normal: a strong rule-based player (work in progress: currently the easy policy)."""

from __future__ import annotations

from .easy import EasyPlayer


class NormalPlayer(EasyPlayer):
    level = "normal"
