"""The review beside the window: decisions come one by one from a helper process, the same
as the reviewer gives them, and Back stops the work (the helper then answers the next request)."""
from pathlib import Path

import pytest

from game import saves
from game.ai.review import coach_for, decisions, review_decision
from game.app.review_worker import ReviewWorker

pytestmark = pytest.mark.usefixtures("one_helper")      # the reviews: one helper process for all

DUEL = Path(__file__).resolve().parents[2] / "saves" / "examples" / "duel.json"


def test_decisions_come_as_the_reviewer_gives_them_and_cancel_stops_the_work():
    record = saves.load(DUEL)[0].record
    worker = ReviewWorker(record, [0], samples=2)
    assert worker.total == sum(1 for _ in decisions(record, [0])) > 2
    assert worker.wait_for(2, timeout=120) and worker.running
    i, state, action = next(decisions(record, [0]))
    expected = review_decision(state, action, coach_for("duel"), 2, i + 1)
    assert worker.reviews[0] == expected
    worker.cancel()
    assert worker.join(30) and worker.cancelled and not worker.done
    kept = len(worker.reviews)
    assert kept >= 2 and worker.wait_for(kept + 1, timeout=5) is True and len(worker.reviews) == kept
    from game.app.ai_worker import Job, helper
    assert helper() is worker._helper and helper().ask(Job(), *_greedy_move()) is not None   # the same helper answers


def _greedy_move() -> tuple:
    from game.ai.registry import make_player
    from game.rules.config import GameConfig
    from game.rules.registry import rules_for
    return make_player("greedy", "duel", 1), rules_for("duel").new_game(GameConfig("duel", 2), 1)


def test_a_review_that_fails_logs_its_traceback_and_sends_its_one_line(tmp_path, monkeypatch):
    """The helper process's work (run here, not spawned)."""
    import multiprocessing

    from game.app import ai_worker

    def broken(record, seats, samples, jobs=None, skip=(), resume=None):
        yield from ()
        raise ValueError("no such decision")
    monkeypatch.setattr(ai_worker, "review_game", broken)
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path))
    ours, helpers = multiprocessing.Pipe()
    ai_worker._review(helpers, saves.load(DUEL)[0].record, [0], 2, frozenset())
    assert ours.recv() == "ValueError: no such decision"
    text = (tmp_path / "kingdomino-family.log").read_text(encoding="utf-8")
    assert "Traceback" in text and "in broken" in text


def test_a_kept_review_is_used_only_for_the_same_game_budget_and_seats(tmp_path):
    import dataclasses

    from game.app.review_worker import keep, kept
    from game.rules.replay import GameRecord
    saved = saves.load(DUEL)[0]
    reviews = [review_decision(state, action, coach_for("duel"), 2, i + 1)
               for i, state, action in list(decisions(saved.record, [0]))[:3]]
    path = tmp_path / "duel.json"
    saves.write(path, saved)
    assert keep(path, saved, reviews, [0], 2)
    loaded = saves.load(path)[0]
    assert kept(loaded, [0], 2) == reviews
    assert kept(loaded, [0], 3) is None and kept(loaded, [1], 2) is None
    shorter = dataclasses.replace(loaded, record=GameRecord(saved.record.config, saved.record.seed,
                                                            saved.record.actions[:-1]))
    assert kept(shorter, [0], 2) is None                 # a game played on since (or cut) is reviewed again
    assert kept(dataclasses.replace(loaded, review=dict(loaded.review or {}, decisions=[{"action": "x"}])), [0], 2) is None
    assert not keep(path, shorter, reviews, [0], 2)      # the file holds another game: left alone
    assert saves.load(path)[0].review == loaded.review


