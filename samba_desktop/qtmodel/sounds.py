"""The table's sounds: which sound each change of the game makes, and playing it quietly.

`sound_events(change, game, human_seat)` reads a `ChangeSet` (the cards the engine moved, from
where to where) and the game after it, and names the sounds it makes, in order: a deal
shuffles, cards from the stock are drawn, cards onto a meld or the red-3 row are laid, a card
onto the pile is discarded, a meld that has just reached seven cards closes a canasta or a
samba, a hand that ends with a player out is going out, and a turn that comes back to the
human is their turn. The views never guess it.

`SoundBoard` follows a `GameModel` and hands those events to a sink at the player's volume, or
to none when sounds are off. A sink plays (`SystemSink`, ``system_sound.py``), counts
(`SoundRecorder`, for tests) or mixes what would be heard into one WAV file (`MixdownSink`).

The sounds are the project's own, made by ``tools/make_sounds.py`` (resources/CREDITS.md).
"""

from __future__ import annotations

import array
import enum
import io
import wave
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from samba_desktop.engine import SEVEN_KINDS, Game, Phase, PlaceKind

from .game_model import ChangeSet, GameModel

if TYPE_CHECKING:
    from .preferences import Preferences

__all__ = ["DEFAULT_VOLUME", "MixdownSink", "SoundBoard", "SoundEvent", "SoundRecorder",
           "SoundSink", "read_sound", "sound_events"]

DEFAULT_VOLUME = 50  #: of 100: the settings' default


class SoundEvent(enum.StrEnum):
    """What the table has a sound for; each value names its file (``<value>.wav``)."""

    SHUFFLE = "shuffle"  #: a hand is dealt
    DRAW = "draw"  #: cards drawn from the stock (or the pile taken into a hand)
    MELD = "meld"  #: cards laid on a meld, or a red 3 laid
    DISCARD = "discard"  #: a card onto the discard pile
    CANASTA = "canasta"  #: a canasta or a samba closed (a meld reached seven cards)
    GOING_OUT = "going_out"  #: a player went out: the hand is over
    YOUR_TURN = "your_turn"  #: the turn comes back to the human


class SoundSink(Protocol):
    """Where the board sends a sound: ``play(event, volume)`` (volume from 1 to 100)."""

    def play(self, event: SoundEvent, volume: int) -> None: ...


def _closed_melds(change: ChangeSet, game: Game) -> bool:
    """Whether a meld the change added cards to has just reached seven cards."""
    for movement in change.movements:
        target = movement.target
        if target.kind is not PlaceKind.MELD:
            continue
        for meld in game.melds(target.owner):
            if meld.id == target.meld_id and meld.kind in SEVEN_KINDS \
                    and len(meld.cards) - len(movement.cards) < 7:
                return True
    return False


def sound_events(change: ChangeSet, game: Game, human_seat: int | None) -> list[SoundEvent]:
    """The sounds ``change`` makes on the table of ``game`` (as it is after the change)."""
    if change.kind in ("new_game", "new_hand"):
        events = [SoundEvent.SHUFFLE]
    elif change.kind == "move":
        events = _move_events(change, game)
    else:  # staging, undo and a fresh layout make no sound
        return []
    if human_seat is not None and game.turn == human_seat and game.phase == Phase.DRAW \
            and (change.kind != "move" or change.seat != human_seat) and game.in_play:
        events.append(SoundEvent.YOUR_TURN)
    return events


def _move_events(change: ChangeSet, game: Game) -> list[SoundEvent]:
    kinds = {(m.source.kind, m.target.kind) for m in change.movements}
    events: list[SoundEvent] = []
    if any(source in (PlaceKind.STOCK, PlaceKind.PILE) and target is PlaceKind.HAND
           for source, target in kinds):
        events.append(SoundEvent.DRAW)
    if any(target in (PlaceKind.MELD, PlaceKind.RED_THREES) for _source, target in kinds):
        events.append(SoundEvent.CANASTA if _closed_melds(change, game) else SoundEvent.MELD)
    if not game.in_play:
        result = game.hand_result()
        if result is not None and result.went_out is not None:
            events.append(SoundEvent.GOING_OUT)
            return events
    if (PlaceKind.HAND, PlaceKind.PILE) in kinds:
        events.append(SoundEvent.DISCARD)
    return events


