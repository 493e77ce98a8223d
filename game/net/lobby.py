"""The lobby of `serve --lobby`: players list the open public tables and create tables of
their own (public, listed with their code, or private, reached by code only).

One address may keep only so many of the tables it created open at once, and the server so
many in all; these limits bound creating only: joining or watching a table with its code is
never held back by them (a wrong code is slowed like any failed join, game.net.server).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from game.net.protocol import ProtocolError
from game.net.table import REMOTE, Table, TableError, new_table

LISTED = 100              # tables one listing shows at most (a listing is one line)
SPEC_CHARS = 200
REOPENED = ""             # where the tables reopened after a restart are counted (no address is "")


@dataclass(frozen=True)
class LobbyLimits:
    per_address: int = 3      # open tables one address created
    tables: int = 200         # open tables the lobby made in all
    unclaimed: float = 1800.0 # seconds a table may wait for its players before it is closed


class LobbyRefusal(Exception):
    """A create refused: the reason and its code (protocol.REFUSALS)."""

    def __init__(self, reason: str, code: str) -> None:
        super().__init__(reason)
        self.code = code


def check_create(msg: dict) -> tuple[str, bool]:
    """(spec, public) of a create message."""
    spec, public = msg.get("table"), msg.get("public", True)
    if not isinstance(spec, str) or not 1 <= len(spec) <= SPEC_CHARS or not spec.isprintable():
        raise ProtocolError(f"create.table must be GAME:PLAYERS:SEATS[:VARIANTS], at most {SPEC_CHARS} characters")
    if type(public) is not bool:
        raise ProtocolError("create.public must be true or false")
    return spec, public


def listing(table: Table) -> dict:
    """What the lobby shows of a public table: its code, game, seats and who waits there."""
    config = table.record.config
    return {"code": table.code, "game": config.game, "players": config.players, "variants": list(config.variants),
            "seats": [s.kind for s in table.seats], "waiting": [s.name for s in table.seats if s.name],
            "free": sum(s.kind == REMOTE and not s.name for s in table.seats)}


@dataclass
class Lobby:
    limits: LobbyLimits = LobbyLimits()
    made: dict[str, list[Table]] = field(default_factory=dict)  # tables each address created
    born: dict[str, float] = field(default_factory=dict)        # when each was created

    def unclaimed(self) -> list[Table]:
        """The tables still waiting for players after limits.unclaimed seconds."""
        late = time.monotonic() - self.limits.unclaimed
        return [t for ts in self.made.values() for t in ts if not t.started() and self.born[t.code] <= late]

    def open_tables(self) -> list[dict]:
        """The public tables still waiting for players, oldest first (at most LISTED)."""
        tables = [t for ts in self.made.values() for t in ts if t.public and not t.started()]
        return [listing(t) for t in tables[:LISTED]]

    def create(self, address: str, spec: str, public: bool) -> Table:
        """A new table for this address (LobbyRefusal with the reason when it may not have one)."""
        self.made = {a: kept for a, ts in self.made.items() if (kept := [t for t in ts if not t.over()])}
        live = {t.code for ts in self.made.values() for t in ts}
        self.born = {code: t for code, t in self.born.items() if code in live}
        mine = self.made.get(address, [])
        if len(mine) >= self.limits.per_address:
            raise LobbyRefusal(f"this address has {len(mine)} open tables already", "no_more_tables")
        if sum(len(ts) for ts in self.made.values()) >= self.limits.tables:
            raise LobbyRefusal("the server holds as many tables as it can", "no_more_tables")
        try:
            table = new_table(spec)
        except TableError as exc:
            raise LobbyRefusal(str(exc), "bad_table") from None
        table.public = public
        self.made.setdefault(address, []).append(table)
        self.born[table.code] = time.monotonic()
        return table

    def reopened(self, table: Table) -> None:
        """A public table this lobby made before a restart, still waiting for players: listed
        again and counted in all (no longer against its maker, whose address is not kept),
        its wait for players started over."""
        self.made.setdefault(REOPENED, []).append(table)
        self.born[table.code] = time.monotonic()

    def forget(self, table: Table) -> None:
        """A table created but not opened after all, or closed."""
        self.born.pop(table.code, None)
        for ts in self.made.values():
            if table in ts:
                ts.remove(table)
