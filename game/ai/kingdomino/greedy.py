"""The `greedy` player: Full-Greedy of the CIG-2018 Kingdomino paper (Gedda et al.).

It takes the placement of its current domino together with the choice of its next
domino (placed at that domino's best spot) that maximise its own score, bonuses
included; ties are broken at random. As the paper's authors built it, it only weighs
sensible placements: no square outside the castle-centred N×N (the Middle Kingdom) and
no new one-square hole (Harmony), unless nothing else is legal. Searching players are
measured against it. Queendomino's greedy has neither bonus and keeps every placement.
"""
from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import TypeVar

from game.rules import scoring
from game.rules.actions import Choose, Discard, KingdominoAction
from game.rules.components import Domino
from game.rules.geometry import bits, geometry
from game.rules.kingdom import Kingdom
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_PLACE, KingdominoState
from game.rules.rng import Rng

# points_by_terrain's answers by kingdom: the playouts score the same kingdoms again and
# again (every move tried, every sampled future); cleared whole past the limit
_POINTS: dict[tuple, list[int]] = {}
Part = tuple[int, int, int]     # one territory: (cells, squares, crowns)
POINTS_LIMIT = 1 << 16


def points_by_terrain(k: Kingdom) -> list[int]:
    """The points of each terrain's territories (a fresh list: the caller may change it)."""
    key = (*k.terr, k.cr1, k.cr2, k.cr3, k.g.stride)
    found = _POINTS.get(key)
    if found is None:
        if len(_POINTS) >= POINTS_LIMIT:
            _POINTS.clear()
        found = _POINTS[key] = [scoring.terrain_points(k, t) for t in range(len(k.terr))]
    return found[:]


