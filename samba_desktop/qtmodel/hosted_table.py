"""Tables that friends join, for the app: hosting one and sitting at one (QtCore only).

- `TableHosting` hosts a table in this process: the same table code as ``python -m
  samba_desktop serve`` (`net.TableHost`), on its own thread and asyncio loop
  (`net.HostThread`), listening only while it lives. It starts in the lobby (friends join, seats
  can be swapped, nothing is played) until `start_play`; ``seats_changed`` follows who sits
  where. A table the host chose to show is published on the local network while it is hosted
  (`show_on_network`, as ``serve --advertise``). `stop` withdraws it, saves the table and
  stops listening.
- `TableSeat` is one player's place at a hosted table, the host's own player included (who
  joins over the loopback like any friend): a `net.ClientThread` whose messages come to the
  window's thread as ``received`` signals. `GameModel.join_table` plays through it.

Nothing here decides a move: the host's engine does (net.table), and each seat receives only
its own view.
"""

from __future__ import annotations

import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from samba_desktop.engine import Move, PlayerView, Rules
from samba_desktop.net import (
    ClientEvent,
    ClientThread,
    HostThread,
    JoinRefused,
    Link,
    LinkError,
    SeatKind,
    SeatPlan,
    Table,
    TableClient,
    TableHost,
    TableStore,
    parse_link,
)
from samba_desktop.net.discovery import Advertisement, FoundTable, TableBrowser, advertise
from samba_desktop.persistence import PersistenceError, paths
from samba_desktop.persistence.atomic import atomic_write_text

from .hosted_files import IN_PLAY_FILE, hosted_table_folder, marked_in_play

__all__ = ["FoundTable", "JoinRefused", "Link", "LinkError", "SeatInfo", "SeatKind", "SeatPlan",
           "TableFinder", "TableHosting", "TableSeat", "hosted_table_folder", "keep_secret",
           "kept_secret", "parse_link"]

log = logging.getLogger(__name__)

#: the file beside the hosted table that keeps the host's own seat's secret
OWN_SEAT_FILE = "own-seat"
#: the file beside the hosted table that says it is shown on the local network
SHOWN_FILE = "shown-on-network"


#: the file below the user's data folder that keeps this player's seats at friends' tables
SEATS_FILE = "table-seats.json"
#: seats kept (the oldest are forgotten first)
SEATS_KEPT = 20


def _seats_path(base: Path | None) -> Path:
    return (base if base is not None else paths.data_dir()) / SEATS_FILE


def _kept_seat(token: str, base: Path | None) -> dict[str, str]:
    """The kept seat at the table of ``token``: its "secret" and "name" (an entry of an
    earlier version is the secret alone)."""
    try:
        data = json.loads(_seats_path(base).read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    entry = data.get(token) if isinstance(data, dict) else None
    if isinstance(entry, str):
        return {"secret": entry}
    if isinstance(entry, dict):
        return {k: v for k, v in entry.items() if k in ("secret", "name") and isinstance(v, str)}
    return {}


def kept_secret(token: str, base: Path | None = None) -> str | None:
    """The secret of the seat this player had at the table of ``token`` (a rejoin after a
    drop, or after this app was closed), or None."""
    return _kept_seat(token, base).get("secret")


def kept_name(token: str, base: Path | None = None) -> str | None:
    """The name this player had at the table of ``token`` (filled in again at a rejoin), or
    None."""
    return _kept_seat(token, base).get("name")


def keep_secret(token: str, secret: str, base: Path | None = None, name: str = "") -> None:
    """Remember the seat's ``secret`` at the table of ``token`` and the player's ``name``
    there (see `kept_secret`, `kept_name`)."""
    path = _seats_path(base)
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    data.pop(token, None)
    data[token] = {"secret": secret, "name": name} if name else secret
    kept = dict(list(data.items())[-SEATS_KEPT:])
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(kept))
    except (OSError, PersistenceError) as exc:
        log.warning("could not keep the seat's secret: %s", exc)


@dataclass(frozen=True)
class SeatInfo:
    """One seat as the table's ``seats`` list says: its player's name and `SeatKind`; for a
    computer its level (`SeatPlan`, None if the host did not say), and whether the hosting
    player sits there (``host``)."""

    seat: int
    name: str
    kind: SeatKind
    level: SeatPlan | None = None
    host: bool = False

    @classmethod
    def read(cls, entries: object) -> list[SeatInfo]:
        out = []
        for entry in entries if isinstance(entries, list) else []:
            try:
                level = entry.get("level")
                plan = SeatPlan(level) if level in COMPUTER_LEVELS else None
                out.append(cls(int(entry["seat"]), str(entry["name"]), SeatKind(entry["kind"]),
                               plan, entry.get("host") is True))
            except (AttributeError, KeyError, TypeError, ValueError):
                log.warning("ignored a malformed seat entry: %r", entry)
        return out


#: the levels a computer seat may name
COMPUTER_LEVELS = tuple(plan.value for plan in SeatPlan if plan.computer)


