"""The .ts catalogues are complete, current and faithful to their sources, in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from samba_desktop.ui import i18n
from tools import i18n as tools

LANGUAGES = tools.LANGUAGES
#: numerus forms per language (Qt's plural rules): Czech has three (1, 2–4, 5+)
PLURAL_FORMS = {"en": 2, "de": 2, "sv": 2, "nb": 2, "cs": 3}
PLACEHOLDER = re.compile(r"\{[A-Za-z_]*\}")
TAG = re.compile(r"</?([a-z0-9]+)[^>]*>")
ACCELERATOR = re.compile(r"&(?!&|[a-z]+;|#)")  # a menu's &Key, not &amp; or &&


def _catalogue(lang: str) -> list[dict]:
    return tools.read_ts(tools.TRANSLATIONS / f"samba_{lang}.ts")


def _all_ts() -> list[Path]:
    return [*tools.ts_files(), *(tools.TRANSLATIONS / f"{n}.ts" for n in tools.QT_SUPPLEMENTS)]


@pytest.mark.parametrize("path", _all_ts(), ids=lambda p: p.name)
def test_no_entry_is_unfinished_obsolete_or_vanished(path):
    messages = tools.read_ts(path)
    assert messages, f"{path.name} is empty"
    left = [(m["context"], m["source"], m["type"]) for m in messages
            if m["type"] in ("unfinished", "obsolete", "vanished")]
    assert left == []
    empty = [(m["context"], m["source"]) for m in messages if not all(m["translations"])]
    assert empty == []


def test_the_sources_hide_no_text_from_lupdate():
    _messages, problems = tools.messages_in_sources()
    assert [str(p) for p in problems] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_source_text_is_translated(lang):
    messages, _problems = tools.messages_in_sources()
    wanted = {(m.context, m.source) for m in messages}
    have = {(m["context"], m["source"]) for m in _catalogue(lang)}
    assert sorted(wanted - have) == []
    assert sorted(have - wanted) == []


def test_english_holds_the_plural_forms_of_every_plural_text():
    messages, _problems = tools.messages_in_sources()
    plural = {(m.context, m.source) for m in messages if m.numerus}
    assert plural, "the counts of cards and players are plural texts"
    assert {(m["context"], m["source"]) for m in _catalogue("en")} == plural


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_translations_keep_placeholders_tags_and_accelerators(lang):
    for m in _catalogue(lang):
        source, where = m["source"], (m["context"], m["source"])
        for form, text in enumerate(m["translations"]):
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), where
            assert sorted(TAG.findall(text)) == sorted(TAG.findall(source)), where
            assert len(ACCELERATOR.findall(text)) == len(ACCELERATOR.findall(source)), where
            if m["numerus"]:  # the count, with the locale's digit grouping if the source has it
                count = "%Ln" if "%Ln" in source else "%n"
                if form > 0 or re.search(r"%L?n", text):
                    assert count in text, where
                else:  # the first form is n = 1 alone in every shipped language: it may say
                    # the one thing without a figure ("Your last game"), then it has none at all
                    assert not re.search(r"\d", text), where
            # a text built onto others keeps its outer spaces ("Hint: ", " s")
            assert text[:1].isspace() == source[:1].isspace(), where
            assert text[-1:].isspace() == source[-1:].isspace(), where


#: a figure and its per cent sign kept apart by a breaking space ("{win} %", "50 %")
SPACED_PERCENT = re.compile(r"[}\d] %(?![nL\d])")
#: a thousands group after a breaking space ("1 500"): it may break across two lines
SPACED_THOUSANDS = re.compile(r"\b\d \d{3}\b")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_figures_and_ellipses_together(lang):
    """As the glossary's style asks: a no-break space before % and inside 1 500, and an
    ellipsis right after its word (*Speichern unter…*, *granskas…*), unless it stands alone
    for words left out, as in the source ("seats 1 and 3, 2 and 4, …")."""
    bad = []
    for m in _catalogue(lang):
        alone = " \u2026" in m["source"]
        for text in m["translations"]:
            if SPACED_PERCENT.search(text) or SPACED_THOUSANDS.search(text) \
                    or (" \u2026" in text and not alone):
                bad.append((m["context"], text[:70]))
    assert bad == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_texts_have_every_form_of_the_language(lang):
    for m in _catalogue(lang):
        if m["numerus"]:
            assert len(m["translations"]) == PLURAL_FORMS[lang], (m["context"], m["source"])


def test_the_catalogues_are_what_lupdate_makes_of_the_sources(tmp_path):
    updated = tools.run_lupdate(tmp_path)
    for name, path in updated.items():
        committed = tools.TRANSLATIONS / name
        assert path.read_text("utf-8") == committed.read_text("utf-8"), (
            f"{name} is out of date: run python3 -m tools.i18n --update")


def test_the_engine_messages_module_lists_every_engine_message():
    assert tools.ENGINE_MESSAGES_MODULE.read_text("utf-8") == tools.engine_messages_module(), (
        "run python3 -m tools.i18n --update")
    from samba_desktop.engine import MESSAGES
    from samba_desktop.qtmodel import engine_messages_tr

    assert engine_messages_tr.MESSAGES == MESSAGES


@pytest.mark.parametrize("path", _all_ts(), ids=lambda p: p.name)
def test_the_committed_qm_files_are_compiled_from_the_ts_files(path):
    qm = path.with_suffix(".qm")
    assert qm.is_file(), f"{qm.name} is missing: run python3 -m tools.i18n --update"
    assert tools.qm_matches(path, qm), f"{qm.name} is out of date"


def test_every_language_can_be_chosen():
    assert i18n.available_languages() == ["en", "de", "sv", "nb", "cs"]
