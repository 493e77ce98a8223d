"""The kingdom evaluator's value after each placement of a domino, worked out from the
kingdom before it.

The Queendomino and Royal Wedding playouts weigh many placements of a domino in the same
kingdom, and valuing each on a copy floods its terrains and free cells again. A placement
changes only the one or two territories its squares join and the free region it covers,
so those alone are worked out again here; the rest is the kingdom's own, found once. The
answer is the evaluator's to the last bit (kingdom_eval.KingdomEval.value: the same sums in
the same order), so using it changes no choice.
"""
from __future__ import annotations

from game.ai.kingdom_eval import KingdomEval, known_territories, regions, unmatched
from game.rules.components import Domino
from game.rules.kingdom import Kingdom, spot_table
from game.rules.scoring import flood


def _around(m: int, r: int) -> int:
    return ((m << 1) | (m >> 1) | (m << r) | (m >> r)) & ~m


def _waste(comp: int, black: int) -> int:
    return abs(2 * (comp & black).bit_count() - comp.bit_count())


class PlacedValues:
    """value(d, rot, anchor, left): ev.value(k with d placed there, left), for an evaluator
    with no bonuses in play and parity waste (the static policy's), and `left` > 0
    (`applies`); shape(d, rot, anchor): the territories a house's buildings and Queen count.
    Holds what it needs of k, not k: the kingdom may change after."""

    def __init__(self, ev: KingdomEval, k: Kingdom) -> None:
        self.ev, self.g = ev, k.g
        r = self.r = k.g.stride
        self.table = spot_table(k.g.n)
        self.box = k.minx, k.maxx, k.miny, k.maxy
        self.occ, self.allowed = k.occ, k.allowed
        self.points = self.largest = 0
        self.parts: list[list[Live]] = []
        self.counts: list[int] = []
        # the kingdom's own growth terms (before the `late` factor), and per terrain what its
        # crowned territories may still gain (up to the edge cap) and the weight of its
        # crownless ones with no open edge: the ceiling's (queendomino/ceiling.py)
        self.growth = 0.0
        self.slack = [0.0] * len(k.terr)
        self.shut = [0.0] * len(k.terr)
        cap, grow, crownless = ev.w.edge_cap, ev.grow, ev.crownless
        free = k.allowed & ~k.occ
        live = free & ((free << 1) | (free >> 1) | (free << r) | (free >> r))
        for t, mask in enumerate(k.terr):
            points, parts = known_territories(mask, k.cr1, k.cr2, k.cr3, r) if mask else (0, ())
            self.points += points
            self.counts.append(len(parts))
            # a territory with no open edge keeps none (the free cells only shrink) and no
            # placement touches it (a placed square has a free neighbour, its partner's):
            # value() counts only its points
            lives = []
            for crowns, size, border, comp in parts:
                edge = (border & live).bit_count()
                if crowns:
                    e = edge if edge < cap else cap
                    if e:
                        self.growth += grow[t] * crowns * e
                    self.slack[t] += grow[t] * crowns * (cap - e)
                elif edge:
                    self.growth += crownless[t] * size
                else:
                    self.shut[t] += crownless[t] * size
                if edge:
                    lives.append(_live(t, ev, crowns, size, border, comp))
                if size > self.largest:
                    self.largest = size
            self.parts.append(lives)
        self.free = free
        self.dead = unmatched(free, r, ev.black)

    @staticmethod
    def applies(ev: KingdomEval, left: int) -> bool:
        """Whether value() is ev.value for `left` dominoes to come."""
        return not (ev.b.middle_kingdom or ev.b.harmony) and left > 0 and ev.w.parity

    def value(self, d: Domino, rot: int, anchor: int, left: int) -> float:
        a, b, x0, y0, x1, y1 = self.table[rot][anchor]
        r, ev = self.r, self.ev
        minx, maxx, miny, maxy = self.box
        ab = a | b
        if x0 < minx or x1 > maxx or y0 < miny or y1 > maxy:
            allowed = self.g.window(min(x0, minx), max(x1, maxx), min(y0, miny), max(y1, maxy))
        else:
            allowed = self.allowed
        free = allowed & ~(self.occ | ab)
        live = free & ((free << 1) | (free >> 1) | (free << r) | (free >> r))
        dead = self._dead(ab, free) if allowed == self.allowed else unmatched(free, r, ev.black)
        parts = self.parts
        points = self.points
        t1, t2 = d.t1, d.t2
        if t1 == t2:
            j1, gained = _joined(t1, ev, parts[t1], ab, d.c1 + d.c2, 2, r)
            points += gained
            j2 = j1
        else:
            j1, g1 = _joined(t1, ev, parts[t1], a, d.c1, 1, r)
            j2, g2 = _joined(t2, ev, parts[t2], b, d.c2, 1, r)
            points += g1 + g2
        cap = ev.w.edge_cap
        pot = 0.0
        for t, terrain in enumerate(parts):
            for border, crowns, _, _, term in (j1 if t == t1 else j2 if t == t2 else terrain):
                edge = (border & live).bit_count()
                if edge:
                    pot += term * (edge if edge < cap else cap) if crowns else term
        return float(points) + (pot * ev.late(left) - ev.w.dead * dead)

    def shape(self, d: Domino, rot: int, anchor: int) -> tuple[list[int], int]:
        """The territories of each terrain and the largest territory's squares with d placed
        there (what a house's buildings and the Queen count)."""
        a, b = self.table[rot][anchor][:2]
        counts, largest = self.counts[:], self.largest
        halves = ((d.t1, a | b, 2),) if d.t1 == d.t2 else ((d.t1, a, 1), (d.t2, b, 1))
        for t, cell, size in halves:
            counts[t] += 1
            for border, _, squares, _, _ in self.parts[t]:
                if border & cell:
                    counts[t] -= 1
                    size += squares
            largest = max(largest, size)
        return counts, largest

    def _dead(self, ab: int, free: int) -> int:
        """The waste of the free cells left, the window unchanged: a domino covers a cell of
        each colour, so its free region's surplus stays unless covering it splits the region
        (the free cells beside it not joined around it)."""
        r = self.r
        near = _around(ab, r) & free
        if not near & (near - 1):      # one free cell beside it, or none
            return self.dead
        h = ab | (ab << 1) | (ab >> 1)
        ring = (h | (h << r) | (h >> r)) & free
        if not near & ~flood(near & -near, ring, r):
            return self.dead
        black = self.ev.black
        region = flood(ab, self.free, r)
        return self.dead - _waste(region, black) + sum(_waste(c, black) for c in regions(region & ~ab, r))


