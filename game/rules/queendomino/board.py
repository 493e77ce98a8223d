"""The builders board, the supplies, the Queen and the Dragon (docs/rules.md, Queendomino).

Slot 0 is the cheapest; costs, the Queen's discount and the bribe come from the data
file. Supplies of knights and towers are limited: an empty supply gives what is left.
"""
from __future__ import annotations

from game.rules.components import builders_board, buildings
from game.rules.queendomino.scoring import add_crowns
from game.rules.queendomino.state import CAVE, EMPTY, QueenState


def slot_cost(state: QueenState, slot: int, house: int) -> int:
    """What `house` pays for the building in `slot` (the Queen's discount, floored)."""
    bb = builders_board()
    cost = bb.costs[slot]
    if state.queen == house:
        cost = max(bb.discount_floor, cost - bb.queen_discount)
    return cost


def affordable_slots(state: QueenState, house: int) -> list[int]:
    coins = state.coins[house]
    return [s for s, b in enumerate(state.board) if b != EMPTY and slot_cost(state, s, house) <= coins]


def can_bribe(state: QueenState, house: int) -> bool:
    """The Dragon: still in its cave, the Queen elsewhere, the coin to pay, something to burn."""
    return (state.dragon == CAVE and state.queen != house
            and state.coins[house] >= builders_board().dragon_cost
            and any(b != EMPTY for b in state.board))


def fill_board(state: QueenState) -> None:
    """Slide the buildings left toward the cheap end, then refill the dear end from the pile."""
    kept = [b for b in state.board if b != EMPTY]
    while len(kept) < len(builders_board().costs) and state.pile:
        kept.append(state.pile.pop())
    state.board = kept + [EMPTY] * (len(builders_board().costs) - len(kept))


def end_of_round(state: QueenState) -> None:
    state.dragon = CAVE
    fill_board(state)


def erect(state: QueenState, house: int, idx: int, kind: int, cost: int) -> None:
    """Step C once the building has left the board: `house` pays `cost` and the building stands
    on town square idx with its crowns and its immediate effects (the build step, and the
    computer players' what-ifs for a house that is not acting)."""
    state.coins[house] -= cost
    state.built[house][idx] = kind
    add_crowns(state.kingdoms[house], idx, buildings()[kind].crowns)
    gain_building(state, house, kind)


def gain_building(state: QueenState, house: int, kind: int) -> None:
    """The immediate effects of a building just built: knights, towers, then the Queen."""
    b = buildings()[kind]
    if b.knights:
        got = min(b.knights, state.supply_knights)
        state.supply_knights -= got
        state.guard[house] += got
    if b.towers:
        got = min(b.towers, state.supply_towers)
        state.supply_towers -= got
        state.towers[house] += got
        if got and state.towers[house] >= max(state.towers):
            state.queen = house


def tax_bonus(state: QueenState, house: int) -> int:
    """Ongoing building effects: extra coins at each tax collection."""
    extra = 0
    bs = buildings()
    for kind in state.built[house].values():
        bonus = bs[kind].tax_bonus
        if bonus == "knight":
            extra += state.knights_owned(house)
        elif bonus == "tower":
            extra += state.towers[house]
    return extra
