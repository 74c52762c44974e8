"""Hard: determinized search over the decisions of each turn.

For every real decision the player lists a few candidates. At the draw: drawing, taking the
pile, taking the top card. In the meld phase: whole *turn plans* (engine moves to the end of
the turn) built by the Normal planner: Normal's own plan (the *incumbent*), going out, asking
the partner, planner variants (lay everything, hold pairs back, spend wild cards on canastas),
Normal's plan with one meld action held back, holding everything, and the best few discards
of each. To a partner's question: yes and no. The candidates (and the incumbent) are made with
Normal's values for the table size (`normal.params_for`), the play-outs with
`playout_params_for` the table size: `normal.DEFAULT`, at three players `normal.THREE` (pairs
and triples kept for the pile, as the table's Normal plays; ``table_playouts=False``, a measuring
option, plays `DEFAULT` there too).

Each candidate is played out in games sampled from the view: the hidden cards are dealt by
`sampling.Shaper` (uniform, then reshaped by how players keep their hands: no meldable
cards, pairs and wild cards kept; cards known from pile pick-ups stay put), and samples that
contradict the log (a player holding a pair of a rank whose pile it let go) are rejected softly.
Every seat then plays the Normal policy for ``depth`` turns (default `depth_for` the table:
4, at six players 6, so that every play-out includes the player's own next turn), planning its
meld phase once per turn and following that plan while it stays legal; the play-out is scored
by the hand result if the hand ended, else by the learned position value (`features.value`,
fitted on Normal self-play). All candidates are played on the same samples
(common random numbers), and the player leaves the incumbent only for a candidate
whose paired advantage is positive beyond ``z_switch`` standard errors and ``min_gain`` points;
candidates clearly worse than the incumbent are dropped as evidence grows. This is flat
determinized Monte Carlo, i.e. Information-Set MCTS (Cowling, Powley & Whitehouse 2012) cut to
one decision level, with turn plans as actions.

Budget: ``time`` seconds per decision at most (default `DEFAULT_TIME`, 0.8 s, wall clock; 0 or
None: that default, as "Automatic" in Settings) and/or ``iterations`` play-outs per decision. With an iteration budget and no time budget the player
is deterministic for a given seed.
"""

from __future__ import annotations

import logging
import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from samba_desktop.engine import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    Game,
    LayRedThree,
    Meld,
    Move,
    Pass,
    Phase,
    PlayerView,
    TakePile,
)
from samba_desktop.engine.codes import CARDS, NATURAL_RANKS, RANK_OF, naturals_of_rank

from . import features
from . import normal as N
from . import planner as P
from .evaluate import requirement_from
from .inference import pair_factors
from .reasons import Decision, ReasonParams
from .sampling import Shaper
from .situation import Situation, situation

log = logging.getLogger(__name__)

#: seconds per decision, wall clock: the app's default thinking time (Settings; 0 there means
#: this). Most decisions are instant (plan steps, forced moves), so the median stays far below
#: 0.3 s and the p95 near 0.8 s (issue #10: <= 1 s). On one idle core of the development
#: machine 0.8 s buys a median of about 380 play-outs at 2 and 4 players, 300 at 6; twice the
#: play-outs play clearly stronger (docs/computer-players.md, "How Hard grows with its budget").
DEFAULT_TIME = 0.8

#: how many turns a play-out plays after the turn in progress (`depth_for`). At 2 to 5 players
#: 4 turns include the searching player's own next turn (at 2 players two of them); at 6 they
#: stopped just before it, so the position value had to guess what that turn would bring. Six
#: turns there (the player's next turn and the next player's reply, as 4 are at 4 players)
#: played better even with fewer play-outs in the same time (docs/computer-players.md, "Hard
#: at six players: play-outs through the player's own next turn").
DEPTH = 4
DEPTH_BY_PLAYERS: dict[int, int] = {6: 6}


def depth_for(players: int) -> int:
    """The play-out depth of Hard at a table of ``players`` (see `DEPTH_BY_PLAYERS`)."""
    return DEPTH_BY_PLAYERS.get(players, DEPTH)


