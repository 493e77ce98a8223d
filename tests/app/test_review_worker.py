"""The review beside the window: decisions come one by one from a helper process, the same
as the reviewer gives them, and Back stops the process."""
from pathlib import Path

from game import saves
from game.ai.review import coach_for, decisions, record_digest, review_decision
from game.app.review_worker import ReviewWorker

DUEL = Path(__file__).resolve().parents[2] / "saves" / "examples" / "duel.json"


def test_decisions_come_as_the_reviewer_gives_them_and_cancel_stops_the_work():
    record = saves.load(DUEL)[0].record
    worker = ReviewWorker(record, [0], samples=2)
    assert worker.total == sum(1 for _ in decisions(record, [0])) > 2
    assert worker.wait_for(2, timeout=120) and worker.running
    i, state, action = next(decisions(record, [0]))
    expected = review_decision(state, action, coach_for("duel"), 2, f"{record_digest(record)}:{i}", i + 1)
    assert worker.reviews[0] == expected
    worker.cancel()
    assert not worker._proc.is_alive() and worker.cancelled and not worker.done
    kept = len(worker.reviews)
    assert kept >= 2 and worker.wait_for(kept + 1, timeout=5) is True and len(worker.reviews) == kept


def test_a_review_that_fails_logs_its_traceback_and_sends_its_one_line(tmp_path, monkeypatch):
    """The helper process's work (run here, not spawned)."""
    import multiprocessing

    from game.app import review_worker

    def broken(record, seats, samples):
        yield from ()
        raise ValueError("no such decision")
    monkeypatch.setattr(review_worker, "review_game", broken)
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path))
    ours, helpers = multiprocessing.Pipe(duplex=False)
    review_worker._serve(helpers, saves.load(DUEL)[0].record, [0], 2)
    assert ours.recv() == "ValueError: no such decision"
    text = (tmp_path / "kingdomino-family.log").read_text(encoding="utf-8")
    assert "Traceback" in text and "in broken" in text
