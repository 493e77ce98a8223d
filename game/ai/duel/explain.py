"""Why a Kingdomino Duel move: the die taken (coat of arms, crosses, how much of that coat of
arms the map already has, whether it keeps the opponent's favourite from them), the drawing's territories and points (game.rules.duel.scoring
before and after, on a copy of the state), the spell-book boxes it ticks, and what a spell,
the castle bonus, the domain bonus or an extra cross gives.
"""
from __future__ import annotations

from typing import Sequence

from game.ai.duel.players import DuelGreedyPlayer
from game.ai.reasons import DENIAL_MIN, Explanation, Reason, territory_reason
from game.rules.components import WILD, duel_components
from game.rules.duel import actions as act
from game.rules.duel import rules
from game.rules.duel.board import DuelMap, grid
from game.rules.duel.scoring import score_map, total
from game.rules.duel.state import NOBODY, PENDING, DuelState
from game.rules.geometry import bits


def _area(seed: int, mask: int) -> int:
    """The cells of `mask` connected to `seed`: one territory."""
    comp = seed
    while (grown := (comp | grid().neighbours(comp)) & mask) != comp:
        comp = grown
    return comp


def _crosses(m: DuelMap, mask: int) -> int:
    return sum(m.crosses[i] for i in bits(mask))


def map_reasons(before: DuelMap, after: DuelMap, cells: int) -> list[Reason]:
    """Per territory the drawn cells belong to: started, joined or linked, with its points."""
    out, seen = [], 0
    for idx in bits(cells):
        if seen >> idx & 1:
            continue
        a = after.arms_at(idx)
        comp = _area(1 << idx, after.arms[a])
        seen |= comp
        parts, rest = [], comp & before.arms[a]
        while rest:
            part = _area(rest & -rest, before.arms[a])
            parts.append((part.bit_count(), _crosses(before, part)))
            rest &= ~part
        out.append(territory_reason("_arms", "arms", a, parts, comp.bit_count(), _crosses(after, comp)))
    return out


def _die(trial: DuelState, p: int, die: int) -> Reason:
    f = rules.face(trial, die)
    have = trial.maps[p].arms[f.arms].bit_count() if f.arms != WILD else 0
    return Reason("die", {"die": die, "arms": f.arms, "crosses": f.crosses, "have": have})


def kept_die(trial: DuelState, p: int, die: int) -> Reason | None:
    """Taking `die` keeps it from the opponent when they still take a die this round and it
    is their favourite of the tray: the best drawing it lets them make adds at least
    DENIAL_MIN points to their map (greedy's reckoning, with the best die still to come)."""
    o = 1 - p
    theirs = trial.dice_of(o)
    free = [d for d, owner in enumerate(trial.owner) if owner == NOBODY and d != die]
    if len(theirs) >= 2 or not free:
        return None
    greedy, base = DuelGreedyPlayer(0), total(trial.maps[o], trial.domain[o])
    memo: dict[frozenset[int], int] = {}

    def value(d: int) -> int:
        if theirs:
            return greedy.best_drawing(trial, o, theirs + [d], base, memo)
        return max((greedy.best_drawing(trial, o, [d, e], base, memo) for e in free if e != d), default=base)

    gain = value(die) - base
    if gain < DENIAL_MIN or any(value(d) - base > gain for d in free):
        return None
    return Reason("deny_die", {"die": die, "seat": o, "points": gain})


def _ticks(trial: DuelState, p: int, dice: list[int]) -> list[Reason]:
    """Spell-book boxes the dice drawn now will tick at the round's end (uncrossed faces)."""
    dc = duel_components()
    out = []
    for d in dice:
        f = rules.face(trial, d)
        s = next((i for i, sp in enumerate(dc.spells) if sp.arms == f.arms), None)
        if f.arms == WILD or f.crosses or s is None or trial.spell_owner[s] != NOBODY:
            continue
        earlier = sum(1 for e in trial.dice_of(p) if trial.done[e] >= 0 and trial.ticks[e] == f.arms)
        marks = min(dc.spells[s].boxes, trial.marks[p][s] + earlier + 1)
        out.append(Reason("spell_box", {"spell": s, "marks": marks, "boxes": dc.spells[s].boxes}))
    return out


def _drawing(trial: DuelState, p: int, a: act.PlaceDomino | act.PlaceDie) -> list[Reason]:
    m = trial.maps[p]
    if isinstance(a, act.PlaceDomino):
        dice, cells = [d for d in trial.dice_of(p) if trial.done[d] == PENDING], (1 << a.a) | (1 << a.b)
    else:
        dice, cells = [a.die], 1 << a.cell
    before, ticks = m.copy(), _ticks(trial, p, dice)
    rules.apply(trial, a)
    return map_reasons(before, trial.maps[p], cells) + ticks


def _other(trial: DuelState, p: int, a: act.DuelAction) -> list[Reason]:
    """Every action but a drawing, before it is applied."""
    if isinstance(a, act.Pick):
        return [_die(trial, p, a.die)] + [r for r in [kept_die(trial, p, a.die)] if r]
    if isinstance(a, act.PickTwo):
        return [Reason("spell", {"spell": rules.spell("pick_two")}), _die(trial, p, a.first), _die(trial, p, a.second)]
    if isinstance(a, act.CastleBonus):
        return [Reason("castle_bonus", {"die": a.die, "crosses": rules.face(trial, a.die).crosses + 1})]
    if isinstance(a, act.SetFace):
        f = duel_components().dice[a.die][a.face]
        return [Reason("set_face", {"die": a.die, "arms": f.arms, "crosses": f.crosses})]
    if isinstance(a, (act.IgnoreConnection, act.SplitDice)):
        return [Reason("spell", {"spell": rules.spell("ignore_connection" if isinstance(a, act.IgnoreConnection)
                                                      else "split_dice")})]
    if isinstance(a, act.ChooseDomain):
        sheet = score_map(trial.maps[p], a.arms)            # the rules' own domain bonus
        return [Reason("domain", {"arms": a.arms, "territories": sum(t.arms == a.arms for t in sheet.territories),
                                  "points": sheet.domain_bonus})]
    if isinstance(a, act.AddCross):
        m = trial.maps[p]
        arms = m.arms_at(a.cell)
        comp = _area(1 << a.cell, m.arms[arms])
        return [Reason("add_cross", {"arms": arms, "squares": comp.bit_count(), "crosses": _crosses(m, comp) + 1,
                                     "gained": comp.bit_count()})]
    if isinstance(a, act.Pass):
        return [Reason("pass", {})]
    return []


def explain(state: DuelState, actions: Sequence) -> Explanation:
    """Why the acting player's move from `state`: picks, spells, a drawing, a lightning spell."""
    trial = state.copy()
    p = trial.player_to_act()
    start = total(trial.maps[p], trial.domain[p])
    reasons: list[Reason] = []
    for a in actions:
        if isinstance(a, (act.PlaceDomino, act.PlaceDie)):
            reasons += _drawing(trial, p, a)
            continue
        reasons += _other(trial, p, a)
        rules.apply(trial, a)
    return Explanation(p, total(trial.maps[p], trial.domain[p]) - start, tuple(reasons))
