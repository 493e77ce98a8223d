"""A Queendomino house's kingdom as the small pictures' rows of squares: Kingdomino's
(game/app/tables/kingdomino/thumbnail.py), each in the colour of its house's first player."""
from __future__ import annotations

from typing import Any

from game.app.tables.kingdomino.thumbnail import OPEN_ROUNDS as OPEN_ROUNDS
from game.app.tables.kingdomino.thumbnail import kingdom_grids


def grids(state: Any, colours: list[tuple[int, int, int]]) -> list[tuple[list[list], tuple[int, int, int]]]:
    return kingdom_grids(state, colours, state.house_of)
