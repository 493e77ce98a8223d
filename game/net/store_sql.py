"""A server's tables in a database: SQLite by default (the standard library, one file in the
data folder, write-ahead log, every commit synced), or PostgreSQL (`serve --database
postgresql://…`, through psycopg 3) with the same schema.

One thread owns the connection and commits for everyone: the changes that arrive while it
commits go into the next transaction together (a group commit), each in a savepoint of its
own, so one refused change (a known code) refuses nothing else, and a refused commit (a full
disk) refuses each change in it. The server sends nothing about a change before its commit.
"""
from __future__ import annotations

import asyncio
import json
import queue
import sqlite3
import threading
from pathlib import Path
from typing import Any, Callable, Protocol

from game.net.store import Kept, StoreRefused
from game.net.table import SeatInfo, Table, TableError
from game.rules.actions import IllegalAction, action_from_dict, action_to_dict
from game.rules.config import GameConfig

SQLITE_FILE = "server.sqlite3"
SCHEMA = 1
TABLES = """
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, variants TEXT NOT NULL,
    seed TEXT NOT NULL, public INTEGER NOT NULL, maker TEXT NOT NULL, made DOUBLE PRECISION NOT NULL,
    status TEXT NOT NULL, away_since DOUBLE PRECISION, result TEXT);
CREATE INDEX IF NOT EXISTS tables_status ON tables (status);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables (code), idx INTEGER NOT NULL, kind TEXT NOT NULL,
    name TEXT NOT NULL, colour TEXT, seat_key TEXT NOT NULL, PRIMARY KEY (code, idx));
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL REFERENCES tables (code), n INTEGER NOT NULL, action TEXT NOT NULL,
    PRIMARY KEY (code, n));
"""
OPEN, OVER, ASIDE = "open", "over", "aside"      # a table's status


class Cursor(Protocol):
    def execute(self, sql: str, params: tuple[Any, ...] = ...) -> Any: ...
    def fetchall(self) -> list[Any]: ...


class Connection(Protocol):
    def cursor(self) -> Any: ...
    def close(self) -> None: ...


class Sql:
    """The statements of one change, in the connection's own parameter style."""

    def __init__(self, cursor: Cursor, marker: str) -> None:
        self.cursor, self.marker = cursor, marker

    def run(self, sql: str, *params: Any) -> None:
        self.cursor.execute(sql.replace("?", self.marker), params)

    def rows(self, sql: str, *params: Any) -> list[Any]:
        self.cursor.execute(sql.replace("?", self.marker), params)
        return list(self.cursor.fetchall())


Change = Callable[[Sql], Any]
Job = tuple[Change, "asyncio.Future[Any]", asyncio.AbstractEventLoop]


