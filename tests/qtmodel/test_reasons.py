"""A computer's reason travels with its move: worker → model → log entry; hints too."""

from __future__ import annotations

from samba_desktop.engine import Discard, Draw
from samba_desktop.qtmodel.reasons import ReasonRecord, reason_text, record_of

from .helpers import factory_of, model_with
from .reasoning import FAKE_TEMPLATE, Reasoner, WrongRecord, reasoner_factory


def test_each_computer_move_keeps_its_reason_in_the_log(qtbot):
    model = model_with(human=False, factory=reasoner_factory)
    with qtbot.waitSignal(model.hand_over, timeout=30000):
        model.start()
    moves = [e for e in model.recent_moves if e.kind == "move"]
    assert moves and all(e.reason is not None for e in moves)
    discards = [e for e in moves if "discard" in e.text.lower()]
    assert discards
    for entry in moves:
        assert entry.reason.key == "fake.reason"
        assert entry.reason.text.startswith("English reason: ")
        assert set(entry.reason.params) == {"count", "card", "pile"}
    # the card the reason names is the card discarded in that move
    game_discards = [m for _, m in model.game.move_log if isinstance(m, Discard)]
    named = [e.reason.params["card"] for e in moves if e.reason.params["card"] != "JK"]
    assert named == [str(m.card) for m in game_discards]


def test_a_record_about_another_move_is_dropped(qtbot):
    model = model_with(human=False, factory=factory_of(WrongRecord))
    model.start()
    qtbot.waitUntil(lambda: sum(e.kind == "move" for e in model.recent_moves) >= 4,
                    timeout=10000)
    model.shutdown()
    assert all(e.reason is None for e in model.recent_moves)


def test_unknown_keys_fall_back_to_the_english_text_and_known_keys_are_formatted():
    record = ReasonRecord("fake.reason", {"count": 3, "card": "TH", "pile": 12}, "Plain.")
    assert reason_text(record) == "Plain."
    assert reason_text(record, {"fake.reason": FAKE_TEMPLATE}) == \
        "Fake reason: 3 legal moves; threw 10\u2665 with 12 in the pile."
    # a template that does not fit its params falls back too
    assert reason_text(record, {"fake.reason": "{missing}"}) == "Plain."
    assert reason_text(None) == ""


def test_record_of_reads_the_contract_attributes():
    player = Reasoner()
    assert record_of(player.last_decision, Draw()) is None  # before the first choose
    from samba_desktop.engine import Game, Rules

    game = Game.new(Rules(players=2), seed=5)
    move = player.choose(game.view(game.turn))
    record = record_of(player.last_decision, move)
    assert record is not None and record.key == "fake.reason"
    assert record_of(player.last_decision, Discard(game.hand(game.turn)[0])) is None


def test_the_hint_comes_with_its_reason(qtbot):
    from .test_game_model import first_meld_position

    model = model_with(first_meld_position(), factory=reasoner_factory)
    model.start()
    with qtbot.waitSignal(model.hint_ready, timeout=5000) as blocker:
        model.request_hint()
    move, _text = blocker.args
    assert move is not None
    assert model.hint_reason is not None and model.hint_reason.key == "fake.reason"
    assert model.hint_reason.params["count"] >= 1
    model.shutdown()
