"""Fuzz of the saved-game loaders: for any bytes, any kind of file, any permission and any name
length, `load_game` returns the game or raises `SaveFileError` naming the file, and
`load_autosave` returns a game, None or `SaveFileError`; neither hangs, and the player's file
keeps its bytes (a damaged autosave only moves aside)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from samba_desktop.engine import Game
from samba_desktop.persistence import paths
from samba_desktop.persistence.atomic import backup_path
from samba_desktop.persistence.errors import SaveFileError
from samba_desktop.persistence.saves import autosave, load_autosave, load_game, save_game
from samba_desktop.persistence.seats import Seat

from .damage import (
    BOM,
    SPECIAL_FILES,
    can_drop_privileges,
    in_child,
    long_name_paths,
    make_long_name,
    mutations,
    needs_posix,
    shared_folder,
    tally,
)
from .gameplay import played_game

SEATS = (Seat("human", "normal", "You"), Seat("computer", "hard", "Åsa"),
         Seat("computer", "easy", "Bruno"), Seat("computer", "normal", "Zdeněk"))


@pytest.fixture(scope="module")
def game() -> Game:
    return played_game(60, seed=28)


def _load(path: Path) -> str:
    """What `load_game` did: "game" or "refused"; anything else fails the test."""
    try:
        load_game(path)
    except SaveFileError as error:
        assert str(path) in str(error), str(error)
        return "refused"
    return "game"


def test_damaged_bytes_are_refused_or_read_and_the_file_is_untouched(tmp_path: Path,
                                                                     game: Game) -> None:
    path = tmp_path / "game.samba"
    save_game(path, game, SEATS)
    raw = path.read_bytes()
    save_game(path, game, SEATS)  # a backup beside it: the message points to it
    outcomes: dict[str, int] = {}
    for label, data in mutations(raw, random.Random(28), flips=300, cuts=100):
        path.write_bytes(data)
        outcome = _load(path)
        assert path.read_bytes() == data, label
        tally(outcomes, outcome)
    print("load_game, damaged bytes:", outcomes)
    assert outcomes["refused"] > 300


def test_a_byte_order_mark_is_accepted(tmp_path: Path, game: Game) -> None:
    path = tmp_path / "game.samba"
    save_game(path, game, SEATS)
    path.write_bytes(BOM + path.read_bytes())
    assert load_game(path).game.to_dict() == game.to_dict()
    autosave(game, SEATS, base=tmp_path)
    auto = paths.autosave_path(tmp_path)
    auto.write_bytes(BOM + auto.read_bytes())
    resumed = load_autosave(tmp_path)
    assert resumed is not None and resumed.game.to_dict() == game.to_dict()


@needs_posix
@pytest.mark.parametrize(("label", "make"), SPECIAL_FILES, ids=[s[0] for s in SPECIAL_FILES])
def test_a_special_file_is_refused_at_once(tmp_path: Path, label, make) -> None:
    path = tmp_path / "game.samba"
    make(path)
    result = in_child(lambda: _load(path), seconds=5)
    assert result == {"outcome": "returned", "value": "'refused'"}, (label, result)

    make(backup_path(paths.autosave_path(tmp_path)))
    make(paths.autosave_path(tmp_path))

    def resume() -> str:
        try:
            return "game" if load_autosave(tmp_path) is not None else "none"
        except SaveFileError as error:
            assert str(paths.autosave_path(tmp_path)) in str(error), str(error)
            return "refused"

    result = in_child(resume, seconds=5)
    assert result["outcome"] == "returned" and result["value"] in ("'refused'", "'none'"), \
        (label, result)


def test_long_names_are_refused_in_plain_words(tmp_path: Path, game: Game) -> None:
    save_game(tmp_path / "good.samba", game, SEATS)
    good = (tmp_path / "good.samba").read_bytes()
    outcomes: dict[str, int] = {}
    for label, path in long_name_paths(tmp_path, ".samba"):
        for name, data in (("good", good), ("damaged", good[:100])):
            written = make_long_name(path, data)
            outcome = _load(path)
            if written and name == "good":
                assert outcome == "game", label
            elif not written:
                assert outcome == "refused", label
            tally(outcomes, f"{label}, {name}: {outcome}")
    print("load_game, long names:", outcomes)


@pytest.mark.skipif(not can_drop_privileges(), reason="needs root to become another user")
@pytest.mark.parametrize("case", ["folder listable but not enterable", "file unreadable"])
def test_a_save_the_player_may_not_read_is_refused_and_left_alone(case: str, game: Game) -> None:
    with shared_folder() as base:
        named = paths.saves_dir(base) / "game.samba"
        save_game(named, game, SEATS)
        save_game(named, game, SEATS)
        autosave(game, SEATS, base=base)
        autosave(game, SEATS, base=base)
        auto = paths.autosave_path(base)
        before = {p: p.read_bytes() for p in (named, auto, backup_path(auto))}
        for folder in (named.parent, auto.parent):
            if case == "file unreadable":
                folder.chmod(0o777)
                for path in folder.iterdir():
                    if path.is_file():
                        path.chmod(0o000)
            else:
                folder.chmod(0o666)

        def resume() -> str:
            try:
                return "game" if load_autosave(base) is not None else "none"
            except SaveFileError as error:
                assert str(auto) in str(error), str(error)
                return "refused"

        opened = in_child(lambda: _load(named), as_nobody=True, seconds=5)
        resumed = in_child(resume, as_nobody=True, seconds=5)
        for folder in (named.parent, auto.parent):
            folder.chmod(0o755)
        assert opened == {"outcome": "returned", "value": "'refused'"}, opened
        assert resumed == {"outcome": "returned", "value": "'refused'"}, resumed
        for path, raw in before.items():  # nothing moved aside: the files are not damaged
            path.chmod(0o644)
            assert path.read_bytes() == raw
