"""The window's connection to a server's table: one connection per seat the window plays
(the protocol seats one player per connection), run by an asyncio loop in a background
thread. Every message received lands in `inbox` as (seat index, message) and `wake()` is
called, so the window's loop, which sleeps on its event queue, wakes for it. A lost
connection is retried a bounded number of times with the seat's token, then reported as
a "lost" message; the window never blocks on the network. A server that accepts the
connection but does not answer the join within WELCOME_WITHIN counts as lost too, and a
table served again at another address (its host reopened it on another port) is followed
there with `moved_to`.
"""
from __future__ import annotations

import asyncio
import queue
import threading
from dataclasses import dataclass
from typing import Callable

from game.net.protocol import MAX_LINE, ProtocolError, decode, encode
from game.rules.actions import Action, action_to_dict

RETRIES = 30
BACKOFF = 0.5      # seconds before the first retry (growing to 4 s)
WELCOME_WITHIN = 10.0    # seconds a server may take to answer a join (an upper bound only)


@dataclass
class Chair:
    """One seat the window plays: the name it joins with and the token that keeps the seat."""
    name: str
    token: str = ""
    seen: int = 0         # actions received: a rejoin asks for the ones after it


class Link:
    def __init__(self, host: str, port: int, code: str, chairs: list[Chair], wake: Callable[[], None] = lambda: None,
                 retries: int = RETRIES, backoff: float = BACKOFF) -> None:
        self.host, self.port, self.code, self.chairs = host, port, code, chairs
        self.wake, self.retries, self.backoff = wake, retries, backoff
        self.inbox: queue.Queue[tuple[int, dict]] = queue.Queue()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.writers: dict[int, asyncio.StreamWriter] = {}
        self.closing: asyncio.Event | None = None
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
        for task in seats:
            task.cancel()
        await asyncio.gather(*seats, return_exceptions=True)
        for writer in self.writers.values():
            writer.close()

    def _put(self, index: int, msg: dict) -> None:
        self.inbox.put((index, msg))
        self.wake()

    async def _seat(self, index: int) -> None:
        """Keep seat `index` at the table: connect, join (with the token once there is one),
        pass every message on; after a lost connection try again, a bounded number of times."""
        failures = 0
        while True:
            try:
                await self._session(index)
                return                           # the game is over, or the seat was refused
            except (ConnectionError, OSError, asyncio.IncompleteReadError, ProtocolError) as exc:
                self.writers.pop(index, None)
                failures += 1
                if failures > self.retries:
                    self._put(index, {"type": "lost", "reason": str(exc)[:200], "final": True})
                    return
                self._put(index, {"type": "lost", "reason": str(exc)[:200], "final": False})
                await asyncio.sleep(min(4.0, self.backoff * failures))

    async def _session(self, index: int) -> None:
        chair = self.chairs[index]
        reader, writer = await asyncio.open_connection(self.host, self.port, limit=MAX_LINE + 1)
        self.writers[index] = writer
        try:
            since = {"since": chair.seen} if chair.token else {}
            writer.write(encode("join", code=self.code, name=chair.name, token=chair.token, **since))
            welcomed = False
            while True:
                try:
                    line = await (reader.readuntil(b"\n") if welcomed
                                  else asyncio.wait_for(reader.readuntil(b"\n"), WELCOME_WITHIN))
                except asyncio.LimitOverrunError:
                    raise ProtocolError(f"the server sent a line longer than {MAX_LINE} bytes") from None
                msg = decode(line)
                if msg["type"] == "welcome" and isinstance(msg.get("token"), str):
                    chair.token, welcomed = msg["token"], True
                if msg["type"] in ("welcome", "update") and type(msg.get("n")) is int:
                    chair.seen = msg["n"]
                self._put(index, msg)
                if msg["type"] == "over" or msg["type"] == "error" and not welcomed:
                    return                       # the end, or the seat refused (the reason is passed on)
        finally:
            writer.close()

    def moved_to(self, host: str, port: int) -> None:
        """The table is served at another address now: the next try goes there."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._move, host, port)

    def _move(self, host: str, port: int) -> None:
        self.host, self.port = host, port

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
