"""The score history: recording games and hands, statistics, migrations, damaged databases."""

from __future__ import annotations

import csv
import json
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from samba_desktop.persistence import history as history_module
from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.history import HistoryConflict, HistoryDB, Record
from samba_desktop.persistence.seats import Seat

T0 = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)


def seats(players: int, level: str = "normal", human_at: int | None = 0) -> list[Seat]:
    return [
        Seat("human", "normal", "You") if i == human_at else Seat("computer", level, f"AI {i}")
        for i in range(players)
    ]


def rules(players: int) -> dict[str, object]:
    return {"players": players, "target_score": 5000, "red_threes": "manual"}


def side_dict(pure: int = 0, mixed: int = 0, sambas: int = 0, **more: object) -> dict:
    return {"pure_canastas": pure, "mixed_canastas": mixed, "sambas": sambas, **more}


@pytest.fixture
def db(tmp_path: Path):  # type: ignore[no-untyped-def]
    database, notice = HistoryDB.open(tmp_path / "history.sqlite3")
    assert notice is None
    yield database
    database.close()


def play(
    db: HistoryDB,
    players: int,
    level: str,
    hands: list[list[int]],
    winner: int | None,
    day: int,
    canastas: list[dict] | None = None,
    human_at: int | None = 0,
) -> int:
    """Record a whole game: its hands (one total per side) and, unless winner == -1, its end."""
    game = db.start_game(
        rules(players), seats(players, level, human_at), started=T0 + timedelta(days=day)
    )
    for number, totals in enumerate(hands, start=1):
        sides = canastas or [side_dict() for _ in totals]
        db.record_hand(game, number, {"totals": totals, "went_out": 0, "sides": sides})
    if winner != -1:
        final = [sum(column) for column in zip(*hands, strict=True)]
        db.finish_game(game, final, winner, finished=T0 + timedelta(days=day, hours=1))
    return game


@pytest.fixture
def season(db: HistoryDB) -> HistoryDB:
    """Six games against various opponents; you are always seat 0 (side 0)."""
    play(db, 4, "hard", [[2370, 500], [-200, 800]], winner=0, day=1,
         canastas=[side_dict(1, 1, 1, cards=185), side_dict(1, 0, 0)])  # fmt: skip
    play(db, 2, "easy", [[100, 300]], winner=1, day=2)
    play(db, 3, "normal", [[50, 50, 40]], winner=None, day=3)
    play(db, 4, "hard", [[900, 100]], winner=0, day=4)
    play(db, 4, "hard", [[1200, 100]], winner=0, day=5)
    play(db, 2, "easy", [[10, 20]], winner=-1, day=6)  # unfinished
    return db


def test_a_fresh_database_is_versioned_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDB.open(path)[0].close()
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == history_module.schema_version()
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert raw.execute("PRAGMA application_id").fetchone()[0] == history_module.APPLICATION_ID
    raw.close()


def test_the_default_location_is_the_data_folder(tmp_path: Path) -> None:
    database, notice = HistoryDB.open(base=tmp_path)
    database.close()
    assert database.path == tmp_path / "data" / "history.sqlite3" and database.path.exists()


def test_statistics_of_a_season(season: HistoryDB) -> None:
    stats = season.statistics()
    assert stats.overall == Record(played=5, won=3, lost=1, drawn=1)
    assert stats.win_rate == pytest.approx(0.6)
    assert stats.unfinished == 1
    assert stats.by_opponent_level == {
        "hard": Record(3, 3, 0, 0),
        "easy": Record(1, 0, 1, 0),
        "normal": Record(1, 0, 0, 1),
    }
    assert stats.by_players == {2: Record(1, 0, 1, 0), 3: Record(1, 0, 0, 1), 4: Record(3, 3, 0, 0)}
    # your hand scores: 2370, -200, 100, 50, 900, 1200, 10 (the unfinished game's hand counts)
    assert stats.hands_played == 7
    assert stats.best_hand_score == 2370
    assert stats.average_hand_score == pytest.approx(4430 / 7)
    assert stats.longest_winning_streak == 2  # days 4 and 5; day 1 was followed by a loss
    assert stats.current_winning_streak == 2
    assert (stats.pure_canastas, stats.mixed_canastas, stats.sambas) == (2, 2, 2)
    assert stats.canastas == 4
    assert stats.times_went_out == 7


