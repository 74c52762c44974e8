"""Cards of the Samba deck: three 52-card decks plus six jokers (162 cards).

Internally every card is a small integer *code* so that hands can be kept as count arrays::

    code = rank_index * 4 + suit_index      (jokers: code 52)

with ranks ordered ``4 5 6 7 8 9 T J Q K A 2 3`` (indices 0..12) and suits ``C D H S``.
`Card` objects are interned: ``Card.parse("AH") is Card.parse("AH")``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

RANKS = "456789TJQKA23"
SUITS = "CDHS"
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}

NUM_CODES = 53
JOKER = 52
RANK_TWO = 11
RANK_THREE = 12
RANK_ACE = 10
NATURAL_RANKS = range(11)  # 4 .. A

#: copies of each code in the full deck
DECK_COUNTS = tuple([3] * 52 + [6])
DECK_SIZE = sum(DECK_COUNTS)  # 162


def rank_of(code: int) -> int:
    """Rank index 0..12 of a code (jokers: 13)."""
    return code >> 2 if code != JOKER else 13


def suit_of(code: int) -> int:
    """Suit index 0..3 of a code (jokers: -1)."""
    return code & 3 if code != JOKER else -1


def _value(code: int) -> int:
    if code == JOKER:
        return 50
    r, s = code >> 2, code & 3
    if r in (RANK_TWO, RANK_ACE):
        return 20
    if r == RANK_THREE:
        return 5 if s in (0, 3) else 0
    return 10 if r >= 4 else 5


#: card value per code (RULES.md "Card values")
VALUES = tuple(_value(c) for c in range(NUM_CODES))
IS_WILD = tuple(c == JOKER or c >> 2 == RANK_TWO for c in range(NUM_CODES))
IS_NATURAL = tuple(c != JOKER and c >> 2 <= RANK_ACE for c in range(NUM_CODES))
IS_RED_THREE = tuple(c != JOKER and c >> 2 == RANK_THREE and (c & 3) in (1, 2) for c in range(NUM_CODES))
IS_BLACK_THREE = tuple(c != JOKER and c >> 2 == RANK_THREE and (c & 3) in (0, 3) for c in range(NUM_CODES))
RED_THREE_CODES = (RANK_THREE * 4 + 1, RANK_THREE * 4 + 2)
BLACK_THREE_CODES = (RANK_THREE * 4, RANK_THREE * 4 + 3)
WILD_CODES = (RANK_TWO * 4, RANK_TWO * 4 + 1, RANK_TWO * 4 + 2, RANK_TWO * 4 + 3, JOKER)


class Card:
    """One playing card: an immutable, hashable value with ``.rank`` and ``.suit``.

    ``rank`` is one of ``4 5 6 7 8 9 T J Q K A 2 3`` or ``"JK"`` for a joker; ``suit`` is one of
    ``C D H S`` (``""`` for a joker). ``str(Card.parse("10H")) == "TH"``.
    """

    # The card's properties are plain attributes, set once per card: reading them is cheap.
    __slots__ = ("rank", "suit", "code", "is_wild", "is_natural", "is_red_three",
                 "is_black_three", "is_joker", "value")

    rank: str
    suit: str
    code: int
    is_wild: bool
    is_natural: bool
    is_red_three: bool
    is_black_three: bool
    is_joker: bool
    value: int

    def __new__(cls, rank: str, suit: str = "") -> Card:
        rank = str(rank).upper()
        suit = str(suit).upper()
        if rank == "10":
            rank = "T"
        if rank in ("JK", "JOKER", "*"):
            if suit:
                raise ValueError(f"not a card: a joker has no suit ({rank + suit!r})")
            return _CARDS[JOKER]
        if len(rank) != 1 or rank not in RANKS or len(suit) != 1 or suit not in SUITS:
            raise ValueError(f"not a card: rank {rank!r}, suit {suit!r}")
        return _CARDS[RANKS.index(rank) * 4 + SUITS.index(suit)]

    @classmethod
    def _make(cls, code: int) -> Card:
        card = object.__new__(cls)
        if code == JOKER:
            rank, suit = "JK", ""
        else:
            rank, suit = RANKS[code >> 2], SUITS[code & 3]
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "code", code)
        object.__setattr__(card, "is_wild", IS_WILD[code])
        object.__setattr__(card, "is_natural", IS_NATURAL[code])
        object.__setattr__(card, "is_red_three", IS_RED_THREE[code])
        object.__setattr__(card, "is_black_three", IS_BLACK_THREE[code])
        object.__setattr__(card, "is_joker", code == JOKER)
        object.__setattr__(card, "value", VALUES[code])
        return card

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from its text form: ``"AH"``, ``"10C"``, ``"TC"``, ``"JK"``."""
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r}")
        card = _BY_TEXT.get(text)
        if card is not None:
            return card  # written as `str` writes it (or with 10): found at once
        t = text.strip().upper()
        if t in ("JK", "JOKER", "*"):
            return _CARDS[JOKER]
        if len(t) < 2:
            raise ValueError(f"not a card: {text!r}")
        return cls(t[:-1], t[-1])

    @classmethod
    def from_code(cls, code: int) -> Card:
        return _CARDS[code]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        return (Card.from_code, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.code == other.code
        return NotImplemented

    def __hash__(self) -> int:
        return self.code

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.code < other.code

    def __str__(self) -> str:
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def pretty(self) -> str:
        """Text with a suit symbol, e.g. ``10♥`` or ``Joker``."""
        if self.code == JOKER:
            return "Joker"
        rank = "10" if self.rank == "T" else self.rank
        return rank + SUIT_SYMBOLS[self.suit]


_CARDS: tuple[Card, ...] = tuple(Card._make(c) for c in range(NUM_CODES))
CARDS = _CARDS
#: each card by its text form (``"TH"`` and ``"10H"``, ``"JK"``): `Card.parse`'s quick way
_BY_TEXT: dict[str, Card] = {str(c): c for c in _CARDS}
_BY_TEXT.update({"10" + c.suit: c for c in _CARDS if c.rank == "T"})


def parse_cards(text: str) -> list[Card]:
    """Read whitespace-separated cards: ``parse_cards("AH AS 10C JK")``; ``""`` gives ``[]``."""
    if not isinstance(text, str):
        raise ValueError(f"not a card list: {text!r}")
    return [Card.parse(t) for t in text.split()]


def card_value(card: Card) -> int:
    """The card's value: joker 50, 2 and ace 20, 8..K 10, 4..7 5, black 3 5, red 3 0."""
    return VALUES[to_card(card).code]


def to_card(obj: Card | str) -> Card:
    """A `Card` from a `Card` or its text form."""
    if isinstance(obj, Card):
        return obj
    if isinstance(obj, str):
        return Card.parse(obj)
    raise ValueError(f"not a card: {obj!r}")


def to_cards(obj: Iterable[Card | str] | str) -> tuple[Card, ...]:
    """A tuple of cards from a list of cards/texts or one whitespace-separated text."""
    if type(obj) is tuple or type(obj) is list:
        items = tuple(obj)
        for c in items:
            if type(c) is not Card:
                break
        else:
            return items  # all cards already (the common case)
    if isinstance(obj, str):
        return tuple(parse_cards(obj))
    if isinstance(obj, Card):
        return (obj,)
    try:
        return tuple(to_card(c) for c in obj)
    except TypeError:
        raise ValueError(f"not a card list: {obj!r}") from None


def full_deck() -> list[int]:
    """Codes of all 162 cards in a fixed order."""
    deck: list[int] = []
    for code, n in enumerate(DECK_COUNTS):
        deck.extend([code] * n)
    return deck


def sort_key_by_rank(card: Card) -> tuple[int, int]:
    """Natural order for display: 3s, 4..A, 2s, jokers."""
    code = card.code
    if code == JOKER:
        return (15, 0)
    r = code >> 2
    order = -1 if r == RANK_THREE else (13 if r == RANK_TWO else r)
    return (order, code & 3)
