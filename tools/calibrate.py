"""Fit the Hard level's position value (`features.WEIGHTS`) on Normal self-play.

    python -m tools.calibrate --hands 6000 --players 2 3 4 5 6 --every 0.3
    python -m tools.calibrate --fit constrained --hands 6000 --players 2 4 --every 0.3

Positions are taken at the start of a sampled fraction (``--every``) of the turns; the target
is the side's final hand score minus the other sides' mean. The fit is ridge-regularised least
squares on standardised features.

Hard compares *actions* by this value, so ``--fit constrained`` holds the fit to the
`constraints` below: laying a card never looks worse than holding it, a meld never looks worse
for growing, a finished canasta never worse than the six cards before it, holding back never
better than going out. A plain fit learns self-play correlations that are wrong as
counterfactuals (the sides that took big piles hold many cards and win, so held cards looked
worth more than laid ones; the sides with many small melds early tend to lose, so small melds
looked worse than none). The constrained fit sets the weights of laid points and canasta
bonuses to 1 (`FIXED`) and needs numpy and scipy (the ``dev`` extra), imported only here, never
by the app. The default, ``--fit plain``, is the unconstrained fit (standard library only)
that made the committed `features.WEIGHTS`: the constrained weights pass every heuristic test
of ``tests/ai`` but did not beat them in Hard's tournaments (issue 10).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
from collections.abc import Sequence

from samba_desktop.ai.features import NAMES, relative_features
from samba_desktop.ai.normal import NormalPlayer
from samba_desktop.engine import Game, Rules
from samba_desktop.engine.codes import (
    GOING_OUT_BONUS,
    MIXED_CANASTA_BONUS,
    PURE_CANASTA_BONUS,
    SAMBA_BONUS,
)

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
    return w, r_squared(w, data)


#: the smallest point value of a card that can be laid (4 to 7), of a wild card (a deuce)
LOW_CARD = 5
LOW_WILD = 20
#: a canasta's bonus by the kind of the six-card meld it finishes (`engine.codes.meld_bonus`)
FINISHED = {"pure": PURE_CANASTA_BONUS, "mixed": MIXED_CANASTA_BONUS, "seq": SAMBA_BONUS}
#: weights the constrained fit sets rather than fits: a point laid on the table and a canasta's
#: bonus stay with the side to the hand's end, so each is worth exactly one point of the final
#: score (a fitted weight also carries what the lead they measure predicts about the rest of
#: the hand, which is the tempo the other features describe, not what laying a card brings)
FIXED = {"table_points": 1.0, "bonuses": 1.0}


def _sum(*terms: dict[str, float], scale: float = 1.0) -> dict[str, float]:
    """The coefficients of ``terms`` added up, times ``scale``."""
    out: dict[str, float] = {}
    for t in terms:
        for k, v in t.items():
            out[k] = out.get(k, 0.0) + scale * v
    return out


def constraints() -> list[tuple[str, dict[str, float], float]]:
    """The constraints of the constrained fit, each ``(reason, coefficients, bound)``: the
    weights must make ``sum(coefficient * weight of feature) >= bound``. Each holds for every
    value of the game-phase terms (``late`` in 0..1, ``threat`` 0 or 1): the value is linear in
    them, and each constraint is stated at their extremes.

    - Laid points count: ``table_points`` and ``bonuses`` are set to 1 (`FIXED`), and the
      scored red 3s count at most their points, ``0 <= red3_scored <= 1``.
    - Going out is never worse than holding back with the requirement met. What a met
      requirement is worth is the right to go out; going out brings the going-out bonus (and
      the other sides' held cards count against them, which the value already does while
      ``hand_value <= 1``): ``req_met <= 200``, and for the side to move ``req_met + to_move
      <= 200``.
    - A point laid from hand is worth at least a point held (the per-point margin): ``1 >=
      hand_value + late * hand_value_late + threat * hand_value_threat``.
    - A meld never looks worse for growing: a new three-card meld is worth at least none
      (``pure3 + late * progress_late >= 0``, the same for mixed and sequences), ``pure3 <=
      pure4 <= pure5 <= pure6``, the same for mixed and sequences, and a pure meld at least a
      mixed one of the same size.
    - A finished canasta is worth at least the six cards before it: ``bonus >= pure6 + late *
      progress_late`` (500 for a pure canasta, 300 mixed, 1500 a samba from ``seq6``), with
      ``+ sevens_1`` for the side's first 7-card meld and ``+ req_met - sevens_1`` for the
      second (the one that meets the requirement), and without them for any later one.
    - Laying a card is worth at least holding it, even the cheapest card: what held cards are
      worth (``hand_cards``, ``hand_fits``, ``hand_wilds``, ``hand_pairs``: a card that fits,
      a wild card, a pair kept for the pile) must be paid for by what the lay grows. A natural
      of 5 points laid on a meld of ``n`` (it fitted, and it may break a pair): ``5 * margin -
      hand_cards - hand_fits (- hand_pairs) + (the meld's weight at n + 1 minus at n, or the
      canasta it finishes as above) >= 0``; three naturals laid as a new meld: ``15 * margin -
      3 * hand_cards (- hand_pairs) + pure3 (or seq3) + late * progress_late >= 0``, with a
      wild card (20 points, ``- hand_wilds``) for a new mixed meld; a wild card laid on a
      mixed meld: ``20 * margin - hand_cards - hand_wilds + (growth) >= 0``. (Without the
      pair terms the fit values a pair held at about 90 points, and Hard fails two tests of
      ``tests/ai``: going out under keep two, adding an ace to its partner's aces.)

    Left free, as a choice the value may weigh either way: a wild card laid on a pure meld
    (it makes it mixed).
    """
    out: list[tuple[str, dict[str, float], float]] = []

    def add(reason: str, bound: float = 0.0, **coef: float) -> None:
        out.append((reason, coef, bound))

    add("scored red 3s count", red3_scored=1)
    add("scored red 3s count at most their points", -1.0, red3_scored=-1)
    add("going out is worth a met requirement", -GOING_OUT_BONUS, req_met=-1)
    add("going out is worth a met requirement, to move", -GOING_OUT_BONUS, req_met=-1,
        to_move=-1)
    # what a side's seventh cards bring besides the bonus: its first, its second (which meets
    # the requirement), a later one
    sevens: dict[str, dict[str, float]] = {
        "first": {"sevens_1": 1.0}, "second": {"sevens_1": -1.0, "req_met": 1.0}, "later": {}}
    for late in (0, 1):
        for kind, bonus in FINISHED.items():
            add(f"a new {kind} meld is worth at least none (late {late})",
                **{f"{kind}3": 1.0, "progress_late": float(late)})
            for which, extra in sevens.items():
                add(f"a finished {kind} canasta is worth its six cards, the {which} "
                    f"(late {late})",
                    **_sum({"bonuses": bonus, f"{kind}6": -1.0, "progress_late": -float(late)},
                           extra))
        for threat in (0, 1):
            phase = f" (late {late}, threat {threat})"
            point = {"table_points": 1.0, "hand_value": -1.0,
                     "hand_value_late": -float(late), "hand_value_threat": -float(threat)}
            add("a point laid is worth a point held" + phase, **point)
            low = _sum(point, scale=LOW_CARD)
            wild = _sum(point, scale=LOW_WILD)
            for pairs in (0.0, 1.0):
                broke = f" (from a pair {pairs:.0f})" + phase
                held = _sum(low, {"hand_cards": -1.0, "hand_fits": -1.0, "hand_pairs": -pairs})
                for kind, bonus in FINISHED.items():
                    for n in (3, 4, 5):
                        add(f"a fitting card laid on a {kind} meld of {n} is worth one held"
                            + broke, **_sum(held, {f"{kind}{n + 1}": 1.0, f"{kind}{n}": -1.0}))
                    for which, extra in sevens.items():
                        add(f"a fitting card that finishes a {kind} canasta, the {which}, is "
                            "worth one held" + broke,
                            **_sum(held, extra, {"bonuses": bonus, f"{kind}6": -1.0,
                                                 "progress_late": -float(late)}))
                three = _sum(low, {"hand_cards": -1.0}, scale=3)
                for kind in ("pure", "seq"):
                    add(f"a new {kind} meld of three from hand is worth the cards held" + broke,
                        **_sum(three, {"hand_pairs": -pairs, f"{kind}3": 1.0,
                                       "progress_late": float(late)}))
                add("a new mixed meld of three from hand is worth the cards held" + broke,
                    **_sum(low, low, wild, {"hand_cards": -3.0, "hand_wilds": -1.0,
                                            "hand_pairs": -pairs, "mixed3": 1.0,
                                            "progress_late": float(late)}))
            wild_laid = _sum(wild, {"hand_cards": -1.0, "hand_wilds": -1.0})
            for n in (3, 4, 5):
                add(f"a wild card laid on a mixed meld of {n} is worth one held" + phase,
                    **_sum(wild_laid, {f"mixed{n + 1}": 1.0, f"mixed{n}": -1.0}))
            for which, extra in sevens.items():
                add(f"a wild card that finishes a mixed canasta, the {which}, is worth one "
                    "held" + phase,
                    **_sum(wild_laid, extra, {"bonuses": FINISHED["mixed"], "mixed6": -1.0,
                                              "progress_late": -float(late)}))
    for kind in FINISHED:
        for n in (3, 4, 5):
            add(f"a {kind} meld does not lose by growing to {n + 1}",
                **{f"{kind}{n + 1}": 1.0, f"{kind}{n}": -1.0})
    for n in (3, 4, 5, 6):
        add(f"a pure meld of {n} is worth a mixed one", **{f"pure{n}": 1.0, f"mixed{n}": -1.0})
    for _, c, _ in out:
        unknown = set(c) - set(NAMES)
        assert not unknown, unknown
    return out


def violations(weights: Sequence[float], tol: float = 1e-6) -> list[str]:
    """The `constraints` that ``weights`` break (by more than ``tol``)."""
    w = dict(zip(NAMES, weights, strict=True))
    return [reason for reason, c, bound in constraints()
            if sum(v * w[k] for k, v in c.items()) < bound - tol]


def fit_constrained(data: Sequence[Sample], ridge: float = 1.0,
                    fixed: dict[str, float] | None = None) -> tuple[list[float], float]:
    """`fit` held to the `constraints`, with the weights in ``fixed`` (default `FIXED`) set
    (needs numpy and scipy).

    The same ridge least squares on standardised features, a quadratic programme with linear
    inequalities, solved with `scipy.optimize.minimize` (SLSQP)."""
    import numpy as np
    from scipy.optimize import minimize

    fixed = FIXED if fixed is None else fixed
    x = np.array([d[0] for d in data], dtype=float)
    y = np.array([d[1] for d in data], dtype=float)
    n, k = x.shape
    sd = x.std(axis=0)
    sd[sd < 1e-9] = 1.0  # a feature constant on this data (its weight is the ridge's)
    sy = max(float(np.sqrt((y * y).mean())), 1e-9)
    z = x / sd
    q = (z.T @ z + ridge * n * 1e-4 * np.eye(k)) / n
    b = z.T @ (y / sy) / n
    index = {name: i for i, name in enumerate(NAMES)}
    rows = constraints()
    g = np.zeros((len(rows), k))
    g_rhs = np.array([bound / sy for _, _, bound in rows])
    for r, (_, c, _) in enumerate(rows):
        for name, v in c.items():
            g[r, index[name]] += v
    g = g / sd  # on the standardised weights u = w * sd / sy
    eq = np.zeros((len(fixed), k))
    eq_rhs = np.zeros(len(fixed))
    for r, (name, v) in enumerate(fixed.items()):
        eq[r, index[name]] = 1.0 / sd[index[name]]
        eq_rhs[r] = v / sy
    start = np.linalg.solve(q, b)
    found = minimize(lambda u: 0.5 * u @ q @ u - b @ u, start, jac=lambda u: q @ u - b,
                     method="SLSQP",
                     constraints=[{"type": "ineq", "fun": lambda u: g @ u - g_rhs,
                                   "jac": lambda u: g},
                                  {"type": "eq", "fun": lambda u: eq @ u - eq_rhs,
                                   "jac": lambda u: eq}],
                     options={"maxiter": 1000, "ftol": 1e-14})
    if not found.success:
        raise RuntimeError(f"the constrained fit did not converge: {found.message}")
    w = [float(v) for v in found.x * sy / sd]
    return w, r_squared(w, data)


def r_squared(weights: Sequence[float], data: Sequence[Sample]) -> float:
    """1 - residual / total sum of squares of ``weights`` on ``data`` (targets about 0)."""
    ss = sum(y * y for _, y in data)
    res = sum((y - sum(a * b for a, b in zip(weights, x, strict=True))) ** 2 for x, y in data)
    return 1 - res / ss if ss else 0.0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.calibrate",
                                description="Fit the Hard level's position value on Normal "
                                            "self-play and print the weights.")
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    p.add_argument("--seed", type=int, default=100000)
    p.add_argument("--every", type=float, default=0.5, help="fraction of turns sampled")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--fit", choices=["plain", "constrained"], default="plain",
                   help="plain least squares (default), or held to the constraints that make "
                        "it rank actions right (needs numpy and scipy)")
    p.add_argument("--json", metavar="FILE", help="also write the weights as JSON")
    args = p.parse_args(argv)
    fitter = fit_constrained if args.fit == "constrained" else fit
    found: dict[str, list[float]] = {}
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
        w, r2 = fitter(data)
        w_train, _ = fitter(data[:half])
        found[str(n)] = w
        print(f"    # {n} players: {args.hands} hands, {len(data)} positions, R^2 {r2:.3f} "
              f"(held-out half: {r_squared(w_train, data[half:]):.3f})")
        print(f"    {n}: (")
        for name, wi in zip(NAMES, w, strict=True):
            print(f"        {wi:.4f},  # {name}")
        print("    ),")
    print("}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(found, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
