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

The app hosts a table on a worker thread with `HostThread` (thread-safe start and stop;
``HostThread.call(lambda: host.swap_seats(0, 2))`` runs a lobby action on the host's loop) and
its own player joins it over the loopback like any friend (`net.client`). For the lobby the
table is made with ``started=False`` (`Table.new`): friends join and see the ``seats``;
`TableHost.swap_seats`, `TableHost.set_seat_plan` and `TableHost.start_play` arrange and start
it; ``on_change`` tells the app whenever the table changed.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import json
import logging
import secrets
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from samba_desktop.ai import Player, create_player
from samba_desktop.engine import IllegalMove, Move, Movement, PlayerView
from samba_desktop.engine.view_codec import hands_to_wire, movements_to_wire, view_to_wire
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
    encode,
    error,
    read_client_message,
)
from .table import Refusal, SeatPlan, Table, TableStore

log = logging.getLogger("samba_desktop.net.host")

#: seconds after a hand ends before the next is dealt, whoever has not said ``next``
NEXT_HAND_SECONDS = 60.0
#: seconds a dropped friend's seat waits before a computer plays it
REJOIN_SECONDS = 60.0
#: ping every this many seconds; a connection that does not answer within as many is closed
PING_SECONDS = 20.0
#: messages waiting for a client that does not read them before it is cut off
MAX_OUTBOX = 2000
#: connections a table accepts at once (friends, and strangers who have not joined yet)
MAX_CONNECTIONS = 64
#: seconds a connection may stay without joining before it is closed
JOIN_SECONDS = 60.0
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
        self.joined = False  # (a friend who left is not closed twice by the join deadline)
        self.close_asked = False  # a close is on its way (after what was sent before it)
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


