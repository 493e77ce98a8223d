"""Queendomino moves in words, for the table's "last move" lines and the session's log.

`describe` runs *before* the action is applied: a bought or burnt building still
stands in its slot, and the tax a knight brings is worked out on a copy.
"""
from __future__ import annotations

from ...rules.components import buildings
from ...rules.queendomino.actions import Build, Dragon, EndTurn, Knight
from ...rules.queendomino.board import slot_cost
from ...rules.queendomino.turn import apply


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


def describe(state, action, name: str) -> str | None:
    """Words for Knight, Build, Dragon and EndTurn; None for the shared actions."""
    if isinstance(action, Knight):
        tax = knight_tax(state, action)
        return None if tax is None else f"{name} sent a knight: +{tax} coins in tax"
    if isinstance(action, (Build, Dragon)) and 0 <= action.slot < len(state.board) and state.board[action.slot] >= 0:
        what = buildings()[state.board[action.slot]].name
        if isinstance(action, Build):
            cost = slot_cost(state, action.slot, state.current_house())
            return f"{name} built {what} for {cost} coin{'s' if cost != 1 else ''}"
        return f"{name} paid the Dragon to burn {what}"
    if isinstance(action, EndTurn):
        return f"{name} ended the turn"
    return None
