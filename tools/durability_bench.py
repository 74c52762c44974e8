"""What durability costs per move: ``python -m tools.durability_bench [--moves N] [--folder F]``.

Times, on the disk of ``--folder`` (default: a new folder in the system's temporary folder;
give one on the disk the app's data lives on), the writes the app makes:

- an autosave after a move (`persistence.autosave`: the file written and synced, its backup
  linked, renamed into place and the folder synced), of a 4-player game in its second hand;
- the same without any sync, for comparison (what the sync itself costs);
- a hand recorded in the score history (``synchronous = NORMAL``: no sync of its own);
- a finished game recorded (``synchronous = FULL``: on the disk when it returns), and
- removing the autosave and its backup with the folder synced.

Each is reported as median and 95th percentile in milliseconds.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from unittest import mock

from samba_desktop.engine import Game, Rules, legal_moves
from samba_desktop.persistence import HistoryDB, Seat, autosave, clear_autosave

SEATS = [Seat("human", "normal", "You")] + [Seat("computer", "hard", f"AI {i}") for i in (1, 2, 3)]


def game_in_second_hand(seed: int = 7) -> Game:
    game = Game.new(Rules(players=4), seed=seed)
    rng = random.Random(seed)
    while game.hand_number < 2 or len(game.move_log) < 40:
        if game.phase == "hand_over":
            game.next_hand()
        elif game.phase == "game_over":
            break
        else:
            game.apply(rng.choice(legal_moves(game)))
    return game


def timed(action: Callable[[], object], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def report(name: str, times: list[float]) -> None:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(f"{name:<46} median {statistics.median(ordered):7.2f} ms   p95 {p95:7.2f} ms   "
          f"({len(ordered)} runs)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200, help="autosaves timed (default 200)")
    parser.add_argument("--folder", type=Path, default=None,
                        help="where to write (default: a new temporary folder)")
    options = parser.parse_args(argv)
    parent = options.folder or Path(tempfile.gettempdir())
    parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="samba-durability-", dir=parent) as folder:
        base = Path(folder)
        game = game_in_second_hand()
        size = len(game.to_dict().__repr__())
        print(f"folder {base} (a 4-player game in hand {game.hand_number}, "
              f"{len(game.move_log)} moves, ~{size // 1024} KiB of JSON)")
        autosave(game, SEATS, history_game_id=1, base=base)
        report("autosave after a move (synced)",
               timed(lambda: autosave(game, SEATS, history_game_id=1, base=base), options.moves))
        with mock.patch.object(os, "fsync", lambda _fd: None):
            report("autosave without any sync (comparison)",
                   timed(lambda: autosave(game, SEATS, history_game_id=1, base=base),
                         options.moves))
        db, _notice = HistoryDB.open(base=base)
        try:
            runs = max(10, options.moves // 4)
            games = [db.start_game({"players": 4}, SEATS) for _ in range(runs)]
            hands = iter(games)
            report("a hand recorded (synchronous NORMAL)", timed(
                lambda: db.record_hand(next(hands), 1, {"totals": [120, 340]}), runs))
            ends = iter(games)
            report("a finished game recorded (synchronous FULL)", timed(
                lambda: db.finish_game(next(ends), [120, 340], 1), runs))
        finally:
            db.close()

        def autosave_then_clear() -> float:
            autosave(game, SEATS, base=base)
            autosave(game, SEATS, base=base)
            start = time.perf_counter()
            clear_autosave(base)
            return (time.perf_counter() - start) * 1000

        report("autosave and backup removed (folder synced)",
               [autosave_then_clear() for _ in range(max(10, options.moves // 4))])


if __name__ == "__main__":
    main()
