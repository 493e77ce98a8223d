"""KingdominoState as plain data: JSON-safe dicts that round-trip; malformed dicts refused."""
import json

import pytest

from game.rules.config import ConfigError, GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_INTERLUDE, PHASE_OVER, KingdominoState

CFG = GameConfig("kingdomino", 2, ("dynasty", "harmony"))


def states_of_a_dynasty_match():
    s = kingdomino.new_game(CFG, 5)
    out = [s.copy()]
    while not kingdomino.is_over(s):
        kingdomino.apply(s, kingdomino.legal_actions(s)[-1])
        out.append(s.copy())
    return out


def test_every_state_of_a_match_round_trips_through_json():
    states = states_of_a_dynasty_match()
    phases = {s.phase for s in states}
    assert {PHASE_INTERLUDE, PHASE_OVER} <= phases
    for s in states:
        d = s.to_dict()
        assert json.loads(json.dumps(d)) == d
        back = KingdominoState.from_dict(json.loads(json.dumps(d)))
        assert back.to_dict() == d and back == s
        assert back.current_player() == s.current_player()
        assert kingdomino.legal_actions(back) == kingdomino.legal_actions(s)


def test_copy_shares_nothing_mutable():
    s = states_of_a_dynasty_match()[30]
    c = s.copy()
    kingdomino.apply(c, kingdomino.legal_actions(c)[0])
    assert c != s
    assert c.rng is not s.rng and c.kingdoms[0] is not s.kingdoms[0]


@pytest.mark.parametrize("change, message", [
    (lambda d: d.pop("box"), "box"),
    (lambda d: d.__setitem__("kingdoms", [[[1, 0, "Q1"]], []]), "malformed"),
    (lambda d: d.__setitem__("kingdoms", [[[0, 0, "W1"]], []]), "already filled"),
    (lambda d: d.__setitem__("kingdoms", [[]]), "wrong number of kingdoms"),
    (lambda d: d.__setitem__("phase", "dance"), "unknown phase"),
    (lambda d: d.__setitem__("rng", "zz"), "malformed"),
    (lambda d: d.__setitem__("round", "one"), "malformed"),
])
def test_malformed_state_dicts_are_refused(change, message):
    d = json.loads(json.dumps(kingdomino.new_game(CFG, 1).to_dict()))
    change(d)
    with pytest.raises(ValueError, match=message):
        KingdominoState.from_dict(d)


def test_bad_config_in_a_state_is_a_config_error():
    d = kingdomino.new_game(CFG, 1).to_dict()
    d["config"] = {"game": "kingdomino", "players": 7}
    with pytest.raises(ConfigError):
        KingdominoState.from_dict(d)
    for bad in (None, [], "state"):
        with pytest.raises(ValueError, match="malformed"):
            KingdominoState.from_dict(bad)


@pytest.mark.parametrize("damage", [
    lambda d: d["kingdoms"][0].append([1, 1, "W9"]),
    lambda d: d["kingdoms"][0].extend([[4, 0, "W0"], [-4, 0, "W0"]]),
    lambda d: d.update(turn=99),
    lambda d: d.update(box=d["box"] + d["box"][:1]),
    lambda d: d.update(next_kings=d["next_kings"] + [0]),
])
def test_inconsistent_states_are_refused(damage):
    state = kingdomino.new_game(GameConfig("kingdomino", 4), 3)
    d = state.to_dict()
    damage(d)
    with pytest.raises(ValueError, match="malformed"):
        KingdominoState.from_dict(d)
