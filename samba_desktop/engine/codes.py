"""The engine's integer layer: card codes, sequence ends, meld bonuses, red-3 points and a light
mutable meld, for programs that weigh many positions (the computer players) in the engine's own
terms instead of coding the rules again.

A card is a *code*: ``code = rank * 4 + suit``, ranks ``4 5 6 7 8 9 T J Q K A 2 3`` numbered
0..12 and suits ``C D H S`` 0..3; the joker is `JOKER` (52). A hand is a list of `NUM_CODES`
counts indexed by code. The natural ranks (4..A) are `NATURAL_RANKS`, their codes
`NATURAL_CODES`; ``CARDS[code]`` is the `Card` of a code and ``card.code`` the code of a card.
The kinds a plan changes are here as plain names too (``GROUP``, ``SEQUENCE``, ``WILD_GROUP``,
``GROUP_KINDS``, ``SEVEN_KINDS``: members of `MeldKind` and sets of them, quicker to read than
``MeldKind.GROUP``).

>>> ace = code_of(RANK_ACE, 2)
>>> ace, str(CARDS[ace]), rank_of(ace), suit_of(ace), VALUES[ace], IS_NATURAL[ace]
(42, 'AH', 10, 2, 20, True)
>>> rank_of(JOKER), suit_of(JOKER), IS_WILD[JOKER]
(13, -1, True)
>>> hand = counts_of(parse_cards("5C 5D 5D 2S JK 3H"))
>>> naturals_of_rank(hand, rank_of(Card.parse("5H").code)), wild_codes_in(hand)
(3, [47, 52])
>>> hand_value(hand)
85

The scoring table (RULES.md "Scoring a hand") is here as numbers and two functions, which the
engine's own scoring (`scoring.score_side`) uses:

>>> meld_bonus("samba"), meld_bonus("pure_canasta"), meld_bonus("mixed_canasta"), meld_bonus("group")
(1500, 500, 300, 0)
>>> red_three_points(2, requirement_met=True), red_three_points(6, True), red_three_points(2, False)
(200, 1000, -200)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import (
    BLACK_THREE_CODES,
    CARDS,
    DECK_SIZE,
    IS_BLACK_THREE,
    IS_NATURAL,
    IS_RED_THREE,
    IS_WILD,
    JOKER,
    NATURAL_RANKS,
    NUM_CODES,
    RANK_ACE,
    RANK_THREE,
    RANK_TWO,
    RED_THREE_CODES,
    VALUES,
    WILD_CODES,
    Card,
    parse_cards,
    rank_of,
    suit_of,
)
from .kinds import GROUP, GROUP_KINDS, SEQUENCE, SEVEN_KINDS, WILD_GROUP, MeldKind
from .rules import extends_sequence, group_kind, group_wilds_allowed, sequence_kind, wild_meld_kind

__all__ = [
    "ADJACENT", "ALL_RED_THREES_BONUS", "BLACK_THREE_CODES", "BOLIVIA_BONUS", "CARDS", "DECK_SIZE",
    "GOING_OUT_BONUS",
    "IS_BLACK_THREE", "IS_NATURAL", "IS_RED_THREE", "IS_WILD", "JOKER", "MELD_BONUS",
    "MIXED_CANASTA_BONUS", "NATURAL_CODES", "NATURAL_RANKS", "NUM_CODES", "PURE_CANASTA_BONUS", "RANK_ACE",
    "RANK_OF", "RANK_THREE", "RANK_TWO", "RED_THREE_CODES", "RED_THREE_EACH", "RED_THREE_HELD_PENALTY",
    "SAMBA_BONUS", "SUIT_OF", "VALUES", "WILD_CODES", "GROUP", "GROUP_KINDS", "SEQUENCE", "SEVEN_KINDS",
    "WILD_GROUP", "Card", "LightMeld", "code_of", "counts_of", "hand_value", "in_suit",
    "meld_bonus", "natural_codes", "naturals_by_rank", "naturals_of_rank", "parse_cards", "rank_of",
    "red_three_points", "sequence_ends", "suit_of", "suit_row", "wild_codes_in",
]

# ---------------------------------------------------------------------------- scoring table
SAMBA_BONUS = 1500
PURE_CANASTA_BONUS = 500
MIXED_CANASTA_BONUS = 300
BOLIVIA_BONUS = 2500
GOING_OUT_BONUS = 200
RED_THREE_EACH = 100
ALL_RED_THREES_BONUS = 1000
#: per player of a side still holding a red 3 when the hand ends
RED_THREE_HELD_PENALTY = 750
#: the bonus of each kind of finished meld; other kinds have none
MELD_BONUS: dict[str, int] = {
    MeldKind.SAMBA: SAMBA_BONUS, MeldKind.PURE_CANASTA: PURE_CANASTA_BONUS,
    MeldKind.MIXED_CANASTA: MIXED_CANASTA_BONUS, MeldKind.BOLIVIA: BOLIVIA_BONUS,
}


def meld_bonus(kind: str) -> int:
    """The bonus a meld of this kind scores at the hand's end (0 for an unfinished meld)."""
    return MELD_BONUS.get(kind, 0)


