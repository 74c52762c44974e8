"""The host: a `Table` served over WebSocket (the ``websockets`` package, asyncio).

`TableHost(table, store)` serves one table. ``await host.start(bind, port)`` listens and
returns the `Link` to share; ``await host.close()`` saves the table and closes every connection.
It is the authority (NETWORK_CONTRACT.md "What the host guarantees"):

- every move goes through the engine (`Table.move`); each client gets only its own seat's view
  (`engine.view_codec`);
- the table is saved (`TableStore`, durably) after every move, deal and join, before the answer
  (``moved``/``view``/``welcome``) is sent;
- computers (`samba_desktop.ai`) play the computer seats, and the seats of friends away for
  ``rejoin_seconds`` or gone; they think on a worker thread, so the connections never wait;
- every frame is read strictly (`protocol.read_client_message`); each bad one is answered with
  an ``error``, a hundred in a row close the connection; frames over 64 KiB close it with 1009;
  pings close half-open and stalled connections; a client that does not read its messages is
  cut off when its queue overflows, so no client can stall the table.

The app hosts a table on a worker thread with `HostThread` (thread-safe start and stop) and
its own player joins it over the loopback like any friend (`net.client`).

The app's lobby: a host made with ``lobby=True`` lets friends join but plays no move (nobody's,
no computer's: a move is ``not_your_turn``) until `start_play`; meanwhile `swap_seats` moves two
seats' players (each moved friend gets a new ``welcome`` and ``view``), and every ``seats``
message says ``"started": false``. `start_play` gives the seats still open to computers.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import logging
import secrets
import ssl
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from samba_desktop.ai import Player, create_player
from samba_desktop.engine import IllegalMove, Move, PlayerView
from samba_desktop.engine.view_codec import view_to_wire
from samba_desktop.persistence.errors import PersistenceError

from .link import Link
from .protocol import (
    CLOSE_POLICY,
    MAX_BAD_IN_A_ROW,
    MAX_MESSAGE_BYTES,
    ChatMessage,
    ErrorCode,
    JoinMessage,
    LeaveMessage,
    MoveMessage,
    NextMessage,
    ProtocolError,
    SeatKind,
    encode,
    error,
    read_client_message,
)
from .table import STAND_IN_LEVEL, Refusal, Table, TableStore

log = logging.getLogger("samba_desktop.net.host")

#: seconds after a hand ends before the next is dealt, whoever has not said ``next``
NEXT_HAND_SECONDS = 60.0
#: seconds a dropped friend's seat waits before a computer plays it
REJOIN_SECONDS = 60.0
#: ping every this many seconds; a connection that does not answer within as many is closed
PING_SECONDS = 20.0
#: messages waiting for a client that does not read them before it is cut off
MAX_OUTBOX = 2000
#: chats a connection may send within `CHAT_WINDOW` seconds
CHATS_PER_WINDOW = 10
CHAT_WINDOW = 10.0

PlayerFactory = Callable[[str, int | None], Player]


def _default_factory(level: str, seed: int | None) -> Player:
    return create_player(level, seed)


class _Connection:
    """One client: its seat once joined, its queue of frames to send, its bad-message count."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.seat: int | None = None
        self.bad_in_a_row = 0
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.chats: collections.deque[float] = collections.deque()
        self.closing = False
        self.close_code = (1000, "")

    def send(self, message: dict[str, Any]) -> None:
        if self.closing:
            return
        if self.outbox.qsize() >= MAX_OUTBOX:  # it does not read: cut it off at once
            self.abort()
            return
        self.outbox.put_nowait(encode(message))

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close after the frames queued so far are sent."""
        if self.closing:
            return
        self.closing = True
        self.close_code = (code, reason)
        self.outbox.put_nowait(None)

    def abort(self) -> None:
        self.closing = True
        self.outbox.put_nowait(None)
        self.ws.transport.abort()

    async def write(self) -> None:
        """Send the queued frames in order, then close (at the queue's end mark)."""
        while True:
            frame = await self.outbox.get()
            if frame is None:
                with contextlib.suppress(Exception):
                    await self.ws.close(*self.close_code)
                return
            try:
                await self.ws.send(frame)
            except ConnectionClosed:
                return


class TableHost:
    """Serves ``table`` (see the module's docstring). All methods run on the host's loop.

    ``on_change`` (optional) is called on the loop after every change of the table (a move, a
    join, a drop, a deal): the app's lobby reads `table` then.
    """

    def __init__(self, table: Table, store: TableStore | None = None, *,
                 rejoin_seconds: float = REJOIN_SECONDS,
                 next_hand_seconds: float = NEXT_HAND_SECONDS,
                 player_factory: PlayerFactory = _default_factory,
                 public_host: str | None = None,
                 on_change: Callable[[], None] | None = None,
                 lobby: bool = False) -> None:
        self.table = table
        self.store = store
        self.rejoin_seconds = rejoin_seconds
        self.next_hand_seconds = next_hand_seconds
        self.player_factory = player_factory
        self.public_host = public_host
        self.on_change = on_change
        #: whether play has begun (False only in the app's lobby, before its Start)
        self.started = not lobby
        self.link: Link | None = None
        self._server: Server | None = None
        self._connections: set[_Connection] = set()
        self._seat_connection: dict[int, _Connection] = {}
        self._players: dict[tuple[int, str], Player] = {}
        self._thinking = False
        self._ready: set[int] = set()
        self._deal_timer: asyncio.TimerHandle | None = None
        self._timers: list[asyncio.TimerHandle] = []
        self._executor = concurrent.futures.ThreadPoolExecutor(1, "samba-computer")
        self._closed = False

    # ------------------------------------------------------------------ start and stop
    async def start(self, bind: str = "127.0.0.1", port: int | None = None,
                    ssl_context: ssl.SSLContext | None = None) -> Link:
        """Listen on ``bind``:``port`` (None: the port the table had, else any free one)."""
        want = self.table.port if port is None else port
        self._server = await serve(
            self._serve, bind, want, ssl=ssl_context, max_size=MAX_MESSAGE_BYTES,
            max_queue=16, compression=None, ping_interval=PING_SECONDS,
            ping_timeout=PING_SECONDS, open_timeout=10, close_timeout=5,
            logger=logging.getLogger("samba_desktop.net.wire"))
        sockets = list(self._server.sockets)
        self.table.port = sockets[0].getsockname()[1]
        host = self.public_host or public_address(bind)
        self.link = Link(host, self.table.port, self.table.token, ssl_context is not None)
        self._save()
        if self.table.hand_over:
            self._hand_ended()
        self._advance()
        return self.link

    async def close(self) -> None:
        """Save the table, close every connection and stop listening."""
        if self._closed:
            return
        self._closed = True
        for timer in [*self._timers, self._deal_timer]:
            if timer is not None:
                timer.cancel()
        self._save()
        for conn in list(self._connections):
            conn.close(1001, "the table closes")
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 8)
        self._executor.shutdown(wait=False, cancel_futures=True)

    async def serve_until(self, stop: asyncio.Event) -> None:
        """Serve until ``stop`` is set, then `close`."""
        await stop.wait()
        await self.close()

    # ------------------------------------------------------------------ connections
    async def _serve(self, ws: ServerConnection) -> None:
        conn = _Connection(ws)
        self._connections.add(conn)
        writer = asyncio.get_running_loop().create_task(conn.write())
        try:
            async for frame in ws:
                self._on_frame(conn, frame)
                if conn.bad_in_a_row >= MAX_BAD_IN_A_ROW:
                    conn.close(CLOSE_POLICY, "too many bad messages")
                if conn.closing:
                    break
        except ConnectionClosed:
            pass
        finally:
            self._connections.discard(conn)
            self._on_gone(conn)
            conn.close(1000, "")
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)
            writer.cancel()

    def _on_gone(self, conn: _Connection) -> None:
        seat = conn.seat
        if seat is None or self._seat_connection.get(seat) is not conn:
            return
        del self._seat_connection[seat]
        conn.seat = None
        if self._closed:
            return
        self.table.drop(seat, time.monotonic())
        self._ready.discard(seat)
        self._broadcast_seats()
        self._timers.append(asyncio.get_running_loop().call_later(
            self.rejoin_seconds + 0.01, self._advance))
        self._check_all_ready()
        self._changed()

    def _on_frame(self, conn: _Connection, frame: str | bytes) -> None:
        try:
            message = read_client_message(frame)
            if isinstance(message, JoinMessage):
                self._join(conn, message)
            elif conn.seat is None:
                raise ProtocolError(ErrorCode.NOT_JOINED, "join the table first")
            elif isinstance(message, MoveMessage):
                self._move(conn.seat, message.move)
            elif isinstance(message, ChatMessage):
                self._chat(conn, message.text)
            elif isinstance(message, NextMessage):
                self._next(conn.seat)
            elif isinstance(message, LeaveMessage):
                self._leave(conn)
        except ProtocolError as exc:
            conn.bad_in_a_row += 1
            conn.send(error(exc.code, exc.message))
            return
        except Refusal as refusal:
            conn.send(refusal.to_message())
        conn.bad_in_a_row = 0

    # ------------------------------------------------------------------ messages
    def _join(self, conn: _Connection, message: JoinMessage) -> None:
        if conn.seat is not None:
            raise ProtocolError(ErrorCode.BAD_MESSAGE, "this connection has joined already")
        seat = self.table.join(message)
        old = self._seat_connection.get(seat)
        if old is not None:  # the same player again (a new connection): the old one goes
            old.seat = None
            old.close(4000, "the seat was taken back from another connection")
        conn.seat = seat
        self._seat_connection[seat] = conn
        self.table.connect(seat)
        self._save()
        secret = self.table.seats[seat].secret
        assert secret is not None
        conn.send({"type": "welcome", "seat": seat, "secret": secret,
                   "players": self.table.players, "seats": self.table.seat_list(),
                   "started": self.started})
        conn.send(self._view_message(seat))
        if self.table.hand_over:
            conn.send(self.table.hand_over_message())
        self._broadcast_seats()
        self._changed()
        self._advance()

    def _move(self, seat: int, text: str) -> None:
        if not self.started:
            raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "the host has not started the game yet")
        move = self.table.move(seat, text)
        self._after_move(seat, move)

    def _chat(self, conn: _Connection, text: str) -> None:
        now = time.monotonic()
        while conn.chats and now - conn.chats[0] > CHAT_WINDOW:
            conn.chats.popleft()
        if len(conn.chats) >= CHATS_PER_WINDOW:
            raise ProtocolError(ErrorCode.BAD_MESSAGE, "too many chat messages: wait a moment")
        conn.chats.append(now)
        assert conn.seat is not None
        self._broadcast({"type": "chat", "seat": conn.seat,
                         "name": self.table.seats[conn.seat].name, "text": text})

    def _next(self, seat: int) -> None:
        if self.table.hand_over:
            self._ready.add(seat)
            self._check_all_ready()

    def _leave(self, conn: _Connection) -> None:
        seat = conn.seat
        assert seat is not None
        del self._seat_connection[seat]
        conn.seat = None
        self.table.leave(seat)
        self._ready.discard(seat)
        self._save()
        self._broadcast_seats()
        conn.close(1000, "left the table")
        self._check_all_ready()
        self._changed()
        self._advance()

    # ------------------------------------------------------------------ the game
    def _after_move(self, seat: int, move: Move) -> None:
        self._save()
        self._broadcast({"type": "moved", "seat": seat, "move": str(move)})
        self._send_views()
        if not self.table.game.in_play:
            self._hand_ended()
        self._changed()
        self._advance()

    def _hand_ended(self) -> None:
        self._broadcast(self.table.hand_over_message())
        if self.table.hand_over:
            self._ready = set()
            if self._deal_timer is not None:
                self._deal_timer.cancel()
            self._deal_timer = asyncio.get_running_loop().call_later(
                self.next_hand_seconds, self._deal_next)

    def _check_all_ready(self) -> None:
        humans = set(self._seat_connection)
        if self.table.hand_over and humans and humans <= self._ready:
            self._deal_next()

    def _deal_next(self) -> None:
        if self._closed or not self.table.hand_over:
            return
        if self._deal_timer is not None:
            self._deal_timer.cancel()
            self._deal_timer = None
        self.table.next_hand()
        self._ready = set()
        self._save()
        self._send_views()
        self._changed()
        self._advance()

    def _advance(self) -> None:
        """Let a computer move if one plays the seat to move now (on a worker thread)."""
        if self._closed or self._thinking or not self.started or not self.table.game.in_play:
            return
        seat = self.table.game.turn
        if not self.table.computer_plays(seat, time.monotonic(), self.rejoin_seconds):
            return
        self._thinking = True
        view = self.table.game.view(seat)
        player = self._player(seat)
        moves = self.table.moves_applied
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self._executor, _choose, player, view)
        future.add_done_callback(lambda f: self._computer_moved(seat, moves, f))

    def _computer_moved(self, seat: int, moves: int, future: asyncio.Future[Move]) -> None:
        self._thinking = False
        if self._closed or future.cancelled():
            return
        game = self.table.game
        still = (self.table.moves_applied == moves and game.in_play and game.turn == seat
                 and self.table.computer_plays(seat, time.monotonic(), self.rejoin_seconds))
        if still:
            move = future.result()
            try:
                self.table.apply(move)
            except Refusal as refusal:  # (`_choose` returns legal moves: a bug if ever)
                log.error("a computer's move was refused at seat %d: %s", seat, refusal)
            else:
                self._after_move(seat, move)
                return
        self._advance()

    def _player(self, seat: int) -> Player:
        level = self.table.level_of(seat)
        player = self._players.get((seat, level))
        if player is None:
            player = self._players[(seat, level)] = self.player_factory(
                level, secrets.randbits(32))
        return player

    # ------------------------------------------------------------------ the app's lobby
    def swap_seats(self, a: int, b: int) -> None:
        """Before `start_play`: the players of seats ``a`` and ``b`` change places (so that
        partners choose each other). Each friend moved gets a ``welcome`` for the new seat
        (same secret) and its view; everyone gets the ``seats``."""
        table = self.table
        if self.started or a == b or not (0 <= a < table.players and 0 <= b < table.players):
            return
        table.seats[a], table.seats[b] = table.seats[b], table.seats[a]
        swap = {a: b, b: a}
        table.connected = {swap.get(s, s) for s in table.connected}
        table.away = {swap.get(s, s): t for s, t in table.away.items()}
        moved = {swap[s]: c for s, c in self._seat_connection.items() if s in swap}
        for seat in swap:
            self._seat_connection.pop(seat, None)
        self._seat_connection.update(moved)
        self._save()
        for seat, conn in moved.items():
            conn.seat = seat
            secret = table.seats[seat].secret
            assert secret is not None
            conn.send({"type": "welcome", "seat": seat, "secret": secret,
                       "players": table.players, "seats": table.seat_list(),
                       "started": self.started})
            conn.send(self._view_message(seat))
        self._broadcast_seats()
        self._changed()

    def start_play(self) -> None:
        """End the lobby: the seats nobody has taken are played by computers (`STAND_IN`),
        and play begins."""
        if self.started:
            return
        for seat in range(self.table.players):
            if self.table.seat_kind(seat) is SeatKind.OPEN:
                self.table.seats[seat].plan = STAND_IN_LEVEL
                self.table.seats[seat].name = STAND_IN_LEVEL.value
        self.started = True
        self._save()
        self._broadcast_seats()
        self._changed()
        self._advance()

    # ------------------------------------------------------------------ sending
    def _view_message(self, seat: int) -> dict[str, Any]:
        return {"type": "view", "seat": seat, "view": view_to_wire(self.table.game.view(seat))}

    def _send_views(self) -> None:
        for seat, conn in self._seat_connection.items():
            conn.send(self._view_message(seat))

    def _broadcast(self, message: dict[str, Any]) -> None:
        for conn in self._seat_connection.values():
            conn.send(message)

    def _broadcast_seats(self) -> None:
        self._broadcast(self._seats_message())

    def _seats_message(self) -> dict[str, Any]:
        return {"type": "seats", "seats": self.table.seat_list(), "started": self.started}

    def _save(self) -> None:
        if self.store is None:
            return
        try:
            self.store.save(self.table)
        except PersistenceError as exc:  # the table goes on in memory; say so
            log.error("the table could not be saved: %s", exc)

    def _changed(self) -> None:
        if self.on_change is not None:
            try:
                self.on_change()
            except Exception:  # noqa: BLE001 - the app's callback never stops the table
                log.exception("the table's change callback failed")


