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
Hints (game.ai.hint.HintPlayer) travel the same way. A question nobody wants any more (the
table left, a move made since) is withdrawn: the helper hears it while it thinks and stops
between futures (game/ai/pool.py check()), the answer is dropped and the same helper and pool
take the next question.

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
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from typing import Callable, Iterator

import pygame

from game import error_log
from game.ai import pool
from game.ai.judge import Partial
from game.ai.pool import Cancelled
from game.ai.review import Reviewed, review_game
from game.match import Question

AI_DONE = pygame.event.custom_type()   # posted when an answer is ready: it wakes the loop
CLOSING = 20.0      # seconds a closing helper may take to finish a future and end its pool


@dataclass(frozen=True)
class Answer:
    token: int
    action: object | None
    error: str | None = None


def _serve(conn) -> None:
    """The helper process: answer requests until told to stop. A move: (player, state) ->
    (action, generator state, error). A review: every reviewed decision, then None (or the
    error's words). A request withdrawn while worked on is answered Cancelled."""
    pool.configure(None)
    signal.signal(signal.SIGTERM, _stopped)
    _answer(conn)


def _answer(conn) -> None:
    """The helper's work: each request in turn, numbered so that it can be withdrawn."""
    jobs: queue.SimpleQueue = queue.SimpleQueue()
    threading.Thread(target=_listen, args=(conn, jobs), name="ai-listen", daemon=True).start()
    while (job := jobs.get()) is not None:
        kind, number, *args = job
        with pool.asking(number):
            (_review if kind == "review" else _move)(conn, *args)
    pool.current().close(wait=True)


def _listen(conn, jobs: queue.SimpleQueue) -> None:
    """The helper's ear, beside the thread that thinks: requests queue up for it, and a
    withdrawal is heard at once (the search in hand stops at its next check), as is the
    window closing or going away (everything asked is withdrawn)."""
    last = 0
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            message = None
        if message is None:
            pool.withdraw(last)
            jobs.put(None)
            return
        if message[0] == "withdraw":
            pool.withdraw(message[1])
            continue
        last = message[1]
        jobs.put(message)


def _move(conn, player, state) -> None:
    try:
        action = player.choose(state)
        rng = getattr(player, "rng", None)
        conn.send((action, rng.state if rng is not None else None, None))
    except Cancelled as withdrawn:
        conn.send(withdrawn)
    except Exception as exc:  # noqa: BLE001 - reported to the table, not a crash
        error_log.record(exc)
        conn.send((None, None, f"{type(exc).__name__}: {exc}"))


def _stopped(signum, frame) -> None:
    """Stopped by the window (it did not end when asked): the pool's workers end with the helper."""
    pool.current().kill()
    os._exit(0)


def _review(conn, record, seats: list[int], samples: int, skip: frozenset[int],
            resume: tuple[int, Partial] | None = None) -> None:
    reviews = review_game(record, seats, samples, skip=skip, resume=resume)
    try:
        for r in reviews:
            conn.send(r)
        conn.send(None)
    except Cancelled as withdrawn:
        conn.send(withdrawn)
    except Exception as exc:  # noqa: BLE001 - shown in the review scene, not a crash
        error_log.record(exc)
        conn.send(f"{type(exc).__name__}: {exc}")
    finally:
        reviews.close()


class _LoggedElsewhere(RuntimeError):
    """The helper process's player failed; that process logged the traceback."""


class Job:
    """One request to the helper, numbered (the numbers only grow); `withdrawn` once its
    asker wants no answer (withdraw())."""

    def __init__(self) -> None:
        self.number = pool.new_question()
        self.withdrawn = False

    def withdraw(self) -> None:
        """Not sent if it still waits; stopped if the helper works on it; its answer dropped."""
        h = _helper
        if h is None:
            self.withdrawn = True
        else:
            h.withdraw(self)


