"""Fuzz of the score-history database: whatever the file holds, `HistoryDB.open` either opens
it and then every read (statistics, the list of games, running scores, both CSV exports) and a
new game's recording works, or it moves the file aside (keeping it) with a notice naming it and
starts a fresh history that works; or, for a file it may not read, raises `PersistenceError`
and leaves the file where it is. It never raises anything else and never keeps a half-usable
history that fails at every read."""

from __future__ import annotations

import os
import random
import re
import shutil
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from samba_desktop.persistence import history as history_module
from samba_desktop.persistence import paths
from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.history import HistoryDB, expected_schema
from samba_desktop.persistence.seats import Seat

from .damage import (
    SPECIAL_FILES,
    can_drop_privileges,
    in_child,
    mutations,
    needs_posix,
    shared_folder,
    tally,
)

T0 = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)


def _seats(players: int) -> list[Seat]:
    return [Seat("human", "normal", "You")] + [Seat("computer", "hard", f"AI {i}")
                                               for i in range(1, players)]


def _season(db: HistoryDB) -> None:
    for day, players in enumerate((2, 3, 4, 6, 4)):
        game = db.start_game({"players": players}, _seats(players),
                             started=T0 + timedelta(days=day))
        sides = 3 if players == 6 else 2 if players == 4 else players
        for hand in (1, 2):
            db.record_hand(game, hand, {
                "totals": [100 * hand + side for side in range(sides)], "went_out": 1,
                "scores": [200 * hand + side for side in range(sides)],
                "sides": [{"pure_canastas": 1, "mixed_canastas": 0, "sambas": side,
                           "bolivias": 0, "meld_points": 50} for side in range(sides)]})
        if day != 4:
            db.finish_game(game, [300 + side for side in range(sides)], 0,
                           finished=T0 + timedelta(days=day, hours=1))


@pytest.fixture(autouse=True)
def no_pause_before_reading_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every damaged file is read again before it is set aside; the pause before (for a disk's
    passing error to pass) is the test's time only: none here."""
    monkeypatch.setattr(history_module, "REREAD_PAUSE", 0.0)


@pytest.fixture(scope="module")
def good_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("history") / "history.sqlite3"
    db, notice = HistoryDB.open(path)
    assert notice is None
    _season(db)
    db._db.execute("PRAGMA journal_mode = DELETE")  # one file, no -wal beside it
    db.close()
    return path


def use_every_way(db: HistoryDB, folder: Path) -> None:
    """What the app does with a history: nothing may raise."""
    db._db.execute("PRAGMA synchronous = OFF")  # the test's speed: no waiting for the disk
    db.statistics()
    db.results_over_time()
    for game in db.games():
        db.running_scores(game.game_id)
    db.export_csv(folder / "games.csv")
    db.export_hands_csv(folder / "hands.csv")
    game = db.start_game({"players": 2}, _seats(2))
    db.record_hand(game, 1, {"totals": [10, 20], "went_out": 0})
    db.finish_game(game, [10, 20], 1)
    assert db.statistics().overall.played >= 1


def open_and_use(path: Path, kept_bytes: bytes | None = None, may_refuse: bool = False) -> str:
    """Open the history at ``path`` and use it; what happened, in words. Only a file that may
    be good (``may_refuse``: it cannot be read now) may be refused and left in place: a
    damaged one is moved aside, or it would fail at every start."""
    folder = path.parent
    try:
        db, notice = HistoryDB.open(path)
    except PersistenceError as error:
        assert may_refuse, str(error)
        assert str(path) in str(error), str(error)
        return "refused, file kept in place"
    if db.read_only:  # a newer version's: read, never changed nor moved aside
        try:
            db.statistics()
            for game in db.games():
                db.running_scores(game.game_id)
        finally:
            db.close()
        assert notice is not None and str(path) in notice, notice
        assert not [p for p in folder.iterdir() if p.name.startswith(path.name + ".")]
        return "read only, file kept in place"
    try:
        use_every_way(db, folder)
    finally:
        db.close()
    if notice is None:
        return "opened and used"
    assert str(path) in notice, notice
    kept = [p for p in folder.iterdir() if p.name.startswith(path.name + ".") and "-" in p.name
            and not p.name.endswith(("-wal", "-shm", "-journal"))]
    assert kept, notice
    if kept_bytes is not None:
        assert any(p.read_bytes() == kept_bytes for p in kept), notice
    return "moved aside, fresh history"


