"""A known position reached by play: two computer levels from a seed, a number of actions in."""
from __future__ import annotations

from typing import Any

from game.ai.registry import make_player
from game.rules.config import GameConfig
from game.rules.registry import rules_for


def played(game: str, level: str, seed: int, actions: int) -> Any:
    """The state after `actions` actions of two `level` players (seeded "SEED:SEAT") from `seed`."""
    rules = rules_for(game)
    s = rules.new_game(GameConfig(game, 2), seed)
    players = [make_player(level, game, f"{seed}:{i}") for i in range(2)]
    for _ in range(actions):
        rules.apply(s, players[s.current_player()].choose(s))
    return s
