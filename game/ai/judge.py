"""One judgement of a decision, for the review, the Hint and "Why?" alike.

A decision is judged by what the expert plays for: the expected margin of the mover's
kingdom (house) over the best other one at the end of the game, with the expected own
points beside it. The position is rebuilt from its public view (what is hidden is drawn by
lot from a seed that is a digest of that view), so the same position gives the same
figures whoever asks: the review of a finished game, the Hint at the table, "Why?".

The moves compared are those the caller must keep (the review's played move) and the game's
coach's proposals. Each is played out to the end in the same sampled futures (paired: the
luck of the draw cancels out of their differences). The moves race: after RACE_MIN futures a
move trailing the leader by more than DROP_Z standard errors of their paired difference
stops getting futures (a kept move never does), so the budget goes to the moves that can
still be best. The best move is the one with the highest expected margin of those tried in
every future (the first listed of equals).
"""
from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from game.ai.montecarlo import paired_mean_se
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


def judge(state: Any, coach: Coach, samples: int, keep: Sequence[Action] = (),
          seconds: float | None = None) -> Judgement:
    """The moves of `keep` and the coach's proposals from `state`, each played out in
    `samples` shared futures (or as many as fit in `seconds`, at least two)."""
    rules = rules_for(state.config.game)
    seat = state.current_player()
    rng = Rng.from_seed(position_seed(state))
    base = sampled_state(public_view(state), Rng(rng.next64()))    # what the mover saw, nothing more
    moves = list(keep) + [a for a in coach.alternatives(base) if a not in keep]
    kept = set(range(len(keep))) or {0}
    rows: list[list[float]] = [[] for _ in moves]
    own: list[list[float]] = [[] for _ in moves]
    active = list(range(len(moves)))
    start = time.perf_counter()
    n = 0
    while len(active) > 1 and (n < 2 or (n < samples if seconds is None else time.perf_counter() - start < seconds)):
        future = rng.next64()
        for i in active:
            s = base.copy()
            rules.determinise(s, Rng(future))     # the rules' own sampling of what is hidden
            rules.apply(s, moves[i])
            margin, points = _play_out(s, rules, coach, Rng(future ^ 0x5DEECE66D), seat)
            rows[i].append(margin)
            own[i].append(points)
        n += 1
        if n >= RACE_MIN:
            active = _still_racing(rows, active, kept)
    if n == 0:                    # one move only: its one future tells its figures
        future = rng.next64()
        s = base.copy()
        rules.determinise(s, Rng(future))
        rules.apply(s, moves[0])
        margin, points = _play_out(s, rules, coach, Rng(future ^ 0x5DEECE66D), seat)
        rows[0], own[0], n = [margin], [points], 1
    best = max(active, key=lambda i: (sum(rows[i]), -i))
    return Judgement(seat, tuple(moves), tuple(sum(r) / len(r) for r in rows), tuple(sum(p) / len(p) for p in own),
                     tuple(tuple(r) for r in rows), n, best)


def _still_racing(rows: list[list[float]], active: list[int], kept: set[int]) -> list[int]:
    """The moves that do not trail the leader by more than DROP_Z standard errors (kept ones stay)."""
    lead = max(active, key=lambda i: (sum(rows[i]), -i))
    out = []
    for i in active:
        mean, se = paired_mean_se(rows[i], rows[lead])
        if i in kept or i == lead or -mean <= DROP_Z * se:
            out.append(i)
    return out


def _play_out(s: Any, rules: Any, coach: Coach, rng: Rng, seat: int) -> tuple[float, float]:
    players = [coach.policy(p, rng) for p in range(s.config.players)]
    while not coach.ended(s):
        rules.apply(s, players[s.current_player()].choose(s))
    return coach.margin(s, seat), coach.points(s, seat)
