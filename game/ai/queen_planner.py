"""Queendomino levels medium..expert (placeholder: greedy until the planner lands)."""
from __future__ import annotations

from .queendomino_players import QueenGreedyPlayer


class QueenPlanner(QueenGreedyPlayer):
    def __init__(self, seed, name: str = "expert", budget: float = 1.0, search: bool = True) -> None:
        super().__init__(seed)
        self.name = name
        self.budget = budget
        self.search = search
