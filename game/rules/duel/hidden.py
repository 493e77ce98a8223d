"""What nobody at a Kingdomino Duel table knows (game/rules/hidden.py): only the generator,
that is the dice rolls to come; the dice on the table are public."""
from __future__ import annotations

from game.rules.duel.state import DuelState
from game.rules.hidden import rebuilt, without_generator
from game.rules.rng import Rng


def public_view(state: DuelState) -> dict:
    """What both seats see: everything but the generator."""
    return without_generator(state)


def determinise(state: DuelState, rng: Rng) -> None:
    """`rng` becomes the generator of `state` (a copy the caller owns): it rolls the dice
    of every round to come."""
    state.rng = rng


def sampled_state(view: dict, rng: Rng) -> DuelState:
    """A full state that agrees with `view` on everything public, the rolls to come from `rng`."""
    return rebuilt(DuelState.from_dict, view, rng, determinise)
