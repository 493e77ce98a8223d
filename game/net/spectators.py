"""Each table's spectators on the server: who watches (the names the players are shown) and
what a spectator is sent on arrival: every action so far (public: each was broadcast), then
the public view as it stands; never a token or, before the end, the seed."""
from __future__ import annotations

from game.names import watching_name
from game.net.connections import Conn, Limits, Refused
from game.net.protocol import encode
from game.net.table import Table
from game.rules.actions import action_to_dict
from game.rules.replay import replay


class Spectators:
    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.by_table: dict[str, list[Conn]] = {}

    def open(self, code: str) -> None:
        self.by_table[code] = []

    def close(self, code: str) -> list[Conn]:
        """The table is gone: its spectators, to hang up on."""
        return self.by_table.pop(code)

    def of(self, code: str) -> list[Conn]:
        return self.by_table[code]

    def names(self, code: str) -> list[str]:
        """The names of the table's spectators, as the players are shown them."""
        return [conn.name for conn in self.by_table[code]]

    def add(self, conn: Conn, table: Table, name: str) -> None:
        """The connection watches the table from now on, under `name` cleaned and kept from
        passing for a player's or another spectator's (Refused when the table has as many as
        limits.watchers, or from its address limits.watchers_per_address)."""
        watching = self.by_table[table.code]
        if len(watching) >= self.limits.watchers:
            raise Refused(f"this table has {self.limits.watchers} spectators already", "server_busy")
        if sum(c.address == conn.address for c in watching) >= self.limits.watchers_per_address:
            raise Refused(f"this address watches this table {self.limits.watchers_per_address} times already "
                          "(others may watch too)", "server_busy")
        for n, by, action in table.history(replay(table.record, 0), 0):
            conn.send(encode("played", n=n, by=by, action=action_to_dict(action)), self.limits)
        conn.table, conn.name = table, watching_name(name, [s.name for s in table.seats] + self.names(table.code))
        watching.append(conn)
        conn.send(encode("watching", seats=[s.public() for s in table.seats], watchers=self.names(table.code),
                         n=table.n, view=table.view()), self.limits)

    def leave(self, conn: Conn) -> bool:
        """The connection stops watching; False when it was not a spectator."""
        watching = self.by_table.get(conn.table.code, []) if conn.table is not None else []
        if conn not in watching:
            return False
        watching.remove(conn)
        return True
