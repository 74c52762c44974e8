"""`SystemSink`: plays the table's sounds with what the system already has, so the installers
carry no audio library at all.

- Windows: ``winsound`` (Python's standard library), asynchronously from a file.
- macOS: ``afplay``, which every macOS has.
- Linux and the BSDs: the first of ``paplay`` (PulseAudio, and PipeWire's PulseAudio server),
  ``pw-play`` (PipeWire) and ``aplay`` (ALSA) found on the PATH.

The volume is applied to the samples here (a copy of the sound at that volume is written once
into a temporary folder), so every player plays it alike. Sounds never stop the game: when no
player program exists, or one fails (no audio device: a CI machine, a server), the sink logs
that once and stays silent from then on.
"""

from __future__ import annotations

import logging
import shutil
import sys
import tempfile
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QProcess

from .sounds import SoundEvent, read_sound, scaled

log = logging.getLogger(__name__)

#: Linux players, in the order they are tried: (program, arguments before the file)
LINUX_PLAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("paplay", ()), ("pw-play", ()), ("aplay", ("-q",)))
#: at most this many sounds at once: more are dropped (a burst of moves stays quiet)
MAX_PLAYING = 3


def find_player(platform: str | None = None,
                which: Callable[[str], str | None] = shutil.which) -> list[str] | None:
    """The command (program and arguments, without the file) that plays a WAV file here, or
    None (Windows plays through ``winsound`` instead)."""
    platform = sys.platform if platform is None else platform
    if platform.startswith("win"):
        return None
    if platform == "darwin":
        program = which("afplay")
        return [program] if program else None
    for name, args in LINUX_PLAYERS:
        program = which(name)
        if program:
            return [program, *args]
    return None


class SystemSink(QObject):
    """Plays sounds from ``sounds`` (a folder of ``<event>.wav``) with the system's player.

    ``command`` overrides the player found (`find_player`); ``platform`` the system's name.
    ``failed`` is set, and logged once, when sounds cannot be played here.
    """

    def __init__(self, sounds: Path, command: Sequence[str] | None = None,
                 platform: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sounds = sounds
        self._platform = sys.platform if platform is None else platform
        self._command = list(command) if command is not None else find_player(self._platform)
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self._files: dict[tuple[SoundEvent, int], Path] = {}
        self._running: list[QProcess] = []
        self.failed: str | None = None
        """Why sounds cannot be played here (None while they can)."""

    def play(self, event: SoundEvent, volume: int) -> None:
        if self.failed is not None or volume <= 0:
            return
        try:
            path = self._file(event, volume)
        except (OSError, ValueError, wave.Error) as exc:
            self._fail(f"cannot prepare {event.value}.wav: {exc}")
            return
        if self._platform.startswith("win"):
            self._play_windows(path)
        elif self._command is None:
            self._fail("no sound player found (paplay, pw-play, aplay or afplay)")
        else:
            self._start(path)

    def _file(self, event: SoundEvent, volume: int) -> Path:
        """The sound at ``volume``, written once."""
        key = (event, volume)
        path = self._files.get(key)
        if path is None:
            if self._folder is None:
                self._folder = tempfile.TemporaryDirectory(prefix="samba-sounds-")
            rate, samples = read_sound(self._sounds / f"{event.value}.wav")
            path = Path(self._folder.name) / f"{event.value}-{volume}.wav"
            with wave.open(str(path), "wb") as w:
                w.setnchannels(1)
                w.setsampwidth(2)
                w.setframerate(rate)
                w.writeframes(scaled(samples, volume).tobytes())
            self._files[key] = path
        return path

    def _play_windows(self, path: Path) -> None:
        if sys.platform != "win32":  # (mypy reads winsound only for Windows)
            self._fail("winsound is only on Windows")
            return
        try:
            import winsound

            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                               | winsound.SND_NODEFAULT)
        except (ImportError, RuntimeError, OSError) as exc:
            self._fail(f"winsound: {exc}")

    def _start(self, path: Path) -> None:
        if len(self._running) >= MAX_PLAYING or self._command is None:
            return
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        process.finished.connect(lambda code, status, p=process: self._finished(p, code, status))
        process.errorOccurred.connect(lambda error, p=process: self._error(p, error))
        self._running.append(process)
        process.start(self._command[0], [*self._command[1:], str(path)])

    def _finished(self, process: QProcess, code: int, status: QProcess.ExitStatus) -> None:
        if code != 0 or status != QProcess.ExitStatus.NormalExit:
            output = bytes(process.readAll().data()).decode("utf-8", "replace").strip()
            self._fail(f"{Path(process.program()).name} exited with {code}: {output[:200]}")
        self._forget(process)

    def _error(self, process: QProcess, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._fail(f"{process.program()} could not be started")
            self._forget(process)

    def _forget(self, process: QProcess) -> None:
        if process in self._running:
            self._running.remove(process)
            process.deleteLater()

    def _fail(self, why: str) -> None:
        if self.failed is None:
            self.failed = why
            log.warning("sounds are off for this session: %s", why)

    def wait(self, ms: int = 3000) -> None:
        """Wait for the sounds playing now to end (tests, and before quitting)."""
        for process in list(self._running):
            process.waitForFinished(ms)
