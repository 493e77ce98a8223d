"""Player names (as used by `simulate --agents`) to player factories, per game.

Each game registers its own players here; front ends only call make_player. Levels
easy < medium < hard < expert are measured in docs/ai-strength.md; random and greedy
are the reference players. A factory takes (seed, budget) where budget is the level's
seconds per move (None: the player has no clock).
"""
from __future__ import annotations

from typing import Callable, Protocol

from .duel_players import DuelGreedyPlayer, DuelRandomPlayer
from .duel_search import DuelSearchPlayer
from .easy import EasyPlayer
from .greedy import GreedyPlayer
from .planner import Planner
from .queen_planner import QueenPlanner
from .queendomino_players import QueenGreedyPlayer, QueenRandomPlayer
from .random_player import RandomPlayer
from .search import SearchPlayer


class Player(Protocol):
    name: str

    def choose(self, state): ...


Factory = Callable[[int | str, float | None], Player]

# Seconds per move of each level at budget_scale 1 (issue 7: hard <= 1 s, expert <= 2 s).
BUDGETS = {"hard": 0.6, "expert": 1.6}


def _plain(cls) -> Factory:
    return lambda seed, budget=None: cls(seed)


def _easy(greedy, rand) -> Factory:
    return lambda seed, budget=None: EasyPlayer(seed, greedy, rand)


def _level(cls, name: str, **kw) -> Factory:
    return lambda seed, budget=None: cls(seed, name=name, **({"budget": budget} if budget else {}), **kw)


def _kingdomino() -> dict[str, Factory]:
    return {"random": _plain(RandomPlayer), "greedy": _plain(GreedyPlayer),
            "easy": _easy(GreedyPlayer, RandomPlayer),
            "medium": _level(Planner, "medium", width=4),
            "hard": _level(SearchPlayer, "hard", candidates=4),
            "expert": _level(SearchPlayer, "expert", candidates=6)}


def _queendomino() -> dict[str, Factory]:
    return {"random": _plain(QueenRandomPlayer), "greedy": _plain(QueenGreedyPlayer),
            "easy": _easy(QueenGreedyPlayer, QueenRandomPlayer),
            "medium": _level(QueenPlanner, "medium", search=False),
            "hard": _level(QueenPlanner, "hard"),
            "expert": _level(QueenPlanner, "expert")}


def _duel() -> dict[str, Factory]:
    return {"random": _plain(DuelRandomPlayer), "greedy": _plain(DuelGreedyPlayer),
            "easy": _easy(DuelGreedyPlayer, DuelRandomPlayer),
            "medium": _level(DuelSearchPlayer, "medium", samples=0),
            "hard": _level(DuelSearchPlayer, "hard"),
            "expert": _level(DuelSearchPlayer, "expert")}


PLAYERS: dict[str, dict[str, Factory]] = {
    "kingdomino": _kingdomino(),
    "kralovska_zahrada": _kingdomino(),
    "queendomino": _queendomino(),
    "royal_wedding": _queendomino(),
    "duel": _duel(),
}


def player_names(game: str) -> list[str]:
    return list(PLAYERS.get(game, {}))


def make_player(name: str, game: str, seed: int | str, budget_scale: float = 1.0,
                move_time: float | None = None) -> Player:
    """A fresh player. Searching levels think for their BUDGETS entry × budget_scale
    seconds per move, or exactly move_time when given (simulate --move-time)."""
    table = PLAYERS.get(game, {})
    if name not in table:
        raise ValueError(f"unknown agent {name!r} for {game} (choose from {', '.join(table) or 'none'})")
    budget = move_time if move_time else (BUDGETS[name] * budget_scale if name in BUDGETS else None)
    return table[name](seed, budget)