class Evaluator:
    """Scores 'kingdom + one domino' without copying the kingdom; `discards`: the dominoes
    its player already had to discard this game (Harmony may hang on them).

    A placement changes only the territories its squares join, so each terrain's
    territories are listed once (on first use) and a placement adds the merged territory's
    points minus those of the territories it swallows; the bonuses are settled once per
    kingdom as far as they do not depend on where the domino goes."""

    def __init__(self, k: Kingdom, bonuses: scoring.Bonuses, discards: int = 0,
                 pts: list[int] | None = None, parts: list[list[Part] | None] | None = None) -> None:
        self.k = k
        self.b = bonuses
        self.discards = discards
        self._parts: list[list[Part] | None] = parts if parts is not None else [None] * len(k.terr)
        self.pts = pts if pts is not None else points_by_terrain(k)
        self.base = sum(self.pts)
        self._classes: list[list[tuple[int, int, int, int, int]] | None] = [None] * len(k.terr)
        self._parent: Evaluator | None = None     # placed(): the kingdom before, and
        self._changed: tuple[int, ...] = ()       # the terrains the placement changed
        self._tops: dict[tuple[int, int, int, int], tuple[int, tuple[int, int, int, int]]] = {}
        self._sensible: tuple[int, int] | None = None
        self._ranks: dict[tuple[int, int], list[tuple[int, int]]] = {}
        n = k.g.n
        self.harmony = bonuses.harmony if bonuses.harmony and (
            not discards if bonuses.harmony_by_discards else k.occ.bit_count() + 2 == n * n) else 0
        # the Middle Kingdom: the sides of the centred N×N the domino must still reach
        # (two cells reach two sides at most; -1 stands for a side already reached)
        self.sides: tuple[int, int] | None = None
        if bonuses.middle_kingdom:
            self.sides, self.outside, self.won = middle_sides(n, k.minx, k.maxx, k.miny, k.maxy)

    def placed(self, d: Domino, rot: int, anchor: int) -> "Evaluator":
        """The evaluator of this kingdom with d placed: d's terrains' territories are this
        kingdom's with the ones d's squares join merged into one (no flood fill)."""
        k1 = self.k.copy()
        k1.place_anchor(d, rot, anchor)
        step = 1 if rot in (0, 2) else k1.g.stride
        lo, hi = 1 << anchor, 1 << (anchor + step)
        pts, parts = self.pts[:], self._parts[:]
        if d.t1 == d.t2:
            self._merge(pts, parts, d.t1, lo | hi, d.c1 + d.c2)
        else:
            a, b = (lo, hi) if rot < 2 else (hi, lo)
            self._merge(pts, parts, d.t1, a, d.c1)
            self._merge(pts, parts, d.t2, b, d.c2)
        child = Evaluator(k1, self.b, self.discards, pts, parts)
        child._parent, child._changed = self, (d.t1, d.t2)
        return child

    def _merge(self, pts: list[int], parts: list, t: int, cells: int, crowns: int) -> None:
        """Terrain t's territories and points once `cells` (bearing `crowns`) join it."""
        r = self.k.g.stride
        near = (cells << 1) | (cells >> 1) | (cells << r) | (cells >> r)
        squares, kept, lost = cells.bit_count(), [], 0
        for part in self._parts[t] or self._territories(t):
            if part[0] & near:
                cells |= part[0]
                squares += part[1]
                crowns += part[2]
                lost += part[1] * part[2]
            else:
                kept.append(part)
        kept.append((cells, squares, crowns))
        parts[t] = kept
        pts[t] += squares * crowns - lost      # pts[t]: the points of the territories before

    def _territories(self, t: int) -> list[Part]:
        """(cells, squares, crowns) of every territory of terrain t, crowned or not."""
        k = self.k
        mask, r, out = k.terr[t], k.g.stride, []
        rest = mask
        while rest:
            comp = scoring.flood(rest & -rest, mask, r)
            out.append((comp, comp.bit_count(), (comp & k.cr1).bit_count()
                        + (comp & k.cr2).bit_count() + (comp & k.cr3).bit_count()))
            rest &= ~comp
        self._parts[t] = out
        return out

    def _gain(self, t: int, cells: int, crowns: int) -> int:
        """Points terrain t gains when `cells` of it (bearing `crowns`) are added."""
        r = self.k.g.stride
        near = (cells << 1) | (cells >> 1) | (cells << r) | (cells >> r)
        squares = cells.bit_count()
        if not near & self.k.terr[t]:
            return squares * crowns
        parts = self._parts[t]
        if parts is None:
            parts = self._territories(t)
        lost = 0
        for comp, size, c in parts:
            if comp & near:
                squares += size
                crowns += c
                lost += size * c
        return squares * crowns - lost

    def after(self, d: Domino, rot: int, anchor: int) -> int:
        step = 1 if rot in (0, 2) else self.k.g.stride
        lo, hi = 1 << anchor, 1 << (anchor + step)
        if d.t1 == d.t2:
            score = self.base + self._gain(d.t1, lo | hi, d.c1 + d.c2)
        else:
            a, b = (lo, hi) if rot < 2 else (hi, lo)
            score = self.base + self._gain(d.t1, a, d.c1) + self._gain(d.t2, b, d.c2)
        if self.sides is not None:
            cells = lo | hi
            side1, side2 = self.sides
            if not cells & self.outside and cells & side1 and cells & side2:
                score += self.b.middle_kingdom
        return score + self.harmony

    def best(self, d: Domino, masks: tuple[int, int, int, int] | None = None) -> int:
        """Best score reachable by placing d (current score if it must be discarded), over
        the anchors of `masks` (one mask per rotation, as Kingdom.anchor_masks; default:
        every legal placement): max(after(d, rot, a)), worked out on cell masks instead of
        spot by spot. A free cell's gain depends only on which territories of its terrain
        it touches, so the free cells fall into a few classes; the best pair of classes
        that some placement joins (and, for the Middle Kingdom, lies where it wins it) is it."""
        if masks is None:
            masks = self.k.anchor_masks(d)
        e, s, w, n = masks
        if not (e or s or w or n):
            return self.base + self._bonus_now()
        gain = self._inherited(d, masks)
        if gain is None:
            gain = self._best_pair(d, e, s, w, n, -1)
        return self._with_middle(d, masks, gain)

    def best_sensible(self, d: Domino) -> int:
        """best(d, sensible_masks(self.k, d)). Where d's territories are the kingdom
        before's and its best spot there is still legal and sensible here, the gain is
        that one's (see _inherited), found without d's masks; they are worked out then
        only if the Middle Kingdom may still be won."""
        pairs = self._sensible_free()
        # d's top anchors before are next to its territories, so where those are unchanged
        # they are legal here wherever both cells are still free: the sensible free pairs
        # stand in for d's sensible masks
        sh, sv = pairs
        gain = self._inherited(d, (sh, sv, sh, sv))
        if gain is not None:
            if self.sides is None:
                return self.base + gain + self.harmony
            return self._with_middle(d, sensible_masks(self.k, d, pairs), gain)
        return self.best(d, sensible_masks(self.k, d, pairs))

    def _inherited(self, d: Domino, masks: tuple[int, int, int, int]) -> int | None:
        """d's best gain over `masks` from the kingdom before, if it tells: d's
        territories are that kingdom's and its legal placements fewer, so its best gain
        there is the best here wherever one of the anchors reaching it is still in `masks`."""
        parent = self._parent
        if parent is None or d.t1 in self._changed or d.t2 in self._changed:
            return None
        gain, (te, ts, tw, tn) = parent._top(d)
        e, s, w, n = masks
        return gain if (e & te) or (s & ts) or (w & tw) or (n & tn) else None

    def _with_middle(self, d: Domino, masks: tuple[int, int, int, int], gain: int) -> int:
        """The score with d placed at the best of `masks` whose gain is `gain`: the bonuses
        added, the Middle Kingdom where a placement among them wins it and that pays."""
        best = gain
        if self.sides is not None:
            h, v = self.won
            e, s, w, n = masks
            if (e & h) or (s & v) or (w & h) or (n & v):
                best = max(best, self._best_pair(d, e & h, s & v, w & h, n & v, best - self.b.middle_kingdom)
                           + self.b.middle_kingdom)
        return self.base + best + self.harmony

    def _sensible_free(self) -> tuple[int, int]:
        """sensible_pairs of this kingdom, worked out once."""
        found = self._sensible
        if found is None:
            found = self._sensible = sensible_pairs(self.k)
        return found

    def _top(self, d: Domino) -> tuple[int, tuple[int, int, int, int]]:
        """The best gain of d over its legal placements here, and the anchors (one mask per
        rotation) that reach it."""
        key = (d.t1, d.c1, d.t2, d.c2)
        found = self._tops.get(key)
        if found is not None:
            return found
        e, s, w, n = self.k.anchor_masks(d)
        gain = self._best_pair(d, e, s, w, n, -1)
        r = self.k.g.stride
        te = ts = tw = tn = 0
        c1, c2 = d.c1, d.c2
        classes1 = self._cell_classes(d.t1)
        classes2 = self._cell_classes(d.t2)
        parts = self._parts[d.t1] or []
        for m1, sq1, cr1, lost1, s1 in classes1:
            for m2, sq2, cr2, lost2, s2 in classes2:
                if d.t1 != d.t2:
                    v = (1 + sq1) * (c1 + cr1) - lost1 + (1 + sq2) * (c2 + cr2) - lost2
                else:
                    v = _joined_gain(parts, s1 | s2, c1 + c2)
                if v == gain:
                    te |= e & m1 & (m2 >> 1)
                    ts |= s & m1 & (m2 >> r)
                    tw |= w & (m1 >> 1) & m2
                    tn |= n & (m1 >> r) & m2
        found = self._tops[key] = (gain, (te, ts, tw, tn))
        return found

    def _best_pair(self, d: Domino, e: int, s: int, w: int, n: int, floor: int) -> int:
        """The best gain of d over the anchors e, s, w, n (east, south, west, north), or
        `floor` if none beats it: by the class of the first half's cell, the cells its
        second half can then take, and the best class among those."""
        r = self.k.g.stride
        w1, n1 = w << 1, n << r        # the first half's cells of west and north placements
        firsts = e | s | w1 | n1
        c1, c2 = d.c1, d.c2
        best = floor
        if d.t1 != d.t2:
            two = None
            for m1, sq, cr, lost, _ in self._cell_classes(d.t1):
                f = m1 & firsts
                if not f:
                    continue
                v1 = (1 + sq) * (c1 + cr) - lost
                if two is None:
                    two = self._ranked(d.t2, c2)
                if v1 + two[0][0] <= best:
                    continue
                second = ((e & f) << 1) | ((s & f) << r) | ((w1 & f) >> 1) | ((n1 & f) >> r)
                for v2, m2 in two:
                    if v1 + v2 <= best:
                        break
                    if second & m2:
                        best = v1 + v2
                        break
            return best
        classes = self._cell_classes(d.t1)
        parts = self._parts[d.t1] or []      # the territories the classes' bits index
        for m1, _, _, _, s1 in classes:
            f = m1 & firsts
            if not f:
                continue
            second = ((e & f) << 1) | ((s & f) << r) | ((w1 & f) >> 1) | ((n1 & f) >> r)
            for m2, _, _, _, s2 in classes:
                if not second & m2:
                    continue
                best = max(best, _joined_gain(parts, s1 | s2, c1 + c2))
        return best

    def _ranked(self, t: int, crowns: int) -> list[tuple[int, int]]:
        """(gain, cells) of each class of free cells of terrain t for a square bearing
        `crowns`, best first; the kingdom before's where t did not change."""
        key = (t, crowns)
        found = self._ranks.get(key)
        if found is None:
            parent = self._parent
            if parent is not None and t not in self._changed:
                found = parent._ranked(t, crowns)
            else:
                found = sorted((((1 + sq) * (crowns + cr) - lost, m) for m, sq, cr, lost, _ in self._cell_classes(t)),
                               key=_FIRST, reverse=True)
            self._ranks[key] = found
        return found

    def _cell_classes(self, t: int) -> list[tuple[int, int, int, int, int]]:
        """The free cells by the territories of terrain t they touch: (cells, squares,
        crowns and points of those territories, their indices as bits)."""
        found = self._classes[t]
        if found is not None:
            return found
        parent = self._parent
        if parent is not None and t not in self._changed:
            # the cells the placement took are in no anchor of this kingdom, so the
            # kingdom before's classes serve (its territories of t are these)
            found = self._classes[t] = parent._cell_classes(t)
            self._parts[t] = parent._parts[t]
            return found
        k = self.k
        r = k.g.stride
        free = k.allowed & ~k.occ
        classes = [(free, 0, 0, 0, 0)]
        for i, (comp, size, c) in enumerate(self._parts[t] or self._territories(t)):
            near = ((comp << 1) | (comp >> 1) | (comp << r) | (comp >> r)) & free
            if not near:
                continue
            split = []
            for m, sq, cr, lost, s in classes:
                if m & near:
                    split.append((m & near, sq + size, cr + c, lost + size * c, s | 1 << i))
                if m & ~near:
                    split.append((m & ~near, sq, cr, lost, s))
            classes = split
        self._classes[t] = classes
        return classes

    def _bonus_now(self) -> int:
        """The bonuses of the kingdom as it stands, once one more domino is discarded."""
        mk, hm = scoring.bonus_points(self.k, self.b, self.discards + 1)
        return mk + hm


