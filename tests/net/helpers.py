"""Loopback tables for the network tests: an in-process server on port 0 and headless clients.
Every wait is bounded (LIMIT seconds) so a broken build fails instead of hanging."""
from __future__ import annotations

import asyncio
import json
import socketserver
import threading
from pathlib import Path

from game.net.client import SeatClient
from game.net.protocol import encode
from game.net.server import Server
from game.net.store_files import FileStore
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
    server = Server(FileStore(folder) if folder is not None else None, log=(logs.append if logs is not None else lambda text: None), **options)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table(spec, seed)
    await server.add_table(table)
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


class Impostor:
    """A server that does not hold the table but answers as one might: it keeps every byte it
    is sent, answers a hello with a challenge it cannot prove, and seats any join. Served
    from a thread, so a window's test can use it too."""

    def __init__(self) -> None:
        self.received = bytearray()
        self.lock = threading.Lock()
        impostor = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                for line in self.rfile:
                    with impostor.lock:
                        impostor.received += line
                    kind = json.loads(line).get("type")
                    if kind == "hello":
                        self.wfile.write(encode("challenge", nonce="n0nce-0f-impostor", proof="0" * 64))
                    elif kind == "join":
                        self.wfile.write(encode("welcome", seat=0, token="", seats=[], n=0, now=0, view={}))

        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def heard(self) -> bytes:
        with self.lock:
            return bytes(self.received)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
