"""One table served from inside the window ("Host a game"): the same game server as
`main.py serve`, run by its own asyncio loop in a background thread, so the player needs
nothing else. While the game waits for players (and until it ends) the table is announced on
the local network (discovery.py). The window plays its own seats through a Link like anyone.
"""
from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Callable, Sequence

from game.net import discovery
from game.net.server import Limits, Server
from game.net.store import StoreRefused
from game.net.store_files import FileStore
from game.net.table import REMOTE, Table

ANNOUNCE_EVERY = 1.0
START_WITHIN = 10.0       # seconds the server thread may take to listen (an upper bound only)


class HostError(OSError):
    """The server could not start (the port is taken, no network); one line."""


class HostedTable:
    def __init__(self, table: Table, host_name: str, *, folder: Path | None = None, bind: str = "0.0.0.0",
                 port: int = 0, targets: Sequence[tuple[str, int]] = discovery.TARGETS, announce: bool = True,
                 log: Callable[[str], None] = lambda text: None, limits: Limits = Limits(),
                 seat_wait: float = 60.0) -> None:
        self.table, self.host_name, self.folder = table, host_name, folder
        self.seat_wait = seat_wait     # seconds a dropped player is waited for (game.net.stand_ins)
        self.bind, self.port, self.targets, self.announce = bind, port, targets, announce
        self.log, self.limits = log, limits
        self.loop: asyncio.AbstractEventLoop | None = None
        self.server: Server | None = None
        self.stopping: asyncio.Event | None = None
        self.ready = threading.Event()
        self.failure = ""
        self.thread = threading.Thread(target=self._run, name="host-server", daemon=True)

    @property
    def code(self) -> str:
        return self.table.code

    def start(self) -> int:
        """Listen and open the table; the port (HostError with the reason when it cannot)."""
        self.thread.start()
        if not self.ready.wait(START_WITHIN) or self.failure:
            raise HostError(self.failure or "the server did not start")
        return self.port

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except OSError as exc:
            self.failure = str(exc.strerror or exc)
            self.ready.set()

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.stopping = asyncio.Event()
        self.server = Server(FileStore(self.folder) if self.folder is not None else None, self.seat_wait,
                             log=self.log, limits=self.limits)
        _, self.port = await self.server.start(self.bind, self.port)
        try:
            await self.server.add_table(self.table)
        except StoreRefused as exc:
            await self.server.close()
            raise OSError(str(exc)) from None
        self.ready.set()
        sock = discovery.announcer_socket() if self.announce else None
        try:
            while not self.stopping.is_set():
                if sock is not None and not self.table.over():
                    discovery.send(sock, discovery.announcement(
                        self.host_name, self.table.record.config.game, self.port, self.code, self.open_seats()),
                        self.targets)
                try:
                    await asyncio.wait_for(self.stopping.wait(), ANNOUNCE_EVERY)
                except TimeoutError:
                    pass
        finally:
            if sock is not None:
                sock.close()
            await self.server.close()

    def open_seats(self) -> int:
        return sum(s.kind == REMOTE and not s.name for s in self.table.seats)

    def stop(self) -> None:
        """Close the server (its autosave is flushed) and wait for the thread."""
        if self.loop is not None and self.stopping is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.stopping.set)
        if self.thread.is_alive():
            self.thread.join(START_WITHIN)
