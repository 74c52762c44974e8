"""Fork server for the SIGKILL test (run as a script, not collected by pytest).

Usage: ``python kill_target.py SAVE_PATH``. For each line ``go`` on stdin it forks a child that
resumes the game in SAVE_PATH (or its .bak, or starts one) and saves it again and again, a few
random moves further each time, until it is killed. It prints the child's pid, waits for the
child to die and prints ``dead <signal>``. The imports happen once, so a fork costs
milliseconds and the test can kill hundreds of writers quickly.

Each save's ``history_game_id`` is used as a counter of saves, so the test can check that no
completed save is ever lost.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from samba_desktop.engine import Game, Rules  # noqa: E402
from samba_desktop.persistence.atomic import backup_path  # noqa: E402
from samba_desktop.persistence.errors import SaveFileError  # noqa: E402
from samba_desktop.persistence.saves import load_game, save_game  # noqa: E402
from samba_desktop.persistence.seats import Seat  # noqa: E402

SEATS = [Seat("human", "normal", "You")] + [Seat("computer", "hard", f"AI {i}") for i in (1, 2, 3)]


def write_forever(path: Path, generation: int) -> None:
    rng = random.Random(generation)
    game, counter = None, 0
    for candidate in (path, backup_path(path)):
        try:
            saved = load_game(candidate)
        except SaveFileError:
            continue
        game, counter = saved.game, saved.history_game_id or 0
        break
    if game is None:
        game = Game.new(Rules(players=4), seed=generation)
    from samba_desktop.engine import legal_moves

    while True:
        for _ in range(rng.randint(1, 4)):
            if game.phase == "game_over":
                game = Game.new(Rules(players=4), seed=rng.randrange(10**9))
            elif game.phase == "hand_over":
                game.next_hand()
            else:
                game.apply(rng.choice(legal_moves(game)))
        counter += 1
        save_game(path, game, SEATS, history_game_id=counter)


def main() -> None:
    path = Path(sys.argv[1])
    for generation, line in enumerate(sys.stdin, start=1):
        if line.strip() != "go":
            break
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            try:
                write_forever(path, generation)
            finally:
                os._exit(3)  # only reached if saving failed: the test sees "dead 0"
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        print(f"dead {os.WTERMSIG(status) if os.WIFSIGNALED(status) else 0}", flush=True)


if __name__ == "__main__":
    main()
