"""A hint's reason reads as advice in a card player's words: no search figures, no finished
actions, in every language."""

from __future__ import annotations

import string

import pytest
from PySide6.QtCore import QLocale

from samba_desktop.ai.reasons import COUNTS, REASONS
from samba_desktop.qtmodel.hint_reasons import HINT_COUNTS, HINT_REASONS, hint_reason_text
from samba_desktop.qtmodel.reasons import ReasonRecord, reason_text
from samba_desktop.ui import i18n

#: the reasons a hint (the Hard player's choice) can give
HINT_KEYS = ["forced"] + [k for k in REASONS if k.startswith(("hard.", "normal."))]
JARGON = ("sampled", "deals", "rule-based", "on average", "search", "judged")
FINISHED = ("Added", "Took", "Drew", "Discarded", "Laid", "Said", "Passed", "Merged", "Asked",
            "Did not", "Going out", "Answered", "Played", "Search", "Step")


def _record(key: str) -> ReasonRecord:
    names = {f[1] for f in string.Formatter().parse(REASONS[key]) if f[1]}
    names |= {counts[key] for counts in (COUNTS, HINT_COUNTS) if key in counts}  # (the %n)
    params: dict[str, object] = {name: 31 for name in names}
    for name in names & {"card", "top", "other_card"}:
        params[name] = "9S"
    if "cards" in names:
        params["cards"] = "7C 8C"
    return ReasonRecord(key, params, "English computer reason: " + key)


@pytest.mark.parametrize("key", HINT_KEYS)
def test_every_hint_reason_is_advice_without_jargon(key):
    assert key in HINT_REASONS
    text = hint_reason_text(_record(key))
    assert not text.startswith("English computer reason")
    assert not any(word in text.lower() for word in JARGON), text
    assert not text.startswith(FINISHED), text
    # the computer's own reason (the recent-moves log) keeps its wording
    assert reason_text(_record(key)) != text


def test_the_search_figures_become_points_a_player_can_use(qapp):
    record = ReasonRecord("hard.switch", {"samples": 146, "gain": 31, "win": 97, "alt_win": 98})
    locale = QLocale()
    i18n.install_translators(qapp, "en")  # the English plural forms, as the game installs them
    try:
        text = hint_reason_text(record)
        one = hint_reason_text(ReasonRecord("hard.switch", {**record.params, "gain": 1}))
    finally:
        i18n.remove_translators(qapp)
        QLocale.setDefault(locale)
    assert "31 points" in text and "146" not in text and "97" not in text
    assert "about 1 point more" in one


@pytest.mark.parametrize("language", ["de", "sv", "nb", "cs"])
def test_hint_reasons_are_translated(qapp, language):
    locale = QLocale()
    i18n.install_translators(qapp, language)
    try:
        for key in HINT_KEYS:
            text = hint_reason_text(_record(key))
            i18n.remove_translators(qapp)
            english = hint_reason_text(_record(key))
            i18n.install_translators(qapp, language)
            assert text and text != english, (language, key)
    finally:
        i18n.remove_translators(qapp)
        QLocale.setDefault(locale)
