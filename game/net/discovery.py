"""Games announced on the local network: a hosting window says once a second, in one UDP
datagram to the broadcast address (and to this machine), which table it holds; a Join scene
listens and lists what it heard in the last few seconds.

A small broadcast of our own instead of zero-configuration DNS-SD (python-zeroconf): no
dependency, about a hundred lines, and it works on loopback, so the tests need no real
network. Every datagram is marked (MARK and the version) and parsed as strict data, so
anything else on the port is ignored. Announcing gives the code to everyone on the local
network: a game announced is open to the room, as a game on a table in a club would be.
"""
from __future__ import annotations

import dataclasses
import json
import socket
import threading
import time
from dataclasses import dataclass
from typing import Callable, Sequence

from game.files import strict_json
from game.net.protocol import CODE, NAME_CHARS

PORT = 47823
MARK = "kingdomino-family"
VERSION = 1
TARGETS = (("255.255.255.255", PORT), ("127.0.0.1", PORT))
FRESH = 4.0            # seconds an announcement stays listed without being heard again
MAX_DATAGRAM = 2048


@dataclass(frozen=True)
class Announced:
    host: str          # where the datagram came from: the server's address
    port: int
    code: str
    name: str          # the host's name
    game: str
    open_seats: int

    def key(self) -> tuple[int, str]:
        """One table, heard on every way it was sent (this machine hears both broadcast and loopback)."""
        return self.port, self.code


def announcement(name: str, game: str, port: int, code: str, open_seats: int) -> bytes:
    return json.dumps({"mark": MARK, "v": VERSION, "name": name[:NAME_CHARS], "game": game, "port": port,
                       "code": code, "open": open_seats}).encode("utf-8")


def parse(data: bytes, host: str) -> Announced | None:
    """The game a datagram announces, or None for anything that is not one of ours."""
    try:
        d = strict_json(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(d, dict) or d.get("mark") != MARK or d.get("v") != VERSION:
        return None
    port, code, name, game, free = d.get("port"), d.get("code"), d.get("name"), d.get("game"), d.get("open")
    if (type(port) is not int or not 0 < port < 65536 or not isinstance(code, str) or not CODE.fullmatch(code)
            or not isinstance(name, str) or not name.isprintable() or len(name) > NAME_CHARS
            or not isinstance(game, str) or not game.isidentifier() or type(free) is not int or free < 0):
        return None
    return Announced(host, port, code, name, game, free)


def send(sock: socket.socket, data: bytes, targets: Sequence[tuple[str, int]] = TARGETS) -> int:
    """Send to every target that can be reached; how many took it (no network: only loopback)."""
    sent = 0
    for target in targets:
        try:
            sock.sendto(data, target)
            sent += 1
        except OSError:
            continue
    return sent


def announcer_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
    return sock


class Listener:
    """A background thread that collects announcements; `wake` is called on each new or
    changed game (the window posts an event so its loop redraws the list)."""

    def __init__(self, wake: Callable[[], None] = lambda: None, host: str = "", port: int = PORT) -> None:
        self.wake = wake
        self.games: dict[tuple, tuple[Announced, float]] = {}
        self.lock = threading.Lock()
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        self.sock.bind((host, port))           # OSError when the port cannot be had
        self.sock.settimeout(0.5)
        self.port = self.sock.getsockname()[1]
        self.closed = threading.Event()
        self.thread = threading.Thread(target=self._run, name="lan-listener", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.closed.is_set():
            try:
                data, (host, _port) = self.sock.recvfrom(MAX_DATAGRAM)
            except TimeoutError:
                continue
            except OSError:
                return
            game = parse(data, host)
            if game is None:
                continue
            with self.lock:
                old = self.games.get(game.key())
                if old is not None and old[0].host != game.host:
                    game = dataclasses.replace(game, host=old[0].host)     # keep the first way heard
                self.games[game.key()] = (game, time.monotonic())
            if old is None or old[0] != game:
                self.wake()

    def current(self) -> list[Announced]:
        """The games heard in the last FRESH seconds, by host name."""
        now = time.monotonic()
        with self.lock:
            return sorted((g for g, seen in self.games.values() if now - seen <= FRESH),
                          key=lambda g: (g.name.lower(), g.key()))

    def close(self) -> None:
        """Stop the thread: a datagram of its own wakes it from its wait (else it ends only at
        the socket's timeout, half a second the window would stand still)."""
        self.closed.set()
        host = self.sock.getsockname()[0]
        try:
            self.sock.sendto(b"", ("127.0.0.1" if host == "0.0.0.0" else host, self.port))
        except OSError:
            pass
        self.thread.join(2.0)
        self.sock.close()


def lan_address() -> str:
    """This machine's address on its local network, as friends would type it (no packet is
    sent: a UDP socket 'connected' to a private address tells which interface would be used)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        try:
            sock.connect(("10.254.254.254", 1))
            return sock.getsockname()[0]
        except OSError:
            return "127.0.0.1"
