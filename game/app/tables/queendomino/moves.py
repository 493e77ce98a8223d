"""Queendomino moves in words, for the table's "last move" lines and the session's log.

`describe` runs *before* the action is applied: a bought or burnt building still
stands in its slot, and the tax a knight brings is worked out on a copy.
"""
from __future__ import annotations

from game.app.ui.words import building_name, coins_text
from game.i18n import _
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


def describe(state, action, name: str) -> str | None:
    """Words for Knight, Build, Dragon and EndTurn; None for the shared actions."""
    if isinstance(action, Knight):
        tax = knight_tax(state, action)
        return None if tax is None else _("{name} sent a knight: +{coins} in tax").format(name=name, coins=coins_text(tax))
    if isinstance(action, (Build, Dragon)) and 0 <= action.slot < len(state.board) and state.board[action.slot] >= 0:
        what = building_name(buildings()[state.board[action.slot]].name)
        if isinstance(action, Build):
            cost = slot_cost(state, action.slot, state.current_house())
            return _("{name} built {building} for {coins}").format(name=name, building=what, coins=coins_text(cost))
        return _("{name} paid the Dragon to burn {building}").format(name=name, building=what)
    if isinstance(action, EndTurn):
        return _("{name} ended the turn").format(name=name)
    return None
