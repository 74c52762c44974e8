"""The coach: what a decision cost against the best move Hard finds from the same view.

A decision in the meld phase is the rest of the turn (``rest``: what the player did after the
move, up to the discard, going out or the question to the partner): a plan of Hard's that
leaves the same table is the move played, whatever the order of its actions, and a flag names
the action that made the difference (`differing`). A flag must hold for an independent judge
too (`_judge`: Sparring play-outs on uniformly dealt unseen cards), and its reason tells what
the play-outs saw (`_facts`). See docs/computer-players.md, "The coach reviews a turn as a
plan" (issue 41).

`review_decision(view, move, seed)` (ENGINE_CONTRACT.md, "Player aids") values the move played
and Hard's own candidates (`hard.HardPlayer`: the draw options, the whole-turn plans of the meld
phase, yes and no to the partner) from the deciding seat's view only. Every candidate, and the
move played followed by Normal's plan for the rest of the turn, is played out on the same
sampled deals (Hard's `Shaper` worlds, common random numbers), scored as Hard scores a
play-out: the side's hand score minus the mean of the other sides' (or the learned position
value when the play-out stops before the hand ends).

The statistics keep sampling noise out of the flags, and make a flag hold under other sampling
seeds, in two stages on separate samples:

1. *Selection*: ``select`` deals for every candidate, then ``2 * select`` more (the same deals
   for all) for a shortlist, the best-looking twice as many as are kept of each side. The
   best-looking plans that do start with the move played are its defenders (`DEFENDERS` of
   them: the move played is valued with its best continuation, in the player's favour, and a
   few deals do not always tell that one). Of the plans that do not, the challengers
   (`CHALLENGERS` of them) are the best-looking plan of each of the best-looking first moves
   but one, and the best-looking plan left (often another continuation of the best first
   move): see `_challengers`.
2. *Measurement*: fresh deals for these alone, in rounds of ``measure`` deals (at most
   ``rounds``). Each challenger's paired difference to each defender (same deal, same play-out
   seed, so the luck of the deal largely cancels) estimates its advantage without the
   selection's bias, twice: as a trimmed mean (`_trimmed`: a tenth of the deals cut at each
   end, as play-out results have heavy tails) and as the plain mean, each with a confidence
   interval of ``z`` standard errors (z = 3). A challenger's lower bound is the least of both
   against any defender (`Estimate`).

The grading is a two-sided sequential test of "the cost is at least the line (`INACCURACY`)":
after ``min_pairs`` deals, a challenger whose interval (either one) lies below the line against
some defender can no longer be graded and is measured no more; a challenger whose lower bound
clears the line grades the move once its bound has stayed above the line while the deals
measured doubled; a decision whose interval still straddles the line gets another round, up
to ``rounds``, and is not graded if it straddles it still. Why so:

- Whatever z is, whether a decision is graded is decided by the sample for the decisions whose
  cost lies within about 1.3 standard errors of the effective line (40 plus z standard errors
  at the cap), so the levers are the standard error of those decisions and not the bound: the
  sequential test stops the clear decisions early and spends the deals on the straddlers, and
  a caller with time to spare gives it more rounds (the app's background coach, 48 rounds:
  `qtmodel.review_worker.COACH_BUDGET`; the standard error, so the band, halves, and moves
  toward the line, so that fewer moves that cost 50 points or more go ungraded).
- A sequential test that grades at the first crossing favours samples that ran high, and it
  looks many times. One more round (as before) shares nearly all its deals with the look
  before, so the luck that made the crossing stays; when the deals have doubled since the
  crossing, half of them are fresh. Deal 3107 at 4 players, Normal's discard of the 4♥ at move
  31 was graded on two seeds of six, at its crossing after 240 and 432 measured deals (costs
  86 and 74), while on the four others its bound stayed below the line through 576 deals.
- The trimmed mean is robust to a few huge deals, but when the differences are skewed it
  measures something else than the mean (the cost): Hard's answer "yes" at move 72 of deal
  3105 had trimmed means of 47–109 and plain means of −30–47 on three seeds, and one seed
  graded it. Both bounds must clear the line.
- Which moves are measured came from 16 deals and changed with the seed: at move 13 of deal
  3107 three continuations of one meld crowded out the better other meld on two seeds of six,
  and the move went ungraded there; the shortlist (48 deals) and distinct first moves fix that.

``cost`` is, for a graded move, the smaller of the plain and the trimmed mean difference (at
least the line); for a move that is worse beyond doubt (a lower bound of at least `MIN_LOW`)
but not by a graded amount, the lower bound (what the sampling vouches for, below the line);
else 0 (and ``better`` is then None). The grade depends on the cost alone (`grade_of`).
Everything is drawn from ``random.Random(seed)`` and the budget is counted in deals, not
seconds, so the same view, move and seed give the same review on any machine.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from samba_desktop.engine import (
    SEVEN_KINDS,
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    Game,
    IllegalMove,
    LayRedThree,
    Meld,
    MeldState,
    Merge,
    Move,
    Pass,
    Phase,
    PlayerView,
    TakePile,
    TakeTop,
)
from samba_desktop.engine.codes import CARDS

from . import features, sparring
from . import normal as N
from .hard import HardPlayer, after_plan, depth_for, plan_goes_out
from .inference import pair_factors
from .reasons import ReasonParams, cards_param, format_reason
from .sampling import Shaper
from .situation import Situation, situation

#: grade thresholds in points per hand (a cost of at least the value gets the grade)
INACCURACY = 40.0
MISTAKE = 120.0
BLUNDER = 300.0


class Grade(StrEnum):
    """How much a decision cost, mildest first (the values are what saved reviews store)."""

    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


GRADES = tuple(Grade)

#: default sampling budget: deals per candidate in the selection (twice as many more for the
#: shortlist), deals per measuring round, measuring rounds at most (a decision that straddles
#: the line gets them all: the sequential test; the app's coach allows more,
#: `qtmodel.review_worker.COACH_BUDGET`), and the z of the confidence intervals
SELECT = 16
MEASURE = 48
ROUNDS = 12
Z = 3.0
#: paired deals measured at least before a move is found worse
MIN_PAIRS = 96
#: how many of the best-looking candidates of the selection are measured against the move
CHALLENGERS = 3
#: how many of the best-looking plans that start with the move played are measured (its cost
#: is the least against any of them)
DEFENDERS = 3
#: a move is found worse (a cost above 0, but no grade below `INACCURACY`) only when its cost's
#: lower bound reaches this many points: a cost near zero is not counted, even when it is
#: certainly above zero
MIN_LOW = 20.0
#: the share of the paired deals cut at each end for the trimmed mean (`_trimmed`)
TRIM = 0.1


def grade_of(cost: float) -> Grade | None:
    """The grade of a cost in points per hand (None below `INACCURACY`)."""
    if cost >= BLUNDER:
        return Grade.BLUNDER
    if cost >= MISTAKE:
        return Grade.MISTAKE
    if cost >= INACCURACY:
        return Grade.INACCURACY
    return None


#: the independent judge (`_judge`): the sampled deals of its first look, and at most
JUDGE_DEALS = 64
JUDGE_MAX = 192
#: a flag holds only when the judge's paired mean difference is positive beyond this many
#: standard errors (one-sided 95 %) and reaches `JUDGE_SHARE` of the line
JUDGE_Z = 1.64
JUDGE_SHARE = 0.5
#: the judge's play-outs look this many times as far as Hard's (`hard.depth_for`: 4 turns at
#: two to four players, 12 for the judge). Hard's play-outs score the position they stop at
#: with the learned value, which pays for cards on the table at once and for cards held only
#: as a regression's average; a judge that stopped two turns later shared that bias (2
#: players, deal 4501, moves 38-50: "add the jokers and 2s to your melds" was worth +41 to +53
#: to it after six turns, -6 to -57 after twelve and -140 to -212 at the hand's end; the
#: outside check measured -67 to -143). Playing every deal to the end removes the bias but
#: spreads the results so far that the judge no longer backs plain losses (a 2 discarded
#: instead of a 4: +92 after twelve turns, +1 at the end, +97 on the check) and costs a third
#: more time per hand
JUDGE_DEPTH_FACTOR = 3
#: deals played out for the facts a reason tells (`_facts`)
FACT_DEALS = 10


@dataclass(frozen=True)
class Review:
    """The review of one decision (see the module docstring).

    ``plan`` is the better plan found (the moves of the rest of the turn, from the view; for a
    move found fine, the best plan measured against it), ``at``
    the index, in the moves reviewed (the move and the ``rest`` given to `review_decision`), of
    the action that made the difference, ``better`` the better plan's action in its place.
    ``judge`` is the independent judge's paired mean advantage of ``plan`` (None: not asked),
    over ``judge_deals`` deals with standard error ``judge_spread``."""

    move: Move
    cost: float
    grade: Grade | None
    better: Move | None
    key: str
    params: ReasonParams = field(default_factory=dict)
    reason: str = ""
    samples: int = 0  # sampled deals behind the figures (both stages)
    spread: float = 0.0  # standard error of the cost's mean difference (0: not measured)
    rounds: int = 0  # measuring rounds used (the whole budget: still in the balance at the cap)
    plan: tuple[Move, ...] = ()
    at: int = 0
    judge: float | None = None
    judge_spread: float = 0.0
    judge_deals: int = 0

    def __post_init__(self) -> None:
        if not self.reason:
            object.__setattr__(self, "reason", reason_of(self.key, self.params))


def reason_of(key: str, params: ReasonParams) -> str:
    """The English reason: the key's sentence, then the facts' (``params["facts"]``: keys,
    space separated)."""
    facts = str(params.get("facts", "")).split()
    return " ".join([format_reason(key, params)] + [format_reason(f, params) for f in facts])


def same_move(a: Move, b: Move) -> bool:
    """Whether two moves are the same, melds compared regardless of card order."""
    return normal_form(a) == normal_form(b)


def normal_form(move: Move) -> object:
    """A hashable form of ``move`` in which the order of cards in melds does not matter."""
    def key(cards: tuple[Card, ...]) -> tuple[int, ...]:
        return tuple(sorted(c.code for c in cards))

    if isinstance(move, Meld):
        return ("meld", tuple(sorted(key(m) for m in move.melds)))
    if isinstance(move, Extend):
        return ("extend", move.meld_id, key(move.cards))
    if isinstance(move, TakePile):
        return ("pile", key(move.cards), tuple(sorted(key(m) for m in move.extra_melds)))
    return move


def units(move: Move) -> list[object]:
    """What ``move`` does, in parts that do not depend on how a turn groups them: each new meld
    of a `Meld`, each card an `Extend` adds, the move itself otherwise."""
    if isinstance(move, Meld):
        return [("meld", tuple(sorted(c.code for c in m))) for m in move.melds]
    if isinstance(move, Extend):
        return [("extend", move.meld_id, c.code) for c in move.cards]
    return [normal_form(move)]


def differing(own: Sequence[Move], plan: Sequence[Move]) -> tuple[int, int]:
    """Where ``own`` and ``plan`` part: the index of the first action of ``own`` that does
    something ``plan`` does not (the last action if none does: ``plan`` does more), and the index
    of the first action of ``plan`` that ``own`` does not do (its last if none)."""
    theirs = Counter(u for mv in plan for u in units(mv))
    mine = Counter(u for mv in own for u in units(mv))
    at = next((i for i, mv in enumerate(own) if any(u not in theirs for u in units(mv))),
              len(own) - 1)
    other = next((i for i, mv in enumerate(plan) if any(u not in mine for u in units(mv))),
                 len(plan) - 1)
    return at, other


def _outcome(world: Game, seat: int, plan: Sequence[Move]) -> object | None:
    """Where ``plan`` leaves the table of ``world`` (a copy is played): the seat's hand, its
    side's melds, the pile, whose turn and the phase; None if the plan does not work there.
    Two plans with the same outcome are the same decision in another order."""
    game = after_plan(world, plan)
    if game is None:
        return None
    side = game.side_of(seat)
    return (tuple(sorted(c.code for c in game.hand(seat))),
            tuple(sorted(tuple(sorted(m.codes)) for m in game.melds(side))),
            tuple(c.code for c in game.discard_pile), game.phase, game.turn)


def review_decision(view: PlayerView, move: Move, seed: int = 0, *,
                    rest: Sequence[Move] | None = None, select: int = SELECT,
                    measure: int = MEASURE, rounds: int = ROUNDS, z: float = Z,
                    min_pairs: int = MIN_PAIRS, challengers_kept: int = CHALLENGERS,
                    defenders_kept: int = DEFENDERS, depth: int | None = None,
                    judge_deals: int = JUDGE_DEALS, fact_deals: int = FACT_DEALS,
                    wait: Callable[[], object] | None = None) -> Review:
    """Review ``move`` played from ``view`` (ENGINE_CONTRACT.md, "Player aids").

    ``rest``: what the player did after ``move`` in the same turn (up to the discard, going out
    or asking the partner). The decision reviewed is then the whole rest of the turn: a plan of
    Hard's that does the same in another order is the move played, and the review names the
    action that made the difference (`Review.at`). Without it, the move played counts with its
    best-looking continuations (Hard's plans that start with it, and Normal's plan).

    ``judge_deals``: a flag holds only if an independent judge (another play-out policy,
    another sampler of the unseen cards: `_judge`) also finds the better plan ahead on that
    many deals (0: no judge). ``fact_deals``: the reason tells what the play-outs saw on that
    many deals (`_facts`; 0: the facts of the table only). ``wait()``, if given, is called before each
    sampled deal (the app's coach waits there while the table is busy); it does not change the
    review."""
    if view.turn != view.seat or not view.in_play:
        raise IllegalMove("the view is not of the seat to move", "review.not_to_move")
    if not view.is_legal(move):
        raise IllegalMove(f"{move} is not legal here", "review.illegal")
    if len(view.legal_moves()) == 1 and not rest:
        return Review(move, 0.0, None, None, "review.only", {})
    params = N.params_for(view.num_players)
    hard = HardPlayer(seed=seed, iterations=1, depth=depth, params=params)
    sit = situation(view)
    plans = hard._candidates(sit)
    world = view.determinize(random.Random(seed))
    exact = rest is not None and view.phase == Phase.MELD
    own = [move] + list(rest or ())
    mine = _outcome(world, view.seat, own) if exact else None
    if mine is None:
        exact = False
        own = [move] + _rest_of_turn(view, move, params, seed)
    if exact:  # the same decision: the same table at the end of the turn, whatever the order
        played = [i for i, plan in enumerate(plans) if _outcome(world, view.seat, plan) == mine]
    else:
        played = [i for i, plan in enumerate(plans) if same_move(plan[0], move)]
    if not any(plans[i] == own for i in played):
        plans.append(own)
        played.append(len(plans) - 1)
    others = [i for i in range(len(plans)) if i not in played]
    if not others:  # every candidate is the move played
        return Review(move, 0.0, None, None, "review.best", {})
    sample = _Sampler(hard, view, sit, plans, wait)
    defenders, challengers = _select(sample, plans, played, others, select,
                                     max(1, defenders_kept), max(1, challengers_kept))
    m = _measure(sample, defenders, challengers, measure, rounds, min_pairs, z)
    samples = sample.deals
    best = max(m.confirmed or challengers, key=lambda j: _low(m.stats[j], z))
    low = _low(m.stats[best], z)
    if best not in m.confirmed:
        low = min(low, math.nextafter(INACCURACY, 0.0))  # below the line: not graded
    pairs = min(len(m.values[best]), len(m.values[defenders[0]]))
    if pairs < min_pairs or low < MIN_LOW:  # (``plan``: the best challenger measured)
        return Review(move, 0.0, None, None, "review.fine", {"samples": samples},
                      samples=samples, rounds=m.rounds, plan=tuple(plans[best]),
                      spread=min(e.trimmed_se for st in m.stats.values() for e in st.values()))
    # the move played counts as good as its continuation that comes nearest the challenger
    defender = min(defenders, key=lambda d: m.stats[best][d].trimmed)
    mean, se = m.stats[best][defender].trimmed, m.stats[best][defender].trimmed_se
    if low >= INACCURACY:  # graded: the smaller of the two means (both intervals above the line)
        plain = min(m.stats[best][d].plain for d in defenders)
        cost = round(max(INACCURACY, min(mean, plain)), 1)
    else:  # worse beyond doubt, but maybe not by a graded amount: what the sampling vouches for
        cost = math.floor(low * 10) / 10  # (rounded down: stays below the line)
    mine_plan, plan = plans[defender], plans[best]
    verdict: tuple[float, float, int] | None = None
    if judge_deals > 0 and cost >= INACCURACY:
        verdict = _judge(view, mine_plan, plan, seed, judge_deals, wait)
        held, jse, _deals = verdict
        if held - JUDGE_Z * jse <= 0 or held < JUDGE_SHARE * INACCURACY:
            # the judge does not see the loss: no flag (the cost is what both vouch for, below
            # the line)
            cost = math.floor(min(cost, max(0.0, held - JUDGE_Z * jse),
                                  math.nextafter(INACCURACY, 0.0)) * 10) / 10
            if cost < MIN_LOW:
                return Review(move, 0.0, None, None, "review.fine", {"samples": samples},
                              samples=samples, rounds=m.rounds, spread=se,
                              judge=round(held, 1), judge_spread=round(jse, 1),
                              judge_deals=_deals)
    at, other = differing(own, plan) if exact else (0, 0)
    better = plan[other]
    if same_move(better, own[at]):  # (the plans differ elsewhere: name its first move)
        better = plan[0]
    key, rp = _explain(view, sit, own[at] if at < len(own) else move, mine_plan, plan, better,
                       round(cost), samples)
    rp = {**rp, **_facts(hard, view, sit, mine_plan, plan, world, fact_deals)}
    return Review(move, cost, grade_of(cost), better, key, rp, samples=samples, spread=se,
                  rounds=m.rounds, plan=tuple(plan), at=at,
                  judge=None if verdict is None else round(verdict[0], 1),
                  judge_spread=0.0 if verdict is None else round(verdict[1], 1),
                  judge_deals=0 if verdict is None else verdict[2])


def _judge(view: PlayerView, own: list[Move], plan: list[Move], seed: int, deals: int,
           wait: Callable[[], object] | None) -> tuple[float, float, int]:
    """The independent judge: ``plan``'s paired advantage over ``own`` (mean, standard error,
    deals) as another mind sees it. Unlike Hard's play-outs (Normal's policy on deals shaped by
    the opponents' habits and the log), the unseen cards are dealt uniformly at random
    (`PlayerView.determinize`) and every seat plays the greedy Sparring policy (`sparring`)
    three times as far (`JUDGE_DEPTH_FACTOR`), far past the horizon where Hard's play-outs
    value the position, with its own random numbers. ``deals`` first; while the
    interval straddles the line it is doubled, up to `JUDGE_MAX`."""
    rng = random.Random(seed * 7919 + 104729)
    diffs: list[float] = []
    depth = JUDGE_DEPTH_FACTOR * depth_for(view.num_players)
    target = max(8, deals)
    while True:
        while len(diffs) < target:
            if wait is not None:
                wait()
            world = view.determinize(rng)
            diffs.append(_judge_playout(world, view.seat, plan, depth)
                         - _judge_playout(world, view.seat, own, depth))
        mean, se = _mean_se(diffs)
        settled = mean - JUDGE_Z * se > 0 and mean >= JUDGE_SHARE * INACCURACY \
            or mean + JUDGE_Z * se < JUDGE_SHARE * INACCURACY
        if settled or target >= JUDGE_MAX:
            return mean, se, len(diffs)
        target = min(JUDGE_MAX, 2 * target)


def _judge_playout(world: Game, seat: int, plan: list[Move], depth: int) -> float:
    """``plan`` then ``depth`` turns of Sparring at every seat, scored as Hard scores."""
    game = after_plan(world, plan)
    if game is None:
        return -1e6
    turns, last = 0, game.turn
    while game.in_play:
        if game.phase == Phase.DRAW and game.turn != last:
            turns += 1
            if turns > depth:
                break
        last = game.turn
        view = game.view(last)
        sit = situation(view, fast=True)
        step = sparring.decide(sit, sparring.GREEDY, [], view.is_legal)
        game.apply(step if step is not None and game.is_legal(step) else N.fallback(view))
    return _score(game, game.side_of(seat))


def _score(game: Game, side: int) -> float:
    if game.in_play:
        return features.value(game, side)
    result = game.hand_result()
    assert result is not None  # the hand is over
    others = [result.totals[s] for s in range(game.num_sides) if s != side]
    return result.totals[side] - sum(others) / len(others)


class _Sampler:
    """Plays plans out on one sampled deal per call, all on the same deal and with the same
    play-out seed (common random numbers: their differences keep little of the deal's luck)."""

    def __init__(self, hard: HardPlayer, view: PlayerView, sit: Situation,
                 plans: list[list[Move]], wait: Callable[[], object] | None) -> None:
        self.hard, self.view, self.sit, self.plans, self.wait = hard, view, sit, plans, wait
        self.deals = 0  # the deals sampled so far
        hard._factors = pair_factors(sit) if hard.inference else None
        hard._shaper = Shaper(sit, hard.selection) if hard.shaped else None

    def __call__(self, indices: list[int]) -> list[float]:
        """The play-out values of ``plans[i]`` for each ``i`` of ``indices`` on a new deal."""
        if self.wait is not None:
            self.wait()
        self.deals += 1
        hard = self.hard
        world = hard._sample(self.view, self.sit)
        s = hard.rng.randrange(1 << 30)
        return [hard._playout(world, self.view.seat, self.plans[i], s) for i in indices]


def _select(sample: _Sampler, plans: list[list[Move]], played: list[int], others: list[int],
            select: int, kept_d: int, kept_c: int) -> tuple[list[int], list[int]]:
    """Stage 1: the defenders (the best-looking plans that start with the move played) and the
    challengers (`_challengers`), from ``select`` deals for every plan and then ``2 * select``
    more for a shortlist of the best-looking twice as many as are kept of each side (so a few
    lucky deals do not decide who is measured)."""
    totals = [0.0] * len(plans)
    everyone = list(range(len(plans)))
    for _ in range(max(1, select)):
        for i, v in zip(everyone, sample(everyone), strict=True):
            totals[i] += v
    shortlist = sorted(played, key=lambda i: -totals[i])[:2 * kept_d] + \
        sorted(others, key=lambda i: -totals[i])[:2 * kept_c]
    for _ in range(2 * max(1, select)):
        for i, v in zip(shortlist, sample(shortlist), strict=True):
            totals[i] += v
    # the move played with its best-looking continuations (several: a few deals do not always
    # tell its best one, and a weak one would make the move look worse than it is)
    defenders = sorted(played, key=lambda i: -totals[i])[:kept_d]
    return defenders, _challengers(plans, sorted(others, key=lambda i: -totals[i]), kept_c)


@dataclass
class _Measured:
    """What stage 2 found: each plan's play-out values, each challenger's estimates against each
    defender, the challengers confirmed above the line, and the measuring rounds used."""

    values: dict[int, list[float]]
    stats: dict[int, dict[int, Estimate]]
    confirmed: set[int]
    rounds: int


def _measure(sample: _Sampler, defenders: list[int], challengers: list[int], measure: int,
             rounds: int, min_pairs: int, z: float) -> _Measured:
    """Stage 2, on fresh deals: the defenders and the challengers that may still be graded,
    each challenger paired with each defender, in rounds of ``measure`` deals (at most
    ``rounds``): the two-sided sequential test of the module docstring."""
    values: dict[int, list[float]] = {i: [] for i in defenders + challengers}
    alive = list(challengers)
    stats: dict[int, dict[int, Estimate]] = {}
    crossed: dict[int, int] = {}  # challenger: the pairs when its bound cleared the line (and
    confirmed: set[int] = set()  # has stayed above since); confirmed: ... and held while doubled
    used = 0
    for _ in range(max(1, rounds)):
        used += 1
        for _ in range(max(2, measure)):
            measured = defenders + alive
            for i, v in zip(measured, sample(measured), strict=True):
                values[i].append(v)
        for j in alive:
            stats[j] = {d: _estimate(_paired(values[j], values[d])) for d in defenders}
        pairs = len(values[defenders[0]])
        if pairs < min_pairs:
            continue
        # a challenger below the line against one of the move's continuations is never graded
        alive = [j for j in alive if _high(stats[j], z) >= INACCURACY]
        # a bound that crosses the line may owe it to the luck of the deals so far (a sequential
        # test that stopped at the first crossing would favour the lucky samples): the move is
        # graded when the bound has stayed above the line while the deals doubled
        crossed = {j: crossed.get(j, pairs) for j in alive if _low(stats[j], z) >= INACCURACY}
        confirmed = {j for j, n in crossed.items() if pairs >= 2 * n}
        if not alive or confirmed:
            break
    return _Measured(values, stats, confirmed, used)


def _challengers(plans: list[list[Move]], ranked: list[int], kept: int) -> list[int]:
    """The ``kept`` challengers from ``ranked`` (the candidates that do not start with the move
    played, best-looking first): the best-looking plan of each of the ``kept - 1`` best-looking
    first moves, then the best-looking plans left (often another continuation of the best
    first move). Plans that differ only later in the turn would otherwise crowd out another
    first move that a few deals rank just below them, and which one is missed would change with
    the seed; the last place goes to the best-looking plan left, as the continuation of a
    first move matters too (which card a meld turn ends with)."""
    chosen: list[int] = []
    firsts: set[object] = set()
    for i in ranked:
        first = normal_form(plans[i][0])
        if first not in firsts and len(chosen) < kept - 1:
            firsts.add(first)
            chosen.append(i)
    return chosen + [i for i in ranked if i not in chosen][:kept - len(chosen)]


def _paired(values: list[float], base: list[float]) -> list[float]:
    """The paired differences ``values - base`` on the deals both were measured on."""
    return [v - b for v, b in zip(values, base, strict=False)]


class Estimate(NamedTuple):
    """A challenger's advantage over one continuation of the move played, two ways."""

    trimmed: float
    trimmed_se: float
    plain: float
    plain_se: float

    def low(self, z: float) -> float:
        return min(self.trimmed - z * self.trimmed_se, self.plain - z * self.plain_se)

    def high(self, z: float) -> float:
        return min(self.trimmed + z * self.trimmed_se, self.plain + z * self.plain_se)


def _estimate(diffs: list[float]) -> Estimate:
    return Estimate(*_trimmed(diffs), *_mean_se(diffs))


def _low(stats: dict[int, Estimate], z: float) -> float:
    """A challenger's lower bound against the move played: the least over its continuations
    and the two estimates (the trimmed and the plain mean)."""
    return min(e.low(z) for e in stats.values())


def _high(stats: dict[int, Estimate], z: float) -> float:
    """The upper bound that counts for dropping a challenger: below the line against one
    continuation in either estimate, it can no longer be graded."""
    return min(e.high(z) for e in stats.values())


def _trimmed(diffs: list[float]) -> tuple[float, float]:
    """The trimmed mean of ``diffs`` (`TRIM` of the deals cut at each end) and its standard
    error (Yuen: from the winsorized variance). Play-out results have heavy tails: a few deals
    in which an opponent goes out or takes a big pile can carry the plain mean on their own, and
    a flag must not rest on a few deals."""
    k = len(diffs)
    x = sorted(diffs)
    g = int(TRIM * k)
    kept = x[g:k - g]
    mean = sum(kept) / len(kept)
    wins = [x[g]] * g + kept + [x[k - g - 1]] * g
    wmean = sum(wins) / k
    var = sum((v - wmean) ** 2 for v in wins) / max(1, k - 1)
    return mean, math.sqrt(var) / ((1 - 2 * g / k) * math.sqrt(k))


def _mean_se(values: list[float]) -> tuple[float, float]:
    k = len(values)
    mean = sum(values) / k
    var = sum((v - mean) ** 2 for v in values) / max(1, k - 1)
    return mean, math.sqrt(var / k)


def _rest_of_turn(view: PlayerView, move: Move, params: N.Params, seed: int) -> list[Move]:
    """Normal's plan for the rest of the turn after ``move`` in the meld phase (it depends only
    on the seat's own view, so any world sampled from the view gives the same plan)."""
    if view.phase != Phase.MELD or isinstance(move, (Discard, Pass, AskPartner)):
        return []
    world = view.determinize(random.Random(seed))
    world.apply(move)
    seat = view.seat
    if world.phase != Phase.MELD or world.turn != seat:
        return []
    return N.meld_plan(situation(world.view(seat)), params)


def _explain(view: PlayerView, sit: Situation, action: Move, own: list[Move],
             plan: list[Move], better: Move, cost: int, samples: int) -> tuple[str, ReasonParams]:
    """The reason's key and params: what was better (``better``, the action of ``plan`` in the
    place of ``action``, the player's action that made the difference), by how much, and
    instead of what (``own``: the player's plan)."""
    base: ReasonParams = {"cost": cost, "samples": samples}
    pile = len(sit.pile)
    if isinstance(better, Answer):
        return ("coach.answer_yes" if better.yes else "coach.answer_no"), base
    if isinstance(better, TakePile):
        cards = cards_param(better.cards)
        if isinstance(action, Draw):
            return "coach.take_pile", {**base, "pile": pile, "cards": cards}
        return "coach.take_pile_cards", {**base, "pile": pile, "cards": cards}
    if isinstance(better, TakeTop):
        return "coach.take_top", {**base, "card": str(CARDS[sit.pile[-1]])}
    if isinstance(better, Draw):
        if isinstance(action, TakeTop) and sit.pile:
            return "coach.draw_top", {**base, "card": str(CARDS[sit.pile[-1]])}
        return "coach.draw", {**base, "pile": pile}
    if isinstance(better, AskPartner):
        return "coach.ask", base
    out_better, out_own = plan_goes_out(sit, plan), plan_goes_out(sit, own)
    if out_better and not out_own:
        return "coach.go_out", base
    if out_own and not out_better:
        return "coach.hold_back", base
    laid = Counter(u for mv in plan for u in units(mv))
    if isinstance(action, (Meld, Extend)) and not all(u in laid for u in units(action)):
        # the player laid what the better plan keeps in the hand
        kept = [c for m in action.melds for c in m] if isinstance(action, Meld) \
            else list(action.cards)
        return "coach.keep_cards", {**base, "cards": cards_param(kept)}
    if isinstance(better, Discard):
        if isinstance(action, Discard):
            key = "coach.discard_wild" if action.card.is_wild else "coach.discard"
            return key, {**base, "card": str(better.card), "other_card": str(action.card)}
        return "coach.discard_now", {**base, "card": str(better.card)}
    if isinstance(better, Meld):
        return "coach.meld", {**base, "cards": cards_param(c for m in better.melds for c in m)}
    if isinstance(better, Extend):
        meld = _meld_when(view, plan, better)
        if meld is not None:
            return "coach.extend", {**base, "cards": cards_param(better.cards),
                                    "meld": cards_param(meld.cards)}
        return "coach.extend_new", {**base, "cards": cards_param(better.cards)}
    if isinstance(better, Merge):
        return "coach.merge", base
    if isinstance(better, LayRedThree):
        return "coach.red_three", base
    return "coach.pass", base


def _meld_when(view: PlayerView, plan: list[Move], extend: Extend) -> MeldState | None:
    """The side's meld that ``extend`` (a move of ``plan``) adds to, as it stands when ``plan``
    comes to it: after the plan's earlier actions of the turn (a card the turn already added
    to it is named with it, as the viewer draws the meld before the graded move), or as the
    turn began when those cannot be replayed."""
    before = next((plan[:i] for i, mv in enumerate(plan) if mv is extend), [])
    world = after_plan(view.determinize(random.Random(0)), before)
    melds = world.view(view.seat).melds(view.side) if world is not None else view.melds(view.side)
    return next((m for m in melds if m.id == extend.meld_id), None)


def _facts(hard: HardPlayer, view: PlayerView, sit: Situation, own: list[Move],
           plan: list[Move], world: Game, deals: int) -> ReasonParams:
    """What the play-outs saw that tells ``plan`` from ``own`` (the player's plan), as params
    for the reason: ``facts`` (the fact keys, space separated) and their figures. From the table
    itself: a meld that ``plan`` makes a canasta and ``own`` does not. From ``deals`` deals
    sampled as Hard samples them, each plan followed by one round of Normal's play: how often
    an opponent took the pile the player left (and whether the next player), went out, or the
    player's side took the pile."""
    seat, side = view.seat, view.side
    found: list[str] = []
    out: ReasonParams = {}
    after = {}
    for name, p in (("own", own), ("plan", plan)):
        game = world.copy()
        for mv in p:
            if game.in_play:
                game.apply(mv)
        after[name] = game
    before = {m.id: m for m in view.melds(side)}
    own_seven = {m.id for m in after["own"].melds(side) if m.kind in SEVEN_KINDS}
    for m in after["plan"].melds(side):
        if m.kind in SEVEN_KINDS and m.id not in own_seven and \
                (m.id not in before or before[m.id].kind not in SEVEN_KINDS):
            shown = before[m.id].cards if m.id in before else m.cards
            found.append("coach.fact.canasta")
            out["canasta_meld"] = cards_param(shown)  # ("meld" names the meld added to)
            break
    pile = after["own"].discard_pile
    counts = {"own": Counter[str](), "plan": Counter[str]()}
    for _ in range(deals):
        sampled = hard._sample(view, sit)
        for name, p in (("own", own), ("plan", plan)):
            counts[name].update(_round_events(sampled, seat, p, hard.rollout_params))
    own_c, plan_c = counts["own"], counts["plan"]
    enough = max(3, deals * 3 // 10)
    taken = own_c["pile_taken"]
    if pile and taken >= enough and taken - plan_c["pile_taken"] >= enough:
        key = "coach.fact.pile_next" if 2 * own_c["pile_next"] > taken \
            else "coach.fact.pile_opponent"
        found.append(key)
        out.update({"fact_pile": len(pile), "top": str(pile[-1]), "times": taken,
                    "kept": plan_c["pile_taken"]})
    elif own_c["out_opponent"] - plan_c["out_opponent"] >= enough:
        found.append("coach.fact.out_opponent")
        out.update({"times": own_c["out_opponent"], "kept": plan_c["out_opponent"]})
    elif plan_c["pile_ours"] - own_c["pile_ours"] >= enough:
        found.append("coach.fact.pile_ours")
        out.update({"times": plan_c["pile_ours"], "kept": own_c["pile_ours"]})
    if found:
        out.update({"facts": " ".join(found[:2]), "deals": deals})
    return out


def _round_events(world: Game, seat: int, plan: list[Move], params: N.Params) -> set[str]:
    """What happened in one round after ``plan`` on ``world`` (a copy is played), every seat
    playing Normal's policy until ``seat`` has played its next turn: ``pile_taken`` (an
    opponent took the pile; ``pile_next``: the next seat), ``out_opponent`` (an opponent went
    out), ``pile_ours`` (the seat's side took the pile)."""
    game = world.copy()
    for mv in plan:
        if game.in_play:
            game.apply(mv)
    side = game.side_of(seat)
    events: set[str] = set()
    nxt = (seat + 1) % game.num_players
    turns = 0
    last = game.turn
    while game.in_play:
        if game.phase == Phase.DRAW and game.turn != last:
            turns += 1
        if turns > game.num_players:
            break
        last = game.turn
        view = game.view(last)
        step = N.decide(situation(view, fast=True), params)
        mv = step if step is not None and game.is_legal(step) else N.fallback(view)
        if isinstance(mv, TakePile):
            if game.side_of(last) != side:
                events.add("pile_taken")
                if last == nxt:
                    events.add("pile_next")
            else:
                events.add("pile_ours")
        game.apply(mv)
        if not game.in_play and game.side_of(last) != side:
            events.add("out_opponent")
    return events
