"""A server killed mid-game (no clean shutdown) and started again from its folder reopens
the table, its players rejoin and the game completes as it would have uninterrupted."""
from __future__ import annotations

import asyncio
import json
import random
import socket
import subprocess
import sys
from pathlib import Path

from game.net.client import SeatClient
from game.net.table import seeds_key, table_seed
from tests.net.database import status
from tests.net.helpers import LIMIT, SEED, SPEC, play, run, strip_clocks

ROOT = Path(__file__).resolve().parents[2]


async def start_server(folder: Path, *extra: str) -> tuple[asyncio.subprocess.Process, dict]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "main.py"), "serve", "--data", str(folder), "--exit-when-done", *extra,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    line = await asyncio.wait_for(proc.stdout.readline(), LIMIT)
    if not line:                                    # it stopped before serving: say why
        err = (await asyncio.wait_for(proc.stderr.read(), LIMIT)).decode()
        raise AssertionError(f"exit {await proc.wait()}: {err} in {sorted(p.name for p in folder.rglob('*'))}")
    return proc, json.loads(line)


def port_outside_the_ephemeral_range() -> int:
    """A free port the system never hands out as a client's own: while the server is down the
    clients keep connecting to its port, and one whose own port were that very number would
    connect to itself and hold the port the server comes back on."""
    try:
        low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except OSError:
        low = 32768                                  # elsewhere: below the usual ranges' start
    for port in random.sample(range(max(1024, low // 2), low), 200):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError("no free port below the ephemeral range")


async def kill_and_restart(folder: Path):
    first_server, table = await start_server(folder, "--table", SPEC, "--seed", str(SEED),
                                             "--port", str(port_outside_the_ephemeral_range()))
    port = table["port"]
    killed = asyncio.Event()

    def watch(client, way, msg):
        if way == "received" and msg.get("n", 0) >= 30 and not killed.is_set():
            first_server.kill()                    # SIGKILL: no clean shutdown, no last save
            killed.set()

    clients = [SeatClient("127.0.0.1", port, table["code"], f"player{i}", "greedy", retries=200, backoff=0.02,
                          observe=watch) for i in range(2)]
    jobs = asyncio.gather(*(c.run() for c in clients))
    await asyncio.wait_for(killed.wait(), LIMIT)
    await first_server.wait()
    second, reopened = await start_server(folder, "--port", str(port))
    results = await asyncio.wait_for(jobs, LIMIT)
    out, err = await asyncio.wait_for(second.communicate(), LIMIT)
    return table, reopened, results, out.decode(), second.returncode


def test_a_killed_server_restarted_from_its_folder_reopens_the_table_and_it_completes(tmp_path):
    table, reopened, results, out, code = asyncio.run(kill_and_restart(tmp_path))
    assert reopened == table
    finished = json.loads(out.splitlines()[-1])
    assert finished["code"] == table["code"]
    assert all(r == finished["result"] for r in results)
    assert code == 0
    uninterrupted, _, _ = run(play(seed=table_seed(seeds_key(str(SEED)), 0)))      # serve's first table
    assert strip_clocks(finished["result"]) == strip_clocks(uninterrupted)


def test_a_table_is_announced_only_once_it_is_in_the_database(tmp_path):
    """A server killed the moment it has printed a table's code still reopens that table: its
    players hold the code and must find it again."""
    async def announce_and_kill():
        server, table = await start_server(tmp_path, "--table", SPEC, "--seed", str(SEED), "--port", "0")
        server.kill()
        await server.wait()
        return table
    table = asyncio.run(announce_and_kill())
    assert status(tmp_path, table["code"]) == "open"
