"""A saved game put back on the table shows the moves of its hand so far in the recent-moves log,
the same lines the table showed while they were played."""

from __future__ import annotations

from samba_desktop.engine import Card, Discard, Draw, Game

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
