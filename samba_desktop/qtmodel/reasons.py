"""Why a computer played its move: the decision record, kept with the move, in words.

A computer player sets ``player.last_decision`` in ``choose(view)`` (ENGINE_CONTRACT.md,
"Player aids"): ``.move``, ``.key`` and ``.params`` (the reason as a stable key with
parameters) and ``.reason`` (the same in English). The worker reads it right after ``choose``;
the model keeps a `ReasonRecord` with the log entry of that move. `reason_text` puts it in the
player's language: the English template of the key (``samba_desktop.ai.reasons.REASONS``)
translated in the context "Reasons", with the cards and numbers of the params shown the
player's way; an unknown key (or a template that does not fit) falls back to ``.reason``. A
template with a count (``%n``, its param named in ``COUNTS``) is a plural text: Qt picks the form
for that count. A lone joker given as ``card`` or ``cards`` is the object of the move ("Discarded
{card}"), so it is shown in its object form ("a joker", "einen Joker", "žolíka"), as in the log.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from samba_desktop.ai.reasons import CARD_PARAMS, COUNTS, REASONS, Decision
from samba_desktop.engine import Move, parse_cards

# A decision's reason: ``key`` and ``params`` (for translation) and the English ``text``; the
# same value is kept in hand records, so a recorded reason is put into words like a live one.
from samba_desktop.persistence.hand_record import MoveReason as ReasonRecord

from .locale_format import number
from .texts import cards_label, object_label

__all__ = ["ReasonRecord", "reason_text", "record_of"]

#: params whose cards are the object of the move the reason names ("Discarded {card}")
OBJECT_PARAMS = frozenset({"card", "cards"})


def record_of(decision: Decision | None, move: Move | None) -> ReasonRecord | None:
    """The reason of ``decision`` (a player's ``last_decision``) if it is about ``move``."""
    if decision is None or decision.move != move or not (decision.key or decision.reason):
        return None
    return ReasonRecord(decision.key, dict(decision.params), decision.reason)


def _shown(name: str, value: object) -> object:
    if name in CARD_PARAMS and isinstance(value, str):
        try:
            cards = parse_cards(value)
            return object_label(cards) if name in OBJECT_PARAMS else cards_label(cards)
        except ValueError:
            return value
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return number(value)
    return value


def reason_text(record: ReasonRecord | None,
                templates: Mapping[str, str] | None = None, context: str = "Reasons",
                counts: Mapping[str, str] | None = None) -> str:
    """The reason in the player's language ("" for no record); ``templates`` (translated in
    ``context``, their counts' params named in ``counts``) may word it otherwise (a hint's
    advice: `hint_reasons`)."""
    if record is None:
        return ""
    if templates is None:
        templates, counts = REASONS, COUNTS
    template = templates.get(record.key)
    if isinstance(template, str):
        count_name = (counts or {}).get(record.key)
        count = record.params.get(count_name) if count_name else None
        if isinstance(count, int | float) and not isinstance(count, bool):
            translated = QCoreApplication.translate(context, template, "", round(count))
        elif count_name:  # the count is missing: say it in the computer's English words
            return record.text
        else:
            translated = QCoreApplication.translate(context, template)
        params = {k: _shown(k, v) for k, v in record.params.items()}
        try:
            return translated.format(**params)
        except (KeyError, IndexError, ValueError):
            pass
    return record.text
