"""The app's way in: a table hosted on its own thread (`HostThread`) and a friend's client on
another (`ClientThread`), driven from the calling thread as the Qt side drives them."""

from __future__ import annotations

import queue

import pytest

from samba_desktop.engine import Rules
from samba_desktop.net import (
    ClientThread,
    HostThread,
    JoinRefused,
    SeatPlan,
    Table,
    TableClient,
    TableHost,
)

H = SeatPlan.HUMAN


def next_of(events: queue.Queue, kind: str):
    while True:
        event = events.get(timeout=60)
        if event.kind == kind:
            return event


def test_a_friend_on_a_thread_joins_moves_chats_and_stops():
    table = Table.new(Rules(players=2), [H, H], seed=4)
    turn = table.game.turn
    host = HostThread(TableHost(table))
    link = host.start()
    events: queue.Queue = queue.Queue()
    anna = ClientThread(TableClient(link, "Anna", seat=turn, on_event=events.put))
    bruno = ClientThread(TableClient(link, "Bruno"))
    try:
        assert anna.start()["seat"] == turn
        assert bruno.start()["seat"] == 1 - turn
        anna.send_move("draw")
        moved = next_of(events, "moved")
        assert {k: v for k, v in moved.message.items() if k != "movements"} == {
            "type": "moved", "seat": turn, "move": "draw"}
        view = next_of(events, "view").view
        assert view.turn == turn and len(view.hand) == 17
        (drawn,) = moved.movements  # the two cards, face up for the one who drew them
        assert len(drawn.cards) == 2 and all(card in view.hand for card in drawn.cards)
        anna.chat("hello")
        assert next_of(events, "chat").message["text"] == "hello"
        bruno.stop()
        seats = next_of(events, "seats").message["seats"]
        assert seats[1 - turn]["kind"] == "away"
    finally:
        anna.stop()
        bruno.stop()
        host.stop()
    assert next_of(events, "closed").message["code"] == 1000


def test_a_refused_join_reaches_the_thread_that_started_it():
    host = HostThread(TableHost(Table.new(Rules(players=2), [H, SeatPlan.EASY], seed=1)))
    link = host.start()
    try:
        with pytest.raises(JoinRefused) as refused:
            ClientThread(TableClient(link, "Anna", seat=1)).start()
        assert refused.value.code == "seat_taken"
    finally:
        host.stop()
