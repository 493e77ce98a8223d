"""Kingdomino Duel, the dice game of the family (docs/rules.md, Kingdomino Duel).

The package builds the family's rules object for the registry (RULES, game/rules/family.py):
new_game, legal_actions, apply, is_over and results over a DuelState, and what is public of
it (hidden.py).
"""
from game.rules.duel.actions import DuelAction
from game.rules.duel.hidden import determinise, public_view, sampled_state
from game.rules.duel.outcome import DuelOutcome
from game.rules.duel.rules import apply, fewest_actions, is_over, legal_actions, new_game, results
from game.rules.duel.sheet_file import SCORED_GAMES
from game.rules.duel.sheet_file import score_duel_file as score_file
from game.rules.duel.state import DuelState
from game.rules.family import Rules

__all__ = ["apply", "fewest_actions", "score_file", "SCORED_GAMES", "is_over", "legal_actions", "new_game", "results", "DuelState",
           "public_view", "determinise", "sampled_state", "RULES"]

RULES: Rules[DuelState, DuelAction, DuelOutcome] = Rules(
    "duel", new_game=new_game, legal_actions=legal_actions, apply=apply, is_over=is_over, results=results,
    fewest_actions=fewest_actions, public_view=public_view, determinise=determinise, sampled_state=sampled_state,
    score_file=score_file, scored_games=SCORED_GAMES)
