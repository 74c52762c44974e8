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


#: how a hint's move begins (qtmodel/hints.py): a reason does not say it again
MOVES = ("Draw", "Take the pile", "Take ", "Meld", "Add ", "Merge", "Lay ", "Discard", "Pass",
         "Ask", "Answer", "Say ", "Go out")


@pytest.mark.parametrize("key", [k for k in HINT_KEYS if k.startswith("normal.")])
def test_a_hint_reason_never_restates_the_move(key):
    """The hint shows the move; its reason says why, not the move or its cards again (the
    card it is weighed against may be named)."""
    record = _record(key)
    params = {**record.params, **({"other_card": "KH"} if "other_card" in record.params else {})}
    text = hint_reason_text(ReasonRecord(key, params, record.text))
    assert not text.startswith(MOVES), text
    if key != "normal.pass":  # (the card a pass keeps is not the move's)
        assert "9\N{BLACK SPADE SUIT}" not in text or "top" in record.params, text
        assert "7\N{BLACK CLUB SUIT}" not in text, text


@pytest.mark.parametrize("key", ["hard.switch_discard", "hard.switch_meld"])
def test_points_more_than_the_obvious_play_name_that_play(qapp, key):
    record = _record(key)
    record = ReasonRecord(key, {**record.params, "other_card": "KH", "other_cards": "KH KD KS"},
                          record.text)
    locale = QLocale()
    i18n.install_translators(qapp, "en")  # the English plural forms, as the game installs them
    try:
        text = hint_reason_text(record)
    finally:
        i18n.remove_translators(qapp)
        QLocale.setDefault(locale)
    assert "31 points" in text and "K\N{BLACK HEART SUIT}" in text, text


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
