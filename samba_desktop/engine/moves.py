"""Moves: small frozen values, each with a readable ``str()``.

Card arguments may be given as `Card` objects or their text form (``"AH"``); they are stored as
tuples of `Card`, so every move is hashable. The moves with card arguments define their own
``__init__`` (converting the arguments once); the dataclass gives equality, hashing and repr.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, assert_never

from .cards import Card, parse_cards, to_card, to_cards
from .messages import IllegalMove


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


#: sets a field of a frozen move in its ``__init__`` (called directly: a move is made for every
#: proposal, so its construction is kept to a few C calls)
_set = object.__setattr__


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the top two cards of the stock (the last one, if only one is left)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the whole discard pile: ``cards`` from hand join the top card in a new group."""

    cards: tuple[Card, ...]
    extra_melds: tuple[tuple[Card, ...], ...] = ()

    def __init__(self, cards: Iterable[Card | str] | str,
                 extra_melds: Iterable[Iterable[Card | str] | str] | str = ()) -> None:
        _set(self, "cards", to_cards(cards))
        _set(self, "extra_melds", _to_meld_list(extra_melds) if extra_melds != () else ())

    def __str__(self) -> str:
        text = f"take pile with {_cards_text(self.cards)}"
        for meld in self.extra_melds:
            text += f" + meld {_cards_text(meld)}"
        return text


@dataclass(frozen=True, slots=True)
class TakeTop:
    """Take only the top discard and add it to sequence ``meld_id`` of the player's side."""

    meld_id: int

    def __post_init__(self) -> None:
        if type(self.meld_id) is not int:
            _check_id(self.meld_id)

    def __str__(self) -> str:
        return f"take top card onto meld {self.meld_id}"


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay one or more new melds from hand in one action."""

    melds: tuple[tuple[Card, ...], ...]

    def __init__(self, melds: Iterable[Iterable[Card | str] | str] | str) -> None:
        if type(melds) is list and len(melds) == 1:  # the common case: one meld ...
            cards = melds[0]
            if type(cards) is list:  # ... of a list of cards (`to_cards`, a call fewer)
                items = tuple(cards)
                for c in items:
                    if type(c) is not Card:
                        items = to_cards(cards)
                        break
                _set(self, "melds", (items,))
            else:
                _set(self, "melds", (to_cards(cards),))
        else:
            _set(self, "melds", _to_meld_list(melds))

    def __str__(self) -> str:
        return "meld " + " | ".join(_cards_text(m) for m in self.melds)


@dataclass(frozen=True, slots=True)
class Extend:
    """Add cards from hand to meld ``meld_id`` of the player's side."""

    meld_id: int
    cards: tuple[Card, ...]

    def __init__(self, meld_id: int, cards: Iterable[Card | str] | str) -> None:
        if type(meld_id) is not int:
            _check_id(meld_id)
        _set(self, "meld_id", meld_id)
        if type(cards) is list and len(cards) == 1 and type(cards[0]) is Card:
            _set(self, "cards", (cards[0],))  # the common case (`to_cards`, a call fewer)
        else:
            _set(self, "cards", to_cards(cards))

    def __str__(self) -> str:
        return f"add {_cards_text(self.cards)} to meld {self.meld_id}"


@dataclass(frozen=True, slots=True)
class Merge:
    """Merge two groups of one rank of the player's side into one."""

    meld_id: int
    other_meld_id: int

    def __post_init__(self) -> None:
        if type(self.meld_id) is not int or type(self.other_meld_id) is not int:
            _check_id(self.meld_id)
            _check_id(self.other_meld_id)

    def __str__(self) -> str:
        return f"merge meld {self.other_meld_id} into meld {self.meld_id}"


@dataclass(frozen=True, slots=True)
class LayRedThree:
    """Lay one red 3 from hand in front of the side."""

    def __str__(self) -> str:
        return "lay a red 3"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a card; ends the turn (or the hand, if it was the last card)."""

    card: Card

    def __init__(self, card: Card | str) -> None:
        _set(self, "card", card if type(card) is Card else to_card(card))

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Pass:
    """End the turn keeping the last card (the side may not go out yet)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class AskPartner:
    """Ask the partner "May I go out?"."""

    def __str__(self) -> str:
        return "ask partner: may I go out?"


@dataclass(frozen=True, slots=True)
class Answer:
    """The partner's binding answer to "May I go out?"."""

    yes: bool = field(default=False)

    def __post_init__(self) -> None:
        if not isinstance(self.yes, bool):
            raise ValueError("Answer needs True or False")

    def __str__(self) -> str:
        return "answer: yes" if self.yes else "answer: no"


Move = Draw | TakePile | TakeTop | Meld | Extend | Merge | LayRedThree | Discard | Pass | AskPartner | Answer
MOVE_TYPES = (Draw, TakePile, TakeTop, Meld, Extend, Merge, LayRedThree, Discard, Pass, AskPartner, Answer)


def _check_id(meld_id: object) -> None:
    if type(meld_id) is not int:
        raise ValueError(f"meld id must be an integer, not {meld_id!r}")


