"""Rules of Kingdomino Duel (docs/rules.md, Kingdomino Duel; seed 001): dice draft, drawing, spell book.
A new game, its end and its results here; the legal-move generator in legal.py, carrying out
an action in applying.py, the spell book's names in spells.py (all of them reached from here).

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

from game.rules.components import duel_components
from game.rules.config import ConfigError, GameConfig
from game.rules.duel import scoring
from game.rules.duel.applying import apply, foreseen, start_round
from game.rules.duel.board import DuelMap
from game.rules.duel.legal import face, legal_actions, placements
from game.rules.duel.spells import SPELL_NAMES, spell, spell_word
from game.rules.duel.state import (
    NOBODY,
    PENDING,
    PHASE_OVER,
    PHASE_PICK,
    DuelState,
)
from game.rules.family import PlayerResult
from game.rules.rng import Rng

__all__ = ["SPELL_NAMES", "apply", "face", "fewest_actions", "foreseen", "is_over", "legal_actions", "new_game",
           "placements", "results", "spell", "spell_word"]


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
    start_round(state)
    return state



def fewest_actions(config: GameConfig) -> int:
    """The fewest actions one Duel has: at least two rounds (both players can always draw
    on an empty map), each of 3 picks (nobody owns Two dice at once before round 3) and a
    draw or pass per player."""
    return 2 * (3 + 2)


def is_over(state: DuelState) -> bool:
    return state.phase == PHASE_OVER



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
