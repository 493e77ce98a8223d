"""One judgement of a decision, for the review, the Hint and "Why?" alike.

A decision is judged by what the expert plays for: the expected margin of the mover's
kingdom (house) over the best other one at the end of the game, with the expected own
points beside it. The position is rebuilt from its public view (what is hidden is drawn by
lot from a seed that is a digest of that view), so the same position gives the same
figures whoever asks: the review of a finished game, the Hint at the table, "Why?".

The moves compared are the game's coach's proposals, and beside them those the caller must
keep (the review's move played, "Why?"'s move made). Each is played out to the end in the
same sampled futures (paired: the luck of the draw cancels out of their differences). The
proposals race: after RACE_MIN futures one trailing the leader by more than DROP_Z standard
errors of their paired difference leaves the race, so the budget goes to the moves that can
still be best; the race ends with one left or the budget spent. A kept move is played in
every future of the race but never changes it, so whatever is kept the best move (the one
with the highest expected margin of those still racing, the first proposed of equals) and
its figures are the same: the Hint's, the review's and "Why?"'s are one judgement.
"""
from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from game.ai.montecarlo import paired_mean_se
from game.ai.pool import Cancelled, check
from game.rules.actions import Action
from game.rules.registry import public_view, rules_for, sampled_state
from game.rules.rng import Rng

RACE_MIN = 6       # futures every move is tried in before any leaves the race
DROP_Z = 3.0       # standard errors a move may trail the leader by and stay in the race


class Coach(Protocol):
    """What a judgement needs of a game (one per game, in the game's computer-player folder)."""

    def kind(self, state: Any, action: Any) -> str:
        """The kind of decision `action` is (place, pick, knight, …): losses are summed by it."""
        ...

    def alternatives(self, state: Any) -> list[Any]:
        """The moves worth comparing, most promising first."""
        ...

    def policy(self, seat: int, rng: Rng) -> Any:
        """A fresh player (choose(state) -> action) for every seat of a playout."""
        ...

    def points(self, state: Any, seat: int) -> float:
        """`seat`'s final points in a played-out state."""
        ...

    def margin(self, state: Any, seat: int) -> float:
        """`seat`'s final points less the best other kingdom's (house's) in a played-out state."""
        ...

    def ended(self, state: Any) -> bool:
        """The playout stops here (the game, or a Dynasty match's game, is over)."""
        ...


@dataclass(frozen=True)
class Judgement:
    """The moves compared, each one's expected margin and own points over the futures it was
    tried in, and every future's margin (a row per move) for paired errors."""
    seat: int
    moves: tuple[Action, ...]
    margins: tuple[float, ...]
    points: tuple[float, ...]
    rows: tuple[tuple[float, ...], ...]
    samples: int                   # futures the moves still racing at the end were tried in
    best: int                      # index of the best move

    def gain(self, i: int) -> tuple[float, float]:
        """How much the best move's margin beats move i's, and its standard error, over the
        futures both were tried in."""
        n = min(len(self.rows[i]), len(self.rows[self.best]))
        if i == self.best or n < 2:
            return 0.0, 0.0
        return paired_mean_se(list(self.rows[self.best][:n]), list(self.rows[i][:n]))


def position_seed(state: Any) -> str:
    """A digest of the public view: the futures a judgement draws, the same for whoever asks."""
    view = json.dumps(public_view(state), sort_keys=True)
    return "judge:" + hashlib.sha256(view.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class Partial:
    """How far a judgement with a samples budget got when its question was withdrawn (carried
    by the Cancelled it raises): given back to judge() it goes on from there, with the figures
    it would have given had it never stopped (the futures are drawn in turn from one generator)."""
    futures: int
    rows: tuple[tuple[float, ...], ...]
    own: tuple[tuple[float, ...], ...]
    racing: tuple[int, ...]
    rng: int


def judge(state: Any, coach: Coach, samples: int, keep: Sequence[Action] = (),
          seconds: float | None = None, resume: Partial | None = None) -> Judgement:
    """The coach's proposals from `state` race, each played out in `samples` shared futures
    (or as many as fit in `seconds`, at least two); the moves of `keep` (the review's move
    played, "Why?"'s move made) are played out in the same futures beside them but never
    change the race, so the best move and its figures are the same whatever is kept.
    Withdrawn, it raises Cancelled(Partial); `resume`: such a Partial of this same judgement."""
    rules = rules_for(state.config.game)
    seat = state.current_player()
    rng = Rng.from_seed(position_seed(state))
    base = sampled_state(public_view(state), Rng(rng.next64()))    # what the mover saw, nothing more
    proposed = coach.alternatives(base)
    moves = proposed + [a for a in keep if a not in proposed]
    kept = {moves.index(a) for a in keep}
    rows: list[list[float]] = [[] for _ in moves]
    own: list[list[float]] = [[] for _ in moves]
    racing = list(range(len(proposed))) or [0]
    start = time.perf_counter()
    n = 0
    if resume is not None and seconds is None and len(resume.rows) == len(moves):
        n, racing, rng = resume.futures, list(resume.racing), Rng(resume.rng)
        rows, own = [list(r) for r in resume.rows], [list(p) for p in resume.own]
    while n < 2 or (len(racing) > 1 and (n < samples if seconds is None else time.perf_counter() - start < seconds)):
        try:
            check()                               # the question withdrawn: stop here
        except Cancelled:
            raise Cancelled(Partial(n, tuple(map(tuple, rows)), tuple(map(tuple, own)), tuple(racing),
                                    rng.state)) from None
        future = rng.next64()
        for i in sorted(set(racing) | kept):
            s = base.copy()
            rules.determinise(s, Rng(future))     # the rules' own sampling of what is hidden
            rules.apply(s, moves[i])
            margin, points = _play_out(s, rules, coach, Rng(future ^ 0x5DEECE66D), seat)
            rows[i].append(margin)
            own[i].append(points)
        n += 1
        if n >= RACE_MIN:
            racing = _still_racing(rows, racing)
    best = max(racing, key=lambda i: (sum(rows[i]), -i))
    return Judgement(seat, tuple(moves), tuple(sum(r) / len(r) if r else 0.0 for r in rows),
                     tuple(sum(p) / len(p) if p else 0.0 for p in own), tuple(tuple(r) for r in rows), n, best)


def _still_racing(rows: list[list[float]], racing: list[int]) -> list[int]:
    """The moves that do not trail the leader by more than DROP_Z standard errors."""
    lead = max(racing, key=lambda i: (sum(rows[i]), -i))
    out = []
    for i in racing:
        mean, se = paired_mean_se(rows[i], rows[lead])
        if i == lead or -mean <= DROP_Z * se:
            out.append(i)
    return out


def _play_out(s: Any, rules: Any, coach: Coach, rng: Rng, seat: int) -> tuple[float, float]:
    players = [coach.policy(p, rng) for p in range(s.config.players)]
    while not coach.ended(s):
        rules.apply(s, players[s.current_player()].choose(s))
    return coach.margin(s, seat), coach.points(s, seat)
