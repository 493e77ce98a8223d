"""A Queendomino policy that looks past today's points: Queendomino's and the Royal Wedding's
`hard` level (it was `medium` until medium became greedy), and the searching levels' proposer
and own playout policy. Queendomino greedy for knights and buildings, but dominoes are placed
and picked with the kingdom evaluator's growth and waste terms added (× 3, the house-value
scale); it also keeps a knight in the guard unless its tax reaches `keep_knights` coins
(Queendomino 5, the Royal Wedding 8: greedy sends every knight out at once, and a knight that
goes out never moves again); with `burns` (Queendomino) it pays the Dragon when a burn pays (dragon.py). A turn-order bonus for low picks, which helps a lot in Kingdomino, measured no
better than none here (200 games), so there is none."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.ai.kingdom_eval import KingdomEval, Weights
from game.ai.placed_value import PlacedValues, placed_values
from game.ai.queendomino.ceiling import Ceiling, best_placements
from game.ai.queendomino.dragon import burn
from game.ai.queendomino.players import QueenGreedyPlayer, house_key
from game.rules.actions import Choose, Discard
from game.rules.components import Domino
from game.rules.kingdom import Kingdom
from game.rules.queendomino.actions import EndTurn, QueenAction
from game.rules.queendomino.state import FREE, QueenState
from game.rules.scoring import Bonuses, territory_points


class QueenStatic(QueenGreedyPlayer):
    def __init__(self, seed: int | str, name: str = "static", weights: Weights = Weights(),
                 keep_knights: int = 0, burns: bool = False) -> None:
        super().__init__(seed, name, burn if burns else None)
        self.weights = weights
        self.keep_knights = keep_knights

    def _keeps_knight(self, state: QueenState, gain: int) -> bool:
        """A knight that goes out stays where it is: with keep_knights set, one whose tax (in
        coins) is under it waits in the guard for a larger territory, until the last round."""
        return gain < self.keep_knights and state.lines_left > 0

    def _potential(self, state: QueenState, h: int, left: int) -> Potential:
        return Potential(_evaluator(state.kingdoms[h].g.n, self.weights), left)

    def _left(self, state: QueenState) -> int:
        return ((1 if state.next else 0) + state.lines_left) * state.config.setup.kings_each

    def _place(self, state: QueenState, h: int) -> QueenAction:
        left = self._left(state)
        extra = self._potential(state, h, left)
        d = state.domino_to_place()
        _, spots = best_placements(state, h, d, extra, lambda: Ceiling(state, h, extra.ev, left))
        if not spots:
            return Discard()
        return state.kingdoms[h].place_action(*self._pick(spots))

    def _choose(self, state: QueenState, h: int) -> QueenAction:
        """The free domino whose best placement value is highest, weighed from the highest
        ceiling (ceiling.py) down: one whose ceiling is under the best found cannot be it.
        The values found are remembered by what they are a pure function of (the house's
        key, the extra's, the free dominoes), which changes no pick: the same pick comes
        again in the futures of each move a judgement compares."""
        doms = state.dominoes(state.next_set)
        free = [n for n, king in zip(state.next, state.next_kings) if king == FREE]
        if not free:
            return EndTurn()
        left = self._left(state) - 1
        extra = self._potential(state, h, left)
        key = (house_key(state, h), extra.key, *((n, doms[n - 1]) for n in free))
        values = _PICKS.get(key)
        if values is None:
            if len(_PICKS) >= PICKS_MEMO:
                _PICKS.clear()
            values = _PICKS[key] = self._values(state, h, free, extra, left)
        return Choose(self._pick(self._best([(values[n], n) for n in free if n in values])[1]))

    def _values(self, state: QueenState, h: int, free: list[int], extra: Potential, left: int) -> dict[int, Any]:
        """The value of each free domino that can be the best (its best placement's),
        weighed from the highest ceiling down."""
        k = state.kingdoms[h]
        doms = state.dominoes(state.next_set)
        ceiling = Ceiling(state, h, extra.ev, left)
        placeable = {n: k.count_placements(doms[n - 1]) > 0 for n in free}
        ceilings = {n: ceiling.of(doms[n - 1])[0] if placeable[n] else float("inf") for n in free}
        values: dict[int, Any] = {}
        top = None
        for n in sorted(free, key=lambda n: -ceilings[n]):
            if top is not None and ceilings[n] < top:
                break
            if not placeable[n]:
                v = extra(k, territory_points(k))          # discarded: the kingdom as it is
            else:
                v, _ = best_placements(state, h, doms[n - 1], extra, lambda: ceiling, top)
                if v is None:
                    continue
            values[n] = v
            if top is None or v > top:
                top = v
        return values


PICKS_MEMO = 1 << 12     # picks remembered before starting afresh
_PICKS: dict[tuple, dict[int, Any]] = {}


@lru_cache(maxsize=16)
def _evaluator(n: int, weights: Weights) -> KingdomEval:
    """The kingdom evaluator of the static policy: a function of the kingdom's size and
    the weights alone (no bonuses, nothing unseen), so one serves every kingdom of a size."""
    return KingdomEval(Kingdom(n), Bonuses(), weights)


class Potential:
    """What a placement adds to the house value: three times the kingdom evaluator's
    growth and waste terms with `left` dominoes to come. A pure function of the kingdom
    and its territory points, named by `key` (the evaluator's weights and `left`), so the
    best placement values may be remembered by it."""
    __slots__ = ("ev", "left", "key")

    def __init__(self, ev: KingdomEval, left: int) -> None:
        self.ev, self.left, self.key = ev, left, (ev.key, left)

    def __call__(self, k: Kingdom, territory: int) -> Any:
        return 3 * (self.ev.value(k, self.left) - territory)

    def placed(self, k: Kingdom) -> PlacedPotential | None:
        if not PlacedValues.applies(self.ev, self.left):
            return None
        return PlacedPotential(placed_values(self.ev, k), self.left)


class PlacedPotential:
    """Potential's value of one kingdom's placements (players.Placed), from placed_value.py."""
    __slots__ = ("values", "left", "shape")

    def __init__(self, values: PlacedValues, left: int) -> None:
        self.values, self.left, self.shape = values, left, values.shape

    def __call__(self, d: Domino, rot: int, anchor: int, territory: int) -> Any:
        return 3 * (self.values.value(d, rot, anchor, self.left) - territory)
