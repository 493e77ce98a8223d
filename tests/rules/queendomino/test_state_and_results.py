"""Saving and replaying Queendomino games, illegal actions, ranking and tie-breaks."""
from __future__ import annotations

import json

import pytest

from game.rules import queendomino as q
from game.rules.actions import Choose, IllegalAction, Place, action_from_dict, action_to_dict
from game.rules.config import GameConfig
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight
from game.rules.queendomino.scoring import ScoreSheet, rank_houses
from game.rules.queendomino.state import QueenState
from game.rules.registry import rules_for
from game.rules.replay import GameRecord, replay
from game.rules.rng import Rng


def _random_log(cfg: GameConfig, seed: int, upto: int | None = None):
    s = q.new_game(cfg, seed)
    rng, log = Rng(seed), []
    while not q.is_over(s) and (upto is None or len(log) < upto):
        acts = q.legal_actions(s)
        a = acts[rng.below(len(acts))]
        q.apply(s, a)
        log.append(a)
    return s, log


def test_registered_for_both_games():
    assert rules_for("queendomino") is q.RULES and rules_for("royal_wedding") is q.RULES
    assert isinstance(rules_for("royal_wedding").new_game(GameConfig("royal_wedding", 6, ("teams",)), 1), QueenState)


@pytest.mark.parametrize("cfg", [GameConfig("queendomino", 2), GameConfig("royal_wedding", 6, ("teams",))])
def test_to_dict_round_trips_mid_game_and_the_restored_game_plays_on_identically(cfg):
    for upto in (5, 40, 90):
        s, _ = _random_log(cfg, 21, upto)
        d = json.loads(json.dumps(s.to_dict()))
        r = QueenState.from_dict(d)
        assert r == s and r.to_dict() == s.to_dict()
        c = s.copy()
        rng_a, rng_b = Rng(5), Rng(5)
        while not q.is_over(s):
            acts_s, acts_r, acts_c = q.legal_actions(s), q.legal_actions(r), q.legal_actions(c)
            assert acts_s == acts_r == acts_c
            i = rng_a.below(len(acts_s))
            assert i == rng_b.below(len(acts_r))
            q.apply(s, acts_s[i])
            q.apply(r, acts_s[i])
            q.apply(c, acts_s[i])
        assert [x.total for x in q.results(s)] == [x.total for x in q.results(r)] \
            == [x.total for x in q.results(c)]


def test_from_dict_rejects_malformed_states_with_a_reason():
    s, _ = _random_log(GameConfig("queendomino", 3), 2, 30)
    d = s.to_dict()
    for key, value in [("board", ["no_such_building"] * 6), ("coins", "many"), ("kingdoms", [[]])]:
        with pytest.raises(ValueError) as err:
            QueenState.from_dict({**d, key: value})
        assert "malformed" in str(err.value)


def test_every_action_type_serialises_and_a_record_replays_exactly():
    for a in (Knight(1, -2), Build(3, 0, 2), Dragon(5), EndTurn()):
        assert action_from_dict(json.loads(json.dumps(action_to_dict(a)))) == a
    cfg = GameConfig("royal_wedding", 4)
    seed = next(seed for seed in range(40) if {type(a) for a in _random_log(cfg, seed)[1]}
                >= {Place, Knight, Build, Dragon, Choose, EndTurn})
    s, log = _random_log(cfg, seed)
    rec = GameRecord.from_dict(json.loads(json.dumps(GameRecord(cfg, seed, log).to_dict())))
    assert replay(rec) == s


def test_illegal_actions_leave_the_state_unchanged():
    s, _ = _random_log(GameConfig("queendomino", 4), 3, 6)
    while s.phase != "place":
        q.apply(s, q.legal_actions(s)[0])
    before = s.to_dict()
    for bad in (Place(9, 9, 0), Place(0, 1, 7), Knight(0, 1), Build(0, 0, 1), EndTurn(),
                Choose(999), "nonsense"):
        with pytest.raises(IllegalAction) as err:
            q.apply(s, bad)
        assert str(err.value) and "\n" not in str(err.value)
        assert s.to_dict() == before


def _sheet(total, largest, leftover):
    return ScoreSheet(total, 0, (0,) * 7, 0, (), 0, largest, 0, leftover, ())


def test_tie_breaks_largest_territory_then_coins_left_over_then_shared():
    ranks = rank_houses([_sheet(50, 6, 0), _sheet(50, 7, 0), _sheet(40, 9, 2)])
    assert ranks == [(2, "largest territory"), (1, "largest territory"), (3, "")]
    ranks = rank_houses([_sheet(50, 6, 1), _sheet(50, 6, 2)])
    assert ranks == [(2, "coins left over"), (1, "coins left over")]
    assert rank_houses([_sheet(50, 6, 2), _sheet(50, 6, 2)]) == [(1, "shared"), (1, "shared")]


def test_results_only_after_the_end_and_with_a_score_sheet():
    s, _ = _random_log(GameConfig("queendomino", 2), 4, 10)
    with pytest.raises(IllegalAction):
        q.results(s)
    s, _ = _random_log(GameConfig("queendomino", 2), 4)
    for r in q.results(s):
        cats = r.sheet.by_category()
        assert sum(cats.values()) == r.total and set(cats) >= {"wealth", "T", "buildings", "queen"}
        assert r.sheet.queen == (r.largest_territory if s.queen == r.house else 0)
