"""Where cards are, and how a move carries them from place to place.

`Game.apply` returns the `Movement`s a move made, in the order they happened: which cards, from
which `Place` to which. A table that shows the game moves exactly those cards (a card table's
"move these cards to that pile"), instead of guessing from before and after.

>>> from samba_desktop.engine import Game, Rules, Draw
>>> game = Game.setup(Rules(players=2), hands=["4H 5H 6H 9C 9D KS JK", "5C 5D 8S 8H QD QC AS"],
...                   stock="7C 7D 2H", discard="6S")
>>> moved = game.apply(Draw())
>>> [str(m) for m in moved]
['stock → hand of seat 0: 7C 7D']

A card another player cannot see stays hidden from them (`Movement.seen_by`):

>>> [str(m.seen_by(1)) for m in moved]
['stock → hand of seat 0: ?? ??']
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from .cards import Card


class PlaceKind(StrEnum):
    """The kinds of place a card can be in during a hand."""

    STOCK = "stock"  #: face down, drawn from the top
    PILE = "pile"  #: the discard pile, top card last
    HAND = "hand"  #: a player's hand (``Place.owner`` is the seat)
    MELD = "meld"  #: a meld on the table (``owner`` is the side, ``meld_id`` the meld)
    RED_THREES = "red_threes"  #: a side's row of red 3s (``owner`` is the side)


class Place(NamedTuple):
    """One place on the table: the stock, the pile, a seat's hand, a side's meld or red-3 row."""

    kind: PlaceKind
    owner: int = -1  #: the seat of a hand, the side of a meld or a red-3 row; -1 otherwise
    meld_id: int = 0  #: the id of a meld (``Game.melds``); 0 otherwise

    def __str__(self) -> str:
        if self.kind is PlaceKind.HAND:
            return f"hand of seat {self.owner}"
        if self.kind is PlaceKind.MELD:
            return f"meld {self.meld_id} of side {self.owner}"
        if self.kind is PlaceKind.RED_THREES:
            return f"red 3s of side {self.owner}"
        return str(self.kind)


STOCK = Place(PlaceKind.STOCK)
PILE = Place(PlaceKind.PILE)


def meld_place(side: int, meld_id: int) -> Place:
    """The meld ``meld_id`` of ``side``."""
    return Place(PlaceKind.MELD, side, meld_id)


def red_three_place(side: int) -> Place:
    """The row of red 3s of ``side``."""
    return _RED_THREES[side] if side < len(_RED_THREES) else Place(PlaceKind.RED_THREES, side)


#: the hand of each seat, by seat (a game has at most six)
HAND_PLACES = tuple(Place(PlaceKind.HAND, seat) for seat in range(6))
_RED_THREES = tuple(Place(PlaceKind.RED_THREES, side) for side in range(6))


class Movement(NamedTuple):
    """Cards that went from ``source`` to ``target`` together, in the order they were laid.

    A card is ``None`` where the one who looks cannot know it (see `seen_by`); the game's own
    movements name every card.
    """

    cards: tuple[Card | None, ...]
    source: Place
    target: Place

    def __str__(self) -> str:
        shown = " ".join("??" if c is None else str(c) for c in self.cards)
        return f"{self.source} → {self.target}: {shown}"

    def seen_by(self, seat: int) -> Movement:
        """This movement as the player in ``seat`` sees it: cards that go from the stock into
        another player's hand are face down (``None``); every other movement happens in the
        open (a discard, a meld, the pile taken, a red 3 laid)."""
        if self.source.kind is PlaceKind.STOCK and self.target.owner != seat \
                and self.target.kind is PlaceKind.HAND:
            return Movement((None,) * len(self.cards), self.source, self.target)
        return self