class TableHosting(QObject):
    """A table this app hosts (see the module's docstring)."""

    seats_changed = Signal(object, bool)
    """(list of `SeatInfo`, started) whenever who sits where changes."""

    def __init__(self, rules: Rules | None, plans: list[SeatPlan], *, folder: Path,
                 bind: str = "0.0.0.0", resume: bool = False, rejoin_seconds: float | None = None,
                 shown: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bind = bind
        self._advert: Advertisement | None = None
        self._advertising: threading.Thread | None = None
        self._advert_lock = threading.Lock()
        self._stopping = False
        store = TableStore(folder)
        table = None
        if resume:
            try:
                table = store.load()
            except ValueError as exc:  # a damaged table: a new one (the file stays for a look)
                log.error("%s", exc)
        # a new table: the host's seat kept beside the table before is no seat at this one
        # (and is kept for that table until this one keeps its own: `keep_own_secret`)
        self._own_seat_kept = table is not None
        if table is None:  # a new table waits in the lobby for Start (a resumed one knows)
            if rules is None:
                raise ValueError("a new table needs its rules")
            table = Table.new(rules, plans, started=False)
        options: dict[str, Any] = {}
        if rejoin_seconds is not None:
            options["rejoin_seconds"] = rejoin_seconds
        self._host = TableHost(table, store, on_change=self._on_change, **options)
        self._thread = HostThread(self._host, bind=bind, port=None if resume else 0)
        self._folder = folder
        self.link: Link | None = None
        #: whether the table is shown on the local network while it is hosted (a resumed
        #: table: as it was)
        self.shown = shown or (resume and (folder / SHOWN_FILE).exists())
        if not resume:
            self._keep_shown()

    def _keep_shown(self) -> None:
        path = self._folder / SHOWN_FILE
        try:
            if self.shown:
                self._folder.mkdir(parents=True, exist_ok=True)
                atomic_write_text(path, "yes")
            else:
                path.unlink(missing_ok=True)
        except (OSError, PersistenceError) as exc:
            log.warning("could not keep whether the table is shown: %s", exc)

    @property
    def own_secret(self) -> str | None:
        """The secret of this machine's own player's seat, kept beside the table (None before
        it first joined): a restarted host takes its seat back with it."""
        if not self._own_seat_kept:
            return None
        try:
            text = (self._folder / OWN_SEAT_FILE).read_text("utf-8").strip()
        except (OSError, UnicodeDecodeError):
            return None
        return text or None

    @property
    def own_name(self) -> str:
        """The name this machine's own player had at the table ("" before it first joined)."""
        secret = self.own_secret
        for seat in self._host.table.seats:
            if secret is not None and seat.secret == secret:
                return seat.name
        return ""

    def keep_own_secret(self, secret: str | None) -> None:
        """Keep the host's own seat's ``secret`` beside the table, and mark that seat as the
        host's at the table (the friends see whose table it is)."""
        if secret:
            try:
                atomic_write_text(self._folder / OWN_SEAT_FILE, secret)
                self._own_seat_kept = True
            except PersistenceError as exc:
                log.warning("could not keep the host's own seat: %s", exc)
            self._thread.call(lambda: self._host.mark_host(secret))

    @staticmethod
    def saved(folder: Path) -> bool:
        """Whether a hosted table is kept in ``folder`` (to resume)."""
        try:
            return TableStore(folder).load() is not None
        except ValueError:
            return False

    @staticmethod
    def interrupted(folder: Path) -> bool:
        """Whether the table kept in ``folder`` was in play when its hosting last stopped
        without the host ending it (the app closed or killed mid-game): resume it first."""
        if not marked_in_play(folder):
            return False
        try:
            table = TableStore(folder).load()
        except ValueError:
            return False
        return table is not None and table.started

    def start(self) -> Link:
        """Listen; the link to share (`OSError` when the port cannot be opened)."""
        self.link = self._thread.start()
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self._folder / IN_PLAY_FILE, "yes")
        except (OSError, PersistenceError) as exc:
            log.warning("could not mark the table as in play: %s", exc)
        self._on_change()
        return self.link

    def end(self) -> None:
        """The host ended the table (left it, or closed its lobby): `stop`, and the next
        start does not offer it again (Host a table still does)."""
        self.stop()
        (self._folder / IN_PLAY_FILE).unlink(missing_ok=True)

    @property
    def local_link(self) -> Link:
        """The link for this machine's own player (over the loopback)."""
        assert self.link is not None
        return Link("127.0.0.1", self.link.port, self.link.token, self.link.secure)

    @property
    def players(self) -> int:
        return self._host.table.players

    @property
    def started(self) -> bool:
        return self._host.table.started

    def _on_change(self) -> None:  # on the host's loop (or at start)
        self.seats_changed.emit(SeatInfo.read(self._host.table.seat_list()), self._host.table.started)

    def swap_seats(self, a: int, b: int) -> None:
        """In the lobby: the players of seats ``a`` and ``b`` change places."""
        self._thread.call(lambda: self._host.swap_seats(a, b))

    def start_play(self) -> None:
        """End the lobby: open seats go to computers, play begins."""
        self._thread.call(self._host.start_play)

    def show_on_network(self, host: str) -> None:
        """If the table is `shown`: publish it on the local network (``net.discovery``: its
        link, as ``serve --advertise`` does) as the table ``host`` hosts, until `stop`. The
        publishing runs on a thread of its own (it takes a moment); a network that does not
        allow it leaves the table reachable by its link alone."""
        if not self.shown or self.link is None or self._advertising is not None:
            return
        link = self.link
        # a table bound to the loopback (tests) is shown on the loopback only
        interfaces = [self._bind] if self._bind.startswith("127.") else None

        def publish() -> None:
            try:
                advert = advertise(host, link, interfaces, host=host)
            except Exception as exc:  # noqa: BLE001 - discovery is a convenience
                log.warning("could not show the table on the local network: %s", exc)
                return
            with self._advert_lock:
                kept = not self._stopping
                if kept:
                    self._advert = advert
            if not kept:  # stopped meanwhile: withdrawn at once
                advert.close()

        self._advertising = threading.Thread(target=publish, name="samba-advertise",
                                             daemon=True)
        self._advertising.start()

    def stop(self) -> None:
        """Withdraw the table from the local network, save it, close every connection and
        stop listening (waits for the threads)."""
        with self._advert_lock:
            self._stopping = True
            advert, self._advert = self._advert, None
        if advert is not None:
            advert.close()
        if self._advertising is not None:
            self._advertising.join(30)
        self._thread.stop()


