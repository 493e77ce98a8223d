"""What nobody at the table knows of a game, and how a state is rebuilt without it.

A state's to_dict holds what no player knows: the generator (so every future draw and
roll) and, in the tile games, the order of what still lies face down. Each rules module
names those parts in three functions (game/rules/registry.py dispatches by game):
  public_view(state) -> dict: the state as every seat sees it (no game of the family
      hides anything from one seat only: there are no hands), face-down orders sorted;
  determinise(state, rng): the hidden parts of `state` (a copy the caller owns) redrawn
      from `rng`, reading only what is public: one future as likely as the real one
      (`rng` becomes the state's generator, so callers give a fresh one);
  sampled_state(view, rng): a whole state rebuilt from a view the same way.
The network, the window's computer seats, every search and the tests go through them;
nothing else reads or shuffles hidden state. This module holds what the three share.
"""
from __future__ import annotations

from typing import Any, Callable, TypeVar

from game.rules.rng import Rng

S = TypeVar("S")
# the generator a rebuilt state holds until determinise replaces it
_PLACEHOLDER = "0" * 16


def without_generator(state: Any) -> dict[str, Any]:
    """state.to_dict() less the generator: a view before any face-down order is sorted."""
    d = state.to_dict()
    del d["rng"]
    return d


def rebuilt(from_dict: Callable[[dict], S], view: object, rng: Rng,
            determinise: Callable[[S, Rng], None]) -> S:
    """The state `from_dict` makes of `view`, its hidden parts drawn by `determinise` from
    `rng`. ValueError (from the state's own checks) when the view is malformed."""
    if not isinstance(view, dict):
        raise ValueError("state is malformed: a view must be an object")
    state = from_dict({**view, "rng": _PLACEHOLDER})
    determinise(state, rng)
    return state
