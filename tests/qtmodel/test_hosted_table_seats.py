"""A table hosted by the app (`TableHosting`) and the players' seats at it (`TableSeat`), each
played by its own `GameModel`: what every machine at the table knows of who sits where.

The table listens on 127.0.0.1 (any free port); every seat and the hosting are stopped at the
end of each test.
"""

from __future__ import annotations

import pytest

from samba_desktop.engine import Rules
from samba_desktop.qtmodel import GameModel, Pace
from samba_desktop.qtmodel.hosted_table import SeatKind, SeatPlan, TableHosting, TableSeat

PATIENCE = 30000
H = SeatPlan.HUMAN


@pytest.fixture
def hosting(tmp_path):
    made = TableHosting(Rules(players=4), [H, SeatPlan.HARD, H, SeatPlan.EASY],
                        folder=tmp_path / "hosted", bind="127.0.0.1")
    made.start()
    seats: list[TableSeat] = []
    yield made, seats
    for seat in seats:
        seat.close()
    made.stop()


def _sit(qtbot, hosting: TableHosting, seats: list[TableSeat], name: str, *,
         host: bool = False) -> tuple[TableSeat, GameModel]:
    """A player at the table (the host's own player over the loopback, as the app does) and
    the model that plays their seat."""
    seat = TableSeat(hosting.local_link, name, hosting=host)
    seat.join()
    seats.append(seat)
    if host:
        hosting.keep_own_secret(seat.secret)
    model = GameModel(pace=Pace.INSTANT)
    model.join_table(seat)
    return seat, model


def test_every_machine_names_the_computers_as_the_host_does(qtbot, hosting):
    table, seats = hosting
    hanna, hanna_model = _sit(qtbot, table, seats, "Hanna", host=True)
    anna, anna_model = _sit(qtbot, table, seats, "Anna")
    assert (hanna.seat, anna.seat) == (0, 2)
    table.start_play()
    qtbot.waitUntil(lambda: anna.started and hanna.started, timeout=PATIENCE)
    qtbot.waitUntil(lambda: anna_model.names == hanna_model.names, timeout=PATIENCE)
    names = anna_model.names
    assert names[0] == "Hanna" and names[2] == "Anna"
    # the computers at seats 2 and 4 have the names the host's table gave them, on both
    # machines (not a compass point seen from each player's chair)
    from_host = [info.name for info in anna.seats]
    assert names[1] == from_host[1] and names[3] == from_host[3]
    assert names[1] != names[3]
    assert not {names[1], names[3]} & {"West", "North", "East"}
    kinds = {info.seat: (info.kind, info.level) for info in anna.seats}
    assert kinds[1] == (SeatKind.COMPUTER, SeatPlan.HARD)
    assert kinds[3] == (SeatKind.COMPUTER, SeatPlan.EASY)


def test_nobody_is_to_move_in_the_lobby_before_the_start(qtbot, tmp_path):
    hosting = TableHosting(Rules(players=2), [H, H], folder=tmp_path / "hosted",
                           bind="127.0.0.1")
    hosting.start()
    seats: list[TableSeat] = []
    try:
        models = [_sit(qtbot, hosting, seats, name, host=name == "Hanna")[1]
                  for name in ("Hanna", "Anna")]
        assert models[0].view.turn in (0, 1)  # dealt: the first turn is a friend's
        assert not any(model.is_human_turn() for model in models)  # no buttons, no drags
        hosting.start_play()
        qtbot.waitUntil(lambda: any(model.is_human_turn() for model in models),
                        timeout=PATIENCE)
    finally:
        for seat in seats:
            seat.close()
        hosting.stop()


def test_a_friend_knows_whose_table_it_is(qtbot, hosting):
    table, seats = hosting
    _sit(qtbot, table, seats, "Hanna", host=True)
    anna, _model = _sit(qtbot, table, seats, "Anna")
    qtbot.waitUntil(lambda: anna.host_name == "Hanna", timeout=PATIENCE)
    assert anna.friends() == ["Hanna"]
    assert not anna.hosting


def test_a_table_shown_on_the_network_is_found_while_hosted_and_gone_when_it_stops(
        qtbot, tmp_path):
    from samba_desktop.qtmodel.hosted_table import TableFinder

    hosting = TableHosting(Rules(players=2), [H, H], folder=tmp_path / "hosted",
                           bind="127.0.0.1", shown=True)
    link = hosting.start()
    finder = TableFinder(interfaces=["127.0.0.1"])
    lists: list[list] = []
    finder.found.connect(lists.append)
    try:
        seat = TableSeat(hosting.local_link, "Hanna", hosting=True)
        seat.join()
        hosting.keep_own_secret(seat.secret)
        hosting.show_on_network(seat.name)

        def ours(tables):  # (another app on this machine may show a table of its own)
            return [t for t in tables if t.link.token == link.token]

        qtbot.waitUntil(lambda: bool(lists) and bool(ours(lists[-1])), timeout=120000)
        (found,) = ours(lists[-1])
        assert (found.host, found.link) == ("Hanna", link)
        seat.close()
        hosting.stop()  # withdrawn: it leaves the list
        qtbot.waitUntil(lambda: ours(lists[-1]) == [], timeout=120000)
    finally:
        finder.close()
        hosting.stop()
    # hosted again after a restart: shown again, as the host chose
    again = TableHosting(None, [], folder=tmp_path / "hosted", bind="127.0.0.1", resume=True)
    assert again.shown


