"""What a server's database holds, read as another process would (the tests' view): the
SQLite file of a data folder, or a PostgreSQL database at its address."""
from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from game.net.store_sql import SQLITE_FILE


def rows(folder: Path, sql: str, *params: object, database: str | None = None) -> list[tuple]:
    """The rows of a query (none while the SQLite file does not exist yet)."""
    if database is not None:
        import psycopg
        with psycopg.connect(database) as conn:
            return [tuple(r) for r in conn.execute(sql.replace("?", "%s"), params).fetchall()]
    path = folder / SQLITE_FILE
    if not path.exists():
        return []
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        return conn.execute(sql, params).fetchall()


def seated(folder: Path, code: str, database: str | None = None) -> list[tuple[str, str]]:
    """Each seat's (name, key) as kept."""
    return [(name, key) for name, key in rows(folder, "SELECT name, seat_key FROM seats WHERE code = ? ORDER BY idx",
                                              code, database=database)]


def actions_kept(folder: Path, code: str, database: str | None = None) -> int:
    return rows(folder, "SELECT count(*) FROM actions WHERE code = ?", code, database=database)[0][0]


def status(folder: Path, code: str, database: str | None = None) -> str | None:
    found = rows(folder, "SELECT status FROM tables WHERE code = ?", code, database=database)
    return found[0][0] if found else None
