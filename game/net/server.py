"""The game server: any number of tables, each driven by its own task; the rules decide.

Every action a client sends is checked by the rules model on the server, for the client's
own seat only, and everyone at the table receives the action and the new public view.
A connection that breaks the protocol (malformed, oversized, flooding, too many refused
messages or failed joins) is dropped with a logged reason; the other tables carry on.
"""
from __future__ import annotations

import asyncio
import secrets
import sys
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from game import saves
from game.ai.registry import player_names
from game.files import atomic_write
from game.net.protocol import (
    HISTORY,
    MAX_LINE,
    ProtocolError,
    check_act,
    check_hand,
    check_join,
    check_since,
    decode,
    encode,
)
from game.net.table import REMOTE, Table, TableError, load_table, new_token, table_file, tokens_file, tokens_text
from game.rules.actions import IllegalAction, action_to_dict
from game.rules.registry import public_view
from game.rules.replay import replay


@dataclass(frozen=True)
class Limits:
    rate: float = 50.0            # messages per second a connection may keep up
    burst: float = 100.0          # ... and send at once
    errors: int = 20              # refused messages before the connection is dropped
    joins: int = 3                # failed joins per connection
    address_joins: int = 30       # failed joins per address within address_window seconds
    address_window: float = 600.0
    backlog: int = 1 << 20        # bytes waiting for a client that does not read
    per_address: int = 32         # connections open at once from one address
    join_within: float = 30.0     # seconds a connection may stay without joining a table


class Dropped(Exception):
    """The connection is closed; the reason is logged."""


@dataclass(eq=False)
class Conn:
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    address: str
    table: Table | None = None
    seat: int = -1
    tokens: float = 0.0
    stamp: float = field(default_factory=time.monotonic)
    errors: int = 0
    failed_joins: int = 0

    def send(self, data: bytes, limits: Limits) -> None:
        if self.writer.is_closing():
            return
        if self.writer.transport.get_write_buffer_size() > limits.backlog:
            self.writer.transport.abort()        # a client that never reads
            return
        self.writer.write(data)


