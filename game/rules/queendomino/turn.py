"""The Queendomino turn A–E and the round flow (docs/rules.md, Queendomino: A turn, End of a round).

`legal_actions` is the one legal-move generator (UI, AI and tests); the per-step
helpers it is made of (knight_cells, build_options, can_bribe) let players sample
from it without building the list. `apply` validates before it changes anything.
"""
from __future__ import annotations

from typing import Any, Callable

from game.i18n import N_, Message
from game.rules.actions import Choose, Discard, IllegalAction, Place
from game.rules.components import builders_board
from game.rules.geometry import bits
from game.rules.kingdom import Placement
from game.rules.kingdomino.rules import must_first, put_king_on, why_illegal
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight, QueenAction
from game.rules.queendomino.board import affordable_slots, can_bribe, end_of_round, erect, slot_cost, tax_bonus
from game.rules.queendomino.outcome import QueenOutcome
from game.rules.queendomino.setup import draw_next_line
from game.rules.queendomino.state import (
    FREE,
    PHASE_BUILD,
    PHASE_CHOOSE,
    PHASE_DRAGON,
    PHASE_OVER,
    PHASE_PLACE,
    PHASE_TAX,
    QueenState,
)
from game.rules.scoring import flood
from game.rules.squares import square_name

TOWN = 6
STEP_PHASES = (PHASE_TAX, PHASE_BUILD, PHASE_DRAGON)


# ---- the pieces of the generator -------------------------------------------------------
def knight_cells(state: QueenState) -> int:
    """Squares of the domino just placed that may take a knight now (step B)."""
    if state.phase != PHASE_TAX or state.sent >= 2:
        return 0
    h = state.house_to_act()
    if not state.guard[h]:
        return 0
    return state.placed & ~state.knights[h]


def empty_towns(state: QueenState, house: int) -> int:
    return state.kingdoms[house].terr[TOWN] & ~state.built_mask(house)


def build_options(state: QueenState) -> tuple[list[int], int]:
    """(affordable slots, empty town squares) for step C; either may be empty."""
    if state.phase not in (PHASE_TAX, PHASE_BUILD):
        return [], 0
    h = state.house_to_act()
    towns = empty_towns(state, h)
    if not towns:
        return [], 0
    return affordable_slots(state, h), towns


def bribe_open(state: QueenState) -> bool:
    return state.phase in STEP_PHASES and can_bribe(state, state.house_to_act())


def in_turn(state: QueenState) -> bool:
    """Steps B–E of a played round (not the first round's draft)."""
    return state.round > 0 and state.phase in (PHASE_TAX, PHASE_BUILD, PHASE_DRAGON, PHASE_CHOOSE)


# ---- the legal-move generator ----------------------------------------------------------
def legal_actions(state: QueenState) -> list[QueenAction]:
    phase = state.phase
    if phase == PHASE_OVER:
        return []
    if phase == PHASE_PLACE:
        k = state.kingdoms[state.house_to_act()]
        placements = k.placements(state.domino_to_place())
        if not placements:
            return [Discard()]
        return [Place(p.x, p.y, p.rot) for p in placements]
    out: list[QueenAction] = []
    if state.round > 0:
        k = state.kingdoms[state.house_to_act()]
        out += [Knight(*k.g.rel(i)) for i in bits(knight_cells(state))]
        slots, towns = build_options(state)
        cells = [k.g.rel(i) for i in bits(towns)]
        out += [Build(s, x, y) for s in slots for x, y in cells]
        if bribe_open(state):
            out += [Dragon(s) for s, b in enumerate(state.board) if b >= 0]
    if state.next:
        out += [Choose(n) for n, king in zip(state.next, state.next_kings) if king == FREE]
    else:
        out.append(EndTurn())
    return out


def is_over(state: QueenState) -> bool:
    return state.phase == PHASE_OVER


