"""The game server: any number of tables, each driven by its own task; the rules decide.

Every action a client sends is checked by the rules model on the server, for the client's
own seat only, and everyone at the table receives the action and the new public view.
A connection that breaks the protocol (malformed, oversized, flooding, too many refused
messages or failed joins) is dropped with a logged reason; the other tables carry on.
"""
from __future__ import annotations

import asyncio
import os
import secrets
import ssl
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from game import saves
from game.names import joining_name
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
from game.net.finished import Finished
from game.net.lobby import Lobby
from game.net.lobby_desk import LobbyDesk
from game.net.protocol import (
    HISTORY,
    MAX_LINE,
    ProtocolError,
    check_act,
    check_hand,
    check_hello,
    check_join,
    check_since,
    check_watch,
    decode,
    encode,
    new_nonce,
    seat_proof,
)
from game.net.spectators import Spectators
from game.net.stand_ins import public_seats, refused_hand
from game.net.table import REMOTE, Table, TableError, load_table, new_token, table_file, turn
from game.rules.actions import IllegalAction, action_to_dict
from game.rules.registry import public_view
from game.rules.replay import replay

LINGER = 600.0      # seconds a game over stays open for a player who was away at its end


def log_stderr(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


class Server:
    def __init__(self, folder: Path | None = None, seat_timeout: float = 60.0, fill_dropped: str | None = None,
                 limits: Limits = Limits(), log: Callable[[str], None] = log_stderr,
                 on_over: Callable[[Table], None] | None = None, lobby: Lobby | None = None) -> None:
        self.folder, self.seat_timeout, self.fill_dropped = folder, seat_timeout, fill_dropped
        self.lobby = lobby            # serve --lobby: players list and create tables ...
        self.desk = LobbyDesk(self, lobby) if lobby is not None else None     # ... at its desk
        self.limits, self.log, self.on_over = limits, log, on_over
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, list[Conn]] = {}
        self.watchers = Spectators(limits)           # each table's: the public view only
        self.drivers: dict[str, asyncio.Task] = {}   # each table's task
        self.retired: set[str] = set()               # tables closed while an autosave was in flight
        self.wakes: dict[str, asyncio.Event] = {}
        self.finished = Finished(folder)             # the result lines of the games over here
        self.lingering: dict[str, tuple[asyncio.TimerHandle, set[int]]] = {}   # games over: the seats away
        self.clients: set[Conn] = set()
        self.tasks: set[asyncio.Task] = set()
        self.savers: set[asyncio.Task] = set()
        self.saving: dict[str, bool] = {}
        self.guesses = Guesses(limits)              # failed joins per address: their joins slow down
        self.handlers: set[asyncio.Task] = set()    # one per open connection
        self.log_seldom = SeldomLog(log)            # lines a crowd may repeat by the thousand
        self.done = asyncio.Event()
        self.server: asyncio.Server | None = None
        self.tls: ssl.SSLContext | None = None

    # ---- tables ---------------------------------------------------------------------
    def add_table(self, table: Table) -> None:
        self.tables[table.code] = table
        self.conns[table.code] = []
        self.watchers.open(table.code)
        self.wakes[table.code] = asyncio.Event()
        self.drivers[table.code] = self._spawn(self._drive(table))
        self.drivers[table.code].add_done_callback(lambda _task: self._close_finished(table))
        self._autosave(table)

    def _close_finished(self, table: Table, back: int = -1, waited: bool = False) -> None:
        """A table whose game is over leaves the server's memory once each of its players has the
        result (one away at its end has LINGER seconds to come back for it and the moves missed;
        `back`: the seat of one who did):
        its players and spectators are hung up on after what was written to them; its result
        line is kept (Finished) and its file stays."""
        code = table.code
        if self.tables.get(code) is not table or not table.over():
            return                                 # closed already (unclaimed, or the server stops)
        if not waited:
            handle, away = self.lingering.get(code, (None, {i for i, s in enumerate(table.seats)
                                                            if s.kind == REMOTE and s.name and not s.connected}))
            away.discard(back)
            if away:
                self.lingering[code] = (handle or asyncio.get_running_loop().call_later(
                    LINGER, self._close_finished, table, -1, True), away)
                return
        if (linger := self.lingering.pop(code, None)) is not None:
            linger[0].cancel()
        self.finished.add(code, table.result())
        for conn in self.conns.pop(code) + self.watchers.close(code):
            conn.table = None
            conn.writer.close()
        del self.tables[code], self.wakes[code], self.drivers[code]
        if self.lobby is not None:
            self.lobby.forget(table)
        self.log(f"table {code}: over, closed")

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
                if self.lobby is not None and table.public and not table.started():
                    self.lobby.reopened(table)
        return opened

    def _spawn(self, coro, tasks: set | None = None) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        (self.tasks if tasks is None else tasks).add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        self.savers.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self.log(f"internal error: {type(task.exception()).__name__}: {task.exception()}")

    async def _drive(self, table: Table) -> None:
        """Play the table's computer seats and wait for its remote ones, to the end. Its
        computer moves run in the table's own worker thread, one at a time: a table of slow
        levels never holds up another table's moves or the autosaves."""
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"table-{table.code[:8]}")
        try:
            await self._play(table, pool)
        finally:
            pool.shutdown(wait=False, cancel_futures=True)     # the loop never waits for a move

    async def _play(self, table: Table, pool: ThreadPoolExecutor) -> None:
        """The table's match says whose turn it is and works out a computer seat's move; a
        remote seat waits for its player (or, dropped, for the level filling in)."""
        wake = self.wakes[table.code]
        loop = asyncio.get_running_loop()
        match = table.match
        while not match.is_over():
            if not table.started():
                await self._wait(wake, None)
                continue
            seat = match.actor()
            if seat is None:
                self._applied(table, match.unowned_action(), None)
                continue
            if match.waits_for(seat):
                info = table.seats[seat]
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
            action = await loop.run_in_executor(pool, match.question(seat))
            if table.n == n and match.actor() == seat and not match.waits_for(seat):
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
        self._broadcast(table, encode("update", n=table.n, by=seat, action=action_to_dict(action), view=table.view(),
                                       to_act=table.to_act()))
        self._autosave(table)

    def hand_seat(self, code: str, seat: int, level: str) -> None:
        """Let a computer level play a dropped remote seat until its player returns (the
        host's choice; call it in the server's loop). Refused quietly when the seat is back."""
        table = self.tables.get(code)
        if table is None or not 0 <= seat < len(table.seats) or level not in table.computer_levels():
            return
        info = table.seats[seat]
        if info.kind == REMOTE and not info.connected and not info.filled:
            info.filled, info.fill = True, level
            self.log(f"table {code}: seat {seat + 1} is played by {level} until {info.name} returns")
            self._seats(table)
            self.wakes[code].set()

    def _seats(self, table: Table) -> None:
        self._broadcast(table, encode("seats", seats=public_seats(table, self.seat_timeout, time.monotonic()),
                                      watchers=self.watchers.names(table.code)))

    def _broadcast(self, table: Table, data: bytes) -> None:
        for conn in self.conns[table.code] + self.watchers.of(table.code):
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
                    await asyncio.to_thread(saves.write, path, table.saved())    # the tokens too: one file
                except (saves.SaveError, OSError) as exc:
                    self.log(f"table {table.code}: autosave failed: {exc}")
        finally:
            del self.saving[table.code]
            if table.code in self.retired:
                self.retired.discard(table.code)
                self._set_aside(table.code, folder)

    async def flush_saves(self) -> None:
        """Wait for every autosave in flight (a clean shutdown)."""
        while self.savers:
            await asyncio.gather(*self.savers, return_exceptions=True)

    # ---- connections ----------------------------------------------------------------
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

    async def close(self) -> None:
        """Stop listening, hang up on every client (after what was written to it, for at most
        CLOSE_WITHIN seconds) and wait for their handlers to end, so nothing is left for the
        loop to cancel (no traceback at a stop); autosaves flushed."""
        if self.server is not None:
            self.server.close()
        for task in list(self.tasks):
            task.cancel()
        for handle, _away in self.lingering.values():
            handle.cancel()
        for conn in list(self.clients):
            conn.writer.close()                # what is written still goes out (a game's result)
        if self.handlers:
            await asyncio.wait(self.handlers, timeout=CLOSE_WITHIN)
        for conn in list(self.clients):        # a client that does not read is cut off
            conn.writer.transport.abort()
        if self.handlers:
            await asyncio.wait(self.handlers, timeout=CLOSE_WITHIN)
        await self.flush_saves()
        self.log_seldom.flush()

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
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
        self._hang_up(oldest, Refused("the server is full: a newer connection took this one's place",
                                      "server_busy"))

    def _hang_up(self, conn: Conn, exc: Dropped | ProtocolError) -> None:
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
            deadline = conn.opened + self.limits.join_within
            if self.tls is not None:
                await self._secure(conn, self.tls, deadline)
            while True:
                try:
                    line = await asyncio.wait_for(reader.readuntil(b"\n"),
                                                  None if conn.table else max(0.0, deadline - time.monotonic()))
                except TimeoutError:
                    raise Refused(f"no table joined within {self.limits.join_within:g} seconds", "dropped") from None
                except asyncio.LimitOverrunError:
                    raise Dropped(f"line longer than {MAX_LINE} bytes") from None
                except asyncio.IncompleteReadError as exc:
                    if exc.partial.strip():
                        raise Dropped("connection closed in the middle of a line") from None
                    break
                self._meter(conn)
                msg = decode(line)
                if msg["type"] in ("join", "watch") and conn.table is None:
                    await asyncio.sleep(self.guesses.delay(conn.address))
                self._message(conn, msg)
        except (Dropped, ProtocolError) as exc:
            self._hang_up(conn, exc)
        except (ConnectionError, OSError):
            pass
        finally:
            writer.close()
            self.clients.discard(conn)
            self._leave(conn)
            if task is not None:
                self.handlers.discard(task)

    async def _secure(self, conn: Conn, tls: ssl.SSLContext, deadline: float) -> None:
        """The connection's TLS handshake, by its deadline to join."""
        try:
            await asyncio.wait_for(conn.writer.start_tls(tls, ssl_handshake_timeout=self.limits.join_within),
                                   max(0.0, deadline - time.monotonic()))
        except TimeoutError:
            raise Dropped(f"no TLS handshake within {self.limits.join_within:g} seconds") from None
        except ssl.SSLError as exc:
            raise Dropped(f"TLS handshake failed: {exc.reason or exc}") from None
        conn.told = True

    def _meter(self, conn: Conn) -> None:
        now = time.monotonic()
        conn.tokens = min(self.limits.burst, conn.tokens + (now - conn.stamp) * self.limits.rate) - 1
        conn.stamp = now
        if conn.tokens < 0:
            raise Refused("flooding: more messages than the rate limit allows", "dropped")

    def refuse(self, conn: Conn, reason: str, code: str, **fields) -> None:
        """A refused message: the English reason and its code (protocol.REFUSALS), which a
        window shows in its player's language."""
        conn.errors += 1
        if conn.errors > self.limits.errors:
            raise Refused(f"too many refused messages (last: {reason})", "dropped")
        conn.send(encode("error", reason=reason, code=code, **fields), self.limits)

    def _message(self, conn: Conn, msg: dict) -> None:
        if msg["type"] == "hello":
            self._hello(conn, *check_hello(msg))
        elif msg["type"] == "join":
            self._join(conn, *check_join(msg), check_since(msg))
        elif msg["type"] == "watch":
            self._watch(conn, *check_watch(msg))
        elif msg["type"] == "act":
            self._act(conn, *check_act(msg))
        elif msg["type"] == "hand":
            self._hand(conn, *check_hand(msg))
        elif msg["type"] == "ping":
            conn.send(encode("pong"), self.limits)
        elif msg["type"] in ("tables", "create") and self.desk is not None:
            self.desk.message(conn, msg)
        else:
            raise ProtocolError(f"unknown message type {msg['type'][:20]!r}")

    def close_unclaimed(self, code: str, closing: Refused) -> None:
        """Close a table nobody came to play (the lobby's rule): its players and spectators are
        told why, its task stopped, its file set aside (a restart leaves it)."""
        for conn in self.conns.pop(code) + self.watchers.close(code):
            conn.table = None
            self._hang_up(conn, closing)
        del self.tables[code], self.wakes[code]
        self.drivers.pop(code).cancel()
        self.log(f"table {code}: closed, unclaimed")
        if self.folder is not None and code in self.saving:
            self.retired.add(code)             # set aside after the write in flight
        elif self.folder is not None:
            self._set_aside(code, self.folder)

    def _set_aside(self, code: str, folder: Path) -> None:
        """An unclaimed table's file, moved to `unclaimed/` (never deleted; never reopened)."""
        path = table_file(folder, code)
        try:
            (folder / "unclaimed").mkdir(exist_ok=True)
            os.replace(path, folder / "unclaimed" / path.name)
        except OSError as exc:
            self.log(f"table {code}: its file could not be set aside: {exc}")

    def _table(self, conn: Conn, code: str) -> Table | None:
        """The table of `code` for a join, hello or watch; None when it is not open here: a game
        over is told so with its result, a wrong code counts as a failed join."""
        table = self.tables.get(code)
        if table is None and (result := self.finished.result(code)) is not None:
            self.refuse(conn, "this game is over", "game_over", result=result)
        elif table is None:
            self._failed_join(conn, "no table has this code", "no_table")
        return table

    def _failed_join(self, conn: Conn, reason: str, code: str) -> None:
        """A wrong code or token: counted per connection and per address (its joins slow down)."""
        conn.failed_joins += 1
        self.guesses.failed(conn.address)
        if conn.failed_joins >= self.limits.joins:
            raise Refused(f"too many failed joins (last: {reason})", code)
        self.refuse(conn, reason, code)

    def _hello(self, conn: Conn, code: str, name: str, nonce: str) -> None:
        """A player back for a held seat: the server proves first that it holds the seat's token
        (the client's answer comes with its join), so the token itself never travels again."""
        if conn.table is not None:
            return self.refuse(conn, "this connection already sits at a table", "already_seated")
        if (table := self._table(conn, code)) is None:
            return
        seated = _seat_name(table, name)
        seat = next((s for s in table.seats if s.kind == REMOTE and s.name == seated), None)
        if seat is None or not seat.token:
            return self.refuse(conn, f"no seat of {name} to take back at this table", "not_held")
        server_nonce = new_nonce()
        conn.challenge = (code, name, nonce, server_nonce)
        conn.send(encode("challenge", nonce=server_nonce,
                         proof=seat_proof(seat.token, "server", code, name, nonce, server_nonce)), self.limits)

    def _proved(self, conn: Conn, token: str, code: str, name: str, proof: str) -> bool:
        """The join answers this connection's challenge for the seat (each challenge answers once)."""
        challenge, conn.challenge = conn.challenge, None
        return (bool(proof) and challenge is not None and challenge[:2] == (code, name)
                and secrets.compare_digest(proof, seat_proof(token, "client", *challenge)))

    def _join(self, conn: Conn, code: str, name: str, proof: str, since: int = -1) -> None:
        if conn.table is not None:
            return self.refuse(conn, "this connection already sits at a table", "already_seated")
        if (table := self._table(conn, code)) is None:
            return
        sent, name = name, _seat_name(table, name)
        seats = [i for i, s in enumerate(table.seats) if s.kind == REMOTE and s.name == name]
        held = bool(seats) and bool(table.seats[seats[0]].token)
        if held and not self._proved(conn, table.seats[seats[0]].token, code, sent, proof):
            return self._failed_join(conn, f"{name} sits at this table already: rejoining needs the seat's token", "token_needed")
        seats = seats or [i for i, s in enumerate(table.seats) if s.kind == REMOTE and not s.name]
        if not seats:
            return self.refuse(conn, "every remote seat of this table is taken", "table_full")
        seat = seats[0]
        for other in self.conns[code]:
            if other.seat == seat:           # the same player from a new connection
                other.writer.transport.abort()
                self._leave(other)
                break
        info = table.seats[seat]
        info.name, info.connected, info.filled, info.fill = name, True, False, ""
        given = "" if info.token else new_token()       # a token travels once, when the seat is first given
        info.token = info.token or given
        conn.table, conn.seat = table, seat
        if table.n == 0:
            table.turn_started = time.monotonic()     # the first player's clock starts when all sit
        self.conns[code].append(conn)
        self.log(f"table {code}: {name} sits at seat {seat + 1}")
        self._welcome(conn, table, since if held else -1, given)
        self._seats(table)
        if table.over():
            conn.send(encode("over", result=table.result()), self.limits)
        self._autosave(table)
        self.wakes[code].set()
        self._close_finished(table, seat)    # a player back for the result: the last one away?

    def _welcome(self, conn: Conn, table: Table, since: int, token: str) -> None:
        """Seat the connection: the table as it stands, or, for a player back with their token,
        as it stood when they left (at most HISTORY actions back) and every update since, so
        their window shows and logs the moves they missed. `token`: the seat's, when it is new."""
        first = max(since, table.n - HISTORY) if 0 <= since < table.n else table.n
        state = replay(table.record, first) if first < table.n else table.state
        conn.send(encode("welcome", seat=conn.seat, token=token,
                         seats=public_seats(table, self.seat_timeout, time.monotonic()),
                         watchers=self.watchers.names(table.code), n=first, now=table.n, view=public_view(state),
                         to_act=turn(table.rules, state)), self.limits)
        for n, by, action in table.history(state, first):
            conn.send(encode("update", n=n, by=by, action=action_to_dict(action), view=public_view(state),
                             to_act=turn(table.rules, state)), self.limits)

    def _watch(self, conn: Conn, code: str, name: str) -> None:
        """A spectator (game.net.spectators), then every update from now on."""
        if conn.table is not None:
            return self.refuse(conn, "this connection already sits at a table", "already_seated")
        if (table := self._table(conn, code)) is None:
            return
        self.watchers.add(conn, table, name)
        self.log(f"table {code}: a spectator from {conn.address} watches as {conn.name}")
        self._seats(table)
        if table.over():
            conn.send(encode("over", result=table.result()), self.limits)

    def _act(self, conn: Conn, seat: int, n: int, action) -> None:
        table = conn.table
        if table is None:
            return self.refuse(conn, "join a table first", "join_first")
        if seat != conn.seat:
            return self.refuse(conn, "that seat is not yours", "not_your_seat")
        if n != table.n or table.to_act() != seat or table.seats[seat].filled:
            return self.refuse(conn, f"not your turn (the table is at action {table.n})", "not_your_turn")
        try:
            self._applied(table, action, seat)
        except IllegalAction as exc:
            return self.refuse(conn, f"illegal: {exc}", "illegal")
        self.wakes[table.code].set()

    def _hand(self, conn: Conn, seat: int, level: str) -> None:
        """The player lets a computer level play their own seat for a while, or takes it back
        (""); or lets one play a dropped player's seat, when game.net.stand_ins says they may."""
        table = conn.table
        if table is None:
            return self.refuse(conn, "join a table first", "join_first")
        if seat != conn.seat:
            refused = refused_hand(table, conn.seat, seat, level, self.seat_timeout, time.monotonic())
            return self.refuse(conn, *refused) if refused else self.hand_seat(table.code, seat, level)
        if level and level not in table.computer_levels():
            return self.refuse(conn, f"no computer level {level[:20]!r} for this game", "unknown_level")
        info = table.seats[seat]
        info.filled, info.fill = bool(level), level
        self.log(f"table {table.code}: seat {seat + 1} is played by {level} for {info.name}" if level
                 else f"table {table.code}: {info.name} takes seat {seat + 1} back")
        self._seats(table)
        self.wakes[table.code].set()

    def _leave(self, conn: Conn) -> None:
        table = conn.table
        if table is not None and self.watchers.leave(conn):
            self._seats(table)
            return
        if table is None or conn not in self.conns[table.code]:
            return
        self.conns[table.code].remove(conn)
        info = table.seats[conn.seat]
        info.connected, info.dropped = False, time.monotonic()
        self.log(f"table {table.code}: {info.name} left seat {conn.seat + 1}")
        self._seats(table)
        self.wakes[table.code].set()


def _seat_name(table: Table, name: str) -> str:
    """The seat a player joining under `name` sits in or takes back (the one rule for names);
    the proofs of a rejoin are made over the name as the player sent it."""
    return joining_name(name, [s.name for s in table.seats], [s.name for s in table.seats if s.kind == REMOTE])
