"""The coach after every hand (qtmodel/review_worker.py): the human's decisions of a recorded
hand reviewed from the views that seat had, in the background, kept by the session."""

from __future__ import annotations

import functools
from dataclasses import replace
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, Signal

from samba_desktop.ai import create_player, review_decision
from samba_desktop.ai.review import ROUNDS
from samba_desktop.engine import Game, Rules, deal_hand
from samba_desktop.persistence.hand_record import record_from_game
from samba_desktop.persistence.seats import Seat
from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.qtmodel.review_worker import (
    COACH_BUDGET,
    HandReview,
    HandReviewer,
    attach_reviewer,
    catch_up_reviews,
    decision_seed,
    decision_text,
    review_hand,
    reviewer_of,
    summary_text,
)

BUDGET = {"select": 2, "measure": 6, "rounds": 2, "min_pairs": 6}  # small: for speed
SEATS = (Seat("human", "normal", "You"), Seat("computer", "normal", "Anna"))


@functools.cache
def played_record(seed: int = 5, hand: int = 1):
    """A two-player hand (number ``hand`` of its game) played to its end by Normal; seat 0 is
    recorded as the human."""
    game = Game.new(Rules(players=2), seed=seed) if hand == 1 else \
        deal_hand(Rules(players=2), seed, hand, [0, 0])
    players = [create_player("easy", seed=1), create_player("normal", seed=2)]
    while game.phase in ("draw", "meld", "answer"):
        game.apply(players[game.turn].choose(game.view(game.turn)))
    return record_from_game(game, SEATS)


def choices_of(record, seat: int) -> list[int]:
    game = deal_hand(record.rules, record.seed, record.hand_number, list(record.scores))
    steps = []
    for n, (mover, move) in enumerate(record.moves):
        if mover == seat and len(game.view(seat).legal_moves()) > 1:
            steps.append(n + 1)
        game.apply(move)
    return steps


def decisions_of(record, seat: int) -> list[tuple[int, int]]:
    """The decisions a review looks at, as (first move number, move number after the last):
    a draw or an answer is one move; a turn's meld phase, from the seat's first action after
    its draw (or its partner's answer) to its discard, going out or question, is one decision
    (when one of its moves had a choice)."""
    choices = set(choices_of(record, seat))
    game = deal_hand(record.rules, record.seed, record.hand_number, list(record.scores))
    out, n, moves = [], 0, record.moves
    while n < len(moves):
        mover, move = moves[n]
        if mover == seat and game.phase == "meld":
            end = n
            while end < len(moves) and moves[end][0] == seat and game.phase == "meld":
                game.apply(moves[end][1])
                end += 1
                if str(moves[end - 1][1]).startswith("ask"):
                    break
            if choices & set(range(n + 1, end + 1)):
                out.append((n + 1, end))
            n = end
            continue
        if n + 1 in choices:
            out.append((n + 1, n + 1))
        game.apply(move)
        n += 1
    return out


def same(a: HandReview | None, b: HandReview | None) -> bool:
    return a is not None and b is not None and replace(a, seconds=0) == replace(b, seconds=0)


def test_a_hand_review_looks_at_each_human_decision_and_is_repeatable():
    record = played_record()
    seen = []
    review = review_hand(record, progress=lambda done, total: seen.append((done, total)),
                         budget=BUDGET)
    steps = choices_of(record, 0)
    decisions = decisions_of(record, 0)
    assert review is not None and review.decisions == len(decisions) > 5
    assert len(decisions) < len(steps)  # a turn's melds and discard are one decision
    assert seen[0] == (0, len(decisions)) and seen[-1] == (len(decisions), len(decisions))
    assert review.hand_number == record.hand_number and review.moves == len(record.moves)
    for d in review.flagged:
        assert d.step in steps and d.seat == 0 and d.cost >= 40 and d.better is not None
        assert d.move == record.moves[d.step - 1][1]
        assert decision_text(d)
    assert review.cost >= sum(d.cost for d in review.flagged) - 0.5
    assert same(review, review_hand(record, budget=BUDGET))
    assert summary_text(review)
    assert review_hand(record, cancelled=lambda: True, budget=BUDGET) is None


