"""No hidden card leaves the host: a client's messages are the same, byte for byte, at two
tables whose games differ only in cards that its seat cannot see."""

from __future__ import annotations

import json
import random

from samba_desktop.engine import Game, Rules
from samba_desktop.net import SeatPlan, Table
from samba_desktop.net.table import Seat

from .helpers import raw, receive, receive_until, run, start_host

H = SeatPlan.HUMAN


def twin(game: Game, seat: int, rng: random.Random) -> Game:
    """``game`` with the cards ``seat`` cannot see dealt again: the other hands (sizes kept) and
    the stock below its top ``keep`` cards shuffled together."""
    data = game.to_dict()
    keep = 2  # the cards ``seat`` draws first stay where they are
    hidden = data["stock"][keep:]
    for s, hand in enumerate(data["hands"]):
        if s != seat:
            hidden += hand
    rng.shuffle(hidden)
    for s, hand in enumerate(data["hands"]):
        if s != seat:
            data["hands"][s], hidden = hidden[:len(hand)], hidden[len(hand):]
    data["stock"] = data["stock"][:keep] + hidden
    other = Game.from_dict(data)
    assert other.to_dict() != game.to_dict() and other.hand(seat) == game.hand(seat)
    return other


async def conversation(game: Game, seat: int) -> list[dict]:
    """Everything ``seat``'s client gets while it joins, a friend joins the next seat, it
    draws, chats and discards, and the friend draws (the other seats are open: the table then
    waits for them)."""
    table = Table(game, [Seat(H, "") for _ in range(game.num_players)])
    table.token = "t" * 32  # the same link at both tables
    host, link = await start_host(table)
    ws = await raw(link)
    got = []
    await ws.send(json.dumps({"type": "join", "token": link.token, "name": "Anna", "seat": seat}))
    for _ in range(3):  # welcome, view, seats
        got.append(await receive(ws))
    nxt = (seat + 1) % game.num_players
    friend = await raw(link)
    await friend.send(json.dumps({"type": "join", "token": link.token, "name": "Bo",
                                  "seat": nxt}))
    got.append(await receive(ws))  # seats
    for mover, move in ((ws, "draw"), (ws, None), (ws, f"discard {table.game.hand(seat)[0]}"),
                        (friend, "draw")):
        if move is None:
            await ws.send(json.dumps({"type": "chat", "text": "hello"}))
            got.append(await receive(ws))
            continue
        await mover.send(json.dumps({"type": "move", "move": move}))
        got.append(await receive(ws))  # moved
        got.append(await receive(ws))  # view
    await friend.close()
    await ws.close()
    await host.close()
    for message in got:
        if message["type"] == "welcome":
            message["secret"] = "(differs: random)"
    return got


def test_a_client_gets_the_same_messages_whatever_the_cards_it_cannot_see():
    async def main():
        for players, seed in ((2, 3), (4, 8), (6, 2)):
            game = Game.new(Rules(players=players), seed=seed)
            seat = game.turn
            one = await conversation(game.copy(), seat)
            two = await conversation(twin(game, seat, random.Random(seed)), seat)
            assert [m["type"] for m in one] == ["welcome", "view", "seats", "seats", "moved",
                                                "view", "chat", "moved", "view", "moved", "view"]
            assert one == two
            # the cards each move carried: its own draw face up, the friend's face down
            own, discard, friends = (m["movements"] for m in one if m["type"] == "moved")
            assert own[0]["cards"] == game.to_dict()["stock"][:2]
            assert discard[0]["cards"] == [str(game.hand(seat)[0])]
            assert friends == [{"cards": [None, None], "source": {"kind": "stock"},
                                "target": {"kind": "hand", "seat": (seat + 1) % players}}]

    run(main)


def test_the_deal_seed_never_leaves_the_host():
    async def main():
        game = Game.new(Rules(players=4), seed=123456789)
        got = await conversation(game, game.turn)
        assert "123456789" not in json.dumps(got)

    run(main)


def test_the_hands_are_laid_open_to_every_client_once_the_hand_is_over():
    """Until the hand ends no view names another hand's cards; the view that ends it lays every
    hand open (RULES.md: the cards left in hand count against their side), to each client."""

    async def main():
        game = Game.setup(Rules(players=2), hands=["4C 5D 6H 9S KD", "7C 8D QH JS"],
                          stock="", discard="9H 4S", turn=0)
        table = Table(game, [Seat(H, "") for _ in range(2)])
        host, link = await start_host(table)
        anna, bo = await raw(link), await raw(link)
        views: dict[int, list[dict]] = {0: [], 1: []}
        for seat, ws in ((0, anna), (1, bo)):
            await ws.send(json.dumps({"type": "join", "token": link.token, "name": "A",
                                      "seat": seat}))
            views[seat].append((await receive_until(ws, "view"))["view"])
        await anna.send(json.dumps({"type": "move", "move": "draw"}))  # the stock is empty
        for seat, ws in ((0, anna), (1, bo)):
            views[seat].append((await receive_until(ws, "view"))["view"])
            assert (await receive_until(ws, "hand_over"))["result"]["hand_number"] == 1
        for ws in (anna, bo):
            await ws.close()
        await host.close()
        for seat in (0, 1):
            during, after = views[seat]
            assert during["phase"] == "draw" and "hands" not in during
            assert after["phase"] == "hand_over"
            assert after["hands"] == [["4C", "5D", "6H", "9S", "KD"], ["7C", "8D", "JS", "QH"]]
            assert "JS" not in json.dumps(during) if seat == 0 else "KD" not in json.dumps(during)

    run(main)