class TableSeat(QObject):
    """This player's place at a hosted table (see the module's docstring).

    ``received`` carries each `net.ClientEvent` to the window's thread; `view` is the latest view
    (a `PlayerView`: only this seat's cards), `seats` who sits where, `started` whether play has
    begun. `join` blocks until the table lets us in (`JoinRefused`, `OSError` otherwise).
    """

    received = Signal(object)
    """`net.ClientEvent` (on the window's thread)."""
    _arrived = Signal(object)

    def __init__(self, link: Link, name: str, *, seat: int | None = None,
                 secret: str | None = None, hosting: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.name = name
        #: whether this app hosts the table (its own player's seat)
        self.hosting = hosting
        self._want_seat = seat
        self.secret = secret
        self.seats: list[SeatInfo] = []
        self.started = True
        self.view: PlayerView | None = None
        self._thread: ClientThread | None = None
        self._arrived.connect(self._take)  # queued: emitted on the client's thread

    def join(self) -> None:
        client = TableClient(self.link, self.name, seat=self._want_seat, secret=self.secret,
                             on_event=self._arrived.emit)
        thread = ClientThread(client)
        welcome = thread.start()
        self._thread = thread
        self.secret = client.secret
        self.seats = SeatInfo.read(welcome.get("seats"))
        self.started = welcome.get("started") is not False
        self.view = client.view

    @property
    def seat(self) -> int:
        return self.view.seat if self.view is not None else 0

    @property
    def host_name(self) -> str:
        """The name of the player who hosts the table ("" for a table nobody at it hosts:
        ``serve``)."""
        return next((info.name for info in self.seats if info.host), "")

    def friends(self) -> list[str]:
        """The names of the other people at the table (connected or away), in seat order."""
        return [info.name for info in self.seats
                if info.seat != self.seat and info.name
                and info.kind in (SeatKind.HUMAN, SeatKind.AWAY)]

    def _take(self, event: ClientEvent) -> None:
        message = event.message
        if event.kind in ("seats", "welcome"):
            self.seats = SeatInfo.read(message.get("seats"))
            self.started = message.get("started") is not False
            if event.kind == "welcome":
                self.secret = str(message.get("secret"))
        elif event.kind == "view" and event.view is not None:
            self.view = event.view
        self.received.emit(event)

    def send_move(self, move: Move) -> None:
        if self._thread is not None:
            self._thread.send_move(move)

    def send_next(self) -> None:
        if self._thread is not None:
            self._thread.send_next()

    def chat(self, text: str) -> None:
        if self._thread is not None:
            self._thread.chat(text)

    def close(self, leave: bool = False) -> None:
        """Close the connection (``leave``: for good, a computer takes the seat)."""
        thread, self._thread = self._thread, None
        if thread is not None:
            if leave:
                thread.leave()
            thread.stop()


class TableFinder(QObject):
    """The tables shown on the local network (zeroconf), as ``found`` signals
    (``interfaces``: the addresses of the interfaces to look on; default all)."""

    found = Signal(object)
    """list of `FoundTable`."""

    def __init__(self, parent: QObject | None = None, interfaces: list[str] | None = None
                 ) -> None:
        super().__init__(parent)
        self._browser: TableBrowser | None = None
        try:
            self._browser = TableBrowser(self.found.emit, interfaces)
        except (OSError, ImportError) as exc:
            log.warning("cannot look for tables on the local network: %s", exc)

    def close(self) -> None:
        browser, self._browser = self._browser, None
        if browser is not None:
            browser.close()
