"""Saved games: exact round trips, resumable games, and files that cannot be trusted."""

from __future__ import annotations

import errno
import json
import os
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samba_desktop.engine import Game, Rules, legal_moves
from samba_desktop.persistence import atomic, paths
from samba_desktop.persistence.errors import PersistenceError, SaveFileError
from samba_desktop.persistence.saves import (
    MAX_SAVE_BYTES,
    SAVE_FORMAT,
    autosave,
    clear_autosave,
    load_autosave,
    load_game,
    save_game,
)
from samba_desktop.persistence.seats import Seat

from .gameplay import played_game, step

SEATS = (
    Seat("human", "normal", "You"),
    Seat("computer", "hard", "Åsa"),
    Seat("computer", "easy", "Bruno"),
    Seat("computer", "normal", "Zdeněk"),
)


@pytest.fixture(scope="module")
def mid_game() -> Game:
    return played_game(150, seed=7)


@pytest.fixture(scope="module")
def save_bytes(tmp_path_factory: pytest.TempPathFactory, mid_game: Game) -> bytes:
    path = tmp_path_factory.mktemp("valid") / "valid.samba"
    save_game(path, mid_game, SEATS, history_game_id=3)
    return path.read_bytes()


def assert_refused(path: Path, *says: str) -> SaveFileError:
    """``load_game`` raises SaveFileError (nothing else), naming the file."""
    with pytest.raises(SaveFileError) as caught:
        load_game(path)
    message = str(caught.value)
    assert str(path) in message, message
    for words in says:
        assert words in message, message
    return caught.value


# --- round trips ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("moves", "players"), [(0, 4), (1, 4), (40, 2), (150, 4), (400, 6), (5000, 3)]
)
def test_round_trip_gives_an_equal_game(tmp_path: Path, moves: int, players: int) -> None:
    game = played_game(moves, seed=moves + players, players=players)
    seats = tuple(Seat("computer", "easy", f"P{i}") for i in range(players))
    moment = datetime(2026, 5, 1, 12, 30, tzinfo=UTC)
    path = save_game(tmp_path / "g.samba", game, seats, history_game_id=42, saved_at=moment)
    saved = load_game(path)
    assert saved.game.to_dict() == game.to_dict()
    assert saved.seats == seats
    assert saved.saved_at == moment
    assert saved.history_game_id == 42
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == SAVE_FORMAT and document["version"] == 1
    assert document["seats"][0] == {"kind": "computer", "level": "easy", "name": "P0"}


@pytest.mark.parametrize("moves", [0, 3, 57, 230, 800])
def test_a_resumed_game_continues_exactly_where_it_was(tmp_path: Path, moves: int) -> None:
    original = played_game(moves, seed=11, red_threes="auto", keep_cards=2)
    save_game(tmp_path / "g.samba", original, SEATS)
    resumed = load_game(tmp_path / "g.samba").game
    rng = random.Random(99)
    for _ in range(600):
        assert resumed.to_dict() == original.to_dict()
        if original.phase == "game_over":
            break
        if original.phase == "hand_over":
            original.next_hand()
            resumed.next_hand()
            continue
        choices = legal_moves(original)
        assert legal_moves(resumed) == choices
        move = rng.choice(choices)
        original.apply(move)
        resumed.apply(move)
    assert resumed.to_dict() == original.to_dict()
    assert (resumed.scores, resumed.hand_number, resumed.phase) == (
        original.scores,
        original.hand_number,
        original.phase,
    )


def test_seats_may_be_given_as_dicts(tmp_path: Path, mid_game: Game) -> None:
    save_game(tmp_path / "g.samba", mid_game, [seat.to_dict() for seat in SEATS])
    assert load_game(tmp_path / "g.samba").seats == SEATS


def test_saving_keeps_the_previous_save_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "g.samba"
    first, second = played_game(10, seed=1), played_game(20, seed=1)
    save_game(path, first, SEATS)
    save_game(path, second, SEATS)
    assert load_game(path).game == second
    assert load_game(atomic.backup_path(path)).game == first


def test_invalid_seats_are_refused_when_saving(tmp_path: Path, mid_game: Game) -> None:
    with pytest.raises(PersistenceError, match="seats"):
        save_game(tmp_path / "g.samba", mid_game, [{"kind": "alien"}])
    assert not (tmp_path / "g.samba").exists()


# --- autosave ---------------------------------------------------------------------------------


