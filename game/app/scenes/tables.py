"""Which play scene shows which game: the one place a game's table registers.

The new-game scene offers exactly these games; Continue, Load and `demo` open a saved or
simulated game through `play_scene`.
"""
from __future__ import annotations

from importlib import import_module

# game id -> (module in game.app.scenes, class name); a table is imported only when used
TABLES: dict[str, tuple[str, str]] = {
    "kingdomino": ("play", "PlayScene"),
    "kralovska_zahrada": ("play", "PlayScene"),
    "duel": ("play_duel", "DuelPlayScene"),
    "queendomino": ("play_queendomino", "QueenPlayScene"),
    "royal_wedding": ("play_queendomino", "QueenPlayScene"),
}


def has_table(game: str) -> bool:
    return game in TABLES


def play_scene(app, session, **options):
    """The play scene for `session`'s game (KeyError if the game has no table)."""
    module, name = TABLES[session.config.game]
    cls = getattr(import_module(f"{__package__}.{module}"), name)
    return cls(app, session, **options)
