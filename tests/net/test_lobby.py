"""The app's lobby on the host: friends gather before the game starts, partners swap seats,
open seats go to computers at the start."""

from __future__ import annotations

import json

from samba_desktop.engine import Rules
from samba_desktop.net import SeatPlan, Table, TableClient, TableStore
from samba_desktop.net.protocol import JoinMessage

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
        # the computers that took the open seats have names of their own (not a friend's),
        # the same for everyone at the table, and their level
        assert [s["name"] for s in seats] == ["Anna", "Carla", "Bruno", "Diego"]
        assert [s.get("level") for s in seats] == [None, "normal", None, "normal"]
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


def test_the_hosts_own_seat_is_marked_and_moves_with_a_swap(tmp_path):
    table = Table.new(Rules(players=4), [H, H, SeatPlan.HARD, H], seed=2, started=False)
    hanna = table.join(JoinMessage(table.token, "Hanna", None, None))
    table.join(JoinMessage(table.token, "Anna", None, None))
    assert table.mark_host(table.seats[hanna].secret or "")
    assert not table.mark_host(table.seats[hanna].secret or "")  # nothing changed
    assert [s.get("host", False) for s in table.seat_list()] == [True, False, False, False]
    assert table.seat_list()[2] == {"seat": 2, "name": "Bruno", "kind": "computer",
                                    "level": "hard"}
    table.swap(0, 3)
    assert [s.get("host", False) for s in table.seat_list()] == [False, False, False, True]
    store = TableStore(tmp_path)
    store.save(table)
    again = store.load()
    assert again is not None and again.seat_list() == table.seat_list()


def test_a_friend_who_takes_a_computers_name_leaves_the_computer_another():
    table = Table.new(Rules(players=3), [H, SeatPlan.EASY, SeatPlan.NORMAL], seed=2)
    assert [s.name for s in table.seats] == ["", "Bruno", "Carla"]
    table.join(JoinMessage(table.token, "bruno", None, None))
    assert [s.name for s in table.seats] == ["bruno", "Diego", "Carla"]


def test_a_table_saved_before_computers_had_names_gives_them_names(tmp_path):
    table = Table.new(Rules(players=4), [H, H, H, H], seed=3)
    data = table.to_dict()
    for seat, plan in ((1, "normal"), (3, "hard")):  # as the earlier version saved them
        data["seats"][seat] = {"plan": plan, "name": plan, "secret": None, "left": False}
    (tmp_path / "table.json").write_text(json.dumps(data))
    again = TableStore(tmp_path).load()
    assert again is not None
    assert [s["name"] for s in again.seat_list()] == ["", "Bruno", "", "Carla"]
