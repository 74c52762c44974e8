"""The coach checked from outside: precision on its flags, recall on plain losses, timings.

    python3 -m tools.review_check --players 4 --hands 4 --planted 6 --deals 80

*Precision*: hands are played with seat 0 at a level (`review_measure.play`), and each of seat
0's decisions is reviewed as the app reviews it (a turn's meld phase as one plan:
`review_worker._turn_plans`). Every flagged decision, and every ``--unflagged``-th decision that
was reviewed but found fine while a different plan was measured, goes to the *check*: the unseen
cards are dealt again uniformly at random ``--deals`` times and the player's plan and the
coach's better plan are both played out by an independent player in every seat: Normal with
the table's own settings and its card inference (not Hard's play-out settings), `CHECK_DEPTH`
turns deep (three times Hard's), scored by the hand result or, when the hand has not ended, the
position value. Reported per grade: flags, the coach's mean cost, the check's mean difference
with a 95 % interval (deals pooled per flag, the interval of the mean of the flags' means), and
how many flags the check gives the same sign.

*Recall*: positions of plain losses are planted in Normal self-play hands (`planted`): a wild
card discarded onto a pile of eight or more, a big pile (ten or more) not taken with a natural
pair, not going out when the side could, the pair of the pile's top rank broken (with a pile of
eight or more). Each is reviewed, and checked as above; reported per kind: how many the coach
flags, and how many the check confirms as losses (its interval above 0).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from samba_desktop.ai import features
from samba_desktop.ai import normal as N
from samba_desktop.ai.hard import depth_for, meld_candidates, plan_goes_out
from samba_desktop.ai.review import GRADES, Review, review_decision
from samba_desktop.ai.situation import situation
from samba_desktop.engine import Discard, Draw, Game, Move, Phase, PlayerView, deal_hand
from samba_desktop.engine.codes import CARDS, NATURAL_RANKS, RANK_OF
from samba_desktop.qtmodel.review_worker import COACH_BUDGET, _decision_steps, _turn_plans

from .review_measure import play

#: the check's play-out depth in turns, as a multiple of Hard's
CHECK_DEPTH = 3


@dataclass
class Checked:
    """One reviewed decision with the check's paired differences (better plan - own plan)."""

    kind: str
    position: str
    own: list[Move]
    review: Review
    diffs: list[float]
    seconds: float

    @property
    def mean(self) -> float:
        return statistics.fmean(self.diffs) if self.diffs else 0.0

    @property
    def se(self) -> float:
        k = len(self.diffs)
        return statistics.stdev(self.diffs) / math.sqrt(k) if k > 1 else 0.0


def check(view: PlayerView, own: list[Move], plan: list[Move], deals: int, seed: int) -> list[float]:
    """The independent check: ``plan`` minus ``own``, each played out by Normal (the table's
    settings, card inference on) in every seat on ``deals`` uniform deals of the unseen cards."""
    rng = random.Random(seed)
    params = N.params_for(view.num_players)
    depth = CHECK_DEPTH * depth_for(view.num_players)
    return [_play(world, view.seat, plan, params, depth) - _play(world, view.seat, own, params,
                                                                  depth)
            for world in (view.determinize(rng) for _ in range(deals))]


def _play(world: Game, seat: int, plan: list[Move], params: N.Params, depth: int) -> float:
    game = world.copy()
    for mv in plan:
        if game.in_play:
            game.apply(mv)
    turns, last = 0, game.turn
    while game.in_play:
        if game.phase == Phase.DRAW and game.turn != last:
            turns += 1
            if turns > depth:
                break
        last = game.turn
        view = game.view(last)
        step = N.decide(situation(view), params)
        game.apply(step if step is not None and game.is_legal(step) else N.fallback(view))
    side = game.side_of(seat)
    if game.in_play:
        return features.value(game, side)
    result = game.hand_result()
    assert result is not None
    others = [result.totals[s] for s in range(game.num_sides) if s != side]
    return result.totals[side] - sum(others) / len(others)


