"""Easy: plays sensibly but simply.

Takes the pile when it holds the pair, takes the top card onto its sequences, melds what it
obviously can, lays red 3s, answers "yes", and discards the card it has least use for.
It does not plan, count cards or block the pile.
"""

from __future__ import annotations

import random

from samba_desktop.engine import (
    Answer,
    Discard,
    Draw,
    Extend,
    LayRedThree,
    Meld,
    Move,
    Pass,
    Phase,
    PlayerView,
    TakePile,
    TakeTop,
)
from samba_desktop.engine.codes import (
    IS_NATURAL,
    IS_WILD,
    VALUES,
    hand_value,
    in_suit,
    naturals_of_rank,
    rank_of,
)

from .reasons import Decision, cards_param, decision


class EasyPlayer:
    level = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.last_decision: Decision | None = None

    def choose(self, view: PlayerView) -> Move:
        if view.phase == Phase.ANSWER:
            self.last_decision = decision(Answer(True), "answer.always_yes",
                                          penalty=hand_value(view.hand_counts))
            return Answer(True)
        moves = view.legal_moves()
        if not moves:
            raise ValueError("no legal move: it is not this seat's turn")
        record = self._draw(view, moves) if view.phase == Phase.DRAW else self._meld(view, moves)
        self.last_decision = record
        return record.move

    def _draw(self, view: PlayerView, moves: list[Move]) -> Decision:
        for mv in moves:
            if isinstance(mv, LayRedThree):
                return decision(mv, "easy.red_three")
        pile = view.discard_pile
        piles = [mv for mv in moves if isinstance(mv, TakePile)]
        if piles:
            best = max(piles, key=lambda m: len(m.cards) + sum(len(e) for e in m.extra_melds))
            return decision(best, "easy.take_pile", [(m, 0.0) for m in piles],
                            pile=len(pile), cards=cards_param(best.cards))
        tops = [mv for mv in moves if isinstance(mv, TakeTop)]
        if tops:
            meld = next((m for m in view.melds(view.side) if m.id == tops[0].meld_id), None)
            return decision(tops[0], "easy.take_top", card=str(pile[-1]),
                            length=len(meld.cards) if meld is not None else 0)
        if not pile:
            return decision(Draw(), "easy.draw_empty")
        top = pile[-1]
        if not top.is_natural:
            return decision(Draw(), "easy.draw_blocked", pile=len(pile), top=str(top))
        return decision(Draw(), "easy.draw_no_pair", pile=len(pile), top=str(top))

    def _meld(self, view: PlayerView, moves: list[Move]) -> Decision:
        for mv in moves:
            if isinstance(mv, LayRedThree):
                return decision(mv, "easy.red_three")
        melds = [mv for mv in moves if isinstance(mv, Meld)]
        if melds:
            best = max(melds, key=lambda m: sum(len(x) for x in m.melds))
            laid = [c for m in best.melds for c in m]
            return decision(best, "easy.meld", [(m, float(sum(len(x) for x in m.melds)))
                                                for m in melds],
                            count=len(laid), cards=cards_param(laid))
        extends = [mv for mv in moves if isinstance(mv, Extend)]
        # natural cards first; wild cards only into groups
        natural = [mv for mv in extends if IS_NATURAL[mv.cards[0].code]]
        if natural:
            mv = natural[0]
            meld = next((m for m in view.melds(view.side) if m.id == mv.meld_id), None)
            length = (len(meld.cards) if meld is not None else 0) + len(mv.cards)
            return decision(mv, "easy.extend", cards=cards_param(mv.cards), length=length)
        discards = [mv for mv in moves if isinstance(mv, Discard)]
        if discards:
            counts = view.hand_counts
            ranked = sorted(discards, key=lambda m: _keep_value(m.card.code, counts))
            return decision(ranked[0], "easy.discard",
                            [(m, -_keep_value(m.card.code, counts)) for m in ranked],
                            card=str(ranked[0].card), hand=sum(counts))
        for mv in moves:
            if isinstance(mv, Pass):
                last = view.hand[0] if view.hand else None
                return decision(mv, "easy.pass", card=str(last) if last else "")
        return decision(moves[0], "forced" if len(moves) == 1 else "easy.first",
                        count=len(moves))


def _keep_value(code: int, counts: list[int]) -> float:
    """How much the player wants to keep a card (lowest is discarded)."""
    if IS_WILD[code]:
        return 100 + VALUES[code]
    if not IS_NATURAL[code]:
        return -10  # black 3: no use until going out
    same = naturals_of_rank(counts, rank_of(code))
    neighbours = sum(1 for d in (-2, -1, 1, 2) if (x := in_suit(code, d)) >= 0 and counts[x])
    return same * 10 + neighbours * 4 - VALUES[code] / 10
