"""The score history: every game and every hand played, in an SQLite database.

The database lives in the data folder, runs in WAL mode and carries its schema version in
``PRAGMA user_version``; ``MIGRATIONS`` is the list of steps that bring a database from each
version to the next. On opening, the file is checked: SQLite's
own check, the tables and columns the migrations make (`expected_schema`, derived from
``MIGRATIONS``, so a table added there is checked with no change here), the storage type of every
value and the range of every value read (`check_schema`, `check_types` and a read of every row).
A damaged database, a file that is not ours, or a folder, pipe or device in its place is moved
aside and a fresh one created, with a notice for the player: a half-usable history that fails
at every read is never kept. A file that seems damaged is read again first (`READ_ATTEMPTS`: a
disk's passing read error looks like damage), and one made by a newer version is opened to be
read only, never moved aside. Writes choose their sync: a finished game is on the disk when
`HistoryDB.finish_game` returns, a hand's record may wait for the next sync (its autosave has it). Damage done behind the app's back while it runs is found on read:
`DamagedHistory`, a ``PersistenceError``.

Hands are recorded from plain dicts (see ``record_hand``), so the history does not depend on the
engine's classes; ``hand_record_from_game`` builds that dict from a finished hand.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import errno
import io
import json
import math
import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from samba_desktop.engine import Game, seats_of
from samba_desktop.engine.serialize import MAX_HAND_NUMBER, MAX_SCORE
from samba_desktop.persistence import paths
from samba_desktop.persistence.atomic import (
    atomic_write_text,
    describe_os_error,
    fsync_directory,
    move_aside,
)
from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.seats import (
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Seat,
    check_players,
    coerce_seats,
    number_of_sides,
    seats_from_list,
    side_of_seat,
)

# "SMBA": marks the file as ours, so a stranger's SQLite file is never taken for the history.
APPLICATION_ID = 0x534D4241
OUTCOMES = ("won", "lost", "draw", "unfinished")
MELD_COUNTS = ("pure_canastas", "mixed_canastas", "sambas", "bolivias")


# --- schema ---------------------------------------------------------------------------------


def _create_version_1(db: sqlite3.Connection) -> None:
    db.execute(
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            started TEXT NOT NULL,              -- ISO 8601, UTC
            finished TEXT,                      -- NULL while unfinished
            players INTEGER NOT NULL CHECK (players BETWEEN 2 AND 6),
            rules TEXT NOT NULL,                -- JSON object of the rule options
            seats TEXT NOT NULL,                -- JSON list of {kind, level, name}
            human_side INTEGER,                 -- the side of the (first) human; NULL if none
            final_totals TEXT,                  -- JSON list, one total per side
            winner_side INTEGER,                -- NULL for a draw (or while unfinished)
            outcome TEXT CHECK (outcome IN ('won', 'lost', 'draw', 'unfinished'))
                                                -- for the human; NULL if no human played
        )
        """
    )
    db.execute(
        """
        CREATE TABLE hands (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            hand_number INTEGER NOT NULL CHECK (hand_number >= 1),
            recorded TEXT NOT NULL,
            went_out INTEGER,                   -- the seat that went out; NULL if the stock ran out
            totals TEXT NOT NULL,               -- JSON list: this hand's score per side
            scores TEXT,                        -- JSON list: cumulative scores after the hand
            PRIMARY KEY (game_id, hand_number)
        )
        """
    )
    db.execute(
        """
        CREATE TABLE hand_sides (
            game_id INTEGER NOT NULL,
            hand_number INTEGER NOT NULL,
            side INTEGER NOT NULL CHECK (side >= 0),
            score INTEGER NOT NULL,
            pure_canastas INTEGER NOT NULL DEFAULT 0,
            mixed_canastas INTEGER NOT NULL DEFAULT 0,
            sambas INTEGER NOT NULL DEFAULT 0,
            bolivias INTEGER NOT NULL DEFAULT 0,
            breakdown TEXT NOT NULL,            -- JSON object: the side's full hand breakdown
            PRIMARY KEY (game_id, hand_number, side),
            FOREIGN KEY (game_id, hand_number)
                REFERENCES hands (game_id, hand_number) ON DELETE CASCADE
        )
        """
    )
    db.execute("CREATE INDEX games_by_finished ON games (finished)")


# The coach's reviews of the human's hands (persistence/reviews.py reads and writes them).
_REVIEW_TABLES = (
    """
    CREATE TABLE hand_reviews (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        hand_number INTEGER NOT NULL CHECK (hand_number >= 1),
        seed INTEGER,                       -- the deal seed (NULL: unknown)
        moves INTEGER NOT NULL CHECK (moves >= 0),  -- the moves of the hand record reviewed
        reviewed TEXT NOT NULL,             -- ISO 8601, UTC
        decisions INTEGER NOT NULL CHECK (decisions >= 0),
        cost REAL NOT NULL CHECK (cost >= 0),  -- points per hand lost in all
        inaccuracies INTEGER NOT NULL CHECK (inaccuracies >= 0),
        mistakes INTEGER NOT NULL CHECK (mistakes >= 0),
        blunders INTEGER NOT NULL CHECK (blunders >= 0),
        PRIMARY KEY (game_id, hand_number)
    )
    """,
    """
    CREATE TABLE decision_reviews (
        game_id INTEGER NOT NULL,
        hand_number INTEGER NOT NULL,
        step INTEGER NOT NULL CHECK (step >= 1),  -- the move's number in the hand (1-based)
        seat INTEGER NOT NULL CHECK (seat >= 0),
        cost REAL NOT NULL CHECK (cost >= 0),
        grade TEXT NOT NULL CHECK (grade IN ('inaccuracy', 'mistake', 'blunder')),
        better TEXT NOT NULL,               -- the better move, in the engine's text form
        reason_key TEXT NOT NULL,
        reason_params TEXT NOT NULL,        -- JSON object
        PRIMARY KEY (game_id, hand_number, step),
        FOREIGN KEY (game_id, hand_number) REFERENCES hand_reviews (game_id, hand_number)
            ON DELETE CASCADE
    )
    """,
    "CREATE INDEX hand_reviews_by_seed ON hand_reviews (seed, hand_number)",
)


def _add_reviews_version_2(db: sqlite3.Connection) -> None:
    for sql in _REVIEW_TABLES:
        db.execute(sql)


def _add_shared_tables_version_3(db: sqlite3.Connection) -> None:
    # a game played at a table shared with friends (issue 39): NULL for a game played alone
    # (every game recorded before), else a JSON object {"role": "hosted" | "joined",
    # "host": the hosting player's name ("" if none), "friends": [the other people's names]}
    db.execute("ALTER TABLE games ADD COLUMN shared_table TEXT")


# MIGRATIONS[n] brings a database from user_version n to n + 1. Append; never edit a step.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _create_version_1, _add_reviews_version_2, _add_shared_tables_version_3]


