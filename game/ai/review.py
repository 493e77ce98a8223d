"""Game review: the expert goes over a seat's decisions in a finished or unfinished game.

For every decision the seat made (an action where the rules offered more than one), the
position is rebuilt from the record as it stood, and everything that seat could not see
(the undrawn order, the dice to come) is redrawn by lot, reading only what is public.
The played move and the best alternatives the game's coach proposes are each played out
to the end of the game in the same sampled futures (paired: the luck of the draw cancels
out of their difference); a move is worth the mean of the seat's final points. The best
alternative counts only when it beats the played move by more than Z standard errors of
their paired difference, so noise alone does not blame a good move.

The work budget is `samples` futures per decision; their seeds come from a digest of the
record and the decision's place in it, so the same file gives the same numbers on any
machine. A per-game coach (game/ai/<game>/review.py) says what a decision is, which moves
to compare and how everybody plays on.
"""
from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any, Iterator, Protocol, Sequence

from game.ai.explain import explain
from game.ai.montecarlo import paired_mean_se
from game.ai.reasons import Explanation
from game.ai.registry import computer_players
from game.rules.actions import Action, action_to_dict
from game.rules.registry import rules_for
from game.rules.replay import GameRecord
from game.rules.rng import Rng

Z = 2.0                    # standard errors a better move must win by to count
GOOD = 1.0                 # a decision losing less than this many points counts as accurate
DEFAULT_SAMPLES = 24       # sampled futures per decision with the samples budget
COSTLIEST = 3              # decisions a seat's summary names


class Coach(Protocol):
    """What the review needs of a game (one per game, in the game's computer-player folder)."""

    def kind(self, state: Any, action: Any) -> str:
        """The kind of decision `action` is (place, pick, knight, …): losses are summed by it."""
        ...

    def alternatives(self, state: Any) -> list[Any]:
        """The moves worth comparing with the played one, most promising first."""
        ...

    def policy(self, seat: int, rng: Rng) -> Any:
        """A fresh player (choose(state) -> action) for every seat of a playout."""
        ...

    def points(self, state: Any, seat: int) -> float:
        """`seat`'s final points in a played-out state."""
        ...

    def ended(self, state: Any) -> bool:
        """The playout stops here (the game, or a Dynasty match's game, is over)."""
        ...



@dataclass(frozen=True)
class Reviewed:
    """One decision gone over: what was played, the best move found, both their expected
    final points, the loss (0 when nothing beat the played move clearly) and its error, and
    why each of the two moves (the explanations the hint gives) when they differ."""
    action_no: int                  # 1-based place in the record's action log
    seat: int                       # 0-based (to_dict counts seats from 1, as players do)
    round: int
    kind: str
    played: Action
    best: Action
    played_points: float
    best_points: float
    loss: float
    se: float
    samples: int
    why: tuple[Explanation, Explanation] | None = None   # why the played and the best move, when they differ

    def to_dict(self) -> dict:
        d = {"action": self.action_no, "seat": self.seat + 1, "round": self.round, "kind": self.kind,
             "played": action_to_dict(self.played), "best": action_to_dict(self.best),
             "played_points": round(self.played_points, 2), "best_points": round(self.best_points, 2),
             "loss": round(self.loss, 2), "se": round(self.se, 2), "samples": self.samples}
        if self.why:
            d["why"] = {name: {"gain": e.gain, "reasons": [{"kind": r.kind, **r.values} for r in e.reasons]}
                        for name, e in zip(("played", "best"), self.why)}
        return d


@dataclass
class SeatSummary:
    """A seat's review in a few figures: points lost by kind, accuracy, the costliest decisions."""
    seat: int
    decisions: int = 0
    accurate: int = 0
    lost_by_kind: dict[str, float] = field(default_factory=dict)
    costliest: list[Reviewed] = field(default_factory=list)

    def add(self, r: Reviewed) -> None:
        self.decisions += 1
        self.accurate += r.loss < GOOD
        self.lost_by_kind[r.kind] = self.lost_by_kind.get(r.kind, 0.0) + r.loss
        self.costliest = sorted([*self.costliest, r], key=lambda x: (-x.loss, x.action_no))[:COSTLIEST]

    @property
    def lost(self) -> float:
        return sum(self.lost_by_kind.values())

    @property
    def accuracy(self) -> float:
        """Percent of the decisions that lost less than GOOD points."""
        return 100.0 * self.accurate / self.decisions if self.decisions else 100.0

    def to_dict(self) -> dict:
        return {"seat": self.seat + 1, "decisions": self.decisions, "lost": round(self.lost, 2),
                "lost_per_decision": round(self.lost / self.decisions, 3) if self.decisions else 0.0,
                "lost_by_kind": {k: round(v, 2) for k, v in sorted(self.lost_by_kind.items())},
                "accuracy": round(self.accuracy, 1),
                "costliest": [r.action_no for r in self.costliest if r.loss > 0]}


