"""Turn plans: which melds to lay this turn, as a list of engine moves.

The planner works on a light copy of the seat's hand (53 counts) and its side's melds. New melds
are laid complete in one action (their ids are not known until the engine assigns them), so a
plan only ever extends melds that were on the table when it was made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from samba_desktop.engine import (
    Card,
    Discard,
    Extend,
    LayRedThree,
    Meld,
    Merge,
    Move,
    extends_sequence,
    group_wild_room,
    group_wilds_allowed,
)
from samba_desktop.engine.codes import (
    BLACK_THREE_CODES,
    CARDS,
    NATURAL_RANKS,
    NUM_CODES,
    RANK_OF,
    RED_THREE_CODES,
    SEQUENCE,
    VALUES,
    LightMeld,
    code_of,
    natural_codes,
    naturals_by_rank,
    naturals_of_rank,
    rank_of,
    suit_row,
    wild_codes_in,
)

from .evaluate import requirement_from

#: ``may_out_after(components, cards_left)``: whether laying these components (card codes),
#: with that many cards left in hand, lets the side go out (see `initial_meld`)
MayOutAfter = Callable[[list[list[int]], int], bool]


def cards(codes: Iterable[int]) -> tuple[Card, ...]:
    return tuple(CARDS[c] for c in codes)


@dataclass
class PlanState:
    """The hand and the side's melds while a plan is being built."""

    hand: list[int]
    size: int
    melds: list[LightMeld]
    melded: bool
    moves: list[Move] = field(default_factory=list)
    laid: int = 0  # cards laid by meld actions of this plan (red 3s not counted)

    def copy(self) -> PlanState:
        return PlanState(self.hand[:], self.size, [m.copy() for m in self.melds], self.melded,
                         self.moves[:], self.laid)

    def take(self, codes: list[int]) -> None:
        """Take cards out of the hand (laid by a meld action of the plan)."""
        for c in codes:
            self.hand[c] -= 1
        self.size -= len(codes)
        self.laid += len(codes)


def runs_in(hand: list[int], suit: int, min_len: int = 3) -> list[list[int]]:
    """Maximal runs (one copy per rank) of ``suit`` in the hand, split at 7 cards."""
    out: list[list[int]] = []
    row = suit_row(hand, suit)
    r = 0
    while r < 11:
        if row[r]:
            start = r
            while r + 1 < 11 and row[r + 1]:
                r += 1
            length = r - start + 1
            lo = start
            while length >= min_len:
                take = min(7, length)
                out.append([code_of(k, suit) for k in range(lo, lo + take)])
                lo += take
                length -= take
        r += 1
    return out


# ------------------------------------------------------------------ components from the hand
def natural_components(hand: list[int], runs_first_min: int = 4) -> list[list[int]]:
    """New melds of natural cards only: groups of 3+ and runs of 3+ (a run of fewer than
    ``runs_first_min`` cards gives way to a group it would break)."""
    h = hand[:]
    comps: list[list[int]] = []
    by_rank = naturals_by_rank(h)
    group_ranks = {r for r in NATURAL_RANKS if by_rank[r] >= 3}
    for suit in range(4):
        for run in runs_in(h, suit):
            if len(run) < runs_first_min:
                breaks = any(rank_of(c) in group_ranks and naturals_of_rank(h, rank_of(c)) - 1 < 3
                             for c in run)
                if breaks:
                    continue
            for c in run:
                h[c] -= 1
            comps.append(run)
    by_rank = naturals_by_rank(h)
    for r in NATURAL_RANKS:
        if by_rank[r] >= 3:
            nats = natural_codes(h, r)
            comps.append(nats)
            for c in nats:
                h[c] -= 1
    return comps


def comp_value(comp: Iterable[int]) -> int:
    return sum(VALUES[c] for c in comp)


# ------------------------------------------------------------------ plan building blocks
def lay_red_threes(st: PlanState, manual: bool) -> None:
    if not manual:
        return
    for code in RED_THREE_CODES:
        while st.hand[code] and st.size >= 2:
            st.hand[code] -= 1
            st.size -= 1
            st.moves.append(LayRedThree())


