"""The score history: every game and every hand played, in an SQLite database.

The database lives in the data folder, runs in WAL mode and carries its schema version in
``PRAGMA user_version``; ``MIGRATIONS`` is the list of steps that bring a database from each
version to the next. A damaged database, or a file that is not ours, is moved aside and a fresh
one created, with a notice for the player.

Hands are recorded from plain dicts (see ``record_hand``), so the history does not depend on the
engine's classes; ``hand_record_from_game`` builds that dict from a finished hand.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import io
import json
import math
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from samba_desktop.engine import Game
from samba_desktop.persistence import paths
from samba_desktop.persistence.atomic import atomic_write_text, move_aside
from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.seats import (
    Seat,
    check_players,
    coerce_seats,
    number_of_sides,
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


# MIGRATIONS[n] brings a database from user_version n to n + 1. Append; never edit a step.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_version_1]


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

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._db = connection
        self.path = path

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
        try:
            return cls(_connect(path), path), None
        except _NotOurDatabase as problem:
            reason, tag = str(problem), problem.tag
        except sqlite3.Error as error:
            if not _is_corruption(error):  # locked, no permission, disk full: keep the file
                raise PersistenceError(
                    f'Could not open the score history "{path}": {error}.', path
                ) from error
            reason, tag = "is damaged", "corrupt"
        kept = _move_database_aside(path, tag)
        if kept is None:
            raise PersistenceError(
                f'The score history "{path}" {reason} and could not be moved aside.', path
            )
        try:
            db = cls(_connect(path), path)
        except (sqlite3.Error, _NotOurDatabase) as error:
            raise PersistenceError(
                f'Could not create a new score history "{path}": {error}.', path
            ) from error
        return db, (
            f'The score history "{path}" {reason}; a new, empty history was started. '
            f'The old file was kept as "{kept}".'
        )

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    def __enter__(self) -> HistoryDB:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        try:
            with _transaction(self._db):
                yield self._db
        except sqlite3.Error as error:
            raise PersistenceError(
                f'Could not write to the score history "{self.path}": {error}.', self.path
            ) from error

    def _query(self, sql: str, parameters: Sequence[Any] = ()) -> list[sqlite3.Row]:
        try:
            return self._db.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise PersistenceError(
                f'Could not read the score history "{self.path}": {error}.', self.path
            ) from error

    # recording -------------------------------------------------------------------------------

    def start_game(
        self,
        rules: Any,
        seats: Sequence[Seat | Mapping[str, Any]],
        *,
        started: datetime | None = None,
        human_side: int | None = None,
    ) -> int:
        """Record the start of a game; returns its id (store it with the saved game).

        ``rules`` is the engine's ``Rules`` (any dataclass) or a mapping of rule options.
        ``human_side`` defaults to the side of the first human seat.
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
                "INSERT INTO games (started, players, rules, seats, human_side, outcome) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    _timestamp(started),
                    players,
                    json.dumps(rules_data, sort_keys=True),
                    json.dumps([seat.to_dict() for seat in seat_list]),
                    human_side,
                    "unfinished" if human_side is not None else None,
                ),
            )
        row_id = cursor.lastrowid
        if row_id is None:
            raise PersistenceError(f'The score history "{self.path}" did not store the game.', self.path)
        return int(row_id)

    def record_hand(self, game_id: int, hand_number: int, result: Mapping[str, Any]) -> None:
        """Record (or re-record, replacing) one finished hand of a game.

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

    def finish_game(
        self,
        game_id: int,
        final_totals: Sequence[int],
        winner_side: int | None,
        *,
        finished: datetime | None = None,
    ) -> str | None:
        """Record the end of a game; returns the human's outcome ("won"/"lost"/"draw")."""
        row = self._game_row(game_id)
        sides = number_of_sides(row["players"])
        totals = _int_list(list(final_totals), sides, "final_totals")
        if winner_side is not None and (
            type(winner_side) is not int or not 0 <= winner_side < sides
        ):
            raise ValueError(f"no side {winner_side!r} in this game")
        human_side = row["human_side"]
        if human_side is None:
            outcome = None
        elif winner_side is None:
            outcome = "draw"
        else:
            outcome = "won" if winner_side == human_side else "lost"
        with self._writing() as db:
            db.execute(
                "UPDATE games SET finished = ?, final_totals = ?, winner_side = ?, outcome = ? "
                "WHERE id = ?",
                (_timestamp(finished), json.dumps(totals), winner_side, outcome, game_id),
            )
        return outcome

    def delete_game(self, game_id: int) -> None:
        """Forget one game and its hands."""
        with self._writing() as db:
            db.execute("DELETE FROM hand_sides WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM hands WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def reset(self) -> None:
        """Forget all games and hands."""
        with self._writing() as db:
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
        return int(self._game_row(game_id)["players"])

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
        except (ValueError, TypeError, KeyError) as error:
            raise PersistenceError(
                f'The score history "{self.path}" holds a damaged game ({error}).', self.path
            ) from error

    def running_scores(self, game_id: int) -> list[HandScore]:
        """The game's hands in order, each with its scores and the running totals after it."""
        sides = number_of_sides(self._players_of(game_id))
        running = [0] * sides
        result = []
        for row in self._query(
            "SELECT hand_number, went_out, totals, scores FROM hands WHERE game_id = ? "
            "ORDER BY hand_number",
            (game_id,),
        ):
            try:
                totals = tuple(_int_list(json.loads(row["totals"]), sides, "totals"))
                running = [a + b for a, b in zip(running, totals, strict=True)]
                if row["scores"] is not None:  # the engine's own totals win over our sum
                    running = _int_list(json.loads(row["scores"]), sides, "scores")
            except ValueError as error:
                raise PersistenceError(
                    f'The score history "{self.path}" holds a damaged hand ({error}).', self.path
                ) from error
            result.append(HandScore(row["hand_number"], totals, tuple(running), row["went_out"]))
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
        for row in self._query(
            "SELECT game_id, side, score, pure_canastas, mixed_canastas, sambas, bolivias "
            "FROM hand_sides"
        ):
            if side_of.get(row["game_id"], -1) != row["side"]:
                continue
            hand_scores.append(row["score"])
            for key in MELD_COUNTS:
                counts[key] += row[key]
        went_out = 0
        by_id = {g.game_id: g for g in summaries}
        for row in self._query("SELECT game_id, went_out FROM hands WHERE went_out IS NOT NULL"):
            game = by_id.get(row["game_id"])
            if game is not None and side_of_seat(row["went_out"], game.players) == game.human_side:
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
            sides = number_of_sides(g.players)
            names = [seat.name for seat in g.seats]
            scores = {h.hand_number: h for h in self.running_scores(g.game_id)}
            rows = self._query(
                "SELECT hand_number, side, score, breakdown FROM hand_sides WHERE game_id = ? "
                "ORDER BY hand_number, side",
                (g.game_id,),
            )
            for row in rows:
                hand = scores.get(row["hand_number"])
                side = row["side"]
                try:
                    breakdown = json.loads(row["breakdown"])
                except ValueError:
                    breakdown = {}
                if not isinstance(breakdown, dict):
                    breakdown = {}
                went_out = hand.went_out if hand is not None else None
                writer.writerow([
                    g.game_id,
                    g.started.isoformat(timespec="seconds"),
                    row["hand_number"],
                    side + 1,
                    _csv_text(" & ".join(names[seat] for seat in range(side, g.players, sides)
                                         if seat < len(names))),
                    "" if g.human_side is None else ("yes" if side == g.human_side else "no"),
                    _csv_text(names[went_out]) if went_out is not None
                    and 0 <= went_out < len(names) else "",
                    *(_csv_number(breakdown.get(item)) for item in HAND_CSV_ITEMS),
                    row["score"],
                    hand.scores[side] if hand is not None and side < len(hand.scores) else "",
                ])
        return atomic_write_text(path, out.getvalue(), keep_backup=False)


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=5.0, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise _NotOurDatabase("is damaged", "corrupt")
        migrate(db)
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")
        db.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        db.close()
        raise
    return db


_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


def _is_corruption(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(error).lower()
    return "not a database" in text or "malformed" in text


def _move_database_aside(path: Path, tag: str) -> Path | None:
    kept = move_aside(path, tag)
    if kept is not None:
        for suffix in ("-wal", "-shm", "-journal"):
            companion = path.with_name(path.name + suffix)
            if companion.exists():
                companion.replace(kept.with_name(kept.name + suffix))
    return kept


def _summary(row: sqlite3.Row, hands_played: int) -> GameSummary:
    seats = coerce_seats(json.loads(row["seats"]))
    human_side = row["human_side"]
    return GameSummary(
        game_id=row["id"],
        started=datetime.fromisoformat(row["started"]),
        finished=datetime.fromisoformat(row["finished"]) if row["finished"] else None,
        players=row["players"],
        seats=seats,
        human_side=human_side,
        opponent_level=_opponent_level(seats, human_side),
        outcome=row["outcome"],
        final_totals=tuple(json.loads(row["final_totals"])) if row["final_totals"] else None,
        winner_side=row["winner_side"],
        hands_played=hands_played,
    )


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


def _csv_number(value: Any) -> int | str:
    return value if type(value) is int else ""


def _csv_text(text: str) -> str:
    """Keep a spreadsheet from taking a player's name for a formula."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


# --- adapter from the engine --------------------------------------------------------------------


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
