"""Hard's play-out speed: ``python -m tools.playout_bench [--iterations K]``.

Takes a fixed set of positions from Normal self-play (2 and 4 players, fixed seeds), lets a
fresh Hard player with a fixed play-out budget (``iterations``, so no clock is involved) decide
each of them, and reports play-outs per second of CPU time (the best of ``--repeat`` runs) and a
digest of the moves chosen: two versions of the code that decide alike print the same digest,
so a change that is meant to be pure speed can be checked with it. ``--profile`` prints the
functions that cost the most (cProfile). Single process, one core.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import pstats
import random
import time

from samba_desktop.ai.hard import HardPlayer
from samba_desktop.ai.normal import NormalPlayer
from samba_desktop.engine import Game, Rules

Position = tuple[int, Game]  # (seed of the Hard player, the game at its decision)


def positions(per_deal: int = 3, deals: int = 6, players: tuple[int, ...] = (2, 4)
              ) -> list[Position]:
    """Draw- and meld-phase positions of Normal self-play, ``per_deal`` from each deal."""
    out: list[Position] = []
    for n in players:
        for seed in range(deals):
            game = Game.new(Rules(players=n), seed=1000 + seed)
            rng = random.Random(seed)
            stop = rng.randrange(8, 60)
            bot = NormalPlayer()
            taken = moves = 0
            while game.in_play and taken < per_deal:
                if moves >= stop and game.phase in ("draw", "meld"):
                    out.append((seed, game.copy()))
                    taken += 1
                    stop += rng.randrange(15, 50)
                game.apply(bot.choose(game.view(game.turn)))
                moves += 1
    return out


def decide_all(cases: list[Position], iterations: int) -> tuple[list[str], int, float]:
    """(the moves chosen, play-outs played, CPU seconds) for one pass over ``cases``."""
    moves: list[str] = []
    playouts = 0
    start = time.process_time()
    for seed, game in cases:
        player = HardPlayer(seed=seed, iterations=iterations)
        moves.append(str(player.choose(game.view(game.turn))))
        if player.last_stats is not None:
            playouts += player.last_stats.playouts
    return moves, playouts, time.process_time() - start


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m tools.playout_bench",
                                 description=__doc__.split("\n\n")[1] if __doc__ else None)
    ap.add_argument("--iterations", type=int, default=60, help="play-outs per decision")
    ap.add_argument("--deals", type=int, default=6, help="deals per player count")
    ap.add_argument("--repeat", type=int, default=3, help="runs; the best is reported")
    ap.add_argument("--profile", action="store_true", help="print a cProfile summary")
    args = ap.parse_args(argv)
    cases = positions(deals=args.deals)
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        decide_all(cases, args.iterations)
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(30)
        return
    best = float("inf")
    moves: list[str] = []
    playouts = 0
    for _ in range(max(1, args.repeat)):
        moves, playouts, seconds = decide_all(cases, args.iterations)
        best = min(best, seconds)
    digest = hashlib.sha256("\n".join(moves).encode()).hexdigest()[:12]
    print(f"{len(cases)} decisions, {playouts} play-outs, best {best:.2f} s CPU: "
          f"{playouts / best:.0f} play-outs/s, {1000 * best / playouts:.2f} ms each")
    print(f"moves digest {digest}")


if __name__ == "__main__":
    main()