def _fresh_copy(good_file: Path, folder: Path) -> Path:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir()
    path = folder / "history.sqlite3"
    shutil.copyfile(good_file, path)
    return path


def test_damaged_bytes(tmp_path: Path, good_file: Path) -> None:
    raw = good_file.read_bytes()
    outcomes: dict[str, int] = {}
    cases = list(mutations(raw, random.Random(28), flips=40, cuts=12))
    start = raw.index(b"CREATE TABLE")  # bytes of the schema text set to 0x85, one at a time
    for offset in range(start, start + 400, 20):
        cases.append((f"0x85 at {offset}", raw[:offset] + b"\x85" + raw[offset + 1:]))
    for n, (label, data) in enumerate(cases):
        path = _fresh_copy(good_file, tmp_path / f"case{n}")
        path.write_bytes(data)
        try:
            tally(outcomes, open_and_use(path, data))
        except AssertionError:
            raise
        except Exception as error:
            raise AssertionError(f"{label}: {type(error).__name__}: {error}") from error
    print(f"history, {len(cases)} damaged files:", outcomes)


def _loosen(db: sqlite3.Connection, table: str) -> None:
    """Drop the table's NOT NULL and CHECK constraints (as an editor of the file could)."""
    (sql,) = db.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,)).fetchone()
    loose = re.sub(r"NOT NULL", "", sql)
    loose = re.sub(r"CHECK \((?:[^()]|\([^()]*\))*\)", "", loose)
    db.execute("PRAGMA writable_schema = ON")
    db.execute("UPDATE sqlite_master SET sql = ? WHERE name = ?", (loose, table))
    db.execute("PRAGMA writable_schema = OFF")


WRONG_VALUES: tuple[object, ...] = (
    "north", 0.5, None, b"\x00\xff", 2**62, -5, "", "[", '{"a": 1}', '[1, "x"]', "[1e400]",
    "2026-03-01T20:00:00",
)


def _edit(good_file: Path, folder: Path, change: Callable[[sqlite3.Connection], None]) -> Path:
    path = _fresh_copy(good_file, folder)
    db = sqlite3.connect(path, isolation_level=None)
    try:
        change(db)
    finally:
        db.close()
    return path


def test_wrong_values_in_every_column(tmp_path: Path, good_file: Path) -> None:
    """Two wrong values per column in a run (SAMBA_FUZZ_SEED chooses which; SAMBA_FUZZ_ALL=1
    tries every one of them in every column)."""
    rng = random.Random(int(os.environ.get("SAMBA_FUZZ_SEED", "28")))
    every = os.environ.get("SAMBA_FUZZ_ALL") == "1"
    outcomes: dict[str, int] = {}
    n = 0
    for table, columns in expected_schema().items():
        for column in columns:
            for value in WRONG_VALUES if every else rng.sample(WRONG_VALUES, 2):
                def change(db: sqlite3.Connection, table=table, column=column.name,
                           value=value) -> None:
                    _loosen(db, table)
                    db.execute(f'UPDATE "{table}" SET "{column}" = ? '
                               f'WHERE rowid = (SELECT max(rowid) FROM "{table}")', (value,))
                n += 1
                try:
                    path = _edit(good_file, tmp_path / f"case{n}", change)
                except sqlite3.Error:
                    tally(outcomes, "SQLite refused to store it")
                    continue
                label = f"{table}.{column.name} = {value!r}"
                try:
                    tally(outcomes, open_and_use(path))
                except Exception as error:
                    raise AssertionError(f"{label}: {type(error).__name__}: {error}") from error
    print(f"history, {n} wrong values:", outcomes)


