"""Player names (as used by `simulate --agents`) to player factories, per game.

Each game registers its own players here; front ends only call make_player.
"""
from __future__ import annotations

from typing import Callable, Protocol

from .duel_players import DuelGreedyPlayer, DuelRandomPlayer
from .greedy import GreedyPlayer
from .queendomino_players import QueenGreedyPlayer, QueenRandomPlayer
from .random_player import RandomPlayer


class Player(Protocol):
    name: str

    def choose(self, state): ...


Factory = Callable[[int | str], Player]

PLAYERS: dict[str, dict[str, Factory]] = {
    "kingdomino": {"random": RandomPlayer, "greedy": GreedyPlayer},
    "kralovska_zahrada": {"random": RandomPlayer, "greedy": GreedyPlayer},
    "queendomino": {"random": QueenRandomPlayer, "greedy": QueenGreedyPlayer},
    "royal_wedding": {"random": QueenRandomPlayer, "greedy": QueenGreedyPlayer},
    "duel": {"random": DuelRandomPlayer, "greedy": DuelGreedyPlayer},
}


def player_names(game: str) -> list[str]:
    return list(PLAYERS.get(game, {}))


def make_player(name: str, game: str, seed: int | str) -> Player:
    table = PLAYERS.get(game, {})
    if name not in table:
        raise ValueError(f"unknown agent {name!r} for {game} (choose from {', '.join(table) or 'none'})")
    return table[name](seed)
