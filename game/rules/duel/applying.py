"""Carrying out a Kingdomino Duel action (`apply`: checked first, so an illegal one raises
IllegalAction and changes nothing): the picks, the castle bonus and spells, the drawing, and
the end of a turn and of a round (the spell book ticked, lightning spells, the next roll)."""
from __future__ import annotations

from typing import Any, Callable

from game.i18n import N_
from game.rules.actions import IllegalAction
from game.rules.components import WILD, DuelFace, duel_components
from game.rules.duel.actions import (
    AddCross,
    CastleBonus,
    ChooseDomain,
    DuelAction,
    IgnoreConnection,
    Pass,
    Pick,
    PickTwo,
    PlaceDie,
    PlaceDomino,
    SetFace,
    SplitDice,
)
from game.rules.duel.board import DuelMap, grid
from game.rules.duel.legal import face, pending_dice, placements
from game.rules.duel.outcome import DuelOutcome
from game.rules.duel.spells import spell, spell_of_arms, spell_word
from game.rules.duel.state import (
    DROPPED,
    NOBODY,
    PENDING,
    PHASE_LIGHTNING,
    PHASE_OVER,
    PHASE_PICK,
    PHASE_PLACE,
    DuelState,
)
from game.rules.squares import cell_name


def start_round(state: DuelState) -> None:
    """Player A rolls the dice."""
    n = len(state.faces)
    state.round += 1
    state.faces = [state.rng.below(len(die)) for die in duel_components().dice]
    state.owner = [NOBODY] * n
    state.done = [PENDING] * n
    state.ticks = [-1] * n
    state.bonus = [False] * n
    state.active = []
    state.drew = [False, False]
    state.placer = state.first
    state.phase = PHASE_PICK


