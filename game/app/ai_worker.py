"""Computer players think off the UI thread so the window never freezes.

The play scene hands over what a player at the table sees (Session.seen_state: the public
view, the hidden parts drawn by lot), never the real state; the answer comes back tagged
with the request's token, so an answer for a game that moved on (or was left) is dropped.

Quick players (random, greedy, easy, Kingdomino medium) answer on a worker thread.
Searching levels (those with a per-move `budget`) are CPU-bound Python for up to two
seconds: on a thread they would hold the GIL and stall the drawing loop, so the thread
hands them to one persistent helper process instead (spawned on first use). The process
receives the pickled player and state, and sends back the action and the player's
generator state, which is copied into the UI's player so saved games resume exactly.
Hints (game.ai.hint.HintPlayer) travel the same way.

A player that fails is an internal error: its traceback goes to the log (game.error_log, from
the process it failed in) and the table plays on with the error's one line.
"""
from __future__ import annotations

import multiprocessing
import queue
import threading
from dataclasses import dataclass

import pygame

from game import error_log
from game.match import Question

AI_DONE = pygame.event.custom_type()   # posted when an answer is ready: it wakes the loop


@dataclass(frozen=True)
class Answer:
    token: int
    action: object | None
    error: str | None = None


def _serve(conn) -> None:
    """The helper process: answer (player, state) requests until told to stop."""
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        player, state = job
        try:
            action = player.choose(state)
            rng = getattr(player, "rng", None)
            conn.send((action, rng.state if rng is not None else None, None))
        except Exception as exc:  # noqa: BLE001 - reported to the table, not a crash
            error_log.record(exc)
            conn.send((None, None, f"{type(exc).__name__}: {exc}"))


class _LoggedElsewhere(RuntimeError):
    """The helper process's player failed; that process logged the traceback."""


class _Closed(RuntimeError):
    """The worker was closed: no helper process is started for a job still queued."""


class _Remote:
    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child,), name="ai-search", daemon=True)
        self.proc.start()
        child.close()

    def ask(self, player, state) -> object:
        self.conn.send((player, state))
        action, rng_state, error = self.conn.recv()
        if error:
            raise _LoggedElsewhere(error)
        if rng_state is not None:
            player.rng.state = rng_state
        return action

    def close(self) -> None:
        try:
            self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.proc.join(timeout=2)
        self.stop()

    def stop(self) -> None:
        """End the process now, even mid-search (its answer is no one's any more)."""
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(timeout=2)


def is_heavy(player) -> bool:
    """Searching levels carry a per-move time budget; they think in the helper process."""
    return getattr(player, "budget", None) is not None


class AIWorker:
    def __init__(self) -> None:
        self._jobs: queue.Queue = queue.Queue()
        self._answers: queue.Queue = queue.Queue()
        self._remote: _Remote | None = None
        self._closed = False
        self._lock = threading.Lock()       # close() and the thread's start of the helper process
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
        """Stop: the thread ends after the job in hand, and the helper process, searching
        or not, ends now (a table left asks nothing more; no process outlives it)."""
        with self._lock:
            self._closed = True
            remote = self._remote
        self._jobs.put(None)
        if remote is not None:
            remote.stop()

    def _think(self, player, state):
        if not is_heavy(player):
            return player.choose(state)
        with self._lock:
            if self._closed:
                raise _Closed
            if self._remote is None or not self._remote.proc.is_alive():
                self._remote = _Remote()
            remote = self._remote
        return remote.ask(player, state)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                if self._remote is not None:
                    self._remote.close()
                return
            token, player, state = job
            try:
                answer = Answer(token, self._think(player, state))
            except _LoggedElsewhere as exc:
                answer = Answer(token, None, str(exc))
            except Exception as exc:  # noqa: BLE001 - reported to the table, not a crash
                if self._closed:      # the helper stopped by close() mid-search: no one waits for this answer
                    continue
                error_log.record(exc)
                answer = Answer(token, None, f"{type(exc).__name__}: {exc}")
            self._answers.put(answer)
            try:
                if pygame.display.get_init():
                    pygame.event.post(pygame.event.Event(AI_DONE, token=token))
            except pygame.error:
                pass
