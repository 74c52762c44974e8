"""Sparring: a differently-minded rule-based player, a yardstick for tournaments.

Where Normal weighs, Sparring is greedy and quick: it takes the pile whenever it can (and the
top card onto a sequence), lays every meld it can at once, goes out the moment its side may
(without asking the partner), keeps its black 3s as blockers and discards one as soon as the
pile holds `BLOCK_PILE` cards, and otherwise gets rid of the highest-scoring card that no meld
wants, unless the next opponent has shown it could take the pile with it. It answers "yes"
unless it holds a red 3. It shares the planner with Normal but none of its judgement.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from samba_desktop.engine import Answer, Discard, Draw, Move, Pass, Phase, PlayerView, TakeTop
from samba_desktop.engine.codes import (
    CARDS,
    IS_BLACK_THREE,
    IS_NATURAL,
    IS_WILD,
    NUM_CODES,
    RED_THREE_CODES,
    RED_THREE_HELD_PENALTY,
    VALUES,
    hand_value,
    naturals_of_rank,
    rank_of,
)

from . import normal as N
from . import planner as P
from .evaluate import requirement_from
from .inference import PoolInfo, pair_factors
from .reasons import Decision
from .situation import Situation

BLOCK_PILE = 6  # block the pile with a black 3 from this many cards
GREEDY = replace(N.DEFAULT, keep_pair_below=0, runs_first_min=3, complete_min=5,
                 use_inference=False, rush_pairs=0)  # (rush_pairs: as when it was written)


class SparringPlayer:
    level = "sparring"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.last_decision: Decision | None = None

    def choose(self, view: PlayerView) -> Move:
        if view.turn != view.seat or not view.in_play:
            raise ValueError("it is not this seat's move")
        self.last_decision = N.explained_choice(
            view, GREEDY, lambda sit, params, why: decide(sit, params, why, view.is_legal))
        return self.last_decision.move


def decide(sit: Situation, params: N.Params, why: N.Why,
           is_legal: Callable[[Move], bool]) -> Move | None:
    if sit.phase == Phase.ANSWER:
        hand = sit.hand
        if hand[RED_THREE_CODES[0]] or hand[RED_THREE_CODES[1]]:
            why.append(("normal.answer_red_three",
                        {"penalty": hand_value(hand) + RED_THREE_HELD_PENALTY}, []))
            return Answer(False)
        why.append(("answer.always_yes", {"penalty": hand_value(hand)}, []))
        return Answer(True)
    if sit.phase == Phase.DRAW:
        return _draw(sit, why, is_legal)
    return _meld(sit, params, why)


def _draw(sit: Situation, why: N.Why, is_legal: Callable[[Move], bool]) -> Move:
    mv = N.pile_move(sit)
    pile = sit.pile
    if mv is not None and is_legal(mv):
        why.append(("sparring.take_pile", {"pile": len(pile),
                                           "points": sum(VALUES[c] for c in pile)}, []))
        return mv
    if pile and IS_NATURAL[pile[-1]]:
        top = pile[-1]
        for m in sit.melds[sit.side]:
            if m.extended_by(top) and is_legal(TakeTop(m.id)):
                why.append(("normal.take_top", {"card": str(CARDS[top]), "length": m.n + 1,
                                                "gain": 0}, []))
                return TakeTop(m.id)
    options: list[tuple[float, Move]] = [(0.0, Draw())]
    why.append(N.explain_draw(sit, options[0], options))
    return Draw()


def _meld(sit: Situation, params: N.Params, why: N.Why) -> Move | None:
    out = N.out_state(sit)
    if out is not None:
        why.append(("sparring.go_out", {"cards_left": sit.hand_size}, []))
        return out.moves[0]
    st = N.normal_state(sit, params)
    if st.moves:
        why.append(N.explain_meld_move(sit, st.moves[0]))
        return st.moves[0]
    bolivia = sit.rules.bolivia
    may_out = sit.partner_answer is not False and requirement_from(st.melds, bolivia)
    if st.size == 1 and not may_out:
        why.append(N.explain_meld_move(sit, Pass()))
        return Pass()
    code = _discard(sit, st, why)
    return Discard(CARDS[code])


def _discard(sit: Situation, st: P.PlanState, why: N.Why) -> int:
    hand = st.hand
    pile = len(sit.pile)
    blacks = [c for c in range(NUM_CODES) if hand[c] and IS_BLACK_THREE[c]]
    if blacks and pile >= BLOCK_PILE:
        why.append(("sparring.block", {"card": str(CARDS[blacks[0]]), "pile": pile}, []))
        return blacks[0]
    nxt = sit.next_seat()
    opp = sit.side_of_seat[nxt] != sit.side
    pool = PoolInfo(sit)
    factors = pair_factors(sit)[nxt]
    ends = {c for m in st.melds for c in m.ends()}
    best: int | None = None
    best_key: tuple[int, ...] = ()
    best_chance = 0.0
    for c in range(NUM_CODES):
        if not hand[c] or IS_BLACK_THREE[c] or c in RED_THREE_CODES:
            continue
        key: tuple[int, ...]
        if IS_WILD[c]:
            key = (3, -VALUES[c])
            chance = 0.0
        else:
            r = rank_of(c)
            chance = pool.pair_probability(sit, nxt, r, factors[r]) if opp else 0.0
            useful = naturals_of_rank(hand, r) >= 2 or c in ends
            # throw the highest card nobody wants, unless the next opponent likely pairs it
            key = (1 if useful else 0, 1 if chance > 0.5 else 0, -VALUES[c])
        if best is None or key < best_key:
            best, best_key, best_chance = c, key, chance
    if best is None:  # only black 3s (and red 3s) left
        best = blacks[0] if blacks else next(c for c in range(NUM_CODES) if hand[c])
    if opp and IS_NATURAL[best]:
        why.append(("sparring.discard_high", {"card": str(CARDS[best]), "value": VALUES[best],
                                              "chance": round(100 * best_chance)}, []))
    else:
        why.append(("sparring.discard", {"card": str(CARDS[best]), "value": VALUES[best]}, []))
    return best
