"""What the end of a Queendomino game scores on each house's kingdom (common/tally.py)."""
from __future__ import annotations

from typing import Any

from game.app.tables.common.tally import Tally, cells_of, crowned
from game.i18n import N_
from game.rules.queendomino import house_sheet


def queendomino_tallies(state: Any) -> list[Tally]:
    """Queendomino, per house: territories, then wealth, buildings and the Queen."""
    out = []
    for h in range(state.mode.houses):
        sheet = house_sheet(state, h)
        extras = tuple((label, pts) for label, pts in ((N_("Wealth"), sheet.wealth), (N_("Buildings"), sheet.buildings),
                                                        (N_("Queen"), sheet.queen)) if pts)
        out.append(Tally(h, crowned(sheet.territories), extras, sheet.total, cells_of(sheet.territories)))
    return out
