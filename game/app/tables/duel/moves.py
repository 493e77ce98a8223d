"""Kingdomino Duel moves in words, for the table's "last move" (Session.MOVE_WORDS).

`describe` is called *before* the action is applied: the dice faces it names are
rerolled once the round ends.
"""
from __future__ import annotations

from game.app.tables.duel.art import arms_name
from game.app.tables.duel.spellbook_view import title
from game.i18n import _, ngettext
from game.rules.components import duel_components
from game.rules.duel import rules
from game.rules.duel.actions import (
    AddCross,
    CastleBonus,
    ChooseDomain,
    IgnoreConnection,
    Pass,
    Pick,
    PickTwo,
    PlaceDie,
    PlaceDomino,
    SetFace,
    SplitDice,
)
from game.rules.duel.board import grid


def die_words(state, die: int) -> str:
    f = rules.face(state, die)
    if f.crosses:
        return ngettext("die {n} ({arms} with {crosses} cross)", "die {n} ({arms} with {crosses} crosses)",
                        f.crosses).format(n=die + 1, arms=arms_name(f.arms), crosses=f.crosses)
    return _("die {n} ({arms})").format(n=die + 1, arms=arms_name(f.arms))


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
        return _("{name} took {die}").format(name=name, die=die_words(state, action.die))
    if isinstance(action, PickTwo):
        return _("{name} cast {spell}: {die} and {other}").format(
            name=name, spell=title("pick_two"), die=die_words(state, action.first), other=die_words(state, action.second))
    if isinstance(action, PlaceDomino):
        a, b = state.dice_of(state.placer)
        what = [arms_name(arms if arms != -1 else rules.face(state, d).arms)
                for d, arms in ((a, action.arms_a), (b, action.arms_b))]
        return _("{name} drew {arms} + {other}").format(name=name, arms=what[0], other=what[1])
    if isinstance(action, PlaceDie):
        arms = action.arms if action.arms != -1 else rules.face(state, action.die).arms
        return _("{name} drew {arms} (die {n})").format(name=name, arms=arms_name(arms), n=action.die + 1)
    if isinstance(action, Pass):
        return _("{name} could draw nothing this round").format(name=name)
    if isinstance(action, CastleBonus):
        return _("{name} used the castle bonus on {die}").format(name=name, die=die_words(state, action.die))
    if isinstance(action, SetFace):
        f = duel_components().dice[action.die][action.face]
        return _("{name} turned die {n} to {arms}").format(name=name, n=action.die + 1, arms=arms_name(f.arms))
    if isinstance(action, (IgnoreConnection, SplitDice)):
        sid = "ignore_connection" if isinstance(action, IgnoreConnection) else "split_dice"
        return _("{name} cast {spell}").format(name=name, spell=title(sid))
    if isinstance(action, ChooseDomain):
        bonus = duel_components().domain_bonus_points
        return _("{name} chose {arms} for the +{bonus} domain bonus").format(
            name=name, arms=arms_name(action.arms), bonus=bonus)
    if isinstance(action, AddCross):
        row, col = divmod(action.cell, grid().columns)
        return _("{name} added a cross on row {row}, column {column}").format(name=name, row=row + 1, column=col + 1)
    return f"{name}: {type(action).__name__}"

