"""The player aids, for the views: the samba outlook (and, later, tips and reasons).

The views may not import the AI floor; they read the aids through this module. Everything here
is computed from a `PlayerView` (no hidden card).
"""

from __future__ import annotations

from samba_desktop.ai import SambaSpan
from samba_desktop.ai import samba_outlook as _samba_outlook
from samba_desktop.engine import PlayerView

__all__ = ["SambaSpan", "samba_outlook"]


def samba_outlook(view: PlayerView) -> dict[str, list[SambaSpan]]:
    """Per suit letter, the five sambas of that suit as ``view``'s seat can judge them
    (`samba_desktop.ai.samba_outlook`)."""
    return _samba_outlook(view)
