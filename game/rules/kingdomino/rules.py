"""Rules of Kingdomino and Královská zahrada (docs/rules.md): setup, draft, turns.

Functions over KingdominoState. `legal_actions` is the one legal-move generator; `apply`
validates before it changes anything, so an illegal action leaves the state as it was.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from game.i18n import N_, Message
from game.rules import scoring
from game.rules.actions import Choose, Discard, IllegalAction, KingdominoAction, NextGame, Place
from game.rules.components import Domino
from game.rules.config import GameConfig
from game.rules.family import PlayerResult, Rules
from game.rules.hidden import rebuilt, without_generator
from game.rules.kingdom import Kingdom, Placement
from game.rules.kingdom_file import DOMINO_GAMES, score_kingdom_file
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_INTERLUDE, PHASE_OVER, PHASE_PLACE, KingdominoState
from game.rules.outcome import KingdominoOutcome, ended
from game.rules.rng import Rng
from game.rules.squares import square_name


def new_game(config: GameConfig, seed: int | str) -> KingdominoState:
    state = KingdominoState(config, Rng.from_seed(seed), [], 0, 0, [], [], [], [], [], 0,
                      PHASE_CHOOSE, [], [])
    _setup_game(state)
    return state


def public_view(state: KingdominoState) -> dict:
    """What every seat sees (game/rules/hidden.py): no generator, and the box as the
    sorted set of undrawn numbers (which dominoes are left can be counted from the table,
    their order cannot)."""
    d = without_generator(state)
    d["box"] = sorted(d["box"])
    return d


def determinise(state: KingdominoState, rng: Rng) -> None:
    """`rng` becomes the generator of `state` (a copy the caller owns), so it draws every
    line to come; the box is sorted, as its order is not public (a draw takes the box's
    entry the generator names, so a box in real order would leak it)."""
    state.box.sort()
    state.rng = rng


def sampled_state(view: dict, rng: Rng) -> KingdominoState:
    """A full state that agrees with `view` on everything public, the rest drawn from `rng`."""
    return rebuilt(KingdominoState.from_dict, view, rng, determinise)


def _setup_game(state: KingdominoState) -> None:
    """Fresh kingdoms, full box, first line drawn, first-round order drawn."""
    cfg = state.config
    setup = cfg.setup
    state.box = list(range(1, len(state.dominoes) + 1))
    state.kingdoms = [Kingdom(setup.size) for _ in range(cfg.players)]
    state.discards = [0] * cfg.players
    state.lines_left = cfg.rounds - 1
    state.round = 0
    state.current, state.current_kings = [], []
    state.next = _draw_line(state)
    state.next_kings = [FREE] * len(state.next)
    state.draft_order = _first_round_order(state)
    state.turn = 0
    state.phase = PHASE_CHOOSE


def _draw_line(state: KingdominoState) -> list[int]:
    line = []
    for _ in range(state.config.setup.line):
        line.append(state.box.pop(state.rng.below(len(state.box))))
    line.sort()
    return line


def _first_round_order(state: KingdominoState) -> list[int]:
    """Kingdomino: all kings drawn at random. Královská zahrada: the first player is drawn
    by lot, then the first round goes clockwise (2 players: A, B, A, B). The lot is the first
    seat of a shuffled order, drawn as rules version 1 drew it (which played that whole
    order), so the generator goes on alike and 2-player games are unchanged."""
    cfg = state.config
    each = cfg.setup.kings_each
    if cfg.spec.first_round == "kings_shuffled":
        order = list(range(cfg.kings))
        state.rng.shuffle(order)
        return order
    players = list(range(cfg.players))
    state.rng.shuffle(players)
    if cfg.rules_version >= 2:
        players = [(players[0] + i) % cfg.players for i in range(cfg.players)]
    return [p * each + j for j in range(each) for p in players]


# ---- the legal-move generator ---------------------------------------------------------
def legal_actions(state: KingdominoState) -> list[KingdominoAction]:
    phase = state.phase
    if phase == PHASE_PLACE:
        k = state.kingdoms[state.player_to_act()]
        placements = k.placements(state.domino_to_place())
        if not placements:
            return [Discard()]
        return [Place(p.x, p.y, p.rot) for p in placements]
    if phase == PHASE_CHOOSE:
        return [Choose(n) for n, king in zip(state.next, state.next_kings) if king == FREE]
    if phase == PHASE_INTERLUDE:
        return [NextGame()]
    return []


SCORED_GAMES = DOMINO_GAMES     # the games whose kingdoms score_file reads


def score_file(obj: object) -> dict:
    """A kingdom file of the `score` command, scored (game/rules/kingdom_file.py)."""
    return score_kingdom_file(obj)


def fewest_actions(config: GameConfig) -> int:
    """The fewest actions one game of `config` has: 2 per king and round (choose a domino,
    place or discard one); Queendomino's turns add steps on top."""
    return 2 * config.kings * config.rounds


