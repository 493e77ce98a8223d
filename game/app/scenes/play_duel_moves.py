"""Kingdomino Duel moves in words, for the table's "last move" (Session.MOVE_WORDS).

`describe` is called *before* the action is applied: the dice faces it names are
rerolled once the round ends.
"""
from __future__ import annotations

from ...rules.components import duel_components
from ...rules.duel import rules
from ...rules.duel.actions import (AddCross, CastleBonus, ChooseDomain, IgnoreConnection, Pass, Pick,
                                   PickTwo, PlaceDie, PlaceDomino, SetFace, SplitDice)
from ...rules.duel.board import grid
from ..art_duel import arms_name
from ..views.duel_spellbook_view import TITLES


def die_words(state, die: int) -> str:
    f = rules.face(state, die)
    crosses = f" with {f.crosses} cross{'es' if f.crosses != 1 else ''}" if f.crosses else ""
    return f"die {die + 1} ({arms_name(f.arms)}{crosses})"


def drawn_cells(action) -> tuple[tuple[int, int], ...]:
    """(row, column) of the map cells an action draws on (a domino, one die, an extra
    cross): Session marks them as the player's last move."""
    if isinstance(action, PlaceDomino):
        cells: tuple[int, ...] = (action.a, action.b)
    elif isinstance(action, (PlaceDie, AddCross)):
        cells = (action.cell,)
    else:
        return ()
    return tuple(divmod(c, grid().columns) for c in cells)


def describe(state, action, name: str) -> str:
    """The words for an action about to be applied in `state` (the rules may still refuse
    it: then the words are never shown, but they must not fail)."""
    try:
        return _words(state, action, name)
    except (IndexError, ValueError):
        return f"{name}: {type(action).__name__}"


def _words(state, action, name: str) -> str:
    if isinstance(action, Pick):
        return f"{name} took {die_words(state, action.die)}"
    if isinstance(action, PickTwo):
        return (f"{name} cast Two dice at once: {die_words(state, action.first)} and "
                f"{die_words(state, action.second)}")
    if isinstance(action, PlaceDomino):
        a, b = state.dice_of(state.placer)
        what = [arms_name(arms if arms != -1 else rules.face(state, d).arms)
                for d, arms in ((a, action.arms_a), (b, action.arms_b))]
        return f"{name} drew {what[0]} + {what[1]}"
    if isinstance(action, PlaceDie):
        arms = action.arms if action.arms != -1 else rules.face(state, action.die).arms
        return f"{name} drew {arms_name(arms)} (die {action.die + 1})"
    if isinstance(action, Pass):
        return f"{name} could draw nothing this round"
    if isinstance(action, CastleBonus):
        return f"{name} used the castle bonus on {die_words(state, action.die)}"
    if isinstance(action, SetFace):
        f = duel_components().dice[action.die][action.face]
        return f"{name} turned die {action.die + 1} to {arms_name(f.arms)}"
    if isinstance(action, (IgnoreConnection, SplitDice)):
        sid = "ignore_connection" if isinstance(action, IgnoreConnection) else "split_dice"
        return f"{name} cast {TITLES[sid]}"
    if isinstance(action, ChooseDomain):
        bonus = duel_components().domain_bonus_points
        return f"{name} chose {arms_name(action.arms)} for the +{bonus} domain bonus"
    if isinstance(action, AddCross):
        row, col = divmod(action.cell, grid().columns)
        return f"{name} added a cross on row {row + 1}, column {col + 1}"
    return f"{name}: {type(action).__name__}"

