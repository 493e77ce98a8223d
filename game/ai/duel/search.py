"""Kingdomino Duel levels medium, hard and expert: greedy's best few actions, tried in
sampled futures (flat Monte Carlo, see montecarlo.py).

Candidates are the actions with the best greedy values (die picks, drawings, '?' choices,
spells and the castle bonus all come from the rules' legal-action list). Each is applied
to a determinised copy (the future dice are rolled from this player's generator), both
players play on greedily for `horizon` rounds (or to the end), and the candidate with the
best summed score margin wins.
"""
from __future__ import annotations

from game.ai.duel.players import DuelGreedyPlayer
from game.ai.montecarlo import FlatMCPlayer
from game.rules import duel
from game.rules.duel.scoring import total
from game.rules.duel.state import DuelState


class DuelSearchPlayer(FlatMCPlayer):
    greedy_cls = DuelGreedyPlayer
    rules = duel.RULES

    def ranked(self, state: DuelState) -> list:
        """Legal actions, best greedy value first."""
        actions, values = self.greedy.scored(state)
        order = sorted(range(len(actions)), key=lambda i: values[i], reverse=True)
        return [actions[i] for i in order]

    @staticmethod
    def seat(state: DuelState) -> int:
        return state.player_to_act()

    @staticmethod
    def margin(s: DuelState, me: int) -> float:
        return total(s.maps[me], s.domain[me]) - total(s.maps[1 - me], s.domain[1 - me])
