"""Hear one hand: what the table's sounds would play during a hand, mixed into a WAV file.

    python3 -m tools.hear_hand --out hand.wav            # four Easy computers, one hand
    python3 -m tools.hear_hand --lesson --out lesson.wav # the lesson's hand (Help ▸ Learn to play)

The hand is played by the app's own `GameModel` (computers at every seat, or the lesson's line
with its human moves made through the model), and every change goes through the app's
`SoundBoard`, as at the table; a `MixdownSink` lays each sound after the one before instead
of playing it. It prints the length and the sounds in order.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from samba_desktop.ai import create_player
from samba_desktop.engine import Rules
from samba_desktop.qtmodel import GameModel, Pace, SeatConfig, TableConfig
from samba_desktop.qtmodel.lesson import LessonModel
from samba_desktop.qtmodel.sounds import MixdownSink, SoundBoard

SOUNDS = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def computers_hand(sink: MixdownSink, seed: int, volume: int) -> None:
    seats = tuple(SeatConfig(name, human=False, level="easy")
                  for name in ("South", "West", "North", "East"))
    model = GameModel(TableConfig(Rules(players=4), seats), seed=seed, pace=Pace.INSTANT,
                      player_factory=create_player)
    SoundBoard(model, sink, volume=volume)
    loop = QEventLoop()
    model.hand_over.connect(lambda _result: loop.quit())
    QTimer.singleShot(120_000, loop.quit)
    model.new_game()  # the deal's shuffle, then the computers play
    loop.exec()
    model.shutdown()


def lesson_hand(sink: MixdownSink, volume: int) -> None:
    model = LessonModel(pace=Pace.INSTANT)
    SoundBoard(model, sink, volume=volume)
    model.restart(0)
    loop = QEventLoop()
    model.hand_over.connect(lambda _result: loop.quit())

    def play() -> None:
        if model.step is None or not model.game.in_play:
            loop.quit()
            return
        task = model.task
        if task is not None and model.is_human_turn():
            model.try_move(task.move)
        QTimer.singleShot(0, play)

    QTimer.singleShot(0, play)
    QTimer.singleShot(60_000, loop.quit)
    loop.exec()
    model.shutdown()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("hand.wav"))
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--volume", type=int, default=50)
    parser.add_argument("--gap", type=float, default=0.3, help="seconds between two sounds")
    parser.add_argument("--lesson", action="store_true", help="the lesson's hand")
    args = parser.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    sink = MixdownSink(SOUNDS, gap=args.gap)
    if args.lesson:
        lesson_hand(sink, args.volume)
    else:
        computers_hand(sink, args.seed, args.volume)
    args.out.write_bytes(sink.wav())
    counts = Counter(event.value for _start, event in sink.events)
    print(f"{args.out}: {sink.seconds:.1f} s, {len(sink.events)} sounds")
    print("  " + ", ".join(f"{name} {count}" for name, count in counts.items()))
    print("  first: " + " ".join(e.value for _t, e in sink.events[:12]))
    print("  last:  " + " ".join(e.value for _t, e in sink.events[-6:]))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
