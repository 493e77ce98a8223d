"""Queendomino scoring (docs/rules.md, Scoring and winning) and ranking with its tie-breaks.

One function scores a house for both the game and the `score` command, so the score
sheet a player sees and the CLI's numbers cannot drift apart. Building crowns live in
the kingdom's crown masks (add_crowns), so town territories score like any other.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.rules import scoring
from game.rules.components import Building, buildings, terrains
from game.rules.kingdom import Kingdom
from game.rules.kingdomino.rules import rank

TIE_BREAKS = {"": "", "largest territory": "largest territory", "most crowns": "coins left over",
              "shared": "shared"}


def add_crowns(k: Kingdom, idx: int, n: int) -> None:
    """Raise the crowns of square idx by n (a building with a crown icon)."""
    cell = 1 << idx
    for _ in range(n):
        if not k.cr1 & cell:
            k.cr1 |= cell
        elif not k.cr2 & cell:
            k.cr2 |= cell
        else:
            k.cr3 |= cell


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """One house's score pad: a column per terrain, towns, buildings, wealth (and the Queen)."""
    total: int
    wealth: int
    by_terrain: tuple[int, ...]                    # points per terrain index, towns included
    buildings: int
    building_points: tuple[tuple[int, int], ...]   # (building kind, points) per building
    queen: int                                     # the Queen's extra crown
    largest_territory: int
    crowns: int                                    # the Queen's crown included
    leftover_coins: int                            # tie-break: coins that scored nothing
    territories: tuple[scoring.Territory, ...]

    def by_category(self) -> dict[str, int]:
        out = {"wealth": self.wealth}
        for t, pts in zip(terrains(), self.by_terrain):
            out[t.letter] = pts
        out["buildings"] = self.buildings
        out["queen"] = self.queen
        return out


def building_points(built: dict[int, int], separate: Callable[[int], int], knights: int,
                    towers: int) -> list[tuple[int, int]]:
    """(building kind, points) per building; separate(t): the kingdom's territories of
    terrain t (asked only for buildings that count them)."""
    bs = buildings()
    return [(kind, bs[kind].end_points * _count(bs[kind], separate, knights, towers)) for kind in built.values()]


def _count(b: Building, separate: Callable[[int], int], knights: int, towers: int) -> int:
    """How many times building b scores its end points."""
    if b.end_type == "fixed":
        return 1
    if b.end_type == "per_separate_territory":
        return separate(b.end_terrain or 0)
    if b.end_type == "per_tower":
        return towers
    if b.end_type == "per_knight":
        return knights
    if b.end_type == "none":
        return 0
    raise ValueError(f"unknown end_type {b.end_type!r}")


def counts_territories(built: dict[int, int]) -> bool:
    """Whether any of these buildings scores per separate territory."""
    bs = buildings()
    return any(bs[kind].end_type == "per_separate_territory" for kind in built.values())


def separate_territories(k: Kingdom, t: int) -> int:
    return len(scoring.part_sizes(k.terr[t], k.g.stride))


class HousePoints:
    """house_points of one house (its buildings, knights, towers and the Queen) for any
    kingdom: the buildings' points that do not depend on the kingdom are summed once, so a
    computer player weighing every placement of a domino counts again only the territories
    (and the Queen's largest one)."""
    __slots__ = ("fixed", "counted", "knights", "towers", "queen")

    def __init__(self, built: dict[int, int], knights: int, towers: int, queen: bool) -> None:
        bs = buildings()
        kinds = [bs[kind] for kind in built.values()]
        self.counted = [b for b in kinds if b.end_type == "per_separate_territory"]
        self.fixed = sum(b.end_points * _count(b, int, knights, towers) for b in kinds
                         if b.end_type != "per_separate_territory")
        self.knights, self.towers, self.queen = knights, towers, queen

    def __call__(self, k: Kingdom, territory: int | None = None) -> int:
        """house_points(k, …); territory: k's territory points when known."""
        pts = scoring.territory_points(k) if territory is None else territory
        return self.given(pts, lambda t: separate_territories(k, t),
                          lambda: scoring.largest_territory(k))

    def given(self, territory: int, separate: Callable[[int], int], largest: Callable[[], int]) -> int:
        """The house's points for a kingdom known by its territory points, its territories of
        a terrain (separate) and the squares of its largest (asked only where they count)."""
        pts = territory + self.fixed
        for b in self.counted:
            pts += b.end_points * _count(b, separate, self.knights, self.towers)
        return pts + (largest() if self.queen else 0)


def house_points(k: Kingdom, built: dict[int, int], knights: int, towers: int, queen: bool,
                 territory: int | None = None) -> int:
    """score_house(...).total less the wealth, without the score sheet (computer players
    weigh thousands of kingdoms a move); territory: k's territory points when known."""
    return HousePoints(built, knights, towers, queen)(k, territory)


def score_house(k: Kingdom, built: dict[int, int], coins: int, knights: int, towers: int,
                queen: bool) -> ScoreSheet:
    """Score a finished kingdom: `built` maps square bit index -> building kind; knights
    are all the house owns (guard + kingdom), towers those in the kingdom."""
    ts = scoring.territories(k)
    by = [0] * len(k.terr)
    separate = [0] * len(k.terr)
    for t in ts:
        by[t.terrain] += t.points
        separate[t.terrain] += 1
    per = building_points(built, separate.__getitem__, knights, towers)
    largest = ts[0].squares if ts else 0
    queen_pts = largest if queen else 0
    building_pts = sum(p for _, p in per)
    wealth = coins // 3
    return ScoreSheet(wealth + sum(by) + building_pts + queen_pts, wealth, tuple(by), building_pts,
                      tuple(per), queen_pts, largest, scoring.total_crowns(k) + bool(queen),
                      coins % 3, tuple(ts))


def rank_houses(sheets: list[ScoreSheet]) -> list[tuple[int, str]]:
    """(rank, tie-break) per house: total, then largest territory, then coins left over
    (Decision, docs/rules.md), then shared."""
    ranked = rank([[s.total, s.largest_territory, s.leftover_coins] for s in sheets])
    return [(r.rank, TIE_BREAKS[r.tie_break]) for r in ranked]
