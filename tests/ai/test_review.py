"""The review of every game it covers: the last move of a game, where the final points of
each choice are known exactly, is blamed by exactly what it cost."""
from __future__ import annotations

import pytest

from game.ai.registry import make_player
from game.ai.review import coach_for, review_decision, review_game
from game.rules.config import GameConfig
from game.rules.registry import rules_for
from game.rules.replay import GameRecord

GAMES = ("kingdomino", "kralovska_zahrada", "queendomino", "royal_wedding")


def _before_last_action(game: str, seed: int):
    """The state before the last action of a game of random players. (A Duel game ends on
    dice picks and passes once the maps are full, so Duel has no such test yet.)"""
    rules = rules_for(game)
    state = rules.new_game(GameConfig(game, 2 if game == "queendomino" else 4), seed)
    player = make_player("random", game, seed)
    before = state
    while not rules.is_over(state):
        before = state.copy()
        rules.apply(state, player.choose(state))
    return before


def _exact_points(state, action, seat: int) -> float | None:
    """seat's final points, as the rules' results give them, when `action` ends the game
    (None when it does not)."""
    s = state.copy()
    rules = rules_for(s.config.game)
    rules.apply(s, action)
    return next(r.total for r in rules.results(s) if r.player == seat) if rules.is_over(s) else None


@pytest.mark.parametrize("game", GAMES)
def test_the_last_move_worse_by_known_points_is_found_with_its_size(game):
    rules = rules_for(game)
    coach = coach_for(game)
    for seed in range(40):
        state = _before_last_action(game, seed)
        seat = state.current_player()
        exact = {a: _exact_points(state, a, seat) for a in rules.legal_actions(state)}
        points = {a: p for a, p in exact.items() if p is not None}
        if len(points) < len(exact):
            continue
        best = max(points.values())
        worst = min(points, key=lambda a: (points[a], str(a)))
        if best - points[worst] < 2 or max(points[a] for a in coach.alternatives(state)) != best:
            continue
        r = review_decision(state, worst, coach, 3)
        assert r.played == worst and r.played_points == points[worst] and r.se == 0.0
        assert r.loss == best - points[worst] and points[r.best] == best
        return
    pytest.fail(f"no game of {game} ended on a costly choice the expert proposes the best of")


@pytest.mark.parametrize("game", ("queendomino", "duel"))
def test_a_game_is_reviewed_decision_by_decision_for_one_seat(game):
    rules = rules_for(game)
    config = GameConfig(game, 2)
    state = rules.new_game(config, 3)
    record = GameRecord(config, 3)
    player = make_player("random", game, 3)
    while not rules.is_over(state) and len(record.actions) < 12:      # 12 actions hold 2 or 3 kinds
        record.actions.append(player.choose(state))
        rules.apply(state, record.actions[-1])
    reviews = list(review_game(record, [1], samples=2))
    assert reviews and all(r.seat == 1 and r.samples == 2 and r.loss >= 0 for r in reviews)
    assert all(r.action_no <= 12 for r in reviews) and len({r.kind for r in reviews}) >= 2
