"""Words for cards, melds and moves, in the player's language (through Qt's translation).

These are display strings shared by the model's move log and by the views.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from samba_desktop.engine import (
    MESSAGES,
    SEQUENCE_KINDS,
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    Extend,
    Game,
    IllegalMove,
    LayRedThree,
    Meld,
    MeldKind,
    Merge,
    Move,
    Pass,
    TakePile,
    TakeTop,
)
from samba_desktop.engine.messages import RANK_WORDS, SUIT_WORDS

from .config import localized_name
from .locale_format import number

SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RED_SUITS = frozenset("DH")
_ENGINE_WORDS = frozenset((*RANK_WORDS.values(), *SUIT_WORDS.values()))


def _tr(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def QT_TRANSLATE_N_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name
    """Mark ``text`` (with a count, ``%n``) as a plural text of ``context`` for lupdate, which
    tools/i18n.py shows it as a plural translation call; the text itself is returned as it is
    and translated where it is shown, with its count."""
    del context
    return text


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


def object_label(cards: Iterable[Card]) -> str:
    """Cards as the object of a sentence ("You discarded {card}"): a lone joker with the article
    or case its language wants ("a joker", "einen Joker", "žolíka"), other cards as labels."""
    cards = tuple(cards)
    if len(cards) == 1 and cards[0].is_joker:
        return QCoreApplication.translate("Texts", "a joker",
                                          "a joker as the object of a move: You discarded a joker")
    return cards_label(cards)


def illegal_message(exc: IllegalMove) -> str:
    """The engine's reason, translated by key (falls back to the engine's English text).

    The templates are listed for lupdate in ``engine_messages_tr.py``; the words the engine
    puts into them (a rank, a suit, "Joker", a number) are translated too.
    """
    if exc.key == "pile_blocked" and exc.params.get("card") == "Joker":
        return _tr("The pile is blocked: nobody may take it while a joker is on top.")
    if exc.key in MESSAGES:
        params = {name: _param(name, value) for name, value in exc.params.items()}
        try:
            return QCoreApplication.translate("IllegalMove", MESSAGES[exc.key]).format(**params)
        except (KeyError, IndexError, ValueError):
            pass
    return str(exc)


def table_error_message(code: str) -> str:
    """A hosted table's ``error`` (NETWORK_CONTRACT.md's codes) in the player's language."""
    texts = {
        "bad_token": _tr("This link does not open the table: the host may have closed it or "
                         "started another one."),
        "table_full": _tr("Every seat at this table is taken."),
        "seat_taken": _tr("That seat is taken."),
        "bad_secret": _tr("Your seat at this table can no longer be taken back."),
        "not_joined": _tr("You have not joined this table."),
        "bad_message": _tr("The table could not read what this app sent."),
        "too_large": _tr("The message was too long for the table."),
        "not_your_turn": _tr("Please wait: it is not your turn."),
    }
    return texts.get(code, _tr("The table refused that."))


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
    labels: dict[str, str] = {
        MeldKind.GROUP: _tr("group"),
        MeldKind.SEQUENCE: _tr("sequence"),
        MeldKind.PURE_CANASTA: _tr("pure canasta"),
        MeldKind.MIXED_CANASTA: _tr("mixed canasta"),
        MeldKind.SAMBA: _tr("samba"),
        MeldKind.BLACK_THREES: _tr("black 3s"),
        MeldKind.WILD_GROUP: _tr("wild cards"),
        MeldKind.BOLIVIA: _tr("bolivia"),
    }
    return labels.get(kind, kind)


def sevens_template(template: str, n: int) -> str:
    """A translated "… {n}/2 …" count of 7-card melds, written as done once ``n`` reaches the
    two: "7-card melds {n}/2" for 1, "7-card melds {n} ✓" for 2 or 3 (never "3/2")."""
    return template.replace("{n}/2", "{n} \u2713") if n >= 2 else template


