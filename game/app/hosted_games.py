"""The tables this window hosts, never lost: the in-window server autosaves each into the
player's data folder (saves/hosted/, the server's own autosave, which holds the hashes of the seats' tokens
too) and online.json keeps which seats were the host's, so Play online offers to serve an
unfinished one again after the window was closed, and its players rejoin with their tokens.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game import saves
from game.app import online_seats
from game.net.table import Table, TableError, load_table, table_file


@dataclass
class HostedGame:
    table: Table
    seats: list[online_seats.HeldSeat]     # the host's own seats at it


def folder() -> Path:
    return saves.saves_dir() / "hosted"


def hosted_games(where: Path | None = None) -> list[HostedGame]:
    """The unfinished hosted tables this window's seats sit at, newest seat first; a table file
    that is missing or cannot be read is left as it is and not offered."""
    where = where or folder()
    mine: dict[str, list[online_seats.HeldSeat]] = {}
    for seat in online_seats.held() or []:
        if seat.hosted:
            mine.setdefault(seat.code, []).append(seat)
    games = []
    for code, seats in mine.items():
        path = table_file(where, code)
        if not path.is_file():
            continue
        try:
            table = load_table(path)
        except TableError:
            continue
        if not table.over():
            games.append(HostedGame(table, seats))
    return games
