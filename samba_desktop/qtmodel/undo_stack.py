"""`UndoStack`: the table's part of taking back the human's meld actions.

The engine takes the moves back (``Game.apply(move, undoable=True)``, ``Game.undo()``, its
``undo_depth``); the table keeps, for each move the engine can take back, what the engine does
not know: how long the recent-moves log was and which melds were staged before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from samba_desktop.engine import Card


@dataclass(frozen=True)
class UndoPoint:
    """The table before a move: the log's length, the staged melds and the engine's
    ``undo_depth``."""

    log_length: int
    staging: tuple[tuple[Card, ...], ...]
    depth: int


class UndoStack:
    """One `UndoPoint` per move the engine can take back, the last on top."""

    def __init__(self) -> None:
        self._points: list[UndoPoint] = []

    def __bool__(self) -> bool:
        return bool(self._points)

    def __len__(self) -> int:
        return len(self._points)

    @staticmethod
    def mark(log_length: int, staging: Sequence[tuple[Card, ...]], depth: int) -> UndoPoint:
        """The table as it is before a move (``depth``: the engine's ``undo_depth`` now)."""
        return UndoPoint(log_length, tuple(staging), depth)

    def moved(self, point: UndoPoint, depth: int) -> None:
        """The move after ``point`` was played and the engine's ``undo_depth`` is ``depth``:
        keep the point if the engine can take that move back; forget every point once the
        engine can take nothing back."""
        if depth > point.depth:
            self._points.append(point)
        elif depth == 0:
            self._points.clear()

    def pop(self) -> UndoPoint:
        """The point of the last move, for the move the engine has just taken back."""
        return self._points.pop()

    def clear(self) -> None:
        self._points.clear()
