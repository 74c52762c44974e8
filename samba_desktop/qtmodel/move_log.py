"""The recent-moves log of a saved game, rebuilt from its move log.

A saved game keeps the moves of the hand in play (``game.move_log``) but not what the table
looked like before each of them, which a log line needs (how many cards the pile held, which meld
a card went to). ``hand_events`` deals the hand again from the game's seed, plays the moves on
that copy, takes each move's event from the position before it, and keeps the result only if the
replay ends exactly where the saved game is.
"""

from __future__ import annotations

from typing import Any

from samba_desktop.engine import Game, Phase

from .texts import move_event

Event = tuple[int, str, dict[str, Any]]


def hand_events(game: Game) -> list[Event] | None:
    """(seat, event, params) for every move of the hand in play, in order; None when the hand
    cannot be dealt again (a set-up position without a seed) or the replay disagrees."""
    moves = game.move_log
    try:
        replay = _hand_start(game)
        if replay is None:
            return None
        events: list[Event] = []
        for seat, move in moves:
            if seat != replay.turn:
                return None
            event, params = move_event(replay, seat, move)
            events.append((seat, event, params))
            replay.apply(move)
        if replay.to_dict() != game.to_dict():
            return None
    except (ValueError, TypeError, KeyError, IndexError):  # IllegalMove is a ValueError
        return None
    return events


def _hand_start(game: Game) -> Game | None:
    """The hand in play as it was dealt, or None when it cannot be dealt again."""
    saved = game.to_dict()
    if saved.get("seed") is None or not saved.get("full_deck"):
        return None
    if game.hand_number == 1:
        return Game.new(game.rules, seed=saved["seed"])
    result = game.hand_result()  # the hand just over (None while it is in play)
    if result is not None:  # the scores before this hand
        saved["results"] = saved["results"][:-1]
        saved["scores"] = [score - total for score, total in zip(saved["scores"], result.totals,
                                                                  strict=True)]
    # the previous hand just over, then the next one dealt: the same seed deals the same cards
    saved.update(phase=Phase.HAND_OVER, hand_number=game.hand_number - 1,
                 dealer=(saved["dealer"] - 1) % game.num_players, move_log=[], winner=None)
    start = Game.from_dict(saved)
    start.next_hand()
    return start
