"""The race of a search's openings over shared sampled futures, and the choice at its end.

Every opening still in the race is tried in each new future; after `race_min` futures one
that trails the leader by more than `drop_z` standard errors of their paired difference
leaves (the first opening, the proposer's favourite, never does), so the futures go to the
openings that can still win. The race is over once its rollouts are spent or one opening is
left. Kept apart from the search that feeds it futures so that the same race can be replayed
on stored futures (game/ai/kingdomino/race_replay.py) to choose a search's settings.
"""
from __future__ import annotations

from typing import Mapping

from game.ai.montecarlo import paired_mean_se


class Race:
    def __init__(self, openings: int, budget: int, drop_z: float | None, race_min: int) -> None:
        self.active = list(range(openings))
        self.rows: list[list[float]] = [[] for _ in range(openings)]
        self.budget = budget           # rollouts (futures × openings still racing) at most
        self.drop_z = drop_z
        self.race_min = race_min
        self.spent = 0
        self.done = 0                  # futures taken

    @property
    def over(self) -> bool:
        return self.spent >= self.budget or len(self.active) < 2

    def add(self, values: Mapping[int, float]) -> bool:
        """One more future (the outcome of every opening still racing); True once it is over."""
        for i in self.active:
            self.rows[i].append(values[i])
        self.spent += len(self.active)
        self.done += 1
        if self.drop_z is not None and self.done >= self.race_min:
            self.active = self._still_racing()
        return self.over

    def outcomes(self) -> list[list[float]]:
        """Per future taken, the outcomes of the openings still racing (in their order)."""
        return [[self.rows[i][j] for i in self.active] for j in range(self.done)]

    def _still_racing(self) -> list[int]:
        """The openings that do not trail the leader by more than drop_z standard errors
        (the first always stays)."""
        rows = self.rows
        lead = max(self.active, key=lambda i: sum(rows[i]))
        keep = []
        for i in self.active:
            mean, se = paired_mean_se(rows[i], rows[lead])
            if i in (0, lead) or self.drop_z is None or -mean <= self.drop_z * se:
                keep.append(i)
        return keep


def confident_best(outcomes: list[list[float]], z: float) -> int:
    """The first opening unless another beats it in the same sampled futures by more than
    z standard errors of the paired difference (then the one that beats it most): the
    samples are few, and noise alone must not overrule the proposer."""
    if len(outcomes) < 2:
        return 0
    best, best_mean = 0, 0.0
    first = [row[0] for row in outcomes]
    for i in range(1, len(outcomes[0])):
        mean, se = paired_mean_se([row[i] for row in outcomes], first)
        if mean > best_mean and mean > z * se:
            best, best_mean = i, mean
    return best
