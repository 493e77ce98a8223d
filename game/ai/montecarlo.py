"""Flat Monte Carlo over a few candidate actions, on determinised copies of the state.

Each sample is a copy determinised by the game's rules (`rules.determinise`) with a
generator drawn from the player's own, so what is hidden (the undrawn order, a pile under
its top, the next dice rolls) is never read: only what the state shows. Every candidate is
tried in the same sampled futures (common random numbers), which makes their differences
far less noisy than their values. The caller supplies the policy that plays on and the
value of the position reached (usually this player's margin over the best opponent).
"""
from __future__ import annotations

import time
from functools import partial
from typing import Any, Callable, Protocol, Sequence

from game.ai.pool import Pool, current
from game.ai.shared_rng import SharedRng
from game.rules.family import AnyRules
from game.rules.rng import Rng


class Policy(Protocol):
    """What plays on in a playout: a player's `choose`."""
    def choose(self, state: Any) -> Any: ...


def out_of_time(start: float, deadline: float, done: int) -> bool:
    """Past the deadline, or one more sample (as long as the mean one so far) would end
    past it: a decision then stays within its budget on average instead of overrunning it."""
    now = time.perf_counter()
    return now >= deadline or (done > 0 and now + (now - start) / done > deadline)


def flat_mc(state: Any, rules: AnyRules, candidates: Sequence[Any], rng: Rng, budget: float, max_iter: int,
            rollout: Callable[[Any, Rng], float], min_iter: int = 1, samples: int | None = None) -> Any:
    """The candidate with the best summed rollout value (ties: the earlier candidate,
    so callers list candidates best-first by their static value). `samples`: exactly that
    many sampled futures, whatever the clock says (else `budget` seconds, max_iter at most).
    The futures are worked out a batch at a time in the process pool (`rollout` must pickle),
    and summed in the order of their seeds: the same choice with any number of workers."""
    if len(candidates) == 1:
        return candidates[0]
    totals = [0.0] * len(candidates)
    futures, work = Futures(rng), partial(_flat_future, state, rules, candidates, rollout)
    start = time.perf_counter()
    deadline = start + budget
    it = batches = 0
    limit = samples or max_iter
    while it < limit and (samples or it < min_iter or not out_of_time(start, deadline, batches)):
        for values in futures.next(work, limit - it):
            totals = [t + v for t, v in zip(totals, values)]
            it += 1
        batches += 1
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]


def _flat_future(state: Any, rules: AnyRules, candidates: Sequence[Any], rollout: Callable[[Any, Rng], float],
                 seed: int) -> list[float]:
    """Every candidate's rollout value in the sampled future of `seed`."""
    out = []
    for action in candidates:
        s = state.copy()
        rules.determinise(s, Rng(seed))
        rules.apply(s, action)
        out.append(rollout(s, Rng(seed ^ 0x9E3779B97F4A7C15)))
    return out


class Futures:
    """Sampled futures drawn from a player's generator, one seed each, worked out by a
    caller's `work` (seed -> values, a pure function that pickles) a batch at a time in the
    process pool (a batch: one future per worker)
    and taken one at a time in the order of their seeds. A caller that stops part-way
    through a batch calls `keep(n)`: the generator then stands as if only the n futures
    taken had been drawn, so what follows is the same whatever the batch was."""

    def __init__(self, rng: Rng, pool: Pool | None = None) -> None:
        self.rng, self.pool = rng, pool or current()
        self._before = rng.state

    def next(self, work: Callable[[int], Any], most: int) -> list[Any]:
        """The next batch's values (`most` futures at most, at least one)."""
        self._before = self.rng.state
        n = max(1, min(most, self.pool.workers if self.pool.parallel else 1))
        return self.pool.map(work, [self.rng.next64() for _ in range(n)])

    def keep(self, n: int) -> None:
        """Only the first n futures of the last batch were used: draw the generator back."""
        self.rng.state = self._before
        for _ in range(n):
            self.rng.next64()


def paired_mean_se(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean of a - b over the same sampled futures and its standard error (n >= 2)."""
    n = len(a)
    diffs = [x - y for x, y in zip(a, b)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, (var / n) ** 0.5


def play_on(state: Any, rules: AnyRules, policy: Policy, rounds: int) -> None:
    """Let `policy` make every move for `rounds` rounds or to the end of the game."""
    stop = state.round + rounds
    while not rules.is_over(state) and state.round < stop:
        rules.apply(state, policy.choose(state))


class FlatMCPlayer(SharedRng):
    """A level that tries its game's greedy favourites in sampled futures. Subclasses
    give `greedy_cls`, `rules`, ranked(state) (legal actions, best first), seat(state)
    and margin(state, seat); own_policy() plays this player's seat in the playouts."""
    _parts: tuple[str, ...] = ("greedy",)
    greedy_cls: type
    rules: AnyRules

    def __init__(self, seed: int | str, name: str = "expert", budget: float = 1.0,
                 candidates: int = 4, horizon: int = 2, max_iter: int = 10_000) -> None:
        self.name = name
        self.greedy = self.greedy_cls(seed)
        self.rng = Rng.from_seed(seed)
        self.budget = budget
        self.n_cands = candidates
        self.horizon = horizon
        self.max_iter = max_iter
        self.samples: int | None = None   # sampled futures per move instead of `budget` seconds

    def own_policy(self) -> Any | None:
        """A fresh policy for this player's own seat in the playouts (None: greedy_cls)."""
        return None

    def ranked(self, state: Any) -> list[Any]:
        """The legal actions, best first (the first few are tried)."""
        raise NotImplementedError

    def seat(self, state: Any) -> int:
        """Whose turn it is, as margin() counts seats (a player, or a house)."""
        raise NotImplementedError

    def margin(self, s: Any, me: int) -> float:
        """How far seat `me` leads the best other seat at the end of a playout."""
        raise NotImplementedError

    def rounds(self, s: Any) -> int:
        """How many rounds the playouts of this game reach (the player's horizon)."""
        return self.horizon

    def choose(self, state: Any) -> Any:
        cands = self.ranked(state)[:self.n_cands]
        me = self.seat(state)
        return flat_mc(state, self.rules, cands, self.rng, self.budget, self.max_iter,
                       partial(self._rollout, me=me), samples=self.samples)

    def _rollout(self, s: Any, rng: Rng, me: int) -> float:
        policy = self.greedy_cls(0)
        policy.rng = rng
        own = self.own_policy()
        if own is not None:
            own.rng = rng
            policy = BySeat(policy, own, me, self.seat)
        play_on(s, self.rules, policy, self.rounds(s))
        return self.margin(s, me)


class BySeat:
    """Playout policy: `own` for this player's seat, `other` for everybody else."""

    def __init__(self, other: Policy, own: Policy, me: int, seat: Callable[[Any], int]) -> None:
        self.other, self.own, self.me, self.seat = other, own, me, seat

    def choose(self, state: Any) -> Any:
        return (self.own if self.seat(state) == self.me else self.other).choose(state)
