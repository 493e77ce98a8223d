"""The `easy` level of every game: Full-Greedy that often lets its attention slip.

A newcomer should be able to win, yet the computer should not look silly: each move is
the game's greedy move, except that with probability `slip` it is a random legal move.
Both players share this player's generator, so a saved game resumes exactly.
"""
from __future__ import annotations

from typing import Any, Callable

from game.ai.shared_rng import SharedRng
from game.rules.rng import Rng


class EasyPlayer(SharedRng):
    _parts = ("greedy", "random")
    name = "easy"

    def __init__(self, seed: int | str, greedy_cls: Callable[[int | str], Any], random_cls: Callable[[int | str], Any],
                 slip: float = 0.35) -> None:
        self.greedy = greedy_cls(seed)
        self.random = random_cls(seed)
        self.rng = Rng.from_seed(seed)
        self.slip = slip

    def choose(self, state: Any) -> Any:
        if self.rng.below(1000) < self.slip * 1000:
            return self.random.choose(state)
        return self.greedy.choose(state)
