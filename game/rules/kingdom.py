"""A player's kingdom as bit-boards: terrain masks, crown masks, bounding box.

Everything here is plain ints, so copying a kingdom (AI search, undo) is a handful
of assignments and scoring is a few dozen big-int operations.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.rules.actions import Place
from game.rules.components import Domino
from game.rules.geometry import Geometry, bits, geometry

# Direction of the second half from the first: east, south, west, north.
ROT_DELTAS = ((1, 0), (0, 1), (-1, 0), (0, -1))
TERRAIN_COUNT = 7


@dataclass(frozen=True, slots=True)
class Placement:
    """A domino on the board: first half at (x, y) relative to the castle, second half
    in direction `rot` (0 east, 1 south, 2 west, 3 north)."""
    x: int
    y: int
    rot: int

    def second(self) -> tuple[int, int]:
        dx, dy = ROT_DELTAS[self.rot]
        return self.x + dx, self.y + dy


# Kingdom.place_action's and anchor_at's answers by (N, ...): a few hundred for each N
_PLACES: dict[tuple[int, int, int], Place] = {}
_ANCHORS: dict[tuple[int, int, int, int], int] = {}


@lru_cache(maxsize=None)
def spot_table(n: int) -> tuple[tuple[tuple[int, int, int, int, int, int], ...], ...]:
    """By rotation and anchor: the first half's cell, the second's, and the window
    coordinates (x0, y0, x1, y1) of the pair's top-left and bottom-right cells."""
    g = geometry(n)
    r = g.stride
    table = []
    for rot in range(4):
        step = 1 if rot in (0, 2) else r
        row = []
        for anchor in range(g.side * r):
            lo, hi = 1 << anchor, 1 << (anchor + step)
            x0, y0 = anchor % r, anchor // r
            x1, y1 = (x0 + 1, y0) if step == 1 else (x0, y0 + 1)
            row.append(((lo, hi) if rot < 2 else (hi, lo)) + (x0, y0, x1, y1))
        table.append(tuple(row))
    return tuple(table)


def with_crowns(c1: int, c2: int, c3: int, cell: int, crowns: int) -> tuple[int, int, int]:
    """A kingdom's crown masks (squares with at least one, two, three crowns) once the
    squares of `cell` carry `crowns`: the evaluator works out a placement's crowns without
    placing it, and must count them as placing would."""
    if crowns:
        c1 |= cell
        if crowns > 1:
            c2 |= cell
            if crowns > 2:
                c3 |= cell
    return c1, c2, c3


