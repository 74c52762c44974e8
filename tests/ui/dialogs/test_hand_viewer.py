"""The hand viewer after a hand, from the score sheet, and for hand record files."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from samba_desktop.__main__ import compose_window
from samba_desktop.engine import Card, Game, Phase, Rules
from samba_desktop.net import HostThread, SeatPlan, Table, TableHost
from samba_desktop.net.table import Seat
from samba_desktop.qtmodel import Pace
from samba_desktop.qtmodel.hosted_table import TableSeat
from samba_desktop.qtmodel.replay import HandReplay, hand_record_of
from samba_desktop.ui.dialogs.hand_viewer import HandViewer
from samba_desktop.ui.dialogs.score_dialogs import HandOverDialog, ScoreSheetDialog
from samba_desktop.ui.dialogs.score_replay import archive_of, ask_replay_deal
from tests.qtmodel.helpers import FirstLegal, factory_of, model_with
from tests.qtmodel.reasoning import reasoner_factory
from tests.ui.table_helpers import make_window, settle


def window_after_a_hand(qtbot, players=4, seed=31):
    """A window whose computers have just finished a hand, with its hand-over dialog open."""
    model = model_with(human=False, players=players, factory=reasoner_factory, seed=seed,
                       pace=Pace.INSTANT)
    archive_of(model)  # as the window does at its start
    with qtbot.waitSignal(model.hand_over, timeout=30000) as blocker:
        model.start()  # played without a view: no animations to wait for
    window = compose_window(model)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window._open(HandOverDialog(model, blocker.args[0], parent=window))
    return window


def viewers() -> list[HandViewer]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, HandViewer) and w.isVisible()]


def viewer_opened_by(qtbot, open_it) -> HandViewer:
    """The hand viewer that ``open_it()`` (a button's click, an action's trigger) opens."""
    before = set(viewers())
    open_it()
    (viewer,) = set(viewers()) - before
    qtbot.addWidget(viewer)
    return viewer


def test_after_a_hand_the_viewer_steps_through_it_with_the_keys(qtbot):
    window = window_after_a_hand(qtbot)
    dialog = window._dialog
    assert dialog.step_button.isEnabled()
    viewer = viewer_opened_by(qtbot, dialog.step_button.click)
    model = window.model
    record = hand_record_of(model)
    steps = len(model.game.move_log)
    assert viewer.step == steps  # opens at the end of the hand
    assert all(viewer.snapshot.visible_hand(s) for s in range(4))  # every hand face up
    QTest.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.step == 0 and not viewer.back_button.isEnabled()
    fresh = Game.new(model.game.rules, seed=model.game.seed)
    for step in range(1, steps + 1):
        QTest.keyClick(viewer, Qt.Key.Key_Right)
        fresh.apply(record.moves[step - 1][1])
        assert viewer.step == step
        assert viewer.snapshot.game.to_dict() == fresh.to_dict()
        assert str(steps) in viewer.move_label.text()
        if step < steps:
            # during the hand only the viewer's own seat is face up
            assert not any(viewer.snapshot.visible_hand(s) for s in range(1, 4))
        assert viewer.reason_label.text().startswith("Why: English reason:")
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.step == steps and not viewer.forward_button.isEnabled()
    QTest.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.step == steps - 1
    viewer.first_button.click()
    assert viewer.step == 0
    viewer.last_button.click()
    assert viewer.step == steps
    viewer.close()
    window.model.shutdown()


def test_the_score_sheet_shows_the_deal_and_replays_it(qtbot, monkeypatch):
    window = window_after_a_hand(qtbot, players=2, seed=8)
    model = window.model
    first_hands = [list(h) for h in (Game.new(model.game.rules, seed=model.game.seed).hand(s)
                                     for s in range(2))]
    seats = model.config.seats
    sheet = ScoreSheetDialog(model, window)
    qtbot.addWidget(sheet)
    last = sheet.table.columnCount() - 1
    assert sheet.table.horizontalHeaderItem(last).text() == "Deal"
    assert sheet.table.item(0, last).text() == f"{model.game.seed}/1"
    assert sheet.step_button.isEnabled()
    window._dialog.reject()
    model.set_pace(Pace.SLOW)  # the computers wait: the fresh deal stays as dealt
    model.attach_view(True)
    assert ask_replay_deal(sheet, model, 1, ask=False)
    assert model.game.hand_number == 1 and model.game.move_log == []
    assert [model.game.hand(s) for s in range(2)] == first_hands
    assert model.config.seats == seats
    model.shutdown()


def test_the_score_sheet_shows_a_long_deal_seed_whole(qtbot):
    window = window_after_a_hand(qtbot, players=2, seed=2668091512733)
    model = window.model
    sheet = ScoreSheetDialog(model, window)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    last = sheet.table.columnCount() - 1
    item = sheet.table.item(0, last)
    assert item.text() == "2668091512733/1"
    room = sheet.table.columnWidth(last)
    assert room >= sheet.table.fontMetrics().horizontalAdvance(item.text()) + 6  # its margins
    assert "2668091512733/1" in item.toolTip()
    model.shutdown()


def test_export_and_open_again_and_a_bad_file_gets_a_message(qtbot, tmp_path: Path):
    window = window_after_a_hand(qtbot, players=2, seed=12)
    window._dialog.step_button.click()
    viewer = viewers()[-1]
    qtbot.addWidget(viewer)
    path = tmp_path / "hand.sambahand"
    assert viewer.export(str(path))
    other = HandViewer()
    qtbot.addWidget(other)
    assert other.open_file(str(path))
    assert other.replay.record == viewer.replay.record and other.step == 0
    bad = tmp_path / "bad.sambahand"
    bad.write_text("Samba Desktop hand record 1\nrules: players=two\n", encoding="utf-8")
    assert not other.open_file(str(bad))
    title, message = other.last_problem
    assert "cannot be opened" in title and "line 2" in message and "rules" in message
    assert other.replay.record == viewer.replay.record  # the shown hand stays
    window.model.shutdown()


def test_the_game_menu_opens_the_viewer_on_the_last_finished_hand(qtbot):
    window = window_after_a_hand(qtbot, players=2, seed=3)
    window._dialog.reject()
    viewer = viewer_opened_by(qtbot, window.hand_viewer_action.trigger)
    assert viewer.replay is not None
    assert viewer.replay.record == hand_record_of(window.model)
    assert viewer.step == viewer.replay.steps
    window.model.shutdown()


def test_a_hand_in_the_viewer_can_be_played_again_at_the_table(qtbot):
    window = window_after_a_hand(qtbot, players=2, seed=14)
    window._dialog.reject()
    model = window.model
    record = hand_record_of(model)
    dealt = HandReplay(record).game_at(0)
    window.hand_viewer_action.trigger()
    viewer = viewers()[-1]
    assert viewer.play_button.isVisible()
    model.set_pace(Pace.SLOW)
    model.attach_view(True)  # the computers wait for the table: the deal stays as dealt
    assert viewer.play_deal(ask=False)
    assert model.game.move_log == [] and model.game.hand_number == record.hand_number
    assert [model.game.hand(s) for s in range(2)] == [dealt.hand(s) for s in range(2)]
    assert [s.name for s in model.config.seats] == [s.name for s in record.seats]
    model.shutdown()


def test_opened_from_the_end_of_hand_dialog_the_viewer_takes_keys_at_once_and_closes_with_esc(
        qtbot):
    window = window_after_a_hand(qtbot)
    dialog = window._dialog
    assert QApplication.activeModalWidget() is dialog
    dialog.step_button.click()
    viewer = viewers()[-1]
    qtbot.addWidget(viewer)
    # the dialog does not block it: the viewer is the window that takes input now
    assert QApplication.activeModalWidget() is viewer
    qtbot.waitUntil(viewer.isActiveWindow, timeout=2000)
    QTest.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.step == 0
    QTest.keyClick(viewer, Qt.Key.Key_Escape)
    assert not viewer.isVisible()
    assert QApplication.activeModalWidget() is dialog  # back to the end of the hand
    window.model.shutdown()


def test_the_viewer_closes_with_ctrl_w_and_fits_the_screen_with_its_buttons_in_view(qtbot):
    window = window_after_a_hand(qtbot, players=2, seed=3)
    window._dialog.reject()
    window.hand_viewer_action.trigger()
    viewer = viewers()[-1]
    qtbot.addWidget(viewer)
    viewer.activateWindow()  # the offscreen platform has no window manager to do it
    qtbot.waitUntil(viewer.isActiveWindow, timeout=2000)
    room = viewer.screen().availableGeometry()
    assert room.contains(viewer.frameGeometry()), (room, viewer.frameGeometry())
    for button in (viewer.first_button, viewer.last_button, viewer.open_button,
                   viewer.export_button, viewer.play_button):
        shown = button.rect().translated(button.mapTo(viewer, button.rect().topLeft()))
        assert viewer.rect().contains(shown), button.text()
        assert button.width() >= button.minimumSizeHint().width()  # not squeezed
    QTest.keyClick(viewer, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not viewer.isVisible()
    window.model.shutdown()


def test_the_viewers_file_dialogs_keep_qts_colours_and_start_in_documents(qtbot, monkeypatch,
                                                                         tmp_path: Path):
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QFileDialog, QLineEdit

    documents = tmp_path / "Dokumente"
    documents.mkdir()
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "user-dirs.dirs").write_text(
        f'XDG_DOCUMENTS_DIR="{documents}"\n', encoding="utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    window = window_after_a_hand(qtbot, players=2, seed=12)
    window._dialog.step_button.click()
    viewer = viewers()[-1]
    qtbot.addWidget(viewer)
    asked = []

    def fake(parent, caption, folder, *rest):
        # the dialog Qt would show over the viewer, as a child of it
        dialog = QFileDialog(parent, caption, folder)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.show()
        edit = dialog.findChild(QLineEdit)
        plain = QFileDialog(None, caption, folder)
        plain.setOption(QFileDialog.Option.DontUseNativeDialog)
        plain.show()
        asked.append((folder, edit.palette().color(QPalette.ColorRole.Text),
                      plain.findChild(QLineEdit).palette().color(QPalette.ColorRole.Text),
                      dialog.palette().color(QPalette.ColorRole.Window),
                      plain.palette().color(QPalette.ColorRole.Window)))
        dialog.close()
        plain.close()
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake)
    viewer.export_button.click()
    viewer.open_button.click()
    assert len(asked) == 2
    for folder, text, plain_text, window_colour, plain_window in asked:
        assert folder.startswith(str(documents)), folder
        assert text == plain_text and window_colour == plain_window
    window.model.shutdown()


def test_the_viewers_scores_are_written_as_the_locale_writes_numbers(qtbot):
    from PySide6.QtCore import QLocale

    window = window_after_a_hand(qtbot, players=2, seed=12)
    window._dialog.step_button.click()
    viewer = viewers()[-1]
    qtbot.addWidget(viewer)
    scores = viewer.snapshot.game.scores
    assert any(abs(s) >= 1000 for s in scores)
    english = " \u00b7 ".join(f"{s:,}".replace("-", "\u2212") for s in scores)
    locale = QLocale()
    try:
        QLocale.setDefault(QLocale("de"))
        assert english.replace(",", ".") in viewer.snapshot.summary()
        QLocale.setDefault(QLocale("en_US"))
        assert english in viewer.snapshot.summary()
    finally:
        QLocale.setDefault(locale)
    window.model.shutdown()


def test_an_empty_viewer_is_titled_as_the_hand_viewer(qtbot):
    viewer = HandViewer()
    qtbot.addWidget(viewer)
    assert viewer.windowTitle() == "Hand viewer"


@pytest.fixture
def joiner_after_a_hand(qtbot):
    """A window that joined a friend's table for two (as seat 0) and played its short first
    hand: a draw and a discard, then the computer finds the stock empty; the window, with the
    hand's summary open. The table is hosted on 127.0.0.1 and stopped afterwards."""
    game = Game.setup(Rules(players=2), hands=["4C 5D 6H 9S KD", "7C 8D QH JS"],
                      stock="TC TD", discard="9H 4S", turn=0)
    table = Table(game, [Seat(SeatPlan.HUMAN, ""), Seat(SeatPlan.NORMAL, "normal")])
    thread = HostThread(TableHost(table, None, player_factory=factory_of(FirstLegal)),
                        "127.0.0.1", 0)
    link = thread.start()
    seat = TableSeat(link, "Anna", seat=0)
    try:
        window = make_window(qtbot, players=2)
        seat.join()
        window.model.join_table(seat)
        settle(qtbot, window)
        assert window.model.draw()
        qtbot.waitUntil(lambda: window.model.view.phase == Phase.MELD, timeout=10_000)
        assert window.model.discard(Card.parse("KD"))
        # the computer draws from the empty stock: the hand is over
        qtbot.waitUntil(lambda: isinstance(window._dialog, HandOverDialog), timeout=10_000)
        yield window
    finally:
        seat.close()
        thread.stop()


