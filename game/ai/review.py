"""Game review: the expert goes over a seat's decisions in a finished or unfinished game.

For every decision the seat made (an action where the rules offered more than one), the
position is rebuilt from the record as it stood and judged as the Hint judges it
(game/ai/judge.py): the played move and the coach's best alternatives, played out in the
same sampled futures, each worth its expected margin over the best other kingdom at the end
(the expert's aim), its expected own points shown beside it. The best move counts only when
it beats the played move's margin by more than Z standard errors of their paired difference,
so noise alone does not blame a good move.

The work budget is `samples` futures per decision; their seeds come from a digest of the
position's public view, so the same file gives the same numbers on any machine, and the Hint
asked in the same position gives the same figures. A per-game coach (game/ai/<game>/review.py)
says what a decision is, which moves to compare and how everybody plays on.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Collection, Generator, Iterator, Sequence

from game.ai.explain import explain
from game.ai.judge import Coach, Partial, judge
from game.ai.pool import Cancelled, configure, current
from game.ai.reasons import Explanation, Reason
from game.ai.registry import computer_players
from game.rules.actions import Action, action_from_dict, action_to_dict
from game.rules.registry import rules_for
from game.rules.replay import GameRecord

Z = 2.0                    # standard errors a better move must win by to count
GOOD = 1.0                 # a decision losing less than this many points of margin counts as accurate
DEFAULT_SAMPLES = 24       # sampled futures per decision with the samples budget
COSTLIEST = 3              # decisions a seat's summary names
YARDSTICK = 2              # what a stored review measured (1: own points; 2: margin over the best other)


@dataclass(frozen=True)
class Reviewed:
    """One decision gone over: what was played, the best move found, both their expected
    final margins over the best other kingdom and own points, the loss of margin (0 when
    nothing beat the played move clearly) and its error, and why each of the two moves (the
    explanations the hint gives) when they differ."""
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
    margin_played: float = 0.0
    margin_best: float = 0.0

    def to_dict(self) -> dict:
        d = {"action": self.action_no, "seat": self.seat + 1, "round": self.round, "kind": self.kind,
             "played": action_to_dict(self.played), "best": action_to_dict(self.best),
             "margin_played": round(self.margin_played, 2), "margin_best": round(self.margin_best, 2),
             "played_points": round(self.played_points, 2), "best_points": round(self.best_points, 2),
             "loss": round(self.loss, 2), "se": round(self.se, 2), "samples": self.samples}
        if self.why:
            d["why"] = {name: {"player": e.player + 1, "gain": e.gain,
                               "reasons": [{"kind": r.kind, **r.values} for r in e.reasons]}
                        for name, e in zip(("played", "best"), self.why)}
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Reviewed":
        """The inverse of to_dict (a review stored with its game); ValueError, TypeError or
        KeyError when `d` is not one."""
        why = None
        if "why" in d:
            played, best = (Explanation(_int(e.get("player", d["seat"])) - 1, _int(e["gain"]),
                                        tuple(Reason(str(r["kind"]), {k: _int(v) for k, v in r.items() if k != "kind"})
                                              for r in e["reasons"]))
                            for e in (d["why"]["played"], d["why"]["best"]))
            why = played, best
        played_points, best_points, loss, se, margin_played, margin_best = (
            float(d[k]) for k in ("played_points", "best_points", "loss", "se", "margin_played", "margin_best"))
        return cls(_int(d["action"]), _int(d["seat"]) - 1, _int(d["round"]), str(d["kind"]),
                   _action(d["played"]), _action(d["best"]), played_points, best_points, loss, se,
                   _int(d["samples"]), why, margin_played, margin_best)


def _int(v: object) -> int:
    if type(v) is not int:
        raise TypeError(f"not an integer: {v!r}")
    return v


def _action(d: object) -> Action:
    try:
        return action_from_dict(d)
    except Exception as exc:        # IllegalAction: a damaged stored review is reviewed again
        raise ValueError(str(exc)) from None


@dataclass
class SeatSummary:
    """A seat's review in a few figures: margin lost by kind, accuracy, the costliest decisions."""
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
    def accuracy(self) -> float | None:
        """Percent of the decisions that lost less than GOOD points of margin (None before any)."""
        return 100.0 * self.accurate / self.decisions if self.decisions else None

    def to_dict(self) -> dict:
        return {"seat": self.seat + 1, "decisions": self.decisions, "lost": round(self.lost, 2),
                "lost_per_decision": round(self.lost / self.decisions, 3) if self.decisions else 0.0,
                "lost_by_kind": {k: round(v, 2) for k, v in sorted(self.lost_by_kind.items())},
                "accuracy": round(self.accuracy, 1) if self.accuracy is not None else None,
                "costliest": [r.action_no for r in self.costliest if r.loss > 0]}


