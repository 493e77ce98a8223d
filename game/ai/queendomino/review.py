"""The review coach of Queendomino and the Royal Wedding (game/ai/review.py).

Every step is a decision: placement, knight, building, Dragon, pick. The played step is
compared with the expert's candidates (the static policy's move, then the legal actions
with the best immediate house value); everybody plays on with the static policy to the
end of the game, and a move is worth the final margin of the seat's house over the best
other house.
"""
from __future__ import annotations

from game.ai.queendomino.planner import QueenPlanner
from game.ai.queendomino.static import QueenStatic
from game.rules.actions import Choose, Discard, Place
from game.rules.queendomino import house_sheet
from game.rules.queendomino.actions import Build, Dragon, Knight, QueenAction
from game.rules.queendomino.state import PHASE_OVER, QueenState
from game.rules.rng import Rng

WIDTH = 5          # alternatives compared with the played move, at most
KINDS = {Place: "place", Discard: "place", Choose: "pick", Knight: "knight", Build: "building",
         Dragon: "dragon"}


class QueenCoach:
    def __init__(self, keep_knights: int, burns: bool) -> None:
        self.keep_knights, self.burns = keep_knights, burns
        self.proposer = QueenPlanner(0, keep_knights=keep_knights, burns=burns)

    def kind(self, state: QueenState, action: QueenAction) -> str:
        return KINDS.get(type(action), "end of turn")

    def alternatives(self, state: QueenState) -> list[QueenAction]:
        self.proposer.rng = Rng.from_seed("alternatives")    # its ties broken alike on every call: one judgement
        return self.proposer.ranked(state)[:WIDTH]

    def policy(self, seat: int, rng: Rng) -> QueenStatic:
        player = QueenStatic(0, keep_knights=self.keep_knights, burns=self.burns)
        player.rng = rng
        return player

    def points(self, state: QueenState, seat: int) -> float:
        return house_sheet(state, state.house_of(seat)).total

    def margin(self, state: QueenState, seat: int) -> float:
        totals = [house_sheet(state, h).total for h in range(len(state.kingdoms))]
        mine = totals.pop(state.house_of(seat))
        return mine - max(totals)

    def ended(self, state: QueenState) -> bool:
        return state.phase == PHASE_OVER
