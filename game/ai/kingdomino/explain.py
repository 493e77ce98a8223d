"""Why a Kingdomino / Královská zahrada move: its points now, the territory it joins or
starts, the bonuses it keeps or loses, and what its pick buys (turn order, crowns, the
best spot for it, the rival it keeps it from). Numbers come from game.rules.scoring on a copy of the state, so they
are the score list's own. Queendomino uses the kingdom and pick parts too.

Whether a bonus is achieved, still possible or lost is the rules' own outlook
(game.rules.kingdomino.bonus_outlook), the one the table's panels show, read before and after the turn.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.ai.kingdomino.greedy import Evaluator
from game.ai.reasons import DENIAL_MIN, Explanation, Reason, territory_reason
from game.rules import scoring
from game.rules.actions import Choose, Discard, KingdominoAction, Place
from game.rules.components import Domino
from game.rules.geometry import bits
from game.rules.kingdom import Kingdom, Placement
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.bonus_outlook import ACHIEVED, LOST, POSSIBLE, Outlook, bonus_outlook
from game.rules.kingdomino.state import FREE, KingdominoState
from game.rules.scoring import flood

MIDDLE_KINGDOM, HARMONY = 0, 1                      # Reason "bonus_*" values["bonus"]; values["why"]: bonus_outlook's
BONUS_INDEX = {"middle_kingdom": MIDDLE_KINGDOM, "harmony": HARMONY}


# ---- the kingdom --------------------------------------------------------------------------
def crowns_in(k: Kingdom, mask: int) -> int:
    return (mask & k.cr1).bit_count() + (mask & k.cr2).bit_count() + (mask & k.cr3).bit_count()


def placed_cells(k: Kingdom, place: Place) -> int:
    """The two squares a legal placement covers, as a mask."""
    anchor = k.anchor_of(Placement(place.x, place.y, place.rot))
    assert anchor is not None, "a legal placement lies inside the kingdom's window"
    step = 1 if place.rot % 2 == 0 else k.g.stride
    return (1 << anchor) | (1 << (anchor + step))


def territory_reasons(before: Kingdom, after: Kingdom, cells: int) -> list[Reason]:
    """Per territory the new squares belong to: started, joined or linked, with its points."""
    out, seen, r = [], 0, after.g.stride
    for idx in bits(cells):
        cell = 1 << idx
        if seen & cell:
            continue
        t = after.terrain_at(cell)
        assert t is not None, "a placed square has a terrain"
        comp = flood(cell, after.terr[t], r)
        seen |= comp
        parts, rest = [], comp & before.terr[t]
        while rest:
            part = flood(rest & -rest, before.terr[t], r)
            parts.append((part.bit_count(), crowns_in(before, part)))
            rest &= ~part
        out.append(territory_reason("", "terrain", t, parts, comp.bit_count(), crowns_in(after, comp)))
    return out


def bonus_reasons(bonuses: scoring.Bonuses, before: dict[str, Outlook], after: dict[str, Outlook]) -> list[Reason]:
    """Middle Kingdom and Harmony (when played), from the rules' outlook before and after
    the turn: completed, kept, lost by this move, or out of reach already."""
    out = []
    for bonus, now in after.items():
        points = bonuses.middle_kingdom if bonus == "middle_kingdom" else bonuses.harmony
        values = {"bonus": BONUS_INDEX[bonus], "points": points}
        if now.status == ACHIEVED:
            out.append(Reason("bonus_done", values))
        elif now.status == POSSIBLE:
            out.append(Reason("bonus_kept", values))
        else:
            out.append(Reason("bonus_out" if before[bonus].status == LOST else "bonus_lost", values | {"why": now.why}))
    return out


# ---- the pick -------------------------------------------------------------------------------
def order_range(next_kings: Sequence[int], slot: int, kings: int) -> tuple[int, int, int]:
    """The places in next round's order (first, last, of how many) that a king put on free
    `slot` of the next line can end at, with `kings` kings in the game: the kings already on
    the line before it go first, and each king still to choose this round takes a free slot,
    before it or (the Wider offer leaves more slots than kings) after it."""
    count = min(kings, len(next_kings))
    before = sum(king != FREE for king in next_kings[:slot])
    free_before = slot - before
    free_after = sum(king == FREE for king in next_kings[slot + 1:])
    to_choose = count - sum(king != FREE for king in next_kings) - 1     # after this one
    return before + 1 + max(0, to_choose - free_after), before + 1 + min(to_choose, free_before), count


def pick_reasons(state: Any, number: int, domino: Domino, kingdom: Kingdom, bonuses: scoring.Bonuses) -> list[Reason]:
    """The picked domino (terrains, crowns), the place in next round's order it buys, and
    what it would add placed at its best spot in the kingdom as it is now."""
    first, last, count = order_range(state.next_kings, state.next.index(number), state.config.kings)
    out = [Reason("pick", {"number": number, "t1": domino.t1, "t2": domino.t2, "crowns": domino.c1 + domino.c2}),
           Reason("order", {"first": first, "last": last, "count": count})]
    if kingdom.count_placements(domino):
        best = Evaluator(kingdom, bonuses).best(domino) - scoring.total(kingdom, bonuses)
        out.append(Reason("pick_best", {"points": best}))
    else:
        out.append(Reason("pick_nowhere", {}))
    return out


def later_choosers(state: Any) -> list[int]:
    """The other players whose kings choose from this line after the one choosing now, in order."""
    each = state.config.setup.kings_each
    kings = state.draft_order[state.turn + 1:] if state.round == 0 else state.current_kings[state.turn + 1:]
    me, out = state.player_to_act(), []
    for king in kings:
        if king // each != me and king // each not in out:
            out.append(king // each)
    return out


def denial(number: int, domino: Domino, others: list[Domino], rivals: list[tuple[int, Kingdom]],
           bonuses: scoring.Bonuses) -> Reason | None:
    """The pick keeps `domino` from a rival still to choose who needed it: the rival who would
    score the most with it at its best spot now (at least DENIAL_MIN), when no other free
    domino (`others`) would score them more. None when it keeps nothing from anybody."""
    kept: tuple[int, int] | None = None
    for seat, k in rivals:
        ev, base = Evaluator(k, bonuses), scoring.total(k, bonuses)
        gains = [ev.best(d) - base if k.count_placements(d) else 0 for d in [domino, *others]]
        if gains[0] >= DENIAL_MIN and gains[0] >= max(gains) and (kept is None or gains[0] > kept[1]):
            kept = seat, gains[0]
    if kept is None:
        return None
    return Reason("denial", {"number": number, "crowns": domino.c1 + domino.c2, "seat": kept[0], "points": kept[1]})


# ---- a turn ---------------------------------------------------------------------------------
def explain(state: KingdominoState, actions: Sequence[KingdominoAction]) -> Explanation:
    """Why the acting player's turn from `state`: a placement (or discard) and/or a pick."""
    trial = state.copy()
    p = trial.player_to_act()
    bonuses = kingdomino.bonuses_of(trial.config)
    start, start_discards, outlook = trial.kingdoms[p].copy(), trial.discards[p], bonus_outlook(trial, p)
    kingdom_part: list[Reason] = []
    pick_part: list[Reason] = []
    for a in actions:
        k = trial.kingdoms[p]
        if isinstance(a, Place):
            before, cells = k.copy(), placed_cells(k, a)
            kingdomino.apply(trial, a)
            kingdom_part += territory_reasons(before, k, cells)
            continue
        if isinstance(a, Discard):
            kingdom_part.append(Reason("discard", {"number": trial.domino_to_place().number}))
        elif isinstance(a, Choose):
            pick_part += pick_reasons(trial, a.number, trial.dominoes[a.number - 1], k, bonuses)
            others = [trial.dominoes[n - 1] for n, king in zip(trial.next, trial.next_kings)
                      if king == FREE and n != a.number]
            rivals = [(r, trial.kingdoms[r]) for r in later_choosers(trial)]
            pick_part += [r for r in [denial(a.number, trial.dominoes[a.number - 1], others, rivals, bonuses)] if r]
        kingdomino.apply(trial, a)
    end = trial.kingdoms[p]
    if any(isinstance(a, (Place, Discard)) for a in actions):
        kingdom_part += bonus_reasons(bonuses, outlook, bonus_outlook(trial, p))
    gain = scoring.total(end, bonuses, trial.discards[p]) - scoring.total(start, bonuses, start_discards)
    return Explanation(p, gain, tuple(kingdom_part + pick_part))
