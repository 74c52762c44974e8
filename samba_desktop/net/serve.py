"""``python -m samba_desktop serve``: host one table without a window (NETWORK_CONTRACT.md).

Prints exactly one line to standard output, ``invite: LINK``, once it listens; everything else
(diagnostics) goes to standard error. SIGTERM or SIGINT save the table, close the connections
and end with exit code 0. A table kept in ``--data`` is resumed (same link, seats, secrets);
the options that set up a new table are then ignored, except ``--bind``, ``--port`` and
``--public-host``. No Qt module is imported here.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from pathlib import Path
from typing import Any

from samba_desktop.engine import Game, Rules
from samba_desktop.persistence import paths

from .host import NEXT_HAND_SECONDS, REJOIN_SECONDS, TableHost
from .table import SeatPlan, Table, TableStore

log = logging.getLogger("samba_desktop.net.serve")

#: the folder below the user's data folder where ``serve`` keeps its table by default
DEFAULT_TABLE_FOLDER = "served-table"


def default_data_dir() -> Path:
    return paths.data_dir() / DEFAULT_TABLE_FOLDER


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="samba-desktop serve",
        description="Host a Samba table that friends join with its link (no window).")
    p.add_argument("--bind", default="127.0.0.1",
                   help="address to listen on (0.0.0.0: every interface; default 127.0.0.1)")
    p.add_argument("--port", type=int, default=None,
                   help="port (default: the resumed table's port, else any free port)")
    p.add_argument("--public-host", default=None, help="the host name put in the link")
    p.add_argument("--public-port", type=int, default=None,
                   help="the port put in the link (a reverse proxy's; default: the bound one)")
    p.add_argument("--players", type=int, default=None, help="players, 2 to 6 (default 4)")
    p.add_argument("--seat", action="append", default=[], metavar="I=KIND",
                   help="seat I is human, easy, normal or hard (default: seat 0 human, "
                        "the others normal)")
    p.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                   help="a rule option (Rules field), e.g. red_threes=auto, bolivia=true")
    p.add_argument("--seed", type=int, default=None, help="the game's seed")
    p.add_argument("--game", type=Path, default=None, help="host this saved game (.samba)")
    p.add_argument("--data", type=Path, default=None,
                   help="folder of the table's state (default: the user's data folder)")
    p.add_argument("--rejoin-seconds", type=float, default=REJOIN_SECONDS,
                   help="how long a dropped player's seat waits before a computer plays it")
    p.add_argument("--next-hand-seconds", type=float, default=NEXT_HAND_SECONDS,
                   help="how long after a hand the next is dealt if not everyone said next")
    p.add_argument("--certificate", type=Path, default=None, help="serve wss:// with this")
    p.add_argument("--key", type=Path, default=None, help="the certificate's private key")
    p.add_argument("--advertise", default=None, metavar="NAME",
                   help="publish the table (and so its link) on the local network under NAME")
    return p


def rule_value(text: str) -> Any:
    """A ``--rule`` value: an integer, true/false, none, or a word."""
    low = text.strip().lower()
    if low in ("true", "false"):
        return low == "true"
    if low == "none":
        return None
    with contextlib.suppress(ValueError):
        return int(text)
    return text.strip()


def _pairs(items: list[str], what: str) -> list[tuple[str, str]]:
    out = []
    for item in items:
        name, eq, value = item.partition("=")
        if not eq or not name.strip():
            raise ValueError(f"{what} must be NAME=VALUE, not {item!r}")
        out.append((name.strip(), value.strip()))
    return out


def new_table(args: argparse.Namespace) -> Table:
    """The table the options set up (a new game, or ``--game``'s)."""
    if args.game is not None:
        from samba_desktop.persistence.saves import load_game

        game = load_game(args.game).game
        players = game.num_players
    else:
        fields: dict[str, Any] = {name: rule_value(v) for name, v in _pairs(args.rule, "--rule")}
        known = set(Rules.__dataclass_fields__)
        unknown = sorted(set(fields) - known)
        if unknown:
            raise ValueError(f"unknown rule {unknown[0]!r}; rules: {', '.join(sorted(known))}")
        if args.players is not None:
            fields["players"] = args.players
        rules = Rules(**fields)
        players = rules.players
        game = Game.new(rules, seed=args.seed)
    plans = [SeatPlan.HUMAN] + [SeatPlan.NORMAL] * (players - 1)
    for seat_text, kind in _pairs(args.seat, "--seat"):
        if not seat_text.isdigit() or not 0 <= int(seat_text) < players:
            raise ValueError(f"--seat: no seat {seat_text} at a table of {players}")
        if kind not in SeatPlan.__members__.values():
            raise ValueError(f"--seat: {kind!r} is not human, easy, normal or hard")
        plans[int(seat_text)] = SeatPlan(kind)
    from .table import Seat

    return Table(game, [Seat(p, "" if p is SeatPlan.HUMAN else p.value) for p in plans])


def _ssl_context(args: argparse.Namespace) -> ssl.SSLContext | None:
    if args.certificate is None and args.key is None:
        return None
    if args.certificate is None:
        raise ValueError("--key needs --certificate")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(args.certificate, args.key)
    return context


def serve_main(argv: list[str]) -> int:
    """Run the headless host; the exit code."""
    logging.basicConfig(stream=sys.stderr, level=logging.INFO,
                        format="samba serve: %(levelname)s: %(message)s")
    logging.getLogger("samba_desktop.net.wire").setLevel(logging.WARNING)
    args = parser().parse_args(argv)
    try:
        store = TableStore(args.data if args.data is not None else default_data_dir())
        table = store.load()
        if table is None:
            table = new_table(args)
        else:
            log.info("resuming the table kept in %s", store.folder)
        context = _ssl_context(args)
    except (ValueError, OSError) as exc:
        print(f"samba serve: {exc}", file=sys.stderr)
        return 2
    return asyncio.run(_serve(args, table, store, context))


async def _serve(args: argparse.Namespace, table: Table, store: TableStore,
                 context: ssl.SSLContext | None) -> int:
    host = TableHost(table, store, rejoin_seconds=args.rejoin_seconds,
                     next_hand_seconds=args.next_hand_seconds, public_host=args.public_host,
                     public_port=args.public_port)
    try:
        link = await host.start(args.bind, args.port, context)
    except OSError as exc:
        print(f"samba serve: cannot listen on {args.bind}:{args.port}: {exc}", file=sys.stderr)
        await host.close()
        return 1
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: the plain handler
            signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop.set))
    advert = None
    if args.advertise:
        from .discovery import advertise

        try:
            advert = await asyncio.to_thread(advertise, args.advertise, link)
        except Exception as exc:  # noqa: BLE001 - discovery is a convenience: go on without
            log.warning("could not publish the table on the local network: %s", exc)
    if sys.stdout is not None:  # (a windowed Windows program has none)
        print(f"invite: {link}", flush=True)
    log.info("listening on %s:%d (%s)", args.bind, link.port, link.url)
    await host.serve_until(stop)
    if advert is not None:
        await asyncio.to_thread(advert.close)
    log.info("the table is saved in %s; goodbye", store.folder)
    return 0