class SoundBoard(QObject):
    """Plays the sounds of ``model``'s changes on ``sink``, unless switched off.

    ``set_volume(0)`` or ``set_enabled(False)`` silences it; nothing reaches the sink then.
    """

    def __init__(self, model: GameModel, sink: SoundSink, enabled: bool = True,
                 volume: int = DEFAULT_VOLUME, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else model)
        self._model = model
        self.sink = sink
        self.enabled = enabled
        self.volume = volume
        model.changed.connect(self._on_changed)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = bool(enabled)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))

    def apply(self, enabled: bool, volume: int) -> None:
        """The settings' switch and volume (Settings ▸ Sound)."""
        self.set_enabled(enabled)
        self.set_volume(volume)

    def follow_preferences(self, prefs: Preferences) -> None:
        """The player's preferences' switch and volume: the composition root connects the
        session's ``preferences_changed`` straight to it."""
        self.apply(prefs.sound_on, prefs.sound_volume)

    def _on_changed(self, change: ChangeSet) -> None:
        if not self.enabled or self.volume <= 0:
            return
        model = self._model
        for event in sound_events(change, model.game, model.human_seat):
            self.sink.play(event, self.volume)


class SoundRecorder:
    """A sink that plays nothing and counts what was asked, by event (for tests)."""

    def __init__(self) -> None:
        self.played: list[tuple[SoundEvent, int]] = []

    def play(self, event: SoundEvent, volume: int) -> None:
        self.played.append((event, volume))

    @property
    def counts(self) -> Counter[SoundEvent]:
        return Counter(event for event, _volume in self.played)


def read_sound(path: Path) -> tuple[int, array.array[int]]:
    """A 16-bit mono WAV file's rate and samples."""
    with wave.open(str(path), "rb") as w:
        if w.getsampwidth() != 2 or w.getnchannels() != 1:
            raise ValueError(f"{path.name}: not a 16-bit mono WAV file")
        samples = array.array("h")
        samples.frombytes(w.readframes(w.getnframes()))
        return w.getframerate(), samples


class MixdownSink:
    """A sink that mixes what would be heard into one track: each sound starts ``gap`` seconds
    after the one before it (or when it ends, if it is longer than that, less an overlap), at
    its volume. ``wav()`` is the track as a WAV file."""

    def __init__(self, sounds: Path, gap: float = 0.35) -> None:
        self._clips: dict[SoundEvent, array.array[int]] = {}
        self.rate = 22050
        for event in SoundEvent:
            self.rate, self._clips[event] = read_sound(sounds / f"{event.value}.wav")
        self._gap = int(gap * self.rate)
        self._track: list[float] = []
        self._next = 0
        self.events: list[tuple[float, SoundEvent]] = []
        """(start in seconds, event) of every sound mixed in."""

    def play(self, event: SoundEvent, volume: int) -> None:
        clip = self._clips[event]
        start = self._next
        end = start + len(clip)
        if len(self._track) < end:
            self._track.extend([0.0] * (end - len(self._track)))
        gain = volume / 100
        for i, sample in enumerate(clip):
            self._track[start + i] += sample * gain
        self.events.append((start / self.rate, event))
        self._next = start + max(self._gap, len(clip) - self._gap // 2)

    @property
    def seconds(self) -> float:
        return len(self._track) / self.rate

    def wav(self) -> bytes:
        pcm = array.array("h", (max(-32767, min(32767, round(x))) for x in self._track))
        out = io.BytesIO()
        with wave.open(out, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(self.rate)
            w.writeframes(pcm.tobytes())
        return out.getvalue()


def scaled(samples: array.array[int], volume: int) -> array.array[int]:
    """``samples`` at ``volume`` (of 100)."""
    gain = max(0, min(100, volume)) / 100
    return array.array("h", (round(s * gain) for s in samples))


def event_counts(played: Mapping[SoundEvent, int]) -> str:
    """``draw 3, meld 1`` (for logs and reports)."""
    return ", ".join(f"{event.value} {count}" for event, count in played.items())
