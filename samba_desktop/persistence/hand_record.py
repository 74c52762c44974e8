"""A hand as a small, readable text record: rules, seats and levels, deal seed, every move.

The record names the game's seed and the hand's number: with them the engine deals the same
cards again (`samba_desktop.engine.deal_hand`), and the moves, in the engine's text form
(``str(move)``), replay the hand. A computer move may carry its reason as a comment: the reason's key and parameters (JSON), then
the English sentence for a person reading the file. The key and parameters are what counts: the
app puts the reason into the player's language when it shows it::

    Samba Desktop hand record 1
    rules: players=4 target_score=10000 red_threes=manual keep_cards=1 bolivia=no max_hands=60
    seat 0: human normal You
    seat 1: computer hard Anna
    ...
    seed: 8123419
    hand: 3
    scores: 1250 -300
    move 1: seat 1: draw
    move 2: seat 1: discard 9H  # normal.discard {"card": "9H", "cost": 4} Discarded 9H: ...

A comment that is no key with parameters (records of earlier versions kept the sentence
only, in the language of the day) is kept as the reason's text, without a key.

`parse_hand_record` refuses anything else with a `HandRecordError` whose ``key`` says what is
wrong (and ``line``, where). It accepts exactly what the game and the save format accept: at
most one human seat, scores, hand number and seed within the bounds of a saved game (so that
the deal can be played again at the table and its autosave opens again). A UTF-8 byte-order
mark at the start is accepted.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path

from samba_desktop.engine import (
    Game,
    Move,
    Rules,
    parse_move,
)
from samba_desktop.engine.serialize import MAX_HAND_NUMBER, MAX_SCORE, MAX_SEED
from samba_desktop.persistence.reading import TOO_LARGE, UnreadableFile, decode_text, read_capped
from samba_desktop.persistence.seats import SEAT_KINDS, Seat

HEADER = "Samba Desktop hand record 1"
HAND_RECORD_SUFFIX = ".sambahand"
MAX_RECORD_BYTES = 512 * 1024
MAX_MOVES = 5000
_RULE_FIELDS = ("players", "target_score", "red_threes", "keep_cards", "bolivia", "max_hands")


class HandRecordError(ValueError):
    """A text is not a valid hand record. ``key``: what is wrong; ``line``: where (1-based, or
    0); ``detail``: the offending text or the engine's reason."""

    def __init__(self, key: str, line: int = 0, detail: str = "") -> None:
        where = f"line {line}: " if line else ""
        super().__init__(f"not a valid hand record ({where}{key}{': ' + detail if detail else ''})")
        self.key = key
        self.line = line
        self.detail = detail


@dataclass(frozen=True)
class MoveReason:
    """Why a computer played a move: the reason's ``key`` and ``params`` (JSON-simple values,
    cards in their text form), put into words when shown, and ``text``, the English sentence
    (from an old record: the sentence as recorded, with no key)."""

    key: str = ""
    params: Mapping[str, object] = field(default_factory=dict)
    text: str = ""

    def to_comment(self) -> str:
        """The reason as a record comment (see the module docstring)."""
        text = _one_line(self.text)
        if not _REASON_KEY.fullmatch(self.key):
            return text
        params = _json_one_line(dict(self.params))
        return f"{self.key} {params} {text}".rstrip()

    @classmethod
    def from_comment(cls, comment: str) -> MoveReason:
        """The reason of a record comment (a text without a key when it has none)."""
        key, _space, rest = comment.partition(" ")
        if _REASON_KEY.fullmatch(key) and rest.startswith("{"):
            try:
                params, end = json.JSONDecoder().raw_decode(rest)
            except ValueError:
                params, end = None, 0
            if isinstance(params, dict) and all(
                    isinstance(v, (str, int, float, bool)) for v in params.values()):
                return cls(key, params, rest[end:].strip())
        return cls("", {}, comment)


_REASON_KEY = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*")


@dataclass(frozen=True)
class HandRecord:
    """One hand: the rules, the seats, the deal (``seed``, ``hand_number``, ``scores`` before the
    hand) and the moves as (seat, move), with an optional `MoveReason` per move index."""

    rules: Rules
    seats: tuple[Seat, ...]
    seed: int
    hand_number: int
    scores: tuple[int, ...]
    moves: tuple[tuple[int, Move], ...] = ()
    reasons: dict[int, MoveReason] = field(default_factory=dict)

    def to_text(self) -> str:
        """The record as text (see the module docstring)."""
        lines = [HEADER, "rules: " + " ".join(
            f"{name}={_rule_value(getattr(self.rules, name))}" for name in _RULE_FIELDS)]
        for i, seat in enumerate(self.seats):
            lines.append(f"seat {i}: {seat.kind} {seat.level} {_one_line(seat.name)}")
        lines += [f"seed: {self.seed}", f"hand: {self.hand_number}",
                  "scores: " + " ".join(str(s) for s in self.scores)]
        for n, (mover, move) in enumerate(self.moves):
            line = f"move {n + 1}: seat {mover}: {move}"
            reason = self.reasons.get(n)
            comment = reason.to_comment() if reason is not None else ""
            if comment:
                line += "  # " + comment
            lines.append(line)
        return "\n".join(lines) + "\n"


