"""SessionModel: settings, autosave and resume, saved games, score history, and problems."""

from __future__ import annotations

import json
import random
from dataclasses import fields, replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject, Signal

from samba_desktop.engine import Game, Rules, legal_moves
from samba_desktop.persistence import (
    HistoryDB,
    PersistenceError,
    Seat,
    load_autosave,
    load_settings,
    paths,
)
from samba_desktop.persistence import settings as stored
from samba_desktop.persistence.saves import SAVE_SUFFIX
from samba_desktop.qtmodel import preferences
from samba_desktop.qtmodel.config import SeatConfig, TableConfig
from samba_desktop.qtmodel.game_model import ChangeSet, GameModel, Pace
from samba_desktop.qtmodel.preferences import Preferences, SeatChoice
from samba_desktop.qtmodel.session import SessionModel, seat_from_config

SEATS = (
    Seat("human", "normal", "You"),
    Seat("computer", "hard", "Anna"),
    Seat("computer", "easy", "Bruno"),
    Seat("computer", "normal", "Carla"),
)


def step(game: Game, rng: random.Random) -> None:
    """One random legal move, or the next deal after a hand."""
    if game.phase == "hand_over":
        game.next_hand()
    elif game.phase != "game_over":
        game.apply(rng.choice(legal_moves(game)))


