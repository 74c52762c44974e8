"""How the human's hand is arranged for display: by suit or by rank, in groups."""

from __future__ import annotations

from samba_desktop.engine import Card

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
