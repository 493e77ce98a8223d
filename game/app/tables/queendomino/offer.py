"""What the acting player may do now at the Queendomino table (Offer), read once per state
change from the rules' legal_actions: the scene, its keys and its drawing ask it."""
from __future__ import annotations

from game.app.table_game import TableGame
from game.rules.actions import Choose
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight
from game.rules.queendomino.state import PHASE_OVER, QueenState
from game.rules.queendomino.turn import knight_tax


class Offer:
    """What the acting player may do now, read once per state change from legal_actions."""

    def __init__(self, session: TableGame) -> None:
        st = session.state_as(QueenState)
        self.actions = session.rules.legal_actions(st) if st.phase != PHASE_OVER else []
        acts = self.actions
        # knight squares and the exact tax each would bring (the rules count it)
        self.knights = {(a.x, a.y): knight_tax(st, a) for a in acts if isinstance(a, Knight)}
        self.builds = {a for a in acts if isinstance(a, Build)}
        self.build_slots = {a.slot for a in self.builds}
        self.dragon_slots = {a.slot for a in acts if isinstance(a, Dragon)}
        self.end_turn = any(isinstance(a, EndTurn) for a in acts)
        self.choose = any(isinstance(a, Choose) for a in acts)

    def towns_for(self, slot: int) -> set[tuple[int, int]]:
        return {(a.x, a.y) for a in self.builds if a.slot == slot}

    @property
    def optional(self) -> bool:
        return bool(self.knights or self.builds or self.dragon_slots)
