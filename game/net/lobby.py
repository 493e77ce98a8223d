"""The lobby of `serve --lobby`: players list the open public tables and create tables of
their own (public, listed with their code, or private, reached by code only).

What one address may hold is bounded so that a few cannot fill the lobby: open tables per
address and per network (an IPv4 /24, an IPv6 /64: one machine's or one provider's
neighbours), in all, and a budget of computer thinking (each seat's level weighs
game.net.thinking.THINKING[level]); a lobby table needs a person's seat. A table every person has left
stops counting against its maker, and leaves the listing, ABANDONED seconds later; it
stays open for its seated players. These limits bound creating only: joining or watching a
table with its code is never held back by them (a wrong code is slowed like any failed
join, game.net.gate).
"""
from __future__ import annotations

import ipaddress
import json
import time
from dataclasses import dataclass, field
from typing import Any

from game.net.protocol import MAX_LINE, ProtocolError
from game.net.store import Kept
from game.net.table import REMOTE, Table, TableError, new_table
from game.net.thinking import weight

LISTED = 100              # tables one listing shows at most ...
LISTING_BYTES = MAX_LINE // 2   # ... and bytes (a listing is one line, under the protocol's limit)
SPEC_CHARS = 200


@dataclass(frozen=True)
class LobbyLimits:
    per_address: int = 3      # open tables one address created
    per_network: int = 12     # ... and its network (/24, /64)
    tables: int = 200         # open tables the lobby made in all
    thinking: int = 16        # the weight of the computer seats one address's open tables hold
    unclaimed: float = 1800.0 # seconds a table may wait for its players before it is closed
    abandoned: float = 1800.0 # seconds after its last person left that a table stops counting


class LobbyRefusal(Exception):
    """A create refused: the reason and its code (protocol.REFUSALS)."""

    def __init__(self, reason: str, code: str) -> None:
        super().__init__(reason)
        self.code = code


def check_create(msg: dict[str, Any]) -> tuple[str, bool]:
    """(spec, public) of a create message."""
    spec, public = msg.get("table"), msg.get("public", True)
    if not isinstance(spec, str) or not 1 <= len(spec) <= SPEC_CHARS or not spec.isprintable():
        raise ProtocolError(f"create.table must be GAME:PLAYERS:SEATS[:VARIANTS], at most {SPEC_CHARS} characters")
    if type(public) is not bool:
        raise ProtocolError("create.public must be true or false")
    return spec, public


def listing(table: Table) -> dict[str, Any]:
    """What the lobby shows of a public table: its code, game, seats and who waits there."""
    config = table.record.config
    return {"code": table.code, "game": config.game, "players": config.players, "variants": list(config.variants),
            "seats": [s.kind for s in table.seats], "waiting": [s.name for s in table.seats if s.name],
            "free": sum(s.kind == REMOTE and not s.name for s in table.seats)}


def network(address: str) -> str:
    """The network an address counts with: its /24 (IPv4) or /64 (IPv6); a name as it is."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    prefix = 24 if ip.version == 4 else 64
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def thinking(table: Table) -> int:
    """The weight of the table's computer seats (THINKING)."""
    return sum(weight(s.kind) for s in table.seats if s.kind != REMOTE)


