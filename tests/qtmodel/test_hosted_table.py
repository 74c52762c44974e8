"""A joiner's table (`GameModel.join_table` through a `TableSeat`) tells its views what an
offline table tells them: each move with the cards it carried, as this seat may see them.

The table is hosted on 127.0.0.1 (any free port) on its own thread; every connection and the
host are stopped at the end of each test.
"""

from __future__ import annotations

import pytest

from samba_desktop.engine import Rules
from samba_desktop.net import HostThread, SeatPlan, Table, TableHost
from samba_desktop.qtmodel import GameModel, Pace, SeatConfig, TableConfig
from samba_desktop.qtmodel.hosted_table import TableSeat

from .helpers import FirstLegal, factory_of

PATIENCE = 30000
SEED = 11
#: the joiner's moves: a draw and a discard of the first card in hand, this many turns
TURNS = 3


def _moves(model: GameModel) -> list[tuple[int | None, str, tuple]]:
    """Each move the model shows from now on: (seat, move, movements)."""
    seen: list[tuple[int | None, str, tuple]] = []
    model.changed.connect(lambda change: seen.append(
        (change.seat, str(change.move), change.movements)) if change.kind == "move" else None)
    return seen


def _play_turns(qtbot, model: GameModel, turns: int = TURNS) -> None:
    """The human at ``model``'s table draws and discards its first card, ``turns`` times (the
    computer plays in between)."""
    for _ in range(turns):
        qtbot.waitUntil(lambda: model.is_human_turn() and model.view.phase == "draw",
                        timeout=PATIENCE)
        moves = len(model.game.move_log)
        assert model.draw()
        qtbot.waitUntil(lambda m=moves: len(model.game.move_log) > m, timeout=PATIENCE)
        assert model.is_human_turn()
        assert model.discard(model.view.hand[0])
        qtbot.waitUntil(lambda m=moves: len(model.game.move_log) > m + 1, timeout=PATIENCE)
    # and the computer has played its turn after the last discard
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=PATIENCE)


@pytest.fixture
def hosted():
    """A table for two (seed `SEED`): seat 0 a friend's, seat 1 a computer that draws and
    discards its first card; (link, stop)."""
    table = Table.new(Rules(players=2), [SeatPlan.HUMAN, SeatPlan.NORMAL], seed=SEED)
    host = TableHost(table, None, player_factory=factory_of(FirstLegal))
    thread = HostThread(host, "127.0.0.1", 0)
    link = thread.start()
    seats: list[TableSeat] = []
    yield link, seats
    for seat in seats:
        seat.close()
    thread.stop()


def test_a_joiner_sees_each_move_with_the_cards_it_carried_as_offline(qtbot, hosted):
    link, seats = hosted
    offline = GameModel(TableConfig(Rules(players=2), (SeatConfig("You", human=True),
                                                       SeatConfig("West"))),
                        seed=SEED, player_factory=factory_of(FirstLegal), pace=Pace.INSTANT)
    alone = _moves(offline)
    offline.start()
    _play_turns(qtbot, offline)

    seat = TableSeat(link, "Anna", seat=0)
    seat.join()
    seats.append(seat)
    joiner = GameModel(pace=Pace.INSTANT)
    joiner.join_table(seat)
    shared = _moves(joiner)
    _play_turns(qtbot, joiner)

    assert shared == alone
    # the computer's draws come face down, the joiner's own face up
    assert any(s == 1 and move == "draw" for s, move, _m in shared)
    for s, move, movements in shared:
        if move == "draw":
            faces = [card for m in movements for card in m.cards]
            assert faces and all((card is None) == (s != 0) for card in faces)
    offline.shutdown()
    joiner.leave_table()
    joiner.shutdown()


def test_a_view_that_never_says_it_is_done_does_not_stop_the_shared_table(qtbot, hosted):
    """The model waits for an animating view after each move; one that never reports is
    given up on (the watchdog), and the moves the host reported meanwhile are still shown."""
    link, seats = hosted
    seat = TableSeat(link, "Anna", seat=0)
    seat.join()
    seats.append(seat)
    joiner = GameModel(pace=Pace.INSTANT)
    joiner.attach_view(True)  # and never calls animations_done()
    joiner.join_table(seat)
    shown = _moves(joiner)
    _play_turns(qtbot, joiner, turns=1)  # the wait for the new game's view times out first
    qtbot.waitUntil(lambda: joiner.is_human_turn(), timeout=PATIENCE)
    seats_shown = [s for s, _move, _m in shown]
    assert seats_shown.count(0) == 2 and seats_shown[-2:] == [1, 1]  # its draw and discard
    joiner.leave_table()
    joiner.shutdown()
