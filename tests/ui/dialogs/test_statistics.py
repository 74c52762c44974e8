"""The Statistics window over a score history of hand-made games, and its two charts."""

from __future__ import annotations

import csv
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QMessageBox

from samba_desktop.persistence import HistoryDB, Seat
from samba_desktop.qtmodel.preferences import ScoreSeries
from samba_desktop.qtmodel.session import SessionModel
from samba_desktop.ui.dialogs import actions
from samba_desktop.ui.dialogs.charts import ResultsChart, ScoreChart, nice_ticks
from samba_desktop.ui.dialogs.messages import confirm_reset_statistics
from samba_desktop.ui.dialogs.review_view import ReviewSource
from samba_desktop.ui.dialogs.statistics_window import StatisticsSource, StatisticsWindow
from samba_desktop.ui.style import LOST, WON, side_colour

YOU = Seat("human", "normal", "You")
START = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)


def computers(level: str, count: int) -> list[Seat]:
    return [Seat("computer", level, f"Bot{i}") for i in range(count)]


def side(score: int, pure: int = 0, mixed: int = 0, sambas: int = 0) -> dict:
    return {"pure_canastas": pure, "mixed_canastas": mixed, "sambas": sambas}


def fill_history(base) -> None:
    """Four games: won (2 players, easy), lost (4 players, hard), draw (2, easy), unfinished."""
    db, _ = HistoryDB.open(base=base)
    with db:
        won = db.start_game({"players": 2}, [YOU, *computers("easy", 1)], started=START)
        db.record_hand(won, 1, {"totals": [3100, 900], "went_out": 0,
                                "sides": [side(3100, pure=1, mixed=2, sambas=1), side(900)]})
        db.record_hand(won, 2, {"totals": [2400, 1500], "went_out": 1,
                                "sides": [side(2400, mixed=1), side(1500, pure=1)]})
        db.finish_game(won, [5500, 2400], 0, finished=START + timedelta(hours=1))

        lost = db.start_game({"players": 4}, [YOU, *computers("hard", 3)],
                             started=START + timedelta(days=1))
        db.record_hand(lost, 1, {"totals": [-350, 4200], "went_out": 1,
                                 "sides": [side(-350), side(4200, pure=2)]})
        db.finish_game(lost, [-350, 4200], 1, finished=START + timedelta(days=1, hours=1))

        draw = db.start_game({"players": 2}, [YOU, *computers("easy", 1)],
                             started=START + timedelta(days=2))
        db.record_hand(draw, 1, {"totals": [1800, 1800], "went_out": None})
        db.finish_game(draw, [1800, 1800], None, finished=START + timedelta(days=2, hours=1))

        db.start_game({"players": 3}, [YOU, *computers("normal", 2)],
                      started=START + timedelta(days=3))


@pytest.fixture
def session(qapp, tmp_path):
    fill_history(tmp_path)
    session = SessionModel(tmp_path)
    errors = []
    session.error.connect(lambda title, message: errors.append((title, message)))
    session.load()
    yield session
    assert errors == []
    session.close()


@pytest.fixture
def window(qtbot, session):
    window = StatisticsWindow(session)
    qtbot.addWidget(window)
    window.show()
    return window


def texts(labels) -> list[str]:
    return [label.text() for label in labels]


def test_the_overview_shows_the_recorded_games(window):
    big = {key: label.text() for key, label in window.big.items()}
    assert big == {"played": "3", "won": "1", "lost": "1", "drawn": "1", "win_rate": "33%"}
    assert texts(window.by_level.cells["easy"]) == ["2", "1", "0", "1", "50%"]
    assert texts(window.by_level.cells["hard"]) == ["1", "0", "1", "0", "0%"]
    assert "normal" not in window.by_level.cells, "the unfinished game is not counted"
    assert texts(window.by_players.cells["2"]) == ["2", "1", "0", "1", "50%"]
    assert texts(window.by_players.cells["4"]) == ["1", "0", "1", "0", "0%"]
    details = {key: label.text() for key, label in window.details.items()}
    assert details["hands_played"] == "4"
    assert details["best_hand_score"] == "3,100"
    assert details["average_hand_score"] == "1,738"  # (3100 + 2400 - 350 + 1800) / 4
    assert details["times_went_out"] == "1"
    assert details["longest_winning_streak"] == "1"
    assert details["current_winning_streak"] == "0"
    assert (details["canastas"], details["pure_canastas"], details["sambas"]) == ("4", "1", "1")
    assert "1" in window.unfinished.text()


