"""Computer players think off the UI thread so the window never freezes.

The play scene hands over what a player at the table sees (Session.seen_state: the public
view, the hidden parts drawn by lot), never the real state; the answer comes back tagged
with the request's token, so an answer for a game that moved on (or was left) is dropped.

Quick players (random, greedy, easy, Kingdomino medium) answer on a worker thread.
Searching levels (those with a per-move `budget`) are CPU-bound Python for up to two
seconds: on a thread they would hold the GIL and stall the drawing loop, so the thread
hands them to the window's one helper process instead (spawned on first use), which
spreads their sampled futures over the process pool it owns and also runs the review
(game/app/review_worker.py). The process
receives the pickled player and state, and sends back the action and the player's
generator state, which is copied into the UI's player so saved games resume exactly.
Hints (game.ai.hint.HintPlayer) travel the same way.

A player that fails is an internal error: its traceback goes to the log (game.error_log, from
the process it failed in) and the table plays on with the error's one line.
"""
from __future__ import annotations

import atexit
import multiprocessing
import os
import queue
import signal
import threading
from dataclasses import dataclass
from typing import Callable

import pygame

from game import error_log
from game.ai import pool
from game.ai.review import Reviewed, review_game
from game.match import Question

AI_DONE = pygame.event.custom_type()   # posted when an answer is ready: it wakes the loop


@dataclass(frozen=True)
class Answer:
    token: int
    action: object | None
    error: str | None = None


def _serve(conn) -> None:
    """The helper process: answer requests until told to stop. A move: (player, state) ->
    (action, generator state, error). A review: every reviewed decision, then None (or the
    error's words)."""
    pool.configure(None)
    signal.signal(signal.SIGTERM, _stopped)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            pool.current().close(wait=True)
            return
        if job[0] == "review":
            _review(conn, *job[1:])
            continue
        _, player, state = job
        try:
            action = player.choose(state)
            rng = getattr(player, "rng", None)
            conn.send((action, rng.state if rng is not None else None, None))
        except Exception as exc:  # noqa: BLE001 - reported to the table, not a crash
            error_log.record(exc)
            conn.send((None, None, f"{type(exc).__name__}: {exc}"))


def _stopped(signum, frame) -> None:
    """Stopped by the window (a review cancelled): the pool's workers end with the helper."""
    pool.current().kill()
    os._exit(0)


def _review(conn, record, seats: list[int], samples: int) -> None:
    reviews = review_game(record, seats, samples)
    try:
        for r in reviews:
            conn.send(r)
        conn.send(None)
    except Exception as exc:  # noqa: BLE001 - shown in the review scene, not a crash
        error_log.record(exc)
        conn.send(f"{type(exc).__name__}: {exc}")
    finally:
        reviews.close()


class _LoggedElsewhere(RuntimeError):
    """The helper process's player failed; that process logged the traceback."""


class Helper:
    """The window's one helper process, where the searching levels, the Hint and the review
    think, in the process pool it owns (game/ai/pool.py: every core but the window's). One
    request at a time (a move waits for a review to end; the window shows no table while
    it reviews)."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        # not a daemon: a daemon may not start the pool's processes; closed at exit
        self.proc = ctx.Process(target=_serve, args=(child,), name="ai-search")
        self.proc.start()
        child.close()
        self.lock = threading.Lock()

    def ask(self, player, state) -> object:
        with self.lock:
            self.conn.send(("move", player, state))
            action, rng_state, error = self.conn.recv()
        if error:
            raise _LoggedElsewhere(error)
        if rng_state is not None:
            player.rng.state = rng_state
        return action

    def review(self, record, seats: list[int], samples: int, each: Callable[[object], None]) -> None:
        """each(item) for the review's items as they come: every Reviewed, then None or the
        error's words (EOFError or OSError when the process died)."""
        with self.lock:
            self.conn.send(("review", record, seats, samples))
            while True:
                item = self.conn.recv()
                each(item)
                if not isinstance(item, Reviewed):
                    return

    def stop(self) -> None:
        """End the process now, its pool and the work in hand with it (a review cancelled:
        its reader sees the pipe close); the next request starts a fresh one."""
        self.proc.terminate()
        self.proc.join(timeout=5)

    def close(self) -> None:
        try:
            self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.proc.join(timeout=2)
        if self.proc.is_alive():
            self.proc.terminate()


_helper: Helper | None = None
_helper_lock = threading.Lock()


def helper() -> Helper:
    """The window's helper process (started on first use, again if it died)."""
    global _helper
    with _helper_lock:
        if _helper is None or not _helper.proc.is_alive():
            _helper = Helper()
        return _helper


def close_helper() -> None:
    """End the helper process and its pool (at exit; tests), if it was started."""
    global _helper
    with _helper_lock:
        if _helper is not None:
            _helper.close()
            _helper = None


atexit.register(close_helper)     # before multiprocessing waits for its (non-daemon) children


def is_heavy(player) -> bool:
    """Searching levels carry a per-move time budget; they think in the helper process."""
    return getattr(player, "budget", None) is not None


class AIWorker:
    def __init__(self) -> None:
        self._jobs: queue.Queue = queue.Queue()
        self._answers: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="ai-worker", daemon=True)
        self._thread.start()

    def request(self, token: int, player, state) -> None:
        """Ask `player` for its move in `state` (a state of its own the UI will not touch)."""
        self._jobs.put((token, player, state))

    def ask(self, token: int, question: Question) -> None:
        """Work out a match's question (a computer seat's move, game/match/steps.py)."""
        self.request(token, question.player, question.state)

    def poll(self) -> Answer | None:
        try:
            return self._answers.get_nowait()
        except queue.Empty:
            return None

    def wait(self, timeout: float = 10.0) -> Answer | None:
        """Block for the next answer (tests and headless tools)."""
        try:
            return self._answers.get(timeout=timeout)
        except queue.Empty:
            return None

    def wait_ready(self, timeout: float = 10.0) -> bool:
        """Block until an answer waits (left for poll): headless tools that step a table
        with a fixed time step wait for the computer instead of spinning past it."""
        answer = self.wait(timeout)
        if answer is not None:
            self._answers.put(answer)
        return answer is not None

    def close(self) -> None:
        self._jobs.put(None)

    def _think(self, player, state):
        if not is_heavy(player):
            return player.choose(state)
        return helper().ask(player, state)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            token, player, state = job
            try:
                answer = Answer(token, self._think(player, state))
            except _LoggedElsewhere as exc:
                answer = Answer(token, None, str(exc))
            except Exception as exc:  # noqa: BLE001 - reported to the table, not a crash
                error_log.record(exc)
                answer = Answer(token, None, f"{type(exc).__name__}: {exc}")
            self._answers.put(answer)
            try:
                if pygame.display.get_init():
                    pygame.event.post(pygame.event.Event(AI_DONE, token=token))
            except pygame.error:
                pass