def test_an_old_save_without_a_review_loads_and_the_fixture_of_version_4_keeps_one():
    from game.app.review_worker import kept
    root = Path(__file__).resolve().parents[2] / "saves" / "fixtures"
    old = saves.load(root / "v3-kralovska-zahrada-3p.json")[0]
    assert old.review is None and kept(old, [0]) is None
    new = saves.load(root / "v4-duel-reviewed.json")[0]
    assert new.review is not None and kept(new, [0], 2) is not None


def test_a_review_in_the_background_gives_way_to_a_move():
    from game.app.ai_worker import Job, helper
    record = saves.load(DUEL)[0].record
    worker = ReviewWorker(record, [0], samples=2, background=True)
    assert worker.wait_for(1, timeout=120) and worker.running
    assert helper().ask(Job(), *_greedy_move()) is not None        # answered at once
    assert worker.join(30) and worker.gave_way and not worker.running and worker.error is None
    assert len(worker.reviews) < worker.total
    if worker.partial is not None:                  # stopped inside a decision: the next one missing
        n, partial = worker.partial
        missing = [i + 1 for i, _, _ in decisions(record, [0])][len(worker.reviews)]
        assert n == missing and partial.futures >= 0
        rest = ReviewWorker(record, [0], samples=2, ahead=worker.reviews, resume=worker.partial)
        assert rest.wait_for(len(worker.reviews) + 1, timeout=120)
        i, state, action = next((i, st, a) for i, st, a in decisions(record, [0]) if i + 1 == n)
        assert rest.reviews[len(worker.reviews)] == review_decision(state, action, coach_for("duel"), 2, n)
        rest.cancel()
        assert rest.join(30)


def test_decisions_reviewed_already_are_not_worked_out_again():
    import dataclasses

    from game.rules.replay import GameRecord
    full = saves.load(DUEL)[0].record
    record = GameRecord(full.config, full.seed, full.actions[:24])
    expected = [review_decision(state, action, coach_for("duel"), 2, i + 1) for i, state, action in decisions(record, [0])]
    marked = dataclasses.replace(expected[0], loss=99.0)       # kept as given: not reviewed again
    worker = ReviewWorker(record, [0], samples=2, ahead=[marked])
    assert worker.wait_for(len(expected), timeout=120) and worker.join(30) and worker.done and not worker.kept
    assert worker.reviews == [marked] + expected[1:]
    whole = ReviewWorker(record, [0], samples=2, ahead=expected)
    assert whole.done and not whole.kept and whole.reviews == expected       # nothing missing: no process


def test_decisions_reviewed_ahead_are_kept_in_the_save_while_they_hold_for_its_record(tmp_path):
    import dataclasses

    from game.ai.review import decision_digest
    from game.app.review_worker import ahead_doc, kept, reviewed_ahead
    from game.rules.replay import GameRecord
    saved = saves.load(DUEL)[0]
    found = list(decisions(saved.record, [0]))[:3]
    reviews = [(decision_digest(saved.record, i + 1), review_decision(state, action, coach_for("duel"), 2, i + 1))
               for i, state, action in found]
    path = tmp_path / "duel.json"
    saves.write(path, dataclasses.replace(saved, review=ahead_doc(reviews, 2)))
    loaded = saves.load(path)[0]
    assert reviewed_ahead(loaded, [0], 2) == reviews and reviewed_ahead(loaded, None, 2) == reviews
    assert reviewed_ahead(loaded, [1], 2) == [] and reviewed_ahead(loaded, [0], 3) == []
    last = reviews[-1][1].action_no
    cut = GameRecord(saved.record.config, saved.record.seed, saved.record.actions[:last - 1])
    assert reviewed_ahead(dataclasses.replace(loaded, record=cut), [0], 2) == reviews[:-1]    # undone since
    damaged = dict(loaded.review or {}, ahead=[{"digest": reviews[0][0], "action": "x"}] + (loaded.review or {})["ahead"][1:])
    assert reviewed_ahead(dataclasses.replace(loaded, review=damaged), [0], 2) == reviews[1:]
    assert kept(loaded, [0], 2) is None          # not a whole review: the review scene works out the rest
