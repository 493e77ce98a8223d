"""Actions: the only way anything changes a game. Small, typed, JSON-safe.

The acting player is never part of an action: the state says whose turn it is,
and the rules model refuses an action that does not fit the moment.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from game.i18n import MessageError, elide


class Action:
    """What every game's actions are (each family's small dataclasses derive from it): the
    type of "any family's action" in the code that serves every family (the log format,
    records, the network, hints and the review). A family's own union (KingdominoAction,
    QueenAction, DuelAction) names the actions its rules take."""
    __slots__ = ()


class IllegalAction(MessageError):
    """An action the rules refuse now; the state is left unchanged. The reason is a marked
    template with its values (IllegalAction(N_("domino {number} …"), number=5)): str() is
    the English text, the UI shows it in the player's language (game.i18n.translate)."""


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put the current domino down: first half at (x, y) relative to the castle,
    second half in direction rot (0 east, 1 south, 2 west, 3 north)."""
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Give up the current domino; legal only when it has no legal placement."""


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Move the acting king onto a free domino of the next line."""
    number: int


@dataclass(frozen=True, slots=True)
class NextGame(Action):
    """Start the next game of a Dynasty match."""


# what a Kingdomino (and Královská zahrada) player may do
KingdominoAction = Union[Place, Discard, Choose, NextGame]

_KINDS: dict[str, type[Action]] = {"place": Place, "discard": Discard, "choose": Choose, "next_game": NextGame}
_NAMES = {cls: name for name, cls in _KINDS.items()}
_FIELDS: dict[type[Action], tuple[str, ...]] = {Place: ("x", "y", "rot"), Discard: (), Choose: ("number",),
                                                 NextGame: ()}


def register_action(name: str, cls: type[Action], fields: tuple[str, ...]) -> None:
    """Let another game's rules add its action types (integer fields only) to the log format."""
    if _KINDS.get(name, cls) is not cls:
        raise ValueError(f"action type {name!r} is already registered")
    _KINDS[name] = cls
    _NAMES[cls] = name
    _FIELDS[cls] = fields


def action_to_dict(a: Action) -> dict:
    d = {"type": _NAMES[type(a)]}
    for f in _FIELDS[type(a)]:
        d[f] = getattr(a, f)
    return d


def action_from_dict(d: object) -> Action:
    """Parse a logged action; anything malformed raises IllegalAction with the reason
    (in English: only a hand-edited save gets here, and Load shows it as its detail)."""
    if not isinstance(d, dict) or not isinstance(d.get("type"), str) or d["type"] not in _KINDS:
        raise IllegalAction(f"not an action: {elide(repr(d))}")
    cls = _KINDS[d["type"]]
    values = []
    for f in _FIELDS[cls]:
        v = d.get(f)
        if type(v) is not int:
            raise IllegalAction(f"action {d['type']} needs an integer {f!r}, got {elide(repr(v))}")
        values.append(v)
    return cls(*values)
