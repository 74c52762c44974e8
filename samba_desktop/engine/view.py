"""`PlayerView`: what one seat may know. It carries no hidden card.

A view holds a private, redacted copy of the game: the other players' hands are emptied (only
their sizes stay), the stock is reduced to its size and the deal seed is dropped. Because the
view keeps the game's shape, it can answer `is_legal` and `legal_moves` for its own seat, and
`determinize` can fill the unknown cards with a sample to simulate from (for computer players).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from operator import sub
from typing import Any

from .cards import DECK_COUNTS, NUM_CODES, RED_THREE_CODES, Card
from .game import Game
from .kinds import Phase
from .melds import MeldState
from .moves import Move
from .rules import Rules
from .scoring import HandResult

_UNKNOWN = -1

Shape = Callable[[list[list[int]], list[int]], None]
"""Reshapes a random deal in place: ``shape(hands, stock)`` (see `PlayerView.determinize`)."""


class PlayerView:
    """The game as seen from ``seat``."""

    __slots__ = ("seat", "_g")

    def __init__(self, game: Game, seat: int) -> None:
        if type(seat) is not int or not 0 <= seat < game.nplayers:
            raise ValueError(f"no seat {seat!r}")
        g = game.copy()
        g._copy_hand_cache_from(game, seat)  # the hand a view reads most
        for s in range(g.nplayers):
            if s != seat:
                g.hands[s] = [0] * NUM_CODES
        g.stock = [_UNKNOWN] * len(game.stock)
        g.seed = None
        self.seat = seat
        self._g = g

    # -------------------------------------------------------------- public information
    @property
    def rules(self) -> Rules:
        return self._g.rules

    @property
    def side(self) -> int:
        return self.seat % self._g.nsides

    @property
    def turn(self) -> int:
        return self._g.turn

    @property
    def phase(self) -> Phase:
        return self._g.phase

    @property
    def in_play(self) -> bool:
        """Whether the hand is in play (see `Game.in_play`)."""
        return self._g.in_play

    @property
    def num_players(self) -> int:
        return self._g.nplayers

    @property
    def num_sides(self) -> int:
        return self._g.nsides

    def side_of(self, seat: int) -> int:
        return seat % self._g.nsides

    def seats_of(self, side: int) -> list[int]:
        return self._g.seats_of(side)

    def partner_of(self, seat: int) -> int | None:
        return self._g.partner_of(seat)

    @property
    def dealer(self) -> int:
        return self._g.dealer

    @property
    def hand(self) -> list[Card]:
        return self._g.hand(self.seat)

    @property
    def hand_counts(self) -> list[int]:
        """Own hand as 53 counts indexed by card code."""
        return self._g.hands[self.seat][:]

    @property
    def hand_sizes(self) -> list[int]:
        return self._g.sizes[:]

    def hand_size(self, seat: int) -> int:
        return self._g.sizes[seat]

    def melds(self, side: int) -> list[MeldState]:
        return self._g.melds(side)

    def red_threes(self, side: int) -> int:
        return len(self._g.red3[side])

    def red_three_cards(self, side: int) -> list[Card]:
        """The red 3s ``side`` has laid, in the order laid (everyone sees them)."""
        return self._g.red_three_cards(side)

    @property
    def discard_pile(self) -> list[Card]:
        return self._g.discard_pile

    @property
    def stock_size(self) -> int:
        return len(self._g.stock)

    @property
    def scores(self) -> list[int]:
        return self._g.scores

    @property
    def hand_number(self) -> int:
        return self._g.hand_number

    @property
    def partner_answer(self) -> bool | None:
        return self._g.answer

    @property
    def must_go_out(self) -> bool:
        return self._g.must_out

    @property
    def asked_this_turn(self) -> bool:
        return self._g.asked

    @property
    def asker(self) -> int | None:
        """The seat that asked its partner "May I go out?" and waits for the answer (asked
        aloud at the table, so public), or None when no question is open."""
        return self._g.asker if self._g.asker >= 0 else None

    @property
    def move_log(self) -> list[tuple[int, Move]]:
        return self._g.move_log

    @property
    def winner(self) -> int | None:
        return self._g.winner

    @property
    def hand_results(self) -> list[HandResult]:
        return self._g.hand_results

    def hand_result(self) -> HandResult | None:
        return self._g.hand_result()

    def known_cards(self, seat: int) -> list[Card]:
        """Cards publicly known to be in ``seat``'s hand (picked up with the pile)."""
        if seat == self.seat:
            return self.hand
        return self._g.known_cards(seat)

    def has_melded(self, side: int) -> bool:
        return self._g.has_melded(side)

    def initial_minimum(self, side: int) -> int:
        return self._g.initial_minimum(side)

    def requirement_met(self, side: int) -> bool:
        return self._g.requirement_met(side)

    def may_go_out(self) -> bool:
        return self._g.may_go_out(self.seat)

    def public_game(self) -> Game:
        """A copy of the game as this seat sees it: the other hands empty (their sizes kept),
        the stock unknown, no deal seed. A hosted table's client shows it and checks its own
        moves on it; it can play no other seat's move."""
        g = self._g.copy()
        g._copy_hand_cache_from(self._g, self.seat)
        return g

    # -------------------------------------------------------------- own moves
    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` is legal for this seat now (False when it is not this seat's move)."""
        if self._g.turn != self.seat:
            return False
        return self._g.is_legal(move)

    def check(self, move: Move) -> None:
        """Raise `IllegalMove` with the reason if ``move`` is not legal now."""
        self._g.check(move)

    def legal_moves(self) -> list[Move]:
        """A representative list of legal moves (see `movegen.legal_moves`)."""
        if self._g.turn != self.seat:
            return []
        from .movegen import legal_moves

        return legal_moves(self._g)

    def unseen_counts(self) -> list[int]:
        """Counts per card code of the cards this seat cannot see (other hands and the stock).

        Only meaningful for games dealt from a full deck; never negative.
        """
        g = self._g
        counts = list(map(sub, DECK_COUNTS, g.hands[self.seat]))
        for c in g.pile:
            counts[c] -= 1
        for side in g._melds:
            for m in side:
                for c in m.codes:
                    counts[c] -= 1
        laid = sum(len(r) for r in g.red3)
        for code in RED_THREE_CODES:
            take = min(counts[code], laid)
            counts[code] -= take
            laid -= take
        return [k if k > 0 else 0 for k in counts]

    def determinize(self, rng: random.Random, shape: Shape | None = None) -> Game:
        """A full game consistent with this view: the unseen cards dealt at random.

        Cards known to be in a hand (picked up with the pile) stay in that hand.

        ``shape``, if given, is called with the random deal before the game is built, as
        ``shape(hands, stock)``: ``hands`` has one list of 53 card counts (indexed by card code,
        as `hand_counts`) per seat, ``stock`` the stock's card codes, top card first. It may
        change the other seats' counts and the stock in place (move cards between them, reorder
        the stock), so that a simulation can reshape the deal without a round trip through
        `Game.to_dict`. What it leaves must still agree with the view: this seat's hand, every
        hand's size, the stock's size and the cards known in each hand unchanged, and (in a
        game dealt from a full deck) the same unseen cards in all; else `ValueError`.
        """
        g = self._g.copy()
        pool_counts = self.unseen_counts()
        for seat in range(g.nplayers):
            if seat == self.seat:
                continue
            for c, k in enumerate(g.known[seat]):
                take = min(k, pool_counts[c])
                pool_counts[c] -= take
                g.known[seat][c] = take
        pool = [c for c, k in enumerate(pool_counts) for _ in range(k)]
        rng.shuffle(pool)
        need = sum(g.sizes[s] - sum(g.known[s]) for s in range(g.nplayers) if s != self.seat)
        need += len(g.stock)
        while len(pool) < need:  # a set-up position that does not hold the whole deck
            pool.append(rng.randrange(NUM_CODES))
        hands = g.hands
        for seat in range(g.nplayers):
            if seat == self.seat:
                continue
            hand = g.known[seat][:]
            for _ in range(g.sizes[seat] - sum(hand)):
                hand[pool.pop()] += 1
            hands[seat] = hand
        stock = [pool.pop() for _ in range(len(g.stock))]
        if shape is None:
            g.stock = stock
            return g
        own = hands[self.seat]
        dealt = [h[:] for h in hands]
        top_first = stock[::-1]
        shape(dealt, top_first)
        self._check_shaped(g, dealt, top_first, stock)
        # copies, so that the caller's lists never change the game (nor its card cache) later
        g.hands = [own if seat == self.seat else h[:] for seat, h in enumerate(dealt)]
        g.stock = top_first[::-1]
        return g

    def _check_shaped(self, g: Game, hands: list[list[int]], stock: list[int],
                      dealt_stock: list[int]) -> None:
        """`ValueError` unless a reshaped deal (``hands``, ``stock`` top first) still agrees
        with the view (see `determinize`); ``dealt_stock`` is the stock as dealt."""
        n = g.nplayers
        if len(hands) != n or len(stock) != len(dealt_stock):
            raise ValueError("the shaped deal changed the number of hands or the stock's size")
        pool = [0] * NUM_CODES
        for seat, hand in enumerate(hands):
            if len(hand) != NUM_CODES or any(type(k) is not int or k < 0 for k in hand):
                raise ValueError(f"hand {seat} must be {NUM_CODES} card counts")
            if seat == self.seat:
                if hand != g.hands[seat]:
                    raise ValueError("the shaped deal changed this seat's own hand")
                continue
            if sum(hand) != g.sizes[seat]:
                raise ValueError(f"the shaped deal changed the size of hand {seat}")
            if any(k > h for k, h in zip(g.known[seat], hand, strict=True)):
                raise ValueError(f"the shaped deal took known cards out of hand {seat}")
            for c, k in enumerate(hand):
                pool[c] += k
        for c in stock:
            if type(c) is not int or not 0 <= c < NUM_CODES:
                raise ValueError(f"no card code {c!r} in the stock")
            pool[c] += 1
        if g.full_deck:
            dealt = [0] * NUM_CODES
            for seat in range(n):
                if seat != self.seat:
                    for c, k in enumerate(g.hands[seat]):
                        dealt[c] += k
            for c in dealt_stock:
                dealt[c] += 1
            if pool != dealt:
                raise ValueError("the shaped deal changed which cards are unseen")

    def to_dict(self) -> dict[str, Any]:
        """The view in JSON form (for debugging and bug reports)."""
        d = self._g.to_dict()
        d["format"] = "samba-view"
        d["seat"] = self.seat
        d["hands"] = [h if s == self.seat else [] for s, h in enumerate(d["hands"])]
        d["hand_sizes"] = self.hand_sizes
        d["stock"] = []
        d["stock_size"] = self.stock_size
        return d

    def __repr__(self) -> str:
        return f"<PlayerView seat {self.seat} of {self._g!r}>"

