"""The translation updater hands lupdate the source with only the translator's notes it means."""

from __future__ import annotations

from pathlib import Path

import tools.i18n
from tools.i18n import spelled_out


def test_a_fields_note_after_code_is_not_given_to_the_next_text_as_a_translators_note(
        tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(tools.i18n, "PACKAGE", tmp_path)  # a module of the package
    source = tmp_path / "panel.py"
    source.write_text(
        "from dataclasses import dataclass\n\n\n"
        "@dataclass(frozen=True)\n"
        "class Inputs:\n"
        "    value: int  #: the points staged so far\n"
        "    name: str  #: the side's name\n\n\n"
        "def caption() -> str:\n"
        "    #: the label over the first meld's zone\n"
        "    return _tr(\"first meld\")\n", encoding="utf-8")
    spelled = spelled_out(source)
    assert "#: the points staged so far" not in spelled
    assert "#: the side's name" not in spelled
    assert "the points staged so far" in spelled  # the line and its words are kept
    assert "#: the label over the first meld's zone" in spelled  # a note on a text stays
