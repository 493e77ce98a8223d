"""Who acts next in a match (`Match.next_step`), the one answer every driver switches on:
the window's tables, the server's tables and `play_out` (simulate, resume --autoplay).

A computer seat's `Question` is the work to do: its player deciding on a state of its own,
so it may run in another thread or process (it reads nothing of the match once asked).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, TypeVar

from game.ai.levels import Player

ActionT = TypeVar("ActionT")


@dataclass(frozen=True)
class Question(Generic[ActionT]):
    """Seat's move to work out: `player` choosing on `state` (a state of its own)."""
    player: Player
    state: Any

    def __call__(self) -> ActionT:
        action: ActionT = self.player.choose(self.state)
        return action


@dataclass(frozen=True)
class Over:
    """The game has ended: nobody acts."""


@dataclass(frozen=True)
class Nobody(Generic[ActionT]):
    """A step nobody decides (the next game of a Dynasty match): `action` is played."""
    action: ActionT


@dataclass(frozen=True)
class Person:
    """A person at this computer is to act on `seat`."""
    seat: int


@dataclass(frozen=True)
class Waiting:
    """The seat is decided elsewhere (the network, a lesson's script) and its move is not here yet."""
    seat: int


@dataclass(frozen=True)
class Arrived(Generic[ActionT]):
    """The move of a seat decided elsewhere has come: it is played like a computer's."""
    seat: int
    action: ActionT


@dataclass(frozen=True)
class Computer(Generic[ActionT]):
    """A computer seat is to act; `ask()` makes its question from the match as it stands
    then (a driver asks once per move, not on every look at the step)."""
    seat: int
    ask: Callable[[], Callable[[], ActionT]]


Step = Over | Nobody[ActionT] | Person | Waiting | Arrived[ActionT] | Computer[ActionT]
