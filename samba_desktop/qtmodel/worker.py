"""Computer players think on a worker thread; the move comes back to the main thread.

The worker gets a *copy* of the player's view (``game.view(seat)`` copies the game), so the
game itself is never touched off the main thread.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal

from samba_desktop.ai import Decision, Player
from samba_desktop.engine import Move, PlayerView


def decision_of(player: Player) -> Decision | None:
    """The player's record of its last decision (``None`` if it keeps none).

    ENGINE_CONTRACT.md: every computer player has ``last_decision`` (move, reason key and
    params, English reason): `samba_desktop.ai.Player`. Stand-ins in tests may keep none.
    """
    return getattr(player, "last_decision", None)


class AiSignals(QObject):
    """Lives on the main thread; ``done`` is queued across to it from the worker."""

    done = Signal(int, int, object)
    """token, seat, (move or None, exception or None, seconds thought, the player's last_decision)"""


class AiTask:
    """Ask ``player.choose(view)`` on a pool thread and report through ``signals.done``.

    A plain callable for ``QThreadPool.start``: nothing outlives the run. (A ``QRunnable``
    subclass that the pool does not delete stays alive on its C++ side for good, and with it
    its view and that view's copy of the game: 670 of them a game.) The task lets go of the
    player and the view as soon as it has its answer.
    """

    __slots__ = ("_player", "_view", "_token", "_seat", "_signals")

    def __init__(self, player: Player, view: PlayerView, token: int, seat: int,
                 signals: AiSignals) -> None:
        self._player: Player | None = player
        self._view: PlayerView | None = view
        self._token = token
        self._seat = seat
        self._signals = signals

    def __call__(self) -> None:
        self.run()

    def run(self) -> None:
        player, view = self._player, self._view
        self._player = self._view = None
        if player is None or view is None:  # already run
            return
        start = time.perf_counter()
        move: Move | None = None
        error: BaseException | None = None
        try:
            move = player.choose(view)
        except Exception as exc:  # reported to the main thread, which falls back to a legal move
            error = exc
        del view
        seconds = time.perf_counter() - start
        self._signals.done.emit(self._token, self._seat, (move, error, seconds, decision_of(player)))
