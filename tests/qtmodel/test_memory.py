"""A long session does not keep what finished computer moves and finished games leave behind,
and a table let go of is freed at once, its workers' late answers dropped."""

from __future__ import annotations

import contextlib
import gc
import threading
import weakref

from samba_desktop.engine import PlayerView
from samba_desktop.qtmodel import GameModel, Pace
from samba_desktop.qtmodel.review_worker import attach_reviewer
from samba_desktop.qtmodel.worker import AiTask

from .helpers import FirstLegal, SlowThinker, config, factory_of, model_with


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


# ------------------------------------------------------------------ a table let go of
@contextlib.contextmanager
def _reference_counting_only():
    """Objects are freed only by reference counting meanwhile, not by the cyclic garbage
    collector, which runs at moments nobody chooses: a table it frees would be torn down in the
    middle of some later event (a computer's late answer once came in while it was)."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


class _Started(SlowThinker):
    """A slow thinker that says when it has begun to think."""

    def __init__(self, seconds: float) -> None:
        super().__init__(seconds)
        self.thinking = threading.Event()

    def choose(self, view):
        self.thinking.set()
        return super().choose(view)


def _let_go_while_thinking(qtbot, thinking: threading.Event, start) -> None:
    """``start()`` makes a table and sets a computer thinking (``thinking`` is set once it
    does): the table, let go of meanwhile, must be freed at once, and the computer's answer,
    which has nowhere to go, dropped without a word."""
    with _reference_counting_only():
        model = start()
        qtbot.waitUntil(thinking.is_set, timeout=5000)
        table = weakref.ref(model)
        del model
        assert table() is None
        qtbot.wait(100)  # the answer would have come in by now


def test_a_table_let_go_of_while_a_computer_thinks_is_freed_at_once(qtbot):
    player = _Started(0.3)

    def start():
        model = model_with(human=False, factory=lambda level, seed: player)
        model.start()
        return model

    _let_go_while_thinking(qtbot, player.thinking, start)


def test_a_table_let_go_of_while_a_hint_is_thought_is_freed_at_once(qtbot):
    hint_player = _Started(0.3)

    def start():
        # (seed 5 deals the human no red 3, which would be hinted without a computer)
        model = GameModel(config(2), seed=5, player_factory=factory_of(FirstLegal),
                          pace=Pace.INSTANT, hint_factory=lambda seed: hint_player)
        model.start()
        qtbot.waitUntil(model.is_human_turn, timeout=5000)
        model.request_hint()
        return model

    _let_go_while_thinking(qtbot, hint_player.thinking, start)


def test_a_table_with_its_coach_is_freed_at_once(qtbot):
    from tests.qtmodel.test_review_worker import Session

    player = _Started(0.3)
    coaches = []
    session = Session()  # the session outlives the table

    def start():
        model = model_with(human=True, factory=lambda level, seed: player)
        coaches.append(weakref.ref(attach_reviewer(model, session)))
        model.start()
        return model

    _let_go_while_thinking(qtbot, player.thinking, start)
    assert coaches[0]() is None
