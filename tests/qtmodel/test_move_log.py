"""A saved game put back on the table shows the moves of its hand so far in the recent-moves log,
the same lines the table showed while they were played."""

from __future__ import annotations

from samba_desktop.engine import Card, Discard, Draw, Game
from samba_desktop.qtmodel.move_log import LogEntry, MoveLog
from samba_desktop.qtmodel.reasons import ReasonRecord

from .helpers import config, model_with


def _lines(model, hand: int) -> list[str]:
    return [e.text for e in model.recent_moves if e.hand_number == hand]


def _resumed(saved: dict):
    """What the window does on resume: the saved game handed to the table's model."""
    model = model_with(human=False)
    model.new_game(config(4, human=False), game=Game.from_dict(saved))
    return model


def test_resuming_in_the_first_hand_rebuilds_its_log(qtbot):
    live = model_with(human=False, seed=21)
    live.start()
    qtbot.waitUntil(lambda: len(live.game.move_log) >= 40, timeout=20000)
    saved, lines = live.game.to_dict(), _lines(live, 1)
    live.shutdown()

    resumed = _resumed(saved)
    assert len(resumed.recent_moves) == len(saved["move_log"]) + 1
    assert _lines(resumed, 1)[1:] == lines[1:]  # the heading says "Hand 1" instead of "New game"
    assert _lines(resumed, 1)[0] == "Hand 1"
    resumed.shutdown()


def test_resuming_in_a_later_hand_rebuilds_that_hands_log(qtbot):
    live = model_with(human=False, seed=5)
    with qtbot.waitSignal(live.hand_over, timeout=30000):
        live.start()
    assert live.next_hand()
    qtbot.waitUntil(lambda: len(live.game.move_log) >= 25, timeout=20000)
    saved, lines = live.game.to_dict(), _lines(live, 2)
    live.shutdown()

    resumed = _resumed(saved)
    assert _lines(resumed, 2) == lines
    assert any("took the pile" in line or "discarded" in line for line in lines)
    resumed.shutdown()


def test_a_position_that_cannot_be_dealt_again_keeps_only_its_heading(qtbot):
    game = Game.setup(hands=["KH KS 5C", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S", turn=0)
    game.apply(Draw())
    game.apply(Discard(Card.parse("5C")))
    resumed = _resumed(game.to_dict())
    assert [e.kind for e in resumed.recent_moves] == ["hand"]
    resumed.shutdown()


def test_resuming_a_finished_later_hand_rebuilds_it_with_its_end(qtbot):
    live = model_with(human=False, seed=8)
    with qtbot.waitSignal(live.hand_over, timeout=30000):
        live.start()
    with qtbot.waitSignal(live.hand_over, timeout=30000):
        assert live.next_hand()
    saved, lines = live.game.to_dict(), _lines(live, 2)
    live.shutdown()
    assert saved["phase"] in ("hand_over", "game_over")

    resumed = _resumed(saved)
    assert _lines(resumed, 2) == lines
    assert resumed.recent_moves[-1].kind == "out"
    resumed.shutdown()


# ---------------------------------------------------------------- MoveLog, on its own


def _table_log(game: Game, human_seat: int | None = 0):
    heard: list[LogEntry] = []
    return MoveLog(game, ["You", "West", "North", "East"], human_seat, heard.append), heard


def test_a_line_names_its_seat_and_side_and_is_announced():
    game = Game.setup(hands=["KH KS 5C", "4C 5D 6H", "4D 5H 6S", "9C TD JH"],
                      stock="8S 9H TC JD QH KD 4H 5S", discard="4H 9S", turn=0)
    log, heard = _table_log(game)
    log.heading()
    entry = log.add(1, "draw", {"count": 2})
    assert heard == log.entries == [heard[0], entry]
    assert [e.text for e in heard] == ["Hand 1", entry.text]
    assert (entry.seat, entry.side, entry.name, entry.own, entry.kind) == (1, 1, "West", False,
                                                                           "move")
    assert log.add(0, "undo").own and not _table_log(game, None)[0].add(0, "undo").own
    assert len(log) == 3
    log.truncate(1)
    assert [e.kind for e in log.entries] == ["hand"]
    assert len(heard) == 3  # what was announced stays announced


def test_reasons_are_kept_by_move_index_for_the_hand_in_play(qtbot):
    live = model_with(human=False, seed=8)
    with qtbot.waitSignal(live.hand_over, timeout=30000):
        live.start()
    live.shutdown()
    game = live.game
    log, heard = _table_log(game)
    reason = ReasonRecord("fake.reason", {}, "Because.")
    log.note_reason(3, reason)
    assert log.reasons == {3: reason}
    log.hand_end()
    assert heard[-1].kind == "out" and heard[-1].event in ("went_out", "stock_out")
    game.next_hand()
    log.new_hand()
    assert log.reasons == {} and heard[-1].text == "Hand 2"


def test_a_hand_in_play_has_no_end_line():
    game = Game.new(config(4).rules, seed=3)
    log, heard = _table_log(game)
    log.hand_end()
    assert heard == []
