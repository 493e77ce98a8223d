"""A table and its seats' tokens are saved together in one file: a server killed at any point
of an autosave leaves every named seat with its token, so nobody takes it by name alone."""
from __future__ import annotations

import asyncio
import json
import os
from contextlib import contextmanager
from pathlib import Path

from game import saves
from game.net.server import Server
from game.net.table import load_table, new_table, table_file
from tests.net.test_tokens import exchange, rejoin

FILE_STEPS = ("replace", "rename", "link", "unlink")     # the steps that change what a folder holds


class Crash(OSError):
    """The process dies here: this step and every later one never reach the disk."""


@contextmanager
def crash_at(point: int):
    """Crash at the point-th file-system step from now (counted over FILE_STEPS); yields the
    list that holds the step's name once the crash has happened."""
    fired: list[str] = []
    real = {name: getattr(os, name) for name in FILE_STEPS}
    seen = [0]

    def step(name):
        def call(*args, **kwargs):
            if fired or seen[0] == point:
                fired.append(name)
                raise Crash(f"killed at {name}")
            seen[0] += 1
            return real[name](*args, **kwargs)
        return call

    for name in FILE_STEPS:
        setattr(os, name, step(name))
    try:
        yield fired
    finally:
        for name, fn in real.items():
            setattr(os, name, fn)


async def seat_ann_crashing_at(folder: Path, point: int) -> tuple[str, dict, bool]:
    """A table saved, then Ann sits while the server is killed at a crash point: (the table's
    code, Ann's welcome, whether the crash happened)."""
    server = Server(folder, log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:2:remote,remote", 5)
    server.add_table(table)
    await server.flush_saves()
    with crash_at(point) as fired:
        welcome = await exchange(port, code=table.code, name="Ann")
        await server.flush_saves()
        await server.close()
    return table.code, welcome, bool(fired)


async def restart_and_join(folder: Path, code: str, name: str, token: str = "") -> dict:
    """The server restarted from the folder; a join by name alone, or taking the seat back by
    proving its token."""
    server = Server(folder, log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    try:
        server.reopen()
        if token:
            return await rejoin(port, code, name, token)
        return await exchange(port, code=code, name=name)
    finally:
        await server.close()


def test_a_kill_at_any_point_of_an_autosave_never_leaves_a_named_seat_without_its_token(tmp_path):
    points = 0
    while True:
        folder = tmp_path / f"crash-{points}"
        code, welcome, crashed = asyncio.run(seat_ann_crashing_at(folder, points))
        assert welcome["type"] == "welcome"
        seat = load_table(table_file(folder, code)).seats[welcome["seat"]]
        assert seat.name in ("", "Ann")
        if seat.name:
            assert seat.token == welcome["token"]
            by_name = asyncio.run(restart_and_join(folder, code, name="Ann"))
            assert by_name["type"] == "error" and by_name["code"] == "token_needed"
        back = asyncio.run(restart_and_join(folder, code, name="Ann", token=welcome["token"] if seat.name else ""))
        assert back["type"] == "welcome" and back["seat"] == welcome["seat"]
        if not crashed:
            break
        points += 1
    assert points >= 2          # the backup copy and the file itself


def test_a_table_of_the_older_two_file_layout_keeps_its_tokens_and_is_saved_in_one_file(tmp_path):
    table = new_table("kingdomino:2:remote,remote", 5)
    table.seats[0].name, table.seats[0].token = "Ann", "an-older-token-1234"
    path = table_file(tmp_path, table.code)
    saves.write(path, saves.SavedGame(table.record, table.saved().seats))        # no tokens inside
    path.with_suffix(".tokens").write_text(json.dumps(["an-older-token-1234", ""]))
    assert load_table(path).seats[0].token == "an-older-token-1234"
    refused = asyncio.run(restart_and_join(tmp_path, table.code, name="Ann"))
    assert refused["code"] == "token_needed"
    assert json.loads(path.read_text())["tokens"][0] == "an-older-token-1234"    # saved at the reopen
