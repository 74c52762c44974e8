"""Choosing a language: the system's or the player's, Qt's own texts, numbers, plural forms and
the engine's messages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox

from samba_desktop.engine.messages import illegal, rank_word
from samba_desktop.qtmodel import locale_format
from samba_desktop.qtmodel.texts import illegal_message
from samba_desktop.ui import i18n


@pytest.mark.parametrize(("system", "expected"), [
    ("de_AT", "de"), ("sv_FI", "sv"), ("nb_NO", "nb"), ("nn_NO", "nb"), ("cs_CZ", "cs"),
    ("en_GB", "en"), ("fr_FR", "en"), ("C", "en"),
])
def test_the_system_language_is_followed_or_english(system, expected):
    assert i18n.resolve_language("system", QLocale(system)) == expected


def test_a_chosen_language_wins_over_the_system():
    assert i18n.resolve_language("cs", QLocale("de_DE")) == "cs"
    assert i18n.resolve_language("xx", QLocale("de_DE")) == "en"


@pytest.mark.parametrize(("language", "ten_thousand", "cancel"), [
    ("en", "10,000", "Cancel"), ("de", "10.000", "Abbrechen"), ("sv", "10\u00a0000", "Avbryt"),
    ("nb", "10\u00a0000", "Avbryt"), ("cs", "10\u00a0000", "Zrušit"),
])
def test_numbers_and_qts_own_buttons_follow_the_language(qtbot, english_afterwards, language,
                                                         ten_thousand, cancel):
    assert i18n.install_translators(english_afterwards, language) == language
    assert locale_format.number(10000) == ten_thousand
    assert locale_format.signed(-1500).startswith("\u2212")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel


def test_plural_forms_follow_each_languages_rules(english_afterwards):
    def cards(n: int) -> str:
        return QCoreApplication.translate("TableScene", "%n card(s)", "", n)

    i18n.install_translators(english_afterwards, "en")
    assert (cards(1), cards(3)) == ("1 card", "3 cards")
    i18n.install_translators(english_afterwards, "cs")
    assert (cards(1), cards(3), cards(5)) == ("1 karta", "3 karty", "5 karet")


def test_engine_messages_are_translated_with_the_words_they_quote(english_afterwards):
    need_pair = illegal("need_pair", rank=rank_word("K"))
    minimum = illegal("initial_minimum", minimum=1500, value=70)
    i18n.install_translators(english_afterwards, "de")
    assert illegal_message(need_pair) == (
        "Um den Stapel aufzunehmen, brauchst du zwei natürliche Karten vom Rang König aus "
        "deiner Hand.")
    assert "mindestens 1.500 wert" in illegal_message(minimum)
    i18n.install_translators(english_afterwards, "cs")
    assert "žolík" in illegal_message(illegal("pile_blocked", card="Joker")).lower()