class Kingdom:
    """Squares of one kingdom. Mutated only by `place`; use `copy` for what-ifs."""
    __slots__ = ("g", "terr", "cr1", "cr2", "cr3", "occ", "minx", "maxx", "miny", "maxy",
                 "allowed", "_memo")

    def __init__(self, n: int) -> None:
        g = geometry(n)
        self.g: Geometry = g
        self.terr = [0] * TERRAIN_COUNT
        self.cr1 = self.cr2 = self.cr3 = 0     # cells with >=1, >=2, >=3 crowns
        self.occ = g.castle_bit
        self.minx = self.maxx = self.miny = self.maxy = g.castle_x
        self.allowed = g.window(self.minx, self.maxx, self.miny, self.maxy)
        self._memo: tuple | None = None        # (domino, anchor masks) of the last query

    def copy(self) -> "Kingdom":
        k = Kingdom.__new__(Kingdom)
        k.g = self.g
        k.terr = self.terr[:]
        k.cr1, k.cr2, k.cr3 = self.cr1, self.cr2, self.cr3
        k.occ = self.occ
        k.minx, k.maxx, k.miny, k.maxy = self.minx, self.maxx, self.miny, self.maxy
        k.allowed = self.allowed
        k._memo = self._memo
        return k

    @property
    def n(self) -> int:
        return self.g.n

    # ---- legality -------------------------------------------------------------
    def anchor_masks(self, d: Domino) -> tuple[int, int, int, int]:
        """Legal placements of d as four masks, one per rotation, over the *anchor*
        cell (the left or upper cell of the pair). The one legal-move generator."""
        memo = self._memo
        if memo is not None and memo[0] is d:
            return memo[1]
        r = self.g.stride
        free = self.allowed & ~self.occ
        masks = self.anchor_masks_among(d, free & (free >> 1), free & (free >> r))
        self._memo = (d, masks)
        return masks

    def anchor_masks_among(self, d: Domino, h: int, v: int) -> tuple[int, int, int, int]:
        """anchor_masks(d) among the anchors h (horizontal pairs) and v (vertical) of pairs
        of free cells: those whose pair touches the castle or a square of its terrain."""
        g = self.g
        r = g.stride
        castle = g.castle_bit
        m1 = self.terr[d.t1] | castle
        m2 = self.terr[d.t2] | castle
        a1 = (m1 << 1) | (m1 >> 1) | (m1 << r) | (m1 >> r)
        a2 = (m2 << 1) | (m2 >> 1) | (m2 << r) | (m2 >> r)
        east = h & (a1 | (a2 >> 1))
        south = v & (a1 | (a2 >> r))
        if d.t1 == d.t2 and d.c1 == d.c2:    # symmetric: west and north repeat east and south
            west = north = 0
        else:
            west = h & ((a1 >> 1) | a2)
            north = v & ((a1 >> r) | a2)
        return east, south, west, north

    def count_placements(self, d: Domino) -> int:
        return sum(m.bit_count() for m in self.anchor_masks(d))

    def placements(self, d: Domino) -> list[Placement]:
        """Every distinct legal placement of d (empty: the domino must be discarded)."""
        out = []
        for rot, mask in enumerate(self.anchor_masks(d)):
            for p in bits(mask):
                out.append(self.placement_of(rot, p))
        return out

    def placement_of(self, rot: int, anchor: int) -> Placement:
        g = self.g
        first = anchor + (g.stride if rot == 3 else 1 if rot == 2 else 0)
        x, y = g.rel(first)
        return Placement(x, y, rot)

    def place_action(self, rot: int, anchor: int) -> Place:
        """The Place action of the placement at (rot, anchor): one shared instance for each
        (actions are immutable), so playouts do not build one a move."""
        key = (self.g.n, rot, anchor)
        action = _PLACES.get(key)
        if action is None:
            pl = self.placement_of(rot, anchor)
            action = _PLACES[key] = Place(pl.x, pl.y, pl.rot)
        return action

    def anchor_at(self, x: int, y: int, rot: int) -> int | None:
        """anchor_of(Placement(x, y, rot)), None for a turn outside 0-3 too; the answers
        for cells of the window are remembered (there are a few hundred)."""
        key = (self.g.n, x, y, rot)
        anchor = _ANCHORS.get(key)
        if anchor is None and rot in (0, 1, 2, 3):
            anchor = self.anchor_of(Placement(x, y, rot))
            if anchor is not None:
                _ANCHORS[key] = anchor
        return anchor

    def anchor_of(self, p: Placement) -> int | None:
        """Anchor bit index of a placement, None when it leaves the window."""
        g = self.g
        c, side = g.castle_x, g.side
        x, y = p.x + c, p.y + c
        dx, dy = ROT_DELTAS[p.rot]
        x2, y2 = x + dx, y + dy
        if not (0 <= x < side and 0 <= y < side and 0 <= x2 < side and 0 <= y2 < side):
            return None
        return min(y, y2) * g.stride + min(x, x2)

    def is_legal(self, d: Domino, p: Placement) -> bool:
        if not 0 <= p.rot < 4:
            return False
        anchor = self.anchor_of(p)
        return anchor is not None and bool(self.anchor_masks(d)[p.rot] >> anchor & 1)

    # ---- change ---------------------------------------------------------------
    def place_anchor(self, d: Domino, rot: int, anchor: int) -> None:
        """Put d down at an anchor from `anchor_masks` (no check: callers validate)."""
        a, b, x0, y0, x1, y1 = spot_table(self.g.n)[rot][anchor]
        terr = self.terr
        terr[d.t1] |= a
        terr[d.t2] |= b
        c1, c2 = d.c1, d.c2
        if c1 or c2:
            self._add_crowns(a, c1)
            self._add_crowns(b, c2)
        self.occ |= a | b
        changed = False
        if x0 < self.minx:
            self.minx, changed = x0, True
        if x1 > self.maxx:
            self.maxx, changed = x1, True
        if y0 < self.miny:
            self.miny, changed = y0, True
        if y1 > self.maxy:
            self.maxy, changed = y1, True
        if changed:
            self.allowed = self.g.window(self.minx, self.maxx, self.miny, self.maxy)
        self._memo = None

    def place(self, d: Domino, p: Placement) -> None:
        self.place_anchor(d, p.rot, self.anchor_of(p))  # type: ignore[arg-type]

    def _add(self, cell: int, t: int, crowns: int) -> None:
        self.terr[t] |= cell
        if crowns:
            self._add_crowns(cell, crowns)

    def _add_crowns(self, cell: int, crowns: int) -> None:
        if crowns:
            self.cr1, self.cr2, self.cr3 = with_crowns(self.cr1, self.cr2, self.cr3, cell, crowns)

    def set_square(self, x: int, y: int, t: int, crowns: int) -> None:
        """Put one square at a castle-relative cell (building kingdoms from files)."""
        idx = self.g.from_rel(x, y)
        if idx is None:
            raise ValueError(f"square ({x}, {y}) is outside the {self.n}x{self.n} limit")
        cell = 1 << idx
        if self.occ & cell:
            raise ValueError(f"square ({x}, {y}) is already filled")
        self._add(cell, t, crowns)
        self.occ |= cell
        wx, wy = self.g.xy(idx)
        self.minx, self.maxx = min(self.minx, wx), max(self.maxx, wx)
        self.miny, self.maxy = min(self.miny, wy), max(self.maxy, wy)
        self.allowed = self.g.window(self.minx, self.maxx, self.miny, self.maxy)
        self._memo = None

    # ---- reading --------------------------------------------------------------
    def crowns_at(self, cell: int) -> int:
        return (bool(self.cr1 & cell) + bool(self.cr2 & cell) + bool(self.cr3 & cell))

    def terrain_at(self, cell: int) -> int | None:
        for t, m in enumerate(self.terr):
            if m & cell:
                return t
        return None

    def squares(self) -> list[tuple[int, int, int, int]]:
        """(x, y, terrain, crowns) of every placed square, castle-relative."""
        out = []
        for t, m in enumerate(self.terr):
            for idx in bits(m):
                x, y = self.g.rel(idx)
                out.append((x, y, t, self.crowns_at(1 << idx)))
        out.sort(key=lambda s: (s[1], s[0]))
        return out

    def filled(self) -> int:
        """Squares filled, castle included."""
        return self.occ.bit_count()

    def bbox_size(self) -> tuple[int, int]:
        return self.maxx - self.minx + 1, self.maxy - self.miny + 1