#: Normal's values that every seat of a play-out plays (`playout_params_for`), by table size
#: where they are not `normal.DEFAULT`: at 3 players `normal.THREE`, as the table's Normal
#: plays (pairs and triples kept in hand for the big piles of three players), where `DEFAULT`
#: play-outs lay them. Alone it was not shown stronger; together with the three-player position
#: value refitted on that Normal (`features.WEIGHTS[3]`) it is (issue 41, docs/computer-
#: players.md, "Hard at three players: the value refitted with the play-outs"). At 4 and 6
#: players the table-size values were tried earlier and not kept.
PLAYOUT_BY_PLAYERS: dict[int, N.Params] = {3: N.THREE}


def playout_params_for(players: int) -> N.Params:
    """The values of Hard's play-outs at a table of ``players`` (see `PLAYOUT_BY_PLAYERS`);
    the play-outs deal from complete worlds, so they infer nothing."""
    return replace(PLAYOUT_BY_PLAYERS.get(players, N.DEFAULT), use_inference=False)


@dataclass
class PlanRecord:
    """The search figures of the turn plan being followed (the reason of each later step)."""

    step: int  # the step of the plan played last (1 = its first move)
    steps: int
    win: int  # percent of the play-outs in which the plan's side ended ahead
    samples: int  # sampled deals searched (0: the plan was the only candidate)

    def params(self) -> ReasonParams:
        return {"step": self.step, "steps": self.steps, "win": self.win,
                "samples": self.samples}


@dataclass(frozen=True)
class SearchStats:
    """The figures of the last search (for inspecting a decision)."""

    candidates: int
    samples: int
    playouts: int
    incumbent: str  # the first move of Normal's plan
    chosen: str  # the first move of the chosen plan
    advantage: float  # its mean paired advantage over the incumbent (0: the incumbent kept)


