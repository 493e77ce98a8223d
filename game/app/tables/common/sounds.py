"""What a move sounds like at every table, in one place: the effect of each action type
(people's and computers' moves alike), and what the move changed on the way — coins
that changed hands, a round that ended, a game that was won — as the rules' `apply`
said in its outcome. The draft's actions sound here; each family's table registers the
sounds of its own actions (game/app/tables/<family>/entry.py)."""
from __future__ import annotations

from game.app.tables.directory import tables
from game.rules.actions import Choose, Discard, Place
from game.rules.outcome import Outcome

DRAFT_SOUNDS: dict[type, str] = {Choose: "pick", Place: "place", Discard: "discard"}


def sound_of(action: object) -> str | None:
    """The effect of the action's type: the draft's, or its family's table's own."""
    kind = type(action)
    return DRAFT_SOUNDS.get(kind) or next((t.sounds[kind] for t in tables().values() if kind in t.sounds), None)


def heard(outcome: Outcome, action, round_sound: str | None = "round") -> list[str]:
    """The effects a legal action plays, from the outcome its `apply` returned: its own,
    coins when they changed hands, then the fanfare when a game was won or `round_sound`
    when a round ended."""
    own = sound_of(action)
    names = [own] if own else []
    if any(getattr(outcome, "coins", ())):
        names.append("coins")
    if outcome.game_ended:
        names.append("winner")
    elif outcome.new_round and round_sound and round_sound not in names:
        names.append(round_sound)
    return names
