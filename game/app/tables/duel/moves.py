"""Kingdomino Duel moves in words, for the table's "last move" (Session.MOVE_WORDS).

`describe` is called *before* the action is applied: the dice faces it names are
rerolled once the round ends, so the words keep the face (as Later values, put into
words when shown, in the language of that moment).
"""
from __future__ import annotations

from game.app.tables.duel.art import arms_name
from game.i18n import N_, Later, Message, ngettext, verbatim
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
from game.rules.duel.rules import spell_word
from game.rules.squares import cell_name


def face_text(arms: int, crosses: int) -> str:
    """A die's face in words ("Castle with 2 crosses"); the sentence around it names the
    die itself, so each language can put "die 1" in the case its verb asks for."""
    if crosses:
        return ngettext("{arms} with {crosses} cross", "{arms} with {crosses} crosses",
                        crosses).format(arms=arms_name(arms), crosses=crosses)
    return arms_name(arms)


def die_face(state, die: int) -> Later:
    """A die's face as it shows now, put into words when shown."""
    f = rules.face(state, die)
    return Later(face_text, f.arms, f.crosses)


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


def describe(state, action, name: str) -> Message:
    """The words for an action about to be applied in `state` (the rules may still refuse
    it: then the words are never shown, but they must not fail)."""
    try:
        return _words(state, action, name)
    except (IndexError, ValueError):
        return verbatim(f"{name}: {type(action).__name__}")


def _words(state, action, name: str) -> Message:
    if isinstance(action, Pick):
        return Message(N_("{name} took die {n} ({face})"),
                       {"name": name, "n": action.die + 1, "face": die_face(state, action.die)})
    if isinstance(action, PickTwo):
        return Message(N_("{name} cast {spell}: die {n} ({face}) and die {m} ({other})"), {
            "name": name, "spell": spell_word("pick_two"), "n": action.first + 1,
            "face": die_face(state, action.first), "m": action.second + 1,
            "other": die_face(state, action.second)})
    if isinstance(action, PlaceDomino):
        a, b = state.dice_of(state.placer)
        what = [Later(arms_name, arms if arms != -1 else rules.face(state, d).arms)
                for d, arms in ((a, action.arms_a), (b, action.arms_b))]
        return Message(N_("{name} drew {arms} + {other}"), {"name": name, "arms": what[0], "other": what[1]})
    if isinstance(action, PlaceDie):
        arms = action.arms if action.arms != -1 else rules.face(state, action.die).arms
        return Message(N_("{name} drew {arms} (die {n})"), {"name": name, "arms": Later(arms_name, arms), "n": action.die + 1})
    if isinstance(action, Pass):
        return Message(N_("{name} could draw nothing this round"), {"name": name})
    if isinstance(action, CastleBonus):
        return Message(N_("{name} used the castle bonus on die {n} ({face})"),
                       {"name": name, "n": action.die + 1, "face": die_face(state, action.die)})
    if isinstance(action, SetFace):
        f = duel_components().dice[action.die][action.face]
        return Message(N_("{name} turned die {n} to {arms}"), {"name": name, "n": action.die + 1, "arms": Later(arms_name, f.arms)})
    if isinstance(action, (IgnoreConnection, SplitDice)):
        sid = "ignore_connection" if isinstance(action, IgnoreConnection) else "split_dice"
        return Message(N_("{name} cast {spell}"), {"name": name, "spell": spell_word(sid)})
    if isinstance(action, ChooseDomain):
        bonus = duel_components().domain_bonus_points
        return Message(N_("{name} chose {arms} for the +{bonus} domain bonus"),
                       {"name": name, "arms": Later(arms_name, action.arms), "bonus": bonus})
    if isinstance(action, AddCross):
        return Message(N_("{name} added a cross on {square}"), {"name": name, "square": cell_name(action.cell, grid().columns)})
    return verbatim(f"{name}: {type(action).__name__}")

