"""Sampling the hidden cards for simulations, shaped by how players play.

`PlayerView.determinize` deals the unseen cards uniformly. Real players do not keep what they
could meld: at the end of a turn a hand holds no three naturals of a rank, no three-card run,
no single card that fits the side's melds (a pair may be kept for taking the pile) and no red 3
(under automatic red 3s, a seat before its first turn may still hold its dealt ones). A uniform
deal gives the other hands many such cards, which makes the other players look far richer than
they are. `shaped_world` repairs a uniform deal: each card that breaks these habits is swapped
with a card of the stock (whose order nobody knows) that does not. Cards known to be in a hand
stay. The result still agrees with everything public.
The deal is reshaped through `PlayerView.determinize`'s ``shape`` hook, before the game is built;
a `Shaper` works the habits out once per decision.
"""

from __future__ import annotations

import random
from functools import partial

from samba_desktop.engine import Draw, Game, PlayerView
from samba_desktop.engine.codes import (
    ADJACENT,
    IS_NATURAL,
    IS_RED_THREE,
    IS_WILD,
    NATURAL_CODES,
    NATURAL_RANKS,
    NUM_CODES,
    RANK_OF,
    RED_THREE_CODES,
    VALUES,
    code_of,
    in_suit,
    naturals_by_rank,
    naturals_of_rank,
)

from .situation import Situation


class HandShape:
    """The habits a hand of one seat must follow (from its side's melds)."""

    def __init__(self, sit: Situation, seat: int, played: bool | None = None) -> None:
        """``played``: whether ``seat`` has made a move this hand (found in ``sit.log`` when
        not given)."""
        side = sit.side_of_seat[seat]
        melds = sit.melds[side]
        self.melded = bool(melds)
        self.minimum = sit.minimum[side]
        # No red 3 is held: under manual red 3s a player lays them (one held at the hand's end
        # costs 750); under automatic ones the engine lays each at once, dealt ones at the
        # start of the seat's first turn, so only a seat still before that turn may hold one.
        if played is None:
            played = any(s == seat for s, _ in sit.log)
        self.no_red3 = sit.rules.red_threes == "manual" or seat == sit.turn or played
        self.group_n: dict[int, int] = {}  # rank -> size of the side's biggest group of it
        self.ends: set[int] = set()  # codes that extend one of the side's sequences
        for m in melds:
            if m.is_group:
                self.group_n[m.rank] = max(self.group_n.get(m.rank, 0), m.n)
            else:
                self.ends.update(m.ends())

    def bad_cards(self, counts: list[int], known: list[int]) -> list[int]:
        """Codes of cards (one entry per copy to move) that the hand would not keep."""
        bad: list[int] = []
        free = [counts[c] - min(counts[c], known[c]) for c in range(NUM_CODES)]
        if self.no_red3:
            for c in RED_THREE_CODES:
                bad.extend([c] * free[c])
        by_rank = naturals_by_rank(counts)
        for r in NATURAL_RANKS:
            n = by_rank[r]
            if not n:
                continue
            g = self.group_n.get(r)
            if g is not None:
                # singles would have gone onto the group; a pair may wait for the pile
                excess = n if (n == 1 or n >= 3 or g >= 5) else 0
            elif n >= 3 and (self.melded or 3 * VALUES[code_of(r, 0)] >= self.minimum):
                excess = n - 2
            else:
                excess = 0
            for c in range(code_of(r, 0), code_of(r + 1, 0)):
                while excess and free[c]:
                    bad.append(c)
                    free[c] -= 1
                    excess -= 1
        for c in self.ends:
            if free[c]:
                bad.append(c)
                free[c] -= 1
        if self.melded:
            for s in range(4):
                run = 0
                for c in NATURAL_CODES[s::4]:  # the naturals of suit s, 4 up to the ace
                    run = run + 1 if counts[c] else 0
                    if run >= 3:
                        middle = in_suit(c, -1)
                        if free[middle]:
                            bad.append(middle)  # break the run in its middle
                            free[middle] -= 1
                            run = 0
        return bad

    def accepts(self, counts: list[int], code: int) -> bool:
        """Whether adding ``code`` to the hand keeps its habits."""
        if IS_RED_THREE[code]:
            return not self.no_red3
        if not IS_NATURAL[code]:
            return True
        r = RANK_OF[code]
        n = naturals_of_rank(counts, r)
        g = self.group_n.get(r)
        if g is not None:
            return n == 1 and g < 5
        if n >= 2 and (self.melded or 3 * VALUES[code_of(r, 0)] >= self.minimum):
            return False
        if code in self.ends:
            return False
        if self.melded:
            below, above = in_suit(code, -1), in_suit(code, 1)
            left = below >= 0 and counts[below]
            right = above >= 0 and counts[above]
            if (left and right) or (left and _held(counts, in_suit(code, -2))) or \
                    (right and _held(counts, in_suit(code, 2))):
                return False
        return True


