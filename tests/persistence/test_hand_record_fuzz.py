"""Fuzz of the hand-record reader: for any bytes, any kind of file, any permission and any name
length, `read_hand_record` returns a record or raises `HandRecordError`, without hanging or
eating the memory; and what it accepts is exactly what the game and the save format accept
(at most one human; scores, hand number and seed within the save format's bounds), so that
"Play this deal" can put it on the table and the autosave it makes opens again."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from samba_desktop.engine import Game, Rules, deal_hand, legal_moves
from samba_desktop.engine.serialize import MAX_HAND_NUMBER, MAX_SCORE, MAX_SEED
from samba_desktop.persistence import Seat
from samba_desktop.persistence.hand_record import (
    HandRecord,
    HandRecordError,
    read_hand_record,
    record_from_game,
)
from samba_desktop.persistence.saves import load_game, save_game

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
    text_mutations,
)

SEATS = (Seat("human", "normal", "Zdeněk Nový"), Seat("computer", "hard", "Anna"),
         Seat("computer", "easy", "Bruno"), Seat("computer", "normal", "Carla"))


@pytest.fixture(scope="module")
def record_text() -> str:
    game = Game.new(Rules(players=4), seed=2028)
    rng = random.Random(2028)
    for _ in range(40):
        game.apply(rng.choice(legal_moves(game)))
    record = record_from_game(game, SEATS, scores_before=[1250, -300])
    assert record is not None
    return record.to_text()


def check_usable(record: HandRecord, folder: Path) -> None:
    """What "Play this deal" does with an accepted record works: one human at most, the deal
    is made again, and the autosave of that table opens again."""
    assert sum(seat.kind == "human" for seat in record.seats) <= 1
    game = deal_hand(record.rules, record.seed, record.hand_number, list(record.scores))
    save_game(folder / "auto.samba", game, record.seats)
    assert load_game(folder / "auto.samba").game.to_dict() == game.to_dict()


def _read(path: Path, folder: Path) -> str:
    try:
        record = read_hand_record(path)
    except HandRecordError as error:
        return f"refused ({error.key})"
    check_usable(record, folder)
    return "accepted"


def test_damaged_bytes_are_refused_or_give_a_usable_record(tmp_path: Path, record_text) -> None:
    path = tmp_path / "hand.sambahand"
    raw = record_text.encode("utf-8")
    outcomes: dict[str, int] = {}
    for _label, data in mutations(raw, random.Random(28), flips=250, cuts=60):
        path.write_bytes(data)
        tally(outcomes, _read(path, tmp_path))
        assert path.read_bytes() == data
    print("hand records, damaged bytes:", outcomes)
    assert sum(n for key, n in outcomes.items() if key.startswith("refused")) > 200


def test_edited_text_is_refused_or_gives_a_usable_record(tmp_path: Path, record_text) -> None:
    path = tmp_path / "hand.sambahand"
    outcomes: dict[str, int] = {}
    for _label, text in text_mutations(record_text, random.Random(29), 400):
        path.write_text(text, encoding="utf-8")
        tally(outcomes, _read(path, tmp_path))
    print("hand records, edited text:", outcomes)
    assert outcomes.get("accepted", 0) > 20 and len(outcomes) > 5


def _lines_with(text: str, head: str, values: list[str]) -> list[str]:
    lines = text.splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith(head + ":"))
    variants = []
    for value in values:
        changed = list(lines)
        changed[index] = f"{head}: {value}"
        variants.append("\n".join(changed) + "\n")
    return variants


def _numbers(limit: int) -> list[int]:
    return [0, 1, -1, limit - 1, limit, limit + 1, -limit, -limit - 1, 2**63 - 1, 2**63,
            -(2**63), 10**20, 10**21 - 1]


def test_numbers_and_seats_are_accepted_exactly_as_the_game_and_the_saves_accept_them(
        tmp_path: Path, record_text) -> None:
    variants: list[str] = []
    variants += _lines_with(record_text, "hand", [str(n) for n in _numbers(MAX_HAND_NUMBER)])
    variants += _lines_with(record_text, "seed", [str(n) for n in _numbers(MAX_SEED)])
    variants += _lines_with(record_text, "scores",
                            [f"{n} {m}" for n in _numbers(MAX_SCORE) for m in (0, -n)])
    seat_lines = [line for line in record_text.splitlines() if line.startswith("seat ")]
    for kinds in itertools.product(("human", "computer"), repeat=len(seat_lines)):
        text = record_text
        for line, kind in zip(seat_lines, kinds, strict=True):
            head, _, rest = line.partition(": ")
            text = text.replace(line, f"{head}: {kind} {rest.split(' ', 1)[1]}")
        variants.append(text)
    outcomes: dict[str, int] = {}
    path = tmp_path / "hand.sambahand"
    for text in variants:
        path.write_text(text, encoding="utf-8")
        tally(outcomes, _read(path, tmp_path))
    print("hand records, numbers and seats:", outcomes)
    assert outcomes["accepted"] >= 20 and outcomes["refused (humans)"] >= 10


def test_a_byte_order_mark_is_accepted(tmp_path: Path, record_text) -> None:
    path = tmp_path / "hand.sambahand"
    path.write_bytes(BOM + record_text.encode("utf-8"))
    assert read_hand_record(path).to_text() == record_text


@needs_posix
@pytest.mark.parametrize(("label", "make"), SPECIAL_FILES, ids=[s[0] for s in SPECIAL_FILES])
def test_a_special_file_is_refused_at_once(tmp_path: Path, label, make) -> None:
    path = tmp_path / "hand.sambahand"
    make(path)
    result = in_child(lambda: _read(path, tmp_path), seconds=5, memory=1 << 30)
    assert result["outcome"] == "returned" and "refused" in result["value"], (label, result)


def test_long_names_are_refused_or_read(tmp_path: Path, record_text) -> None:
    outcomes: dict[str, int] = {}
    for label, path in long_name_paths(tmp_path, ".sambahand"):
        written = make_long_name(path, record_text.encode("utf-8"))
        outcome = _read(path, tmp_path)
        assert outcome == ("accepted" if written else "refused (unreadable)"), label
        tally(outcomes, f"{label}: {outcome}")
    print("hand records, long names:", outcomes)


@pytest.mark.skipif(not can_drop_privileges(), reason="needs root to become another user")
@pytest.mark.parametrize("case", ["folder listable but not enterable", "file unreadable"])
def test_a_record_the_player_may_not_read_is_refused(case: str, record_text) -> None:
    with shared_folder() as folder:
        inner = folder / "hands"
        inner.mkdir()
        path = inner / "hand.sambahand"
        path.write_text(record_text, encoding="utf-8")
        if case == "file unreadable":
            path.chmod(0o000)
        else:
            inner.chmod(0o666)
        result = in_child(lambda: _read(path, folder), as_nobody=True, seconds=5)
        inner.chmod(0o755)
        assert result == {"outcome": "returned", "value": "'refused (unreadable)'"}, result