class Committer:
    """The thread that owns the connection and commits the changes queued to it."""

    def __init__(self, connect: Callable[[], Connection], marker: str) -> None:
        self.connect, self.marker = connect, marker
        self.jobs: queue.SimpleQueue[Job | None] = queue.SimpleQueue()
        self.ready = threading.Event()
        self.failure: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="store", daemon=True)
        self.thread.start()
        self.ready.wait()
        if self.failure is not None:
            raise StoreRefused(f"cannot open the database: {one_line(self.failure)}")

    def _run(self) -> None:
        try:
            conn = self.connect()
            cursor = conn.cursor()
            sql = Sql(cursor, self.marker)
        except Exception as exc:           # the driver's own errors, a missing file, a refused login
            self.failure = exc
            self.ready.set()
            return
        self.ready.set()
        try:
            while (job := self.jobs.get()) is not None:
                batch = [job]
                while True:                # whatever came meanwhile: one transaction
                    try:
                        more = self.jobs.get_nowait()
                    except queue.Empty:
                        break
                    if more is None:
                        self.jobs.put(None)
                        break
                    batch.append(more)
                if not self._commit(sql, batch):
                    conn, sql = self._reconnect(conn, sql)
        finally:
            conn.close()

    def _reconnect(self, conn: Connection, sql: Sql) -> tuple[Connection, Sql]:
        """After a refused commit, a fresh connection (a database server restarted meanwhile
        is reached again); the old one when none can be made now."""
        try:
            fresh = self.connect()
            cursor = fresh.cursor()
        except Exception:
            return conn, sql
        try:
            conn.close()
        except Exception:
            pass
        return fresh, Sql(cursor, self.marker)

    def _commit(self, sql: Sql, batch: list[Job]) -> bool:
        """The batch in one transaction, each change's outcome told to its caller; False when
        the commit itself was refused."""
        outcomes: list[tuple[bool, Any]] = []
        committed = True
        try:
            sql.run("BEGIN")
            for change, _future, _loop in batch:
                sql.run("SAVEPOINT change")
                try:
                    outcomes.append((True, change(sql)))
                    sql.run("RELEASE SAVEPOINT change")
                except Exception as exc:        # the driver's error, or a change that cannot be written
                    sql.run("ROLLBACK TO SAVEPOINT change")
                    sql.run("RELEASE SAVEPOINT change")
                    outcomes.append((False, StoreRefused(f"the database refused the change: {one_line(exc)}")))
            sql.run("COMMIT")
        except Exception as exc:               # a full disk, a lost connection: nothing of the batch kept
            try:
                sql.run("ROLLBACK")
            except Exception:
                pass
            refused = StoreRefused(f"the database refused the write: {one_line(exc)}")
            outcomes, committed = [(False, refused)] * len(batch), False
        for (_change, future, loop), (kept, value) in zip(batch, outcomes):
            loop.call_soon_threadsafe(_settle, future, kept, value)
        return committed

    async def __call__(self, change: Change) -> Any:
        """The change committed (its value), or StoreRefused."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        self.jobs.put((change, future, loop))
        return await future

    def stop(self) -> None:
        self.jobs.put(None)
        self.thread.join()


def _settle(future: asyncio.Future[Any], kept: bool, value: Any) -> None:
    if future.cancelled():
        return
    if kept:
        future.set_result(value)
    else:
        future.set_exception(value)


def one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:200] or type(exc).__name__


class SqlStore:
    """game.net.store.Store on a database (see the module's docstring)."""

    def __init__(self, connect: Callable[[], Connection], marker: str = "?", where: str = "") -> None:
        self.where = where
        self.skipped: list[str] = []
        self.commit = Committer(connect, marker)

    async def prepare(self) -> None:
        """The schema, made once (StoreRefused when the database is of a newer version)."""
        def schema(sql: Sql) -> str | None:
            for statement in TABLES.split(";"):
                if statement.strip():
                    sql.run(statement)
            rows = sql.rows("SELECT value FROM meta WHERE name = ?", "schema")
            if not rows:
                sql.run("INSERT INTO meta (name, value) VALUES (?, ?)", "schema", str(SCHEMA))
                return None
            return str(rows[0][0])
        found = await self.commit(schema)
        if found is not None and found != str(SCHEMA):
            raise StoreRefused(f"{self.where}: a database of schema {found} (this version knows {SCHEMA})")

    async def create(self, table: Table, maker: str, made: float) -> None:
        await self.commit(lambda sql: insert_table(sql, table, maker, made))

    async def adopt(self, table: Table) -> bool:
        """A table from an older version's file, with its whole record (False: its code is known)."""
        def adopt(sql: Sql) -> bool:
            if sql.rows("SELECT 1 FROM tables WHERE code = ?", table.code):
                return False
            insert_table(sql, table, "", 0.0)
            for i, seat in enumerate(table.seats):
                if seat.name or seat.key:
                    update_seat(sql, table, i)
            for n in range(1, table.n + 1):
                insert_action(sql, table, n)
            if table.over():
                sql.run("UPDATE tables SET status = ?, result = ? WHERE code = ?", OVER,
                        json.dumps(table.result()), table.code)
            return True
        kept: bool = await self.commit(adopt)
        return kept

    async def seat(self, table: Table, index: int) -> None:
        await self.commit(lambda sql: update_seat(sql, table, index))

    async def action(self, table: Table, n: int) -> None:
        await self.commit(lambda sql: insert_action(sql, table, n))

    async def finish(self, table: Table, result: dict[str, Any]) -> None:
        text = json.dumps(result)
        await self.commit(lambda sql: sql.run("UPDATE tables SET status = ?, result = ? WHERE code = ?",
                                              OVER, text, table.code))

    async def set_aside(self, table: Table) -> None:
        await self.commit(lambda sql: sql.run("UPDATE tables SET status = ? WHERE code = ?", ASIDE, table.code))

    async def away(self, table: Table, since: float | None) -> None:
        await self.commit(lambda sql: sql.run("UPDATE tables SET away_since = ? WHERE code = ?", since, table.code))

    async def result(self, code: str) -> dict[str, Any] | None:
        rows = await self.commit(lambda sql: sql.rows("SELECT result FROM tables WHERE code = ? AND status = ?",
                                                      code, OVER))
        if not rows or rows[0][0] is None:
            return None
        result = json.loads(rows[0][0])
        return result if isinstance(result, dict) else None

    async def known(self, code: str) -> bool:
        return bool(await self.commit(lambda sql: sql.rows("SELECT 1 FROM tables WHERE code = ?", code)))

    async def unfinished(self) -> list[Kept]:
        """Each open table rebuilt from its rows; one whose record the rules refuse is left out
        (TableError in `skipped`, for the log) and stays in the database as it is."""
        rows = await self.commit(read_open)
        self.skipped = []
        kept = []
        for row in rows:
            try:
                kept.append(rebuild(*row))
            except (TableError, ValueError, IllegalAction) as exc:
                self.skipped.append(f"table {row[0][0]}: not reopened: {one_line(exc)}")
        return kept

    async def close(self) -> None:
        await asyncio.to_thread(self.commit.stop)


def insert_table(sql: Sql, table: Table, maker: str, made: float) -> None:
    config = table.record.config
    sql.run("INSERT INTO tables (code, game, players, variants, seed, public, maker, made, status) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", table.code, config.game, config.players,
            json.dumps(list(config.variants)), json.dumps(table.record.seed), int(table.public), maker, made, OPEN)
    for i, seat in enumerate(table.seats):
        sql.run("INSERT INTO seats (code, idx, kind, name, colour, seat_key) VALUES (?, ?, ?, ?, ?, ?)",
                table.code, i, seat.kind, seat.name, json.dumps(list(seat.colour)) if seat.colour else None, seat.key)


def update_seat(sql: Sql, table: Table, index: int) -> None:
    seat = table.seats[index]
    sql.run("UPDATE seats SET name = ?, colour = ?, seat_key = ? WHERE code = ? AND idx = ?", seat.name,
            json.dumps(list(seat.colour)) if seat.colour else None, seat.key, table.code, index)


def insert_action(sql: Sql, table: Table, n: int) -> None:
    sql.run("INSERT INTO actions (code, n, action) VALUES (?, ?, ?)", table.code, n,
            json.dumps(action_to_dict(table.match.actions[n - 1]), separators=(",", ":")))


def read_open(sql: Sql) -> list[tuple[Any, list[Any], list[Any]]]:
    tables = sql.rows("SELECT code, game, players, variants, seed, public, maker, made, away_since "
                      "FROM tables WHERE status = ? ORDER BY made, code", OPEN)
    out = []
    for row in tables:
        seats = sql.rows("SELECT kind, name, colour, seat_key FROM seats WHERE code = ? ORDER BY idx", row[0])
        actions = sql.rows("SELECT action FROM actions WHERE code = ? ORDER BY n", row[0])
        out.append((row, seats, actions))
    return out


def rebuild(row: Any, seats: list[Any], actions: list[Any]) -> Kept:
    code, game, players, variants, seed, public, maker, made, away_since = row
    config = GameConfig(game, int(players), tuple(json.loads(variants)))
    infos = [SeatInfo(kind, name, colour=tuple(json.loads(colour)) if colour else None, key=key)
             for kind, name, colour, key in seats]
    record = [action_from_dict(json.loads(a[0])) for a in actions]
    table = Table(code, config, json.loads(seed), infos, record, public=bool(public))
    return Kept(table, maker, float(made), None if away_since is None else float(away_since))


def sqlite_connect(path: Path) -> Callable[[], Connection]:
    def connect() -> Connection:
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")       # a commit is on the disk when it returns
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA busy_timeout=5000")
        return conn
    return connect


def postgresql_connect(url: str) -> Callable[[], Connection]:
    """psycopg 3's connection to `url` (StoreRefused when psycopg is not installed)."""
    try:
        import psycopg
    except ImportError:
        raise StoreRefused("psycopg 3 is not installed (pip install 'psycopg[binary]')") from None

    def connect() -> Connection:
        conn: Connection = psycopg.connect(url, autocommit=True)     # BEGIN and COMMIT are ours
        return conn
    return connect


async def open_store(folder: Path, url: str | None = None) -> SqlStore:
    """The database of a server: PostgreSQL at `url`, else SQLite in `folder` (StoreRefused)."""
    if url:
        store = await asyncio.to_thread(SqlStore, postgresql_connect(url), "%s", "--database")
    else:
        store = await asyncio.to_thread(SqlStore, sqlite_connect(folder / SQLITE_FILE), "?", str(folder / SQLITE_FILE))
    try:
        await store.prepare()
    except StoreRefused:
        await store.close()
        raise
    return store

