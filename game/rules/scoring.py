"""Territories and scores of a kingdom (docs/rules.md: Words used here, Variants).

Only territories holding a crown score, so the hot path floods from crowned cells
only; the full territory list (for the score sheet, ties and the UI) is separate.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable

from game.rules.kingdom import Kingdom


@dataclass(frozen=True, slots=True)
class Territory:
    terrain: int
    squares: int
    crowns: int
    cells: int = field(repr=False)   # bit mask in the kingdom's geometry

    @property
    def points(self) -> int:
        return self.squares * self.crowns


@dataclass(frozen=True, slots=True)
class Bonuses:
    middle_kingdom: int = 0
    harmony: int = 0
    harmony_by_discards: bool = False   # Harmony is "no domino discarded" alone (N×N cannot be filled)

    @classmethod
    def of(cls, variant_data: dict[str, Any], variants: Iterable[str]) -> "Bonuses":
        """Bonus sizes come from the game's data file (games.json variants)."""
        return cls(variant_data["middle_kingdom"]["bonus"] if "middle_kingdom" in variants else 0,
                   variant_data["harmony"]["bonus"] if "harmony" in variants else 0)


def flood(seed: int, mask: int, r: int) -> int:
    """The squares of `mask` connected to `seed` (rows `r` bits apart): one territory."""
    comp = seed
    while True:
        grown = (comp | (comp << 1) | (comp >> 1) | (comp << r) | (comp >> r)) & mask
        if grown == comp:
            return comp
        comp = grown


# mask_points' answers by terrain and the crowns on it: a kingdom's terrains change one or
# two at a time, so searches that score many games' ends (and players that score many
# kingdoms) meet the same ones again and again; cleared whole past the limit
_MASK_POINTS: dict[tuple[int, int, int, int, int], int] = {}
MASK_POINTS_LIMIT = 1 << 15


def mask_points(mask: int, c1: int, c2: int, c3: int, r: int) -> int:
    """Points of the territories in one terrain mask, given the crown masks."""
    key = (mask, c1 & mask, c2 & mask, c3 & mask, r)
    found = _MASK_POINTS.get(key)
    if found is None:
        if len(_MASK_POINTS) >= MASK_POINTS_LIMIT:
            _MASK_POINTS.clear()
        found = _MASK_POINTS[key] = _points(*key)
    return found


def _points(mask: int, c1: int, c2: int, c3: int, r: int) -> int:
    """mask_points worked out: each crowned territory flooded once."""
    crowned = mask & c1
    total = 0
    while crowned:
        comp = flood(crowned & -crowned, mask, r)
        total += comp.bit_count() * ((comp & c1).bit_count() + (comp & c2).bit_count()
                                     + (comp & c3).bit_count())
        crowned &= ~comp
    return total


def terrain_points(k: Kingdom, t: int) -> int:
    """Points of every territory of terrain t."""
    return mask_points(k.terr[t], k.cr1, k.cr2, k.cr3, k.g.stride)


def territory_points(k: Kingdom) -> int:
    return sum(terrain_points(k, t) for t in range(len(k.terr)) if k.terr[t] & k.cr1)


def territories(k: Kingdom) -> list[Territory]:
    """Every territory, crowned or not, largest first."""
    r = k.g.stride
    out = []
    for t, mask in enumerate(k.terr):
        rest = mask
        while rest:
            comp = flood(rest & -rest, mask, r)
            crowns = (comp & k.cr1).bit_count() + (comp & k.cr2).bit_count() + (comp & k.cr3).bit_count()
            out.append(Territory(t, comp.bit_count(), crowns, comp))
            rest &= ~comp
    out.sort(key=lambda x: (-x.squares, -x.crowns, x.terrain))
    return out


def middle_kingdom(k: Kingdom) -> bool:
    """Decision (docs/rules.md, Variants): the bounding box is the full N×N with the castle its centre."""
    n = k.g.n
    c = k.g.castle_x
    return (k.maxx - k.minx + 1 == n and k.maxy - k.miny + 1 == n
            and k.minx + n // 2 == c and k.miny + n // 2 == c)


def harmony(k: Kingdom, b: Bonuses = Bonuses(), discards: int = 0) -> bool:
    """The kingdom is complete: no domino discarded, N×N all filled. Where the set-up
    cannot fill N×N (b.harmony_by_discards) only the first counts (docs/rules.md); where
    it can, a full kingdom had no discard."""
    if b.harmony_by_discards:
        return discards == 0
    return k.filled() == k.g.n * k.g.n


def bonus_points(k: Kingdom, b: Bonuses, discards: int = 0) -> tuple[int, int]:
    """(Middle Kingdom, Harmony) points; `discards`: the dominoes this kingdom's player
    had to discard this game."""
    return (b.middle_kingdom if b.middle_kingdom and middle_kingdom(k) else 0,
            b.harmony if b.harmony and harmony(k, b, discards) else 0)


def total(k: Kingdom, b: Bonuses, discards: int = 0) -> int:
    mk, hm = bonus_points(k, b, discards)
    return territory_points(k) + mk + hm


def total_crowns(k: Kingdom) -> int:
    return k.cr1.bit_count() + k.cr2.bit_count() + k.cr3.bit_count()


def largest_territory(k: Kingdom) -> int:
    r = k.g.stride
    return max((part_sizes(mask, r)[0] for mask in k.terr if mask), default=0)


@lru_cache(maxsize=1 << 16)
def part_sizes(mask: int, r: int) -> tuple[int, ...]:
    """The sizes of the connected parts of `mask`, largest first. Remembered: a computer
    player's placements change one or two terrains of a kingdom, and it weighs thousands."""
    sizes = []
    rest = mask
    while rest:
        comp = flood(rest & -rest, mask, r)
        sizes.append(comp.bit_count())
        rest &= ~comp
    return tuple(sorted(sizes, reverse=True))


@dataclass(frozen=True, slots=True)
class KingdomScore:
    """The score sheet line of one kingdom."""
    total: int
    by_terrain: tuple[int, ...]      # points per terrain index
    middle_kingdom: int
    harmony: int
    largest_territory: int
    crowns: int
    territories: tuple[Territory, ...]


def score_kingdom(k: Kingdom, b: Bonuses, discards: int = 0) -> KingdomScore:
    ts = territories(k)
    by = [0] * len(k.terr)
    for t in ts:
        by[t.terrain] += t.points
    mk, hm = bonus_points(k, b, discards)
    return KingdomScore(sum(by) + mk + hm, tuple(by), mk, hm,
                        ts[0].squares if ts else 0, total_crowns(k), tuple(ts))
