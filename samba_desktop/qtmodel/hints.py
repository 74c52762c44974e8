"""`Hints`: what the human might play, asked of a computer player and put into words.

The hint player is the strongest level on a time budget (``HINT_LEVEL``, ``HINT_SECONDS``),
made when the first hint of a game is asked; it thinks on the table's worker (`ComputerTurns`).
A red 3 in hand needs no computer: it is laid first.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from samba_desktop.ai import Decision, Player
from samba_desktop.engine import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    Extend,
    Game,
    LayRedThree,
    Meld,
    Merge,
    Move,
    Pass,
    Phase,
    PlayerView,
    TakePile,
    TakeTop,
)
from samba_desktop.engine.moves import MOVE_TYPES

from .computer_turns import ComputerTurns
from .reasons import ReasonRecord, record_of
from .texts import cards_label, meld_label, object_label

# Hints come from the strongest computer level, thinking at most this long.
HINT_LEVEL = "hard"
HINT_SECONDS = 0.5

HintFactory = Callable[[int], Player]  # (seed) -> the hint player


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameModel", text)


class HintTable(Protocol):
    """What hints read of the table (`GameModel`)."""

    @property
    def game(self) -> Game: ...

    @property
    def view(self) -> PlayerView: ...

    @property
    def human_seat(self) -> int | None: ...

    @property
    def display_seat(self) -> int: ...

    def is_human_turn(self) -> bool: ...


def hint_text(game: Game, seat: int, move: object) -> str:
    """Advice in words for ``move`` (what the player at ``seat`` could play)."""
    if isinstance(move, Draw):
        return _tr("Draw from the stock.")
    if isinstance(move, TakePile):
        text = _tr("Take the pile with {cards}.").format(cards=cards_label(move.cards))
        if move.extra_melds:
            text += " " + _tr("Also lay {melds}.").format(
                melds=" \u00b7 ".join(cards_label(m) for m in move.extra_melds))
        return text
    if isinstance(move, TakeTop):
        return _tr("Take the top card onto your sequence.")
    if isinstance(move, Meld):
        return _tr("Meld {cards}.").format(
            cards=" \u00b7 ".join(cards_label(m) for m in move.melds))
    if isinstance(move, Extend):
        side = game.side_of(seat)
        target = next((meld_label(m.cards, m.kind) for m in game.melds(side)
                       if m.id == move.meld_id), "?")
        return _tr("Add {cards} to {meld}.").format(cards=object_label(move.cards), meld=target)
    if isinstance(move, Merge):
        return _tr("Merge your two groups of the same rank.")
    if isinstance(move, LayRedThree):
        return _tr("Lay your red 3.")
    if isinstance(move, Discard):
        return _tr("Discard {card}.").format(card=object_label([move.card]))
    if isinstance(move, Pass):
        return _tr("Pass: keep your last card.")
    if isinstance(move, AskPartner):
        return _tr("Ask your partner whether you may go out.")
    if isinstance(move, Answer):
        return _tr("Answer yes.") if move.yes else _tr("Answer no.")
    return str(move)


class Hints:
    """Hints for the human at ``table``: asked with `request`, answered through
    ``on_ready(move or None, text)``; ``reason`` is the computer's reason for the last one.
    The table keeps its hints, which hold it weakly (no reference cycle: weak.py)."""

    def __init__(self, table: HintTable, factory: HintFactory, turns: ComputerTurns,
                 on_ready: Callable[[Move | None, str], None]) -> None:
        self._table_ref = weakref.ref(table)
        self._factory = factory
        self._turns = turns
        self._on_ready = on_ready
        self._player: Player | None = None
        self._pending = False
        self.reason: ReasonRecord | None = None

    @property
    def _table(self) -> HintTable:
        table = self._table_ref()
        if table is None:
            raise ReferenceError("the table of these hints is gone")
        return table

    def reset(self) -> None:
        """A new game: a new hint player when one is next needed; no hint under way."""
        self._pending = False
        self._player = None
        self.reason = None

    def request(self) -> None:
        """Ask for a hint (one at a time); the answer comes through ``on_ready``."""
        table = self._table
        if not table.is_human_turn():
            self.reason = None  # the reason of a hint before is not this answer's
            self._on_ready(None, _tr("Wait for your turn."))
            return
        if self._pending:
            return
        g = table.game
        if g.phase in (Phase.DRAW, Phase.MELD) and g.is_legal(LayRedThree()):
            self.reason = None  # the red 3's words say why
            # A red 3 in hand is laid before anything else (held at the end it costs points).
            self._on_ready(LayRedThree(), self.text(LayRedThree()) + " " + _tr(
                "A red 3 is laid at once, before you draw or meld: it counts for your side, "
                "and one left in hand costs points."))
            return
        if self._player is None:
            self._player = self._factory(12345)
        self._pending = True
        assert table.human_seat is not None  # is_human_turn()
        self._turns.ask(self._player, table.human_seat, hint=True)

    def done(self, move: Move | None, error: BaseException | None,
             decision: Decision | None) -> None:
        """The hint player's answer is back (from `ComputerTurns`)."""
        self.reason = record_of(decision, move) if error is None else None
        self._pending = False
        table = self._table
        if error is not None or not isinstance(move, MOVE_TYPES) or not table.is_human_turn() \
                or not table.game.is_legal(move):
            self._on_ready(None, _tr("No hint right now."))
            return
        text = self.text(move)
        if self.going_out_impossible():
            text = _tr("Going out is not possible with this hand any more, so you play on.") \
                + " " + text
        self._on_ready(move, text)

    def text(self, move: object) -> str:
        """Advice in words for ``move`` (what the human could play)."""
        return hint_text(self._table.game, self._table.display_seat, move)

    def going_out_impossible(self) -> bool:
        """After the partner's "yes, go out!": whether the human's hand can no longer be
        emptied this turn (the engine then lets the obligation lapse: a discard that keeps
        cards is allowed again)."""
        table = self._table
        g = table.game
        if not table.is_human_turn() or g.phase != Phase.MELD or not table.view.must_go_out:
            return False
        hand = g.hand(g.turn)
        if len(hand) < 2:
            return False
        return g.is_legal(Pass()) or any(g.is_legal(Discard(card)) for card in set(hand))
