"""Fit the Hard level's position value (`features.WEIGHTS`) on Normal self-play.

    python -m samba_desktop.ai.calibrate --hands 6000 --players 2 3 4 5 6 --jobs 2

Positions are taken at the start of every turn; the target is the side's final hand score
minus the other sides' mean. A ridge-regularised least-squares fit (standard library only).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
from collections.abc import Sequence

from samba_desktop.engine import Game, Rules

from .features import NAMES, relative_features
from .normal import NormalPlayer

#: one sampled position: its features (`relative_features`) and the side's final hand score
#: minus the other sides' mean
Sample = tuple[list[float], float]


def positions(args: tuple[int, int, float]) -> list[Sample]:
    """The sampled positions of one self-play hand: ``args`` is (seed, players, every)."""
    seed, players, every = args
    rules = Rules(players=players)
    game = Game.new(rules, seed=seed)
    bots = [NormalPlayer(seed=seed * 10 + s) for s in range(players)]
    rng = random.Random(seed)
    snaps = []
    last = None
    while game.phase not in ("hand_over", "game_over"):
        if game.phase == "draw" and game.turn != last and rng.random() < every:
            snaps.append(game.copy())
        last = game.turn
        game.apply(bots[game.turn].choose(game.view(game.turn)))
    result = game.hand_result()
    assert result is not None  # the hand is over
    totals = result.totals
    nsides = game.num_sides
    out = []
    for g in snaps:
        for side in range(nsides):
            others = [totals[s] for s in range(nsides) if s != side]
            y = totals[side] - sum(others) / len(others)
            out.append((relative_features(g, side), y))
    return out


def solve(xtx: list[list[float]], xty: list[float]) -> list[float]:
    n = len(xty)
    a = [row[:] + [xty[i]] for i, row in enumerate(xtx)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        p = a[col][col]
        if abs(p) < 1e-12:
            continue
        for r in range(n):
            if r != col:
                f = a[r][col] / p
                if f:
                    for c in range(col, n + 1):
                        a[r][c] -= f * a[col][c]
    return [a[i][n] / a[i][i] if abs(a[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit(data: Sequence[Sample], ridge: float = 1.0) -> tuple[list[float], float]:
    k = len(data[0][0])
    # standardise for the ridge term
    mean = [sum(x[i] for x, _ in data) / len(data) for i in range(k)]
    sd = [max(1e-9, (sum((x[i] - mean[i]) ** 2 for x, _ in data) / len(data)) ** 0.5)
          for i in range(k)]
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in data:
        z = [x[i] / sd[i] for i in range(k)]
        for i in range(k):
            zi = z[i]
            if zi:
                row = xtx[i]
                for j in range(k):
                    row[j] += zi * z[j]
                xty[i] += zi * y
    for i in range(k):
        xtx[i][i] += ridge * len(data) * 1e-4
    beta = solve(xtx, xty)
    w = [beta[i] / sd[i] for i in range(k)]
    ss = sum(y * y for _, y in data)
    res = sum((y - sum(a * b for a, b in zip(w, x, strict=True))) ** 2 for x, y in data)
    return w, 1 - res / ss if ss else 0.0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m samba_desktop.ai.calibrate",
                                description="Fit the Hard level's position value on Normal "
                                            "self-play and print the weights.")
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    p.add_argument("--seed", type=int, default=100000)
    p.add_argument("--every", type=float, default=0.5, help="fraction of turns sampled")
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_args(argv)
    print("WEIGHTS = {")
    for n in args.players:
        tasks = [(args.seed + i, n, args.every) for i in range(args.hands)]
        if args.jobs > 1:
            with multiprocessing.Pool(args.jobs) as pool:
                chunks = pool.map(positions, tasks, chunksize=8)
        else:
            chunks = list(map(positions, tasks))
        data = [d for c in chunks for d in c]
        half = len(data) // 2
        w, r2 = fit(data)
        w_train, _ = fit(data[:half])
        test = data[half:]
        ss = sum(y * y for _, y in test)
        res = sum((y - sum(a * b for a, b in zip(w_train, x, strict=True))) ** 2
                  for x, y in test)
        print(f"    # {n} players: {args.hands} hands, {len(data)} positions, R^2 {r2:.3f} "
              f"(held-out half: {1 - res / ss:.3f})")
        print(f"    {n}: (")
        for name, wi in zip(NAMES, w, strict=True):
            print(f"        {wi:.4f},  # {name}")
        print("    ),")
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
