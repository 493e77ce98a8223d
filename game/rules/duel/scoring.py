"""Scoring a Duel map (docs/rules.md, Kingdomino Duel): each territory scores squares × crosses; the
domain_bonus spell adds a fixed bonus per territory of its coat of arms."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Sequence

from game.rules.components import duel_components
from game.rules.duel.board import DuelMap, grid


@dataclass(frozen=True, slots=True)
class DuelTerritory:
    arms: int
    squares: int
    crosses: int
    cells: int = field(repr=False)

    @property
    def points(self) -> int:
        return self.squares * self.crosses


def _flood(seed: int, mask: int) -> int:
    """The cells of `mask` (within the sheet) connected to `seed` (Grid.neighbours, inlined:
    the players flood a few hundred thousand times a game)."""
    g = grid()
    c, not_first, not_last = g.columns, ~g.first_col, ~g.last_col
    comp = seed
    while True:
        grown = (comp | (comp << 1) & not_first | (comp >> 1) & not_last
                 | comp << c | comp >> c) & mask
        if grown == comp:
            return comp
        comp = grown


def _crosses(m: DuelMap, cells: int) -> int:
    total = 0
    while cells:
        low = cells & -cells
        total += m.crosses[low.bit_length() - 1]
        cells ^= low
    return total


def territories(m: DuelMap) -> list[DuelTerritory]:
    """Every territory, largest first."""
    out = []
    for a, mask in enumerate(m.arms):
        rest = mask
        while rest:
            comp = _flood(rest & -rest, mask)
            out.append(DuelTerritory(a, comp.bit_count(), _crosses(m, comp), comp))
            rest &= ~comp
    out.sort(key=lambda t: (-t.squares, -t.crosses, t.arms))
    return out


@dataclass(frozen=True, slots=True)
class DuelScore:
    total: int
    by_arms: tuple[int, ...]    # territory points per coat of arms
    domain_bonus: int
    largest_territory: int
    crosses: int
    territories: tuple[DuelTerritory, ...]


def score_map(m: DuelMap, domain: int = -1) -> DuelScore:
    """The score sheet of one map; domain is the domain_bonus coat of arms or -1."""
    ts = territories(m)
    by = [0] * len(m.arms)
    for t in ts:
        by[t.arms] += t.points
    bonus = duel_components().domain_bonus_points * sum(t.arms == domain for t in ts) if domain >= 0 else 0
    return DuelScore(sum(by) + bonus, tuple(by), bonus, ts[0].squares if ts else 0,
                     sum(m.crosses), tuple(ts))


def total(m: DuelMap, domain: int = -1) -> int:
    """Just the total, for players that evaluate many positions (remembered by map and
    domain: the players score the same maps again and again)."""
    key = (*m.arms, *m.crosses, domain)
    found = _TOTALS.get(key)
    if found is None:
        if len(_TOTALS) >= TOTALS_LIMIT:
            _TOTALS.clear()
        found = _TOTALS[key] = _total(m, domain)
    return found


TOTALS_LIMIT = 1 << 15        # totals remembered before starting afresh
_TOTALS: dict[tuple[int, ...], int] = {}


def _total(m: DuelMap, domain: int) -> int:
    points = 0
    for a, mask in enumerate(m.arms):
        rest = mask
        while rest:
            comp = _flood(rest & -rest, mask)
            points += comp.bit_count() * _crosses(m, comp)
            if a == domain:
                points += duel_components().domain_bonus_points
            rest &= ~comp
    return points


def total_after(m: DuelMap, domain: int, base: int, draws: Sequence[tuple[int, int, int]]) -> int:
    """total() of m once each (cell, arms, crosses) in `draws` is drawn (on empty cells),
    from base = total(m, domain), without copying the map (Drawings, for one drawing)."""
    return Drawings(m, domain, base).after(draws)


@lru_cache(maxsize=None)
def _near() -> tuple[int, ...]:
    """Each cell's neighbours on the sheet (Grid.neighbours of the cell)."""
    g = grid()
    return tuple(g.neighbours(1 << cell) for cell in range(g.rows * g.columns))


Part = tuple[int, int, int]                           # a territory: cells, squares, crosses
Group = tuple[int, int, int, int, list[Part]]         # a drawing's new territory, as Drawings.after builds it


class Drawings:
    """total() of one map after each of many drawings, without copying it (players weigh
    hundreds of drawings a move): each coat of arms' territories are listed once, on first
    use, and a drawing's points are the map's, less those of the territories its new cells
    join, plus those of the territories they make."""
    __slots__ = ("m", "domain", "base", "_parts", "_bonus")

    def __init__(self, m: DuelMap, domain: int, base: int) -> None:
        """base: total(m, domain)."""
        self.m, self.domain, self.base = m, domain, base
        self._parts: list[list[Part] | None] = [None] * len(m.arms)
        self._bonus = duel_components().domain_bonus_points

    def _territories(self, a: int) -> list[Part]:
        """(cells, squares, crosses) of each territory of coat of arms a."""
        out = []
        mask = rest = self.m.arms[a]
        while rest:
            comp = _flood(rest & -rest, mask)
            out.append((comp, comp.bit_count(), _crosses(self.m, comp)))
            rest &= ~comp
        self._parts[a] = out
        return out

    def after(self, draws: Sequence[tuple[int, int, int]]) -> int:
        """total() once each (cell, arms, crosses) of `draws` is drawn on an empty cell."""
        near_of, crosses_at = _near(), self.m.crosses
        if len(draws) == 2:         # a domino: two cells side by side, the usual case
            (c1, a1, x1), (c2, a2, x2) = draws
            n1 = near_of[c1]
            if a1 != a2:
                return (self.base + self._joins(a1, n1, 1, crosses_at[c1] + x1)
                        + self._joins(a2, near_of[c2], 1, crosses_at[c2] + x2))
            if n1 >> c2 & 1:
                return self.base + self._joins(a1, n1 | near_of[c2], 2, crosses_at[c1] + x1 + crosses_at[c2] + x2)
        points = self.base
        groups: list[Group] = []        # per new territory: arms, cells, squares, crosses, territories joined
        for cell, a, crosses in draws:
            bit = 1 << cell
            near = near_of[cell]
            parts = self._parts[a]
            if parts is None:
                parts = self._territories(a)
            joined = [part for part in parts if part[0] & near]
            new: Group = (a, bit, 1, crosses_at[cell] + crosses, joined)
            for group in [x for x in groups if x[0] == a and (x[1] & near or any(j in x[4] for j in joined))]:
                groups.remove(group)     # the new cell links it to this one
                new = (a, new[1] | group[1], new[2] + group[2], new[3] + group[3],
                       group[4] + [j for j in new[4] if j not in group[4]])
            groups.append(new)
        for a, _, squares, crosses, joined in groups:
            bonus = self._bonus if a == self.domain else 0
            for _, size, c in joined:
                points -= size * c + bonus
                squares += size
                crosses += c
            points += squares * crosses + bonus
        return points

    def _joins(self, a: int, near: int, squares: int, crosses: int) -> int:
        """The points coat of arms a gains when new cells (`squares` of them, bearing
        `crosses`, `near` the cells around them) make one territory with those they touch."""
        parts = self._parts[a]
        if parts is None:
            parts = self._territories(a)
        bonus = self._bonus if a == self.domain else 0
        lost = 0
        for cells, size, c in parts:
            if cells & near:
                squares += size
                crosses += c
                lost += size * c + bonus
        return squares * crosses + bonus - lost
