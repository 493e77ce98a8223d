"""The one process pool a program thinks in: the searches' sampled futures, the review's
decisions and the server's searching seats all share it.

A process has at most one pool (`current()`). The window's helper process, the server and
the review configure it with max(1, cores − 1) workers (the core left over is the window's
or the server loop's); the headless tools with their `--jobs`; until configured it has one. The workers are spawned (as on Windows and macOS) at a lower priority,
so a busy processor serves the window or the server first. With one worker, and inside a
worker (no pool in a pool), the work is done in the asking process, one item after the
other: nothing is spawned and the results are the same. Work handed to the pool must be a
pure function of its arguments (its order and who does it change nothing).
"""
from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any, Callable, Iterable, Iterator, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")

NICE = 10                 # how much less the workers get of a busy processor than their owner
_in_worker = False        # set in the pool's own processes: they think alone


def default_workers() -> int:
    """Every core but one (the window's, or the server loop's)."""
    return max(1, (os.cpu_count() or 2) - 1)


def _start_worker() -> None:
    """A worker yields to its owner and never starts a pool of its own."""
    global _in_worker
    _in_worker = True
    try:
        os.nice(NICE)
    except (AttributeError, OSError):      # no nice (Windows): the same priority
        pass


class Pool:
    """`workers` processes, started at the first piece of work handed to more than one."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or default_workers())
        self._executor: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    @property
    def parallel(self) -> bool:
        """Whether work handed here runs in other processes (else in the caller, in order)."""
        return self.workers > 1 and not _in_worker

    def executor(self) -> Executor:
        """The worker processes (started on first use); for the server's asyncio loop."""
        with self._lock:
            if self._executor is None:
                self._executor = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                     initializer=_start_worker)
            return self._executor

    def map(self, fn: Callable[[T], R], items: Sequence[T]) -> list[R]:
        """fn over every item, the results in the items' order."""
        if not self.parallel or len(items) < 2:
            return [fn(x) for x in items]
        return list(self.executor().map(fn, items))

    def imap(self, fn: Callable[[T], R], items: Iterable[T], ahead: int | None = None) -> Iterator[R]:
        """fn over the items as they come, the results in order, at most `ahead` items
        (twice the workers by default) handed out before their results are taken: a caller
        that stops early leaves little work behind, and others' work is not queued behind a
        long run of its own."""
        if not self.parallel:
            yield from map(fn, items)
            return
        ex, pending = self.executor(), []
        limit = ahead or 2 * self.workers
        try:
            for x in items:
                pending.append(ex.submit(fn, x))
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
                f.set_result(fn(*args))
            except Exception as exc:  # noqa: BLE001 - handed to whoever takes the result
                f.set_exception(exc)
            return f
        return self.executor().submit(fn, *args)

    def kill(self) -> None:
        """End the workers now, work in hand and all (their owner is being stopped)."""
        with self._lock:
            ex, self._executor = self._executor, None
        if ex is not None:
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
