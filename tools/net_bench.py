"""Benchmark of hosted tables over the loopback (issue 39): run it under ``nice``.

    python3 -m tools.net_bench                      # all three parts, a few minutes
    python3 -m tools.net_bench --part roundtrip --moves 300

- ``roundtrip``: a ``serve`` process with two friends' seats, both joined by this process; the
  time from sending a move to receiving the mover's new view (median, p95), over the loopback,
  with the host saving the table durably (fsync) before it answers.
- ``memory``: the resident memory one host process grows by per table (four seats: a simulated
  friend connected, three Normal computers), measured over ``--memory-tables`` tables.
- ``capacity``: one host process pinned to one core holds 1, 2, 4, ... tables, each with a
  simulated friend (a random legal move after ``--think`` seconds) and three Normal computers
  playing at full speed (no pause between their moves); the friends' move round-trip p95 at
  each size, until it passes 100 ms (or ``--max-tables``).

Every part binds 127.0.0.1 only, is bounded in time and stops every process it started.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from samba_desktop.ai import create_player
from samba_desktop.engine import Rules
from samba_desktop.net import SeatPlan, Table, TableClient, TableHost, TableStore, parse_link

ROOT = Path(__file__).resolve().parents[1]
LIMIT_MS = 100.0


def _rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# ---------------------------------------------------------------------------- round trip
async def _roundtrip(link_text: str, moves: int) -> list[float]:
    link = parse_link(link_text)
    clients = [TableClient(link, "A"), TableClient(link, "B")]
    for c in clients:
        await c.connect()
    readers = [asyncio.create_task(c.run()) for c in clients]
    rng = random.Random(1)
    times: list[float] = []
    while len(times) < moves:
        view = clients[0].view
        assert view is not None
        mover = next(c for c in clients if c.seat == view.turn)
        mine = mover.view
        assert mine is not None
        if not mine.in_play:
            for c in clients:
                await c.send_next()
            await _wait_view(mover, lambda v: v.in_play)
            continue
        move = rng.choice(mine.legal_moves())
        count = len(mine.move_log)
        start = time.perf_counter()
        await mover.send_move(move)
        await _wait_view(mover, lambda v, n=count: len(v.move_log) > n or not v.in_play)
        times.append((time.perf_counter() - start) * 1000)
        for c in clients:  # both views settled before the next move
            await _wait_view(c, lambda v, n=count: len(v.move_log) > n or not v.in_play)
    for c in clients:
        await c.close()
    for r in readers:
        r.cancel()
    return times


async def _wait_view(client: TableClient, ready: Any) -> None:
    while client.view is None or not ready(client.view):
        await asyncio.wait_for(client.events.get(), 60)


def part_roundtrip(moves: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as data:
        child = subprocess.Popen(
            [sys.executable, "-m", "samba_desktop", "serve", "--data", data, "--players", "2",
             "--seat", "1=human", "--seed", "1", "--rule", "max_hands=none"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)))
        try:
            assert child.stdout is not None
            line = child.stdout.readline().decode().strip()
            times = asyncio.run(_roundtrip(line.removeprefix("invite: "), moves))
        finally:
            child.terminate()
            child.wait(30)
    return {"moves": len(times), "median_ms": statistics.median(times),
            "p95_ms": _percentile(times, 0.95)}


# ---------------------------------------------------------------------------- host worker
async def _host_worker(tables: int, data: str) -> None:
    """Host ``tables`` tables in this process; print their links; answer ``rss`` on stdin."""
    before = _rss_bytes()
    hosts = []
    for i in range(tables):
        table = Table.new(Rules(players=4, max_hands=None),
                          [SeatPlan.HUMAN] + [SeatPlan.NORMAL] * 3, seed=i)
        host = TableHost(table, TableStore(Path(data) / str(i)), next_hand_seconds=0)
        await host.start("127.0.0.1", 0)
        hosts.append(host)
    print(json.dumps({"links": [str(h.link) for h in hosts], "rss_before": before}), flush=True)
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while line := await reader.readline():
        if line.strip() == b"rss":
            print(json.dumps({"rss": _rss_bytes()}), flush=True)
    for host in hosts:
        await host.close()


class _Worker:
    def __init__(self, tables: int, data: str, core: int | None) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tools.net_bench", "--host-worker", str(tables),
             "--data", data] + (["--core", str(core)] if core is not None else []),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)))
        first = json.loads(self._line())
        self.links: list[str] = first["links"]
        self.rss_before: int = first["rss_before"]

    def _line(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().decode()

    def rss(self) -> int:
        assert self.process.stdin is not None
        self.process.stdin.write(b"rss\n")
        self.process.stdin.flush()
        return int(json.loads(self._line())["rss"])

    def stop(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(30)


async def _friend(link_text: str, think: float, until: float, times: list[float],
                  seed: int) -> None:
    """A simulated friend: a random legal move ``think`` seconds after its turn comes."""
    client = TableClient(parse_link(link_text), "F")
    await client.connect(60)
    reader = asyncio.create_task(client.run())
    player = create_player("random", seed)
    try:
        while time.monotonic() < until:
            view = client.view
            assert view is not None
            if view.in_play and view.turn == client.seat:
                await asyncio.sleep(think)
                count = len(view.move_log)
                start = time.perf_counter()
                await client.send_move(player.choose(view))
                await _wait_view(client, lambda v, n=count: len(v.move_log) > n or not v.in_play)
                times.append((time.perf_counter() - start) * 1000)
            else:
                event = await asyncio.wait_for(client.events.get(), 60)
                if event.kind == "hand_over":
                    await client.send_next()
                if event.kind == "closed":
                    return
    finally:
        await client.close()
        reader.cancel()


async def _load(links: list[str], seconds: float, think: float) -> list[float]:
    times: list[float] = []
    until = time.monotonic() + seconds
    await asyncio.gather(*(_friend(link, think, until, times, i) for i, link in enumerate(links)))
    return times


def part_memory(tables: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as data:
        empty = _Worker(0, data + "/0", None)
        base = empty.rss()
        empty.stop()
        worker = _Worker(tables, data + "/n", None)
        try:
            asyncio.run(_load(worker.links, 5, 0.2))  # the tables in play, friends connected
            grown = worker.rss()
        finally:
            worker.stop()
    return {"tables": tables, "host_rss_mb": grown / 2**20, "empty_host_rss_mb": base / 2**20,
            "per_table_kb": (grown - base) / tables / 1024}


def part_capacity(seconds: float, think: float, max_tables: int) -> list[dict[str, float]]:
    rows = []
    tables = 1
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else [0]
    while tables <= max_tables:
        with tempfile.TemporaryDirectory() as data:
            worker = _Worker(tables, data, cores[0])
            try:
                times = asyncio.run(_load(worker.links, seconds, think))
            finally:
                worker.stop()
        row = {"tables": tables, "moves": len(times), "median_ms": statistics.median(times),
               "p95_ms": _percentile(times, 0.95)}
        rows.append(row)
        print(f"  {tables:4d} tables: {len(times):5d} friend moves, median "
              f"{row['median_ms']:.1f} ms, p95 {row['p95_ms']:.1f} ms", flush=True)
        if row["p95_ms"] > LIMIT_MS:
            break
        tables *= 2
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--part", choices=["roundtrip", "memory", "capacity", "all"], default="all")
    p.add_argument("--moves", type=int, default=300)
    p.add_argument("--memory-tables", type=int, default=40)
    p.add_argument("--seconds", type=float, default=15.0, help="load per capacity step")
    p.add_argument("--think", type=float, default=1.0, help="a simulated friend's thinking")
    p.add_argument("--max-tables", type=int, default=512)
    p.add_argument("--host-worker", type=int, default=None, help=argparse.SUPPRESS)
    p.add_argument("--data", default=None, help=argparse.SUPPRESS)
    p.add_argument("--core", type=int, default=None, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.host_worker is not None:
        if args.core is not None and hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, {args.core})
        asyncio.run(_host_worker(args.host_worker, args.data))
        return 0
    if args.part in ("roundtrip", "all"):
        print("move round-trip over the loopback:", part_roundtrip(args.moves), flush=True)
    if args.part in ("memory", "all"):
        print("host memory:", part_memory(args.memory_tables), flush=True)
    if args.part in ("capacity", "all"):
        print(f"capacity of one host process on one core (friend thinks {args.think} s, "
              "three Normal computers per table):", flush=True)
        part_capacity(args.seconds, args.think, args.max_tables)
    return 0


if __name__ == "__main__":
    sys.exit(main())
