"""The review coach of Kingdomino Duel (game/ai/review.py).

Decisions: dice (a pick), draws (a drawing or a pass), spells and the castle bonus. The
played action is compared with greedy's best few; both players play on greedily to the end
of the game, and a move is worth the seat's final margin over the opponent.
"""
from __future__ import annotations

from game.ai.duel.players import DuelGreedyPlayer
from game.ai.duel.search import DuelSearchPlayer
from game.rules.duel.actions import CastleBonus, DuelAction, Pass, Pick, PickTwo, PlaceDie, PlaceDomino
from game.rules.duel.scoring import total
from game.rules.duel.state import PHASE_OVER, DuelState
from game.rules.rng import Rng

WIDTH = 5          # alternatives compared with the played move, at most
KINDS = {Pick: "dice", PickTwo: "dice", PlaceDomino: "draw", PlaceDie: "draw", Pass: "draw",
         CastleBonus: "castle bonus"}


class DuelCoach:
    def __init__(self) -> None:
        self.proposer = DuelSearchPlayer(0)

    def kind(self, state: DuelState, action: DuelAction) -> str:
        return KINDS.get(type(action), "spell")

    def alternatives(self, state: DuelState) -> list[DuelAction]:
        self.proposer.rng = Rng.from_seed("alternatives")    # its ties broken alike on every call: one judgement
        return self.proposer.ranked(state)[:WIDTH]

    def policy(self, seat: int, rng: Rng) -> DuelGreedyPlayer:
        player = DuelGreedyPlayer(0)
        player.rng = rng
        return player

    def points(self, state: DuelState, seat: int) -> float:
        return total(state.maps[seat], state.domain[seat])

    def margin(self, state: DuelState, seat: int) -> float:
        return self.points(state, seat) - self.points(state, 1 - seat)

    def ended(self, state: DuelState) -> bool:
        return state.phase == PHASE_OVER
