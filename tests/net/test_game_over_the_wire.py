"""A whole game through the protocol: friends in their own clients, computers elsewhere."""

from __future__ import annotations

import asyncio

from samba_desktop.engine import Phase, Rules
from samba_desktop.engine.view_codec import view_to_wire
from samba_desktop.net import SeatPlan, Table, TableStore

from .helpers import Friend, run, start_host

H, E, N = SeatPlan.HUMAN, SeatPlan.EASY, SeatPlan.NORMAL


def test_two_friends_and_two_computers_play_a_game_of_two_hands(tmp_path):
    async def main():
        table = Table.new(Rules(players=4, max_hands=2), [H, E, H, E], seed=11)
        store = TableStore(tmp_path)
        host, link = await start_host(table, store)
        anna, bruno = Friend(link, "Anna", seed=1), Friend(link, "Bruno", seed=2)
        welcome = await anna.join()
        assert welcome["seat"] == 0 and welcome["players"] == 4
        assert (await bruno.join())["seat"] == 2
        await asyncio.gather(anna.play(), bruno.play())
        game = table.game
        assert game.phase is Phase.GAME_OVER and game.hand_number == 2
        for friend in (anna, bruno):
            seat = friend.client.seat
            # the client's own view is the host's view of that seat, and nothing more
            assert view_to_wire(friend.client.view) == view_to_wire(game.view(seat))
            moved = [(m["seat"], m["move"]) for m in friend.messages if m["type"] == "moved"]
            played = [(s, str(m)) for s, m in game.move_log]
            assert moved[-len(played):] == played
            results = [m["result"] for m in friend.messages if m["type"] == "hand_over"]
            assert [r["hand_number"] for r in results] == [1, 2]
            assert results[-1]["game_over"] and results[-1]["total"] == game.scores
        assert {m["seat"] for m in anna.messages if m["type"] == "moved"} == {0, 1, 2, 3}
        assert TableStore(tmp_path).load().game == game  # the last move is on disk
        await anna.client.close()
        await bruno.client.close()
        await host.close()

    run(main)


def test_a_table_for_six_with_three_friends_plays_its_hand(tmp_path):
    async def main():
        table = Table.new(Rules(players=6, max_hands=1, red_threes="auto"),
                          [H, N, H, E, H, E], seed=5)
        host, link = await start_host(table, TableStore(tmp_path))
        friends = [Friend(link, name, seed=i) for i, name in enumerate(["A", "B", "C"])]
        for friend in friends:
            await friend.join()
        assert [f.client.seat for f in friends] == [0, 2, 4]
        await asyncio.gather(*(f.play() for f in friends))
        assert table.game.phase is Phase.GAME_OVER
        for f in friends:
            await f.client.close()
        await host.close()

    run(main)


def test_a_friend_who_joins_a_finished_game_gets_its_last_result():
    import random

    from samba_desktop.engine import Game, legal_moves
    from samba_desktop.net import TableClient

    from .helpers import joined, next_event

    async def main():
        game = Game.new(Rules(players=2, max_hands=1), seed=3)
        rng = random.Random(3)
        while game.in_play:
            game.apply(rng.choice(legal_moves(game)))
        table = Table.new(Rules(players=2), [H, E])
        table.game = game
        host, link = await start_host(table)
        client = await joined(TableClient(link, "Anna"))
        assert client.view.phase is Phase.GAME_OVER
        result = (await next_event(client, "hand_over")).message["result"]
        assert result["game_over"] and result["total"] == game.scores
        assert result["winner"] == game.winner
        await client.close()
        await host.close()

    run(main)
