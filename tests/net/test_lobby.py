"""The app's lobby on the host: friends gather before the game starts, partners swap seats,
open seats go to computers at the start."""

from __future__ import annotations

import json

from samba_desktop.engine import Rules
from samba_desktop.net import SeatPlan, Table, TableClient, TableStore

from .helpers import joined, next_event, run, start_host

H = SeatPlan.HUMAN


def test_friends_swap_seats_before_the_start_and_open_seats_go_to_computers(tmp_path):
    async def main():
        table = Table.new(Rules(players=4), [H, H, H, H], seed=6, started=False)
        host, link = await start_host(table, TableStore(tmp_path))
        anna = await joined(TableClient(link, "Anna"))
        bruno = await joined(TableClient(link, "Bruno"))
        assert (anna.seat, bruno.seat) == (0, 1)
        assert anna.welcome["started"] is False
        await anna.send_move("draw")
        assert (await next_event(anna, "error")).message["code"] == "not_your_turn"
        # Anna wants Bruno as her partner: he moves to seat 2, opposite her
        host.swap_seats(1, 2)
        welcome = (await next_event(bruno, "welcome")).message
        assert welcome["seat"] == 2 and welcome["secret"] == bruno.secret
        view = (await next_event(bruno, "view")).view
        assert view.seat == 2 and bruno.seat == 2
        assert [str(c) for c in view.hand] == [str(c) for c in table.game.hand(2)]
        host.start_play()
        seats = (await next_event(anna, "seats")).message["seats"]
        while [s["kind"] for s in seats] != ["human", "computer", "human", "computer"]:
            seats = (await next_event(anna, "seats")).message["seats"]
        assert [s["name"] for s in seats] == ["Anna", "normal", "Bruno", "normal"]
        saved = json.loads((tmp_path / "table.json").read_text())
        assert saved["started"] is True and saved["seats"][2]["secret"] == bruno.secret
        # the game runs: whoever is to move, the table goes on until a friend is to move
        while not (anna.view.in_play and anna.view.turn in (0, 2)):
            await next_event(anna, "view")
        mover = anna if anna.view.turn == 0 else bruno
        await mover.send_move("draw")
        moved = await next_event(anna, "moved")
        while moved.message["seat"] != mover.seat:
            moved = await next_event(anna, "moved")
        assert moved.message["move"] == "draw"
        for client in (anna, bruno):
            await client.close()
        await host.close()

    run(main)
