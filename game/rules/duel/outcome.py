"""What a Kingdomino Duel action did: the dice it named with the faces they showed
(a round's end rerolls them), the coats of arms drawn, the spells won. The table words
and sounds the move from it."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.components import DuelFace
from game.rules.outcome import Outcome


@dataclass(frozen=True, slots=True)
class DuelOutcome(Outcome):
    dice: tuple[int, ...] = ()             # the dice the action took, drew or marked
    faces: tuple[DuelFace, ...] = ()       # their faces as they showed then
    arms: tuple[int, ...] = ()             # a drawing: the coat of arms each die drew ("?" chosen)
    spells: tuple[tuple[int, int], ...] = ()   # (player, spell) for every spell won
