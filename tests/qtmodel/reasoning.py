"""A stand-in computer that gives a reason for each move, like the real players' last_decision."""

from __future__ import annotations

from types import SimpleNamespace

from samba_desktop.engine import Discard

from .helpers import FirstLegal

FAKE_TEMPLATE = "Fake reason: {count} legal moves; threw {card} with {pile} in the pile."


class Reasoner(FirstLegal):
    """Plays like FirstLegal and records why: key "fake.reason" with the move's numbers."""

    key = "fake.reason"

    def __init__(self) -> None:
        self.last_decision = None

    def choose(self, view):
        move = super().choose(view)
        count = len(view.legal_moves())
        card = str(move.card) if isinstance(move, Discard) else "JK"
        pile = len(view.discard_pile)
        params = {"count": count, "card": card, "pile": pile}
        text = f"English reason: {count} moves, {card}, pile {pile}."
        self.last_decision = SimpleNamespace(move=move, key=self.key, params=params,
                                             reason=text, alternatives=[])
        return move


class WrongRecord(Reasoner):
    """Records a decision about another move than the one it returns (must not be shown)."""

    def choose(self, view):
        move = super().choose(view)
        self.last_decision = SimpleNamespace(**{**vars(self.last_decision), "move": None})
        return move


def reasoner_factory(level, seed, **options):
    return Reasoner()