def is_over(state: KingdominoState) -> bool:
    return state.phase == PHASE_OVER


# ---- applying actions -----------------------------------------------------------------
def apply(state: KingdominoState, action: KingdominoAction) -> KingdominoOutcome:
    """Carry out a legal action and say what it did; raise IllegalAction (state
    unchanged) otherwise."""
    before, phase = state.round, state.phase
    domino = state.current_domino() if isinstance(action, (Place, Discard)) else None
    _carry_out(state, action, phase)
    new_round, over = state.round != before, ended(phase, state.phase)
    if domino is None and not new_round and not over:
        return NOTHING_MOVED
    return KingdominoOutcome(new_round, over, domino, isinstance(action, Discard))


NOTHING_MOVED = KingdominoOutcome()    # a choice within a round (outcomes are immutable: one serves)


def _carry_out(state: KingdominoState, action: KingdominoAction, phase: str) -> None:
    if isinstance(action, Place):
        if phase != PHASE_PLACE:
            raise _not_now(N_("place a domino"), state)
        d = state.domino_to_place()
        k = state.kingdoms[state.player_to_act()]
        anchor = k.anchor_at(action.x, action.y, action.rot)
        if anchor is None or not k.anchor_masks(d)[action.rot] >> anchor & 1:
            raise why_illegal(k, d, Placement(action.x, action.y, action.rot))
        k.place_anchor(d, action.rot, anchor)
        _after_place(state)
    elif isinstance(action, Discard):
        if phase != PHASE_PLACE:
            raise _not_now(N_("discard"), state)
        k = state.kingdoms[state.player_to_act()]
        if k.count_placements(state.domino_to_place()):
            raise IllegalAction(N_("this domino can be placed, so it may not be discarded"))
        state.discards[state.player_to_act()] += 1
        _after_place(state)
    elif isinstance(action, Choose):
        if phase != PHASE_CHOOSE:
            raise _not_now(N_("choose a domino"), state)
        put_king_on(state, action.number)
        _advance(state)
    elif isinstance(action, NextGame):
        if phase != PHASE_INTERLUDE:
            raise _not_now(N_("start the next game"), state)
        state.game_no += 1
        _setup_game(state)
    else:
        raise IllegalAction(f"not an action: {action!r}")


def put_king_on(state: Any, number: int) -> None:
    """Move the acting king onto domino `number` of the next line, if it is there and free.
    Shared by every domino game's draft (Kingdomino, Queendomino)."""
    if number not in state.next:
        raise IllegalAction(N_("domino {number} is not in the line to choose from"), number=number)
    slot = state.next.index(number)
    if state.next_kings[slot] != FREE:
        raise IllegalAction(N_("domino {number} already holds a king"), number=number)
    state.next_kings[slot] = state.acting_king()


def _after_place(state: KingdominoState) -> None:
    if state.next:
        state.phase = PHASE_CHOOSE
    else:
        _advance(state)


def _advance(state: KingdominoState) -> None:
    """Move to the next king, the next round, or the end of the game."""
    if state.round == 0:
        state.turn += 1
        if state.turn == len(state.draft_order):
            _start_round(state)
        return
    # the current line holds only chosen dominoes, so every slot has a king
    if state.turn + 1 < len(state.current):
        state.turn += 1
        state.phase = PHASE_PLACE
    elif state.next:
        _start_round(state)
    else:
        _end_game(state)


def _start_round(state: KingdominoState) -> None:
    """The chosen line becomes the current one; unchosen dominoes leave the game."""
    state.round += 1
    kept = [(n, k) for n, k in zip(state.next, state.next_kings) if k != FREE]
    state.current = [n for n, _ in kept]
    state.current_kings = [k for _, k in kept]
    if state.lines_left > 0:
        state.lines_left -= 1
        state.next = _draw_line(state)
        state.next_kings = [FREE] * len(state.next)
    else:
        state.next, state.next_kings = [], []
    state.turn = 0
    state.phase = PHASE_PLACE


def _end_game(state: KingdominoState) -> None:
    bonuses = bonuses_of(state.config)
    state.finished.append([[scoring.total(k, bonuses, d), scoring.largest_territory(k),
                            scoring.total_crowns(k)] for k, d in zip(state.kingdoms, state.discards)])
    state.phase = PHASE_INTERLUDE if state.game_no < state.config.games_in_match else PHASE_OVER


