"""Kingdomino Duel actions: small frozen values, registered in the shared log format.

Dice are numbered 0-3 (data order), cells are row * columns + column of the map
sheet, coats of arms are indices into duel.json's list and -1 means "no choice"
(a die that is not a "?"). The acting player is never part of an action.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Union

from game.rules.actions import Action, register_action


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Take one of the rolled dice."""
    die: int


@dataclass(frozen=True, slots=True)
class PickTwo(Action):
    """Spell pick_two: as player A, take two dice at once (B gets the other two)."""
    first: int
    second: int


@dataclass(frozen=True, slots=True)
class CastleBonus(Action):
    """Once per game: one of your dice this round gets one more cross (and ticks no box)."""
    die: int


@dataclass(frozen=True, slots=True)
class SetFace(Action):
    """Spell set_face: turn one of your dice to another of its faces."""
    die: int
    face: int


@dataclass(frozen=True, slots=True)
class IgnoreConnection(Action):
    """Spell ignore_connection: this turn's drawing need not connect."""


@dataclass(frozen=True, slots=True)
class SplitDice(Action):
    """Spell split_dice: draw your two dice separately this turn, each connecting."""


@dataclass(frozen=True, slots=True)
class PlaceDomino(Action):
    """Draw your two dice on adjacent empty cells: your lower-numbered die on cell a,
    the other on cell b; arms_a / arms_b name the coat of arms a "?" die becomes."""
    a: int
    b: int
    arms_a: int = -1
    arms_b: int = -1


@dataclass(frozen=True, slots=True)
class PlaceDie(Action):
    """With split_dice in force: draw one of your dice on one empty cell."""
    die: int
    cell: int
    arms: int = -1


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Draw nothing this turn; legal only when nothing can be drawn."""


@dataclass(frozen=True, slots=True)
class ChooseDomain(Action):
    """Lightning spell domain_bonus: each territory of this coat of arms scores +3."""
    arms: int


@dataclass(frozen=True, slots=True)
class AddCross(Action):
    """Lightning spell add_cross: one more cross on a drawn cell of your map."""
    cell: int


DuelAction = Union[Pick, PickTwo, CastleBonus, SetFace, IgnoreConnection, SplitDice,
                   PlaceDomino, PlaceDie, Pass, ChooseDomain, AddCross]

for _name, _cls in {"duel_pick": Pick, "duel_pick_two": PickTwo, "duel_castle_bonus": CastleBonus,
                    "duel_set_face": SetFace, "duel_ignore_connection": IgnoreConnection,
                    "duel_split_dice": SplitDice, "duel_place": PlaceDomino,
                    "duel_place_die": PlaceDie, "duel_pass": Pass,
                    "duel_choose_domain": ChooseDomain, "duel_add_cross": AddCross}.items():
    register_action(_name, _cls, tuple(f.name for f in fields(_cls)))