@dataclass
class Lobby:
    limits: LobbyLimits = LobbyLimits()
    made: dict[str, list[Table]] = field(default_factory=dict)  # tables each address created
    born: dict[str, float] = field(default_factory=dict)        # when each was created
    away: dict[str, float] = field(default_factory=dict)        # since when every person has left each

    def _tidy(self) -> None:
        self.made = {a: kept for a, ts in self.made.items() if (kept := [t for t in ts if not t.over()])}
        live = {t.code for ts in self.made.values() for t in ts}
        self.born = {code: t for code, t in self.born.items() if code in live}
        self.away = {code: t for code, t in self.away.items() if code in live}

    def abandoned(self, table: Table) -> bool:
        """Every person left the table ABANDONED seconds ago or longer."""
        since = self.away.get(table.code)
        return since is not None and time.monotonic() - since >= self.limits.abandoned

    def counted(self, address: str) -> list[Table]:
        """The tables counted against an address: open, not abandoned."""
        return [t for t in self.made.get(address, []) if not t.over() and not self.abandoned(t)]

    def unclaimed(self) -> list[Table]:
        """The tables still waiting for players after limits.unclaimed seconds."""
        late = time.monotonic() - self.limits.unclaimed
        return [t for ts in self.made.values() for t in ts if not t.started() and self.born[t.code] <= late]

    def open_tables(self) -> tuple[list[dict[str, Any]], int]:
        """The public tables waiting for players, oldest first: at most LISTED, in at most
        LISTING_BYTES; and how many others there are."""
        tables = [t for ts in self.made.values() for t in ts
                  if t.public and not t.started() and not t.over() and not self.abandoned(t)]
        tables.sort(key=lambda t: self.born.get(t.code, 0.0))
        shown: list[dict[str, Any]] = []
        size = 0
        for table in tables[:LISTED]:
            one = listing(table)
            size += len(json.dumps(one, separators=(",", ":"))) + 1
            if size > LISTING_BYTES:
                break
            shown.append(one)
        return shown, len(tables) - len(shown)

    def create(self, address: str, spec: str, public: bool) -> Table:
        """A new table for this address (LobbyRefusal with the reason when it may not have one)."""
        self._tidy()
        try:
            table = new_table(spec)
        except TableError as exc:
            raise LobbyRefusal(str(exc), "bad_table") from None
        if all(s.kind != REMOTE for s in table.seats):
            raise LobbyRefusal("a lobby table needs at least one remote seat: a person plays at every table",
                               "bad_table")
        mine = self.counted(address)
        if len(mine) >= self.limits.per_address:
            raise LobbyRefusal(f"this address has {len(mine)} open tables already", "no_more_tables")
        near = network(address)
        if sum(len(self.counted(a)) for a in self.made if network(a) == near) >= self.limits.per_network:
            raise LobbyRefusal(f"the addresses of {near} have {self.limits.per_network} open tables already",
                               "no_more_tables")
        weight = sum(thinking(t) for t in mine) + thinking(table)
        if weight > self.limits.thinking:
            raise LobbyRefusal(f"these computer seats would bring this address's computer thinking to {weight}, "
                               f"over its budget of {self.limits.thinking} (docs/servers.md)", "no_more_tables")
        if sum(len(self.counted(a)) for a in self.made) >= self.limits.tables:
            raise LobbyRefusal("the server holds as many tables as it can", "no_more_tables")
        table.public = public
        self.made.setdefault(address, []).append(table)
        self.born[table.code] = time.monotonic()
        return table

    def reopened(self, kept: Kept) -> None:
        """A table this lobby made before a restart: counted against its maker and listed
        again (when public and waiting), its waits for players started over."""
        if not kept.maker and not (kept.table.public and not kept.table.started()):
            return                    # a `serve --table` table; a listed one of an older version's files stays listed
        self.made.setdefault(kept.maker, []).append(kept.table)
        self.born[kept.table.code] = time.monotonic()
        if kept.left is not None:
            self.away[kept.table.code] = time.monotonic() - max(0.0, time.time() - kept.left)

    def left(self, table: Table) -> bool:
        """A person left the table: True when it was the last one there (the table is away)."""
        if table.code not in self.born or any(s.kind == REMOTE and s.connected for s in table.seats):
            return False
        self.away.setdefault(table.code, time.monotonic())
        return True

    def back(self, table: Table) -> bool:
        """A person sits at the table: True when it had been left by all."""
        return self.away.pop(table.code, None) is not None

    def forget(self, table: Table) -> None:
        """A table created but not opened after all, or closed."""
        self.born.pop(table.code, None)
        self.away.pop(table.code, None)
        for ts in self.made.values():
            if table in ts:
                ts.remove(table)
