"""The builders board moving by itself at the end of a round: the buildings left slide to
the cheaper slots and new ones come off the pile one after another (rules: board.fill_board)."""
from __future__ import annotations

from game.app.tables.common.placing import Flight
from game.app.tables.queendomino import art as qart
from game.app.tables.queendomino.builders_view import BuildersView
from game.rules.queendomino.state import EMPTY

REFILL_GAP = 0.5         # each new building leaves the pile this share of a slide after the one before


def board_moves(old: tuple[int, ...], new: tuple[int, ...], view: BuildersView, seconds: float) -> list[Flight]:
    """Flights from `old` to `new` when the board was slid and refilled (none for a building
    bought or burnt, or at Instant). The buildings are already in their new slots, hidden there
    while they fly."""
    sources = [i for i, kind in enumerate(old) if kind != EMPTY]
    if seconds <= 0 or [old[i] for i in sources] != list(new[:len(sources)]):
        return []
    out = []
    for slot, kind in enumerate(new):
        if kind == EMPTY or (slot < len(sources) and sources[slot] == slot):
            continue
        fresh = slot >= len(sources)
        start = view.pile_tile_rect() if fresh else view.tile_rect(sources[slot])
        end = view.tile_rect(slot)
        f = Flight(None, start, end, seconds, qart.building(kind, end.w), frozenset({("slot", slot)}))
        if fresh:                     # waits on the pile for its turn
            f.t = -(slot - len(sources) + 1) * REFILL_GAP * seconds
        out.append(f)
    return out
