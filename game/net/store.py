"""Where a server keeps its tables: what it has told any client is in a store before it is
said (`created`, `welcome`, each move's `update` go out once the store says it holds them).

A store is asked in the server's loop and answers when the write is committed, or raises
StoreRefused with a one-line reason (a full disk, a database that refuses): the server then
refuses the move, the seat or the new table and keeps serving what it holds.

The stores: MemoryStore (nothing kept: the tests' tables, a window's practice), FileStore
(game.net.store_files: a file per table, the window's hosted tables) and SqlStore
(game.net.store_sql: SQLite or PostgreSQL, `serve`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.net.table import Table


class StoreRefused(OSError):
    """The store could not keep a change (nothing of it was kept); one line."""


@dataclass
class Kept:
    """An unfinished table as a store holds it, with the lobby's bookkeeping: who made it (an
    address, "" for `serve --table` and the window), when (seconds since the epoch), and since
    when every person has been away from it (None: someone is there, or nobody came yet)."""
    table: Table
    maker: str = ""
    made: float = 0.0
    left: float | None = None


class Store(Protocol):
    """What a server asks of its store; each call returns once the change is committed."""

    async def create(self, table: Table, maker: str, made: float) -> None:
        """A new table (its code, game, seed, seats, listed or not, who made it, when);
        StoreRefused also when the code is known already (a code is never reused)."""

    async def seat(self, table: Table, index: int) -> None:
        """The seat's player: name, colour and the hash of its token (game.net.protocol.seat_key)."""

    async def action(self, table: Table, n: int) -> None:
        """The n-th action of the table's record (1-based), the record up to it kept already."""

    async def finish(self, table: Table, result: dict) -> None:
        """The table's game is over: its result line."""

    async def set_aside(self, table: Table) -> None:
        """A lobby table nobody came to play: kept, never reopened."""

    async def away(self, table: Table, since: float | None) -> None:
        """Every person left the table at `since` (None: one is back)."""

    async def result(self, code: str) -> dict | None:
        """The result line of a finished table of this code; None when none ended here."""

    async def unfinished(self) -> list[Kept]:
        """The tables to reopen at start (a restart): unfinished, not set aside."""

    async def close(self) -> None:
        """Every write done; the store's files closed."""


class MemoryStore:
    """A store that keeps nothing beyond the process (Finished keeps the recent results)."""

    async def create(self, table: Table, maker: str, made: float) -> None:
        pass

    async def seat(self, table: Table, index: int) -> None:
        pass

    async def action(self, table: Table, n: int) -> None:
        pass

    async def finish(self, table: Table, result: dict) -> None:
        pass

    async def set_aside(self, table: Table) -> None:
        pass

    async def away(self, table: Table, since: float | None) -> None:
        pass

    async def result(self, code: str) -> dict | None:
        return None

    async def unfinished(self) -> list[Kept]:
        return []

    async def close(self) -> None:
        pass
