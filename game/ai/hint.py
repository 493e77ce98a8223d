"""Hints for human players, and "Why?"'s verdict on a computer's turn: the move the review would call best in their place, with its
expected margin over the best other kingdom and own points (game.ai.judge: the same
position and budget give the Hint and the review the same move and the same figures), and
why (game.ai.explain: the points now, territories, bonuses, what the pick buys and keeps
from whom).

The judgement reads only the public view and draws its futures from a digest of it, so
asking for a hint never changes the game or any computer player's generator.
Kingdomino / Královská zahrada hints name the placement together with the pick judged best
after it; other games hint the next action.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from game.ai.explain import explain
from game.ai.judge import Judgement, judge
from game.ai.reasons import Explanation
from game.ai.review import DEFAULT_SAMPLES, coach_for, review_decision
from game.rules.actions import Action, Choose, Discard, Place
from game.rules.registry import rules_for


@dataclass(frozen=True)
class Hint:
    action: Action                 # the suggested next action (placement, discard, pick, …)
    then: Choose | None = None     # Kingdomino: the pick the suggestion goes with
    why: Explanation | None = None
    margin: float | None = None    # the expected final margin over the best other kingdom (after `then` too)
    points: float | None = None    # the expected own final points


def judged(state: Any, game: str, samples: int = DEFAULT_SAMPLES) -> Judgement:
    """The judgement the Hint shows (the review's, for the same position and budget)."""
    return judge(state, coach_for(game), samples)


def suggest(state: Any, game: str, samples: int = DEFAULT_SAMPLES) -> Hint:
    j = judged(state, game, samples)
    action, then, best = j.moves[j.best], None, (j.margins[j.best], j.points[j.best])
    pick_follows = getattr(coach_for(game), "pick_follows", None)     # Kingdomino's coach has it
    if pick_follows is not None and isinstance(action, (Place, Discard)):
        after = state.copy()
        rules_for(game).apply(after, action)
        if pick_follows(after, j.seat):
            pick = judged(after, game, samples)
            chosen = pick.moves[pick.best]
            assert isinstance(chosen, Choose), "a pick follows a placement"
            then, best = chosen, (pick.margins[pick.best], pick.points[pick.best])
    return Hint(action, then, explain(state, game, [action] + ([then] if then else [])), *best)


class HintPlayer:
    """Wraps suggest() as a player, so the table can ask for a hint through its AI worker
    (off the UI thread, in the helper process); choose() returns a Hint."""
    name = "hint"
    budget = 1.0          # it searches: the AI worker thinks it over in its helper process

    def __init__(self, game: str, samples: int = DEFAULT_SAMPLES) -> None:
        self.game = game
        self.samples = samples

    def choose(self, state: Any) -> Hint:
        return suggest(state, self.game, self.samples)


@dataclass(frozen=True)
class Verdict:
    """How the judgement sees a turn taken ("Why?"): its expected margin over the best other
    kingdom and own points (after its last decision, as the Hint's are after its pick), the
    margin better moves would have kept (0: none clearly better) and those moves."""
    margin: float
    points: float
    loss: float = 0.0
    better: tuple[Action, ...] = ()


def verdict(state: Any, game: str, turn: Sequence[Action], samples: int = DEFAULT_SAMPLES) -> Verdict | None:
    """Each decision of `turn` (legal in order from `state`) reviewed as the review reviews it
    (game.ai.review.review_decision); None when the turn held no choice."""
    rules, coach = rules_for(game), coach_for(game)
    s = state.copy()
    reviewed = []
    for action in turn:
        if len(rules.legal_actions(s)) > 1:
            reviewed.append(review_decision(s, action, coach, samples))
        rules.apply(s, action)
    if not reviewed:
        return None
    last = reviewed[-1]
    return Verdict(last.margin_played, last.played_points, sum(r.loss for r in reviewed),
                   tuple(r.best for r in reviewed if r.loss > 0))


class VerdictPlayer:
    """Wraps verdict() as a player for the AI worker, as HintPlayer does suggest():
    choose(state) returns the Verdict of `turn` from that state (or None)."""
    name = "verdict"
    budget = 1.0

    def __init__(self, game: str, turn: Sequence[Action], samples: int = DEFAULT_SAMPLES) -> None:
        self.game, self.turn, self.samples = game, tuple(turn), samples

    def choose(self, state: Any) -> Verdict | None:
        return verdict(state, self.game, self.turn, self.samples)
