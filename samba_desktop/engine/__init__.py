"""The Samba rules engine: pure Python, no Qt. Public API per ENGINE_CONTRACT.md.

>>> from samba_desktop.engine import Game, Rules, Draw
>>> game = Game.new(Rules(players=4), seed=1)
>>> game.apply(Draw())
>>> game.phase
'meld'
"""

from .cards import Card, card_value, parse_cards
from .deal import deal_hand
from .game import Game
from .melds import MeldState, meld_kind
from .messages import MESSAGES
from .movegen import legal_moves
from .moves import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    IllegalMove,
    LayRedThree,
    Meld,
    Merge,
    Move,
    Pass,
    TakePile,
    TakeTop,
    move_from_dict,
    move_to_dict,
)
from .rules import Rules, initial_meld_minimum
from .scoring import HandResult, SideBreakdown
from .view import PlayerView

__all__ = [
    "MESSAGES", "Answer", "AskPartner", "Card", "Discard", "Draw", "Extend", "Game", "HandResult",
    "IllegalMove", "LayRedThree", "Meld", "MeldState", "Merge", "Move", "Pass", "PlayerView",
    "Rules", "SideBreakdown", "TakePile", "TakeTop", "card_value", "deal_hand", "initial_meld_minimum",
    "legal_moves", "meld_kind", "move_from_dict", "move_to_dict", "parse_cards",
]
