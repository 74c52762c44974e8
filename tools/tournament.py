"""Tournament: computer levels against each other on duplicate deals.

A *deal* is one hand (``--mode hand``, the default; the result is the score difference per hand)
or one whole game (``--mode game``), started with ``Game.new(rules, seed)``. Every deal is played
again with the levels swapped between the sides, so both levels get the same cards in the same
seats: partnerships (4 and 6 players) swap sides; with players alone (2, 3, 5) the deal is played
with every rotation of an alternating level pattern and of its complement.

Example::

    nice python -m tools.tournament --pairs random:easy easy:normal \\
        --players 4 --deals 400 --jobs 2

    python -m tools.tournament --pairs normal:hard@iterations=60 --deals 50

Runs of other deals (``--seed``) written with ``--json`` are reported over all their deals by
``--pool a.json b.json``: the CI over every deal, the counts added up, the think times of all.

A level spec is ``name`` or ``name@key=value,key=value`` (options passed to `create_player`).
Levels come from `samba_desktop.ai.registry.LEVELS`: the app's levels and the yardsticks of
`tools.levels`, so a new level is compared in one command.
Players decide in strict mode (`SAMBA_AI_STRICT`): a decision that is illegal counts as an
illegal move instead of being replaced by the player's own fallback.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
import traceback
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field
from typing import Literal, NamedTuple, NotRequired, TypedDict

from samba_desktop.ai.normal import STRICT_ENV
from samba_desktop.ai.registry import LEVELS, Player, create_player
from samba_desktop.engine import Game, HandResult, IllegalMove, Move, Rules, legal_moves

from .levels import register_yardsticks

# at import, not in main(): worker processes started by "spawn" import this module, not main()
register_yardsticks()

MAX_MOVES_PER_HAND = 6000

#: a value in a level spec (``hard@iterations=100,time=0.5,shaped=false``)
OptionValue = bool | int | float | str | None
#: what one deal is: a hand (the default) or a whole game
Mode = Literal["hand", "game"]


# ---------------------------------------------------------------------------- level specs
def parse_spec(spec: str) -> tuple[str, dict[str, OptionValue]]:
    """``"hard@iterations=100,time=0.5"`` -> ``("hard", {"iterations": 100, "time": 0.5})``."""
    name, _, opts = spec.partition("@")
    if name not in LEVELS:
        raise ValueError(f"unknown level {name!r}; known: {', '.join(LEVELS)}")
    options: dict[str, OptionValue] = {}
    for item in filter(None, opts.split(",")):
        key, eq, value = item.partition("=")
        if not eq:
            raise ValueError(f"bad option {item!r} in {spec!r} (want key=value)")
        options[key.strip()] = _number(value.strip())
    return name, options


def _number(text: str) -> OptionValue:
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    if low == "none":
        return None
    for conv in (int, float):
        try:
            number: int | float = conv(text)
        except ValueError:
            continue
        return number
    return text


def make_player(spec: str, seed: int) -> Player:
    name, options = parse_spec(spec)
    return create_player(name, seed=seed, **options)


# ---------------------------------------------------------------------------- seat assignments
def assignments(num_sides: int) -> list[tuple[int, ...]]:
    """Which level (0 = A, 1 = B) plays each side, for all plays of one duplicate deal."""
    pattern = tuple(i % 2 for i in range(num_sides))
    out: list[tuple[int, ...]] = []
    for base in (pattern, tuple(1 - x for x in pattern)):
        for r in range(num_sides):
            a = base[r:] + base[:r]
            if a not in out:
                out.append(a)
    return out


# ---------------------------------------------------------------------------- playing
@dataclass
class PlayResult:
    diff: float  # mean A-side score minus mean B-side score
    winner: int | None  # 0 = A, 1 = B, None = tie (best side's level)
    hands: int
    times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    illegal: list[int] = field(default_factory=lambda: [0, 0])
    errors: list[str] = field(default_factory=list)
    went_out: list[int] = field(default_factory=lambda: [0, 0])  # hands A / B went out


def _result(game: Game) -> HandResult:
    """The result of the hand just finished in ``game``."""
    result = game.hand_result()
    assert result is not None  # the hand is over
    return result


def play(specs: tuple[str, str], rules: Rules, seed: int, assign: tuple[int, ...],
         mode: Mode) -> PlayResult:
    game = Game.new(rules, seed=seed)
    nsides = game.num_sides
    level_of_seat = [assign[seat % nsides] for seat in range(rules.players)]
    players = [make_player(specs[level_of_seat[s]], seed * 1009 + s * 7919 + 17)
               for s in range(rules.players)]
    result = PlayResult(0.0, None, 0)
    hands = 0
    while True:
        moves = 0
        while game.phase not in ("hand_over", "game_over"):
            seat = game.turn
            lvl = level_of_seat[seat]
            view = game.view(seat)
            t0 = time.perf_counter()
            move: Move | None
            try:
                move = players[seat].choose(view)
            except AssertionError as exc:  # the strict check of a decision: an illegal move
                if not str(exc).startswith("the decision"):
                    raise
                result.illegal[lvl] += 1
                result.errors.append(f"seed {seed} seat {seat} {specs[lvl]}: {exc}")
                move = None
            except Exception:  # noqa: BLE001 - a crash is a reported failure
                result.errors.append(f"seed {seed} seat {seat} {specs[lvl]}: "
                                     + traceback.format_exc(limit=3))
                move = None
            result.times[lvl].append(time.perf_counter() - t0)
            if move is not None:
                try:
                    game.apply(move)
                except IllegalMove as exc:
                    result.illegal[lvl] += 1
                    result.errors.append(f"seed {seed} seat {seat} {specs[lvl]}: illegal "
                                         f"{move} ({exc})")
                    move = None
            if move is None:
                game.apply(legal_moves(game)[0])
            moves += 1
            if moves > MAX_MOVES_PER_HAND:
                result.errors.append(f"seed {seed}: hand did not end after {moves} moves")
                return result
        hands += 1
        out = _result(game).went_out
        if out is not None:
            result.went_out[level_of_seat[out]] += 1
        if mode == "hand" or game.phase == "game_over":
            break
        game.next_hand()
    scores = _result(game).totals if mode == "hand" else game.scores
    a = [scores[s] for s in range(nsides) if assign[s] == 0]
    b = [scores[s] for s in range(nsides) if assign[s] == 1]
    result.diff = sum(a) / len(a) - sum(b) / len(b)
    best_a, best_b = max(a), max(b)
    result.winner = 0 if best_a > best_b else 1 if best_b > best_a else None
    result.hands = hands
    return result


class Deal(NamedTuple):
    """One duplicate deal to play: ``key`` says which tally its results go to."""

    key: Hashable
    specs: tuple[str, str]  # the level specs of A and B
    rules: Rules
    seed: int
    mode: Mode


class DealResult(NamedTuple):
    key: Hashable
    seed: int
    plays: list[PlayResult]  # one per seat assignment (`assignments`)


def play_deal(task: Deal) -> DealResult:
    """All plays of one duplicate deal."""
    key, specs, rules, seed, mode = task
    nsides = rules.num_sides
    return DealResult(key, seed, [play(specs, rules, seed, a, mode) for a in assignments(nsides)])


# ---------------------------------------------------------------------------- statistics
def summary(values: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% confidence interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return 0.0, float("nan")
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(n)


def time_stats(times: list[float]) -> tuple[float, float, float]:
    if not times:
        return 0.0, 0.0, 0.0
    s = sorted(times)
    p95 = s[min(len(s) - 1, int(math.ceil(0.95 * len(s))) - 1)]
    return statistics.median(s), p95, s[-1]


class Row(TypedDict):
    """One pairing's results at one number of players (`Tally.as_dict`; a JSON object)."""

    a: str
    b: str
    players: int
    mode: Mode
    deals: int
    plays: int
    hands: int
    mean_diff: float  # A minus B per deal, with the half-width of its 95% CI
    ci95: float
    won_a: int
    won_b: int
    tied: int
    illegal_a: int
    illegal_b: int
    went_out_a: int
    went_out_b: int
    errors: int
    decisions_a: int
    time_a_median_ms: float
    time_a_p95_ms: float
    time_a_max_ms: float
    decisions_b: int
    time_b_median_ms: float
    time_b_p95_ms: float
    time_b_max_ms: float
    #: per deal seed (as text: a JSON key), A minus B; with the think times in ms, what
    #: `--pool` needs to merge runs exactly
    deal_diffs: NotRequired[dict[str, float]]
    think_ms: NotRequired[list[list[float]]]


