"""The game review runs beside the window, never in it.

Reviewing plays hundreds of games out: CPU-bound Python that would hold the GIL and stall
the drawing loop on a thread. So one helper process (spawned, as on Windows and macOS)
goes over the decisions and sends each reviewed decision down a pipe; a thread of the
window reads the pipe, keeps what came and posts REVIEW_STEP to wake the loop, which may
be idle waiting for events. Cancelling ends the process at once; what came stays. A review
that fails logs its traceback (game.error_log) and shows its one line.
"""
from __future__ import annotations

import threading
from multiprocessing import get_context
from typing import Sequence

import pygame

from game import error_log
from game.ai.review import DEFAULT_SAMPLES, Reviewed, decisions, review_game
from game.rules.replay import GameRecord

REVIEW_STEP = pygame.event.custom_type()    # a decision reviewed, the review finished or failed


def _serve(conn, record: GameRecord, seats: list[int], samples: int) -> None:
    """The helper process: every reviewed decision down the pipe, then None (or the error's words)."""
    try:
        for r in review_game(record, seats, samples):
            conn.send(r)
        conn.send(None)
    except Exception as exc:  # noqa: BLE001 - shown in the review scene, not a crash
        error_log.record(exc)
        conn.send(f"{type(exc).__name__}: {exc}")
    finally:
        conn.close()


class ReviewWorker:
    """One review in the background: `reviews` grows as decisions come (read it from the
    window's thread), `total` is how many will come, `done` once all did, `error` if it failed."""

    def __init__(self, record: GameRecord, seats: Sequence[int], samples: int = DEFAULT_SAMPLES) -> None:
        self.seats = list(seats)
        self.total = sum(1 for _ in decisions(record, seats))
        self.reviews: list[Reviewed] = []
        self.done = False
        self.error: str | None = None
        self.cancelled = False
        self._news = threading.Condition()
        ctx = get_context("spawn")
        self._conn, child = ctx.Pipe(duplex=False)
        self._proc = ctx.Process(target=_serve, args=(child, record, list(seats), samples),
                                 name="game-review", daemon=True)
        self._proc.start()
        child.close()
        self._thread = threading.Thread(target=self._read, name="review-reader", daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return not (self.done or self.error or self.cancelled)

    def _read(self) -> None:
        while True:
            try:
                item = self._conn.recv()
            except (EOFError, OSError):
                if not (self.done or self.cancelled):
                    self.error = "the review stopped"
                item = None
            with self._news:
                if isinstance(item, Reviewed):
                    self.reviews.append(item)
                elif isinstance(item, str):
                    self.error = item
                else:
                    self.done = not self.cancelled and self.error is None
                self._news.notify_all()
            self._wake()
            if not isinstance(item, Reviewed):
                return

    @staticmethod
    def _wake() -> None:
        try:
            if pygame.display.get_init():
                pygame.event.post(pygame.event.Event(REVIEW_STEP))
        except pygame.error:
            pass

    def wait_for(self, n: int, timeout: float | None = None) -> bool:
        """Block until `n` decisions came, or the review ended (all of them asked for: until it
        says so); for tests and headless tools."""
        with self._news:
            return self._news.wait_for(lambda: not self.running or len(self.reviews) >= n < self.total, timeout)

    def cancel(self) -> None:
        """Stop the work now (Back): the process ends, what was reviewed stays."""
        if not self.running:
            return
        self.cancelled = True
        self._proc.terminate()
        self._proc.join(timeout=2)
        self._conn.close()