def schema_version() -> int:
    """The schema version this code writes."""
    return len(MIGRATIONS)


def migrate(db: sqlite3.Connection) -> int:
    """Apply the missing migration steps, each in its own transaction; return the version.

    Raises ``_NotOurDatabase`` for a database newer than this code or not made by it.
    """
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if version > len(MIGRATIONS):
        raise _NotOurDatabase("was made by a newer version of Samba Desktop", "newer")
    if version < 0:
        raise _NotOurDatabase("is damaged (its version stamp is not valid)", "corrupt")
    if version == 0:
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if tables:
            raise _NotOurDatabase("is not a Samba Desktop score history", "foreign")
    elif db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
        raise _NotOurDatabase("is not a Samba Desktop score history", "foreign")
    while version < len(MIGRATIONS):
        with _transaction(db):
            # re-read inside the write lock: another instance may have migrated meanwhile
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            if version >= len(MIGRATIONS):
                break
            MIGRATIONS[version](db)
            version += 1
            db.execute(f"PRAGMA user_version = {version:d}")
            db.execute(f"PRAGMA application_id = {APPLICATION_ID:d}")
    return version


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


class _NotOurDatabase(Exception):
    def __init__(self, reason: str, tag: str) -> None:
        super().__init__(reason)
        self.tag = tag


class HistoryConflict(PersistenceError):
    """A game's record holds another line of play than the one being recorded (a second copy
    of the app resumed the same game, or an older save of it was opened): nothing was written;
    the caller gives its line a record of its own."""


class DamagedHistory(PersistenceError):
    """The score history holds what this version never writes: a value of the wrong type or
    out of range, a missing table or column. The message names the file; ``detail`` says what
    is damaged."""

    def __init__(self, message: str, path: str | Path, detail: str) -> None:
        super().__init__(message, path)
        self.detail = detail


# --- checking the file ------------------------------------------------------------------------


@dataclass(frozen=True)
class Column:
    """One column of a table, as ``PRAGMA table_info`` describes it."""

    name: str
    type: str  # the declared type, upper case: "INTEGER", "TEXT"
    not_null: bool
    primary_key: bool


def _columns(db: sqlite3.Connection, table: str) -> tuple[Column, ...]:
    return tuple(
        Column(str(row[1]), str(row[2]).upper(), bool(row[3]), bool(row[5]))
        for row in db.execute(f'PRAGMA table_info("{table}")').fetchall()
    )


def expected_schema() -> dict[str, tuple[Column, ...]]:
    """The tables (and their columns) that ``MIGRATIONS`` make, read from a database in memory
    that they built: the one description of the schema that every file is checked against."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for step in MIGRATIONS:
            step(db)
        tables = [name for (name,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        return {table: _columns(db, table) for table in tables}
    finally:
        db.close()


def check_schema(db: sqlite3.Connection) -> None:
    """``_NotOurDatabase`` ("corrupt") unless every expected table is there with every expected
    column, of its declared type (further tables and columns are left alone)."""
    for table, columns in expected_schema().items():
        found = {column.name: column for column in _columns(db, table)}
        if not found:
            raise _NotOurDatabase(f"is damaged (its table {table} is missing)", "corrupt")
        for column in columns:
            have = found.get(column.name)
            if have is None or (have.type, have.primary_key) != (column.type, column.primary_key):
                raise _NotOurDatabase(
                    f"is damaged (its column {table}.{column.name} is missing or changed)",
                    "corrupt")


_STORAGE = {"INTEGER": ("integer",), "TEXT": ("text",), "REAL": ("real", "integer"),
            "BLOB": ("blob",)}


def check_types(db: sqlite3.Connection) -> None:
    """``_NotOurDatabase`` ("corrupt") if any value is not stored as its column's declared type
    (SQLite stores text in an INTEGER column if told to), or is NULL where it may not be."""
    for table, columns in expected_schema().items():
        tests = []
        for column in columns:
            kinds = _STORAGE.get(column.type)
            if kinds is None:
                continue
            allowed = (*kinds, *(() if column.not_null or column.primary_key else ("null",)))
            tests.append(f'typeof("{column.name}") NOT IN ({", ".join(map(repr, allowed))})')
        if tests and db.execute(
                f'SELECT EXISTS (SELECT 1 FROM "{table}" WHERE {" OR ".join(tests)})'
        ).fetchone()[0]:
            raise _NotOurDatabase(f"is damaged (its table {table} holds values of the wrong type)",
                                  "corrupt")


# --- results ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Record:
    """Finished games and how they went for the human."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0

    @property
    def win_rate(self) -> float:
        """Won games as a share of finished games (0.0 when none was played)."""
        return self.won / self.played if self.played else 0.0

    def add(self, outcome: str) -> Record:
        return Record(
            self.played + 1,
            self.won + (outcome == "won"),
            self.lost + (outcome == "lost"),
            self.drawn + (outcome == "draw"),
        )


@dataclass(frozen=True)
class Statistics:
    """The human's statistics over all recorded games."""

    overall: Record
    by_opponent_level: dict[str, Record]  # "easy" / "normal" / "hard" / "mixed"
    by_players: dict[int, Record]
    unfinished: int
    hands_played: int
    best_hand_score: int | None
    average_hand_score: float | None
    longest_winning_streak: int
    current_winning_streak: int
    pure_canastas: int
    mixed_canastas: int
    sambas: int
    bolivias: int
    times_went_out: int

    @property
    def win_rate(self) -> float:
        return self.overall.win_rate

    @property
    def canastas(self) -> int:
        return self.pure_canastas + self.mixed_canastas


@dataclass(frozen=True)
class HandScore:
    """One hand of a game: its score per side and the running totals after it."""

    hand_number: int
    totals: tuple[int, ...]
    scores: tuple[int, ...]
    went_out: int | None


class TableRole(StrEnum):
    """How a game at a table shared with friends was played from this machine."""

    HOSTED = "hosted"  # this app hosted the table
    JOINED = "joined"  # this app sat at someone else's table


@dataclass(frozen=True)
class SharedTable:
    """A game played with friends: whether this app hosted the table or joined it, the name
    of the player who hosted it ("" for a table nobody at it hosted: ``serve``) and the names
    of the other people at the table."""

    role: TableRole
    host: str = ""
    friends: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.role, TableRole):
            raise ValueError(f"unknown table role {self.role!r}")
        for name in (self.host, *self.friends):
            if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH:
                raise ValueError(f"a player's name at the table is malformed: {name!r}")
        if len(self.friends) >= MAX_PLAYERS:
            raise ValueError("more friends than seats at the table")

    def to_json(self) -> str:
        return json.dumps({"role": self.role.value, "host": self.host,
                           "friends": list(self.friends)})

    @classmethod
    def from_json(cls, text: str) -> SharedTable:
        """The table `to_json` wrote; ``ValueError`` (or ``TypeError``) for anything else."""
        data = json.loads(text)
        if not isinstance(data, dict) or set(data) != {"role", "host", "friends"}:
            raise ValueError("the shared table is not a set of its fields")
        friends = data["friends"]
        if not isinstance(friends, list):
            raise ValueError("the friends at the table are not a list")
        return cls(TableRole(data["role"]), data["host"], tuple(friends))