@dataclass
class Tally:
    by_seed: dict[int, float] = field(default_factory=dict)  # A minus B per deal
    plays: int = 0
    won: list[int] = field(default_factory=lambda: [0, 0, 0])  # A, B, tie (per play)
    hands: int = 0
    times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    illegal: list[int] = field(default_factory=lambda: [0, 0])
    errors: list[str] = field(default_factory=list)
    went_out: list[int] = field(default_factory=lambda: [0, 0])

    def add(self, seed: int, results: list[PlayResult]) -> None:
        self.by_seed[seed] = sum(r.diff for r in results) / len(results)
        for r in results:
            self.plays += 1
            self.won[2 if r.winner is None else r.winner] += 1
            self.hands += r.hands
            for i in (0, 1):
                self.times[i].extend(r.times[i])
                self.illegal[i] += r.illegal[i]
                self.went_out[i] += r.went_out[i]
            self.errors.extend(r.errors)

    def as_dict(self, specs: tuple[str, str], players: int, mode: Mode) -> Row:
        mean, ci = summary(list(self.by_seed.values()))
        med_a, p95_a, max_a = time_stats(self.times[0])
        med_b, p95_b, max_b = time_stats(self.times[1])
        return {
            "a": specs[0], "b": specs[1], "players": players, "mode": mode,
            "deals": len(self.by_seed), "plays": self.plays, "hands": self.hands,
            "mean_diff": round(mean, 1), "ci95": round(ci, 1),
            "won_a": self.won[0], "won_b": self.won[1], "tied": self.won[2],
            "illegal_a": self.illegal[0], "illegal_b": self.illegal[1],
            "went_out_a": self.went_out[0], "went_out_b": self.went_out[1],
            "errors": len(self.errors),
            "decisions_a": len(self.times[0]), "time_a_median_ms": round(med_a * 1000, 2),
            "time_a_p95_ms": round(p95_a * 1000, 2), "time_a_max_ms": round(max_a * 1000, 2),
            "decisions_b": len(self.times[1]), "time_b_median_ms": round(med_b * 1000, 2),
            "time_b_p95_ms": round(p95_b * 1000, 2), "time_b_max_ms": round(max_b * 1000, 2),
        }

    def details(self) -> dict[str, object]:
        """What a row keeps in the JSON beyond its summary, for `--pool`."""
        return {"deal_diffs": {str(k): v for k, v in sorted(self.by_seed.items())},
                "think_ms": [[round(t * 1000, 3) for t in ts] for ts in self.times]}

    @classmethod
    def from_row(cls, row: Row, source: str) -> Tally:
        """The tally of a row read from a JSON file (``source``, for messages)."""
        if "deal_diffs" not in row or "think_ms" not in row:
            raise ValueError(f"{source}: a row without per-deal results (written by an older "
                             "tournament); it cannot be pooled")
        a_ms, b_ms = row["think_ms"]
        return cls(by_seed={int(k): v for k, v in row["deal_diffs"].items()},
                   plays=row["plays"], won=[row["won_a"], row["won_b"], row["tied"]],
                   hands=row["hands"], times=([t / 1000 for t in a_ms], [t / 1000 for t in b_ms]),
                   illegal=[row["illegal_a"], row["illegal_b"]],
                   errors=[f"(a failure counted in {source})"] * row["errors"],
                   went_out=[row["went_out_a"], row["went_out_b"]])

    def merge(self, other: Tally) -> None:
        """Add the deals of ``other``; a deal seed in both must not be counted twice."""
        both = self.by_seed.keys() & other.by_seed.keys()
        if both:
            raise ValueError(f"deal seeds in more than one run: {sorted(both)[:5]}")
        self.by_seed.update(other.by_seed)
        self.plays += other.plays
        self.hands += other.hands
        for i in range(3):
            self.won[i] += other.won[i]
        for i in (0, 1):
            self.times[i].extend(other.times[i])
            self.illegal[i] += other.illegal[i]
            self.went_out[i] += other.went_out[i]
        self.errors.extend(other.errors)


