"""One running copy per data folder: a second start hands its command line over, or says the
game is open elsewhere and changes nothing; the lock of a copy that died is taken over."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from samba_desktop.persistence import paths
from samba_desktop.qtmodel.single_instance import Request, refusal_text

TARGET = Path(__file__).with_name("instance_target.py")


def start(base: Path, go: Path, mode: str, *arguments: str, cwd: Path | None = None,
          answer_ms: int = 20000, deaf_seconds: float = 3600) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ANSWER_MS=str(answer_ms),
               DEAF_SECONDS=str(deaf_seconds))
    return subprocess.Popen([sys.executable, str(TARGET), str(base), str(go), mode, *arguments],
                            stdout=subprocess.PIPE, text=True, env=env, cwd=cwd)


def folder_state(base: Path) -> dict[str, tuple[int, int]]:
    """Every file below ``base`` but the lock, with its size and time of change."""
    return {os.fspath(p.relative_to(base)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in base.rglob("*") if p.is_file() and p.name != paths.LOCK_FILE_NAME}


@pytest.fixture
def children():
    started: list[subprocess.Popen[str]] = []
    yield started
    for child in started:
        if child.poll() is None:
            child.kill()
        child.wait(timeout=30)
        if child.stdout is not None:
            child.stdout.close()


def test_two_starts_at_once_one_runs_and_the_other_hands_over_its_file(tmp_path, children):
    base, go = tmp_path / "base", tmp_path / "go"
    saved = tmp_path / "evening.samba"
    saved.write_text("{}")
    paths.data_dir(base)
    (paths.data_dir(base) / "autosave.samba").write_text("a game")
    before = folder_state(base)
    children += [start(base, go, "serve", "evening.samba", cwd=tmp_path),
                 start(base, go, "serve", "evening.samba", cwd=tmp_path)]
    go.touch()  # both begin now
    outputs = [child.communicate(timeout=120)[0].splitlines() for child in children]
    firsts = [lines for lines in outputs if lines and lines[0] == "first"]
    others = [lines for lines in outputs if lines and lines[0] != "first"]
    assert len(firsts) == 1 and len(others) == 1, outputs
    assert others[0] == ["handed_over"], outputs
    heard = json.loads(firsts[0][1])
    request = Request(tuple(heard["arguments"]), heard["folder"])
    assert request.files(".samba") == [os.fspath(saved.resolve())]
    assert folder_state(base) == before, "the second start changed nothing"


def test_a_copy_that_does_not_answer_refuses_the_second_start_which_changes_nothing(
        tmp_path, children):
    base, go = tmp_path / "base", tmp_path / "go"
    go.touch()
    (paths.data_dir(base) / "autosave.samba").write_text("the first copy's game")
    first = start(base, go, "deaf", answer_ms=1500, deaf_seconds=4)
    children.append(first)
    assert first.stdout is not None and first.stdout.readline().strip() == "first"
    before = folder_state(base)
    second = start(base, go, "serve", "other.samba", answer_ms=1500)
    children.append(second)
    assert second.communicate(timeout=120)[0].split() == ["refused"]
    assert second.returncode == 0
    assert folder_state(base) == before
    # the first copy wakes up: the refused start's request, heard too late, is dropped
    assert first.communicate(timeout=120)[0].split() == ["nothing"]
    title, message = refusal_text()
    assert title and "already" in message


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_the_lock_of_a_copy_that_died_is_taken_over(tmp_path, children):
    base, go = tmp_path / "base", tmp_path / "go"
    go.touch()
    first = start(base, go, "hold")
    children.append(first)
    assert first.stdout is not None and first.stdout.readline().strip() == "first"
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)
    assert paths.app_dirs(base).lock_file.exists(), "the dead copy's lock is left behind"
    second = start(base, go, "hold")
    children.append(second)
    assert second.stdout is not None and second.stdout.readline().strip() == "first"
