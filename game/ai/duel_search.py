"""Kingdomino Duel levels medium..expert (placeholder: greedy until the search lands)."""
from __future__ import annotations

from .duel_players import DuelGreedyPlayer


class DuelSearchPlayer(DuelGreedyPlayer):
    def __init__(self, seed, name: str = "expert", budget: float = 1.0, samples: int = 8) -> None:
        super().__init__(seed)
        self.name = name
        self.budget = budget
        self.samples = samples