def red_three_points(count: int, requirement_met: bool) -> int:
    """What ``count`` laid red 3s score for a side: 100 each (1,000 for all six) once the side
    has met the going-out requirement, else -100 each."""
    if requirement_met:
        return ALL_RED_THREES_BONUS if count == 6 else RED_THREE_EACH * count
    return -RED_THREE_EACH * count


# ---------------------------------------------------------------------------- codes and hands
#: the codes of the natural cards (4..A of each suit); the 2s, 3s and the joker come after
_FIRST_TWO = RANK_TWO * 4  # the code of the first 2: the naturals' codes end here
NATURAL_CODES = range(_FIRST_TWO)
def code_of(rank: int, suit: int) -> int:
    """The code of a card of rank index ``rank`` (0..12) and suit index ``suit`` (0..3).

    >>> str(CARDS[code_of(0, 0)]), str(CARDS[code_of(RANK_TWO, 3)])
    ('4C', '2S')
    """
    return rank * 4 + suit


def in_suit(code: int, step: int) -> int:
    """The code ``step`` ranks above the natural ``code`` (below, for a negative ``step``) in
    its suit, or -1 when that rank is not a natural rank (4..A).

    >>> [str(CARDS[in_suit(Card.parse("5D").code, step)]) for step in (-1, 1, 2)]
    ['4D', '6D', '7D']
    >>> in_suit(Card.parse("4D").code, -1), in_suit(Card.parse("KS").code, 2)
    (-1, -1)
    """
    return code + 4 * step if 0 <= (code >> 2) + step <= RANK_ACE else -1


#: `rank_of` and `suit_of` as tables (``RANK_OF[code]``, ``SUIT_OF[code]``), for hot loops
RANK_OF = tuple(rank_of(c) for c in range(NUM_CODES))
SUIT_OF = tuple(suit_of(c) for c in range(NUM_CODES))
#: ``ADJACENT[code]``: the codes of the cards one rank below and one rank above a natural card
#: in its suit, those that are naturals (`in_suit` of -1 and 1); none for the other cards
ADJACENT: tuple[tuple[int, ...], ...] = tuple(
    tuple(x for x in (in_suit(c, -1), in_suit(c, 1)) if x >= 0) if IS_NATURAL[c] else ()
    for c in range(NUM_CODES))


def counts_of(cards: Iterable[Card]) -> list[int]:
    """A hand as `NUM_CODES` counts indexed by code."""
    counts = [0] * NUM_CODES
    for card in cards:
        counts[card.code] += 1
    return counts


def naturals_of_rank(counts: Sequence[int], rank: int) -> int:
    """How many natural cards of rank index ``rank`` (0..10) the hand holds."""
    b = rank * 4
    return counts[b] + counts[b + 1] + counts[b + 2] + counts[b + 3]


def naturals_by_rank(counts: Sequence[int]) -> list[int]:
    """`naturals_of_rank` for each natural rank 4..A (11 numbers).

    >>> naturals_by_rank(counts_of(parse_cards("4C 4S AH")))
    [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
    """
    return [counts[b] + counts[b + 1] + counts[b + 2] + counts[b + 3] for b in range(0, _FIRST_TWO, 4)]


