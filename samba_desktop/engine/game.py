"""The game (a match of hands): state, turn flow and move legality.

State is lean for fast simulation: a hand is a list of 53 counts indexed by card code,
the stock and the discard pile are lists of codes with the top at the end, melds are immutable
`MeldState` objects replaced when they change. `copy()` is therefore cheap.

The contract's accessors read a cache of `Card` lists, private to the game: `hand(seat)` and
`discard_pile` return a new copy of one. The cached cards of a hand (and of the pile) belong to one
list object: they are used only while ``hands[seat]`` (``pile``) is that very list, so replacing
the list (a deal, a view, a copy, a loaded game) drops them. Every change *in place* is made
here, and updates the cached cards card by card (a draw, a discard, a meld) or drops them (the
pile taken, red 3s laid): they are made again from the counts when next read.
"""

from __future__ import annotations

import random
import secrets
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping
from functools import partial
from itertools import compress
from operator import attrgetter
from typing import TYPE_CHECKING, Any, assert_never

from . import serialize
from .cards import (
    CARDS,
    IS_NATURAL,
    IS_RED_THREE,
    IS_WILD,
    NUM_CODES,
    RANKS,
    RED_THREE_CODES,
    VALUES,
    Card,
    full_deck,
    to_cards,
)
from .goout import can_empty_hand
from .kinds import (
    ANSWER,
    BLACK_THREES,
    BOLIVIA,
    DRAW,
    GAME_OVER,
    GROUP_KINDS,
    HAND_OVER,
    IN_PLAY,
    MELD,
    SAMBA,
    SEQUENCE,
    WILD_GROUP,
    Phase,
)
from .melds import MeldState, classify, extend, merge
from .messages import IllegalMove, illegal, rank_word
from .movements import (
    HAND_PLACES,
    PILE,
    STOCK,
    Movement,
    Place,
    PlaceKind,
    meld_place,
    red_three_place,
)
from .moves import (
    MOVE_TYPES,
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Merge,
    Move,
    Pass,
    TakePile,
    TakeTop,
)
from .rules import (
    Rules,
    cards_gained_from_pile,
    extends_sequence,
    group_wilds_allowed,
    has_pile_pair,
    initial_meld_minimum,
    may_keep,
    requirement_met,
    seats_of,
)
from .scoring import HandResult, score_side

if TYPE_CHECKING:
    from .view import PlayerView

#: what `Game._check` returns: the function that performs the checked move
Plan = Callable[[], None]
#: cards as `Game.setup` takes them: text (``"AH AS JK"``) or a list of cards or card texts
CardsArg = Iterable[Card | str] | str
#: ``_COPIES[code][k]``: a tuple of ``k`` copies of that card (k < 7), to build hands quickly
_COPIES = tuple(tuple((card,) * k for k in range(7)) for card in CARDS)
_CODES = range(NUM_CODES)
_CODE_COPIES = tuple(tuple((code,) * k for k in range(7)) for code in _CODES)
_CODE_OF = attrgetter("code")
#: a hand's cached cards: the list of counts they belong to, the cards and their codes (to find
#: where a card goes with `bisect`)
HandCards = tuple[list[int], list[Card], list[int]]
#: the pile's cached cards: the list of codes they belong to, and the cards
PileCards = tuple[list[int], list[Card]]


_FULL_DECK = tuple(full_deck())
#: ``(i, i + 1, (i + 1).bit_length())`` for each place of the deck that a shuffle fills, in order
_SHUFFLE_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, len(_FULL_DECK))))


def _shuffled_deck(rng: random.Random) -> list[int]:
    """The full deck shuffled exactly as ``rng.shuffle(full_deck())`` shuffles it.

    Python's shuffle written out (Fisher-Yates from the last place down, each place drawn below
    ``i + 1`` with ``getrandbits`` as `random.Random` draws it): the same deck for a seed, with
    no call per card but the draw. A test holds it to ``random.Random.shuffle``.
    """
    deck = list(_FULL_DECK)
    getrandbits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


#: the moves `Game.apply` can keep to take back (``undoable``): the meld actions of a turn
UNDOABLE_MOVES = frozenset({Meld, Extend, Merge, LayRedThree})


class _Snapshot:
    """What a meld action of the player to move can change, to put back (`Game.undo`).

    A meld action changes only the mover's hand, their side's melds and red 3s, the next meld
    id and the flags of the turn; so this keeps those, not a copy of the whole game
    (python-chess keeps its board states the same way). One that ends the meld phase (going
    out) cannot be taken back (`Game.apply` then forgets the snapshots).
    """

    __slots__ = ("turn", "hand", "known", "sizes", "melds", "red3", "next_id", "flags")

    def __init__(self, game: Game) -> None:
        seat = self.turn = game.turn
        side = seat % game.nsides
        self.hand = game.hands[seat][:]
        self.known = game.known[seat][:]
        self.sizes = game.sizes[:]
        self.melds = game._melds[side][:]
        self.red3 = game.red3[:]
        self.next_id = game.next_id
        self.flags = (game.asked, game.answer, game.must_out, game.asker)

    def restore(self, game: Game) -> None:
        seat = game.turn = self.turn
        game.hands[seat] = self.hand
        game.known[seat] = self.known
        game._hand_cache[seat] = None  # a new list of counts: its cards are made when read
        game.sizes = self.sizes
        game._melds[seat % game.nsides] = self.melds
        game.red3 = self.red3
        game.next_id = self.next_id
        game.phase = MELD
        game.asked, game.answer, game.must_out, game.asker = self.flags


