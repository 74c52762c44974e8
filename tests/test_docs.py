"""The repository's own documentation: its examples run, its links lead to files that exist."""

import doctest
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_engine_api_examples_run():
    result = doctest.testfile(
        str(ROOT / "docs" / "engine-api.md"), module_relative=False,
        optionflags=doctest.ELLIPSIS | doctest.IGNORE_EXCEPTION_DETAIL,
    )
    assert result.attempted > 0 and result.failed == 0


def test_the_readme_and_docs_link_only_to_files_of_a_clone():
    """A clone has no ../shared: every relative link names a file in the repository."""
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = page.read_text(encoding="utf-8")
        assert "../shared" not in text, page.name
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
            if "://" in target:
                continue
            assert (page.parent / target).exists(), f"{page.name}: {target}"


def test_the_readme_begins_with_the_two_commands_ci_runs():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert lines[:9] == [
        "# Samba Desktop", "", "```sh",
        "python3 -m pip install -e . && python3 -m samba_desktop", "```", "", "```sh",
        'python3 -m pip install -e ".[test]" && python3 -m pytest', "```",
    ]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'python3 -m pip install -e ".[test]" && python3 -m pytest' in ci
