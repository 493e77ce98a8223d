"""`python main.py bench net [--tables N] [--watchers W]`: the network table measured over loopback.

A server runs in its own process (`serve`), the headless clients and spectators in this one.
Latency is from a client sending its move to the last client or spectator of the table
receiving it (one clock: both ends are in this process). Figures are reported, never asserted.
"""
from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from game.cli.args import Parser, positive_int
from game.cli.errors import UsageError
from game.net.client import SeatClient
from game.net.connections import Limits
from game.net.watcher import watch
from game.resources import CHECKOUT

SPEC = "kingdomino:4:remote,remote,greedy,greedy"
LIMIT = 600.0
MAX_TABLES = 200
MAX_WATCHERS = 1000


def _rss_mb(pid: int) -> float:
    try:
        for row in Path(f"/proc/{pid}/status").read_text().splitlines():
            if row.startswith("VmRSS:"):
                return int(row.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


async def _head(proc: asyncio.subprocess.Process) -> dict[str, Any]:
    """A table the server announces (UsageError when it stopped instead)."""
    assert proc.stdout is not None
    line = await asyncio.wait_for(proc.stdout.readline(), LIMIT)
    if not line:
        raise UsageError(f"the server stopped with exit {await proc.wait()} before announcing its tables "
                         "(run serve with the same options to see why)")
    head: dict[str, Any] = json.loads(line)
    return head


class Clock:
    """Send and receive times of every remote move, per table."""

    def __init__(self) -> None:
        self.sent: dict[tuple[str, int], float] = {}
        self.seen: dict[tuple[str, int], list[float]] = {}

    def __call__(self, client: SeatClient, way: str, msg: dict) -> None:
        if way == "sent":
            self.sent[(client.code, msg["n"] + 1)] = time.perf_counter()
        elif msg["type"] == "update":
            self.seen.setdefault((client.code, msg["n"]), []).append(time.perf_counter())

    def watched(self, code: str) -> Callable[[dict[str, Any]], None]:
        """What a spectator of table `code` does with each action it receives."""
        return lambda action: self.seen.setdefault((code, action["n"]), []).append(time.perf_counter())

    def latencies_ms(self, receivers: dict[str, int]) -> list[float]:
        """Each move's time to the last of its table's receivers (moves some missed are left out)."""
        return sorted((max(self.seen[k]) - t) * 1000 for k, t in self.sent.items()
                      if len(self.seen.get(k, ())) == receivers[k[0]])


async def _run(tables: int, watchers: int, seed: int, database: str | None = None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        args = [sys.executable, "-m", "game", "serve", "--data", folder, "--exit-when-done", "--seed", str(seed),
                "--max-per-address", str(2 * tables + watchers + 1), *(["--database", database] if database else [])]
        for _ in range(tables):
            args += ["--table", SPEC]
        proc = await asyncio.create_subprocess_exec(*args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                                    cwd=CHECKOUT)   # where `game` imports from
        heads = [await _head(proc) for _ in range(tables)]
        clock = Clock()
        clients = [SeatClient(h["host"], h["port"], h["code"], f"bench{i}", "greedy", observe=clock)
                   for h in heads for i in range(2)]
        codes = [heads[i % tables]["code"] for i in range(watchers)]
        receivers = {h["code"]: 2 + codes.count(h["code"]) for h in heads}
        ready = asyncio.Semaphore(0)           # the spectators watch before the players sit
        spectators = asyncio.gather(*(watch(heads[0]["host"], heads[0]["port"], code, clock.watched(code),
                                            watching=ready.release) for code in codes))
        for _ in codes:
            await asyncio.wait_for(ready.acquire(), LIMIT)
        start = time.perf_counter()
        play = asyncio.gather(spectators, *(c.run() for c in clients))
        rss = []
        while not play.done() and time.perf_counter() - start < LIMIT:
            rss.append(_rss_mb(proc.pid))
            await asyncio.wait([play], timeout=0.1)
        await play
        wall = time.perf_counter() - start
        await asyncio.wait_for(proc.communicate(), LIMIT)
    lat = clock.latencies_ms(receivers)
    return {"tables": tables, "watchers": watchers, "wall_s": round(wall, 3), "games_per_min": round(tables / wall * 60, 2),
            "latency_median_ms": round(statistics.median(lat), 3),
            "latency_p99_ms": round(lat[min(len(lat) - 1, int(len(lat) * 0.99))], 3), "moves": len(lat),
            "server_rss_peak_mb": round(max(rss, default=0.0), 1)}


def main(argv: list[str]) -> int:
    parser = Parser(prog="bench net", description="Measure the network table over loopback.")
    parser.add_argument("--tables", type=positive_int, default=20,
                        help=f"tables played at once (at most {MAX_TABLES})")
    parser.add_argument("--watchers", type=int, default=0,
                        help=f"spectators, spread over the tables (at most {MAX_WATCHERS})")
    parser.add_argument("--seed", type=positive_int, default=1, help="the first table's seed (default 1)")
    parser.add_argument("--database", default=None, metavar="postgresql://…",
                        help="the server keeps its tables in this PostgreSQL database (default: SQLite)")
    args = parser.parse_args(argv)
    if not 0 <= args.watchers <= MAX_WATCHERS:
        raise UsageError(f"--watchers must be from 0 to {MAX_WATCHERS}")
    for tables in (1, min(args.tables, MAX_TABLES)):
        watchers = min(args.watchers, Limits.watchers * tables)      # a table takes so many
        figures = asyncio.run(_run(tables, watchers, args.seed, args.database))
        print(json.dumps({"name": "net_move_to_every_client", "value": figures["latency_median_ms"],
                          "unit": "ms", "store": "postgresql" if args.database else "sqlite", **figures}), flush=True)
    return 0
