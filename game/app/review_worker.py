"""The game review runs beside the window, never in it.

Reviewing plays hundreds of games out: CPU-bound Python that would hold the GIL and stall
the drawing loop on a thread. So the window's helper process (game/app/ai_worker.py, where
the computer players think, in the one process pool) goes over the decisions and sends
each reviewed decision down its pipe; a thread of the window reads them, keeps what came
and posts REVIEW_STEP to wake the loop, which may be idle waiting for events. Cancelling
withdraws the request: the helper stops between decisions (between futures within one) and
is free for the next request; what came stays. A review that fails logs its traceback
(game.error_log) and shows its one line.

A finished game's review is kept in its save file (kept()/keep()): opened again it is shown
at once, no process started. It is used only while it is of the same game (the record's
digest), yardstick, budget and seats; otherwise, or when it does not read, the game is
reviewed again. Decisions reviewed while the game was played (review_ahead.py) are kept in
the file too, each with the digest of the game up to it (ahead_doc()/reviewed_ahead()): a
review opened later reviews only the decisions that are missing.
"""
from __future__ import annotations

import bisect
import dataclasses
import threading
from pathlib import Path
from typing import Sequence

import pygame

from game import saves
from game.ai.judge import Partial
from game.ai.pool import Cancelled
from game.ai.review import (
    DEFAULT_SAMPLES,
    YARDSTICK,
    Reviewed,
    decision_digest,
    decisions,
    record_digest,
    stopped_at,
)
from game.app.ai_worker import Job, helper
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


def ahead_doc(reviews: Sequence[tuple[str, Reviewed]], samples: int = DEFAULT_SAMPLES) -> dict:
    """What a save keeps of the decisions reviewed while the game is played: each with the
    digest of the game up to it (decision_digest)."""
    return {"yardstick": YARDSTICK, "samples": samples,
            "ahead": [{"digest": digest} | r.to_dict() for digest, r in reviews]}


def reviewed_ahead(saved: saves.SavedGame, seats: Sequence[int] | None = None,
                   samples: int = DEFAULT_SAMPLES) -> list[tuple[str, Reviewed]]:
    """The decisions of `seats` (all by default) reviewed while the game was played that are
    still right for its record, with their digests, in the order of the log; none when the
    file keeps none, or of another yardstick or budget. A damaged entry is left out (it is
    reviewed again)."""
    doc = saved.review
    if not isinstance(doc, dict) or doc.get("yardstick") != YARDSTICK or doc.get("samples") != samples:
        return []
    entries = doc.get("ahead")
    out: dict[int, tuple[str, Reviewed]] = {}
    record = saved.record
    for d in entries if isinstance(entries, list) else []:
        try:
            r = Reviewed.from_dict(d)
        except (KeyError, TypeError, ValueError, AttributeError):
            continue
        if ((seats is None or r.seat in seats) and 0 < r.action_no <= len(record.actions)
                and d.get("digest") == decision_digest(record, r.action_no)):
            out[r.action_no] = (d["digest"], r)
    return [out[n] for n in sorted(out)]


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


class ReviewWorker:
    """One review in the background: `reviews` grows as decisions come (read it from the
    window's thread), `total` is how many will come, `done` once all did, `error` if it failed.
    Given the `reviews` kept with the game it is done at once, with no process."""

    def __init__(self, record: GameRecord, seats: Sequence[int], samples: int = DEFAULT_SAMPLES,
                 reviews: list[Reviewed] | None = None, ahead: Sequence[Reviewed] = (),
                 background: bool = False, resume: tuple[int, Partial] | None = None) -> None:
        """reviews: the whole review kept with the game; ahead: decisions reviewed already
        (while the game was played), the first of the log: only those after them are worked
        out. background: the helper's moves and hints come first (it stops at one, keeping in
        `partial` the decision it was in and how far it got); resume: such a `partial`."""
        self.record = record                 # the game as it was given (moves after it are not its)
        self.seats = list(seats)
        self.samples = samples
        self.total = sum(1 for _ in decisions(record, seats))
        self.reviews: list[Reviewed] = list(reviews if reviews is not None else ahead)
        self.kept = reviews is not None      # shown from the game's file, not worked out now
        self.done = self.kept or len(self.reviews) >= self.total
        self.error: str | None = None
        self.cancelled = False
        self.background = background
        self.gave_way = False                # (background) stopped for a move or a hint
        self.partial: tuple[int, Partial] | None = None     # stopped so: the decision it was in, how far
        self._news = threading.Condition()
        self._thread: threading.Thread | None = None
        if self.done:
            return
        self._helper = helper()
        self._job = Job()
        skip = frozenset(r.action_no for r in self.reviews)
        self._thread = threading.Thread(target=self._read, args=(record, samples, skip, background, resume),
                                        name="review-reader", daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return not (self.done or self.error or self.cancelled or self.gave_way)

    def _read(self, record: GameRecord, samples: int, skip: frozenset[int], background: bool,
              resume: tuple[int, Partial] | None) -> None:
        try:
            self._helper.review(self._job, record, self.seats, samples, self._take, skip, background, resume)
        except (Cancelled, EOFError, OSError):      # withdrawn before it was sent; the process died
            self._take(Cancelled())

    def _take(self, item: object) -> None:
        with self._news:
            if self.background and isinstance(item, Cancelled) and (stopped := stopped_at(item)) is not None:
                self.partial = stopped              # (also when withdrawn by cancel())
            if self.cancelled:
                pass
            elif isinstance(item, Reviewed):
                bisect.insort(self.reviews, item, key=lambda r: r.action_no)
            elif isinstance(item, str):
                self.error = item
            elif isinstance(item, Cancelled) and self.background:     # a move or a hint came first
                self.gave_way = True
            elif isinstance(item, Cancelled):       # not by us: the helper closed or died
                self.error = "the review stopped"
            else:
                self.done = self.error is None
            self._news.notify_all()
        self._wake()

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
        """Stop the work now (Back): the request is withdrawn, the helper stops it at once
        and answers the next; what was reviewed stays."""
        if not self.running:
            return
        self.cancelled = True
        self._helper.withdraw(self._job)

    def join(self, timeout: float | None = None) -> bool:
        """Wait until the helper has ended the review (True) (tests)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return thread is None or not thread.is_alive()
