"""A game being played, whoever plays it: `Match` (game/match/match.py) owns its
configuration, seats, record, state, autosave, undo floor, whose turn it is, a computer
seat's move and the end. The window's tables, a networked table on either side, the
lessons, `simulate`, `resume` and the server all drive play through one; how a computer seat
is asked for its move is said by its `Thinking`; who acts next, by `next_step()` (steps.py)."""
from __future__ import annotations

from game.match.match import (
           REMOTE,
           AnyMatch,
           KeptPlayers,
           Match,
           Seat,
           SeatLike,
           SeededThinking,
           ServedThinking,
           Thinking,
)
from game.match.steps import Arrived, Computer, Nobody, Over, Person, Question, Step, Waiting

__all__ = ["REMOTE", "AnyMatch", "KeptPlayers", "Match", "Seat", "SeatLike", "SeededThinking", "ServedThinking", "Thinking",
           "Arrived", "Computer", "Nobody", "Over", "Person", "Question", "Step", "Waiting"]