def _joined_gain(parts: list[Part], joined: int, crowns: int) -> int:
    """The gain of two squares of one terrain bearing `crowns` that join the territories
    `parts` whose indices are the bits of `joined`."""
    sq = cr = lost = 0
    for i, (_, size, c) in enumerate(parts):
        if joined >> i & 1:
            sq += size
            cr += c
            lost += size * c
    return (2 + sq) * (crowns + cr) - lost


T = TypeVar("T")
_FIRST = itemgetter(0)



@lru_cache(maxsize=None)
def centre_sides(n: int) -> tuple[int, tuple[int, int], tuple[int, int, int, int]]:
    """The castle-centred N×N, its first and last column/row index, and its four sides
    (first column, last column, first row, last row) as cell masks."""
    g = geometry(n)
    lo = g.castle_x - n // 2
    hi = lo + n - 1
    col = [sum(1 << g.bit_index(x, y) for y in range(lo, hi + 1)) for x in (lo, hi)]
    row = [sum(1 << g.bit_index(x, y) for x in range(lo, hi + 1)) for y in (lo, hi)]
    square = sum(1 << g.bit_index(x, y) for x in range(lo, hi + 1) for y in range(lo, hi + 1))
    return square, (lo, hi), (col[0], col[1], row[0], row[1])


