"""The Queendomino coach against a position whose answer is known: a building the opponent
is about to take."""
from __future__ import annotations

from game.ai.explain import explain
from game.ai.review import coach_for, review_decision
from game.rules.actions import Choose
from game.rules.queendomino.actions import Build
from game.rules.registry import rules_for
from tests.ai.played import played


def _before_the_build():
    """Seed 25, two medium players, 92 actions in: house 1 may build; the board holds two
    buildings of kind 11, and house 0 (2 coins) can afford the cheap one and would score 11
    with it."""
    return played("queendomino", "medium", 25, 92)


def test_a_building_the_opponent_is_about_to_take_is_taken():
    s = _before_the_build()
    coach = coach_for("queendomino")
    assert s.house_to_act() == 1 and s.board[1] == s.board[5] == 11 and Choose(7) in rules_for("queendomino").legal_actions(s)
    denial = Build(1, 4, -1)
    why = explain(s, "queendomino", [denial])
    assert why.reasons[-1].kind == "deny_building" and why.reasons[-1].values == {"kind": 11, "seat": 0, "points": 11}
    # building nothing (the pick straight away) leaves it to house 0: a clear loss of margin,
    # though the house's own points would hardly change
    skip = review_decision(s, Choose(7), coach, 24)
    assert isinstance(skip.best, Build) and s.board[skip.best.slot] == 11
    assert skip.loss > 10 and abs(skip.best_points - skip.played_points) < skip.loss / 2
    assert review_decision(s, denial, coach, 24).loss < skip.loss / 4