# ---- applying actions -----------------------------------------------------------------
def apply(state: DuelState, action: DuelAction) -> DuelOutcome:
    """Carry out a legal action and say what it did; raise IllegalAction (state
    unchanged) otherwise."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction(f"not a Kingdomino Duel action: {action!r}")
    phase = _PHASE_OF[type(action)]
    if state.phase != phase:
        raise _not_now(state)
    before, owners = state.round, state.spell_owner[:]
    dice, faces, arms = _named(state, action)
    handler(state, action)
    won = () if owners == state.spell_owner else tuple(
        (p, s) for s, (was, p) in enumerate(zip(owners, state.spell_owner)) if was != p)
    return DuelOutcome(state.round != before, state.phase == PHASE_OVER, dice, faces, arms, won)


def foreseen(state: DuelState, action: DuelAction) -> DuelOutcome:
    """What an action about to be applied names, for words shown while it is on its way:
    its dice, their faces now and the coats of arms it draws (the rounds and spells it
    ends or wins are known once `apply` has carried it out)."""
    dice, faces, arms = _named(state, action)
    return DuelOutcome(dice=dice, faces=faces, arms=arms)


def _named(state: DuelState, action: DuelAction) -> tuple[tuple[int, ...], tuple[DuelFace, ...], tuple[int, ...]]:
    """The dice an action takes, draws or marks (those that exist: the rules refuse
    others), their faces now, and the coat of arms each draws ("?" as chosen)."""
    if isinstance(action, (Pick, CastleBonus, PlaceDie)):
        dice: tuple[int, ...] = (action.die,) if 0 <= action.die < len(state.faces) else ()
    elif isinstance(action, PickTwo):
        dice = tuple(d for d in (action.first, action.second) if 0 <= d < len(state.faces))
    elif isinstance(action, PlaceDomino):
        dice = tuple(state.dice_of(state.placer))
    else:
        return (), (), ()
    faces = tuple([face(state, d) for d in dice])
    if isinstance(action, PlaceDomino):
        chosen: tuple[int, ...] = (action.arms_a, action.arms_b)
    elif isinstance(action, PlaceDie):
        chosen = (action.arms,)
    else:
        return dice, faces, ()
    return dice, faces, tuple(a if a != -1 else f.arms for a, f in zip(chosen, faces))

def _pick(state: DuelState, a: Pick) -> None:
    _check_tray_die(state, a.die)
    state.owner[a.die] = state.player_to_act()
    free = [d for d, o in enumerate(state.owner) if o == NOBODY]
    if len(free) == 1:
        state.owner[free[0]] = state.first
        _start_drawing(state)


def _pick_two(state: DuelState, a: PickTwo) -> None:
    if max(state.owner) != NOBODY:
        raise IllegalAction(N_("{spell} is for player A's first pick of the round"), spell=spell_word("pick_two"))
    if not state.can_cast(state.first, spell("pick_two")):
        raise _no_spell(state.first, "pick_two")
    _check_tray_die(state, a.first)
    _check_tray_die(state, a.second)
    if a.first == a.second:
        raise IllegalAction(N_("pick two different dice"))
    state.spell_used[spell("pick_two")] = True
    state.owner = [state.first if d in (a.first, a.second) else state.second
                   for d in range(len(state.owner))]
    _start_drawing(state)


def _check_tray_die(state: DuelState, die: int) -> None:
    if not 0 <= die < len(state.owner):
        raise IllegalAction(N_("there is no die {die} (dice are 0 to {last})"), die=die, last=len(state.owner) - 1)
    if state.owner[die] != NOBODY:
        raise IllegalAction(N_("die {die} was already taken"), die=die)


def _start_drawing(state: DuelState) -> None:
    state.phase = PHASE_PLACE
    state.placer = state.first
    state.active = []


def _my_pending_die(state: DuelState, die: int) -> None:
    if die not in pending_dice(state, state.placer):
        raise IllegalAction(N_("die {die} is not an undrawn die of player {n}"), die=die, n=state.placer + 1)


def _castle_bonus(state: DuelState, a: CastleBonus) -> None:
    if state.castle_used[state.placer]:
        raise IllegalAction(N_("player {n} has already used the castle bonus"), n=state.placer + 1)
    _my_pending_die(state, a.die)
    state.castle_used[state.placer] = True
    state.bonus[a.die] = True


def _cast(state: DuelState, spell_id: str) -> int:
    s = spell(spell_id)
    if not state.can_cast(state.placer, s):
        raise _no_spell(state.placer, spell_id)
    return s


def _no_spell(player: int, spell_id: str) -> IllegalAction:
    return IllegalAction(N_("player {n} does not hold an unused {spell} spell"), n=player + 1,
                         spell=spell_word(spell_id))


def _set_face(state: DuelState, a: SetFace) -> None:
    s = _cast(state, "set_face")
    _my_pending_die(state, a.die)
    faces = duel_components().dice[a.die]
    if not 0 <= a.face < len(faces):
        raise IllegalAction(N_("die {die} has faces 0 to {last}"), die=a.die, last=len(faces) - 1)
    if faces[a.face] == faces[state.faces[a.die]]:
        raise IllegalAction(N_("die {die} already shows that face"), die=a.die)
    state.spell_used[s] = True
    state.faces[a.die] = a.face


def _ignore_connection(state: DuelState, a: IgnoreConnection) -> None:
    s = _cast(state, "ignore_connection")
    state.spell_used[s] = True
    state.active.append(s)


def _split_dice(state: DuelState, a: SplitDice) -> None:
    s = _cast(state, "split_dice")
    if len(pending_dice(state, state.placer)) != 2:
        raise IllegalAction(N_("{spell} is cast before drawing either die"), spell=spell_word("split_dice"))
    state.spell_used[s] = True
    state.active.append(s)


def _arms_for(f: DuelFace, die: int, arms: int) -> int:
    """The coat of arms a die draws; a "?" needs a chosen one, other dice none."""
    n = len(duel_components().arms)
    if f.arms == WILD:
        if not 0 <= arms < n:
            raise IllegalAction(N_("die {die} shows '?': choose a coat of arms 0 to {last}"), die=die, last=n - 1)
        return arms
    if arms != -1:
        raise IllegalAction(N_("die {die} is not a '?': its coat of arms cannot be chosen (use -1)"), die=die)
    return f.arms


def _name(cell: int) -> str:
    """A map cell as the sheet labels it ("D3": the castle)."""
    return cell_name(cell, grid().columns)


def _check_cell(m: DuelMap, cell: int) -> None:
    g = grid()
    if not 0 <= cell < g.rows * g.columns:
        raise IllegalAction(N_("there is no cell {cell} (cells are 0 to {last})"), cell=cell,
                            last=g.rows * g.columns - 1)
    if not m.free() >> cell & 1:
        raise IllegalAction(N_("{square} is the castle or already drawn"), square=_name(cell))


def _place_domino(state: DuelState, a: PlaceDomino) -> None:
    p = state.placer
    if spell("split_dice") in state.active:
        raise IllegalAction(N_("{spell} is in force: draw one die at a time"), spell=spell_word("split_dice"))
    pending = pending_dice(state, p)
    m = state.maps[p]
    fa, fb = face(state, pending[0]), face(state, pending[1])
    sa, sb = _arms_for(fa, pending[0], a.arms_a), _arms_for(fb, pending[1], a.arms_b)
    _check_cell(m, a.a)
    _check_cell(m, a.b)
    if not grid().neighbours(1 << a.a) >> a.b & 1:
        raise IllegalAction(N_("{a} and {b} are not side by side"), a=_name(a.a), b=_name(a.b))
    if spell("ignore_connection") not in state.active and not (
            m.connecting(sa) >> a.a & 1 or m.connecting(sb) >> a.b & 1):
        raise IllegalAction(N_("{a}–{b}: neither half touches the castle or the same coat of arms"),
                            a=_name(a.a), b=_name(a.b))
    _draw(state, pending[0], a.a, sa)
    _draw(state, pending[1], a.b, sb)
    _end_turn(state)


def _place_die(state: DuelState, a: PlaceDie) -> None:
    if spell("split_dice") not in state.active:
        raise IllegalAction(N_("draw both dice as one domino ({spell} is not in force)"), spell=spell_word("split_dice"))
    _my_pending_die(state, a.die)
    m = state.maps[state.placer]
    s = _arms_for(face(state, a.die), a.die, a.arms)
    _check_cell(m, a.cell)
    if spell("ignore_connection") not in state.active and not m.connecting(s) >> a.cell & 1:
        raise IllegalAction(N_("{square} touches neither the castle nor the same coat of arms"), square=_name(a.cell))
    _draw(state, a.die, a.cell, s)
    if not pending_dice(state, state.placer):
        _end_turn(state)


def _draw(state: DuelState, die: int, cell: int, arms: int) -> None:
    f = face(state, die)
    state.maps[state.placer].draw(cell, arms, f.crosses)
    state.done[die] = cell
    state.ticks[die] = f.arms if f.arms != WILD and f.crosses == 0 else -1
    state.drew[state.placer] = True


def _pass(state: DuelState, a: Pass) -> None:
    if placements(state):
        raise IllegalAction(N_("something can be drawn, so passing is not allowed"))
    _end_turn(state)


def _end_turn(state: DuelState) -> None:
    for d in pending_dice(state, state.placer):
        state.done[d] = DROPPED
    state.active = []
    if state.placer == state.first:
        state.placer = state.second
    else:
        _end_round(state)


def _end_round(state: DuelState) -> None:
    """Tick the spell book, A first: a line filled first wins its spell (A wins a tie)."""
    dc = duel_components()
    for p in (state.first, state.second):
        for d in state.dice_of(p):
            arms = state.ticks[d]
            if arms < 0:
                continue
            s = spell_of_arms()[arms]
            if state.spell_owner[s] == NOBODY:
                state.marks[p][s] = min(dc.spells[s].boxes, state.marks[p][s] + 1)
        for s, sp in enumerate(dc.spells):
            if state.spell_owner[s] == NOBODY and state.marks[p][s] == sp.boxes:
                state.spell_owner[s] = p
                if sp.lightning:
                    state.pending.append([p, s])
    if state.pending:
        state.phase = PHASE_LIGHTNING
    else:
        _finish_round(state)


def _choose_domain(state: DuelState, a: ChooseDomain) -> None:
    p, s = state.pending[0]
    if s != spell("domain_bonus"):
        raise _not_now(state)
    n = len(duel_components().arms)
    if not 0 <= a.arms < n:
        raise IllegalAction(N_("choose a coat of arms 0 to {last}"), last=n - 1)
    state.domain[p] = a.arms
    _lightning_done(state)


def _add_cross(state: DuelState, a: AddCross) -> None:
    p, s = state.pending[0]
    if s != spell("add_cross"):
        raise _not_now(state)
    if not 0 <= a.cell < len(state.maps[p].crosses) or not state.maps[p].occ >> a.cell & 1:
        raise IllegalAction(N_("{square} holds no coat of arms of player {n}"), square=_name(a.cell), n=p + 1)
    state.maps[p].crosses[a.cell] += 1
    _lightning_done(state)


def _lightning_done(state: DuelState) -> None:
    state.spell_used[state.pending.pop(0)[1]] = True
    if not state.pending:
        _finish_round(state)


def _finish_round(state: DuelState) -> None:
    """The game ends after a round in which a map was filled or nobody drew."""
    if any(m.full() for m in state.maps) or not any(state.drew):
        state.phase = PHASE_OVER
        return
    state.first = state.second
    start_round(state)


_HANDLERS: dict[type, Callable[[DuelState, Any], None]] = {Pick: _pick, PickTwo: _pick_two, CastleBonus: _castle_bonus, SetFace: _set_face,
             IgnoreConnection: _ignore_connection, SplitDice: _split_dice,
             PlaceDomino: _place_domino, PlaceDie: _place_die, Pass: _pass,
             ChooseDomain: _choose_domain, AddCross: _add_cross}
_PHASE_OF = {Pick: PHASE_PICK, PickTwo: PHASE_PICK, ChooseDomain: PHASE_LIGHTNING,
             AddCross: PHASE_LIGHTNING} | {t: PHASE_PLACE for t in (
                 CastleBonus, SetFace, IgnoreConnection, SplitDice, PlaceDomino, PlaceDie, Pass)}


def _not_now(state: DuelState) -> IllegalAction:
    if state.phase == PHASE_OVER:
        return IllegalAction(N_("the game is over"))
    p = state.player_to_act() + 1
    if state.phase == PHASE_PICK:
        return IllegalAction(N_("not now: player {n} must pick a die"), n=p)
    if state.phase == PHASE_PLACE:
        return IllegalAction(N_("not now: player {n} must draw their dice (or use a spell or the castle bonus)"), n=p)
    s = duel_components().spells[state.pending[0][1]].id
    return IllegalAction(N_("not now: player {n} must use the {spell} spell just won"), n=p, spell=spell_word(s))


