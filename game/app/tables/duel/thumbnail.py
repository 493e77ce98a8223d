"""A Duel map sheet as the small pictures' rows of squares (game/app/tables/thumbnail.py):
each square a colour of its coat of arms with its crosses, the castle in the middle."""
from __future__ import annotations

from typing import Any

from game.app.tables.thumbnail import GOLDEN
from game.rules.duel.board import grid

ARMS_COLOURS = (GOLDEN, (44, 108, 58), (50, 118, 196), (134, 192, 76), (150, 96, 170),
                (112, 98, 90), (196, 120, 90), (200, 200, 200))


OPEN_ROUNDS = True       # rounds counted from 1 with no fixed total


def grids(state: Any, colours: list[tuple[int, int, int]]) -> list[tuple[list[list], tuple[int, int, int]]]:
    """Per player's map its rows and the player's colour."""
    return [(map_cells(m), colours[i % len(colours)]) for i, m in enumerate(state.maps)]


def map_cells(m: Any) -> list[list]:
    g = grid()
    rows: list[list] = []
    for r in range(g.rows):
        row = []
        for c in range(g.columns):
            i = g.cell(r, c)
            a = m.arms_at(i)
            row.append(("castle", 0) if i == g.castle else
                       None if a < 0 else (ARMS_COLOURS[a % len(ARMS_COLOURS)], m.crosses[i]))
        rows.append(row)
    return rows
