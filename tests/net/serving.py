"""One table served two ways for the tests that must hold for both: by the server of `serve`
and by the window's own server thread (HostedTable), which runs the same Server its own way."""
from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

from game.net.host import HostedTable
from game.net.protocol import MAX_LINE, decode, encode
from game.net.server import Limits, Server
from game.net.table import new_table
from tests.net.helpers import LIMIT, SEED

KINDS = ("serve", "window")


@asynccontextmanager
async def serving(kind: str, limits: Limits = Limits(), spec: str = "kingdomino:2:remote,remote",
                  logs: list[str] | None = None):
    """(port, table, server) while the table is served; stopped cleanly at the end."""
    log = logs.append if logs is not None else (lambda text: None)
    table = new_table(spec, SEED)
    if kind == "serve":
        server = Server(limits=limits, log=log)
        _, port = await server.start("127.0.0.1", 0)
        await server.add_table(table)
        try:
            yield port, table, server
        finally:
            await server.close()
    else:
        hosted = HostedTable(table, "Cleo", bind="127.0.0.1", announce=False, log=log, limits=limits)
        port = await asyncio.to_thread(hosted.start)
        try:
            yield port, table, hosted.server
        finally:
            await asyncio.to_thread(hosted.stop)


async def connect(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    return await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port, limit=MAX_LINE + 1), LIMIT)


async def answer(reader: asyncio.StreamReader) -> dict:
    return decode(await asyncio.wait_for(reader.readuntil(b"\n"), LIMIT))


async def join(port: int, code: str, name: str) -> dict:
    """A fresh connection joins; the server's first answer."""
    reader, writer = await connect(port)
    writer.write(encode("join", code=code, name=name))
    try:
        return await answer(reader)
    finally:
        writer.close()
