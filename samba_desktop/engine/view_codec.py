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

`movements_to_wire(movements)` writes the cards a move carried (`Movement`, as the recipient
may see them: `Movement.seen_by`), a card it may not see as ``null``; `movements_from_wire`
reads them back as strictly:

>>> from samba_desktop.engine import Draw
>>> game = Game.new(Rules(players=2), seed=3); turn = game.turn
>>> seen = [m.seen_by(1 - turn) for m in game.apply(Draw())]
>>> movements_to_wire(seen)[0]["cards"], movements_to_wire(seen)[0]["target"] == {
...     "kind": "hand", "seat": turn}
([None, None], True)
>>> movements_from_wire(movements_to_wire(seen)) == tuple(seen)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import NUM_CODES, Card
from .game import Game
from .messages import IllegalMove
from .movements import Movement, Place, PlaceKind
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


# ------------------------------------------------------------------ a move's movements
#: a move carries cards between at most this many places (a take of the pile with its melds)
_MAX_MOVEMENTS = 64


def _place_to_wire(place: Place) -> dict[str, Any]:
    if place.kind is PlaceKind.HAND:
        return {"kind": place.kind.value, "seat": place.owner}
    if place.kind is PlaceKind.MELD:
        return {"kind": place.kind.value, "side": place.owner, "meld": place.meld_id}
    if place.kind is PlaceKind.RED_THREES:
        return {"kind": place.kind.value, "side": place.owner}
    return {"kind": place.kind.value}


def movements_to_wire(movements: Sequence[Movement]) -> list[dict[str, Any]]:
    """The JSON list of ``movements`` (see the module's docstring): each ``{"cards": [...],
    "source": PLACE, "target": PLACE}``, a place ``{"kind": "stock"}``, ``{"kind": "pile"}``,
    ``{"kind": "hand", "seat": I}``, ``{"kind": "meld", "side": S, "meld": ID}`` or
    ``{"kind": "red_threes", "side": S}``."""
    return [{"cards": [None if c is None else str(c) for c in m.cards],
             "source": _place_to_wire(m.source), "target": _place_to_wire(m.target)}
            for m in movements]


def _place_from_wire(data: object) -> Place:
    if not isinstance(data, dict):
        raise ValueError("a place must be an object")
    kind_text = data.get("kind")
    if not isinstance(kind_text, str) or kind_text not in PlaceKind.__members__.values():
        raise ValueError("unknown kind of place")
    kind = PlaceKind(kind_text)
    if kind is PlaceKind.HAND:
        return Place(kind, _count(data.get("seat"), "a seat", 5))
    if kind is PlaceKind.MELD:
        return Place(kind, _count(data.get("side"), "a side", 2),
                     _count(data.get("meld"), "a meld id", 100_000))
    if kind is PlaceKind.RED_THREES:
        return Place(kind, _count(data.get("side"), "a side", 2))
    return Place(kind)


def movements_from_wire(data: object) -> tuple[Movement, ...]:
    """The movements written by `movements_to_wire`; `ValueError` for anything malformed."""
    out = []
    for entry in _list(data, "movements", _MAX_MOVEMENTS):
        if not isinstance(entry, dict):
            raise ValueError("a movement must be an object")
        cards = tuple(None if text is None else Card.parse(text)
                      for text in _list(entry.get("cards"), "a movement's cards"))
        if not cards:
            raise ValueError("a movement carries at least one card")
        out.append(Movement(cards, _place_from_wire(entry.get("source")),
                            _place_from_wire(entry.get("target"))))
    return tuple(out)


# ------------------------------------------------------------------ the hands laid open
def hands_to_wire(game: Game) -> list[list[str]]:
    """Every seat's cards, bottom to top in card order, once ``game``'s hand is over (the
    players lay them open to count them: RULES.md, "Scoring a hand"); `ValueError` while the
    hand is in play, when they are hidden."""
    if game.in_play:
        raise ValueError("the hands are hidden while the hand is in play")
    return [_texts(game.hand(seat)) for seat in range(game.num_players)]


def hands_from_wire(data: object, view: PlayerView) -> list[list[Card]]:
    """The hands written by `hands_to_wire`, checked against ``view`` (a hand that is over,
    each hand of the size the view gives it, the view's own hand as it is); `ValueError` for
    anything else."""
    if view.in_play:
        raise ValueError("hands are laid open only once the hand is over")
    hands = [[Card.parse(text) for text in _list(hand, "a hand")]
             for hand in _list(data, "hands", 6)]
    if [len(hand) for hand in hands] != list(view.hand_sizes):
        raise ValueError("the hands laid open do not have the sizes the view gives them")
    if sorted(c.code for c in hands[view.seat]) != sorted(c.code for c in view.hand):
        raise ValueError("the hand laid open for this seat is not its hand")
    return hands


def laid_open(view: PlayerView, hands: Sequence[Sequence[Card]]) -> Game:
    """``view``'s game (`PlayerView.public_game`: the stock unknown) with every hand holding
    the cards of ``hands`` (read by `hands_from_wire`), as the table shows it at a hand's
    end."""
    g = view.public_game()
    for seat, cards in enumerate(hands):
        counts = [0] * NUM_CODES
        for card in cards:
            counts[card.code] += 1
        g.hands[seat] = counts  # (a new list: its cards are read anew)
    return g
