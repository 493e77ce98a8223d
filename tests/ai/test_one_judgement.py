"""The Hint, "Why?" and the review are one judgement: in the same position with the same
budget they name the same best move with the same figures (game/ai/judge.py), whatever move
the review or "Why?" keeps beside the race."""
from __future__ import annotations

import pytest

from game.ai.hint import judged, suggest, verdict
from game.ai.judge import RACE_MIN, judge
from game.ai.review import coach_for, review_decision
from game.rules.registry import rules_for
from tests.ai.played import played

SAMPLES = 8       # futures a decision: past the race's start (RACE_MIN), small enough to be quick

POSITIONS = [("kingdomino", 11, 32), ("queendomino", 5, 100), ("duel", 3, 70)]     # late: short playouts


def _position(game: str, seed: int, actions: int):
    """A position where the mover has a choice (the actions counted on until one)."""
    state = played(game, "greedy", seed, actions)
    rules = rules_for(game)
    while len(rules.legal_actions(state)) < 2:
        rules.apply(state, rules.legal_actions(state)[0])
    return state


@pytest.mark.parametrize("game, seed, actions", POSITIONS)
def test_hint_review_and_why_name_the_same_best_move_with_the_same_figures(game, seed, actions):
    state = _position(game, seed, actions)
    coach, rules = coach_for(game), rules_for(game)
    hint = suggest(state, game, SAMPLES)
    j = judged(state, game, SAMPLES)
    assert hint.action == j.moves[j.best]
    # the review of the hint's move: nothing better, and the hint's own figures
    r = review_decision(state, hint.action, coach, SAMPLES)
    assert r.loss == 0 and r.best == hint.action
    assert (r.margin_played, r.played_points) == (j.margins[j.best], j.points[j.best])
    # whatever other move is kept beside the race (the review's, Why?'s), the race is the
    # same, and Why? on that move says what the review says of it
    other = next(a for a in rules.legal_actions(state) if a != hint.action)
    k = judge(state, coach, SAMPLES, keep=[other])
    assert k.moves[k.best] == hint.action and k.margins[k.best] == j.margins[j.best] and k.samples == j.samples
    v = verdict(state, game, [other], SAMPLES)
    assert v is not None and (v.margin, v.points) == (k.margins[k.moves.index(other)], k.points[k.moves.index(other)])
    assert v.better == ((hint.action,) if v.loss > 0 else ())
    # "Why?" on the turn the hint proposes: the hint's figures, nothing better found
    turn = [hint.action] + ([hint.then] if hint.then is not None else [])
    v = verdict(state, game, turn, SAMPLES)
    assert v is not None and (v.margin, v.points) == (hint.margin, hint.points) and v.loss == 0 and not v.better


@pytest.mark.parametrize("stop_at", [1, RACE_MIN + 1])
def test_a_judgement_withdrawn_part_way_goes_on_to_the_same_figures(monkeypatch, stop_at):
    """The coach working in the background gives way to a move and later goes on from where it
    stopped: the judgement it then gives is the one it would have given without stopping."""
    from game.ai import judge as judging
    from game.ai.judge import Partial
    from game.ai.pool import Cancelled
    game, seed, actions = POSITIONS[0]
    state = _position(game, seed, actions)
    coach = coach_for(game)
    played = rules_for(game).legal_actions(state)[-1]
    whole = judge(state, coach, SAMPLES, keep=[played])
    calls = []

    def withdrawn_once() -> None:
        calls.append(1)
        if len(calls) == stop_at + 1:
            raise Cancelled
    monkeypatch.setattr(judging, "check", withdrawn_once)
    with pytest.raises(Cancelled) as stopped:
        judge(state, coach, SAMPLES, keep=[played])
    (partial,) = stopped.value.args
    assert isinstance(partial, Partial) and partial.futures == stop_at
    assert judge(state, coach, SAMPLES, keep=[played], resume=partial) == whole
    calls.clear()
    with pytest.raises(Cancelled) as again:         # the review names the decision it stopped in
        review_decision(state, played, coach, SAMPLES, 7)
    assert again.value.args[0][0] == 7 and isinstance(again.value.args[0][1], Partial)
