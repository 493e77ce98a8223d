"""Bit-board geometry of an N×N-limited kingdom.

The castle sits at the centre of a (2N-1)×(2N-1) window, so every kingdom that
respects the N×N limit fits whatever side it grows to. Cell (x, y) of the window is
bit y*R + x with stride R = 2N: the extra column is always empty padding, which
stops horizontal shifts from wrapping into the next row. A set of cells is one
Python int, so neighbours, flood fills and legality are a few shifts and ands.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterator


@dataclass(frozen=True)
class Geometry:
    n: int
    side: int = field(init=False)      # window side, 2N-1
    stride: int = field(init=False)    # bits per row, side + 1
    castle_x: int = field(init=False)
    castle_bit: int = field(init=False)
    valid: int = field(init=False)     # every window cell, no padding
    _cols: tuple = field(init=False, repr=False)
    _rows: tuple = field(init=False, repr=False)

    def __post_init__(self) -> None:
        side, stride = 2 * self.n - 1, 2 * self.n
        set_ = object.__setattr__
        set_(self, "side", side)
        set_(self, "stride", stride)
        set_(self, "castle_x", self.n - 1)
        set_(self, "castle_bit", 1 << ((self.n - 1) * stride + self.n - 1))
        col = [0] * side
        row = [0] * side
        for y in range(side):
            for x in range(side):
                b = 1 << (y * stride + x)
                col[x] |= b
                row[y] |= b
        set_(self, "valid", sum(row))
        # _cols[lo][hi]: cells with lo <= x <= hi (same for rows)
        set_(self, "_cols", tuple(tuple(sum(col[lo:hi + 1]) for hi in range(side)) for lo in range(side)))
        set_(self, "_rows", tuple(tuple(sum(row[lo:hi + 1]) for hi in range(side)) for lo in range(side)))

    def window(self, minx: int, maxx: int, miny: int, maxy: int) -> int:
        """Cells where a square may go without the bounding box exceeding N×N."""
        n1, last = self.n - 1, self.side - 1
        x0, x1, y0, y1 = maxx - n1, minx + n1, maxy - n1, miny + n1
        return (self._cols[x0 if x0 > 0 else 0][x1 if x1 < last else last]
                & self._rows[y0 if y0 > 0 else 0][y1 if y1 < last else last])

    def neighbours(self, m: int) -> int:
        r = self.stride
        return ((m << 1) | (m >> 1) | (m << r) | (m >> r)) & self.valid

    def xy(self, bit_index: int) -> tuple[int, int]:
        """Window coordinates of a bit index."""
        y, x = divmod(bit_index, self.stride)
        return x, y

    def bit_index(self, x: int, y: int) -> int:
        return y * self.stride + x

    def rel(self, bit_index: int) -> tuple[int, int]:
        """Coordinates relative to the castle (castle = (0, 0), y grows downwards)."""
        y, x = divmod(bit_index, self.stride)
        return x - self.castle_x, y - self.castle_x

    def from_rel(self, x: int, y: int) -> int | None:
        """Bit index of a castle-relative cell, None outside the window."""
        wx, wy = x + self.castle_x, y + self.castle_x
        if 0 <= wx < self.side and 0 <= wy < self.side:
            return wy * self.stride + wx
        return None


@lru_cache(maxsize=None)
def geometry(n: int) -> Geometry:
    return Geometry(n)


def bits(m: int) -> Iterator[int]:
    """Yield the bit indices set in m, lowest first."""
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low
