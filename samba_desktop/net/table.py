"""The host's table, without any network: seats, joins, the engine's authority, saving.

`Table` holds the `Game` and who sits where. Each seat has a *plan* (`SeatPlan`: a seat for a
friend, or a computer of a level) and, once a friend has joined it, a name and a secret (192
random bits) that takes the seat back after a drop. `Table.seat_kind` gives what the wire
shows (`SeatKind`: human, computer, open, away). Every move goes through `Table.move`, which
parses the move's text with the engine, checks it is the sender's turn and lets the engine apply
it (or refuse it, changing nothing).

`TableStore` keeps a table in a folder (``table.json``), written atomically and durably (temp
file, fsync, rename, fsync of the folder: `persistence.atomic`). `Table.to_dict` /
`Table.from_dict` are its JSON form: the game (`Game.to_dict`), the link's token and port, the
seats with their secrets. Reading never trusts the file (`ValueError`).

The app's lobby makes a table with ``started=False``: friends join and see each other, seats can
be swapped (`Table.swap`, so that partners choose each other) or given to a computer
(`Table.set_plan`), and nobody moves until `Table.start` (which may give the seats nobody took to
computers). ``serve`` starts at once.

The asyncio side (connections, timers, computers thinking) is `net.host.TableHost`.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from samba_desktop.engine import Game, IllegalMove, Move, Movement, Phase, Rules, parse_move
from samba_desktop.persistence.atomic import atomic_write_text
from samba_desktop.persistence.errors import PersistenceError
from samba_desktop.persistence.reading import MISSING, UnreadableFile, decode_text, read_capped

from .link import MAX_TOKEN_LENGTH, MIN_TOKEN_LENGTH, new_token
from .protocol import MAX_NAME_CHARS, ErrorCode, JoinMessage, ProtocolError, SeatKind

TABLE_FORMAT = "samba-table"
TABLE_VERSION = 1
TABLE_FILE_NAME = "table.json"
#: a saved table larger than this is refused (a game of 60 hands is far smaller)
MAX_TABLE_BYTES = 32 * 1024 * 1024


class SeatPlan(StrEnum):
    """What a seat was set up for: a friend, or a computer of a level."""

    HUMAN = "human"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

    @property
    def computer(self) -> bool:
        return self is not SeatPlan.HUMAN


#: the level of the computer that plays for a friend who is away or has left
STAND_IN_LEVEL = SeatPlan.NORMAL

#: the names the host gives its computers, the first free one each (every machine at the
#: table shows these, so that all players speak of the same computer by the same name)
COMPUTER_NAMES = ("Bruno", "Carla", "Diego", "Eva", "Ana", "Felix")


class Refusal(Exception):
    """A move the engine refused: ``key`` (stable, never translated) and the English text."""

    def __init__(self, move: str, key: str, message: str) -> None:
        super().__init__(message)
        self.move = move
        self.key = key
        self.message = message

    def to_message(self) -> dict[str, Any]:
        return {"type": "refused", "move": self.move, "key": self.key, "message": self.message}


@dataclass
class Seat:
    """One seat: its plan, and the friend who took it (``secret`` set once joined)."""

    plan: SeatPlan
    name: str
    secret: str | None = None
    left: bool = False  # the friend left for good: a computer plays, the secret is void
    host: bool = False  # the hosting app's own player sits here (moves with a swap)

    def to_dict(self) -> dict[str, Any]:
        return {"plan": self.plan.value, "name": self.name, "secret": self.secret,
                "left": self.left, "host": self.host}

    @classmethod
    def from_dict(cls, data: object) -> Seat:
        keys = {"plan", "name", "secret", "left"}
        if not isinstance(data, dict) or set(data) not in (keys, keys | {"host"}):
            raise ValueError("a seat of the saved table is malformed")
        plan, name, secret, left = data["plan"], data["name"], data["secret"], data["left"]
        host = data.get("host", False)  # (tables saved before the host's seat was marked)
        if plan not in SeatPlan.__members__.values() or not isinstance(name, str) \
                or len(name) > MAX_NAME_CHARS or type(left) is not bool \
                or type(host) is not bool:
            raise ValueError("a seat of the saved table is malformed")
        if secret is not None and (not isinstance(secret, str)
                                   or not MIN_TOKEN_LENGTH <= len(secret) <= MAX_TOKEN_LENGTH):
            raise ValueError("a seat's secret in the saved table is malformed")
        return cls(SeatPlan(plan), name, secret, left, host)


class Table:
    """A hosted game and its seats (see the module's docstring).

    ``connected`` holds the seats whose friend is connected now; ``away`` the seats whose
    friend dropped, with the time (the host's clock) they dropped. Neither is saved: a table
    read back has every joined friend away from the moment it is read.
    """

    def __init__(self, game: Game, seats: list[Seat], token: str | None = None,
                 port: int = 0, started: bool = True) -> None:
        if len(seats) != game.num_players:
            raise ValueError("a table needs one seat per player")
        self.game = game
        self.seats = seats
        self.token = token if token is not None else new_token()
        self.port = port
        #: False while the app's lobby gathers the friends: nobody moves until `start`
        self.started = started
        self.connected: set[int] = set()
        self.away: dict[int, float] = {}
        #: moves applied since the table was made or read: a computer's answer is used only if
        #: the table has not moved meanwhile
        self.moves_applied = 0
        for i, seat in enumerate(seats):  # computers get names (older tables: their levels)
            if seat.plan.computer and (not seat.name
                                       or seat.name in SeatPlan.__members__.values()):
                seat.name = self._free_computer_name(i)
        if game.seed is None:
            # a set-up position derives its next deals from its history: a hosted table deals
            # from a secret seed instead, so that nobody can work out the next hands
            game.seed = secrets.randbits(62)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, rules: Rules, plans: list[SeatPlan], seed: int | None = None,
            started: bool = True) -> Table:
        """A new game with ``plans[i]`` for seat ``i`` (`Game.new(rules, seed)`); with
        ``started=False`` it waits for `start` (the app's lobby)."""
        game = Game.new(rules, seed=seed)
        return cls(game, [Seat(plan, "") for plan in plans], started=started)

    # ------------------------------------------------------------------ seats
    @property
    def players(self) -> int:
        return self.game.num_players

    def seat_kind(self, seat: int) -> SeatKind:
        s = self.seats[seat]
        if s.plan.computer or s.left:
            return SeatKind.COMPUTER
        if s.secret is None:
            return SeatKind.OPEN
        return SeatKind.HUMAN if seat in self.connected else SeatKind.AWAY

    def seat_list(self) -> list[dict[str, Any]]:
        """The ``seats`` list of the wire; beyond the contract's fields, ``level`` (the
        computer's level, where a computer plays the seat for good) and ``host`` (true on the
        hosting app's own player's seat)."""
        out = []
        for i, s in enumerate(self.seats):
            entry: dict[str, Any] = {"seat": i, "name": s.name, "kind": self.seat_kind(i).value}
            if entry["kind"] == SeatKind.COMPUTER:
                entry["level"] = self.level_of(i)
            if s.host:
                entry["host"] = True
            out.append(entry)
        return out

    def _free_computer_name(self, seat: int) -> str:
        """The first computer name no other seat has, for ``seat``."""
        taken = {s.name.casefold() for i, s in enumerate(self.seats) if i != seat}
        return next((name for name in COMPUTER_NAMES if name.casefold() not in taken),
                    f"{COMPUTER_NAMES[0]} {seat + 1}")

    def mark_host(self, secret: str) -> bool:
        """Mark the seat of ``secret`` as the hosting app's own player's (every other seat
        unmarked); False when the secret takes no seat."""
        seat = self._seat_of_secret(secret)
        if seat is None:
            return False
        changed = not self.seats[seat].host
        for i, s in enumerate(self.seats):
            changed = changed or (s.host and i != seat)
            s.host = i == seat
        return changed

    def join(self, message: JoinMessage) -> int:
        """The seat ``message`` takes (not yet connected: the host marks it); `ProtocolError`
        when the token, the seat or the secret does not let it in. The caller saves the table
        before it answers."""
        if not secrets.compare_digest(message.token.encode(), self.token.encode()):
            raise ProtocolError(ErrorCode.BAD_TOKEN, "the token is not this table's")
        if message.secret is not None:
            seat = self._seat_of_secret(message.secret)
            if seat is None or (message.seat is not None and message.seat != seat):
                raise ProtocolError(ErrorCode.BAD_SECRET, "the secret takes no seat here")
            self.seats[seat].name = message.name
            self._rename_computers_like(seat)
            return seat
        if message.seat is not None:
            if not 0 <= message.seat < self.players:
                raise ProtocolError(ErrorCode.SEAT_TAKEN,
                                    f"this table has seats 0 to {self.players - 1}")
            if self.seat_kind(message.seat) is not SeatKind.OPEN:
                raise ProtocolError(ErrorCode.SEAT_TAKEN, "that seat is not free")
            seat = message.seat
        else:
            free = [i for i in range(self.players) if self.seat_kind(i) is SeatKind.OPEN]
            if not free:
                raise ProtocolError(ErrorCode.TABLE_FULL, "no seat at this table is free")
            seat = free[0]
        self.seats[seat].name = message.name
        self.seats[seat].secret = new_token()
        self._rename_computers_like(seat)
        return seat

    def _rename_computers_like(self, seat: int) -> None:
        """A friend who took a computer's name: that computer gets another."""
        name = self.seats[seat].name.casefold()
        for i, s in enumerate(self.seats):
            if i != seat and s.plan.computer and s.name.casefold() == name:
                s.name = self._free_computer_name(i)

    def _seat_of_secret(self, secret: str) -> int | None:
        found = None
        for i, s in enumerate(self.seats):  # every seat compared, in constant time each
            if s.secret is not None and not s.left \
                    and secrets.compare_digest(secret.encode(), s.secret.encode()):
                found = i
        return found

    # ------------------------------------------------------------------ the lobby
    def swap(self, a: int, b: int) -> None:
        """Exchange two seats' players (plans, names, secrets) before the game starts, so that
        partners can choose each other; the cards dealt stay with the places."""
        if self.started:
            raise ValueError("seats can be swapped only before the game starts")
        for seat in (a, b):
            if not 0 <= seat < self.players:
                raise ValueError(f"no seat {seat}")
        seats = self.seats
        seats[a], seats[b] = seats[b], seats[a]
        for group in (self.connected,):
            had_a, had_b = a in group, b in group
            group.discard(a)
            group.discard(b)
            if had_a:
                group.add(b)
            if had_b:
                group.add(a)
        away_a, away_b = self.away.pop(a, None), self.away.pop(b, None)
        if away_a is not None:
            self.away[b] = away_a
        if away_b is not None:
            self.away[a] = away_b

    def set_plan(self, seat: int, plan: SeatPlan) -> None:
        """Make a seat nobody has joined a seat for a friend or a computer of a level."""
        if self.seats[seat].secret is not None:
            raise ValueError("a friend sits there")
        self.seats[seat] = Seat(plan, "")
        if plan.computer:
            self.seats[seat].name = self._free_computer_name(seat)

    def start(self, fill_open: bool = True) -> None:
        """Start the game; with ``fill_open`` the seats nobody took get a computer (Normal)."""
        if fill_open:
            for seat in range(self.players):
                if self.seat_kind(seat) is SeatKind.OPEN:
                    self.set_plan(seat, STAND_IN_LEVEL)
        self.started = True

    # ------------------------------------------------------------------ connections
    def connect(self, seat: int) -> None:
        self.connected.add(seat)
        self.away.pop(seat, None)

    def drop(self, seat: int, now: float) -> None:
        """The friend's connection at ``seat`` is gone (at ``now``, the host's clock)."""
        self.connected.discard(seat)
        if not self.seats[seat].left:
            self.away[seat] = now

    def leave(self, seat: int) -> None:
        """The friend at ``seat`` leaves for good: a computer plays, the secret is void."""
        self.seats[seat].left = True
        self.seats[seat].secret = None
        self.connected.discard(seat)
        self.away.pop(seat, None)

    def computer_plays(self, seat: int, now: float, rejoin_seconds: float) -> bool:
        """Whether a computer plays ``seat`` now (a computer seat, a friend who left, or one
        away for at least ``rejoin_seconds``)."""
        kind = self.seat_kind(seat)
        if kind is SeatKind.COMPUTER:
            return True
        if kind is SeatKind.AWAY:
            return now - self.away.get(seat, now) >= rejoin_seconds
        return False

    def level_of(self, seat: int) -> str:
        plan = self.seats[seat].plan
        return plan.value if plan.computer else STAND_IN_LEVEL.value

    # ------------------------------------------------------------------ moves
    def move(self, seat: int, text: str) -> tuple[Move, list[Movement]]:
        """Apply the move ``text`` for ``seat``: the move and the cards it moved (`Movement`,
        every card named: `Movement.seen_by` hides what a seat may not see). `ProtocolError`
        (not its turn) or `Refusal` (the engine's reason) leave everything as it was."""
        if not self.started:
            raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "the game has not started yet")
        if not self.game.in_play or self.game.turn != seat:
            raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "it is not your turn")
        try:
            move = parse_move(text)
        except IllegalMove as exc:
            raise Refusal(text, exc.key or "not_a_move", str(exc)) from None
        return move, self.apply(move, text)

    def apply(self, move: Move, text: str | None = None) -> list[Movement]:
        """Apply ``move`` (a computer's); the cards it moved (see `move`)."""
        try:
            movements = self.game.apply(move)
        except IllegalMove as exc:
            raise Refusal(str(move) if text is None else text, exc.key or "illegal",
                          str(exc)) from None
        self.moves_applied += 1
        return movements

    def next_hand(self) -> None:
        """Deal the next hand (after a hand is over)."""
        self.game.next_hand()
        self.moves_applied += 1

    @property
    def hand_over(self) -> bool:
        return self.game.phase is Phase.HAND_OVER

    def hand_over_message(self) -> dict[str, Any]:
        """The ``hand_over`` message of the hand just ended."""
        result = self.game.hand_result()
        assert result is not None
        return {"type": "hand_over", "result": {
            "hand_number": result.hand_number, "hand": list(result.totals),
            "total": list(self.game.scores), "went_out": result.went_out,
            "game_over": not self.game.in_play and not self.hand_over,
            "winner": self.game.winner, "detail": result.to_dict()}}

    # ------------------------------------------------------------------ saving
    def to_dict(self) -> dict[str, Any]:
        return {"format": TABLE_FORMAT, "version": TABLE_VERSION, "token": self.token,
                "port": self.port, "started": self.started,
                "seats": [s.to_dict() for s in self.seats],
                "game": self.game.to_dict()}

    @classmethod
    def from_dict(cls, data: object) -> Table:
        """The table `to_dict` wrote; `ValueError` for anything malformed."""
        if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
            raise ValueError("this is not a saved table")
        if data.get("version") != TABLE_VERSION:
            raise ValueError("the saved table has an unknown format version")
        token, port, seats = data.get("token"), data.get("port"), data.get("seats")
        if not isinstance(token, str) or not MIN_TOKEN_LENGTH <= len(token) <= MAX_TOKEN_LENGTH:
            raise ValueError("the saved table's token is malformed")
        if type(port) is not int or not 0 <= port <= 65535:
            raise ValueError("the saved table's port is malformed")
        if not isinstance(seats, list):
            raise ValueError("the saved table has no seats")
        started = data.get("started", True)
        if type(started) is not bool:
            raise ValueError("the saved table's start is malformed")
        game = Game.from_dict(data.get("game"))
        return cls(game, [Seat.from_dict(s) for s in seats], token, port, started)


class TableStore:
    """A table kept in ``folder`` (``table.json``, with one ``.bak``)."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / TABLE_FILE_NAME

    def save(self, table: Table) -> None:
        """Write the table durably (`PersistenceError` if the disk refuses)."""
        self.write_text(json.dumps(table.to_dict(), separators=(",", ":")))

    def write_text(self, text: str) -> None:
        """Write a table's JSON text durably: temporary file, fsync, rename, fsync of the
        folder (`persistence.atomic`); `PersistenceError` if the disk refuses."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise PersistenceError(f'Could not create the folder "{self.folder}": {exc}',
                                   self.folder) from exc
        atomic_write_text(self.path, text)

    def load(self) -> Table | None:
        """The table kept here, or None when there is none; `ValueError` naming the file when
        it cannot be read."""
        try:
            raw = read_capped(self.path, MAX_TABLE_BYTES)
        except UnreadableFile as exc:
            if exc.kind == MISSING:
                return None
            raise ValueError(f'cannot read "{self.path}": {exc}') from None
        try:
            return Table.from_dict(json.loads(decode_text(raw), parse_constant=_no_constant))
        except (ValueError, RecursionError) as exc:
            raise ValueError(f'"{self.path}" is not a table that can be resumed: {exc}') from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")
