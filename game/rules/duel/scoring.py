"""Scoring a Duel map (docs/rules.md, Kingdomino Duel): each territory scores squares × crosses; the
domain_bonus spell adds a fixed bonus per territory of its coat of arms."""
from __future__ import annotations

from dataclasses import dataclass, field
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
    """Just the total, for players that evaluate many positions."""
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
    """total() of m once each (cell, arms, crosses) in `draws` is drawn, from base =
    total(m, domain), without copying the map: only the territories the new cells join are
    scored again (players weigh hundreds of drawings a move)."""
    g = grid()
    bonus = duel_components().domain_bonus_points
    added = {cell: crosses for cell, _, crosses in draws}
    points = base
    for a in {arms for _, arms, _ in draws}:
        old = m.arms[a]
        cells = sum(1 << cell for cell, arms, _ in draws if arms == a)
        new = old | cells
        joined = g.neighbours(cells) & old
        while joined:
            comp = _flood(joined & -joined, old)
            points -= comp.bit_count() * _crosses(m, comp) + (bonus if a == domain else 0)
            joined &= ~comp
        while cells:
            comp = _flood(cells & -cells, new)
            crosses = _crosses(m, comp) + sum(c for cell, c in added.items() if comp >> cell & 1)
            points += comp.bit_count() * crosses + (bonus if a == domain else 0)
            cells &= ~comp
    return points
