"""A representative list of legal moves for the player to move.

Listing *every* legal move is impractical (any subset of a 30-card hand may form melds), so
this lists the moves a player usually considers: draw, take the pile with the pair (and with all
matching cards, and with what it takes to reach the first-meld minimum), take the top card onto
each sequence, each distinct discard, each single card that extends a meld, each natural group
and maximal sequence as a new meld (combined into one action for a first meld), merges, red 3s,
pass, asking and answering. Every listed move is legal.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING, TypeVar

from .cards import (
    BLACK_THREE_CODES,
    CARDS,
    IS_BLACK_THREE,
    IS_NATURAL,
    RED_THREE_CODES,
    VALUES,
    WILD_CODES,
)
from .kinds import ANSWER, DRAW, GROUP_KINDS, MELD, SEQUENCE, WILD_GROUP
from .moves import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Merge,
    Move,
    Pass,
    TakePile,
    TakeTop,
)
from .rules import extends_sequence, group_wild_room, initial_meld_minimum

if TYPE_CHECKING:
    from .game import Game

_M = TypeVar("_M", Meld, TakePile)

_DRAW = Draw()
_DISCARDS = tuple(Discard(CARDS[c]) for c in range(53))
_PASS = Pass()
# Moves are immutable values, so the common ones are made once and shared.
_EXTENDS: dict[tuple[int, int], Extend] = {}
_SINGLE_MELDS: dict[tuple[int, ...], Meld] = {}
_RED = LayRedThree()
_ASK = AskPartner()
_ANSWERS = [Answer(True), Answer(False)]


def candidate_melds(hand: list[int], bolivia: bool = False) -> list[list[int]]:
    """Candidate new melds (as code lists) from a hand of 53 counts.

    Groups: all naturals of a rank (3+), or a natural pair with one wild card (each wild card
    offered once). Sequences: the longest unbroken run (3-7 cards) from each run start, per suit.
    """
    out: list[list[int]] = []
    wilds = [c for c in WILD_CODES for _ in range(hand[c])]
    w = 0
    nw = len(wilds)
    for base in range(0, 44, 4):
        a, b, c, d = hand[base], hand[base + 1], hand[base + 2], hand[base + 3]
        n = a + b + c + d
        if n >= 3 or (n == 2 and w < nw):
            nat = [base] * a + [base + 1] * b + [base + 2] * c + [base + 3] * d
            if n == 2:
                nat.append(wilds[w])
                w += 1
            out.append(nat)
    for s in range(4):
        row = hand[s:44:4]
        if row.count(0) > 8:
            continue  # fewer than three ranks of this suit
        run = 0
        for r, k in enumerate(row):
            if k and run < 7:
                run += 1
                continue
            if run >= 3:
                out.append(list(range((r - run) * 4 + s, r * 4 + s, 4)))
            run = 1 if k else 0
        if run >= 3:
            out.append(list(range((11 - run) * 4 + s, 44 + s, 4)))
    if bolivia and nw - w >= 3:
        out.append(wilds[w:w + 7])
    return out


def _disjoint(melds: list[list[int]], hand: list[int]) -> list[list[int]]:
    """A greedy subset of ``melds`` that the hand can hold at once."""
    left = hand[:]
    chosen = []
    for m in melds:
        need: dict[int, int] = {}
        for c in m:
            need[c] = need.get(c, 0) + 1
        if all(left[c] >= k for c, k in need.items()):
            for c, k in need.items():
                left[c] -= k
            chosen.append(m)
    return chosen


def _fast(cls: type[_M], **fields: object) -> _M:
    """Build a move whose cards are already `Card` tuples, skipping argument conversion."""
    obj = object.__new__(cls)
    for k, v in fields.items():
        object.__setattr__(obj, k, v)
    return obj


def legal_moves(g: Game) -> list[Move]:
    """Representative legal moves of ``g.turn`` in game (or redacted view game) ``g``."""
    phase = g.phase
    if phase is ANSWER:
        return list(_ANSWERS)
    if phase is not DRAW and phase is not MELD:
        return []
    seat = g.turn
    hand = g.hands[seat]
    size = g.sizes[seat]
    side = seat % g.nsides
    melds = g._melds[side]
    manual = g.rules.red_threes == "manual"
    keep = g.rules.keep_cards
    moves: list[Move] = []
    if manual and size >= 2 and (hand[RED_THREE_CODES[0]] or hand[RED_THREE_CODES[1]]):
        moves.append(_RED)
    if phase is DRAW:
        moves.append(_DRAW)
        pile = g.pile
        if pile and IS_NATURAL[pile[-1]]:
            top = pile[-1]
            r = top >> 2
            for m in melds:
                if m.kind == SEQUENCE and (top & 3) == m.suit and extends_sequence(m.lo, m.hi, r):
                    moves.append(TakeTop(m.id))
            moves.extend(_take_pile_moves(g, hand, top, side))
        return moves
    # meld phase
    is_legal = g.is_legal
    if size == 1:
        if g.may_go_out(seat):
            moves.extend(compress(_DISCARDS, hand))
        else:
            moves.append(_PASS)
        return moves
    discards = list(compress(_DISCARDS, hand))  # one discard per card held, found in C
    if g.must_out and not is_legal(discards[0]):
        discards = []
    moves.extend(discards)
    if not g.asked and g.nsides != g.nplayers and g.requirement_met(side):
        moves.append(_ASK)
    wilds_held = [c for c in WILD_CODES if hand[c]]
    room = size - 1 >= keep
    extends = _EXTENDS
    for m in melds:
        kind = m.kind
        mid = m.id
        if kind in GROUP_KINDS:
            base = m.rank * 4
            fits = [c for c in (base, base + 1, base + 2, base + 3) if hand[c]]
            if wilds_held and group_wild_room(m.nat, m.wild):
                fits += wilds_held
        elif kind == SEQUENCE:
            # the card below and the card above, when held (below 4 the index wraps to the end
            # of the hand, above the ace it reaches the 2s: `extends_sequence` refuses both)
            fits = []
            lo, hi, suit = m.lo, m.hi, m.suit
            if hand[(lo - 1) * 4 + suit] and extends_sequence(lo, hi, lo - 1):
                fits.append((lo - 1) * 4 + suit)
            if hand[(hi + 1) * 4 + suit] and extends_sequence(lo, hi, hi + 1):
                fits.append((hi + 1) * 4 + suit)
        elif kind == WILD_GROUP:
            fits = wilds_held
        else:
            continue
        for c in fits:
            ext = extends.get((mid, c))
            if ext is None:
                ext = extends[(mid, c)] = Extend(mid, (CARDS[c],))
            if room or is_legal(ext):
                moves.append(ext)
    cands = candidate_melds(hand, g.rules.bolivia)
    if hand[BLACK_THREE_CODES[0]] + hand[BLACK_THREE_CODES[1]] >= 3:
        cands.append([c for c in BLACK_THREE_CODES for _ in range(hand[c])])
    if melds:
        for cm in cands:
            key = tuple(cm)
            mv = _SINGLE_MELDS.get(key)
            if mv is None:
                if len(_SINGLE_MELDS) > 5000:  # 200 random hands make 1,700
                    _SINGLE_MELDS.clear()
                mv = _SINGLE_MELDS[key] = _fast(Meld, melds=(tuple(CARDS[c] for c in cm),))
            if size - len(cm) >= keep and not IS_BLACK_THREE[cm[0]] or is_legal(mv):
                moves.append(mv)
        groups = [m for m in melds if m.kind in GROUP_KINDS]
        for i, a in enumerate(groups):
            for b in groups[i + 1:]:
                if a.rank == b.rank:
                    merge = Merge(a.id, b.id)
                    if is_legal(merge):
                        moves.append(merge)
    elif cands:
        minimum = initial_meld_minimum(g._scores[side])
        chosen = _disjoint(cands, hand)
        options = [[cm] for cm in cands if sum(VALUES[c] for c in cm) >= minimum]
        if sum(VALUES[c] for cm in chosen for c in cm) >= minimum:
            options.insert(0, chosen)
        seen = set()
        for opt in options:
            mv = _fast(Meld, melds=tuple(tuple(CARDS[c] for c in cm) for cm in opt))
            if mv not in seen and is_legal(mv):
                seen.add(mv)
                moves.append(mv)
    return moves


def _take_pile_moves(g: Game, hand: list[int], top: int, side: int) -> list[Move]:
    r = top >> 2
    base = r * 4
    naturals = [CARDS[c] for c in range(base, base + 4) for _ in range(hand[c])]
    if len(naturals) < 2:
        return []
    options = [tuple(naturals[:2])]
    if len(naturals) > 2:
        options.append(tuple(naturals))
    out: list[Move] = []
    melded = bool(g._melds[side])
    minimum = 0 if melded else initial_meld_minimum(g._scores[side])
    for cards in options:
        if VALUES[top] + sum(VALUES[c.code] for c in cards) < minimum:
            continue  # not enough for the side's first meld: no need to ask the engine
        mv = _fast(TakePile, cards=cards, extra_melds=())
        if g.is_legal(mv):
            out.append(mv)
    if out or melded:
        return out
    # First meld of the side: add wild cards and other melds to reach the minimum.
    left = hand[:]
    for c in naturals:
        left[c.code] -= 1
    wilds = [CARDS[c] for c in WILD_CODES for _ in range(left[c])]
    group = list(naturals)
    # as many wild cards as the new group may hold: its naturals are these and the top card
    n_wild = min(group_wild_room(len(group) + 1, 0), len(wilds))
    for wc in wilds[:n_wild]:
        group.append(wc)
        left[wc.code] -= 1
    extras = _disjoint(candidate_melds(left, g.rules.bolivia), left)
    for extra in ((), tuple(tuple(CARDS[c] for c in m) for m in extras)):
        mv = TakePile(tuple(group), extra)
        if g.is_legal(mv):
            out.append(mv)
            break
    return out