class HardPlayer:
    level = "hard"

    def __init__(self, seed: int | None = None, time: float | None = None,
                 iterations: int | None = None, depth: int | None = None, discards: int = 3,
                 params: N.Params | None = None, rollout_params: N.Params | None = None,
                 z_switch: float = 0.5, z_prune: float = 2.0, min_samples: int = 6,
                 inference: bool = True, max_rejections: int = 6, shaped: bool = True,
                 selection: float = 1.5, min_gain: float = 10.0, follow: bool = True,
                 value: str | None = None, table_playouts: bool = True) -> None:
        # one meaning of a time of 0, as in Settings ("Automatic"): no time of its own, so the
        # default `DEFAULT_TIME` unless an iteration budget bounds the search instead
        if time is not None and time <= 0:
            time = None
        if time is None and iterations is None:
            time = DEFAULT_TIME
        self.rng = random.Random(seed)
        self.time = time
        self.iterations = iterations
        self.depth = depth  # None: `depth_for` the table
        self.discards = discards
        # ``params`` None: the candidates, answers and draws follow Normal's `params_for` the
        # table size and the play-outs `playout_params_for` it (both set at each decision);
        # ``table_playouts=False`` (``hard@table_playouts=false`` in a tournament) keeps the
        # play-outs at `N.DEFAULT` at every size, as the Hard before issue 41 played
        self.params = params if params is not None else N.DEFAULT
        self._table_params = params is None
        self._table_playouts = table_playouts and params is None and rollout_params is None
        self.z_switch = z_switch
        self.z_prune = z_prune
        self.min_samples = min_samples
        self.min_gain = min_gain
        self.inference = inference
        self.max_rejections = max_rejections
        self.shaped = shaped
        self.selection = selection
        self.follow = follow  # play-outs follow each seat's meld plan (see `rollout`)
        # ``value``: a JSON file of position-value weights by number of players, as
        # ``calibrate --json`` writes them, to try a refit in tournaments (``hard@value=FILE``;
        # the table sizes it leaves out, and None, keep `features.WEIGHTS`)
        self.weights = features.load_weights(value) if value else None
        self._factors: list[list[float]] | None = None
        self._shaper: Shaper | None = None  # the other seats' habits in the current decision
        self.rollout_params = rollout_params or replace(self.params, use_inference=False)
        self._plan: list[Move] = []
        self._plan_key: tuple[int, int, int] | None = None  # (seat, hand number, log length)
        self._plan_record = PlanRecord(0, 0, 0, 0)  # the search figures of the plan followed
        self.last_stats: SearchStats | None = None
        self.last_decision: Decision | None = None

    # ------------------------------------------------------------------ choosing
    def choose(self, view: PlayerView) -> Move:
        if view.turn != view.seat or not view.in_play:
            raise ValueError("it is not this seat's move")
        start = time.perf_counter()
        if self._table_params:
            self.params = N.params_for(view.num_players)
        if self._table_playouts:
            self.rollout_params = playout_params_for(view.num_players)
        move = self._follow_plan(view)
        if move is not None:
            rec = self._plan_record
            rec.step += 1
            record = self._step_reason(view, move)
        else:
            sit = situation(view)
            why: N.Why = []
            candidates = self._candidates(sit, why)
            if len(candidates) == 1:
                plan = candidates[0]
                key, params, _alts = why[-1] if why else ("forced", {"count": 1}, [])
                record = Decision(plan[0], key, params, [])
                self._plan_record = PlanRecord(1, len(plan), 0, 0)
            else:
                plan, record = self._search(view, sit, candidates, start, why)
            move = plan[0]
            self._remember(view, plan)
        if not view.is_legal(move):
            self._plan = []
            fallback = N.NormalPlayer(params=self.params)
            move = fallback.choose(view)
            assert fallback.last_decision is not None  # choose() sets it
            record = fallback.last_decision
        self.last_decision = record
        return move

    def _step_reason(self, view: PlayerView, move: Move) -> Decision:
        """The reason of a later step of the plan being followed: why this move, in the
        position it is played in (Normal's reason for a meld action or a discard), else the
        search's figures (``hard.plan_step``)."""
        sit = situation(view)
        try:
            if isinstance(move, Discard):
                st = P.PlanState(sit.hand[:], sit.hand_size,
                                 [m.copy() for m in sit.melds[sit.side]], sit.has_melded(sit.side))
                ranked = N.rank_discard_costs(sit, st, self.params)
                mine = [kc for kc in ranked if kc[1] == move.card.code]
                if mine:
                    rest = [kc for kc in ranked if kc[1] != move.card.code]
                    key, params, alts = N.explain_discard(sit, st, self.params, mine + rest)
                    if key != "forced":
                        return Decision(move, key, params, alts)
            elif isinstance(move, (Meld, Extend)):
                key, params, alts = N.explain_meld_move(sit, move)
                if key != "normal.fallback":
                    return Decision(move, key, params, alts)
        except (StopIteration, ValueError):  # (a meld not found: the figures say it)
            pass
        return Decision(move, "hard.plan_step", self._plan_record.params())

    def _follow_plan(self, view: PlayerView) -> Move | None:
        if not self._plan or view.phase != Phase.MELD:
            return None
        key = (view.seat, view.hand_number, len(view.move_log))
        if key != self._plan_key:
            self._plan = []
            return None
        move = self._plan[0]
        if not view.is_legal(move):
            self._plan = []
            return None
        self._remember(view, self._plan)
        return move

    def _remember(self, view: PlayerView, plan: list[Move]) -> None:
        """Keep the rest of the plan for the next calls of this turn."""
        rest = list(plan[1:])
        if rest and view.phase in (Phase.DRAW, Phase.MELD) and not isinstance(plan[0], AskPartner):
            self._plan = rest
            self._plan_key = (view.seat, view.hand_number, len(view.move_log) + 1)
        else:
            self._plan = []
            self._plan_key = None

    # ------------------------------------------------------------------ candidates
    def _candidates(self, sit: Situation, why: N.Why | None = None) -> list[list[Move]]:
        """Candidate plans; the first is the Normal policy's own choice (the incumbent), whose
        reason is appended to ``why``."""
        if sit.phase == Phase.ANSWER:
            first = N.answer_yes(sit, self.params, why)
            return [[Answer(first)], [Answer(not first)]]
        if sit.phase == Phase.DRAW:
            opts = N.draw_options(sit, self.params)
            ranked = sorted(opts, key=lambda o: -o[0])
            if why is not None:
                why.append(N.explain_draw(sit, ranked[0], opts))
            return [[mv] for _, mv in ranked]
        return meld_candidates(sit, self.params, self.discards, why)

    # ------------------------------------------------------------------ search
    def _search(self, view: PlayerView, sit: Situation, candidates: list[list[Move]],
                start: float, why: N.Why | None = None) -> tuple[list[Move], Decision]:
        """Play every candidate out on the same sampled worlds; leave the incumbent (index 0)
        only for a candidate whose paired advantage is clearly positive. Returns the plan and
        the decision record of its first move."""
        n = len(candidates)
        sums = [0.0] * n  # paired differences to the incumbent
        sq = [0.0] * n
        counts = [0] * n
        wins = [0] * n  # play-outs in which the side ended ahead
        base_sum = 0.0
        alive = list(range(1, n))
        deadline = start + self.time if self.time is not None else None
        budget = self.iterations
        self._factors = pair_factors(sit) if self.inference else None
        self._shaper = Shaper(sit, self.selection) if self.shaped else None
        used = 0
        samples = 0
        while alive:
            world = self._sample(view, sit)
            seed = self.rng.randrange(1 << 30)
            v0 = self._playout(world, sit.seat, candidates[0], seed)
            base_sum += v0
            wins[0] += v0 > 0
            used += 1
            for i in alive:
                if deadline is not None and time.perf_counter() >= deadline:
                    break  # (the candidates left out of this last sample keep their pairs)
                v = self._playout(world, sit.seat, candidates[i], seed)
                wins[i] += v > 0
                d = v - v0
                sums[i] += d
                sq[i] += d * d
                counts[i] += 1
                used += 1
            samples += 1
            if budget is not None and used >= budget:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if samples >= self.min_samples:
                alive = [i for i in alive if self._bound(sums[i], sq[i], counts[i], 1) >= 0]
        best, best_score = 0, 0.0
        for i in range(1, n):
            if counts[i] >= self.min_samples or (counts[i] and i in alive):
                score = self._bound(sums[i], sq[i], counts[i], -1)
                if score > best_score and sums[i] / counts[i] >= self.min_gain:
                    best, best_score = i, score
        self.last_stats = SearchStats(
            candidates=n, samples=samples, playouts=used,
            incumbent=str(candidates[0][0]), chosen=str(candidates[best][0]),
            advantage=(sums[best] / counts[best]) if best else 0.0,
        )
        counts[0] = samples
        base = base_sum / samples if samples else 0.0
        pct = [round(100 * wins[i] / counts[i]) if counts[i] else 0 for i in range(n)]
        plan = candidates[best]
        alternatives = [(_distinct_move(candidates[i], plan),
                         round(base + (sums[i] / counts[i] if i else 0.0), 1))
                        for i in range(n) if counts[i]]
        key, params = self._explain(sit, candidates, best, pct, sums, counts, samples, why)
        self._plan_record = PlanRecord(1, len(plan), pct[best], samples)
        return plan, Decision(plan[0], key, params, alternatives)

    def _explain(self, sit: Situation, candidates: list[list[Move]], best: int, pct: list[int],
                 sums: list[float], counts: list[int], samples: int,
                 why: N.Why | None) -> tuple[str, ReasonParams]:
        """The reason of choosing ``candidates[best]`` from the search figures."""
        if sit.phase == Phase.ANSWER:
            return "hard.answer", {"samples": samples, "win": pct[best], "alt_win": pct[1 - best]}
        outs = [i for i, plan in enumerate(candidates) if plan_goes_out(sit, plan)]
        holds = [i for i in range(len(candidates)) if i not in outs and counts[i]]
        if outs and holds:
            if best in outs:
                alt = max(holds, key=lambda i: pct[i])
                return "hard.go_out", {"samples": samples, "win": pct[best], "alt_win": pct[alt]}
            out_alt = max((i for i in outs if counts[i]), key=lambda i: pct[i], default=None)
            if out_alt is not None:
                return "hard.hold_back", {"samples": samples, "win": pct[best],
                                          "alt_win": pct[out_alt]}
        if best:
            params: ReasonParams = {"samples": samples,
                                    "gain": round(sums[best] / counts[best]),
                                    "win": pct[best], "alt_win": pct[0]}
            shown = _move_cards(candidates[best][0])
            obvious = candidates[0][0]  # the rule-based choice: named, so the gain says over what
            if shown and isinstance(obvious, Discard):
                return "hard.switch_discard", {**params, "cards": shown,
                                               "other_card": str(obvious.card)}
            if shown and isinstance(obvious, (Meld, Extend)):
                return "hard.switch_meld", {**params, "cards": shown,
                                            "other_cards": _move_cards(obvious)}
            if isinstance(obvious, Draw) and not isinstance(candidates[best][0], Draw):
                return "hard.switch_draw", params
            if shown:
                return "hard.switch_cards", {**params, "cards": shown}
            return "hard.switch", params
        if why:  # the rule-based reason of the incumbent, which the search kept
            return why[-1][0], why[-1][1]
        return "hard.keep", {"samples": samples, "plans": len(candidates), "win": pct[0]}


    def _sample(self, view: PlayerView, sit: Situation) -> Game:
        """A sampled world; worlds that contradict the log (a player holding a natural pair
        of a rank whose pile it let go) are rejected softly (accepted with the factor)."""
        factors = self._factors
        if factors is None:
            return self._world(view)
        best, best_w = None, -1.0
        for _ in range(self.max_rejections):
            world = self._world(view)
            w = 1.0
            for seat in range(sit.nplayers):
                if seat == sit.seat:
                    continue
                f = factors[seat]
                if min(f) >= 1.0:
                    continue
                counts = [0] * len(NATURAL_RANKS)
                for card in world.hand(seat):
                    if card.is_natural:
                        counts[RANK_OF[card.code]] += 1
                known = sit.known[seat]
                for r in NATURAL_RANKS:
                    if f[r] < 1.0 and counts[r] - naturals_of_rank(known, r) >= 2:
                        w *= f[r]
            if w >= 1.0 or self.rng.random() < w:
                return world
            if w > best_w:
                best, best_w = world, w
        if best is None:  # no sample drawn (max_rejections < 1)
            return self._world(view)
        return best

    def _world(self, view: PlayerView) -> Game:
        if self._shaper is not None:
            return self._shaper.world(view, self.rng)
        return view.determinize(self.rng)

    def _bound(self, total: float, squares: float, k: int, sign: int) -> float:
        """Mean paired advantage plus (sign=1) or minus (sign=-1) z standard errors."""
        if k == 0:
            return 0.0
        mean = total / k
        var = max(0.0, squares / k - mean * mean) * k / max(1, k - 1)
        z = self.z_prune if sign > 0 else self.z_switch
        return mean + sign * z * math.sqrt(var / k)

    def _playout(self, world: Game, seat: int, plan: list[Move], seed: int) -> float:
        game = after_plan(world, plan)
        if game is None:
            return -1e6  # the plan does not work here (should not happen)
        depth = self.depth if self.depth is not None else depth_for(game.num_players)
        weights = self.weights.get(game.num_players) if self.weights else None
        return rollout(game, seat, self.rollout_params, depth, self.follow, weights)


