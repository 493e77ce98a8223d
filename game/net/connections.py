"""A server's connections and their limits: how many, how fast, how long before joining,
and the refusals that close them (game.net.server handles what they say)."""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

from game.net.table import Table


@dataclass(frozen=True)
class Limits:
    rate: float = 50.0            # messages per second a connection may keep up
    burst: float = 100.0          # ... and send at once
    errors: int = 20              # refused messages before the connection is dropped
    joins: int = 3                # failed joins per connection
    free_guesses: int = 3         # failed joins an address makes before its joins are slowed down
    guess_delay: float = 0.25     # ... the first delay, doubled with each further failure ...
    guess_cap: float = 3.0        # ... up to this (so the right code always gets in within seconds)
    guess_window: float = 600.0   # seconds a failed join counts against its address
    backlog: int = 1 << 20        # bytes waiting for a client that does not read
    per_address: int = 32         # connections open at once from one address
    join_within: float = 30.0     # seconds a connection may stay without joining a table, pings or not
    connections: int = 0          # connections open at once (0: below the process's file limit)
    watchers: int = 64            # spectators of one table at once ...
    watchers_per_address: int = 8  # ... from one address


def connection_cap(limits: Limits) -> int:
    """Connections the server keeps open at once: limits.connections, or enough below the
    process's limit of open files that the server never runs out of them (autosaves,
    threads and the window's own files need some)."""
    if limits.connections:
        return limits.connections
    try:
        import resource
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ImportError, OSError, ValueError):
        soft = 512                              # no such limit to ask (Windows): a modest cap
    soft = soft if 0 < soft < 1 << 16 else 1 << 16          # unlimited (RLIM_INFINITY is -1) or huge
    return max(8, soft - max(64 + IN_FLIGHT * BACKLOG, soft // 5))


MAX_ADDRESSES = 4096        # addresses whose failed joins are remembered
BACKLOG = 32                # connections waiting to be accepted (asyncio accepts as many in one go) ...
IN_FLIGHT = 5               # ... and that many batches of them may hold files before a handler counts them
CLOSE_WITHIN = 5.0          # seconds a stop waits for a client to take what was written to it


class Dropped(Exception):
    """The connection is closed; the reason is logged."""


class Refused(Dropped):
    """The connection is closed after telling the client why (an error message with this
    code, protocol.REFUSALS)."""

    def __init__(self, reason: str, code: str) -> None:
        super().__init__(reason)
        self.code = code


@dataclass(eq=False)
class Conn:
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    address: str
    table: Table | None = None
    seat: int = -1                # -1: a spectator (when table is set)
    tokens: float = 0.0
    stamp: float = field(default_factory=time.monotonic)
    errors: int = 0
    failed_joins: int = 0
    challenge: tuple[str, str, str, str] | None = None    # the last hello's code, name and both nonces
    opened: float = field(default_factory=time.monotonic)
    told: bool = True             # may be told why it is refused (False before its TLS handshake)
    name: str = ""                # a spectator's name, as the players see it
    ends_at: float | None = None  # told all it will be told (a finished table): its EOF is awaited until then

    @property
    def ended(self) -> bool:
        return self.ends_at is not None

    def read_within(self, limits: Limits) -> float | None:
        """Seconds the next line may take: once ended, until the hang-up's deadline; before
        joining a table, until the deadline to join; else no limit."""
        if self.ends_at is not None:
            return max(0.0, self.ends_at - time.monotonic())
        if self.table is None:
            return max(0.0, self.opened + limits.join_within - time.monotonic())
        return None

    def send(self, data: bytes, limits: Limits) -> None:
        if self.writer.is_closing() or self.ended:
            return
        if self.writer.transport.get_write_buffer_size() > limits.backlog:
            self.writer.transport.abort()        # a client that never reads
            return
        self.writer.write(data)

    def end(self) -> None:
        """Hang up once the client has read everything written to it. A plain close while the
        client's last message is still unread here would reset the connection and could throw
        away the end of what the client had not read yet (the moves a returning player missed);
        so only the sending side is closed, and the client's EOF ends it, or the deadline
        (`ends_at`, CLOSE_WITHIN from now) by which its reader stops waiting (read_within)."""
        self.ends_at = time.monotonic() + CLOSE_WITHIN
        if self.writer.can_write_eof() and not self.writer.is_closing():
            self.writer.write_eof()
        else:
            self.writer.close()


class Unread(asyncio.StreamReaderProtocol):
    """A connection that reads nothing until its handler starts its TLS handshake (which then
    reads the client's first bytes itself)."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        if isinstance(transport, asyncio.ReadTransport):
            transport.pause_reading()
        super().connection_made(transport)
