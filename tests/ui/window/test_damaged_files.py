"""Damaged files never keep the player from the table: the app starts with each damaged file in
place and says what happened; every menu path that opens or uses a file (Game ▸ Open…, the hand
viewer's Open… and "Play this deal", Statistics, both CSV exports) shows a message and the game
stays on the table.

Permission problems are simulated here by making the os-level calls (``os.stat``, ``os.open``,
``io.open``...) raise ``PermissionError`` for anything inside a folder, as a folder that can be
listed but not entered does (the tests run as root, whom ``chmod`` does not stop); the loaders'
own fuzz tests (tests/persistence/test_*_fuzz.py) do it for real, as the user ``nobody``.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from samba_desktop.__main__ import build_main_window
from samba_desktop.engine import Game, Rules
from samba_desktop.persistence import paths
from samba_desktop.persistence.atomic import backup_path
from samba_desktop.persistence.hand_record import HandRecord
from samba_desktop.persistence.history import HistoryDB
from samba_desktop.persistence.saves import autosave, save_game
from samba_desktop.persistence.seats import Seat
from samba_desktop.persistence.settings import Settings, save_settings
from samba_desktop.qtmodel.replay import HandReplay
from samba_desktop.ui.dialogs.hand_viewer import HandViewer
from tests.ui.dialog_helpers import DialogAnswerer

SEATS = (Seat("human", "normal", "You"), Seat("computer", "easy", "Anna"))

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and /dev")


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() in ("ErrorBox", "NoticeBox")
            and w.isVisible()]


def _box_texts() -> str:
    return "\n".join(box.text() + "\n" + box.informativeText() for box in _boxes())


@pytest.fixture(autouse=True)
def _close_boxes():
    yield
    for box in _boxes():
        box.close()


def _history_with_a_game(base: Path) -> Path:
    path = paths.history_path(base)
    db, _notice = HistoryDB.open(path)
    game = db.start_game({"players": 2}, SEATS)
    db.record_hand(game, 1, {"totals": [100, 200], "went_out": 0})
    db._db.execute("PRAGMA journal_mode = DELETE")
    db.close()
    return path


def _edit_history(base: Path, *statements: str) -> None:
    path = _history_with_a_game(base)
    db = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        db.execute(statement)
        if statement.endswith("writable_schema = OFF"):  # read the changed schema
            db.close()
            db = sqlite3.connect(path, isolation_level=None)
    db.close()


def _loosen_hand_sides() -> list[str]:
    return ["PRAGMA writable_schema = ON",
            "UPDATE sqlite_master SET sql = replace(sql, 'NOT NULL', '') "
            "WHERE name = 'hand_sides'",
            "PRAGMA writable_schema = OFF"]


def _schema_byte(base: Path) -> None:
    path = _history_with_a_game(base)
    raw = path.read_bytes()
    at = raw.index(b"CREATE TABLE") + 8
    path.write_bytes(raw[:at] + b"\x85" + raw[at + 1:])


def _damaged_autosave(base: Path) -> None:
    autosave(Game.new(Rules(players=2), seed=5), SEATS, base=base)
    autosave(Game.new(Rules(players=2), seed=6), SEATS, base=base)
    for path in (paths.autosave_path(base), backup_path(paths.autosave_path(base))):
        path.write_bytes(path.read_bytes()[:200])


def lock_folder(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Make everything inside ``folder`` (not the folder itself) raise PermissionError at the
    os level, as a folder with mode 0666 does for a player who is not root."""
    root = os.path.abspath(folder) + os.sep

    def inside(path: object) -> bool:
        if isinstance(path, int):
            return False
        try:
            return os.path.abspath(os.fsdecode(path)).startswith(root)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return False

    def guarded(function: Callable[..., object]) -> Callable[..., object]:
        def call(path: object, *args: object, **kwargs: object) -> object:
            if inside(path):
                raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))  # type: ignore[arg-type]
            return function(path, *args, **kwargs)
        return call

    for name in ("stat", "lstat", "open", "scandir", "listdir", "mkdir", "unlink", "link",
                 "rename", "replace", "chmod"):
        monkeypatch.setattr(os, name, guarded(getattr(os, name)))
    monkeypatch.setattr(io, "open", guarded(io.open))
    monkeypatch.setattr(builtins, "open", guarded(builtins.open))
    monkeypatch.setattr(sqlite3, "connect", guarded(sqlite3.connect))


