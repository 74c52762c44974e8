"""Where the player sees the coach's reviews: the end-of-hand dialog's summary (and its
progress while the review runs), the score sheet's "Points lost", the hand viewer's marks
(stepped to with the keys and buttons), Statistics' "Your decisions", Settings ▸ Aids."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox

from samba_desktop.engine import Rules
from samba_desktop.persistence.history import HistoryDB
from samba_desktop.persistence.reviews import StoredHandReview, store_hand_review
from samba_desktop.persistence.seats import Seat
from samba_desktop.qtmodel import Pace
from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.qtmodel.replay import hand_record_of
from samba_desktop.qtmodel.review_worker import HandReviewer, review_hand, summary_text
from samba_desktop.qtmodel.session import SessionModel
from samba_desktop.ui.dialogs.hand_viewer import open_hand_viewer
from samba_desktop.ui.dialogs.score_dialogs import HandOverDialog, ScoreSheetDialog
from samba_desktop.ui.dialogs.score_replay import archive_of, finished_hand_replay
from samba_desktop.ui.dialogs.settings_dialog import SettingsDialog
from samba_desktop.ui.dialogs.statistics_window import StatisticsWindow
from tests.qtmodel.helpers import model_with
from tests.qtmodel.reasoning import reasoner_factory

BUDGET = {"select": 2, "measure": 6, "rounds": 2, "min_pairs": 6}  # small: for speed
SEATS = [Seat("human", "normal", "You"), Seat("computer", "normal", "Anna")]
START = datetime(2026, 11, 1, 20, 0, tzinfo=UTC)


def reviewed_table(qtbot, seed=31):
    """A table whose hand is over, with its coach and the real review of seat 0's decisions."""
    model = model_with(human=False, players=2, factory=reasoner_factory, seed=seed,
                       pace=Pace.INSTANT)
    archive_of(model)
    with qtbot.waitSignal(model.hand_over, timeout=30000) as blocker:
        model.start()
    reviewer = HandReviewer(model, model, budget=BUDGET)
    record = hand_record_of(model)
    review = review_hand(record, seats=[0], budget=BUDGET)
    assert review is not None
    return model, reviewer, review, blocker.args[0]


def test_the_end_of_hand_dialog_shows_progress_then_the_summary(qtbot):
    model, reviewer, review, result = reviewed_table(qtbot)
    reviewer.running[result.hand_number] = (0, 0)
    dialog = HandOverDialog(model, result)
    qtbot.addWidget(dialog)
    summary = dialog.review_summary
    assert not summary.isHidden() and not summary.bar.isHidden()
    reviewer._tokens[99] = (result.hand_number, reviewer._game, None)
    reviewer._signals.progress.emit(99, 3, 12)
    assert "3" in summary.label.text() and summary.bar.value() == 3
    reviewer._signals.done.emit(99, review)
    assert summary.label.text() == summary_text(review) and summary.bar.isHidden()
    # switched off and never reviewed: nothing is said
    reviewer.reviews = {}
    plain = HandOverDialog(model, result)
    qtbot.addWidget(plain)
    assert plain.review_summary.isHidden()


def test_the_score_sheet_shows_the_points_lost_per_hand(qtbot):
    model, reviewer, review, result = reviewed_table(qtbot)
    sheet = ScoreSheetDialog(model)
    qtbot.addWidget(sheet)
    table = sheet.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    column = headers.index("Points lost")
    assert table.item(0, column).text() == "\u2014"  # not reviewed yet
    reviewer.reviews[result.hand_number] = replace(review, cost=212.4)
    sheet = ScoreSheetDialog(model)
    qtbot.addWidget(sheet)
    assert sheet.table.item(0, column).text() == "\u2212212"


def test_the_hand_viewer_marks_the_graded_moves_and_steps_to_them(qtbot):
    model, reviewer, review, result = reviewed_table(qtbot)
    flagged = [d.step for d in review.flagged]
    assert len(flagged) >= 2, "the reasoner's hand has graded decisions"
    reviewer.reviews[result.hand_number] = review
    viewer = open_hand_viewer(None, finished_hand_replay(model, result.hand_number),
                              table_model=model)
    qtbot.addWidget(viewer)
    marks = viewer.review_marks
    assert not marks.isHidden() and "lost (" in marks.summary.text()
    QTest.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.step == 0 and marks.detail.isHidden()
    QTest.keyClick(viewer, Qt.Key.Key_PageDown)
    # a graded move is shown from the position it was decided in: the table before it, with
    # the better move drawn in the hand of the player to move and named in the review row
    assert viewer.step == flagged[0] - 1
    assert not marks.detail.isHidden() and marks.detail.text()
    first = review.at(flagged[0])
    assert first is not None and first.better is not None
    assert viewer.snapshot.better == first.better and "Better: " in viewer.snapshot.better_text
    assert "Better: " in marks.detail.text()
    marks.next_button.click()
    assert viewer.step == flagged[1] - 1
    QTest.keyClick(viewer, Qt.Key.Key_PageUp)
    assert viewer.step == flagged[0] - 1 and not marks.previous_button.isEnabled()
    QTest.keyClick(viewer, Qt.Key.Key_Right)  # before a move that is not graded: no review
    if viewer.step + 1 not in flagged:
        assert marks.detail.isHidden() and viewer.snapshot.better is None