def _to_meld_list(melds: object) -> tuple[tuple[Card, ...], ...]:
    if isinstance(melds, str):
        # "AH AS AD | 5S 6S 7S" is accepted as a convenience.
        return tuple(to_cards(part) for part in melds.split("|") if part.strip())
    try:
        return tuple(map(to_cards, melds))  # type: ignore[call-overload]
    except TypeError:
        raise ValueError(f"not a list of melds: {melds!r}") from None


def move_to_dict(move: Move) -> dict[str, Any]:
    """JSON-ready form of a move (for move logs and saves)."""
    name = type(move).__name__
    match move:
        case TakePile():
            return {"type": name, "cards": [str(c) for c in move.cards],
                    "extra_melds": [[str(c) for c in m] for m in move.extra_melds]}
        case Meld():
            return {"type": name, "melds": [[str(c) for c in m] for m in move.melds]}
        case Extend():
            return {"type": name, "meld_id": move.meld_id, "cards": [str(c) for c in move.cards]}
        case TakeTop():
            return {"type": name, "meld_id": move.meld_id}
        case Merge():
            return {"type": name, "meld_id": move.meld_id, "other_meld_id": move.other_meld_id}
        case Discard():
            return {"type": name, "card": str(move.card)}
        case Answer():
            return {"type": name, "yes": move.yes}
        case Draw() | LayRedThree() | Pass() | AskPartner():
            return {"type": name}
        case _:
            assert_never(move)


_BY_NAME = {t.__name__: t for t in MOVE_TYPES}


def move_from_dict(data: object) -> Move:
    """Inverse of `move_to_dict`; `ValueError` for anything malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("a move must be an object with a type")
    cls = _BY_NAME.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown move type {data['type']!r}")
    args = {k: v for k, v in data.items() if k != "type"}
    expected = set(cls.__dataclass_fields__)
    if set(args) - expected:
        raise ValueError(f"unexpected fields for {cls.__name__}")
    for key in ("cards",):
        if key in args and not isinstance(args[key], list):
            raise ValueError("cards must be a list")
    for key in ("melds", "extra_melds"):
        if key in args and not (isinstance(args[key], list)
                                and all(isinstance(m, list) for m in args[key])):
            raise ValueError(f"{key} must be a list of lists")
    try:
        return cls(**args)
    except TypeError as exc:
        raise ValueError(str(exc)) from None


_SIMPLE: dict[str, Move] = {"draw": Draw(), "pass": Pass(), "lay a red 3": LayRedThree(),
                            "ask partner: may I go out?": AskPartner(), "answer: yes": Answer(True),
                            "answer: no": Answer(False)}
_PATTERNS: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(r"discard (\S+)"), lambda m: Discard(_one_card(m[1]))),
    (re.compile(r"take top card onto meld (\d{1,9})"), lambda m: TakeTop(int(m[1]))),
    (re.compile(r"add (.+) to meld (\d{1,9})"), lambda m: Extend(int(m[2]), parse_cards(m[1]))),
    (re.compile(r"merge meld (\d{1,9}) into meld (\d{1,9})"),
     lambda m: Merge(int(m[2]), int(m[1]))),
    (re.compile(r"meld (.+)"), lambda m: Meld([parse_cards(part) for part in m[1].split("|")])),
    (re.compile(r"take pile with ([^+]+)((?: \+ meld [^+]+)*)"),
     lambda m: TakePile(parse_cards(m[1]),
                        [parse_cards(part.strip()[len("meld "):])
                         for part in m[2].split(" + ") if part.strip()])),
)


def _one_card(text: str) -> Card:
    cards = parse_cards(text)
    if len(cards) != 1:
        raise ValueError(text)
    return cards[0]


def parse_move(text: str) -> Move:
    """The move whose ``str()`` is ``text`` (runs of white space count as one space).

    >>> parse_move("take pile with 9D 9D + meld 4C 5C 6C")
    TakePile(cards=(Card('9D'), Card('9D')), extra_melds=((Card('4C'), Card('5C'), Card('6C')),))
    >>> all(parse_move(str(m)) == m for m in (Draw(), Discard("AD"), Merge(2, 5), Answer(True)))
    True
    >>> parse_move("fold")
    Traceback (most recent call last):
    ...
    samba_desktop.engine.messages.IllegalMove: That is not a move.

    `IllegalMove` (a `ValueError`) for text that is no move.
    """
    t = " ".join(text.split()) if isinstance(text, str) else ""
    simple = _SIMPLE.get(t)
    if simple is not None:
        return simple
    for pattern, build in _PATTERNS:
        if m := pattern.fullmatch(t):
            try:
                move: Move = build(m)
            except ValueError:
                break
            if all(cards for cards in _card_lists(move)):
                return move
            break
    raise IllegalMove.of("not_a_move", {})


def _card_lists(move: Move) -> tuple[tuple[Card, ...], ...]:
    """The card lists a parsed move must not have empty."""
    match move:
        case TakePile():
            return (move.cards, *move.extra_melds)
        case Meld():
            return move.melds
        case Extend():
            return (move.cards,)
        case _:
            return ()
