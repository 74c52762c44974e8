"""Synthesize the table's sounds into ``resources/sounds/`` (the project's own, MIT).

    python3 -m tools.make_sounds          # write the WAV files
    python3 -m tools.make_sounds --check  # exit 1 if a committed file differs from what it makes

Every sound is made here from noise and sine waves with numpy: no recording, no sample from
elsewhere. The noise comes from a seeded generator, so the files are the same on every run
(byte for byte). They are short (a tenth of a second to under a second), mono, 16-bit,
22,050 Hz and quiet (peaks at about a third of full scale): a card game's sounds should be
heard, not noticed. One file per `samba_desktop.qtmodel.sounds.SoundEvent` value.
"""

from __future__ import annotations

import argparse
import io
import sys
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

RATE = 22050
PEAK = 0.34  # of full scale
SOUNDS_DIR = Path(__file__).resolve().parent.parent / "resources" / "sounds"
FloatArray = np.ndarray


def _time(seconds: float) -> FloatArray:
    return np.arange(int(RATE * seconds)) / RATE


def _envelope(t: FloatArray, attack: float, decay: float) -> FloatArray:
    """A fast rise over ``attack`` seconds, then an exponential fall (time constant ``decay``)."""
    rise = np.clip(t / max(attack, 1e-6), 0.0, 1.0)
    return rise * np.exp(-np.maximum(t - attack, 0.0) / decay)


def _lowpass(signal: FloatArray, strength: float) -> FloatArray:
    """A one-pole low-pass filter (0 < strength < 1: the higher, the duller)."""
    out = np.empty_like(signal)
    acc = 0.0
    for i, x in enumerate(signal):
        acc = strength * acc + (1.0 - strength) * x
        out[i] = acc
    return out


def _card_flick(rng: np.random.Generator, seconds: float = 0.07, dull: float = 0.55
                ) -> FloatArray:
    """One card sliding or snapping: a short burst of filtered noise."""
    t = _time(seconds)
    noise = rng.uniform(-1.0, 1.0, t.size)
    return _lowpass(noise, dull) * _envelope(t, 0.004, seconds / 4)


def _place(total: FloatArray, sound: FloatArray, at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    end = min(total.size, start + sound.size)
    total[start:end] += gain * sound[:end - start]


def _tone(freq: float, seconds: float, decay: float) -> FloatArray:
    """A soft bell-like tone: the fundamental and a quieter octave, fading."""
    t = _time(seconds)
    wave_ = np.sin(2 * np.pi * freq * t) + 0.3 * np.sin(4 * np.pi * freq * t)
    return wave_ * _envelope(t, 0.006, decay)


def shuffle(rng: np.random.Generator) -> FloatArray:
    """A riffle: a run of quick card flicks, faster in the middle, then the deal's three
    cards."""
    total = np.zeros(int(RATE * 0.9))
    at = 0.0
    for i in range(22):
        _place(total, _card_flick(rng, 0.03, 0.4), at, 0.5 + 0.3 * rng.random())
        at += 0.012 + 0.01 * abs(i - 11) / 11
    for k in range(3):
        _place(total, _card_flick(rng, 0.06, 0.6), 0.55 + 0.1 * k, 0.9)
    return total


def draw(rng: np.random.Generator) -> FloatArray:
    """Two cards slid off the stock."""
    total = np.zeros(int(RATE * 0.22))
    _place(total, _card_flick(rng, 0.08, 0.7), 0.0, 0.8)
    _place(total, _card_flick(rng, 0.08, 0.7), 0.09, 0.7)
    return total


def meld(rng: np.random.Generator) -> FloatArray:
    """Cards laid on the felt: a soft fanned-out tap."""
    total = np.zeros(int(RATE * 0.25))
    for k in range(3):
        _place(total, _card_flick(rng, 0.05, 0.8), 0.045 * k, 0.7 + 0.1 * k)
    return total


def discard(rng: np.random.Generator) -> FloatArray:
    """One card tossed onto the pile: a brighter snap."""
    total = np.zeros(int(RATE * 0.16))
    _place(total, _card_flick(rng, 0.09, 0.3), 0.0, 1.0)
    return total


def canasta(rng: np.random.Generator) -> FloatArray:
    """A canasta or samba closed: the cards squared up, then a rising major chord."""
    total = np.zeros(int(RATE * 0.8))
    _place(total, _card_flick(rng, 0.06, 0.7), 0.0, 0.7)
    for k, freq in enumerate((523.25, 659.25, 783.99)):
        _place(total, _tone(freq, 0.6, 0.22), 0.06 + 0.07 * k, 0.35)
    return total


def going_out(rng: np.random.Generator) -> FloatArray:
    """The hand is over: a short four-note rise."""
    total = np.zeros(int(RATE * 0.95))
    for k, freq in enumerate((392.0, 523.25, 659.25, 1046.5)):
        _place(total, _tone(freq, 0.55, 0.2 if k < 3 else 0.3), 0.11 * k, 0.35)
    return total


def your_turn(rng: np.random.Generator) -> FloatArray:
    """A gentle two-note chime."""
    total = np.zeros(int(RATE * 0.5))
    _place(total, _tone(880.0, 0.3, 0.09), 0.0, 0.3)
    _place(total, _tone(1174.66, 0.35, 0.11), 0.11, 0.3)
    return total


#: each sound's file name (without ``.wav``), as the app's `SoundEvent` values name them
SOUNDS: dict[str, Callable[[np.random.Generator], FloatArray]] = {
    "shuffle": shuffle, "draw": draw, "meld": meld, "discard": discard,
    "canasta": canasta, "going_out": going_out, "your_turn": your_turn,
}


def wav_bytes(samples: FloatArray) -> bytes:
    """``samples`` (floats) scaled to the peak, as a 16-bit mono WAV file."""
    top = float(np.max(np.abs(samples))) or 1.0
    pcm = np.round(samples / top * PEAK * 32767).astype("<i2")
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return out.getvalue()


def make_all() -> dict[str, bytes]:
    """Every sound's WAV file, by name; the same bytes on every run."""
    return {name: wav_bytes(make(np.random.default_rng(seed)))
            for seed, (name, make) in enumerate(SOUNDS.items(), start=2026)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a file is missing or differs")
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR, help="the folder to write")
    args = parser.parse_args(argv)
    made = make_all()
    stale = [name for name, data in made.items()
             if not (args.out / f"{name}.wav").is_file()
             or (args.out / f"{name}.wav").read_bytes() != data]
    if args.check:
        for name in stale:
            print(f"{name}.wav is missing or out of date", file=sys.stderr)
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in made.items():
        (args.out / f"{name}.wav").write_bytes(data)
        print(f"{name}.wav: {(len(data) - 44) / 2 / RATE:.2f} s, {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