def meld_label(cards: Sequence[Card], kind: str) -> str:
    """A short caption for a meld: "♣ 4–7", "K ×5 + joker", "9 ×3"."""
    if not cards:
        return ""
    if kind in SEQUENCE_KINDS:
        ranks = "456789TJQKA"
        ordered = sorted(cards, key=lambda c: ranks.index(c.rank))
        return (f"{SUIT_SYMBOLS[ordered[0].suit]} {rank_label(ordered[0].rank)}"
                f"\u2013{rank_label(ordered[-1].rank)}")
    naturals = [c for c in cards if c.is_natural]
    wilds = [c for c in cards if c.is_wild]
    if kind == MeldKind.BLACK_THREES:
        return _tr("3 \u00d7{n}").format(n=len(cards))
    if not naturals:
        return _tr("wild \u00d7{n}").format(n=len(wilds))
    text = f"{rank_label(naturals[0].rank)} \u00d7{len(naturals)}"
    if wilds:
        jokers = sum(1 for c in wilds if c.is_joker)
        twos = len(wilds) - jokers
        parts = []
        if jokers:
            parts.append(_tr("joker") if jokers == 1 else
                         QCoreApplication.translate("Texts", "%n joker(s)", "", jokers))
        if twos:
            parts.append(_tr("2") if twos == 1 else
                         QCoreApplication.translate("Texts", "%n two(s)", "", twos))
        text += " + " + " + ".join(parts)
    return text


def move_event(game: Game, seat: int, move: Move) -> tuple[str, dict[str, object]]:
    """The recent-moves log event for ``move``: its kind and parameters, taken from ``game``
    *before* the move is applied (see ``log_text`` for the words).

    ``game`` may be a Game or a PlayerView-like object with the same queries; only public
    information is kept (a draw does not say which cards came). The parameters are values, not
    words (cards, counts, a meld's cards and kind), so the line can be written in whatever
    language is current when it is shown.
    """
    if isinstance(move, Draw):
        n = min(2, game.stock_size)
        return ("stock_empty" if n == 0 else "draw_last" if n == 1 else "draw"), {}
    if isinstance(move, TakePile):
        return "take_pile", {"count": len(game.discard_pile), "cards": tuple(move.cards)}
    if isinstance(move, TakeTop):
        return "take_top", {"card": game.discard_pile[-1] if game.discard_pile else None}
    if isinstance(move, Meld):
        return "meld", {"melds": tuple(tuple(m) for m in move.melds)}
    if isinstance(move, Extend):
        return "extend", {"cards": tuple(move.cards),
                          "meld": _meld_of(game, seat, move.meld_id)}
    if isinstance(move, Merge):
        return "merge", {"meld": _meld_of(game, seat, move.meld_id)}
    if isinstance(move, LayRedThree):
        return "red_three", {}
    if isinstance(move, Discard):
        return "discard", {"card": move.card}
    if isinstance(move, Pass):
        return "pass", {}
    if isinstance(move, AskPartner):
        return "ask", {}
    if isinstance(move, Answer):
        return ("answer_yes" if move.yes else "answer_no"), {}
    return "other", {"text": str(move)}


def log_text(event: str, params: Mapping[str, Any], name: str, own: bool) -> str:
    """A line of the recent-moves log in the current language.

    ``own``: the event is the human player's, written in the second person ("You drew 2",
    "Du hast 2 gezogen") rather than with ``name`` in a third-person sentence.
    """
    who = localized_name(name)
    if event in _HEADINGS:
        return _HEADINGS[event](params)
    if event == "take_pile":
        count = int(params.get("count", 0))
        if own:
            text = QCoreApplication.translate(
                "Texts", "You took the pile (%n card(s)) with {cards}", "", count)
        else:
            text = QCoreApplication.translate(
                "Texts", "{name} took the pile (%n card(s)) with {cards}", "", count)
        return text.format(name=who, cards=cards_label(params.get("cards", ())))
    words = _LINES.get(event)
    if words is None:
        return str(params.get("text", event))
    text = words[0]() if own else words[1]()
    values = {"name": who}
    if "card" in params:
        card = params["card"]
        values["card"] = object_label([card]) if card is not None else "?"
    if "cards" in params:
        values["cards"] = object_label(params["cards"])
    if "melds" in params:
        values["cards"] = " \u00b7 ".join(cards_label(_in_order(m)) for m in params["melds"])
    if "meld" in params:
        meld = params["meld"]
        # "5 ×3" is not broken across two lines of the log
        values["meld"] = meld_label(*meld).replace(" \u00d7", "\u00a0\u00d7") if meld else "?"
    return text.format(**values)