def test_statistics_follow_the_side_you_sat_on(db: HistoryDB) -> None:
    # In a 4-player game you at seat 1 are side 1, so side 1 winning is your win.
    play(db, 4, "easy", [[100, 900]], winner=1, day=1, human_at=1)
    play(db, 6, "easy", [[100, 200, 300]], winner=2, day=2, human_at=5)  # seat 5 is side 2
    stats = db.statistics()
    assert stats.overall == Record(2, 2, 0, 0)
    assert stats.best_hand_score == 900
    assert stats.times_went_out == 0  # seat 0 went out: the other side
    assert db.statistics(human_side=2).overall == Record(1, 1, 0, 0)


def test_games_without_a_human_are_kept_out_of_your_statistics(db: HistoryDB) -> None:
    game = play(db, 2, "hard", [[100, 300]], winner=1, day=1, human_at=None)
    assert db.game(game).outcome is None
    assert db.statistics().overall == Record()
    assert db.statistics().best_hand_score is None


def test_mixed_opponents_and_partner_level(db: HistoryDB) -> None:
    table = [
        Seat("human", "normal", "You"),
        Seat("computer", "hard", "A"),
        Seat("computer", "easy", "Partner"),  # side 0: your partner is not an opponent
        Seat("computer", "hard", "B"),
    ]
    game = db.start_game(rules(4), table)
    assert db.game(game).opponent_level == "hard"
    table[3] = Seat("computer", "normal", "B")
    assert db.game(db.start_game(rules(4), table)).opponent_level == "mixed"


def test_running_scores_per_hand(season: HistoryDB) -> None:
    first = season.games()[0].game_id
    scores = season.running_scores(first)
    assert [(h.hand_number, h.totals, h.scores) for h in scores] == [
        (1, (2370, 500), (2370, 500)),
        (2, (-200, 800), (2170, 1300)),
    ]


def test_running_scores_prefer_the_engines_cumulative_scores(db: HistoryDB) -> None:
    game = db.start_game(rules(2), seats(2))
    db.record_hand(game, 2, {"totals": [100, 200], "scores": [900, 200], "went_out": None})
    assert db.running_scores(game)[0].scores == (900, 200)
    assert db.running_scores(game)[0].went_out is None


def test_recording_a_hand_again_replaces_it(db: HistoryDB) -> None:
    # A game resumed from an autosave may record its last hand a second time.
    game = db.start_game(rules(2), seats(2))
    db.record_hand(game, 1, {"totals": [100, 200], "sides": [side_dict(1), side_dict()]})
    db.record_hand(game, 1, {"totals": [150, 200], "sides": [side_dict(2), side_dict()]})
    assert [h.totals for h in db.running_scores(game)] == [(150, 200)]
    assert db.statistics().pure_canastas == 2
    assert db.game(game).hands_played == 1


@pytest.mark.parametrize(
    "result",
    [
        {"totals": [1, 2, 3]},
        {"totals": [1, "2"]},
        {"totals": [1, True]},
        {},
        {"totals": [1, 2], "went_out": 2},
        {"totals": [1, 2], "went_out": "0"},
        {"totals": [1, 2], "sides": [side_dict()]},
        {"totals": [1, 2], "sides": [side_dict(-1), side_dict()]},
        {"totals": [1, 2], "sides": [side_dict(), "x"]},
        {"totals": [1, 2], "scores": [1]},
    ],
)
def test_nonsense_hand_results_are_refused_and_nothing_is_written(
    db: HistoryDB, result: dict
) -> None:
    game = db.start_game(rules(2), seats(2))
    with pytest.raises(ValueError):
        db.record_hand(game, 1, result)
    assert db.running_scores(game) == []


