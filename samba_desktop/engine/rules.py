"""Rule options (`Rules`) and the rules themselves as small pure functions (RULES.md).

Every floor of the application (engine, computer players, persistence, model, views) asks these
functions instead of coding a rule again. Ranks are rank indices as in `cards` (``4`` = 0, ...,
ace = 10).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING, Any

from .cards import IS_RED_THREE
from .kinds import (
    BOLIVIA,
    GROUP,
    MIXED_CANASTA,
    PURE_CANASTA,
    SAMBA,
    SEQUENCE,
    SEVEN_KINDS,
    WILD_GROUP,
    MeldKind,
)

if TYPE_CHECKING:
    from .cards import Card

#: sides at the player counts that play in partnerships (RULES.md "Players"); others play alone
PARTNERSHIP_SIDES: dict[int, int] = {4: 2, 6: 3}
#: cards of a "7-card meld": a samba (the longest sequence), a canasta, a bolivia
SEVEN = 7
#: the rank index of the ace, the highest rank of a sequence
_ACE = 10


def sides_for(players: int) -> int:
    """The number of sides at ``players``: partnerships at 4 and 6 players, alone otherwise.

    >>> [sides_for(n) for n in range(2, 7)]
    [2, 3, 2, 5, 3]
    """
    return PARTNERSHIP_SIDES.get(players, players)


def side_of(seat: int, players: int) -> int:
    """The side of ``seat`` at a table of ``players``: partners sit every `sides_for`-th seat.

    >>> side_of(3, 4), side_of(4, 6), side_of(4, 5)
    (1, 1, 4)
    """
    return seat % sides_for(players)


def seats_of(side: int, players: int) -> list[int]:
    """The seats of ``side`` at a table of ``players``, lowest first (one seat without partners).

    >>> seats_of(1, 4), seats_of(0, 6), seats_of(2, 3)
    ([1, 3], [0, 3], [2])
    """
    return list(range(side, players, sides_for(players)))


def group_wilds_allowed(naturals: int, wilds: int) -> bool:
    """Whether a group may hold ``wilds`` wild cards beside ``naturals`` natural cards.

    A group has at most two wild cards, and at least twice as many naturals as wild cards.

    >>> group_wilds_allowed(2, 1), group_wilds_allowed(3, 2), group_wilds_allowed(6, 3)
    (True, False, False)
    """
    return wilds <= 2 and naturals >= 2 * wilds


def group_wild_room(naturals: int, wilds: int) -> int:
    """How many more wild cards a group of ``naturals`` and ``wilds`` may take (never negative).

    >>> group_wild_room(2, 0), group_wild_room(3, 0), group_wild_room(4, 1), group_wild_room(9, 2)
    (1, 1, 1, 0)
    """
    return max(0, min(2, naturals // 2) - wilds)


def group_kind(naturals: int, wilds: int) -> MeldKind:
    """The kind of a group: a canasta from seven cards on, pure without wild cards.

    >>> group_kind(6, 0), group_kind(7, 0), group_kind(5, 2)
    (<MeldKind.GROUP: 'group'>, <MeldKind.PURE_CANASTA: 'pure_canasta'>, \
<MeldKind.MIXED_CANASTA: 'mixed_canasta'>)
    """
    if naturals + wilds >= SEVEN:
        return PURE_CANASTA if wilds == 0 else MIXED_CANASTA
    return GROUP


def sequence_kind(length: int) -> MeldKind:
    """The kind of a sequence of ``length`` cards: seven cards are a samba.

    >>> sequence_kind(6), sequence_kind(7)
    (<MeldKind.SEQUENCE: 'sequence'>, <MeldKind.SAMBA: 'samba'>)
    """
    return SAMBA if length >= SEVEN else SEQUENCE


def wild_meld_kind(size: int) -> MeldKind:
    """The kind of a meld of wild cards only (Bolivia rule): seven wild cards are a bolivia.

    >>> wild_meld_kind(3), wild_meld_kind(7)
    (<MeldKind.WILD_GROUP: 'wild_group'>, <MeldKind.BOLIVIA: 'bolivia'>)
    """
    return BOLIVIA if size >= SEVEN else WILD_GROUP


def extends_sequence(lo: int, hi: int, rank: int) -> bool:
    """Whether a natural card of ``rank``, of the sequence's suit, extends the sequence ``lo..hi``.

    It must be next to one end, within 4..ace, and the sequence stays at most seven cards.

    >>> extends_sequence(3, 5, 2), extends_sequence(3, 5, 6), extends_sequence(3, 5, 7)
    (True, True, False)
    >>> extends_sequence(4, 10, 3), extends_sequence(8, 10, 11)
    (False, False)
    """
    return (rank == lo - 1 or rank == hi + 1) and 0 <= rank <= _ACE and hi - lo + 2 <= SEVEN


def requirement_met(kinds: Iterable[str], bolivia: bool) -> bool:
    """Whether a side with melds of these kinds may go out.

    It needs two 7-card melds (sambas, canastas, bolivias); with the Bolivia rule one of them a
    samba.

    >>> requirement_met(["samba", "mixed_canasta", "group"], bolivia=False)
    True
    >>> requirement_met(["pure_canasta", "bolivia"], bolivia=True)
    False
    """
    sevens = 0
    samba = False
    for k in kinds:
        if k in SEVEN_KINDS:
            sevens += 1
            if k == SAMBA:
                samba = True
    return sevens >= 2 and (samba or not bolivia)


def may_keep(remaining: int, may_go_out: bool, rules: Rules) -> bool:
    """Whether a meld action without black 3s may leave ``remaining`` cards in hand.

    A player keeps at least ``rules.keep_cards`` cards (one or two) unless the side may go out
    then (``may_go_out``: two 7-card melds after the action, and the partner did not say no);
    going out may leave no card at all.

    >>> may_keep(1, False, Rules(keep_cards=2)), may_keep(1, True, Rules(keep_cards=2))
    (False, True)
    >>> may_keep(0, False, Rules()), may_keep(1, False, Rules())
    (False, True)
    """
    return remaining >= rules.keep_cards or may_go_out


def cards_gained_from_pile(rest: Sequence[int], rules: Rules) -> int:
    """How many of the discard pile's cards under its top (card codes ``rest``) go into the
    hand of the player who takes it: all of them, but under automatic red 3s each red 3 among
    them is laid at once instead.

    >>> from samba_desktop.engine import parse_cards
    >>> rest = [c.code for c in parse_cards("3H 9C 3D")]
    >>> cards_gained_from_pile(rest, Rules()), cards_gained_from_pile(rest, Rules(red_threes="auto"))
    (3, 1)
    """
    if rules.red_threes != "auto":
        return len(rest)
    return sum(1 for c in rest if not IS_RED_THREE[c])


def has_pile_pair(top: Card, cards: Iterable[Card]) -> bool:
    """Whether ``cards`` hold the pair that takes the discard pile with ``top`` on it.

    The top card must be natural, and at least two of ``cards`` naturals of its rank.

    >>> from samba_desktop.engine import Card, parse_cards
    >>> has_pile_pair(Card.parse("8H"), parse_cards("8C 8S 2D")), \
