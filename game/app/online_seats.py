"""The seats this player holds at network tables, each with the secret token the server gave
it, so a window that lost its connection or was closed can take its seat back: the Join
scene lists them. Kept as online.json beside settings.json, written atomically; a file that
cannot be read (not JSON, or JSON of another shape) is never overwritten: when a seat is next
kept it is moved aside to online.json.broken (then .broken-2, …) and the window says so, and
the seats from then on are remembered in a new file. Also the wake-up event the network threads post, so the window's loop never polls.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

import pygame

from game.app.settings import config_dir
from game.files import atomic_write, move_aside, read_capped, strict_json
from game.i18n import _
from game.locks import exclusive
from game.net.tls import SCHEME

NET_EVENT = pygame.event.custom_type()    # something arrived from the network
KEEP = 12                                  # seats remembered, the newest first
MAX_BYTES = 64 * 1024


def wake() -> None:
    """Called from a network thread: the window's loop wakes and reads what arrived."""
    pygame.event.post(pygame.event.Event(NET_EVENT))


@dataclass(frozen=True)
class HeldSeat:
    host: str
    port: int
    code: str
    name: str
    token: str
    game: str
    hosted: bool = False         # a seat at a table this window serves (reopened from Play online)
    tls: bool = False            # its server is reached over TLS (an address tls://HOST:PORT)

    def address(self) -> str:
        return f"{SCHEME if self.tls else ''}{self.host}:{self.port}"


def seats_path() -> Path:
    return config_dir() / "online.json"


def held(path: Path | None = None) -> list[HeldSeat] | None:
    """The seats kept, newest first; None when the file cannot be read."""
    path = path or seats_path()
    if not path.exists():
        return []
    try:
        doc = strict_json(read_capped(path, MAX_BYTES, regular_only=True).decode("utf-8"))
        if not isinstance(doc, list):
            return None
        return [HeldSeat(str(d["host"]), int(d["port"]), str(d["code"]), str(d["name"]), str(d["token"]),
                         str(d["game"]), d.get("hosted") is True, d.get("tls") is True) for d in doc]
    except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError):
        return None


def remember(seat: HeldSeat, path: Path | None = None) -> str:
    """Keep the seat; what the window should say ("" when all went well): the file could not
    be read and was moved aside, or the seat could not be kept."""
    return _write([seat], lambda s: (s.code, s.name) != (seat.code, seat.name), path)


def forget(code: str, path: Path | None = None) -> str:
    """The game is over (or gone): its seats are no longer offered for rejoining."""
    return _write([], lambda s: s.code != code, path)


def _write(first: list[HeldSeat], keep, path: Path | None) -> str:
    """Read, change and replace the file under its lock, so that two windows keeping seats
    at once lose neither's token; a file that cannot be read is moved aside first."""
    path = path or seats_path()
    said = ""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with exclusive(path):
            old = held(path)
            if old is None:
                aside = move_aside(path, path.name + ".broken")
                said = _("{file} could not be read: moved aside to {aside}; your seats are kept anew").format(
                    file=path.name, aside=aside.name)
            seats = (first + [s for s in old or [] if keep(s)])[:KEEP]
            atomic_write(path, json.dumps([asdict(s) for s in seats], indent=1).encode("utf-8"))
    except OSError as exc:
        return _("your seat could not be kept for a rejoin: {reason}").format(reason=exc.strerror or exc)
    return said