@dataclass(frozen=True)
class GameSummary:
    """One recorded game, as listed in the history and plotted over time."""

    game_id: int
    started: datetime
    finished: datetime | None
    players: int
    seats: tuple[Seat, ...]
    human_side: int | None
    opponent_level: str | None
    outcome: str | None
    final_totals: tuple[int, ...] | None
    winner_side: int | None
    hands_played: int
    shared: SharedTable | None = None
    """The table shared with friends it was played at (None: played alone)."""

    @property
    def human_total(self) -> int | None:
        if self.final_totals is None or self.human_side is None:
            return None
        return self.final_totals[self.human_side]

    @property
    def best_opponent_total(self) -> int | None:
        if self.final_totals is None or self.human_side is None:
            return None
        others = [t for side, t in enumerate(self.final_totals) if side != self.human_side]
        return max(others) if others else None


# --- the database -----------------------------------------------------------------------------


class HistoryDB:
    """The score-history database. Open with ``HistoryDB.open``; close when done.

    Every method raises ``PersistenceError`` (never ``sqlite3.Error``) if the database cannot
    be read or written, and ``ValueError`` for arguments that make no sense.
    """

    def __init__(self, connection: sqlite3.Connection, path: Path, *,
                 read_only: bool = False) -> None:
        self._db = connection
        self.path = path
        self.read_only = read_only
        """Opened only to be read (made by a newer version): every write refuses."""

    # opening ---------------------------------------------------------------------------------

    @classmethod
    def open(
        cls, path: str | Path | None = None, *, base: str | Path | None = None
    ) -> tuple[HistoryDB, str | None]:
        """Open (or create) the history: ``(db, notice)``.

        ``path`` defaults to the data folder's history file (below ``base`` if given). A
        damaged database, or a file that is not a Samba Desktop history, is renamed with a
        timestamp suffix and a fresh database is created; ``notice`` then says so.
        """
        path = Path(path) if path is not None else paths.history_path(base)
        paths.ensure_dir(path.parent)
        opened = cls._read_again(path)
        if isinstance(opened, HistoryDB):
            if opened.read_only:
                return opened, (
                    f'The score history "{path}" was made by a newer version of Samba Desktop; '
                    "it is shown as it is and left unchanged.")
            return opened, None
        reason, tag = opened
        kept = _move_database_aside(path, tag)
        if kept is None:
            raise PersistenceError(
                f'The score history "{path}" {reason} and could not be moved aside.', path
            )
        try:
            connection = _connect(path)
            _configure(connection)
            db = cls(connection, path)
        except Exception as error:  # noqa: BLE001 - the promise: only PersistenceError
            raise PersistenceError(
                f'Could not create a new score history "{path}": {error}.', path
            ) from error
        return db, (
            f'The score history "{path}" {reason}; a new, empty history was started. '
            f'The old file was kept as "{kept}".'
        )

    @classmethod
    def _read_again(cls, path: Path) -> HistoryDB | tuple[str, str]:
        """`_try_open`, tried again (after a pause) while the file seems damaged or cannot be
        read: a disk's passing read error looks like damage ("database disk image is
        malformed") but is gone a moment later. Only damage that stays is reported."""
        for attempt in range(READ_ATTEMPTS):
            last = attempt == READ_ATTEMPTS - 1
            try:
                opened = cls._try_open(path)
            except PersistenceError:
                if last:
                    raise
            else:
                if isinstance(opened, HistoryDB) or opened[1] != "corrupt" or last:
                    return opened
            time.sleep(REREAD_PAUSE * (attempt + 1))
        raise AssertionError("unreachable")  # pragma: no cover - the loop returns or raises

    @classmethod
    def _try_open(cls, path: Path) -> HistoryDB | tuple[str, str]:
        """The checked database; or why the file must be moved aside: (reason, tag). Raises
        ``PersistenceError`` if the file cannot be opened but may be good (locked, no
        permission: it is kept where it is)."""
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            if os.path.lexists(path):
                return "is a link to a file that does not exist", "corrupt"
            mode = None
        except (OSError, ValueError) as error:
            if isinstance(error, OSError) and error.errno == errno.ELOOP:
                return "is a link that leads nowhere (a loop of links)", "corrupt"
            why = describe_os_error(error) if isinstance(error, OSError) else "bad name"
            raise PersistenceError(
                f'Could not open the score history "{path}": {why}.', path) from error
        if mode is not None and not stat.S_ISREG(mode):  # SQLite would block on a FIFO
            return "is not a file (a folder, pipe or device is in its place)", "corrupt"
        try:
            connection = _connect(path)
        except _NotOurDatabase as problem:
            if problem.tag == "newer":
                return cls._open_newer(path)
            return str(problem), problem.tag
        except sqlite3.Error as error:
            if not _is_corruption(error):  # locked, no permission, disk full: keep the file
                raise PersistenceError(
                    f'Could not open the score history "{path}": {error}.', path
                ) from error
            return "is damaged", "corrupt"
        except Exception:  # noqa: BLE001 - a damaged file makes SQLite fail in odd ways
            # (a schema SQLite cannot decode raises UnicodeDecodeError, for one)
            return "is damaged", "corrupt"
        db = cls(connection, path)
        try:
            db._read_everything()
        except DamagedHistory as error:
            db.close()
            return f"is damaged ({error.detail})", "corrupt"
        except PersistenceError:
            db.close()
            raise
        except Exception:  # noqa: BLE001 - whatever else a damaged file makes a read raise
            db.close()
            return "is damaged", "corrupt"
        try:
            _configure(connection)
        except sqlite3.Error as error:
            db.close()
            if _is_corruption(error):
                return "is damaged", "corrupt"
            raise PersistenceError(
                f'Could not open the score history "{path}": {error}.', path) from error
        return db

    @classmethod
    def _open_newer(cls, path: Path) -> HistoryDB:
        """A history made by a newer version, opened to be read only: it is never moved aside
        (going back to this version and forth again must not split the history)."""
        refused = PersistenceError(
            f'The score history "{path}" was made by a newer version of Samba Desktop that '
            "stores it in a way this version cannot read; it was left as it is.", path)
        try:
            connection = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True,
                                         timeout=5.0, isolation_level=None)
        except sqlite3.Error as error:
            raise refused from error
        try:
            connection.row_factory = sqlite3.Row
            connection.execute("PRAGMA query_only = ON")
            check_schema(connection)
            check_types(connection)
            db = cls(connection, path, read_only=True)
            db._read_everything()
        except Exception as error:  # noqa: BLE001 - what it holds is not ours to judge
            connection.close()
            raise refused from error
        return db

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    def __enter__(self) -> HistoryDB:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _writing(self, *, durable: bool = False) -> Iterator[sqlite3.Connection]:
        """A write transaction. ``durable``: its commit is on the disk when it returns
        (``synchronous = FULL``: the log is synced); otherwise the commit is atomic and
        consistent but a power cut may undo it (``NORMAL``: synced at the next checkpoint or
        durable write), which a move can afford: its autosave has it."""
        if self.read_only:
            raise PersistenceError(
                f'The score history "{self.path}" was made by a newer version of Samba Desktop '
                "and is not changed by this one.", self.path)
        try:
            usual = self._db.execute("PRAGMA synchronous").fetchone()[0]
            if durable and usual < _SYNCHRONOUS_FULL:
                self._db.execute(f"PRAGMA synchronous = {_SYNCHRONOUS_FULL:d}")
            try:
                with _transaction(self._db):
                    yield self._db
            finally:
                if durable and usual < _SYNCHRONOUS_FULL:
                    self._db.execute(f"PRAGMA synchronous = {int(usual):d}")
        except sqlite3.Error as error:
            raise PersistenceError(
                f'Could not write to the score history "{self.path}": {error}.', self.path
            ) from error

    def _query(self, sql: str, parameters: Sequence[Any] = ()) -> list[sqlite3.Row]:
        try:
            try:
                return self._db.execute(sql, parameters).fetchall()
            except sqlite3.Error as error:
                if not _is_corruption(error):
                    raise
            time.sleep(REREAD_PAUSE)  # a passing read error looks like damage: read again
            return self._db.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            if _is_corruption(error):  # a table or column gone, text not UTF-8...
                raise self._damaged("data", error) from error
            raise PersistenceError(
                f'Could not read the score history "{self.path}": {error}.', self.path
            ) from error
        except (UnicodeDecodeError, OverflowError) as error:  # text that is not UTF-8...
            raise self._damaged("data", error) from error

    def _damaged(self, what: str, error: BaseException) -> DamagedHistory:
        detail = f"{what}: {error}" if str(error) else f"{what}: {type(error).__name__}"
        return DamagedHistory(f'The score history "{self.path}" holds a damaged {detail}.',
                              self.path, f"it holds a damaged {detail}")

    def _read_everything(self) -> None:
        """Check every row as the views will read it (``DamagedHistory`` if one is damaged):
        the games in Python, the many hands and their sides in SQL (`_BAD_HAND_ROWS`)."""
        self.games()
        for table, columns in expected_schema().items():  # every text readable as UTF-8
            texts = [f'"{column.name}"' for column in columns if column.type == "TEXT"]
            if texts:
                try:
                    for _row in self._db.execute(f'SELECT {", ".join(texts)} FROM "{table}"'):
                        pass
                except sqlite3.Error as error:
                    if not _is_corruption(error):  # locked...: not a damaged file
                        raise PersistenceError(f'Could not read the score history '
                                               f'"{self.path}": {error}.', self.path) from error
                    raise self._damaged("text", error) from error
                except UnicodeDecodeError as error:
                    raise self._damaged("text", error) from error
        self._check_hand_rows()

    def _check_hand_rows(self) -> None:
        """``DamagedHistory`` if a row of hands or of their sides holds what `_hand` and
        `_side` would refuse (checked in SQL: there are thousands)."""
        for table, where in _bad_hand_rows().items():
            if self._query(f"{_WITH_SIDES} SELECT EXISTS (SELECT 1 FROM {table} AS row JOIN "
                           f"game ON game.id = row.game_id WHERE {where})")[0][0]:
                raise self._damaged("hand", ValueError(f"a row of {table} is out of range"))

    # recording -------------------------------------------------------------------------------

    def start_game(
        self,
        rules: Any,
        seats: Sequence[Seat | Mapping[str, Any]],
        *,
        started: datetime | None = None,
        human_side: int | None = None,
        shared: SharedTable | None = None,
    ) -> int:
        """Record the start of a game; returns its id (store it with the saved game).

        ``rules`` is the engine's ``Rules`` (any dataclass) or a mapping of rule options.
        ``human_side`` defaults to the side of the first human seat. ``shared``: the table
        shared with friends it is played at (None: played alone).
        """
        seat_list = coerce_seats(seats)
        players = check_players(len(seat_list))
        rules_data = _rules_to_dict(rules)
        if rules_data.get("players", players) != players:
            raise ValueError(f"{len(seat_list)} seats for a game of {rules_data['players']}")
        if human_side is None:
            humans = [i for i, seat in enumerate(seat_list) if seat.kind == "human"]
            human_side = side_of_seat(humans[0], players) if humans else None
        elif type(human_side) is not int or not 0 <= human_side < number_of_sides(players):
            raise ValueError(f"no side {human_side!r} at a table of {players}")
        with self._writing() as db:
            cursor = db.execute(
                "INSERT INTO games (started, players, rules, seats, human_side, outcome, "
                "shared_table) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    _timestamp(started),
                    players,
                    json.dumps(rules_data, sort_keys=True),
                    json.dumps([seat.to_dict() for seat in seat_list]),
                    human_side,
                    "unfinished" if human_side is not None else None,
                    _shared_text(shared, players),
                ),
            )
        row_id = cursor.lastrowid
        if row_id is None:
            raise PersistenceError(f'The score history "{self.path}" did not store the game.', self.path)
        return int(row_id)

    def set_shared(self, game_id: int, shared: SharedTable | None) -> None:
        """Say again at which shared table game ``game_id`` is played (friends who joined
        later); ``ValueError`` for a game the history does not have."""
        text = _shared_text(shared, self._players_of(game_id))
        with self._writing() as db:
            db.execute("UPDATE games SET shared_table = ? WHERE id = ? "
                       "AND shared_table IS NOT ?", (text, game_id, text))

    def record_hand(self, game_id: int, hand_number: int, result: Mapping[str, Any], *,
                    same_line: bool = False) -> None:
        """Record (or re-record, replacing) one finished hand of a game.

        ``same_line``: only as the next hand of the game's line of play, or again as it was
        recorded (a record made twice, after a crash); ``HistoryConflict`` (nothing written) if
        the game is finished, has later hands, or has this hand with another score: another
        line of play, which must not replace it.

        ``result`` is a plain dict::

            {"totals": [2370, 500],            # this hand's score per side (required)
             "went_out": 0,                    # seat that went out, or None (stock ran out)
             "scores": [5120, 3010],           # cumulative scores after the hand (optional)
             "sides": [{"pure_canastas": 1, "mixed_canastas": 1, "sambas": 1,
                        "bolivias": 0, ...any further breakdown...}, ...]}  # optional

        Every per-side dict is stored as that side's breakdown; the four counts are read from
        it (missing counts are 0).
        """
        players = self._players_of(game_id)
        sides = number_of_sides(players)
        if type(hand_number) is not int or hand_number < 1:
            raise ValueError(f"bad hand number {hand_number!r}")
        totals = _int_list(result.get("totals"), sides, "totals")
        scores = result.get("scores")
        if scores is not None:
            scores = _int_list(scores, sides, "scores")
        went_out = result.get("went_out")
        if went_out is not None and (type(went_out) is not int or not 0 <= went_out < players):
            raise ValueError(f"bad went_out seat {went_out!r}")
        side_data = result.get("sides")
        if side_data is None:
            side_data = [{} for _ in range(sides)]
        if not isinstance(side_data, Sequence) or len(side_data) != sides:
            raise ValueError(f"sides must be a list of {sides} dicts")
        rows = []
        for side, breakdown in enumerate(side_data):
            if not isinstance(breakdown, Mapping):
                raise ValueError("each side's breakdown must be a dict")
            counts = []
            for key in MELD_COUNTS:
                count = breakdown.get(key, 0)
                if type(count) is not int or count < 0:
                    raise ValueError(f"bad {key} count {count!r}")
                counts.append(count)
            rows.append(
                (game_id, hand_number, side, totals[side], *counts, _to_json(dict(breakdown)))
            )
        with self._writing() as db:
            if same_line:
                self._check_line(db, game_id, hand_number, totals, went_out)
            db.execute(
                "DELETE FROM hands WHERE game_id = ? AND hand_number = ?", (game_id, hand_number)
            )
            db.execute(
                "INSERT INTO hands (game_id, hand_number, recorded, went_out, totals, scores) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    hand_number,
                    _timestamp(None),
                    went_out,
                    json.dumps(totals),
                    None if scores is None else json.dumps(scores),
                ),
            )
            db.executemany(
                "INSERT INTO hand_sides (game_id, hand_number, side, score, pure_canastas, "
                "mixed_canastas, sambas, bolivias, breakdown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )

    def _check_line(self, db: sqlite3.Connection, game_id: int, hand_number: int,
                    totals: Sequence[int], went_out: int | None) -> None:
        """``HistoryConflict`` unless hand ``hand_number`` continues game ``game_id``'s line."""
        finished = db.execute("SELECT finished FROM games WHERE id = ?", (game_id,)).fetchone()
        if finished is None or finished[0] is not None:
            raise self._conflict(game_id, "it is finished")
        if db.execute("SELECT EXISTS (SELECT 1 FROM hands WHERE game_id = ? AND hand_number > ?)",
                      (game_id, hand_number)).fetchone()[0]:
            raise self._conflict(game_id, f"it has hands after hand {hand_number}")
        row = db.execute("SELECT totals, went_out FROM hands WHERE game_id = ? AND "
                         "hand_number = ?", (game_id, hand_number)).fetchone()
        if row is not None:
            try:
                same = json.loads(row[0]) == list(totals) and row[1] == went_out
            except (ValueError, TypeError, RecursionError):
                same = False
            if not same:
                raise self._conflict(game_id, f"its hand {hand_number} was played otherwise")

    def _conflict(self, game_id: int, why: str) -> HistoryConflict:
        return HistoryConflict(f'The game {game_id} of the score history "{self.path}" was '
                               f"played on elsewhere: {why}.", self.path)

    def finish_game(
        self,
        game_id: int,
        final_totals: Sequence[int],
        winner_side: int | None,
        *,
        finished: datetime | None = None,
    ) -> str | None:
        """Record the end of a game; returns the human's outcome ("won"/"lost"/"draw").

        Durable: on the disk when it returns. Recording the same end again changes nothing;
        ``HistoryConflict`` if the game was recorded as finished with other totals."""
        game = self.game(game_id)
        sides = number_of_sides(game.players)
        totals = _int_list(list(final_totals), sides, "final_totals")
        if winner_side is not None and (
            type(winner_side) is not int or not 0 <= winner_side < sides
        ):
            raise ValueError(f"no side {winner_side!r} in this game")
        human_side = game.human_side
        if human_side is None:
            outcome = None
        elif winner_side is None:
            outcome = "draw"
        else:
            outcome = "won" if winner_side == human_side else "lost"
        with self._writing(durable=True) as db:
            done = db.execute("SELECT finished, final_totals, winner_side FROM games "
                              "WHERE id = ?", (game_id,)).fetchone()
            if done is not None and done[0] is not None:
                try:
                    same = json.loads(done[1]) == totals and done[2] == winner_side
                except (ValueError, TypeError, RecursionError):
                    same = False
                if not same:
                    raise self._conflict(game_id, "it was finished with other totals")
                return outcome
            db.execute(
                "UPDATE games SET finished = ?, final_totals = ?, winner_side = ?, outcome = ? "
                "WHERE id = ?",
                (_timestamp(finished), json.dumps(totals), winner_side, outcome, game_id),
            )
        return outcome

    def is_finished(self, game_id: int) -> bool:
        """Whether game ``game_id`` is recorded as finished (False: unfinished or unknown)."""
        if type(game_id) is not int:
            return False
        rows = self._query("SELECT finished FROM games WHERE id = ?", (game_id,))
        return bool(rows) and rows[0][0] is not None

    def delete_game(self, game_id: int) -> None:
        """Forget one game and its hands."""
        with self._writing() as db:
            db.execute("DELETE FROM hand_sides WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM hands WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def reset(self) -> None:
        """Forget all games and hands."""
        with self._writing(durable=True) as db:
            db.execute("DELETE FROM hand_sides")
            db.execute("DELETE FROM hands")
            db.execute("DELETE FROM games")

    # reading ---------------------------------------------------------------------------------

    def _game_row(self, game_id: int) -> sqlite3.Row:
        if type(game_id) is not int:
            raise ValueError(f"bad game id {game_id!r}")
        rows = self._query("SELECT * FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise ValueError(f"no game {game_id} in the score history")
        return rows[0]

    def _players_of(self, game_id: int) -> int:
        players = self._game_row(game_id)["players"]
        try:
            return _int_in(players, MIN_PLAYERS, MAX_PLAYERS, "players")
        except ValueError as error:
            raise self._damaged("game", error) from error

    def games(self) -> list[GameSummary]:
        """All recorded games, oldest first."""
        hands = {
            row["game_id"]: row["n"]
            for row in self._query("SELECT game_id, count(*) AS n FROM hands GROUP BY game_id")
        }
        return [
            self._summary(row, hands.get(row["id"], 0))
            for row in self._query("SELECT * FROM games ORDER BY started, id")
        ]

    def game(self, game_id: int) -> GameSummary:
        """One recorded game."""
        row = self._game_row(game_id)
        count = self._query("SELECT count(*) FROM hands WHERE game_id = ?", (game_id,))[0][0]
        return self._summary(row, count)

    def _summary(self, row: sqlite3.Row, hands_played: int) -> GameSummary:
        try:
            return _summary(row, hands_played)
        except _BAD_DATA as error:
            raise self._damaged("game", error) from error

    def _hand(self, row: sqlite3.Row, players: int) -> HandScore:
        """A hand row checked (its running totals are its own ``scores``, or its totals)."""
        try:
            sides = number_of_sides(players)
            totals = tuple(_scores(json.loads(_text(row["totals"])), sides, "totals"))
            scores = row["scores"]
            running = totals if scores is None else tuple(
                _scores(json.loads(_text(scores)), sides, "scores"))
            went_out = _optional_int(row["went_out"], 0, players - 1, "went_out")
            return HandScore(_int_in(row["hand_number"], 1, MAX_HAND_NUMBER, "hand_number"),
                             totals, running, went_out)
        except _BAD_DATA as error:
            raise self._damaged("hand", error) from error

    def _side(self, row: sqlite3.Row, players: int) -> tuple[int, int, dict[str, int]]:
        """A side's row checked: (side, score, the four meld counts)."""
        try:
            side = _int_in(row["side"], 0, number_of_sides(players) - 1, "side")
            score = _int_in(row["score"], -MAX_SCORE, MAX_SCORE, "score")
            counts = {key: _int_in(row[key], 0, _MAX_COUNT, key) for key in MELD_COUNTS}
            _int_in(row["hand_number"], 1, MAX_HAND_NUMBER, "hand_number")
            _text(row["breakdown"])
            return side, score, counts
        except _BAD_DATA as error:
            raise self._damaged("hand", error) from error

    def running_scores(self, game_id: int) -> list[HandScore]:
        """The game's hands in order, each with its scores and the running totals after it."""
        players = self._players_of(game_id)
        running = [0] * number_of_sides(players)
        result = []
        for row in self._query(
            "SELECT hand_number, went_out, totals, scores FROM hands WHERE game_id = ? "
            "ORDER BY hand_number",
            (game_id,),
        ):
            hand = self._hand(row, players)
            running = [a + b for a, b in zip(running, hand.totals, strict=True)]
            if row["scores"] is not None:  # the engine's own totals win over our sum
                running = list(hand.scores)
            result.append(dataclasses.replace(hand, scores=tuple(running)))
        return result

    def results_over_time(self) -> list[GameSummary]:
        """Finished games the human played, in the order they finished."""
        return sorted(
            (g for g in self.games() if g.finished is not None and g.outcome is not None),
            key=lambda g: (g.finished, g.game_id),
        )

    def statistics(self, human_side: int | None = None) -> Statistics:
        """The human's statistics over all games (each game knows its human side).

        ``human_side`` restricts them to games where the human sat on that side.
        """
        summaries = [g for g in self.games() if g.human_side is not None]
        if human_side is not None:
            summaries = [g for g in summaries if g.human_side == human_side]
        overall = Record()
        by_level: dict[str, Record] = {}
        by_players: dict[int, Record] = {}
        unfinished = 0
        for summary in summaries:
            if summary.outcome not in ("won", "lost", "draw"):
                unfinished += 1
                continue
            overall = overall.add(summary.outcome)
            level = summary.opponent_level or "none"
            by_level[level] = by_level.get(level, Record()).add(summary.outcome)
            by_players[summary.players] = by_players.get(summary.players, Record()).add(
                summary.outcome
            )
        longest = current = 0
        for summary in self.results_over_time():
            if human_side is not None and summary.human_side != human_side:
                continue
            current = current + 1 if summary.outcome == "won" else 0
            longest = max(longest, current)
        side_of = {g.game_id: g.human_side for g in summaries}
        hand_scores: list[int] = []
        counts = dict.fromkeys(MELD_COUNTS, 0)
        by_id = {g.game_id: g for g in summaries}
        for row in self._query("SELECT * FROM hand_sides"):
            game = by_id.get(row["game_id"])
            if game is None:
                continue
            values = (row["side"], row["score"], *(row[key] for key in MELD_COUNTS))
            if any(type(value) is not int for value in values):  # checked fully on opening
                raise self._damaged("hand", TypeError(f"{values!r} are not whole numbers"))
            if values[0] != side_of[game.game_id]:
                continue
            hand_scores.append(values[1])
            for key, count in zip(MELD_COUNTS, values[2:], strict=True):
                counts[key] += count
        went_out = 0
        for row in self._query("SELECT * FROM hands WHERE went_out IS NOT NULL"):
            game = by_id.get(row["game_id"])
            if game is None:
                continue
            try:
                seat = _optional_int(row["went_out"], 0, game.players - 1, "went_out")
            except _BAD_DATA as error:
                raise self._damaged("hand", error) from error
            if seat is not None and side_of_seat(seat, game.players) == game.human_side:
                went_out += 1
        return Statistics(
            overall=overall,
            by_opponent_level=by_level,
            by_players=dict(sorted(by_players.items())),
            unfinished=unfinished,
            hands_played=len(hand_scores),
            best_hand_score=max(hand_scores) if hand_scores else None,
            average_hand_score=(sum(hand_scores) / len(hand_scores)) if hand_scores else None,
            longest_winning_streak=longest,
            current_winning_streak=current,
            times_went_out=went_out,
            **counts,
        )

    def export_csv(self, path: str | Path) -> Path:
        """Write one row per game to a CSV file (atomically); returns the path."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(
            [
                "game",
                "started",
                "finished",
                "players",
                "seats",
                "opponent_level",
                "your_side",
                "outcome",
                "winner_side",
                "final_totals",
                "hands",
                "table",
            ]
        )
        for g in self.games():
            writer.writerow(
                [
                    g.game_id,
                    g.started.isoformat(timespec="seconds"),
                    g.finished.isoformat(timespec="seconds") if g.finished else "",
                    g.players,
                    _csv_text(
                        "; ".join(
                            seat.name if seat.kind == "human" else f"{seat.name} ({seat.level})"
                            for seat in g.seats
                        )
                    ),
                    g.opponent_level or "",
                    "" if g.human_side is None else g.human_side,
                    g.outcome or "",
                    "" if g.winner_side is None else g.winner_side,
                    " ".join(map(str, g.final_totals)) if g.final_totals else "",
                    g.hands_played,
                    _csv_text(_table_text(g.shared)),
                ]
            )
        return atomic_write_text(path, out.getvalue(), keep_backup=False)

    def export_hands_csv(self, path: str | Path) -> Path:
        """Write one row per hand and side to a CSV file (atomically); returns the path.

        Each row: which game and hand, the side (its players, whether it is yours), who went
        out, the hand's score item by item (meld points, cards left in hand, canastas, sambas,
        bonuses, red 3s) and the side's running total after the hand.
        """
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["game", "started", "hand", "side", "side_players", "your_side",
                         "went_out", *HAND_CSV_ITEMS, "hand_score", "running_total"])
        for g in self.games():
            names = [seat.name for seat in g.seats]
            scores = {h.hand_number: h for h in self.running_scores(g.game_id)}
            rows = self._query(
                "SELECT * FROM hand_sides WHERE game_id = ? ORDER BY hand_number, side",
                (g.game_id,),
            )
            for row in rows:
                side, score, _counts = self._side(row, g.players)
                hand = scores.get(row["hand_number"])
                try:
                    breakdown = json.loads(row["breakdown"])
                except (ValueError, TypeError, RecursionError):
                    breakdown = {}
                if not isinstance(breakdown, dict):
                    breakdown = {}
                went_out = hand.went_out if hand is not None else None
                writer.writerow([
                    g.game_id,
                    g.started.isoformat(timespec="seconds"),
                    row["hand_number"],
                    side + 1,
                    _csv_text(" & ".join(names[seat] for seat in seats_of(side, g.players)
                                         if seat < len(names))),
                    "" if g.human_side is None else ("yes" if side == g.human_side else "no"),
                    _csv_text(names[went_out]) if went_out is not None
                    and 0 <= went_out < len(names) else "",
                    *(_csv_number(breakdown.get(item)) for item in HAND_CSV_ITEMS),
                    score,
                    hand.scores[side] if hand is not None and side < len(hand.scores) else "",
                ])
        return atomic_write_text(path, out.getvalue(), keep_backup=False)


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=5.0, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        # integrity_check, not quick_check: it also reads the indexes, where a damaged page
        # would otherwise pass here and fail every look-up of one game later
        if db.execute("PRAGMA integrity_check(1)").fetchone()[0] != "ok":
            raise _NotOurDatabase("is damaged", "corrupt")
        migrate(db)
        check_schema(db)
        check_types(db)
    except BaseException:
        db.close()
        raise
    return db


#: Reads of a history that seems damaged before it is called damaged, and the pause (seconds)
#: before the second (doubled before the third).
READ_ATTEMPTS = 3
REREAD_PAUSE = 0.1
_SYNCHRONOUS_FULL = 2  # PRAGMA synchronous: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA


def _configure(db: sqlite3.Connection) -> None:
    """The settings of a checked database (WAL changes the file: not before it is checked)."""
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")  # per write: HistoryDB._writing(durable=...)
    db.execute("PRAGMA foreign_keys = ON")


# SQLite's result codes for a file that may well be good but cannot be used now (no
# permission, locked by another program, disk full or failing, out of memory): it is kept.
_SQLITE_PERM, _SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_NOMEM, _SQLITE_READONLY = 3, 5, 6, 7, 8
_SQLITE_IOERR, _SQLITE_FULL, _SQLITE_CANTOPEN, _SQLITE_AUTH = 10, 13, 14, 23
_KEEP_CODES = (_SQLITE_PERM, _SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_NOMEM, _SQLITE_READONLY,
               _SQLITE_IOERR, _SQLITE_FULL, _SQLITE_CANTOPEN, _SQLITE_AUTH)
_KEEP_WORDS = ("locked", "busy", "unable to open", "readonly", "read-only", "disk", "memory",
               "permission", "access", "i/o")


def _is_corruption(error: sqlite3.Error) -> bool:
    """Whether the error says the file's content is bad (not merely that it cannot be used
    now): SQLite's CORRUPT and NOTADB, and the errors of a damaged schema or text (a table
    missing, text that is not UTF-8, a version stamp that makes no sense)."""
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF not in _KEEP_CODES
    text = str(error).lower()
    return not any(word in text for word in _KEEP_WORDS)


def _move_database_aside(path: Path, tag: str) -> Path | None:
    kept = move_aside(path, tag)
    if kept is not None:
        for suffix in ("-wal", "-shm", "-journal"):
            companion = path.with_name(path.name + suffix)
            with contextlib.suppress(OSError):
                if os.path.lexists(companion):
                    companion.replace(kept.with_name(kept.name + suffix))
        fsync_directory(path.parent)  # the renames on the disk before a new history is made
    return kept


# What reading a damaged value raises (json, datetime, the checks below, a missing column).
_BAD_DATA = (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError)
_MAX_COUNT = 10_000  # canastas of one kind a side can have in one hand, and far more


# The sides of each game (its players' number of sides), for the checks in SQL below.
_WITH_SIDES = (
    "WITH sides_of (players, sides) AS (VALUES "
    + ", ".join(f"({p}, {number_of_sides(p)})" for p in range(MIN_PLAYERS, MAX_PLAYERS + 1))
    + "), game AS (SELECT games.id, games.players, sides_of.sides "
    "FROM games JOIN sides_of USING (players))"
)


def _bad_list(column: str) -> str:
    """SQL: ``column`` is not a JSON list of one whole number per side, each within the bounds
    of a score (as `_scores` reads it)."""
    return (f"(NOT json_valid({column}) OR json_type({column}) != 'array' "
            f"OR json_array_length({column}) != game.sides OR EXISTS (SELECT 1 FROM "
            f"json_each({column}) WHERE type != 'integer' OR abs(value) > {MAX_SCORE}))")


def _not_int(column: str, low: int | str, high: int | str) -> str:
    """SQL: ``column`` is not a whole number from ``low`` to ``high``."""
    return f"(typeof({column}) != 'integer' OR {column} NOT BETWEEN {low} AND {high})"


def _bad_hand_rows() -> dict[str, str]:
    """SQL conditions of a damaged row of each table of hands (as `HistoryDB._hand` and
    `HistoryDB._side` read them): thousands of rows, too many for Python at every start."""
    counts = " OR ".join(_not_int(f"row.{key}", 0, _MAX_COUNT) for key in MELD_COUNTS)
    return {
        "hands": (f"{_not_int('row.hand_number', 1, MAX_HAND_NUMBER)} "
                  "OR (row.went_out IS NOT NULL AND "
                  f"{_not_int('row.went_out', 0, 'game.players - 1')}) "
                  f"OR typeof(row.totals) != 'text' OR {_bad_list('row.totals')} "
                  "OR (row.scores IS NOT NULL AND (typeof(row.scores) != 'text' "
                  f"OR {_bad_list('row.scores')}))"),
        "hand_sides": (f"{_not_int('row.hand_number', 1, MAX_HAND_NUMBER)} "
                       f"OR {_not_int('row.side', 0, 'game.sides - 1')} "
                       f"OR {_not_int('row.score', -MAX_SCORE, MAX_SCORE)} OR {counts} "
                       "OR typeof(row.breakdown) != 'text'"),
    }


def _int_in(value: Any, low: int, high: int, name: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} {value!r} is not a whole number from {low} to {high}")
    return value


def _optional_int(value: Any, low: int, high: int, name: str) -> int | None:
    return None if value is None else _int_in(value, low, high, name)


def _text(value: Any) -> str:
    if type(value) is not str:
        raise TypeError(f"{value!r} is not text")
    return value


def _scores(value: Any, sides: int, name: str) -> list[int]:
    scores = _int_list(value, sides, name)
    for score in scores:
        _int_in(score, -MAX_SCORE, MAX_SCORE, name)
    return scores


def _moment(value: Any) -> datetime:
    moment = datetime.fromisoformat(_text(value))
    if moment.tzinfo is None:  # we write UTC times; a naive one cannot be ordered with them
        raise ValueError(f"time {value!r} has no time zone")
    return moment


def _summary(row: sqlite3.Row, hands_played: int) -> GameSummary:
    players = _int_in(row["players"], MIN_PLAYERS, MAX_PLAYERS, "players")
    sides = number_of_sides(players)
    seats = seats_from_list(json.loads(_text(row["seats"])))
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seats for a game of {players}")
    human_side = _optional_int(row["human_side"], 0, sides - 1, "human_side")
    outcome = row["outcome"]
    if outcome is not None and outcome not in OUTCOMES:
        raise ValueError(f"unknown outcome {outcome!r}")
    rules = json.loads(_text(row["rules"]))
    if not isinstance(rules, dict):
        raise ValueError("the rules are not a set of options")
    final_totals = row["final_totals"]
    return GameSummary(
        game_id=_int_in(row["id"], 1, 2**63 - 1, "id"),
        started=_moment(row["started"]),
        finished=None if row["finished"] is None else _moment(row["finished"]),
        players=players,
        seats=seats,
        human_side=human_side,
        opponent_level=_opponent_level(seats, human_side),
        outcome=outcome,
        final_totals=None if final_totals is None else tuple(
            _scores(json.loads(_text(final_totals)), sides, "final_totals")),
        winner_side=_optional_int(row["winner_side"], 0, sides - 1, "winner_side"),
        hands_played=hands_played,
        shared=None if row["shared_table"] is None else _shared_of(row["shared_table"], players),
    )


def _shared_of(value: Any, players: int) -> SharedTable:
    """The shared table a game's row holds (``ValueError``, ``TypeError``: damaged)."""
    shared = SharedTable.from_json(_text(value))
    if len(shared.friends) >= players:
        raise ValueError(f"{len(shared.friends)} friends at a table of {players}")
    return shared


