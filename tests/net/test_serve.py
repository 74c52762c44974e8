"""``python -m samba_desktop serve`` as a subprocess, as the contract's own tests drive it: the
invite line, SIGTERM and SIGINT, and kill -9 at random moments followed by a restart that
resumes with the same link, the same secrets and the last answered move."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from samba_desktop.ai import create_player
from samba_desktop.engine.view_codec import view_from_wire
from samba_desktop.net import parse_link

ROOT = Path(__file__).resolve().parents[2]
#: a guard against a hang, never a measure of speed
GUARD = 120


class Served:
    """A ``serve`` child process; always stopped (kill) when the test ends."""

    def __init__(self, data: Path, *options: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        env.pop("QT_QPA_PLATFORM", None)
        env.pop("DISPLAY", None)
        self.stderr = open(data.parent / f"{data.name}-stderr.txt", "ab")  # noqa: SIM115
        self.process = subprocess.Popen(
            [sys.executable, "-m", "samba_desktop", "serve", "--data", str(data),
             "--bind", "127.0.0.1", *options],
            stdout=subprocess.PIPE, stderr=self.stderr, cwd=ROOT, env=env)
        assert self.process.stdout is not None
        line = self.process.stdout.readline().decode()
        assert line.startswith("invite: "), (line, self.log())
        self.link = parse_link(line.removeprefix("invite: ").rstrip("\n"))

    def log(self) -> str:
        self.stderr.flush()
        return Path(self.stderr.name).read_text(errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(GUARD)
        assert self.process.stdout is not None
        self.process.stdout.close()
        self.stderr.close()


@pytest.fixture
def served(tmp_path):
    started: list[Served] = []

    def start(*options: str, data: Path | None = None) -> Served:
        child = Served(data or tmp_path / "table", *options)
        started.append(child)
        return child

    yield start
    for child in started:
        child.stop()


def receive(ws: ClientConnection) -> dict:
    return json.loads(ws.recv(timeout=GUARD))


@contextlib.contextmanager
def join(link, **extra) -> Iterator[tuple[ClientConnection, dict, dict]]:
    with connect(link.url, compression=None, open_timeout=GUARD) as ws:
        ws.send(json.dumps({"type": "join", "token": link.token, "name": "Anna", **extra}))
        welcome = receive(ws)
        assert welcome["type"] == "welcome", welcome
        view = receive(ws)
        assert view["type"] == "view"
        yield ws, welcome, view


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_the_invite_line_then_a_signal_saves_and_exits_0(served, sig, tmp_path):
    child = served("--players", "2", "--seat", "1=easy", "--seed", "3", "--rule",
                   "red_threes=auto", "--rule", "max_hands=none")
    link = child.link
    assert link.host == "127.0.0.1" and len(link.token) >= 22
    with join(link) as (ws, welcome, view):
        assert welcome["players"] == 2 and view["view"]["rules"]["red_threes"] == "auto"
        assert view["view"]["rules"]["max_hands"] is None
        if sys.platform.startswith("linux"):  # no widgets in the headless host
            maps = Path(f"/proc/{child.process.pid}/maps").read_text()
            assert "libQt6Widgets" not in maps and "libQt6Gui" not in maps
        child.process.send_signal(sig)  # with a friend connected: told, then closed
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                receive(ws)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1001
    assert child.process.wait(GUARD) == 0, child.log()
    assert child.process.stdout.read() == b""  # one line only on standard output
    saved = json.loads((tmp_path / "table" / "table.json").read_text())
    assert saved["seats"][welcome["seat"]]["secret"] == welcome["secret"]


def test_bad_options_say_why_on_standard_error(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "samba_desktop", "serve", "--data", str(tmp_path),
         "--rule", "colour=blue"], capture_output=True, cwd=ROOT, timeout=GUARD,
        env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 2 and result.stdout == b""
    assert b"colour" in result.stderr


def test_a_saved_game_is_hosted_with_its_players(tmp_path, served):
    from samba_desktop.engine import Game, Rules
    from samba_desktop.persistence.saves import save_game
    from samba_desktop.persistence.seats import Seat

    game = Game.new(Rules(players=3), seed=12)
    path = tmp_path / "three.samba"
    save_game(path, game, [Seat("human", "normal", "You"), Seat(), Seat()])
    child = served("--game", str(path), "--seat", "1=human")
    with join(child.link, seat=1) as (_ws, welcome, view):
        assert welcome["players"] == 3 and welcome["seat"] == 1
        assert view["view"]["hand"] == [str(c) for c in game.hand(1)]


def test_killed_at_random_moments_it_resumes_with_the_same_link_secrets_and_moves(served,
                                                                                  tmp_path):
    rng = random.Random(39)
    data = tmp_path / "table"
    options = ("--players", "2", "--seat", "1=easy", "--seed", "5", "--rejoin-seconds", "3600")
    first = served(*options, data=data)
    link = first.link
    player = create_player("easy", 1)
    secret = None
    answered: tuple[int, list] = (1, [])  # hand number and moves of the last view received
    child = first
    for _round in range(5):
        extra = {"secret": secret} if secret else {}
        with join(link, **extra) as (ws, welcome, message):
            assert secret in (None, welcome["secret"])
            secret = welcome["secret"]
            view = view_from_wire(message["view"])
            log = [str(m) for _, m in view.move_log]
            hand, moves = answered
            assert view.hand_number > hand or log[: len(moves)] == moves, (answered, log)
            for _step in range(rng.randrange(1, 8)):
                if not view.in_play:
                    break
                if view.turn == welcome["seat"]:
                    ws.send(json.dumps({"type": "move", "move": str(player.choose(view))}))
                while (message := receive(ws))["type"] != "view":
                    pass
                view = view_from_wire(message["view"])
                answered = (view.hand_number, [str(m) for _, m in view.move_log])
            if view.in_play and view.turn == welcome["seat"] and rng.random() < 0.5:
                # a move under way when the host dies: on disk or not, never half
                ws.send(json.dumps({"type": "move", "move": str(player.choose(view))}))
            os.kill(child.process.pid, signal.SIGKILL)
            child.process.wait(GUARD)
        child = served(*options, data=data)
        assert child.link == link  # the same port and token
    assert json.loads((data / "table.json").read_text())["token"] == link.token


def test_the_link_names_the_public_host_and_port_of_a_reverse_proxy(served):
    child = served("--public-host", "games.example.org", "--public-port", "443")
    assert (child.link.host, child.link.port) == ("games.example.org", 443)
    assert len(child.link.token) >= 22