def test_autosave_cycle(tmp_path: Path, mid_game: Game) -> None:
    assert load_autosave(tmp_path) is None
    autosave(mid_game, SEATS, history_game_id=5, base=tmp_path)
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.game == mid_game and saved.history_game_id == 5
    autosave(mid_game, SEATS, base=tmp_path)
    clear_autosave(tmp_path)
    assert load_autosave(tmp_path) is None
    assert os.listdir(paths.data_dir(tmp_path)) == []
    clear_autosave(tmp_path)  # clearing twice is fine


def test_a_damaged_autosave_falls_back_to_its_backup(tmp_path: Path) -> None:
    earlier, later = played_game(30, seed=2), played_game(31, seed=2)
    autosave(earlier, SEATS, base=tmp_path)
    autosave(later, SEATS, base=tmp_path)
    path = paths.autosave_path(tmp_path)
    path.write_bytes(path.read_bytes()[:-100])
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.game == earlier


def test_an_unusable_autosave_is_reported_once_and_kept_aside(tmp_path: Path) -> None:
    path = paths.autosave_path(tmp_path)
    path.write_text("{garbage")
    with pytest.raises(SaveFileError) as caught:
        load_autosave(tmp_path)
    assert str(path) in str(caught.value) and "kept as" in str(caught.value)
    assert load_autosave(tmp_path) is None
    (kept,) = paths.data_dir(tmp_path).iterdir()
    assert kept.name.startswith("autosave.samba.damaged-") and kept.read_text() == "{garbage"


# --- files that must be refused ---------------------------------------------------------------


def test_missing_file_and_folder(tmp_path: Path) -> None:
    assert_refused(tmp_path / "nothing.samba", "does not exist")
    folder = tmp_path / "folder.samba"
    folder.mkdir()
    assert_refused(folder, "not a file")


