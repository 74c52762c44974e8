"""The action bar's status line at a table hosted with friends: while the host gathers its
players nobody is said to be playing, and a friend's turn is a friend's, not a computer's.

The table listens on 127.0.0.1 (any free port); the seats and the hosting are stopped at the
end."""

from __future__ import annotations

import pytest

from samba_desktop.engine import Rules
from samba_desktop.qtmodel import GameModel, Pace
from samba_desktop.qtmodel.hosted_table import SeatPlan, TableHosting, TableSeat
from samba_desktop.ui.window.action_bar import ActionBar
from samba_desktop.ui.window.status_line import StatusLine

PATIENCE = 30000


class NoActions:
    def available(self) -> dict[str, bool]:
        return {}

    def default_action(self, available: dict[str, bool] | None = None) -> str | None:
        return None


@pytest.fixture
def table(qtbot, tmp_path):
    hosting = TableHosting(Rules(players=4), [SeatPlan.HUMAN, SeatPlan.EASY, SeatPlan.HUMAN,
                                              SeatPlan.EASY],
                           folder=tmp_path / "hosted", bind="127.0.0.1")
    hosting.start()
    players = []
    for name, hosts in (("Hanna", True), ("Anna", False)):
        seat = TableSeat(hosting.local_link, name, hosting=hosts)
        seat.join()
        if hosts:
            hosting.keep_own_secret(seat.secret)
        model = GameModel(pace=Pace.INSTANT)
        model.join_table(seat)
        bar = ActionBar()
        qtbot.addWidget(bar)
        line = StatusLine(model, NoActions(), bar, bar)  # the bar keeps it
        model.changed.connect(line.refresh)
        line.refresh()
        players.append((seat, model, bar))
    yield hosting, players
    for seat, _model, _bar in players:
        seat.close()
    hosting.stop()


def test_the_status_line_waits_for_the_start_then_for_the_friend_to_move(qtbot, table):
    hosting, ((hanna, hanna_model, hanna_bar), (anna, anna_model, anna_bar)) = table
    for bar in (hanna_bar, anna_bar):
        assert bar.headline.text() == "Waiting for the game to start"
        assert "is playing" not in bar.headline.text()
    assert "press Start" in hanna_bar.detail.text()
    assert anna_bar.detail.text() == "The host starts the game when everyone is here."

    hosting.start_play()
    # the computers play until a friend is to move; the other friend waits for them by name
    qtbot.waitUntil(lambda: hanna.started and hanna_model.view.turn in (0, 2)
                    and anna_model.view.turn == hanna_model.view.turn, timeout=PATIENCE)
    mover = hanna_model.view.turn
    waiting_bar, mover_name = (anna_bar, "Hanna") if mover == 0 else (hanna_bar, "Anna")
    qtbot.waitUntil(lambda: waiting_bar.headline.text() == f"Waiting for {mover_name}",
                    timeout=PATIENCE)
    assert waiting_bar.detail.text() == f"{mover_name} plays on their own computer."
