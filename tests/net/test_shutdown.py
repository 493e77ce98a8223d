"""Stopping a server while its clients are connected ends quietly: `serve` interrupted and the
window's host stopped print no traceback."""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import subprocess
import sys

from game.net.protocol import encode
from game.net.server import Server
from game.net.table import new_table
from tests.net.database import seated
from tests.net.helpers import LIMIT
from tests.net.serving import answer, connect, serving
from tests.net.test_restart import ROOT


async def saved_with(folder, code: str, *names: str) -> None:
    """Until the server's database holds these players (the server is idle then)."""
    while [name for name, _ in seated(folder, code)] != list(names):
        await asyncio.sleep(0.01)


async def interrupt_serve_with_players(folder) -> tuple[list[dict], str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "main.py"), "serve", "--table", "kingdomino:2:remote,remote",
        "--data", str(folder), stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    assert proc.stdout is not None
    try:
        first = json.loads(await asyncio.wait_for(proc.stdout.readline(), LIMIT))
        players = [await connect(first["port"]) for _ in range(6)]
        welcomes = []
        for i, (reader, writer) in enumerate(players[:4]):
            writer.write(encode("join", code=first["code"], name=f"p{i}"))
            welcomes.append(await answer(reader))
        await asyncio.wait_for(saved_with(folder, first["code"], "p0", "p1"), LIMIT)
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = await asyncio.wait_for(proc.communicate(), LIMIT)
    for _, writer in players:
        writer.close()
    return welcomes, err.decode()


def test_serve_interrupted_with_players_connected_prints_no_traceback(tmp_path):
    welcomes, err = asyncio.run(interrupt_serve_with_players(tmp_path))
    assert [w["type"] for w in welcomes] == ["welcome"] * 2 + ["error"] * 2      # two seats, four players
    assert "Traceback" not in err and "CancelledError" not in err
    assert err.splitlines()[-1] == "interrupted"


async def stop_like_serve_with_players(welcomes: list[dict]) -> None:
    """What `serve` does when interrupted: asyncio.run's main task is cancelled and closes the
    server on its way out; asyncio.run then cancels whatever the server left running."""
    server = Server(log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:2:remote,remote", 5)
    await server.add_table(table)
    main = asyncio.current_task()
    assert main is not None

    async def players_then_interrupt() -> None:
        players = [await connect(port) for _ in range(4)]
        for i, (reader, writer) in enumerate(players[:3]):
            writer.write(encode("join", code=table.code, name=f"p{i}"))
            welcomes.append(await answer(reader))
        main.cancel()

    asyncio.create_task(players_then_interrupt())
    try:
        await asyncio.Event().wait()
    finally:
        await server.close()


def test_a_server_stopped_with_players_connected_leaves_nothing_to_cancel(caplog):
    welcomes: list[dict] = []
    with caplog.at_level(logging.DEBUG, logger="asyncio"), contextlib.suppress(asyncio.CancelledError):
        asyncio.run(stop_like_serve_with_players(welcomes))
    assert [w["type"] for w in welcomes] == ["welcome", "welcome", "error"]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_the_window_host_stopped_with_players_connected_prints_no_traceback(capfd, caplog):
    async def scenario():
        async with serving("window") as (port, table, _):
            players = [await connect(port) for _ in range(4)]
            welcomes = []
            for i, (reader, writer) in enumerate(players[:2]):
                writer.write(encode("join", code=table.code, name=f"p{i}"))
                welcomes.append(await answer(reader))
        ends = [await asyncio.wait_for(reader.read(), LIMIT) for reader, _ in players]
        return welcomes, ends

    with caplog.at_level(logging.DEBUG, logger="asyncio"):
        welcomes, ends = asyncio.run(scenario())
    assert [w["type"] for w in welcomes] == ["welcome"] * 2
    assert all(isinstance(end, bytes) for end in ends)                 # every connection was closed
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert "Traceback" not in capfd.readouterr().err
