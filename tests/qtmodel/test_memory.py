"""A long session does not keep what finished computer moves and finished games leave behind."""

from __future__ import annotations

import gc

from samba_desktop.engine import PlayerView
from samba_desktop.qtmodel.worker import AiTask

from .helpers import FirstLegal, factory_of, model_with


def _alive(kind: type) -> int:
    gc.collect()
    return sum(1 for obj in gc.get_objects() if type(obj) is kind)


def test_finished_computer_moves_leave_no_task_view_or_game_copy_behind(qtbot):
    # (counted against what earlier tests' tables may still hold)
    tasks_before, views_before = _alive(AiTask), _alive(PlayerView)
    model = model_with(human=False, factory=factory_of(FirstLegal))
    with qtbot.waitSignal(model.hand_over, timeout=60000):
        model.start()
    qtbot.wait(50)  # the last result has arrived
    assert len(model.think_times) > 50  # a whole hand of computer moves was played
    assert _alive(AiTask) <= tasks_before
    # the table's own view of its seat stays; no view per computer move
    assert _alive(PlayerView) <= views_before + 1


def test_objects_level_off_over_games(qtbot):
    model = model_with(human=False, factory=factory_of(FirstLegal))
    counts = []
    for _game in range(3):
        with qtbot.waitSignal(model.hand_over, timeout=60000):
            model.new_game()
        qtbot.wait(50)
        gc.collect()
        counts.append(len(gc.get_objects()))
    # a hand played by computers each time: what the first one left is all that stays
    assert counts[2] - counts[1] < 2000, counts