# ---- applying actions ------------------------------------------------------------------
def apply(state: QueenState, action: QueenAction) -> QueenOutcome:
    """Carry out a legal action and say what it did; raise IllegalAction (state
    unchanged) otherwise."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction(f"not a Queendomino action: {action!r}")
    if state.phase == PHASE_OVER:
        raise IllegalAction(N_("the game is over"))
    kind, before = type(action), state.round
    if kind is Knight or kind is Build or kind is Dragon:
        h, coins, slot = state.house_to_act(), state.coins[:], getattr(action, "slot", -1)
        piece = state.board[slot] if 0 <= slot < len(state.board) else -1
        handler(state, action)
        gain = state.coins[h] - coins[h]
        return QueenOutcome(state.round != before, state.phase == PHASE_OVER, None, False,
                            tuple(now - was for now, was in zip(state.coins, coins)),
                            gain if kind is Knight else 0, piece if kind is Build else -1,
                            -gain if kind is Build else 0, piece if kind is Dragon else -1)
    domino = state.current_domino() if kind is Place or kind is Discard else None
    handler(state, action)          # a domino, a king or the end of a turn: no coins change hands
    return QueenOutcome(state.round != before, state.phase == PHASE_OVER, domino, kind is Discard,
                        (0,) * len(state.coins))


def knight_tax(state: QueenState, a: Knight) -> int:
    """The coins a knight on the just-placed square (a.x, a.y) brings the acting house:
    the size of that square's territory and the buildings' tax bonus."""
    h = state.house_to_act()
    k = state.kingdoms[h]
    idx = k.g.from_rel(a.x, a.y)
    terrain = None if idx is None else k.terrain_at(1 << idx)
    if idx is None or terrain is None:
        raise IllegalAction(N_("{square} is not a square of the domino just placed"), square=square_name(a.x, a.y, k.n))
    return flood(1 << idx, k.terr[terrain], k.g.stride).bit_count() + tax_bonus(state, h)


def _place(state: QueenState, a: Place) -> None:
    _need(state, state.phase == PHASE_PLACE, N_("place a domino"))
    d = state.domino_to_place()
    k = state.kingdoms[state.house_to_act()]
    p = Placement(a.x, a.y, a.rot)
    if not k.is_legal(d, p):
        raise why_illegal(k, d, p)
    anchor = k.anchor_of(p)
    assert anchor is not None   # a legal placement lies in the kingdom's window
    k.place(d, p)
    state.placed = (1 << anchor) | (1 << (anchor + (1 if a.rot % 2 == 0 else k.g.stride)))
    _after_place(state)


def _discard(state: QueenState, a: Discard) -> None:
    _need(state, state.phase == PHASE_PLACE, N_("discard"))
    h = state.house_to_act()
    if state.kingdoms[h].count_placements(state.domino_to_place()):
        raise IllegalAction(N_("this domino can be placed, so it may not be discarded"))
    state.discards[h] += 1
    state.placed = 0
    _after_place(state)


def _after_place(state: QueenState) -> None:
    state.sent = 0
    state.phase = PHASE_TAX
    _settle(state)


def _knight(state: QueenState, a: Knight) -> None:
    _need(state, state.phase == PHASE_TAX, N_("send a knight"))
    h = state.house_to_act()
    k = state.kingdoms[h]
    idx = k.g.from_rel(a.x, a.y)
    if state.sent >= 2:
        raise IllegalAction(N_("at most two knights collect tax in one turn"))
    if not state.guard[h]:
        raise IllegalAction(N_("no knight left in the guard"))
    if idx is None or not state.placed >> idx & 1:
        raise IllegalAction(N_("{square} is not a square of the domino just placed"), square=square_name(a.x, a.y, k.n))
    cell = 1 << idx
    if state.knights[h] & cell:
        raise IllegalAction(N_("{square} already holds a knight"), square=square_name(a.x, a.y, k.n))
    tax = knight_tax(state, a)
    state.guard[h] -= 1
    state.knights[h] |= cell
    state.sent += 1
    state.coins[h] += tax
    _settle(state)


def _build(state: QueenState, a: Build) -> None:
    _need(state, state.phase in (PHASE_TAX, PHASE_BUILD), N_("build"))
    h = state.house_to_act()
    k = state.kingdoms[h]
    if not 0 <= a.slot < len(state.board) or state.board[a.slot] < 0:
        raise _no_building(a.slot)
    cost = slot_cost(state, a.slot, h)
    if cost > state.coins[h]:
        raise IllegalAction(N_("that building costs {cost} coins; you have {coins}"), cost=cost, coins=state.coins[h])
    idx = k.g.from_rel(a.x, a.y)
    if idx is None or not k.terr[TOWN] >> idx & 1:
        raise IllegalAction(N_("{square} is not a town square of your kingdom"), square=square_name(a.x, a.y, k.n))
    if idx in state.built[h]:
        raise IllegalAction(N_("{square} already holds a building"), square=square_name(a.x, a.y, k.n))
    erect(state, h, idx, state.board[a.slot], cost)
    state.board[a.slot] = -1
    state.phase = PHASE_DRAGON
    _settle(state)


def _dragon(state: QueenState, a: Dragon) -> None:
    _need(state, state.phase in STEP_PHASES, N_("bribe the Dragon"))
    h = state.house_to_act()
    if not 0 <= a.slot < len(state.board) or state.board[a.slot] < 0:
        raise _no_building(a.slot)
    if not can_bribe(state, h):
        why = (N_("the Dragon has already flown this round") if state.dragon >= 0 else
               N_("the Queen is with you") if state.queen == h else N_("the bribe costs a coin"))
        raise IllegalAction(N_("cannot bribe the Dragon: {why}"), why=Message(why))
    state.board[a.slot] = -1
    state.dragon = a.slot
    state.coins[h] -= builders_board().dragon_cost
    state.phase = PHASE_CHOOSE
    _settle(state)


def _choose(state: QueenState, a: Choose) -> None:
    _need(state, state.phase == PHASE_CHOOSE or (state.round > 0 and state.phase in STEP_PHASES),
          N_("choose a domino"))
    if not state.next:
        raise IllegalAction(N_("this is the last round: there is no domino to choose"))
    put_king_on(state, a.number)
    _advance(state)


def _end_turn(state: QueenState, a: EndTurn) -> None:
    _need(state, in_turn(state), N_("end the turn"))
    if state.next:
        raise IllegalAction(N_("choose a domino of the next line to end your turn"))
    _advance(state)


_HANDLERS: dict[type, Callable[[QueenState, Any], None]] = {Place: _place, Discard: _discard, Knight: _knight, Build: _build, Dragon: _dragon,
             Choose: _choose, EndTurn: _end_turn}


def _need(state: QueenState, ok: bool, what: str) -> None:
    """Refuse `what` (a marked verb phrase) unless `ok`, saying what is due instead."""
    if not ok:
        need = {PHASE_PLACE: N_("place (or discard) the current domino"),
                PHASE_CHOOSE: N_("choose a domino of the next line")}.get(state.phase, N_("finish the turn"))
        raise must_first(what, state.player_to_act(), need)


def _no_building(slot: int) -> IllegalAction:
    return IllegalAction(N_("slot {slot} of the builders board holds no building"), slot=slot)


# ---- flow ------------------------------------------------------------------------------
def _settle(state: QueenState) -> None:
    """Last round (no step E): the turn ends by itself once no optional step is left."""
    if state.next or state.phase == PHASE_PLACE:
        return
    if state.phase == PHASE_CHOOSE or not (knight_cells(state) or bribe_open(state)
                                           or all(build_options(state))):
        _advance(state)


def _advance(state: QueenState) -> None:
    """Move to the next king, the next round, or the end of the game. Every slot of a
    played line holds a king: unchosen dominoes left at the start of the round."""
    state.placed = 0
    state.turn += 1
    if state.turn < len(state.draft_order if state.round == 0 else state.current_kings):
        if state.round:
            state.phase = PHASE_PLACE
    elif state.next:
        _start_round(state)
    else:
        state.phase = PHASE_OVER


def _start_round(state: QueenState) -> None:
    """End of round: Dragon home, board slid and refilled; unchosen dominoes leave."""
    if state.round > 0:
        end_of_round(state)
    state.round += 1
    kept = [(n, k) for n, k in zip(state.next, state.next_kings) if k != FREE]
    state.current = [n for n, _ in kept]
    state.current_kings = [k for _, k in kept]
    state.current_set = state.next_set
    if state.lines_left > 0:
        state.lines_left -= 1
        draw_next_line(state)
    else:
        state.next, state.next_kings = [], []
    state.turn = 0
    state.phase = PHASE_PLACE
