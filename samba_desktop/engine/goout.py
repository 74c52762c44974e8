"""Can a player still empty the hand this turn? (The partner said "yes": RULES.md, Going out.)

Decides whether the cards in hand can all be melded (new melds or additions to the side's melds)
with at most one card left over for the final discard. Sequences are chosen by a depth-first
search over the lowest remaining card; what is left goes into groups, whose wild-card room is
counted per rank. The search has a node budget: if a huge hand exhausts it the answer is "no",
so the obligation lapses rather than leaving the player without a legal move.
"""

from __future__ import annotations

from .cards import IS_BLACK_THREE, IS_NATURAL, IS_RED_THREE, IS_WILD, NUM_CODES
from .kinds import GROUP_KINDS, SEQUENCE, WILD_GROUP
from .melds import MeldState
from .rules import SEVEN, Rules, group_wild_room

_BUDGET = 20000


def can_empty_hand(hand: list[int], melds: list[MeldState], rules: Rules) -> bool:
    """Whether ``hand`` (53 counts) can be melded out with at most one final discard."""
    red = sum(hand[c] for c in range(NUM_CODES) if IS_RED_THREE[c])
    black = sum(hand[c] for c in range(NUM_CODES) if IS_BLACK_THREE[c])
    wild = sum(hand[c] for c in range(NUM_CODES) if IS_WILD[c])
    nat = [[0] * 11 for _ in range(4)]  # nat[suit][rank]
    total_nat = 0
    for c in range(NUM_CODES):
        if hand[c] and IS_NATURAL[c]:
            nat[c & 3][c >> 2] += hand[c]
            total_nat += hand[c]
    others = black + wild + total_nat
    if others == 0:
        return red > 0  # lay all red 3s but the last, discard it
    discards = 1
    if black == 1:
        discards = 0
    elif black == 2:
        return False
    # existing melds of the side
    group_rooms: dict[int, list[tuple[int, int]]] = {}
    seqs = []
    wild_room = 0
    for m in melds:
        if m.kind in GROUP_KINDS:
            group_rooms.setdefault(m.rank, []).append((m.nat, m.wild))
        elif m.kind == SEQUENCE:
            seqs.append([m.suit, m.lo, m.hi, False, False])  # suit, lo, hi, down used, up used
        elif m.kind == WILD_GROUP:
            wild_room += SEVEN - len(m.codes)
    budget = [_BUDGET]

    def leaf(pool: list[int]) -> bool:
        disc = discards
        need = 0
        cap = 0
        for r in range(11):
            n = pool[r]
            groups = group_rooms.get(r)
            if groups:
                base = sum(group_wild_room(gn, gw) for gn, gw in groups)
                gn, gw = groups[0]
                all_in = base - group_wild_room(gn, gw) + group_wild_room(gn + n, gw)
                split = base + (n // 2 if n >= 2 else 0)
                cap += max(all_in, split)
            elif n == 1:
                disc -= 1
                if disc < 0:
                    return False
            elif n == 2:
                need += 1
                cap += 1
            elif n >= 3:
                cap += n // 2
        if wild < need:
            return False
        free = wild - need - disc  # wilds that must be melded beyond the required ones
        if free <= cap - need + wild_room:
            return True
        return rules.bolivia and wild - need >= 3

    def search(cards: list[list[int]], pool: list[int]) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        for s in range(4):
            row = cards[s]
            for r in range(11):
                if row[r]:
                    break
            else:
                continue
            # lowest card of suit s is rank r: put it in a group ...
            row[r] -= 1
            pool[r] += 1
            ok = search(cards, pool)
            pool[r] -= 1
            row[r] += 1
            if ok:
                return True
            # ... or start a new sequence r..r+L-1 ...
            top = r
            while top + 1 < 11 and row[top + 1] and top + 1 - r < 6:
                top += 1
            for hi in range(r + 2, top + 1):
                for k in range(r, hi + 1):
                    row[k] -= 1
                ok = search(cards, pool)
                for k in range(r, hi + 1):
                    row[k] += 1
                if ok:
                    return True
            # ... or extend a sequence of the side on the table. Its current ends are kept in
            # ``seq`` so that extensions at both ends together stay within seven cards.
            for seq in seqs:
                if seq[0] != s:
                    continue
                _, lo, hi, down, up = seq
                if not down and r < lo and all(row[k] for k in range(r, lo)) and hi - r < 7:
                    for k in range(r, lo):
                        row[k] -= 1
                    seq[1], seq[3] = r, True
                    ok = search(cards, pool)
                    seq[1], seq[3] = lo, False
                    for k in range(r, lo):
                        row[k] += 1
                    if ok:
                        return True
                if not up and r == hi + 1 and r - lo < 7:
                    end = r
                    while end + 1 < 11 and row[end + 1] and end + 1 - lo < 7:
                        end += 1
                    for e in range(r, end + 1):
                        for k in range(r, e + 1):
                            row[k] -= 1
                        seq[2], seq[4] = e, True
                        ok = search(cards, pool)
                        seq[2], seq[4] = hi, False
                        for k in range(r, e + 1):
                            row[k] += 1
                        if ok:
                            return True
            return False
        return leaf(pool)

    return search(nat, [0] * 11)
