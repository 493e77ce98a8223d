"""Test support: a naive dict-of-cells kingdom (an independent second opinion on the
bit-board model) and small helpers to build kingdoms and play games.

The naive model follows docs/rules.md word for word and shares no code with game/rules,
so agreement between the two is evidence, not tautology.
"""
from __future__ import annotations

from collections import defaultdict

from game.rules.components import Domino, terrain_index
from game.rules.config import GameConfig
from game.rules.kingdom import Kingdom, Placement
from game.rules.kingdom_file import parse_kingdom
from game.rules.kingdomino import rules as kingdomino
from game.rules.rng import Rng

DELTAS = ((1, 0), (0, 1), (-1, 0), (0, -1))   # rotation 0 east, 1 south, 2 west, 3 north
CASTLE = "castle"


def naive_cells(k: Kingdom) -> dict[tuple[int, int], object]:
    """Castle-relative cells of a kingdom: (terrain, crowns), or CASTLE at (0, 0)."""
    cells: dict[tuple[int, int], object] = {(0, 0): CASTLE}
    for x, y, t, c in k.squares():
        cells[(x, y)] = (t, c)
    return cells


def bbox(cells) -> tuple[int, int]:
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def naive_placements(cells: dict, d: Domino, n: int) -> set[frozenset]:
    """Every legal placement of d, as the set of (cell, half) it adds: two placements
    giving the same kingdom are the same element."""
    out = set()
    halves = ((d.t1, d.c1), (d.t2, d.c2))
    beside = _beside(cells)
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    lox, hix, loy, hiy = min(xs), max(xs), min(ys), max(ys)
    # within n×n with both new squares: each lies within n - 1 of the far edge of the old squares
    fits_x, fits_y = range(hix - n + 1, lox + n), range(hiy - n + 1, loy + n)
    joins_a, joins_b = beside[CASTLE] | beside[halves[0][0]], beside[CASTLE] | beside[halves[1][0]]
    for x in fits_x:
        for y in fits_y:
            for dx, dy in DELTAS:
                a, b = (x, y), (x + dx, y + dy)
                if a in cells or b in cells or b[0] not in fits_x or b[1] not in fits_y:
                    continue
                if a in joins_a or b in joins_b:
                    out.add(frozenset(((a, halves[0]), (b, halves[1]))))
    return out


def _beside(cells: dict) -> defaultdict:
    """Castle or terrain -> every cell next to a square of it: a half laid there connects
    when it is next to the castle or to its own terrain."""
    beside: defaultdict = defaultdict(set)
    for (x, y), v in cells.items():
        for dx, dy in DELTAS:
            beside[CASTLE if v == CASTLE else v[0]].add((x + dx, y + dy))
    return beside


def as_cells(d: Domino, p: Placement) -> frozenset:
    return frozenset((((p.x, p.y), (d.t1, d.c1)), (p.second(), (d.t2, d.c2))))


def naive_territories(cells: dict) -> list[tuple[int, int, int, frozenset]]:
    """(terrain, squares, crowns, cells) of every territory, by flood fill."""
    seen: set = set()
    out = []
    for start, v in cells.items():
        if v == CASTLE or start in seen:
            continue
        comp, stack = set(), [start]
        while stack:
            c = stack.pop()
            if c in comp:
                continue
            comp.add(c)
            for dx, dy in DELTAS:
                nb = (c[0] + dx, c[1] + dy)
                if nb not in comp and cells.get(nb) not in (None, CASTLE) and cells[nb][0] == v[0]:
                    stack.append(nb)
        seen |= comp
        out.append((v[0], len(comp), sum(cells[c][1] for c in comp), frozenset(comp)))
    return out


def naive_score(cells: dict) -> int:
    return sum(size * crowns for _, size, crowns, _ in naive_territories(cells))


def grid_kingdom(rows: list[str], size: int = 5, game: str = "kingdomino", variants=()):
    """A KingdomFile from grid rows, the `score` command's format."""
    return parse_kingdom({"game": game, "size": size, "grid": rows, "variants": list(variants)})


def domino(a: str, b: str, number: int = 0) -> Domino:
    """A domino from two tokens like 'W1', 'F0' (number 0: not from the box)."""
    idx = terrain_index()
    return Domino(number, idx[a[0]], int(a[1:]), idx[b[0]], int(b[1:]))


def random_game(config: GameConfig, seed: int, on_state=None):
    """Play a game with uniformly random legal actions (from the generator's list),
    calling on_state(state) before every action; return the final state and the log."""
    state = kingdomino.new_game(config, seed)
    rng = Rng.from_seed(seed + 1)
    log = []
    while not kingdomino.is_over(state):
        if on_state is not None:
            on_state(state)
        acts = kingdomino.legal_actions(state)
        a = acts[rng.below(len(acts))]
        kingdomino.apply(state, a)
        log.append(a)
    return state, log


# Every configuration the rules allow for the domino games (a representative set).
CONFIGS = [
    GameConfig("kingdomino", 2), GameConfig("kingdomino", 3), GameConfig("kingdomino", 4),
    GameConfig("kralovska_zahrada", 2), GameConfig("kralovska_zahrada", 3),
    GameConfig("kralovska_zahrada", 4),
    GameConfig("kingdomino", 2, ("mighty_duel",)),
    GameConfig("kingdomino", 2, ("wider_offer",)),
    GameConfig("kralovska_zahrada", 3, ("wider_offer",)),
    GameConfig("kingdomino", 2, ("mighty_duel", "wider_offer", "middle_kingdom", "harmony")),
    GameConfig("kingdomino", 4, ("middle_kingdom", "harmony")),
    GameConfig("kingdomino", 3, ("dynasty", "harmony")),
]


def with_other_hidden(state, seed: int):
    """A copy of `state` that differs only in what nobody at the table knows (docs/rules.md):
    the generator, the order of the undrawn numbers, and Queendomino's building pile under
    its face-up top building."""
    other = state.copy()
    rng = Rng(seed)
    other.rng = Rng(rng.next64())
    for box in [other.box] if hasattr(other, "box") else getattr(other, "boxes", []):
        rng.shuffle(box)
    if getattr(other, "pile", None):
        under = other.pile[:-1]
        rng.shuffle(under)
        other.pile[:-1] = under
    return other
