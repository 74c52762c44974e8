"""Drops and rejoins: a dropped friend's seat waits (``rejoin_seconds``), then a computer plays
it until the friend comes back with the seat's secret; nobody else can take it meanwhile."""

from __future__ import annotations

import asyncio

import pytest

from samba_desktop.ai import create_player
from samba_desktop.engine import Draw, Rules
from samba_desktop.net import JoinRefused, SeatPlan, Table, TableClient, TableStore

from .helpers import joined, next_event, run, start_host

H = SeatPlan.HUMAN


def duel() -> Table:
    """Two friends' seats, a new game."""
    return Table.new(Rules(players=2), [H, H], seed=4)


async def kinds_seen(client: TableClient, seat: int, kind: str) -> None:
    while True:
        event = await next_event(client, "seats")
        if event.message["seats"][seat]["kind"] == kind:
            return


def test_within_the_wait_the_seat_waits_and_only_its_secret_takes_it_back(tmp_path):
    async def main():
        table = duel()
        turn = table.game.turn
        host, link = await start_host(table, TableStore(tmp_path), rejoin_seconds=3600)
        anna = await joined(TableClient(link, "Anna", seat=turn))
        bruno = await joined(TableClient(link, "Bruno"))
        secret = anna.secret
        await anna.close()
        await kinds_seen(bruno, turn, "away")
        with pytest.raises(JoinRefused) as refused:
            await TableClient(link, "Carl", seat=turn).connect()
        assert refused.value.code == "seat_taken"
        with pytest.raises(JoinRefused) as refused:
            await TableClient(link, "Carl").connect()
        assert refused.value.code == "table_full"
        back = await joined(TableClient(link, "Anna", secret=secret))
        assert (back.seat, back.secret) == (turn, secret)
        assert back.view.move_log == []  # nobody played for her
        await kinds_seen(bruno, turn, "human")
        await back.send_move("draw")
        assert (await next_event(bruno, "moved")).message == {
            "type": "moved", "seat": turn, "move": "draw",
            "movements": [{"cards": [None, None], "source": {"kind": "stock"},
                           "target": {"kind": "hand", "seat": turn}}]}
        for client in (back, bruno):
            await client.close()
        await host.close()

    run(main)


def test_after_the_wait_a_computer_plays_until_the_friend_is_back():
    async def main():
        table = duel()
        turn = table.game.turn
        other = 1 - turn
        host, link = await start_host(table, rejoin_seconds=0)
        anna = await joined(TableClient(link, "Anna", seat=turn))
        bruno = await joined(TableClient(link, "Bruno"))
        secret = anna.secret
        await anna.close()
        # a computer plays Anna's turn: Bruno sees her seat move, then it is his turn
        moved = await next_event(bruno, "moved")
        assert moved.message["seat"] == turn
        while not (bruno.view.in_play and bruno.view.turn == other):
            await next_event(bruno, "view")
        anna = await joined(TableClient(link, "Anna", secret=secret))
        assert anna.seat == turn and anna.view.move_log  # the computer's moves are in her view
        # Bruno plays his turn; then the table waits for Anna, who plays herself
        player = create_player("easy", 1)
        while bruno.view.in_play and bruno.view.turn == other:
            await bruno.send_move(player.choose(bruno.view))
            await next_event(bruno, "view")
        while not (anna.view.in_play and anna.view.turn == turn):
            await next_event(anna, "view")
        count = len(anna.view.move_log)
        await anna.send_move("draw")
        view = (await next_event(bruno, "view")).view
        while len(view.move_log) <= count:  # Bruno's own last move, still on its way
            view = (await next_event(bruno, "view")).view
        assert view.move_log[count] == (turn, Draw())
        for client in (anna, bruno):
            await client.close()
        await host.close()

    run(main)


def test_a_new_connection_with_the_secret_replaces_a_stale_one():
    async def main():
        host, link = await start_host(duel(), rejoin_seconds=3600)
        first = await joined(TableClient(link, "Anna"))
        second = await joined(TableClient(link, "Anna", secret=first.secret))
        assert second.seat == first.seat
        closed = await next_event(first, "closed")
        assert closed.message["code"] == 4000
        await second.chat("here again")
        assert (await next_event(second, "chat")).message["text"] == "here again"
        await second.close()
        await host.close()

    run(main)


def test_the_next_hand_waits_for_every_friend_or_the_fallback():
    async def main():
        table = Table.new(Rules(players=2, max_hands=3), [H, SeatPlan.EASY], seed=2)
        host, link = await start_host(table, next_hand_seconds=3600)
        anna = await joined(TableClient(link, "Anna"))
        player = create_player("easy", 3)
        while anna.view.in_play:
            if anna.view.turn == anna.seat:
                await anna.send_move(player.choose(anna.view))
            await next_event(anna, "view")
        result = (await next_event(anna, "hand_over")).message["result"]
        assert result["hand_number"] == 1 and not result["game_over"]
        assert table.hand_over  # waits for Anna's next
        await anna.send_next()
        view = (await next_event(anna, "view")).view
        assert view.hand_number == 2 and view.in_play
        await anna.close()
        await host.close()
        # with nobody to say next, the fallback deals
        table = Table.new(Rules(players=2, max_hands=3), [SeatPlan.EASY, SeatPlan.EASY], seed=2)
        dealt = asyncio.Event()
        host, link = await start_host(
            table, next_hand_seconds=0,
            on_change=lambda: dealt.set() if table.game.hand_number == 3 else None)
        await asyncio.wait_for(dealt.wait(), 300)
        await host.close()

    run(main)


def test_a_friend_whose_host_goes_away_is_told_so():
    async def main():
        host, link = await start_host(duel())
        anna = await joined(TableClient(link, "Anna"))
        await host.close()
        closed = await next_event(anna, "closed")
        assert closed.message["code"] == 1001 and closed.message["reason"]
        assert anna.closed
        with pytest.raises(OSError):
            await anna.send_move("draw")

    run(main)
