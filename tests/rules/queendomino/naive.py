"""A naive Queendomino scorer following docs/rules.md (Queendomino) word for word on a dict of cells,
sharing no scoring code with game/rules (an independent second opinion)."""
from __future__ import annotations

import json

from game.rules.components import DATA_DIR

TOWN = 6
_RAW = json.loads((DATA_DIR / "queendomino.json").read_text(encoding="utf-8"))["buildings"]["tiles"]
_TERRAIN_IDS = ["wheat", "forest", "lake", "grassland", "swamp", "mine", "town"]


def territories(cells: dict) -> list[tuple[int, int, int]]:
    """(terrain, squares, crowns) of every territory."""
    seen, out = set(), []
    for start, (t, _) in cells.items():
        if start in seen:
            continue
        stack, squares, crowns = [start], 0, 0
        seen.add(start)
        while stack:
            x, y = stack.pop()
            squares += 1
            crowns += cells[(x, y)][1]
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in cells and n not in seen and cells[n][0] == t:
                    seen.add(n)
                    stack.append(n)
        out.append((t, squares, crowns))
    return out


def naive_points(cells: dict, building_ids: list[str], coins: int, knights: int, towers: int,
                 queen: bool) -> int:
    """cells: (x, y) -> (terrain, crowns) with building crowns already on their towns."""
    ts = territories(cells)
    total = coins // 3 + sum(s * c for _, s, c in ts)
    if queen:
        total += max(s for _, s, _ in ts)
    tiles = {b["id"]: b for b in _RAW}
    for bid in building_ids:
        end = tiles[bid]["end_game"]
        if end["type"] == "fixed":
            total += end["points"]
        elif end["type"] == "per_separate_territory":
            t = _TERRAIN_IDS.index(end["terrain"])
            total += end["points_each"] * sum(1 for tt, _, _ in ts if tt == t)
        elif end["type"] == "per_tower":
            total += end["points_each"] * towers
        elif end["type"] == "per_knight":
            total += end["points_each"] * knights
    return total


def naive_score(state, house: int) -> int:
    """Recount a house of a finished game from its squares and its buildings."""
    k = state.kingdoms[house]
    ids = [b["id"] for b in _RAW]
    crowns_of = {b["id"]: b["crowns"] for b in _RAW}
    on_town = {k.g.rel(idx): ids[kind] for idx, kind in state.built[house].items()}
    cells = {}
    for x, y, t, c in k.squares():
        cells[(x, y)] = (t, crowns_of[on_town[(x, y)]] if (x, y) in on_town else c) if t == TOWN else (t, c)
    knights = state.guard[house] + bin(state.knights[house]).count("1")
    return naive_points(cells, list(on_town.values()), state.coins[house], knights,
                        state.towers[house], state.queen == house)
