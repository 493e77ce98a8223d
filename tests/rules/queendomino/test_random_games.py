"""Random games over every setup: invariants hold after every action, and the final
scores equal a naive recount that shares no scoring code with the rules model."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import queendomino as q
from game.rules.config import GameConfig
from game.rules.rng import Rng
from tests.rules.queendomino.naive import naive_score

SETUPS = [("queendomino", 2, ()), ("queendomino", 3, ()), ("queendomino", 4, ()),
          ("royal_wedding", 3, ()), ("royal_wedding", 4, ("7x7",)), ("royal_wedding", 5, ()),
          ("royal_wedding", 6, ()), ("royal_wedding", 7, ()), ("royal_wedding", 6, ("teams",)),
          ("royal_wedding", 8, ("teams",))]


def _check_invariants(s: q.QueenState) -> None:
    for h, k in enumerate(s.kingdoms):
        assert s.coins[h] >= 0 and s.guard[h] >= 0
        for idx in s.built[h]:
            assert k.terr[6] >> idx & 1, "a building stands off a town"
        assert s.knights[h] & ~k.occ == 0
    assert s.supply_knights >= 0 and s.supply_towers >= 0
    total_knights = s.supply_knights + sum(s.knights_owned(h) for h in range(len(s.kingdoms)))
    assert total_knights == 22
    assert s.supply_towers + sum(s.towers) == 15
    on_board = sum(1 for b in s.board if b >= 0)
    assert on_board + len(s.pile) + sum(len(b) for b in s.built) <= 32


def play_random(cfg: GameConfig, seed: int) -> q.QueenState:
    s = q.new_game(cfg, seed)
    rng = Rng(seed)
    while not q.is_over(s):
        acts = q.legal_actions(s)
        assert acts, "a live game always has a legal action"
        a = acts[rng.below(len(acts))]
        if type(a).__name__ == "Knight":
            h = s.current_house()
            before_knights, placed = s.knights[h], s.placed
        q.apply(s, a)
        if type(a).__name__ == "Knight":
            new = s.knights[h] & ~before_knights
            assert new and new & ~placed == 0, "a knight went off the domino just placed"
        _check_invariants(s)
    return s


@pytest.mark.parametrize("game,players,variants", SETUPS)
def test_random_games_keep_invariants_and_scores_match_a_naive_recount(game, players, variants):
    cfg = GameConfig(game, players, variants)
    for seed in range(3):
        s = play_random(cfg, seed)
        res = q.results(s)
        assert len(res) == players
        for r in res:
            h = r.house
            assert r.total == naive_score(s, h)
        assert min(r.rank for r in res) == 1


@settings(max_examples=20, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32))
def test_property_any_seed_keeps_invariants_and_naive_scores(setup, seed):
    game, players, variants = setup
    s = play_random(GameConfig(game, players, variants), seed)
    for r in q.results(s):
        assert r.total == naive_score(s, r.house)
