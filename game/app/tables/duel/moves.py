"""Kingdomino Duel moves in words, for the table's "last move" and the event log (its
entry registers this module as the family's move words).

`describe` words a move from the outcome the rules' `apply` returned: the dice faces it
names are rerolled once the round ends, so the outcome and the words keep the face (as
Later values, put into words when shown, in the language of that moment).
"""
from __future__ import annotations

from game.app.tables.duel.art import arms_name
from game.i18n import N_, Later, Message, ngettext, verbatim
from game.rules.components import DuelFace, duel_components
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
from game.rules.duel.outcome import DuelOutcome
from game.rules.duel.rules import spell_word
from game.rules.squares import cell_name, map_square


def face_text(arms: int, crosses: int) -> str:
    """A die's face in words ("Castle with 2 crosses"); the sentence around it names the
    die itself, so each language can put "die 1" in the case its verb asks for."""
    if crosses:
        return ngettext("{arms} with {crosses} cross", "{arms} with {crosses} crosses",
                        crosses).format(arms=arms_name(arms), crosses=crosses)
    return arms_name(arms)


def die_face(f: DuelFace) -> Later:
    """A die's face as it showed when the move was made, put into words when shown."""
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


def placed(words: Message, action) -> Message:
    """The event log's sentence: the action's words and the map squares it drew on (an
    extra cross's words already name its row and column)."""
    cells = drawn_cells(action)
    if isinstance(action, AddCross) or not cells:
        return words
    return Message(N_("{words} at {squares}"), {"words": words, "squares": "–".join(map_square(*c) for c in cells)})


def describe(outcome: DuelOutcome, action, name: str) -> Message:
    """The words for an action from the outcome the rules' `apply` returned: the faces
    its dice showed then (a round's end rerolls them) and the coats of arms drawn."""
    faces = outcome.faces
    if isinstance(action, Pick):
        return Message(N_("{name} took die {n} ({face})"), {"name": name, "n": action.die + 1, "face": die_face(faces[0])})
    if isinstance(action, PickTwo):
        return Message(N_("{name} cast {spell}: die {n} ({face}) and die {m} ({other})"), {
            "name": name, "spell": spell_word("pick_two"), "n": action.first + 1,
            "face": die_face(faces[0]), "m": action.second + 1, "other": die_face(faces[1])})
    if isinstance(action, PlaceDomino):
        return Message(N_("{name} drew {arms} + {other}"),
                       {"name": name, "arms": Later(arms_name, outcome.arms[0]), "other": Later(arms_name, outcome.arms[1])})
    if isinstance(action, PlaceDie):
        return Message(N_("{name} drew {arms} (die {n})"),
                       {"name": name, "arms": Later(arms_name, outcome.arms[0]), "n": action.die + 1})
    if isinstance(action, Pass):
        return Message(N_("{name} could draw nothing this round"), {"name": name})
    if isinstance(action, CastleBonus):
        return Message(N_("{name} used the castle bonus on die {n} ({face})"),
                       {"name": name, "n": action.die + 1, "face": die_face(faces[0])})
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