def initial_meld(st: PlanState, minimum: int, allow_wilds: bool, runs_first_min: int,
                 keep: int, may_out_after: MayOutAfter | None = None) -> bool:
    """Lay the side's first meld if the hand reaches ``minimum``. True if laid."""
    comps = natural_components(st.hand, runs_first_min)
    value = sum(comp_value(c) for c in comps)
    h = st.hand[:]
    for comp in comps:
        for c in comp:
            h[c] -= 1
    if value < minimum and allow_wilds:
        wilds = wild_codes_in(h)
        # wild cards onto the natural groups first (no new pair used) ...
        for comp in comps:
            if value >= minimum or not wilds:
                break
            if rank_of(comp[0]) == rank_of(comp[-1]) and len({RANK_OF[c] for c in comp}) == 1:
                room = group_wild_room(len(comp), 0)
                while room and wilds and value < minimum:
                    w = wilds.pop()  # jokers are last: most value first
                    comp.append(w)
                    h[w] -= 1
                    value += VALUES[w]
                    room -= 1
        # ... then pairs with a wild card, best pairs first
        pairs = sorted((r for r in NATURAL_RANKS if naturals_of_rank(h, r) == 2),
                       key=lambda r: -VALUES[code_of(r, 0)])
        for r in pairs:
            if value >= minimum or not wilds:
                break
            w = wilds.pop()
            comp = natural_codes(h, r) + [w]
            for c in comp:
                h[c] -= 1
            comps.append(comp)
            value += comp_value(comp)
    if value < minimum or not comps:
        return False
    used = sum(len(c) for c in comps)
    left = st.size - used
    if left < keep and not (may_out_after and may_out_after(comps, left)):
        # drop the smallest components until enough cards stay in hand
        comps.sort(key=comp_value)
        while comps and st.size - sum(len(c) for c in comps) < keep:
            dropped = comps.pop(0)
            value -= comp_value(dropped)
        if value < minimum or not comps:
            return False
    st.moves.append(Meld(tuple(cards(c) for c in comps)))
    for comp in comps:
        st.take(comp)
        st.melds.append(LightMeld.from_codes(comp))
    st.melded = True
    return True


def extend_sequences(st: PlanState, budget: int) -> int:
    """Add hand cards to the ends of the side's open sequences; returns the budget left."""
    for m in st.melds:
        if m.kind != SEQUENCE or m.id < 0:
            continue
        add: list[int] = []
        lo, hi, suit = m.lo, m.hi, m.suit
        while budget - len(add) > 0 and hi - lo + 1 + len(add) < 7:
            below, above = code_of(lo - 1, suit), code_of(hi + 1, suit)
            if extends_sequence(lo, hi, lo - 1) and st.hand[below] - add.count(below) > 0:
                lo -= 1
                add.append(below)
            elif extends_sequence(lo, hi, hi + 1) and st.hand[above] - add.count(above) > 0:
                hi += 1
                add.append(above)
            else:
                break
        if add:
            _extend(st, m, add)
            budget -= len(add)
    return budget


def target_group(st: PlanState, rank: int) -> LightMeld | None:
    """The table group of ``rank`` that natural cards should join (pure, unfinished first)."""
    best = None
    best_key = (False, 0)
    for m in st.melds:
        if m.rank == rank and m.is_group and m.id >= 0:
            key = (m.wild == 0 and m.n < 7, m.n)
            if best is None or key > best_key:
                best, best_key = m, key
    return best


def extend_groups(st: PlanState, budget: int, keep_pair_below: int) -> int:
    """Add natural cards to the side's groups (keeping a lone pair in hand for taking the pile
    while the group is smaller than ``keep_pair_below``)."""
    ranks = {m.rank for m in st.melds if m.rank >= 0 and m.id >= 0 and m.is_group}
    for r in sorted(ranks):
        k = naturals_of_rank(st.hand, r)
        if not k or budget <= 0:
            continue
        m = target_group(st, r)
        if m is None:
            continue
        if k == 2 and m.n < keep_pair_below:
            continue
        add = natural_codes(st.hand, r)[:budget]
        _extend(st, m, add)
        budget -= len(add)
    return budget


