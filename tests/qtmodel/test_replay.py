"""Replays: the same deal again; a hand stepped through; export and import of hand records."""

from __future__ import annotations

from pathlib import Path

import pytest

from samba_desktop.engine import Game, Rules
from samba_desktop.qtmodel.replay import (
    HandArchive,
    HandReplay,
    ReplayError,
    export_hand,
    hand_record_of,
    open_hand_record,
    replay_deal,
    replay_from_text,
)
from samba_desktop.qtmodel.session import SessionModel

from .helpers import model_with
from .reasoning import reasoner_factory


def finished_model(qtbot, seed=21, players=4):
    model = model_with(human=False, players=players, factory=reasoner_factory, seed=seed)
    archive = HandArchive(model)
    with qtbot.waitSignal(model.hand_over, timeout=30000):
        model.start()
    return model, archive


def test_each_step_equals_the_game_replayed_to_that_move(qtbot):
    model, archive = finished_model(qtbot)
    record = hand_record_of(model)
    assert archive.record(1) == record
    replay = HandReplay(record)
    assert replay.steps == len(model.game.move_log) and replay.finished
    fresh = Game.new(model.game.rules, seed=model.game.seed)
    for step in range(replay.steps + 1):
        if step:
            fresh.apply(record.moves[step - 1][1])
        shown = replay.game_at(step).to_dict()
        expected = fresh.to_dict()
        assert shown == expected, step
    assert replay.game_at(replay.steps).hand_result().totals == model.game.hand_result().totals
    # every computer move of the record has its reason, and the words of the move
    assert all(replay.reason_at(s).startswith("English reason:") for s in range(1, replay.steps + 1))
    assert replay.text_at(1) == next(e.text for e in model.recent_moves if e.kind == "move")
    model.shutdown()


def test_the_deal_seed_is_quoted_only_for_finished_hands(qtbot):
    model = model_with(human=False, players=2, factory=reasoner_factory, seed=8)
    archive = HandArchive(model)
    assert archive.deal_seed(1) is None  # in play: the seed would tell every hidden card
    with qtbot.waitSignal(model.hand_over, timeout=30000):
        model.start()
    assert archive.deal_seed(1) == archive.record(1).seed == model.game.seed
    assert archive.deal_seed(2) is None
    archive.records.clear()  # a finished hand kept nowhere still has the game's deal
    assert archive.deal_seed(1) == model.game.seed
    model.shutdown()


def test_export_then_open_gives_the_same_hand(qtbot, tmp_path: Path):
    model, _ = finished_model(qtbot, seed=5, players=2)
    record = hand_record_of(model)
    path = export_hand(record, tmp_path / "hand.sambahand")
    text = path.read_text(encoding="utf-8")
    assert "rules: players=2" in text and f"seed: {model.game.seed}" in text
    again = open_hand_record(path)
    assert again.record == record
    assert again.game_at(again.steps).to_dict() == HandReplay(record).game_at(
        again.steps).to_dict()
    model.shutdown()


@pytest.mark.parametrize(("change", "words"), [
    (lambda t: "Hello\n" + t, "not a Samba Desktop hand record"),
    (lambda t: t.replace("seed: ", "seed: x"), "line 5: The deal seed is not a number"),
    (lambda t: t.replace(": discard ", ": discard ZZ", 1), "A move cannot be read"),
    (lambda t: t.replace("move 2: seat", "move 2: seat 9 seat", 1), "A move cannot be read"),
])
def test_a_malformed_record_is_refused_with_a_message(qtbot, change, words):
    model, _ = finished_model(qtbot, seed=6, players=2)
    text = change(hand_record_of(model).to_text())
    with pytest.raises(ReplayError, match=words):
        replay_from_text(text)
    model.shutdown()


def test_moves_that_do_not_fit_the_deal_are_refused(qtbot):
    model, _ = finished_model(qtbot, seed=6, players=2)
    record = hand_record_of(model)
    other = record.__class__(**{**record.__dict__, "seed": record.seed + 1})
    with pytest.raises(ReplayError, match="Move \\d+ (is not legal|does not fit)"):
        HandReplay(other)
    model.shutdown()


def test_replay_this_deal_starts_the_same_cards_with_the_same_seats(qtbot):
    model, _ = finished_model(qtbot, seed=9)
    record = hand_record_of(model)
    first = HandReplay(record).game_at(0)
    seats = model.config.seats
    model.shutdown()
    table = model_with(human=True, factory=reasoner_factory)
    replay_deal(table, record.seed, record.hand_number, record.scores, model.config)
    game = table.game
    assert table.config.seats == seats
    assert [game.hand(s) for s in range(4)] == [first.hand(s) for s in range(4)]
    assert game.discard_pile == first.discard_pile and game.turn == first.turn
    assert game.stock_size == first.stock_size
    table.shutdown()


def test_the_session_keeps_each_finished_hand_for_the_viewer(qtbot, tmp_path: Path):
    session = SessionModel(tmp_path)
    session.load()
    model = model_with(human=False, factory=reasoner_factory, seed=4, players=2)
    session.attach(model)
    with qtbot.waitSignal(model.hand_over, timeout=30000):
        model.start()
    stored = session.stored_hands()
    assert len(stored) == 1 and stored[0][1] == 1
    assert open_hand_record(stored[0][2]).record == hand_record_of(model)
    # a game resumed later finds its earlier hands there (the archive did not see them)
    later = HandArchive(model)
    assert later.records == {}
    later.fallback = session.stored_hand
    assert later.record(1) == hand_record_of(model)
    assert later.record(2) is None
    model.shutdown()
    session.close()


def test_a_game_set_up_without_a_seed_has_no_record(qtbot):
    game = Game.setup(Rules(players=2), hands=["4C 5C 6C", "7D 8D 9D"], stock="KS KS",
                      discard="QH")
    model = model_with(game, players=2)
    assert hand_record_of(model) is None