@lru_cache(maxsize=None)
def middle_sides(n: int, minx: int, maxx: int, miny: int,
                 maxy: int) -> tuple[tuple[int, int] | None, int, tuple[int, int]]:
    """For a kingdom spanning these window columns and rows: the sides of the centred
    N×N a domino must still reach to win the Middle Kingdom (None if no one domino can:
    the kingdom lies outside it or misses more than two sides), the cells outside it, and
    the anchors (horizontal, vertical) of the pairs that lie inside and reach those sides."""
    square, (lo, hi), side_masks = centre_sides(n)
    todo = [m for m, reached in zip(side_masks, (minx == lo, maxx == hi, miny == lo, maxy == hi))
            if not reached]
    if not (lo <= minx and maxx <= hi and lo <= miny and maxy <= hi) or len(todo) > 2:
        return None, ~square, (0, 0)
    side1, side2 = (todo + [-1, -1])[:2]
    won = tuple(square & (square >> step) & (side1 | side1 >> step) & (side2 | side2 >> step)
                for step in (1, geometry(n).stride))
    return (side1, side2), ~square, (won[0], won[1])


@lru_cache(maxsize=4096)
def sensible_anchors(occ: int, n: int) -> tuple[int, int]:
    """Anchor masks (horizontal, vertical) of the pairs of cells that lie inside the
    castle-centred N×N and leave no new one-square hole there, for a kingdom filling `occ`.

    A new hole is an empty cell whose only empty neighbour in the square gets covered (a
    cell with two empty neighbours cannot lose both to one domino: they are not adjacent),
    unless the domino covers that cell too."""
    square, _, _ = centre_sides(n)
    r = geometry(n).stride
    empty = square & ~occ
    w, e, s, nn = (empty & (empty << 1), empty & (empty >> 1),        # west / east empty
                   empty & (empty << r), empty & (empty >> r))        # north / south empty
    one = (w | e | s | nn) & ~((w & (e | s | nn)) | (e & (s | nn)) | (s & nn))
    w, e, s, nn = one & w, one & e, one & s, one & nn
    fv = (s >> r) | (nn << r)      # the lone empty neighbour, above or below
    fh = (w >> 1) | (e << 1)       # ... left or right
    ok_h = square & (square >> 1) & ~((w >> 2) | (e << 1) | fv | (fv >> 1))
    ok_v = square & (square >> r) & ~((s >> 2 * r) | (nn << r) | fh | (fh >> r))
    return ok_h, ok_v


