"""One running copy of the app per data folder, as desktop apps do.

The first copy takes a lock in the data folder (Qt's `QLockFile`; the lock of a copy that died
is stale and taken over) and listens on a local socket named after that folder
(`QLocalServer`). A second start finds the lock held, hands its command line (a file to open,
later a ``samba:`` link) to the running copy, which answers and comes to the front, and ends.
If the running copy cannot be reached, the second start says that the game is open elsewhere
and changes nothing: two copies never write one autosave or one score history in turn.

Only the window's start takes the lock (not ``--self-test``, not a headless server): see
`claim_or_hand_over`.
"""

from __future__ import annotations

import enum
import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from samba_desktop.persistence import PersistenceError, app_dirs

# How long a second start waits for the running copy to answer (it may be building its
# window on a busy machine), and for its local server to appear right after it took the lock.
ANSWER_MS = 10_000
CONNECT_MS = 5_000
_MAX_MESSAGE = 64 * 1024
_OK = b"ok\n"


def _tr(text: str) -> str:
    return QCoreApplication.translate("SingleInstance", text)


class Start(enum.Enum):
    """What a start of the window found."""

    FIRST = "first"
    """This is the one copy: it holds the lock and listens for later starts."""
    HANDED_OVER = "handed_over"
    """Another copy runs on this data folder and took this start's command line."""
    REFUSED = "refused"
    """Another copy holds the data folder but did not answer: nothing was done."""


@dataclass(frozen=True)
class Request:
    """A later start's command line (without the program), and the folder it was started in
    (a relative file name is relative to it)."""

    arguments: tuple[str, ...]
    folder: str
    sent: float = 0.0
    """When it was sent (``time.time()``): a start that gave up waiting for the answer has
    said that it changed nothing, so a request heard later than it waits is dropped."""

    def files(self, suffix: str) -> list[str]:
        """The existing files among the arguments whose names end in ``suffix``, absolute."""
        found = []
        for argument in self.arguments:
            if argument.startswith("-") or not argument.lower().endswith(suffix.lower()):
                continue
            path = Path(self.folder, argument)
            if path.is_file():
                found.append(os.fspath(path.resolve()))
        return found


def server_name(lock_file: Path) -> str:
    """The local socket's name for the data folder of ``lock_file`` (one per folder and user:
    a short digest, as names of local sockets are short on some systems)."""
    folder = os.path.normcase(os.path.realpath(lock_file.parent))
    digest = hashlib.sha256(folder.encode("utf-8", "surrogatepass")).hexdigest()[:24]
    return f"samba-desktop-{digest}"


class SingleInstance(QObject):
    """The one running copy: holds the lock and hears later starts (``requested``)."""

    requested = Signal(object)
    """A `Request`: a later start's command line, to open what it names and come forward."""

    def __init__(self, lock: QLockFile, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = lock
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_connection)
        self.name = name
        self.answer_ms = ANSWER_MS
        if not self._server.listen(name):
            # a socket left by a copy that died: ours now, as the lock is
            QLocalServer.removeServer(name)
            self._server.listen(name)

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    def release(self) -> None:
        """Stop listening and give the lock back (the app is closing)."""
        self._server.close()
        self._lock.unlock()

    def _on_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket.bytesAvailable() > _MAX_MESSAGE:
            socket.abort()
            return
        if not socket.canReadLine():
            return
        line = bytes(socket.readLine(_MAX_MESSAGE).data())
        request = _parse(line)
        if request is None or abs(time.time() - request.sent) * 1000 > self.answer_ms:
            socket.abort()  # not ours, or too late: that start has closed, changing nothing
            return
        socket.write(_OK)
        socket.flush()
        socket.disconnectFromServer()
        self.requested.emit(request)


def _parse(line: bytes) -> Request | None:
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    arguments, folder, sent = data.get("arguments"), data.get("folder"), data.get("sent")
    if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments) \
            or not isinstance(folder, str) or not isinstance(sent, int | float) \
            or isinstance(sent, bool):
        return None
    return Request(tuple(arguments), folder, float(sent))


def hand_over(name: str, request: Request, *, connect_ms: int = CONNECT_MS,
              answer_ms: int = ANSWER_MS) -> bool:
    """Give ``request`` to the copy listening as ``name``; True once it answered."""
    message = json.dumps({"arguments": list(request.arguments), "folder": request.folder,
                          "sent": time.time()}, ensure_ascii=True).encode("ascii") + b"\n"
    deadline = QDeadlineTimer(connect_ms)
    socket = QLocalSocket()
    try:
        while True:  # the running copy may have taken the lock a moment before it listens
            socket.connectToServer(name)
            if socket.waitForConnected(min(1000, max(1, deadline.remainingTime()))):
                break
            socket.abort()
            if deadline.hasExpired():
                return False
            time.sleep(0.1)
        socket.write(message)
        if not socket.waitForBytesWritten(answer_ms):
            return False
        answered = b""
        answer_deadline = QDeadlineTimer(answer_ms)
        while len(answered) < len(_OK) and not answer_deadline.hasExpired():
            if not socket.bytesAvailable() and not socket.waitForReadyRead(
                    max(1, answer_deadline.remainingTime())):
                break
            answered += bytes(socket.readAll().data())
        return answered.startswith(_OK)
    finally:
        socket.abort()


def claim_or_hand_over(arguments: list[str], base: str | Path | None = None,
                       parent: QObject | None = None, *, answer_ms: int = ANSWER_MS
                       ) -> tuple[Start, SingleInstance | None]:
    """At the window's start: become the one copy on the data folder (``Start.FIRST`` and the
    `SingleInstance` to keep), or hand ``arguments`` to the copy that is (``HANDED_OVER``), or
    find it unreachable (``REFUSED``: say `refusal_text` and change nothing). A data folder
    that cannot be made or locked (a read-only disk) is no reason to refuse: ``FIRST`` without
    a lock, and the app reports the folder's problem as it always did."""
    try:
        lock_file = app_dirs(base).lock_file
    except PersistenceError:
        return Start.FIRST, None
    lock = QLockFile(os.fspath(lock_file))
    lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
    name = server_name(lock_file)
    for _attempt in range(2):
        if lock.tryLock(0):
            instance = SingleInstance(lock, name, parent)
            instance.answer_ms = answer_ms
            return Start.FIRST, instance
        if lock.error() != QLockFile.LockError.LockFailedError:
            return Start.FIRST, None  # no permission, a disk error: not another copy
        request = Request(tuple(arguments), os.getcwd())
        if hand_over(name, request, answer_ms=answer_ms):
            return Start.HANDED_OVER, None
        if not lock.removeStaleLockFile():  # not reachable, and not just ended: it hangs
            break
    return Start.REFUSED, None


def refusal_text() -> tuple[str, str]:
    """(title, message) for a start that found the game open elsewhere and unreachable."""
    return (_tr("Samba Desktop is already open"),
            _tr("Samba Desktop is already running with your games, but it did not answer. "
                "This copy closes without changing anything, so that no game is written by "
                "two copies at once. Switch to the open window, or wait a moment and start "
                "Samba Desktop again."))
