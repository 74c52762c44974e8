"""The Qt model layer: QObjects with signals over the engine (QtCore only, never QtWidgets).

`GameModel` owns the game, applies every move and reports changes; its jobs have their own
classes (computer turns on a worker thread, first-meld staging, undo, hints, the recent-moves
log). `TableConfig` says who sits at the table. `SessionModel` (session.py) keeps the settings,
the autosave, the saved games and the score history, likewise over classes of its own (the
settings store, the game follower, the saved files, the score history).
"""

from .config import LEVELS, SeatConfig, TableConfig, default_names
from .game_model import ChangeSet, GameModel, Pace
from .move_log import LogEntry

__all__ = ["LEVELS", "ChangeSet", "GameModel", "LogEntry", "Pace", "SeatConfig", "TableConfig",
           "default_names"]
