"""Rules of Kingdomino Duel (docs/rules.md, Kingdomino Duel; seed 001): dice draft, drawing, spell book.

`legal_actions` is the one generator for every choice; `apply` validates first, so an
illegal action raises IllegalAction and changes nothing.

A round: A rolls (from the state's generator); A picks 1 die (2 with pick_two), B picks
2 one at a time, A gets the last. Then A draws, then B: each may first use the castle
bonus and spells, then draws a domino (or its dice one by one with split_dice) or
passes when nothing can be drawn. Then the spell book is ticked (A first), won
lightning spells are used at once (A's first), and the round ends.

Decisions where the rulebook is silent:
- Seat 0 is player A in round 1 (the rulebook's "oldest player").
- "Connects" means next to the castle or to the same coat of arms drawn in an earlier
  turn; the two halves of one domino do not connect each other. With split_dice the
  second die may connect to the first (it was drawn earlier).
- Spells combine: ignore_connection with split_dice frees both dice. A spell is spent
  when cast, before the drawing, and a spell won this round can be cast from the next.
- set_face turns a die to another of *its own* faces; the new face ticks the spell book
  like a rolled one. The castle bonus die ticks nothing, whatever face it shows.
- Passing is legal only when nothing can be drawn with the spells already in force;
  nobody must spend a spell to avoid passing. With split_dice a die that cannot be
  drawn is dropped and the other may still be drawn.
- "Nobody could place" ends the game after a round in which neither player drew.
- results() may be called at any time (running scores); ranks are final once over.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from game.i18n import N_, Message
from game.rules.actions import IllegalAction
from game.rules.components import WILD, DuelFace, duel_components
from game.rules.config import ConfigError, GameConfig
from game.rules.duel import scoring
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
from game.rules.duel.outcome import DuelOutcome
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
from game.rules.geometry import bits
from game.rules.kingdomino import PlayerResult
from game.rules.rng import Rng
from game.rules.squares import cell_name

# each spell's name for players, by the data file's id (msgids; the spell book shows them too)
SPELL_NAMES = {"ignore_connection": N_("Free drawing"), "split_dice": N_("Split the dice"),
               "pick_two": N_("Two dice at once"), "set_face": N_("Turn a die"),
               "domain_bonus": N_("Domain bonus"), "add_cross": N_("Extra cross")}


def spell_word(spell_id: str) -> Message:
    """A spell in a refusal: its id in the English text, its name on screen."""
    return Message(SPELL_NAMES.get(spell_id, spell_id), english=spell_id)


@lru_cache(maxsize=None)
def spell(spell_id: str) -> int:
    """Index of a spell in the data file's spell book."""
    return duel_components().spell(spell_id)


@lru_cache(maxsize=None)
def _spell_of_arms() -> dict[int, int]:
    return {sp.arms: i for i, sp in enumerate(duel_components().spells)}


def new_game(config: GameConfig, seed: int | str) -> DuelState:
    if config.game != "duel":
        # stays English: the registry never sends another game here
        raise ConfigError(f"the Duel rules cannot play {config.game!r}")
    dc = duel_components()
    dice, spells = len(dc.dice), len(dc.spells)
    state = DuelState(config, Rng.from_seed(seed), 0, 0, [0] * dice, [NOBODY] * dice,
                      [PENDING] * dice, [-1] * dice, [False] * dice, [], 0, PHASE_PICK,
                      [DuelMap.empty(), DuelMap.empty()], [[0] * spells, [0] * spells],
                      [NOBODY] * spells, [False] * spells, [False, False], [-1, -1], [],
                      [False, False])
    _start_round(state)
    return state


def _start_round(state: DuelState) -> None:
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


def face(state: DuelState, die: int) -> DuelFace:
    """What a die would draw now: its face, plus the castle-bonus cross."""
    f = duel_components().dice[die][state.faces[die]]
    return DuelFace(f.arms, f.crosses + 1) if state.bonus[die] else f


def fewest_actions(config: GameConfig) -> int:
    """The fewest actions one Duel has: at least two rounds (both players can always draw
    on an empty map), each of 3 picks (nobody owns Two dice at once before round 3) and a
    draw or pass per player."""
    return 2 * (3 + 2)