def sensible_pairs(k: Kingdom) -> tuple[int, int]:
    """The anchors (horizontal, vertical) of the pairs of free cells of k's window that
    are sensible (sensible_anchors)."""
    free = k.allowed & ~k.occ
    ok_h, ok_v = sensible_anchors(k.occ, k.g.n)
    return free & (free >> 1) & ok_h, free & (free >> k.g.stride) & ok_v


def sensible_masks(k: Kingdom, d: Domino, pairs: tuple[int, int] | None = None) -> tuple[int, int, int, int]:
    """The anchor masks (one per rotation) of the legal placements of d that stay inside
    the castle-centred N×N and leave no new one-square hole there; every legal one if
    none does. `pairs`: sensible_pairs(k), where the caller has it."""
    good = k.anchor_masks_among(d, *(pairs or sensible_pairs(k)))
    return good if good[0] or good[1] or good[2] or good[3] else k.anchor_masks(d)


def sensible_spots(k: Kingdom, d: Domino) -> list[tuple[int, int]]:
    """sensible_masks as (rotation, anchor) placements, in the order greedy breaks ties by."""
    return [(rot, p) for rot, m in enumerate(sensible_masks(k, d)) for p in bits(m)]


class GreedyPlayer:
    def __init__(self, seed: int | str, name: str = "greedy") -> None:
        self.name = name
        self.rng = Rng.from_seed(seed)
        # the picks place_picks worked out for each spot, by the position they leave (the
        # kingdom placed, the discards, the free line, the game): the pick that follows is one of them
        self._after: dict[tuple, list[int]] = {}

    def _pick(self, options: list[T]) -> T:
        return options[self.rng.below(len(options))] if len(options) > 1 else options[0]

    def choose(self, state: KingdominoState) -> KingdominoAction:
        bonuses = kingdomino.bonuses_of(state.config)
        if state.phase == PHASE_CHOOSE:
            return Choose(self._pick(self.choice_picks(state, bonuses)))
        if state.phase == PHASE_PLACE:
            picks = self.place_picks(state, bonuses)
            if not picks:
                return Discard()
            rot, p = self._pick(picks)
            return state.kingdoms[state.player_to_act()].place_action(rot, p)
        return kingdomino.legal_actions(state)[0]

    def choice_picks(self, state: KingdominoState, bonuses: scoring.Bonuses) -> list[int]:
        """The free dominoes of the next line whose best placement scores most."""
        p = state.player_to_act()
        picks = self._after.get((kingdom_key(state.kingdoms[p], state.discards[p]), _free_line(state), state.config))
        if picks is not None:
            return picks
        return self._best_choices(Evaluator(state.kingdoms[p], bonuses, state.discards[p]), _free_dominoes(state))[1]

    def _best_choices(self, ev: Evaluator, free: list[tuple[int, Domino]]) -> tuple[int, list[int]]:
        """The best score of ev's kingdom with one of the `free` (number, domino) placed,
        and the numbers that reach it."""
        best, picks = None, []
        for n, d in free:
            s = self._best_score(ev, d)
            if best is None or s > best:
                best, picks = s, [n]
            elif s == best:
                picks.append(n)
        if best is None:   # the acting king has not chosen yet, so a domino is free
            raise ValueError("no free domino in the next line")
        return best, picks

    def _best_score(self, ev: Evaluator, d: Domino) -> int:
        """The score of ev's kingdom with d at its best sensible spot."""
        return ev.best_sensible(d)

    def place_picks(self, state: KingdominoState, bonuses: scoring.Bonuses) -> list[tuple[int, int]]:
        """The sensible (rotation, anchor) placements of the joint best (empty: discard).
        Remembers the picks each of them leaves, for the choice that follows."""
        k = state.kingdoms[state.player_to_act()]
        d = state.domino_to_place()
        discards = state.discards[state.player_to_act()]
        ev = Evaluator(k, bonuses, discards)
        best, picks, kept = None, [], []
        free = _free_dominoes(state) if state.next else []
        for rot, p in sensible_spots(k, d):
            if state.next:
                child = ev.placed(d, rot, p)
                s, then = self._best_choices(child, free)
            else:
                s, child, then = ev.after(d, rot, p), None, []
            if best is None or s > best:
                best, picks, kept = s, [(rot, p)], [(child, then)]
            elif s == best:
                picks.append((rot, p))
                kept.append((child, then))
        after = self._after
        after.clear()
        line = tuple(n for n, _ in free)
        for child, then in kept:
            if child is not None:
                after[(kingdom_key(child.k, discards), line, state.config)] = then
        return picks


