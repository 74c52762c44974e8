"""The table's small closed vocabularies: where a card lies, what a drop target is, what is
dragged, as `StrEnum`s and `NamedTuple`s (each still equals its plain string or tuple)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from samba_desktop.engine import Card
from samba_desktop.ui.cards import BACK, CardRenderer
from samba_desktop.ui.table.items.card import CardItem


class RegionKind(StrEnum):
    """The places a card can lie on the table."""

    HAND = "hand"
    STOCK = "stock"
    PILE = "pile"
    MELD = "meld"
    STAGE = "stage"
    RED3 = "red3"


class InHand(NamedTuple):
    kind: RegionKind
    seat: int


class InMeld(NamedTuple):
    kind: RegionKind
    side: int
    meld_id: int


class InStage(NamedTuple):
    kind: RegionKind
    stage: int


class InRedThrees(NamedTuple):
    kind: RegionKind
    side: int


class Heap(NamedTuple):
    """The stock or the discard pile (no further coordinates)."""

    kind: RegionKind


Region = InHand | InMeld | InStage | InRedThrees | Heap


def hand_region(seat: int) -> InHand:
    return InHand(RegionKind.HAND, seat)


def meld_region(side: int, meld_id: int) -> InMeld:
    return InMeld(RegionKind.MELD, side, meld_id)


def stage_region(index: int) -> InStage:
    return InStage(RegionKind.STAGE, index)


def red3_region(side: int) -> InRedThrees:
    return InRedThrees(RegionKind.RED3, side)


PILE = Heap(RegionKind.PILE)
STOCK = Heap(RegionKind.STOCK)


class TargetKind(StrEnum):
    """Places cards may be dropped on (or clicked)."""

    MELD = "meld"
    NEW_MELD = "new_meld"
    STAGE = "stage"
    NEW_STAGE = "new_stage"
    PILE = "pile"
    STOCK = "stock"
    HAND = "hand"


#: which target wins where several overlap (lowest first)
TARGET_ORDER = {TargetKind.MELD: 0, TargetKind.STAGE: 0, TargetKind.PILE: 1,
                TargetKind.STOCK: 1, TargetKind.NEW_MELD: 2, TargetKind.NEW_STAGE: 2,
                TargetKind.HAND: 3}

#: targets in front of the human side (red 3s dropped there are laid)
PANEL_TARGETS = frozenset({TargetKind.MELD, TargetKind.NEW_MELD, TargetKind.STAGE,
                           TargetKind.NEW_STAGE})


@dataclass
class Target:
    """A place cards may be dropped on (or clicked): see TableController for what each does."""

    kind: TargetKind
    rect: QRectF
    data: int | None = None  # a meld's id, a staged meld's index
    lights: list[QGraphicsItem] = field(default_factory=list)

    @property
    def key(self) -> int:
        """The meld id or staged meld index of a meld or stage target."""
        assert self.data is not None, self
        return self.data


class DragKind(StrEnum):
    """What is being dragged."""

    HAND = "hand"
    STAGE = "stage"
    STOCK = "stock"
    PILE = "pile"
    MELD = "meld"


class Area(StrEnum):
    """The table's areas, each laid out by its own builder (see `areas`)."""

    HAND = "hand"
    SEATS = "seats"
    CENTRE = "centre"
    PANELS = "panels"


@dataclass
class Slot:
    """Where one card should rest: its region, face, place, stacking order and size."""

    region: Region
    text: str  #: the card's face ("TH"), or "back"
    pos: QPointF
    z: float
    width: float
    face_up: bool = True
    rotation: float = 0.0
    draggable: bool = False
    tip: str = ""  # what hovering the card shows (a meld's cards)


class TableCard(CardItem):
    """A card on the table, remembering where it belongs (its region and resting place)."""

    def __init__(self, text: str, renderer: CardRenderer, width: float, face_up: bool) -> None:
        super().__init__(text, renderer, width, face_up)
        self.region: Region | None = None
        self.home = QPointF()
        self.home_z = 0.0
        self.home_rotation = 0.0
        self.draggable = False
        self.arrival_connected = False

    def look(self) -> tuple[object, ...]:
        return (*super().look(), self.region, self.draggable)

    def card(self) -> Card | None:
        """The engine card this item shows, or None for a face-down card."""
        if self.card_text == BACK or not self.face_up:
            return None
        return Card.parse(self.card_text)