def test_statistics_show_the_trend_over_games(qtbot, tmp_path):
    """Seven games with reviewed hands in the score history, losing fewer points lately."""
    db, _ = HistoryDB.open(base=tmp_path)
    with db:
        for i, cost in enumerate([600.0, 500.0, 520.0, 400.0, 380.0, 300.0, 200.0]):
            game = db.start_game(Rules(players=2), SEATS, started=START + timedelta(days=i))
            store_hand_review(db, game, StoredHandReview(1, 10 + i, 50, 20, cost))
    session = SessionModel(tmp_path)
    session.load()
    window = StatisticsWindow(session)
    qtbot.addWidget(window)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert "Your Decisions" in titles
    assert [g.cost_per_hand for g in window.review_chart.games] == \
        [600.0, 500.0, 520.0, 400.0, 380.0, 300.0, 200.0]
    assert "getting better" in window.review_caption.text()
    assert session.reset_history()  # forgotten with the games
    assert window.review_chart.games == []
    session.close()


def test_the_review_is_switched_in_settings_aids(qtbot):
    dialog = SettingsDialog(Preferences(review_hands=True))
    qtbot.addWidget(dialog)
    assert dialog.aids.review_hands.isChecked()
    dialog.aids.review_hands.click()
    assert dialog.preferences().review_hands is False


def test_a_review_under_way_is_kept_when_the_player_opens_another_game(qtbot, tmp_path):
    """Game ▸ Open… while the coach still reviews a hand: the player leaves the game, the
    review goes on and is kept for the game it belongs to (the score history finds it)."""
    from samba_desktop.qtmodel.review_worker import reviewer_of
    from tests.qtmodel.test_review_worker import played_record
    from tests.ui.dialog_helpers import DialogAnswerer, choose_file
    from tests.ui.window.test_game_safety import _click, _game_action, _window_with_a_move

    window = _window_with_a_move(qtbot, tmp_path)
    path = window.session.save_as(tmp_path / "other.samba")
    assert path is not None
    reviewer = reviewer_of(window.model)
    assert reviewer is not None
    reviewer.budget = dict(BUDGET)
    assert isinstance(window.session.history_id, int)
    record = played_record()
    left = window.model.game
    reviewer.start(record)  # the hand just over, still being reviewed
    answerer = DialogAnswerer()
    answerer.plan(choose_file(str(path)))
    answerer.plan(_click("Open"))
    _game_action(window, "Open").trigger()
    answerer.stop()
    assert window.model.game is not left  # the table holds the game opened
    reviewer = reviewer_of(window.model)
    assert reviewer is not None and reviewer.wait(120000)
    qtbot.waitUntil(lambda: window.session.hand_review_of(
        record.seed, record.hand_number, len(record.moves)) is not None, timeout=120000)
    stored = window.session.hand_review_of(record.seed, record.hand_number, len(record.moves))
    expected = review_hand(record, budget=BUDGET)
    assert expected is not None and stored == expected.to_stored()
    window.close()


def _hand_played_then_app_closed(qtbot, base):
    """A two-player game whose first hand the human (played by Easy) finishes; the app is
    closed while the coach is still at the hand: its review is cut short (as on quitting,
    `HandReviewer.cancel`). The hand's record, kept beside the score history."""
    from samba_desktop.ai import create_player
    from samba_desktop.persistence.settings import Settings, save_settings
    from samba_desktop.qtmodel.review_worker import reviewer_of
    from tests.ui.table_helpers import settle
    from tests.ui.window.test_app_start import _build

    save_settings(Settings(animation_speed="instant", players=2), base)
    window = _build(qtbot, base)
    window.show()
    window.commands.start_or_resume()
    model = window.model
    reviewer = reviewer_of(model)
    assert reviewer is not None
    reviewer.budget = dict(BUDGET)
    quit_at_once = []
    model.hand_over.connect(lambda _result: quit_at_once.append(reviewer.cancel()))
    player = create_player("easy", seed=3)
    while not quit_at_once:
        qtbot.waitUntil(lambda: model.is_human_turn() or bool(quit_at_once), timeout=60000)
        if quit_at_once:
            break
        settle(qtbot, window)
        assert model.try_move(player.choose(model.view))
    assert reviewer.wait(120000)
    session = window.session
    record = session.stored_hand(1)
    assert record is not None and session.history_id is not None
    assert session.hand_review_of(record.seed, 1, len(record.moves)) is None  # cut short
    window.close()
    return record


