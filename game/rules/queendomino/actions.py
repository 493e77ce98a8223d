"""Queendomino's own actions (turn steps B–D and the last round's end), registered in
the shared action log format so game records and saves serialise them.

Coordinates are castle-relative like Place. Steps run in the order B, C, D, E: an
action of a later step skips the earlier optional ones for this turn.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from game.rules.actions import Action, Choose, Discard, Place, register_action


@dataclass(frozen=True, slots=True)
class Knight(Action):
    """Step B: send a knight from the guard onto square (x, y) of the domino just placed."""
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Step C: buy the building in board slot `slot` (0 = cheapest) for town square (x, y)."""
    slot: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Dragon(Action):
    """Step D: pay the Dragon to burn the building in board slot `slot`."""
    slot: int


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Last round only (no step E): finish the turn without further optional steps."""


# what a Queendomino player may do: the domino actions and the steps above
QueenAction = Union[Place, Discard, Choose, Knight, Build, Dragon, EndTurn]

register_action("knight", Knight, ("x", "y"))
register_action("build", Build, ("slot", "x", "y"))
register_action("dragon", Dragon, ("slot",))
register_action("end_turn", EndTurn, ())
