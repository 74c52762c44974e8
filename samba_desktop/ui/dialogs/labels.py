"""Words for the choices of the preferences, translated (context "Choices")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from samba_desktop.qtmodel import locale_format
from samba_desktop.qtmodel.preferences import LANGUAGE_NAMES


def _tr(text: str) -> str:
    return QCoreApplication.translate("Choices", text)


def kind_label(kind: str) -> str:
    return {"human": _tr("Human"), "computer": _tr("Computer")}.get(kind, kind)


def level_label(level: str) -> str:
    return {"easy": _tr("Easy"), "normal": _tr("Normal"), "hard": _tr("Hard"),
            "mixed": _tr("Mixed")}.get(level, level)


def red_threes_label(choice: str) -> str:
    return {"manual": _tr("Laid by the player"),
            "auto": _tr("Laid and replaced automatically")}.get(choice, choice)


def keep_cards_label(count: int) -> str:
    return {1: _tr("Keep 1 card (pass)"), 2: _tr("Keep 2 cards")}.get(count, str(count))


def speed_label(speed: str) -> str:
    return {"instant": _tr("Instant"), "fast": _tr("Fast"), "normal": _tr("Normal"),
            "slow": _tr("Slow")}.get(speed, speed)


def deck_label(deck: str) -> str:
    return {"classic": _tr("Classic"), "four_colour": _tr("Four colours"),
            "large_index": _tr("Large index")}.get(deck, deck)


def card_size_label(size: str) -> str:
    return {"small": _tr("Small"), "medium": _tr("Medium"), "large": _tr("Large")}.get(size, size)


def hand_sort_label(order: str) -> str:
    return {"rank": _tr("By rank"), "suit": _tr("By suit")}.get(order, order)


def language_label(code: str) -> str:
    """A language in its own language; "system" in the current one."""
    if code == "system":
        return _tr("System default")
    return LANGUAGE_NAMES.get(code, code)


def number(value: int | float, decimals: int = 0) -> str:
    """A number with the locale's digit grouping: 10,000 or 10.000 (see ``locale_format``)."""
    if decimals:
        return locale_format.decimal(value, decimals)
    return locale_format.number(round(value))


def percent(share: float) -> str:
    return _tr("{value}%").format(value=number(round(share * 100)))
