"""The coach's reviews in the score history (persistence/reviews.py): kept, read back, summed
per game, and forgotten with their game."""

from datetime import UTC, datetime

import pytest

from samba_desktop.engine import Rules
from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.history import HistoryDB
from samba_desktop.persistence.reviews import (
    StoredDecision,
    StoredHandReview,
    game_costs,
    hand_review,
    review_of_deal,
    review_trend,
    store_hand_review,
    unreviewed_hands,
)
from samba_desktop.persistence.seats import Seat

SEATS = [Seat("human", "normal", "You"), Seat("computer", "hard", "Anna")]


def review(hand: int, cost: float, *grades: str, seed: int = 77) -> StoredHandReview:
    flagged = tuple(StoredDecision(3 + 2 * i, 0, 100.0, g, "draw", "review.draw",
                                   {"cost": 100, "samples": 64, "pile": 5})
                    for i, g in enumerate(grades))
    return StoredHandReview(hand, seed, 40, 12, cost, flagged)


@pytest.fixture
def history(tmp_path):
    db, notice = HistoryDB.open(tmp_path / "history.sqlite3")
    assert notice is None
    yield db
    db.close()


def test_a_review_is_kept_and_read_back(history):
    game = history.start_game(Rules(players=2), SEATS)
    kept = review(1, 230.5, "mistake", "inaccuracy", "inaccuracy")
    store_hand_review(history, game, kept)
    assert hand_review(history, game, 1) == kept
    assert review_of_deal(history, 77, 1, 40) == kept
    assert review_of_deal(history, 77, 1, 41) is None  # another record of the deal
    assert hand_review(history, game, 2) is None
    store_hand_review(history, game, review(1, 0.0))  # reviewed again: replaced
    assert hand_review(history, game, 1).flagged == ()
    assert game_costs(history, game) == {1: 0.0}


def test_the_trend_sums_each_game_and_goes_with_the_game(history):
    first = history.start_game(Rules(players=2), SEATS, started=datetime(2026, 1, 1, tzinfo=UTC))
    second = history.start_game(Rules(players=2), SEATS,
                                started=datetime(2026, 2, 1, tzinfo=UTC))
    store_hand_review(history, first, review(1, 300.0, "blunder"))
    store_hand_review(history, first, review(2, 100.0, "mistake", "inaccuracy"))
    store_hand_review(history, second, review(1, 40.0, "inaccuracy"))
    trend = review_trend(history)
    assert [t.game_id for t in trend] == [first, second]
    assert (trend[0].hands, trend[0].cost, trend[0].cost_per_hand) == (2, 400.0, 200.0)
    assert (trend[0].blunders, trend[0].mistakes, trend[0].inaccuracies) == (1, 1, 1)
    assert trend[0].decisions == 24
    history.delete_game(first)
    assert [t.game_id for t in review_trend(history)] == [second]
    history.reset()
    assert review_trend(history) == []


def test_bad_reviews_are_refused(history):
    with pytest.raises(ValueError):
        store_hand_review(history, 1, review(1, 10.0, "oops"))
    with pytest.raises(PersistenceError):
        store_hand_review(history, 999, review(1, 10.0))  # no such game


def test_the_hands_without_a_review_are_found_for_the_next_start(history):
    """Of the kept hands, those of a recorded game with no review (the app ended while the
    coach was at them); a game forgotten meanwhile has nothing to review."""
    first = history.start_game(Rules(players=2), SEATS)
    second = history.start_game(Rules(players=2), SEATS)
    store_hand_review(history, first, review(1, 10.0))
    kept = [(second, 2), (second, 1), (first, 2), (first, 1), (first + second + 5, 1)]
    assert unreviewed_hands(history, kept) == [(second, 2), (second, 1), (first, 2)]
    store_hand_review(history, second, review(2, 0.0))
    assert unreviewed_hands(history, kept) == [(second, 1), (first, 2)]
    assert unreviewed_hands(history, []) == []