def test_a_hand_left_unreviewed_when_the_app_closed_is_reviewed_at_the_next_start(
        qtbot, tmp_path, monkeypatch):
    """The app closed before the coach finished a hand: at the next start (a new window on the
    same data folder; the player starts a new game instead of the unfinished one) the hand is
    reviewed in the background and shows in Statistics ▸ Your Decisions and the hand viewer,
    as a review finished in play would."""
    from samba_desktop.__main__ import resume_reviews
    from samba_desktop.qtmodel.review_worker import reviewer_of
    from samba_desktop.ui.dialogs import actions
    from tests.ui.window.test_app_start import _build

    record = _hand_played_then_app_closed(qtbot, tmp_path)
    monkeypatch.setattr(actions, "ask_resume", lambda parent, info: False)  # "New Game"
    monkeypatch.setattr(actions, "choose_new_game", lambda parent, session: True)
    window = _build(qtbot, tmp_path)  # the next start
    reviewer = reviewer_of(window.model)
    assert reviewer is not None
    reviewer.budget = dict(BUDGET)
    window.commands.start_or_resume()
    window.show()
    session = window.session
    statistics = StatisticsWindow(session)
    qtbot.addWidget(statistics)
    assert statistics.review_chart.games == []
    resume_reviews(window, delay_ms=0)
    qtbot.waitUntil(lambda: reviewer.catching_up, timeout=5000)
    qtbot.waitUntil(lambda: not reviewer.catching_up, timeout=180000)
    stored = session.hand_review_of(record.seed, 1, len(record.moves))
    expected = review_hand(record, budget=BUDGET)
    assert expected is not None and stored == expected.to_stored()
    assert [g.hands for g in statistics.review_chart.games] == [1]  # refreshed on its own
    found = reviewer.review_of_record(record)  # the hand viewer's marks
    assert found is not None and found.cost == expected.cost
    assert session.unreviewed_hands() == []  # the start after that has nothing left to do
    window.close()


def test_switching_the_coach_on_mid_game_reviews_the_hands_played_without_it(
        qtbot, tmp_path):
    """The player plays a hand with the coach switched off, then ticks Settings ▸ Aids ▸
    "Review my decisions": the hand already played is reviewed in the background (kept in the
    score history, shown as this game's), as the next start would have done."""
    from samba_desktop.ai import create_player
    from samba_desktop.persistence.settings import Settings, save_settings
    from samba_desktop.qtmodel.review_worker import reviewer_of
    from samba_desktop.ui.dialogs.score_dialogs import HandOverDialog as Summary
    from tests.ui.dialog_helpers import DialogAnswerer
    from tests.ui.table_helpers import settle
    from tests.ui.window.test_app_start import _build
    from tests.ui.window.test_every_action import menu_by_text

    save_settings(Settings(animation_speed="instant", players=2, review_hands=False), tmp_path)
    window = _build(qtbot, tmp_path)
    window.show()
    window.commands.start_or_resume()
    model, session = window.model, window.session
    reviewer = reviewer_of(model)
    assert reviewer is not None and not reviewer.enabled
    reviewer.budget = dict(BUDGET)
    over = []
    model.hand_over.connect(over.append)
    player = create_player("easy", seed=3)
    while not over:
        qtbot.waitUntil(lambda: model.is_human_turn() or bool(over), timeout=60000)
        if over:
            break
        settle(qtbot, window)
        assert model.try_move(player.choose(model.view))
    record = session.stored_hand(1)
    assert record is not None and isinstance(session.history_id, int)
    assert reviewer.running == {} and reviewer.review(1) is None  # the coach was off

    def tick_review(dialog) -> None:
        if isinstance(dialog, Summary):  # the hand's summary, still open: closed first
            dialog.reject()
            return
        box = dialog.findChild(QCheckBox, "review_hands")
        assert box is not None and not box.isChecked()
        box.setChecked(True)
        dialog.accept()

    qtbot.waitUntil(lambda: window.findChild(Summary) is not None, timeout=10000)
    window.findChild(Summary).reject()
    answerer = DialogAnswerer()
    answerer.plan(tick_review)
    menu_by_text(window, "Settings").trigger()
    answerer.stop()
    assert session.preferences.review_hands and reviewer.enabled
    # under way in the background ("…" on the score sheet): the table is free meanwhile
    assert reviewer.running == {1: (0, 0)} and reviewer.catching_up
    qtbot.waitUntil(lambda: not reviewer.catching_up, timeout=180000)
    stored = session.hand_review_of(record.seed, 1, len(record.moves))
    expected = review_hand(record, budget=BUDGET)
    assert expected is not None and stored == expected.to_stored()
    assert reviewer.review(1) is not None and reviewer.review(1).cost == expected.cost
    assert session.unreviewed_hands() == []
    window.close()
