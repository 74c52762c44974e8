"""Random players that drive an engine through ENGINE_CONTRACT.md only.

They are what `tools.bench` measures and what `tools.contract_race` races two engines with: an
outside program (a conformance suite, a benchmark) drives an engine like this. A `Driver` is
made for an engine *module* (``samba_desktop.engine``, a frozen copy of an older one, or an
independent engine with the same names) and uses nothing but the contract's names on it:
``Game``, the moves, ``game.turn``/``phase``/``hand``/``melds``/``discard_pile``/``side_of``,
``is_legal`` and ``apply``. Cards are read by ``.rank`` and ``.suit`` only.

Two players:

- *sensible* (`Driver.sensible_hand`): takes the pile with a natural pair of its top card, lays
  its red 3s, a new group of each rank it holds three naturals of, each natural that fits one
  of its side's groups, then discards a random card. Few of its proposals are refused.
- *proposing* (`Driver.proposing_hand`): proposes every move it sees (`Driver.candidates`:
  every discard, every card onto every meld, every merge, ...), keeps what ``is_legal``
  accepts and plays one of those at random. Most of its proposals are refused.

Both choose only from what they see in an order of their own (cards by rank and suit), never
from the engine's order of a hand, so two engines that agree on the rules play the same moves
from the same position (`tools.contract_race` checks that they do).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from operator import attrgetter
from types import ModuleType
from typing import Any

#: the ranks of natural cards (4 to ace): a 2, a 3 or a joker is not natural
NATURAL_RANKS = frozenset(("4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"))
#: the kinds of meld a natural of its rank extends (`ENGINE_CONTRACT.md`'s ``meld_kind``)
GROUP_KINDS = frozenset({"group", "mixed_canasta", "pure_canasta"})
IN_PLAY = ("draw", "meld", "answer")

_SUIT = attrgetter("suit")
_RANK_SUIT = attrgetter("rank", "suit")
#: a move played, as the driver reports it (`Driver.token`): comparable between engines
Token = tuple[Any, ...]


class Driver:
    """Contract-only random players for the engine module ``engine``.

    ``fallback``: when none of the proposing player's candidates is legal (a position its
    simple candidates miss, such as a partner's "yes" that must be met by laying two cards at
    once), ask the engine's own ``legal_moves`` if it has one (not a contract name); without
    it, or with ``fallback=False``, the hand is left unfinished (counted in `stuck`).
    """

    def __init__(self, engine: ModuleType, *, fallback: bool = True) -> None:
        self.engine = engine
        e = engine
        self.Answer, self.AskPartner, self.Discard, self.Draw = (
            e.Answer, e.AskPartner, e.Discard, e.Draw)
        self.Extend, self.LayRedThree, self.Meld, self.Merge = (
            e.Extend, e.LayRedThree, e.Meld, e.Merge)
        self.Pass, self.TakePile, self.TakeTop = e.Pass, e.TakePile, e.TakeTop
        self.legal_moves: Callable[[Any], list[Any]] | None = (
            getattr(e, "legal_moves", None) if fallback else None)
        self.stuck = 0

    # ------------------------------------------------------------------ the sensible player
    def sensible_turn(self, game: Any, rng: random.Random, log: list[Token] | None = None) -> int:
        """One turn of the sensible player (or its answer); returns the moves it played."""
        apply = game.apply if log is None else self._logged(game, log)
        if game.phase == "answer":
            apply(self.Answer(rng.random() < 0.5))
            return 1
        seat = game.turn
        played = 0
        if game.phase == "draw":
            move: Any = self.Draw()
            pile = game.discard_pile
            if pile and pile[-1].rank in NATURAL_RANKS:
                rank = pile[-1].rank
                pair = sorted([c for c in game.hand(seat) if c.rank == rank], key=_SUIT)[:2]
                if len(pair) == 2:
                    take = self.TakePile(pair)
                    if game.is_legal(take):
                        move = take
            apply(move)
            played += 1
            if game.phase != "meld":
                return played
        lay = self.LayRedThree()
        while game.is_legal(lay):
            apply(lay)
            played += 1
        by_rank: dict[str, list[Any]] = {}
        for card in game.hand(seat):
            by_rank.setdefault(card.rank, []).append(card)
        ranks = sorted(by_rank)
        for rank in ranks:
            cards = by_rank[rank]
            if rank in NATURAL_RANKS and len(cards) >= 3:
                meld = self.Meld([cards])
                if game.is_legal(meld):
                    apply(meld)
                    played += 1
                    if game.phase != "meld":
                        return played
                    cards.clear()
        groups = {}
        for m in game.melds(game.side_of(seat)):
            if m.kind in GROUP_KINDS:
                for card in m.cards:  # (its rank: the rank of a natural in it)
                    if card.rank in NATURAL_RANKS:
                        groups[card.rank] = m.id
                        break
        for rank in ranks:
            meld_id = groups.get(rank)
            if meld_id is None or rank not in NATURAL_RANKS:
                continue
            for card in sorted(by_rank[rank], key=_SUIT):
                extend = self.Extend(meld_id, [card])
                if game.is_legal(extend):
                    apply(extend)
                    played += 1
                    if game.phase != "meld":
                        return played
        # discard a card of a random rank held (the lowest suit of it), another if refused
        by_rank = {}
        for card in game.hand(seat):
            by_rank.setdefault(card.rank, []).append(card)
        held = sorted(by_rank)
        first = rng.randrange(len(held))
        for rank in held[first:] + held[:first]:
            discard = self.Discard(min(by_rank[rank], key=_SUIT))
            if game.is_legal(discard):
                apply(discard)
                return played + 1
        apply(self.Pass())
        return played + 1

    def sensible_hand(self, game: Any, rng: random.Random, log: list[Token] | None = None) -> int:
        """Play the current hand to its end with `sensible_turn`; returns the moves played."""
        moves = 0
        while game.phase in IN_PLAY:
            moves += self.sensible_turn(game, rng, log)
        return moves

    # ------------------------------------------------------------------ the proposing player
    def candidates(self, game: Any) -> list[Any]:
        """Every move a player who knows only the contract might try now, legal or not.

        From what the seat sees (its hand, its side's melds, the pile's top): the answers; the
        draw, the pile with a natural pair of the top card's rank and the top card onto each
        meld; a red 3; asking and passing; every card discarded, every card added to every meld
        of the side, each rank held three times or more laid as a group, and every two melds
        merged.
        """
        phase = game.phase
        if phase == "answer":
            return [self.Answer(True), self.Answer(False)]
        seat = game.turn
        hand = game.hand(seat)
        ids = [m.id for m in game.melds(game.side_of(seat))]
        if phase == "draw":
            moves: list[Any] = [self.Draw(), self.LayRedThree()]
            pile = game.discard_pile
            if pile:
                rank = pile[-1].rank
                pair = sorted([c for c in hand if c.rank == rank], key=_SUIT)[:2]
                if len(pair) == 2 and rank in NATURAL_RANKS:
                    moves.append(self.TakePile(pair))
            moves += [self.TakeTop(i) for i in ids]
            return moves
        moves = [self.LayRedThree(), self.AskPartner(), self.Pass()]
        distinct = sorted({_RANK_SUIT(c): c for c in hand}.items())
        moves += [self.Discard(c) for _, c in distinct]
        moves += [self.Extend(i, [c]) for i in ids for _, c in distinct]
        by_rank: dict[str, list[Any]] = {}
        for _, card in distinct:
            by_rank.setdefault(card.rank, [])
        for card in hand:
            by_rank[card.rank].append(card)
        moves += [self.Meld([sorted(cards, key=_SUIT)[:3]]) for cards in by_rank.values()
                  if len(cards) >= 3]
        moves += [self.Merge(a, b) for a in ids for b in ids if a < b]
        return moves

    def proposing_hand(self, game: Any, rng: random.Random,
                       log: list[Token] | None = None) -> tuple[int, int]:
        """Play the current hand by proposing every `candidates` move, keeping those
        ``is_legal`` accepts and playing one at random (a discard only half as often as the
        other moves, so that melds are laid). Returns the moves played and the moves proposed."""
        apply = game.apply if log is None else self._logged(game, log)
        is_legal = game.is_legal
        Discard = self.Discard
        moves = proposed = 0
        while game.phase in IN_PLAY:
            candidates = self.candidates(game)
            proposed += len(candidates)
            legal = [m for m in candidates if is_legal(m)]
            if not legal:
                if self.legal_moves is None:
                    self.stuck += 1
                    return moves, proposed
                legal = self.legal_moves(game)
            others = [m for m in legal if type(m) is not Discard]
            apply(rng.choice(others if others and rng.random() < 0.5 else legal))
            moves += 1
        return moves, proposed

    # ------------------------------------------------------------------ comparing engines
    @staticmethod
    def token(seat: int, move: Any) -> Token:
        """A move as plain values (its type's name and fields, cards as rank and suit), the same
        for two engines that play the same move."""
        fields: list[Any] = [seat, type(move).__name__]
        for name in getattr(move, "__dataclass_fields__", ()):
            fields.append(_plain(getattr(move, name)))
        return tuple(fields)

    def _logged(self, game: Any, log: list[Token]) -> Callable[[Any], object]:
        def apply(move: Any) -> object:
            log.append(self.token(game.turn, move))
            return game.apply(move)

        return apply


def _plain(value: Any) -> Any:
    """A move's field as plain values: a card as (rank, suit), lists of them as sorted tuples."""
    if isinstance(value, (tuple, list)):
        return tuple(sorted((_plain(v) for v in value), key=repr))
    if hasattr(value, "rank") and hasattr(value, "suit"):
        return (value.rank, value.suit or "")
    return value
