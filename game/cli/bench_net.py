"""`python main.py bench net [--tables N]`: the network table measured over loopback.

A server runs in its own process (`serve`), the headless clients in this one. Latency is
from a client sending its move to the last client of the table receiving the update
(one clock: both ends are in this process). Figures are reported, never asserted.
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

from game.cli.args import Parser, positive_int
from game.net.client import SeatClient
from game.resources import CHECKOUT

SPEC = "kingdomino:4:remote,remote,greedy,greedy"
LIMIT = 600.0


def _rss_mb(pid: int) -> float:
    try:
        for row in Path(f"/proc/{pid}/status").read_text().splitlines():
            if row.startswith("VmRSS:"):
                return int(row.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


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

    def latencies_ms(self, clients_per_table: int) -> list[float]:
        return sorted((max(self.seen[k]) - t) * 1000 for k, t in self.sent.items()
                      if len(self.seen.get(k, ())) == clients_per_table)


async def _run(tables: int, seed: int) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        args = [sys.executable, "-m", "game", "serve", "--data", folder, "--exit-when-done", "--seed", str(seed),
                "--max-per-address", str(2 * tables + 1)]
        for _ in range(tables):
            args += ["--table", SPEC]
        proc = await asyncio.create_subprocess_exec(*args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                                    cwd=CHECKOUT)   # where `game` imports from
        assert proc.stdout is not None
        heads = [json.loads(await asyncio.wait_for(proc.stdout.readline(), LIMIT)) for _ in range(tables)]
        clock = Clock()
        clients = [SeatClient(h["host"], h["port"], h["code"], f"bench{i}", "greedy", observe=clock)
                   for h in heads for i in range(2)]
        start = time.perf_counter()
        play = asyncio.gather(*(c.run() for c in clients))
        rss = []
        while not play.done() and time.perf_counter() - start < LIMIT:
            rss.append(_rss_mb(proc.pid))
            await asyncio.wait([play], timeout=0.1)
        await play
        wall = time.perf_counter() - start
        await asyncio.wait_for(proc.communicate(), LIMIT)
    lat = clock.latencies_ms(2)
    return {"tables": tables, "wall_s": round(wall, 3), "games_per_min": round(tables / wall * 60, 2),
            "latency_median_ms": round(statistics.median(lat), 3),
            "latency_p99_ms": round(lat[min(len(lat) - 1, int(len(lat) * 0.99))], 3), "moves": len(lat),
            "server_rss_peak_mb": round(max(rss, default=0.0), 1)}


def main(argv: list[str]) -> int:
    parser = Parser(prog="bench net", description="Measure the network table over loopback.")
    parser.add_argument("--tables", type=positive_int, default=20, help="tables played at once (at most 100)")
    parser.add_argument("--seed", type=positive_int, default=1, help="the first table's seed (default 1)")
    args = parser.parse_args(argv)
    for tables in (1, min(args.tables, 100)):
        figures = asyncio.run(_run(tables, args.seed))
        print(json.dumps({"name": "net_move_to_every_client", "value": figures["latency_median_ms"],
                          "unit": "ms", **figures}), flush=True)
    return 0
