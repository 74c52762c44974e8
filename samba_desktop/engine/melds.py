"""Meld rules: classifying a would-be meld, extending and merging melds.

All functions work on card codes (see `cards`) and raise `IllegalMove` with a player's message.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import (
    CARDS,
    IS_NATURAL,
    IS_RED_THREE,
    IS_WILD,
    JOKER,
    RANKS,
    SUITS,
    VALUES,
    Card,
    to_cards,
)
from .codes import LightMeld
from .kinds import (
    BLACK_THREES,
    BOLIVIA,
    GROUP_KINDS,
    SAMBA,
    SEQUENCE,
    SEQUENCE_KINDS,
    SEVEN_KINDS,
    WILD_GROUP,
    WILD_KINDS,
    MeldKind,
)
from .messages import SUIT_WORDS, IllegalMove, illegal, rank_word
from .rules import (
    SEVEN,
    Rules,
    extends_sequence,
    group_kind,
    group_wilds_allowed,
    sequence_kind,
    wild_meld_kind,
)

__all__ = [
    "GROUP_KINDS", "SEQUENCE_KINDS", "SEVEN_KINDS", "WILD_KINDS", "MeldState", "classify",
    "extend", "is_seven", "meld_kind", "merge",
]


class MeldState:
    """A meld on the table. Immutable: changes make a new object with the same ``id``.

    ``rank`` is the group's rank index (-1 otherwise), ``suit`` the sequence's suit index,
    ``lo``/``hi`` the sequence's rank range, ``nat``/``wild`` the natural and wild card counts.
    """

    __slots__ = ("id", "kind", "codes", "rank", "suit", "lo", "hi", "nat", "wild", "_cards",
                 "_light")
    _light: LightMeld

    def __init__(self, id: int, kind: MeldKind, codes: tuple[int, ...], rank: int = -1,
                 suit: int = -1, lo: int = -1, hi: int = -1, nat: int = 0, wild: int = 0) -> None:
        self.id = id
        self.kind = kind
        self.codes = codes
        self.rank = rank
        self.suit = suit
        self.lo = lo
        self.hi = hi
        self.nat = nat
        self.wild = wild
        self._cards: tuple[Card, ...] | None = None
        # ``_light`` is set by `light` when first asked for (a meld is made on every extension)

    @property
    def cards(self) -> list[Card]:
        """The meld's cards (a new list the caller may change; cached between calls)."""
        cards = self._cards
        if cards is None:
            cards = self._cards = tuple([CARDS[c] for c in self.codes])
        return list(cards)

    def __len__(self) -> int:
        return len(self.codes)

    def light(self) -> LightMeld:
        """This meld as a `LightMeld` (made once and shared: copy it before changing it)."""
        try:
            return self._light
        except AttributeError:
            light = self._light = self.to_light()
            return light

    def to_light(self) -> LightMeld:
        """A new `LightMeld` of this meld, worked out from its fields (`light` keeps a shared
        one)."""
        return LightMeld(self.id, self.kind, self.rank, self.suit, self.lo, self.hi, self.nat,
                         self.wild, len(self.codes), sum([VALUES[c] for c in self.codes]))

    @property
    def is_seven(self) -> bool:
        return self.kind in SEVEN_KINDS

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MeldState):
            return NotImplemented
        return (self.id, self.kind, self.codes) == (other.id, other.kind, other.codes)

    def __hash__(self) -> int:
        return hash((self.id, self.codes))

    def __repr__(self) -> str:
        return f"<Meld {self.id} {self.kind}: {' '.join(str(c) for c in self.cards)}>"


def _check_group_wilds(nat: int, wild: int) -> None:
    if not group_wilds_allowed(nat, wild):
        raise illegal("too_many_wilds" if wild > 2 else "wild_ratio")


def classify(codes: list[int] | tuple[int, ...], bolivia: bool, going_out: bool,
             meld_id: int = 0) -> MeldState:
    """A new `MeldState` for ``codes`` laid on their own, or `IllegalMove`."""
    n = len(codes)
    if n < 3:
        raise illegal("too_few_cards")
    nat = wild = b3 = 0
    rank = -1
    same_rank = True
    for c in codes:
        if IS_NATURAL[c]:
            nat += 1
            r = c >> 2
            if rank < 0:
                rank = r
            elif r != rank:
                same_rank = False
        elif IS_WILD[c]:
            wild += 1
        elif IS_RED_THREE[c]:
            raise illegal("red_three_in_meld")
        else:
            b3 += 1
    if b3:
        if b3 != n:
            raise illegal("black_threes_alone")
        if not going_out:
            raise illegal("black_threes_only_going_out")
        return MeldState(meld_id, BLACK_THREES, tuple(sorted(codes)), rank=12, nat=n)
    if nat == 0:
        if not bolivia:
            raise illegal("wild_meld_needs_bolivia")
        if n > SEVEN:
            raise illegal("wild_meld_too_big")
        return MeldState(meld_id, wild_meld_kind(n), _sorted_wilds(codes), wild=n)
    if same_rank:
        _check_group_wilds(nat, wild)
        if wild:
            ordered = tuple(sorted(c for c in codes if IS_NATURAL[c])) + _sorted_wilds(
                [c for c in codes if IS_WILD[c]])
        else:
            ordered = tuple(sorted(codes))  # naturals only
        return MeldState(meld_id, group_kind(nat, wild), ordered, rank=rank, nat=nat, wild=wild)
    if wild:
        raise illegal("wild_in_sequence")
    return _sequence(codes, meld_id)


def _sorted_wilds(codes: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(codes, key=lambda c: (c == JOKER, c)))