def test_the_app_gives_decisions_in_the_balance_more_rounds():
    """`COACH_BUDGET` is the app's default, each option in place of a given one; the review
    counts the decisions that used the whole budget (still in the balance at the round cap)."""
    assert COACH_BUDGET["rounds"] > ROUNDS
    record = played_record()
    review = review_hand(record, budget=BUDGET)
    assert review is not None
    game = deal_hand(record.rules, record.seed, record.hand_number, list(record.scores))
    decisions, rounds = dict(decisions_of(record, 0)), []
    for n, (seat, move) in enumerate(record.moves):
        if n + 1 in decisions:
            rest = [mv for _, mv in record.moves[n + 1:decisions[n + 1]]]
            rounds.append(review_decision(game.view(seat), move, seed=decision_seed(record, n),
                                          rest=rest or None,
                                          **{**COACH_BUDGET, **BUDGET}).rounds)
        game.apply(move)
    assert review.capped == sum(1 for r in rounds if r >= BUDGET["rounds"]) > 0
    assert 0 < review.slowest <= review.seconds


def test_the_stored_form_gives_the_same_review_back():
    record = played_record()
    review = review_hand(record, budget=BUDGET)
    assert review is not None
    again = HandReview.from_stored(review.to_stored(), record)
    assert [(d.step, d.grade, d.better, d.key, d.params) for d in again.flagged] == \
        [(d.step, d.grade, d.better, d.key, d.params) for d in review.flagged]


class Table(QObject):
    """What the reviewer follows: a table whose hand ends (here: between hands, not in play)."""

    hand_over = Signal(object)
    changed = Signal(object)
    thinking_changed = Signal(int, bool)

    def __init__(self) -> None:
        super().__init__()
        self.game = SimpleNamespace(in_play=False)

    def is_human_turn(self) -> bool:
        return True


class Session(QObject):
    preferences_changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.preferences = Preferences()
        self.history_id = 7
        self.kept = []

    def store_hand_review(self, game_id, stored):
        self.kept.append((game_id, stored))
        return True

    def hand_review_of(self, seed, hand_number, moves):
        return next((s for _, s in self.kept if (s.seed, s.hand_number, s.moves)
                     == (seed, hand_number, moves)), None)

    def review_costs(self):
        return {s.hand_number: s.cost for game, s in self.kept if game == self.history_id}

    def unreviewed_hands(self, limit=20, game=None):
        return []


def test_the_reviewer_works_in_the_background_and_the_session_keeps_it(qtbot):
    record = played_record()
    table, session = Table(), Session()
    reviewer = attach_reviewer(table, session, budget=BUDGET)
    assert reviewer_of(table) is reviewer
    reviewer._record_of = lambda: record
    progress = []
    reviewer.progress.connect(lambda hand, done, total: progress.append((hand, done, total)))
    with qtbot.waitSignal(reviewer.reviewed, timeout=120000) as blocker:
        table.hand_over.emit(None)
        assert record.hand_number in reviewer.running  # under way, the table is free
    assert blocker.args == [record.hand_number]
    review = reviewer.review(record.hand_number)
    assert same(review, review_hand(record, budget=BUDGET))
    assert progress[-1][1] == progress[-1][2] == review.decisions
    assert session.kept and session.kept[0][0] == 7
    assert session.kept[0][1] == review.to_stored()
    # a record of the hand finds its review; from the session once the game is gone
    reviewer.reviews = {}
    found = reviewer.review_of_record(record)
    assert found is not None and [d.step for d in found.flagged] == \
        [d.step for d in review.flagged]


def test_a_hand_reviewed_before_is_not_reviewed_again(qtbot):
    """A game resumed at the end of a hand: its review comes from the session at once."""
    record = played_record()
    table, session = Table(), Session()
    first = attach_reviewer(table, session, budget=BUDGET)
    first._record_of = lambda: record
    with qtbot.waitSignal(first.reviewed, timeout=120000):
        table.hand_over.emit(None)
    resumed = Table()
    reviewer = attach_reviewer(resumed, session, budget=BUDGET)
    reviewer._record_of = lambda: record
    started = []
    reviewer.started.connect(started.append)
    with qtbot.waitSignal(reviewer.reviewed, timeout=1000):
        resumed.hand_over.emit(None)
    assert started == [] and reviewer.running == {}
    assert same(reviewer.review(record.hand_number), first.review(record.hand_number))
    assert len(session.kept) == 1


class BusyTable(Table):
    """A table whose game is in play, at a computer's turn until ``human`` is set."""

    def __init__(self) -> None:
        super().__init__()
        self.game = SimpleNamespace(in_play=True)
        self.human = False

    def is_human_turn(self) -> bool:
        return self.human


def test_the_review_waits_while_the_computers_play(qtbot):
    """The computers' moves are animated on the window's thread: the review stays out of their
    way and goes on at the human's turn."""
    record = played_record()
    table = BusyTable()
    reviewer = HandReviewer(table, record_of=lambda: record, budget=BUDGET)
    progress = []
    reviewer.progress.connect(lambda hand, done, total: progress.append(done))
    table.hand_over.emit(None)
    qtbot.wait(600)
    assert record.hand_number in reviewer.running and progress == []
    table.human = True
    qtbot.waitUntil(lambda: reviewer.review(record.hand_number) is not None, timeout=120000)
    assert same(reviewer.review(record.hand_number), review_hand(record, budget=BUDGET))
    table.game.in_play = False  # between hands a review goes on as well
    table.human = False
    assert not reviewer.paused()


