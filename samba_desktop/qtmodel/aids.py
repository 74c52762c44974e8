"""The player aids, for the views: the samba outlook and the beginner's tips.

The views may not import the AI floor; they read the aids through this module. Everything here
is computed from a `PlayerView` (no hidden card).
"""

from __future__ import annotations

from samba_desktop.ai import SambaSpan
from samba_desktop.ai import samba_outlook as _samba_outlook
from samba_desktop.ai.outlook import SuitOutlook
from samba_desktop.engine import PlayerView

__all__ = ["SambaSpan", "SuitOutlook", "applicable_tips", "samba_outlook", "tip_keys"]


def samba_outlook(view: PlayerView) -> dict[str, SuitOutlook]:
    """Per suit letter, the five sambas of that suit as ``view``'s seat can judge them
    (`samba_desktop.ai.samba_outlook`)."""
    return _samba_outlook(view)


def applicable_tips(view: PlayerView) -> list[str]:
    """The beginner's tips that fit ``view`` now (`samba_desktop.ai.tips.applicable_tips`)."""
    from samba_desktop.ai.tips import applicable_tips as _applicable

    return _applicable(view)


def tip_keys() -> tuple[str, ...]:
    """Every beginner's tip, in the order they are listed."""
    from samba_desktop.ai.tips import TIP_KEYS

    return TIP_KEYS
