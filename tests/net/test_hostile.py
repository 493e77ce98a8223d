"""1,000 malformed or hostile messages leave another table's game intact, on a server of named
tables and on a lobby server alike (which also takes creates beyond its limits and malformed)."""
from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.net.lobby import Lobby
from game.net.protocol import MAX_LINE, VERSION, decode
from game.net.server import Limits, Server
from game.net.table import new_table
from tests.net.helpers import LIMIT, play, run, strip_clocks

GARBAGE = b"\xff\xfe not json\n"     # every hostile connection ends with it: the server drops it


def line(**msg) -> bytes:
    return json.dumps({"v": VERSION, **msg}).encode() + b"\n"


def hostile_batches(code: str) -> list[list[bytes]]:
    """Lists of lines, one list per connection; 1,000 lines in all."""
    rnd = random.Random(7)
    batches = [[bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 200))) + b"\n"] for _ in range(200)]
    batches += [[b"x" * (MAX_LINE + 10) + b"\n"] for _ in range(10)]
    batches += [[json.dumps({"v": v, "type": "join", "code": code, "name": "m"}).encode() + b"\n", GARBAGE]
                for v in (0, VERSION + 1, "1", None, 1.0) * 10]                                      # 100 lines
    batches += [[line(type="join", code=code, name="mallory"),
                 line(type="act", seat=1, n=0, action={"type": "choose", "number": 1}),
                 line(type="act", seat=0, n=999, action={"type": "choose", "number": 1}),
                 line(type="act", seat=0, n=0, action={"type": "place", "x": 99, "y": 99, "rot": 0}),
                 line(type="act", seat=0, n=0, action={"type": "choose", "number": 1000}),
                 line(type="act", seat=0, n=0, action={"type": "choose", "number": "1"}),
                 ] for _ in range(10)]                                                      # 60 lines
    batches += [[line(type="ping")] * 130 + [GARBAGE]]                                      # a flood
    batches += [[line(type="act", seat=1, n=0, action={"type": "discard"})] * 25 + [GARBAGE]]  # refused
    batches += [[line(type="shout")] * 4 for _ in range(5)]                                 # unknown type
    batches += [[line(type="join", code=code, name="x" * 500)] * 2 for _ in range(5)]
    batches += [[b"[1, 2, 3]\n", GARBAGE] for _ in range(40)]
    batches += [[b"{" * 1000 + b"\n"] for _ in range(10)]
    batches += [[line(type="join", code=code, name=f"m{i}"), GARBAGE] for i in range(25)]
    batches += [[line(type="join", code=f"wrongcode{i:04d}", name="m")] * 3 for i in range(50)]  # 150 lines
    batches += [[line(type="watch", code=code),                                             # a spectator ...
                 line(type="act", seat=0, n=0, action={"type": "choose", "number": 1}),     # ... plays,
                 line(type="hand", seat=0, level="greedy"),                                  # ... hands a seat,
                 line(type="join", code=code, name="w"), GARBAGE] for _ in range(10)]       # ... sits: 50 lines
    batches += [[line(type="watch", code=f"wrongcode{i:04d}")] * 3 for i in range(5)]      # 15 lines
    batches += [[line(type="watch", code=5)] for _ in range(5)]
    batches += [[line(type="watch", code=code, name="x" * 500)] for _ in range(5)]
    count = sum(len(b) for b in batches)
    batches += [[GARBAGE]] * (1000 - count)
    return batches


async def attack(server, _victim) -> int:
    target = new_table("kingdomino:2:remote,greedy", 1)
    await server.add_table(target)
    port = server.server.sockets[0].getsockname()[1]
    sent = 0
    if server.lobby is not None:
        for spec in ("kingdomino:2:remote,remote", "nope", "duel:2:remote,greedy"):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(line(type="create", table=spec) * 30 + b"\xff\n")     # beyond the limit, then garbage
            await asyncio.wait_for(reader.read(), LIMIT)
            writer.close()
    for batch in hostile_batches(target.code):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            for data in batch:
                writer.write(data)
                sent += 1
            await writer.drain()
            await asyncio.wait_for(reader.read(), LIMIT)      # until the server hangs up
        except ConnectionError:
            pass
        finally:
            writer.close()
    return sent


@pytest.mark.parametrize("lobby", [False, True], ids=["tables", "lobby"])
def test_a_thousand_hostile_messages_leave_another_tables_game_intact(lobby):
    plain, _, _ = run(play())
    logs: list[str] = []
    sent = []

    async def during(server, victim):
        sent.append(await attack(server, victim))

    quick = Limits(guess_delay=0.001, guess_cap=0.002)     # the 150 wrong codes are slowed down, briefly
    attacked, results, server = run(play(logs=logs, during=during, limits=quick, lobby=Lobby() if lobby else None))
    assert sent == [1000]
    assert strip_clocks(attacked) == strip_clocks(plain)
    assert all(r == attacked for r in results)
    dropped = "\n".join(line for line in logs if line.startswith("dropped"))
    for reason in ("not a JSON line", f"longer than {MAX_LINE}", "protocol version", "too many failed joins",
                   "flooding", "too many refused", "unknown message type", "join.name",
                   "watch.code", "watch.name"):
        assert reason in dropped
    assert all(not t.over() or t.record.actions for t in server.tables.values())
    if server.lobby is not None:          # three tables made, the other creates refused
        assert sum(len(ts) for ts in server.lobby.made.values()) == 3 and "3 open tables already" in dropped


async def crowd(limits: Limits, logs: list[str], lobby: Lobby | None) -> list[bytes]:
    """limits.per_address + 1 connections that never join: what each of them reads."""
    server = Server(limits=limits, log=logs.append, lobby=lobby)
    _, port = await server.start("127.0.0.1", 0)
    try:
        pairs = [await asyncio.open_connection("127.0.0.1", port) for _ in range(limits.per_address + 1)]
        got = [await asyncio.wait_for(reader.read(), LIMIT) for reader, _ in pairs]
        for _, writer in pairs:
            writer.close()
    finally:
        await server.close()
    return got


@pytest.mark.parametrize("lobby", [False, True], ids=["tables", "lobby"])
def test_too_many_connections_and_connections_that_never_join_are_refused_with_the_reason(lobby):
    logs: list[str] = []
    got = [decode(text) for text in run(crowd(Limits(per_address=3, join_within=0.2), logs,
                                              Lobby() if lobby else None))]
    assert sorted(msg["code"] for msg in got) == ["dropped"] * 3 + ["server_busy"]
    assert all(msg["type"] == "error" for msg in got)
    assert sum("more than 3 connections from this address" in line for line in logs) == 1
    timeouts = [line for line in logs if "no table joined within 0.2 seconds" in line]
    assert len(timeouts) == 2 and timeouts[1].endswith("(and 1 more alike)")      # lines alike, once a second