def test_at_a_friends_table_the_hand_is_stepped_through_as_seen_and_laid_open_at_its_end(
        qtbot, joiner_after_a_hand):
    """A joiner's hand-over dialog: "Step through the hand" shows the hand as this seat saw it
    (the other hand face down) and, at its end, every hand as the host laid them open, as an
    offline table's viewer does; a hand that cannot be dealt here is not exported or dealt."""
    dialog = joiner_after_a_hand._dialog
    assert dialog.step_button.isEnabled()
    viewer = viewer_opened_by(qtbot, dialog.step_button.click)
    assert viewer.step == viewer.replay.steps == 3  # a draw, a discard, a draw
    shown = viewer.snapshot
    assert shown.visible_hand(0) and shown.visible_hand(1)
    assert [str(c) for c in shown.game.hand(1)] == ["7C", "8D", "JS", "QH"]
    assert "every hand is face up" in viewer.move_label.text()
    assert not viewer.export_button.isEnabled() and not viewer.play_button.isEnabled()
    QTest.keyClick(viewer, Qt.Key.Key_Home)  # the deal, as this seat saw it
    assert viewer.step == 0 and not shown.visible_hand(1)
    assert shown.game.hand_size(1) == 4 and shown.game.hand(1) == []
    assert viewer.title.text() == "Hand 1"
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert "You drew" in viewer.move_label.text()
    viewer.close()