def test_switched_off_in_the_settings_no_review_starts(qtbot):
    record = played_record()
    table, session = Table(), Session()
    reviewer = attach_reviewer(table, session, budget=BUDGET)
    reviewer._record_of = lambda: record
    session.preferences_changed.emit(replace(session.preferences, review_hands=False))
    assert not reviewer.enabled
    table.hand_over.emit(None)
    assert reviewer.running == {}
    assert reviewer.wait(5000) and reviewer.review(record.hand_number) is None


def test_a_hand_without_a_human_is_not_reviewed(qtbot):
    record = replace(played_record(), seats=(SEATS[1], SEATS[1]))
    table = Table()
    reviewer = HandReviewer(table, record_of=lambda: record, budget=BUDGET)
    table.hand_over.emit(None)
    assert reviewer.running == {}


class LeftOver(Session):
    """A session with hands an earlier run left unreviewed: (game id, record), oldest first."""

    def __init__(self, left: list) -> None:
        super().__init__()
        self.left = left

    def unreviewed_hands(self, limit=20, game=None):
        kept = {(g, s.seed, s.hand_number) for g, s in self.kept}
        return [(g, r) for g, r in self.left if (game is None or g == game)
                and (g, r.seed, r.hand_number) not in kept][-limit:]


def test_the_hands_an_earlier_run_left_are_reviewed_after_this_runs_own(qtbot):
    """At start the coach takes up the hands left unreviewed (oldest first, one at a time, each
    kept with its own game); the hand just played comes first, and a hand reviewed in this run
    is not reviewed again."""
    now, old, older = played_record(), played_record(seed=6), played_record(seed=8)
    table, session = BusyTable(), LeftOver([(3, older), (4, old), (7, now)])
    reviewer = attach_reviewer(table, session, budget=BUDGET)
    reviewer._record_of = lambda: now
    started = []
    reviewer.started.connect(started.append)
    table.hand_over.emit(None)  # this run's hand, waiting while the computers play
    assert catch_up_reviews(table, session) == 3
    assert reviewer.catching_up and len(reviewer.backlog) == 3  # behind this run's hand
    table.human = True
    qtbot.waitUntil(lambda: not reviewer.catching_up, timeout=120000)
    assert [(game, stored.seed) for game, stored in session.kept] == \
        [(7, now.seed), (3, older.seed), (4, old.seed)]
    for (_, stored), record in zip(session.kept, [now, older, old], strict=True):
        expected = review_hand(record, budget=BUDGET)
        assert expected is not None and stored == expected.to_stored()
    assert started == [now.hand_number]  # the earlier hands are not this game's: no progress
    assert reviewer.review(now.hand_number) is not None


def test_a_left_over_hand_of_the_game_resumed_shows_as_under_way_then_reviewed(qtbot):
    """A resumed game (the same score-history game, 7) whose hand was left unreviewed: the
    score sheet sees it under way until its review comes, which is this game's; another
    game's hand is only kept."""
    mine, other = played_record(seed=6), played_record(seed=8)  # both hand 1
    table, session = BusyTable(), LeftOver([(3, other), (7, mine)])
    reviewer = attach_reviewer(table, session, budget=BUDGET)
    assert catch_up_reviews(table, session) == 2
    assert reviewer.running == {mine.hand_number: (0, 0)}  # "…" on the score sheet
    reviewed = []
    reviewer.reviewed.connect(reviewed.append)
    table.human = True
    qtbot.waitUntil(lambda: not reviewer.catching_up, timeout=120000)
    assert reviewed == [mine.hand_number] and reviewer.running == {}
    assert same(reviewer.review(mine.hand_number), review_hand(mine, budget=BUDGET))
    assert list(reviewer.reviews) == [mine.hand_number]  # not the other game's hand 1
    assert [(game, stored.seed) for game, stored in session.kept] == \
        [(3, other.seed), (7, mine.seed)]


def test_the_hands_left_over_wait_for_the_next_start_while_the_coach_is_off(qtbot):
    table, session = Table(), LeftOver([(3, played_record(seed=6))])
    reviewer = attach_reviewer(table, session, budget=BUDGET)
    session.preferences_changed.emit(replace(session.preferences, review_hands=False))
    assert catch_up_reviews(table, session) == 0 and not reviewer.catching_up
    session.preferences_changed.emit(replace(session.preferences, review_hands=True))
    session.preferences = replace(session.preferences, review_hands=True)
    assert catch_up_reviews(table, session) == 1 and reviewer.catching_up
    reviewer.cancel()  # the app quits: the rest waits for the next start
    assert not reviewer.catching_up and reviewer.wait(120000) and session.kept == []