def log_stderr(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


class Server:
    def __init__(self, folder: Path | None = None, seat_timeout: float = 60.0, fill_dropped: str | None = None,
                 limits: Limits = Limits(), log: Callable[[str], None] = log_stderr,
                 on_over: Callable[[Table], None] | None = None) -> None:
        self.folder, self.seat_timeout, self.fill_dropped = folder, seat_timeout, fill_dropped
        self.limits, self.log, self.on_over = limits, log, on_over
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, list[Conn]] = {}
        self.wakes: dict[str, asyncio.Event] = {}
        self.clients: set[Conn] = set()
        self.tasks: set[asyncio.Task] = set()
        self.savers: set[asyncio.Task] = set()
        self.saving: dict[str, bool] = {}
        self.failures: dict[str, deque] = {}
        self.done = asyncio.Event()
        self.server: asyncio.Server | None = None

    # ---- tables ---------------------------------------------------------------------
    def add_table(self, table: Table) -> None:
        self.tables[table.code] = table
        self.conns[table.code] = []
        self.wakes[table.code] = asyncio.Event()
        self._spawn(self._drive(table))
        self._autosave(table)

    def reopen(self) -> list[Table]:
        """Reopen every unfinished table of the server's folder (a restart); a file that cannot
        be read is logged and left as it is."""
        if self.folder is None or not self.folder.is_dir():
            return []
        saves.tidy(self.folder)
        opened = []
        for path in sorted(self.folder.glob("*.json")):
            if path.name.startswith(".") or path.stem in self.tables:
                continue
            try:
                table = load_table(path)
            except TableError as exc:
                self.log(f"table file skipped: {exc}")
                continue
            if not table.over():
                self.add_table(table)
                opened.append(table)
        return opened

    def _spawn(self, coro, tasks: set | None = None) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        (self.tasks if tasks is None else tasks).add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        self.savers.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self.log(f"internal error: {type(task.exception()).__name__}: {task.exception()}")

    async def _drive(self, table: Table) -> None:
        """Play the table's computer seats and wait for its remote ones, to the end."""
        wake = self.wakes[table.code]
        while not table.over():
            seat = table.to_act()
            if not table.started():
                await self._wait(wake, None)
                continue
            if seat is None:
                self._applied(table, table.rules.legal_actions(table.state)[0], None)
                continue
            info = table.seats[seat]
            level = info.kind if info.kind != REMOTE else info.fill if info.filled else None
            if level is None:
                timeout = None
                if not info.connected and self.fill_dropped:
                    timeout = max(0.0, info.dropped + self.seat_timeout - time.monotonic())
                if not await self._wait(wake, timeout):
                    info.filled, info.fill = True, self.fill_dropped or ""
                    self.log(f"table {table.code}: seat {seat + 1} is played by {self.fill_dropped} until "
                             f"{info.name} returns")
                    self._seats(table)
                continue
            n = table.n
            action = await asyncio.to_thread(table.computer_choice, seat, level, table.view(), n)
            if table.n == n and table.to_act() == seat and (info.kind != REMOTE or info.filled):
                self._applied(table, action, seat)
        result = table.result()
        self._broadcast(table, encode("over", result=result))
        if self.on_over is not None:
            self.on_over(table)
        if all(t.over() for t in self.tables.values()):
            self.done.set()

    @staticmethod
    async def _wait(wake: asyncio.Event, timeout: float | None) -> bool:
        """Wait for a change at the table; False when the timeout came first."""
        try:
            await asyncio.wait_for(wake.wait(), timeout)
            return True
        except TimeoutError:
            return False
        finally:
            wake.clear()

    def _applied(self, table: Table, action, seat: int | None) -> None:
        table.apply(action, seat)
        self._broadcast(table, encode("update", n=table.n, by=seat, action=action_to_dict(action), view=table.view()))
        self._autosave(table)

    def hand_seat(self, code: str, seat: int, level: str) -> None:
        """Let a computer level play a dropped remote seat until its player returns (the
        host's choice; call it in the server's loop). Refused quietly when the seat is back."""
        table = self.tables.get(code)
        if table is None or not 0 <= seat < len(table.seats) or level not in player_names(table.record.config.game):
            return
        info = table.seats[seat]
        if info.kind == REMOTE and not info.connected and not info.filled:
            info.filled, info.fill = True, level
            self.log(f"table {code}: seat {seat + 1} is played by {level} until {info.name} returns")
            self._seats(table)
            self.wakes[code].set()

    def _seats(self, table: Table) -> None:
        self._broadcast(table, encode("seats", seats=[s.public() for s in table.seats]))

    def _broadcast(self, table: Table, data: bytes) -> None:
        for conn in self.conns[table.code]:
            conn.send(data, self.limits)

    # ---- the autosave: one write in flight per table, later changes coalesce ------------
    def _autosave(self, table: Table) -> None:
        if self.folder is None:
            return
        if table.code in self.saving:
            self.saving[table.code] = True
            return
        self.saving[table.code] = True
        self._spawn(self._save_loop(table, self.folder), self.savers)

    async def _save_loop(self, table: Table, folder: Path) -> None:
        path = table_file(folder, table.code)
        try:
            while self.saving[table.code]:
                self.saving[table.code] = False
                try:
                    await asyncio.to_thread(saves.write, path, table.saved())
                    await asyncio.to_thread(atomic_write, tokens_file(folder, table.code), tokens_text(table))
                except (saves.SaveError, OSError) as exc:
                    self.log(f"table {table.code}: autosave failed: {exc}")
        finally:
            del self.saving[table.code]

    async def flush_saves(self) -> None:
        """Wait for every autosave in flight (a clean shutdown)."""
        while self.savers:
            await asyncio.gather(*self.savers, return_exceptions=True)

    # ---- connections ----------------------------------------------------------------
    async def start(self, host: str, port: int) -> tuple[str, int]:
        self.server = await asyncio.start_server(self._connection, host, port, limit=MAX_LINE + 1)
        sock = self.server.sockets[0].getsockname()
        return sock[0], sock[1]

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
        for task in list(self.tasks):
            task.cancel()
        for conn in list(self.clients):
            conn.writer.close()
        await self.flush_saves()

    def _blocked(self, address: str) -> bool:
        times = self.failures.get(address)
        if not times:
            return False
        while times and times[0] < time.monotonic() - self.limits.address_window:
            times.popleft()
        return len(times) >= self.limits.address_joins

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        conn = Conn(reader, writer, str(peer[0]) if peer else "?", tokens=self.limits.burst)
        self.clients.add(conn)
        try:
            if self._blocked(conn.address):
                raise Dropped("too many failed joins from this address")
            if sum(c.address == conn.address for c in self.clients) > self.limits.per_address:
                raise Dropped(f"more than {self.limits.per_address} connections from this address")
            while True:
                try:
                    line = await asyncio.wait_for(reader.readuntil(b"\n"),
                                                  None if conn.table else self.limits.join_within)
                except TimeoutError:
                    raise Dropped(f"no table joined within {self.limits.join_within:g} seconds") from None
                except asyncio.LimitOverrunError:
                    raise Dropped(f"line longer than {MAX_LINE} bytes") from None
                except asyncio.IncompleteReadError as exc:
                    if exc.partial.strip():
                        raise Dropped("connection closed in the middle of a line") from None
                    break
                self._meter(conn)
                self._message(conn, decode(line))
        except (Dropped, ProtocolError) as exc:
            self.log(f"dropped {conn.address}: {exc}")
            writer.transport.abort()
        except (ConnectionError, OSError):
            pass
        finally:
            writer.close()
            self.clients.discard(conn)
            self._leave(conn)

    def _meter(self, conn: Conn) -> None:
        now = time.monotonic()
        conn.tokens = min(self.limits.burst, conn.tokens + (now - conn.stamp) * self.limits.rate) - 1
        conn.stamp = now
        if conn.tokens < 0:
            raise Dropped("flooding: more messages than the rate limit allows")

    def _refuse(self, conn: Conn, reason: str, code: str) -> None:
        """A refused message: the English reason and its code (protocol.REFUSALS), which a
        window shows in its player's language."""
        conn.errors += 1
        if conn.errors > self.limits.errors:
            raise Dropped(f"too many refused messages (last: {reason})")
        conn.send(encode("error", reason=reason, code=code), self.limits)

    def _message(self, conn: Conn, msg: dict) -> None:
        if msg["type"] == "join":
            self._join(conn, *check_join(msg), check_since(msg))
        elif msg["type"] == "act":
            self._act(conn, *check_act(msg))
        elif msg["type"] == "hand":
            self._hand(conn, *check_hand(msg))
        elif msg["type"] == "ping":
            conn.send(encode("pong"), self.limits)
        else:
            raise ProtocolError(f"unknown message type {msg['type'][:20]!r}")

    def _failed_join(self, conn: Conn, reason: str, code: str) -> None:
        """A wrong code or token: counted per connection and per address (no guessing)."""
        conn.failed_joins += 1
        self.failures.setdefault(conn.address, deque()).append(time.monotonic())
        if conn.failed_joins >= self.limits.joins or self._blocked(conn.address):
            raise Dropped(f"too many failed joins (last: {reason})")
        self._refuse(conn, reason, code)

    def _join(self, conn: Conn, code: str, name: str, token: str, since: int = -1) -> None:
        if conn.table is not None:
            return self._refuse(conn, "this connection already sits at a table", "already_seated")
        table = self.tables.get(code)
        if table is None:
            return self._failed_join(conn, "no table has this code", "no_table")
        seats = [i for i, s in enumerate(table.seats) if s.kind == REMOTE and s.name == name]
        if seats and table.seats[seats[0]].token and not secrets.compare_digest(token, table.seats[seats[0]].token):
            return self._failed_join(conn, f"{name} sits at this table already: rejoining needs the seat's token", "token_needed")
        seats = seats or [i for i, s in enumerate(table.seats) if s.kind == REMOTE and not s.name]
        if not seats:
            return self._refuse(conn, "every remote seat of this table is taken", "table_full")
        seat = seats[0]
        for other in self.conns[code]:
            if other.seat == seat:           # the same player from a new connection
                other.writer.transport.abort()
                self._leave(other)
                break
        info = table.seats[seat]
        info.name, info.connected, info.filled, info.fill = name, True, False, ""
        token_shown = bool(token) and secrets.compare_digest(token, info.token)
        info.token = info.token or new_token()
        conn.table, conn.seat = table, seat
        if table.n == 0:
            table.turn_started = time.monotonic()     # the first player's clock starts when all sit
        self.conns[code].append(conn)
        self.log(f"table {code}: {name} sits at seat {seat + 1}")
        self._welcome(conn, table, since if token_shown else -1)
        self._seats(table)
        if table.over():
            conn.send(encode("over", result=table.result()), self.limits)
        self._autosave(table)
        self.wakes[code].set()

    def _welcome(self, conn: Conn, table: Table, since: int) -> None:
        """Seat the connection: the table as it stands, or, for a player back with their token,
        as it stood when they left (at most HISTORY actions back) and every update since, so
        their window shows and logs the moves they missed."""
        first = max(since, table.n - HISTORY) if 0 <= since < table.n else table.n
        state = replay(table.record, first) if first < table.n else table.state
        seats = [s.public() for s in table.seats]
        conn.send(encode("welcome", seat=conn.seat, token=table.seats[conn.seat].token, seats=seats, n=first,
                         now=table.n, view=public_view(state)), self.limits)
        for i in range(first, table.n):
            action = table.record.actions[i]
            by = state.current_player()
            table.rules.apply(state, action)
            conn.send(encode("update", n=i + 1, by=by, action=action_to_dict(action), view=public_view(state)),
                      self.limits)

    def _act(self, conn: Conn, seat: int, n: int, action) -> None:
        table = conn.table
        if table is None:
            return self._refuse(conn, "join a table first", "join_first")
        if seat != conn.seat:
            return self._refuse(conn, "that seat is not yours", "not_your_seat")
        if n != table.n or table.to_act() != seat or table.seats[seat].filled:
            return self._refuse(conn, f"not your turn (the table is at action {table.n})", "not_your_turn")
        try:
            self._applied(table, action, seat)
        except IllegalAction as exc:
            return self._refuse(conn, f"illegal: {exc}", "illegal")
        self.wakes[table.code].set()

    def _hand(self, conn: Conn, seat: int, level: str) -> None:
        """The player lets a computer level play their own seat for a while, or takes it back ("")."""
        table = conn.table
        if table is None:
            return self._refuse(conn, "join a table first", "join_first")
        if seat != conn.seat:
            return self._refuse(conn, "that seat is not yours", "not_your_seat")
        if level and level not in player_names(table.record.config.game):
            return self._refuse(conn, f"no computer level {level[:20]!r} for this game", "unknown_level")
        info = table.seats[seat]
        info.filled, info.fill = bool(level), level
        self.log(f"table {table.code}: seat {seat + 1} is played by {level} for {info.name}" if level
                 else f"table {table.code}: {info.name} takes seat {seat + 1} back")
        self._seats(table)
        self.wakes[table.code].set()

    def _leave(self, conn: Conn) -> None:
        table = conn.table
        if table is None or conn not in self.conns[table.code]:
            return
        self.conns[table.code].remove(conn)
        info = table.seats[conn.seat]
        info.connected, info.dropped = False, time.monotonic()
        self.log(f"table {table.code}: {info.name} left seat {conn.seat + 1}")
        self._seats(table)
        self.wakes[table.code].set()