class CachedGreedy(GreedyPlayer):
    """Full-Greedy with its decisions remembered by position (kingdom, domino, free line),
    for search playouts where the same opponent positions come up again and again. The
    tie-break still draws from the generator, so it plays exactly like GreedyPlayer."""

    def __init__(self, seed: int | str, memo: dict) -> None:
        super().__init__(seed)
        self.memo = memo

    def choice_picks(self, state: KingdominoState, bonuses: scoring.Bonuses) -> list[int]:
        key = ("c", _key(state, state.player_to_act()), _free_line(state))
        picks = self.memo.get(key)
        if picks is None:
            picks = self.memo[key] = super().choice_picks(state, bonuses)
        return picks

    def place_picks(self, state: KingdominoState, bonuses: scoring.Bonuses) -> list[tuple[int, int]]:
        key = ("p", _key(state, state.player_to_act()), state.current[state.turn], _free_line(state))
        picks = self.memo.get(key)
        if picks is None:
            picks = self.memo[key] = super().place_picks(state, bonuses)
        return picks


    def _best_score(self, ev: Evaluator, d: Domino) -> int:
        key = ("b", *kingdom_key(ev.k, ev.discards), d.t1, d.c1, d.t2, d.c2)
        score = self.memo.get(key)
        if score is None:
            score = self.memo[key] = super()._best_score(ev, d)
        return score


def _key(state: KingdominoState, p: int) -> tuple:
    """A player's position as Full-Greedy sees it: the kingdom and the discards (Harmony)."""
    return kingdom_key(state.kingdoms[p], state.discards[p])


def kingdom_key(k: Kingdom, discards: int) -> tuple:
    return (*k.terr, k.cr1, k.cr2, k.cr3, k.minx, k.maxx, k.miny, k.maxy, discards)


def _free_line(state: KingdominoState) -> tuple[int, ...]:
    return tuple(n for n, king in zip(state.next, state.next_kings) if king == FREE)


def _free_dominoes(state: KingdominoState) -> list[tuple[int, Domino]]:
    """(number, domino) of each free domino of the next line, in line order."""
    doms = state.dominoes
    return [(n, doms[n - 1]) for n, king in zip(state.next, state.next_kings) if king == FREE]
