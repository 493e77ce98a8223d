"""The window's connection to a server's table: one connection per seat the window plays
(the protocol seats one player per connection), run by an asyncio loop in a background
thread. Every message received lands in `inbox` as (seat index, message) and `wake()` is
called, so the window's loop, which sleeps on its event queue, wakes for it. A lost
connection is retried a bounded number of times, the seat taken back with its token
(proved, never sent: game.net.seating), then reported as a "lost" message; the window never
blocks on the network. A server that does not answer in time counts as lost too. With a TLS
context every connection is encrypted and the server's certificate checked (one that does not
verify is reported lost at once, never retried: game.net.tls.Untrusted).

A table served again at another address (its host reopened it on another port) is tried
there after `moved_to`; the link moves only once the server there proved it holds the
seat (then it passes on a "moved" message, for the window to keep the new address). An
address whose server could not prove it is never tried again; the old one is tried meanwhile.

A spectator's link watches instead of sitting: its one chair asks to watch with the code
and passes on the "watching" message (the public view, as a welcome gives it) and every
update, again after a lost connection.
"""
from __future__ import annotations

import asyncio
import queue
import ssl
import threading
from dataclasses import dataclass
from typing import Callable

from game.net.protocol import ProtocolError, encode
from game.net.seating import ANSWER_WITHIN, Unproven, connect, listen, receive, take_seat
from game.net.tls import Untrusted
from game.rules.actions import Action, action_to_dict

RETRIES = 30
BACKOFF = 0.5      # seconds before the first retry (growing to 4 s)


@dataclass
class Chair:
    """One seat the window plays: the name it joins with and the token that keeps the seat."""
    name: str
    token: str = ""
    seen: int = 0         # actions received: a rejoin asks for the ones after it


