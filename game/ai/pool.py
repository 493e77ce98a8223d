"""The one process pool a program thinks in: the searches' sampled futures, the review's
decisions and the server's searching seats all share it.

A process has at most one pool (`current()`). The window's helper process, the server and
the review configure it with max(1, cores − 1) workers (the core left over is the window's
or the server loop's); the headless tools with their `--jobs`; until configured it has one. The workers are spawned (as on Windows and macOS) at a lower priority,
so a busy processor serves the window or the server first. With one worker, and inside a
worker (no pool in a pool), the work is done in the asking process, one item after the
other: nothing is spawned and the results are the same. Work handed to the pool must be a
pure function of its arguments (its order and who does it change nothing).

A question worked out here can be withdrawn (a table left, a hint gone stale): the owner
numbers its questions (`asking`), `withdraw` marks one withdrawn, and `check()`, called
before each piece of work and between the futures a search samples, raises Cancelled in
the owner and in the workers (which read the mark from memory they share with it), so the
search stops within a future and the pool is free for the next question.
"""
from __future__ import annotations

import gc
import itertools
import multiprocessing
import os
import signal
import threading
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import contextmanager
from functools import partial
from typing import Any, Callable, Iterable, Iterator, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")

NICE = 10                 # how much less the workers get of a busy processor than their owner
_in_worker = False        # set in the pool's own processes: they think alone
_asking = 0               # the question this process works on (0: none, never withdrawn)
_withdrawn = 0            # the latest question withdrawn (the owner's own mark)
_shared: Any = None       # in a worker: the owner's mark, in shared memory
_questions = itertools.count(1)


class Cancelled(Exception):
    """The question this work is for was withdrawn: whoever asked it wants no answer."""


def check() -> None:
    """Raise Cancelled when the question in hand was withdrawn (between pieces of work)."""
    if 0 < _asking <= (_shared.value if _shared is not None else _withdrawn):
        raise Cancelled


def new_question() -> int:
    """A question's number, above all those numbered before in this process."""
    return next(_questions)


@contextmanager
def asking(question: int) -> Iterator[None]:
    """Work out question number `question` (new_question()'s, or the asker's if it is
    another process) in this block (with the cycle collector held back, as in the pool's work)."""
    global _asking
    _asking = question
    try:
        with _collecting_after():
            yield
    finally:
        _asking = 0


def withdraw(question: int) -> None:
    """Question `question` is withdrawn (from any thread): its work stops at the next check()."""
    global _withdrawn
    _withdrawn = max(_withdrawn, question)
    if _current is not None:
        _current.mark(_withdrawn)


def _for(question: int, fn: Callable[..., R], *args: Any) -> R:
    """A piece of work for `question`, in a worker: not begun when it was withdrawn."""
    global _asking
    _asking = question
    check()
    with _collecting_after():
        return fn(*args)


