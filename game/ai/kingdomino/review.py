"""The review coach of Kingdomino and Královská zahrada (game/ai/review.py).

A placement is compared with the expert planner's favourite placements (the best one for
each pick, then the next best), a pick with every free domino of the line. Everybody plays
on with the cheap planner the expert's search plays people with (`CHEAP_WIDTH`), to
the end of the game (of a Dynasty match's game): a move is worth the seat's final margin
over the best other kingdom, bonuses included.
"""
from __future__ import annotations

from game.ai.kingdomino.planner import Planner, to_action
from game.ai.kingdomino.search import CHEAP_WIDTH, diverse
from game.ai.kingdomino.tuning import EXPERT_LOOKAHEAD, EXPERT_WEIGHTS
from game.rules import scoring
from game.rules.actions import Choose, KingdominoAction
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_INTERLUDE, PHASE_OVER, KingdominoState
from game.rules.rng import Rng

WIDTH = 6          # placements compared with the played one, at most


class KingdominoCoach:
    def __init__(self) -> None:
        self.proposer = Planner(0, "review", width=8, weights=EXPERT_WEIGHTS, lookahead=EXPERT_LOOKAHEAD)

    def pick_follows(self, after: KingdominoState, seat: int) -> bool:
        """The seat picks next after its placement: the Hint names the placement together
        with the pick judged best after it (game/ai/hint.py)."""
        return after.phase == PHASE_CHOOSE and after.current_player() == seat

    def kind(self, state: KingdominoState, action: KingdominoAction) -> str:
        return "pick" if isinstance(action, Choose) else "place"

    def alternatives(self, state: KingdominoState) -> list[KingdominoAction]:
        if state.phase == PHASE_CHOOSE:
            return [Choose(n) for n, king in zip(state.next, state.next_kings) if king == FREE]
        spots = []
        for _, spot, _ in diverse(self.proposer.candidates(state), 4 * WIDTH):
            if spot not in spots:
                spots.append(spot)
        return [to_action(state, spot) for spot in spots[:WIDTH]]

    def policy(self, seat: int, rng: Rng) -> Planner:
        player = Planner(0, width=CHEAP_WIDTH, weights=EXPERT_WEIGHTS, lookahead=0.0)
        player.rng = rng
        return player

    def points(self, state: KingdominoState, seat: int) -> float:
        return scoring.total(state.kingdoms[seat], kingdomino.bonuses_of(state.config), state.discards[seat])

    def margin(self, state: KingdominoState, seat: int) -> float:
        totals = [self.points(state, p) for p in range(len(state.kingdoms))]
        mine = totals.pop(seat)
        return mine - max(totals)

    def ended(self, state: KingdominoState) -> bool:
        return state.phase in (PHASE_OVER, PHASE_INTERLUDE)
