"""Why a move: each game's explain module by game id, and the explanation of a seat's last
turn from a game record (the state before it is rebuilt by replaying the log), so the
table can explain a hint and the computer's last move alike. Never imports pygame.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.ai.duel import explain as duel_explain
from game.ai.kingdomino import explain as kingdomino_explain
from game.ai.queendomino import explain as queendomino_explain
from game.ai.reasons import Explanation
from game.rules.actions import Action, Discard, Place
from game.rules.replay import GameRecord, replay

EXPLAINERS: dict[str, Callable[[Any, Sequence[Any]], Explanation]] = {   # each game its own state and actions
    "kingdomino": kingdomino_explain.explain, "kralovska_zahrada": kingdomino_explain.explain,
    "queendomino": queendomino_explain.explain, "royal_wedding": queendomino_explain.explain,
    "duel": duel_explain.explain,
}


def explain(state, game: str, actions: Sequence[Action]) -> Explanation:
    """Why the acting player takes `actions` (one turn, legal in order) from `state`."""
    return EXPLAINERS[game](state, actions)


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
