"""Which table shows which game: each family's table folder registers itself once
(game/app/tables/<family>/entry.py: its scene, the words for its own moves, its page of
the Rules scene and what its lessons ring), and a game finds its table by its family.

The menus open tables and the tables open menus, so neither imports the other: each
family's entry module is imported by name (ENTRY), the first time a table is looked up,
so a new family's table is its folder alone. The new-game scene offers exactly the games
with a table; Continue, Load, the replay and `demo` open a saved or simulated game
through `play_scene`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import Callable

from game.rules.registry import FAMILY, FAMILY_RULES


@dataclass(frozen=True)
class Table:
    """What a family's table folder registers, once for every game of the family."""
    family: str
    scene: type                      # the play scene class
    rules_page: tuple                # its page of the Rules scene: the blocks, in order
    marks: Callable[..., list]       # (table, action, show) -> what a lesson step rings
    values: Callable[..., dict]      # (table, action, step) -> what a lesson step's text is filled with
    # words for the family's own actions: describe(outcome, action, name), and optionally
    # drawn_cells(action) (the cells marked as a player's last move) and placed(words,
    # action) (the words with the squares the action drew on); None: the draft's actions only
    moves: ModuleType | None = None
    # the sound of each of the family's own action types (the draft's actions, shared by the
    # domino games, sound the same at every table: common/sounds.py)
    sounds: dict[type, str] = field(default_factory=dict)
    # the words of the family's own reasons (game/app/explain_words.py): WORDS, kind -> its
    # sentence, and territory_name(reason) where a territory is named by no terrain
    reasons: ModuleType | None = None


# the module in which each family's table folder registers itself (imported by name: the
# standalone build lists them, packaging/kingdomino-family.spec)
ENTRY = "game.app.tables.{family}.entry"
TABLES: dict[str, Table] = {}    # family -> what its table folder registered (filled on first use)


def registered() -> tuple[Table, ...]:
    """What each family's table folder registered (its entry module's TABLE), in the rules
    registry's family order (the Rules scene's tab order)."""
    return tuple(import_module(ENTRY.format(family=family)).TABLE for family in FAMILY_RULES)


def tables() -> dict[str, Table]:
    """Every family's table, by family."""
    if not TABLES:
        TABLES.update({t.family: t for t in registered()})
    return TABLES


def table_of(game: str) -> Table:
    """The table of `game`'s family (KeyError if the game has no table)."""
    return tables()[FAMILY[game]]


def moves_of(game: str) -> ModuleType | None:
    """The words for `game`'s own actions its family's table registered (None when it has
    none, or no table: a replay words every move plainly then)."""
    table = tables().get(FAMILY.get(game, ""))
    return table.moves if table else None


def has_table(game: str) -> bool:
    return FAMILY.get(game) in tables()


def games_with_tables() -> list[str]:
    """The game ids a table shows, in the rules registry's order."""
    return [game for game in FAMILY if has_table(game)]


def play_scene(app, session, **options):
    """The play scene for `session`'s game (KeyError if the game has no table)."""
    return table_of(session.config.game).scene(app, session, **options)