def format_markdown(rows: list[Row]) -> str:
    """The results as a Markdown table (for the README)."""
    lines = ["| A | B | players | deals | A minus B per " + rows[0]["mode"] + " (95% CI) "
             "| won A / B / tied | went out A / B | A think ms median / p95 / max "
             "| B think ms median / p95 / max | illegal |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"] if rows else []
    for d in rows:
        lines.append(
            f"| {d['a']} | {d['b']} | {d['players']} | {d['deals']} "
            f"| {d['mean_diff']:+.0f} [{d['mean_diff'] - d['ci95']:+.0f}; "
            f"{d['mean_diff'] + d['ci95']:+.0f}] "
            f"| {d['won_a']} / {d['won_b']} / {d['tied']} "
            f"| {d['went_out_a']} / {d['went_out_b']} "
            f"| {d['time_a_median_ms']:.2f} / {d['time_a_p95_ms']:.1f} / {d['time_a_max_ms']:.0f} "
            f"| {d['time_b_median_ms']:.2f} / {d['time_b_p95_ms']:.1f} / {d['time_b_max_ms']:.0f} "
            f"| {d['illegal_a'] + d['illegal_b']} |")
    return "\n".join(lines)


def format_table(rows: list[Row]) -> str:
    unit = {"hand": "hand", "game": "game"}
    lines = []
    for d in rows:
        what = unit[d["mode"]]
        lines.append(
            f"{d['a']} vs {d['b']}, {d['players']} players: {d['deals']} duplicate deals "
            f"({d['plays']} {what}s played, {d['hands']} hands)\n"
            f"  mean score difference A-B per {what}: {d['mean_diff']:+.1f} "
            f"± {d['ci95']:.1f} (95% CI)\n"
            f"  {what}s won: A {d['won_a']}, B {d['won_b']}, tied {d['tied']}; "
            f"went out: A {d['went_out_a']}, B {d['went_out_b']} of {d['hands']} hands\n"
            f"  think time per decision [ms] (median / p95 / max): "
            f"A {d['time_a_median_ms']:.2f} / {d['time_a_p95_ms']:.2f} / {d['time_a_max_ms']:.2f}"
            f" over {d['decisions_a']};  "
            f"B {d['time_b_median_ms']:.2f} / {d['time_b_p95_ms']:.2f} / {d['time_b_max_ms']:.2f}"
            f" over {d['decisions_b']}\n"
            f"  illegal moves attempted: A {d['illegal_a']}, B {d['illegal_b']}; "
            f"exceptions/other failures: {d['errors']}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------- main
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m tools.tournament",
        description="Play computer levels against each other on duplicate deals and report "
                    "the mean score difference (A minus B) with a 95% confidence interval, "
                    "hands/games won, think times and illegal moves.",
        epilog=f"Known levels: {', '.join(LEVELS)}. A spec may carry options: "
               "hard@iterations=60 or hard@time=0.5.")
    p.add_argument("--pairs", nargs="+", default=["random:easy", "easy:normal", "normal:hard"],
                   metavar="A:B", help="pairings to play (level specs separated by ':')")
    p.add_argument("--players", nargs="+", type=int, default=[4], choices=range(2, 7),
                   metavar="N", help="numbers of players (2-6; default 4)")
    p.add_argument("--deals", type=int, default=100, help="duplicate deals per pairing and size")
    p.add_argument("--seed", type=int, default=1, help="first deal seed (deals use seed, seed+1, ...)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--mode", choices=["hand", "game"], default="hand",
                   help="a deal is one hand (default) or a whole game")
    p.add_argument("--target", type=int, default=10000, help="target score in game mode")
    p.add_argument("--red-threes", choices=["manual", "auto"], default="manual")
    p.add_argument("--keep-cards", type=int, choices=[1, 2], default=1)
    p.add_argument("--bolivia", action="store_true")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    p.add_argument("--markdown", action="store_true", help="also print a Markdown table")
    p.add_argument("--show-errors", type=int, default=5, metavar="N",
                   help="print up to N failure messages per pairing")
    p.add_argument("--quiet", action="store_true", help="no progress output")
    p.add_argument("--pool", nargs="+", metavar="FILE",
                   help="play nothing: merge the --json files of earlier runs (other deals of "
                        "the same pairings and rules) and report each pairing over all their "
                        "deals")
    return p