def test_a_table_not_shown_is_not_published(qtbot, tmp_path, monkeypatch):
    from samba_desktop.qtmodel import hosted_table

    published = []
    monkeypatch.setattr(hosted_table, "advertise", lambda *a, **k: published.append(a))
    hosting = TableHosting(Rules(players=2), [H, H], folder=tmp_path / "hosted",
                           bind="127.0.0.1")
    hosting.start()
    try:
        hosting.show_on_network("Hanna")
    finally:
        hosting.stop()
    assert published == [] and not hosting.shown
    again = TableHosting(None, [], folder=tmp_path / "hosted", bind="127.0.0.1", resume=True)
    assert not again.shown


def test_each_score_history_says_at_whose_table_and_with_whom(qtbot, tmp_path):
    """A game of one hand played to its end at a table Hanna hosts and Anna joined: Hanna's
    history says she hosted it with Anna, Anna's that she played at Hanna's table; Anna's
    own game left offline stays in her autosave."""
    from samba_desktop.engine import Game
    from samba_desktop.persistence import (
        HistoryDB,
        Seat,
        SharedTable,
        TableRole,
        autosave,
        load_autosave,
    )
    from samba_desktop.qtmodel.session import SessionModel
    from tests.qtmodel.helpers import FirstLegal

    # Anna's own game, left unfinished offline: the shared game does not touch it
    own = Game.new(Rules(players=2), seed=5)
    autosave(own, [Seat("human", "normal", "Anna"), Seat()], base=tmp_path / "Anna")
    hosting = TableHosting(Rules(players=2, max_hands=1), [H, H], folder=tmp_path / "hosted",
                           bind="127.0.0.1")
    hosting.start()
    seats: list[TableSeat] = []
    sessions = []
    try:
        players = []
        for name, host in (("Hanna", True), ("Anna", False)):
            session = SessionModel(tmp_path / name)
            session.load()
            sessions.append(session)
            seat, model = _sit(qtbot, hosting, seats, name, host=host)
            session.attach(model)
            players.append(model)
        hosting.start_play()
        qtbot.waitUntil(lambda: all(seat.started for seat in seats), timeout=PATIENCE)
        ended = []
        players[1].game_over.connect(ended.append)  # one hand: the game's end
        chooser = FirstLegal()
        while not ended:  # each plays the first legal move on its turn, through the table
            for model in players:
                if model.is_human_turn() and model.view.in_play:
                    model.try_move(chooser.choose(model.view))
            qtbot.wait(5)
        qtbot.waitUntil(lambda: all(not m.view.in_play for m in players), timeout=PATIENCE)
    finally:
        for seat in seats:
            seat.close()
        hosting.stop()
        for session in sessions:
            session.close()
    for name, expected in (("Hanna", SharedTable(TableRole.HOSTED, "Hanna", ("Anna",))),
                           ("Anna", SharedTable(TableRole.JOINED, "Hanna", ("Hanna",)))):
        db, _ = HistoryDB.open(base=tmp_path / name)
        with db:
            (game,) = db.games()
            assert game.shared == expected, name
            assert game.hands_played == 1 and game.finished is not None
            # the friend is a person at the table, not a computer opponent of some level;
            # each history counts the game for its own player's side
            assert game.opponent_level is None
            assert [s.kind for s in game.seats] == ["human", "human"]
            assert game.human_side == (0 if name == "Hanna" else 1)
    kept = load_autosave(tmp_path / "Anna")
    assert kept is not None and kept.game.seed == own.seed


def test_a_kept_seat_keeps_the_name_and_an_older_entry_still_gives_its_secret(tmp_path):
    import json

    from samba_desktop.qtmodel.hosted_table import SEATS_FILE, keep_secret, kept_name, kept_secret

    (tmp_path / SEATS_FILE).write_text(json.dumps({"old": "s-old"}), "utf-8")  # secret only
    keep_secret("new", "s-new", tmp_path, "Anna")
    assert (kept_secret("old", tmp_path), kept_name("old", tmp_path)) == ("s-old", None)
    assert (kept_secret("new", tmp_path), kept_name("new", tmp_path)) == ("s-new", "Anna")
    assert kept_name("other", tmp_path) is None


def test_a_new_table_does_not_take_the_hosts_seat_of_the_table_kept_before(tmp_path):
    """The host's seat belongs to its table: a new table in the same folder has none until
    the host sits at it, and a new table given up before that leaves the kept table's seat
    for its resumption."""
    folder = tmp_path / "hosted"
    first = TableHosting(Rules(players=2), [H, H], folder=folder, bind="127.0.0.1")
    first.start()
    try:
        seat = TableSeat(first.local_link, "Hanna", seat=0, hosting=True)
        seat.join()
        first.keep_own_secret(seat.secret)
        kept = seat.secret
        seat.close()
    finally:
        first.stop()
    assert kept and first.own_secret == kept
    assert TableHosting(Rules(players=2), [H, H], folder=folder, bind="127.0.0.1"
                        ).own_secret is None  # a new table, never started
    resumed = TableHosting(None, [], folder=folder, bind="127.0.0.1", resume=True)
    assert resumed.own_secret == kept and resumed.own_name == "Hanna"
