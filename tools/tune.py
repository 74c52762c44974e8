"""Tune Normal's `Params` by tournament with CMA-ES (development tool; needs the ``cma`` extra).

    python -m pip install -e ".[dev]"
    nice python -m tools.tune --players 4 2 --deals 60 --generations 12 \\
        --pool sparring normal-v1 --seed 100000

Each candidate plays duplicate deals (`tournament.play_deal`) against every level of the pool
at every player count; its fitness is the mean score difference per hand (all candidates of a
run play the same deals: common random numbers). The tuning deals start at ``--seed`` so that
they differ from the deals of the reported tables (which start at 1). The best values print as
a `Params(...)` literal to commit, with this command line.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, fields
from multiprocessing.pool import Pool

from samba_desktop.ai.normal import DEFAULT, Params, params_for
from samba_desktop.engine import Rules

from .tournament import Deal, DealResult, play_deal

#: `Params` overrides of one candidate (every field of `SPACE`)
Overrides = dict[str, int | float | bool]

#: (field, low, high): the search box; int fields are rounded, bool fields are x > 0.5
SPACE: tuple[tuple[str, float, float], ...] = (
    ("keep_pair_below", 0, 8),
    ("runs_first_min", 3, 7),
    ("complete_min", 4, 7),
    ("take_threshold", -100, 150),
    ("draw_card_value", 0, 40),
    ("pile_base", 0, 150),
    ("pile_per_card", 0, 50),
    ("danger_weight", 0, 3),
    ("keep_wild", 20, 150),
    ("pair_pile", 0, 5),
    ("meld_loss", 0, 40),
    ("ask_partner_cards", 2, 15),
    ("answer_max_penalty", 0, 300),
    ("answer_margin", 0, 1500),
    ("late_stock", 0, 40),
    ("black3_hold", -10, 60),
    ("block_pile", 0, 15),
    ("ask_margin", -500, 3000),
    ("out_rush", 0, 1),
)
_TYPES = {f.name: f.type for f in fields(Params)}


def to_params(x: Iterable[float], base: Params = DEFAULT) -> Overrides:
    """Search vector (each coordinate in [0, 1]) -> Params overrides."""
    out: Overrides = {}
    for xi, (name, lo, hi) in zip(x, SPACE, strict=True):
        v = lo + min(1.0, max(0.0, float(xi))) * (hi - lo)
        kind = _TYPES[name]
        if kind in ("bool", bool):
            out[name] = v > 0.5
        elif kind in ("int", int):
            out[name] = int(round(v))
        else:
            out[name] = round(v, 2)
    return out


def from_params(p: Params) -> list[float]:
    d = asdict(p)
    x = []
    for name, lo, hi in SPACE:
        v = float(d[name])
        x.append(min(1.0, max(0.0, (v - lo) / (hi - lo))))
    return x


def spec_of(overrides: Overrides) -> str:
    return "normal@" + ",".join(f"{k}={v}" for k, v in overrides.items())


def fitness(overrides: Overrides, pool: Sequence[str], players: Sequence[int], deals: int,
            seed: int, workers: Pool | None) -> float:
    """Mean A-minus-B score per hand of Normal(overrides) against the pool (higher is better)."""
    spec = spec_of(overrides)
    tasks: list[Deal] = []
    for n in players:
        rules = Rules(players=n)
        for opp in pool:
            for i in range(deals):
                tasks.append(Deal((opp, n), (spec, opp), rules, seed + i, "hand"))
    results: Iterator[DealResult] = (workers.imap_unordered(play_deal, tasks)
                                     if workers is not None else map(play_deal, tasks))
    diffs = []
    for _key, _seed, plays in results:
        diffs.append(sum(r.diff for r in plays) / len(plays))
    return sum(diffs) / len(diffs)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.tune", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", nargs="+", type=int, default=[4, 2])
    ap.add_argument("--pool", nargs="+", default=["sparring", "normal-v1"])
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--seed", type=int, default=100000)
    ap.add_argument("--generations", type=int, default=12)
    ap.add_argument("--popsize", type=int, default=10)
    ap.add_argument("--sigma", type=float, default=0.2)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--log", metavar="FILE", help="append every evaluation as a JSON line")
    args = ap.parse_args(argv)
    try:
        import cma
    except ImportError:  # pragma: no cover - a development extra
        raise SystemExit('needs the development extra: python -m pip install -e ".[dev]"') from None
    workers = multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else None
    # one table size: start from (and keep the untuned fields of) that size's values
    base = params_for(args.players[0]) if len(args.players) == 1 else DEFAULT
    es = cma.CMAEvolutionStrategy(from_params(base), args.sigma,
                                  {"popsize": args.popsize, "bounds": [0, 1], "seed": 1,
                                   "verbose": -9})
    start = to_params(from_params(base))
    best = (fitness(start, args.pool, args.players, args.deals, args.seed, workers), start)
    print(f"default: {best[0]:+.1f}", flush=True)
    started = time.time()
    try:
        for gen in range(args.generations):
            xs = es.ask()
            scores = []
            for x in xs:
                ov = to_params(x)
                f = fitness(ov, args.pool, args.players, args.deals, args.seed, workers)
                scores.append(-f)
                if args.log:
                    with open(args.log, "a", encoding="utf-8") as fh:
                        fh.write(json.dumps({"gen": gen, "fitness": f, "params": ov}) + "\n")
                if f > best[0]:
                    best = (f, ov)
            es.tell(xs, scores)
            mean_ov = to_params(es.mean)
            print(f"gen {gen}: best of generation {-min(scores):+.1f}, best so far "
                  f"{best[0]:+.1f}, {time.time() - started:.0f} s", flush=True)
    finally:
        if workers is not None:
            workers.close()
    print("best:", json.dumps(best[1]))
    print("distribution mean:", json.dumps(mean_ov if args.generations else {}))
    print(f"fitness {best[0]:+.1f} (mean score difference per hand against "
          f"{', '.join(args.pool)} at {', '.join(map(str, args.players))} players, "
          f"{args.deals} deals from seed {args.seed})")
    return 0 if math.isfinite(best[0]) else 1


if __name__ == "__main__":
    sys.exit(main())
