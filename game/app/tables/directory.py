"""Which table shows which game: the one place a game's table registers.

The menus open tables and the tables open menus, so neither imports the other: app.py,
which imports every table, fills TABLES. The new-game scene offers exactly these games;
Continue, Load, the replay and `demo` open a saved or simulated game through `play_scene`.
"""
from __future__ import annotations

from typing import Any

TABLES: dict[str, Any] = {}    # game id -> its table's scene class (filled by app.py)


def has_table(game: str) -> bool:
    return game in TABLES


def play_scene(app, session, **options):
    """The play scene for `session`'s game (KeyError if the game has no table)."""
    return TABLES[session.config.game](app, session, **options)
