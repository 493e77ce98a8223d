"""A game is its config, seed and action log: replaying them rebuilds it exactly."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.i18n import N_, MessageError
from game.rules.actions import IllegalAction, action_from_dict, action_to_dict
from game.rules.config import GameConfig
from game.rules.registry import rules_for


@dataclass
class GameRecord:
    config: GameConfig
    seed: int | str
    actions: list[Any] = field(default_factory=list)     # any family's actions (action_to_dict names each)

    def to_dict(self) -> dict:
        return {"config": self.config.to_dict(), "seed": self.seed,
                "actions": [action_to_dict(a) for a in self.actions]}

    @classmethod
    def from_dict(cls, d: dict) -> "GameRecord":
        if not isinstance(d, dict) or not isinstance(d.get("actions"), list):
            raise MessageError(N_("a game record needs config, seed and an actions list"))
        seed = d.get("seed")
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise MessageError(N_("a game record's seed must be an integer or text"))
        return cls(GameConfig.from_dict(d.get("config")), seed,
                   [action_from_dict(a) for a in d["actions"]])


def replay(record: GameRecord, upto: int | None = None) -> Any:
    """The state after the first `upto` actions (all by default); an illegal logged
    action raises IllegalAction naming its position in the log."""
    rules = rules_for(record.config.game)
    state = rules.new_game(record.config, record.seed)
    for i, a in enumerate(record.actions[:upto]):
        try:
            rules.apply(state, a)
        except IllegalAction as exc:
            raise IllegalAction(N_("action {n} of the log: {reason}"), n=i + 1, reason=exc) from exc
    return state