def new_natural_melds(st: PlanState, budget: int, runs_first_min: int,
                      min_group: int = 3) -> int:
    """Lay new groups (ranks without a table group) and new sequences from the hand."""
    comps: list[list[int]] = []
    for comp in natural_components(st.hand, runs_first_min):
        is_group = len({RANK_OF[c] for c in comp}) == 1
        if is_group and (target_group(st, RANK_OF[comp[0]]) is not None or len(comp) < min_group):
            continue
        comps.append(comp)
    comps.sort(key=lambda c: -len(c))
    chosen: list[list[int]] = []
    for comp in comps:
        if len(comp) <= budget:
            chosen.append(comp)
            budget -= len(comp)
    if chosen:
        st.moves.append(Meld(tuple(cards(c) for c in chosen)))
        for comp in chosen:
            st.take(comp)
            st.melds.append(LightMeld.from_codes(comp))
    return budget


def merge_groups(st: PlanState) -> None:
    """Merge two unfinished groups of one rank when both are pure or the result is a canasta."""
    changed = True
    while changed:
        changed = False
        groups = [m for m in st.melds if m.is_group and m.id >= 0]
        for i, a in enumerate(groups):
            for b in groups[i + 1:]:
                if a.rank != b.rank or a.n >= 7 or b.n >= 7:
                    continue
                nat, wild = a.nat + b.nat, a.wild + b.wild
                if not group_wilds_allowed(nat, wild):
                    continue
                if wild and nat + wild < 7 and (a.wild == 0 or b.wild == 0):
                    continue  # would spoil a pure group without finishing a canasta
                first, second = (a, b) if st.melds.index(a) < st.melds.index(b) else (b, a)
                st.moves.append(Merge(first.id, second.id))
                first.absorb(second)
                st.melds.remove(second)
                changed = True
                break
            if changed:
                break


def complete_with_wilds(st: PlanState, budget: int, min_size: int, only_mixed: bool = False,
                        dump: bool = False) -> int:
    """Use wild cards from hand on table groups: finish canastas from ``min_size`` cards up;
    with ``dump``, put every wild card where it fits (already-mixed groups first)."""
    wilds = wild_codes_in(st.hand)
    if not wilds:
        return budget
    groups = [m for m in st.melds if m.is_group and m.id >= 0]
    # finishing canastas: biggest unfinished first
    for m in sorted(groups, key=lambda m: -m.n):
        if not wilds or budget <= 0:
            break
        if m.n >= 7 or m.n < min_size or (only_mixed and m.wild == 0):
            continue
        need = 7 - m.n
        room = group_wild_room(m.nat, m.wild)
        if need <= room and need <= len(wilds) and need <= budget:
            add = [wilds.pop(0) for _ in range(need)]
            _extend(st, m, add)
            budget -= need
    if dump:
        for m in sorted(groups, key=lambda m: (m.wild == 0, -m.n)):
            if not wilds or budget <= 0:
                break
            room = min(group_wild_room(m.nat, m.wild), budget)
            if room:
                add = [wilds.pop() for _ in range(min(room, len(wilds)))]
                _extend(st, m, add)
                budget -= len(add)
    return budget


def _extend(st: PlanState, m: LightMeld, add: list[int]) -> None:
    """Add cards from the hand to a meld of the table (the plan chose cards that fit)."""
    fits = m.add(add)
    assert fits, (m, add)
    st.moves.append(Extend(m.id, cards(add)))
    st.take(add)


def pairs_with_wilds(st: PlanState, budget: int, max_new: int = 99) -> int:
    """New groups from natural pairs plus a wild card (for going out)."""
    wilds = wild_codes_in(st.hand)
    comps: list[list[int]] = []
    h = st.hand[:]
    for r in NATURAL_RANKS:
        if not wilds or budget < 3 or len(comps) >= max_new:
            break
        nats = natural_codes(h, r)
        if len(nats) == 2 and target_group(st, r) is None:
            comp = nats + [wilds.pop(0)]
            for c in comp:
                h[c] -= 1
            comps.append(comp)
            budget -= 3
    if comps:
        st.moves.append(Meld(tuple(cards(c) for c in comps)))
        for comp in comps:
            st.take(comp)
            st.melds.append(LightMeld.from_codes(comp))
    return budget