class Game:
    """A game of Samba: a match of hands until a side reaches the target score."""

    __slots__ = (
        "rules", "nplayers", "nsides", "seed", "full_deck", "dealer", "turn", "phase",
        "hand_number", "hands", "sizes", "stock", "pile", "_melds", "red3", "_scores",
        "next_id", "asked", "answer", "must_out", "asker", "log", "known", "results",
        "_winner", "_hand_cache", "_pile_cache", "_checked", "_moved", "_undo", "__weakref__",
    )

    # ------------------------------------------------------------------ creation
    def __init__(self, rules: Rules) -> None:
        if not isinstance(rules, Rules):
            raise ValueError("rules must be a Rules object")
        self.rules = rules
        self.nplayers = rules.players
        self.nsides = rules.num_sides
        self.seed: int | None = None
        self.full_deck = False
        self.dealer = 0
        self.turn = 0
        self.phase: Phase = DRAW
        self.hand_number = 1
        self.hands = [[0] * NUM_CODES for _ in range(self.nplayers)]
        self.sizes = [0] * self.nplayers
        self.stock: list[int] = []
        self.pile: list[int] = []
        self._melds: list[list[MeldState]] = [[] for _ in range(self.nsides)]
        # each side's laid red 3s (card codes, in the order laid), a tuple: a copy of the list
        # shares them safely
        self.red3: list[tuple[int, ...]] = [()] * self.nsides
        self._scores = [0] * self.nsides
        self.next_id = 1
        self.asked = False
        self.answer: bool | None = None
        self.must_out = False
        self.asker = -1
        self.log: list[tuple[int, Move]] = []
        self.known = [[0] * NUM_CODES for _ in range(self.nplayers)]
        self.results: list[HandResult] = []
        self._winner: int | None = None
        # the cached cards of each hand and of the pile, each with the very list of counts/codes
        # it belongs to (see the module's docstring); None: made again when next read
        self._hand_cache: list[HandCards | None] = [None] * self.nplayers
        self._pile_cache: PileCards | None = None
        # the last move `is_legal` found legal and the plan that performs it, for `apply`
        # right after; every change of the game goes through `apply`/`next_hand`, which reset it
        self._checked: tuple[Move, Plan] | None = None
        # the card movements of the move being applied (`apply` returns them)
        self._moved: list[Movement] = []
        # the states to go back to (`undo`): one per undoable move of this turn's meld phase
        self._undo: list[_Snapshot] = []

    @classmethod
    def new(cls, rules: Rules | None = None, seed: int | None = None) -> Game:
        """A new game with the first hand dealt. The same seed gives the same game."""
        game = cls(rules if rules is not None else Rules())
        if seed is None:
            seed = secrets.randbits(62)
        if type(seed) is not int or abs(seed) > serialize.MAX_SEED:
            # the same range as a saved game accepts, so that every game round-trips
            raise ValueError("seed must be an integer from -2**64 to 2**64")
        game.seed = seed
        game.full_deck = True
        game.dealer = random.Random(seed).randrange(game.nplayers)
        game._deal()
        return game

    @classmethod
    def setup(cls, rules: Rules | None = None, *, hands: Iterable[CardsArg], stock: CardsArg,
              discard: CardsArg, melds: Mapping[int, Iterable[CardsArg]] | None = None,
              red_threes: Mapping[int, int | CardsArg] | None = None,
              scores: Iterable[int] | None = None,
              turn: int = 0, phase: str = "draw", dealer: int | None = None) -> Game:
        """A position for tests and puzzles (see ENGINE_CONTRACT.md)."""
        game = cls(rules if rules is not None else Rules())
        n = game.nplayers
        hands = list(hands)
        if len(hands) != n:
            raise ValueError(f"hands needs one entry per seat ({n})")
        for seat, h in enumerate(hands):
            for card in to_cards(h):
                game.hands[seat][card.code] += 1
            game.sizes[seat] = sum(game.hands[seat])
        game.stock = [c.code for c in reversed(to_cards(stock))]
        game.pile = [c.code for c in to_cards(discard)]
        for side, meld_list in dict(melds or {}).items():
            if type(side) is not int or not 0 <= side < game.nsides:
                raise ValueError(f"no side {side!r}")
            for cards in meld_list:
                codes = [c.code for c in to_cards(cards)]
                game._melds[side].append(classify(codes, game.rules.bolivia, True, game.next_id))
                game.next_id += 1
        for side, laid in dict(red_threes or {}).items():
            if type(side) is not int or not 0 <= side < game.nsides:
                raise ValueError("red_threes must map sides to counts or red 3s")
            if type(laid) is int:
                if laid < 0:
                    raise ValueError("red_threes must map sides to counts or red 3s")
                game.red3[side] = serialize.red_threes_in_turn(laid)
                continue
            if isinstance(laid, int):  # a bool
                raise ValueError("red_threes must map sides to counts or red 3s")
            laid_codes = tuple(c.code for c in to_cards(laid))
            if not all(code in RED_THREE_CODES for code in laid_codes):
                raise ValueError("red_threes must map sides to counts or red 3s")
            game.red3[side] = laid_codes
        if scores is not None:
            score_list = list(scores)
            if len(score_list) != game.nsides or not all(type(s) is int for s in score_list):
                raise ValueError(f"scores needs one integer per side ({game.nsides})")
            game._scores = score_list
        if type(turn) is not int or not 0 <= turn < n:
            raise ValueError("turn must be a seat number")
        if phase not in (DRAW, MELD):
            raise ValueError('phase must be "draw" or "meld"')
        game.turn = turn
        game.phase = Phase(phase)
        game.dealer = (turn - 1) % n if dealer is None else dealer
        if type(game.dealer) is not int or not 0 <= game.dealer < n:
            raise ValueError("dealer must be a seat number")
        if phase == DRAW and game.rules.red_threes == "auto":
            game._auto_red_threes(turn, replace=True)
        return game

    def _deal(self) -> None:
        deck = _shuffled_deck(random.Random(f"samba/{self.seed}/{self.hand_number}"))
        n = self.nplayers
        size = self.rules.hand_size
        self.hands = [[0] * NUM_CODES for _ in range(n)]
        self.known = [[0] * NUM_CODES for _ in range(n)]
        for seat in range(n):
            hand = self.hands[seat]
            for code in deck[seat * size:(seat + 1) * size]:
                hand[code] += 1
        self.sizes = [size] * n
        self.pile = [deck[n * size]]
        self.stock = deck[n * size + 1:]
        self._melds = [[] for _ in range(self.nsides)]
        self.red3 = [()] * self.nsides
        self.next_id = 1
        self.log = []
        self._start_turn((self.dealer + 1) % n)

    # ------------------------------------------------------------------ queries
    @property
    def in_play(self) -> bool:
        """Whether the hand is in play: someone is to draw, meld or answer (not over)."""
        return self.phase in IN_PLAY

    @property
    def scores(self) -> list[int]:
        return list(self._scores)

    @property
    def num_sides(self) -> int:
        return self.nsides

    @property
    def num_players(self) -> int:
        return self.nplayers

    def side_of(self, seat: int) -> int:
        return seat % self.nsides

    def seats_of(self, side: int) -> list[int]:
        """The seats of ``side``, lowest first (`rules.seats_of`)."""
        return seats_of(side, self.nplayers)

    def partner_of(self, seat: int) -> int | None:
        """The partner's seat in a partnership game, else None."""
        if self.nsides == self.nplayers:
            return None
        return (seat + self.nsides) % self.nplayers

    def hand(self, seat: int) -> list[Card]:
        """The cards of ``seat``'s hand in card-code order: a new list the caller may change.

        The cards are cached between calls and follow each change of the hand, so reading is cheap.
        """
        counts = self.hands[seat]
        cached = self._hand_cache[seat]
        if cached is None or cached[0] is not counts:
            cards: list[Card] = []
            codes: list[int] = []
            for code in compress(_CODES, counts):  # the codes held, found in C
                k = counts[code]
                if k < 7:
                    cards += _COPIES[code][k]
                    codes += _CODE_COPIES[code][k]
                else:
                    cards += (CARDS[code],) * k
                    codes += (code,) * k
            self._hand_cache[seat] = cached = (counts, cards, codes)
        return cached[1][:]

    def hand_size(self, seat: int) -> int:
        return self.sizes[seat]

    def melds(self, side: int) -> list[MeldState]:
        return list(self._melds[side])

    def red_threes(self, side: int) -> int:
        return len(self.red3[side])

    def red_three_cards(self, side: int) -> list[Card]:
        """The red 3s ``side`` has laid, in the order laid."""
        return [CARDS[code] for code in self.red3[side]]

    @property
    def discard_pile(self) -> list[Card]:
        """The discard pile, bottom first, top last: a new list the caller may change."""
        pile = self.pile
        cached = self._pile_cache
        if cached is None or cached[0] is not pile:
            self._pile_cache = cached = (pile, [CARDS[c] for c in pile])
        return cached[1][:]

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def partner_answer(self) -> bool | None:
        return self.answer

    @property
    def move_log(self) -> list[tuple[int, Move]]:
        return list(self.log)

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def hand_results(self) -> list[HandResult]:
        """Results of every finished hand of the game, in order."""
        return list(self.results)

    def hand_result(self) -> HandResult | None:
        """The result of the hand just finished (None while a hand is in play)."""
        if self.phase not in IN_PLAY and self.results:
            return self.results[-1]
        return None

    def has_melded(self, side: int) -> bool:
        """Whether the side has made its first meld this hand (it then has melds on the table)."""
        return bool(self._melds[side])

    def initial_minimum(self, side: int) -> int:
        return initial_meld_minimum(self._scores[side])

    def requirement_met(self, side: int) -> bool:
        """Whether the side has the 7-card melds it needs to go out."""
        return requirement_met((m.kind for m in self._melds[side]), self.rules.bolivia)

    def may_go_out(self, seat: int | None = None) -> bool:
        """Whether the player to move (or ``seat``) may go out now."""
        seat = self.turn if seat is None else seat
        if not self.requirement_met(seat % self.nsides):
            return False
        return not (seat == self.turn and self.answer is False)

    def known_cards(self, seat: int) -> list[Card]:
        """Cards everyone knows are in ``seat``'s hand (taken with the pile, not yet played)."""
        known = self.known[seat]
        return [CARDS[c] for c in compress(_CODES, known) for _ in range(known[c])]

    def find_meld(self, side: int, meld_id: int) -> MeldState | None:
        for m in self._melds[side]:
            if m.id == meld_id:
                return m
        return None

    # ------------------------------------------------------------------ copying, equality
    def copy(self) -> Game:
        """An independent copy (cheap: melds are immutable and shared)."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g.nplayers = self.nplayers
        g.nsides = self.nsides
        g.seed = self.seed
        g.full_deck = self.full_deck
        g.dealer = self.dealer
        g.turn = self.turn
        g.phase = self.phase
        g.hand_number = self.hand_number
        g.hands = [h[:] for h in self.hands]
        g.sizes = self.sizes[:]
        g.stock = self.stock[:]
        g.pile = self.pile[:]
        g._melds = [m[:] for m in self._melds]
        g.red3 = self.red3[:]
        g._scores = self._scores[:]
        g.next_id = self.next_id
        g.asked = self.asked
        g.answer = self.answer
        g.must_out = self.must_out
        g.asker = self.asker
        g.log = self.log[:]
        g.known = [k[:] for k in self.known]
        g.results = self.results[:]
        g._winner = self._winner
        # the cached cards belong to this game's lists: the copy makes its own when read (a view
        # takes over its seat's, see `_copy_hand_cache_from`)
        g._hand_cache = [None] * self.nplayers
        g._pile_cache = None
        g._checked = None  # its plan belongs to this game
        g._moved = []
        g._undo = []  # what this game may take back is its own
        return g

    __copy__ = copy

    def become(self, other: Game) -> None:
        """Take over ``other``'s whole state (as a copy), staying this object: a table that
        follows a game it is told of (a hosted table's client) keeps one game to watch.

        >>> g = Game.new(Rules(players=2), seed=1); later = g.copy(); _ = later.apply(Draw())
        >>> g.become(later); g == later and g is not later
        True
        """
        twin = other.copy()
        for name in Game.__slots__:
            if name != "__weakref__":
                setattr(self, name, getattr(twin, name))

    def _copy_hand_cache_from(self, source: Game, seat: int) -> None:
        """Take over a copy of ``source``'s cached cards of ``seat``'s hand (this game being a
        copy of ``source`` with that hand unchanged), so that reading it here is cheap."""
        cached = source._hand_cache[seat]
        if cached is not None and cached[0] is source.hands[seat]:
            self._hand_cache[seat] = (self.hands[seat], cached[1][:], cached[2][:])

    def __deepcopy__(self, memo: object) -> Game:
        return self.copy()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<Game {self.nplayers} players, hand {self.hand_number}, seat {self.turn} "
                f"to move ({self.phase}), scores {self._scores}>")

    # ------------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of the whole game, with a format version."""
        return serialize.game_to_dict(self)

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """The game saved by `to_dict`; `ValueError` for malformed or inconsistent data."""
        return serialize.game_from_dict(cls, data)

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know: a `PlayerView` (no other hand, no stock order).

        >>> from samba_desktop.engine import Draw, Game, Rules
        >>> game = Game.setup(Rules(players=2), hands=["AH AD AS KH 9D", "4C 4D 4S 7H 8H"],
        ...                   stock="6C 7C 8C 9C", discard="QH")
        >>> view = game.view(1)
        >>> [str(c) for c in view.hand], view.hand_size(0), view.stock_size
        (['4C', '4D', '4S', '7H', '8H'], 5, 4)
        >>> view.turn, view.is_legal(Draw())  # seat 0 is to move, not this seat
        (0, False)
        >>> game.view(0).is_legal(Draw())
        True
        """
        from .view import PlayerView

        return PlayerView(self, seat)

    # ------------------------------------------------------------------ moves
    def is_legal(self, move: Move) -> bool:
        """Whether `apply(move)` would succeed now. Never changes the game.

        >>> from samba_desktop.engine import Discard, Draw, Game, Meld, Rules
        >>> game = Game.setup(Rules(players=2), hands=["AH AD AS KH 9D", "4C 4D 4S 7H 8H"],
        ...                   stock="6C 7C 8C 9C", discard="QH")
        >>> game.is_legal(Draw()), game.is_legal(Meld(["AH AD AS"])), game.is_legal(Discard("KH"))
        (True, False, False)
        >>> moved = game.apply(Draw())  # now the meld phase: melds and a discard
        >>> game.is_legal(Meld(["AH AD AS"])), game.is_legal(Meld(["KH 9D 6C"]))
        (True, False)
        """
        t = type(move)
        refused = _REFUSED_AT_ONCE.get(t)
        if refused is not None and refused(self, move):
            return False
        check = _CHECKS.get(t)
        try:
            if check is not None and self.phase in IN_PLAY:  # `_check`, one call fewer
                plan = check(self, move)
            else:
                plan = self._check(move)
        except IllegalMove:
            return False
        self._checked = (move, plan)
        return True

    # ------------------------------------------------------------------ refused at once
    # `is_legal` answers the proposals most often refused (a random player's, the AI's
    # candidates) with these, before the full check and without raising and catching a
    # refusal: each is True only when the full check surely refuses the move, and leaves all
    # else to it. tests/engine/test_properties.py holds them to the full check.

    def _refuses_red_three(self, move: LayRedThree) -> bool:
        """No red 3 in the hand."""
        hand = self.hands[self.turn]
        return not (hand[RED_THREE_CODES[0]] or hand[RED_THREE_CODES[1]])

    def _refuses_meld(self, move: Meld) -> bool:
        """Not the meld phase; or the side's first meld, below its minimum."""
        if self.phase is not MELD:
            return True
        side = self.turn % self.nsides
        if self._melds[side]:
            return False
        value = 0
        for cards in move.melds:
            for card in cards:
                value += card.value
        return self._below_minimum(side, value)

    def _refuses_take_pile(self, move: TakePile) -> bool:
        """Not the draw phase, or no pile; or the side's first meld, below its minimum."""
        if self.phase is not DRAW or not self.pile:
            return True
        side = self.turn % self.nsides
        if self._melds[side]:
            return False
        value = VALUES[self.pile[-1]]
        for card in move.cards:
            value += card.value
        for cards in move.extra_melds:
            for card in cards:
                value += card.value
        return self._below_minimum(side, value)

    def _refuses_extend(self, move: Extend) -> bool:
        """Not the meld phase, or no such meld of the side; or one card that is not in the hand
        or that the meld does not take (`melds.extend`)."""
        if self.phase is not MELD:
            return True
        meld_id = move.meld_id
        for meld in self._melds[self.turn % self.nsides]:
            if meld.id == meld_id:
                break
        else:
            return True
        cards = move.cards
        if len(cards) != 1:
            return False
        code = cards[0].code
        if not self.hands[self.turn][code]:
            return True
        kind = meld.kind
        if kind in _GROUP_KINDS:
            if IS_NATURAL[code]:
                return code >> 2 != meld.rank
            return not (IS_WILD[code] and group_wilds_allowed(meld.nat, meld.wild + 1))
        if kind == SEQUENCE:
            return not (IS_NATURAL[code] and code & 3 == meld.suit
                        and extends_sequence(meld.lo, meld.hi, code >> 2))
        if kind == WILD_GROUP:
            return not IS_WILD[code]
        return kind in _CLOSED_KINDS

    def _refuses_merge(self, move: Merge) -> bool:
        """Not the meld phase; or not two groups of one rank of the side (`melds.merge`)."""
        if self.phase is not MELD:
            return True
        a = b = None
        meld_id, other_id = move.meld_id, move.other_meld_id
        for meld in self._melds[self.turn % self.nsides]:
            if meld.id == meld_id:
                a = meld
            if meld.id == other_id:
                b = meld
        return (a is None or b is None or a is b or a.kind not in _GROUP_KINDS
                or b.kind not in _GROUP_KINDS or a.rank != b.rank)

    def check(self, move: Move) -> None:
        """Raise `IllegalMove` (with the reason) if ``move`` is not legal now."""
        self._check(move)

    def apply(self, move: Move, *, undoable: bool = False) -> list[Movement]:
        """Play ``move`` for the player to move; `IllegalMove` leaves the game unchanged.

        Returns the card movements the move made, in order (`Movement`): the cards drawn, laid,
        discarded or taken, and red 3s laid and replaced on the way. With ``undoable``, a meld
        action of the meld phase (`UNDOABLE_MOVES`) can be taken back by `undo` until the turn
        leaves its meld phase; every other move ends what can be taken back.

        >>> from samba_desktop.engine import Discard, Draw, Game, Meld, Rules
        >>> game = Game.setup(Rules(players=2), hands=["AH AD AS KH 9D", "4C 4D 4S 7H 8H"],
        ...                   stock="6C 7C 8C 9C", discard="QH")
        >>> [str(movement) for movement in game.apply(Draw())]
        ['stock → hand of seat 0: 6C 7C']
        >>> game.phase, len(game.hand(0))
        (<Phase.MELD: 'meld'>, 7)
        >>> game.apply(Discard("QS"))
        Traceback (most recent call last):
        ...
        samba_desktop.engine.messages.IllegalMove: You don't have Q♠ in your hand.
        >>> [str(movement) for movement in game.apply(Meld(["AH AD AS"]))]
        ['hand of seat 0 → meld 1 of side 0: AH AD AS']
        """
        checked = self._checked
        if checked is not None and (checked[0] is move or checked[0] == move):
            plan = checked[1]  # just checked by `is_legal`, and the game has not changed since
        else:
            check = _CHECKS.get(type(move))
            if check is not None and self.phase in IN_PLAY:  # `_check`, one call fewer
                plan = check(self, move)
            else:
                plan = self._check(move)
        self._checked = None
        undo = self._undo
        if undoable and self.phase is MELD and type(move) in UNDOABLE_MOVES:
            undo.append(_Snapshot(self))
        elif undo:
            undo.clear()
        self.log.append((self.turn, move))
        moved = self._moved = []
        plan()
        if undo and self.phase is not MELD:
            undo.clear()  # went out, or asked the partner: nothing more to take back
        return moved

    @property
    def undo_depth(self) -> int:
        """How many moves `undo` can take back (meld actions applied with ``undoable``)."""
        return len(self._undo)

    def undo(self) -> Move:
        """Take back the last move applied with ``undoable``; returns it.

        Raises `IllegalMove` when there is nothing to take back (`undo_depth` is 0).

        >>> from samba_desktop.engine import Draw, Game, Meld, Rules
        >>> game = Game.setup(Rules(players=2), hands=["AH AD AS KH 9D", "4C 4D 4S 7H 8H"],
        ...                   stock="6C 7C 8C 9C", discard="QH", phase="meld")
        >>> moved = game.apply(Meld(["AH AD AS"]), undoable=True)
        >>> game.undo_depth, [str(c) for c in game.hand(0)], len(game.melds(0))
        (1, ['9D', 'KH'], 1)
        >>> game.undo()
        Meld(melds=((Card('AH'), Card('AD'), Card('AS')),))
        >>> game.undo_depth, [str(c) for c in game.hand(0)], len(game.melds(0))
        (0, ['9D', 'KH', 'AD', 'AH', 'AS'], 0)
        >>> game.undo()
        Traceback (most recent call last):
        ...
        samba_desktop.engine.messages.IllegalMove: There is nothing to take back.
        """
        if not self._undo:
            raise illegal("nothing_to_undo")
        self._undo.pop().restore(self)
        self._checked = None
        return self.log.pop()[1]

    def next_hand(self) -> None:
        """Deal the next hand (after ``"hand_over"``); the deal passes clockwise."""
        if self.phase is not HAND_OVER:
            raise illegal("game_over" if self.phase is GAME_OVER else "not_a_move")
        self._checked = None
        self._undo.clear()
        self._moved = []
        self.hand_number += 1
        self.dealer = (self.dealer + 1) % self.nplayers
        if self.seed is None:
            # A set-up position has no seed: continue with one derived from its history.
            self.seed = sum(self._scores) * 7919 + self.hand_number
        self.full_deck = True
        self._deal()

    # ------------------------------------------------------------------ legality
    def _check(self, move: Move) -> Plan:
        """Validate ``move``; return a closure that performs it."""
        phase = self.phase
        if phase is HAND_OVER:
            raise illegal("hand_over")
        if phase is GAME_OVER:
            raise illegal("game_over")
        check = _CHECKS.get(type(move))
        if check is not None:
            return check(self, move)
        match move:  # instances of subclasses of the moves, and what is not a move at all
            case Discard():
                return self._check_discard(move)
            case Extend():
                return self._check_extend(move)
            case Draw():
                return self._check_draw(move)
            case Meld():
                return self._check_meld(move)
            case TakePile():
                return self._check_take_pile(move)
            case TakeTop():
                return self._check_take_top(move)
            case Pass():
                return self._check_pass(move)
            case LayRedThree():
                return self._check_red_three(move)
            case Merge():
                return self._check_merge(move)
            case AskPartner():
                return self._check_ask(move)
            case Answer():
                return self._check_answer(move)
            case _ if not isinstance(move, MOVE_TYPES):
                raise illegal("not_a_move")  # not a move at all (callers outside the types)
            case _:
                assert_never(move)

    def _check_draw(self, move: Draw) -> Plan:
        if self.phase is not DRAW:
            self._need_phase(DRAW)
        return self._do_draw

    def _check_answer(self, move: Answer) -> Plan:
        if self.phase is not ANSWER:
            raise illegal("no_question")
        yes = move.yes
        return lambda: self._do_answer(yes)

    def _need_phase(self, wanted: Phase) -> None:
        phase = self.phase
        if phase is wanted:
            return
        if phase is ANSWER:
            raise illegal("waiting_for_answer")
        if wanted is DRAW:
            raise illegal("already_drew")
        raise illegal("draw_first")

    def _take_counts(self, cards: Iterable[Card]) -> dict[int, int]:
        """Card codes wanted from the hand of the player to move, checked against the hand."""
        hand = self.hands[self.turn]
        if type(cards) is tuple and len(cards) == 1:  # the common case: one card
            code = cards[0].code
            if not hand[code]:
                raise illegal("not_in_hand", cards=cards[0].pretty())
            return {code: 1}
        want: dict[int, int] = {}
        for c in cards:
            code = c.code
            want[code] = want.get(code, 0) + 1
        missing = [CARDS[c] for c, k in want.items() if hand[c] < k]
        if missing:
            raise illegal("not_in_hand", cards=" ".join(c.pretty() for c in missing))
        return want

    def _going_out_error(self) -> IllegalMove:
        if self.answer is False and self.requirement_met(self.turn % self.nsides):
            return illegal("partner_said_no")
        return illegal("cannot_go_out_bolivia" if self.rules.bolivia else "cannot_go_out")

    def _check_after_melding(self, remaining: int, kinds_after: Callable[[], Iterable[str]],
                             black_threes: bool) -> None:
        """Keep-card, going-out and black-3 rules for an action that leaves ``remaining`` cards.

        Called only when there is something to check: fewer cards left than the keep-card rule
        keeps, or black 3s laid. ``kinds_after`` gives the kinds of the side's melds after the
        action.
        """
        may_out = self.answer is not False and requirement_met(kinds_after(), self.rules.bolivia)
        if black_threes:
            if remaining > 1:
                raise illegal("black_threes_must_go_out")
            if not may_out:
                raise self._going_out_error()
            return
        if not may_keep(remaining, may_out, self.rules):
            raise self._going_out_error() if remaining == 0 else illegal("keep_two")

    def _new_melds(self, melds: Iterable[Iterable[Card]], first_id: int) -> list[MeldState]:
        bolivia = self.rules.bolivia
        out = []
        next_id = first_id
        for cards in melds:
            out.append(classify([c.code for c in cards], bolivia, True, next_id))
            next_id += 1
        return out

    def _below_minimum(self, side: int, value: int) -> bool:
        """Whether a first meld of the side worth ``value`` is below its minimum (the side has
        no meld yet)."""
        return value < initial_meld_minimum(self._scores[side])

    def _check_minimum(self, side: int, value: int) -> None:
        if not self._melds[side] and self._below_minimum(side, value):
            raise illegal("initial_minimum", minimum=initial_meld_minimum(self._scores[side]),
                          value=value)

    def _check_meld(self, move: Meld) -> Plan:
        if self.phase is not MELD:
            self._need_phase(MELD)
        if not move.melds or not all(move.melds):
            raise illegal("choose_cards")
        all_cards = [c for m in move.melds for c in m]
        want = self._take_counts(all_cards)
        new = self._new_melds(move.melds, self.next_id)
        side = self.turn % self.nsides
        if not self._melds[side]:
            self._check_minimum(side, sum(VALUES[c.code] for c in all_cards))
        black = False
        for m in new:
            if m.kind == BLACK_THREES:
                black = True
        remaining = self.sizes[self.turn] - len(all_cards)
        if remaining < self.rules.keep_cards or black:  # else nothing to check
            self._check_after_melding(remaining, lambda: [m.kind for m in self._melds[side] + new],
                                      black)

        def do() -> None:
            self._remove_from_hand(want)
            self._melds[side].extend(new)
            self.next_id += len(new)
            hand = HAND_PLACES[self.turn]
            self._moved += [_movement((tuple(cards), hand, _place((_MELD, side, m.id))))
                            for cards, m in zip(move.melds, new, strict=True)]
            self._after_meld_action(black)

        return do

    def _check_extend(self, move: Extend) -> Plan:
        if self.phase is not MELD:
            self._need_phase(MELD)
        side = self.turn % self.nsides
        meld_id = move.meld_id
        melds = self._melds[side]
        for place, meld in enumerate(melds):  # noqa: B007 - both are used after the loop
            if meld.id == meld_id:
                break
        else:
            raise illegal("no_such_meld")
        cards = move.cards
        if not cards:
            raise illegal("choose_cards")
        want = self._take_counts(cards)
        new = extend(meld, (cards[0].code,) if len(cards) == 1 else tuple(map(_CODE_OF, cards)))
        remaining = self.sizes[self.turn] - len(cards)
        if remaining < self.rules.keep_cards:  # else nothing to check
            self._check_after_melding(
                remaining,
                lambda: [m.kind for m in melds if m.id != meld.id] + [new.kind], False)

        def do() -> None:
            self._remove_from_hand(want)
            melds[place] = new  # (the plan runs on the game it was made for: the same list)
            self._moved.append(_movement((tuple(cards), HAND_PLACES[self.turn],
                                          _place((_MELD, side, meld_id)))))
            if self.sizes[self.turn] == 0:  # `_after_meld_action` without black 3s
                self._end_hand(went_out=self.turn)

        return do

    def _check_merge(self, move: Merge) -> Plan:
        if self.phase is not MELD:
            self._need_phase(MELD)
        side = self.turn % self.nsides
        melds = self._melds[side]
        # The merged meld keeps the place and id of the one laid first (found by id: comparing
        # melds compares their cards).
        place_a = place_b = -1
        for place, m in enumerate(melds):
            if m.id == move.meld_id:
                place_a = place
            if m.id == move.other_meld_id:
                place_b = place
        if place_a < 0 or place_b < 0:
            raise illegal("no_such_meld")
        a, b = melds[place_a], melds[place_b]
        first, second = (a, b) if place_a <= place_b else (b, a)
        merged = merge(first, second)

        def do() -> None:
            self._melds[side] = [merged if m.id == first.id else m for m in melds
                                 if m.id != second.id]
            # (the cards from the codes: reading ``second.cards`` would fill the cache of a meld
            # that copies of this game share)
            self._moved.append(Movement(tuple([CARDS[c] for c in second.codes]),
                                        meld_place(side, second.id),
                                        meld_place(side, first.id)))

        return do

    def _check_take_top(self, move: TakeTop) -> Plan:
        if self.phase is not DRAW:
            self._need_phase(DRAW)
        pile = self.pile
        if not pile:
            raise illegal("pile_empty")
        top = pile[-1]
        if not IS_NATURAL[top]:
            raise illegal("pile_blocked", card=CARDS[top].pretty())
        side = self.turn % self.nsides
        meld = self.find_meld(side, move.meld_id)
        if meld is None:
            raise illegal("no_such_meld")
        if meld.kind == SAMBA:
            raise illegal("samba_closed")
        if meld.kind != SEQUENCE:
            raise illegal("top_needs_sequence")
        if top & 3 != meld.suit or not extends_sequence(meld.lo, meld.hi, top >> 2):
            raise illegal("top_does_not_fit", card=CARDS[top].pretty())
        new = extend(meld, (top,))

        def do() -> None:
            self.pile.pop()
            cached = self._pile_cache
            if cached is not None:
                if cached[0] is self.pile:
                    cached[1].pop()
                else:
                    self._pile_cache = None
            self._replace_meld(side, new)
            self._moved.append(Movement((CARDS[top],), PILE, meld_place(side, new.id)))
            self.phase = MELD

        return do

    def _check_take_pile(self, move: TakePile) -> Plan:
        if self.phase is not DRAW:
            self._need_phase(DRAW)
        pile = self.pile
        if not pile:
            raise illegal("pile_empty")
        top = pile[-1]
        if not IS_NATURAL[top]:
            raise illegal("pile_blocked", card=CARDS[top].pretty())
        rank = top >> 2
        rank_name = rank_word(RANKS[rank])
        if not has_pile_pair(CARDS[top], move.cards):
            raise illegal("need_pair", rank=rank_name)
        if any(not IS_WILD[c.code] and not (IS_NATURAL[c.code] and c.code >> 2 == rank)
               for c in move.cards):
            raise illegal("pile_group_cards", rank=rank_name)
        extra_cards = [c for m in move.extra_melds for c in m]
        if any(not m for m in move.extra_melds):
            raise illegal("choose_cards")
        want = self._take_counts(list(move.cards) + extra_cards)
        group = classify([top] + [c.code for c in move.cards], self.rules.bolivia, False,
                         self.next_id)
        extras = self._new_melds(move.extra_melds, self.next_id + 1)
        side = self.turn % self.nsides
        used = len(move.cards) + len(extra_cards)
        self._check_minimum(side, VALUES[top] + sum(VALUES[c.code] for c in move.cards)
                            + sum(VALUES[c.code] for c in extra_cards))
        rest = pile[:-1]
        auto = self.rules.red_threes == "auto"
        gained = cards_gained_from_pile(rest, self.rules)
        black = any(m.kind == BLACK_THREES for m in extras)
        remaining = self.sizes[self.turn] - used + gained
        if remaining < self.rules.keep_cards or black:  # else nothing to check
            self._check_after_melding(
                remaining,
                lambda: [m.kind for m in self._melds[side]] + [group.kind] + [m.kind for m in extras],
                black)

        def do() -> None:
            seat = self.turn
            self._remove_from_hand(want)
            self._melds[side].append(group)
            self._melds[side].extend(extras)
            self.next_id += 1 + len(extras)
            in_hand = HAND_PLACES[seat]
            moved = self._moved
            moved.append(Movement((CARDS[top],), PILE, meld_place(side, group.id)))
            moved.append(Movement(tuple(move.cards), in_hand, meld_place(side, group.id)))
            moved.extend(Movement(tuple(cards), in_hand, meld_place(side, m.id))
                         for cards, m in zip(move.extra_melds, extras, strict=True))
            hand = self.hands[seat]
            known = self.known[seat]
            laid = 0
            taken = []
            for c in rest:
                if auto and IS_RED_THREE[c]:
                    laid += 1
                    continue
                hand[c] += 1
                known[c] += 1
                taken.append(CARDS[c])
            if taken:
                moved.append(Movement(tuple(taken), PILE, in_hand))
            if laid:
                moved.append(Movement(tuple(CARDS[c] for c in rest if IS_RED_THREE[c]), PILE,
                                      red_three_place(side)))
            self._hand_cache[seat] = None  # many cards came: made again when read
            if laid:
                self.red3[side] += tuple(c for c in rest if IS_RED_THREE[c])
            self.sizes[seat] += len(rest) - laid
            self.pile = []
            self.phase = MELD
            self._after_meld_action(black)

        return do

    def _check_discard(self, move: Discard) -> Plan:
        if self.phase is not MELD:
            self._need_phase(MELD)
        seat = self.turn
        code = move.card.code
        if not self.hands[seat][code]:
            raise illegal("not_in_hand", cards=move.card.pretty())
        if self.sizes[seat] == 1:
            if not self.may_go_out(seat):
                raise self._going_out_error()
        elif self.must_out and self._can_still_go_out():
            raise illegal("must_go_out")
        return partial(self._do_discard, code)

    def _check_pass(self, move: Pass) -> Plan:
        if self.phase is not MELD:
            self._need_phase(MELD)
        if self.sizes[self.turn] != 1 or self.may_go_out(self.turn):
            raise illegal("pass_not_allowed")
        return self._end_turn

    def _check_red_three(self, move: LayRedThree) -> Plan:
        if self.phase is ANSWER:
            raise illegal("waiting_for_answer")
        if self.rules.red_threes == "auto":
            raise illegal("red_threes_auto")
        hand = self.hands[self.turn]
        code = RED_THREE_CODES[0] if hand[RED_THREE_CODES[0]] else RED_THREE_CODES[1]
        if not hand[code]:
            raise illegal("no_red_three")
        if self.sizes[self.turn] < 2:
            raise illegal("red_three_keep_card")

        def do() -> None:
            seat = self.turn
            self._remove_from_hand({code: 1})
            self.red3[seat % self.nsides] += (code,)
            self._moved.append(Movement((CARDS[code],), HAND_PLACES[seat],
                                        red_three_place(seat % self.nsides)))

        return do

    def _check_ask(self, move: AskPartner) -> Plan:
        if self.phase is DRAW:
            raise illegal("ask_after_draw")
        self._need_phase(MELD)
        seat = self.turn
        if self.partner_of(seat) is None:
            raise illegal("no_partner")
        if self.asked:
            raise illegal("already_asked")
        if not self.requirement_met(seat % self.nsides):
            raise illegal("ask_needs_melds")
        return self._do_ask

    # ------------------------------------------------------------------ doing
    def _remove_from_hand(self, want: dict[int, int]) -> None:
        seat = self.turn
        hand = self.hands[seat]
        known = self.known[seat]
        cached = self._hand_cache[seat]
        if cached is not None and cached[0] is not hand:
            cached = self._hand_cache[seat] = None
        total = 0
        for code, k in want.items():
            hand[code] -= k
            total += k
            if known[code]:
                known[code] = max(0, known[code] - k)
            if cached is not None:
                codes = cached[2]
                i = bisect_left(codes, code)
                del codes[i:i + k]
                del cached[1][i:i + k]
        self.sizes[seat] -= total

    def _replace_meld(self, side: int, new: MeldState) -> None:
        melds = self._melds[side]
        for i, m in enumerate(melds):
            if m.id == new.id:
                melds[i] = new
                return

    def _after_meld_action(self, black_threes: bool) -> None:
        if self.sizes[self.turn] == 0:
            self._end_hand(went_out=self.turn)
        elif black_threes:
            self.must_out = True

    def _do_draw(self) -> None:
        stock = self.stock
        if not stock:
            self._end_hand(went_out=None)
            return
        seat = self.turn
        hand = self.hands[seat]
        came: tuple[int, ...]
        drawn_cards: tuple[Card, ...]
        if len(stock) >= 2:
            top = stock.pop()
            came = (top, stock.pop())  # the top card first
            drawn_cards = (CARDS[top], CARDS[came[1]])
        else:
            came = (stock.pop(),)
            drawn_cards = (CARDS[came[0]],)
        drawn = len(came)
        cached = self._hand_cache[seat]
        if cached is not None and cached[0] is hand:
            cards, codes = cached[1], cached[2]
            for code in came:
                hand[code] += 1
                i = bisect_right(codes, code)
                codes.insert(i, code)
                cards.insert(i, CARDS[code])
        else:
            for code in came:
                hand[code] += 1
        self.sizes[seat] += drawn
        self._moved.append(_movement((drawn_cards, STOCK, HAND_PLACES[seat])))
        if self.rules.red_threes == "auto":
            self._auto_red_threes(seat, replace=True)
        self.phase = MELD

    def _auto_red_threes(self, seat: int, replace: bool) -> None:
        """Lay every red 3 in ``seat``'s hand, replacing each from the stock if ``replace``."""
        hand = self.hands[seat]
        side = seat % self.nsides
        a, b = RED_THREE_CODES
        if hand[a] or hand[b]:
            self._hand_cache[seat] = None  # red 3s out, cards in: made again when read
        moved = self._moved
        while hand[a] or hand[b]:
            code = a if hand[a] else b
            hand[code] -= 1
            self.sizes[seat] -= 1
            self.red3[side] += (code,)
            moved.append(Movement((CARDS[code],), HAND_PLACES[seat], red_three_place(side)))
            if replace and self.stock:
                new = self.stock.pop()
                hand[new] += 1
                self.sizes[seat] += 1
                moved.append(Movement((CARDS[new],), STOCK, HAND_PLACES[seat]))

    def _do_discard(self, code: int) -> None:
        seat = self.turn
        hand = self.hands[seat]
        hand[code] -= 1
        cached = self._hand_cache[seat]
        if cached is not None:
            if cached[0] is hand:
                codes = cached[2]
                i = bisect_left(codes, code)
                del codes[i]
                del cached[1][i]
            else:
                self._hand_cache[seat] = None
        known = self.known[seat]
        if known[code]:
            known[code] -= 1
        self.sizes[seat] -= 1
        pile = self.pile
        pile.append(code)
        self._moved.append(_DISCARDED[seat][code])
        cached_pile = self._pile_cache
        if cached_pile is not None:
            if cached_pile[0] is pile:
                cached_pile[1].append(CARDS[code])
            else:
                self._pile_cache = None
        if self.sizes[seat] == 0:
            self._end_hand(went_out=seat)
        else:
            self._start_turn((seat + 1) % self.nplayers)

    def _do_ask(self) -> None:
        self.asked = True
        self.asker = self.turn
        self.turn = self.partner_of(self.turn)  # type: ignore[assignment]
        self.phase = ANSWER

    def _do_answer(self, yes: bool) -> None:
        self.answer = yes
        self.must_out = yes
        self.turn = self.asker
        self.asker = -1
        self.phase = MELD

    def _end_turn(self) -> None:
        self._start_turn((self.turn + 1) % self.nplayers)

    def _start_turn(self, seat: int) -> None:
        self.turn = seat
        self.phase = DRAW
        self.asked = False
        self.answer = None
        self.must_out = False
        self.asker = -1
        if self.rules.red_threes == "auto":
            self._auto_red_threes(seat, replace=True)

    def _can_still_go_out(self) -> bool:
        seat = self.turn
        if not self.may_go_out(seat):
            return False  # e.g. two canastas merged into one: the obligation lapses
        return can_empty_hand(self.hands[seat], self._melds[seat % self.nsides], self.rules)

    def _end_hand(self, went_out: int | None) -> None:
        sides = []
        for side in range(self.nsides):
            hands = [self.hands[s] for s in range(side, self.nplayers, self.nsides)]
            sides.append(score_side(self._melds[side], hands, len(self.red3[side]),
                                    went_out is not None and went_out % self.nsides == side,
                                    self.rules.bolivia, RED_THREE_CODES))
        totals = [s.total for s in sides]
        self.results.append(HandResult(self.hand_number, totals, went_out, sides))
        for side, t in enumerate(totals):
            self._scores[side] += t
        self.asked = False
        self.answer = None
        self.must_out = False
        self.asker = -1
        self._decide_winner()

    def _decide_winner(self) -> None:
        scores = self._scores
        target = self.rules.target_score
        best = max(scores)
        if best >= target:
            leaders = [s for s, v in enumerate(scores) if v == best]
            self._winner = leaders[0] if len(leaders) == 1 else None
            self.phase = GAME_OVER
        elif self.rules.max_hands is not None and self.hand_number >= self.rules.max_hands:
            self._winner = None
            self.phase = GAME_OVER
        else:
            self.phase = HAND_OVER


#: the check of each type of move (`Game._check`)
#: a `Movement` and a `Place` made from a tuple of their fields in one C call, for the moves
#: played most (a draw, a discard, an extension: each records a movement)
_movement: Callable[[tuple[tuple[Card, ...], Place, Place]], Movement] = partial(
    tuple.__new__, Movement)
_place: Callable[[tuple[PlaceKind, int, int]], Place] = partial(
    tuple.__new__, Place)
_MELD = PlaceKind.MELD
#: the movement of each discard, by seat and card code: made once and shared (a movement is an
#: immutable value)
_DISCARDED = tuple(tuple(_movement(((card,), HAND_PLACES[seat], PILE)) for card in CARDS)
                   for seat in range(len(HAND_PLACES)))

#: the kinds of group, and the kinds of meld that take no more cards, as tuples: ``in`` finds
#: a kind by identity there, without hashing it (an enum's hash is a Python call)
_GROUP_KINDS = tuple(GROUP_KINDS)
_CLOSED_KINDS = (SAMBA, BOLIVIA, BLACK_THREES)
#: the quick refusals of `Game.is_legal`, by type of move
_REFUSED_AT_ONCE: dict[type, Callable[[Game, Any], bool]] = {
    LayRedThree: Game._refuses_red_three, Meld: Game._refuses_meld,
    TakePile: Game._refuses_take_pile, Extend: Game._refuses_extend, Merge: Game._refuses_merge,
}

_CHECKS: dict[type, Callable[[Game, Any], Plan]] = {
    Discard: Game._check_discard, Extend: Game._check_extend, Draw: Game._check_draw,
    Meld: Game._check_meld, TakePile: Game._check_take_pile, TakeTop: Game._check_take_top,
    Pass: Game._check_pass, LayRedThree: Game._check_red_three, Merge: Game._check_merge,
    AskPartner: Game._check_ask, Answer: Game._check_answer,
}
