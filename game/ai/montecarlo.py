"""Flat Monte Carlo over a few candidate actions, on determinised copies of the state.

Each sample replaces the copy's random generator with one drawn from the player's own
generator, so the real order of the undrawn dominoes (or the next dice rolls) is never
used: only what the state shows, and which pieces remain unseen. Every candidate is tried
in the same sampled futures (common random numbers), which makes their differences far
less noisy than their values. The caller supplies the policy that plays on and the value
of the position reached (usually this player's margin over the best opponent), and
`determinise` for hidden order that is not drawn through the generator (face-down piles).
"""
from __future__ import annotations

import time
from typing import Callable

from ..rules.rng import Rng


def flat_mc(state, rules, candidates: list, rng: Rng, budget: float, max_iter: int,
            rollout: Callable[[object, Rng], float], min_iter: int = 1,
            determinise: Callable[[object, Rng], None] | None = None):
    """The candidate with the best summed rollout value (ties: the earlier candidate,
    so callers list candidates best-first by their static value)."""
    if len(candidates) == 1:
        return candidates[0]
    totals = [0.0] * len(candidates)
    deadline = time.perf_counter() + budget
    it = 0
    while it < max_iter and (it < min_iter or time.perf_counter() < deadline):
        seed = rng.next64()
        for i, action in enumerate(candidates):
            s = state.copy()
            s.rng = Rng(seed)
            if determinise is not None:
                determinise(s, Rng(seed ^ 0x2545F4914F6CDD1D))
            rules.apply(s, action)
            totals[i] += rollout(s, Rng(seed ^ 0x9E3779B97F4A7C15))
        it += 1
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]
