"""The pool: the searches choose the same move for the same seed and work budget whatever
the number of workers (the futures are drawn in order and raced in that order), and the
player's generator stands where it would have after the decision."""
from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import pool
from game.ai.registry import make_player
from game.rules.config import GameConfig
from game.rules.registry import rules_for

ROOT = Path(__file__).resolve().parents[2]

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


def collecting(_: int) -> bool:
    return gc.isenabled()


@pytest.mark.parametrize("workers", [1, 2])
def test_work_runs_with_the_cycle_collector_held_back_and_it_is_back_after(workers):
    p = pool.Pool(workers)
    try:
        assert p.map(collecting, [0, 1]) == [False, False]
        assert list(p.imap(collecting, iter([0]))) == [False]
        assert p.submit(collecting, 0).result() is False
        assert gc.isenabled()
        with pool.asking(pool.new_question()):      # a question the helper process works out
            assert not gc.isenabled()
        assert gc.isenabled()
        gc.disable()                    # held back by the asker itself: it stays so
        try:
            assert p.map(collecting, [0]) == [False] and not gc.isenabled()
        finally:
            gc.enable()
    finally:
        p.close(wait=True)


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


BORN_DEAF = """
import multiprocessing, os, signal
from game.ai import pool
from tests.signals import ignores_ctrl_c as ignores

if __name__ == "__main__":
    p = pool.Pool(2)
    p.executor()
    workers = multiprocessing.active_children()
    print(len(workers), all(ignores(c.pid) for c in workers), ignores(os.getpid()),
          signal.getsignal(signal.SIGINT) is signal.default_int_handler)
    p.kill()
    try:
        with pool._deaf_to_ctrl_c():
            os.kill(os.getpid(), signal.SIGINT)
            print("held back")
    except KeyboardInterrupt:
        print("heard after")
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_the_workers_are_born_deaf_to_ctrl_c_and_their_owner_still_hears_it():
    """All the workers start at once, ignoring Ctrl-C before their first instruction (no
    moment to print a traceback); the owner's handler is as it was, and a Ctrl-C sent while
    they were being born reaches it afterwards (a fresh process: no other thread beside it)."""
    out = subprocess.run([sys.executable, "-c", BORN_DEAF], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.stdout.split("\n")[:3] == ["2 True False True", "held back", "heard after"], out.stderr


STOPPED = """
import os, signal, time
from game.ai import pool

if __name__ == "__main__":
    p = pool.Pool(2)
    try:
        for _ in p.imap(time.sleep, [0.2] * 8, ahead=8):
            os.kill(os.getpid(), signal.SIGINT)
    except KeyboardInterrupt:
        p.kill()
        print("interrupted")
"""


def test_a_pool_killed_with_work_withdrawn_in_hand_ends_without_a_word():
    """Ctrl-C while work is queued: the work not begun is withdrawn (cancelled), then the
    owner kills the workers; the pool's own thread must not print a traceback about it."""
    out = subprocess.run([sys.executable, "-c", STOPPED], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert (out.stdout, out.stderr, out.returncode) == ("interrupted\n", "", 0)