def test_switched_on_mid_game_the_coach_reviews_this_games_hands_played_without_it(qtbot):
    """Settings ▸ Aids' review ticked during game 7 (the preference the dialog sets): the hands
    of game 7 played while the coach was off are reviewed, oldest first, as this game's (under
    way on the score sheet); another game's left-over hands wait for the next start."""
    first, second, other = played_record(seed=6), played_record(seed=6, hand=2), played_record()
    table, session = BusyTable(), LeftOver([(3, other), (7, first), (7, second)])
    session.preferences = replace(session.preferences, review_hands=False)
    reviewer = attach_reviewer(table, session, budget=BUDGET)
    assert not reviewer.enabled and not reviewer.catching_up
    started = []
    reviewer.started.connect(started.append)
    session.preferences = replace(session.preferences, review_hands=True)
    session.preferences_changed.emit(session.preferences)
    assert reviewer.enabled and reviewer.catching_up
    assert reviewer.running == {1: (0, 0), 2: (0, 0)}
    table.human = True
    qtbot.waitUntil(lambda: not reviewer.catching_up, timeout=120000)
    assert [(game, stored.hand_number) for game, stored in session.kept] == [(7, 1), (7, 2)]
    assert started == [1, 2] and reviewer.running == {}
    assert same(reviewer.review(2), review_hand(second, budget=BUDGET))
    # switched off and on again: nothing of this game is left, nothing is reviewed twice
    session.preferences_changed.emit(replace(session.preferences, review_hands=False))
    session.preferences_changed.emit(session.preferences)
    assert not reviewer.catching_up and len(session.kept) == 2


def test_a_review_cut_short_by_switching_off_is_taken_up_when_switched_on_again(qtbot):
    """The coach switched off while it reviews the hand just over (the review is dropped),
    then on again: the hand is reviewed after all."""
    record = played_record()
    table, session = BusyTable(), LeftOver([])
    reviewer = attach_reviewer(table, session, budget=BUDGET)
    reviewer._record_of = lambda: record
    table.hand_over.emit(None)  # waiting while the computers play
    assert record.hand_number in reviewer.running
    session.preferences_changed.emit(replace(session.preferences, review_hands=False))
    assert reviewer.running == {} and not reviewer.enabled
    session.left = [(7, record)]  # kept by the session, without a review
    session.preferences_changed.emit(session.preferences)
    assert reviewer.running == {record.hand_number: (0, 0)}
    table.human = True
    qtbot.waitUntil(lambda: bool(session.kept) and not reviewer.catching_up, timeout=120000)
    assert [game for game, _ in session.kept] == [7]
    assert same(reviewer.review(record.hand_number), review_hand(record, budget=BUDGET))


class RenamedSession(QObject):
    """A session whose method for keeping a review is called otherwise (as if
    `SessionModel.store_hand_review` were renamed): the coach's reviews would be lost."""

    preferences_changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.preferences = Preferences()
        self.history_id = 7

    def keep_hand_review(self, game_id, stored):
        return True

    def hand_review_of(self, seed, hand_number, moves):
        return None

    def review_costs(self):
        return {}

    def unreviewed_hands(self, limit=20, game=None):
        return []


def test_a_session_without_the_coachs_method_is_refused_at_once(qtbot):
    """The coach's use of the session is typed (`CoachSession`): mypy names a renamed method,
    and attaching the coach to such a session fails at once, not when a hand ends."""
    with pytest.raises(AttributeError, match="store_hand_review"):
        attach_reviewer(Table(), RenamedSession(), budget=BUDGET)


class RenamedTable(QObject):
    """A table whose end-of-hand signal is called otherwise (as if `GameModel.hand_over` were
    renamed): the coach would never hear a hand end."""

    hand_finished = Signal(object)
    changed = Signal(object)
    thinking_changed = Signal(int, bool)

    def __init__(self) -> None:
        super().__init__()
        self.game = SimpleNamespace(in_play=False)

    def is_human_turn(self) -> bool:
        return True


def test_a_table_without_the_coachs_signal_is_refused_at_once(qtbot):
    """The coach's connection to the table is typed (`ReviewedTable`): a renamed signal stops
    the coach from being attached, loudly, instead of leaving a coach that hears nothing."""
    with pytest.raises(AttributeError, match="hand_over"):
        HandReviewer(RenamedTable(), budget=BUDGET)