# What str.splitlines() ends a line at: these (and only these) cannot stay inside a line.
_LINE_BREAKS = re.compile("[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]+")


def _one_line(text: str) -> str:
    """``text`` on one line of a record, as the reader gives it back: line breaks become
    spaces and the ends are trimmed, every other character (a no-break space, a tab, two
    spaces) stays as it is."""
    return _LINE_BREAKS.sub(" ", str(text)).strip()


def _json_one_line(value: object) -> str:
    """JSON on one line of a record: the line breaks JSON itself leaves as they are (U+2028,
    U+2029, U+0085, U+001C-U+001E) escaped, so a reader splitting lines keeps it whole."""
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return _LINE_BREAKS.sub(lambda m: "".join(f"\\u{ord(c):04x}" for c in m[0]), text)


def _rule_value(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def record_from_game(game: Game, seats: Sequence[Seat],
                     reasons: Mapping[int, MoveReason] | None = None,
                     scores_before: Sequence[int] | None = None) -> HandRecord | None:
    """The record of ``game``'s current hand so far (None for a game without a seed).

    ``scores_before``: the sides' scores before the hand (default: the game's scores, less this
    hand's totals once it is over).
    """
    seed = getattr(game, "seed", None)
    if seed is None or not getattr(game, "full_deck", True):
        return None
    if scores_before is None:
        scores = list(game.scores)
        result = game.hand_result() if not game.in_play else None
        if result is not None and getattr(result, "hand_number", game.hand_number) \
                == game.hand_number:
            scores = [s - t for s, t in zip(scores, result.totals, strict=True)]
        scores_before = scores
    return HandRecord(game.rules, tuple(seats), seed, game.hand_number, tuple(scores_before),
                      tuple(game.move_log), dict(reasons or {}))


# ------------------------------------------------------------------ reading
def _parse_rules(text: str, line: int) -> Rules:
    values: dict[str, object] = {}
    for item in text.split():
        name, sep, raw = item.partition("=")
        if not sep or name not in _RULE_FIELDS:
            raise HandRecordError("bad_rules", line, item)
        default = {f.name: f.default for f in fields(Rules)}[name]
        if raw == "none" and name == "max_hands":
            values[name] = None
        elif isinstance(default, bool):
            if raw not in ("yes", "no"):
                raise HandRecordError("bad_rules", line, item)
            values[name] = raw == "yes"
        elif isinstance(default, int):
            if not re.fullmatch(r"-?\d{1,9}", raw):
                raise HandRecordError("bad_rules", line, item)
            values[name] = int(raw)
        else:
            values[name] = raw
    try:
        return Rules(**values)  # type: ignore[arg-type]  # each value checked above
    except (TypeError, ValueError) as exc:
        raise HandRecordError("bad_rules", line, str(exc)) from None


def _ints(text: str, key: str, line: int) -> list[int]:
    if not re.fullmatch(r"\s*-?\d{1,21}(\s+-?\d{1,21})*\s*", text):
        raise HandRecordError(key, line, text.strip())
    return [int(x) for x in text.split()]


def parse_hand_record(text: str) -> HandRecord:
    """Read a hand record written by `HandRecord.to_text` (``HandRecordError`` if it is not)."""
    if not isinstance(text, str) or len(text.encode("utf-8", "replace")) > MAX_RECORD_BYTES:
        raise HandRecordError("too_large")
    if text.startswith("\ufeff"):  # a byte-order mark, as older Windows editors write it
        text = text[1:]
    lines = [(n + 1, raw.strip()) for n, raw in enumerate(text.splitlines())]
    lines = [(n, raw) for n, raw in lines if raw]
    if not lines or lines[0][1] != HEADER:
        raise HandRecordError("not_a_record", lines[0][0] if lines else 0)
    rules = None
    seats: dict[int, Seat] = {}
    seed = hand = scores = None
    moves: list[tuple[int, Move]] = []
    reasons: dict[int, MoveReason] = {}
    for n, raw in lines[1:]:
        head, sep, rest = raw.partition(":")
        rest = rest.strip()
        if not sep:
            raise HandRecordError("bad_line", n, raw)
        if head == "rules":
            rules = _parse_rules(rest, n)
        elif m := re.fullmatch(r"seat (\d)", head):
            parts = rest.split(None, 2)
            if len(parts) != 3 or parts[0] not in SEAT_KINDS:
                raise HandRecordError("bad_seat", n, raw)
            try:
                seats[int(m[1])] = Seat(parts[0], parts[1], parts[2])
            except ValueError as exc:
                raise HandRecordError("bad_seat", n, str(exc)) from None
        elif head == "seed":
            seed = _one_int(rest, "bad_seed", n)
        elif head == "hand":
            hand = _one_int(rest, "bad_hand", n)
        elif head == "scores":
            scores = _ints(rest, "bad_scores", n)
        elif m := re.fullmatch(r"move (\d+)", head):
            if int(m[1]) != len(moves) + 1 or len(moves) >= MAX_MOVES:
                raise HandRecordError("bad_move", n, raw)
            body, _hash, reason = rest.partition("#")
            seat_text, sep2, move_text = body.partition(":")
            sm = re.fullmatch(r"seat (\d)", seat_text.strip())
            if not sep2 or sm is None:
                raise HandRecordError("bad_move", n, raw)
            try:
                move = parse_move(move_text)
            except (ValueError, TypeError):
                raise HandRecordError("bad_move", n, move_text.strip()) from None
            if reason.strip():
                reasons[len(moves)] = MoveReason.from_comment(reason.strip())
            moves.append((int(sm[1]), move))
        else:
            raise HandRecordError("bad_line", n, raw)
    for name, value in (("rules", rules), ("seed", seed), ("hand", hand), ("scores", scores)):
        if value is None:
            raise HandRecordError("missing", 0, name)
    assert rules is not None and hand is not None and scores is not None and seed is not None
    if sorted(seats) != list(range(rules.players)):
        raise HandRecordError("missing", 0, "seats")
    if hand < 1:
        raise HandRecordError("bad_hand", 0)
    if len(scores) != rules.num_sides:
        raise HandRecordError("bad_scores", 0)
    for name, values, limit in (("hand", [hand], MAX_HAND_NUMBER), ("seed", [seed], MAX_SEED),
                                ("scores", scores, MAX_SCORE)):
        if any(abs(value) > limit for value in values):
            raise HandRecordError("out_of_range", 0, name)
    if sum(seat.kind == "human" for seat in seats.values()) > 1:
        raise HandRecordError("humans", 0)
    if any(not 0 <= seat < rules.players for seat, _ in moves):
        raise HandRecordError("bad_move", 0, "seat")
    return HandRecord(rules, tuple(seats[i] for i in range(rules.players)), seed, hand,
                      tuple(scores), tuple(moves), reasons)


def _one_int(text: str, key: str, line: int) -> int:
    values = _ints(text, key, line)
    if len(values) != 1:
        raise HandRecordError(key, line, text)
    return values[0]


# ------------------------------------------------------------------ the hands of the score history
HANDS_FOLDER_NAME = "hands"
MAX_STORED_HANDS = 2000
_STORED = re.compile(r"game-(\d+)-hand-(\d+)" + re.escape(HAND_RECORD_SUFFIX))


def _hands_dir(base: str | Path | None) -> Path:
    from samba_desktop.persistence.paths import app_dirs, ensure_dir

    return ensure_dir(app_dirs(base).data_root / HANDS_FOLDER_NAME)


def store_hand_record(record: HandRecord, history_id: int,
                      base: str | Path | None = None) -> Path:
    """Keep ``record`` as hand ``record.hand_number`` of score-history game ``history_id`` (the
    oldest records go once there are more than `MAX_STORED_HANDS`). ``PersistenceError`` if the
    file cannot be written."""
    from samba_desktop.persistence.atomic import atomic_write_text

    folder = _hands_dir(base)
    path = folder / f"game-{int(history_id)}-hand-{int(record.hand_number)}{HAND_RECORD_SUFFIX}"
    atomic_write_text(path, record.to_text(), keep_backup=False)
    try:  # the oldest go; a file that vanished or cannot be looked at meanwhile is left alone
        stored = sorted((os.stat(p).st_mtime, p) for p in
                        folder.glob("game-*-hand-*" + HAND_RECORD_SUFFIX) if os.path.isfile(p))
        for _mtime, old in stored[:max(0, len(stored) - MAX_STORED_HANDS)]:
            old.unlink(missing_ok=True)
    except OSError:
        pass
    return path


def stored_hands(base: str | Path | None = None) -> list[tuple[int, int, Path]]:
    """The stored hand records: (history game id, hand number, file), newest game first."""
    found = []
    for path in _hands_dir(base).iterdir():
        m = _STORED.fullmatch(path.name)
        if m:
            found.append((int(m[1]), int(m[2]), path))
    return sorted(found, key=lambda item: (-item[0], item[1]))


def read_hand_record(path: str | Path) -> HandRecord:
    """Read a hand record file; ``HandRecordError`` (key "unreadable" for a file problem)."""
    try:
        raw = read_capped(path, MAX_RECORD_BYTES)
    except UnreadableFile as problem:
        raise HandRecordError("too_large" if problem.kind == TOO_LARGE else "unreadable", 0,
                              problem.reason) from None
    try:
        text = decode_text(raw)
    except UnicodeDecodeError:
        raise HandRecordError("not_a_record", 0) from None
    return parse_hand_record(text)


def write_hand_record(record: HandRecord, path: str | Path) -> Path:
    """Write ``record`` to ``path`` (atomically); ``PersistenceError`` if that fails."""
    from samba_desktop.persistence.atomic import atomic_write_text

    path = Path(path)
    atomic_write_text(path, record.to_text(), keep_backup=False)
    return path