def _sequence(codes: Iterable[int], meld_id: int) -> MeldState:
    suit = -1
    ranks = []
    for c in codes:
        s = c & 3
        if suit < 0:
            suit = s
        elif s != suit:
            raise illegal("not_one_rank_or_suit")
        ranks.append(c >> 2)
    n = len(ranks)
    if len(set(ranks)) != n:
        raise illegal("sequence_repeat")
    lo, hi = min(ranks), max(ranks)
    if hi - lo + 1 != n:
        raise illegal("sequence_gap")
    if n > SEVEN:
        raise illegal("sequence_too_long")
    ordered = tuple(r * 4 + suit for r in range(lo, hi + 1))
    return MeldState(meld_id, sequence_kind(n), ordered, suit=suit, lo=lo, hi=hi, nat=n)


def extend(meld: MeldState, codes: list[int] | tuple[int, ...]) -> MeldState:
    """The meld with ``codes`` added, or `IllegalMove`."""
    if not codes:
        raise illegal("choose_cards")
    kind = meld.kind
    if kind in GROUP_KINDS:
        rank = meld.rank
        if len(codes) == 1:  # the common case: one natural card of the group's rank
            c = codes[0]
            if IS_NATURAL[c] and c >> 2 == rank:
                # a natural more never breaks the wild-card ratio the group keeps
                nat, wild = meld.nat + 1, meld.wild
                all_codes = meld.codes
                return MeldState(meld.id, group_kind(nat, wild),
                                 tuple(sorted(all_codes[:meld.nat] + (c,))) + all_codes[meld.nat:],
                                 rank, -1, -1, -1, nat, wild)
            if not IS_WILD[c]:  # the common refusal: a card of another rank
                raise illegal("group_rank", rank=rank_word(RANKS[rank]))
        new_nats: list[int] = []
        new_wilds: list[int] = []
        for c in codes:
            if IS_WILD[c]:
                new_wilds.append(c)
            elif IS_NATURAL[c] and c >> 2 == rank:
                new_nats.append(c)
            else:
                raise illegal("group_rank", rank=rank_word(RANKS[rank]))
        nat, wild = meld.nat + len(new_nats), meld.wild + len(new_wilds)
        if not group_wilds_allowed(nat, wild):
            _check_group_wilds(nat, wild)  # raises with the reason
        # a group's codes are its naturals, sorted, then its wild cards (see `classify`)
        nats = meld.codes[:meld.nat]
        wilds = meld.codes[meld.nat:]
        if new_nats:
            nats = tuple(sorted(nats + tuple(new_nats)))
        if new_wilds:
            wilds = _sorted_wilds(wilds + tuple(new_wilds))
        return MeldState(meld.id, group_kind(nat, wild), nats + wilds, rank, -1, -1, -1, nat, wild)
    if kind == SEQUENCE:
        if len(codes) == 1:  # the common case: one natural card of the suit at either end
            c = codes[0]
            r = c >> 2
            if IS_NATURAL[c] and c & 3 == meld.suit and extends_sequence(meld.lo, meld.hi, r):
                # (a sequence's codes run from its lowest rank up, see `_sequence`)
                if r < meld.lo:
                    lo, hi, all_codes = r, meld.hi, (c,) + meld.codes
                else:
                    lo, hi, all_codes = meld.lo, r, meld.codes + (c,)
                n = hi - lo + 1
                return MeldState(meld.id, sequence_kind(n), all_codes, -1, meld.suit, lo, hi, n)
        for c in codes:
            if not IS_NATURAL[c] or c & 3 != meld.suit:
                if IS_WILD[c] or not IS_NATURAL[c]:
                    raise illegal("wild_in_sequence")
                raise illegal("sequence_suit", suit=SUIT_WORDS[SUITS[meld.suit]])
        return _sequence(list(meld.codes) + list(codes), meld.id)
    if kind == SAMBA:
        raise illegal("samba_closed")
    if kind == BOLIVIA:
        raise illegal("bolivia_closed")
    if kind == WILD_GROUP:
        if not all(IS_WILD[c] for c in codes):
            raise illegal("wild_meld_only_wilds")
        n = len(meld.codes) + len(codes)
        if n > SEVEN:
            raise illegal("wild_meld_too_big")
        return MeldState(meld.id, wild_meld_kind(n),
                         _sorted_wilds(list(meld.codes) + list(codes)), wild=n)
    raise illegal("black_threes_closed")


def merge(first: MeldState, second: MeldState) -> MeldState:
    """Two groups of one rank merged into one (keeping ``first``'s id), or `IllegalMove`."""
    if first.id == second.id:
        raise illegal("merge_same")
    if first.kind not in GROUP_KINDS or second.kind not in GROUP_KINDS or first.rank != second.rank:
        raise illegal("merge_groups_only")
    return extend(first, second.codes)


def meld_kind(cards: Iterable[Card | str] | str, rules: Rules | None = None,
              going_out: bool = False) -> MeldKind:
    """Classify a would-be meld laid on its own: ``"group"``, ``"pure_canasta"``, ... .

    Raises `IllegalMove` when the cards do not form a meld.
    """
    try:
        codes = [c.code for c in to_cards(cards)]
    except ValueError as exc:
        raise IllegalMove(str(exc), "not_a_move") from None
    bolivia = bool(rules.bolivia) if rules is not None else False
    return classify(codes, bolivia, going_out).kind


def is_seven(kind: str) -> bool:
    """Whether a meld of this kind counts toward the going-out requirement (a "7-card meld")."""
    return kind in SEVEN_KINDS