class Link:
    def __init__(self, host: str, port: int, code: str, chairs: list[Chair], wake: Callable[[], None] = lambda: None,
                 retries: int = RETRIES, backoff: float = BACKOFF, announced: tuple[str, int] | None = None,
                 tls: ssl.SSLContext | None = None, watching: bool = False) -> None:
        self.host, self.port, self.code, self.chairs, self.tls = host, port, code, chairs, tls
        self.watching = watching          # a spectator: its one chair watches (game.net.watcher), never sits
        self.wake, self.retries, self.backoff = wake, retries, backoff
        self.inbox: queue.Queue[tuple[int, dict]] = queue.Queue()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.writers: dict[int, asyncio.StreamWriter] = {}
        self.closing: asyncio.Event | None = None
        self.candidate = announced if announced != (host, port) else None   # where it is announced, unproven
        self.refuted: set[tuple[str, int]] = set()        # addresses that could not prove the seat
        self.started = threading.Event()
        self.thread = threading.Thread(target=self._run, name="table-link", daemon=True)

    def start(self) -> "Link":
        self.thread.start()
        self.started.wait(10.0)
        return self

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.closing = asyncio.Event()
        self.started.set()
        seats = [asyncio.create_task(self._seat(i)) for i in range(len(self.chairs))]
        await self.closing.wait()
        # hang up first: the server sees the seats go at once, and a task whose cancellation
        # a finishing read swallowed (asyncio.wait_for before Python 3.12) still ends, on its
        # connection's end, instead of reading on
        for writer in list(self.writers.values()):
            writer.close()
        for task in seats:
            task.cancel()
        await asyncio.gather(*seats, return_exceptions=True)

    def _put(self, index: int, msg: dict) -> None:
        self.inbox.put((index, msg))
        self.wake()

    async def _seat(self, index: int) -> None:
        """Keep seat `index` at the table: connect, join (with the token once there is one),
        pass every message on; after a lost connection try again, a bounded number of times."""
        failures = 0
        while self.closing is None or not self.closing.is_set():
            trying = self.candidate if self.chairs[index].token else None
            try:
                await self._session(index, trying)
                return                           # the game is over, or the seat was refused
            except Untrusted as exc:             # not the server named: nothing was sent, nothing to retry
                self._put(index, {"type": "lost", "reason": str(exc)[:200], "final": True})
                return
            except Unproven:                     # not the table's server: back to the last proven address
                self.writers.pop(index, None)
                if trying is not None:
                    self.refuted.add(trying)
                self.candidate = None
            except (ConnectionError, OSError, asyncio.IncompleteReadError, ProtocolError) as exc:
                self.writers.pop(index, None)
                if self.closing is not None and self.closing.is_set():
                    return                       # this window hung up itself
                if trying == self.candidate:
                    self.candidate = None        # tried; the next announcement heard brings it back
                failures += 1
                if failures > self.retries:
                    self._put(index, {"type": "lost", "reason": str(exc)[:200], "final": True})
                    return
                self._put(index, {"type": "lost", "reason": str(exc)[:200], "final": False})
                await asyncio.sleep(min(4.0, self.backoff * failures))

    async def _session(self, index: int, trying: tuple[str, int] | None) -> None:
        """Sit chair `index` at the table (at `trying`, an address the table was announced at,
        when given: Unproven unless its server proves it holds the seat) and pass on all it hears."""
        chair = self.chairs[index]
        reader, writer = await connect(*(trying or (self.host, self.port)), tls=self.tls)
        self.writers[index] = writer
        try:
            try:
                msg = await (self._watch(reader, writer) if self.watching else
                             take_seat(reader, writer, self.code, chair.name, chair.token, chair.seen))
            except Unproven as exc:
                if trying is not None:
                    raise
                msg = {"type": "error", "code": "not_held", "reason": str(exc)}
            if trying is not None:
                if msg["type"] != "welcome":
                    raise Unproven(f"{trying[0]}:{trying[1]} refused the seat")
                self.host, self.port = trying
                self.candidate = None
                self._put(index, {"type": "moved", "host": trying[0], "port": trying[1]})
            welcomed = False
            while True:
                if msg["type"] == "watching":
                    welcomed = True
                if msg["type"] == "welcome":
                    welcomed = True
                    if isinstance(msg.get("token"), str) and msg["token"]:
                        chair.token = msg["token"]       # given once: a seat taken back keeps its own
                if msg["type"] in ("welcome", "watching", "update") and type(msg.get("n")) is int:
                    chair.seen = msg["n"]
                if msg["type"] != "played":       # a spectator's history: its view stands for it
                    self._put(index, msg)
                if msg["type"] == "over" or msg["type"] == "error" and not welcomed:
                    return                       # the end, or the seat refused (the reason is passed on)
                msg = await listen(reader, writer)
        finally:
            writer.close()

    async def _watch(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> dict:
        """Ask to watch the table: the server's first answer (its history of played actions first)."""
        writer.write(encode("watch", code=self.code, name=self.chairs[0].name))
        return await receive(reader, ANSWER_WITHIN)

    def moved_to(self, host: str, port: int) -> None:
        """The table is announced at another address now: the next try goes there, and the link
        moves there once its server proved it holds the seat."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._move, host, port)

    def _move(self, host: str, port: int) -> None:
        if (host, port) != (self.host, self.port) and (host, port) not in self.refuted:
            self.candidate = (host, port)

    def act(self, index: int, seat: int, n: int, action: Action) -> None:
        """Send seat `seat`'s action, taken when the table had seen n actions."""
        data = encode("act", seat=seat, n=n, action=action_to_dict(action))
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._write, index, data)

    def hand(self, index: int, seat: int, level: str) -> None:
        """Let a computer level play seat `seat` for now; level "" takes it back."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._write, index, encode("hand", seat=seat, level=level))

    def _write(self, index: int, data: bytes) -> None:
        writer = self.writers.get(index)
        if writer is not None and not writer.is_closing():
            writer.write(data)

    def messages(self) -> list[tuple[int, dict]]:
        """Everything received since the last call, in order (never waits)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        if self.loop is not None and self.closing is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.closing.set)
        if self.thread.is_alive():
            self.thread.join(5.0)
