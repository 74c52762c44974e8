"""A computer's reason for its move on the wire: facts (the reason's key and params), never text.

The host adds ``"reason": {"key": K, "params": {...}}`` to a computer's ``moved`` message
(`reason_to_wire`), per recipient, and only when every card the params name is one the
recipient sees in the open by then: a card param's cards (``card``, ``cards``, ``other_card``,
...: `ai.reasons.CARD_PARAMS`) must be among the cards the move itself carried face up to that
seat (`Movement.seen_by`), each card counted once across the params, and ``top`` must be the
pile's top card after the move. A reason that names anything else (a card kept in the
computer's hand, the alternative it weighed) is not sent to that seat at all: without the card
its words would not fit. (Seeing a card of the same name elsewhere on the table is not enough:
with three decks, "kept 7♥" would still tell which card the hand holds.) The numbers in a
reason (costs, chances, points) are sent as an offline table shows them.

The client reads it strictly (`reason_from_wire`): a known key, at most a few JSON-simple
params, card params that parse; anything else is ignored and the move still counts. It puts
the reason into words itself (``MoveReason.text`` is the English sentence the key makes, the
fallback of `qtmodel.reasons.reason_text`), so each player reads it in their own language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from samba_desktop.ai.reasons import CARD_PARAMS, REASONS, Decision, format_reason
from samba_desktop.engine import Card, Move, Movement, parse_cards
from samba_desktop.persistence.hand_record import MoveReason

__all__ = ["reason_from_wire", "reason_to_wire"]

#: the param that names the pile's top card (public: everyone sees the pile)
TOP = "top"
#: a reason has at most this many params, each text at most this long (the host's are short)
MAX_PARAMS = 16
MAX_TEXT = 200


def reason_to_wire(decision: Decision | None, move: Move, seen: Sequence[Movement],
                   pile_top: Card | None) -> dict[str, Any] | None:
    """The ``reason`` of a computer's ``moved`` message for one recipient: ``decision`` (the
    player's ``last_decision``) if it is about ``move`` and every card it names is visible to
    the recipient (``seen``: the move's movements as that seat sees them; ``pile_top``: the
    pile's top card after the move); None otherwise."""
    if decision is None or decision.move != move or decision.key not in REASONS:
        return None
    open_cards = Counter(c for m in seen for c in m.cards if c is not None)
    for name, value in decision.params.items():
        if name not in CARD_PARAMS:
            continue
        try:
            cards = parse_cards(str(value))
        except ValueError:
            return None
        if name == TOP:
            if len(cards) != 1 or cards[0] != pile_top:
                return None
            continue
        wanted = Counter(cards)
        if wanted - open_cards:  # a card the recipient has not seen move in the open
            return None
        open_cards -= wanted
    return {"key": decision.key, "params": dict(decision.params)}


def reason_from_wire(data: object) -> MoveReason | None:
    """The reason a ``moved`` message carries, or None when it carries none or anything but
    a well-formed one (bad data is ignored: the move itself still counts)."""
    if not isinstance(data, dict):
        return None
    key, params = data.get("key"), data.get("params", {})
    if not isinstance(key, str) or key not in REASONS or not isinstance(params, dict) \
            or len(params) > MAX_PARAMS:
        return None
    for name, value in params.items():
        if not isinstance(name, str) or len(name) > MAX_TEXT \
                or not isinstance(value, str | int | float | bool) \
                or (isinstance(value, str) and len(value) > MAX_TEXT):
            return None
        if name in CARD_PARAMS:
            try:
                if not parse_cards(str(value)):
                    return None
            except ValueError:
                return None
    try:
        text = format_reason(key, params)
    except (KeyError, IndexError, ValueError, TypeError, OverflowError):
        return None  # the params do not fit the key's words
    return MoveReason(key, dict(params), text)
