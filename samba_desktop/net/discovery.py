"""Tables on the local network: DNS-SD over multicast DNS (the ``zeroconf`` package).

A table is found without typing an address only when its host *chooses* to show it on the
local network (the app's "Show this table on the local network", ``serve --advertise NAME``). Showing it
publishes a ``_samba._tcp.local.`` service whose TXT record carries the table's name, the
protocol version and the link's token: the contract lets in whoever has the link, and showing
the table hands the link to everyone on that network (a home or office LAN). A table not shown
is reachable only by its link. The choice is the host's, per table, and off by default.

- `advertise(name, link)` publishes; close the returned `Advertisement` to withdraw it.
- `TableBrowser(on_change)` lists the tables shown nearby (`found`), calling ``on_change``
  (on zeroconf's thread) whenever the list changes; `close` it when done.
- `service_properties` / `table_from_service` are the pure TXT encoding, tested on their own.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .link import Link, LinkError, parse_link

SERVICE_TYPE = "_samba._tcp.local."
PROTOCOL_VERSION = "1"
MAX_TABLE_NAME = 40


@dataclass(frozen=True)
class FoundTable:
    """A table shown on the local network: its name, its link, and the name of the player
    who hosts it from the app ("" for a table ``serve`` shows: its name says it all)."""

    name: str
    link: Link
    host: str = ""


def service_properties(name: str, link: Link, host: str = "") -> dict[str, str]:
    """The TXT record of a shown table (``host``: the hosting player's name, if any)."""
    properties = {"name": name[:MAX_TABLE_NAME], "v": PROTOCOL_VERSION, "token": link.token,
                  "tls": "1" if link.secure else "0"}
    if host:
        properties["host"] = host[:MAX_TABLE_NAME]
    return properties


def table_from_service(host: str, port: int,
                       properties: Mapping[bytes, bytes | None]) -> FoundTable | None:
    """The table a found service describes, or None when it is not one we can join."""
    def text(key: str) -> str:
        value = properties.get(key.encode())
        return value.decode("utf-8", "replace") if isinstance(value, bytes) else ""

    if text("v") != PROTOCOL_VERSION:
        return None
    try:
        link = parse_link(f"samba://{_host_text(host)}:{port}/{text('token')}",
                          secure=text("tls") == "1")
    except LinkError:
        return None
    name = _printable(text("name"))
    return FoundTable(name or link.host, link, _printable(text("host")))


def _printable(text: str) -> str:
    return "".join(ch for ch in text if ch.isprintable())[:MAX_TABLE_NAME]


def _host_text(host: str) -> str:
    return f"[{host}]" if ":" in host else host


class Advertisement:
    """A published table; `close` withdraws it."""

    def __init__(self, name: str, link: Link, interfaces: list[str] | None = None,
                 host: str = "") -> None:
        from zeroconf import InterfaceChoice, ServiceInfo, Zeroconf

        address = ipaddress.ip_address(socket.gethostbyname(link.host))
        self._zeroconf = Zeroconf(interfaces=interfaces or InterfaceChoice.All)
        safe = "".join(ch for ch in name if ch.isalnum() or ch in " -_")[:MAX_TABLE_NAME]
        self._info = ServiceInfo(
            SERVICE_TYPE, f"{safe or 'Samba'} {link.port}.{SERVICE_TYPE}",
            addresses=[address.packed], port=link.port,
            properties=service_properties(name, link, host))
        try:
            self._zeroconf.register_service(self._info)
        except BaseException:
            self._zeroconf.close()
            raise

    def close(self) -> None:
        try:
            self._zeroconf.unregister_service(self._info)
        finally:
            self._zeroconf.close()


def advertise(name: str, link: Link, interfaces: list[str] | None = None,
              host: str = "") -> Advertisement:
    """Show the table of ``link`` on the local network as ``name`` (see the docstring);
    ``interfaces``: the addresses of the interfaces to use (default: all); ``host``: the
    name of the player who hosts it from the app."""
    return Advertisement(name, link, interfaces, host)


class TableBrowser:
    """The tables shown on the local network, kept up to date (see the module's docstring)."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None] | None = None,
                 interfaces: list[str] | None = None) -> None:
        from zeroconf import InterfaceChoice, ServiceBrowser, Zeroconf

        self._on_change = on_change
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}
        self._zeroconf = Zeroconf(interfaces=interfaces or InterfaceChoice.All)
        self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE, handlers=[self._changed])

    @property
    def found(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: t.name.lower())

    def _changed(self, zeroconf: object, service_type: str, name: str,
                 state_change: object) -> None:
        from zeroconf import ServiceStateChange, Zeroconf

        assert isinstance(zeroconf, Zeroconf)
        table = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=1500)
            if info is not None and info.port is not None:
                addresses = info.parsed_addresses()
                if addresses:
                    table = table_from_service(addresses[0], info.port, info.properties)
        with self._lock:
            if table is None:
                self._found.pop(name, None)
            else:
                self._found[name] = table
        if self._on_change is not None:
            self._on_change(self.found)

    def close(self) -> None:
        self._browser.cancel()
        self._zeroconf.close()
