"""Kingdomino's computer players, registered once for Kingdomino and Královská zahrada
(the same levels: the two games differ only in their first round and names)."""
from __future__ import annotations

from game.ai.kingdomino import explain
from game.ai.kingdomino.greedy import GreedyPlayer
from game.ai.kingdomino.mce import MCEPlayer
from game.ai.kingdomino.planner import Planner
from game.ai.kingdomino.random_player import RandomPlayer
from game.ai.kingdomino.review import KingdominoCoach
from game.ai.kingdomino.search import SearchPlayer
from game.ai.kingdomino.tuning import EXPERT_PLAN, EXPERT_ROLLOUTS, EXPERT_SEARCH, HARD_PLAN, SEAT_MODELS
from game.ai.levels import ComputerPlayers, Levels, easy, plain, timed


def levels(game: str) -> Levels:
    """Every game of the family plays the same levels."""
    return Levels({"random": plain(RandomPlayer), "greedy": plain(GreedyPlayer),
                   "easy": easy(GreedyPlayer, RandomPlayer),
                   "medium": plain(GreedyPlayer, name="medium"),
                   "hard": plain(Planner, name="hard", **HARD_PLAN),
                   "expert": timed(SearchPlayer, "expert", 1.0, seat_models=SEAT_MODELS, **EXPERT_SEARCH,
                                   **EXPERT_PLAN),
                   "mce": plain(MCEPlayer)},
                  rollouts={"expert": EXPERT_ROLLOUTS})


def coach(game: str) -> KingdominoCoach:
    return KingdominoCoach()


COMPUTER = ComputerPlayers("kingdomino", levels, explain.explain, coach)