def _choose(player: Player, view: PlayerView) -> Move:
    """The computer's move, or the first legal move if it fails (logged)."""
    try:
        move = player.choose(view)
        if view.is_legal(move):
            return move
        log.error("a computer chose an illegal move: %s", move)
    except (IllegalMove, ValueError, RuntimeError, LookupError, ArithmeticError, TypeError):
        log.exception("a computer failed to choose a move")
    return view.legal_moves()[0]


def public_address(bind: str) -> str:
    """The host name for the link: the bound address, or this machine's address on its main
    interface when bound to every interface (``0.0.0.0``/``::``/empty)."""
    if bind not in ("", "0.0.0.0", "::"):
        return bind
    try:
        import ifaddr

        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                    return ip.ip
    except Exception:  # noqa: BLE001 - any trouble listing adapters: fall back
        log.warning("could not list this machine's addresses")
    return "127.0.0.1"


class HostThread:
    """A `TableHost` on its own thread with its own event loop (for the app).

    ``start()`` returns the link once the table listens (or raises what stopped it);
    ``stop()`` saves and closes, from any thread, and waits for the thread to end.
    """

    def __init__(self, host: TableHost, bind: str = "127.0.0.1", port: int | None = None,
                 ssl_context: ssl.SSLContext | None = None) -> None:
        self.host = host
        self._bind, self._port, self._ssl = bind, port, ssl_context
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._started = concurrent.futures.Future[Link]()

    def start(self, timeout: float = 30.0) -> Link:
        self._thread = threading.Thread(target=self._run, name="samba-host", daemon=True)
        self._thread.start()
        return self._started.result(timeout)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            link = await self.host.start(self._bind, self._port, self._ssl)
        except BaseException as exc:  # noqa: BLE001 - handed to the thread that waits
            self._started.set_exception(exc)
            return
        self._started.set_result(link)
        await self.host.serve_until(self._stop)

    def call(self, function: Callable[[], None]) -> None:
        """Run ``function`` on the host's loop (thread-safe)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(function)

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None:
            with contextlib.suppress(RuntimeError):  # the loop has ended already
                self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
