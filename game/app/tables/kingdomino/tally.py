"""What the end of a Kingdomino game scores on each kingdom (common/tally.py)."""
from __future__ import annotations

from typing import Any

from game.app.tables.common.tally import Tally, cells_of, crowned
from game.i18n import N_
from game.rules import scoring
from game.rules.kingdomino import rules as kingdomino


def kingdomino_tallies(state: Any) -> list[Tally]:
    """Kingdomino and its editions: territories, then Middle Kingdom and Harmony."""
    b = kingdomino.bonuses_of(state.config)
    out = []
    for p, (k, discards) in enumerate(zip(state.kingdoms, state.discards)):
        ks = scoring.score_kingdom(k, b, discards)
        extras = tuple((label, pts) for label, pts in ((N_("Middle Kingdom"), ks.middle_kingdom),
                                                        (N_("Harmony"), ks.harmony)) if pts)
        out.append(Tally(p, crowned(ks.territories), extras, ks.total, cells_of(ks.territories)))
    return out
