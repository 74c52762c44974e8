"""`Staging`: the human side's first meld, put together meld by meld and laid as one action.

Until a side has melded, its first meld must reach a minimum in one action, so the table lets
the human stage melds (each a meld on its own) and then lay them all at once, or take them along
with the pile. The staged cards stay in the hand; ``free_hand`` is the hand without them.
"""

from __future__ import annotations

from collections.abc import Sequence

from samba_desktop.engine import Card, Game, IllegalMove, card_value, meld_kind

from .texts import cards_label

StagedMeld = tuple[Card, ...]


class Staging:
    """The melds ``seat`` has staged in ``game`` (``seat`` None: nobody stages)."""

    def __init__(self, game: Game, seat: int | None) -> None:
        self._game = game
        self._seat = seat
        self._melds: list[StagedMeld] = []

    def follow(self, seat: int | None) -> None:
        """The staging seat is now ``seat`` (a seat changed in a hosted table's lobby)."""
        if seat != self._seat:
            self._seat = seat
            self._melds = []

    def __bool__(self) -> bool:
        return bool(self._melds)

    @property
    def melds(self) -> list[StagedMeld]:
        """The staged melds, in the order they were staged (a new list)."""
        return list(self._melds)

    @property
    def active(self) -> bool:
        """Whether the seat's side still has to make its first meld (so melds are staged)."""
        if self._seat is None or not self._game.in_play:
            return False
        return not self._game.has_melded(self._game.side_of(self._seat))

    @property
    def value(self) -> int:
        """The points of the staged cards."""
        return sum(card_value(c) for m in self._melds for c in m)

    @property
    def minimum(self) -> int:
        """The points the side's first meld needs (the table's seat 0 without a human)."""
        seat = 0 if self._seat is None else self._seat
        return self._game.initial_minimum(self._game.side_of(seat))

    def free_hand(self) -> list[Card]:
        """The seat's hand without the staged cards (seat 0's hand without a human)."""
        hand = self._game.hand(0 if self._seat is None else self._seat)
        for meld in self._melds:
            for card in meld:
                hand.remove(card)
        return hand

    def problem(self, cards: Sequence[Card], index: int | None = None) -> IllegalMove | None:
        """Why ``cards`` cannot be staged (as a new meld, or added to staged meld ``index``),
        or None when they can: each card must be free in the hand, and the result a meld."""
        free = self.free_hand()
        for card in cards:
            if card not in free:
                return IllegalMove("", "not_in_hand", {"cards": cards_label([card])})
            free.remove(card)
        if index is not None and not 0 <= index < len(self._melds):
            return IllegalMove("", "choose_cards")
        new = tuple(cards) if index is None else self._melds[index] + tuple(cards)
        try:
            meld_kind(new, self._game.rules, going_out=True)
        except IllegalMove as exc:
            return exc
        return None

    def stage(self, cards: Sequence[Card], index: int | None = None) -> IllegalMove | None:
        """Stage ``cards`` (see `problem`); returns the problem instead when there is one."""
        problem = self.problem(cards, index)
        if problem is not None:
            return problem
        if index is None:
            self._melds.append(tuple(cards))
        else:
            self._melds[index] += tuple(cards)
        return None

    def unstage(self, index: int) -> bool:
        """Return staged meld ``index`` to the hand; whether there was one."""
        if 0 <= index < len(self._melds):
            del self._melds[index]
            return True
        return False

    def clear(self) -> bool:
        """Return every staged meld to the hand; whether there was any."""
        had = bool(self._melds)
        self._melds.clear()
        return had

    def restore(self, melds: Sequence[StagedMeld]) -> None:
        """Stage exactly ``melds`` again (as they were before a move now taken back)."""
        self._melds = list(melds)

    def prune(self) -> bool:
        """Drop staged melds whose cards are gone from the hand, and all of them once the side
        has melded; whether anything was dropped."""
        if not self._melds:
            return False
        if not self.active:
            self._melds.clear()
            return True
        assert self._seat is not None  # active
        hand = self._game.hand(self._seat)
        kept = []
        for meld in self._melds:
            try:
                for card in meld:
                    hand.remove(card)
            except ValueError:
                continue
            kept.append(meld)
        if kept == self._melds:
            return False
        self._melds = kept
        return True
