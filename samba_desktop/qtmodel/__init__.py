"""The Qt model layer: QObjects with signals over the engine (QtCore only, never QtWidgets).

`GameModel` owns the game, applies every move, runs computer turns on a worker thread and
reports changes; `TableConfig` says who sits at the table.
"""

from .config import LEVELS, SeatConfig, TableConfig, default_names
from .game_model import ChangeSet, GameModel, Pace
from .move_log import LogEntry

__all__ = ["LEVELS", "ChangeSet", "GameModel", "LogEntry", "Pace", "SeatConfig", "TableConfig",
           "default_names"]