def test_unknown_game_and_bad_arguments(db: HistoryDB) -> None:
    with pytest.raises(ValueError):
        db.record_hand(99, 1, {"totals": [1, 2]})
    with pytest.raises(ValueError):
        db.start_game(rules(3), seats(2))
    game = db.start_game(rules(2), seats(2))
    with pytest.raises(ValueError):
        db.finish_game(game, [1, 2], winner_side=2)
    with pytest.raises(ValueError):
        db.record_hand(game, 0, {"totals": [1, 2]})


def test_breakdown_is_kept_as_plain_json(db: HistoryDB) -> None:
    game = db.start_game(rules(2), seats(2))
    sides = [side_dict(1, cards=170, bonus={"samba": 1500}, odd=object()), side_dict()]
    db.record_hand(game, 1, {"totals": [1, 2], "sides": sides})
    raw = db._db.execute("SELECT breakdown FROM hand_sides WHERE side = 0").fetchone()[0]
    assert '"bonus": {"samba": 1500}' in raw and '"cards": 170' in raw


def test_results_over_time_in_the_order_games_finished(season: HistoryDB) -> None:
    results = season.results_over_time()
    assert [r.outcome for r in results] == ["won", "lost", "draw", "won", "won"]
    assert [r.human_total for r in results] == [2170, 100, 50, 900, 1200]
    assert [r.best_opponent_total for r in results] == [1300, 300, 50, 100, 100]