def coach_for(game: str) -> Coach:
    """The review coach of `game`, as its family's computer players register it
    (game/ai/<family>/levels.py); ValueError for an unknown game."""
    return computer_players(game).coach(game)


def record_digest(record: GameRecord) -> str:
    """A fingerprint of the game: the review's futures are drawn from it."""
    text = json.dumps(record.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def decisions(record: GameRecord, seats: Sequence[int] | None = None) -> Iterator[tuple[int, Any, Action]]:
    """(index in the log, state before, action) of every decision of the chosen seats (all
    by default) where the rules offered a choice. The record must replay (a loaded save does)."""
    rules = rules_for(record.config.game)
    state = rules.new_game(record.config, record.seed)
    for i, action in enumerate(record.actions):
        seat = state.current_player()
        if (seats is None or seat in seats) and len(rules.legal_actions(state)) > 1:
            yield i, state.copy(), action
        rules.apply(state, action)


def review_decision(state: Any, played: Action, coach: Coach, samples: int, seed: str,
                    action_no: int = 0, seconds: float | None = None) -> Reviewed:
    """The played move against the coach's alternatives in `samples` shared futures drawn
    from `seed` (or as many as fit in `seconds`, at least two)."""
    rules = rules_for(state.config.game)
    seat = state.current_player()
    rng = Rng.from_seed(seed)
    seen = state.copy()                 # what the seat saw: the coach proposes from nothing more
    rules.determinise(seen, Rng(rng.next64()))
    moves = [played] + [a for a in coach.alternatives(seen) if a != played]
    rows: list[list[float]] = [[] for _ in moves]
    start = time.perf_counter()
    n = 0
    while n < 2 or (n < samples if seconds is None else time.perf_counter() - start < seconds):
        future = rng.next64()
        for i, move in enumerate(moves):
            s = state.copy()
            rules.determinise(s, Rng(future))   # the rules' own sampling of what is hidden
            rules.apply(s, move)
            rows[i].append(_play_out(s, rules, coach, Rng(future ^ 0x5DEECE66D), seat))
        n += 1
    best, gain, se = 0, 0.0, 0.0
    for i in range(1, len(moves)):
        mean, err = paired_mean_se(rows[i], rows[0])
        if mean > gain and mean > Z * err:
            best, gain, se = i, mean, err
    played_points = sum(rows[0]) / n
    game = state.config.game
    why = (explain(seen, game, [played]), explain(seen, game, [moves[best]])) if best else None
    return Reviewed(action_no, seat, state.round, coach.kind(state, played), played, moves[best],
                    played_points, played_points + gain, gain, se, n, why)


def _play_out(s: Any, rules: Any, coach: Coach, rng: Rng, seat: int) -> float:
    players = [coach.policy(p, rng) for p in range(s.config.players)]
    while not coach.ended(s):
        rules.apply(s, players[s.current_player()].choose(s))
    return coach.points(s, seat)


def review_game(record: GameRecord, seats: Sequence[int] | None = None, samples: int = DEFAULT_SAMPLES,
                seconds: float | None = None, jobs: int = 1) -> Iterator[Reviewed]:
    """Every decision of the chosen seats reviewed, in the order of the log. A generator:
    the caller shows each as it comes and may stop at any point. With `jobs` processes the
    decisions are shared out; each has its own futures, so the numbers stay the same."""
    digest = record_digest(record)
    work = ((record.config.game, state, action, samples, f"{digest}:{i}", i + 1, seconds)
            for i, state, action in decisions(record, seats))
    if jobs == 1:
        yield from map(_review_job, work)
        return
    with get_context("spawn").Pool(jobs) as pool:     # as on Windows and macOS
        yield from pool.imap(_review_job, work)


def _review_job(job: tuple) -> Reviewed:
    game, state, action, samples, seed, action_no, seconds = job
    return review_decision(state, action, coach_for(game), samples, seed, action_no, seconds)


def summarise(reviews: Sequence[Reviewed], seats: Sequence[int]) -> list[SeatSummary]:
    """One summary per seat in `seats`, in that order."""
    out = {s: SeatSummary(s) for s in seats}
    for r in reviews:
        if r.seat in out:
            out[r.seat].add(r)
    return [out[s] for s in seats]
