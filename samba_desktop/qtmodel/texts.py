"""Words for cards, melds and moves, in the player's language (through Qt's translation).

These are display strings shared by the model's move log and by the views.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from samba_desktop.engine import (
    MESSAGES,
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    IllegalMove,
    LayRedThree,
    Meld,
    Merge,
    Pass,
    TakePile,
    TakeTop,
)
from samba_desktop.engine.messages import RANK_WORDS, SUIT_WORDS

from .locale_format import number

SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RED_SUITS = frozenset("DH")
_ENGINE_WORDS = frozenset((*RANK_WORDS.values(), *SUIT_WORDS.values()))


def _tr(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def rank_label(rank: str) -> str:
    """The rank as printed on a card: "10" for T."""
    return "10" if rank == "T" else rank


def card_label(card: Card) -> str:
    """``10♥``, ``A♠``; a joker is "Joker" (translated)."""
    if card.is_joker:
        return _tr("Joker")
    return rank_label(card.rank) + SUIT_SYMBOLS[card.suit]


def cards_label(cards: Iterable[Card]) -> str:
    return " ".join(card_label(c) for c in cards)


def illegal_message(exc: IllegalMove) -> str:
    """The engine's reason, translated by key (falls back to the engine's English text).

    The templates are listed for lupdate in ``engine_messages_tr.py``; the words the engine
    puts into them (a rank, a suit, "Joker", a number) are translated too.
    """
    if exc.key in MESSAGES:
        params = {name: _param(name, value) for name, value in exc.params.items()}
        try:
            return QCoreApplication.translate("IllegalMove", MESSAGES[exc.key]).format(**params)
        except (KeyError, IndexError, ValueError):
            pass
    return str(exc)


def _param(name: str, value: object) -> object:
    """A value quoted in an engine message, in the player's language."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return number(value)
    if not isinstance(value, str):
        return value
    if name in ("rank", "suit") and value in _ENGINE_WORDS:
        return QCoreApplication.translate("IllegalMoveWords", value)
    if name in ("card", "cards"):  # "10♥ Joker" from Card.pretty()
        return " ".join(_tr("Joker") if part == "Joker" else part for part in value.split(" "))
    return value


def kind_label(kind: str) -> str:
    """The name of a meld kind, e.g. "pure canasta"."""
    return {
        "group": _tr("group"),
        "sequence": _tr("sequence"),
        "pure_canasta": _tr("pure canasta"),
        "mixed_canasta": _tr("mixed canasta"),
        "samba": _tr("samba"),
        "black_threes": _tr("black 3s"),
        "wild_group": _tr("wild cards"),
        "bolivia": _tr("bolivia"),
    }.get(kind, kind)


def meld_label(cards: Sequence[Card], kind: str) -> str:
    """A short caption for a meld: "♣ 4–7", "K ×5 + joker", "9 ×3"."""
    if not cards:
        return ""
    if kind in ("sequence", "samba"):
        ranks = "456789TJQKA"
        ordered = sorted(cards, key=lambda c: ranks.index(c.rank))
        return (f"{SUIT_SYMBOLS[ordered[0].suit]} {rank_label(ordered[0].rank)}"
                f"\u2013{rank_label(ordered[-1].rank)}")
    naturals = [c for c in cards if c.is_natural]
    wilds = [c for c in cards if c.is_wild]
    if kind == "black_threes":
        return _tr("3 \u00d7{n}").format(n=len(cards))
    if not naturals:
        return _tr("wild \u00d7{n}").format(n=len(wilds))
    text = f"{rank_label(naturals[0].rank)} \u00d7{len(naturals)}"
    if wilds:
        jokers = sum(1 for c in wilds if c.is_joker)
        twos = len(wilds) - jokers
        parts = []
        if jokers:
            parts.append(_tr("joker") if jokers == 1 else _tr("{n} jokers").format(n=jokers))
        if twos:
            parts.append(_tr("2") if twos == 1 else _tr("{n} twos").format(n=twos))
        text += " + " + " + ".join(parts)
    return text


def describe_move(game, seat: int, move, name: str) -> str:
    """A line for the recent-moves log, written *before* ``move`` is applied to ``game``.

    ``game`` may be a Game or a PlayerView-like object with the same queries; only public
    information is used (a draw does not say which cards came).
    """
    if isinstance(move, Draw):
        n = min(2, game.stock_size)
        if n == 0:
            return _tr("{name} found the stock empty: the hand ends").format(name=name)
        if n == 1:
            return _tr("{name} drew the last card").format(name=name)
        return _tr("{name} drew 2").format(name=name)
    if isinstance(move, TakePile):
        pile = game.discard_pile
        took = QCoreApplication.translate("Texts", "{name} took the pile (%n card(s)) with {cards}",
                                          "", len(pile))
        return took.format(name=name, cards=cards_label(move.cards))
    if isinstance(move, TakeTop):
        top = game.discard_pile[-1] if game.discard_pile else None
        return _tr("{name} took {card} onto a sequence").format(
            name=name, card=card_label(top) if top else "?")
    if isinstance(move, Meld):
        melds = " \u00b7 ".join(cards_label(m) for m in move.melds)
        return _tr("{name} melded {cards}").format(name=name, cards=melds)
    if isinstance(move, Extend):
        target = _meld_caption(game, seat, move.meld_id)
        return _tr("{name} added {cards} to {meld}").format(
            name=name, cards=cards_label(move.cards), meld=target)
    if isinstance(move, Merge):
        target = _meld_caption(game, seat, move.meld_id)
        return _tr("{name} merged two groups ({meld})").format(name=name, meld=target)
    if isinstance(move, LayRedThree):
        return _tr("{name} laid a red 3").format(name=name)
    if isinstance(move, Discard):
        return _tr("{name} discarded {card}").format(name=name, card=card_label(move.card))
    if isinstance(move, Pass):
        return _tr("{name} passed").format(name=name)
    if isinstance(move, AskPartner):
        return _tr("{name} asked: \u201cMay I go out?\u201d").format(name=name)
    if isinstance(move, Answer):
        return (_tr("{name} answered yes") if move.yes else _tr("{name} answered no")).format(
            name=name)
    return str(move)


def _meld_caption(game, seat: int, meld_id: int) -> str:
    side = game.side_of(seat)
    for m in game.melds(side):
        if m.id == meld_id:
            return meld_label(m.cards, m.kind)
    return "?"