class Helper:
    """The window's one helper process, where the searching levels, the Hint and the review
    think, in the process pool it owns (game/ai/pool.py: every core but the window's). One
    request at a time (a move waits for a review to end; the window shows no table while
    it reviews); a request withdrawn is not sent, or stops in the helper at once. A review
    asked in the background (the decisions of a game still played, review_ahead.py) gives
    way: a move, a Hint or the review scene's review asked withdraws it first."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        # not a daemon: a daemon may not start the pool's processes; closed at exit
        self.proc = ctx.Process(target=_serve, args=(child,), name="ai-search")
        self.proc.start()
        child.close()
        self.lock = threading.Lock()            # one request at a time
        self._sending = threading.Condition()   # the pipe's sending end, and the job in hand
        self._in_hand: Job | None = None
        self._background: Job | None = None     # the review that gives way to any other request
        self._asking = 0                        # moves and hints asked and not yet answered

    def _send(self, job: Job, kind: str, *args) -> None:
        with self._sending:
            if job.withdrawn or (job is self._background and self._asking):
                raise Cancelled
            # numbered again as sent: a withdrawal marks every number up to its own, so the
            # numbers must grow in the order the helper gets them (tables ask from their own threads)
            job.number = pool.new_question()
            self._in_hand = job
            self.conn.send((kind, job.number, *args))
            self._sending.notify_all()

    def _done(self) -> None:
        with self._sending:
            self._in_hand = None

    def wait_busy(self, timeout: float) -> bool:
        """Block until a request was sent and is not yet answered (tests)."""
        with self._sending:
            return self._sending.wait_for(lambda: self._in_hand is not None, timeout)

    def withdraw(self, job: Job) -> None:
        """`job` is not wanted any more (from any thread): see Job.withdraw."""
        with self._sending:
            job.withdrawn = True
            if self._in_hand is job:
                try:
                    self.conn.send(("withdraw", job.number))
                except (OSError, ValueError):     # the process died: its reader hears EOF
                    pass

    @contextmanager
    def _before_background(self) -> Iterator[None]:
        """A request that a background review gives way to: the one in hand is withdrawn,
        and none is sent until this one is answered."""
        with self._sending:
            self._asking += 1
            background = self._background
        if background is not None:
            self.withdraw(background)
        try:
            yield
        finally:
            with self._sending:
                self._asking -= 1

    def ask(self, job: Job, player, state) -> object:
        """The player's move (Cancelled when the job was withdrawn before it came)."""
        with self._before_background():
            with self.lock:
                self._send(job, "move", player, state)
                try:
                    reply = self.conn.recv()
                finally:
                    self._done()
        if isinstance(reply, Cancelled) or job.withdrawn:
            raise Cancelled
        action, rng_state, error = reply
        if error:
            raise _LoggedElsewhere(error)
        if rng_state is not None:
            player.rng.state = rng_state
        return action

    def review(self, job: Job, record, seats: list[int], samples: int, each: Callable[[object], None],
               skip: frozenset[int] = frozenset(), background: bool = False,
               resume: tuple[int, Partial] | None = None) -> None:
        """each(item) for the review's items as they come: every Reviewed (but those of the
        action numbers in `skip`), then None, the error's words or Cancelled (with the
        decision it stopped in and how far, review_decision; EOFError or OSError when the
        process died). `background`: it gives way to moves and hints; `resume`: go on with
        a decision stopped so."""
        if background:
            with self._sending:
                self._background = job
        try:
            with nullcontext() if background else self._before_background(), self.lock:
                self._send(job, "review", record, seats, samples, skip, resume)
                try:
                    while True:
                        item = self.conn.recv()
                        each(item)
                        if not isinstance(item, Reviewed):
                            return
                finally:
                    self._done()
        finally:
            with self._sending:
                if self._background is job:
                    self._background = None

    def close(self) -> None:
        """End the process: what it works on is withdrawn, then its pool ends with it."""
        try:
            with self._sending:
                self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.proc.join(timeout=CLOSING)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(timeout=CLOSING)


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
    """A table's questions, worked out one at a time on a thread of its own (searching
    levels in the helper process) and answered by token; a question withdrawn (withdraw(),
    close()) is not worked out, or stops, and its answer never comes."""

    def __init__(self) -> None:
        self._jobs: queue.Queue = queue.Queue()
        self._answers: queue.Queue = queue.Queue()
        self._asked: dict[int, Job] = {}         # token -> its job, until answered or withdrawn
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="ai-worker", daemon=True)
        self._thread.start()

    def request(self, token: int, player, state) -> None:
        """Ask `player` for its move in `state` (a state of its own the UI will not touch)."""
        job = Job()
        with self._lock:
            self._asked[token] = job
        self._jobs.put((token, job, player, state))

    def ask(self, token: int, question: Question) -> None:
        """Work out a match's question (a computer seat's move, game/match/steps.py)."""
        self.request(token, question.player, question.state)

    def withdraw(self, token: int) -> None:
        """The question `token` is not wanted any more (a move made since): no answer comes."""
        with self._lock:
            job = self._asked.pop(token, None)
        if job is not None:
            job.withdraw()

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
        """The table is left: every question asked is withdrawn (the search in hand stops)
        and the thread ends."""
        with self._lock:
            jobs, self._asked = list(self._asked.values()), {}
        for job in jobs:
            job.withdraw()
        self._jobs.put(None)

    def _think(self, job: Job, player, state):
        if not is_heavy(player):
            return player.choose(state)
        return helper().ask(job, player, state)

    def _run(self) -> None:
        while (item := self._jobs.get()) is not None:
            token, job, player, state = item
            if job.withdrawn:
                continue
            try:
                answer = Answer(token, self._think(job, player, state))
            except Cancelled:
                continue
            except _LoggedElsewhere as exc:
                answer = Answer(token, None, str(exc))
            except Exception as exc:  # noqa: BLE001 - reported to the table, not a crash
                error_log.record(exc)
                answer = Answer(token, None, f"{type(exc).__name__}: {exc}")
            with self._lock:
                if self._asked.get(token) is not job:       # withdrawn while worked out
                    continue
                del self._asked[token]
                self._answers.put(answer)
            try:
                if pygame.display.get_init():
                    pygame.event.post(pygame.event.Event(AI_DONE, token=token))
            except pygame.error:
                pass