def played_game(moves: int, seed: int = 1) -> Game:
    game = Game.new(Rules(players=4), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        step(game, rng)
    return game


class Recorder:
    """Collects what a session emits."""

    def __init__(self, session: SessionModel) -> None:
        self.notices: list[str] = []
        self.errors: list[tuple[str, str]] = []
        session.notice.connect(self.notices.append)
        session.error.connect(lambda title, message: self.errors.append((title, message)))


def make_session(base: Path) -> tuple[SessionModel, Recorder]:
    session = SessionModel(base)
    recorder = Recorder(session)
    session.load()
    return session, recorder


@pytest.fixture
def app(qapp):
    return qapp


# --- the views' values mirror the stored settings ---------------------------------------------


def test_every_stored_setting_has_a_preference_and_every_language_a_name():
    assert set(preferences.LANGUAGE_NAMES) == set(stored.LANGUAGES) - {"system"}
    assert {f.name for f in fields(Preferences)} == {f.name for f in fields(stored.Settings)} - {
        "recent_files"
    }


def test_preferences_hold_any_value_and_the_session_refuses_one_settings_do_not_allow(
    app, tmp_path
):
    session, recorder = make_session(tmp_path)
    before = session.preferences
    bad = replace(before, target_score=-5)  # unchecked: a dialog's value as it came
    assert bad.target_score == -5
    assert not session.set_preferences(bad)
    assert len(recorder.errors) == 1 and "target_score" in recorder.errors[0][1]
    assert session.preferences == before and session.rules().target_score == 10000


def test_a_settings_file_of_the_previous_version_gives_its_preferences(app, tmp_path):
    data = Path(__file__).parent.parent / "persistence" / "data" / "settings_v1.json"
    paths.settings_path(tmp_path).write_bytes(data.read_bytes())
    session, recorder = make_session(tmp_path)
    prefs = session.preferences
    assert prefs.players == 3 and [s.name for s in prefs.seats] == ["Zdeněk", "Åsa", "Bruno"]
    assert (prefs.target_score, prefs.max_hands, prefs.language, prefs.tips_seen) == (
        6200, None, "cs", ("may_go_out", "red_three_in_hand"))
    assert (prefs.show_outlook, prefs.show_reasons, prefs.show_tips) == (False, False, False)
    assert session.update_preferences(hand_sort="rank")  # the recent files are kept
    reloaded, notice = load_settings(tmp_path)
    assert notice is None and reloaded.hand_sort == "rank"
    assert reloaded.recent_files == ("/games/one.samba", "/games/two.samba")
    assert reloaded.tips_seen == prefs.tips_seen
    assert recorder.notices == [] and recorder.errors == []


def test_default_preferences_are_the_default_settings(app, tmp_path):
    session, _ = make_session(tmp_path)
    assert session.preferences == Preferences()
    assert session.rules() == Rules()


# --- settings -------------------------------------------------------------------------------


def test_changed_preferences_are_saved_and_used_for_the_next_game(app, tmp_path):
    session, recorder = make_session(tmp_path)
    changed = []
    session.preferences_changed.connect(changed.append)
    prefs = replace(session.preferences.with_players(6), target_score=7500, bolivia=True,
                    animation_speed="fast")
    assert session.set_preferences(prefs)
    assert changed == [prefs]
    assert session.rules() == Rules(players=6, target_score=7500, bolivia=True)
    assert session.pace is Pace.FAST
    config = session.table_config()
    assert len(config.seats) == 6 and config.human_seat == 0
    reloaded, notice = load_settings(tmp_path)
    assert notice is None
    assert (reloaded.players, reloaded.target_score, reloaded.bolivia) == (6, 7500, True)
    assert make_session(tmp_path)[0].preferences == prefs
    assert recorder.errors == []


def test_a_corrupt_settings_file_gives_a_notice_and_the_defaults(app, tmp_path):
    path = paths.settings_path(tmp_path)
    path.write_bytes(b"\x00{not json at all")
    session, recorder = make_session(tmp_path)
    assert len(recorder.notices) == 1
    assert str(path) in recorder.notices[0]
    assert session.preferences == Preferences()
    assert recorder.errors == []


def test_settings_that_cannot_be_written_are_an_error_but_still_used(app, tmp_path):
    session, recorder = make_session(tmp_path)
    folder = paths.config_dir(tmp_path)
    for child in folder.iterdir():
        child.unlink()
    folder.rmdir()
    folder.write_text("a file where the settings folder should be")
    assert not session.set_preferences(replace(session.preferences, target_score=5000))
    assert recorder.errors and "settings" in recorder.errors[0][0].lower()
    assert session.rules().target_score == 5000


def test_more_than_one_human_seat_leaves_one_human_at_the_table(app, tmp_path):
    session, _ = make_session(tmp_path)
    seats = (SeatChoice("human", "normal", "Ann"), SeatChoice("human", "easy", "Ben"))
    session.set_preferences(replace(Preferences().with_players(2), seats=seats))
    config = session.table_config()
    assert [s.human for s in config.seats] == [True, False]
    assert config.seats[1].level == "easy"


# --- autosave and resume ----------------------------------------------------------------------


def test_every_move_is_autosaved_and_offered_on_the_next_launch(app, tmp_path):
    session, recorder = make_session(tmp_path)
    assert session.pending_resume() is None
    game = Game.new(Rules(players=4), seed=11)
    rng = random.Random(2)
    for _ in range(30):
        step(game, rng)
        session.on_move_applied(game, SEATS)
        assert load_autosave(tmp_path).game == game
    session.close()

    later, recorder2 = make_session(tmp_path)
    saved = later.pending_resume()
    assert saved is not None and saved.game == game and saved.seats == SEATS
    info = later.describe(saved)
    assert info.hand_number == game.hand_number and info.names[0] == "You"
    assert info.side_names == ("You & Bruno", "Anna & Carla")
    config = later.table_config_for(saved)
    assert config.human_seat == 0 and config.names == ["You", "Anna", "Bruno", "Carla"]
    assert recorder.errors == recorder2.errors == []


def test_a_declined_game_is_not_offered_again(app, tmp_path):
    session, _ = make_session(tmp_path)
    session.on_move_applied(played_game(10), SEATS)
    later, _ = make_session(tmp_path)
    assert later.pending_resume() is not None
    later.discard_resume()
    assert later.pending_resume() is None
    assert make_session(tmp_path)[0].pending_resume() is None


def test_a_damaged_autosave_is_an_error_and_the_app_goes_on(app, tmp_path):
    path = paths.autosave_path(tmp_path)
    path.write_text('{"format": "samba-desktop-save", "version": 1, "game": [')
    session, recorder = make_session(tmp_path)
    assert session.pending_resume() is None
    assert len(recorder.errors) == 1
    title, message = recorder.errors[0]
    assert title and str(path) in message
    assert session.set_preferences(replace(session.preferences, target_score=2500))


def all_computer_model(rules: Rules, seed: int = 3) -> GameModel:
    seats = tuple(SeatConfig(f"C{i}", human=False, level="easy") for i in range(rules.players))
    return GameModel(TableConfig(rules, seats), seed=seed, pace=Pace.INSTANT)


def test_a_game_model_is_followed_to_the_end_and_recorded(app, qtbot, tmp_path):
    session, recorder = make_session(tmp_path)
    model = all_computer_model(Rules(players=2, max_hands=2))
    session.attach(model)
    model.hand_over.connect(lambda _result: model.next_hand())
    saves = []
    model.changed.connect(lambda change: saves.append(paths.autosave_path(tmp_path).exists()))
    with qtbot.waitSignal(model.game_over, timeout=30000):
        model.start()
    assert any(saves), "the game was autosaved while it was played"
    assert not paths.autosave_path(tmp_path).exists(), "a finished game is not offered again"
    with HistoryDB.open(base=tmp_path)[0] as db:
        (summary,) = db.games()
        assert summary.finished is not None and summary.hands_played == 2
        assert list(summary.final_totals) == model.game.scores
    assert session.current_scores().totals[-1] == tuple(model.game.scores)
    assert recorder.errors == []
    model.shutdown()


def test_a_resumed_game_keeps_its_history_record(app, qtbot, tmp_path):
    session, _ = make_session(tmp_path)
    model = all_computer_model(Rules(players=2, max_hands=2))
    session.attach(model)
    hands = []
    model.hand_over.connect(hands.append)
    with qtbot.waitSignal(model.hand_over, timeout=30000):
        model.start()
    model.shutdown()
    session.close()
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.history_game_id is not None

    # next launch: resume it on a new table
    later, recorder = make_session(tmp_path)
    pending = later.pending_resume()
    table = GameModel(later.table_config(), seed=1, pace=Pace.INSTANT)
    later.attach(table)
    table.hand_over.connect(lambda _result: table.next_hand())
    with qtbot.waitSignal(table.game_over, timeout=30000):
        table.new_game(later.table_config_for(pending), game=pending.game)
    with HistoryDB.open(base=tmp_path)[0] as db:
        (summary,) = db.games()
        assert summary.game_id == saved.history_game_id
        assert summary.finished is not None and summary.hands_played == 2
    assert recorder.errors == []
    table.shutdown()


class FakeTable(QObject):
    """The three signals and two properties of GameModel that the session follows."""

    changed = Signal(object)
    hand_over = Signal(object)
    game_over = Signal(object)

    def __init__(self, game: Game, seats) -> None:
        super().__init__()
        self.game = game
        self.config = TableConfig(game.rules, seats)

    def hand_reasons(self) -> dict:
        """No computer gave reasons (the hand record keeps none)."""
        return {}


def test_an_undo_keeps_following_the_same_game(app, tmp_path):
    session, _ = make_session(tmp_path)
    game = Game.new(Rules(players=2), seed=5)
    table = FakeTable(game, (SeatConfig("You", human=True), SeatConfig("Bot")))
    session.attach(table)
    game.apply(legal_moves(game)[0])
    table.changed.emit(ChangeSet("move"))
    table.game = game.copy()  # what GameModel.undo() does: a copy of the same game
    table.changed.emit(ChangeSet("undo"))
    table.game.apply(legal_moves(table.game)[0])
    table.changed.emit(ChangeSet("move"))
    assert load_autosave(tmp_path).game == table.game
    with HistoryDB.open(base=tmp_path)[0] as db:
        assert len(db.games()) == 1, "still the same game in the history"


def test_a_new_game_on_the_same_table_gets_its_own_record(app, tmp_path):
    session, _ = make_session(tmp_path)
    seats = (SeatConfig("You", human=True), SeatConfig("Bot"))
    table = FakeTable(Game.new(Rules(players=2), seed=5), seats)
    session.attach(table)
    for seed in (6, 7):
        table.game.apply(legal_moves(table.game)[0])
        table.changed.emit(ChangeSet("move"))
        table.game = Game.new(Rules(players=2), seed=seed)
        table.changed.emit(ChangeSet("new_game"))
    assert load_autosave(tmp_path) is None, "the game left is not offered again"
    with HistoryDB.open(base=tmp_path)[0] as db:
        assert len(db.games()) == 2


# --- saved games and recent files --------------------------------------------------------------


def test_save_as_and_open_a_named_game(app, tmp_path):
    session, recorder = make_session(tmp_path)
    recent = []
    session.recent_files_changed.connect(recent.append)
    game = played_game(40, seed=4)
    written = session.save_as(tmp_path / "evening", game, SEATS)
    assert written == tmp_path / ("evening" + SAVE_SUFFIX)
    assert recent[-1] == [str(written)]
    saved = session.open_file(written)
    assert saved is not None and saved.game == game and saved.seats == SEATS
    assert make_session(tmp_path)[0].recent_files() == [str(written)]
    assert recorder.errors == []


def test_a_corrupt_save_is_an_error_and_the_app_goes_on(app, tmp_path):
    session, recorder = make_session(tmp_path)
    good = session.save_as(tmp_path / "good.samba", played_game(5), SEATS)
    bad = tmp_path / "bad.samba"
    bad.write_text(json.dumps({"format": "samba-desktop-save", "version": 1, "game": 7}))
    assert session.open_file(bad) is None
    (title, message), = recorder.errors
    assert title and str(bad) in message
    assert session.open_file(good) is not None
    assert session.save_as(tmp_path / "again.samba", played_game(6), SEATS) is not None


def test_a_missing_recent_file_is_dropped_from_the_list(app, tmp_path):
    session, recorder = make_session(tmp_path)
    path = session.save_as(tmp_path / "gone.samba", played_game(5), SEATS)
    path.unlink()
    assert session.open_file(path) is None
    assert recorder.errors
    assert session.recent_files() == []
    assert load_settings(tmp_path)[0].recent_files == ()


def test_a_save_that_cannot_be_written_is_an_error(app, tmp_path):
    session, recorder = make_session(tmp_path)
    target = tmp_path / "folder.samba"
    target.mkdir()
    assert session.save_as(target, played_game(5), SEATS) is None
    assert recorder.errors and str(target) in recorder.errors[0][1]


# --- score history ------------------------------------------------------------------------------


def finished_game(seed: int, **rules) -> Game:
    game = Game.new(Rules(**rules), seed=seed)
    rng = random.Random(seed)
    while game.phase != "game_over":
        if game.phase == "hand_over":
            yield game
        step(game, rng)
    yield game


def test_hands_and_games_are_recorded_for_the_statistics(app, tmp_path):
    session, recorder = make_session(tmp_path)
    changed = []
    session.history_changed.connect(lambda: changed.append(1))
    seats = SEATS[:2]
    game = None
    for game in finished_game(7, players=2, max_hands=3, target_score=100000):
        if game.phase == "hand_over":
            session.on_hand_over(game, seats)
    session.on_game_over(game, seats)
    stats = session.statistics()
    assert stats.overall.played == 1 and stats.hands_played == 3
    assert stats.overall.drawn + stats.overall.won + stats.overall.lost == 1
    (summary,) = session.results_over_time()
    assert list(summary.final_totals) == game.scores
    series = session.current_scores()
    assert len(series.totals) == 3 and series.totals[-1] == tuple(game.scores)
    assert series.human_side == 0 and series.side_names == ("You", "Anna")
    assert changed and recorder.errors == []

    out = session.export_history(tmp_path / "history.csv")
    assert out is not None and "game,started" in out.read_text()
    assert session.reset_history()
    assert session.statistics().overall.played == 0


def test_a_damaged_history_is_replaced_with_a_notice(app, tmp_path):
    paths.history_path(tmp_path).write_bytes(b"this is not a database" * 100)
    session, recorder = make_session(tmp_path)
    assert session.statistics().overall.played == 0
    assert len(recorder.notices) == 1 and "history" in recorder.notices[0]


def test_notices_are_translatable(app, tmp_path, monkeypatch):
    calls = []
    original = QCoreApplication.translate

    def spy(context, text, *args):
        calls.append((context, text))
        return original(context, text, *args)

    monkeypatch.setattr(QCoreApplication, "translate", spy)
    paths.settings_path(tmp_path).write_text("[]")
    make_session(tmp_path)
    assert any(context == "SessionModel" for context, _ in calls)


def test_menu_choices_are_remembered(app, tmp_path):
    session, recorder = make_session(tmp_path)
    assert session.remember_pace(Pace.SLOW)
    assert session.update_preferences(hand_sort="suit")
    stored_settings = load_settings(tmp_path)[0]
    assert (stored_settings.animation_speed, stored_settings.hand_sort) == ("slow", "suit")
    model = GameModel(TableConfig.default(2), seed=1)
    model.follow_preferences(session.preferences)  # as the composition root hands them over
    assert model.pace is Pace.SLOW
    assert recorder.errors == []


def test_a_save_whose_history_record_is_gone_gets_a_new_record(app, tmp_path):
    session, recorder = make_session(tmp_path)
    game = played_game(8, seed=9)
    session.on_move_applied(game, SEATS)
    path = session.save_as(tmp_path / "before-reset.samba")
    assert session.reset_history()
    saved = session.open_file(path)
    assert saved.history_game_id is not None
    table = FakeTable(saved.game, tuple(session.table_config_for(saved).seats))
    session.attach(table)
    step(saved.game, random.Random(1))
    table.changed.emit(ChangeSet("move"))
    with HistoryDB.open(base=tmp_path)[0] as db:
        (summary,) = db.games()
    assert summary.game_id != saved.history_game_id
    assert load_autosave(tmp_path).history_game_id == summary.game_id
    assert recorder.errors == []


# --- the app's own files, the game that comes back, two copies, a failing disk -----------------


def test_save_as_refuses_each_of_the_apps_own_files_and_changes_nothing(app, tmp_path):
    session, recorder = make_session(tmp_path)
    game = played_game(30, seed=3)
    session.on_move_applied(game, SEATS)  # the autosave
    session.on_move_applied(game, SEATS)  # and its backup
    session.update_preferences(target_score=3000)  # the settings
    session.update_preferences(target_score=4000)  # and their backup
    dirs = paths.app_dirs(tmp_path)
    own = [dirs.autosave_file, dirs.autosave_file.with_name("autosave.samba.bak"),
           dirs.history_file, dirs.settings_file, dirs.settings_file.with_name("settings.json.bak")]
    link = tmp_path / "shortcut.samba"
    link.symlink_to(dirs.autosave_file)
    before = {path: path.read_bytes() for path in own if path.exists()}
    assert len(before) == len(own)
    for target in (*own, link):
        recorder.errors.clear()
        assert session.save_as(target, played_game(5, seed=9), SEATS) is None, target
        (title, message), = recorder.errors
        assert title and "keeps for itself" in message and "nothing was changed" in message
    assert {path: path.read_bytes() for path in own} == before
    assert session.recent_files() == []
    assert not list(tmp_path.glob("**/*.bak.samba"))


def test_the_game_open_when_the_app_closes_is_the_one_offered_next(app, tmp_path):
    """Replay a deal, then open a saved game, then quit without a move: the saved game comes
    back, not the abandoned replay (issue 40)."""
    session, _ = make_session(tmp_path)
    seats = (SeatConfig("You", human=True), SeatConfig("Bot"))
    opened_game = played_game(12, seed=8)
    written = session.save_as(tmp_path / "evening", opened_game,
                              tuple(seat_from_config(s) for s in (*seats, *seats)))
    table = FakeTable(Game.new(Rules(players=2), seed=5), seats)
    session.attach(table)
    table.game = Game.new(Rules(players=2), seed=21)  # Replay this deal
    table.changed.emit(ChangeSet("new_game"))
    table.game.apply(legal_moves(table.game)[0])
    table.changed.emit(ChangeSet("move"))
    saved = session.open_file(written)  # Game ▸ Open a saved game
    table.game, table.config = saved.game, session.table_config_for(saved)
    table.changed.emit(ChangeSet("new_game"))
    session.close()  # Ctrl+Q without a move
    later, _ = make_session(tmp_path)
    assert later.pending_resume().game == opened_game


def test_two_copies_resuming_one_game_keep_their_records_apart(app, tmp_path):
    first, _ = make_session(tmp_path)
    game = Game.new(Rules(players=4, max_hands=3), seed=31)
    rng = random.Random(31)
    while game.phase != "hand_over":
        step(game, rng)
        first.on_move_applied(game, SEATS)
    first.on_hand_over(game, SEATS)
    game.next_hand()
    first.on_move_applied(game, SEATS)
    first.close()
    one, _ = make_session(tmp_path)  # two copies start on the same autosave
    two, _ = make_session(tmp_path)
    games = [one.pending_resume().game, two.pending_resume().game]
    assert games[0] == games[1]
    tables = [FakeTable(g, [seat_from_config_seat(s) for s in SEATS]) for g in games]
    for session, table in zip((one, two), tables, strict=True):
        session.attach(table)
    for seed, table in enumerate(tables):
        rng = random.Random(100 + seed)  # each plays its own line
        while table.game.phase != "hand_over":
            step(table.game, rng)
            table.changed.emit(ChangeSet("move"))
        table.hand_over.emit(None)
    assert tables[0].game.hand_results[1].totals != tables[1].game.hand_results[1].totals
    with HistoryDB.open(base=tmp_path)[0] as db:
        records = {g.game_id: [h.totals for h in db.running_scores(g.game_id)]
                   for g in db.games()}
    lines = [[tuple(r.totals) for r in table.game.hand_results] for table in tables]
    assert sorted(records.values()) == sorted(lines), "each copy's record is its own line"
    for session in (one, two):
        session.close()


def seat_from_config_seat(seat: Seat) -> SeatConfig:
    return SeatConfig(seat.name, human=seat.kind == "human", level=seat.level)


def test_a_write_error_at_a_games_end_keeps_it_and_the_next_start_records_it_once(
        app, tmp_path, monkeypatch):
    session, recorder = make_session(tmp_path)
    game = Game.new(Rules(players=2, max_hands=1), seed=44)
    rng = random.Random(44)
    seats = SEATS[:2]
    while game.phase != "game_over":
        step(game, rng)
        session.on_move_applied(game, seats)

    def disk_error(*_args, **_kwargs):
        raise PersistenceError("Could not write: the disk reported an input/output error.",
                               tmp_path)

    monkeypatch.setattr(HistoryDB, "finish_game", disk_error)
    session.on_game_over(game, seats)
    assert recorder.errors, "the player is told"
    assert load_autosave(tmp_path).game == game, "the finished game is kept, not dropped"
    session.close()
    monkeypatch.undo()
    for _start in range(2):
        later, recorder = make_session(tmp_path)
        assert later.pending_resume() is None, "a finished game is never offered"
        assert recorder.errors == []
        later.close()
    assert not paths.autosave_path(tmp_path).exists()
    with HistoryDB.open(base=tmp_path)[0] as db:
        (summary,) = db.games()
        assert summary.finished is not None and list(summary.final_totals) == game.scores


def test_a_history_of_a_newer_version_is_shown_and_the_game_goes_on_unrecorded(app, tmp_path):
    session, _ = make_session(tmp_path)
    session.on_move_applied(played_game(10), SEATS)
    session.close()
    import sqlite3

    raw = sqlite3.connect(paths.history_path(tmp_path))
    raw.execute("PRAGMA user_version = 99")
    raw.commit()
    raw.close()
    later, recorder = make_session(tmp_path)
    (notice,) = recorder.notices
    assert "newer version" in notice and "not recorded" in notice
    assert later.statistics() is not None
    game = played_game(20, seed=2)
    later.on_move_applied(game, SEATS)
    assert recorder.errors == [], "no complaint at every move"
    assert load_autosave(tmp_path).game == game, "the game is still saved"
    assert not [p for p in paths.data_dir(tmp_path).iterdir() if ".newer-" in p.name]


def test_the_human_hands_left_unreviewed_are_found_newest_first_and_given_oldest_first(
        app, tmp_path):
    """The hands the coach did not finish in an earlier run: the human's kept hands of recorded
    games without a review, at most ``limit`` (the newest), oldest first; a hand of computers
    only, a damaged file and a reviewed hand are left out."""
    from samba_desktop.persistence.hand_record import store_hand_record
    from samba_desktop.persistence.history import HistoryDB
    from samba_desktop.persistence.reviews import StoredHandReview, store_hand_review
    from samba_desktop.persistence.seats import Seat
    from tests.qtmodel.test_review_worker import played_record

    human = (Seat("human", "normal", "You"), Seat("computer", "normal", "Anna"))
    computers = (Seat("computer", "easy", "Bo"), Seat("computer", "normal", "Anna"))
    db, _ = HistoryDB.open(base=tmp_path)
    with db:
        first = db.start_game(Rules(players=2), human)
        second = db.start_game(Rules(players=2), human)
        watched = db.start_game(Rules(players=2), computers)
        store_hand_review(db, second, StoredHandReview(1, 3, 10, 4, 0.0))
    record = played_record(seed=3)  # a two-player hand, seat 0 the human
    for game, hand in [(first, 1), (first, 2), (second, 1), (second, 2), (second, 3)]:
        store_hand_record(replace(record, hand_number=hand), game, tmp_path)
    store_hand_record(replace(record, seats=computers), watched, tmp_path)
    damaged = store_hand_record(replace(record, hand_number=4), second, tmp_path)
    damaged.write_text("not a hand", encoding="utf-8")
    session, _recorder = make_session(tmp_path)
    found = session.unreviewed_hands()
    assert [(game, r.hand_number) for game, r in found] == \
        [(first, 1), (first, 2), (second, 2), (second, 3)]
    assert found[0][1] == record
    assert [(game, r.hand_number) for game, r in session.unreviewed_hands(limit=2)] == \
        [(second, 2), (second, 3)]
    session.close()
