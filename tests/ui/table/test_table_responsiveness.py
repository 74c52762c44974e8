"""The window keeps painting and answering while a computer thinks on its worker thread."""

from __future__ import annotations

import gc

from PySide6.QtCore import QElapsedTimer, QTimer

from samba_desktop.qtmodel import Pace
from tests.qtmodel.helpers import SlowThinker, factory_of
from tests.ui.table_helpers import make_window


def test_the_table_stays_responsive_while_a_computer_thinks(qtbot):
    gc.collect()
    w = make_window(qtbot, players=4, pace=Pace.FAST, factory=factory_of(SlowThinker, 0.4))
    model = w.model
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        if model.thinking_seat is not None:
            gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    # the human draws and discards; three computers then think 0.4 s each
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=20000)
    gaps.clear()
    assert w.controller.draw()
    qtbot.waitUntil(lambda: not w.scene.is_animating(), timeout=5000)
    assert w.controller.discard(w.model.view.hand[0])
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=20000)
    timer.stop()
    gaps.sort()
    assert len(gaps) > 150
    assert gaps[int(len(gaps) * 0.95)] < 40, gaps[-20:]
    assert gaps[-1] < 300, f"the window froze for {gaps[-1]} ms while a computer thought"
