"""Connections that never join and guessed codes: a connection joins within its deadline, pings
or not; the server keeps its connections below its file limit and makes room by refusing the
oldest that never joined; wrong codes slow their address down but never lock it out. Each
refusal reaches the client as an error message with its reason. For `serve` and the window."""
from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys

import pytest

from game.net.connections import connection_cap
from game.net.protocol import decode, encode
from game.net.server import Limits, Server
from tests.net.helpers import LIMIT
from tests.net.serving import KINDS, answer, connect, join, serving
from tests.net.test_restart import ROOT

HOSTILE = 300                # connections of the crowd against a server allowed 256 open files
FILES = 256


async def ping_until_hung_up(port: int) -> tuple[int, dict]:
    """Ping without ever joining until the server hangs up: (pongs, the last message)."""
    reader, writer = await connect(port)
    pongs = 0
    try:
        while True:
            writer.write(encode("ping"))
            msg = await answer(reader)
            if msg["type"] != "pong":
                return pongs, msg
            pongs += 1
    finally:
        writer.close()


@pytest.mark.parametrize("kind", KINDS)
def test_a_connection_that_pings_but_never_joins_is_refused_at_its_deadline(kind):
    async def scenario():
        async with serving(kind, Limits(join_within=0.2, rate=1e9, burst=1e9)) as (port, _, _):
            return await asyncio.wait_for(ping_until_hung_up(port), LIMIT)

    pongs, last = asyncio.run(scenario())
    assert pongs > 0
    assert last["type"] == "error" and last["code"] == "dropped"
    assert "no table joined within 0.2 seconds" in last["reason"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_crowd_that_never_joins_makes_room_for_a_player(kind):
    async def scenario():
        async with serving(kind, Limits(connections=16, per_address=1000)) as (port, table, _):
            crowd = [await connect(port) for _ in range(48)]
            welcome = await join(port, table.code, "Ann")
            told = [await answer(reader) for reader, _ in crowd[:32]]     # the 32 oldest made room
            for _, writer in crowd:
                writer.close()
            return welcome, told

    welcome, told = asyncio.run(scenario())
    assert welcome["type"] == "welcome"
    assert all(msg["type"] == "error" and msg["code"] == "server_busy" for msg in told)


def test_the_connection_cap_stays_below_the_file_limit(monkeypatch):
    resource = pytest.importorskip("resource")
    monkeypatch.setattr(resource, "getrlimit", lambda which: (1024, 4096))
    assert 0 < connection_cap(Limits()) < 1024 - 64
    assert connection_cap(Limits(connections=10)) == 10


async def flood_serve(folder, files: int) -> tuple[dict, list[bytes], str]:
    """`serve` allowed `files` open files, HOSTILE connections that never join, then a player:
    (the player's answer, what each of the crowd read until the server stopped, the server's
    stderr)."""
    def few_files():
        import resource
        resource.setrlimit(resource.RLIMIT_NOFILE, (files, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))

    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "main.py"), "serve", "--table", "kingdomino:2:remote,remote",
        "--max-per-address", "1000", "--data", str(folder), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        cwd=ROOT, preexec_fn=few_files)
    assert proc.stdout is not None
    crowd = []
    try:
        first = json.loads(await asyncio.wait_for(proc.stdout.readline(), LIMIT))
        crowd = [await connect(first["port"]) for _ in range(HOSTILE)]
        welcome = await join(first["port"], first["code"], "Ann")
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = await asyncio.wait_for(proc.communicate(), LIMIT)
    read = []
    for reader, writer in crowd:
        try:
            read.append(await asyncio.wait_for(reader.read(), LIMIT))
        except ConnectionError:
            read.append(b"")
        writer.close()
    return welcome, read, err.decode()


@pytest.mark.skipif(sys.platform == "win32", reason="no limit of open files to set")
def test_a_crowd_beyond_the_file_limit_is_refused_politely_and_a_player_still_joins(tmp_path):
    welcome, read, err = asyncio.run(flood_serve(tmp_path, FILES))
    assert welcome["type"] == "welcome"
    refused = [decode(text) for text in read if text]
    assert len(refused) >= HOSTILE - FILES
    assert all(msg["type"] == "error" and msg["code"] == "server_busy" for msg in refused)
    assert "Traceback" not in err and "out of system resource" not in err


@pytest.mark.parametrize("kind", KINDS)
def test_thirty_wrong_codes_slow_an_address_down_and_the_right_code_still_gets_in(kind):
    quick = Limits(guess_delay=0.001, guess_cap=0.004)

    async def scenario():
        async with serving(kind, quick) as (port, table, server):
            answers = []
            for i in range(10):                              # 3 wrong codes a connection, 30 in all
                reader, writer = await connect(port)
                for j in range(3):
                    writer.write(encode("join", code=f"wrongcode{i}{j:04d}", name="Ann"))
                answers += [await answer(reader) for _ in range(3)]
                assert await asyncio.wait_for(reader.read(), LIMIT) == b""      # then hung up
                writer.close()
            delay = server.guesses.delay("127.0.0.1")
            return answers, delay, await join(port, table.code, "Ann")

    answers, delay, welcome = asyncio.run(scenario())
    assert [(a["type"], a["code"]) for a in answers] == [("error", "no_table")] * 30
    assert delay == quick.guess_cap
    assert welcome["type"] == "welcome"


def test_the_delay_of_an_address_grows_with_its_failed_joins_up_to_the_cap():
    limits = Limits()
    server = Server(limits=limits, log=lambda text: None)
    delays = []
    for _ in range(30):
        delays.append(server.guesses.delay("192.0.2.7"))
        server.guesses.failed("192.0.2.7")
    free = limits.free_guesses
    assert delays[:free] == [0.0] * free and delays[free] == limits.guess_delay
    assert delays == sorted(delays) and delays[free + 1] == 2 * delays[free]
    assert delays[-1] == limits.guess_cap <= 5.0          # the right code gets in within seconds
    assert server.guesses.delay("192.0.2.8") == 0.0           # another address is not slowed down


@pytest.mark.parametrize("kind", KINDS)
def test_a_join_with_a_name_the_server_refuses_is_told_why(kind):
    async def scenario():
        async with serving(kind) as (port, table, _):
            return await join(port, table.code, "x" * 500)

    told = asyncio.run(scenario())
    assert told["type"] == "error" and told["code"] == "dropped" and "join.name" in told["reason"]


def other_loopback_address() -> str:
    """127.0.0.2 when this system routes the whole 127/8 to loopback (Linux), else a skip."""
    import socket
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.2", 0))
        except OSError:
            pytest.skip("only 127.0.0.1 is a loopback address here")
    return "127.0.0.2"


@pytest.mark.parametrize("kind", KINDS)
def test_room_is_made_by_the_address_with_the_most_idle_connections_not_the_player_first_in(kind):
    crowd_address = other_loopback_address()

    async def scenario():
        async with serving(kind, Limits(connections=8, per_address=1000)) as (port, table, _):
            reader, writer = await connect(port)                        # the player, first in, not joined yet
            crowd = [await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port,
                                                                    local_addr=(crowd_address, 0)), LIMIT)
                     for _ in range(24)]
            told = [await answer(r) for r, _ in crowd[:16]]             # 24 + 1 for 8 places: 17 made room
            writer.write(encode("join", code=table.code, name="Ann"))
            welcome = await answer(reader)
            for _, w in crowd + [(reader, writer)]:
                w.close()
            return told, welcome

    told, welcome = asyncio.run(scenario())
    assert {msg["code"] for msg in told} == {"server_busy"}
    assert welcome["type"] == "welcome"
