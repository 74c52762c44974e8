"""Numbers and dates the way the player's language writes them: 10,000 · 10.000 · 10 000.

Everything goes through the default ``QLocale``, which ``ui.i18n.install_translators`` sets from
the chosen language. A true minus sign (U+2212) is used in every language, so that the columns of
the score sheet line up the same way everywhere.

>>> from PySide6.QtCore import QLocale
>>> QLocale.setDefault(QLocale("de"))
>>> number(10000), signed(1500), signed(-100)
('10.000', '+1.500', '−100')
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale, QTimeZone

MINUS = "\u2212"


def _locale() -> QLocale:
    locale = QLocale()
    # the C locale (a system without a language) leaves out the group separator: keep it
    locale.setNumberOptions(QLocale.NumberOption.DefaultNumberOptions)
    return locale


def number(value: int) -> str:
    """A whole number with the locale's digit grouping: 10,000 / 10.000 / 10 000; −90."""
    value = int(value)
    text = _locale().toString(abs(value))
    return MINUS + text if value < 0 else text


def signed(value: int) -> str:
    """A score change with its sign: +1,500 / −100 / 0."""
    value = int(value)
    if value > 0:
        return "+" + number(value)
    return number(value)


def decimal(value: float, decimals: int = 1) -> str:
    """A number with ``decimals`` places and the locale's decimal mark: 0.8 / 0,8."""
    text = _locale().toString(abs(float(value)), "f", decimals)
    return MINUS + text if value < 0 else text


def date_time(moment: datetime) -> str:
    """A date and time in the locale's short form (e.g. 29.11.26 19:40), in local time."""
    local = moment.astimezone()
    qt = QDateTime.fromSecsSinceEpoch(int(local.timestamp()), QTimeZone.systemTimeZone())
    return _locale().toString(qt, QLocale.FormatType.ShortFormat)
