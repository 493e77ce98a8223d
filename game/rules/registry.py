"""Which rules module plays which game id. Every front end (CLI, UI, AI, saves)
goes through this table, so a new game is one entry here.

A rules module provides: new_game(config, seed) -> state; legal_actions(state);
apply(state, action) -> what it did, an Outcome (game/rules/outcome.py; raises
IllegalAction, state unchanged); is_over(state);
results(state) -> list of results with .player, .total, .rank, .tie_break; and what is
public of a state: public_view(state), determinise(state, rng), sampled_state(view, rng)
(game/rules/hidden.py).
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


def public_view(state: State) -> dict:
    """What every seat sees of `state`, whichever game it is (game/rules/hidden.py)."""
    return rules_for(state.config.game).public_view(state)


def sampled_state(view: object, rng: Rng):
    """A full state rebuilt from a public view of any game, the hidden parts drawn from
    `rng`. ValueError (with the reason) when the view is malformed."""
    config = GameConfig.from_dict(view.get("config") if isinstance(view, dict) else None)
    return rules_for(config.game).sampled_state(view, rng)
