"""Nothing acknowledged is lost: `serve --lobby` killed (SIGKILL, no clean shutdown) the moment
a client has its `created`, its `welcome` or a move's `update` still has, once started
again from the same data folder, the table, the seat (taken back with its token only) and
the move."""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

from game.net.protocol import encode
from game.net.seating import take_seat
from game.rules import registry
from game.rules.actions import action_to_dict
from game.rules.rng import Rng
from tests.net.database import actions_kept, seated
from tests.net.helpers import LIMIT
from tests.net.serving import answer, connect
from tests.net.test_restart import ROOT

ROUNDS = 2


async def lobby(folder: Path, database: str | None) -> tuple[asyncio.subprocess.Process, int]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "main.py"), "serve", "--lobby", "--data", str(folder),
        *(["--database", database] if database else []),
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT)
    assert proc.stdout is not None
    head = json.loads(await asyncio.wait_for(proc.stdout.readline(), LIMIT))
    return proc, head["port"]


async def killed_after(folder: Path, database: str | None) -> tuple[dict, dict, dict, dict, dict, int]:
    """Three kills, each the instant an answer came: after created, after welcome (Ann's seat),
    after the update of Ann's first move; each time started again from the folder."""
    server, port = await lobby(folder, database)
    reader, writer = await connect(port)
    writer.write(encode("create", table="duel:2:remote,remote", public=False))
    created = await answer(reader)
    server.kill()
    await server.wait()
    writer.close()

    server, port = await lobby(folder, database)
    reader, writer = await connect(port)
    writer.write(encode("join", code=created["code"], name="Ann"))
    welcome = await answer(reader)
    server.kill()
    await server.wait()
    writer.close()

    server, port = await lobby(folder, database)
    stranger = await take(port, created["code"], "Ann", "")           # by name alone: refused
    reader, writer = await connect(port)
    back = await take_seat(reader, writer, created["code"], "Ann", welcome["token"], -1, LIMIT)
    bo_reader, bo_writer = await connect(port)
    bo_writer.write(encode("join", code=created["code"], name="Bo"))
    bo = await until(bo_reader, "welcome")            # both seated: the game starts at action 0
    mover, heard = (writer, reader) if bo["to_act"] == back["seat"] else (bo_writer, bo_reader)
    mover.write(encode("act", seat=bo["to_act"], n=bo["now"], action=first_action(bo)))
    update = await until(heard, "update")
    server.kill()
    await server.wait()
    for w in (writer, bo_writer):
        w.close()

    server, port = await lobby(folder, database)
    reader, writer = await connect(port)
    again = await take_seat(reader, writer, created["code"], "Ann", welcome["token"], -1, LIMIT)
    writer.close()
    server.kill()
    await server.wait()
    return created, welcome, stranger, back, again, update["n"]


def first_action(welcome: dict) -> dict:
    """A legal action of the game the welcome shows: the rules' first on its view."""
    state = registry.sampled_state(welcome["view"], Rng(1))
    return action_to_dict(registry.rules_for("duel").legal_actions(state)[0])


async def take(port: int, code: str, name: str, token: str) -> dict:
    reader, writer = await connect(port)
    try:
        return await take_seat(reader, writer, code, name, token, -1, LIMIT)
    finally:
        writer.close()


async def until(reader: asyncio.StreamReader, kind: str) -> dict:
    while (msg := await answer(reader))["type"] != kind:
        pass
    return msg


def test_a_kill_the_instant_after_created_welcome_or_an_update_loses_none_of_them(tmp_path, database):
    for i in range(ROUNDS):
        folder = tmp_path / f"round-{i}"
        created, welcome, stranger, back, again, n = asyncio.run(killed_after(folder, database))
        assert created["type"] == "created" and welcome["type"] == "welcome" and welcome["token"]
        assert stranger["type"] == "error" and stranger["code"] == "token_needed"
        assert back["type"] == "welcome" and back["seat"] == welcome["seat"]
        assert again["type"] == "welcome" and again["now"] >= n == 1
        assert actions_kept(folder, created["code"], database) >= 1
        assert welcome["token"] not in json.dumps(seated(folder, created["code"], database))    # its hash only
