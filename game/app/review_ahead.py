"""The coach reviews the people's decisions while they play, so that the review of a game is
ready when the game ends.

Whenever the window's helper process has nothing to do for the table (a person is to act, or
a computer level that does not search: TableScene.coach_may_work), it goes over the people's
decisions made so far that are not reviewed yet, in the order of the log, as a review in the
background (review_worker.py): a searching computer's move or a Hint asked withdraws it at once
(game/app/ai_worker.py), so nobody waits for the coach, and it takes up again from the first
decision still missing, going on with the one it was in from the future it had reached
(judge.Partial: the same figures as if it had never stopped). Each decision comes with
the same figures a review from scratch gives (its futures are seeded by the position), is kept
in the session with the digest of the game up to it, and goes into the game's file with the
next autosave (or at once once the game is over): the Review opened at the end, or later
from the history, works out only what is missing.

Tables of a lesson, a replay or a network game, and tables without a person, review nothing.
"""
from __future__ import annotations

from game.ai.judge import Partial
from game.ai.review import DEFAULT_SAMPLES, decision_digest
from game.app.review_worker import ReviewWorker
from game.app.session import Session
from game.rules.replay import GameRecord

RETRIES = 3        # background reviews started for one length of the game (hints make it give way)


class ReviewAhead:
    def __init__(self, session: Session, samples: int = DEFAULT_SAMPLES) -> None:
        self.session = session
        self.samples = samples
        if session.review_samples != samples:      # what the session keeps is of one budget
            session.reviewed, session.review_samples = {}, samples
        self.seats = [p for p, seat in enumerate(session.seats) if seat.human]
        self.worker: ReviewWorker | None = None
        self._length = -1           # the game's length when the work was last looked at
        self._starts = 0            # background reviews started at that length
        self._missing = True        # decisions of the people not reviewed yet at that length
        self._partial: tuple[str, int, Partial] | None = None    # a decision's work when it gave way

    def tick(self, free: bool) -> None:
        """Called every frame: take what came; start the work when the helper is `free` for
        it and something is missing; stop it when not."""
        worker, length = self.worker, len(self.session.actions)
        if worker is not None:
            self._take(worker)
            if (not free or length < self._length) and worker.running:
                worker.cancel()                             # (Undo: it works on moves taken back)
            if not worker.running and worker.join(0):       # over, and its thread has heard the end
                self.worker = None
                if worker.partial is not None:
                    n, partial = worker.partial
                    self._partial = (decision_digest(worker.record, n), n, partial)
        if length != self._length:
            self._length, self._starts, self._missing = length, 0, True
        if free and self.worker is None and self._missing and self._starts < RETRIES and self.seats:
            self._start()

    def _record(self) -> GameRecord:
        return GameRecord(self.session.config, self.session.seed, list(self.session.actions))

    def _start(self) -> None:
        record = self._record()
        known = [r for n, (_, r) in sorted(self.session.reviewed.items())]
        resume = None
        if self._partial is not None:       # the decision it stopped in, unless undone since
            digest, n, partial = self._partial
            if n <= len(record.actions) and decision_digest(record, n) == digest:
                resume = (n, partial)
            self._partial = None
        worker = ReviewWorker(record, self.seats, self.samples, ahead=known, background=True, resume=resume)
        self._starts += 1
        if worker.done:             # nothing is missing (this length)
            self._missing = False
            return
        self.worker = worker

    def _take(self, worker: ReviewWorker) -> None:
        """Keep the decisions that came since (in the session) while the game still holds the
        moves they were worked out on (worker.record: not undone since), and write them with
        the game once it is over (while it is played, the next move's autosave writes them)."""
        reviewed = self.session.reviewed
        new = [r for r in list(worker.reviews) if r.action_no not in reviewed]
        if not new:
            return
        record = self._record()
        for r in new:
            digest = decision_digest(worker.record, r.action_no)
            if r.action_no <= len(record.actions) and decision_digest(record, r.action_no) == digest:
                reviewed[r.action_no] = (digest, r)
        if self.session.autosave and self.session.is_over():
            self.session.write_autosave()

    def close(self) -> None:
        """The table is left: the work in hand stops."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None