def coach_for(game: str) -> Coach:
    """The review coach of `game`, as its family's computer players register it
    (game/ai/<family>/levels.py); ValueError for an unknown game."""
    return computer_players(game).coach(game)


def record_digest(record: GameRecord) -> str:
    """A fingerprint of the game: a review kept with it is of this game and no other."""
    text = json.dumps(record.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def decision_digest(record: GameRecord, action_no: int) -> str:
    """A fingerprint of the game up to and with its `action_no`th action: a decision's review
    stays right while the game goes on (or after Undo up to it), and only then."""
    return record_digest(GameRecord(record.config, record.seed, record.actions[:action_no]))


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


def review_decision(state: Any, played: Action, coach: Coach, samples: int,
                    action_no: int = 0, seconds: float | None = None, resume: Partial | None = None) -> Reviewed:
    """The played move against the coach's alternatives, judged as the Hint judges
    (game/ai/judge.py) in `samples` shared futures (or as many as fit in `seconds`).
    Withdrawn, it raises Cancelled((action_no, Partial)); `resume`: that Partial."""
    try:
        j = judge(state, coach, samples, keep=[played], seconds=seconds, resume=resume)
    except Cancelled as withdrawn:
        partial = withdrawn.args[0] if withdrawn.args else None
        raise Cancelled((action_no, partial)) if isinstance(partial, Partial) else withdrawn from None
    p = j.moves.index(played)
    gain, se = j.gain(p)
    best = j.best if gain > Z * se else p
    if best == p:
        gain, se = 0.0, 0.0
    game = state.config.game
    why = (explain(state, game, [played]), explain(state, game, [j.moves[best]])) if best != p else None
    return Reviewed(action_no, j.seat, state.round, coach.kind(state, played), played, j.moves[best],
                    j.points[p], j.points[best], gain, se, j.samples, why, j.margins[p], j.margins[best])


def stopped_at(withdrawn: Cancelled) -> tuple[int, Partial] | None:
    """The decision a withdrawn review stopped in and how far it got (review_decision's
    Cancelled), or None (withdrawn between decisions)."""
    stopped = withdrawn.args[0] if withdrawn.args else None
    if isinstance(stopped, tuple) and len(stopped) == 2 and isinstance(stopped[1], Partial):
        return stopped
    return None


def review_game(record: GameRecord, seats: Sequence[int] | None = None, samples: int = DEFAULT_SAMPLES,
                seconds: float | None = None, jobs: int | None = None,
                skip: Collection[int] = (), resume: tuple[int, Partial] | None = None) -> Generator[Reviewed, None, None]:
    """Every decision of the chosen seats reviewed, in the order of the log, but those whose
    action numbers are in `skip` (reviewed already); `resume`: (action number, Partial) of
    a decision whose review was withdrawn part way (review_decision). A generator:
    the caller shows each as it comes and may stop at any point. The decisions are shared
    out to the process pool (game/ai/pool.py; `jobs` workers: the pool configured so, else
    this process's); each has its own futures, so the numbers are the same with any number."""
    work = ((record.config.game, state, action, samples, i + 1, seconds,
             resume[1] if resume is not None and resume[0] == i + 1 else None)
            for i, state, action in decisions(record, seats) if i + 1 not in skip)
    yield from (current() if jobs is None else configure(jobs)).imap(_review_job, work)


def _review_job(job: tuple) -> Reviewed:
    game, state, action, samples, action_no, seconds, resume = job
    return review_decision(state, action, coach_for(game), samples, action_no, seconds, resume)


def summarise(reviews: Sequence[Reviewed], seats: Sequence[int]) -> list[SeatSummary]:
    """One summary per seat in `seats`, in that order."""
    out = {s: SeatSummary(s) for s in seats}
    for r in reviews:
        if r.seat in out:
            out[r.seat].add(r)
    return [out[s] for s in seats]
