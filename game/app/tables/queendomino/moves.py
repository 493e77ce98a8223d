"""Queendomino moves in words, for the table's "last move" lines and the session's log.

`describe` runs *before* the action is applied: a bought or burnt building still
stands in its slot, and the tax a knight brings is worked out on a copy.
"""
from __future__ import annotations

from game.app.ui.words import building_name, coins_text
from game.i18n import N_, Later, Message
from game.rules.components import buildings
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight
from game.rules.queendomino.board import slot_cost
from game.rules.queendomino.turn import apply


def knight_tax(state, action: Knight) -> int | None:
    """The coins a knight would bring (tried on a copy); None if the rules refuse it."""
    trial = state.copy()
    h = trial.current_house()
    before = trial.coins[h]
    try:
        apply(trial, action)
    except ValueError:
        return None
    return trial.coins[h] - before


def describe(state, action, name: str) -> Message | None:
    """Words for Knight, Build, Dragon and EndTurn (put into words when shown); None for
    the shared actions."""
    if isinstance(action, Knight):
        tax = knight_tax(state, action)
        return None if tax is None else Message(N_("{name} sent a knight: +{coins} in tax"),
                                                {"name": name, "coins": Later(coins_text, tax)})
    if isinstance(action, (Build, Dragon)) and 0 <= action.slot < len(state.board) and state.board[action.slot] >= 0:
        what = Later(building_name, buildings()[state.board[action.slot]].name)
        if isinstance(action, Build):
            cost = slot_cost(state, action.slot, state.current_house())
            return Message(N_("{name} built {building} for {coins}"),
                           {"name": name, "building": what, "coins": Later(coins_text, cost)})
        return Message(N_("{name} paid the Dragon to burn {building}"), {"name": name, "building": what})
    if isinstance(action, EndTurn):
        return Message(N_("{name} ended the turn"), {"name": name})
    return None
