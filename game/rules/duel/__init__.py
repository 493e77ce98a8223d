"""Kingdomino Duel, the dice game of the family (docs/rules.md, Kingdomino Duel).

The package is the game's rules module for the registry: new_game, legal_actions,
apply, is_over and results, over a DuelState, and what is public of it (hidden.py).
"""
from game.rules.duel.hidden import determinise, public_view, sampled_state
from game.rules.duel.rules import apply, fewest_actions, is_over, legal_actions, new_game, results
from game.rules.duel.sheet_file import SCORED_GAMES
from game.rules.duel.sheet_file import score_duel_file as score_file
from game.rules.duel.state import DuelState

__all__ = ["apply", "fewest_actions", "score_file", "SCORED_GAMES", "is_over", "legal_actions", "new_game", "results", "DuelState",
           "public_view", "determinise", "sampled_state"]
