"""A server run in its own thread, for the tests of commands (join, watch) that run their
own event loop in the test's thread."""
from __future__ import annotations

import asyncio
import ssl
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from game.net.lobby import Lobby
from game.net.server import Limits, Server
from game.net.table import Table, new_table
from tests.net.helpers import LIMIT, SEED


@contextmanager
def threaded_server(spec: str = "duel:2:remote,greedy", tls: ssl.SSLContext | None = None,
                    limits: Limits = Limits(), lobby: Lobby | None = None,
                    heard: Callable[[str], None] = lambda text: None) -> Iterator[tuple[int, Table, list[str]]]:
    """(port, table, the server's log) while one table is served from a thread; `heard` is
    called with each line of the log too (from the server's thread)."""
    ready, stop, logs = threading.Event(), threading.Event(), []
    out: dict = {}

    def log(text: str) -> None:
        logs.append(text)
        heard(text)

    async def serve() -> None:
        server = Server(log=log, limits=limits, lobby=lobby)
        _, out["port"] = await server.start("127.0.0.1", 0, tls)
        out["table"] = new_table(spec, SEED)
        await server.add_table(out["table"])
        ready.set()
        while not stop.is_set():
            await asyncio.sleep(0.05)
        await server.close()

    thread = threading.Thread(target=asyncio.run, args=(serve(),), daemon=True)
    thread.start()
    assert ready.wait(LIMIT)
    try:
        yield out["port"], out["table"], logs
    finally:
        stop.set()
        thread.join(LIMIT)
