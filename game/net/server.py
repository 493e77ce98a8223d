"""The game server: any number of tables, each driven by its own task; the rules decide.

Every action a client sends is checked by the rules model on the server, for the client's
own seat only, and everyone at the table receives the action and the new public view.
Nothing is said before it is kept: a new table, a seat given and each action go to the
server's store (game.net.store) first, and `created`, `welcome` and the `update` go out once
it committed them; a change the store refuses is refused (`not_saved`) and undone.
A connection that breaks the protocol (malformed, oversized, flooding, too many refused
messages or failed joins) is dropped with a logged reason (game.net.gate); the other
tables carry on.
"""
from __future__ import annotations

import asyncio
import ssl
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Coroutine

from game.match import Computer, Nobody, Waiting
from game.net.address_guard import Guesses, SeldomLog
from game.net.connections import Conn, Limits, Refused
from game.net.finished import Finished
from game.net.gate import Gate
from game.net.lobby import Lobby
from game.net.lobby_desk import LobbyDesk
from game.net.protocol import (
    ProtocolError,
    check_act,
    check_hand,
    check_hello,
    check_join,
    check_since,
    check_watch,
    encode,
    new_nonce,
    seat_key,
    seat_proof,
)
from game.net.seats import proved, seat_name, welcome
from game.net.spectators import Spectators
from game.net.stand_ins import public_seats, refused_hand
from game.net.store import MemoryStore, Store, StoreRefused
from game.net.table import REMOTE, Table, new_token
from game.net.thinking import Thinkers
from game.rules.actions import Action, IllegalAction, action_to_dict

LINGER = 600.0      # seconds a game over stays open for a player who was away at its end
RETRY = 5.0         # seconds a computer seat waits before its refused move is tried again

__all__ = ["Limits", "Server"]