def test_results_over_time_are_one_bar_per_finished_game(qtbot, window):
    window.tabs.setCurrentIndex(2)
    chart = window.results_chart
    chart.resize(QSize(600, 300))
    image = chart.grab().toImage()
    assert [g.outcome for g in chart.games] == ["won", "lost", "draw"]
    for rect, game in chart._bars:
        assert chart.game_at(rect.center()) is game
    # the won bar is above the zero line in the win colour, the lost bar below in the loss colour
    won_rect = next(r for r, g in chart._bars if g.outcome == "won")
    lost_rect = next(r for r, g in chart._bars if g.outcome == "lost")
    assert _has_colour(image, won_rect, WON)
    assert _has_colour(image, lost_rect, LOST)


def _has_colour(image, rect, colour: QColor) -> bool:
    ratio = image.devicePixelRatio()
    x = int(rect.center().x() * ratio)
    for y in range(int(max(0, rect.top()) * ratio), int(min(image.height(), rect.bottom() * ratio))):
        if image.pixelColor(x, y).rgb() == colour.rgb():
            return True
    return False


def test_the_score_chart_draws_each_side(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(500, 300)
    empty = chart.grab().toImage()
    chart.set_series(ScoreSeries(("Us", "Them"), ((1200, 800), (2900, 3400)), human_side=0,
                                 target_score=5000, hand_numbers=(1, 2)))
    image = chart.grab().toImage()
    found = set()
    for x in range(0, image.width(), 2):
        for y in range(0, image.height(), 2):
            rgb = image.pixelColor(x, y).rgb()
            for s in (0, 1):
                if rgb == side_colour(s, 0, 2).rgb():
                    found.add(s)
    assert found == {0, 1}
    assert image != empty


def test_this_game_shows_the_running_scores_of_the_game_on_the_table(qtbot, session):
    from samba_desktop.engine import Game, Rules, legal_moves

    game = Game.new(Rules(players=2, max_hands=2, target_score=100000), seed=3)
    seats = (YOU, Seat("computer", "easy", "Bot"))
    while game.phase != "game_over":
        if game.phase == "hand_over":
            session.on_hand_over(game, seats)
            game.next_hand()
        else:
            game.apply(legal_moves(game)[-1])
    window = StatisticsWindow(session)
    qtbot.addWidget(window)
    assert window.big["played"].text() == "3"
    session.on_game_over(game, seats)  # the open window follows the history
    assert window.big["played"].text() == "4"
    series = window.score_chart.series
    assert series.totals[-1] == tuple(game.scores) and series.side_names == ("You", "Bot")


def test_export_writes_a_csv_file(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "out" / "my history"
    target.parent.mkdir()
    monkeypatch.setattr(window, "ask_export_path", lambda: str(target))
    qtbot.mouseClick(window.export_button, Qt.MouseButton.LeftButton)
    written = target.with_name("my history.csv")
    rows = list(csv.reader(written.open(encoding="utf-8")))
    assert rows[0][0] == "game" and len(rows) == 5
    assert str(written) in window.status.text()


def test_reset_asks_first(qtbot, window, monkeypatch):
    monkeypatch.setattr(window, "ask_reset", lambda: False)
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    assert window.big["played"].text() == "3"
    monkeypatch.setattr(window, "ask_reset", lambda: True)
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    assert window.big["played"].text() == "0"
    assert window.big["win_rate"].text() == "\u2014"
    assert window.results_chart.games == []


@pytest.mark.parametrize("answer", ["reset", "cancel"])
def test_the_reset_question_defaults_to_cancel(qtbot, qapp, answer):
    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
        if answer == "cancel":
            box.defaultButton().click()
        else:
            next(b for b in box.buttons()
                 if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole).click()

    QTimer.singleShot(0, click)
    assert confirm_reset_statistics(None) is (answer == "reset")


def test_show_statistics_reuses_one_window(qtbot, session):
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    first = actions.show_statistics(parent, session)
    assert first.isVisible()
    assert actions.show_statistics(parent, session) is first


def test_an_unavailable_history_shows_dashes(qtbot, qapp):
    class NoHistory(QObject):
        history_changed = Signal()

        def statistics(self):
            return None

        def review_trend(self):
            return []

        def current_scores(self):
            return ScoreSeries()

        def results_over_time(self):
            return []

    window = StatisticsWindow(NoHistory())
    qtbot.addWidget(window)
    assert window.big["played"].text() == "\u2014"
    assert not window.export_button.isEnabled() and not window.reset_button.isEnabled()


def test_the_session_is_what_the_statistics_window_reads(session):
    # a renamed ``history_changed`` or ``review_trend`` would leave the window unrefreshed
    # (it once asked for them by name): the session must be a `StatisticsSource`
    assert isinstance(session, StatisticsSource)
    assert isinstance(session, ReviewSource)


def test_ticks_cover_the_values():
    for low, high in ((0, 4450), (-3300, 4450), (0, 1), (-50, 0), (0, 100000)):
        ticks = nice_ticks(low, high)
        assert ticks[0] <= low and ticks[-1] >= high
        assert 2 <= len(ticks) <= 12


def test_results_chart_keeps_the_last_hundred_games(qtbot):
    class Game:
        def __init__(self, n):
            self.outcome = "won" if n % 2 else "lost"
            self.human_total, self.best_opponent_total = 1000 + n, 1000
            self.finished = START

    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.set_results([Game(n) for n in range(150)])
    assert len(chart.games) == 100 and chart.games[-1].human_total == 1149


def test_export_writes_the_hands_beside_the_games(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "sheet.csv"
    monkeypatch.setattr(window, "ask_export_path", lambda: str(target))
    qtbot.mouseClick(window.export_button, Qt.MouseButton.LeftButton)
    hands = tmp_path / "sheet-hands.csv"
    rows = list(csv.DictReader(hands.open(encoding="utf-8")))
    assert rows and {"hand", "side", "your_side", "going_out_bonus", "hand_score",
                     "running_total"} <= set(rows[0])
    assert "sheet-hands.csv" in window.status.text()


def test_a_game_with_friends_says_at_whose_table_it_was(qtbot, tmp_path):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    from samba_desktop.persistence import SharedTable, TableRole

    db, _ = HistoryDB.open(base=tmp_path)
    with db:
        for day, shared in enumerate((SharedTable(TableRole.JOINED, "Anna", ("Anna", "Bo")),
                                      SharedTable(TableRole.HOSTED, "You", ("Anna", "Bo")),
                                      None)):
            game = db.start_game({"players": 4}, [YOU, *computers("easy", 3)],
                                 started=START + timedelta(days=day), shared=shared)
            db.finish_game(game, [5100, 300], 0, finished=START + timedelta(days=day, hours=1))
    session = SessionModel(tmp_path)
    session.load()
    window = StatisticsWindow(session)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentIndex(2)
    chart = window.results_chart
    chart.resize(QSize(600, 300))
    chart.grab()  # drawn: its bars are where the player points
    tips = []
    for rect, _game in chart._bars:  # the player rests the pointer on each bar in turn
        pos = rect.center().toPoint()
        QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, pos,
                                                 chart.mapToGlobal(pos)))
        tips.append(QToolTip.text())
        QToolTip.hideText()
    assert tips[0].endswith("\nAt Anna\u2019s table")
    assert tips[1].endswith("\nHosted with Anna, Bo")
    assert "table" not in tips[2] and "Hosted" not in tips[2]
    session.close()
