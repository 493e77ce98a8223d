"""Middle Kingdom and Harmony during a game: achieved, still possible, or lost, and why lost.

A rules fact about a kingdom and the placements its player has left, and the one place it
is decided: the table's panels (a tick, a ring or a cross), the hint and "Why?" (through
game.ai.kingdomino.explain, which compares the outlook before and after a move) all read
bonus_outlook. The sheet and the finale show the points game.rules.scoring gives at the
end, which is what "achieved" reads too. The check is honest and simple:
Middle Kingdom needs the kingdom inside the N×N centred on the castle and enough
placements left to reach its sides; Harmony needs enough placements left to fill every
empty square of the N×N and no empty square that no domino can ever cover (no free
neighbour; in a full-size box, an empty area of odd size). Where Harmony is "no domino
discarded" (kingdomino.bonuses_of), a discard loses it and the end of the game achieves it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules import scoring
from game.rules.geometry import bits
from game.rules.kingdom import Kingdom
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_OVER, PHASE_PLACE
from game.rules.scoring import flood

OFF_CENTRE, TOO_FEW, NO_ROOM, HOLE, DISCARDED = 0, 1, 2, 3, 4     # why a bonus is out of reach
ACHIEVED, POSSIBLE, LOST = "achieved", "possible", "lost"
BONUSES = {"middle_kingdom", "harmony"}             # the variants that are bonuses (Kingdomino's editions)


@dataclass(frozen=True)
class Outlook:
    """One bonus of one kingdom: its status, and when LOST why (OFF_CENTRE ... DISCARDED)."""
    status: str
    why: int = 0


def placements_left(state: Any, player: int) -> int:
    """Dominoes `player` will still place this game: an unplaced king on the current line
    places there, then once from the next line (if any) and once per line still to be drawn."""
    each = state.config.setup.kings_each
    later = state.lines_left + (1 if state.next else 0)
    total = 0
    for king in range(player * each, (player + 1) * each):
        unplaced = False
        if state.round > 0 and king in state.current_kings:
            i = state.current_kings.index(king)
            unplaced = i > state.turn or (i == state.turn and state.phase == PHASE_PLACE)
        total += unplaced + later
    return total


def middle_kingdom_open(k: Kingdom, left: int) -> tuple[bool, int]:
    """(still possible, why not): inside the N×N centred on the castle, and enough
    placements left to reach its missing sides (a domino reaches at most two)."""
    c, h = k.g.castle_x, k.g.n // 2
    if k.minx < c - h or k.maxx > c + h or k.miny < c - h or k.maxy > c + h:
        return False, OFF_CENTRE
    missing = (k.minx > c - h) + (k.maxx < c + h) + (k.miny > c - h) + (k.maxy < c + h)
    return (True, 0) if (missing + 1) // 2 <= left else (False, TOO_FEW)


def harmony_open(k: Kingdom, left: int) -> tuple[bool, int]:
    """(still possible, why not): enough squares to come for the empty ones of the N×N, and
    no empty square of the kingdom's box that no domino can cover."""
    n, g = k.n, k.g
    empty = n * n - k.filled()
    if empty == 0:
        return True, 0
    if 2 * left < empty:
        return False, NO_ROOM
    box = sum(1 << g.bit_index(x, y) for y in range(k.miny, k.maxy + 1) for x in range(k.minx, k.maxx + 1))
    holes = box & ~k.occ
    if k.bbox_size() == (n, n):                     # the final box: every empty area must pair up
        while holes:
            area = flood(holes & -holes, box & ~k.occ, g.stride)
            if area.bit_count() % 2:
                return False, HOLE
            holes &= ~area
        return True, 0
    free = k.allowed & ~k.occ
    for idx in bits(holes):
        if not g.neighbours(1 << idx) & free:
            return False, HOLE
    return True, 0


def bonus_outlook(state: Any, player: int) -> dict[str, Outlook]:
    """The bonuses in play for `player`'s kingdom (variant id -> Outlook); empty when the
    game plays neither (Queendomino and Duel have no such bonus)."""
    if not BONUSES & set(state.config.variants):
        return {}
    b = kingdomino.bonuses_of(state.config)
    k, discards = state.kingdoms[player], state.discards[player]
    left = placements_left(state, player)
    out = {}
    if b.middle_kingdom:
        out["middle_kingdom"] = Outlook(ACHIEVED) if scoring.middle_kingdom(k) else _open(middle_kingdom_open(k, left))
    if b.harmony and b.harmony_by_discards:
        out["harmony"] = (Outlook(LOST, DISCARDED) if discards else
                          Outlook(ACHIEVED) if state.phase == PHASE_OVER else Outlook(POSSIBLE))
    elif b.harmony:
        out["harmony"] = Outlook(ACHIEVED) if scoring.harmony(k, b, discards) else _open(harmony_open(k, left))
    return out


def _open(check: tuple[bool, int]) -> Outlook:
    still, why = check
    return Outlook(POSSIBLE) if still else Outlook(LOST, why)


def bonus_status(state: Any, player: int) -> dict[str, str]:
    """The bonuses in play for `player` (variant id -> ACHIEVED, POSSIBLE or LOST)."""
    return {bonus: o.status for bonus, o in bonus_outlook(state, player).items()}
