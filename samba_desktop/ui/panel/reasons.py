"""A computer move's reason on the table: in the message bubble and on the recent-moves list."""

from __future__ import annotations

import html

from samba_desktop.qtmodel import LogEntry
from samba_desktop.qtmodel.hint_reasons import hint_reason_text
from samba_desktop.qtmodel.reasons import ReasonRecord, reason_text
from samba_desktop.ui import style


def reason_html(record: ReasonRecord | None) -> str:
    """The reason as a second, lighter line of a bubble ("" for none)."""
    return _second_line(reason_text(record))


def hint_reason_html(record: ReasonRecord | None) -> str:
    """A hint's reason, worded as advice, as the second line of its bubble ("" for none)."""
    return _second_line(hint_reason_text(record))


def _second_line(text: str) -> str:
    if not text:
        return ""
    return (f"<br><span style='font-weight:normal; font-size:small; color:{style.SOFT_TEXT}'>"
            f"{html.escape(text)}</span>")


def move_bubble_html(entry: LogEntry, show_reasons: bool = True) -> str:
    """The bubble of the last move: what was played, and why (when known and wanted)."""
    text = html.escape(entry.text)
    if show_reasons:
        text += reason_html(entry.reason)
    return text


def entry_tooltip(entry: LogEntry, show_reasons: bool = True) -> str:
    """The tooltip of a recent-moves entry: its reason, if any."""
    if not show_reasons:
        return ""
    return reason_text(entry.reason)
