"""Why a move: each family's explain module (registered in game/ai/<family>/levels.py),
and the explanation of a seat's last turn from a game record (the state before it is
rebuilt by replaying the log), so the table can explain a hint and the computer's last move
alike. Never imports pygame.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.ai.reasons import Explanation
from game.ai.registry import computer_players
from game.rules.actions import Action, Discard, Place
from game.rules.replay import GameRecord, replay


def explain(state: Any, game: str, actions: Sequence[Action]) -> Explanation:
    """Why the acting player takes `actions` (one turn, legal in order) from `state`."""
    return computer_players(game).explain(state, actions)


def last_turn(actions: Sequence[Action], actors: Sequence[int | None], seats: set[int]) -> tuple[int, int] | None:
    """(first, end) of the latest turn taken by one of `seats`: its run of consecutive
    actions, from its last placement (or discard) on when the run holds one (a king that
    places twice in a row took two turns). None when none of them has acted."""
    end = next((i + 1 for i in range(len(actors) - 1, -1, -1) if actors[i] in seats), None)
    if end is None:
        return None
    first = end - 1
    while first > 0 and actors[first - 1] == actors[end - 1]:
        first -= 1
    places = [i for i in range(first, end) if isinstance(actions[i], (Place, Discard))]
    return (places[-1] if places else first), end


def explain_last_turn(record: GameRecord, actors: Sequence[int | None], seats: set[int]) -> Explanation | None:
    """Why the latest turn of one of `seats` was played, computed on the state before it."""
    span = last_turn(record.actions, actors, seats)
    if span is None:
        return None
    first, end = span
    return explain(replay(record, first), record.config.game, record.actions[first:end])