def test_history_survives_closing_and_reopening(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    first, _ = HistoryDB.open(path)
    play(first, 2, "easy", [[100, 300]], winner=1, day=1)
    first.close()
    second, notice = HistoryDB.open(path)
    assert notice is None and second.statistics().overall == Record(1, 0, 1, 0)
    second.close()


def test_export_csv(season: HistoryDB, tmp_path: Path) -> None:
    season.start_game(rules(2), [Seat("human", "normal", "=1+1"), Seat("computer", "hard", "X")])
    out = season.export_csv(tmp_path / "export.csv")
    with out.open(newline="", encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert len(rows) == 7
    assert rows[0]["outcome"] == "won" and rows[0]["final_totals"] == "2170 1300"
    assert rows[0]["opponent_level"] == "hard" and rows[0]["hands"] == "2"
    assert rows[5]["outcome"] == "unfinished" and rows[5]["finished"] == ""
    assert rows[6]["seats"].startswith("'=1+1")  # not taken for a formula by a spreadsheet


def test_reset_forgets_everything(season: HistoryDB) -> None:
    season.reset()
    assert season.games() == [] and season.statistics().overall == Record()


@pytest.mark.parametrize(
    "content",
    [
        b"this is not a database at all" * 100,
        b"\x00" * 4096,
        b"SQLite format 3\x00" + b"\xff" * 5000,
    ],
)
def test_a_damaged_file_is_kept_aside_and_a_fresh_history_started(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    database, notice = HistoryDB.open(path)
    assert notice is not None and "damaged" in notice and str(path) in notice
    (kept,) = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert kept.read_bytes() == content and str(kept) in notice
    play(database, 2, "easy", [[1, 2]], winner=0, day=1)
    assert database.statistics().overall.won == 1
    database.close()


def test_a_truncated_database_is_detected(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    database, _ = HistoryDB.open(path)
    for day in range(40):
        play(database, 4, "hard", [[2370, 500]] * 5, winner=0, day=day)
    database._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    database.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    database, notice = HistoryDB.open(path)
    assert notice is not None and "damaged" in notice
    assert database.games() == []
    database.close()


def test_a_stranger_sqlite_file_is_not_taken_for_the_history(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE games (name TEXT)")
    raw.execute("INSERT INTO games VALUES ('chess')")
    raw.commit()
    raw.close()
    database, notice = HistoryDB.open(path)
    assert notice is not None and "not a Samba Desktop score history" in notice
    (kept,) = [p for p in tmp_path.iterdir() if ".foreign-" in p.name]
    assert sqlite3.connect(kept).execute("SELECT name FROM games").fetchone() == ("chess",)
    database.close()


def test_a_history_from_a_newer_version_is_read_but_never_changed_nor_moved(
        tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    database, _ = HistoryDB.open(path)
    play(database, 2, "easy", [[1, 2]], winner=0, day=1)
    database.close()
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA user_version = 99")  # the newer version also added a table of its own
    raw.execute("CREATE TABLE tables_hosted (id INTEGER PRIMARY KEY)")
    raw.commit()
    raw.close()
    before = path.read_bytes()
    database, notice = HistoryDB.open(path)
    assert notice is not None and "newer version" in notice and str(path) in notice
    assert database.read_only and database.statistics().overall.won == 1
    with pytest.raises(PersistenceError, match="newer version"):
        database.start_game({"players": 2}, [Seat("human", "normal", "You"),
                                             Seat("computer", "easy", "Bot")])
    database.close()
    kept = {"history.sqlite3", "history.sqlite3-wal", "history.sqlite3-shm"}
    assert {p.name for p in tmp_path.iterdir()} <= kept, "nothing set aside"
    assert path.read_bytes() == before
    again, notice = HistoryDB.open(path)  # and again: still the same file, still read-only
    assert again.read_only and notice is not None
    again.close()


def test_a_newer_history_this_version_cannot_read_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDB.open(path)[0].close()
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA user_version = 99")
    raw.execute("ALTER TABLE games RENAME COLUMN seats TO players_at_table")
    raw.commit()
    raw.close()
    with pytest.raises(PersistenceError, match="newer version"):
        HistoryDB.open(path)
    kept = {"history.sqlite3", "history.sqlite3-wal", "history.sqlite3-shm"}
    assert {p.name for p in tmp_path.iterdir()} <= kept, "nothing set aside"


def test_migrations_run_in_order_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "history.sqlite3"
    database, _ = HistoryDB.open(path)
    play(database, 2, "easy", [[100, 300]], winner=1, day=1)
    database.close()
    calls = []
    version = history_module.schema_version()

    def add_notes(db: sqlite3.Connection) -> None:
        if db.execute("PRAGMA database_list").fetchone()[2]:  # the file, not the schema check's
            calls.append(db.execute("PRAGMA user_version").fetchone()[0])  # copy in memory
        db.execute("ALTER TABLE games ADD COLUMN notes TEXT NOT NULL DEFAULT ''")

    monkeypatch.setattr(history_module, "MIGRATIONS", [*history_module.MIGRATIONS, add_notes])
    for _ in range(2):
        database, notice = HistoryDB.open(path)
        assert notice is None
        assert database.statistics().overall == Record(1, 0, 1, 0)  # old data kept
        database.close()
    assert calls == [version]
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == version + 1


def test_a_locked_or_unreadable_database_is_reported_not_moved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDB.open(path)[0].close()

    def locked(path: Path) -> sqlite3.Connection:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(history_module, "_connect", locked)
    with pytest.raises(PersistenceError, match="locked"):
        HistoryDB.open(path)
    kept = {"history.sqlite3", "history.sqlite3-wal", "history.sqlite3-shm"}
    assert {p.name for p in tmp_path.iterdir()} <= kept, "nothing set aside"


def test_a_full_disk_while_recording_is_a_persistence_error(db: HistoryDB) -> None:
    game = db.start_game(rules(2), seats(2))
    pages = db._db.execute("PRAGMA page_count").fetchone()[0]
    db._db.execute(f"PRAGMA max_page_count = {pages}")  # the database may not grow: "full"
    with pytest.raises(PersistenceError, match="score history"):
        for number in range(1, 200):
            db.record_hand(game, number, {"totals": [1, 2], "sides": [side_dict(x="y" * 500)] * 2})


# --- with the real engine ---------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (6, 3)])
def test_a_whole_engine_game_recorded_hand_by_hand(db: HistoryDB, players: int, seed: int) -> None:
    from samba_desktop.engine import Game, Rules

    from .gameplay import step

    game = Game.new(Rules(players=players, target_score=2500, max_hands=8), seed=seed)
    table = seats(players, "hard")
    game_id = db.start_game(game.rules, table)
    rng = random.Random(seed)
    while True:
        if game.phase in ("hand_over", "game_over"):
            record = history_module.hand_record_from_game(game)
            result = game.hand_result()
            assert record["totals"] == result.totals and record["went_out"] == result.went_out
            for side, breakdown in enumerate(result.sides):
                for key in history_module.MELD_COUNTS:  # counted from the melds on the table
                    assert record["sides"][side][key] == getattr(breakdown, key)
            db.record_hand(game_id, game.hand_number, record)
        if game.phase == "game_over":
            break
        step(game, rng)
    outcome = history_module.finish_from_game(db, game_id, game)
    summary = db.game(game_id)
    assert summary.final_totals == tuple(game.scores) and summary.winner_side == game.winner
    assert summary.hands_played == game.hand_number
    assert outcome == ("draw" if game.winner is None else "won" if game.winner == 0 else "lost")
    assert db.running_scores(game_id)[-1].scores == tuple(game.scores)
    assert sum(h.totals[0] for h in db.running_scores(game_id)) == game.scores[0]
    stats = db.statistics()
    assert stats.overall.played == 1 and stats.hands_played == game.hand_number
    assert stats.by_players == {players: stats.overall}


def test_rows_damaged_behind_our_back_are_a_persistence_error(db: HistoryDB) -> None:
    game = db.start_game(rules(2), seats(2))
    db.record_hand(game, 1, {"totals": [1, 2]})
    db._db.execute("UPDATE hands SET totals = 'oops'")
    db._db.execute("UPDATE games SET seats = '[{\"kind\": 5}]'")
    with pytest.raises(PersistenceError, match="damaged hand"):
        db.running_scores(game)
    with pytest.raises(PersistenceError, match="damaged game"):
        db.statistics()


def test_the_hands_export_has_a_row_per_hand_and_side_with_items_and_totals(
    db: HistoryDB, tmp_path: Path
) -> None:
    from samba_desktop.engine import Game, Rules

    from .gameplay import step

    game = Game.new(Rules(players=4, target_score=2500, max_hands=3), seed=5)
    table = seats(4, "hard")
    table[1] = Seat("computer", "hard", "=cmd")
    game_id = db.start_game(game.rules, table)
    rng = random.Random(5)
    results = []
    while True:
        if game.phase in ("hand_over", "game_over"):
            db.record_hand(game_id, game.hand_number, history_module.hand_record_from_game(game))
            results.append(game.hand_result())
        if game.phase == "game_over":
            break
        step(game, rng)
    out = db.export_hands_csv(tmp_path / "hands.csv")
    with out.open(newline="", encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert len(rows) == 2 * len(results)
    assert [(r["hand"], r["side"]) for r in rows[:4]] == [("1", "1"), ("1", "2"), ("2", "1"),
                                                          ("2", "2")]
    assert rows[0]["your_side"] == "yes" and rows[1]["your_side"] == "no"
    assert rows[1]["side_players"] == "'=cmd & AI 3"  # no formula for a spreadsheet
    for row in rows:
        breakdown = results[int(row["hand"]) - 1].sides[int(row["side"]) - 1]
        assert int(row["hand_score"]) == breakdown.total
        for item in history_module.HAND_CSV_ITEMS:
            assert int(row[item]) == getattr(breakdown, item), item
    last = rows[-2:]
    assert [int(r["running_total"]) for r in last] == list(game.scores)


# --- read errors, a game's end recorded once, lines of play, the sync of each write -----------


def malformed() -> sqlite3.DatabaseError:
    """What SQLite says of a page it could not read (an EIO): as if the file were damaged."""
    error = sqlite3.DatabaseError("database disk image is malformed")
    error.sqlite_errorcode = 11  # SQLITE_CORRUPT
    error.sqlite_errorname = "SQLITE_CORRUPT"
    return error


def test_a_read_error_that_passes_is_read_again_and_the_history_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "history.sqlite3"
    database, _ = HistoryDB.open(path)
    play(database, 2, "easy", [[1, 2]], winner=0, day=1)
    database.close()
    monkeypatch.setattr(history_module, "REREAD_PAUSE", 0.0)
    real_connect, failures = history_module._connect, [1]

    def flaky(target: Path) -> sqlite3.Connection:
        if failures:
            failures.pop()
            raise malformed()
        return real_connect(target)

    monkeypatch.setattr(history_module, "_connect", flaky)
    database, notice = HistoryDB.open(path)
    assert notice is None and not failures
    assert database.statistics().overall.won == 1, "every game kept"
    database.close()
    assert not [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]


def test_a_read_error_that_stays_sets_the_history_aside_and_says_where(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "history.sqlite3"
    database, _ = HistoryDB.open(path)
    play(database, 2, "easy", [[1, 2]], winner=0, day=1)
    database.close()
    monkeypatch.setattr(history_module, "REREAD_PAUSE", 0.0)
    real_connect, tries = history_module._connect, []

    def broken(target: Path) -> sqlite3.Connection:
        if target == path and target.exists() and len(tries) < history_module.READ_ATTEMPTS:
            tries.append(target)
            raise malformed()
        return real_connect(target)

    monkeypatch.setattr(history_module, "_connect", broken)
    database, notice = HistoryDB.open(path)
    assert len(tries) == history_module.READ_ATTEMPTS, "read again before it is called damaged"
    (kept,) = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name and "-wal" not in p.name
               and "-shm" not in p.name]
    assert notice is not None and str(kept) in notice
    assert database.games() == []
    database.close()


class FlakyReads:
    """A connection whose next read fails once as a passing EIO does."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self.fail_next_read = True

    def execute(self, sql: str, parameters: object = ()) -> sqlite3.Cursor:
        if self.fail_next_read and sql.lstrip().upper().startswith("SELECT"):
            self.fail_next_read = False
            raise malformed()
        return self.connection.execute(sql, parameters)  # type: ignore[arg-type]

    def __getattr__(self, name: str) -> object:
        return getattr(self.connection, name)


def test_a_read_error_while_the_app_runs_is_read_again(
        db: HistoryDB, monkeypatch: pytest.MonkeyPatch) -> None:
    play(db, 2, "easy", [[1, 2]], winner=0, day=1)
    monkeypatch.setattr(history_module, "REREAD_PAUSE", 0.0)
    flaky = FlakyReads(db._db)
    db._db = flaky  # type: ignore[assignment]
    assert db.statistics().overall.won == 1
    assert not flaky.fail_next_read
    db._db = flaky.connection


def test_a_games_end_is_recorded_once_and_durably_a_hand_cheaply(db: HistoryDB) -> None:
    game = db.start_game(rules(2), seats(2, "easy", 0))
    statements: list[str] = []
    db._db.set_trace_callback(statements.append)
    db.record_hand(game, 1, {"totals": [100, 300]})
    assert not [s for s in statements if s.startswith("PRAGMA synchronous =")]
    assert db._db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
    statements.clear()
    assert db.finish_game(game, [100, 300], 1) == "lost"
    db._db.set_trace_callback(None)
    full = statements.index("PRAGMA synchronous = 2")
    assert full < statements.index("COMMIT") < statements.index("PRAGMA synchronous = 1"), \
        "the finished game is on the disk when finish_game returns"
    first = db.game(game).finished
    assert db.finish_game(game, [100, 300], 1) == "lost"  # again, after a crash: no change
    assert db.game(game).finished == first and db.statistics().overall.played == 1
    with pytest.raises(HistoryConflict):
        db.finish_game(game, [900, 300], 0)
    assert db.game(game).final_totals == (100, 300)


def test_a_hand_of_another_line_of_play_never_replaces_the_recorded_one(db: HistoryDB) -> None:
    game = db.start_game(rules(2), seats(2, "easy", 0))
    db.record_hand(game, 1, {"totals": [100, 300]}, same_line=True)
    db.record_hand(game, 1, {"totals": [100, 300]}, same_line=True)  # again: the same hand
    db.record_hand(game, 2, {"totals": [50, 60]}, same_line=True)
    with pytest.raises(HistoryConflict):  # the other copy's hand 2
        db.record_hand(game, 2, {"totals": [700, -60]}, same_line=True)
    with pytest.raises(HistoryConflict):  # a copy still at hand 1
        db.record_hand(game, 1, {"totals": [100, 300], "went_out": 1}, same_line=True)
    assert [h.totals for h in db.running_scores(game)] == [(100, 300), (50, 60)]
    db.finish_game(game, [150, 360], 1)
    with pytest.raises(HistoryConflict):
        db.record_hand(game, 3, {"totals": [1, 2]}, same_line=True)


# --- games at a table shared with friends -----------------------------------------------------


def test_a_game_at_a_friends_table_keeps_whose_table_it_was(db: HistoryDB, tmp_path: Path) -> None:
    from samba_desktop.persistence.history import SharedTable, TableRole

    joined = SharedTable(TableRole.JOINED, "Anna", ("Anna", "Bo"))
    game = db.start_game(rules(4), seats(4), started=T0, shared=joined)
    hosted = db.start_game(rules(2), seats(2), started=T0 + timedelta(days=1),
                           shared=SharedTable(TableRole.HOSTED, "You"))
    alone = db.start_game(rules(2), seats(2), started=T0 + timedelta(days=2))
    db.set_shared(hosted, SharedTable(TableRole.HOSTED, "You", ("Cy",)))  # Cy came later
    assert [g.shared for g in db.games()] == [
        joined, SharedTable(TableRole.HOSTED, "You", ("Cy",)), None]
    assert db.game(game).shared == joined and db.game(alone).shared is None
    with pytest.raises(ValueError):
        db.start_game(rules(2), seats(2), shared=SharedTable(TableRole.JOINED, "A", ("A", "B")))
    with pytest.raises(ValueError):
        SharedTable(TableRole.JOINED, "x" * 25)
    out = db.export_csv(tmp_path / "export.csv")
    with out.open(newline="", encoding="utf-8") as file:
        tables = [row["table"] for row in csv.DictReader(file)]
    assert tables == ["joined: Anna", "hosted: Cy", ""]
    db.close()
    again, notice = HistoryDB.open(db.path)  # read back from the file, checked
    assert notice is None and again.game(game).shared == joined
    again.close()


def test_a_history_of_the_version_before_shared_tables_is_migrated_with_its_games(
        tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    raw = sqlite3.connect(path, isolation_level=None)
    for step in history_module.MIGRATIONS[:2]:  # the schema of version 2, as it was written
        step(raw)
    raw.execute("PRAGMA user_version = 2")
    raw.execute(f"PRAGMA application_id = {history_module.APPLICATION_ID}")
    raw.execute("INSERT INTO games (started, players, rules, seats, human_side, outcome) "
                "VALUES ('2026-03-01T20:00:00+00:00', 2, '{\"players\": 2}', ?, 0, 'unfinished')",
                (json.dumps([s.to_dict() for s in seats(2)]),))
    raw.close()
    database, notice = HistoryDB.open(path)
    assert notice is None and not database.read_only
    (game,) = database.games()
    assert game.shared is None and game.players == 2
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 3
    database.close()


def test_a_damaged_shared_table_is_a_damaged_history(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    database, _ = HistoryDB.open(path)
    play(database, 2, "easy", [[1, 2]], winner=0, day=1)
    database.close()
    raw = sqlite3.connect(path)
    raw.execute("""UPDATE games SET shared_table = '{"role": "stolen", "host": "", "friends": []}'""")
    raw.commit()
    raw.close()
    database, notice = HistoryDB.open(path)
    assert notice is not None and "damaged" in notice
    assert database.games() == []
    database.close()


def test_the_version_before_reads_a_history_with_shared_tables_without_changing_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from samba_desktop.persistence.history import SharedTable, TableRole

    path = tmp_path / "history.sqlite3"
    database, _ = HistoryDB.open(path)
    game = database.start_game(rules(2), seats(2), shared=SharedTable(TableRole.JOINED, "Anna"))
    database.finish_game(game, [10, 5], 0)
    database.close()
    before = path.read_bytes()
    # the app as it was before shared tables: two migrations, no shared_table column
    monkeypatch.setattr(history_module, "MIGRATIONS", history_module.MIGRATIONS[:2])
    older, notice = HistoryDB.open(path)
    assert notice is not None and "newer version" in notice
    assert older.read_only and older.statistics().overall.won == 1
    older.close()
    assert path.read_bytes() == before