# (what is damaged, how, words the message must have)
DAMAGE: list[tuple[str, Callable[[Path, pytest.MonkeyPatch], None], str]] = [
    ("settings: bytes that are not JSON",
     lambda base, _m: paths.settings_path(base).write_bytes(b"\x00{garbage"), "settings"),
    ("settings: a FIFO", lambda base, _m: os.mkfifo(paths.settings_path(base)), "settings"),
    ("settings: the folder cannot be entered",
     lambda base, m: lock_folder(m, paths.config_dir(base)), "settings"),
    ("autosave and its backup damaged", lambda base, _m: _damaged_autosave(base), "autosave"),
    ("autosave: a FIFO", lambda base, _m: os.mkfifo(paths.autosave_path(base)), "autosave"),
    ("autosave: a link to /dev/zero",
     lambda base, _m: os.symlink("/dev/zero", paths.autosave_path(base)), "autosave"),
    ("history: one byte of the schema is 0x85", lambda base, _m: _schema_byte(base),
     "score history"),
    ("history: a table dropped, the version stamp kept",
     lambda base, _m: _edit_history(base, "DROP TABLE hand_sides"), "score history"),
    ("history: text where a number belongs",
     lambda base, _m: _edit_history(base, "UPDATE hands SET went_out = 'north'"),
     "score history"),
    ("history: NULL where a count belongs",
     lambda base, _m: _edit_history(base, *_loosen_hand_sides(),
                                    "UPDATE hand_sides SET sambas = NULL"), "score history"),
    ("history: a FIFO", lambda base, _m: os.mkfifo(paths.history_path(base)), "score history"),
    ("the data folder cannot be entered",
     lambda base, m: lock_folder(m, paths.data_dir(base)), "permission was denied"),
]


