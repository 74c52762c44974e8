"""The English sources give translators what they need: counts as plural texts, the game's words.

A count that a word of its sentence agrees with ("12 cards", "1 card", Czech "3 body" but "5
bodů") must be the ``%n`` of a plural text (``QCoreApplication.translate(context, text, "",
n)``), so that every language can choose the form. A ``{name}`` or ``%1`` placeholder with such a
word right after it ("{pile} cards", "{hand}-card hand", "{n} selected") gives translators one
form for every number, and they either write "1 Karten" or work round it ("Karten: 12").

And in Samba the discard pile is never frozen: it is blocked (RULES.md; the seed rules). And a
note lupdate gives the translators is one written for them, not a developer's comment on the
code that happens to stand above a text.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from samba_desktop.ai.reasons import REASONS, TOOLS_ONLY
from tools import i18n as tools

#: words whose form follows the number before them: nouns that are counted, and the
#: participles and verbs the sources put right after a count
COUNTED_WORDS = (
    "card", "point", "deal", "decision", "move", "option", "plan", "samba", "canasta", "meld",
    "game", "hand", "player", "copy", "copies", "step", "turn", "red 3", "black 3", "joker",
    "wild card", "inaccurac", "mistake", "blunder", "second", "minute", "selected", "left",
    "laid", "unseen", "missing", "remaining", "twos",
)
#: placeholders that never hold a number
NOT_COUNTS = r"name|names|side|player|card|cards|top|other_card|grade|level|path|why|what"
#: a placeholder that is not a plural count, then (after a space or a hyphen, perhaps over one
#: adjective) a counted word
BARE_COUNT = re.compile(
    r"(\{(?!(?:" + NOT_COUNTS + r")\})[A-Za-z_][A-Za-z_0-9]*\}|%[1-9])[ \u00a0-]+"
    r"(?:(?!(?:and|or|of|to|in|per|the|a|an)\b)[a-z]+ )?(?:"
    + "|".join(re.escape(w) for w in COUNTED_WORDS) + r")", re.IGNORECASE)
#: "{n} of the 20 sambas are": the verb agrees with the count across the phrase
BARE_COUNT_OF = re.compile(r"(\{[A-Za-z_][A-Za-z_0-9]*\}|%[1-9]) of the [^.:;()]*? (?:are|is|were|was)\b")
#: "freeze" in every form, in English and in the words the translations took from it
FROZEN = re.compile(r"\bfr(?:eez|oz)|\bfrys|\bfryse|\bfrøs|zmraz|zamrz|einfrier|eingefroren",
                    re.IGNORECASE)


def bare_counts(text: str) -> list[str]:
    """The stretches of ``text`` where a word depends on a count that is no ``%n``."""
    return [m.group(0) for m in (*BARE_COUNT.finditer(text), *BARE_COUNT_OF.finditer(text))]


def _sources() -> list[tuple[str, str]]:
    """Every English source text: the translatable texts of the package (the computers'
    reasons and the engine's messages included, through their generated lists), and the
    reason templates themselves."""
    messages, _problems = tools.messages_in_sources()
    texts = [(m.context, m.source) for m in messages]
    texts += [(f"REASONS[{key!r}]", text) for key, text in REASONS.items()
              if key not in TOOLS_ONLY]
    return texts


def test_the_scan_finds_bare_counts_and_passes_plural_texts():
    assert bare_counts("Took the {pile}-card pile") == ["{pile}-card"]
    assert bare_counts("none of your {n} decisions") == ["{n} decision"]
    assert bare_counts("%1 selected") == ["%1 selected"]
    assert bare_counts("{n} of the 20 sambas are still possible") == [
        "{n} of the 20 sambas are"]
    assert bare_counts("your partner still holds {partner_cards} more cards") == [
        "{partner_cards} more card"]
    assert bare_counts("Took the pile of %n card(s) with {cards}.") == []
    assert bare_counts("worth {points}, the minimum is {minimum}") == []
    assert bare_counts("Red 3s: {count}") == []


def test_no_source_has_a_count_its_words_depend_on_outside_a_plural_text():
    found = [f"{context}: {text!r}: {hit!r}" for context, text in _sources()
             for hit in bare_counts(text)]
    assert found == []


def test_no_source_freezes_the_pile():
    assert FROZEN.search("to freeze the pile") and FROZEN.search("frysa sakhögen")
    assert FROZEN.search("zmrazte balíček") and not FROZEN.search("gesperrt")
    found = [f"{context}: {text!r}" for context, text in _sources() if FROZEN.search(text)]
    assert found == []


@pytest.mark.parametrize("lang", tools.LANGUAGES)
def test_no_translation_freezes_the_pile(lang):
    found = [f"{m['context']}: {m['source']!r} -> {form!r}"
             for m in tools.read_ts(tools.TRANSLATIONS / f"samba_{lang}.ts")
             for form in m["translations"] if FROZEN.search(form)]
    assert found == []


@pytest.mark.parametrize("lang", tools.LANGUAGES)
def test_translator_notes_are_written_for_translators(lang):
    root = ET.parse(tools.TRANSLATIONS / f"samba_{lang}.ts").getroot()
    notes = {(m.findtext("source"), m.findtext("extracomment"))
             for m in root.iter("message") if m.find("extracomment") is not None}
    written = tools.translator_notes()
    assert sorted(n for n in notes if n[1] not in written) == []


def test_menu_paths_have_one_separator():
    texts = [text for _context, text in _sources()]
    for lang in tools.LANGUAGES:
        texts += [form for m in tools.read_ts(tools.TRANSLATIONS / f"samba_{lang}.ts")
                  for form in m["translations"]]
    assert [t for t in texts if "\u203a" in t] == []  # "›": menus are written "Game ▸ Save as…"
