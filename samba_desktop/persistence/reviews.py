"""The coach's reviews of the human's hands, kept in the score-history database.

Two tables of their own, made by the history's second migration (``history.MIGRATIONS``), so
that opening a history checks their columns and the types of their values as it checks the
others':

- ``hand_reviews``: one row per reviewed hand of a recorded game (the game's id and the hand's
  number; the deal seed, to find the review of a hand record again), the decisions reviewed,
  the points they cost in all, and how many were inaccuracies, mistakes and blunders;
- ``decision_reviews``: the graded decisions of those hands: the move's number in the hand,
  the seat, the cost, the grade, the better move (the engine's text form) and the reason as a
  key with JSON parameters (rendered in the player's language when shown, never stored
  translated).

Both refer to ``games`` with ``ON DELETE CASCADE``: a game forgotten (or the history reset)
takes its reviews along. Every function raises `PersistenceError` when the database fails.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.history import HistoryDB

GRADES = ("inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class StoredDecision:
    """A graded decision (see the module docstring)."""

    step: int
    seat: int
    cost: float
    grade: str
    better: str
    key: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class StoredHandReview:
    """A hand's review: its totals and its graded decisions."""

    hand_number: int
    seed: int | None
    moves: int
    decisions: int
    cost: float
    flagged: tuple[StoredDecision, ...] = ()

    def count(self, grade: str) -> int:
        return sum(1 for d in self.flagged if d.grade == grade)


@dataclass(frozen=True)
class GameReviewTotals:
    """One game's reviewed hands: for the trend over games."""

    game_id: int
    started: str
    hands: int
    decisions: int
    cost: float
    inaccuracies: int
    mistakes: int
    blunders: int

    @property
    def cost_per_hand(self) -> float:
        return self.cost / self.hands if self.hands else 0.0


def store_hand_review(history: HistoryDB, game_id: int, review: StoredHandReview) -> None:
    """Keep ``review`` for hand ``review.hand_number`` of game ``game_id`` (replacing any)."""
    for d in review.flagged:
        if d.grade not in GRADES:
            raise ValueError(f"unknown grade {d.grade!r}")
    with history._writing() as db:
        try:
            db.execute("DELETE FROM decision_reviews WHERE game_id = ? AND hand_number = ?",
                       (game_id, review.hand_number))
            db.execute(
                "INSERT OR REPLACE INTO hand_reviews (game_id, hand_number, seed, moves, "
                "reviewed, decisions, cost, inaccuracies, mistakes, blunders) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, review.hand_number, review.seed, review.moves,
                 datetime.now(UTC).isoformat(timespec="seconds"), review.decisions,
                 float(review.cost), review.count("inaccuracy"), review.count("mistake"),
                 review.count("blunder")))
            db.executemany(
                "INSERT INTO decision_reviews (game_id, hand_number, step, seat, cost, grade, "
                "better, reason_key, reason_params) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_id, review.hand_number, d.step, d.seat, float(d.cost), d.grade, d.better,
                  d.key, json.dumps(d.params, sort_keys=True)) for d in review.flagged])
        except sqlite3.IntegrityError as error:  # no such game (or bad values)
            raise PersistenceError(f"Could not keep the review: {error}.", history.path) \
                from error


def _rows(history: HistoryDB, sql: str, parameters: Sequence[Any] = ()) -> list[sqlite3.Row]:
    return history._query(sql, parameters)


def _review_of(history: HistoryDB, row: sqlite3.Row) -> StoredHandReview:
    flagged = []
    for d in _rows(history, "SELECT * FROM decision_reviews WHERE game_id = ? AND "
                   "hand_number = ? ORDER BY step", (row["game_id"], row["hand_number"])):
        if d["grade"] not in GRADES:  # a file changed by hand: a grade the views do not know
            continue
        try:
            params = json.loads(d["reason_params"])
        except ValueError:
            params = {}
        flagged.append(StoredDecision(d["step"], d["seat"], d["cost"], d["grade"], d["better"],
                                      d["reason_key"], params if isinstance(params, dict) else {}))
    return StoredHandReview(row["hand_number"], row["seed"], row["moves"], row["decisions"],
                            row["cost"], tuple(flagged))


def hand_review(history: HistoryDB, game_id: int, hand_number: int) -> StoredHandReview | None:
    """The kept review of one hand of a game (None if there is none)."""
    rows = _rows(history, "SELECT * FROM hand_reviews WHERE game_id = ? AND hand_number = ?",
                 (game_id, hand_number))
    return _review_of(history, rows[0]) if rows else None


def review_of_deal(history: HistoryDB, seed: int, hand_number: int,
                   moves: int) -> StoredHandReview | None:
    """The kept review of the hand dealt from ``seed`` as hand ``hand_number`` with ``moves``
    moves (a hand record's review; the newest if several games share the deal)."""
    rows = _rows(history, "SELECT * FROM hand_reviews WHERE seed = ? AND hand_number = ? AND "
                 "moves = ? ORDER BY reviewed DESC, game_id DESC LIMIT 1",
                 (seed, hand_number, moves))
    return _review_of(history, rows[0]) if rows else None


def game_costs(history: HistoryDB, game_id: int) -> dict[int, float]:
    """The points lost per reviewed hand of one game: {hand number: cost}."""
    rows = _rows(history, "SELECT hand_number, cost FROM hand_reviews WHERE game_id = ?",
                 (game_id,))
    return {r["hand_number"]: r["cost"] for r in rows}


def review_trend(history: HistoryDB) -> list[GameReviewTotals]:
    """Every game with reviewed hands, oldest first, with its totals."""
    rows = _rows(history, """
        SELECT r.game_id AS game_id, g.started AS started, count(*) AS hands,
               sum(r.decisions) AS decisions, sum(r.cost) AS cost,
               sum(r.inaccuracies) AS inaccuracies, sum(r.mistakes) AS mistakes,
               sum(r.blunders) AS blunders
        FROM hand_reviews AS r JOIN games AS g ON g.id = r.game_id
        GROUP BY r.game_id ORDER BY g.started, r.game_id""")
    return [GameReviewTotals(r["game_id"], r["started"], r["hands"], r["decisions"], r["cost"],
                             r["inaccuracies"], r["mistakes"], r["blunders"]) for r in rows]


def unreviewed_hands(history: HistoryDB,
                     hands: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Those of ``hands`` ((game id, hand number) pairs, e.g. the stored hand records) whose game
    is in the history and which have no kept review, in the order given (the coach reviews
    them at the next start: a review the app's end cut short is not lost)."""
    if not hands:
        return []
    games = {r["id"] for r in _rows(history, "SELECT id FROM games")}
    reviewed = {(r["game_id"], r["hand_number"])
                for r in _rows(history, "SELECT game_id, hand_number FROM hand_reviews")}
    return [(game, hand) for game, hand in hands if game in games and (game, hand) not in reviewed]
