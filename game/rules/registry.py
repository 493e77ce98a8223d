"""Which rules module plays which game id. Every front end (CLI, UI, AI, saves)
goes through this table, so a new game is one entry here.

A rules module provides: new_game(config, seed) -> state; legal_actions(state);
apply(state, action) (raises IllegalAction, state unchanged); is_over(state);
results(state) -> list of results with .player, .total, .rank, .tie_break.
Its state provides current_player(), copy(), to_dict() and a from_dict classmethod
(the State protocol below: what code that serves every game may read of a state).
"""
from __future__ import annotations

from types import ModuleType
from typing import Protocol, Self

from game.rules import duel, kingdomino, queendomino
from game.rules.config import GameConfig
from game.rules.rng import Rng


class State(Protocol):
    """The part every game's state shares (GameState, QueenState, DuelState)."""
    config: GameConfig
    rng: Rng
    round: int
    phase: str

    def current_player(self) -> int | None: ...

    def copy(self) -> Self: ...

    def to_dict(self) -> dict: ...

RULES: dict[str, ModuleType] = {
    "kingdomino": kingdomino,
    "kralovska_zahrada": kingdomino,
    "duel": duel,
    "queendomino": queendomino,
    "royal_wedding": queendomino,
}


def rules_for(game: str) -> ModuleType:
    try:
        return RULES[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r} (choose from {', '.join(sorted(RULES))})") from None
