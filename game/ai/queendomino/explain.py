"""Why a Queendomino / Royal Wedding turn: the placement's territories and pick (as in
Kingdomino), the tax a knight brings (or would bring, when it stays in the guard), what a building costs and gives (crowns, knights,
towers, its end-of-game points as things stand, the Queen, the rival it keeps it from), and
what the Dragon burns.
Points are the house's score sheet total (game.rules.queendomino.house_sheet) before and
after, on a copy of the state.
"""
from __future__ import annotations

from typing import Sequence

from game.ai.kingdomino.explain import denial, later_choosers, pick_reasons, placed_cells, territory_reasons
from game.ai.reasons import DENIAL_MIN, Explanation, Reason
from game.rules import scoring
from game.rules.actions import Choose, Discard, Place
from game.rules.components import builders_board, buildings
from game.rules.geometry import bits
from game.rules.kingdomino.state import FREE
from game.rules.queendomino import house_sheet
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight, QueenAction
from game.rules.queendomino.board import erect, slot_cost, tax_bonus
from game.rules.queendomino.state import QueenState
from game.rules.queendomino.turn import apply, empty_towns, knight_cells
from game.rules.scoring import flood

KNIGHT_TAX, TOWER_TAX = 0, 1          # Reason "build_tax" values["per"]


def _knight(trial: QueenState, h: int, a: Knight) -> Reason:
    k = trial.kingdoms[h]
    idx = k.g.from_rel(a.x, a.y)
    assert idx is not None, "a legal knight stands inside the kingdom's window"
    cell = 1 << idx
    t = k.terrain_at(cell)
    assert t is not None, "knights stand on terrain"
    squares = flood(cell, k.terr[t], k.g.stride).bit_count()
    bonus, coins = tax_bonus(trial, h), trial.coins[h]
    apply(trial, a)
    return Reason("knight", {"terrain": t, "squares": squares, "bonus": bonus, "coins": trial.coins[h] - coins})


def _kept_knight(trial: QueenState, h: int) -> Reason:
    """A knight could go out now and does not: the most tax it would bring here."""
    g = trial.kingdoms[h].g
    coins = max(_knight(trial.copy(), h, Knight(*g.rel(i))).values["coins"]
                for i in bits(knight_cells(trial)))
    return Reason("keep_knight", {"coins": coins})


def kept_building(trial: QueenState, h: int, slot: int) -> Reason | None:
    """Building from `slot` keeps it from the other house that could afford it now and would
    score the most with it (at least DENIAL_MIN, on its best empty town square); None if none."""
    kind, kept = trial.board[slot], None
    for o in range(len(trial.kingdoms)):
        towns = empty_towns(trial, o)
        if o == h or not towns or slot_cost(trial, slot, o) > trial.coins[o]:
            continue
        base = house_sheet(trial, o).total
        for idx in bits(towns):
            what_if = trial.copy()
            erect(what_if, o, idx, kind, 0)
            gain = house_sheet(what_if, o).total - base
            if gain >= DENIAL_MIN and (kept is None or gain > kept[1]):
                kept = o, gain
    if kept is None:
        return None
    seat = next(p for p in range(trial.config.players) if trial.house_of(p) == kept[0])
    return Reason("deny_building", {"kind": kind, "seat": seat, "points": kept[1]})


def _build(trial: QueenState, h: int, a: Build) -> list[Reason]:
    kind = trial.board[a.slot]
    b = buildings()[kind]
    kept = kept_building(trial, h, a.slot)
    before = house_sheet(trial, h)
    guard, towers, queen = trial.guard[h], trial.towers[h], trial.queen
    out = [Reason("build", {"kind": kind, "cost": slot_cost(trial, a.slot, h)})]
    apply(trial, a)
    after = house_sheet(trial, h)
    if b.crowns:
        out.append(Reason("build_crowns", {"crowns": b.crowns,
                                           "points": sum(after.by_terrain) - sum(before.by_terrain)}))
    if trial.guard[h] > guard or trial.towers[h] > towers:
        out.append(Reason("build_gain", {"knights": trial.guard[h] - guard, "towers": trial.towers[h] - towers}))
    if b.tax_bonus:
        out.append(Reason("build_tax", {"per": KNIGHT_TAX if b.tax_bonus == "knight" else TOWER_TAX}))
    if b.end_type != "none":
        out.append(Reason("build_end", {"points": after.buildings - before.buildings}))
    if trial.queen == h and queen != h:
        out.append(Reason("queen", {"discount": builders_board().queen_discount, "points": after.queen}))
    return out + ([kept] if kept else [])


def explain(state: QueenState, actions: Sequence[QueenAction]) -> Explanation:
    """Why the acting player's turn from `state` (placement, knights, buildings, Dragon, pick)."""
    trial = state.copy()
    p = trial.player_to_act()
    h = trial.house_of(p)
    start = house_sheet(trial, h).total
    reasons: list[Reason] = []
    for a in actions:
        k = trial.kingdoms[h]
        if not isinstance(a, Knight) and knight_cells(trial):
            reasons.append(_kept_knight(trial, h))
        if isinstance(a, Knight):
            reasons.append(_knight(trial, h, a))
            continue
        if isinstance(a, Build):
            reasons += _build(trial, h, a)
            continue
        if isinstance(a, Place):
            before, cells = k.copy(), placed_cells(k, a)
            apply(trial, a)
            reasons += territory_reasons(before, k, cells)
            continue
        if isinstance(a, Discard):
            reasons.append(Reason("discard", {"number": trial.domino_to_place().number}))
        elif isinstance(a, Dragon):
            reasons.append(Reason("dragon", {"kind": trial.board[a.slot], "cost": builders_board().dragon_cost,
                                             "price": builders_board().costs[a.slot]}))
        elif isinstance(a, Choose):
            doms = trial.dominoes(trial.next_set)
            reasons += pick_reasons(trial, a.number, doms[a.number - 1], k, scoring.Bonuses())
            others = [doms[n - 1] for n, king in zip(trial.next, trial.next_kings) if king == FREE and n != a.number]
            rivals = [(r, trial.kingdoms[trial.house_of(r)]) for r in later_choosers(trial)
                      if trial.house_of(r) != h]
            reasons += [r for r in [denial(a.number, doms[a.number - 1], others, rivals, scoring.Bonuses())] if r]
        elif isinstance(a, EndTurn):
            reasons.append(Reason("end_turn", {}))
        apply(trial, a)
    return Explanation(p, house_sheet(trial, h).total - start, tuple(reasons))
