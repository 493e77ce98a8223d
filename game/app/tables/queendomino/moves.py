"""Queendomino moves in words, for the table's "last move" lines and the session's log.

`describe` words an action from the outcome the rules' `apply` returned (the tax a
knight brought, the building bought and its price, the one the Dragon burnt).
"""
from __future__ import annotations

from game.app.ui.words import building_name, coins_text
from game.i18n import N_, Later, Message
from game.rules.components import buildings
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight
from game.rules.queendomino.outcome import QueenOutcome


def describe(outcome: QueenOutcome, action, name: str) -> Message | None:
    """Words for Knight, Build, Dragon and EndTurn (put into words when shown); None for
    the shared actions."""
    if isinstance(action, Knight):
        return Message(N_("{name} sent a knight: +{coins} in tax"), {"name": name, "coins": Later(coins_text, outcome.tax)})
    if isinstance(action, Build):
        return Message(N_("{name} built {building} for {coins}"),
                       {"name": name, "building": Later(building_name, buildings()[outcome.built].name),
                        "coins": Later(coins_text, outcome.cost)})
    if isinstance(action, Dragon):
        return Message(N_("{name} paid the Dragon to burn {building}"),
                       {"name": name, "building": Later(building_name, buildings()[outcome.burnt].name)})
    if isinstance(action, EndTurn):
        return Message(N_("{name} ended the turn"), {"name": name})
    return None
