"""What nobody at a Queendomino or Royal Wedding table knows (game/rules/hidden.py): the
generator, the order of each tile set's box, and the order of the building pile under its
top building. The pile lies grey side up, the face the slots show, so its top building
(the next to refill the builders board, docs/rules.md) is public and stays on top."""
from __future__ import annotations

from game.rules.hidden import rebuilt, without_generator
from game.rules.queendomino.state import QueenState
from game.rules.rng import Rng


def public_view(state: QueenState) -> dict:
    """What every seat sees: no generator, each box as a sorted set, and the pile as the
    sorted buildings under its top one, which stays last."""
    d = without_generator(state)
    d["boxes"] = [sorted(b) for b in d["boxes"]]
    if d["pile"]:
        d["pile"] = sorted(d["pile"][:-1]) + d["pile"][-1:]
    return d


def determinise(state: QueenState, rng: Rng) -> None:
    """The pile under its top building is sorted and shuffled by `rng`, which then becomes
    the generator of `state` (a copy the caller owns) and draws every line to come; the
    boxes are sorted, since their order is not public either."""
    for box in state.boxes:
        box.sort()
    under = sorted(state.pile[:-1])
    rng.shuffle(under)
    state.pile = under + state.pile[-1:]
    state.rng = rng


def sampled_state(view: dict, rng: Rng) -> QueenState:
    """A full state that agrees with `view` on everything public, the rest drawn from `rng`."""
    return rebuilt(QueenState.from_dict, view, rng, determinise)
