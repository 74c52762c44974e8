"""A saving process killed with SIGKILL at random moments never leaves an unreadable save."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from samba_desktop.persistence.atomic import backup_path
from samba_desktop.persistence.saves import load_game

KILLS = 200
# a loaded machine saves less often between kills: it is given more kills, up to this many
MAX_KILLS = 2000

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")


def test_sigkill_at_random_moments_never_loses_a_completed_save(tmp_path: Path) -> None:
    path = tmp_path / "game.samba"
    server = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("kill_target.py")), str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert server.stdin is not None and server.stdout is not None
    rng = random.Random(2026)
    last_counter = 0
    mid_write = 0
    temp_seen: set[str] = set()
    started = time.monotonic()
    try:
        kill = 0
        while kill < KILLS or (last_counter <= KILLS // 4 and kill < MAX_KILLS):
            kill += 1
            server.stdin.write("go\n")
            server.stdin.flush()
            pid = int(server.stdout.readline())
            time.sleep(rng.uniform(0, 0.025))
            os.kill(pid, signal.SIGKILL)
            assert server.stdout.readline().split() == ["dead", str(int(signal.SIGKILL))], (
                "the writer stopped by itself: saving failed"
            )

            temps = {name for name in os.listdir(tmp_path) if name.endswith(".tmp")}
            mid_write += bool(temps - temp_seen)  # killed between creating and renaming
            temp_seen |= temps
            if not path.exists():
                # killed before the very first save was complete (a loaded machine may take
                # a few writers to get there); once one is, the file is always there
                assert last_counter == 0 and not backup_path(path).exists()
                continue
            saved = load_game(path)  # must always load: never a half-written file
            counter = saved.history_game_id or 0
            assert counter >= last_counter, "a completed save was lost"
            last_counter = counter
            if backup_path(path).exists():
                # the backup is the previous save, or the current one if the kill came after
                # the backup was refreshed but before the new file replaced the old
                assert (load_game(backup_path(path)).history_game_id or 0) <= counter
    finally:
        server.stdin.close()
        server.wait(timeout=10)
    elapsed = time.monotonic() - started
    print(f"{kill} kills, {mid_write} during a write, {last_counter} saves, {elapsed:.1f} s")
    # the writers really did save, many times over (the bound leaves room for a loaded machine)
    assert last_counter > KILLS // 4
    assert mid_write > 0, "no kill landed inside a write: the test did not test anything"