# ------------------------------------------------------------------ planted plain losses
def planted(view: PlayerView) -> Iterator[tuple[str, list[Move], list[Move]]]:
    """The plain losses that can be planted at ``view`` (the seat to move): (kind, the losing
    plan, the plain alternative the check compares it with)."""
    sit = situation(view)
    pile = sit.pile
    params = N.params_for(view.num_players)
    if view.phase == Phase.DRAW:
        take = N.pile_move(sit)
        if len(pile) >= 10 and take is not None and view.is_legal(take) and not take.extra_melds:
            yield "big pile not taken with a natural pair", [Draw()], [take]
        return
    if view.phase != Phase.MELD or sit.must_out:
        return
    plans = meld_candidates(sit, params, 3)
    base = next((p for p in plans if isinstance(p[-1], Discard) and not plan_goes_out(sit, p)),
                None)
    out = next((p for p in plans if plan_goes_out(sit, p)), None)
    if N.out_state(sit, params) is not None and base is not None and out is not None:
        yield "not going out when the side could", base, out
        return
    if base is None or len(pile) < 8 or sit.hand_size < 4:
        return
    last = base[-1]
    if isinstance(last, Discard) and last.card.is_wild:  # the alternative keeps the wild card
        base = next((p for p in plans if isinstance(p[-1], Discard) and not p[-1].card.is_wild
                     and not plan_goes_out(sit, p)), None)
        if base is None:
            return
    hand = view.hand
    melds = base[:-1]
    left = list(hand)
    for mv in melds:
        for c in getattr(mv, "cards", ()) or [c for m in getattr(mv, "melds", ()) for c in m]:
            if c in left:
                left.remove(c)
    wild = next((c for c in left if c.is_wild), None)
    if wild is not None and view.is_legal(melds[0] if melds else Discard(wild)):
        yield "wild card onto a big pile", melds + [Discard(wild)], base
    top = CARDS[pile[-1]]
    if top.is_natural:
        pair = [c for c in left if c.is_natural and c.rank == top.rank]
        naturals = sum(1 for c in hand if c.is_natural and RANK_OF[c.code] == RANK_OF[top.code])
        if len(pair) == 2 and naturals == 2 and RANK_OF[top.code] in NATURAL_RANKS:
            yield "pair the pile needs broken", melds + [Discard(pair[0])], base


def review(view: PlayerView, own: list[Move], seed: int, budget: dict[str, int]) -> tuple[Review, float]:
    start = time.process_time()
    r = review_decision(view, own[0], seed=seed, rest=own[1:] or None, wait=None, **budget)
    return r, time.process_time() - start


def hands(level: str, players: int, first: int, count: int, iterations: int | None) -> Iterator[Any]:
    for h in range(count):
        yield play(level, players, first + h, iterations)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=4100)
    parser.add_argument("--planted", type=int, default=4, help="positions of each kind at most")
    parser.add_argument("--deals", type=int, default=80)
    parser.add_argument("--unflagged", type=int, default=0,
                        help="check every K-th decision found fine too (0: none)")
    parser.add_argument("--hard-iterations", type=int, default=300)
    parser.add_argument("--planted-only", action="store_true",
                        help="recall only: review the planted positions, not the played decisions")
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    budget = dict(COACH_BUDGET)
    rows: list[Checked] = []
    timings: list[float] = []
    kinds: dict[str, int] = {}
    unflagged = 0
    for record in hands(args.level, args.players, args.seed, args.hands, args.hard_iterations):
        game = deal_hand(record.rules, record.seed, record.hand_number, list(record.scores))
        steps = _decision_steps(game.copy(), record, {0})
        turns = _turn_plans(game.copy(), record, steps)
        spent = 0.0
        for n, (seat, move) in enumerate(record.moves):
            view = game.view(seat)
            if seat == 0 and game.in_play and game.turn == 0 \
                    and (game.phase == Phase.DRAW or n + 1 in turns):
                for kind, plan, good in planted(view):
                    if kinds.get(kind, 0) < args.planted and view.is_legal(plan[0]):
                        kinds[kind] = kinds.get(kind, 0) + 1
                        r, secs = review(view, plan, n, budget)
                        diffs = check(view, plan, good, args.deals, n)
                        rows.append(Checked(kind, f"{record.seed}/{n + 1}", plan, r, diffs, secs))
                        _print(rows[-1])
            if n + 1 in turns and not args.planted_only:
                own = [move] + [mv for _, mv in record.moves[n + 1:turns[n + 1]]]
                r, secs = review(view, own, (record.seed * 1009 + n) % (1 << 31), budget)
                spent += secs
                chosen = r.grade is not None
                if not chosen and args.unflagged and r.plan:
                    unflagged += 1
                    chosen = unflagged % args.unflagged == 0
                if chosen and r.plan:
                    rows.append(Checked("played", f"{record.seed}/{n + 1}", own, r,
                                        check(view, own, list(r.plan), args.deals, n), secs))
                    _print(rows[-1])
            game.apply(move)
        timings.append(spent)
        print(f"deal {record.seed}: {len(turns)} decisions reviewed in {spent:.1f} CPU-s",
              flush=True)
    report(rows, timings, args)
    return 0


