"""A friend's side of a hosted table: join by link, keep only one's own view, send moves.

`TableClient` (asyncio)::

    client = TableClient(parse_link(text), "Anna")           # optional seat=, secret=
    welcome = await client.connect()                           # JoinRefused / OSError if not
    reader = asyncio.create_task(client.run())                 # events until the table closes
    await client.send_move("draw")                             # or an engine Move
    await client.send_next(); await client.chat("hi"); await client.leave()

Every message from the host becomes a `ClientEvent` (``kind`` is the message's ``type``:
``view``, ``moved``, ``seats``, ``chat``, ``hand_over``, ``refused``, ``error``, ...; and
``closed`` once, when the connection ends, with the close code and reason; a ``moved``
event carries the move's `Movement`s as this seat may see them). Events go to the
``on_event`` callback (on the client's loop) and to the `events` queue. The client keeps
`view` (a `PlayerView` rebuilt by `engine.view_codec`, so hints, the outlook and the coach run
on it as on a local game), `seats`, `seat` and `secret` (keep it: it takes the seat back after a
drop, with ``TableClient(link, name, secret=...)``).

`ClientThread` runs a client on its own thread and loop for the app: ``start()`` blocks until
joined (returns the welcome, or raises), ``send_move``/``send_next``/``chat``/``leave`` may be
called from any thread, ``stop()`` closes and waits; ``on_event`` is called on the client's
thread (the Qt side re-emits it as a queued signal).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import ssl
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from samba_desktop.engine import Card, Move, Movement, PlayerView
from samba_desktop.engine.view_codec import hands_from_wire, movements_from_wire, view_from_wire

from .link import Link
from .protocol import MAX_MESSAGE_BYTES, ProtocolError, encode, read_host_message

log = logging.getLogger("samba_desktop.net.client")

CONNECT_SECONDS = 10.0
PING_SECONDS = 20.0


@dataclass(frozen=True)
class ClientEvent:
    """One message from the host (``kind`` its type), or ``closed`` at the end."""

    kind: str
    message: dict[str, Any] = field(default_factory=dict)
    view: PlayerView | None = None  # for ``view``: the rebuilt view
    #: for ``moved``: the cards the move carried, as this seat may see them (a card another
    #: player drew is ``None``); None when the host sent none (or none that could be read)
    movements: tuple[Movement, ...] | None = None
    #: for a ``view`` once the hand is over: every seat's cards, laid open (None: not sent)
    hands: tuple[tuple[Card, ...], ...] | None = None


class JoinRefused(Exception):
    """The table did not let us in: ``code`` (``bad_token``, ``table_full``, ``seat_taken``,
    ``bad_secret``, ...) and the host's English ``message``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class TableClient:
    """A connection to a hosted table (see the module's docstring)."""

    def __init__(self, link: Link, name: str, *, seat: int | None = None,
                 secret: str | None = None, ssl_context: ssl.SSLContext | None = None,
                 on_event: Callable[[ClientEvent], None] | None = None) -> None:
        self.link = link
        self.name = name
        self.want_seat = seat
        self.secret = secret
        self.ssl_context = ssl_context
        self.on_event = on_event
        self.events: asyncio.Queue[ClientEvent] = asyncio.Queue()
        self.seat: int | None = None
        self.players = 0
        self.seats: list[dict[str, Any]] = []
        self.view: PlayerView | None = None
        self.welcome: dict[str, Any] = {}
        self.closed = False
        self._ws: ClientConnection | None = None

    async def connect(self, timeout: float = CONNECT_SECONDS) -> dict[str, Any]:
        """Connect and join; returns the ``welcome`` once the first view has come.

        The link does not say whether the table speaks TLS: unless the link is marked
        ``secure`` or an ``ssl_context`` is given (then ``wss://`` only), ``ws://`` is tried
        first and ``wss://`` (the system's certificate authorities) when that fails.
        """
        plain = self.link.url.replace("wss://", "ws://", 1)
        secure = plain.replace("ws://", "wss://", 1)
        if self.link.secure or self.ssl_context is not None:
            tries: list[tuple[str, ssl.SSLContext | bool | None]] = [
                (secure, self.ssl_context or True)]
        else:
            tries = [(plain, None), (secure, True)]
        first: Exception | None = None
        for url, context in tries:
            try:
                self._ws = await connect(
                    url, ssl=context, max_size=MAX_MESSAGE_BYTES, compression=None,
                    open_timeout=timeout, ping_interval=PING_SECONDS, ping_timeout=PING_SECONDS,
                    close_timeout=5)
                break
            except (InvalidHandshake, InvalidURI, TimeoutError, OSError, EOFError) as exc:
                first = first or exc
        else:
            raise OSError(f"could not reach the table at {self.link.url}: {first}") from first
        join: dict[str, Any] = {"type": "join", "token": self.link.token, "name": self.name}
        if self.want_seat is not None:
            join["seat"] = self.want_seat
        if self.secret is not None:
            join["secret"] = self.secret
        await self._ws.send(encode(join))
        async with asyncio.timeout(timeout):
            while self.view is None:
                event = await self._receive()
                if event is None:
                    raise OSError("the table closed the connection")
                if event.kind == "error" and self.seat is None:
                    await self.close()
                    raise JoinRefused(str(event.message.get("code")),
                                      str(event.message.get("message")))
        return self.welcome

    async def _receive(self) -> ClientEvent | None:
        """The next event (None when the connection has ended)."""
        assert self._ws is not None
        while True:
            try:
                frame = await self._ws.recv()
            except ConnectionClosed as exc:
                self._finish(exc.rcvd.code if exc.rcvd else 1006,
                             exc.rcvd.reason if exc.rcvd else "the connection was lost")
                return None
            try:
                message = read_host_message(frame)
            except ProtocolError as exc:
                log.warning("ignored a malformed message from the host: %s", exc)
                continue
            event = self._take(message)
            if event is not None:
                self._emit(event)
                return event

    def _take(self, message: dict[str, Any]) -> ClientEvent | None:
        kind = message["type"]
        if kind == "welcome":
            self.welcome = message
            self.seat = message["seat"]
            self.secret = message["secret"]
            self.players = message["players"]
            self.seats = message["seats"]
        elif kind == "seats":
            self.seats = message["seats"]
        elif kind == "view":
            try:
                view = view_from_wire(message["view"])
            except ValueError as exc:
                log.warning("ignored a malformed view from the host: %s", exc)
                return None
            self.view = view
            hands = None
            if "hands" in message["view"]:
                try:
                    hands = tuple(map(tuple, hands_from_wire(message["view"]["hands"], view)))
                except ValueError as exc:  # the view stands: shown without them
                    log.warning("ignored the hands laid open by the host: %s", exc)
            return ClientEvent(kind, message, view, hands=hands)
        elif kind == "moved" and "movements" in message:
            try:
                movements = movements_from_wire(message["movements"])
            except ValueError as exc:  # the move itself still counts: shown without them
                log.warning("ignored a move's malformed movements from the host: %s", exc)
            else:
                return ClientEvent(kind, message, movements=movements)
        return ClientEvent(kind, message)

    def _emit(self, event: ClientEvent) -> None:
        self.events.put_nowait(event)
        if self.on_event is not None:
            try:
                self.on_event(event)
            except Exception:  # noqa: BLE001 - the app's callback never stops the client
                log.exception("the client's event callback failed")

    def _finish(self, code: int, reason: str) -> None:
        if not self.closed:
            self.closed = True
            self._emit(ClientEvent("closed", {"type": "closed", "code": code, "reason": reason}))

    async def run(self) -> None:
        """Receive until the connection ends (then a ``closed`` event)."""
        while await self._receive() is not None:
            pass

    async def send(self, message: dict[str, Any]) -> None:
        if self._ws is None or self.closed:
            raise OSError("not connected to a table")
        try:
            await self._ws.send(encode(message))
        except ConnectionClosed as exc:
            raise OSError("the connection to the table is closed") from exc

    async def send_move(self, move: Move | str) -> None:
        await self.send({"type": "move", "move": str(move)})

    async def send_next(self) -> None:
        await self.send({"type": "next"})

    async def chat(self, text: str) -> None:
        await self.send({"type": "chat", "text": text})

    async def leave(self) -> None:
        await self.send({"type": "leave"})

    async def close(self) -> None:
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await self._ws.close()
        self._finish(1000, "closed by this side")