has_pile_pair(Card.parse("8H"), parse_cards("8C 2D"))
    (True, False)
    >>> has_pile_pair(Card.parse("2H"), parse_cards("2C 2S"))
    False
    """
    if not top.is_natural:
        return False
    rank = top.rank
    pair = 0
    for card in cards:
        if card.is_natural and card.rank == rank:
            pair += 1
            if pair == 2:
                return True
    return False


@dataclass(frozen=True)
class Rules:
    """The rule options a game is played with (RULES.md, "Variants")."""

    players: int = 4
    target_score: int = 10000
    red_threes: str = "manual"  # or "auto"
    keep_cards: int = 1  # or 2
    bolivia: bool = False
    max_hands: int | None = 60

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= 6:
            raise ValueError("players must be an integer from 2 to 6")
        if type(self.target_score) is not int or self.target_score <= 0:
            raise ValueError("target_score must be a positive integer")
        if self.red_threes not in ("manual", "auto"):
            raise ValueError('red_threes must be "manual" or "auto"')
        if type(self.keep_cards) is not int or self.keep_cards not in (1, 2):
            raise ValueError("keep_cards must be 1 or 2")
        if type(self.bolivia) is not bool:
            raise ValueError("bolivia must be True or False")
        if self.max_hands is not None and (type(self.max_hands) is not int or self.max_hands < 1):
            raise ValueError("max_hands must be a positive integer or None")

    @property
    def num_sides(self) -> int:
        """Partnerships at 4 and 6 players; everyone alone at 2, 3 and 5."""
        return sides_for(self.players)

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player: 15, or 13 with six players."""
        return 13 if self.players == 6 else 15

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Rules from `to_dict` output; `ValueError` for anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown rule options: {sorted(map(str, unknown))}")
        try:
            return cls(**data)
        except TypeError as exc:
            raise ValueError(str(exc)) from None


def initial_meld_minimum(score: int) -> int:
    """Card value a side's first meld of a hand must reach, given its score before the hand."""
    if score < 0:
        return 15
    if score < 1500:
        return 50
    if score < 3000:
        return 90
    if score < 7000:
        return 120
    return 150
