"""Shared helpers of the network tests: a table hosted in-process on 127.0.0.1 port 0, and
friends that join it and play with a computer on their own view."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from samba_desktop.ai import create_player
from samba_desktop.net import TableClient, TableHost
from samba_desktop.net.link import Link
from samba_desktop.net.table import Table, TableStore

#: a test never waits longer than this for one message (a hang fails instead of blocking)
PATIENCE = 60.0


async def start_host(table: Table, store: TableStore | None = None, **options: Any
                     ) -> tuple[TableHost, Link]:
    host = TableHost(table, store, **options)
    link = await host.start("127.0.0.1", 0)
    return host, link


def run(coro_fn: Callable[[], Awaitable[Any]]) -> Any:
    return asyncio.run(asyncio.wait_for(coro_fn(), 600))


async def raw(link: Link) -> ClientConnection:
    """A bare WebSocket to the table (for what a well-behaved client never sends)."""
    return await connect(link.url, max_size=None, compression=None, open_timeout=PATIENCE)


async def receive(ws: ClientConnection) -> dict[str, Any]:
    message = json.loads(await asyncio.wait_for(ws.recv(), PATIENCE))
    assert isinstance(message, dict)
    return message


async def receive_until(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        message = await receive(ws)
        if message["type"] == kind:
            return message


async def joined(client: TableClient) -> TableClient:
    """``client`` connected and joined (the welcome and first view taken in: its `seat`,
    `secret` and `view`), reading its later events in the background."""
    await client.connect(PATIENCE)
    while not client.events.empty():
        client.events.get_nowait()
    client.reader = asyncio.get_running_loop().create_task(client.run())  # type: ignore[attr-defined]
    return client


async def next_event(client: TableClient, *kinds: str):
    while True:
        event = await asyncio.wait_for(client.events.get(), PATIENCE)
        if not kinds or event.kind in kinds:
            return event


class Friend:
    """A client that plays its seat with a computer of ``level`` on its own view, says
    ``next`` after each hand, and keeps every message it got."""

    def __init__(self, link: Link, name: str, level: str = "easy", seed: int = 0,
                 **join: Any) -> None:
        self.client = TableClient(link, name, **join)
        self.player = create_player(level, seed)
        self.messages: list[dict[str, Any]] = []

    async def join(self) -> dict[str, Any]:
        welcome = await self.client.connect(PATIENCE)
        # what came with the welcome is in the queue already; the rest is read from now on
        self.reader = asyncio.get_running_loop().create_task(self.client.run())
        return welcome

    async def play(self, until: Callable[[Any], bool] | None = None) -> None:
        """Play until the game is over (its last ``hand_over``) or ``until(view)``; a move
        only on a fresh view."""
        client = self.client
        view = client.view
        while True:
            if view is not None and until is not None and until(view):
                return
            if view is not None and view.in_play and view.turn == client.seat:
                await client.send_move(self.player.choose(view))
            event = await next_event(client)
            self.messages.append(event.message)
            if event.kind == "closed":
                return
            view = event.view if event.kind == "view" else None
            if event.kind == "refused":  # (never expected: try again from the same view)
                view = client.view
            if event.kind == "hand_over":
                if event.message["result"]["game_over"]:
                    return
                await client.send_next()
