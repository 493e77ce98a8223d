"""The pool: the searches choose the same move for the same seed and work budget whatever
the number of workers (the futures are drawn in order and raced in that order), and the
player's generator stands where it would have after the decision."""
from __future__ import annotations

import pytest

from game.ai import pool
from game.ai.registry import make_player
from game.rules.config import GameConfig
from game.rules.registry import rules_for

# game, players, variants, actions played before the positions asked, searching level, samples
CASES = [("kingdomino", 4, (), 9, "expert", 6), ("queendomino", 3, (), 10, "expert", 4),
         ("royal_wedding", 3, (), 8, "expert", 3), ("duel", 2, (), 6, "expert", 6)]


def positions(game: str, players: int, variants: tuple, actions: int) -> list:
    """A few positions of a greedy game: the state before each of three actions after `actions`."""
    rules = rules_for(game)
    s = rules.new_game(GameConfig(game, players, variants), 5)
    greedy = [make_player("greedy", game, f"5:{i}") for i in range(players)]
    out = []
    for n in range(actions + 3):
        if n >= actions:
            out.append(s.copy())
        rules.apply(s, greedy[s.current_player()].choose(s))
    return out


def moves_with(workers: int, game: str, states: list, level: str, samples: int) -> list:
    """What a fresh `level` player (samples budget) chooses in each state, and its generator after."""
    pool.configure(workers)
    try:
        out = []
        for k, s in enumerate(states):
            p = make_player(level, game, f"seed{k}", budget="samples", samples=samples)
            out.append((p.choose(s.copy()), p.rng.state))
        return out
    finally:
        pool.current().close(wait=True)
        pool.configure(1)


@pytest.mark.parametrize("game,players,variants,actions,level,samples", CASES)
def test_the_same_moves_with_one_two_and_three_workers(game, players, variants, actions, level, samples):
    states = positions(game, players, variants, actions)
    alone = moves_with(1, game, states, level, samples)
    assert moves_with(2, game, states, level, samples) == alone
    assert moves_with(3, game, states, level, samples) == alone


def test_a_pool_of_one_works_in_the_asking_process():
    p = pool.Pool(1)
    assert not p.parallel
    assert p.map(abs, [-1, 2, -3]) == [1, 2, 3]
    assert list(p.imap(abs, iter([-4, 5]))) == [4, 5]
    assert p._executor is None


def test_a_pool_keeps_the_order_of_its_work():
    p = pool.Pool(2)
    try:
        assert p.map(abs, list(range(-9, 0))) == list(range(9, 0, -1))
        assert list(p.imap(abs, iter(range(-7, 0)), ahead=3)) == list(range(7, 0, -1))
    finally:
        p.close(wait=True)
