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


class Evaluator:
    """Scores 'kingdom + one domino' without copying the kingdom; `discards`: the dominoes
    its player already had to discard this game (Harmony may hang on them)."""

    def __init__(self, k: Kingdom, bonuses: scoring.Bonuses, discards: int = 0) -> None:
        self.k = k
        self.b = bonuses
        self.discards = discards
        self.pts = [scoring.terrain_points(k, t) for t in range(len(k.terr))]
        self.base = sum(self.pts)

    def after(self, d: Domino, rot: int, anchor: int) -> int:
        k = self.k
        r = k.g.stride
        step = 1 if rot in (0, 2) else r
        lo, hi = 1 << anchor, 1 << (anchor + step)
        a, b = (lo, hi) if rot < 2 else (hi, lo)
        c1, c2, c3 = k.cr1, k.cr2, k.cr3
        for cell, c in ((a, d.c1), (b, d.c2)):
            if c:
                c1 |= cell
                if c > 1:
                    c2 |= cell
                    if c > 2:
                        c3 |= cell
        t1, t2 = d.t1, d.t2
        if t1 == t2:
            score = self.base - self.pts[t1] + scoring.mask_points(k.terr[t1] | a | b, c1, c2, c3, r)
        else:
            score = (self.base - self.pts[t1] - self.pts[t2]
                     + scoring.mask_points(k.terr[t1] | a, c1, c2, c3, r)
                     + scoring.mask_points(k.terr[t2] | b, c1, c2, c3, r))
        if self.b.middle_kingdom or self.b.harmony:
            score += self._bonus(anchor, step)
        return score

    def _bonus(self, anchor: int, step: int) -> int:
        k = self.k
        g = k.g
        n = g.n
        r = g.stride
        x0, y0 = anchor % r, anchor // r
        x1, y1 = (x0 + 1, y0) if step == 1 else (x0, y0 + 1)
        minx, maxx = min(k.minx, x0), max(k.maxx, x1)
        miny, maxy = min(k.miny, y0), max(k.maxy, y1)
        out = 0
        c = g.castle_x
        if (self.b.middle_kingdom and maxx - minx + 1 == n and maxy - miny + 1 == n
                and minx + n // 2 == c and miny + n // 2 == c):
            out += self.b.middle_kingdom
        if self.b.harmony and (not self.discards if self.b.harmony_by_discards else k.occ.bit_count() + 2 == n * n):
            out += self.b.harmony
        return out

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
def centre_square(n: int) -> int:
    """The castle-centred N×N cells: a kingdom inside it can still earn the Middle Kingdom."""
    g = geometry(n)
    h = n // 2
    return sum(1 << g.bit_index(g.castle_x + dx, g.castle_x + dy)
               for dx in range(-h, h + 1) for dy in range(-h, h + 1))


def holes(occ: int, square: int, stride: int) -> int:
    """Empty cells of `square` whose every neighbour inside it is filled: no domino fits there."""
    empty = square & ~occ
    return empty & ~((empty << 1) | (empty >> 1) | (empty << stride) | (empty >> stride))


def sensible_spots(k: Kingdom, d: Domino) -> list[tuple[int, int]]:
    """The legal (rotation, anchor) placements of d that stay inside the castle-centred
    N×N and leave no new one-square hole there; every legal one if none does."""
    r = k.g.stride
    square = centre_square(k.g.n)
    before = holes(k.occ, square, r)
    spots, good = [], []
    for rot, mask in enumerate(k.anchor_masks(d)):
        pair = 0b11 if rot in (0, 2) else 1 | 1 << r
        for p in bits(mask):
            spots.append((rot, p))
            cells = pair << p
            if not cells & ~square and not holes(k.occ | cells, square, r) & ~before:
                good.append((rot, p))
    return good or spots


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
            d = doms[n - 1]
            s = ev.best(d, sensible_spots(ev.k, d))
            if best is None or s > best:
                best, picks = s, [n]
            elif s == best:
                picks.append(n)
        if best is None:   # the acting king has not chosen yet, so a domino is free
            raise ValueError("no free domino in the next line")
        return best, picks

    def place_picks(self, state: GameState, bonuses: scoring.Bonuses) -> list[tuple[int, int]]:
        """The sensible (rotation, anchor) placements of the joint best (empty: discard)."""
        k = state.kingdoms[state.player_to_act()]
        d = state.domino_to_place()
        discards = state.discards[state.player_to_act()]
        ev = Evaluator(k, bonuses, discards)
        best, picks = None, []
        for rot, p in sensible_spots(k, d):
            if state.next:
                k1 = k.copy()
                k1.place_anchor(d, rot, p)
                s = self._best_choices(state, Evaluator(k1, bonuses, discards))[0]
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


def _key(state: GameState, p: int) -> tuple:
    """A player's position as Full-Greedy sees it: the kingdom and the discards (Harmony)."""
    k = state.kingdoms[p]
    return (*k.terr, k.cr1, k.cr2, k.cr3, k.minx, k.maxx, k.miny, k.maxy, state.discards[p])


def _free_line(state: GameState) -> tuple[int, ...]:
    return tuple(n for n, king in zip(state.next, state.next_kings) if king == FREE)