def _held(counts: list[int], code: int) -> bool:
    """Whether the hand holds ``code`` (-1, no card: never)."""
    return code >= 0 and counts[code] > 0


def _keep_score(counts: list[int], code: int) -> float:
    """How much a player wants to keep ``code`` (a light version of Normal's keep value)."""
    # (scores calibrated so that sampled hands match real hands of Normal play in their
    # numbers of wild cards, pairs, singles, black 3s and points)
    if IS_WILD[code]:
        return 25.0
    if not IS_NATURAL[code]:
        return -20.0  # black 3: a blocker, discarded early (red 3s are handled by the shape)
    v = 35.0 if naturals_of_rank(counts, RANK_OF[code]) >= 2 else 0.0
    for x in ADJACENT[code]:
        if counts[x]:
            v += 7
    return v


def _select_known_safe(shape: HandShape, counts: list[int], known: list[int], stock: list[int],
                       rounds: int, rng: random.Random) -> None:
    """`_select` that never gives away a card known to be in the hand."""
    free = [counts[c] - min(counts[c], known[c]) for c in range(NUM_CODES)]
    for _ in range(rounds):
        i = rng.randrange(len(stock))
        x = stock[i]
        if not shape.accepts(counts, x):
            continue
        held = [c for c in range(NUM_CODES) if free[c]]
        if not held:
            break
        worst = min(held, key=lambda c: _keep_score(counts, c))
        counts[worst] -= 1
        free[worst] -= 1
        if _keep_score(counts, x) > _keep_score(counts, worst):
            counts[x] += 1
            free[x] += 1
            stock[i] = worst
        else:
            counts[worst] += 1
            free[worst] += 1


class Shaper:
    """The habits of every other seat in one decision's situation, worked out once and then
    used for each sampled world of that decision."""

    def __init__(self, sit: Situation, selection: float = 1.5) -> None:
        self.sit = sit
        turns = [0] * sit.nplayers  # draws per seat: the turns in which it chose what to keep
        played: set[int] = set()
        for s, mv in sit.log:
            played.add(s)
            if isinstance(mv, Draw):
                turns[s] += 1
        #: (seat, its habits, rounds of keep-selection) for each seat but the viewer's
        self.seats = [(seat, HandShape(sit, seat, seat in played), int(selection * turns[seat]))
                      for seat in range(sit.nplayers) if seat != sit.seat]

    def world(self, view: PlayerView, rng: random.Random) -> Game:
        """A sampled complete game consistent with ``view``, the other hands shaped."""
        return view.determinize(rng, shape=partial(self._shape, rng))

    def _shape(self, rng: random.Random, hands: list[list[int]], stock: list[int]) -> None:
        """Reshape a uniform deal in place (``hands``: counts per seat; ``stock``: top
        first)."""
        if not stock:
            return
        known = self.sit.known
        for seat, shape, rounds in self.seats:
            counts = hands[seat]
            for c in shape.bad_cards(counts, known[seat]):
                counts[c] -= 1
                for _ in range(12):
                    i = rng.randrange(len(stock))
                    swap = stock[i]
                    if shape.accepts(counts, swap):
                        stock[i] = c
                        counts[swap] += 1
                        break
                else:
                    counts[c] += 1
            if rounds and stock:
                _select_known_safe(shape, counts, known[seat], stock, rounds, rng)


def shaped_world(view: PlayerView, sit: Situation, rng: random.Random,
                 selection: float = 1.5) -> Game:
    """A sampled complete game consistent with the view, with the other hands shaped by the
    habits of play (see the module docstring). To sample many worlds of one decision, build
    a `Shaper` once."""
    return Shaper(sit, selection).world(view, rng)
