"""The Duel review: a drawing worse by a known number of points is found with its size."""
from __future__ import annotations

from game.ai.duel.players import DuelRandomPlayer
from game.ai.duel.review import DuelCoach
from game.ai.review import review_decision
from game.rules import duel
from game.rules.config import GameConfig
from game.rules.duel.actions import PlaceDomino
from game.rules.duel.scoring import total
from game.rules.duel.state import PHASE_OVER, PHASE_PLACE, DuelState


def _last_drawing(seed: int) -> DuelState:
    """Player B about to draw, in a round after which the game ends with nothing left to
    decide: A's map is filled, every spell and B's castle bonus are spent, so each drawing
    of B's has exact final points."""
    state = duel.new_game(GameConfig("duel", 2), seed)
    player = DuelRandomPlayer(seed)
    while not (state.round >= 3 and state.phase == PHASE_PLACE and state.placer == state.second
               and not state.active and len(duel.legal_actions(state)) > 1):
        duel.apply(state, player.choose(state))
        assert not duel.is_over(state)
    a = state.maps[state.first]
    free = a.free()
    for cell in range(len(a.crosses)):
        if free >> cell & 1:
            a.draw(cell, 0, 0)
    state.spell_owner = [state.first] * len(state.spell_owner)
    state.spell_used = [True] * len(state.spell_used)
    state.castle_used[state.second] = True
    return state


def _final_points(state: DuelState, action) -> int:
    s = state.copy()
    seat = s.placer
    duel.apply(s, action)
    assert s.phase == PHASE_OVER
    return total(s.maps[seat], s.domain[seat])


def test_a_drawing_worse_by_known_points_is_found_with_its_size():
    found = 0
    for seed in range(30):
        state = _last_drawing(seed)
        actions = duel.legal_actions(state)
        assert all(isinstance(a, PlaceDomino) for a in actions)
        points = {a: _final_points(state, a) for a in actions}
        best = max(points.values())
        worst = min(points, key=lambda a: (points[a], str(a)))
        coach = DuelCoach()
        if best - points[worst] < 2 or max(points[a] for a in coach.alternatives(state)) != best:
            continue
        r = review_decision(state, worst, coach, 3)
        assert r.kind == "draw" and r.played == worst and r.played_points == points[worst] and r.se == 0.0
        assert r.loss == best - points[worst] and points[r.best] == best
        top = max(points, key=lambda a: (points[a], str(a)))
        assert review_decision(state, top, coach, 3).loss == 0
        found += 1
        if found == 3:
            return
    raise AssertionError(f"only {found} of the Duel positions had a costly drawing the expert proposes the best of")
