"""The server's database, SQLite and PostgreSQL alike (the `database` fixture): a write it
refuses (a full disk) refuses the new table, the seat or the move with `not_saved`, the
connection kept and nothing changed; what it committed is what a restarted server reopens; a
folder of an older version's table files is imported once, the files moved aside."""
from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

from game import saves
from game.net.lobby import Lobby
from game.net.protocol import decode, encode, seat_key
from game.net.server import Server
from game.net.store import MemoryStore
from game.net.store_files import IMPORTED, import_folder
from game.net.store_sql import SQLITE_FILE, SqlStore, open_store, postgresql_connect, sqlite_connect
from game.net.table import Table, new_table, table_file
from tests.net.database import seated, status
from tests.net.helpers import LIMIT, run
from tests.net.serving import answer, connect
from tests.net.test_kills import first_action
from tests.net.test_tokens import rejoin


class Disk:
    """A database whose writes fail while `full` is set, as on a full disk."""

    def __init__(self, folder: Path, database: str | None) -> None:
        self.opened = postgresql_connect(database) if database else sqlite_connect(folder / SQLITE_FILE)
        self.marker = "%s" if database else "?"
        self.full = False

    def connect(self) -> Any:
        conn = self.opened()
        disk = self

        class Cursor:
            def __init__(self) -> None:
                self.cursor = conn.cursor()

            def execute(self, sql: str, params: tuple = ()) -> Any:
                if disk.full and sql.split()[0] in ("INSERT", "UPDATE", "COMMIT"):
                    raise sqlite3.OperationalError("database or disk is full")
                return self.cursor.execute(sql, params)

            def fetchall(self) -> list:
                return self.cursor.fetchall()

        class Connection:
            def cursor(self) -> Cursor:
                return Cursor()

            def close(self) -> None:
                conn.close()

        return Connection()


async def said(writer: asyncio.StreamWriter, reader: asyncio.StreamReader, kind: str, **fields: Any) -> dict:
    """The answer to a message (who sits where, said meanwhile, passed over)."""
    writer.write(encode(kind, **fields))
    while (msg := await answer(reader))["type"] == "seats":
        pass
    return msg


async def full_disk_game(folder: Path, database: str | None) -> dict[str, Any]:
    disk = Disk(folder, database)
    store = SqlStore(disk.connect, disk.marker)
    await store.prepare()
    server = Server(store, log=lambda text: None, lobby=Lobby())
    _, port = await server.start("127.0.0.1", 0)
    out: dict[str, Any] = {}
    try:
        maker_r, maker_w = await connect(port)
        code = (await said(maker_w, maker_r, "create", table="duel:2:remote,remote", public=False))["code"]
        disk.full = True
        out["create"] = await said(maker_w, maker_r, "create", table="duel:2:remote,remote")
        ann_r, ann_w = await connect(port)
        out["join"] = await said(ann_w, ann_r, "join", code=code, name="Ann")
        out["kept"] = await said(ann_w, ann_r, "ping")                      # the connection stays
        disk.full = False
        out["ann"] = await said(ann_w, ann_r, "join", code=code, name="Ann")
        bo_r, bo_w = await connect(port)
        bo = await said(bo_w, bo_r, "join", code=code, name="Bo")
        mover = (ann_w, ann_r) if bo["to_act"] == out["ann"]["seat"] else (bo_w, bo_r)
        act = {"seat": bo["to_act"], "n": bo["now"], "action": first_action(bo)}
        disk.full = True
        out["refused"] = await said(*mover, "act", **act)
        out["n_refused"] = server.tables[code].n
        disk.full = False
        out["played"] = await said(*mover, "act", **act)
        out["code"] = code
        for w in (maker_w, ann_w, bo_w):
            w.close()
    finally:
        await server.close()
    again = Server(await open_store(folder, database), log=lambda text: None)
    _, port = await again.start("127.0.0.1", 0)
    try:
        out["reopened"] = [(t.code, t.n) for t in await again.reopen()]
        out["back"] = await rejoin(port, code, "Ann", out["ann"]["token"])
    finally:
        await again.close()
    return out


def test_a_full_disk_refuses_the_table_the_seat_and_the_move_and_a_restart_has_what_was_told(tmp_path, database):
    out = run(full_disk_game(tmp_path, database))
    for refused in (out["create"], out["join"], out["refused"]):
        assert refused["type"] == "error" and refused["code"] == "not_saved", refused
    assert "disk is full" in out["refused"]["reason"]
    assert out["kept"]["type"] == "pong" and out["ann"]["type"] == "welcome"
    assert out["n_refused"] == 0                                  # undone: the table stands as kept
    assert out["played"]["type"] == "update" and out["played"]["n"] == 1
    assert out["reopened"] == [(out["code"], 1)]                  # the refused table was never made
    assert out["back"]["type"] == "welcome" and out["back"]["seat"] == out["ann"]["seat"]


