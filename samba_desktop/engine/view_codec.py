"""A `PlayerView` as a JSON object, and back: what a hosted table sends each seat.

`view_to_wire(view)` writes the fields NETWORK_CONTRACT.md names (``phase``, ``turn``,
``hand``, ``hand_sizes``, ``stock``, ``discard``, ``melds``, ``red_threes``, ``scores``) and
what a client needs to rebuild the same view for its own aids (hints, outlook, coach): the
rules, the dealer, the hand number, the turn's flags, the public move log, the cards known to
be in each hand (taken with the pile), the finished hands' results. `view_from_wire(data)`
reads it back strictly into a `PlayerView` equal in every public answer to the one written;
anything wrong is a `ValueError` (never another exception).

Nothing hidden is in it: a view holds no other hand, no stock order and no deal seed, so the
object written carries none either.

>>> from samba_desktop.engine import Game, Rules
>>> view = Game.new(Rules(players=4), seed=3).view(1)
>>> wire = view_to_wire(view)
>>> sorted(wire)[:5], len(wire["hand"]), wire["stock"] == view.stock_size
(['answer', 'asked', 'asker', 'dealer', 'discard'], 15, True)
>>> view_to_wire(view_from_wire(wire)) == wire
True
"""

from __future__ import annotations

from typing import Any

from .cards import NUM_CODES, Card
from .game import Game
from .messages import IllegalMove
from .moves import move_to_dict, parse_move
from .view import PlayerView

FORMAT = "samba-view"
VERSION = 1
#: a hand or the stock larger than this is no Samba table (162 cards in all)
_MAX_CARDS = 200
#: the card put in the place of another seat's unknown cards while the view is read back
_FILLER = "JK"

_STOCK_UNKNOWN = -1


def _texts(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def view_to_wire(view: PlayerView) -> dict[str, Any]:
    """The JSON object of ``view`` (see the module's docstring)."""
    g = view._g
    sides = range(g.nsides)
    return {
        "format": FORMAT,
        "version": VERSION,
        "seat": view.seat,
        "rules": g.rules.to_dict(),
        "phase": g.phase.value,
        "turn": g.turn,
        "dealer": g.dealer,
        "hand_number": g.hand_number,
        "hand": _texts(view.hand),
        "hand_sizes": list(g.sizes),
        "stock": len(g.stock),
        "discard": _texts(view.discard_pile),
        "melds": [[{"id": m.id, "kind": m.kind.value, "cards": _texts(m.cards)}
                   for m in g.melds(side)] for side in sides],
        "red_threes": [_texts(g.red_three_cards(side)) for side in sides],
        "scores": list(g.scores),
        "next_meld_id": g.next_id,
        "asked": g.asked,
        "answer": g.answer,
        "must_go_out": g.must_out,
        "asker": g.asker,
        "move_log": [[seat, str(move)] for seat, move in g.log],
        "known": [_texts(view.known_cards(s)) if s != view.seat else []
                  for s in range(g.nplayers)],
        "results": [r.to_dict() for r in g.results],
        "winner": g.winner,
        "full_deck": g.full_deck,
    }


def view_from_wire(data: object) -> PlayerView:
    """The `PlayerView` written by `view_to_wire`; `ValueError` for anything malformed."""
    try:
        return _from_wire(data)
    except ValueError:
        raise
    except (RecursionError, MemoryError):
        raise ValueError("view data is too deeply nested or too large") from None
    except Exception as exc:  # noqa: BLE001 - only ValueError leaves this function
        raise ValueError(f"malformed view data ({type(exc).__name__})") from None


def _list(value: object, name: str, limit: int = _MAX_CARDS) -> list[Any]:
    if not isinstance(value, list) or len(value) > limit:
        raise ValueError(f"{name} must be a list of at most {limit} entries")
    return value


def _count(value: object, name: str, limit: int = _MAX_CARDS) -> int:
    if type(value) is not int or not 0 <= value <= limit:
        raise ValueError(f"{name} must be a count from 0 to {limit}")
    return value


def _from_wire(d: object) -> PlayerView:
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise ValueError("this is not a Samba view")
    if d.get("version") != VERSION:
        raise ValueError("unknown view format version")
    seat = d.get("seat")
    sizes = [_count(s, "a hand size") for s in _list(d.get("hand_sizes"), "hand_sizes", 6)]
    if type(seat) is not int or not 0 <= seat < len(sizes):
        raise ValueError("seat must be a seat of the table")
    hand = _list(d.get("hand"), "hand")
    if len(hand) != sizes[seat]:
        raise ValueError("the hand does not have the size the view gives it")
    known = _list(d.get("known"), "known", 6)
    if len(known) != len(sizes):
        raise ValueError("known must list one entry per seat")
    hands: list[list[Any]] = []
    for s, size in enumerate(sizes):
        if s == seat:
            hands.append(hand)
            continue
        kept = _list(known[s], "known cards")
        if len(kept) > size:
            raise ValueError("more cards known in a hand than it holds")
        hands.append(kept + [_FILLER] * (size - len(kept)))
    sides = _list(d.get("red_threes"), "red_threes", 3)
    log: list[list[Any]] = []
    for entry in _list(d.get("move_log"), "move_log", 100_000):
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], str):
            raise ValueError("malformed move log entry")
        try:
            move = parse_move(entry[1][:2000])
        except IllegalMove:
            raise ValueError("the move log holds something that is not a move") from None
        log.append([entry[0], move_to_dict(move)])
    melds = []
    for side in _list(d.get("melds"), "melds", 3):
        melds.append([{"id": m.get("id"), "cards": m.get("cards")} if isinstance(m, dict) else m
                      for m in _list(side, "a side's melds")])
    game_dict = {
        "format": "samba-game", "version": 2, "rules": d.get("rules"), "seed": None,
        "full_deck": False, "dealer": d.get("dealer"), "turn": d.get("turn"),
        "phase": d.get("phase"), "hand_number": d.get("hand_number"), "hands": hands,
        "stock": [], "discard": d.get("discard"), "melds": melds,
        "red_threes": [len(_list(r, "a side's red 3s", 6)) for r in sides],
        "red_three_cards": sides,
        "scores": d.get("scores"), "next_meld_id": d.get("next_meld_id"), "asked": d.get("asked"),
        "answer": d.get("answer"), "must_go_out": d.get("must_go_out"), "asker": d.get("asker"),
        "move_log": log, "known": [[] if s == seat else _list(k, "known cards")
                                   for s, k in enumerate(known)],
        "results": d.get("results"), "winner": d.get("winner"),
    }
    g = Game.from_dict(game_dict)  # (it refuses a laid red 3 that is not a red 3)
    full_deck = d.get("full_deck")
    if type(full_deck) is not bool:
        raise ValueError("full_deck must be true or false")
    g.full_deck = full_deck
    # as `PlayerView` keeps them: the other hands emptied (their sizes kept), the stock unknown
    for s in range(g.nplayers):
        if s != seat:
            g.hands[s] = [0] * NUM_CODES
    g.stock = [_STOCK_UNKNOWN] * _count(d.get("stock"), "stock")
    view = PlayerView.__new__(PlayerView)
    view.seat = seat
    view._g = g
    return view
