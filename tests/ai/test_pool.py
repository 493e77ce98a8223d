"""The pool: the searches choose the same move for the same seed and work budget whatever
the number of workers (the futures are drawn in order and raced in that order), and the
player's generator stands where it would have after the decision."""
from __future__ import annotations

import pytest

from game.ai import pool
from game.ai.registry import make_player
from game.rules.config import GameConfig
from game.rules.registry import rules_for

# game, players, actions played before the positions asked (late: short futures), samples
CASES = [("kingdomino", 4, 80, 5), ("queendomino", 3, 70, 4), ("royal_wedding", 3, 140, 3), ("duel", 2, 74, 5)]


@pytest.fixture(scope="module")
def pools():
    """One pool of each size for every case, its workers started here once (before any test
    starts, so none counts them as processes it left running)."""
    made = {n: pool.Pool(n) for n in (1, 2, 3)}
    for n, p in made.items():
        assert p.map(abs, list(range(-n, 0))) == list(range(n, 0, -1))     # a piece of work each: all started
    yield made
    for p in made.values():
        p.close(wait=True)


def positions(game: str, players: int, actions: int) -> list:
    """A few positions of a greedy game: the state before each of three actions after `actions`."""
    rules = rules_for(game)
    s = rules.new_game(GameConfig(game, players), 5)
    greedy = [make_player("greedy", game, f"5:{i}") for i in range(players)]
    out = []
    for n in range(actions + 3):
        if n >= actions:
            out.append(s.copy())
        rules.apply(s, greedy[s.current_player()].choose(s))
    return out


def moves_with(p: pool.Pool, game: str, states: list, samples: int, monkeypatch) -> list:
    """What a fresh expert (samples budget) thinking in pool `p` chooses in each state, and its generator after."""
    monkeypatch.setattr(pool, "_current", p)
    out = []
    for k, s in enumerate(states):
        player = make_player("expert", game, f"seed{k}", budget="samples", samples=samples)
        out.append((player.choose(s.copy()), player.rng.state))
    return out


@pytest.mark.parametrize("game,players,actions,samples", CASES)
def test_the_same_moves_whatever_the_number_of_workers(game, players, actions, samples, pools, monkeypatch):
    states = positions(game, players, actions)
    alone = moves_with(pools[1], game, states, samples, monkeypatch)
    assert moves_with(pools[2], game, states, samples, monkeypatch) == alone
    assert moves_with(pools[3], game, states, samples, monkeypatch) == alone


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


def spin(x: int) -> int:
    """Work that only a withdrawal ends."""
    while True:
        pool.check()


@pytest.mark.parametrize("workers", [1, 2])
def test_a_withdrawn_question_stops_in_the_workers_and_the_pool_answers_the_next(workers, monkeypatch):
    """Withdrawn from another thread (as the helper's ear does), the question's work stops
    (in this process, or in the workers, which read the mark in shared memory)."""
    import threading
    p = pool.Pool(workers)
    monkeypatch.setattr(pool, "_current", p)
    question, outcome = pool.new_question(), []

    def ask() -> None:
        with pool.asking(question):
            try:
                outcome.append(p.map(spin, [1, 2, 3]))
            except pool.Cancelled:
                outcome.append("withdrawn")

    try:
        assert p.map(abs, [-1, -2]) == [1, 2]             # the workers started: they read the mark as it changes
        asker = threading.Thread(target=ask)
        asker.start()
        pool.withdraw(question)
        asker.join(120)
        assert outcome == ["withdrawn"]
        with pool.asking(pool.new_question()):
            assert p.map(abs, [-1, -2, -3]) == [1, 2, 3]
        assert p.map(abs, [-4, -5]) == [4, 5]             # work for no question is never withdrawn
    finally:
        p.close(wait=True)
