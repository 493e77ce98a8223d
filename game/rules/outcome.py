"""What one applied action did, as every game's rules `apply` returns it.

The window words, sounds and shows a move from the outcome of the one real `apply`
(never by trying the move on a copy); each game's rules add their own facts in a
subclass (KingdominoOutcome, queendomino.outcome, duel.outcome).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.components import Domino
from game.rules.phases import PHASE_INTERLUDE, PHASE_OVER


@dataclass(frozen=True, slots=True)
class Outcome:
    new_round: bool = False      # the round number changed (a round ended, or a match's next game began)
    game_ended: bool = False     # a game was won (a game of a match too)


@dataclass(frozen=True, slots=True)
class KingdominoOutcome(Outcome):
    domino: Domino | None = None     # the domino placed or discarded (None: no domino moved)
    discarded: bool = False          # it fitted nowhere and left the game


def ended(before: str, after: str) -> bool:
    """A game was won between phases `before` and `after` (every game calls its end
    "over"; Dynasty's games between those of a match end in the interlude)."""
    done = (PHASE_OVER, PHASE_INTERLUDE)
    return after in done and before not in done
