"""A window's hosted table and its seats' keys are saved together in one file before the seat
is given: a server killed at any point of the write leaves every named seat with its key, so
nobody takes it by name alone, and a seat whose write failed was never given."""
from __future__ import annotations

import asyncio
import json
import os
from contextlib import contextmanager
from pathlib import Path

from game import saves
from game.net.protocol import seat_key
from game.net.server import Server
from game.net.store_files import FileStore
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
    server = Server(FileStore(folder), log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    table = new_table("kingdomino:2:remote,remote", 5)
    await server.add_table(table)
    with crash_at(point) as fired:
        welcome = await exchange(port, code=table.code, name="Ann")
        await server.close()
    return table.code, welcome, bool(fired)


async def restart_and_join(folder: Path, code: str, name: str, token: str = "") -> dict:
    """The server restarted from the folder; a join by name alone, or taking the seat back by
    proving its token."""
    server = Server(FileStore(folder), log=lambda text: None)
    _, port = await server.start("127.0.0.1", 0)
    try:
        await server.reopen()
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
        seat = load_table(table_file(folder, code)).seats[0]
        assert seat.name in ("", "Ann")
        if welcome["type"] == "welcome":
            assert seat.name == "Ann" and seat.key == seat_key(welcome["token"])
            by_name = asyncio.run(restart_and_join(folder, code, name="Ann"))
            assert by_name["type"] == "error" and by_name["code"] == "token_needed"
        else:
            assert welcome["code"] == "not_saved" and crashed     # refused: nothing was given
        back = asyncio.run(restart_and_join(folder, code, name="Ann",
                                            token=welcome["token"] if welcome["type"] == "welcome" else ""))
        assert back["type"] == "welcome" and back["seat"] == 0
        if not crashed:
            break
        points += 1
    assert points >= 2          # the backup copy and the file itself


def test_a_table_of_the_older_two_file_layout_keeps_its_tokens(tmp_path):
    table = new_table("kingdomino:2:remote,remote", 5)
    table.seats[0].name = "Ann"
    path = table_file(tmp_path, table.code)
    saves.write(path, saves.SavedGame(table.record, table.saved().seats))        # no tokens inside
    path.with_suffix(".tokens").write_text(json.dumps(["an-older-token-1234", ""]))
    assert load_table(path).seats[0].key == seat_key("an-older-token-1234")
    refused = asyncio.run(restart_and_join(tmp_path, table.code, name="Ann"))
    assert refused["code"] == "token_needed"
