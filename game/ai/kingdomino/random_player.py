"""The `random` player: uniform over the legal actions of the generator."""
from __future__ import annotations

from game.rules.actions import Choose, Discard, KingdominoAction
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_PLACE, KingdominoState
from game.rules.rng import Rng


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int | str) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, state: KingdominoState) -> KingdominoAction:
        """Same distribution as picking from legal_actions(), without building the list."""
        if state.phase == PHASE_PLACE:
            k = state.kingdoms[state.player_to_act()]
            masks = k.anchor_masks(state.domino_to_place())
            e, so, w, n = masks
            total = e.bit_count() + so.bit_count() + w.bit_count() + n.bit_count()
            if not total:
                return Discard()
            i = self.rng.below(total)
            for rot, m in enumerate(masks):
                c = m.bit_count()
                if i < c:
                    for _ in range(i):
                        m &= m - 1
                    return k.place_action(rot, (m & -m).bit_length() - 1)
                i -= c
        if state.phase == PHASE_CHOOSE:
            free = [n for n, king in zip(state.next, state.next_kings) if king == FREE]
            return Choose(free[self.rng.below(len(free))])
        return kingdomino.legal_actions(state)[0]
