"""What a family's computer-player folder registers (game/ai/<family>/levels.py), and the
factories its levels are made with. The folder registers once for all its games; the
registry (game/ai/registry.py) looks a game's players up by its family.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence, runtime_checkable

from game.ai.easy import EasyPlayer
from game.ai.reasons import Explanation


class Player(Protocol):
    name: str

    def choose(self, state: Any) -> Any: ...


@runtime_checkable
class TimedPlayer(Player, Protocol):
    """A searching level: it thinks `budget` seconds per move, or exactly `samples`
    sampled futures per move when that is set (the same games on any machine)."""
    budget: float
    samples: int | None


Factory = Callable[[int | str, float, float | None], Player]


def plain(cls: Callable[..., Player], **kw: Any) -> Factory:
    return lambda seed, scale, move_time: cls(seed, **kw)


def easy(greedy: Callable[[int | str], Any], rand: Callable[[int | str], Any]) -> Factory:
    return lambda seed, scale, move_time: EasyPlayer(seed, greedy, rand)


def timed(cls: Callable[..., Player], name: str, budget: float, **kw: Any) -> Factory:
    """A searching level: `budget` seconds per move × scale, or exactly move_time."""
    return lambda seed, scale, move_time: cls(seed, name=name,
                                              budget=move_time or budget * scale, **kw)


@dataclass(frozen=True)
class Levels:
    """One game's computer players: factories by player name (as `simulate --agents` names
    them), and the work a searching level does with the samples budget: sampled futures
    per move (samples), or rollouts per decision by rounds to go (rollouts)."""
    players: dict[str, Factory]
    samples: dict[str, int] = field(default_factory=dict)
    rollouts: dict[str, tuple[int, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class ComputerPlayers:
    """A family's computer players, registered once in its folder: the levels of each of its
    games, why a move is played (Hint and "Why?"), and the review's coach of each game."""
    family: str
    levels: Callable[[str], Levels]                        # game id -> its levels
    explain: Callable[[Any, Sequence[Any]], Explanation]   # (state, one turn's actions)
    coach: Callable[[str], Any]            # game id -> the review's coach (game.ai.review.Coach)
