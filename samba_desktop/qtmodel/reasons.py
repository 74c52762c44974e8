"""Why a computer played its move: the decision record, kept with the move, in words.

A computer player sets ``player.last_decision`` in ``choose(view)`` (ENGINE_CONTRACT.md,
"Player aids"): ``.move``, ``.key`` and ``.params`` (the reason as a stable key with
parameters) and ``.reason`` (the same in English). The worker reads it right after ``choose``;
the model keeps a `ReasonRecord` with the log entry of that move. `reason_text` puts it in the
player's language: the English template of the key (``samba_desktop.ai.reasons.REASONS``)
translated in the context "Reasons", with the cards and numbers of the params shown the
player's way; an unknown key (or a template that does not fit) falls back to ``.reason``.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from samba_desktop.ai.reasons import CARD_PARAMS, REASONS, Decision
from samba_desktop.engine import Move, parse_cards

# A decision's reason: ``key`` and ``params`` (for translation) and the English ``text``; the
# same value is kept in hand records, so a recorded reason is put into words like a live one.
from samba_desktop.persistence.hand_record import MoveReason as ReasonRecord

from .locale_format import number
from .texts import cards_label

__all__ = ["ReasonRecord", "reason_text", "record_of"]


def record_of(decision: Decision | None, move: Move | None) -> ReasonRecord | None:
    """The reason of ``decision`` (a player's ``last_decision``) if it is about ``move``."""
    if decision is None or decision.move != move or not (decision.key or decision.reason):
        return None
    return ReasonRecord(decision.key, dict(decision.params), decision.reason)


def _shown(name: str, value: object) -> object:
    if name in CARD_PARAMS and isinstance(value, str):
        try:
            return cards_label(parse_cards(value))
        except ValueError:
            return value
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return number(value)
    return value


def reason_text(record: ReasonRecord | None,
                templates: Mapping[str, str] | None = None, context: str = "Reasons") -> str:
    """The reason in the player's language ("" for no record); ``templates`` (translated in
    ``context``) may word it otherwise (a hint's advice: `hint_reasons`)."""
    if record is None:
        return ""
    template = (templates if templates is not None else REASONS).get(record.key)
    if isinstance(template, str):
        translated = QCoreApplication.translate(context, template)
        params = {k: _shown(k, v) for k, v in record.params.items()}
        try:
            return translated.format(**params)
        except (KeyError, IndexError, ValueError):
            pass
    return record.text
