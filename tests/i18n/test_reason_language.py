"""The reasons, hints and the coach's lines read as a card player says them, in every language:
counts that agree with their nouns, a joker in its object form, one figure per coach line, and
two sides of computers told apart."""

from __future__ import annotations

import pytest

from samba_desktop.ai import Grade
from samba_desktop.engine import Discard, Rules, parse_cards
from samba_desktop.qtmodel import GameModel
from samba_desktop.qtmodel.config import SeatConfig, TableConfig
from samba_desktop.qtmodel.hint_reasons import hint_reason_text
from samba_desktop.qtmodel.reasons import ReasonRecord, reason_text
from samba_desktop.qtmodel.review_worker import ReviewedDecision, decision_text
from samba_desktop.ui import i18n


def _record(key: str, **params: object) -> ReasonRecord:
    return ReasonRecord(key, dict(params), "English fallback")


@pytest.mark.parametrize(("language", "one", "many"), [
    ("en", "still holds 1 card.", "still holds 12 cards."),
    ("de", "hat noch 1 Karte.", "hat noch 12 Karten."),
    ("sv", "har fortfarande 1 kort.", "har fortfarande 12 kort."),
    ("cs", "ještě 1 kartu.", "ještě 12 karet."),
])
def test_a_reason_s_count_agrees_with_its_noun(english_afterwards, language, one, many):
    i18n.install_translators(english_afterwards, language)
    assert reason_text(_record("normal.ask", partner_cards=1)).endswith(one)
    assert reason_text(_record("normal.ask", partner_cards=12)).endswith(many)


@pytest.mark.parametrize(("language", "texts"), [
    ("en", {1: "about 1 point more", 3: "about 3 points more", 40: "about 40 points more"}),
    ("de", {1: "etwa 1 Punkt mehr", 3: "etwa 3 Punkte mehr", 1500: "etwa 1.500 Punkte mehr"}),
    ("cs", {1: "o 1 bod víc", 3: "o 3 body víc", 40: "o 40 bodů víc"}),
])
def test_a_hint_s_points_agree_with_their_number(english_afterwards, language, texts):
    """(and a count in the thousands is grouped the language's way)"""
    i18n.install_translators(english_afterwards, language)
    for gain, text in texts.items():
        record = _record("hard.switch", samples=146, gain=gain, win=60, alt_win=55)
        assert text in hint_reason_text(record)


@pytest.mark.parametrize(("language", "reason", "hint", "coach"), [
    ("en", "Discarded a joker and kept", "Playing a joker is", "Discarding a joker instead"),
    ("de", "einen Joker abgeworfen", "Spiel einen Joker:", "einen Joker statt"),
    ("cs", "Odhazuje žolíka", "Zahrát žolíka", "Odhodit žolíka"),
])
def test_a_lone_joker_discarded_in_a_reason_is_the_object_of_the_sentence(
        english_afterwards, language, reason, hint, coach):
    """(a hint names the cards it plays only where they are not the move shown: the search's
    plan; the coach names the better discard)"""
    i18n.install_translators(english_afterwards, language)
    params = {"card": "JK", "cost": 40, "other_card": "9S", "other_cost": 55}
    assert reason.lower() in reason_text(_record("normal.discard_single", **params)).lower()
    assert hint in hint_reason_text(_record("hard.switch_cards", cards="JK", gain=30,
                                            samples=146, win=60, alt_win=55))
    assert coach in reason_text(_record("coach.discard", **params))
    # a card in the pile's place is named by its label, not as an object
    blocked = reason_text(_record("normal.draw_blocked", pile=9, top="JK"))
    assert not any(word in blocked for word in ("a joker", "einen Joker", "žolíka")), blocked


def _reviewed(cost: float, key: str = "review.discard", **facts: object) -> ReviewedDecision:
    return ReviewedDecision(12, 0, Discard(parse_cards("9S")[0]), cost, Grade.MISTAKE, None,
                            key, {"card": "9S", "other_card": "KH", "cost": round(cost),
                                  "samples": 240, **facts})


@pytest.mark.parametrize("language", ["en", "de", "sv", "nb", "cs"])
def test_a_coach_line_gives_its_figure_once(english_afterwards, language):
    i18n.install_translators(english_afterwards, language)
    text = decision_text(_reviewed(143.4))
    assert text.count("143") == 1, text
    assert text.startswith({"en": "Mistake: ", "de": "Fehler: "}.get(language, "")), text
    # the coach's verdict on a turn, then what the play-outs saw: the cost once, the deals
    # counted in the fact's own plural form
    text = decision_text(_reviewed(143.4, "coach.discard", facts="coach.fact.out_opponent",
                                   times=12, deals=40, kept=3))
    assert text.count("143") == 1 and "12" in text and "40" in text, text
    assert "per hand" not in text and "(s)" not in text, text


def test_a_coach_line_names_the_meld_added_to_and_the_meld_that_became_a_canasta(
        english_afterwards):
    i18n.install_translators(english_afterwards, "en")
    decision = ReviewedDecision(108, 0, Discard(parse_cards("KD")[0]), 767.4, Grade.BLUNDER,
                                None, "coach.extend",
                                {"cards": "AC", "meld": "TC JC QC KC", "cost": 767,
                                 "samples": 240, "facts": "coach.fact.canasta",
                                 "canasta_meld": "8C 8D 8S 8S", "deals": 10})
    text = decision_text(decision)
    assert "A♣ to your meld 10♣ J♣ Q♣ K♣" in text, text
    assert "Your meld 8♣ 8♦ 8♠ 8♠ would have become a canasta." in text, text
    # a review kept by an earlier version (its canasta's meld was "meld"): both sentences
    kept = {k: v for k, v in decision.params.items() if k != "canasta_meld"}
    kept["meld"] = "8C 8D 8S 8S"
    text = decision_text(ReviewedDecision(108, 0, decision.move, 767.4, Grade.BLUNDER, None,
                                          "coach.extend", kept))
    assert "Your meld 8♣ 8♦ 8♠ 8♠ would have become a canasta." in text, text


@pytest.mark.parametrize("language", ["en", "de", "sv", "nb", "cs"])
def test_two_sides_of_computers_have_two_names(qapp, english_afterwards, language):
    i18n.install_translators(english_afterwards, language)
    seats = tuple(SeatConfig(name, human=False, level="easy") for name in "ABCD")
    model = GameModel(TableConfig(Rules(players=4), seats), seed=5)
    names = model.side_names()
    assert len(set(names)) == 2, names
    assert all("A" in n or "B" in n for n in names), names
