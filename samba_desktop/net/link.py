"""The invitation link ``samba://HOST:PORT/TOKEN`` (NETWORK_CONTRACT.md, "The link").

>>> link = parse_link("samba://example.org:4711/q8Zr2bVw0nYl3CqKk1u2hQ")
>>> link.host, link.port, link.token
('example.org', 4711, 'q8Zr2bVw0nYl3CqKk1u2hQ')
>>> str(link), link.url
('samba://example.org:4711/q8Zr2bVw0nYl3CqKk1u2hQ', 'ws://example.org:4711/')
>>> str(Link("::1", 80, "abcdefghijklmnopqrstuv"))
'samba://[::1]:80/abcdefghijklmnopqrstuv'

A token holds at least 128 bits from `secrets` (`new_token` gives 192, URL-safe base64). A
link that is not one is a `LinkError` (a ``ValueError``) saying what is wrong in plain words.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

SCHEME = "samba"
#: bytes of randomness in a token or a seat's secret (192 bits; the contract asks for 128)
TOKEN_BYTES = 24
#: the shortest token accepted: 22 URL-safe base64 characters or 32 hex digits hold 128 bits
MIN_TOKEN_LENGTH = 22
MAX_TOKEN_LENGTH = 200
_TOKEN = re.compile(r"[A-Za-z0-9_-]+")
_HOST = re.compile(r"[A-Za-z0-9.\-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\]")


class LinkError(ValueError):
    """Text that is not a table's link; ``str()`` says why."""


def new_token() -> str:
    """A fresh token (or seat secret): 192 random bits, URL-safe base64 without padding."""
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass(frozen=True)
class Link:
    """Where a table is and the token that lets one in."""

    host: str
    port: int
    token: str
    secure: bool = False  # wss:// (the table has a certificate); not part of the link's text

    def __str__(self) -> str:
        return f"{SCHEME}://{_host_text(self.host)}:{self.port}/{self.token}"

    @property
    def url(self) -> str:
        """The WebSocket address to connect to (the token goes in the join message)."""
        return f"{'wss' if self.secure else 'ws'}://{_host_text(self.host)}:{self.port}/"


def _host_text(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def parse_link(text: str, *, secure: bool = False) -> Link:
    """The link in ``text`` (spaces around it and a trailing slash are forgiven)."""
    if not isinstance(text, str):
        raise LinkError("a link is text")
    text = text.strip()
    prefix = f"{SCHEME}://"
    if not text.lower().startswith(prefix):
        raise LinkError(f"a table's link starts with {prefix}")
    rest = text[len(prefix):].rstrip("/")
    address, slash, token = rest.rpartition("/")
    if not slash:
        raise LinkError("the link has no token after the address")
    host, colon, port_text = address.rpartition(":")
    if not colon or not port_text.isdigit() or not host:
        raise LinkError("the link has no host and port (HOST:PORT)")
    port = int(port_text)
    if not 1 <= port <= 65535:
        raise LinkError("the link's port must be from 1 to 65535")
    if not _HOST.fullmatch(host):
        raise LinkError("the link's host is not a host name or address")
    if not (MIN_TOKEN_LENGTH <= len(token) <= MAX_TOKEN_LENGTH and _TOKEN.fullmatch(token)):
        raise LinkError("the link's token is not one a table gives (too short or wrong letters)")
    return Link(host.strip("[]"), port, token, secure)