def log_stderr(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


class Server:
    def __init__(self, store: Store | None = None, seat_timeout: float = 60.0, fill_dropped: str | None = None,
                 limits: Limits = Limits(), log: Callable[[str], None] = log_stderr,
                 on_over: Callable[[Table], None] | None = None, lobby: Lobby | None = None) -> None:
        self.store: Store = store if store is not None else MemoryStore()
        self.seat_timeout, self.fill_dropped = seat_timeout, fill_dropped
        self.lobby = lobby            # serve --lobby: players list and create tables ...
        self.desk = LobbyDesk(self, lobby) if lobby is not None else None     # ... at its desk
        self.limits, self.log, self.on_over = limits, log, on_over
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, list[Conn]] = {}
        self.watchers = Spectators(limits)           # each table's: the public view only
        self.drivers: dict[str, asyncio.Task[None]] = {}   # each table's task
        self.locks: dict[str, asyncio.Lock] = {}     # each table's: one change kept and told at a time
        self.wakes: dict[str, asyncio.Event] = {}
        self.finished = Finished(self.store)         # the result lines of the games over here
        self.lingering: dict[str, tuple[asyncio.TimerHandle, set[int]]] = {}   # games over: the seats away
        self.tasks: set[asyncio.Task[Any]] = set()
        self.guesses = Guesses(limits)              # failed joins per address: their joins slow down
        self.log_seldom = SeldomLog(log)            # lines a crowd may repeat by the thousand
        self.gate = Gate(limits, self.log_seldom, self.guesses, self._message, self._leave)
        self.thinkers = Thinkers()                  # the searching levels' processes, shared
        self.done = asyncio.Event()

    @property
    def server(self) -> asyncio.Server | None:
        return self.gate.server

    @property
    def tls(self) -> ssl.SSLContext | None:
        return self.gate.tls

    # ---- tables ---------------------------------------------------------------------
    async def add_table(self, table: Table, maker: str = "") -> None:
        """Keep the new table in the store, then serve it (StoreRefused, nothing served, when
        the store refuses it: a full disk, or a code it knows already)."""
        await self.store.create(table, maker, time.time())
        self._serve(table)

    def _serve(self, table: Table) -> None:
        self.tables[table.code] = table
        self.conns[table.code] = []
        self.locks[table.code] = asyncio.Lock()
        self.watchers.open(table.code)
        self.wakes[table.code] = asyncio.Event()
        self.drivers[table.code] = self._spawn(self._drive(table))
        self.drivers[table.code].add_done_callback(lambda _task: self._close_finished(table))

    def _close_finished(self, table: Table, back: int = -1, waited: bool = False) -> None:
        """A table whose game is over leaves the server's memory once each of its players has the
        result (one away at its end has LINGER seconds to come back for it and the moves missed;
        `back`: the seat of one who did): its players and spectators are hung up on after what
        was written to them; its result line is kept (Finished, and the store)."""
        code = table.code
        if self.tables.get(code) is not table or not table.over() or not self.drivers[code].done():
            return                       # closed already (unclaimed, the server stops), or its end not told yet
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
            conn.end()
        self._forget(code)
        del self.drivers[code]
        if self.lobby is not None:
            self.lobby.forget(table)
        self.log(f"table {code}: over, closed")

    def _forget(self, code: str) -> None:
        del self.tables[code], self.wakes[code], self.locks[code]

    async def reopen(self) -> list[Table]:
        """Reopen every unfinished table the store holds (a restart); one it cannot rebuild is
        logged and left as it is. A lobby lists its public tables again, counted against
        their makers."""
        try:
            kept = await self.store.unfinished()
        except StoreRefused as exc:
            self.log(f"tables not reopened: {exc}")
            return []
        for line in getattr(self.store, "skipped", []):
            self.log(line)
        opened = []
        for one in kept:
            table = one.table
            if table.code in self.tables:
                continue
            if table.over():                       # its last write was the end, its result's was refused
                await self._kept_result(table)
                continue
            self._serve(table)
            opened.append(table)
            if self.lobby is not None:
                self.lobby.reopened(one)
        return opened

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self.log(f"internal error: {type(task.exception()).__name__}: {task.exception()}")

    async def _drive(self, table: Table) -> None:
        """Play the table's computer seats and wait for its remote ones, to the end. Its quick
        computer moves run in the table's own worker thread, its searching ones in the server's
        processes (game.net.thinking): a table of slow levels never holds up another table's
        moves or the store's writes."""
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"table-{table.code[:8]}")
        try:
            await self._play(table, pool)
        finally:
            pool.shutdown(wait=False, cancel_futures=True)     # the loop never waits for a move

    async def _play(self, table: Table, pool: ThreadPoolExecutor) -> None:
        """The table's match says whose turn it is and works out a computer seat's move; a
        remote seat waits for its player (or, dropped, for the level filling in)."""
        wake = self.wakes[table.code]
        match = table.match
        while not match.is_over():
            if not table.started():
                await self._wait(wake, None)
                continue
            step = match.next_step()
            if isinstance(step, Nobody):
                await self._computer_move(table, step.action, None, table.n)
                continue
            if isinstance(step, Waiting):
                seat = step.seat
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
            if not isinstance(step, Computer):
                raise ValueError(f"nobody at a server plays {step}")
            seat, n = step.seat, table.n
            action = await self.thinkers.move(table.seats[seat].agent, step.ask(), pool)
            await self._computer_move(table, action, seat, n)
        result = table.result()
        await self._kept_result(table)
        self._broadcast(table, encode("over", result=result))
        if self.on_over is not None:
            self.on_over(table)
        if all(code == table.code or self.drivers[code].done() for code in self.tables):
            self.done.set()                  # every table's end told (a game over here may await its commit)

    async def _computer_move(self, table: Table, action: Action, seat: int | None, n: int) -> None:
        """A computer seat's move (or a step nobody decides), when the table still waits for it;
        refused by the store, it is tried again after RETRY seconds (or the table's next change)."""
        async with self.locks[table.code]:
            if table.n != n or table.match.actor() != seat or seat is not None and table.match.waits_for(seat):
                return
            try:
                await self._applied(table, action, seat)
                return
            except StoreRefused as exc:
                self.log_seldom(f"table {table.code}: move not kept, tried again in {RETRY:g} s: {exc}",
                                f"move not kept: {exc}")
        await self._wait(self.wakes[table.code], RETRY)

    async def _kept_result(self, table: Table) -> None:
        """The finished table's result in the store (its record holds the end already: a
        refusal here loses nothing, and the result is kept at the next start)."""
        try:
            await self.store.finish(table, table.result())
        except StoreRefused as exc:
            self.log(f"table {table.code}: result not kept (its record has the end): {exc}")

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

    async def _applied(self, table: Table, action: Action, seat: int | None) -> None:
        """Apply (IllegalAction), keep (StoreRefused, the action undone), then tell everyone.
        Called with the table's lock held."""
        table.apply(action, seat)
        try:
            await self.store.action(table, table.n)
        except StoreRefused:
            table.take_back_last()
            raise
        self._broadcast(table, encode("update", n=table.n, by=seat, action=action_to_dict(action), view=table.view(),
                                       to_act=table.to_act()))

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

    # ---- connections ----------------------------------------------------------------
    async def start(self, host: str, port: int, tls: ssl.SSLContext | None = None) -> tuple[str, int]:
        """Listen on host:port (game.net.gate)."""
        return await self.gate.start(host, port, tls)

    async def close(self) -> None:
        """Stop listening, hang up on every client and wait for their handlers to end, so
        nothing is left for the loop to cancel (no traceback at a stop); the store closed."""
        self.gate.stop_listening()
        for task in list(self.tasks):
            task.cancel()
        for handle, _away in self.lingering.values():
            handle.cancel()
        await self.gate.hang_up_all()
        if self.tasks:
            await asyncio.wait(self.tasks)
        await asyncio.to_thread(self.thinkers.close)
        await self.store.close()
        self.log_seldom.flush()

    def refuse(self, conn: Conn, reason: str, code: str, **fields: Any) -> None:
        self.gate.refuse(conn, reason, code, **fields)

    async def _message(self, conn: Conn, msg: dict[str, Any]) -> None:
        if msg["type"] == "hello":
            await self._hello(conn, *check_hello(msg))
        elif msg["type"] == "join":
            await self._join(conn, *check_join(msg), check_since(msg))
        elif msg["type"] == "watch":
            await self._watch(conn, *check_watch(msg))
        elif msg["type"] == "act":
            await self._act(conn, *check_act(msg))
        elif msg["type"] == "hand":
            self._hand(conn, *check_hand(msg))
        elif msg["type"] == "ping":
            conn.send(encode("pong"), self.limits)
        elif msg["type"] in ("tables", "create") and self.desk is not None:
            await self.desk.message(conn, msg)
        else:
            raise ProtocolError(f"unknown message type {msg['type'][:20]!r}")

    def close_unclaimed(self, code: str, closing: Refused) -> None:
        """Close a table nobody came to play (the lobby's rule): its players and spectators are
        told why, its task stopped, its record set aside in the store (a restart leaves it)."""
        table = self.tables[code]
        for conn in self.conns.pop(code) + self.watchers.close(code):
            conn.table = None
            self.gate.hang_up(conn, closing)
        self._forget(code)
        self.drivers.pop(code).cancel()
        self.log(f"table {code}: closed, unclaimed")
        self._spawn(self._set_aside(table))

    async def _set_aside(self, table: Table) -> None:
        try:
            await self.store.set_aside(table)
        except StoreRefused as exc:
            self.log(f"table {table.code}: not set aside (it reopens at the next start): {exc}")

    async def _away(self, table: Table, since: float | None) -> None:
        """The lobby's bookkeeping of a table every person left (or one came back to), kept
        for a restart; nothing is told about it, so a refusal is only logged."""
        try:
            await self.store.away(table, since)
        except StoreRefused as exc:
            self.log_seldom(f"table {table.code}: who is away not kept: {exc}", "away not kept")

    async def _table(self, conn: Conn, code: str) -> Table | None:
        """The table of `code` for a join, hello or watch; None when it is not open here: a game
        over is told so with its result, a wrong code counts as a failed join."""
        if (table := self.tables.get(code)) is not None:
            return table
        if (result := await self.finished.result(code)) is not None:
            self.refuse(conn, "this game is over", "game_over", result=result)
        else:
            self._failed_join(conn, "no table has this code", "no_table")
        return None

    def _failed_join(self, conn: Conn, reason: str, code: str) -> None:
        """A wrong code or token: counted per connection and per address (its joins slow down)."""
        conn.failed_joins += 1
        self.guesses.failed(conn.address)
        if conn.failed_joins >= self.limits.joins:
            raise Refused(f"too many failed joins (last: {reason})", code)
        self.refuse(conn, reason, code)

    async def _hello(self, conn: Conn, code: str, name: str, nonce: str) -> None:
        """A player back for a held seat: the server proves first that it holds the seat's token
        (the client's answer comes with its join), so the token itself never travels again."""
        if conn.table is not None:
            return self.refuse(conn, "this connection already sits at a table", "already_seated")
        if (table := await self._table(conn, code)) is None:
            return
        seated = seat_name(table, name)
        seat = next((s for s in table.seats if s.kind == REMOTE and s.name == seated), None)
        if seat is None or not seat.key:
            return self.refuse(conn, f"no seat of {name} to take back at this table", "not_held")
        server_nonce = new_nonce()
        conn.challenge = (code, name, nonce, server_nonce)
        conn.send(encode("challenge", nonce=server_nonce,
                         proof=seat_proof(seat.key, "server", code, name, nonce, server_nonce)), self.limits)

    async def _join(self, conn: Conn, code: str, name: str, proof: str, since: int = -1) -> None:
        if conn.table is not None:
            return self.refuse(conn, "this connection already sits at a table", "already_seated")
        if (table := await self._table(conn, code)) is None:
            return
        async with self.locks[code]:
            if self.tables.get(code) is not table:
                return self.refuse(conn, "this table has just closed", "no_table")
            await self._seat(conn, table, name, proof, since)

    async def _seat(self, conn: Conn, table: Table, sent: str, proof: str, since: int) -> None:
        """The join, with the table's lock held: a new seat is kept before its welcome."""
        code, name = table.code, seat_name(table, sent)
        seats = [i for i, s in enumerate(table.seats) if s.kind == REMOTE and s.name == name]
        held = bool(seats) and bool(table.seats[seats[0]].key)
        if held and not proved(conn, table.seats[seats[0]].key, code, sent, proof):
            return self._failed_join(conn, f"{name} sits at this table already: rejoining needs the seat's token",
                                     "token_needed")
        seats = seats or [i for i, s in enumerate(table.seats) if s.kind == REMOTE and not s.name]
        if not seats:
            return self.refuse(conn, "every remote seat of this table is taken", "table_full")
        seat = seats[0]
        info = table.seats[seat]
        given = "" if info.key else new_token()       # a token travels once, when the seat is first given
        if given or info.name != name:
            before = info.name, info.key
            info.name, info.key = name, info.key or seat_key(given)
            try:
                await self.store.seat(table, seat)
            except StoreRefused as exc:
                info.name, info.key = before
                return self.refuse(conn, f"the server could not keep the seat: {exc}", "not_saved")
        for other in self.conns[code]:
            if other.seat == seat:           # the same player from a new connection
                other.writer.transport.abort()
                self._leave(other)
                break
        info.connected, info.filled, info.fill = True, False, ""
        conn.table, conn.seat = table, seat
        if table.n == 0:
            table.turn_started = time.monotonic()     # the first player's clock starts when all sit
        self.conns[code].append(conn)
        self.log(f"table {code}: {name} sits at seat {seat + 1}")
        welcome(conn, table, since if held else -1, given,
                public_seats(table, self.seat_timeout, time.monotonic()), self.watchers.names(code), self.limits)
        self._seats(table)
        if table.over():
            conn.send(encode("over", result=table.result()), self.limits)
        if self.lobby is not None and self.lobby.back(table):
            self._spawn(self._away(table, None))
        self.wakes[code].set()
        self._close_finished(table, seat)    # a player back for the result: the last one away?

    async def _watch(self, conn: Conn, code: str, name: str) -> None:
        """A spectator (game.net.spectators), then every update from now on."""
        if conn.table is not None:
            return self.refuse(conn, "this connection already sits at a table", "already_seated")
        if (table := await self._table(conn, code)) is None:
            return
        self.watchers.add(conn, table, name)
        self.log(f"table {code}: a spectator from {conn.address} watches as {conn.name}")
        self._seats(table)
        if table.over():
            conn.send(encode("over", result=table.result()), self.limits)

    async def _act(self, conn: Conn, seat: int, n: int, action: Action) -> None:
        table = conn.table
        if table is None:
            return self.refuse(conn, "join a table first", "join_first")
        if seat != conn.seat:
            return self.refuse(conn, "that seat is not yours", "not_your_seat")
        lock = self.locks.get(table.code)
        if lock is None:
            return self.refuse(conn, "this table has closed", "no_table")
        async with lock:
            if n != table.n or table.to_act() != seat or table.seats[seat].filled:
                return self.refuse(conn, f"not your turn (the table is at action {table.n})", "not_your_turn")
            try:
                await self._applied(table, action, seat)
            except IllegalAction as exc:
                return self.refuse(conn, f"illegal: {exc}", "illegal")
            except StoreRefused as exc:
                return self.refuse(conn, f"the server could not keep the move, so it is not played: {exc}",
                                   "not_saved")
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
        if table is None or conn not in self.conns.get(table.code, ()):
            return
        self.conns[table.code].remove(conn)
        info = table.seats[conn.seat]
        info.connected, info.dropped = False, time.monotonic()
        self.log(f"table {table.code}: {info.name} left seat {conn.seat + 1}")
        self._seats(table)
        if self.lobby is not None and self.lobby.left(table):
            self._spawn(self._away(table, time.time()))
        self.wakes[table.code].set()

