"""End of game and ranking (docs/rules.md: Winning, Variants)."""
import pytest

from game.rules import scoring
from game.rules.actions import IllegalAction, NextGame
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_INTERLUDE, PHASE_OVER
from game.rules.rng import Rng
from tests.rules.support import random_game


def ranks(stats):
    return [(r.rank, r.tie_break) for r in kingdomino.rank(stats)]


def test_highest_total_wins():
    assert ranks([[30, 5, 3], [41, 2, 1], [12, 9, 9]]) == [(2, ""), (1, ""), (3, "")]


def test_tie_broken_by_largest_territory():
    assert ranks([[30, 5, 3], [30, 7, 1]]) == [(2, "largest territory"), (1, "largest territory")]


def test_then_by_most_crowns():
    assert ranks([[30, 7, 3], [30, 7, 5]]) == [(2, "most crowns"), (1, "most crowns")]


def test_still_tied_players_share_the_victory():
    r = kingdomino.rank([[30, 7, 5], [30, 7, 5], [20, 9, 9]])
    assert [(x.rank, x.tie_break) for x in r] == [(1, "shared"), (1, "shared"), (3, "")]
    assert [x.total for x in r] == [30, 30, 20]


def test_shared_second_place_and_deepest_tie_break_per_player():
    r = ranks([[50, 1, 1], [30, 7, 5], [30, 7, 5], [30, 6, 9]])
    assert r == [(1, ""), (2, "shared"), (2, "shared"), (4, "largest territory")]


def test_results_of_a_finished_game_match_the_kingdoms():
    cfg = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))
    final, _ = random_game(cfg, 13)
    b = kingdomino.bonuses_of(cfg)
    res = kingdomino.results(final)
    assert [r.player for r in res] == [0, 1, 2, 3]
    for r, k in zip(res, final.kingdoms):
        assert r.total == scoring.total(k, b)
        assert r.largest_territory == scoring.largest_territory(k)
        assert r.crowns == scoring.total_crowns(k)
    best = max(r.total for r in res)
    assert all((r.rank == 1) == (r.total == best) for r in res if r.tie_break == "")


def test_results_before_any_game_finished_is_refused():
    s = kingdomino.new_game(GameConfig("kingdomino", 2), 1)
    with pytest.raises(IllegalAction):
        kingdomino.results(s)


def test_dynasty_is_three_games_ranked_on_sums():
    cfg = GameConfig("kingdomino", 3, ("dynasty",))
    assert cfg.games_in_match == 3
    state = kingdomino.new_game(cfg, 21)
    rng = Rng(5)
    interludes = 0
    while not kingdomino.is_over(state):
        acts = kingdomino.legal_actions(state)
        if state.phase == PHASE_INTERLUDE:
            interludes += 1
            assert acts == [NextGame()]
            scores_now = [scoring.total(k, kingdomino.bonuses_of(cfg)) for k in state.kingdoms]
            assert [p[0] for p in state.finished[-1]] == scores_now
            kingdomino.apply(state, NextGame())
            assert state.game_no == interludes + 1 and state.round == 0
            assert all(k.filled() == 1 for k in state.kingdoms)   # fresh kingdoms
            assert len(state.box) + len(state.next) == 48
            continue
        kingdomino.apply(state, acts[rng.below(len(acts))])
    assert interludes == 2 and state.phase == PHASE_OVER and len(state.finished) == 3
    res = kingdomino.results(state)
    for r in res:
        assert r.total == sum(g[r.player][0] for g in state.finished)
        assert r.largest_territory == sum(g[r.player][1] for g in state.finished)
        assert r.crowns == sum(g[r.player][2] for g in state.finished)
    assert kingdomino.legal_actions(state) == []


def test_without_dynasty_the_game_ends_after_one():
    final, log = random_game(GameConfig("kingdomino", 2), 4)
    assert final.phase == PHASE_OVER and len(final.finished) == 1
    assert NextGame() not in log