def test_a_folder_of_table_files_is_imported_once_and_the_files_moved_aside(tmp_path, database):
    table = new_table("kingdomino:2:remote,remote", 5)
    table.seats[0].name, table.seats[0].key = "Ann", seat_key("t0ken-0f-Ann-16ch")
    path = table_file(tmp_path, table.code)
    saves.write(path, table.saved())
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    logs: list[str] = []

    async def main() -> tuple[int, int, list[tuple[str, str]], str | None]:
        store = await open_store(tmp_path, database)
        try:
            first = await import_folder(tmp_path, store, logs.append)
            second = await import_folder(tmp_path, store, logs.append)
        finally:
            await store.close()
        return first, second, seated(tmp_path, table.code, database), status(tmp_path, table.code, database)

    first, second, seats, kept = run(main())
    assert (first, second, kept) == (1, 0, "open")
    assert seats == [("Ann", seat_key("t0ken-0f-Ann-16ch")), ("", "")]
    assert not path.exists() and (tmp_path / IMPORTED / path.name).is_file()
    assert broken.read_text() == "{" and any("broken.json" in line for line in logs)     # left as it is


def test_a_known_code_is_never_made_again(tmp_path, database):
    async def main() -> tuple[str, str]:
        store = await open_store(tmp_path, database)
        table = new_table("duel:2:remote,remote", 5)
        try:
            await store.create(table, "", 0.0)
            try:
                await store.create(table, "", 0.0)
            except OSError as exc:
                return "refused", str(exc)
            return "made twice", ""
        finally:
            await store.close()

    outcome, reason = run(main())
    assert outcome == "refused" and ("unique" in reason.lower() or "duplicate key" in reason)


def test_a_finished_games_result_comes_from_the_database_after_a_restart(tmp_path, database):
    async def main() -> tuple[dict, dict]:
        from game.net.client import SeatClient
        server = Server(await open_store(tmp_path, database), log=lambda text: None)
        _, port = await server.start("127.0.0.1", 0)
        table = new_table("duel:2:remote,greedy", 5)
        await server.add_table(table)
        driver = server.drivers[table.code]
        try:
            result = await SeatClient("127.0.0.1", port, table.code, "Ann", "greedy").run()
            await driver
        finally:
            await server.close()
        again = Server(await open_store(tmp_path, database), log=lambda text: None)
        _, port = await again.start("127.0.0.1", 0)
        try:
            assert await again.reopen() == []
            reader, writer = await connect(port)
            writer.write(encode("join", code=table.code, name="Bo"))
            told = decode(await reader.readuntil(b"\n"))
            writer.close()
        finally:
            await again.close()
        return result, told

    result, told = run(main())
    assert told["code"] == "game_over" and told["result"]["seats"][0]["name"] == "Ann"
    assert told["result"]["seats"][0]["score"] == result["seats"][0]["score"]


def test_a_server_done_with_its_games_waits_until_every_last_move_is_kept_and_told():
    """A game over in memory whose last move is still being committed is not over for its
    players yet: `serve --exit-when-done` must not stop before it is told."""
    class Held(MemoryStore):
        def __init__(self) -> None:
            self.holding, self.release = asyncio.Event(), asyncio.Event()
            self.held = ""

        async def action(self, table: Table, n: int) -> None:
            if table.code == self.held and table.over():
                self.holding.set()
                await self.release.wait()

    async def main() -> tuple[bool, bool]:
        store = Held()
        server = Server(store, log=lambda text: None)
        first, second = new_table("duel:2:greedy,greedy", 5), new_table("duel:2:greedy,greedy", 6)
        store.held = first.code
        await server.add_table(first)
        await server.add_table(second)
        driver = server.drivers[second.code]
        await store.holding.wait()
        await driver
        early = server.done.is_set()
        store.release.set()
        await server.done.wait()
        await server.close()
        return early, first.over()

    early, over = run(main())
    assert not early and over


def test_a_headless_player_plays_its_refused_move_again_once_the_disk_has_room(tmp_path):
    async def main() -> tuple[dict, list[str]]:
        from game.net.client import SeatClient
        disk = Disk(tmp_path, None)
        store = SqlStore(disk.connect, disk.marker)
        await store.prepare()
        server = Server(store, log=lambda text: None)
        _, port = await server.start("127.0.0.1", 0)
        table = new_table("duel:2:remote,greedy", 5)
        await server.add_table(table)
        refusals: list[str] = []

        def observe(client: SeatClient, way: str, msg: dict) -> None:
            if way == "received" and msg["type"] == "update" and msg["n"] >= 2 and msg.get("to_act") == client.seat \
                    and not refusals:
                disk.full = True                   # the player's next move meets a full disk
            elif way == "received" and msg["type"] == "error":
                refusals.append(msg["code"])
                disk.full = False

        try:
            result = await asyncio.wait_for(
                SeatClient("127.0.0.1", port, table.code, "Ann", "greedy", observe=observe).run(), LIMIT)
        finally:
            await server.close()
        return result, refusals

    result, refusals = run(main())
    assert refusals == ["not_saved"] and result["seats"][0]["name"] == "Ann"