def black_threes(st: PlanState) -> bool:
    """Meld all black 3s (only when this empties the hand but for at most one card)."""
    codes = [c for c in BLACK_THREE_CODES for _ in range(st.hand[c])]
    if len(codes) >= 3 and st.size - len(codes) <= 1:
        st.moves.append(Meld((cards(codes),)))
        st.take(codes)
        return True
    return False


def replay(st: PlanState, move: Move, minimum: int = 0) -> bool:
    """Apply one of the seat's own meld-phase moves to the plan state; False if it does not fit
    (by the meld rules the planner knows)."""
    if isinstance(move, Discard):
        code = move.card.code
        if not st.hand[code]:
            return False
        st.hand[code] -= 1
        st.size -= 1
        st.moves.append(move)
        return True
    if isinstance(move, LayRedThree):
        for code in RED_THREE_CODES:
            if st.hand[code]:
                st.hand[code] -= 1
                st.size -= 1
                st.moves.append(move)
                return True
        return False
    if isinstance(move, Meld):
        comps = [[c.code for c in m] for m in move.melds]
        need = [0] * NUM_CODES
        for comp in comps:
            for c in comp:
                need[c] += 1
        if any(need[c] > st.hand[c] for c in range(NUM_CODES)):
            return False
        if not st.melded and sum(comp_value(c) for c in comps) < minimum:
            return False
        st.moves.append(move)
        for comp in comps:
            st.take(comp)
            st.melds.append(LightMeld.from_codes(comp))
        st.melded = True
        return True
    if isinstance(move, Extend):
        m = next((x for x in st.melds if x.id == move.meld_id), None)
        codes = [c.code for c in move.cards]
        if m is None or any(codes.count(c) > st.hand[c] for c in set(codes)) \
                or not m.add(codes):
            return False
        st.moves.append(move)
        st.take(codes)
        return True
    if isinstance(move, Merge):
        a = next((x for x in st.melds if x.id == move.meld_id), None)
        b = next((x for x in st.melds if x.id == move.other_meld_id), None)
        if a is None or b is None:
            return False
        first, second = (a, b) if st.melds.index(a) < st.melds.index(b) else (b, a)
        first.absorb(second)
        st.melds.remove(second)
        st.moves.append(move)
        return True
    return False


def order_to_keep_two(start: PlanState, moves: list[Move], bolivia: bool) -> list[Move] | None:
    """The actions of a going-out plan in an order the ``keep_cards = 2`` rule allows, or None.

    Under that rule an action may leave fewer than two cards only once the side meets the
    going-out requirement with that action's melds included. A plan built card by card can
    break this in the middle (two extends of one meld, each leaving one card), so the extends
    of one meld are joined into one action, and the actions are then taken in their planned
    order except where one is not allowed yet: the first allowed one goes first (a canasta
    finished before the last cards are laid). ``start`` is the state before the plan.
    """
    joined: list[Move] = []
    extend_at: dict[int, int] = {}
    for mv in moves:
        if type(mv) is Extend:
            i = extend_at.get(mv.meld_id)
            if i is not None:
                prev = joined[i]
                assert isinstance(prev, Extend)
                joined[i] = Extend(mv.meld_id, prev.cards + mv.cards)
                continue
            extend_at[mv.meld_id] = len(joined)
        joined.append(mv)
    state = start.copy()
    state.moves = []
    rest = joined
    while rest:
        for i, mv in enumerate(rest):
            trial = state.copy()
            if not replay(trial, mv):
                continue
            if trial.size >= 2 or requirement_from(trial.melds, bolivia):
                state = trial
                rest = rest[:i] + rest[i + 1:]
                break
        else:
            return None
    return state.moves
