"""Fork server for the session's crash tests (run as a script by test_session_kill.py).

Usage: ``python session_kill_target.py``. For each line ``go MODE K BASE`` on stdin it forks a
child that starts as the app does on the data folder below BASE (the app's own `SessionModel` and
`GameModel`, computers in every seat): it resumes the game autosaved last time, or deals a new
one, and plays on. It prints the child's pid, waits for it and prints ``dead <signal>`` (or
``done <n>`` when the child ended by itself, having passed ``n`` steps of a game's end).

- ``go random 0 BASE``: the child plays game after game until the test kills it.
- ``go step K BASE``: the child plays one game to its end and kills itself (SIGKILL) at the K-th
  step of the game's end: before and after each write once the game is over (the final
  autosave, the hand's and the game's records, the removal of the autosave and its backup).
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from samba_desktop.engine import Phase, Rules  # noqa: E402
from samba_desktop.persistence import history  # noqa: E402
from samba_desktop.qtmodel import game_follower  # noqa: E402
from samba_desktop.qtmodel.config import SeatConfig, TableConfig  # noqa: E402
from samba_desktop.qtmodel.game_model import GameModel, Pace  # noqa: E402
from samba_desktop.qtmodel.session import SessionModel  # noqa: E402

RULES = Rules(players=2, max_hands=2)
SEATS = (SeatConfig("Anna", human=False, level="easy"),
         SeatConfig("Bruno", human=False, level="easy"))


def install_step_hook(model: GameModel, kill_at: int) -> list[int]:
    """Kill this process at the ``kill_at``-th step boundary once the game is over."""
    passed = [0]

    def boundary() -> None:
        if model.game.phase != Phase.GAME_OVER:
            return
        if passed[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
        passed[0] += 1

    def wrap(owner: Any, name: str) -> None:
        original = getattr(owner, name)

        def step(*args: Any, **kwargs: Any) -> Any:
            boundary()
            result = original(*args, **kwargs)
            boundary()
            return result

        setattr(owner, name, step)

    wrap(game_follower, "autosave")
    wrap(history.HistoryDB, "record_hand")
    wrap(history.HistoryDB, "finish_game")
    wrap(os, "unlink")  # the removal of the autosave and its backup
    return passed


def play(base: Path, mode: str, kill_at: int, generation: int) -> None:
    app = QCoreApplication([sys.argv[0]])
    session = SessionModel(base)
    session.load()
    model = GameModel(TableConfig(RULES, SEATS), seed=generation, pace=Pace.INSTANT)
    session.attach(model)
    passed = install_step_hook(model, kill_at) if mode == "step" else [0]
    model.hand_over.connect(lambda _result: QTimer.singleShot(0, model.next_hand))

    def over(_winner: object) -> None:
        if mode == "step":
            QTimer.singleShot(0, app.quit)
        else:  # the next game
            QTimer.singleShot(0, lambda: model.new_game(TableConfig(RULES, SEATS)))

    model.game_over.connect(over)
    pending = session.pending_resume()
    if pending is not None:
        model.new_game(session.table_config_for(pending), game=pending.game)
    else:
        model.new_game(TableConfig(RULES, SEATS))
    app.exec()
    model.shutdown()
    session.close()
    print(f"done {passed[0]}", flush=True)


def main() -> None:
    for generation, line in enumerate(sys.stdin, start=1):
        words = line.rstrip("\n").split(" ", 3)
        if len(words) != 4 or words[0] != "go":
            break
        mode, kill_at, base = words[1], int(words[2]), Path(words[3])
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                play(base, mode, kill_at, generation)
            except BaseException:  # noqa: BLE001 - the test sees "done -1"
                import traceback

                traceback.print_exc()
                print("done -1", flush=True)
                code = 3
            os._exit(code)
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status):
            print(f"dead {os.WTERMSIG(status)}", flush=True)


if __name__ == "__main__":
    main()
