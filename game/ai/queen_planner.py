"""Queendomino and Royal Wedding levels medium, hard and expert (flat Monte Carlo).

Candidates for the step at hand (placement; knight, building, Dragon or pick) are greedy's
own move plus the legal actions with the best immediate house value. Each is tried in
sampled futures: the copy's generator comes from this player's generator and the
face-down building pile is re-shuffled, so neither the undrawn dominoes' order nor the
pile's is read. Every house plays on with the greedy policy for `horizon` rounds; the
value is this house's score (coins as wealth) minus the best other house's.
"""
from __future__ import annotations

from ..rules import queendomino as q
from ..rules.actions import Choose, Discard, Place
from ..rules.geometry import bits
from ..rules.queendomino.state import PHASE_PLACE, QueenState
from ..rules.rng import Rng
from ..rules.scoring import Bonuses
from .greedy import Evaluator
from .montecarlo import flat_mc
from .queendomino_players import QueenGreedyPlayer, house_value


class QueenPlanner:
    def __init__(self, seed: int | str, name: str = "expert", budget: float = 1.6,
                 candidates: int = 4, horizon: int = 2, max_iter: int = 10_000) -> None:
        self.name = name
        self.greedy = QueenGreedyPlayer(seed)
        self.rng = Rng.from_seed(seed)
        self.budget = budget
        self.n_cands = candidates
        self.horizon = horizon
        self.max_iter = max_iter

    def ranked(self, state: QueenState) -> list:
        """Greedy's move first, then the other legal actions by immediate house value."""
        h = state.current_house()
        first = self.greedy.choose(state)
        if state.phase == PHASE_PLACE:
            k = state.kingdoms[h]
            d = state.current_domino()
            scored = []
            for rot, mask in enumerate(k.anchor_masks(d)):
                for a in bits(mask):
                    k1 = k.copy()
                    k1.place_anchor(d, rot, a)
                    pl = k.placement_of(rot, a)
                    scored.append((house_value(state, h, k1), Place(pl.x, pl.y, pl.rot)))
            if not scored:
                return [Discard()]
        else:
            now = house_value(state, h)
            ev = Evaluator(state.kingdoms[h], Bonuses())
            doms = state.dominoes(state.next_set)
            scored = []
            for a in q.legal_actions(state):
                if isinstance(a, Choose):
                    scored.append((now + 3 * (ev.best(doms[a.number - 1]) - ev.base), a))
                else:
                    scored.append((self.greedy._after(state, h, a), a))
        scored.sort(key=lambda x: -x[0])
        return [first] + [a for _, a in scored if a != first]

    @property
    def rng(self) -> Rng:
        """One generator for the whole player (sub-players share it, also when replaced)."""
        return self._rng

    @rng.setter
    def rng(self, rng: Rng) -> None:
        self._rng = rng
        self.greedy.rng = rng

    def choose(self, state: QueenState):
        cands = self.ranked(state)[:self.n_cands]
        me = state.current_house()
        return flat_mc(state, q, cands, self.rng, self.budget, self.max_iter,
                       lambda s, rng: self._rollout(s, rng, me), determinise=_shuffle_pile)

    def _rollout(self, s: QueenState, rng: Rng, me: int) -> float:
        policy = QueenGreedyPlayer(0)
        policy.rng = rng
        stop = s.round + self.horizon
        while not q.is_over(s) and s.round < stop:
            q.apply(s, policy.choose(s))
        values = [house_value(s, h) for h in range(len(s.kingdoms))]
        mine = values.pop(me)
        return mine - max(values)


def _shuffle_pile(s: QueenState, rng: Rng) -> None:
    s.pile = s.pile[:]
    rng.shuffle(s.pile)
