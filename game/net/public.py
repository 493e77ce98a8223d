"""What a player at the real table sees of a game, and a full state rebuilt from it.

A state's to_dict holds what nobody at the table knows: the generator (so every future
draw and roll) and the order of what is still face down. public_view keeps the rest:
  Kingdomino, Královská zahrada: the box, as the set of undrawn numbers (sorted; which
      dominoes are left can be counted from the table, their order cannot);
  Queendomino, Royal Wedding: each box likewise, and the building pile as the sorted
      buildings under its top one, which lies face up (docs/rules.md) and stays on top;
  Duel: the dice on the table are public; only the generator (the next rolls) is hidden.
sampled_state fills the hidden parts by lot from a client's own generator, so a computer
player decides on a state as likely as the real one without ever having read it.
"""
from __future__ import annotations

from typing import Any

from game.rules.config import GameConfig
from game.rules.duel.state import DuelState
from game.rules.queendomino.state import QueenState
from game.rules.rng import Rng
from game.rules.state import GameState

STATES: dict[str, Any] = {"kingdomino": GameState, "kralovska_zahrada": GameState, "duel": DuelState,
                           "queendomino": QueenState, "royal_wedding": QueenState}


def public_view(state) -> dict:
    """state.to_dict() without the generator and with face-down orders sorted away."""
    d = state.to_dict()
    del d["rng"]
    if "box" in d:
        d["box"] = sorted(d["box"])
    if "boxes" in d:
        d["boxes"] = [sorted(b) for b in d["boxes"]]
    if d.get("pile"):
        d["pile"] = sorted(d["pile"][:-1]) + d["pile"][-1:]
    return d


def sampled_state(view: dict, rng: Rng):
    """A full state that agrees with `view` on everything public; the hidden parts drawn
    from `rng`. ValueError (from the state's own checks) when the view is malformed."""
    d = dict(view)
    d["rng"] = format(rng.next64(), "016x")
    if "box" in d:
        d["box"] = _shuffled(d["box"], rng)
    if "boxes" in d:
        d["boxes"] = [_shuffled(b, rng) for b in _checked(d["boxes"])]
    if "pile" in d and _checked(d["pile"]):
        d["pile"] = _shuffled(d["pile"][:-1], rng) + d["pile"][-1:]
    config = GameConfig.from_dict(d.get("config"))
    return STATES[config.game].from_dict(d)


def _checked(items: object) -> list:
    if not isinstance(items, list):
        raise ValueError("state is malformed: a face-down pile must be a list")
    return items


def _shuffled(items: object, rng: Rng) -> list:
    out = list(_checked(items))
    rng.shuffle(out)
    return out