# event -> (the human's own line, anyone else's line)
_LINES = {
    "stock_empty": (lambda: _tr("You found the stock empty: the hand ends"),
                    lambda: _tr("{name} found the stock empty: the hand ends")),
    "draw_last": (lambda: _tr("You drew the last card"),
                  lambda: _tr("{name} drew the last card")),
    "draw": (lambda: _tr("You drew 2"), lambda: _tr("{name} drew 2")),
    "take_top": (lambda: _tr("You took {card} onto a sequence"),
                 lambda: _tr("{name} took {card} onto a sequence")),
    "meld": (lambda: _tr("You melded {cards}"), lambda: _tr("{name} melded {cards}")),
    "extend": (lambda: _tr("You added {cards} to {meld}"),
               lambda: _tr("{name} added {cards} to {meld}")),
    "merge": (lambda: _tr("You merged two groups ({meld})"),
              lambda: _tr("{name} merged two groups ({meld})")),
    "red_three": (lambda: _tr("You laid a red 3"), lambda: _tr("{name} laid a red 3")),
    "discard": (lambda: _tr("You discarded {card}"), lambda: _tr("{name} discarded {card}")),
    "pass": (lambda: _tr("You passed"), lambda: _tr("{name} passed")),
    "ask": (lambda: _tr("You asked: \u201cMay I go out?\u201d"),
            lambda: _tr("{name} asked: \u201cMay I go out?\u201d")),
    "answer_yes": (lambda: _tr("You answered yes"), lambda: _tr("{name} answered yes")),
    "answer_no": (lambda: _tr("You answered no"), lambda: _tr("{name} answered no")),
    # only the human can take a move back
    "undo": (lambda: _tr("You took back a move"), lambda: _tr("You took back a move")),
    "went_out": (lambda: _tr("You went out"), lambda: _tr("{name} went out")),
}

# lines that belong to no player: a new game, a new hand, a hand without anybody going out
_HEADINGS = {
    "new_game": lambda p: _tr("New game \u2014 hand 1"),
    "hand": lambda p: _tr("Hand {n}").format(n=p.get("n", "")),
    "stock_out": lambda p: _tr("The stock ran out: nobody went out"),
}


def describe_move(game: Game, seat: int, move: Move, name: str, own: bool = False) -> str:
    """A line for the recent-moves log, written *before* ``move`` is applied to ``game``."""
    event, params = move_event(game, seat, move)
    return log_text(event, params, name, own)


_LOG_ORDER = "3456789TJQKA2"


def _in_order(cards: Iterable[Card]) -> list[Card]:
    """A new meld's cards as a player reads them: low to high, wild cards last (6♣ 7♣ 8♣)."""
    return sorted(cards, key=lambda c: (c.is_joker, 0 if c.is_joker else _LOG_ORDER.index(c.rank)))


def _meld_of(game: Game, seat: int, meld_id: int) -> tuple[tuple[Card, ...], str] | None:
    """The cards and kind of meld ``meld_id`` of ``seat``'s side, as they are now."""
    side = game.side_of(seat)
    for m in game.melds(side):
        if m.id == meld_id:
            return tuple(m.cards), m.kind
    return None
