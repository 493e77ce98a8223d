"""What a Queendomino lesson rings on the table (the turn's steps B to E on top of
Kingdomino's) and fills its steps' text with (game/app/tables/common/lesson_marks.py)."""
from __future__ import annotations

from game.app.tables.common.lesson_marks import Mark
from game.app.tables.kingdomino.lesson_marks import kingdom_marks, kingdom_values
from game.app.ui.words import building_name
from game.rules.components import buildings
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight


def queen_marks(table, action, show: tuple[str, ...]) -> list[Mark]:
    out = kingdom_marks(table, action, show)
    st = table.session.state
    k = st.kingdoms[table.shown_player()]
    if isinstance(action, Knight):
        out.append(Mark(table.big.rel_rect(k, action.x, action.y)))
    elif isinstance(action, Build):
        out += [Mark(table.builders.tile_rect(action.slot)), Mark(table.big.rel_rect(k, action.x, action.y))]
    elif isinstance(action, Dragon):
        out.append(Mark(table.builders.tile_rect(action.slot)))
        if not table.dragon_mode:
            out.append(Mark(table.dragon_button.rect))
    elif isinstance(action, EndTurn):
        out.append(Mark(table.done_button.rect))
    if "queen" in show:
        out.append(Mark(table.builders.queen_spot))
    return out


def queen_values(table, action, step) -> dict:
    """Kingdomino's values, and {building}: the building of the slot the move is about."""
    values = kingdom_values(table, action, step)
    slot = getattr(action, "slot", None)
    board = table.session.state.board
    if slot is not None and 0 <= slot < len(board) and board[slot] >= 0:
        values["building"] = building_name(buildings()[board[slot]].name)
    return values
