"""Player names (as used by `simulate --agents`) to player factories."""
from __future__ import annotations

from typing import Callable, Protocol

from ..rules.actions import Action
from ..rules.state import GameState
from .greedy import GreedyPlayer
from .random_player import RandomPlayer


class Player(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


AGENTS: dict[str, Callable[[int | str], Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
}


def make_player(name: str, seed: int | str) -> Player:
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r} (choose from {', '.join(AGENTS)})")
    return AGENTS[name](seed)
