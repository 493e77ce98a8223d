"""Hints for human players: what the `hard` level would do in their place, and why
(game.ai.explain: the points now, territories, bonuses, what the pick buys).

The hint thinks on a copy of the state with its own generator (seeded from the position as
every seat sees it, never from the game's generator), so asking for a hint never changes
the game or any computer player's generator.
Kingdomino / Královská zahrada hints name the placement together with the pick the level
chose with it; other games hint the next action.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from game.ai.explain import explain
from game.ai.reasons import Explanation
from game.ai.registry import make_player
from game.rules.actions import Action, Choose
from game.rules.registry import public_view
from game.rules.state import PHASE_PLACE, GameState


@runtime_checkable
class JointDecider(Protocol):
    """A Kingdomino level that decides a placement together with the pick it goes with."""

    def decide(self, state: GameState) -> tuple[Action, int | None]: ...


@dataclass(frozen=True)
class Hint:
    action: Action                 # the suggested next action (placement, discard, pick, …)
    then: Choose | None = None     # Kingdomino: the pick the suggestion goes with
    why: Explanation | None = None


def suggest(state: Any, game: str, budget_scale: float = 1.0) -> Hint:
    player = make_player("hard", game, seed_of(state), budget_scale)
    if isinstance(state, GameState) and state.phase == PHASE_PLACE and isinstance(player, JointDecider):
        action, pick = player.decide(state.copy())
        then = Choose(pick) if pick is not None else None
    else:
        action, then = player.choose(state.copy()), None
    return Hint(action, then, explain(state, game, [action] + ([then] if then else [])))


def seed_of(state: Any) -> str:
    """The hint's seed: a digest of the public view, so a hint reads nothing hidden."""
    view = json.dumps(public_view(state), sort_keys=True)
    return "hint:" + hashlib.sha256(view.encode("utf-8")).hexdigest()[:16]


class HintPlayer:
    """Wraps suggest() as a player, so the table can ask for a hint through its AI worker
    (off the UI thread, in the helper process); choose() returns a Hint."""
    name = "hint"

    def __init__(self, game: str, budget_scale: float = 1.0) -> None:
        self.game = game
        self.scale = budget_scale
        # seconds it may think (None: a quick level, answered on the worker thread)
        self.budget = getattr(make_player("hard", game, 0, budget_scale), "budget", None)

    def choose(self, state: Any) -> Hint:
        return suggest(state, self.game, self.scale)
