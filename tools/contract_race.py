"""Race two engines through the public contract, in one process, on the same deals.

    python -m tools.contract_race --against REF [--ours REF] [--rounds R] [--deals N] ...
    python -m tools.contract_race --against REF --profile   (where our engine spends its time)

``REF`` names an engine:

- ``here``: this checkout's ``samba_desktop.engine`` (the default for ``--ours``);
- a commit of this repository (``3103ae5``, ``HEAD~5``): its engine, loaded frozen as
  `tools.frozen` loads old levels (needs git and the repository);
- ``[DIR:]MODULE``: any importable package that implements ENGINE_CONTRACT.md under those names,
  such as an independent reference engine (``DIR`` is put on ``sys.path`` first).

Both engines are driven by the same contract-only random players (`tools.contract_drivers`:
*sensible*, few proposals refused; *proposing*, every move it sees proposed and most refused) on
the same positions: each deal is shuffled here and given to both engines with ``Game.setup``.
First one untimed pass checks that the engines agree: the same moves, move for move (a
difference is reported with the first move where they part). Then the rounds: each round times
both engines on every deal (the order alternating between rounds, so drift in the machine's
speed falls on both), and the report gives each engine's hands per second, the speed ratio
(ours over theirs: above 1 means ours is faster) as the geometric mean over rounds and its 95%
confidence interval (Student's t on the logarithms of the per-round ratios), and a digest of the
moves played: a change meant to be pure speed must leave it as it was. Only play is timed, not
``Game.setup``. ``--profile`` prints where our engine spends the time of each driver's play
(cProfile, the costliest functions first) instead of timing rounds. Single process, one core.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import hashlib
import importlib
import io
import json
import math
import pstats
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from tools.contract_drivers import Driver, Token

#: the deck as ENGINE_CONTRACT.md writes cards: three 52-card decks and six jokers
_RANKS = ("4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2", "3")
_DECK = ["JK"] * 6 + [rank + suit for rank in _RANKS for suit in "CDHS" for _ in range(3)]
#: two-sided 95% quantiles of Student's t, by degrees of freedom
_T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306,
        9: 2.262, 10: 2.228, 11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120,
        17: 2.110, 18: 2.101, 19: 2.093, 20: 2.086, 25: 2.060, 30: 2.042, 40: 2.021, 60: 2.000}
DRIVERS = ("sensible", "proposing")


@dataclass(frozen=True)
class Deal:
    """A position at the start of a hand, as text: the hands, the stock (top first), the pile."""

    players: int
    hands: tuple[str, ...]
    stock: str
    discard: str
    seed: int  #: the random players' seed for this deal


def deals(players: Sequence[int], per_size: int, seed: int) -> list[Deal]:
    """``per_size`` shuffled deals at each table size (15 cards each, 13 at six players)."""
    out = []
    rng = random.Random(seed)
    for n in players:
        size = 13 if n == 6 else 15
        for _ in range(per_size):
            deck = list(_DECK)
            rng.shuffle(deck)
            hands = tuple(" ".join(deck[i * size:(i + 1) * size]) for i in range(n))
            out.append(Deal(n, hands, " ".join(deck[n * size + 1:]), deck[n * size],
                            rng.randrange(2**31)))
    return out


def load_engine(ref: str) -> ModuleType:
    """The engine module ``ref`` names (see the module's help)."""
    if ref == "here":
        return importlib.import_module("samba_desktop.engine")
    commit = _commit(ref)
    if commit is not None:
        from tools import frozen

        return frozen.load(commit).engine  # type: ignore[no-any-return]
    folder, _, module = ref.rpartition(":")
    if folder:
        sys.path.insert(0, str(Path(folder).resolve()))
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise SystemExit(f"contract_race: cannot load the engine {ref!r}: neither a commit of "
                         f"this repository nor an importable module ({exc})") from None


def _commit(ref: str) -> str | None:
    """``ref`` as a short commit hash if it names a commit of this repository, else None."""
    if ":" in ref or "/" in ref:
        return None
    try:
        out = subprocess.run(["git", "-C", str(Path(__file__).resolve().parents[1]), "rev-parse",
                              "--verify", "--quiet", "--short=7", ref + "^{commit}"],
                             capture_output=True, text=True, check=False)
    except OSError:
        return None
    return out.stdout.strip() or None


def _games(engine: ModuleType, hands: Sequence[Deal]) -> list[Any]:
    return [engine.Game.setup(engine.Rules(players=d.players), hands=list(d.hands),
                              stock=d.stock, discard=d.discard) for d in hands]


def _play(driver: Driver, name: str) -> Callable[..., object]:
    return driver.sensible_hand if name == "sensible" else driver.proposing_hand


def moves_played(engine: ModuleType, name: str,
                 hands: Sequence[Deal]) -> tuple[list[list[Token]], int]:
    """The moves ``engine`` plays with the driver ``name`` on each deal, and the hands left
    unfinished (the proposing player finds no legal candidate: it never asks an engine for its
    own list of moves here, so both engines are driven alike)."""
    driver = Driver(engine, fallback=False)
    play = _play(driver, name)
    logs: list[list[Token]] = []
    for game, deal in zip(_games(engine, hands), hands, strict=True):
        logs.append([])
        play(game, random.Random(deal.seed), logs[-1])
    return logs, driver.stuck


def first_difference(a: list[list[Token]], b: list[list[Token]]) -> str | None:
    """Where two engines' moves part first (deal, move, each side's move), or None."""
    for i, (x, y) in enumerate(zip(a, b, strict=True)):
        for j in range(max(len(x), len(y))):
            mx = x[j] if j < len(x) else "(hand over)"
            my = y[j] if j < len(y) else "(hand over)"
            if mx != my:
                return f"deal {i}, move {j + 1}: ours {mx}, theirs {my}"
    return None


def digest(logs: Sequence[Sequence[Token]]) -> str:
    """A short digest of the moves played on every deal (the same for the same moves)."""
    text = "\n".join(" ".join(map(repr, log)) for log in logs)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def profile(engine: ModuleType, name: str, hands: Sequence[Deal], top: int = 25) -> str:
    """Where ``engine``'s play with the driver ``name`` spends its time (cProfile's table of the
    ``top`` functions by their own time)."""
    driver = Driver(engine, fallback=False)
    play = _play(driver, name)
    games = _games(engine, hands)
    rngs = [random.Random(d.seed) for d in hands]
    profiler = cProfile.Profile()
    profiler.enable()
    for game, rng in zip(games, rngs, strict=True):
        play(game, rng)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def timed(engine: ModuleType, name: str, hands: Sequence[Deal]) -> float:
    """Seconds ``engine`` takes to play every deal with the driver ``name`` (play only)."""
    driver = Driver(engine, fallback=False)
    play = _play(driver, name)
    games = _games(engine, hands)
    rngs = [random.Random(d.seed) for d in hands]
    gc.collect()
    start = time.perf_counter()
    for game, rng in zip(games, rngs, strict=True):
        play(game, rng)
    return time.perf_counter() - start


@dataclass
class Race:
    """One driver's race: each engine's hands per second, and the speed ratio ours/theirs."""

    driver: str
    hands: int
    moves: int  #: moves played over all deals (the same for both engines when they agree)
    stuck: int
    digest: str  #: of the moves ours played (`digest`)
    agree: bool
    difference: str | None
    ours_hands_per_second: float
    theirs_hands_per_second: float
    ratio: float  #: geometric mean over the rounds of theirs' time over ours'
    ratio_low: float  #: the 95% confidence interval of ``ratio``
    ratio_high: float
    rounds: int


def ratio_interval(ratios: Sequence[float]) -> tuple[float, float, float]:
    """Geometric mean of ``ratios`` and its 95% confidence interval (t on the logarithms)."""
    logs = [math.log(r) for r in ratios]
    mean = statistics.fmean(logs)
    if len(logs) < 2:
        return math.exp(mean), float("nan"), float("nan")
    dof = len(logs) - 1
    # (between two rows of the table, the row below: its quantile is the larger, the interval
    # the wider)
    t = _T95[max(k for k in _T95 if k <= dof)]
    half = t * statistics.stdev(logs) / math.sqrt(len(logs))
    return math.exp(mean), math.exp(mean - half), math.exp(mean + half)


def race(ours: ModuleType, theirs: ModuleType, name: str, hands: Sequence[Deal],
         rounds: int) -> Race:
    """Check that both engines play the same moves, then time them over ``rounds`` rounds."""
    logs_ours, stuck = moves_played(ours, name, hands)
    logs_theirs, _ = moves_played(theirs, name, hands)
    difference = first_difference(logs_ours, logs_theirs)
    times_ours: list[float] = []
    times_theirs: list[float] = []
    for r in range(rounds):
        if r % 2 == 0:
            times_ours.append(timed(ours, name, hands))
            times_theirs.append(timed(theirs, name, hands))
        else:
            times_theirs.append(timed(theirs, name, hands))
            times_ours.append(timed(ours, name, hands))
    ratio, low, high = ratio_interval([t / o for o, t in zip(times_ours, times_theirs,
                                                             strict=True)])
    n = len(hands)
    return Race(name, n, sum(map(len, logs_ours)), stuck, digest(logs_ours), difference is None,
                difference,
                n / statistics.median(times_ours), n / statistics.median(times_theirs),
                ratio, low, high, rounds)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m tools.contract_race",
        description="Race two engines through ENGINE_CONTRACT.md on the same deals.")
    parser.add_argument("--against", required=True,
                        help="the other engine: 'here', a commit, or [DIR:]MODULE")
    parser.add_argument("--ours", default="here", help="our engine (default: this checkout)")
    parser.add_argument("--players", default="2,4,6", help="table sizes (default 2,4,6)")
    parser.add_argument("--deals", type=int, default=20,
                        help="deals per table size for the sensible player (default 20)")
    parser.add_argument("--proposing-deals", type=int, default=2,
                        help="deals per table size for the proposing player (default 2)")
    parser.add_argument("--rounds", type=int, default=10, help="timed rounds (default 10)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--drivers", default=",".join(DRIVERS),
                        help="which players: sensible, proposing or both (default)")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--profile", action="store_true",
                        help="print where our engine spends each driver's play (cProfile), no race")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    players = [int(p) for p in args.players.split(",")]
    names = [d.strip() for d in args.drivers.split(",") if d.strip()]
    unknown = sorted(set(names) - set(DRIVERS))
    if unknown or args.rounds < 1:
        raise SystemExit(f"contract_race: unknown driver {unknown}" if unknown
                         else "contract_race: --rounds must be at least 1")
    ours, theirs = load_engine(args.ours), load_engine(args.against)
    print(f"ours:   {args.ours} ({ours.__name__})\ntheirs: {args.against} ({theirs.__name__})")
    results = []
    for name in names:
        per_size = args.deals if name == "sensible" else args.proposing_deals
        if args.profile:
            print(f"\n{name} player, ours:\n" + profile(ours, name, deals(players, per_size,
                                                                          args.seed)))
            continue
        result = race(ours, theirs, name, deals(players, per_size, args.seed), args.rounds)
        results.append(result)
        print(f"\n{name} player, {result.hands} deals at {args.players} players, "
              f"{result.moves} moves, {result.rounds} rounds")
        print(f"  ours   {result.ours_hands_per_second:9.1f} hands/s")
        print(f"  theirs {result.theirs_hands_per_second:9.1f} hands/s")
        print(f"  ours/theirs {result.ratio:.3f}  (95% CI {result.ratio_low:.3f} to "
              f"{result.ratio_high:.3f})")
        print("  the same moves: " + ("yes" if result.agree else f"NO, {result.difference}")
              + f"  (moves digest {result.digest})")
        if result.stuck:
            print(f"  {result.stuck} hands left unfinished (no candidate legal)")
    if args.json:
        Path(args.json).write_text(json.dumps([asdict(r) for r in results], indent=2),
                                   encoding="utf-8")
    return 0 if all(r.agree for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
