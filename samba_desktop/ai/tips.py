"""Tips for beginners: which short pieces of advice fit the seat's position right now.

`applicable_tips(view)` looks only at the `PlayerView` and returns the keys of the tips that
apply, in `TIP_KEYS` order (the UI shows each once, in the player's language):

- ``"samba_in_reach"``: the side has an open sequence, and a samba around it is still possible
  with at most two ranks missing from the sequence and the hand;
- ``"block_with_black_three"``: after drawing, the seat holds a black 3 and the discard pile is
  big (at least `BIG_PILE` cards) and not blocked: discarding the 3 keeps the next player off it;
- ``"red_three_in_hand"``: it is the seat's turn and it still holds a red 3 (manual red 3s);
- ``"wild_cards_wasted"``: the side has a group holding wild cards that can never grow to seven
  cards (too few natural cards of its rank are left that are not in other melds);
- ``"may_go_out"``: it is the seat's turn and its side has its two 7-card melds.

No tip applies once the hand is over.
"""

from __future__ import annotations

from samba_desktop.engine import MeldKind, MeldState, Phase, PlayerView

from .outlook import samba_outlook

TIP_KEYS = ("samba_in_reach", "block_with_black_three", "red_three_in_hand",
            "wild_cards_wasted", "may_go_out")
BIG_PILE = 8
NATURAL_COPIES = 12  # three decks: three copies of each of the four suits
CANASTA = 7
MAX_WILDS = 2
_ACTIVE = (Phase.DRAW, Phase.MELD)


def _samba_in_reach(view: PlayerView) -> bool:
    for spans in samba_outlook(view).values():
        for span in spans:
            if span.possible and span.sequence and len(span.missing) <= 2:
                return True
    return False


def _blocks_pile(view: PlayerView) -> bool:
    if view.phase != Phase.MELD or view.turn != view.seat:
        return False
    pile = view.discard_pile
    if len(pile) < BIG_PILE:
        return False
    top = pile[-1]
    if not top.is_natural:
        return False  # a 3, a 2 or a joker on top: already blocked
    return any(c.is_black_three for c in view.hand)


def _red_three_in_hand(view: PlayerView) -> bool:
    if view.turn != view.seat or view.phase not in _ACTIVE or view.rules.red_threes != "manual":
        return False
    return any(c.is_red_three for c in view.hand)


def wasted_wild_groups(view: PlayerView) -> list[MeldState]:
    """The side's groups with wild cards that can never become a canasta: their rank has too
    few natural cards left outside the other melds on the table (own hand and pile included)."""
    side = view.side
    elsewhere: dict[str, int] = {}
    for s in range(view.num_sides):
        for meld in view.melds(s):
            if s == side and meld.kind == MeldKind.GROUP:
                continue  # the side's own groups of a rank may still be merged
            for card in meld.cards:
                if card.is_natural:
                    elsewhere[card.rank] = elsewhere.get(card.rank, 0) + 1
    wasted = []
    own_groups = [m for m in view.melds(side) if m.kind == MeldKind.GROUP]
    for meld in own_groups:
        wild = sum(1 for c in meld.cards if c.is_wild)
        if not wild:
            continue
        rank = next(c.rank for c in meld.cards if c.is_natural)
        naturals = NATURAL_COPIES - elsewhere.get(rank, 0)
        # the side's other groups of the rank count in `naturals` already (they may merge)
        best = naturals + min(MAX_WILDS, naturals // 2)
        if best < CANASTA:
            wasted.append(meld)
    return wasted


def _may_go_out(view: PlayerView) -> bool:
    return view.turn == view.seat and view.phase in _ACTIVE and view.requirement_met(view.side)


_RULES = {
    "samba_in_reach": _samba_in_reach,
    "block_with_black_three": _blocks_pile,
    "red_three_in_hand": _red_three_in_hand,
    "wild_cards_wasted": lambda view: bool(wasted_wild_groups(view)),
    "may_go_out": _may_go_out,
}


def applicable_tips(view: PlayerView) -> list[str]:
    """The keys of the tips that fit ``view`` now, in `TIP_KEYS` order (none once the hand is
    over: a tip is advice for the hand in play)."""
    if view.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        return []
    return [key for key in TIP_KEYS if _RULES[key](view)]