def suit_row(counts: Sequence[int], suit: int) -> list[int]:
    """The hand's counts of the naturals of ``suit``, by rank 4..A (11 numbers).

    >>> suit_row(counts_of(parse_cards("4H 6H 6H AH 6S")), 2)
    [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1]
    """
    return list(counts[suit:_FIRST_TWO:4])


def natural_codes(counts: Sequence[int], rank: int) -> list[int]:
    """The codes of the hand's naturals of rank index ``rank``, one entry per copy, by suit.

    >>> natural_codes(counts_of(parse_cards("9S 9C 9S")), rank_of(Card.parse("9C").code))
    [20, 23, 23]
    """
    b = rank * 4
    out: list[int] = []
    for c in range(b, b + 4):
        k = counts[c]
        if k:
            out.extend([c] * k)
    return out


def wild_codes_in(counts: Sequence[int]) -> list[int]:
    """The hand's wild cards, cheapest first (2s before jokers), one entry per copy."""
    out: list[int] = []
    for c in WILD_CODES:
        out.extend([c] * counts[c])
    return out


def hand_value(counts: Sequence[int]) -> int:
    """The card points of a hand (what it costs a side when the hand ends)."""
    return sum(VALUES[c] * k for c, k in enumerate(counts) if k)


def sequence_ends(lo: int, hi: int, suit: int) -> list[int]:
    """The codes of the cards that extend the sequence ``lo..hi`` of ``suit``: the card below
    and the card above, within 4..A (see `extends_sequence`).

    >>> [str(CARDS[c]) for c in sequence_ends(0, 2, 1)], [str(CARDS[c]) for c in sequence_ends(7, 10, 3)]
    (['7D'], ['TS'])
    """
    return [code_of(r, suit) for r in (lo - 1, hi + 1) if extends_sequence(lo, hi, r)]


