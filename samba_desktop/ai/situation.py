"""A snapshot of what a seat knows, in the integer form the policies work with.

Built from a `PlayerView` through its public API only. Card codes follow
`samba_desktop.engine.cards`: ``code = rank_index * 4 + suit_index`` (ranks 4..A = 0..10,
2 = 11, 3 = 12; suits C D H S), joker 52.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from samba_desktop.engine import (
    GROUP_KINDS,
    SEVEN_KINDS,
    MeldKind,
    MeldState,
    Move,
    Phase,
    PlayerView,
    Rules,
    group_kind,
    requirement_met,
    sequence_kind,
    wild_meld_kind,
)
from samba_desktop.engine.cards import (
    IS_NATURAL,
    IS_WILD,
    NUM_CODES,
    VALUES,
)


class LMeld:
    """A light, mutable copy of a meld of the table (for planning)."""

    __slots__ = ("id", "kind", "rank", "suit", "lo", "hi", "nat", "wild", "n", "value")

    def __init__(self, id: int, kind: MeldKind, rank: int = -1, suit: int = -1, lo: int = -1,
                 hi: int = -1, nat: int = 0, wild: int = 0, n: int = 0, value: int = 0) -> None:
        self.id = id
        self.kind = kind
        self.rank = rank
        self.suit = suit
        self.lo = lo
        self.hi = hi
        self.nat = nat
        self.wild = wild
        self.n = n
        self.value = value  # card points of the meld

    @classmethod
    def of(cls, m: MeldState) -> LMeld:
        return cls(m.id, m.kind, m.rank, m.suit, m.lo, m.hi, m.nat, m.wild, len(m.codes),
                   sum(VALUES[c] for c in m.codes))

    def copy(self) -> LMeld:
        return LMeld(self.id, self.kind, self.rank, self.suit, self.lo, self.hi, self.nat,
                     self.wild, self.n, self.value)

    @property
    def is_group(self) -> bool:
        return self.kind in GROUP_KINDS

    @property
    def is_seven(self) -> bool:
        return self.kind in SEVEN_KINDS

    def refresh_kind(self) -> None:
        if self.is_group:
            self.kind = group_kind(self.n - self.wild, self.wild)
        elif self.kind == "sequence":
            self.kind = sequence_kind(self.n)
        elif self.kind == "wild_group":
            self.kind = wild_meld_kind(self.n)

    def __repr__(self) -> str:
        return f"LMeld({self.id}, {self.kind}, r{self.rank} s{self.suit} {self.lo}-{self.hi} n{self.n} w{self.wild})"


@dataclass
class Situation:
    """Everything a policy needs for one decision of ``seat``."""

    seat: int
    nplayers: int
    nsides: int
    phase: Phase
    turn: int
    rules: Rules
    hand: list[int]
    sizes: list[int]
    melds: list[list[LMeld]]
    pile: list[int]
    stock: int
    scores: list[int]
    red3: list[int]
    unseen: list[int]
    known: list[list[int]]  # per seat: counts of cards publicly known in that hand
    minimum: list[int]
    partner_answer: bool | None
    must_out: bool
    asked: bool
    log: list[tuple[int, Move]] = field(default_factory=list)  # (seat, move), oldest first

    @property
    def side(self) -> int:
        return self.seat % self.nsides

    @property
    def partnership(self) -> bool:
        return self.nsides != self.nplayers

    @property
    def partner(self) -> int | None:
        if not self.partnership:
            return None
        return (self.seat + self.nsides) % self.nplayers

    def next_seat(self, seat: int | None = None) -> int:
        return ((self.seat if seat is None else seat) + 1) % self.nplayers

    def has_melded(self, side: int) -> bool:
        return bool(self.melds[side])

    def sevens(self, side: int) -> int:
        return sum(1 for m in self.melds[side] if m.is_seven)

    def requirement_met(self, side: int) -> bool:
        return requirement_met((m.kind for m in self.melds[side]), self.rules.bolivia)

    @property
    def hand_size(self) -> int:
        return self.sizes[self.seat]


def situation(view: PlayerView, fast: bool = False) -> Situation:
    """The `Situation` of ``view.seat`` (public information and own hand only).

    ``fast`` leaves out the move log (for play-outs, where the policy does no log inference).
    """
    _forget_other_hands(view.hand_number)
    n = view.num_players
    nsides = view.num_sides
    if fast:
        known = [_ZEROS] * n
    else:
        known = []
        for s in range(n):
            counts = [0] * NUM_CODES
            if s != view.seat:
                for c in view.known_cards(s):
                    counts[c.code] += 1
            known.append(counts)
    scores = view.scores
    return Situation(
        seat=view.seat, nplayers=n, nsides=nsides, phase=view.phase, turn=view.turn,
        rules=view.rules, hand=view.hand_counts, sizes=view.hand_sizes,
        melds=[[_light(m) for m in view.melds(side)] for side in range(nsides)],
        pile=[c.code for c in view.discard_pile], stock=view.stock_size, scores=scores,
        red3=[view.red_threes(side) for side in range(nsides)], unseen=view.unseen_counts(),
        known=known, minimum=[view.initial_minimum(side) for side in range(nsides)],
        partner_answer=view.partner_answer, must_out=view.must_go_out,
        asked=view.asked_this_turn, log=[] if fast else view.move_log,
    )


_ZEROS = [0] * NUM_CODES
# id of an engine meld -> (that meld, its LMeld): found by identity, which is cheaper than the
# meld's hash (the entry holds the meld, so its id cannot be reused while the entry is there)
_LIGHT: dict[int, tuple[MeldState, LMeld]] = {}


def _light(m: MeldState) -> LMeld:
    """The (shared, read-only) `LMeld` of an engine meld; engine melds are immutable values."""
    entry = _LIGHT.get(id(m))
    if entry is not None and entry[0] is m:
        return entry[1]
    if len(_LIGHT) > 2000:  # a hand of Hard play makes about 1,400
        _LIGHT.clear()
    lm = LMeld.of(m)
    _LIGHT[id(m)] = (m, lm)
    return lm


_LIGHT_HAND = [0]  # the hand whose melds `_LIGHT` holds


def _forget_other_hands(hand_number: int) -> None:
    """Start `_LIGHT` afresh in a new hand: the melds of the hands before never come back."""
    if hand_number != _LIGHT_HAND[0]:
        _LIGHT.clear()
        _LIGHT_HAND[0] = hand_number


def hand_value(counts: list[int]) -> int:
    return sum(VALUES[c] * k for c, k in enumerate(counts) if k)


def naturals_of_rank(counts: list[int], rank: int) -> int:
    b = rank * 4
    return counts[b] + counts[b + 1] + counts[b + 2] + counts[b + 3]


def wild_codes_in(counts: list[int]) -> list[int]:
    """Wild cards in hand, cheapest first (2s before jokers), one entry per copy."""
    out: list[int] = []
    for c in (44, 45, 46, 47, 52):
        out.extend([c] * counts[c])
    return out


def is_natural(code: int) -> bool:
    return IS_NATURAL[code]


def is_wild(code: int) -> bool:
    return IS_WILD[code]