def _structural_changes() -> list[tuple[str, Callable[[sqlite3.Connection], None]]]:
    changes: list[tuple[str, Callable[[sqlite3.Connection], None]]] = []
    for table, columns in expected_schema().items():
        changes.append((f"table {table} dropped, version stamp kept",
                        lambda db, t=table: db.execute(f'DROP TABLE "{t}"')))
        changes.append((f"table {table} emptied", lambda db, t=table: db.execute(
            f'DELETE FROM "{t}"')))
        changes.append((f"table {table} renamed", lambda db, t=table: db.execute(
            f'ALTER TABLE "{t}" RENAME TO "old_{t}"')))
        for column in columns:
            changes.append((f"column {table}.{column.name} dropped",
                            lambda db, t=table, c=column.name: db.execute(
                                f'ALTER TABLE "{t}" DROP COLUMN "{c}"')))
            changes.append((f"column {table}.{column.name} renamed",
                            lambda db, t=table, c=column.name: db.execute(
                                f'ALTER TABLE "{t}" RENAME COLUMN "{c}" TO "x_{c}"')))
    changes += [
        ("version stamp 0", lambda db: db.execute("PRAGMA user_version = 0")),
        ("version stamp 99", lambda db: db.execute("PRAGMA user_version = 99")),
        ("version stamp -1", lambda db: db.execute("PRAGMA user_version = -1")),
        ("application id changed", lambda db: db.execute("PRAGMA application_id = 7")),
        ("a table of someone else's", lambda db: db.execute("CREATE TABLE notes (x)")),
        ("foreign keys broken", lambda db: db.execute("UPDATE hands SET game_id = 999")),
    ]
    return changes


def test_tables_columns_and_stamps_changed(tmp_path: Path, good_file: Path) -> None:
    outcomes: dict[str, int] = {}
    changes = _structural_changes()
    for n, (label, change) in enumerate(changes):
        try:
            path = _edit(good_file, tmp_path / f"case{n}", change)
        except sqlite3.Error:
            tally(outcomes, "SQLite refused the change")
            continue
        try:
            outcome = open_and_use(path)
        except Exception as error:
            raise AssertionError(f"{label}: {type(error).__name__}: {error}") from error
        if "dropped" in label or "renamed" in label:
            assert outcome == "moved aside, fresh history", label
        tally(outcomes, outcome)
    print(f"history, {len(changes)} changed schemas:", outcomes)


@needs_posix
@pytest.mark.parametrize(("label", "make"), SPECIAL_FILES, ids=[s[0] for s in SPECIAL_FILES])
def test_a_special_file_in_place_of_the_history(tmp_path: Path, label, make) -> None:
    path = tmp_path / "history.sqlite3"
    make(path)
    result = in_child(lambda: open_and_use(path), seconds=10)
    assert result["outcome"] == "returned", (label, result)


@pytest.mark.skipif(not can_drop_privileges(), reason="needs root to become another user")
@pytest.mark.parametrize("case", ["folder listable but not enterable", "file unreadable"])
def test_a_history_the_player_may_not_read_is_refused_and_kept(case: str,
                                                              good_file: Path) -> None:
    with shared_folder() as base:
        path = paths.history_path(base)
        shutil.copyfile(good_file, path)
        raw = path.read_bytes()
        if case == "file unreadable":
            path.parent.chmod(0o777)
            path.chmod(0o000)
        else:
            path.parent.chmod(0o666)
        result = in_child(lambda: open_and_use(path, may_refuse=True), as_nobody=True,
                          seconds=10)
        path.parent.chmod(0o755)
        assert result == {"outcome": "returned", "value": "'refused, file kept in place'"}, \
            result
        assert path.read_bytes() == raw
