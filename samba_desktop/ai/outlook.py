"""The samba outlook: which sambas a seat can still hope for, from what it can see.

A samba is seven cards of one suit in unbroken order; three decks hold three copies of each card,
so a span is lost once all three copies of one of its ranks are *gone*: seen in a meld that can
never give them up (any group or canasta, any samba, another side's sequence). Cards in the
seat's own hand, in its side's open sequences of that suit, in the discard pile (it can still be
taken) and unseen cards are not gone. See ENGINE_CONTRACT.md, "Player aids".

>>> outlook = samba_outlook(game.view(0))          # doctest: +SKIP
>>> [(s.low, s.high, s.possible) for s in outlook["H"]]   # doctest: +SKIP
[('4', 'T', True), ('5', 'J', True), ...]
"""

from __future__ import annotations

from dataclasses import dataclass, field

from samba_desktop.engine import Card, MeldKind, PlayerView

SUIT_LETTERS = "CDHS"
SEQUENCE_RANKS = "456789TJQKA"
SPAN_LENGTH = 7
COPIES = 3
#: the five spans per suit, low rank index first: 4–T, 5–J, 6–Q, 7–K, 8–A
SPAN_STARTS = tuple(range(len(SEQUENCE_RANKS) - SPAN_LENGTH + 1))


@dataclass(frozen=True)
class SambaSpan:
    """One of the five sambas of a suit, as this seat can judge it.

    ``low``/``high``: rank letters of the span's ends; ``possible``: every rank still has a copy
    that is not gone; ``missing``: one card per rank of the span that the seat neither holds nor
    has in its side's open sequences of the suit; ``unseen``: for each missing rank letter, how
    many copies this seat cannot see (other hands and the stock); ``gone``: for each rank letter
    of the span, how many copies are gone; ``sequence``: the side's open sequence of the suit that
    lies inside this span (the longest), or empty.
    """

    suit: str
    low: str
    high: str
    possible: bool
    missing: list[Card] = field(default_factory=list)
    unseen: dict[str, int] = field(default_factory=dict)
    gone: dict[str, int] = field(default_factory=dict)
    sequence: list[Card] = field(default_factory=list)

    @property
    def ranks(self) -> str:
        """The span's seven rank letters, low to high."""
        start = SEQUENCE_RANKS.index(self.low)
        return SEQUENCE_RANKS[start:start + SPAN_LENGTH]

    @property
    def lacking(self) -> int:
        """Cards the side's open sequence in this span still needs to become this samba."""
        return SPAN_LENGTH - len(self.sequence)


class SuitOutlook(list[SambaSpan]):
    """The five `SambaSpan` of one suit (a plain list to the contract), plus ``suit`` and
    ``sequences``: the side's open sequences of that suit, each in rank order."""

    def __init__(self, suit: str, spans: list[SambaSpan], sequences: list[list[Card]]) -> None:
        super().__init__(spans)
        self.suit = suit
        self.sequences = sequences

    @property
    def best_sequence(self) -> list[Card]:
        """The longest open sequence of the side in this suit (empty when there is none)."""
        return max(self.sequences, key=len, default=[])


def _rank_index(card: Card) -> int:
    return SEQUENCE_RANKS.index(card.rank)


def samba_outlook(view: PlayerView) -> dict[str, SuitOutlook]:
    """Per suit letter ``"C" "D" "H" "S"``, the five possible sambas as `SambaSpan` objects.

    Uses only what ``view`` shows: the seat's own hand, the melds on the table and the discard
    pile; never another player's cards or the stock.
    """
    own_side = view.side
    gone: dict[Card, int] = {}
    seen: dict[Card, int] = {}
    sequences: dict[str, list[list[Card]]] = {s: [] for s in SUIT_LETTERS}
    in_sequences: dict[str, set[str]] = {s: set() for s in SUIT_LETTERS}
    for side in range(view.num_sides):
        for meld in view.melds(side):
            cards = meld.cards
            for card in cards:
                seen[card] = seen.get(card, 0) + 1
            own_open = side == own_side and meld.kind == MeldKind.SEQUENCE
            if own_open and cards:
                suit = cards[0].suit
                ordered = sorted(cards, key=_rank_index)
                sequences[suit].append(ordered)
                in_sequences[suit].update(c.rank for c in ordered)
                continue
            for card in cards:
                if card.suit and card.rank in SEQUENCE_RANKS:
                    gone[card] = gone.get(card, 0) + 1
    held: set[Card] = set(view.hand)
    for card in view.hand:
        seen[card] = seen.get(card, 0) + 1
    for card in view.discard_pile:
        seen[card] = seen.get(card, 0) + 1

    outlook: dict[str, SuitOutlook] = {}
    for suit in SUIT_LETTERS:
        spans = []
        for start in SPAN_STARTS:
            ranks = SEQUENCE_RANKS[start:start + SPAN_LENGTH]
            cards = [Card(rank, suit) for rank in ranks]
            gone_here = {c.rank: min(COPIES, gone.get(c, 0)) for c in cards}
            possible = all(n < COPIES for n in gone_here.values())
            missing = [c for c in cards if c not in held and c.rank not in in_sequences[suit]]
            unseen = {c.rank: max(0, COPIES - seen.get(c, 0)) for c in missing}
            inside = [seq for seq in sequences[suit]
                      if start <= _rank_index(seq[0]) and _rank_index(seq[-1]) < start + SPAN_LENGTH]
            spans.append(SambaSpan(suit, ranks[0], ranks[-1], possible, missing, unseen,
                                   gone_here, max(inside, key=len, default=[])))
        outlook[suit] = SuitOutlook(suit, spans, sequences[suit])
    return outlook