# ---------------------------------------------------------------------------- light melds
class LightMeld:
    """A meld as numbers, mutable: for planning moves without building engine melds.

    ``rank`` is a group's rank index (-1 otherwise), ``suit`` a sequence's suit index and
    ``lo``/``hi`` its ranks, ``nat``/``wild`` the natural and wild cards, ``n`` all cards and
    ``value`` their points. `add` and `absorb` change it by the engine's meld rules; `kind`
    follows. A meld not yet on the table has id -1.

    >>> seq = LightMeld.from_codes([c.code for c in parse_cards("6H 7H 8H")])
    >>> seq.kind, seq.lo, seq.hi, seq.value, [str(CARDS[c]) for c in seq.ends()]
    (<MeldKind.SEQUENCE: 'sequence'>, 2, 4, 20, ['5H', '9H'])
    >>> seq.extended_by(Card.parse("9H").code), seq.add([Card.parse("9S").code])
    (True, False)
    >>> seq.add([c.code for c in parse_cards("4H 5H 9H TH")]), seq.kind, seq.n, seq.value
    (True, <MeldKind.SAMBA: 'samba'>, 7, 50)
    >>> group = LightMeld.from_codes([c.code for c in parse_cards("KC KD KS 2C")])
    >>> group.kind, group.add([JOKER]), group.add([Card.parse("KH").code]), group.n
    (<MeldKind.GROUP: 'group'>, False, True, 5)
    """

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
    def from_codes(cls, codes: Sequence[int], id: int = -1) -> LightMeld:
        """The meld that ``codes`` make when laid as a new meld (they must form one:
        `melds.classify` is the check)."""
        nats = [c for c in codes if IS_NATURAL[c]]
        others = len(codes) - len(nats)
        if not nats and codes and all(IS_BLACK_THREE[c] for c in codes):
            m = cls(id, MeldKind.BLACK_THREES, rank=RANK_THREE, nat=len(codes), n=len(codes))
        elif len({c >> 2 for c in nats}) == 1 and (others or len(nats) >= 3):
            m = cls(id, GROUP, rank=nats[0] >> 2, nat=len(nats), wild=others, n=len(codes))
        elif nats:
            ranks = [c >> 2 for c in nats]
            m = cls(id, SEQUENCE, suit=nats[0] & 3, lo=min(ranks), hi=max(ranks),
                    nat=len(nats), n=len(nats))
        else:
            m = cls(id, WILD_GROUP, wild=len(codes), n=len(codes))
        m.value = sum(VALUES[c] for c in codes)
        m._refresh_kind()
        return m

    def copy(self) -> LightMeld:
        return LightMeld(self.id, self.kind, self.rank, self.suit, self.lo, self.hi, self.nat,
                         self.wild, self.n, self.value)

    @property
    def is_group(self) -> bool:
        return self.kind in GROUP_KINDS

    @property
    def is_seven(self) -> bool:
        """Whether it counts toward the going-out requirement (a "7-card meld")."""
        return self.kind in SEVEN_KINDS

    @property
    def bonus(self) -> int:
        """The meld's bonus if the hand ended now (`meld_bonus`)."""
        return MELD_BONUS.get(self.kind, 0)

    def ends(self) -> list[int]:
        """The codes that extend this open sequence (`sequence_ends`; none for other kinds)."""
        if self.kind != SEQUENCE:
            return []
        return sequence_ends(self.lo, self.hi, self.suit)

    def extended_by(self, code: int) -> bool:
        """Whether the card ``code`` alone extends this open sequence (at either end)."""
        return (self.kind == SEQUENCE and IS_NATURAL[code] and code & 3 == self.suit
                and extends_sequence(self.lo, self.hi, code >> 2))

    def add(self, codes: Sequence[int]) -> bool:
        """Add cards to the meld by the rules of `melds.extend`; False (and no change) when
        they do not fit: a group takes naturals of its rank and wild cards while it keeps twice
        as many naturals as wild cards (at most two), a sequence naturals of its suit that
        continue it without a gap up to seven cards, a wild meld (Bolivia rule) wild cards up
        to seven; sambas, bolivias and black 3s take nothing."""
        if not codes:
            return False
        kind = self.kind
        if kind in GROUP_KINDS:
            wild = 0
            for c in codes:
                if IS_WILD[c]:
                    wild += 1
                elif not IS_NATURAL[c] or c >> 2 != self.rank:
                    return False
            nat = self.nat + len(codes) - wild
            if not group_wilds_allowed(nat, self.wild + wild):
                return False
            self.nat = nat
            self.wild += wild
        elif kind == SEQUENCE:
            ranks = []
            for c in codes:
                if not IS_NATURAL[c] or c & 3 != self.suit:
                    return False
                ranks.append(c >> 2)
            ranks.sort()
            lo, hi = min(self.lo, ranks[0]), max(self.hi, ranks[-1])
            n = self.n + len(codes)
            if hi - lo + 1 != n or n > 7 or len(set(ranks)) != len(ranks) \
                    or any(self.lo <= r <= self.hi for r in ranks):
                return False
            self.lo, self.hi = lo, hi
            self.nat += len(codes)
        elif kind == WILD_GROUP:
            if not all(IS_WILD[c] for c in codes) or self.n + len(codes) > 7:
                return False
            self.wild += len(codes)
        else:
            return False
        self.n += len(codes)
        self.value += sum(VALUES[c] for c in codes)
        self._refresh_kind()
        return True

    def absorb(self, other: LightMeld) -> None:
        """Merge ``other``, a group of the same rank, into this one (`melds.merge`; the
        caller checks `group_wilds_allowed` for the sum)."""
        self.nat += other.nat
        self.wild += other.wild
        self.n += other.n
        self.value += other.value
        self._refresh_kind()

    def _refresh_kind(self) -> None:
        kind = self.kind
        if kind in GROUP_KINDS:
            self.kind = group_kind(self.n - self.wild, self.wild)
        elif kind == SEQUENCE:
            self.kind = sequence_kind(self.n)
        elif kind == WILD_GROUP:
            self.kind = wild_meld_kind(self.n)

    def __repr__(self) -> str:
        return (f"LightMeld({self.id}, {self.kind}, r{self.rank} s{self.suit} "
                f"{self.lo}-{self.hi} n{self.n} w{self.wild})")