Live = tuple[int, int, int, int, float]   # a territory with an open edge: the cells around it,
                                          # its crowns, squares, cells, and its growth term's weight


def _live(t: int, ev: KingdomEval, crowns: int, size: int, border: int, comp: int) -> Live:
    """A territory as value() sums it: crowned, its growth is the weight × its open edge
    (capped); crownless, the weight alone (kingdom_eval's terms, multiplied in its order)."""
    return border, crowns, size, comp, ev.grow[t] * crowns if crowns else ev.crownless[t] * size


def _joined(t: int, ev: KingdomEval, parts: list[Live], cell: int, crowns: int, size: int,
            r: int) -> tuple[list[Live], int]:
    """Terrain t's territories with an open edge, in the evaluator's order (by their lowest
    cells), once `cell` (`size` squares bearing `crowns`) joins them, and the points gained
    (a territory beside the cell has it on its open edge: the others stay as they are)."""
    comp, gained, out = cell, 0, []
    for part in parts:
        if part[0] & cell:
            crowns += part[1]
            size += part[2]
            comp |= part[3]
            gained -= part[1] * part[2]
        else:
            out.append(part)
    low = comp & -comp
    i = 0
    while i < len(out) and (out[i][3] & -out[i][3]) < low:
        i += 1
    out.insert(i, _live(t, ev, crowns, size, _around(comp, r), comp))
    return out, gained + crowns * size


PLACED_MEMO = 1 << 12     # kingdoms remembered: a pick weighs several dominoes in one
_PLACED: dict[tuple, PlacedValues] = {}


def placed_values(ev: KingdomEval, k: Kingdom) -> PlacedValues:
    """PlacedValues(ev, k), remembered by the kingdom: a pick weighs several dominoes in
    the same kingdom, the candidates of a judged move play the same futures, and a placing
    may weigh again in the kingdom its pick weighed."""
    key = (ev.key, k.g.stride, *k.terr, k.cr1, k.cr2, k.cr3, k.occ, k.allowed)
    found = _PLACED.get(key)
    if found is None:
        if len(_PLACED) >= PLACED_MEMO:
            _PLACED.clear()
        found = _PLACED[key] = PlacedValues(ev, k)
    return found
