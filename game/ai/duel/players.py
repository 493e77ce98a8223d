"""Kingdomino Duel players: `random` (uniform over the legal actions) and `greedy`.

`greedy` maximises its own map score right after the action: a drawing counts as the
map it leaves; a spell or the castle bonus counts as the best drawing it enables (it
is used only when that beats drawing without it); a die pick counts as the best
drawing the picked dice allow with the best die still to come. Ties: random.
"""
from __future__ import annotations

from typing import cast

from game.rules.duel import rules
from game.rules.duel.actions import DuelAction, Pass, Pick, PickTwo, PlaceDie, PlaceDomino
from game.rules.duel.legal import pending_dice
from game.rules.duel.scoring import Drawings, total
from game.rules.duel.state import NOBODY, PHASE_PICK, PHASE_PLACE, DuelState
from game.rules.rng import Rng

_FREE = (PlaceDomino, PlaceDie, Pass)
DRAWINGS_MEMO = 20_000    # best drawings remembered (by map and dice) before starting afresh
_drawings: dict[tuple, int] = {}


class DuelRandomPlayer:
    name = "random"

    def __init__(self, seed: int | str) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, state: DuelState) -> DuelAction:
        actions = rules.legal_actions(state)
        return actions[self.rng.below(len(actions))]


class DuelGreedyPlayer:
    def __init__(self, seed: int | str, name: str = "greedy") -> None:
        self.name = name
        self.rng = Rng.from_seed(seed)

    def choose(self, state: DuelState) -> DuelAction:
        actions, values = self.scored(state)
        best = max(values)
        picks = [a for a, v in zip(actions, values) if v == best]
        return picks[self.rng.below(len(picks))] if len(picks) > 1 else picks[0]

    def scored(self, state: DuelState) -> tuple[list[DuelAction], list[tuple]]:
        """The legal actions and greedy's value of each (higher is better)."""
        p = state.player_to_act()
        actions = rules.legal_actions(state)
        if state.phase == PHASE_PICK:
            drawings: dict[frozenset[int], int] = {}
            base = total(state.maps[p], state.domain[p])
            values = [(self._pick_value(state, a, p, base, drawings), not isinstance(a, PickTwo))
                      for a in actions]
        else:
            # prefer actions that spend nothing (drawings, passes, lightning choices)
            base = total(state.maps[p], state.domain[p])
            drawn = Drawn(state, p, base)
            values = [(self._value(state, a, p, 2, base, drawn), _free(a, state)) for a in actions]
        return actions, values

    def _value(self, state: DuelState, action: DuelAction, p: int, depth: int, base: int,
               drawn: Drawn | None = None) -> int:
        """p's map score after the action; base: p's score now; drawn: Drawn(state, p, base)
        when the caller weighs many actions of this state."""
        if isinstance(action, PlaceDomino):
            return (drawn or Drawn(state, p, base)).after(action)
        if isinstance(action, PlaceDie) and (not depth or len(pending_dice(state, p)) == 1):
            return (drawn or Drawn(state, p, base)).after_die(action)     # nothing to look ahead to
        after = state.copy()
        rules.apply(after, action)
        if depth and after.phase == PHASE_PLACE and after.placer == p:
            m = after.maps[p]
            same = m.arms == state.maps[p].arms and m.crosses == state.maps[p].crosses
            now = base if same and after.domain[p] == state.domain[p] else total(m, after.domain[p])
            drawn = Drawn(after, p, now)
            return max(self._value(after, a, p, depth - 1, now, drawn) for a in rules.legal_actions(after))
        return total(after.maps[p], after.domain[p])

    def _pick_value(self, state: DuelState, action: DuelAction, p: int, base: int,
                    drawings: dict[frozenset[int], int]) -> int:
        """The best drawing the pick leads to; `drawings` remembers each pair of dice's best
        (every pair is reached from both of its dice)."""
        # the pick phase offers only Pick and PickTwo
        mine = state.dice_of(p) + ([action.first, action.second] if isinstance(action, PickTwo)
                                   else [cast(Pick, action).die])
        if len(mine) == 2:
            return self.best_drawing(state, p, mine, base, drawings)
        rest = [d for d, o in enumerate(state.owner) if o == NOBODY and d not in mine]
        return max(self.best_drawing(state, p, mine + [d], base, drawings) for d in rest)

    def best_drawing(self, state: DuelState, p: int, dice: list[int], base: int,
                      drawings: dict[frozenset[int], int]) -> int:
        """Best score p could reach by drawing these two dice now (no spells); `drawings`
        remembers it by dice for this decision, the module's memo by p's map and the dice'
        faces across decisions and games (it is a pure function of them: the other
        player's picks and drawings change nothing of it, so remembering changes no choice)."""
        key = frozenset(dice)
        if key not in drawings:
            m = state.maps[p]
            known = (tuple(m.arms), tuple(m.crosses), state.domain[p],
                     tuple((rules.face(state, d), state.done[d]) for d in sorted(dice)))
            value = _drawings.get(known)
            if value is None:
                trial = state.copy()
                trial.owner = [p if d in dice else 1 - p for d in range(len(trial.owner))]
                trial.phase, trial.placer, trial.active = PHASE_PLACE, p, []
                options = rules.placements(trial)
                drawn = Drawn(trial, p, base)
                value = max((self._value(trial, a, p, 0, base, drawn) for a in options), default=base)
                if len(_drawings) >= DRAWINGS_MEMO:
                    _drawings.clear()
                _drawings[known] = value
            drawings[key] = value
        return drawings[key]


class Drawn:
    """p's map score after each of many drawings of p's dice in one state (greedy
    weighs every one): the dice's faces looked up and the map's territories listed once."""
    __slots__ = ("dice", "faces", "drawings")

    def __init__(self, state: DuelState, p: int, base: int) -> None:
        """base: p's score now."""
        self.dice = state.dice_of(p)
        self.faces = [rules.face(state, die) for die in self.dice]
        self.drawings = Drawings(state.maps[p], state.domain[p], base)

    def after(self, action: PlaceDomino) -> int:
        fa, fb = self.faces
        return self.drawings.after(((action.a, action.arms_a if action.arms_a >= 0 else fa.arms, fa.crosses),
                                    (action.b, action.arms_b if action.arms_b >= 0 else fb.arms, fb.crosses)))

    def after_die(self, action: PlaceDie) -> int:
        """p's map score after drawing one die (split dice)."""
        f = self.faces[self.dice.index(action.die)]
        return self.drawings.after(((action.cell, action.arms if action.arms >= 0 else f.arms, f.crosses),))


def _free(action: DuelAction, state: DuelState) -> bool:
    """Whether an action spends nothing (no spell, no castle bonus)."""
    return state.phase != PHASE_PLACE or isinstance(action, _FREE)
