"""Hosted tables that friends join (NETWORK_CONTRACT.md); no Qt.

- `link`: the invitation ``samba://HOST:PORT/TOKEN`` (`parse_link`, `Link`, `new_token`).
- `protocol`: the wire's messages, their limits and strict reading (`ErrorCode`, `SeatKind`).
- `table`: the host's table without network: seats (`SeatPlan`), joins, moves through the
  engine, durable saving (`Table`, `TableStore`).
- `host`: the table served over WebSocket (`TableHost`; `HostThread` for the app).
- `client`: a friend's side, holding only its own view (`TableClient`; `ClientThread`).
- `discovery`: tables on the local network (zeroconf DNS-SD).
- `serve`: ``python -m samba_desktop serve``, the headless host.
"""

from .client import ClientEvent, ClientThread, JoinRefused, TableClient
from .host import HostThread, TableHost
from .link import Link, LinkError, new_token, parse_link
from .protocol import ErrorCode, SeatKind
from .table import SeatPlan, Table, TableStore

__all__ = [
    "ClientEvent", "ClientThread", "ErrorCode", "HostThread", "JoinRefused", "Link", "LinkError",
    "SeatKind", "SeatPlan", "Table", "TableClient", "TableHost", "TableStore", "new_token",
    "parse_link",
]
