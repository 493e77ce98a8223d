"""Rules of Queendomino and the Royal Wedding (docs/rules.md, Queendomino), as the family's rules
object (RULES, game/rules/family.py): new_game, legal_actions, apply, is_over, results, and
public_view, determinise, sampled_state.

Modules: state (plain data), setup (new games, lines, first round), turn (steps A–E,
the generator, round flow), board (builders board, supplies, Queen, Dragon), scoring
(score sheets, ranking), hidden (what no player knows), kingdom_file (the `score` command's queendomino kingdoms).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_
from game.rules.actions import IllegalAction
from game.rules.family import Rules
from game.rules.kingdom import Kingdom
from game.rules.kingdomino.rules import fewest_actions
from game.rules.queendomino.actions import QueenAction
from game.rules.queendomino.hidden import determinise, public_view, sampled_state
from game.rules.queendomino.kingdom_file import SCORED_GAMES
from game.rules.queendomino.kingdom_file import score_queendomino_file as score_file
from game.rules.queendomino.outcome import QueenOutcome
from game.rules.queendomino.scoring import ScoreSheet, rank_houses, score_house
from game.rules.queendomino.setup import new_game
from game.rules.queendomino.state import PHASE_OVER, QueenState
from game.rules.queendomino.turn import apply, is_over, legal_actions
from game.rules.scoring import Territory, territories

__all__ = ["new_game", "legal_actions", "apply", "fewest_actions", "score_file", "SCORED_GAMES", "is_over", "results", "house_sheet", "queen_territory",
           "QueenState", "PlayerResult", "public_view", "determinise", "sampled_state", "RULES"]


@dataclass(frozen=True, slots=True)
class PlayerResult:
    player: int
    house: int              # the player's team in the Royal Wedding's team mode, else the player
    total: int              # the house's total (partners share it)
    largest_territory: int  # tie-break 1
    leftover_coins: int     # tie-break 2 (coins mod 3)
    rank: int               # 1 = winner; equal ranks share the place
    tie_break: str          # "" or what separated this player from an equal total
    sheet: ScoreSheet       # the score pad: sheet.by_category() and per building


def house_sheet(state: QueenState, house: int, kingdom: Kingdom | None = None) -> ScoreSheet:
    """The score of a house as the game stands (final once the game is over); players
    may pass a what-if copy of its kingdom."""
    return score_house(kingdom or state.kingdoms[house], state.built[house], state.coins[house],
                       state.knights_owned(house), state.towers[house], state.queen == house)


def queen_territory(state: QueenState, house: int) -> Territory | None:
    """The territory the Queen's extra crown counts in: the house's largest (the one its
    score sheet takes), when the house hosts the Queen."""
    if state.queen != house:
        return None
    ts = territories(state.kingdoms[house])
    return ts[0] if ts else None


def results(state: QueenState) -> list[PlayerResult]:
    """Per player, ranked by their house (docs/rules.md, Scoring and winning)."""
    if state.phase != PHASE_OVER:
        raise IllegalAction(N_("the game has not finished yet"))
    sheets = [house_sheet(state, h) for h in range(state.mode.houses)]
    ranks = rank_houses(sheets)
    out = []
    for p in range(state.config.players):
        h = state.house_of(p)
        s = sheets[h]
        out.append(PlayerResult(p, h, s.total, s.largest_territory, s.leftover_coins,
                                ranks[h][0], ranks[h][1], s))
    return out


RULES: Rules[QueenState, QueenAction, QueenOutcome] = Rules(
    "queendomino", new_game=new_game, legal_actions=legal_actions, apply=apply, is_over=is_over, results=results,
    fewest_actions=fewest_actions, public_view=public_view, determinise=determinise, sampled_state=sampled_state,
    score_file=score_file, scored_games=SCORED_GAMES)
