"""UndoStack: the table's part of taking back the meld actions the engine can take back."""

from __future__ import annotations

from samba_desktop.engine import Discard, Draw, Meld, parse_cards
from samba_desktop.qtmodel.undo_stack import UndoStack

from .test_game_model import first_meld_position


def _meld(text: str):
    return tuple(parse_cards(text))


def _play(game, stack: UndoStack, move, log_length: int, staging=()) -> None:
    """What the table does around a move: mark, apply (undoable, as a human's), note."""
    point = stack.mark(log_length, staging, game.undo_depth)
    game.apply(move, undoable=True)
    stack.moved(point, game.undo_depth)


def test_a_point_is_kept_for_each_move_the_engine_can_take_back():
    game = first_meld_position()
    stack = UndoStack()
    _play(game, stack, Draw(), 1)
    assert not stack  # the engine cannot take a draw back
    _play(game, stack, Meld((_meld("AH AS AD"),)), 2, staging=[_meld("5C 6C 7C")])
    _play(game, stack, Meld((_meld("5C 6C 7C"),)), 3)
    assert len(stack) == game.undo_depth == 2
    point = stack.pop()
    game.undo()
    assert (point.log_length, point.staging) == (3, ())
    point = stack.pop()
    game.undo()
    assert (point.log_length, point.staging) == (2, (_meld("5C 6C 7C"),))
    assert not stack and game.undo_depth == 0


def test_every_point_goes_once_the_engine_can_take_nothing_back():
    game = first_meld_position()
    stack = UndoStack()
    _play(game, stack, Draw(), 1)
    _play(game, stack, Meld((_meld("AH AS AD"),)), 2)
    assert stack
    _play(game, stack, Discard(parse_cards("9D")[0]), 3)
    assert not stack and game.undo_depth == 0


def test_clear_forgets_every_point():
    stack = UndoStack()
    stack.moved(stack.mark(0, (), 0), 1)
    stack.moved(stack.mark(1, (), 1), 2)
    assert len(stack) == 2
    stack.clear()
    assert not stack
