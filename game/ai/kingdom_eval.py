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
from game.rules.geometry import bits
from game.rules.kingdom import Kingdom, spot_table, with_crowns


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
        in_centre, live, dead = self._free_cells(occ, k.allowed)
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
        return self._with_bonuses(total, in_centre, dead, left, occ, discards)

    def _free_cells(self, occ: int, allowed: int) -> tuple[bool, int, int]:
        """(inside the Middle Kingdom's box, the free cells a domino can still cover, the
        free cells counted as waste) of a kingdom of squares `occ` and window `allowed`:
        with the Middle Kingdom in play a kingdom inside its box counts the box's cells alone."""
        r = self.r
        in_centre = not (occ & ~self.centre)
        free = (allowed & self.centre if (self.b.middle_kingdom and in_centre) else allowed) & ~occ
        nb = (free << 1) | (free >> 1) | (free << r) | (free >> r)
        if not self.w.parity:
            return in_centre, free & nb, (free & ~nb).bit_count()
        dead = _WASTE.get((free, r))
        return in_centre, free & nb, unmatched(free, r, self.black) if dead is None else dead

    def _with_bonuses(self, total: float, in_centre: bool, dead: int, left: int, occ: int,
                      discards: int) -> float:
        """total plus the shares of the bonuses still in reach: the Middle Kingdom while the
        kingdom keeps inside its box, Harmony while no domino is discarded and (where a full
        square can be built) the free cells can still all be filled."""
        b, w = self.b, self.w
        if b.middle_kingdom and in_centre:
            total += b.middle_kingdom * w.mk
        if b.harmony and not discards and (b.harmony_by_discards
                                           or (not dead and 2 * left >= self.nn - occ.bit_count())):
            total += b.harmony * w.harmony
        return total

    def placed(self, k: Kingdom, d: Domino, left: int, discards: int = 0) -> list[tuple[float, int, int]]:
        """(value(k with d placed there, left, discards), rotation, anchor) for every legal
        placement of d, in the generator's order. The searches weigh every placement of a
        domino in the same kingdom over and over, so the kingdom's untouched terrains are
        looked up once and no copy is made: the same sums in the same order as _value, so
        the same floats to the last bit."""
        masks = k.anchor_masks(d)
        if left <= 0:
            out = []
            for rot, mask in enumerate(masks):
                for a in bits(mask):
                    k2 = k.copy()
                    k2.place_anchor(d, rot, a)
                    out.append((self.value(k2, left, discards), rot, a))
            return out
        b, w, r = self.b, self.w, self.r
        mk = b.middle_kingdom
        bonuses = mk or (b.harmony and not discards)
        late = self.late(left)
        cap, grow, crownless, wdead = w.edge_cap, self.grow, self.crownless, w.dead
        terr, cr1, cr2, cr3, k_occ, k_allowed, g = k.terr, k.cr1, k.cr2, k.cr3, k.occ, k.allowed, k.g
        minx, maxx, miny, maxy = k.minx, k.maxx, k.miny, k.maxy
        t1, t2, dc1, dc2 = d.t1, d.t2, d.c1, d.c2
        # the touched terrains' squares and crowns before the placement
        base = {t: (terr[t], cr1 & terr[t], cr2 & terr[t], cr3 & terr[t]) for t in (t1, t2)}
        # the untouched terrains' territories as the sum weighs them: (the cells around it,
        # its term's weight, crowned), grow × crowns multiplied first as _value does; those
        # with no open edge now keep none, as the free cells only shrink, unless the Middle
        # Kingdom's box may open up
        centred, live0, _ = self._free_cells(k_occ, k_allowed)
        if mk and centred:
            live0 = -1
        fixed = 0
        terms: list[list[tuple[int, float, bool]] | None] = []
        for t, m in enumerate(terr):
            if t == t1 or t == t2:
                terms.append(None)
                continue
            points, parts = known_territories(m, cr1, cr2, cr3, r) if m else (0, ())
            fixed += points
            terms.append([(border, grow[t] * crowns if crowns else crownless[t] * size, bool(crowns))
                          for crowns, size, border, _ in parts if border & live0])
        plan = [(t, weighed) for t, weighed in enumerate(terms) if weighed is None or weighed]
        # what placements share within this call: the window a bounding box leaves, and a
        # touched terrain's territories by the cells it gains
        windows: dict[int, int] = {}
        joined: tuple[dict[int, tuple[int, tuple[Part, ...]]], ...] = ({}, {})
        side = g.side
        table = spot_table(g.n)
        out = []
        for rot, mask in enumerate(masks):
            spots = table[rot]
            while mask:
                low = mask & -mask
                mask ^= low
                anchor = low.bit_length() - 1
                a, b2, x0, y0, x1, y1 = spots[anchor]
                ab = a | b2
                occ = k_occ | ab
                if x0 < minx or x1 > maxx or y0 < miny or y1 > maxy:
                    x0, x1 = (x0 if x0 < minx else minx), (x1 if x1 > maxx else maxx)
                    y0, y1 = (y0 if y0 < miny else miny), (y1 if y1 > maxy else maxy)
                    box = ((x0 * side + x1) * side + y0) * side + y1
                    allowed = windows.get(box)
                    if allowed is None:
                        allowed = windows[box] = g.window(x0, x1, y0, y1)
                else:
                    allowed = k_allowed
                in_centre, live, dead = self._free_cells(occ, allowed)
                points = fixed
                pot = 0.0
                for t, weighed in plan:
                    if weighed is None:
                        cell, known = (ab if t1 == t2 else a, joined[0]) if t == t1 else (b2, joined[1])
                        found = known.get(cell)
                        if found is None:
                            m, c1, c2, c3 = base[t]
                            m |= cell
                            if a & cell:
                                c1, c2, c3 = with_crowns(c1, c2, c3, a, dc1)
                            if b2 & cell:
                                c1, c2, c3 = with_crowns(c1, c2, c3, b2, dc2)
                            found = _TERRITORIES.get((m, c1, c2, c3, r))
                            if found is None:
                                found = territories(m, c1, c2, c3, r)
                            known[cell] = found
                        gained, parts = found
                        points += gained
                        for crowns, size, border, _ in parts:
                            edge = (border & live).bit_count()
                            if edge:
                                pot += grow[t] * crowns * (edge if edge < cap else cap) if crowns else crownless[t] * size
                    else:
                        for border, weight, crowned in weighed:
                            edge = (border & live).bit_count()
                            if edge:
                                pot += weight * (edge if edge < cap else cap) if crowned else weight
                total = float(points) + (pot * late - wdead * dead)
                if bonuses:
                    total = self._with_bonuses(total, in_centre, dead, left, occ, discards)
                out.append((total, rot, anchor))
        return out

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
