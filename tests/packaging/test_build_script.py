"""build.py's helpers for the release runners: Inno Setup of any version, hdiutil retried."""

import sys

import build
import pytest


def test_inno_setup_of_any_version_is_found_in_program_files(tmp_path, monkeypatch):
    for version in ("Inno Setup 5", "Inno Setup 7"):
        (tmp_path / version).mkdir()
    (tmp_path / "Inno Setup 7" / "ISCC.exe").write_bytes(b"MZ")
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setenv("PROGRAMFILES(X86)", str(tmp_path))
    monkeypatch.delenv("PROGRAMFILES", raising=False)
    monkeypatch.setattr(build, "iscc_from_registry", lambda: [])
    assert build.find_iscc() == str(tmp_path / "Inno Setup 7" / "ISCC.exe")


def test_the_registrys_inno_setup_comes_before_the_folders(tmp_path, monkeypatch):
    registered = tmp_path / "elsewhere" / "ISCC.exe"
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(build, "iscc_from_registry", lambda: [registered])
    assert build.find_iscc() == str(registered)


def test_without_inno_setup_it_says_how_to_get_it(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setenv("PROGRAMFILES(X86)", str(tmp_path))
    monkeypatch.delenv("PROGRAMFILES", raising=False)
    monkeypatch.setattr(build, "iscc_from_registry", lambda: [])
    with pytest.raises(SystemExit, match="choco install innosetup"):
        build.find_iscc()


def test_a_command_that_fails_at_random_is_run_again(tmp_path):
    """As `hdiutil create` on GitHub's macOS runners ("Resource busy")."""
    counter = tmp_path / "tries"
    script = (f"import pathlib, sys; p = pathlib.Path({str(counter)!r}); "
              "n = int(p.read_text()) + 1 if p.exists() else 1; p.write_text(str(n)); "
              "sys.exit(0 if n >= 3 else 1)")
    pauses = []
    build.run_with_retries([sys.executable, "-c", script], attempts=5, pause=7, sleep=pauses.append)
    assert counter.read_text() == "3" and pauses == [7, 7]


def test_a_command_that_keeps_failing_stops_the_build(tmp_path):
    pauses = []
    with pytest.raises(SystemExit, match="failed 3 times"):
        build.run_with_retries([sys.executable, "-c", "raise SystemExit(2)"], attempts=3,
                               pause=1, sleep=pauses.append)
    assert pauses == [1, 1]
