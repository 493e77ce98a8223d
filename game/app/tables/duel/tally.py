"""What the end of a Kingdomino Duel game scores on each map (common/tally.py)."""
from __future__ import annotations

from typing import Any

from game.app.tables.common.tally import Tally, cells_of, crowned
from game.i18n import N_
from game.rules.duel.scoring import score_map


def duel_tallies(state: Any) -> list[Tally]:
    """Kingdomino Duel, per map: territories (squares × crosses), then the domain bonus."""
    out = []
    for p, m in enumerate(state.maps):
        sc = score_map(m, state.domain[p])
        extras = ((N_("Domain bonus"), sc.domain_bonus),) if sc.domain_bonus else ()
        out.append(Tally(p, crowned(sc.territories), extras, sc.total, cells_of(sc.territories)))
    return out
