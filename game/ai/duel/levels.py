"""Kingdomino Duel's computer players, registered once for the family."""
from __future__ import annotations

from game.ai.duel import explain
from game.ai.duel.players import DuelGreedyPlayer, DuelRandomPlayer
from game.ai.duel.review import DuelCoach
from game.ai.duel.search import DuelSearchPlayer
from game.ai.levels import ComputerPlayers, Levels, easy, plain, timed


def levels(game: str) -> Levels:
    """Duel's medium is greedy and hard a small search (2 sampled futures, 1 round): the
    expert's search went only 63.8 % against the same search with fewer samples, short of
    the ladder's 65 % (docs/ai-strength.md)."""
    return Levels({"random": plain(DuelRandomPlayer), "greedy": plain(DuelGreedyPlayer),
                   "easy": easy(DuelGreedyPlayer, DuelRandomPlayer),
                   "medium": plain(DuelGreedyPlayer, name="medium"),
                   "hard": timed(DuelSearchPlayer, "hard", 0.2, candidates=3, max_iter=2, horizon=1),
                   "expert": timed(DuelSearchPlayer, "expert", 1.0, horizon=3)},
                  samples={"hard": 2, "expert": 25})


def coach(game: str) -> DuelCoach:
    return DuelCoach()


COMPUTER = ComputerPlayers("duel", levels, explain.explain, coach)
