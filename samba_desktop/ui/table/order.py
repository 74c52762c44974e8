"""The order cards are shown in: the human's hand by suit or by rank, in groups; the melds of a
side, and each meld's cards. The table and the hand viewer both show melds in this order."""

from __future__ import annotations

from samba_desktop.engine import GROUP_KINDS, SEQUENCE_KINDS, Card, MeldKind, MeldState

SUIT_ORDER = "SHCD"  # alternating colours
RANK_ORDER = "AKQJT98765432"


def _rank_key(card: Card) -> int:
    return RANK_ORDER.index(card.rank) if card.rank in RANK_ORDER else 99


def hand_groups(cards: list[Card], mode: str = "suit") -> list[list[Card]]:
    """The hand in display groups: suits (high to low) or ranks; then wild cards; then 3s."""
    naturals = [c for c in cards if c.is_natural]
    wilds = sorted((c for c in cards if c.is_wild),
                   key=lambda c: (not c.is_joker, SUIT_ORDER.index(c.suit) if c.suit else 0))
    threes = sorted((c for c in cards if not c.is_natural and not c.is_wild),
                    key=lambda c: (not c.is_red_three, SUIT_ORDER.index(c.suit)))
    groups: list[list[Card]] = []
    if mode == "rank":
        for rank in RANK_ORDER:
            g = sorted((c for c in naturals if c.rank == rank),
                       key=lambda c: SUIT_ORDER.index(c.suit))
            if g:
                groups.append(g)
    else:
        for suit in SUIT_ORDER:
            g = sorted((c for c in naturals if c.suit == suit), key=_rank_key)
            if g:
                groups.append(g)
    if wilds:
        groups.append(wilds)
    if threes:
        groups.append(threes)
    return groups


def meld_order(meld: MeldState) -> tuple[int, int, int]:
    order = "SHCD"
    if meld.kind in SEQUENCE_KINDS:
        return (0, order.index(meld.cards[0].suit), meld.lo)
    if meld.kind in GROUP_KINDS:
        return (1, -meld.rank, meld.id)
    return (2, 0, meld.id)


def meld_cards(meld: MeldState) -> list[Card]:
    """A meld's cards in display order; a stack gets a fitting card on top (last): a natural
    of its rank, black on a mixed canasta, red on a pure one."""
    cards = list(meld.cards)
    if meld.kind in SEQUENCE_KINDS:
        ranks = "456789TJQKA"
        return sorted(cards, key=lambda c: ranks.index(c.rank))
    naturals = sorted((c for c in cards if c.is_natural), key=lambda c: "SHCD".index(c.suit))
    wilds = [c for c in cards if not c.is_natural]
    if meld.kind == MeldKind.PURE_CANASTA:
        red = [c for c in naturals if c.suit in "HD"]
        if red:
            naturals.remove(red[0])
            return naturals + [red[0]]
        return naturals
    if meld.kind == MeldKind.MIXED_CANASTA:
        black = [c for c in naturals if c.suit in "SC"]
        top = black[0] if black else naturals[0]
        naturals.remove(top)
        return wilds + naturals + [top]
    # a group: its wild cards first, so that its face (the card on top) is a natural
    return wilds + naturals
