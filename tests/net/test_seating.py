"""A client's reading has deadlines: a seated connection that hears nothing for a while asks
the server with a ping, and a server that does not answer counts as lost."""
from __future__ import annotations

import asyncio

import pytest

from game.net.protocol import MAX_LINE, VERSION, encode
from game.net.seating import Silent, listen
from tests.net.helpers import LIMIT, run


async def seated_then_quiet(answers: bool) -> tuple[dict | Exception, list[bytes]]:
    """A server that says one thing, then nothing; it answers a ping when `answers`."""
    heard: list[bytes] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(encode("seats", seats=[]))
        line = await reader.readline()
        heard.append(line)
        if answers:
            writer.write(encode("pong") + encode("over", result={}))
        await reader.read()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=MAX_LINE + 1)
    try:
        first = await listen(reader, writer, quiet=LIMIT, within=LIMIT)
        assert first["type"] == "seats"
        try:
            outcome: dict | Exception = await listen(reader, writer, quiet=0.05, within=LIMIT if answers else 0.2)
        except Silent as exc:
            outcome = exc
    finally:
        writer.close()
        server.close()
    return outcome, heard


@pytest.mark.parametrize("answers", [True, False])
def test_a_quiet_server_is_pinged_and_counts_as_lost_only_when_it_does_not_answer(answers):
    outcome, heard = run(seated_then_quiet(answers))
    assert heard and b'"type":"ping"' in heard[0]
    if answers:
        assert outcome == {"v": VERSION, "type": "over", "result": {}}      # the pong is not passed on
    else:
        assert isinstance(outcome, Silent) and "did not answer within 0.2 seconds" in str(outcome)
