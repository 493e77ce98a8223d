"""A Kingdomino kingdom as the small pictures' rows of squares (game/app/tables/thumbnail.py):
each square the base colour of its terrain with its crowns, the castle in the middle."""
from __future__ import annotations

from typing import Any, Callable

from game.app.ui import art
from game.rules.components import terrains

OPEN_ROUNDS = False      # a game has its rounds counted: "first draft", "round 5 of 12"


def grids(state: Any, colours: list[tuple[int, int, int]]) -> list[tuple[list[list], tuple[int, int, int]]]:
    return kingdom_grids(state, colours)


def kingdom_grids(state: Any, colours: list[tuple[int, int, int]],
                  house_of: Callable[[int], int] = lambda p: p) -> list[tuple[list[list], tuple[int, int, int]]]:
    """Per kingdom its rows and the colour of the player who builds it (`house_of`: a
    player's kingdom, where players share one)."""
    out = []
    for h, k in enumerate(state.kingdoms):
        owner = next((p for p in range(state.config.players) if house_of(p) == h), h)
        out.append((kingdom_cells(k), colours[owner % len(colours)]))
    return out


def kingdom_cells(k: Any) -> list[list]:
    n = k.n
    squares = k.squares()
    xs = [x for x, *_ in squares] + [0]
    ys = [y for _, y, *_ in squares] + [0]
    x0 = min(xs) - (n - (max(xs) - min(xs) + 1)) // 2
    y0 = min(ys) - (n - (max(ys) - min(ys) + 1)) // 2
    rows: list[list] = [[None] * n for _ in range(n)]
    rows[-y0][-x0] = ("castle", 0)
    for x, y, t, c in squares:
        rows[y - y0][x - x0] = (art.TERRAIN_BASE.get(terrains()[t].id, (128, 128, 128)), c)
    return rows
