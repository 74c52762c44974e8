"""Fuzz of the settings loader: for any bytes, any kind of file, any permission and any name,
`load_settings` returns settings (the defaults where the file was no good) and a notice that
names the file; it never raises, never hangs, and the player's bytes are never lost."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from samba_desktop.persistence import paths
from samba_desktop.persistence.seats import Seat
from samba_desktop.persistence.settings import Settings, load_settings, save_settings

from .damage import (
    BOM,
    SPECIAL_FILES,
    can_drop_privileges,
    in_child,
    mutations,
    needs_posix,
    shared_folder,
    tally,
)

GOOD = Settings(players=3, seats=(Seat("human", "normal", "Zdeněk"), Seat("computer", "hard", "Åsa"),
                                  Seat("computer", "easy", "Bruno")),
                target_score=6200, language="cs", recent_files=("/games/one.samba",))


def _kept_somewhere(folder: Path, raw: bytes) -> bool:
    """The bytes are still in the folder: in the file itself or in the copy kept aside."""
    return any(p.is_file() and p.read_bytes() == raw for p in folder.iterdir())


def _clear(folder: Path) -> None:
    for entry in folder.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            entry.rmdir()
        else:
            entry.unlink()


def test_damaged_bytes_give_settings_and_a_notice_and_the_bytes_are_kept(tmp_path: Path) -> None:
    save_settings(GOOD, tmp_path)
    path = paths.settings_path(tmp_path)
    raw = path.read_bytes()
    outcomes: dict[str, int] = {}
    for label, data in mutations(raw, random.Random(28), flips=150, cuts=60):
        _clear(path.parent)
        path.write_bytes(data)
        settings, notice = load_settings(tmp_path)  # never raises
        assert isinstance(settings, Settings), label
        if notice is not None:
            assert str(path) in notice, (label, notice)
        assert _kept_somewhere(path.parent, data), label
        tally(outcomes, "defaults or some fields reset, with a notice" if notice else "read as is")
    print("settings, damaged bytes:", outcomes)
    assert outcomes.get("defaults or some fields reset, with a notice", 0) > 150


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    save_settings(GOOD, tmp_path)
    path = paths.settings_path(tmp_path)
    path.write_bytes(BOM + path.read_bytes())
    assert load_settings(tmp_path) == (GOOD, None)


@needs_posix
@pytest.mark.parametrize(("label", "make"), SPECIAL_FILES, ids=[s[0] for s in SPECIAL_FILES])
def test_a_special_file_in_place_of_the_settings_gives_the_defaults(tmp_path: Path, label,
                                                                    make) -> None:
    path = paths.settings_path(tmp_path)
    make(path)

    def load() -> tuple[bool, str | None]:
        settings, notice = load_settings(tmp_path)
        return settings == Settings(), notice

    result = in_child(load, seconds=5)
    assert result["outcome"] == "returned", (label, result)
    assert result["value"].startswith("(True, '"), (label, result)  # the defaults, a notice
    assert str(path) in result["value"], result


def test_a_long_base_path_gives_the_defaults_and_a_notice(tmp_path: Path) -> None:
    for base in (tmp_path / ("b" * 300), tmp_path / ("d" * 200) / ("e" * 200) / ("f" * 200)
                 / ("g" * 200) / ("h" * 200) / ("i" * 200) / ("j" * 200) / ("k" * 200)
                 / ("l" * 200) / ("m" * 200) / ("n" * 200) / ("o" * 200) / ("p" * 200)
                 / ("q" * 200) / ("r" * 200) / ("s" * 200) / ("t" * 200) / ("u" * 200)
                 / ("v" * 200) / ("w" * 200) / ("x" * 200)):
        settings, notice = load_settings(base)
        assert settings == Settings() and notice is not None


@pytest.mark.skipif(not can_drop_privileges(), reason="needs root to become another user")
@pytest.mark.parametrize("case", ["folder listable but not enterable", "file unreadable"])
def test_a_folder_or_file_the_player_may_not_read_gives_the_defaults(case: str) -> None:
    with shared_folder() as base:
        save_settings(GOOD, base)
        path = paths.settings_path(base)
        raw = path.read_bytes()
        if case == "file unreadable":
            path.parent.chmod(0o777)
            path.chmod(0o000)
        else:
            path.parent.chmod(0o666)

        def load() -> tuple[bool, str | None]:
            settings, notice = load_settings(base)
            return settings == Settings(), notice

        result = in_child(load, as_nobody=True, seconds=5)
        path.parent.chmod(0o755)
        assert result["outcome"] == "returned", result
        assert result["value"].startswith("(True, '") and str(path) in result["value"], result
        assert path.read_bytes() == raw  # left where it was: it is not damaged
