"""Computer players think on a worker thread; the move comes back to the main thread.

The worker gets a *copy* of the player's view (``game.view(seat)`` copies the game), so the
game itself is never touched off the main thread.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QRunnable, Signal


class AiSignals(QObject):
    """Lives on the main thread; ``done`` is queued across to it from the worker."""

    done = Signal(int, int, object)
    """token, seat, (move or None, exception or None, seconds thought)"""


class AiTask(QRunnable):
    """Ask ``player.choose(view)`` on a pool thread and report through ``signals.done``."""

    def __init__(self, player, view, token: int, seat: int, signals: AiSignals) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the model keeps it alive until its result has arrived
        self._player = player
        self._view = view
        self._token = token
        self._seat = seat
        self._signals = signals
        self.decision: object = None  # the player's last_decision, read right after choose()

    def run(self) -> None:
        start = time.perf_counter()
        move = error = None
        try:
            move = self._player.choose(self._view)
            self.decision = getattr(self._player, "last_decision", None)
        except Exception as exc:  # reported to the main thread, which falls back to a legal move
            error = exc
        self._signals.done.emit(self._token, self._seat, (move, error, time.perf_counter() - start))
