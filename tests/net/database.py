"""What a server's SQLite database holds, read as another process would (the tests' view)."""
from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from game.net.store_sql import SQLITE_FILE


def rows(folder: Path, sql: str, *params: object) -> list[tuple]:
    """The rows of a query on the database in `folder` (none when it does not exist yet)."""
    path = folder / SQLITE_FILE
    if not path.exists():
        return []
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        return conn.execute(sql, params).fetchall()


def seated(folder: Path, code: str) -> list[tuple[str, str]]:
    """Each seat's (name, key) as kept."""
    return [(name, key) for name, key in rows(folder, "SELECT name, seat_key FROM seats WHERE code = ? ORDER BY idx",
                                              code)]


def actions_kept(folder: Path, code: str) -> int:
    return rows(folder, "SELECT count(*) FROM actions WHERE code = ?", code)[0][0]


def status(folder: Path, code: str) -> str | None:
    found = rows(folder, "SELECT status FROM tables WHERE code = ?", code)
    return found[0][0] if found else None