@contextmanager
def _collecting_after() -> Iterator[None]:
    """The cycle collector held back while a piece of work runs: the searches fill
    memos with many thousands of objects and make next to no reference cycles, and the
    collector's full passes over those memos cost a tenth of their time; it catches up
    once the work is done."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def default_workers() -> int:
    """Every core but one (the window's, or the server loop's)."""
    return max(1, (os.cpu_count() or 2) - 1)


@contextmanager
def _deaf_to_ctrl_c() -> Iterator[None]:
    """Workers born in this block ignore Ctrl-C from their first instant (they inherit the
    ignoring, where a worker's own start would leave it a moment to hear it); this process
    holds back a Ctrl-C meanwhile and hears it at the block's end. It does nothing (the workers
    then ignore Ctrl-C from their own start) outside the main thread, which alone may change
    what a signal does; beside other threads, one of which would take the Ctrl-C held back
    here and drop it as ignored; without signal masks (Windows); and with a handler set
    outside Python, which could not be put back."""
    handler = signal.getsignal(signal.SIGINT)
    if threading.current_thread() is not threading.main_thread() or threading.active_count() > 1 \
            or not hasattr(signal, "pthread_sigmask") or handler is None:
        yield
        return
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, handler)
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def _start_worker(shared: Any) -> None:
    """A worker yields to its owner, never starts a pool of its own, reads its owner's mark
    of the questions withdrawn and leaves Ctrl-C (which a terminal sends the whole process
    group) to its owner, which ends it (kill) without a worker's traceback (ignored again
    here for a worker born outside _deaf_to_ctrl_c)."""
    global _in_worker, _shared
    _in_worker, _shared = True, shared
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        os.nice(NICE)
    except (AttributeError, OSError):      # no nice (Windows): the same priority
        pass


class Pool:
    """`workers` processes, all started at the first piece of work handed to more than one."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or default_workers())
        self._executor: ProcessPoolExecutor | None = None
        self._shared: Any = None          # the workers' copy of the withdrawn mark
        self._lock = threading.Lock()

    @property
    def parallel(self) -> bool:
        """Whether work handed here runs in other processes (else in the caller, in order)."""
        return self.workers > 1 and not _in_worker

    def executor(self) -> Executor:
        """The worker processes (started on first use); for the server's asyncio loop."""
        with self._lock:
            if self._executor is None:
                ctx = multiprocessing.get_context("spawn")
                self._shared = ctx.RawValue("q", _withdrawn)
                self._executor = ProcessPoolExecutor(self.workers, mp_context=ctx, initializer=_start_worker,
                                                     initargs=(self._shared,))
                spawn = getattr(self._executor, "_spawn_process", None)    # no public way to start them all
                if spawn is not None:
                    with _deaf_to_ctrl_c():
                        for _ in range(self.workers):
                            spawn()
            return self._executor

    def mark(self, withdrawn: int) -> None:
        """Tell the workers the latest question withdrawn."""
        shared = self._shared
        if shared is not None:
            shared.value = withdrawn

    def map(self, fn: Callable[[T], R], items: Sequence[T]) -> list[R]:
        """fn over every item, the results in the items' order."""
        if not self.parallel or len(items) < 2:
            return [_for(_asking, fn, x) for x in items]
        return list(self.executor().map(partial(_for, _asking, fn), items))

    def imap(self, fn: Callable[[T], R], items: Iterable[T], ahead: int | None = None) -> Iterator[R]:
        """fn over the items as they come, the results in order, at most `ahead` items
        (twice the workers by default) handed out before their results are taken: a caller
        that stops early leaves little work behind, and others' work is not queued behind a
        long run of its own."""
        if not self.parallel:
            yield from map(partial(_for, _asking, fn), items)
            return
        ex, pending = self.executor(), []
        limit = ahead or 2 * self.workers
        try:
            for x in items:
                pending.append(ex.submit(_for, _asking, fn, x))
                if len(pending) >= limit:
                    yield pending.pop(0).result()
            while pending:
                yield pending.pop(0).result()
        finally:
            for f in pending:
                f.cancel()

    def submit(self, fn: Callable[..., R], *args: Any) -> Future:
        """fn(*args) in a worker (in this process when there is none), as a future."""
        if not self.parallel:
            f: Future = Future()
            try:
                f.set_result(_for(_asking, fn, *args))
            except Exception as exc:  # noqa: BLE001 - handed to whoever takes the result
                f.set_exception(exc)
            return f
        return self.executor().submit(_for, _asking, fn, *args)

    def kill(self) -> None:
        """End the workers now, work in hand and all (their owner is being stopped)."""
        with self._lock:
            ex, self._executor = self._executor, None
        if ex is not None:
            # Once a worker is gone, Python 3.11's pool fails every future it still holds, and
            # one cancelled (work its asker no longer wanted) raises in the pool's thread: a
            # traceback on stderr. Such work gets a stand-in future that nobody waits for.
            for item in list((getattr(ex, "_pending_work_items", None) or {}).values()):
                if item.future.cancelled():
                    item.future = Future()
            for p in list((getattr(ex, "_processes", None) or {}).values()):   # no public way before 3.14
                p.terminate()
            ex.shutdown(wait=False, cancel_futures=True)

    def close(self, wait: bool = False) -> None:
        """No new work; the workers end once the work in hand is done (waited for with `wait`)."""
        with self._lock:
            if self._executor is not None:
                self._executor.shutdown(wait=wait, cancel_futures=True)
                self._executor = None


_current: Pool | None = None


def current() -> Pool:
    """This process's pool (one worker: the asking process, until configured)."""
    global _current
    if _current is None:
        _current = Pool(1)
    return _current


def configure(workers: int | None) -> Pool:
    """This process's pool from now on: `workers` processes (None: default_workers())."""
    global _current
    if _current is not None and _current.workers != max(1, workers or default_workers()):
        _current.close()
        _current = None
    if _current is None:
        _current = Pool(workers)
    return _current
