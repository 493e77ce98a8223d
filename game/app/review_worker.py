"""The game review runs beside the window, never in it.

Reviewing plays hundreds of games out: CPU-bound Python that would hold the GIL and stall
the drawing loop on a thread. So one helper process (spawned, as on Windows and macOS)
goes over the decisions and sends each reviewed decision down a pipe; a thread of the
window reads the pipe, keeps what came and posts REVIEW_STEP to wake the loop, which may
be idle waiting for events. Cancelling ends the process at once; what came stays. A review
that fails logs its traceback (game.error_log) and shows its one line.

A finished game's review is kept in its save file (kept()/keep()): opened again it is shown
at once, no process started. It is used only while it is of the same game (the record's
digest), yardstick, budget and seats; otherwise, or when it does not read, the game is
reviewed again.
"""
from __future__ import annotations

import dataclasses
import threading
from multiprocessing import get_context
from pathlib import Path
from typing import Sequence

import pygame

from game import error_log, saves
from game.ai.review import DEFAULT_SAMPLES, YARDSTICK, Reviewed, decisions, default_jobs, record_digest, review_game
from game.rules.replay import GameRecord

REVIEW_STEP = pygame.event.custom_type()    # a decision reviewed, the review finished or failed


def _stamp(record: GameRecord, seats: Sequence[int], samples: int) -> dict:
    """What a kept review must match to be used: the game, the yardstick, the budget, the seats."""
    return {"yardstick": YARDSTICK, "digest": record_digest(record), "samples": samples,
            "seats": [s + 1 for s in seats]}


def kept(saved: saves.SavedGame, seats: Sequence[int], samples: int = DEFAULT_SAMPLES) -> list[Reviewed] | None:
    """The review kept with the game, when it matches (else None: review it again)."""
    doc = saved.review
    if not isinstance(doc, dict) or any(doc.get(k) != v for k, v in _stamp(saved.record, seats, samples).items()):
        return None
    try:
        return [Reviewed.from_dict(d) for d in doc["decisions"]]
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def keep(path: Path, saved: saves.SavedGame, reviews: list[Reviewed], seats: Sequence[int],
         samples: int = DEFAULT_SAMPLES) -> bool:
    """Write the finished review into the game's file, when the file still holds this game
    (saves.write keeps the previous copy); False when it does not or cannot be written."""
    try:
        there = saves.load_checked(path).saved
        if record_digest(there.record) != record_digest(saved.record):
            return False
        review = _stamp(saved.record, seats, samples) | {"decisions": [r.to_dict() for r in reviews]}
        saves.write(path, dataclasses.replace(there, review=review))
    except (saves.SaveError, OSError):
        return False
    return True


def _serve(conn, record: GameRecord, seats: list[int], samples: int) -> None:
    """The helper process: every reviewed decision down the pipe, then None (or the error's words)."""
    try:
        for r in review_game(record, seats, samples, jobs=default_jobs()):
            conn.send(r)
        conn.send(None)
    except Exception as exc:  # noqa: BLE001 - shown in the review scene, not a crash
        error_log.record(exc)
        conn.send(f"{type(exc).__name__}: {exc}")
    finally:
        conn.close()


class ReviewWorker:
    """One review in the background: `reviews` grows as decisions come (read it from the
    window's thread), `total` is how many will come, `done` once all did, `error` if it failed.
    Given the `reviews` kept with the game it is done at once, with no process."""

    def __init__(self, record: GameRecord, seats: Sequence[int], samples: int = DEFAULT_SAMPLES,
                 reviews: list[Reviewed] | None = None) -> None:
        self.seats = list(seats)
        self.samples = samples
        self.total = sum(1 for _ in decisions(record, seats))
        self.reviews: list[Reviewed] = list(reviews or [])
        self.done = reviews is not None
        self.kept = self.done            # shown from the game's file, not worked out now
        self.error: str | None = None
        self.cancelled = False
        self._news = threading.Condition()
        if self.done:
            return
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
            if not isinstance(item, Reviewed):      # its last word: it ends, and is waited for before "done"
                self._proc.join(timeout=2)
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
