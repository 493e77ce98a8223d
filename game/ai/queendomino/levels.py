"""Queendomino's computer players, registered once for Queendomino and the Royal Wedding;
the games differ in how deep the expert searches, the tax under which hard and the expert
keep a knight in the guard, the expert's samples, whether the levels pay the Dragon and
whether the expert's futures count what a kingdom may still be worth (measured per game)."""
from __future__ import annotations

from dataclasses import dataclass

from game.ai.levels import ComputerPlayers, Levels, easy, plain, timed
from game.ai.queendomino import explain
from game.ai.queendomino.dragon import burn
from game.ai.queendomino.planner import QueenPlanner
from game.ai.queendomino.players import QueenGreedyPlayer, QueenRandomPlayer
from game.ai.queendomino.review import QueenCoach
from game.ai.queendomino.static import QueenStatic


@dataclass(frozen=True)
class Tuning:
    expert_horizon: int    # rounds the expert searches (Royal Wedding: 3 measured no stronger than 2)
    keep_knights: int      # the tax under which hard and the expert keep a knight (docs/ai-strength.md)
    expert_samples: int    # the expert's sampled futures per move with the samples budget
    burns: bool            # medium, hard and the expert pay the Dragon (the Royal Wedding: measured no stronger)
    small_horizon: int | None = None  # rounds it searches on 5×5 kingdoms, where they differ
    potential: bool = False  # the expert's futures count what each kingdom may still be worth (the
    #                          Royal Wedding: +19.4 ± 5.3 points of margin a game; Queendomino: unmeasured)


# measured per game of the family (docs/ai-strength.md); a game of the family not named
# here plays Queendomino's
TUNING = {"queendomino": Tuning(expert_horizon=3, keep_knights=5, expert_samples=16, burns=True),
          "royal_wedding": Tuning(expert_horizon=2, keep_knights=8, expert_samples=30, burns=False,
                                   small_horizon=3, potential=True)}


def tuning(game: str) -> Tuning:
    return TUNING.get(game, TUNING["queendomino"])


def levels(game: str) -> Levels:
    """hard plays the static policy; the expert searches the game's rounds deep."""
    t = tuning(game)
    return Levels({"random": plain(QueenRandomPlayer), "greedy": plain(QueenGreedyPlayer),
                   "easy": easy(QueenGreedyPlayer, QueenRandomPlayer),
                   "medium": plain(QueenGreedyPlayer, name="medium", dragon=burn if t.burns else None),
                   "hard": plain(QueenStatic, name="hard", keep_knights=t.keep_knights, burns=t.burns),
                   "expert": timed(QueenPlanner, "expert", 1.0, horizon=t.expert_horizon,
                                   small_horizon=t.small_horizon,
                                   keep_knights=t.keep_knights, burns=t.burns,
                                   potential=t.potential)},
                  samples={"expert": t.expert_samples})


def coach(game: str) -> QueenCoach:
    t = tuning(game)
    return QueenCoach(t.keep_knights, t.burns)


COMPUTER = ComputerPlayers("queendomino", levels, explain.explain, coach)
