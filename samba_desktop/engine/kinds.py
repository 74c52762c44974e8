"""The engine's closed sets of names: game phases and meld kinds.

Both are `StrEnum`s, so each member *is* its string (ENGINE_CONTRACT.md speaks of the strings):

>>> Phase.DRAW == "draw", MeldKind.SAMBA == "samba", f"{MeldKind.WILD_GROUP}"
(True, True, 'wild_group')
>>> Phase("meld") is Phase.MELD
True

Reading a member from its class (``Phase.DRAW``) is slow in Python 3.11, so the engine's hot
paths use the module-level aliases below (``DRAW``, ``GROUP``, ...).
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a game stands: whose action is awaited, or that the hand or game is over."""

    DRAW = "draw"  #: the player to move starts the turn: draw, or take the pile or top card
    MELD = "meld"  #: the player to move has drawn: meld, ask the partner, discard
    ANSWER = "answer"  #: the partner (now ``game.turn``) is to answer "May I go out?"
    HAND_OVER = "hand_over"  #: the hand is scored; `Game.next_hand` deals the next one
    GAME_OVER = "game_over"  #: the game is decided


class MeldKind(StrEnum):
    """What a meld on the table is (`meld_kind` classifies a would-be meld)."""

    GROUP = "group"  #: three to six cards of one rank (wild cards allowed)
    MIXED_CANASTA = "mixed_canasta"  #: a group of seven or more with wild cards
    PURE_CANASTA = "pure_canasta"  #: a group of seven or more without wild cards
    SEQUENCE = "sequence"  #: three to six cards of one suit in unbroken order
    SAMBA = "samba"  #: a sequence of seven cards (closed)
    BLACK_THREES = "black_threes"  #: three or four black 3s, only when going out
    WILD_GROUP = "wild_group"  #: three to six wild cards (Bolivia rule)
    BOLIVIA = "bolivia"  #: seven wild cards (Bolivia rule, closed)


DRAW, MELD, ANSWER, HAND_OVER, GAME_OVER = Phase
#: the phases of a hand in play: someone is to act (`Game.in_play`)
IN_PLAY = frozenset({DRAW, MELD, ANSWER})

(GROUP, MIXED_CANASTA, PURE_CANASTA, SEQUENCE, SAMBA, BLACK_THREES, WILD_GROUP,
 BOLIVIA) = MeldKind

GROUP_KINDS = frozenset({GROUP, MIXED_CANASTA, PURE_CANASTA})
SEQUENCE_KINDS = frozenset({SEQUENCE, SAMBA})
WILD_KINDS = frozenset({WILD_GROUP, BOLIVIA})
#: kinds that count toward the going-out requirement ("7-card melds")
SEVEN_KINDS = frozenset({MIXED_CANASTA, PURE_CANASTA, SAMBA, BOLIVIA})
