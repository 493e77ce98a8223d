"""Kingdomino Duel's legal-move generator: every choice the player to act has now
(`legal_actions`), the drawings the placer may make (`placements`), and what a die draws."""
from __future__ import annotations

from game.rules.components import WILD, DuelFace, duel_components
from game.rules.duel import actions as da
from game.rules.duel.board import grid
from game.rules.duel.spells import spell
from game.rules.duel.state import (
    NOBODY,
    PENDING,
    PHASE_LIGHTNING,
    PHASE_PICK,
    PHASE_PLACE,
    DuelState,
)
from game.rules.geometry import bits


def face(state: DuelState, die: int) -> DuelFace:
    """What a die would draw now: its face, plus the castle-bonus cross."""
    f = duel_components().dice[die][state.faces[die]]
    return DuelFace(f.arms, f.crosses + 1) if state.bonus[die] else f


# ---- the legal-move generator ---------------------------------------------------------
def legal_actions(state: DuelState) -> list[da.DuelAction]:
    if state.phase == PHASE_PICK:
        free = [d for d, o in enumerate(state.owner) if o == NOBODY]
        out: list[da.DuelAction] = [da.Pick(d) for d in free]
        if len(free) == len(state.owner) and state.can_cast(state.first, spell("pick_two")):
            out += [da.PickTwo(a, b) for i, a in enumerate(free) for b in free[i + 1:]]
        return out
    if state.phase == PHASE_PLACE:
        p = state.placer
        draws = placements(state)
        return (draws or [da.Pass()]) + _modifiers(state, p)
    if state.phase == PHASE_LIGHTNING:
        p, s = state.pending[0]
        if s == spell("domain_bonus"):
            return [da.ChooseDomain(a) for a in range(len(duel_components().arms))]
        return [da.AddCross(c) for c in bits(state.maps[p].occ)]
    return []


def pending_dice(state: DuelState, p: int) -> list[int]:
    return [d for d in state.dice_of(p) if state.done[d] == PENDING]


def _modifiers(state: DuelState, p: int) -> list[da.DuelAction]:
    """Castle bonus and spells the placer may use before drawing."""
    dc = duel_components()
    pending = pending_dice(state, p)
    out: list[da.DuelAction] = []
    if not state.castle_used[p]:
        out += [da.CastleBonus(d) for d in pending]
    if state.can_cast(p, spell("set_face")):
        for d in pending:
            seen = {dc.dice[d][state.faces[d]]}
            for i, f in enumerate(dc.dice[d]):
                if f not in seen:
                    seen.add(f)
                    out.append(da.SetFace(d, i))
    if state.can_cast(p, spell("ignore_connection")):
        out.append(da.IgnoreConnection())
    if len(pending) == 2 and state.can_cast(p, spell("split_dice")):
        out.append(da.SplitDice())
    return out


def _choices(f: DuelFace) -> range | tuple[int]:
    return range(len(duel_components().arms)) if f.arms == WILD else (f.arms,)


def placements(state: DuelState) -> list[da.DuelAction]:
    """Every drawing the placer may make now (PlaceDomino, or PlaceDie with split_dice).
    When both halves would draw the same, only one of the two mirror images is listed
    (apply accepts both)."""
    p = state.placer
    m = state.maps[p]
    ignore = spell("ignore_connection") in state.active
    free = m.free()
    g = grid()
    near = g.near_castle & free
    conn = _Connecting(m.arms, free, near, ignore)
    pending = pending_dice(state, p)
    if spell("split_dice") in state.active:
        out: list[da.DuelAction] = []
        for d in pending:
            f = face(state, d)
            for a in _choices(f):
                out += [da.PlaceDie(d, c, a if f.arms == WILD else -1) for c in bits(conn[a])]
        return out
    if len(pending) != 2:
        return []
    cols = g.columns
    across = free & (free >> 1) & ~g.last_col
    down = free & (free >> cols)
    fa, fb = face(state, pending[0]), face(state, pending[1])
    out = []
    for sa in _choices(fa):
        ca = conn[sa]
        wa = sa if fa.arms == WILD else -1
        for sb in _choices(fb):
            cb = conn[sb]
            wb = sb if fb.arms == WILD else -1
            shapes = [(across & (ca | cb >> 1), 0, 1), (down & (ca | cb >> cols), 0, cols)]
            if (sa, fa.crosses) != (sb, fb.crosses):
                shapes += [(across & (ca >> 1 | cb), 1, -1), (down & (ca >> cols | cb), cols, -cols)]
            for mask, off, step in shapes:
                out += [_domino(c + off, c + off + step, wa, wb) for c in bits(mask)]
    return out


_DOMINOES: dict[tuple[int, int, int, int], da.PlaceDomino] = {}


def _domino(a: int, b: int, arms_a: int, arms_b: int) -> da.PlaceDomino:
    """PlaceDomino(a, b, arms_a, arms_b): one shared instance of each (actions are
    immutable; there are a few thousand), so the players' playouts do not build one a move."""
    key = (a, b, arms_a, arms_b)
    action = _DOMINOES.get(key)
    if action is None:
        action = _DOMINOES[key] = da.PlaceDomino(a, b, arms_a, arms_b)
    return action


class _Connecting(dict):
    """Free cells where each coat of arms connects, computed on first use."""

    def __init__(self, arms: list[int], free: int, near: int, ignore: bool) -> None:
        super().__init__()
        self.arms, self.free, self.near, self.ignore = arms, free, near, ignore

    def __missing__(self, a: int) -> int:
        v = self.free if self.ignore else (grid().neighbours(self.arms[a]) & self.free) | self.near
        self[a] = v
        return v