def _shared_text(shared: SharedTable | None, players: int) -> str | None:
    """The ``shared_table`` column of a game of ``players`` (``ValueError`` if it cannot be)."""
    if shared is None:
        return None
    if not isinstance(shared, SharedTable):
        raise ValueError("the shared table is not a SharedTable")
    if len(shared.friends) >= players:
        raise ValueError(f"{len(shared.friends)} friends at a table of {players}")
    return shared.to_json()


def _opponent_level(seats: Sequence[Seat], human_side: int | None) -> str | None:
    """The computer level on the other sides: one level, or "mixed"."""
    if human_side is None:
        return None
    levels = {
        seat.level
        for index, seat in enumerate(seats)
        if seat.kind == "computer" and side_of_seat(index, len(seats)) != human_side
    }
    if not levels:
        return None
    return levels.pop() if len(levels) == 1 else "mixed"


def _timestamp(moment: datetime | None) -> str:
    moment = moment or datetime.now(UTC)
    if moment.tzinfo is None:
        moment = moment.astimezone()  # a naive time is local time
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def _int_list(value: Any, length: int, name: str) -> list[int]:
    if (
        not isinstance(value, Sequence)
        or isinstance(value, str)
        or len(value) != length
        or any(type(item) is not int for item in value)
    ):
        raise ValueError(f"{name} must be a list of {length} whole numbers")
    return list(value)


