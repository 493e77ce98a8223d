"""The searching Kingdomino player (level expert).

The planner proposes its best few joint decisions (placement + pick); each is then tried
in sampled futures: a copy of the state whose random generator is replaced by one drawn
from the player's own generator (a determinisation: the unseen dominoes are re-shuffled,
their real order is never read). Everybody plays on for a few rounds (opponents with
Full-Greedy, this player with a cheap planner), and the outcome is the evaluator's value
of this kingdom minus the best opponent's. All candidates share the same sampled futures,
so their differences are not drowned by the luck of the draw.
"""
from __future__ import annotations

import time

from ..rules import kingdomino
from ..rules.actions import Action, Choose
from ..rules.rng import Rng
from ..rules.state import PHASE_PLACE, GameState
from .greedy import CachedGreedy
from .kingdom_eval import KingdomEval, Weights
from .planner import Planner, to_action
from .shared_rng import SharedRng


class SearchPlayer(SharedRng):
    _parts = ("planner",)
    def __init__(self, seed: int | str, name: str = "expert", budget: float = 1.6,
                 candidates: int = 6, horizon: int = 2, max_iter: int = 10_000, z: float = 1.5) -> None:
        self.name = name
        self.budget = budget
        self.n_cands = candidates
        self.horizon = horizon
        self.max_iter = max_iter
        self.z = z
        self.weights = Weights()
        self.planner = Planner(seed, name, width=8)
        self.rng = Rng.from_seed(seed)

    def choose(self, state: GameState) -> Action:
        if state.phase != PHASE_PLACE or not state.next:
            return self.planner.choose(state)
        return self.decide(state)[0]

    def decide(self, state: GameState) -> tuple[Action, int | None]:
        """The placement (or discard) of the current domino and the pick that goes with it
        (None in the last round)."""
        if not state.next:
            return self.planner.choose(state), None
        cands = self.planner.candidates(state)[:self.n_cands]
        best = 0
        if len(cands) > 1:
            me = state.current_player()
            memo: dict = {}      # opponents' greedy decisions by position, for this move
            deadline = time.perf_counter() + self.budget
            outcomes: list[list[float]] = []
            while len(outcomes) < self.max_iter and time.perf_counter() < deadline:
                seed = self.rng.next64()
                outcomes.append([self._rollout(state, spot, pick, me, seed, memo) for _, spot, pick in cands])
            best = self._confident_best(outcomes)
        return to_action(state, cands[best][1]), cands[best][2]

    def _confident_best(self, outcomes: list[list[float]]) -> int:
        """The planner's first choice unless another candidate beats it in the same sampled
        futures by more than `self.z` standard errors of the paired difference: the samples
        are few, and noise alone must not overrule the planner."""
        n = len(outcomes)
        if n < 2:
            return 0
        best, best_mean = 0, 0.0
        for i in range(1, len(outcomes[0])):
            diffs = [row[i] - row[0] for row in outcomes]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean > best_mean and mean > self.z * (var / n) ** 0.5:
                best, best_mean = i, mean
        return best

    def _rollout(self, state: GameState, spot, pick: int, me: int, seed: int, memo: dict) -> float:
        s = state.copy()
        s.rng = Rng(seed)
        kingdomino.apply(s, to_action(s, spot))
        kingdomino.apply(s, Choose(pick))
        policy_rng = Rng(seed ^ 0x5DEECE66D)
        stop = s.round + self.horizon
        mine = Planner(0, width=2, weights=self.weights, lookahead=0.0)
        mine.rng = policy_rng
        other = CachedGreedy(0, memo)
        other.rng = policy_rng
        while not kingdomino.is_over(s) and s.round < stop:
            p = s.current_player()
            kingdomino.apply(s, (mine if p == me else other).choose(s))
        return self._margin(s, me)

    def _margin(self, s: GameState, me: int) -> float:
        doms = s.dominoes
        unseen = [doms[n - 1] for n in s.box] + [doms[n - 1] for n in s.next]
        ev = KingdomEval(s.kingdoms[me], kingdomino.bonuses_of(s.config), self.weights, unseen)
        over = kingdomino.is_over(s)
        each = s.config.setup.kings_each
        future = ((1 if s.next else 0) + s.lines_left) * each
        vals = []
        for p, k in enumerate(s.kingdoms):
            left = 0 if over else future + sum(1 for king in s.current_kings[s.turn:]
                                               if king // each == p)
            vals.append(ev.value(k, left, s.discards[p]))
        mine = vals.pop(me)
        return mine - max(vals)
