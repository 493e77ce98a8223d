"""Loopback tables for the network tests: an in-process server on port 0 and headless clients.
Every wait is bounded (LIMIT seconds) so a broken build fails instead of hanging."""
from __future__ import annotations

import asyncio
import json
from pathlib import Path

from game.net.client import SeatClient
from game.net.server import Server
from game.net.table import new_table

LIMIT = 30.0
SPEC = "kingdomino:4:remote,remote,greedy,greedy"
SEED = 8234567123456789


def strip_clocks(result: dict) -> list:
    """A result line without its think times (they differ between two runs of one game)."""
    return [{k: v for k, v in s.items() if k != "think_s"} for s in result["seats"]]


class Recorder:
    """Every message the clients received, as text, in order."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, dict]] = []

    def __call__(self, client: SeatClient, way: str, msg: dict) -> None:
        if way == "received":
            self.lines.append((client.name, msg))


async def play(spec: str = SPEC, seed: int = SEED, folder: Path | None = None, observe=None, logs=None,
               levels=("greedy", "greedy"), during=None, retries: int = 20,
               **options) -> tuple[dict, list, Server]:
    """One table with len(levels) headless clients, played to its end: (server's result,
    every client's result or exception, server). `during(server, table)` runs alongside;
    options go to the Server (seat_timeout, fill_dropped)."""
    server = Server(folder, log=(logs.append if logs is not None else lambda text: None), **options)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table(spec, seed)
    server.add_table(table)
    clients = [SeatClient("127.0.0.1", port, table.code, f"player{i}", level, retries=retries, backoff=0.0,
                          observe=observe) for i, level in enumerate(levels)]
    jobs = [c.run() for c in clients] + ([during(server, table)] if during else [])
    try:
        results = await asyncio.wait_for(asyncio.gather(*jobs, return_exceptions=True), LIMIT)
    finally:
        await server.close()
    return table.result(), results[:len(clients)], server


def run(coro):
    return asyncio.run(coro)


def dumps(msg: dict) -> str:
    return json.dumps(msg)