@pytest.mark.parametrize(("label", "damage", "words"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_the_app_reaches_the_table_with_a_damaged_file_in_place(qtbot, tmp_path, monkeypatch,
                                                                label, damage, words):
    if not label.startswith("settings"):
        save_settings(Settings(animation_speed="instant"), tmp_path)
    damage(tmp_path, monkeypatch)
    answerer = DialogAnswerer()  # a welcome or resume question is closed, as a player might
    window = build_main_window(tmp_path)
    qtbot.addWidget(window)
    window.commands.start_or_resume()
    window.show()
    qtbot.waitExposed(window)
    answerer.stop()
    assert window.model.game.phase.value in ("draw", "meld", "answer")  # a game on the table
    texts = _box_texts()
    assert words.lower() in texts.lower(), (label, texts)
    assert str(tmp_path) in texts, (label, texts)  # the message names the file or folder
    window.model.shutdown()
    window.close()


@pytest.fixture
def table(qtbot, tmp_path):
    save_settings(Settings(animation_speed="instant"), tmp_path)
    window = build_main_window(tmp_path)
    qtbot.addWidget(window)
    window.commands.start_or_resume()
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.model.shutdown()
    window.close()


def _menu_action(window, text: str):
    for menu_action in window.menuBar().actions():
        for action in menu_action.menu().actions():
            if action.text() == text:
                return action
    raise AssertionError(text)


def _choose(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


@pytest.mark.parametrize("case", ["a damaged save with a 252-character name",
                                  "a FIFO", "a link to /dev/zero", "a 300-character name",
                                  "a folder that cannot be entered"])
def test_game_open_shows_a_message_and_the_game_stays(qtbot, table, tmp_path, monkeypatch,
                                                      case):
    folder = tmp_path / "saves"
    folder.mkdir()
    if case.startswith("a damaged save"):
        path = folder / ("n" * 246 + ".samba")  # its .bak: 256 characters, one too many
        save_game(folder / "good.samba", Game.new(Rules(players=2), seed=3), SEATS)
        path.write_bytes((folder / "good.samba").read_bytes()[:50])
    elif case == "a FIFO":
        path = folder / "pipe.samba"
        os.mkfifo(path)
    elif case == "a link to /dev/zero":
        path = folder / "zero.samba"
        path.symlink_to("/dev/zero")
    elif case == "a 300-character name":
        path = folder / ("n" * 294 + ".samba")
    else:
        path = folder / "inner" / "game.samba"
        path.parent.mkdir()
        save_game(path, Game.new(Rules(players=2), seed=3), SEATS)
        lock_folder(monkeypatch, path.parent)
    before = table.model.game
    _choose(monkeypatch, path)
    _menu_action(table, "&Open\u2026").trigger()
    texts = _box_texts()
    assert "Could not open the saved game" in texts and str(folder) in texts, texts
    assert table.model.game is before


@pytest.mark.parametrize("case", ["a FIFO", "a link to /dev/zero", "a link to /dev/urandom",
                                  "two human seats", "a BOM"])
def test_the_hand_viewers_open_shows_a_message_or_reads_the_record(qtbot, tmp_path, monkeypatch,
                                                                  case):
    from samba_desktop.persistence.hand_record import record_from_game

    game = Game.new(Rules(players=2), seed=9)
    record = record_from_game(game, list(SEATS))
    assert record is not None
    path = tmp_path / "hand.sambahand"
    if case == "a FIFO":
        os.mkfifo(path)
    elif case.startswith("a link"):
        path.symlink_to(case.rsplit(" ", 1)[1])
    elif case == "two human seats":
        path.write_text(record.to_text().replace("computer easy", "human easy"), encoding="utf-8")
    else:
        path.write_bytes(b"\xef\xbb\xbf" + record.to_text().encode("utf-8"))
    viewer = HandViewer()
    qtbot.addWidget(viewer)
    _choose(monkeypatch, path)
    viewer.open_button.click()
    if case == "a BOM":
        assert viewer.replay is not None and viewer.replay.record == record
    else:
        title, message = viewer.last_problem
        assert "cannot be opened" in title and message, viewer.last_problem
        assert viewer.replay is None


def test_play_this_deal_shows_a_message_and_the_game_stays(qtbot, table, monkeypatch):
    """A record the parser refuses (two humans) made in memory: the button's handler says why
    the deal cannot be played instead of raising, and the game on the table stays."""
    before = table.model.game
    record = HandRecord(Rules(players=2), (SEATS[0], Seat("human", "normal", "Bo")), 9, 1, (0, 0))
    viewer = HandViewer(HandReplay(record), table_model=table.model)
    qtbot.addWidget(viewer)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    viewer.play_button.click()
    title, _message = viewer.last_problem
    assert title == "This deal cannot be played"
    assert table.model.game is before


def _damage_behind_our_back(window) -> None:
    db = sqlite3.connect(window.session._history.db.path, isolation_level=None)
    db.execute("PRAGMA writable_schema = ON")
    db.execute("UPDATE sqlite_master SET sql = replace(sql, 'NOT NULL', '') "
               "WHERE name = 'hand_sides'")
    db.execute("PRAGMA writable_schema = OFF")
    db.close()
    db = sqlite3.connect(window.session._history.db.path, isolation_level=None)
    db.execute("UPDATE hand_sides SET pure_canastas = 'many'")
    db.execute("UPDATE games SET human_side = 0.5")
    db.close()


def test_statistics_and_the_exports_of_a_history_damaged_meanwhile(qtbot, table, tmp_path,
                                                                  monkeypatch):
    session = table.session
    game = session._history.db.start_game({"players": 2}, SEATS)
    session._history.db.record_hand(game, 1, {"totals": [10, 20], "went_out": 0})
    _damage_behind_our_back(table)
    _menu_action(table, "Stat&istics\u2026").trigger()
    window = table.commands.statistics_window
    assert window is not None and window.isVisible()
    texts = _box_texts()
    assert "Could not read the score history" in texts and "damaged" in texts, texts
    # its next use (the chart below the numbers) opened it again: moved aside, a fresh
    # history, and the player told so
    assert "a new one was started" in texts and ".corrupt-" in texts, texts
    for box in _boxes():
        box.close()
    window.refresh()
    assert _boxes() == [] and window.export_button.isEnabled()
    _damage_behind_our_back(table)  # and once more, for the exports
    target = tmp_path / "export" / "history.csv"
    target.parent.mkdir()
    session._history.db.start_game({"players": 2}, SEATS)
    db = sqlite3.connect(session._history.db.path, isolation_level=None)
    db.execute("UPDATE games SET started = 'yesterday'")
    db.close()
    monkeypatch.setattr(window, "ask_export_path", lambda: str(target))
    window.export_button.click()
    texts = _box_texts()
    assert "Could not export the score history" in texts, texts
    assert not target.exists()
    assert re.search(r"\.corrupt-", _box_texts()) is None  # told once, above