def test_every_truncation_is_refused(tmp_path: Path, save_bytes: bytes) -> None:
    path = tmp_path / "cut.samba"
    # every cut but the one that only drops the final newline (that file is complete)
    step = max(1, len(save_bytes) // 250)
    cuts = sorted({*range(0, 64), *range(0, len(save_bytes) - 1, step), len(save_bytes) - 2})
    for cut in cuts:
        path.write_bytes(save_bytes[:cut])
        assert_refused(path)
    assert len(cuts) > 200


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_bit_flips_are_refused_or_harmless(tmp_path: Path, save_bytes: bytes, data: Any) -> None:
    flips = data.draw(st.lists(st.integers(0, len(save_bytes) * 8 - 1), min_size=1, max_size=3))
    damaged = bytearray(save_bytes)
    for bit in flips:
        damaged[bit // 8] ^= 1 << (bit % 8)
    path = tmp_path / "flipped.samba"
    path.write_bytes(bytes(damaged))
    try:
        saved = load_game(path)
    except SaveFileError as error:
        assert str(path) in str(error)
    else:  # a flip that keeps everything valid (e.g. in a name) gives a playable game
        assert saved.game.to_dict() == Game.from_dict(saved.game.to_dict()).to_dict()


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(garbage=st.binary(max_size=2000))
def test_garbage_bytes_are_refused(tmp_path: Path, garbage: bytes) -> None:
    path = tmp_path / "garbage.samba"
    path.write_bytes(garbage)
    assert_refused(path)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


def node_paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    """The path (keys and indexes) of every value inside a JSON document."""
    if isinstance(node, dict):
        children = list(node.items())
    elif isinstance(node, list):
        children = list(enumerate(node))
    else:
        children = []
    found = []
    for key, child in children:
        found.append((*prefix, key))
        found.extend(node_paths(child, (*prefix, key)))
    return found


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_part_of_the_document_replaced_by_wrong_data_is_refused(
    tmp_path: Path, save_bytes: bytes, data: Any
) -> None:
    document = json.loads(save_bytes)
    where = data.draw(st.sampled_from(node_paths(document)))
    parent = document
    for key in where[:-1]:
        parent = parent[key]
    replacement = data.draw(JSON_VALUES)
    if parent[where[-1]] == replacement:
        return
    parent[where[-1]] = replacement
    path = tmp_path / "edited.samba"
    path.write_text(json.dumps(document), encoding="utf-8")
    try:
        load_game(path)
    except SaveFileError as error:
        assert str(path) in str(error)


def header(**changes: Any) -> dict[str, Any]:
    document: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": 1,
        "saved_at": "2026-05-01T12:00:00+00:00",
        "seats": [seat.to_dict() for seat in SEATS],
        "game": played_game(5, seed=3).to_dict(),
    }
    document.update(changes)
    return {key: value for key, value in document.items() if value is not ...}


@pytest.mark.parametrize(
    ("document", "says"),
    [
        (None, "not a saved Samba game"),
        ([], "not a saved Samba game"),
        ("samba", "not a saved Samba game"),
        ({}, "not a saved Samba game"),
        (header(format="samba-desktop-settings"), "not a saved Samba game"),
        (header(format=...), "not a saved Samba game"),
        (header(version=2), "newer version of Samba Desktop"),
        (header(version=10**6), "newer version of Samba Desktop"),
        (header(version=0), "format version"),
        (header(version="1"), "format version"),
        (header(version=1.0), "format version"),
        (header(version=True), "format version"),
        (header(version=...), "format version"),
        (header(saved_at=...), "time it was saved"),
        (header(saved_at=20260501), "time it was saved"),
        (header(saved_at="yesterday"), "time it was saved"),
        (header(saved_at="2" * 10_000), "time it was saved"),
        (header(seats=...), "list of players"),
        (header(seats={"0": {}}), "list of players"),
        (header(seats=[seat.to_dict() for seat in SEATS[:3]]), "3 players for a game of 4"),
        (header(seats=[seat.to_dict() for seat in SEATS] * 2), "list of players"),
        (header(seats=[{"kind": "human", "level": "normal"}] * 4), "list of players"),
        (header(seats=[{"kind": "robot", "level": "normal", "name": "R"}] * 4), "list of players"),
        (header(seats=[{"kind": "human", "level": "normal", "name": ""}] * 4), "list of players"),
        (
            header(seats=[{"kind": "human", "level": "normal", "name": "x" * 500}] * 4),
            "list of players",
        ),
        (header(seats=[["human", "normal", "You"]] * 4), "list of players"),
        (header(history_game_id="7"), "score history"),
        (header(history_game_id=0), "score history"),
        (header(history_game_id=True), "score history"),
        (header(game=...), "game itself is missing"),
        (header(game=[]), "game itself is missing"),
        (header(game={}), "game in it is damaged"),
        (header(game={"format": "samba-game", "version": 99}), "game in it is damaged"),
    ],
)
def test_wrong_documents_are_refused_in_plain_words(
    tmp_path: Path, document: Any, says: str
) -> None:
    path = tmp_path / "wrong.samba"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert_refused(path, says)


@pytest.mark.parametrize(
    "field", ["turn", "phase", "hands", "stock", "scores", "rules", "move_log", "melds"]
)
def test_inconsistent_game_data_is_refused_by_the_engine(tmp_path: Path, field: str) -> None:
    game = played_game(60, seed=5).to_dict()
    game[field] = {"turn": 99, "phase": "dancing", "hands": [["AH"]] * 4, "stock": ["ZZ"],
                   "scores": "many", "rules": {"players": 9}, "move_log": [[0, {"x": 1}]],
                   "melds": [[{"id": 1, "cards": ["AH", "KS", "4C"]}], []]}[field]  # fmt: skip
    path = tmp_path / "bad.samba"
    path.write_text(json.dumps(header(game=game)), encoding="utf-8")
    assert_refused(path, "game in it is damaged")


@pytest.mark.parametrize("depth", [100, 3000, 200_000])
def test_deeply_nested_data_is_refused(tmp_path: Path, depth: int) -> None:
    nested = "[" * depth + "]" * depth
    path = tmp_path / "deep.samba"
    for text in (
        nested,
        '{"format": "samba-desktop-save", "version": 1, "game": ' + nested + "}",
        json.dumps(header(game=...))[:-1] + ', "game": {"rules": ' + nested + "}}",
        json.dumps(header(seats=...))[:-1] + ', "seats": ' + nested + "}",
    ):
        path.write_text(text, encoding="utf-8")
        assert_refused(path)


def test_an_oversized_file_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.samba"
    with path.open("wb") as file:
        file.truncate(MAX_SAVE_BYTES + 1)  # sparse: costs no disk space
    opened = []
    real_open = Path.open
    monkeypatch.setattr(
        Path, "open", lambda self, *a, **k: opened.append(self) or real_open(self, *a, **k)
    )
    assert_refused(path, "too large")
    assert opened == []


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"   \n\t ",
        b"null",
        b"\xef\xbb\xbf{}",  # UTF-8 byte order mark
        '{"format": "samba-desktop-save"}'.encode("utf-16"),
        b'{"format": "samba-desktop-save", "version": 1e400}',
        b'{"format": "samba-desktop-save", "version": NaN}',
        b'{"format": "samba-desktop-save", "version": -Infinity}',
        b'{"format": "samba-desktop-save", "version": ' + b"9" * 5000 + b"}",
        b'{"format": "samba-desktop-save", "version": 1, "saved_at": "\xed\xa0\x80"}',
        b"\x00" * 1000,
        b"PK\x03\x04 a zip file",
        b'{"format": "samba-desktop-save", "version": 1, "seats": "\\ud800"}',
    ],
)
def test_odd_bytes_are_refused(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "odd.samba"
    path.write_bytes(raw)
    assert_refused(path)


def test_a_failed_load_points_to_the_backup(tmp_path: Path, mid_game: Game) -> None:
    path = tmp_path / "g.samba"
    save_game(path, mid_game, SEATS)
    save_game(path, mid_game, SEATS)
    path.write_text("{")
    error = assert_refused(path, "backup copy")
    assert str(atomic.backup_path(path)) in str(error)
    assert error.path == path


# --- writing failures -------------------------------------------------------------------------


def test_saving_into_an_impossible_folder_is_a_persistence_error(
    tmp_path: Path, mid_game: Game
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    target = blocker / "g.samba"
    with pytest.raises(PersistenceError) as caught:
        save_game(target, mid_game, SEATS)
    assert str(target) in str(caught.value)
    with pytest.raises(PersistenceError):
        autosave(mid_game, SEATS, base=blocker)


def test_a_full_disk_keeps_the_previous_save(
    tmp_path: Path, mid_game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.samba"
    earlier = played_game(10, seed=4)
    save_game(path, earlier, SEATS)

    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", disk_full)
    with pytest.raises(PersistenceError, match="disk is full"):
        save_game(path, mid_game, SEATS)
    monkeypatch.undo()
    assert load_game(path).game == earlier
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_rules_from_settings_start_a_real_game() -> None:
    from samba_desktop.persistence.settings import Settings

    settings = Settings(
        players=6, target_score=7500, red_threes="auto", keep_cards=2, bolivia=True, max_hands=None
    )
    rules = settings.to_rules()
    assert rules == Rules(
        players=6, target_score=7500, red_threes="auto", keep_cards=2, bolivia=True, max_hands=None
    )
    game = Game.new(rules, seed=1)
    assert game.rules == rules and game.num_sides == 3
    assert step(game, random.Random(1))


def test_removing_a_finished_games_autosave_is_durable_before_it_returns(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = played_game(10)
    for _ in range(2):  # the autosave and its backup
        autosave(game, SEATS, base=tmp_path)
    events: list[str] = []
    real_unlink, real_fsync = os.unlink, atomic.fsync_directory
    monkeypatch.setattr(os, "unlink", lambda path, *a, **k: (events.append(
        f"unlink {Path(path).name}"), real_unlink(path, *a, **k))[1])
    monkeypatch.setattr(atomic, "fsync_directory", lambda folder: (events.append(
        f"sync {Path(folder).name}"), real_fsync(folder))[1])
    clear_autosave(tmp_path)
    assert events == ["unlink autosave.samba", "sync data",
                      "unlink autosave.samba.bak", "sync data"]


def test_the_computers_reasons_come_back_and_a_damaged_one_is_left_out(
        tmp_path: Path, mid_game: Game) -> None:
    from samba_desktop.persistence.hand_record import MoveReason

    assert len(mid_game.move_log) >= 2
    reasons = {0: MoveReason("normal.discard", {"card": "9D", "cost": 65}, "Discarded 9♦."),
               1: MoveReason("", {}, "An old reason, only words.")}
    path = save_game(tmp_path / "why.samba", mid_game, SEATS, reasons=reasons)
    assert load_game(path).reasons == reasons
    document = json.loads(path.read_text(encoding="utf-8"))
    document["reasons"] = {"0": 17, "1": "normal.pass {} Passed.", "x": "y",
                           str(len(mid_game.move_log)): "beyond the moves"}
    path.write_text(json.dumps(document), encoding="utf-8")
    again = load_game(path)  # the game opens; only the readable reason is kept
    assert again.game.to_dict() == mid_game.to_dict()
    assert again.reasons == {1: MoveReason("normal.pass", {}, "Passed.")}
