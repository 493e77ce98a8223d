"""A finished table's connections are hung up on once the client has read everything: a client
that still sends something after the hang-up (a returning player's window takes its seat back)
gets every line written before it, then the end, never a reset that throws the tail away."""
from __future__ import annotations

import asyncio

from game.net.connections import Conn, Limits

LINES = 20_000           # about 2 MB: far more than the sockets' buffers hold at once
LINE = b"update %05d ................................................................................\n"


async def _served_and_read() -> tuple[int, bool]:
    """(lines the client read, whether the server's handler saw the client's own end)."""
    saw_end = asyncio.Event()

    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Conn(reader, writer, "127.0.0.1")
        for i in range(LINES):
            writer.write(LINE % i)
        conn.end()                                   # the table is over: hang up after all of it
        conn.send(b"too late\n", Limits())                # nothing more is written once it ended
        while await reader.read(65536):              # what the client still sends is read, dropped
            pass
        saw_end.set()
        writer.close()

    server = await asyncio.start_server(handler, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    first = await reader.readuntil(b"\n")
    writer.write(b'{"type": "hand", "seat": 0, "level": ""}\n')   # sent after the hang-up
    await writer.drain()
    rest = await reader.read()                        # to the end: all of it, no reset
    writer.close()
    await asyncio.wait_for(saw_end.wait(), 30)
    server.close()
    await server.wait_closed()
    return (first + rest).count(b"\n"), saw_end.is_set()


def test_a_client_that_sends_after_the_hang_up_still_reads_every_line_then_the_end():
    lines, saw_end = asyncio.run(_served_and_read())
    assert lines == LINES and saw_end