#: the rule options a --json file records in its "args"; runs pooled must share them
_RULE_ARGS = ("red_threes", "keep_cards", "bolivia", "target")


def pool_files(paths: list[str]) -> list[Row]:
    """The rows of several --json files merged per pairing, size and mode (`--pool`)."""
    tallies: dict[tuple[str, str, int, Mode], Tally] = {}
    rules: dict[str, object] | None = None
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            these = {k: data["args"][k] for k in _RULE_ARGS}
            rows: list[Row] = data["results"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"{path}: not a tournament --json file ({exc})") from None
        if rules is None:
            rules = these
        elif these != rules:
            raise ValueError(f"{path}: other rules ({these}) than {paths[0]} ({rules})")
        for row in rows:
            key = (row["a"], row["b"], row["players"], row["mode"])
            tally = Tally.from_row(row, path)
            if key in tallies:
                try:
                    tallies[key].merge(tally)
                except ValueError as exc:
                    raise ValueError(f"{path}: {exc}") from None
            else:
                tallies[key] = tally
    return [t.as_dict((a, b), players, mode) for (a, b, players, mode), t in tallies.items()]


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.pool:
        try:
            pooled = pool_files(args.pool)
        except ValueError as exc:
            raise SystemExit(str(exc)) from None
        print(format_table(pooled))
        if args.markdown:
            print()
            print(format_markdown(pooled))
        return 0
    pairs: list[tuple[str, str]] = []
    for text in args.pairs:
        a, sep, b = text.partition(":")
        if not sep:
            raise SystemExit(f"pairing {text!r} must be A:B")
        try:
            parse_spec(a)
            parse_spec(b)
        except ValueError as exc:
            raise SystemExit(str(exc)) from None
        pairs.append((a, b))
    tasks: list[Deal] = []
    for players in args.players:
        rules = Rules(players=players, target_score=args.target, red_threes=args.red_threes,
                      keep_cards=args.keep_cards, bolivia=args.bolivia)
        for specs in pairs:
            for i in range(args.deals):
                tasks.append(Deal((specs, players), specs, rules, args.seed + i, args.mode))
    # players decide strictly: an illegal decision is counted here instead of being replaced
    # by the player's own fallback move (which would hide it); worker processes inherit it
    os.environ[STRICT_ENV] = "1"
    tallies: dict[Hashable, Tally] = {}
    started = time.time()
    done = 0
    results: Iterator[DealResult]
    if args.jobs > 1:
        pool = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn").Pool(
            args.jobs)
        results = pool.imap_unordered(play_deal, tasks)
    else:
        pool = None
        results = map(play_deal, tasks)
    try:
        for key, seed, plays in results:
            tallies.setdefault(key, Tally()).add(seed, plays)
            done += 1
            if not args.quiet and (done % 10 == 0 or done == len(tasks)):
                print(f"\r{done}/{len(tasks)} deals, {time.time() - started:.0f} s",
                      end="", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    if not args.quiet:
        print(file=sys.stderr)
    rows: list[Row] = []
    json_rows: list[dict[str, object]] = []  # each row with its per-deal results (`--pool`)
    failed = False
    for players in args.players:
        for specs in pairs:
            tally = tallies.get((specs, players))
            if tally is None:
                continue
            rows.append(tally.as_dict(specs, players, args.mode))
            json_rows.append({**rows[-1], **tally.details()})
            if tally.errors:
                failed = True
    print(format_table(rows))
    if args.markdown:
        print()
        print(format_markdown(rows))
    for players in args.players:
        for specs in pairs:
            tally = tallies.get((specs, players))
            if tally and tally.errors:
                print(f"\nFailures, {specs[0]} vs {specs[1]}, {players} players:")
                for e in tally.errors[: args.show_errors]:
                    print("  " + e.rstrip().replace("\n", "\n    "))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"args": vars(args), "elapsed_s": round(time.time() - started, 1),
                       "results": json_rows}, f, indent=2)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
