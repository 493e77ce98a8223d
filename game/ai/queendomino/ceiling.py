"""A ceiling on what the static policy can find in a placement, so that its pick and its
placing weigh only the dominoes and placements that may still be best.

The pick values each free domino by its best placement, and the placing takes the best
placement: the house value after it, plus three times the kingdom evaluator's growth and
waste terms (static.Potential). Weighing every placement of every domino is most of what
the Queendomino and Royal Wedding playouts cost. A placement can only do so much: its
territory points are at most the greedy evaluator's best (worked out on cell classes, no
placement copied); the territories it does not join keep their growth at most (the free
cells only shrink), and the waste is at least the kingdom's once it fills its window (else
none is counted); the ones it joins become one, whose growth is at
most its crowns × the edge cap (or, crownless, its squares) plus what the crowned ones there
may still gain; a building that counts territories counts at most one more of a terrain the
domino brings; the Queen's largest territory grows at most by the domino's squares and the
territories they can touch. Weighed from the highest ceiling down, a domino or placement
whose ceiling is under the best value found cannot be best, nor tie with it, so leaving it
out changes no pick and no placing: the same games move for move.
"""
from __future__ import annotations

from typing import Any, Callable

from game.ai.kingdom_eval import KingdomEval
from game.ai.kingdomino.greedy import Evaluator
from game.ai.placed_value import placed_values
from game.ai.queendomino.players import Extra, anchors, points_of, valuer, weighed
from game.rules.components import Domino
from game.rules.queendomino.state import QueenState
from game.rules.scoring import Bonuses, part_sizes

EPS = 1e-6      # above the rounding of the values' floating-point sums (a few hundred at most)
TOUCHED = 3     # territories of its terrain one square can join (its partner takes a side)


class Ceiling:
    """Of one house (h) and one Potential(ev, left): of(d) gives (c, t), c at least the
    value of d's best placement and t the most territory points a placement of d can
    reach, so that a placement reaching t' points is worth at most c - 3 × (t - t')."""

    def __init__(self, state: QueenState, h: int, ev: KingdomEval, left: int) -> None:
        w = ev.w
        k = self.k = state.kingdoms[h]
        points = points_of(state, h)
        self.counted = points.counted
        # the bound holds for the static policy's evaluator: no bonuses, no negative weight
        self.holds = not (ev.b.middle_kingdom or ev.b.harmony or w.dead < 0 or min(ev.grow) < 0
                          or min(ev.crownless) < 0 or any(b.end_points < 0 for b in self.counted))
        self.greedy = Evaluator(k, Bonuses())
        self._of: dict[Domino, tuple[float, int]] = {}
        if not self.holds:
            return
        self.r = k.g.stride
        self.cap = w.edge_cap
        known = placed_values(ev, k)
        self.pot, self.slack, self.shut = known.growth, known.slack, known.shut
        self.ev = ev
        self.late = ev.late(left) if left > 0 else 0.0
        # once the kingdom fills its N×N window, no placement shrinks the free cells' waste:
        # a domino covers a cell of each colour, so a free region's colour surplus stays or splits
        full = k.bbox_size() == (k.g.n, k.g.n)
        self.waste = 3 * w.dead * known.dead if full and left > 0 and w.parity else 0.0
        self.base = 3 * points.fixed + state.coins[h]
        self.queen = points.queen
        self.largest = known.largest if points.queen else 0
        self.counts = known.counts

    def of(self, d: Domino) -> tuple[float, int]:
        """(ceiling of d's best placement, greedy's best territory points with d); inf
        where the bound does not hold. d must have a legal placement."""
        found = self._of.get(d)
        if found is None:
            found = self._of[d] = self._work_out(d)
        return found

    def _work_out(self, d: Domino) -> tuple[float, int]:
        t = self.greedy.best(d)
        if not self.holds:
            return float("inf"), t
        if d.t1 == d.t2:
            gain = self._joined(d.t1, d.c1 + d.c2, 2)
        else:
            gain = self._joined(d.t1, d.c1, 1) + self._joined(d.t2, d.c2, 1)
        k, r = self.k, self.r
        house = 0
        for b in self.counted:      # one more territory of a terrain the domino brings, at most
            bt = b.end_terrain or 0
            house += b.end_points * (self.counts[bt] + (bt == d.t1 or bt == d.t2))
        if self.queen:              # the largest territory: as it was, or one the domino joins
            grown = self.largest
            halves = ((d.t1, 2, 2 * TOUCHED),) if d.t1 == d.t2 else ((d.t1, 1, TOUCHED), (d.t2, 1, TOUCHED))
            for ht, squares, reach in halves:
                grown = max(grown, squares + (sum(part_sizes(k.terr[ht], r)[:reach]) if k.terr[ht] else 0))
            house += grown
        return self.base + 3 * house + 3 * (t + self.late * (self.pot + gain)) - self.waste + EPS, t

    def _joined(self, t: int, crowns: int, squares: int) -> float:
        """The most terrain t's growth terms can gain from `squares` of the domino (bearing
        `crowns`) joining its territories: one territory, its open edge at the cap."""
        ev = self.ev
        return max(ev.grow[t] * self.cap * crowns + self.slack[t], ev.crownless[t] * squares + self.shut[t])


def best_placements(state: QueenState, h: int, d: Domino, extra: Extra, ceiling: Callable[[], Ceiling],
                    floor: float | None = None) -> tuple[Any, list[tuple[int, int]]]:
    """The value of d's best placement with `extra` (the Potential(ev, left) the ceiling
    was made with) and the (rotation, anchor) of each placement reaching it, in anchors'
    order; (None, []) when d has no legal placement or (with a `floor`) none reaches the
    floor. Placements are weighed from the most territory points down, until the ceiling of
    the rest is under the best value found (or the floor): then every placement that can
    reach the best has been weighed, so the answer is remembered with the values
    (players.weighed), and the placing a round after the pick that found it, or a pick that
    weighs the same domino in the same house again, finds it there without a ceiling
    (`ceiling` is asked for one only when the answer is not known)."""
    known = weighed(state, h, d, extra)
    if known.best is not None:
        best, spots = known.best
        return (best, list(spots)) if floor is None or best >= floor else (None, [])
    k = state.kingdoms[h]
    spots = anchors(k, d)
    if not spots:
        return None, []
    bound = ceiling()
    cap, top = bound.of(d)
    after = bound.greedy.after
    points = [after(d, rot, p) for rot, p in spots]
    values = known.values
    value = None
    best = floor
    for i in sorted(range(len(spots)), key=points.__getitem__, reverse=True):
        if best is not None and cap - 3 * (top - points[i]) < best:
            break
        if i not in values:
            if value is None:
                value = valuer(state, h, extra)
            values[i] = value(d, *spots[i], points[i])
        if best is None or values[i] > best:
            best = values[i]
    reached = [spots[i] for i in range(len(spots)) if i in values and values[i] == best]
    if not reached:
        return None, []
    known.best = best, reached
    return best, list(reached)
