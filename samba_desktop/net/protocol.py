"""The wire's messages (NETWORK_CONTRACT.md, "The wire"): names, limits and strict reading.

Every frame is a text frame holding one JSON object with a string field ``type``.
`read_client_message` reads what a client sends to the host and `read_host_message` what the
host sends to a client; both check every field and raise `ProtocolError` with an `ErrorCode`
and an English sentence, never another exception, whatever the bytes.

>>> read_client_message('{"type": "move", "move": "draw"}')
MoveMessage(move='draw')
>>> try:
...     read_client_message('{"type": "chat", "text": 5}')
... except ProtocolError as exc:
...     print(exc.code, exc.message)
bad_message a chat's "text" must be text
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

#: a frame larger than this is refused (closed with 1009 by the WebSocket layer)
MAX_MESSAGE_BYTES = 64 * 1024
MAX_CHAT_CHARS = 500
MAX_NAME_CHARS = 24
MAX_MOVE_CHARS = 1000
MAX_SECRET_CHARS = 200
#: bad messages in a row after which the host closes the connection
MAX_BAD_IN_A_ROW = 100
#: WebSocket close codes the host uses
CLOSE_TOO_LARGE = 1009
CLOSE_POLICY = 1008
CLOSE_GOING_AWAY = 1001


class ErrorCode(StrEnum):
    """The ``code`` of an ``error`` message."""

    BAD_TOKEN = "bad_token"
    TABLE_FULL = "table_full"
    SEAT_TAKEN = "seat_taken"
    BAD_SECRET = "bad_secret"
    NOT_JOINED = "not_joined"
    BAD_MESSAGE = "bad_message"
    TOO_LARGE = "too_large"
    NOT_YOUR_TURN = "not_your_turn"


class SeatKind(StrEnum):
    """Who sits in a seat, as the ``seats`` list says."""

    HUMAN = "human"  #: a player is connected
    COMPUTER = "computer"  #: a computer plays it (a computer seat, or a player who left)
    OPEN = "open"  #: a seat for a friend that nobody has taken yet
    AWAY = "away"  #: its player's connection dropped (a computer may play meanwhile)


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``code`` for the ``error`` reply, ``str()`` why."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(f"{code.value}: {message}")
        self.code = code
        self.message = message


# ------------------------------------------------------------------ client -> host
@dataclass(frozen=True)
class JoinMessage:
    token: str
    name: str
    seat: int | None = None
    secret: str | None = None


@dataclass(frozen=True)
class MoveMessage:
    move: str


@dataclass(frozen=True)
class NextMessage:
    pass


@dataclass(frozen=True)
class ChatMessage:
    text: str


@dataclass(frozen=True)
class LeaveMessage:
    pass


ClientMessage = JoinMessage | MoveMessage | NextMessage | ChatMessage | LeaveMessage


def _bad(message: str) -> ProtocolError:
    return ProtocolError(ErrorCode.BAD_MESSAGE, message)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode_object(frame: str | bytes) -> dict[str, Any]:
    """The JSON object in a frame with a string ``type``; `ProtocolError` for anything else."""
    if isinstance(frame, bytes):
        raise _bad("frames must be text frames holding JSON")
    if len(frame) > MAX_MESSAGE_BYTES:  # (the WebSocket layer counts bytes; this is a backstop)
        raise ProtocolError(ErrorCode.TOO_LARGE, "a message may hold at most 64 KiB")
    try:
        data = json.loads(frame, parse_constant=_reject_constant)
    except RecursionError:
        raise _bad("the message is nested too deeply") from None
    except (ValueError, TypeError):
        raise _bad("the message is not JSON") from None
    if not isinstance(data, dict):
        raise _bad("a message must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise _bad('a message needs a text field "type"')
    return data


def _text(data: dict[str, Any], field: str, what: str, limit: int, *, empty: bool = True) -> str:
    value = data.get(field)
    if not isinstance(value, str):
        raise _bad(f'{what} "{field}" must be text')
    if len(value) > limit:
        raise _bad(f'{what} "{field}" may hold at most {limit} characters')
    if not empty and not value.strip():
        raise _bad(f'{what} "{field}" is empty')
    return value


def _name(data: dict[str, Any]) -> str:
    name = _text(data, "name", "a join's", MAX_NAME_CHARS, empty=False).strip()
    if any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 or 0xD800 <= ord(ch) < 0xE000 for ch in name):
        raise _bad("a player's name may not hold control characters")
    return name


def read_client_message(frame: str | bytes) -> ClientMessage:
    """What a client sent (see the module's docstring)."""
    data = decode_object(frame)
    kind = data["type"]
    if kind == "join":
        if "token" not in data:
            raise ProtocolError(ErrorCode.BAD_TOKEN, "the join has no token")
        token = data["token"]
        if not isinstance(token, str) or len(token) > MAX_SECRET_CHARS:
            raise ProtocolError(ErrorCode.BAD_TOKEN, "the token is not a table's token")
        seat = data.get("seat")
        if seat is not None and type(seat) is not int:
            raise _bad('a join\'s "seat" must be a seat number')
        secret = None
        if data.get("secret") is not None:
            secret = _text(data, "secret", "a join's", MAX_SECRET_CHARS)
        return JoinMessage(token, _name(data), seat, secret)
    if kind == "move":
        return MoveMessage(_text(data, "move", "a move's", MAX_MOVE_CHARS))
    if kind == "next":
        return NextMessage()
    if kind == "chat":
        text = data.get("text")
        if not isinstance(text, str):
            raise _bad('a chat\'s "text" must be text')
        if len(text) > MAX_CHAT_CHARS:
            raise _bad(f"a chat may hold at most {MAX_CHAT_CHARS} characters")
        if not text.strip():
            raise _bad("a chat is empty")
        return ChatMessage(text)
    if kind == "leave":
        return LeaveMessage()
    raise _bad(f"unknown message type {kind[:40]!r}")


def encode(message: dict[str, Any]) -> str:
    """One frame's text."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def error(code: ErrorCode, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code.value, "message": message}


# ------------------------------------------------------------------ host -> client
#: the host's message types and the fields each must have, with their JSON types
_HOST_FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "welcome": {"seat": int, "secret": str, "players": int, "seats": list},
    "view": {"seat": int, "view": dict},
    "moved": {"seat": int, "move": str},
    "seats": {"seats": list},
    "refused": {"move": str, "key": str, "message": str},
    "error": {"code": str, "message": str},
    "chat": {"seat": int, "name": str, "text": str},
    "hand_over": {"result": dict},
}


def read_host_message(frame: str | bytes) -> dict[str, Any]:
    """A message from the host, its fields checked (a client trusts no host blindly)."""
    data = decode_object(frame)
    fields = _HOST_FIELDS.get(data["type"])
    if fields is None:
        return data  # a newer host's message: a client ignores types it does not know
    for name, kind in fields.items():
        value = data.get(name)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise _bad(f'the host\'s {data["type"]} has no proper "{name}"')
    if "seats" in fields:
        for entry in data["seats"]:
            if not (isinstance(entry, dict) and type(entry.get("seat")) is int
                    and isinstance(entry.get("name"), str)
                    and entry.get("kind") in SeatKind.__members__.values()):
                raise _bad("the host's seat list is malformed")
    return data
