"""The host's input fuzzed (hypothesis): whatever arrives — bad JSON, wrong types, deep
nesting, huge frames, floods, binary frames, connections that vanish mid-message — each bad
message is answered, nothing stops or hangs the host, and the table stays playable."""

from __future__ import annotations

import json
import socket

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from samba_desktop.engine import Rules
from samba_desktop.net import HostThread, SeatPlan, Table, TableHost
from samba_desktop.net.protocol import MAX_MESSAGE_BYTES

H, E = SeatPlan.HUMAN, SeatPlan.EASY
TYPES = ["join", "move", "next", "chat", "leave", "welcome", "view", "", "JOIN"]
FIELDS = ["type", "token", "name", "seat", "secret", "move", "text", "x"]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=20)
messages = st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=5).map(
    lambda d: json.dumps(d))
typed = st.builds(lambda kind, rest: json.dumps({"type": kind, **rest}), st.sampled_from(TYPES),
                  st.dictionaries(st.sampled_from(FIELDS[1:]), json_values, max_size=4))
nested = st.integers(1, 30_000).map(lambda n: "[" * n + "]" * n)
garbage = st.text(max_size=200) | st.binary(max_size=200).map(lambda b: b.decode("latin-1"))
frames = typed | messages | nested | garbage


@pytest.fixture(scope="module")
def hosted():
    table = Table.new(Rules(players=4), [H, E, H, E], seed=1)
    thread = HostThread(TableHost(table))
    link = thread.start()
    yield table, link
    thread.stop()


def answers_of(link, frames_sent: list[str | bytes]) -> list[dict]:
    """Send each frame on a fresh, unjoined connection; the answer to each."""
    out = []
    with connect(link.url, max_size=None, compression=None, open_timeout=60) as ws:
        for frame in frames_sent:
            ws.send(frame)
            out.append(json.loads(ws.recv(timeout=60)))
    return out


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(frames, min_size=1, max_size=5))
def test_every_frame_of_a_stranger_gets_an_error_with_a_code(hosted, sent):
    table, link = hosted
    before = table.game.to_dict()
    for frame, answer in zip(sent, answers_of(link, sent), strict=True):
        assert answer["type"] == "error", (frame, answer)
        assert answer["code"] in ("bad_message", "bad_token", "not_joined"), (frame, answer)
    assert table.game.to_dict() == before and all(s.secret is None for s in table.seats)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(frames, min_size=1, max_size=5), st.integers(0, 3))
def test_a_connection_that_vanishes_mid_message_harms_nothing(hosted, sent, cut):
    """Raw TCP: a handshake or a frame cut off, then the socket closed."""
    _table, link = hosted
    with socket.create_connection((link.host, link.port), timeout=60) as sock:
        request = (f"GET / HTTP/1.1\r\nHost: {link.host}:{link.port}\r\nUpgrade: websocket\r\n"
                   "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                   "Sec-WebSocket-Version: 13\r\n\r\n").encode()
        if cut == 0:
            sock.sendall(request[: len(request) // 2])
            return
        sock.sendall(request)
        sock.recv(4096)
        payload = sent[0].encode()[:120]
        # a masked text frame header announcing more bytes than are sent
        header = bytes([0x81, 0x80 | 126]) + (len(payload) + 50).to_bytes(2, "big") + b"abcd"
        sock.sendall(header + payload[: len(payload) // cut])


def test_binary_floods_huge_and_deep_frames_then_a_friend_plays(hosted):
    table, link = hosted
    with connect(link.url, max_size=None, compression=None, open_timeout=60) as ws:
        ws.send(b"\x00\x01binary")
        assert json.loads(ws.recv(timeout=60))["code"] == "bad_message"
        ws.send("[" * 60_000)
        assert json.loads(ws.recv(timeout=60))["code"] == "bad_message"
        ws.send(json.dumps({"type": "chat", "text": "x" * (2 * MAX_MESSAGE_BYTES)}))
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=60)
        assert closed.value.rcvd.code == 1009
    with connect(link.url, max_size=None, compression=None, open_timeout=60) as ws:
        for _ in range(500):  # a flood: cut off after a hundred
            try:
                ws.send("nonsense")
            except ConnectionClosed:
                break
        errors = 0
        with pytest.raises(ConnectionClosed):
            while True:
                assert json.loads(ws.recv(timeout=60))["code"] == "bad_message"
                errors += 1
        assert errors == 100
    # still playable: a friend joins the seat to move and plays
    with connect(link.url, compression=None, open_timeout=60) as ws:
        turn = table.game.turn
        ws.send(json.dumps({"type": "join", "token": link.token, "name": "Anna", "seat": turn}))
        assert json.loads(ws.recv(timeout=60))["type"] == "welcome"
        ws.send(json.dumps({"type": "move", "move": "draw"}))
        while (message := json.loads(ws.recv(timeout=60)))["type"] != "moved":
            pass
        assert (message["seat"], message["move"]) == (turn, "draw")
