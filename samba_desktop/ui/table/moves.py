"""Which card item goes to which slot after a change (libkcardgame's "move these cards to that
pile": cards belong to places, each place lays out its own).

After a move, `follow` carries exactly the cards the engine says it moved (`Movement`): each
item stays in its place unless a movement takes it, and a movement takes its cards' items from
the place they leave (the stock gives new ones) to the place they go. Anything else (a new
deal, an undo, a staging change, a resize) lays the whole table out again with `rematch`,
which matches the items to the slots by their faces. Neither touches the scene: they say which
item rests in which slot, and the scene moves them there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from samba_desktop.engine import Movement, Place, PlaceKind
from samba_desktop.ui.cards import BACK
from samba_desktop.ui.table.types import (
    PILE,
    STOCK,
    Region,
    RegionKind,
    Slot,
    TableCard,
    hand_region,
    meld_region,
    red3_region,
)

__all__ = ["Placed", "follow", "region_of", "rematch"]

#: an item in its slot
Placed = tuple[Slot, TableCard]


def region_of(place: Place) -> Region:
    """The region of the table where the cards of the engine's ``place`` lie."""
    match place.kind:
        case PlaceKind.STOCK:
            return STOCK
        case PlaceKind.PILE:
            return PILE
        case PlaceKind.HAND:
            return hand_region(place.owner)
        case PlaceKind.MELD:
            return meld_region(place.owner, place.meld_id)
        case PlaceKind.RED_THREES:
            return red3_region(place.owner)


def _place(region: Region | None, seat: int) -> Region | None:
    """The place a region belongs to: the staged melds are still in the hand of ``seat``."""
    if region is not None and region.kind is RegionKind.STAGE:
        return hand_region(seat)
    return region


def _face_key(place: Region | None, face: str, seat: int) -> str:
    """What a card in ``place`` must show to fill a slot there: any card in another player's
    hand (face down); else its face."""
    if place is None:
        return face
    if place.kind is RegionKind.HAND and place != hand_region(seat):
        return BACK
    return face


#: the items in each place (before a move, then as its movements carry them)
_Places = dict[Region | None, list[TableCard]]
#: a place and the face its cards show there (`_face_key`)
_Key = tuple[Region | None, str]


def follow(items: Sequence[TableCard], slots: Sequence[Slot], movements: Sequence[Movement],
           seat: int, from_stock: Callable[[], TableCard]) -> list[Placed] | None:
    """The items in ``slots`` after ``movements``: the table showed ``items`` before the move,
    ``seat`` is the player whose hand is shown. ``from_stock`` makes an item for a card drawn
    (lying on the stock). None when the table does not hold what the movements take (it was
    not in step with the game): then lay it out again (`rematch`)."""
    at: _Places = {}
    for item in items:
        at.setdefault(_place(item.region, seat), []).append(item)
    faces = _carry(at, _leaving(items, slots, seat), movements, seat, from_stock)
    return None if faces is None else _lay(at, faces, slots, seat)


def _carry(at: _Places, leaving: Counter[_Key], movements: Sequence[Movement], seat: int,
           from_stock: Callable[[], TableCard]) -> dict[int, str] | None:
    """Move the items of the cards of ``movements`` from place to place in ``at``; returns
    what each moved item shows now (its card, or its back), or None if a card is missing."""
    faces: dict[int, str] = {}
    for movement in movements:
        source = at.setdefault(region_of(movement.source), [])
        target = at.setdefault(region_of(movement.target), [])
        for card in movement.cards:
            face = BACK if card is None else str(card)
            if movement.source.kind is PlaceKind.STOCK:
                item: TableCard | None = from_stock()
            else:
                item = _take(source, face, faces, leaving, seat)
            if item is None:
                return None
            target.append(item)
            faces[id(item)] = face
    return faces


def _lay(at: _Places, faces: dict[int, str], slots: Sequence[Slot], seat: int
         ) -> list[Placed] | None:
    """Each slot with an item of its place that shows its face: first one that lies there
    already (a card kept in a staged meld stays there), then one that came (or moved within
    its place). None if a slot finds none or an item is left over."""
    pools: dict[_Key, list[TableCard]] = {}
    for place, placed in at.items():
        for item in placed:
            key = _face_key(place, faces.get(id(item), item.card_text), seat)
            pools.setdefault((place, key), []).append(item)

    def pool(slot: Slot) -> list[TableCard]:
        place = _place(slot.region, seat)
        return pools.get((place, _face_key(place, slot.text, seat)), [])

    found: list[TableCard | None] = []
    for slot in slots:
        items = pool(slot)
        kept = next((item for item in items if item.region == slot.region), None)
        if kept is not None:
            items.remove(kept)
        found.append(kept)
    out: list[Placed] = []
    for slot, kept in zip(slots, found, strict=True):
        if kept is None:
            items = pool(slot)
            if not items:
                return None
            kept = items.pop(0)
        out.append((slot, kept))
    if any(pools.values()):
        return None  # a card left over: the table showed more than the game has
    return out


def _leaving(items: Sequence[TableCard], slots: Sequence[Slot], seat: int) -> Counter[_Key]:
    """How many items of each region and face have no slot there any more."""
    left: Counter[_Key] = Counter((item.region, _face_key(item.region, item.card_text, seat))
                                  for item in items)
    left.subtract((slot.region, _face_key(slot.region, slot.text, seat)) for slot in slots)
    return left


def _take(items: list[TableCard], face: str, faces: dict[int, str],
          leaving: Counter[_Key], seat: int) -> TableCard | None:
    """Take the item of a card that leaves a place: one showing its face (of those, one from
    where such a card leaves, the last laid), else one face down (from a hidden hand)."""
    def shown(item: TableCard) -> str:
        return faces.get(id(item), item.card_text)

    def key(item: TableCard) -> _Key:
        return item.region, _face_key(item.region, item.card_text, seat)

    for wanted in dict.fromkeys((face, BACK)):
        alike = [k for k, item in enumerate(items) if shown(item) == wanted]
        if alike:
            gone = [k for k in alike if leaving[key(items[k])] > 0]
            item = items.pop((gone or alike)[-1])
            leaving[key(item)] -= 1
            return item
    return None


def rematch(items: Sequence[TableCard], slots: Sequence[Slot]
            ) -> tuple[list[tuple[Slot, TableCard | None]], list[TableCard]]:
    """Every slot with an item, if one fits: one of its region showing its face, else one
    showing its face anywhere (an undo takes cards back from the melds). Returns the slots
    with their items (None: no item fits) and the items left over."""
    by_region: dict[tuple[object, str], list[TableCard]] = {}
    for item in items:
        by_region.setdefault((item.region, item.card_text), []).append(item)
    out: list[tuple[Slot, TableCard | None]] = []
    taken: set[int] = set()
    for slot in slots:
        found = _first(by_region, [(slot.region, slot.text)], taken)
        out.append((slot, found))
    by_face: dict[tuple[object, str], list[TableCard]] = {}
    for item in items:
        if id(item) not in taken:
            by_face.setdefault(("", item.card_text), []).append(item)
    for k, (slot, found) in enumerate(out):
        if found is None:
            out[k] = (slot, _first(by_face, [("", slot.text)], taken))
    return out, [item for item in items if id(item) not in taken]


def _first(lists: dict[tuple[object, str], list[TableCard]], keys: list[tuple[object, str]],
           taken: set[int]) -> TableCard | None:
    for key in keys:
        items = lists.get(key)
        while items:
            item = items.pop(0)
            if id(item) not in taken:
                taken.add(id(item))
                return item
    return None