# ---------------------------------------------------------------------------- plans
def after_plan(world: Game, plan: Sequence[Move]) -> Game | None:
    """A copy of ``world`` with ``plan``'s moves played (none after the hand ended); None if a
    move of the plan is illegal there (a sampled deal where it does not work)."""
    game = world.copy()
    for mv in plan:
        if not game.in_play:
            break
        try:
            game.apply(mv)
        except ValueError:  # IllegalMove
            return None
    return game


def plan_goes_out(sit: Situation, plan: list[Move]) -> bool:
    """Whether ``plan`` goes out (or asks the partner, which is the first step of it)."""
    if isinstance(plan[0], AskPartner):
        return True
    laid = 0
    for mv in plan:
        if isinstance(mv, Meld):
            laid += sum(len(m) for m in mv.melds)
        elif isinstance(mv, Extend):
            laid += len(mv.cards)
        elif isinstance(mv, Discard):
            laid += 1
        elif isinstance(mv, Pass):
            return False
        elif isinstance(mv, LayRedThree):
            laid += 1
    return laid >= sit.hand_size


def meld_candidates(sit: Situation, params: N.Params, discards: int,
                    why: N.Why | None = None) -> list[list[Move]]:
    """Distinct whole-turn plans for the meld phase (the incumbent's reason goes to ``why``)."""
    bolivia = sit.rules.bolivia
    plans: list[list[Move]] = []
    seen: set[tuple[Move, ...]] = set()

    def add(plan: list[Move]) -> None:
        key = tuple(plan)
        if plan and key not in seen:
            seen.add(key)
            plans.append(plan)

    add(N.meld_plan(sit, params, why))  # the incumbent: what Normal would do
    out = N.out_state(sit, params)
    if out is not None:
        add(out.moves)
        partner = sit.partner
        if partner is not None and not sit.asked and sit.partner_answer is None \
                and sit.requirement_met(sit.side):
            add([AskPartner()])
        if sit.must_out:
            return plans
    meld_all = replace(params, keep_pair_below=0, runs_first_min=3, pile_hold=0)
    use_wilds = replace(params, complete_min=5, late_stock=10 ** 6)
    variants = [  # (planner settings, how many of its best discards to try)
        (params, discards),
        (meld_all, 2),
        (replace(params, keep_pair_below=8, complete_min=7), 1),
        (use_wilds, 2),
        (replace(meld_all, complete_min=5, late_stock=10 ** 6), 1),
    ]
    for v, k in variants:
        st = N.normal_state(sit, v)
        may_out = sit.partner_answer is not False and requirement_from(st.melds, bolivia)
        if st.size == 1 and not may_out:
            add(st.moves + [Pass()])
            continue
        if st.size == 0:
            continue
        for code in ranked_discards(sit, st, params)[:k]:
            add(st.moves + [Discard(CARDS[code])])
    # the incumbent's melds with one action held back
    base = N.normal_state(sit, params)
    actions = [j for j, mv in enumerate(base.moves) if isinstance(mv, (Meld, Extend))]
    if len(actions) >= 2:
        for j in actions:
            st = P.PlanState(sit.hand[:], sit.hand_size, [m.copy() for m in sit.melds[sit.side]],
                             sit.has_melded(sit.side))
            minimum = sit.minimum[sit.side]
            if all(P.replay(st, mv, minimum) for i, mv in enumerate(base.moves) if i != j) \
                    and st.size >= 2:
                code = ranked_discards(sit, st, params)[0]
                add(st.moves + [Discard(CARDS[code])])
    # holding everything back (apart from red 3s) is a plan too
    hold = N.normal_state(sit, replace(params, keep_pair_below=99, runs_first_min=99,
                                       complete_min=99), reserve=sit.hand_size)
    if hold.size >= 2:
        code = ranked_discards(sit, hold, params)[0]
        add(hold.moves + [Discard(CARDS[code])])
    return plans


