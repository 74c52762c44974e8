"""The Samba rules engine: pure Python, no Qt. Public API per ENGINE_CONTRACT.md.

>>> from samba_desktop.engine import Game, Rules, Draw
>>> game = Game.new(Rules(players=4), seed=1)
>>> moved = game.apply(Draw())
>>> game.phase == "meld", game.phase is Phase.MELD, game.in_play
(True, True, True)

The rules are also here as small pure functions, for every floor to ask instead of coding a
rule again: `sides_for`, `side_of`, `seats_of`, `group_wilds_allowed`, `group_wild_room`, `group_kind`,
`sequence_kind`, `wild_meld_kind`, `extends_sequence`, `requirement_met`, `has_pile_pair`,
`meld_kind`, `initial_meld_minimum`, `may_keep`, `cards_gained_from_pile`.

Programs that weigh many positions (the computer players) use the engine's integer layer,
`samba_desktop.engine.codes`: card codes and hands as counts per code (`rank_of`, `suit_of`,
`code_of`, `in_suit`, ...), sequence ends, the scoring table (`meld_bonus`, `red_three_points`)
and `LightMeld`, a meld as numbers to plan with (`MeldState.light`). It is public and the AI's
only vocabulary for the rules.
"""

from .cards import Card, card_value, parse_cards
from .deal import deal_hand
from .game import Game
from .kinds import GROUP_KINDS, SEQUENCE_KINDS, SEVEN_KINDS, WILD_KINDS, MeldKind, Phase
from .melds import MeldState, meld_kind
from .messages import MESSAGES, IllegalMove
from .movegen import legal_moves
from .movements import Movement, Place, PlaceKind
from .moves import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Merge,
    Move,
    Pass,
    TakePile,
    TakeTop,
    move_from_dict,
    move_to_dict,
    parse_move,
)
from .rules import (
    PARTNERSHIP_SIDES,
    Rules,
    cards_gained_from_pile,
    extends_sequence,
    group_kind,
    group_wild_room,
    group_wilds_allowed,
    has_pile_pair,
    initial_meld_minimum,
    may_keep,
    requirement_met,
    seats_of,
    sequence_kind,
    side_of,
    sides_for,
    wild_meld_kind,
)
from .scoring import HandResult, SideBreakdown
from .view import PlayerView

__all__ = [
    "GROUP_KINDS", "MESSAGES", "PARTNERSHIP_SIDES", "SEQUENCE_KINDS", "SEVEN_KINDS", "WILD_KINDS",
    "Answer", "AskPartner", "Card", "Discard", "Draw", "Extend", "Game", "HandResult",
    "IllegalMove", "LayRedThree", "Meld", "MeldKind", "MeldState", "Merge", "Move", "Movement", "Pass",
    "Phase", "Place", "PlaceKind", "PlayerView", "Rules", "SideBreakdown", "TakePile", "TakeTop", "card_value",
    "cards_gained_from_pile", "deal_hand",
    "extends_sequence", "group_kind", "group_wild_room", "group_wilds_allowed", "has_pile_pair",
    "initial_meld_minimum", "legal_moves", "may_keep", "meld_kind", "move_from_dict", "move_to_dict",
    "parse_move",
    "parse_cards", "requirement_met", "seats_of", "sequence_kind", "side_of", "sides_for",
    "wild_meld_kind",
]