@lru_cache(maxsize=64)
def bonuses_of(config: GameConfig) -> scoring.Bonuses:
    """The chosen variants' bonuses. Decision (docs/rules.md): where the set-up cannot fill
    N×N (Mighty Duel with the Wider offer: a kingdom gets 18 dominoes, 36 of the 48 squares
    around its castle), Harmony is "no domino discarded"; everywhere else the two
    conditions coincide (rules version 2 on; version 1 asked for N×N there too)."""
    b = scoring.Bonuses.of(config.spec.variants, config.variants)
    setup = config.setup
    fills = 2 * config.rounds * setup.kings_each + 1 >= setup.size * setup.size   # a domino per king a round
    if b.harmony and not fills and config.rules_version >= 2:
        b = replace(b, harmony_by_discards=True)
    return b


# ---- messages -------------------------------------------------------------------------
def _not_now(what: str, state: KingdominoState) -> IllegalAction:
    """`what` (a marked verb phrase) is not allowed in this phase, and what is due instead."""
    if state.phase == PHASE_OVER:
        return IllegalAction(N_("cannot {what}: the game is over"), what=Message(what))
    if state.phase == PHASE_INTERLUDE:
        return IllegalAction(N_("cannot {what}: start the next game of the match first"), what=Message(what))
    need = {PHASE_PLACE: N_("place (or discard) the current domino"),
            PHASE_CHOOSE: N_("choose a domino of the next line")}[state.phase]
    return must_first(what, state.player_to_act(), need)


def must_first(what: str, player: int, need: str) -> IllegalAction:
    """The refusal 'cannot `what` now: player N must `need`' (both marked verb phrases)."""
    return IllegalAction(N_("cannot {what} now: player {n} must {need}"),
                         what=Message(what), n=player + 1, need=Message(need))


def why_illegal(k: Kingdom, d: Domino, p: Placement) -> IllegalAction:
    """The refusal of placing domino d at p, naming the first rule it breaks (Queendomino too)."""
    first = square_name(p.x, p.y, k.n)
    if not 0 <= p.rot < 4:
        return IllegalAction(N_("domino {number} at {square}: its turn must be east, south, west or north (0 to 3)"),
                             number=d.number, square=first)
    second = square_name(*p.second(), k.n)
    where = Message(N_("domino {number} on {squares}"), {"number": d.number, "squares": f"{first}–{second}"})
    anchor = k.anchor_of(p)
    if anchor is None or not (k.allowed >> anchor & 1 and k.allowed >> (anchor + (1 if p.rot % 2 == 0 else k.g.stride)) & 1):
        return IllegalAction(N_("{where}: the kingdom would be larger than {n}×{n}"), where=where, n=k.n)
    step = 1 if p.rot % 2 == 0 else k.g.stride
    if (k.occ >> anchor & 1) or (k.occ >> (anchor + step) & 1):
        return IllegalAction(N_("{where}: a square is already taken"), where=where)
    if d.symmetric and p.rot >= 2:
        return IllegalAction(N_("{where}: both halves are alike; name its squares the other way round: {squares}"),
                             where=where, squares=f"{second}–{first}")
    return IllegalAction(N_("{where}: neither half touches the castle or the same terrain"), where=where)


# ---- results --------------------------------------------------------------------------
def results(state: KingdominoState) -> list[PlayerResult]:
    """Ranking of finished games (docs/rules.md, Winning).
    Decision: a Dynasty match ranks on summed totals, ties on summed tie-break values."""
    games = state.finished
    if not games:
        raise IllegalAction(N_("no game has finished yet"))
    n = state.config.players
    sums = [[sum(g[p][i] for g in games) for i in range(3)] for p in range(n)]
    return rank(sums)


def rank(stats: list[list[int]]) -> list[PlayerResult]:
    """Rank players by [total, largest territory, crowns]; equal on all three share."""
    out = []
    for p, mine in enumerate(stats):
        better = sum(1 for q in stats if q > mine)
        # the deepest tie-break needed to separate p from anyone with the same total
        level = max((1 if q[1] != mine[1] else 2 if q[2] != mine[2] else 3
                     for i, q in enumerate(stats) if i != p and q[0] == mine[0]), default=0)
        out.append(PlayerResult(p, mine[0], mine[1], mine[2], better + 1, TIE_BREAKS[level]))
    return out


TIE_BREAKS = ("", "largest territory", "most crowns", "shared")


RULES: Rules[KingdominoState, KingdominoAction, KingdominoOutcome] = Rules(
    "kingdomino", new_game=new_game, legal_actions=legal_actions, apply=apply, is_over=is_over, results=results,
    fewest_actions=fewest_actions, public_view=public_view, determinise=determinise, sampled_state=sampled_state,
    score_file=score_file, scored_games=SCORED_GAMES)
