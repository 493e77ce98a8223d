"""A static value of an unfinished kingdom, for the searching Kingdomino players.

Full-Greedy counts only today's points. This adds what today's squares are likely to be
worth by the end: crowned territories with open edges grow, crownless ones may get a
crown, cells that can never be filled are lost, and the Middle Kingdom and Harmony
bonuses count (discounted) while they are still reachable. With the Middle Kingdom in
play the kingdom is kept inside the castle-centred N×N square.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import count
from typing import Iterator, Sequence

from game.rules import scoring
from game.rules.components import Domino
from game.rules.kingdom import Kingdom


@dataclass(frozen=True)
class Weights:
    grow: float = 0.25       # per crown × open edge cell (capped) of a territory
    edge_cap: int = 3
    crownless: float = 0.2   # per square of an uncrowned territory with an open edge
    dead: float = 1.2        # per free cell that no domino can ever cover
    mk: float = 0.9          # share of the Middle Kingdom bonus while it is reachable
    harmony: float = 0.6     # share of the Harmony bonus while it is reachable
    late: int = 4            # growth counts fully while at least this many dominoes are left
    parity: bool = True      # count cells free regions must waste (colour imbalance), not lone cells
    supply: float = 1.4      # how much the unseen squares/crowns of a terrain scale its growth


def centre_mask(k: Kingdom) -> int:
    """The N×N square centred on the castle (the Middle Kingdom's box)."""
    g = k.g
    h = g.n // 2
    c = g.castle_x
    return g._cols[c - h][c + h] & g._rows[c - h][c + h]


class KingdomEval:
    """value(k, left, discards): expected final points of k with `left` dominoes to come."""

    def __init__(self, k: Kingdom, bonuses: scoring.Bonuses, w: Weights = Weights(),
                 unseen: Sequence[Domino] = ()) -> None:
        self.b = bonuses
        self.w = w
        self.grow, self.crownless = supply_factors(unseen, w)
        self.centre = centre_mask(k)
        self.r = k.g.stride
        self.black = checkerboard(k.g.side, k.g.stride)
        self.nn = k.g.n * k.g.n
        self.key = signature_id((bonuses, w, tuple(self.grow), tuple(self.crownless), self.centre,
                                 k.g.n))

    def value(self, k: Kingdom, left: int, discards: int = 0) -> float:
        key = (self.key, *k.terr, k.cr1, k.cr2, k.cr3, k.occ, k.allowed, left, discards)
        found = _VALUES.get(key)
        if found is None:
            if len(_VALUES) >= VALUES_LIMIT:
                _VALUES.clear()
            found = _VALUES[key] = self._value(k, left, discards)
        return found

    def late(self, left: int) -> float:
        """How much of the growth terms count with `left` dominoes to come."""
        return min(1.0, left / self.w.late)

    def _value(self, k: Kingdom, left: int, discards: int) -> float:
        b, w, r = self.b, self.w, self.r
        if left <= 0:
            mk, hm = scoring.bonus_points(k, b, discards)
            return scoring.territory_points(k) + mk + hm
        occ = k.occ
        in_centre = not (occ & ~self.centre)
        region = k.allowed & self.centre if (b.middle_kingdom and in_centre) else k.allowed
        free = region & ~occ
        nb = (free << 1) | (free >> 1) | (free << r) | (free >> r)
        live = free & nb
        dead = unmatched(free, r, self.black) if w.parity else (free & ~nb).bit_count()
        c1, c2, c3 = k.cr1, k.cr2, k.cr3
        late = self.late(left)
        cap = w.edge_cap
        total = 0.0
        pot = 0.0
        grow, crownless = self.grow, self.crownless
        for t, mask in enumerate(k.terr):
            if not mask:
                continue
            found = _TERRITORIES.get((mask, c1 & mask, c2 & mask, c3 & mask, r))
            points, parts = found if found is not None else territories(mask, c1, c2, c3, r)
            total += points
            for crowns, size, border, _ in parts:
                edge = (border & live).bit_count()
                if not edge:
                    continue
                if crowns:
                    pot += grow[t] * crowns * (edge if edge < cap else cap)
                else:
                    pot += crownless[t] * size
        total += pot * late - w.dead * dead
        if b.middle_kingdom and in_centre:
            total += b.middle_kingdom * w.mk
        if b.harmony and not discards and (b.harmony_by_discards
                                           or (not dead and 2 * left >= self.nn - occ.bit_count())):
            total += b.harmony * w.harmony
        return total


# Evaluators that weigh alike share an id, so that what one of them worked out serves the
# others: the searches build an evaluator per decision and per sampled future, and value the
# same kingdoms over and over. Ids are never reused, so a memo keyed by one stays right
# when the table of signatures is cleared.
PARTS_LIMIT = 1 << 17     # entries a memo holds before it is cleared whole
VALUES_LIMIT = 1 << 16    # (a kingdom's value is a larger entry: about two decisions' worth)
SIGS_LIMIT = 1 << 12      # (a few games' worth of unseen sets)
_SIGS: dict[tuple, int] = {}
_NEXT_ID = count()
_VALUES: dict[tuple, float] = {}


def signature_id(sig: tuple) -> int:
    """The id of evaluators whose values are the same function of a kingdom."""
    found = _SIGS.get(sig)
    if found is None:
        if len(_SIGS) >= SIGS_LIMIT:
            _SIGS.clear()
        found = _SIGS[sig] = next(_NEXT_ID)
    return found


Part = tuple[int, int, int, int]     # a territory: its crowns, squares, the cells around it, its cells


# territories' answers by terrain and crowns: the searches value the same territories over
# and over (every candidate, every sampled future); cleared whole past the limit
_TERRITORIES: dict[tuple[int, ...], tuple[int, tuple[Part, ...]]] = {}


def known_territories(mask: int, c1: int, c2: int, c3: int, r: int) -> tuple[int, tuple[Part, ...]]:
    """territories(...), looked up first."""
    found = _TERRITORIES.get((mask, c1 & mask, c2 & mask, c3 & mask, r))
    return found if found is not None else territories(mask, c1, c2, c3, r)


def territories(mask: int, c1: int, c2: int, c3: int, r: int) -> tuple[int, tuple[Part, ...]]:
    """One terrain's territories as the evaluator weighs them: their points today, and per
    territory, in the order of their lowest cells, (crowns, squares, the cells around it, its
    cells); which of those cells a domino can still cover (its open edge) changes with every
    placement, so value() counts them."""
    key = (mask, c1 & mask, c2 & mask, c3 & mask, r)
    points = 0
    parts = []
    for comp in regions(mask, r):
        s = comp.bit_count()
        crowns = (comp & c1).bit_count() + (comp & c2).bit_count() + (comp & c3).bit_count()
        points += s * crowns
        parts.append((crowns, s, ((comp << 1) | (comp >> 1) | (comp << r) | (comp >> r)) & ~comp, comp))
    if len(_TERRITORIES) >= PARTS_LIMIT:
        _TERRITORIES.clear()
    found = _TERRITORIES[key] = (points, tuple(parts))
    return found


def supply_factors(unseen: Sequence[Domino], w: Weights) -> tuple[list[float], list[float]]:
    """Per terrain: growth weight (scaled by its share of unseen squares) and crownless
    weight (scaled by its share of unseen crowns); plain weights when nothing is known."""
    squares = [0] * 7
    crowns = [0] * 7
    for d in unseen:
        squares[d.t1] += 1
        squares[d.t2] += 1
        crowns[d.t1] += d.c1
        crowns[d.t2] += d.c2
    ns, nc = sum(squares), sum(crowns)
    kinds = sum(1 for x in squares if x) or 1
    a = w.supply
    grow = [w.grow * (1 - a + a * kinds * x / ns) if ns else w.grow for x in squares]
    crownless = [w.crownless * (1 - a + a * kinds * x / nc) if nc else w.crownless for x in crowns]
    return grow, crownless


@lru_cache(maxsize=None)
def checkerboard(side: int, stride: int) -> int:
    return sum(1 << (y * stride + x) for y in range(side) for x in range(side) if (x + y) % 2 == 0)


def regions(mask: int, r: int) -> Iterator[int]:
    """The connected parts of a set of cells, one mask each."""
    while mask:
        comp = mask & -mask
        while True:
            grown = (comp | (comp << 1) | (comp >> 1) | (comp << r) | (comp >> r)) & mask
            if grown == comp:
                break
            comp = grown
        mask &= ~comp
        yield comp


# unmatched's answers by free cells (the geometry is fixed per kingdom size, so free, r
# and black together are one key); cleared whole past the limit, like _TERRITORIES
_WASTE: dict[tuple[int, int], int] = {}


def unmatched(free: int, r: int, black: int) -> int:
    """Cells of the free regions that no set of dominoes can cover: in each connected
    region, a domino covers one cell of each chessboard colour, so the colour surplus
    is wasted (a lone cell, an odd region, a lopsided one)."""
    key = (free, r)
    found = _WASTE.get(key)
    if found is None:
        if len(_WASTE) >= PARTS_LIMIT:
            _WASTE.clear()
        found = _WASTE[key] = sum(abs(2 * (comp & black).bit_count() - comp.bit_count())
                                  for comp in regions(free, r))
    return found