class ClientThread:
    """A `TableClient` on its own thread and event loop (see the module's docstring)."""

    def __init__(self, client: TableClient) -> None:
        self.client = client
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._joined = concurrent.futures.Future[dict[str, Any]]()
        self._done: asyncio.Event | None = None

    def start(self, timeout: float = CONNECT_SECONDS + 5) -> dict[str, Any]:
        self._thread = threading.Thread(target=asyncio.run, args=(self._main(),),
                                        name="samba-client", daemon=True)
        self._thread.start()
        return self._joined.result(timeout)

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._done = asyncio.Event()
        try:
            welcome = await self.client.connect()
        except BaseException as exc:  # noqa: BLE001 - handed to the thread that waits
            self._joined.set_exception(exc)
            return
        self._joined.set_result(welcome)
        reader = asyncio.create_task(self.client.run())
        stop = asyncio.create_task(self._done.wait())
        await asyncio.wait({reader, stop}, return_when=asyncio.FIRST_COMPLETED)
        await self.client.close()
        reader.cancel()
        stop.cancel()

    def _call(self, make: Callable[[], Coroutine[Any, Any, None]]) -> None:
        if self._loop is None:
            raise OSError("not connected to a table")

        async def run() -> None:
            try:
                await make()
            except OSError as exc:
                log.warning("could not send to the table: %s", exc)

        with contextlib.suppress(RuntimeError):  # the loop has ended: the table is gone
            asyncio.run_coroutine_threadsafe(run(), self._loop)

    def send_move(self, move: Move | str) -> None:
        self._call(lambda: self.client.send_move(move))

    def send_next(self) -> None:
        self._call(self.client.send_next)

    def chat(self, text: str) -> None:
        self._call(lambda: self.client.chat(text))

    def leave(self) -> None:
        self._call(self.client.leave)

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._done is not None:
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._done.set)
        if self._thread is not None:
            self._thread.join(timeout)
