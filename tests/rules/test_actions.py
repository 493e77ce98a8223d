"""Actions: illegal ones raise IllegalAction with a clear reason and change nothing;
action dicts round-trip and malformed dicts are refused."""
import pytest

from game.rules.actions import Choose, Discard, IllegalAction, NextGame, Place, action_from_dict, action_to_dict
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_PLACE
from tests.rules.support import random_game

CFG = GameConfig("kingdomino", 4)


def at_first_placement(cfg=CFG, seed=3):
    s = kingdomino.new_game(cfg, seed)
    while s.phase != PHASE_PLACE:
        kingdomino.apply(s, kingdomino.legal_actions(s)[0])
    return s


def refused(state, action, message):
    before = state.to_dict()
    with pytest.raises(IllegalAction) as exc:
        kingdomino.apply(state, action)
    text = str(exc.value)
    assert message in text and "\n" not in text
    assert state.to_dict() == before


def test_wrong_phase_is_refused():
    s = kingdomino.new_game(CFG, 1)
    assert s.phase == PHASE_CHOOSE
    refused(s, Place(1, 0, 0), "cannot place a domino now")
    refused(s, Discard(), "cannot discard now")
    refused(s, NextGame(), "cannot start the next game")
    p = at_first_placement()
    refused(p, Choose(p.next[0]), "cannot choose a domino now")
    refused(p, NextGame(), "cannot start the next game")


def test_occupied_square_is_refused():
    s = at_first_placement()
    refused(s, Place(0, 0, 0), "already taken")      # the castle
    legal = kingdomino.legal_actions(s)[0]
    kingdomino.apply(s, legal)
    while s.phase != PHASE_PLACE or s.current_player() != 0 or s.round < 2:
        kingdomino.apply(s, kingdomino.legal_actions(s)[0])
    taken = s.kingdoms[0].squares()[0]
    refused(s, Place(taken[0], taken[1], 0), "already taken")


def test_out_of_bounds_is_refused():
    s = at_first_placement()
    refused(s, Place(4, 0, 0), "larger than 5×5")       # second half leaves the window
    refused(s, Place(40, -3, 1), "larger than 5×5")
    k = s.kingdoms[s.current_player()]
    k.set_square(1, 0, 0, 0)
    k.set_square(2, 0, 0, 0)
    k.set_square(3, 0, 0, 0)
    refused(s, Place(-1, 1, 2), "larger than 5×5")      # x=-2 with squares up to x=3


def test_not_connected_is_refused():
    s = at_first_placement()
    refused(s, Place(2, 2, 0), "neither half touches")


def test_bad_rotation_is_refused():
    s = at_first_placement()
    refused(s, Place(1, 0, 4), "turn must be east")
    refused(s, Place(1, 0, -1), "turn must be east")


def test_discard_when_placeable_is_refused():
    s = at_first_placement()
    refused(s, Discard(), "may not be discarded")


def test_discard_is_the_only_action_when_nothing_fits():
    s = at_first_placement()
    k = s.kingdoms[s.current_player()]
    d = s.current_domino()
    # surround the castle with a terrain neither half has, then fill the window's rim
    other = next(t for t in range(6) if t not in (d.t1, d.t2))
    for x in range(-2, 3):
        for y in range(-2, 3):
            if (x, y) != (0, 0):
                k.set_square(x, y, other, 0)
    assert kingdomino.legal_actions(s) == [Discard()]
    refused(s, Place(3, 0, 0), "larger than")
    player = s.current_player()
    kingdomino.apply(s, Discard())
    assert s.discards[player] == 1 and s.phase == PHASE_CHOOSE


def test_choosing_a_taken_or_absent_domino_is_refused():
    s = kingdomino.new_game(CFG, 5)
    n = s.next[0]
    kingdomino.apply(s, Choose(n))
    refused(s, Choose(n), f"domino {n} already holds a king")
    absent = next(x for x in range(1, 49) if x not in s.next)
    refused(s, Choose(absent), f"domino {absent} is not in the line")
    refused(s, Choose(0), "not in the line")


def test_after_the_game_everything_is_refused():
    final, _ = random_game(CFG, 2)
    assert kingdomino.legal_actions(final) == []
    for a in (Place(1, 0, 0), Discard(), Choose(1), NextGame()):
        refused(final, a, "the game is over")


def test_non_actions_are_refused():
    s = kingdomino.new_game(CFG, 1)
    refused(s, "choose 3", "not an action")


@pytest.mark.parametrize("action", [Place(-2, 1, 3), Discard(), Choose(17), NextGame()])
def test_action_dict_round_trip(action):
    d = action_to_dict(action)
    assert isinstance(d["type"], str)
    assert action_from_dict(d) == action


@pytest.mark.parametrize("bad, message", [
    (None, "not an action"),
    ([], "not an action"),
    ({}, "not an action"),
    ({"type": "jump"}, "not an action"),
    ({"type": "place", "x": 1, "y": 0}, "'rot'"),
    ({"type": "place", "x": "1", "y": 0, "rot": 0}, "'x'"),
    ({"type": "place", "x": 1.0, "y": 0, "rot": 0}, "'x'"),
    ({"type": "choose", "number": True}, "'number'"),
    ({"type": "choose"}, "'number'"),
])
def test_malformed_action_dicts_are_refused(bad, message):
    with pytest.raises(IllegalAction, match=message):
        action_from_dict(bad)


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_every_familys_actions_are_actions_that_the_log_format_reads_back(game):
    """Shared code types "any family's action" as Action: each family's actions derive from it."""
    from game.rules.actions import Action
    from game.rules.registry import rules_for
    rules = rules_for(game)
    state = rules.new_game(GameConfig(game, 2), 3)
    seen = set()
    for _ in range(60):
        if rules.is_over(state):
            break
        legal = rules.legal_actions(state)
        for a in legal:
            assert isinstance(a, Action) and action_from_dict(action_to_dict(a)) == a
            seen.add(type(a))
        rules.apply(state, legal[-1])
    assert len(seen) >= 2
