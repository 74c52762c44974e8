"""Deal one hand of a seeded game again: ``deal_hand(rules, seed, hand_number, scores)``.

A game made by ``Game.new(rules, seed)`` deals hand *n* from its seed and *n* alone, with the
dealer moving one seat clockwise per hand, so any hand of it can be dealt again without playing
the hands before it (to replay a deal, or to step through a recorded hand).

>>> from samba_desktop.engine import Game, Rules
>>> again = deal_hand(Rules(players=2), seed=7, hand_number=1)
>>> again.hand(0) == Game.new(Rules(players=2), seed=7).hand(0)
True
"""

from __future__ import annotations

from collections.abc import Sequence

from .game import Game
from .rules import Rules
from .serialize import MAX_HAND_NUMBER, MAX_SCORE


def deal_hand(rules: Rules, seed: int, hand_number: int = 1,
              scores: Sequence[int] | None = None) -> Game:
    """The game ``Game.new(rules, seed)`` at the start of hand ``hand_number``: the same cards,
    the same dealer and the same player to move, with ``scores`` (per side, before the hand;
    default all 0) as the cumulative scores. ``ValueError`` for a bad argument, and for a hand
    number or scores beyond what a saved game may hold (its autosave could not be opened)."""
    if type(hand_number) is not int or not 1 <= hand_number <= MAX_HAND_NUMBER:
        raise ValueError(f"hand_number must be a whole number from 1 to {MAX_HAND_NUMBER}")
    game = Game.new(rules, seed=seed)
    if scores is not None:
        scores = list(scores)
        if len(scores) != game.num_sides or not all(type(s) is int for s in scores):
            raise ValueError(f"scores needs one integer per side ({game.num_sides})")
        if any(abs(s) > MAX_SCORE for s in scores):
            raise ValueError(f"a score must be from {-MAX_SCORE} to {MAX_SCORE}")
        game._scores = scores
    if hand_number > 1:
        game.hand_number = hand_number
        game.dealer = (game.dealer + hand_number - 1) % game.num_players
        game._deal()
    return game
