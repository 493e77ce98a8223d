"""What a Queendomino action did: the coins that changed hands, the tax a knight
brought, the building bought (and its price) or burnt by the Dragon, the domino placed
or discarded. The table words, sounds and shows the move from it."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.outcome import KingdominoOutcome


@dataclass(frozen=True, slots=True)
class QueenOutcome(KingdominoOutcome):
    coins: tuple[int, ...] = ()     # each house's change of coins
    tax: int = 0                    # the coins a knight brought
    built: int = -1                 # the building bought (index into buildings()), -1: none
    cost: int = 0                   # what it cost
    burnt: int = -1                 # the building the Dragon burnt, -1: none