def _print(c: Checked) -> None:
    r = c.review
    print(f"  {c.kind:40} {c.position:10} {' | '.join(map(str, c.own)):50.50} -> "
          f"{r.grade or '-':10} cost {r.cost:6.1f} judge {r.judge} check {c.mean:+7.1f} "
          f"± {1.96 * c.se:5.1f}  [{r.key}] {r.reason}", flush=True)


def report(rows: list[Checked], timings: list[float], args: argparse.Namespace) -> None:
    out: dict[str, Any] = {"players": args.players, "level": args.level, "deals": args.deals}
    print("\nprecision (flags on played decisions, checked):")
    print("| grade | flags | coach's cost | check's difference [95 % CI] | same sign |")
    print("| --- | --- | --- | --- | --- |")
    for grade in [*GRADES, None]:
        sel = [c for c in rows if c.kind == "played" and c.review.grade == grade]
        if not sel:
            continue
        means = [c.mean for c in sel]
        m = statistics.fmean(means)
        half = 1.96 * statistics.stdev(means) / math.sqrt(len(means)) if len(means) > 1 else \
            1.96 * sel[0].se
        same = sum(1 for c in sel if c.mean > 0)
        cost = statistics.fmean(c.review.cost for c in sel)
        print(f"| {grade or 'not flagged'} | {len(sel)} | {cost:.0f} | {m:+.0f} [{m - half:+.0f}; "
              f"{m + half:+.0f}] | {same} of {len(sel)} |")
        out[str(grade)] = {"flags": len(sel), "cost": cost, "check": m, "half": half,
                           "same_sign": same}
    print("\nrecall (planted plain losses):")
    print("| kind | positions | flagged | check confirms a loss | check's mean |")
    print("| --- | --- | --- | --- | --- |")
    for kind in sorted({c.kind for c in rows if c.kind != "played"}):
        sel = [c for c in rows if c.kind == kind]
        flagged = sum(1 for c in sel if c.review.grade is not None)
        confirmed = sum(1 for c in sel if c.diffs and c.mean - 1.96 * c.se > 0)
        mean = statistics.fmean(c.mean for c in sel)
        print(f"| {kind} | {len(sel)} | {flagged} | {confirmed} | {mean:+.0f} |")
        out[kind] = {"positions": len(sel), "flagged": flagged, "confirmed": confirmed}
    if timings:
        ordered = sorted(timings)
        p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
        print(f"\nwhole-hand review: median {statistics.median(timings):.1f} CPU-s, p95 "
              f"{p95:.1f}, max {max(timings):.1f} ({len(timings)} hands)")
        out["timings"] = timings
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1)


if __name__ == "__main__":
    raise SystemExit(main())