def ranked_discards(sit: Situation, st: P.PlanState, params: N.Params) -> list[int]:
    return N.rank_discards(sit, st, params)


# ---------------------------------------------------------------------------- play-outs
def rollout(game: Game, root_seat: int, params: N.Params, depth: int,
            follow: bool = True, weights: Sequence[float] | None = None) -> float:
    """Play ``depth`` more turns with the Normal policy, then score from ``root_seat``'s side:
    the hand result if the hand ended, else the learned position value (`features.value`,
    with ``weights`` if given).

    With ``follow`` a seat plans its meld phase once per turn and plays that plan's moves while
    they stay legal (as Hard does at the table) instead of planning again after each move; the
    plan made again would be the rest of the same plan in about 98% of the steps (Normal
    self-play), at about half the planning."""
    turns = 0
    last = game.turn
    nsides = game.num_sides
    plan: list[Move] = []  # the rest of the meld plan of seat ``last``
    while game.in_play:
        seat = game.turn
        if game.phase == Phase.DRAW and seat != last:
            turns += 1
            if turns > depth:
                break
        if plan:
            if seat == last and game.phase == Phase.MELD and game.is_legal(plan[0]):
                game.apply(plan.pop(0))
                continue
            plan = []
        last = seat
        view = game.view(seat)
        sit = situation(view, fast=True)
        try:
            if follow and sit.phase == Phase.MELD:
                steps = N.meld_plan(sit, params)
                mv = steps[0] if steps else None
                plan = steps[1:]
            else:
                mv = N.decide(sit, params)
        except Exception:  # noqa: BLE001 - the policy must never stop a play-out in the app
            if N.strict():
                raise
            log.exception("a play-out decision failed; playing a fallback move")
            mv = None
        if mv is None or not game.is_legal(mv):
            mv = N.fallback(view)
            plan = []
        game.apply(mv)
    side = game.side_of(root_seat)
    if game.in_play:
        return features.value(game, side, weights)
    result = game.hand_result()
    assert result is not None  # the hand is over
    totals = result.totals
    others = [totals[s] for s in range(nsides) if s != side]
    return totals[side] - sum(others) / len(others)


def _distinct_move(plan: list[Move], chosen: list[Move]) -> Move:
    """The first move where ``plan`` differs from ``chosen`` (its last move if none does)."""
    for a, b in zip(plan, chosen, strict=False):
        if a != b:
            return a
    return plan[-1] if plan is not chosen else plan[0]


def _move_cards(move: Move) -> str:
    """The cards a move plays, as a params value ("" for a move without cards)."""
    if isinstance(move, Meld):
        return " ".join(str(c) for m in move.melds for c in m)
    if isinstance(move, Discard):
        return str(move.card)
    if isinstance(move, (Extend, TakePile)):
        return " ".join(str(c) for c in move.cards)
    return ""
