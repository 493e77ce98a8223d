"""Queendomino's and the Royal Wedding's expert (flat Monte Carlo).

Candidates for the step at hand (placement; knight, building, Dragon or pick) are the
static policy's move (static.py: greedy plus the kingdom evaluator's growth and
waste terms), with `burns` (Queendomino) the burn that denies an opponent most (dragon.py)
when one denies anything, and the legal actions with the best immediate house value. Each is tried in
sampled futures, copies the rules determinise from this player's generator (the undrawn
dominoes and the building pile under its public top are redrawn; their real order is never
read, game/rules/queendomino/hidden.py). This house plays on with the static policy, the others with greedy, for
`horizon` rounds (Queendomino 3; the Royal Wedding 2 on its 7×7 kingdoms, where a third
round measured no stronger, and 3 on the 5×5 kingdoms of 5 to 7 players, `small_horizon`); the value is this house's score (coins as wealth) minus the best other
house's, each house credited with the territory points its kings' held dominoes add at
their best spots (without that, the turn order a pick buys is worth nothing at the horizon)
and, where the static policy keeps knights (the Royal Wedding), with the tax a knight is kept
for, for each knight in its guard until the last round. With `potential` (the Royal Wedding,
whose 7×7 kingdoms grow for 24 rounds past a 2-round horizon) each house is also credited what
the static policy's evaluator sees in its squares: crowned territories that can still grow,
cells no domino can fill.
"""
from __future__ import annotations

from game.ai.kingdom_eval import KingdomEval
from game.ai.kingdomino.greedy import Evaluator
from game.ai.montecarlo import FlatMCPlayer
from game.ai.queendomino.dragon import burn_values, weighed
from game.ai.queendomino.players import QueenGreedyPlayer, house_value, placement_values
from game.ai.queendomino.static import QueenStatic
from game.rules import queendomino as q
from game.rules.actions import Choose, Discard
from game.rules.queendomino.actions import Dragon, QueenAction
from game.rules.queendomino.state import PHASE_PLACE, QueenState
from game.rules.scoring import Bonuses, territory_points

SMALL = 5    # the 5×5 kingdom of Queendomino and of the Royal Wedding's 5 to 7 players


class QueenPlanner(FlatMCPlayer):
    greedy_cls = QueenGreedyPlayer
    rules = q.RULES
    _parts = ("greedy", "static")

    def __init__(self, seed: int | str, name: str = "expert", budget: float = 1.0,
                 candidates: int = 4, horizon: int = 2, max_iter: int = 10_000,
                 keep_knights: int = 0, burns: bool = False, potential: bool = False,
                 small_horizon: int | None = None) -> None:
        self.keep_knights, self.burns, self.potential = keep_knights, burns, potential
        self.small_horizon = small_horizon
        self.static = QueenStatic(seed, keep_knights=keep_knights, burns=burns)
        super().__init__(seed, name, budget, candidates, horizon, max_iter)

    def rounds(self, s: QueenState) -> int:
        if self.small_horizon is not None and s.config.setup.size == SMALL:
            return self.small_horizon
        return self.horizon

    def own_policy(self) -> QueenStatic:
        return QueenStatic(0, keep_knights=self.keep_knights, burns=self.burns)

    def ranked(self, state: QueenState) -> list:
        """The static policy's move first, then the other legal actions by immediate house value."""
        h = state.house_to_act()
        first = self.static.choose(state)
        scored: list[tuple[int, QueenAction]]
        if state.phase == PHASE_PLACE:
            scored = list(placement_values(state, h))
            if not scored:
                return [Discard()]
        else:
            now = house_value(state, h)
            ev = Evaluator(state.kingdoms[h], Bonuses())
            doms = state.dominoes(state.next_set)
            scored = []
            for a in weighed(q.legal_actions(state), self.burns):
                if isinstance(a, Choose):
                    scored.append((now + 3 * (ev.best(doms[a.number - 1]) - ev.base), a))
                else:
                    scored.append((self.greedy._after(state, h, a), a))
        scored.sort(key=lambda x: -x[0])
        ranked = [first] + [a for _, a in scored if a != first]
        burns = burn_values(state) if self.burns else {}
        if burns:
            # a burn costs a coin, so the immediate value ranks it low: the best one is a
            # candidate whenever it denies an opponent anything, and the futures judge it
            best = Dragon(max(burns, key=lambda s: burns[s]))
            if best != first:
                ranked.remove(best)
                ranked.insert(1, best)
        return ranked

    @staticmethod
    def seat(state: QueenState) -> int:
        return state.house_to_act()

    def margin(self, s: QueenState, me: int) -> float:
        values = self.values(s)
        mine = values.pop(me)
        return mine - max(values)

    def values(self, s: QueenState) -> list[float]:
        """Each house's worth where a future stops (house-value units: a point is 3)."""
        values: list[float] = [house_value(s, h) for h in range(len(s.kingdoms))]
        if self.keep_knights and s.lines_left > 0:
            # a knight kept in the guard is worth the tax it waits for (else the search would
            # send out every knight the static policy keeps)
            values = [v + self.keep_knights * g for v, g in zip(values, s.guard)]
        if s.phase == PHASE_PLACE and s.round > 0:
            doms = s.dominoes(s.current_set)
            for n, king in zip(s.current[s.turn:], s.current_kings[s.turn:]):
                h = s.house_of(s.king_owner(king))
                ev = Evaluator(s.kingdoms[h], Bonuses())
                values[h] += 3 * (ev.best(doms[n - 1]) - ev.base)
        if self.potential and s.lines_left + len(s.next) > 0:
            # what today's squares may still be worth by the end, as the static policy
            # weighs them: growth of crowned territories, cells that can never be filled
            left = self.static._left(s)
            for h, k in enumerate(s.kingdoms):
                values[h] += 3 * (KingdomEval(k, Bonuses(), self.static.weights).value(k, left)
                                  - territory_points(k))
        return values

