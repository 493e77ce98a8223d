"""The lobby's requests on a server run with `serve --lobby`: the listing of the open public
tables, a new table for its maker, and the tables left waiting for players too long closed.
What may be created is the lobby's rule (game.net.lobby); the server seats and plays."""
from __future__ import annotations

from typing import Any, Callable, Protocol

from game.net.connections import Conn, Limits, Refused
from game.net.lobby import Lobby, LobbyRefusal, check_create
from game.net.protocol import echoed, encode
from game.net.store import StoreRefused
from game.net.table import Table


class Host(Protocol):
    """What the desk needs of its server (game.net.server.Server)."""
    limits: Limits
    fill_dropped: str | None
    log: Callable[[str], None]

    def refuse(self, conn: Conn, reason: str, code: str) -> None: ...
    async def add_table(self, table: Table, maker: str = "") -> None: ...
    def close_unclaimed(self, code: str, closing: Refused) -> None: ...


class LobbyDesk:
    def __init__(self, server: Host, lobby: Lobby) -> None:
        self.server, self.lobby = server, lobby

    async def message(self, conn: Conn, msg: dict[str, Any]) -> None:
        """A `tables` or a `create` message."""
        self.close_unclaimed()
        if msg["type"] == "tables":
            tables, more = self.lobby.open_tables()
            conn.send(encode("listing", tables=tables, more=more), self.server.limits)
        else:
            await self._create(conn, *check_create(msg))

    async def _create(self, conn: Conn, spec: str, public: bool) -> None:
        """A table made in the lobby; its code goes to its maker (who shares it)."""
        server = self.server
        try:
            table = self.lobby.create(conn.address, spec, public)
        except LobbyRefusal as exc:
            return server.refuse(conn, str(exc), exc.code)
        if server.fill_dropped and server.fill_dropped not in table.computer_levels():
            self.lobby.forget(table)
            return server.refuse(conn, f"this server plays dropped seats with {server.fill_dropped}, which "
                                       f"{table.record.config.game} does not have", "bad_table")
        try:
            await server.add_table(table, conn.address)
        except StoreRefused as exc:
            self.lobby.forget(table)
            return server.refuse(conn, f"the server could not keep a new table: {exc}", "not_saved")
        server.log(f"table {table.code}: {'public' if public else 'private'} {echoed(spec)} made by {conn.address}")
        conn.send(encode("created", code=table.code), server.limits)

    def close_unclaimed(self) -> None:
        """Close the lobby's tables whose seats were not all taken in time: their players and
        spectators are told, their tasks stopped, their files set aside (a restart leaves them)."""
        for table in self.lobby.unclaimed():
            self.lobby.forget(table)
            self.server.close_unclaimed(table.code, Refused(
                f"table {table.code} closed: its seats were not all taken within "
                f"{self.lobby.limits.unclaimed:g} seconds", "dropped"))