def is_over(state: DuelState) -> bool:
    return state.phase == PHASE_OVER


# ---- the legal-move generator ---------------------------------------------------------
def legal_actions(state: DuelState) -> list[DuelAction]:
    if state.phase == PHASE_PICK:
        free = [d for d, o in enumerate(state.owner) if o == NOBODY]
        out: list[DuelAction] = [Pick(d) for d in free]
        if len(free) == len(state.owner) and state.can_cast(state.first, spell("pick_two")):
            out += [PickTwo(a, b) for i, a in enumerate(free) for b in free[i + 1:]]
        return out
    if state.phase == PHASE_PLACE:
        p = state.placer
        draws = placements(state)
        return (draws or [Pass()]) + _modifiers(state, p)
    if state.phase == PHASE_LIGHTNING:
        p, s = state.pending[0]
        if s == spell("domain_bonus"):
            return [ChooseDomain(a) for a in range(len(duel_components().arms))]
        return [AddCross(c) for c in bits(state.maps[p].occ)]
    return []


def _pending(state: DuelState, p: int) -> list[int]:
    return [d for d in state.dice_of(p) if state.done[d] == PENDING]


def _modifiers(state: DuelState, p: int) -> list[DuelAction]:
    """Castle bonus and spells the placer may use before drawing."""
    dc = duel_components()
    pending = _pending(state, p)
    out: list[DuelAction] = []
    if not state.castle_used[p]:
        out += [CastleBonus(d) for d in pending]
    if state.can_cast(p, spell("set_face")):
        for d in pending:
            seen = {dc.dice[d][state.faces[d]]}
            for i, f in enumerate(dc.dice[d]):
                if f not in seen:
                    seen.add(f)
                    out.append(SetFace(d, i))
    if state.can_cast(p, spell("ignore_connection")):
        out.append(IgnoreConnection())
    if len(pending) == 2 and state.can_cast(p, spell("split_dice")):
        out.append(SplitDice())
    return out


def _choices(f: DuelFace) -> range | tuple[int]:
    return range(len(duel_components().arms)) if f.arms == WILD else (f.arms,)


def placements(state: DuelState) -> list[DuelAction]:
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
    pending = _pending(state, p)
    if spell("split_dice") in state.active:
        out: list[DuelAction] = []
        for d in pending:
            f = face(state, d)
            for a in _choices(f):
                out += [PlaceDie(d, c, a if f.arms == WILD else -1) for c in bits(conn[a])]
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
                out += [PlaceDomino(c + off, c + off + step, wa, wb) for c in bits(mask)]
    return out


class _Connecting(dict):
    """Free cells where each coat of arms connects, computed on first use."""

    def __init__(self, arms: list[int], free: int, near: int, ignore: bool) -> None:
        super().__init__()
        self.arms, self.free, self.near, self.ignore = arms, free, near, ignore

    def __missing__(self, a: int) -> int:
        v = self.free if self.ignore else (grid().neighbours(self.arms[a]) & self.free) | self.near
        self[a] = v
        return v


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
    if die not in _pending(state, state.placer):
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
    if len(_pending(state, state.placer)) != 2:
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
    pending = _pending(state, p)
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
    if not _pending(state, state.placer):
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
    for d in _pending(state, state.placer):
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
            s = _spell_of_arms()[arms]
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
    _start_round(state)


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


# ---- results --------------------------------------------------------------------------
TIE_BREAKS = ("", "largest territory", "shared")


def results(state: DuelState) -> list[PlayerResult]:
    """Totals and ranks (docs/rules.md, Kingdomino Duel): most points, then the largest territory, then shared.
    PlayerResult.crowns holds the crosses on the map."""
    sheets = [scoring.score_map(m, state.domain[p]) for p, m in enumerate(state.maps)]
    out = []
    for p, me in enumerate(sheets):
        them = sheets[1 - p]
        mine, theirs = (me.total, me.largest_territory), (them.total, them.largest_territory)
        level = 0 if me.total != them.total else 1 if mine != theirs else 2
        out.append(PlayerResult(p, me.total, me.largest_territory, me.crosses,
                                1 + (theirs > mine), TIE_BREAKS[level]))
    return out
