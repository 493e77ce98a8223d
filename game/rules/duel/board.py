"""A Kingdomino Duel map sheet as bit masks, and its cell tokens.

Cell (row, column) of the 5 × 7 sheet (sizes from duel.json) is index
row * columns + column, both in actions and as a bit: a set of cells is one int.
Horizontal shifts are masked with the first/last column so they never wrap rows.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.i18n import elide
from game.rules.components import WILD, duel_components


@dataclass(frozen=True, slots=True)
class Grid:
    rows: int
    columns: int
    castle: int          # cell index of the castle
    valid: int           # every cell of the sheet
    fillable: int        # every cell but the castle
    first_col: int
    last_col: int
    near_castle: int     # cells orthogonally next to the castle

    def neighbours(self, m: int) -> int:
        c = self.columns
        return (((m << 1) & ~self.first_col) | ((m >> 1) & ~self.last_col)
                | (m << c) | (m >> c)) & self.valid

    def cell(self, row: int, column: int) -> int:
        return row * self.columns + column


@lru_cache(maxsize=None)
def grid() -> Grid:
    dc = duel_components()
    rows, cols = dc.rows, dc.columns
    valid = (1 << rows * cols) - 1
    first = sum(1 << r * cols for r in range(rows))
    castle = dc.castle[0] * cols + dc.castle[1]
    g = Grid(rows, cols, castle, valid, valid & ~(1 << castle), first, first << cols - 1, 0)
    object.__setattr__(g, "near_castle", g.neighbours(1 << castle))
    return g


@dataclass(slots=True)
class DuelMap:
    """One player's sheet: a mask per coat of arms and the crosses drawn per cell."""
    arms: list[int]
    crosses: list[int]

    @classmethod
    def empty(cls) -> "DuelMap":
        g = grid()
        return cls([0] * len(duel_components().arms), [0] * (g.rows * g.columns))

    @property
    def occ(self) -> int:
        return sum(self.arms)   # the masks are disjoint, so their sum is their union

    def free(self) -> int:
        return grid().fillable & ~self.occ

    def full(self) -> bool:
        return self.free() == 0

    def arms_at(self, cell: int) -> int:
        """Coat-of-arms index drawn on a cell, WILD (-1) when the cell is empty."""
        for a, m in enumerate(self.arms):
            if m >> cell & 1:
                return a
        return WILD

    def connecting(self, arms: int) -> int:
        """Free cells where a half of this coat of arms satisfies the connection rule:
        next to the castle or to the same coat of arms drawn earlier."""
        g = grid()
        return (g.neighbours(self.arms[arms]) | g.near_castle) & self.free()

    def draw(self, cell: int, arms: int, crosses: int) -> None:
        self.arms[arms] |= 1 << cell
        self.crosses[cell] += crosses

    def copy(self) -> "DuelMap":
        return DuelMap(self.arms[:], self.crosses[:])

    # ---- the sheet as text rows (saves and the `score` command share this format) ----
    def to_rows(self) -> list[str]:
        g = grid()
        names = duel_components().arms
        out = []
        for r in range(g.rows):
            tokens = []
            for c in range(g.columns):
                i = g.cell(r, c)
                a = self.arms_at(i)
                tokens.append("C" if i == g.castle else "." if a == WILD
                              else names[a] + (f"+{self.crosses[i]}" if self.crosses[i] else ""))
            out.append(" ".join(tokens))
        return out

    @classmethod
    def from_rows(cls, rows: object, max_crosses: int | None = None) -> "DuelMap":
        """Parse text rows; raises ValueError with a one-line reason (see sheet_file)."""
        g = grid()
        names = duel_components().arms
        index = {a: i for i, a in enumerate(names)}
        if not isinstance(rows, list) or not all(isinstance(r, str) for r in rows):
            raise ValueError("grid must be a list of strings")
        if len(rows) > g.rows:
            raise ValueError(f"grid has {len(rows)} rows, a Duel map has {g.rows}")
        m = cls.empty()
        for r, row in enumerate(rows):
            tokens = row.split()
            if len(tokens) > g.columns:
                raise ValueError(f"row {r + 1} has {len(tokens)} cells, a Duel map has {g.columns}")
            for c, tok in enumerate(tokens):
                i = g.cell(r, c)
                if tok in (".", "C"):
                    if tok == "C" and i != g.castle:
                        raise ValueError(f"row {r + 1} column {c + 1}: the castle is the centre square "
                                         f"(row {g.castle // g.columns + 1} column {g.castle % g.columns + 1})")
                    continue
                name, plus, n = tok.partition("+")
                if name not in index or (plus and not (n.isascii() and n.isdigit())):
                    raise ValueError(f"unknown cell token {elide(repr(tok))} (use ., C or a coat of arms "
                                     f"{'/'.join(names)} with +N crosses, e.g. {names[0]}+1)")
                crosses = int(n) if plus else 0
                if max_crosses is not None and crosses > max_crosses:
                    raise ValueError(f"cell {elide(repr(tok))}: at most {max_crosses} crosses fit one square")
                if i == g.castle:
                    raise ValueError(f"cell {elide(repr(tok))} is on the castle square")
                m.draw(i, index[name], crosses)
        return m
