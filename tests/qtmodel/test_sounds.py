"""The table's sounds: each change of the game plays its sound, from the engine's movements."""

from __future__ import annotations

import logging
import wave
from pathlib import Path

from samba_desktop.engine import Card, Extend, Game, Rules, parse_cards
from samba_desktop.qtmodel.sounds import (
    MixdownSink,
    SoundBoard,
    SoundEvent,
    SoundRecorder,
)
from samba_desktop.qtmodel.system_sound import SystemSink, find_player

from .helpers import FirstLegal, factory_of, model_with

SOUNDS = Path(__file__).resolve().parents[2] / "resources" / "sounds"
E = SoundEvent


def _c(text: str) -> list[Card]:
    return parse_cards(text)


def position(turn: int = 0, phase: str = "draw") -> Game:
    """Seat 0 (the human) with a group of six kings and a six-card hearts run on the table."""
    return Game.setup(
        Rules(players=2),
        hands=["KH 4H AS AD AC 9C 9D QS", "5C 6C 7C 8S 9S TS JS"],
        stock="8S 9H TC JD QH KD 4D 5S",
        discard="6D 7S",
        melds={0: ["KC KD KS KC KD KS", "5H 6H 7H 8H 9H TH"]},
        turn=turn, phase=phase,
    )


def board_for(game: Game, factory=None):
    model = model_with(game, players=2, factory=factory)
    recorder = SoundRecorder()
    SoundBoard(model, recorder, volume=40)
    return model, recorder


def test_a_deal_shuffles(qtbot):
    model, recorder = board_for(position())
    model.new_game()
    assert recorder.counts[E.SHUFFLE] == 1


def test_each_move_of_the_human_plays_its_sound(qtbot):
    model, recorder = board_for(position())
    assert model.draw()
    assert recorder.played == [(E.DRAW, 40)]
    assert model.meld([_c("AS AD AC")])
    assert recorder.played[-1] == (E.MELD, 40)
    assert model.discard(Card.parse("9C"))
    assert recorder.played[-1] == (E.DISCARD, 40)
    assert [e for e, _ in recorder.played] == [E.DRAW, E.MELD, E.DISCARD]


def test_a_canasta_and_a_samba_closed_sound_as_such(qtbot):
    model, recorder = board_for(position(phase="meld"))
    kings, hearts = (m.id for m in model.game.melds(0))
    assert model.try_move(Extend(kings, tuple(_c("KH"))))
    assert model.try_move(Extend(hearts, tuple(_c("4H"))))
    assert [e for e, _ in recorder.played] == [E.CANASTA, E.CANASTA]
    # a canasta that grows further is no new canasta
    model2, recorder2 = board_for(Game.setup(
        Rules(players=2), hands=["KH KH 9C 9D", "5C 6C 7C"], stock="8S 9H", discard="6D",
        melds={0: ["KC KD KS KC KD KS KS"]}, phase="meld"))
    assert model2.try_move(Extend(model2.game.melds(0)[0].id, tuple(_c("KH"))))
    assert [e for e, _ in recorder2.played] == [E.MELD]


def test_going_out_ends_with_its_sound(qtbot):
    game = Game.setup(Rules(players=2), hands=["QH QD QC 9C", "5C 6C 7C"], stock="8S 9H 4C",
                      discard="6D", phase="meld",
                      melds={0: ["KC KD KS KC KD KS KH", "5H 6H 7H 8H 9H TH JH"]})
    model, recorder = board_for(game)
    assert model.meld([_c("QH QD QC")])
    assert model.discard(Card.parse("9C"))
    assert [e for e, _ in recorder.played] == [E.MELD, E.GOING_OUT]


def test_the_turn_coming_back_chimes_once(qtbot):
    game = position(turn=1)
    model, recorder = board_for(game, factory_of(FirstLegal))
    with qtbot.waitSignal(model.turn_changed, timeout=10000,
                          check_params_cb=lambda seat, phase: seat == 0):
        model.start()
    events = [e for e, _ in recorder.played]
    assert events[-2:] == [E.DISCARD, E.YOUR_TURN]
    assert events.count(E.YOUR_TURN) == 1
    # the human's own moves never chime
    assert model.draw()
    assert [e for e, _ in recorder.played][-1] == E.DRAW


def test_switched_off_or_at_volume_zero_nothing_plays(qtbot):
    model, recorder = board_for(position())
    board = model.findChild(SoundBoard)
    board.apply(False, 80)
    assert model.draw()
    board.apply(True, 0)
    assert model.meld([_c("AS AD AC")])
    assert recorder.played == []
    board.apply(True, 70)
    assert model.discard(Card.parse("9C"))
    assert recorder.played == [(E.DISCARD, 70)]


def test_every_sound_has_its_file():
    for event in SoundEvent:
        with wave.open(str(SOUNDS / f"{event.value}.wav"), "rb") as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0.1 < w.getnframes() / w.getframerate() < 1.0


def test_a_hand_mixed_down_holds_each_sound_at_its_volume():
    sink = MixdownSink(SOUNDS, gap=0.3)
    sink.play(E.DRAW, 100)
    sink.play(E.DISCARD, 50)
    assert [e for _t, e in sink.events] == [E.DRAW, E.DISCARD]
    assert sink.events[1][0] >= 0.15
    data = sink.wav()
    assert len(data) > 44 and sink.seconds > 0.3


def test_no_sound_device_is_silent_and_logged_once(qtbot, caplog):
    sink = SystemSink(SOUNDS, command=["false"])
    with caplog.at_level(logging.WARNING):
        sink.play(E.DRAW, 50)
        qtbot.waitUntil(lambda: sink.failed is not None, timeout=5000)
        sink.play(E.DISCARD, 50)
        sink.play(E.MELD, 50)
    assert sum("sounds are off" in r.message for r in caplog.records) == 1


def test_no_player_program_is_silent_and_logged_once(qtbot, caplog):
    sink = SystemSink(SOUNDS, command=["/nonexistent/samba-player"])
    with caplog.at_level(logging.WARNING):
        sink.play(E.DRAW, 50)
        qtbot.waitUntil(lambda: sink.failed is not None, timeout=5000)
        sink.play(E.DRAW, 50)
    assert sum("sounds are off" in r.message for r in caplog.records) == 1
    assert find_player("linux", which=lambda name: None) is None
    assert find_player("linux", which=lambda name: f"/usr/bin/{name}" if name == "aplay"
                       else None) == ["/usr/bin/aplay", "-q"]
