"""How often the coach flags a level's own decisions, and how long a hand's review takes.

    python3 -m tools.review_measure --players 4 --hands 6 --levels hard,normal

For each level and each of ``--hands`` deals (seeds ``--seed``, ``--seed`` + 1, ...) seat 0 plays
a whole hand at that level against Normal at the other seats; the hand's record is then reviewed
as the app reviews a human's hand (`qtmodel.review_worker.review_hand`, seat 0 only, the
app's budget, `review_worker.COACH_BUDGET`, unless given). Reported per level: the decisions
reviewed, how many were graded (and by grade), the points they cost per hand, the review's time
per hand, how many decisions used the whole budget (still straddling the line at the round cap,
or graded at the last round) and the slowest single decision.

With ``--seeds K`` every hand is reviewed K times, each time with other sampling seeds for every
decision (`review_hand`'s ``salt``): a flag that comes from sampling noise would not hold. Reported
then: the decisions graded under any seed, how many of them are graded under every seed (the
share that holds), and how many of the app's own flags (salt 0) hold under every other seed.
The figures are also written as JSON with ``--json FILE``. Hard's own decisions should rarely be
flagged (the review searches deeper than Hard plays, so not never); Normal's more often.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from samba_desktop.ai import create_player
from samba_desktop.ai.review import GRADES
from samba_desktop.engine import Game, Rules
from samba_desktop.persistence.hand_record import HandRecord, record_from_game
from samba_desktop.persistence.seats import Seat
from samba_desktop.qtmodel.review_worker import review_hand


def play(level: str, players: int, seed: int, hard_iterations: int | None = None) -> HandRecord:
    """One hand of deal ``seed``: seat 0 at ``level``, the others Normal (Hard with an
    iteration budget instead of its thinking time, if ``hard_iterations`` is given)."""
    game = Game.new(Rules(players=players), seed=seed)
    options = {"iterations": hard_iterations, "time": 0} if hard_iterations and level == "hard" \
        else {}
    seats = [create_player(level, seed=seed, **options)] + [create_player("normal", seed=seed * 10 + s)
                                                  for s in range(1, players)]
    while game.phase in ("draw", "meld", "answer"):
        game.apply(seats[game.turn].choose(game.view(game.turn)))
    names = [Seat("human", level, "measured")] + [Seat("computer", "normal", f"N{s}")
                                                 for s in range(1, players)]
    record = record_from_game(game, names)
    assert record is not None
    return record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--levels", default="hard,normal")
    parser.add_argument("--seed", type=int, default=3100)
    parser.add_argument("--select", type=int)
    parser.add_argument("--measure", type=int)
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--seeds", type=int, default=1,
                        help="review every hand this many times with other sampling seeds")
    parser.add_argument("--hard-iterations", type=int,
                        help="Hard plays with this many play-outs per decision instead of its "
                             "0.8 s (its strength then does not depend on the machine's load; "
                             "about 380 is its median at 0.8 s on an idle core)")
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    budget = {k: v for k in ("select", "measure", "rounds") if (v := getattr(args, k)) is not None}
    out: dict[str, dict[str, Any]] = {}
    for level in args.levels.split(","):
        rows: list[dict[str, Any]] = []
        for h in range(args.hands):
            record = play(level, args.players, args.seed + h, args.hard_iterations)
            reviews, times = [], []
            for salt in range(max(1, args.seeds)):
                start = time.perf_counter()
                again = review_hand(record, seats=[0], budget=budget, salt=salt)
                times.append(time.perf_counter() - start)
                assert again is not None
                reviews.append(again)
            review, seconds = reviews[0], times[0]
            graded = [{d.step for d in r.flagged} for r in reviews]
            anywhere, everywhere = set().union(*graded), set.intersection(*graded)
            rows.append({"seed": record.seed, "moves": len(record.moves),
                         "decisions": review.decisions, "flagged": len(review.flagged),
                         **{g: review.count(g) for g in GRADES}, "cost": review.cost,
                         "seconds": round(seconds, 1),
                         "seconds_all": [round(t, 1) for t in times],
                         "capped": [r.capped for r in reviews],
                         "slowest": round(max(r.slowest for r in reviews), 2),
                         "flagged_any_seed": len(anywhere), "flagged_every_seed": len(everywhere),
                         "flags": [[{"step": d.step, "grade": d.grade, "cost": d.cost,
                                     "better": str(d.better)} for d in r.flagged]
                                   for r in reviews]})
            print(f"{level:7} deal {record.seed}: {review.decisions:3} decisions, "
                  f"{len(review.flagged):2} graded "
                  f"({', '.join(f'{review.count(g)} {g}' for g in GRADES)}), "
                  f"cost {review.cost:7.1f}, review {seconds:5.1f} s, slowest decision "
                  f"{rows[-1]['slowest']:4.1f} s, whole budget {rows[-1]['capped']}"
                  + (f"; {len(reviews)} seeds: graded {[len(g) for g in graded]}, "
                     f"under every seed {len(everywhere)} of {len(anywhere)}"
                     if len(reviews) > 1 else ""), flush=True)
        decisions = sum(r["decisions"] for r in rows)
        flagged = sum(r["flagged"] for r in rows)
        anywhere = sum(r["flagged_any_seed"] for r in rows)
        everywhere = sum(r["flagged_every_seed"] for r in rows)
        summary: dict[str, Any] = {
            "hands": len(rows), "decisions": decisions, "flagged": flagged,
            "flagged_per_decision": round(flagged / decisions, 4) if decisions else 0.0,
            "flagged_per_hand": round(flagged / len(rows), 2),
            **{g: sum(r[g] for r in rows) for g in GRADES},
            "cost_per_hand": round(statistics.mean(r["cost"] for r in rows), 1),
            "seconds_per_hand": round(statistics.mean(r["seconds"] for r in rows), 1),
            "seconds_per_hand_max": max(r["seconds"] for r in rows),
            "seconds_per_decision": round(sum(r["seconds"] for r in rows) / max(1, decisions), 2),
            "seconds_per_review": round(statistics.mean(t for r in rows for t in r["seconds_all"]), 1),
            "seconds_per_review_max": max(t for r in rows for t in r["seconds_all"]),
            "slowest_decision": max(r["slowest"] for r in rows),
            "capped": sum(sum(r["capped"]) for r in rows),
            "seeds": max(1, args.seeds), "flagged_any_seed": anywhere,
            "flagged_every_seed": everywhere, "rows": rows,
        }
        out[level] = summary
        print(f"{level}: {flagged}/{decisions} decisions graded "
              f"({100 * summary['flagged_per_decision']:.1f}%, {summary['flagged_per_hand']} per "
              f"hand), cost {summary['cost_per_hand']} per hand, review "
              f"{summary['seconds_per_hand']} s per hand (max {summary['seconds_per_hand_max']}; "
              f"every review {summary['seconds_per_review']} s, max "
              f"{summary['seconds_per_review_max']}), slowest decision "
              f"{summary['slowest_decision']} s, {summary['capped']} of "
              f"{decisions * summary['seeds']} reviewed decisions used the whole budget"
              + (f"; graded under every one of {args.seeds} seeds: {everywhere} of the {anywhere} "
                 f"graded under any, {everywhere} of the {flagged} graded under the app's seed"
                 if args.seeds > 1 else ""),
              flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"players": args.players, "budget": budget, "levels": out}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
