"""Game records: config + seed + action log replays the exact game."""
import json

import pytest

from game.rules.actions import Choose, IllegalAction
from game.rules.config import ConfigError, GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.replay import GameRecord, replay
from tests.rules.support import random_game


@pytest.mark.parametrize("cfg, seed", [(GameConfig("kingdomino", 4), 7),
                                       (GameConfig("kralovska_zahrada", 2, ("wider_offer",)), "abc"),
                                       (GameConfig("kingdomino", 3, ("dynasty",)), 3)])
def test_replay_rebuilds_the_final_state(cfg, seed):
    final, log = random_game(cfg, seed) if isinstance(seed, int) else _text_seed_game(cfg, seed)
    rec = GameRecord(cfg, seed, log)
    assert replay(rec).to_dict() == final.to_dict()
    again = GameRecord.from_dict(json.loads(json.dumps(rec.to_dict())))
    assert again.config == cfg and again.seed == seed and again.actions == log
    assert replay(again).to_dict() == final.to_dict()


def _text_seed_game(cfg, seed):
    state = kingdomino.new_game(cfg, seed)
    log = []
    while not kingdomino.is_over(state):
        a = kingdomino.legal_actions(state)[-1]
        kingdomino.apply(state, a)
        log.append(a)
    return state, log


def test_replay_upto_gives_the_intermediate_state():
    cfg = GameConfig("kingdomino", 2)
    state = kingdomino.new_game(cfg, 9)
    log, snapshots = [], [state.to_dict()]
    for _ in range(15):
        a = kingdomino.legal_actions(state)[0]
        kingdomino.apply(state, a)
        log.append(a)
        snapshots.append(state.to_dict())
    rec = GameRecord(cfg, 9, log)
    for i in (0, 1, 7, 15):
        assert replay(rec, i).to_dict() == snapshots[i]


def test_an_illegal_logged_action_names_its_position():
    cfg = GameConfig("kingdomino", 4)
    s = kingdomino.new_game(cfg, 1)
    first = s.next[0]
    with pytest.raises(IllegalAction, match="action 2 of the log"):
        replay(GameRecord(cfg, 1, [Choose(first), Choose(first)]))


@pytest.mark.parametrize("bad, error", [
    (None, ValueError),
    ({"config": {"game": "kingdomino", "players": 2}, "seed": 1}, ValueError),
    ({"config": {"game": "kingdomino", "players": 2}, "seed": 1.5, "actions": []}, ValueError),
    ({"config": {"game": "kingdomino", "players": 2}, "seed": True, "actions": []}, ValueError),
    ({"config": {"game": "kingdomino", "players": 9}, "seed": 1, "actions": []}, ConfigError),
    ({"config": {"game": "kingdomino", "players": 2}, "seed": 1, "actions": [{"type": "x"}]},
     IllegalAction),
])
def test_malformed_records_are_refused(bad, error):
    with pytest.raises(error):
        GameRecord.from_dict(bad)
