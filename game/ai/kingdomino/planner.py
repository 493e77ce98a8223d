"""Kingdomino / Královská zahrada planners built on the kingdom evaluator: the searching
levels (hard, expert) propose with them and play their playouts with them.

The decision is the joint one of Full-Greedy (where the current domino goes together with
which domino of the next line to take, placed at its best spot), but each outcome is
valued by KingdomEval instead of today's points, plus the turn order the pick buys for the
next round. Only legal-action masks of the rules' generator and the state itself are read.
"""
from __future__ import annotations

from math import comb
from typing import Sequence, TypeVar

from game.ai.kingdom_eval import VALUES_LIMIT, KingdomEval, Weights
from game.rules.actions import Choose, Discard, KingdominoAction
from game.rules.components import Domino
from game.rules.geometry import bits
from game.rules.kingdom import Kingdom
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_PLACE, KingdominoState
from game.rules.rng import Rng

T = TypeVar("T")
Spot = tuple[int, int]    # (rotation, anchor) of a placement


def own_left(state: KingdominoState, p: int) -> int:
    """Dominoes p still places this game after the one it places (or picks) now."""
    each = state.config.setup.kings_each
    future_rounds = (1 if state.next else 0) + state.lines_left
    later = 0
    if state.round > 0:
        later = sum(1 for king in state.current_kings[state.turn + 1:] if king // each == p)
    return future_rounds * each + later


def placements(k: Kingdom, d: Domino) -> list[Spot]:
    return [(rot, a) for rot, mask in enumerate(k.anchor_masks(d)) for a in bits(mask)]


# evaluators by weights, game and unseen dominoes (an evaluator never changes once built)
_EVALUATORS: dict[tuple, KingdomEval] = {}
EVALUATORS_LIMIT = 1 << 12


class Planner:
    """Joint placement + pick maximising KingdomEval; `width` placements kept for the pick."""

    def __init__(self, seed: int | str, name: str = "planner", width: int = 8,
                 order: float = 1.0, weights: Weights = Weights(), lookahead: float = 1.6) -> None:
        self.name = name
        self.rng = Rng.from_seed(seed)
        self.width = width
        self.order = order
        self.weights = weights
        self.lookahead = lookahead   # weight of the expected next-round pick (0: flat order bonus)

    def evaluator(self, state: KingdominoState, k: Kingdom) -> KingdomEval:
        """The evaluator for the unseen dominoes (the box and the free ones of the next
        line): the same for every kingdom of the game, so shared while they stay unseen."""
        free = [n for n, king in zip(state.next, state.next_kings) if king == FREE]
        key = (self.weights, state.config, frozenset(state.box).union(free))
        ev = _EVALUATORS.get(key)
        if ev is None:
            doms = state.dominoes
            unseen = [doms[n - 1] for n in state.box] + [doms[n - 1] for n in free]
            if len(_EVALUATORS) >= EVALUATORS_LIMIT:
                _EVALUATORS.clear()
            ev = _EVALUATORS[key] = KingdomEval(k, kingdomino.bonuses_of(state.config), self.weights, unseen)
        return ev

    def order_values(self, state: KingdominoState, ev: KingdomEval, k: Kingdom, left: int,
                     discards: int) -> list[float]:
        """Bonus per slot of the next line: what picking from that slot next round is worth."""
        line = len(state.next)
        if not self.lookahead:
            return [self.order * (line - 1 - i) for i in range(line)]
        if state.lines_left == 0 or len(state.box) < line:
            return [0.0] * line
        doms = state.dominoes
        base = ev.value(k, left, discards)
        gains = sorted(self.best_spot(ev, k, doms[n - 1], left - 1, discards) - base
                       for n in state.box)
        return [self.lookahead * expected_max(gains, line - i) for i in range(line)]

    def choose(self, state: KingdominoState) -> KingdominoAction:
        if state.phase == PHASE_PLACE:
            return self.decide(state)[0]
        if state.phase == PHASE_CHOOSE:
            return Choose(self._argmax(self.scored_picks(state)))
        return kingdomino.legal_actions(state)[0]

    def _argmax(self, scored: Sequence[tuple[float, T]]) -> T:
        best = max(v for v, _ in scored)
        picks = [x for v, x in scored if v >= best - 1e-9]
        return picks[self.rng.below(len(picks))] if len(picks) > 1 else picks[0]

    def best_spot(self, ev: KingdomEval, k: Kingdom, d: Domino, left: int, discards: int) -> float:
        found = best_spot_of(ev, k, d, left, discards)
        return ev.value(k, left, discards + 1) if found is None else found[0]

    def scored_picks(self, state: KingdominoState) -> list[tuple[float, int]]:
        """(value, number) of every free domino of the next line for the acting player,
        turn order included."""
        p = state.player_to_act()
        k = state.kingdoms[p]
        ev = self.evaluator(state, k)
        left, disc = own_left(state, p), state.discards[p]
        return self.pick_values(state, ev, k, left, disc, self.order_values(state, ev, k, left, disc))

    def pick_values(self, state: KingdominoState, ev: KingdomEval, k: Kingdom, left: int,
                    discards: int, order: list[float]) -> list[tuple[float, int]]:
        """(value, number) of every free domino of the next line for kingdom k."""
        doms = state.dominoes
        line = state.next
        out: list[tuple[float, int]] = []
        for i, (n, king) in enumerate(zip(line, state.next_kings)):
            if king != FREE:
                continue
            v = self.best_spot(ev, k, doms[n - 1], left - 1, discards)
            out.append((v + order[i], n))
        return out

    def candidates(self, state: KingdominoState) -> list[tuple[float, Spot | None, int | None]]:
        """(value, (rot, anchor) or None for a discard, pick or None), best first."""
        p = state.player_to_act()
        k = state.kingdoms[p]
        d = state.domino_to_place()
        ev = self.evaluator(state, k)
        left = own_left(state, p)
        disc = state.discards[p]
        spots: list[tuple[float, Spot | None]] = [(v, (rot, a)) for v, rot, a in ev.placed(k, d, left, disc)]
        if not spots:
            spots.append((ev.value(k, left, disc + 1), None))
        spots.sort(key=lambda s: -s[0])
        if not state.next:
            return [(v, spot, None) for v, spot in spots]
        out: list[tuple[float, Spot | None, int | None]] = []
        order = self.order_values(state, ev, k, left, disc)
        for _, spot in spots[:self.width]:
            k1, dc = k, disc + 1
            if spot is not None:
                k1, dc = k.copy(), disc
                k1.place_anchor(d, *spot)
            for v, n in self.pick_values(state, ev, k1, left, dc, order):
                out.append((v, spot, n))
        out.sort(key=lambda c: -c[0])
        return out

    def decide(self, state: KingdominoState) -> tuple[KingdominoAction, int | None]:
        """The placement (or discard) of the current domino and the pick that goes with
        it (None in the last round); ties broken at random."""
        cands = self.candidates(state)
        best = cands[0][0]
        top = [c for c in cands if c[0] >= best - 1e-9]
        _, spot, pick = top[self.rng.below(len(top))] if len(top) > 1 else top[0]
        return to_action(state, spot), pick


# best spots, (value, rotation, anchor) by evaluator, kingdom, domino halves, dominoes left
# and discards: the playouts place the same dominoes in the same kingdoms again and again
# (every candidate, every sampled future); cleared whole past the limit
_BEST: dict[tuple, tuple[float, int, int] | None] = {}


def best_spot_of(ev: KingdomEval, k: Kingdom, d: Domino, left: int, discards: int) -> tuple[float, int, int] | None:
    """ev's best value of k with domino d placed and where (rotation, anchor): the first
    best spot in the generator's order (None: d fits nowhere)."""
    key = (ev.key, *k.terr, k.cr1, k.cr2, k.cr3, k.occ, k.allowed, d.t1, d.c1, d.t2, d.c2, left, discards)
    if key in _BEST:
        return _BEST[key]
    best: tuple[float, int, int] | None = None
    for found in ev.placed(k, d, left, discards):
        if best is None or found[0] > best[0]:
            best = found
    if len(_BEST) >= VALUES_LIMIT:
        _BEST.clear()
    _BEST[key] = best
    return best


def best_placed(ev: KingdomEval, k: Kingdom, d: Domino, left: int, discards: int) -> tuple[float | None, Kingdom | None]:
    """ev's best value of k with domino d placed, and that kingdom (None, None: d fits nowhere)."""
    found = best_spot_of(ev, k, d, left, discards)
    if found is None:
        return None, None
    best, rot, a = found
    k2 = k.copy()
    k2.place_anchor(d, rot, a)
    return best, k2


def expected_max(values: list[float], m: int) -> float:
    """Expected best of m values drawn without replacement from `values` (sorted ascending)."""
    n = len(values)
    if m <= 0 or not n:
        return 0.0
    m = min(m, n)
    total = 0.0
    p = 1.0 / comb(n, m)
    for i in range(m - 1, n):  # values[i] is the maximum of C(i, m-1) of the draws
        total += values[i] * comb(i, m - 1) * p
    return total


def to_action(state: KingdominoState, spot: Spot | None) -> KingdominoAction:
    if spot is None:
        return Discard()
    return state.kingdoms[state.player_to_act()].place_action(*spot)
