"""A server's connections: listening (over TLS or not), each connection's lines read with
its limits (length, rate, time to join, connections per address and in all), and the
refusals that close them. What a message says is the server's (game.net.server) business:
the gate hands it each well-formed message and tells it when a connection goes.
"""
from __future__ import annotations

import asyncio
import ssl
import time
from collections import Counter
from typing import Any, Awaitable, Callable

from game.net.address_guard import Guesses, SeldomLog
from game.net.connections import (
    BACKLOG,
    CLOSE_WITHIN,
    Conn,
    Dropped,
    Limits,
    Refused,
    Unread,
    connection_cap,
)
from game.net.protocol import MAX_LINE, ProtocolError, decode, encode


class Gate:
    def __init__(self, limits: Limits, log_seldom: SeldomLog, guesses: Guesses,
                 on_message: Callable[[Conn, dict[str, Any]], Awaitable[None]],
                 on_leave: Callable[[Conn], None]) -> None:
        self.limits, self.log_seldom, self.guesses = limits, log_seldom, guesses
        self.on_message, self.on_leave = on_message, on_leave
        self.clients: set[Conn] = set()
        self.handlers: set[asyncio.Task[None]] = set()    # one per open connection
        self.server: asyncio.Server | None = None
        self.tls: ssl.SSLContext | None = None

    async def start(self, host: str, port: int, tls: ssl.SSLContext | None = None) -> tuple[str, int]:
        """Listen on host:port, over TLS with `tls` (each connection is counted and capped before
        its handshake, which must end within join_within seconds too)."""
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self._loop_error)
        self.tls = tls
        if tls is None:
            self.server = await asyncio.start_server(self._connection, host, port, limit=MAX_LINE + 1, backlog=BACKLOG)
        else:
            self.server = await loop.create_server(
                lambda: Unread(asyncio.StreamReader(limit=MAX_LINE + 1), self._connection), host, port, backlog=BACKLOG)
        sock = self.server.sockets[0].getsockname()
        return sock[0], sock[1]

    def stop_listening(self) -> None:
        if self.server is not None:
            self.server.close()

    async def hang_up_all(self) -> None:
        """Hang up on every client (after what was written to it, for at most CLOSE_WITHIN
        seconds) and wait for their handlers to end, so nothing is left for the loop to cancel."""
        for conn in list(self.clients):
            conn.writer.close()                # what is written still goes out (a game's result)
        if self.handlers:
            await asyncio.wait(self.handlers, timeout=CLOSE_WITHIN)
        for conn in list(self.clients):        # a client that does not read is cut off
            conn.writer.transport.abort()
        if self.handlers:
            await asyncio.wait(self.handlers, timeout=CLOSE_WITHIN)

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """What the loop cannot hand to anyone (a failed accept, a callback's error): one line
        in the log, never a traceback per event."""
        exc = context.get("exception")
        self.log_seldom(f"server: {context.get('message', 'error')}" + (f": {type(exc).__name__}: {exc}" if exc else ""))

    def _make_room(self, conn: Conn) -> None:
        """Too many connections: one that has not joined a table makes room, the oldest of
        the address that holds the most of them (a player joins at once, and a crowd from a
        few addresses goes first, so it cannot lock players out); when every one has joined,
        the new one is refused."""
        if len(self.clients) <= connection_cap(self.limits):
            return
        idle = [c for c in self.clients if c.table is None and c is not conn]
        if not idle:
            raise Refused("the server has as many connections as it can take; try again later", "server_busy")
        crowd = Counter(c.address for c in idle)
        oldest = min(idle, key=lambda c: (-crowd[c.address], c.opened))
        self.hang_up(oldest, Refused("the server is full: a newer connection took this one's place", "server_busy"))

    def hang_up(self, conn: Conn, exc: Dropped | ProtocolError) -> None:
        """Close a connection with the reason logged; a refusal is told to the client first.
        It stops counting at once (its handler ends on the loop's next turn)."""
        self.log_seldom(f"dropped {conn.address}: {exc}", str(exc))
        self.clients.discard(conn)
        transport = conn.writer.transport
        if isinstance(exc, (Refused, ProtocolError)) and conn.told and not transport.is_closing():
            code = exc.code if isinstance(exc, Refused) else "dropped"
            conn.send(encode("error", reason=str(exc), code=code), self.limits)
            if not transport.is_closing() and not transport.get_write_buffer_size():
                transport.close()              # the refusal went out whole: a plain close
                return
        transport.abort()

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        conn = Conn(reader, writer, str(peer[0]) if peer else "?", tokens=self.limits.burst, told=self.tls is None)
        task = asyncio.current_task()
        if task is not None:
            self.handlers.add(task)
        self.clients.add(conn)
        try:
            if sum(c.address == conn.address for c in self.clients) > self.limits.per_address:
                raise Refused(f"more than {self.limits.per_address} connections from this address", "server_busy")
            self._make_room(conn)
            if self.tls is not None:
                await self._secure(conn, self.tls)
            while True:
                try:
                    line = await asyncio.wait_for(reader.readuntil(b"\n"), conn.read_within(self.limits))
                except TimeoutError:
                    if conn.ended:
                        break
                    raise Refused(f"no table joined within {self.limits.join_within:g} seconds", "dropped") from None
                except asyncio.LimitOverrunError:
                    raise Dropped(f"line longer than {MAX_LINE} bytes") from None
                except asyncio.IncompleteReadError as exc:
                    if exc.partial.strip():
                        raise Dropped("connection closed in the middle of a line") from None
                    break
                if conn.ended:
                    continue                   # hung up on: what it still sends is read and dropped
                self._meter(conn)
                msg = decode(line)
                if msg["type"] in ("join", "watch") and conn.table is None:
                    await asyncio.sleep(self.guesses.delay(conn.address))
                await self.on_message(conn, msg)
        except (Dropped, ProtocolError) as exc:
            self.hang_up(conn, exc)
        except (ConnectionError, OSError):
            pass
        finally:
            writer.close()
            self.clients.discard(conn)
            self.on_leave(conn)
            if task is not None:
                self.handlers.discard(task)

    async def _secure(self, conn: Conn, tls: ssl.SSLContext) -> None:
        """The connection's TLS handshake, by its deadline to join. A client gone the moment
        its handshake ends leaves the writer with no transport at all (asyncio's start_tls
        then gives none back): its plain one, closed with it, is put back, so the connection
        ends as any lost one and whatever closes it later (the server's shutdown) finds a
        transport to close."""
        plain = conn.writer.transport
        try:
            await asyncio.wait_for(conn.writer.start_tls(tls, ssl_handshake_timeout=self.limits.join_within),
                                   conn.read_within(self.limits))
        except TimeoutError:
            raise Dropped(f"no TLS handshake within {self.limits.join_within:g} seconds") from None
        except ssl.SSLError as exc:
            raise Dropped(f"TLS handshake failed: {exc.reason or exc}") from None
        if conn.writer.transport is None:
            conn.writer._transport = plain      # asyncio has no public way to set it
            raise ConnectionResetError("the client left as its TLS handshake ended")
        conn.told = True

    def _meter(self, conn: Conn) -> None:
        now = time.monotonic()
        conn.tokens = min(self.limits.burst, conn.tokens + (now - conn.stamp) * self.limits.rate) - 1
        conn.stamp = now
        if conn.tokens < 0:
            raise Refused("flooding: more messages than the rate limit allows", "dropped")

    def refuse(self, conn: Conn, reason: str, code: str, **fields: Any) -> None:
        """A refused message: the English reason and its code (protocol.REFUSALS), which a
        window shows in its player's language."""
        conn.errors += 1
        if conn.errors > self.limits.errors:
            raise Refused(f"too many refused messages (last: {reason})", "dropped")
        conn.send(encode("error", reason=reason, code=code, **fields), self.limits)