@dataclass(frozen=True)
class _Commit:
    """The table's text to write (None: unchanged) and what to send once it is written."""

    text: str | None
    batch: list[tuple[_Connection, dict[str, Any] | tuple[int, str]]]


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
                 public_port: int | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        self.table = table
        self.store = store
        self.rejoin_seconds = rejoin_seconds
        self.next_hand_seconds = next_hand_seconds
        self.player_factory = player_factory
        self.public_host = public_host
        self.public_port = public_port  # (a reverse proxy's port, when it differs)
        self.on_change = on_change
        self.link: Link | None = None
        self._server: Server | None = None
        self._connections: set[_Connection] = set()
        self._seat_connection: dict[int, _Connection] = {}
        self._players: dict[tuple[int, str], Player] = {}
        self._thinking = False
        self._ready: set[int] = set()
        self._deal_timer: asyncio.TimerHandle | None = None
        self._executor = concurrent.futures.ThreadPoolExecutor(1, "samba-computer")
        # saving: the table's text is taken on the loop, written on this thread (the fsyncs
        # never block the connections), and what answers it is sent once it is on disk
        self._disk = concurrent.futures.ThreadPoolExecutor(1, "samba-save")
        self._dirty = False
        self._batch: list[tuple[_Connection, dict[str, Any] | tuple[int, str]]] = []
        self._commits: asyncio.Queue[_Commit | None] = asyncio.Queue()
        self._committer: asyncio.Task[None] | None = None
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
        self.link = Link(host, self.public_port or self.table.port, self.table.token,
                         ssl_context is not None)
        self._committer = asyncio.get_running_loop().create_task(self._commit_in_order())
        self._write_now()  # on disk before the link is handed out: a restart keeps it
        if self.table.hand_over:
            self._hand_ended()
        self._advance()
        self._flush()
        return self.link

    async def close(self) -> None:
        """Save the table, close every connection and stop listening."""
        if self._closed:
            return
        if self._deal_timer is not None:
            self._deal_timer.cancel()
        self._save()
        self._flush()  # the last state, written by the committer after all before it
        self._closed = True
        self._commits.put_nowait(None)
        if self._committer is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._committer, 8)
        for conn in list(self._connections):
            conn.close(1001, "the table closes")
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 8)
        self._executor.shutdown(wait=False, cancel_futures=True)
        self._disk.shutdown(wait=False)

    async def serve_until(self, stop: asyncio.Event) -> None:
        """Serve until ``stop`` is set, then `close`."""
        await stop.wait()
        await self.close()

    # ------------------------------------------------------------------ the lobby (app)
    def swap_seats(self, a: int, b: int) -> None:
        """Exchange two seats' players before the game starts (`Table.swap`); each friend
        moved gets a new ``welcome`` (same secret, new seat) and the view of the new seat."""
        self.table.swap(a, b)
        conn_a, conn_b = self._seat_connection.pop(a, None), self._seat_connection.pop(b, None)
        for seat, conn in ((b, conn_a), (a, conn_b)):
            if conn is not None:
                conn.seat = seat
                self._seat_connection[seat] = conn
        self._save()
        for seat, conn in ((b, conn_a), (a, conn_b)):
            if conn is not None:
                self._deliver(conn, self._welcome(seat))
                self._deliver(conn, self._view_message(seat))
        self._broadcast_seats()
        self._changed()
        self._flush()

    def set_seat_plan(self, seat: int, plan: SeatPlan) -> None:
        """Make a seat nobody has joined a friend's seat or a computer's (`Table.set_plan`)."""
        self.table.set_plan(seat, plan)
        self._save()
        self._broadcast_seats()
        self._changed()
        self._flush()

    def mark_host(self, secret: str) -> None:
        """The hosting app's own player sits at the seat of ``secret`` (`Table.mark_host`):
        the seat list says so, and the friends' score histories say at whose table."""
        if self.table.mark_host(secret):
            self._save()
            self._broadcast_seats()
            self._changed()
            self._flush()

    def start_play(self, fill_open: bool = True) -> None:
        """Start the game (`Table.start`): the computers begin when it is their turn."""
        self.table.start(fill_open)
        self._save()
        self._broadcast_seats()
        self._changed()
        self._advance()
        self._flush()

    # ------------------------------------------------------------------ connections
    async def _serve(self, ws: ServerConnection) -> None:
        if len(self._connections) >= MAX_CONNECTIONS:
            await ws.close(1013, "too many connections: try again later")
            return
        conn = _Connection(ws)
        self._connections.add(conn)
        loop = asyncio.get_running_loop()
        writer = loop.create_task(conn.write())
        deadline = loop.call_later(JOIN_SECONDS, self._join_deadline, conn)
        try:
            async for frame in ws:
                self._on_frame(conn, frame)
                if conn.bad_in_a_row >= MAX_BAD_IN_A_ROW:
                    self._close_later(conn, CLOSE_POLICY, "too many bad messages")
                self._flush()
                if conn.closing or conn.close_asked:
                    break
        except ConnectionClosed:
            pass
        finally:
            deadline.cancel()
            self._connections.discard(conn)
            self._on_gone(conn)
            self._close_later(conn, 1000, "")
            self._flush()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)
            writer.cancel()

    def _join_deadline(self, conn: _Connection) -> None:
        if conn.seat is None and not conn.joined:
            self._close_later(conn, CLOSE_POLICY, "no join: closed")
            self._flush()

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
        self._flush()
        # when the wait is over, a computer takes the seat if it is to move (`_advance` does
        # nothing once the host is closed)
        asyncio.get_running_loop().call_later(self.rejoin_seconds + 0.01, self._advance)
        self._check_all_ready()
        self._changed()

    def _on_frame(self, conn: _Connection, frame: str | bytes) -> None:
        if conn.close_asked or self._closed:
            return
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
            self._deliver(conn, error(exc.code, exc.message))
            return
        except Refusal as refusal:
            self._deliver(conn, refusal.to_message())
        conn.bad_in_a_row = 0

    # ------------------------------------------------------------------ messages
    def _join(self, conn: _Connection, message: JoinMessage) -> None:
        if conn.seat is not None:
            raise ProtocolError(ErrorCode.BAD_MESSAGE, "this connection has joined already")
        seat = self.table.join(message)
        old = self._seat_connection.get(seat)
        if old is not None:  # the same player again (a new connection): the old one goes
            old.seat = None
            self._close_later(old, 4000, "the seat was taken back from another connection")
        conn.seat = seat
        conn.joined = True
        self._seat_connection[seat] = conn
        self.table.connect(seat)
        self._save()
        self._deliver(conn, self._welcome(seat))
        self._deliver(conn, self._view_message(seat))
        if not self.table.game.in_play and self.table.game.hand_result() is not None:
            self._deliver(conn, self.table.hand_over_message())  # the hand (or game) ended
        self._broadcast_seats()
        self._changed()
        self._advance()

    def _move(self, seat: int, text: str) -> None:
        move, movements = self.table.move(seat, text)
        self._after_move(seat, move, movements)

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
        self._close_later(conn, 1000, "left the table")
        self._check_all_ready()
        self._changed()
        self._advance()

    # ------------------------------------------------------------------ the game
    def _after_move(self, seat: int, move: Move, movements: list[Movement]) -> None:
        self._save()
        text = str(move)
        for to, conn in self._seat_connection.items():  # the cards as each seat may see them
            self._deliver(conn, {"type": "moved", "seat": seat, "move": text, "movements":
                                 movements_to_wire([m.seen_by(to) for m in movements])})
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
        self._flush()

    def _advance(self) -> None:
        """Let a computer move if one plays the seat to move now (on a worker thread)."""
        if self._closed or self._thinking or not self.table.started \
                or not self.table.game.in_play:
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
                movements = self.table.apply(move)
            except Refusal as refusal:  # (`_choose` returns legal moves: a bug if ever)
                log.error("a computer's move was refused at seat %d: %s", seat, refusal)
            else:
                self._after_move(seat, move, movements)
                self._flush()
                return
        self._advance()

    def _player(self, seat: int) -> Player:
        level = self.table.level_of(seat)
        player = self._players.get((seat, level))
        if player is None:
            player = self._players[(seat, level)] = self.player_factory(
                level, secrets.randbits(32))
        return player

    # ------------------------------------------------------------------ sending
    def _welcome(self, seat: int) -> dict[str, Any]:
        secret = self.table.seats[seat].secret
        assert secret is not None
        return {"type": "welcome", "seat": seat, "secret": secret,
                "players": self.table.players, "started": self.table.started,
                "seats": self.table.seat_list()}

    def _view_message(self, seat: int) -> dict[str, Any]:
        game = self.table.game
        view = view_to_wire(game.view(seat))
        if not game.in_play:  # the hand is over: every hand is laid open to be counted
            view["hands"] = hands_to_wire(game)
        return {"type": "view", "seat": seat, "view": view}

    def _send_views(self) -> None:
        for seat, conn in self._seat_connection.items():
            self._deliver(conn, self._view_message(seat))

    def _broadcast(self, message: dict[str, Any]) -> None:
        for conn in self._seat_connection.values():
            self._deliver(conn, message)

    def _deliver(self, conn: _Connection, message: dict[str, Any]) -> None:
        """Send ``message`` once what was saved before it is on disk (`_flush`)."""
        self._batch.append((conn, message))

    def _close_later(self, conn: _Connection, code: int, reason: str) -> None:
        """Close ``conn`` after what was delivered to it before."""
        if not conn.close_asked:
            conn.close_asked = True
            self._batch.append((conn, (code, reason)))

    def _flush(self) -> None:
        """Hand the changes so far to the committer: the table's text if it changed, then the
        messages that answer it, in order."""
        text = None
        if self._dirty and self.store is not None:
            text = json.dumps(self.table.to_dict(), separators=(",", ":"))
        self._dirty = False
        if text is None and not self._batch:
            return
        batch, self._batch = self._batch, []
        if self._committer is None or self._closed:
            # not started, or closed (the last state is written; nothing changes after it)
            self._deliver_now(batch)
            return
        self._commits.put_nowait(_Commit(text, batch))

    async def _commit_in_order(self) -> None:
        """Write and answer the commits in order. The commits that came while the disk was
        busy are written together (the last state holds every move before it: one write
        instead of several), then all their answers go out: each after its move is on disk."""
        loop = asyncio.get_running_loop()
        ending = False
        while not ending:
            commits = [await self._commits.get()]
            while not self._commits.empty():
                commits.append(self._commits.get_nowait())
            ending = None in commits
            ready = [c for c in commits if c is not None]
            texts = [c.text for c in ready if c.text is not None]
            if texts:
                await loop.run_in_executor(self._disk, self._write, texts[-1])
            for commit in ready:
                self._deliver_now(commit.batch)

    @staticmethod
    def _deliver_now(batch: list[tuple[_Connection, dict[str, Any] | tuple[int, str]]]
                     ) -> None:
        for conn, item in batch:
            if isinstance(item, tuple):
                conn.close(*item)
            else:
                conn.send(item)

    def _write(self, text: str) -> None:
        assert self.store is not None
        try:
            self.store.write_text(text)
        except PersistenceError as exc:  # the table goes on in memory; say so
            log.error("the table could not be saved: %s", exc)

    def _write_now(self) -> None:
        if self.store is not None:
            self._write(json.dumps(self.table.to_dict(), separators=(",", ":")))

    def _broadcast_seats(self) -> None:
        self._broadcast({"type": "seats", "seats": self.table.seat_list(),
                         "started": self.table.started})

    def _save(self) -> None:
        """The table changed: `_flush` writes it before the answers go out."""
        self._dirty = True

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
