"""Kingdomino Duel levels medium, hard and expert: greedy's best few actions, tried in
sampled futures (flat Monte Carlo, see montecarlo.py).

Candidates are the actions with the best greedy values (die picks, drawings, '?' choices,
spells and the castle bonus all come from the rules' legal-action list). Each is applied
to a determinised copy (the future dice are rolled from this player's generator), both
players play on greedily for `horizon` rounds (or to the end), and the candidate with the
best summed score margin wins.
"""
from __future__ import annotations

from ..rules.duel import rules
from ..rules.duel.actions import PickTwo
from ..rules.duel.scoring import total
from ..rules.duel.state import PHASE_PICK, DuelState
from ..rules.rng import Rng
from .duel_players import DuelGreedyPlayer, _free
from .montecarlo import flat_mc


class DuelSearchPlayer:
    def __init__(self, seed: int | str, name: str = "expert", budget: float = 1.6,
                 candidates: int = 4, horizon: int = 3, max_iter: int = 10_000) -> None:
        self.name = name
        self.greedy = DuelGreedyPlayer(seed)
        self.rng = Rng.from_seed(seed)
        self.budget = budget
        self.n_cands = candidates
        self.horizon = horizon
        self.max_iter = max_iter

    def ranked(self, state: DuelState) -> list:
        """Legal actions, best greedy value first."""
        g = self.greedy
        p = state.current_player()
        actions = rules.legal_actions(state)
        if state.phase == PHASE_PICK:
            values = [(g._pick_value(state, a, p), not isinstance(a, PickTwo)) for a in actions]
        else:
            values = [(g._value(state, a, p, 2), _free(a, state)) for a in actions]
        order = sorted(range(len(actions)), key=lambda i: values[i], reverse=True)
        return [actions[i] for i in order]

    @property
    def rng(self) -> Rng:
        """One generator for the whole player (sub-players share it, also when replaced)."""
        return self._rng

    @rng.setter
    def rng(self, rng: Rng) -> None:
        self._rng = rng
        self.greedy.rng = rng

    def choose(self, state: DuelState):
        cands = self.ranked(state)[:self.n_cands]
        me = state.current_player()
        return flat_mc(state, rules, cands, self.rng, self.budget, self.max_iter,
                       lambda s, rng: self._rollout(s, rng, me))

    def _rollout(self, s: DuelState, rng: Rng, me: int) -> float:
        policy = DuelGreedyPlayer(0)
        policy.rng = rng
        stop = s.round + self.horizon
        while not rules.is_over(s) and s.round < stop:
            rules.apply(s, policy.choose(s))
        return total(s.maps[me], s.domain[me]) - total(s.maps[1 - me], s.domain[1 - me])
