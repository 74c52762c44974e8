"""The app killed at any moment, and at each step of a game's end, loses no game and counts
none twice: child processes run the app's own session and game model (computers in every
seat) and are killed with SIGKILL; each next start is checked as the app makes it."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from samba_desktop.persistence import HistoryDB, load_autosave, paths
from samba_desktop.persistence.atomic import backup_path
from samba_desktop.qtmodel.game_model import GameModel, Pace
from samba_desktop.qtmodel.session import SessionModel

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")

RANDOM_KILLS = 60


class Server:
    """The fork server of session_kill_target.py."""

    def __init__(self) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("session_kill_target.py"))],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)

    def go(self, mode: str, kill_at: int, base: Path) -> int:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"go {mode} {kill_at} {base}\n")
        self.process.stdin.flush()
        return int(self.process.stdout.readline())

    def outcome(self) -> tuple[str, int]:
        """("dead", signal) or ("done", steps passed)."""
        assert self.process.stdout is not None
        word, number = self.process.stdout.readline().split()
        return word, int(number)

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)
        if self.process.stdout is not None:
            self.process.stdout.close()


@pytest.fixture
def server() -> Iterator[Server]:
    running = Server()
    yield running
    running.close()


class NextStart:
    """The next start on the folder, as the app makes it: what it offers and reports."""

    def __init__(self, base: Path) -> None:
        self.session = SessionModel(base)
        self.errors: list[tuple[str, str]] = []
        self.notices: list[str] = []
        self.session.error.connect(lambda title, text: self.errors.append((title, text)))
        self.session.notice.connect(self.notices.append)
        self.session.load()
        self.pending = self.session.pending_resume()


def finished_games(base: Path) -> list:
    with HistoryDB.open(base=base)[0] as db:
        return [(g, db.running_scores(g.game_id)) for g in db.games() if g.finished is not None]


def check_start(base: Path, before_id: int | None) -> NextStart:
    """The invariants of every start after a kill; ``before_id``: the history row of the game
    autosaved when the kill came (it must be resumable or recorded as finished)."""
    start = NextStart(base)
    assert start.errors == [] and start.notices == [], "nothing damaged, nothing set aside"
    assert not [p for p in base.rglob("*.tmp")], "the dead writer's leftovers are removed"
    finished = finished_games(base)
    totals = [tuple(hand.totals for hand in hands) for _game, hands in finished]
    assert len(totals) == len(set(totals)), "a finished game is recorded once"
    for game, hands in finished:
        assert tuple(game.final_totals) == hands[-1].scores, "its hands add up to its result"
    ids = {game.game_id for game, _hands in finished}
    if start.pending is not None:
        assert start.pending.game.phase != "game_over"
        assert start.pending.history_game_id not in ids, "a finished game is never offered"
    if before_id is not None:
        offered = start.pending is not None and start.pending.history_game_id == before_id
        assert offered or before_id in ids, "the game of the autosave is lost"
    return start


def play_to_the_end(start: NextStart, qtbot) -> GameModel:
    """Resume the offered game at a table of computers and play it to its end."""
    from session_kill_target import RULES, SEATS  # the same table

    from samba_desktop.qtmodel.config import TableConfig

    pending = start.pending
    assert pending is not None
    model = GameModel(TableConfig(RULES, SEATS), seed=1, pace=Pace.INSTANT)
    start.session.attach(model)
    model.hand_over.connect(lambda _result: model.next_hand())
    with qtbot.waitSignal(model.game_over, timeout=60000):
        model.new_game(start.session.table_config_for(pending), game=pending.game)
    return model


@pytest.fixture(autouse=True)
def target_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(Path(__file__).parent))


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """A folder in memory where there is one (/dev/shm): the kills test the order of the
    writes, not the disk's speed, and a syncing disk would make every game last seconds."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path
        return
    made = Path(tempfile.mkdtemp(prefix="samba-kill-", dir=shm))
    try:
        yield made
    finally:
        shutil.rmtree(made, ignore_errors=True)


def test_a_kill_at_each_step_of_a_games_end_loses_nothing_and_counts_nothing_twice(
        qapp, qtbot, folder: Path, server: Server) -> None:
    kills = recovered = resumed = 0
    for kill_at in range(40):
        base = folder / f"kill{kill_at}"
        server.go("step", kill_at, base)
        word, number = server.outcome()
        if word == "done":  # the game ended before that step: every step was tried
            assert number >= 0, "the game could not be played"
            break
        assert (word, number) == ("dead", int(signal.SIGKILL))
        kills += 1
        saved = load_autosave(base) if paths.autosave_path(base).exists() or \
            backup_path(paths.autosave_path(base)).exists() else None
        start = check_start(base, saved.history_game_id if saved else None)
        if start.pending is not None:  # not recorded yet: resumed and played to its end
            model = play_to_the_end(start, qtbot)
            model.shutdown()
            resumed += 1
        start.session.close()
        again = check_start(base, None)
        again.session.close()
        assert again.pending is None
        assert not paths.autosave_path(base).exists()
        assert not backup_path(paths.autosave_path(base)).exists()
        (game, _hands), = finished_games(base)  # recorded, once
        recovered += 1
    else:
        pytest.fail("the game's end has more steps than the test tries")
    print(f"{kills} kills at the steps of a game's end, {recovered} recovered "
          f"({resumed} by resuming), 0 lost")
    assert kills >= 8, "every step of the end was tried (final save, records, removals)"


def test_kills_at_random_moments_lose_no_game_and_count_none_twice(
        qapp, folder: Path, server: Server) -> None:
    rng = random.Random(38)
    base = folder / "random"
    before_id = None
    finished = 0
    for _kill in range(RANDOM_KILLS):
        pid = server.go("random", 0, base)
        time.sleep(rng.uniform(0.0, 0.5))
        os.kill(pid, signal.SIGKILL)
        assert server.outcome() == ("dead", int(signal.SIGKILL))
        saved = None
        try:
            saved = load_autosave(base)
        except Exception as error:  # noqa: BLE001
            pytest.fail(f"the autosave is damaged after a kill: {error}")
        before_id = saved.history_game_id if saved is not None else None
        start = check_start(base, before_id)
        start.session.close()
        finished = len(finished_games(base))
    print(f"{RANDOM_KILLS} kills at random moments, {finished} games finished, 0 lost")
    assert finished > 0, "the children played games to their end between the kills"