def test_at_a_friends_table_an_earlier_hand_is_stepped_through_from_the_score_sheet(
        qtbot, joiner_after_a_hand):
    """Once the next hand is dealt at a friend's table, the score sheet still steps through
    the hand before it (as this seat saw it), not only the last one."""
    window = joiner_after_a_hand
    window._dialog.next_button.click()  # "Next hand": the host deals hand 2
    qtbot.waitUntil(lambda: window.model.view.hand_number == 2, timeout=10_000)
    sheet = ScoreSheetDialog(window.model, window)
    qtbot.addWidget(sheet)
    assert sheet.hand_choice.currentData() == 1 and sheet.step_button.isEnabled()
    viewer = viewer_opened_by(qtbot, sheet.step_button.click)
    assert viewer.replay.hand_number == 1 and viewer.replay.steps == 3
    assert viewer.snapshot.visible_hand(1)  # laid open at its end
    viewer.close()


def viewer_with_a_past_hand(qtbot, base, began):
    """Game ▸ Hand viewer opened in an app whose score history keeps one hand (of
    `played_record`) of a game begun at ``began``, the 7th game of the history; (window,
    viewer, the hand's record)."""
    from samba_desktop.__main__ import build_main_window
    from samba_desktop.persistence.hand_record import store_hand_record
    from samba_desktop.persistence.history import HistoryDB
    from samba_desktop.persistence.seats import Seat as StoredSeat
    from tests.qtmodel.test_review_worker import played_record

    human = (StoredSeat("human", "normal", "You"), StoredSeat("computer", "normal", "Anna"))
    db, _ = HistoryDB.open(base=base)
    with db:
        for _ in range(6):  # games of earlier days
            db.start_game(Rules(players=2), human)
        game = db.start_game(Rules(players=2), human, started=began)
    record = played_record(seed=3)
    store_hand_record(record, game, base)
    window = build_main_window(base)
    qtbot.addWidget(window)
    viewer = viewer_opened_by(qtbot, window.hand_viewer_action.trigger)
    return window, viewer, record


def test_past_hands_are_named_by_when_their_game_began_and_open_in_the_viewer(qtbot,
                                                                              tmp_path):
    """Game ▸ Hand viewer ▸ Past hands: each kept hand named by its game's start, as the
    locale writes dates (not by the score history's inner game number), and shown when
    chosen."""
    from datetime import UTC, datetime

    from samba_desktop.qtmodel.locale_format import date_time

    began = datetime(2026, 11, 28, 19, 40, tzinfo=UTC)
    window, viewer, record = viewer_with_a_past_hand(qtbot, tmp_path, began)
    combo = viewer.past_hands
    assert combo.currentText() == "" and combo.placeholderText() == "Choose a hand"
    assert viewer.move_label.text() == \
        "Choose one of your past hands above, or open a hand record."
    assert [combo.itemText(i) for i in range(combo.count())] == \
        [f"game of {date_time(began)}, hand 1"]
    combo.setCurrentIndex(0)
    assert viewer.replay is not None and viewer.replay.record == record
    window.model.shutdown()
