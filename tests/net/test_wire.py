"""The wire as a client meets it: joins, errors with their codes, refusals that change nothing,
chat, leave, oversized frames and floods (NETWORK_CONTRACT.md, "The wire")."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.exceptions import ConnectionClosed

from samba_desktop.engine import Rules
from samba_desktop.net import JoinRefused, SeatPlan, Table, TableClient, TableStore
from samba_desktop.net.protocol import MAX_BAD_IN_A_ROW, MAX_MESSAGE_BYTES

from .helpers import joined, next_event, raw, receive, receive_until, run, start_host

H, E = SeatPlan.HUMAN, SeatPlan.EASY


def two_friends_table() -> Table:
    """Four seats, friends at 0 and 2 (partners), computers at 1 and 3; seat 2 moves first."""
    table = Table.new(Rules(players=4), [H, E, H, E], seed=1)
    assert table.game.turn == 2
    return table


async def join(ws, token, name="Anna", **extra):
    await ws.send(json.dumps({"type": "join", "token": token, "name": name, **extra}))
    return await receive(ws)


def test_a_join_is_welcomed_with_a_seat_a_secret_and_a_view(tmp_path):
    async def main():
        table = two_friends_table()
        host, link = await start_host(table, TableStore(tmp_path))
        ws = await raw(link)
        welcome = await join(ws, link.token)
        assert welcome["type"] == "welcome" and welcome["seat"] == 0
        assert len(welcome["secret"]) >= 22 and welcome["players"] == 4
        assert [s["kind"] for s in welcome["seats"]].count("human") == 1
        assert [s["kind"] for s in welcome["seats"]].count("open") == 1
        view = await receive(ws)
        assert view["type"] == "view" and view["seat"] == welcome["seat"]
        assert view["view"]["hand"] == [str(c) for c in table.game.hand(welcome["seat"])]
        # on disk before the welcome: the secret takes the seat back after a restart
        saved = TableStore(tmp_path).load()
        assert saved.seats[welcome["seat"]].secret == welcome["secret"]
        await ws.close()
        await host.close()

    run(main)


@pytest.mark.parametrize(("frame", "code"), [
    ("not json", "bad_message"),
    ("[1, 2]", "bad_message"),
    ('{"type": 5}', "bad_message"),
    ('{"kind": "join"}', "bad_message"),
    ('{"type": "dance"}', "bad_message"),
    ('{"type": "join", "name": "A"}', "bad_token"),
    ('{"type": "join", "token": "nope", "name": "A"}', "bad_token"),
    ('{"type": "join", "token": 7, "name": "A"}', "bad_token"),
    ('{"type": "move", "move": "draw"}', "not_joined"),
    ('{"type": "chat", "text": "hi"}', "not_joined"),
    ('{"type": "next"}', "not_joined"),
    ('{"type": "leave"}', "not_joined"),
    ('{"type": "move", "move": NaN}', "bad_message"),
    ("[" * 5000 + "]" * 5000, "bad_message"),
])
def test_each_bad_message_before_joining_is_answered_with_its_code(frame, code):
    async def main():
        host, link = await start_host(two_friends_table())
        ws = await raw(link)
        await ws.send(frame)
        answer = await receive(ws)
        assert answer["type"] == "error" and answer["code"] == code and answer["message"]
        await ws.close()
        await host.close()

    run(main)


@pytest.mark.parametrize(("extra", "code"), [
    ({"seat": 1}, "seat_taken"),
    ({"seat": 9}, "seat_taken"),
    ({"seat": "0"}, "bad_message"),
    ({"seat": True}, "bad_message"),
    ({"secret": "x" * 30}, "bad_secret"),
    ({"secret": 5}, "bad_message"),
    ({"name": ""}, "bad_message"),
    ({"name": "x" * 200}, "bad_message"),
    ({"name": "a\nb"}, "bad_message"),
    ({"name": ["Anna"]}, "bad_message"),
])
def test_a_join_that_cannot_be_granted_says_why(extra, code):
    async def main():
        table = two_friends_table()
        host, link = await start_host(table)
        ws = await raw(link)
        answer = await join(ws, link.token, **extra)
        assert answer["type"] == "error" and answer["code"] == code
        assert all(s.secret is None for s in table.seats)
        await ws.close()
        await host.close()

    run(main)


def test_a_full_table_and_a_taken_seat():
    async def main():
        table = two_friends_table()
        host, link = await start_host(table)
        first, second, third = await raw(link), await raw(link), await raw(link)
        seat = (await join(first, link.token))["seat"]
        assert (await join(second, link.token, seat=seat))["code"] == "seat_taken"
        assert (await join(second, link.token))["type"] == "welcome"
        assert (await join(third, link.token))["code"] == "table_full"
        for ws in (first, second, third):
            await ws.close()
        await host.close()

    run(main)


def test_moves_out_of_turn_unparsable_or_illegal_change_nothing():
    async def main():
        table = two_friends_table()
        host, link = await start_host(table)
        mover, other = await raw(link), await raw(link)
        await join(mover, link.token, seat=2)
        await receive_until(mover, "view")
        await join(other, link.token, name="Bruno")
        await receive_until(other, "view")
        before = table.game.to_dict()
        await other.send(json.dumps({"type": "move", "move": "draw"}))
        assert (await receive_until(other, "error"))["code"] == "not_your_turn"
        await mover.send(json.dumps({"type": "move", "move": "fly to the moon"}))
        refused = await receive_until(mover, "refused")
        assert refused["move"] == "fly to the moon" and refused["key"] == "not_a_move"
        await mover.send(json.dumps({"type": "move", "move": "discard AD"}))
        refused = await receive_until(mover, "refused")
        assert refused["key"] and "draw" in refused["message"].lower()
        await mover.send(json.dumps({"type": "move", "move": 42}))
        assert (await receive_until(mover, "error"))["code"] == "bad_message"
        assert table.game.to_dict() == before
        await mover.send(json.dumps({"type": "move", "move": "draw"}))
        moved = await receive_until(other, "moved")
        assert moved == {"type": "moved", "seat": 2, "move": "draw",  # two cards face down
                         "movements": [{"cards": [None, None], "source": {"kind": "stock"},
                                        "target": {"kind": "hand", "seat": 2}}]}
        for ws in (mover, other):
            await ws.close()
        await host.close()

    run(main)


def test_chat_reaches_every_friend_and_a_long_one_is_refused():
    async def main():
        host, link = await start_host(two_friends_table())
        anna, bruno = await raw(link), await raw(link)
        seat = (await join(anna, link.token))["seat"]
        await join(bruno, link.token, name="Bruno")
        await anna.send(json.dumps({"type": "chat", "text": "good luck, partner"}))
        got = await receive_until(bruno, "chat")
        assert got == {"type": "chat", "seat": seat, "name": "Anna", "text": "good luck, partner"}
        await anna.send(json.dumps({"type": "chat", "text": "x" * 501}))
        assert (await receive_until(anna, "error"))["code"] == "bad_message"
        await anna.send(json.dumps({"type": "chat", "text": "y" * 500}))
        assert (await receive_until(bruno, "chat"))["text"] == "y" * 500
        for ws in (anna, bruno):
            await ws.close()
        await host.close()

    run(main)


def test_a_frame_over_64_kib_is_refused_and_the_table_goes_on():
    async def main():
        host, link = await start_host(two_friends_table())
        ws = await raw(link)
        await join(ws, link.token)
        await ws.send(json.dumps({"type": "chat", "text": "x" * (MAX_MESSAGE_BYTES + 10)}))
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                await receive(ws)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        client = TableClient(link, "Bruno")
        assert (await client.connect())["type"] == "welcome"
        await client.close()
        await host.close()

    run(main)


def test_a_hundred_bad_messages_in_a_row_disconnect_and_the_table_goes_on():
    async def main():
        table = two_friends_table()
        host, link = await start_host(table)
        ws = await raw(link)
        await join(ws, link.token, seat=2)
        await receive_until(ws, "view")
        for _ in range(MAX_BAD_IN_A_ROW - 1):
            await ws.send("{bad")
            assert (await receive_until(ws, "error"))["code"] == "bad_message"
        await ws.send(json.dumps({"type": "chat", "text": "still here"}))  # a good one resets
        await receive_until(ws, "chat")
        for _ in range(MAX_BAD_IN_A_ROW):
            await ws.send("{bad")
        errors = 0
        with pytest.raises(ConnectionClosed):
            while True:
                assert (await receive_until(ws, "error"))["code"] == "bad_message"
                errors += 1
        assert errors == MAX_BAD_IN_A_ROW
        # the seat is away now; its player takes it back and plays
        assert table.seat_kind(2).value == "away"
        client = await joined(TableClient(link, "Anna", secret=table.seats[2].secret))
        assert client.seat == 2
        await client.send_move("draw")
        await next_event(client, "moved")
        assert [str(m) for _, m in table.game.move_log] == ["draw"]
        await client.close()
        await host.close()

    run(main)


def test_leaving_hands_the_seat_to_a_computer_for_good():
    async def main():
        table = two_friends_table()
        host, link = await start_host(table)
        anna = await joined(TableClient(link, "Anna"))
        seat, secret = anna.seat, anna.secret
        bruno = await joined(TableClient(link, "Bruno"))
        await anna.leave()
        seats = None
        while seats is None or seats[seat]["kind"] != "computer":
            seats = (await next_event(bruno, "seats")).message["seats"]
        assert seats[seat]["name"] == "Anna"
        with pytest.raises(JoinRefused) as refused:
            await TableClient(link, "Anna", secret=secret).connect()
        assert refused.value.code == "bad_secret"
        await bruno.close()
        await host.close()

    run(main)


def test_a_connection_that_never_joins_is_closed(monkeypatch):
    from samba_desktop.net import host as host_module

    monkeypatch.setattr(host_module, "JOIN_SECONDS", 0.0)

    async def main():
        host, link = await start_host(two_friends_table())
        ws = await raw(link)
        with pytest.raises(ConnectionClosed) as closed:
            await receive(ws)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
        await host.close()

    run(main)


def test_connections_beyond_the_limit_are_told_to_come_back_later(monkeypatch):
    from samba_desktop.net import host as host_module

    monkeypatch.setattr(host_module, "MAX_CONNECTIONS", 2)

    async def main():
        host, link = await start_host(two_friends_table())
        first, second, third = await raw(link), await raw(link), await raw(link)
        with pytest.raises(ConnectionClosed) as closed:
            await receive(third)
        assert closed.value.rcvd.code == 1013
        await first.close()
        await first.wait_closed()
        while len(host._connections) > 1:  # the host has seen the first one go
            await asyncio.sleep(0.01)
        fourth = await raw(link)
        assert (await join(fourth, link.token))["type"] == "welcome"
        for ws in (second, fourth):
            await ws.close()
        await host.close()

    run(main)


def test_a_friend_who_stops_reading_is_cut_off_and_the_table_goes_on(monkeypatch):
    import base64
    import os
    import socket

    from samba_desktop.net import host as host_module

    monkeypatch.setattr(host_module, "MAX_OUTBOX", 20)

    async def main():
        table = Table.new(Rules(players=4), [H, H, H, H], seed=3, started=False)
        host, link = await start_host(table)
        # a client with a tiny receive buffer that joins and then never reads again
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        loop = asyncio.get_running_loop()
        await loop.sock_connect(sock, (link.host, link.port))
        key = base64.b64encode(os.urandom(16)).decode()
        await loop.sock_sendall(sock, (
            f"GET / HTTP/1.1\r\nHost: {link.host}:{link.port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        await loop.sock_recv(sock, 4096)
        join = json.dumps({"type": "join", "token": link.token, "name": "Stalled"}).encode()
        mask = b"\x01\x02\x03\x04"
        await loop.sock_sendall(sock, bytes([0x81, 0x80 | len(join)]) + mask
                                + bytes(b ^ mask[i % 4] for i, b in enumerate(join)))
        while table.seat_kind(0).value != "human":
            await asyncio.sleep(0.01)
        bruno = await joined(TableClient(link, "Bruno"))
        # the stalled friend's seat moves back and forth: each move sends it a welcome and a
        # view it never reads, until its queue overflows and the host cuts it off
        for _ in range(5_000):
            if table.seat_kind(0).value == "away" or table.seat_kind(2).value == "away":
                break
            host.swap_seats(0, 2)
            await asyncio.sleep(0)
        assert "away" in (table.seat_kind(0).value, table.seat_kind(2).value)
        await bruno.chat("still here")
        assert (await next_event(bruno, "chat")).message["text"] == "still here"
        sock.close()
        await bruno.close()
        await host.close()

    run(main)