def _rules_to_dict(rules: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(rules) and not isinstance(rules, type):
        data = dataclasses.asdict(rules)
    elif isinstance(rules, Mapping):
        data = dict(rules)
    else:
        raise ValueError("rules must be the engine's Rules or a dict")
    plain: dict[str, Any] = json.loads(_to_json(data))
    return plain


def _to_json(value: Any) -> str:
    return json.dumps(_plain(value), sort_keys=True, allow_nan=False)


def _plain(value: Any, depth: int = 0) -> Any:
    """A JSON-safe copy of a breakdown: numbers, text, lists and dicts; anything else as text."""
    if depth > 20:
        return str(value)
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(key): _plain(item, depth + 1) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [_plain(item, depth + 1) for item in value]
    return str(value)


#: The items of a side's hand score in the per-hand CSV, in the order of the score sheet.
HAND_CSV_ITEMS = (
    "meld_points", "hand_penalty", "pure_canastas", "mixed_canastas", "sambas", "bolivias",
    "pure_canasta_bonus", "mixed_canasta_bonus", "samba_bonus", "bolivia_bonus",
    "going_out_bonus", "red_threes", "red_three_points", "red_three_penalty",
)


def _table_text(shared: SharedTable | None) -> str:
    """The shared table in the CSV: "" (played alone), "joined: Anna" or "hosted: Bo; Cy"."""
    if shared is None:
        return ""
    if shared.role is TableRole.JOINED:
        return f"joined: {shared.host}".rstrip()
    return "hosted: " + "; ".join(shared.friends)


def _csv_number(value: Any) -> int | str:
    return value if type(value) is int else ""


def _csv_text(text: str) -> str:
    """Keep a spreadsheet from taking a player's name for a formula."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


# --- adapter from the engine --------------------------------------------------------------------


def hand_records_of_game(game: Game) -> list[tuple[int, dict[str, Any]]]:
    """``(hand_number, record_hand dict)`` for every finished hand of ``game``, in order, each
    with the running scores after it: the game's own account of its past."""
    running = [0] * game.num_sides
    records = []
    for result in game.hand_results:
        running = [a + b for a, b in zip(running, result.totals, strict=True)]
        records.append((result.hand_number, {
            "totals": list(result.totals),
            "went_out": result.went_out,
            "sides": [dataclasses.asdict(side) for side in result.sides],
            "scores": list(running),
        }))
    return records


def hand_record_from_game(game: Game) -> dict[str, Any]:
    """The ``record_hand`` dict for the hand that just ended in ``game``.

    Call it after the hand ends and before ``game.next_hand()``: the engine's ``HandResult``
    (its ``totals``, ``went_out`` and per-side ``sides`` breakdown) and the scores after it.
    """
    result = game.hand_result()
    if result is None:
        raise ValueError("the hand is not over")
    return {
        "totals": list(result.totals),
        "went_out": result.went_out,
        "sides": [dataclasses.asdict(side) for side in result.sides],
        "scores": list(game.scores),
    }


def finish_from_game(db: HistoryDB, game_id: int, game: Game) -> str | None:
    """``finish_game`` with the final totals and winner of a game that is over."""
    return db.finish_game(game_id, [int(score) for score in game.scores], game.winner)
