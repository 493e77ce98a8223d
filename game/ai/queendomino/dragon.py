"""When Queendomino's medium, hard and expert pay the Dragon (step D): to burn a building an
opponent is about to take (the Royal Wedding's levels do not: measured no stronger, levels.py).

An opponent threatens a building when it builds before the board changes hands: a house
that still acts this round (from the board as it stands), or the house whose king leads the
next round (from the board slid toward the cheap end, where the building will cost less).
What the building is worth to it is what greedy's own build step would see: its best house
value after building it on one of its empty town squares, minus its value now; the burn
denies it that, less what it would build instead. Only the leader among the opponents counts
fully (a burn that holds back a trailing opponent helps the others as much as this house).
A burn is worth it when the denial exceeds the coin by BURN_AT; it ends this house's steps, so
the players build first (players.py) and consider the Dragon after.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.ai.queendomino.players import built_value, house_value
from game.rules.components import builders_board
from game.rules.geometry import bits
from game.rules.queendomino.actions import Dragon, QueenAction
from game.rules.queendomino.board import slot_cost
from game.rules.queendomino.state import EMPTY, FREE, QueenState
from game.rules.queendomino.turn import bribe_open, empty_towns

BURN_AT = 3          # house-value units (3 a point, measured: docs/ai-strength.md) the denial must exceed the coin by
TRAILING = 0.5       # the weight of a denial to an opponent that is not the leader among them


def _build_gains(state: QueenState, house: int, board: list[int]) -> dict[int, int]:
    """slot -> the most `house` gains (house value) by building what stands there on `board`,
    for the slots it can afford and would build (a gain above 0, as greedy builds)."""
    towns = empty_towns(state, house)
    if not towns:
        return {}
    base = house_value(state, house)
    gains = {}
    for slot, kind in enumerate(board):
        cost = slot_cost(state, slot, house)
        if kind == EMPTY or cost > state.coins[house]:
            continue
        best = 0
        for idx in bits(towns):
            best = max(best, built_value(state, house, idx, kind, cost) - base)
        if best > 0:
            gains[slot] = best
    return gains


def _threats(state: QueenState, me: int) -> list[tuple[int, list[int]]]:
    """(house, the board it builds from as slots of today's board) for every opponent that
    builds before the board changes: later this round, then the next round's first mover."""
    later = {state.house_of(state.king_owner(king)) for king in state.current_kings[state.turn + 1:]}
    out = [(h, list(range(len(state.board)))) for h in sorted(later - {me})]
    if state.next_kings and state.next_kings[0] != FREE:
        h = state.house_of(state.king_owner(state.next_kings[0]))
        if h != me:
            out.append((h, [s for s, b in enumerate(state.board) if b != EMPTY]))
    return out


def weighed(actions: Iterable[QueenAction], burns: bool) -> list[QueenAction]:
    """The actions a level weighs: every one, or for a level that leaves the Dragon alone
    (`burns` False: the Royal Wedding's, tuned in levels.py) all but the Dragon's. The one
    place that choice is made: the expert's search, its futures and the coach all ask here."""
    return list(actions) if burns else [a for a in actions if not isinstance(a, Dragon)]


def burn_values(state: QueenState) -> dict[int, float]:
    """slot -> what burning its building denies the opponents (house-value units, the leader
    among them weighed fully), for the acting house: only slots whose burn denies anything,
    none when it may not bribe."""
    if not bribe_open(state):
        return {}
    me = state.house_to_act()
    values = [house_value(state, h) for h in range(len(state.kingdoms))]
    leader = max(values[h] for h in range(len(values)) if h != me)
    out: dict[int, float] = {}
    for house, slots in _threats(state, me):
        gains = _build_gains(state, house, [state.board[s] for s in slots])
        if not gains:
            continue
        weight = 1.0 if values[house] == leader else TRAILING
        best = max(gains.values())
        for i, slot in enumerate(slots):
            rest = max((g for j, g in gains.items() if j != i), default=0)
            if best > rest:
                out[slot] = max(out.get(slot, 0.0), weight * (best - rest))
    return out


def burn(state: QueenState) -> int | None:
    """The slot whose building the acting house should burn now, or None."""
    values = burn_values(state)
    if not values:
        return None
    slot = max(values, key=lambda s: values[s])
    return slot if values[slot] > builders_board().dragon_cost + BURN_AT else None
