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
from typing import TypeVar

from game.rules import kingdomino, scoring
from game.rules.actions import Action, Choose, Discard, Place
from game.rules.components import Domino
from game.rules.geometry import bits, geometry
from game.rules.kingdom import Kingdom
from game.rules.rng import Rng
from game.rules.state import FREE, PHASE_CHOOSE, PHASE_PLACE, GameState

# points_by_terrain's answers by kingdom: the playouts score the same kingdoms again and
# again (every move tried, every sampled future); cleared whole past the limit
_POINTS: dict[tuple, list[int]] = {}
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
                 pts: list[int] | None = None) -> None:
        self.k = k
        self.b = bonuses
        self.discards = discards
        self.pts = pts if pts is not None else points_by_terrain(k)
        self.base = sum(self.pts)
        self._parts: list[list[tuple[int, int, int]] | None] = [None] * len(k.terr)
        n = k.g.n
        self.harmony = bonuses.harmony if bonuses.harmony and (
            not discards if bonuses.harmony_by_discards else k.occ.bit_count() + 2 == n * n) else 0
        # the Middle Kingdom: the sides of the centred N×N the domino must still reach
        # (two cells reach two sides at most; -1 stands for a side already reached)
        self.sides: tuple[int, int] | None = None
        if bonuses.middle_kingdom:
            square, (lo, hi), side_masks = centre_sides(n)
            if lo <= k.minx and k.maxx <= hi and lo <= k.miny and k.maxy <= hi:
                todo = [m for m, reached in zip(side_masks, (k.minx == lo, k.maxx == hi,
                                                             k.miny == lo, k.maxy == hi))
                        if not reached]
                if len(todo) <= 2:
                    self.outside = ~square
                    todo += [-1, -1]
                    self.sides = (todo[0], todo[1])

    def placed(self, d: Domino, rot: int, anchor: int) -> "Evaluator":
        """The evaluator of this kingdom with d placed (only d's terrains are scored again)."""
        k1 = self.k.copy()
        k1.place_anchor(d, rot, anchor)
        pts = self.pts[:]
        for t in {d.t1, d.t2}:
            pts[t] = scoring.terrain_points(k1, t)
        return Evaluator(k1, self.b, self.discards, pts)

    def _territories(self, t: int) -> list[tuple[int, int, int]]:
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

    def best(self, d: Domino, spots: list[tuple[int, int]] | None = None) -> int:
        """Best score reachable by placing d (current score if it must be discarded);
        `spots`: the (rotation, anchor) placements to weigh (default: every legal one)."""
        if spots is None:
            spots = [(rot, p) for rot, mask in enumerate(self.k.anchor_masks(d)) for p in bits(mask)]
        best = None
        for rot, p in spots:
            s = self.after(d, rot, p)
            if best is None or s > best:
                best = s
        if best is None:
            return self.base + self._bonus_now()
        return best

    def _bonus_now(self) -> int:
        """The bonuses of the kingdom as it stands, once one more domino is discarded."""
        mk, hm = scoring.bonus_points(self.k, self.b, self.discards + 1)
        return mk + hm


T = TypeVar("T")



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


def sensible_spots(k: Kingdom, d: Domino) -> list[tuple[int, int]]:
    """The legal (rotation, anchor) placements of d that stay inside the castle-centred
    N×N and leave no new one-square hole there; every legal one if none does."""
    masks = k.anchor_masks(d)
    ok_h, ok_v = sensible_anchors(k.occ, k.g.n)
    good = [(rot, p) for rot, m in enumerate(masks) for p in bits(m & (ok_v if rot & 1 else ok_h))]
    return good or [(rot, p) for rot, m in enumerate(masks) for p in bits(m)]


class GreedyPlayer:
    def __init__(self, seed: int | str, name: str = "greedy") -> None:
        self.name = name
        self.rng = Rng.from_seed(seed)

    def _pick(self, options: list[T]) -> T:
        return options[self.rng.below(len(options))] if len(options) > 1 else options[0]

    def choose(self, state: GameState) -> Action:
        bonuses = kingdomino.bonuses_of(state.config)
        if state.phase == PHASE_CHOOSE:
            return Choose(self._pick(self.choice_picks(state, bonuses)))
        if state.phase == PHASE_PLACE:
            picks = self.place_picks(state, bonuses)
            if not picks:
                return Discard()
            rot, p = self._pick(picks)
            pl = state.kingdoms[state.player_to_act()].placement_of(rot, p)
            return Place(pl.x, pl.y, pl.rot)
        return kingdomino.legal_actions(state)[0]

    def choice_picks(self, state: GameState, bonuses: scoring.Bonuses) -> list[int]:
        """The free dominoes of the next line whose best placement scores most."""
        p = state.player_to_act()
        return self._best_choices(state, Evaluator(state.kingdoms[p], bonuses, state.discards[p]))[1]

    def _best_choices(self, state: GameState, ev: Evaluator) -> tuple[int, list[int]]:
        doms = state.dominoes
        best, picks = None, []
        for n, king in zip(state.next, state.next_kings):
            if king != FREE:
                continue
            s = self._best_score(ev, doms[n - 1])
            if best is None or s > best:
                best, picks = s, [n]
            elif s == best:
                picks.append(n)
        if best is None:   # the acting king has not chosen yet, so a domino is free
            raise ValueError("no free domino in the next line")
        return best, picks

    def _best_score(self, ev: Evaluator, d: Domino) -> int:
        """The score of ev's kingdom with d at its best sensible spot."""
        return ev.best(d, sensible_spots(ev.k, d))

    def place_picks(self, state: GameState, bonuses: scoring.Bonuses) -> list[tuple[int, int]]:
        """The sensible (rotation, anchor) placements of the joint best (empty: discard)."""
        k = state.kingdoms[state.player_to_act()]
        d = state.domino_to_place()
        discards = state.discards[state.player_to_act()]
        ev = Evaluator(k, bonuses, discards)
        best, picks = None, []
        for rot, p in sensible_spots(k, d):
            if state.next:
                s = self._best_choices(state, ev.placed(d, rot, p))[0]
            else:
                s = ev.after(d, rot, p)
            if best is None or s > best:
                best, picks = s, [(rot, p)]
            elif s == best:
                picks.append((rot, p))
        return picks


class CachedGreedy(GreedyPlayer):
    """Full-Greedy with its decisions remembered by position (kingdom, domino, free line),
    for search playouts where the same opponent positions come up again and again. The
    tie-break still draws from the generator, so it plays exactly like GreedyPlayer."""

    def __init__(self, seed: int | str, memo: dict) -> None:
        super().__init__(seed)
        self.memo = memo

    def choice_picks(self, state: GameState, bonuses: scoring.Bonuses) -> list[int]:
        key = ("c", _key(state, state.player_to_act()), _free_line(state))
        picks = self.memo.get(key)
        if picks is None:
            picks = self.memo[key] = super().choice_picks(state, bonuses)
        return picks

    def place_picks(self, state: GameState, bonuses: scoring.Bonuses) -> list[tuple[int, int]]:
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


def _key(state: GameState, p: int) -> tuple:
    """A player's position as Full-Greedy sees it: the kingdom and the discards (Harmony)."""
    return kingdom_key(state.kingdoms[p], state.discards[p])


def kingdom_key(k: Kingdom, discards: int) -> tuple:
    return (*k.terr, k.cr1, k.cr2, k.cr3, k.minx, k.maxx, k.miny, k.maxy, discards)


def _free_line(state: GameState) -> tuple[int, ...]:
    return tuple(n for n, king in zip(state.next, state.next_kings) if king == FREE)
