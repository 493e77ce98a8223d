"""The coach reviews a person's decisions while they play: it works only while the helper is
free for it, gives the figures a review from scratch gives, keeps them in the session and the
save (each with the digest of the game up to it), and Undo takes back those of the moves undone."""
from game.ai.review import coach_for, decision_digest, decisions, review_decision
from game.app.review_ahead import ReviewAhead
from game.app.review_worker import reviewed_ahead
from game.app.session import Seat, Session
from game.rules.config import GameConfig

RED, BLUE = (222, 66, 74), (64, 118, 228)


def duel_against_greedy(decisions_made: int) -> Session:
    """Ann (a person) against greedy; Ann plays her first legal action until she has made
    `decisions_made` decisions (actions with a choice) and it is her turn again."""
    s = Session(GameConfig("duel", 2), 5, [Seat("Ann", RED), Seat("Bot", BLUE, "greedy")])
    made = 0
    while made < decisions_made or s.actor() != 0:
        if s.actor() == 0:
            made += len(s.rules.legal_actions(s.state)) > 1
            assert s.apply(s.rules.legal_actions(s.state)[0]) is None
        else:
            assert s.apply(s.computer_move(1)) is None
    return s


def until_reviewed(ahead: ReviewAhead, n: int) -> None:
    while len(ahead.session.reviewed) < n:
        assert ahead.worker is not None and ahead.worker.wait_for(n, timeout=120)
        ahead.tick(True)


def test_decisions_are_reviewed_while_a_person_thinks_as_a_review_from_scratch_judges_them():
    s = duel_against_greedy(3)
    ahead = ReviewAhead(s, samples=2)
    ahead.tick(True)
    until_reviewed(ahead, 3)
    record = s.to_saved().record
    expected = [review_decision(state, action, coach_for("duel"), 2, i + 1) for i, state, action in decisions(record, [0])]
    assert [r for _, r in sorted(s.reviewed.values(), key=lambda x: x[1].action_no)] == expected
    assert all(digest == decision_digest(record, n) for n, (digest, _) in s.reviewed.items())
    ahead.tick(True)
    assert ahead.worker is None                     # nothing is missing: no work is started
    saved = s.to_saved()
    assert [r for _, r in reviewed_ahead(saved, [0], 2)] == expected
    resumed = Session.from_saved(saved)
    assert resumed.reviewed == s.reviewed          # a resumed game keeps them
    assert ReviewAhead(resumed).session.reviewed == {}     # (for the same budget only)


def test_the_work_stops_when_the_helper_is_wanted_and_undo_drops_the_reviews_of_the_moves_undone():
    s = duel_against_greedy(4)
    ahead = ReviewAhead(s, samples=2)
    ahead.tick(True)
    worker = ahead.worker
    assert worker is not None and worker.running
    ahead.tick(False)                               # a computer's turn: the work is withdrawn
    assert worker.cancelled and not worker.running and worker.join(30)
    ahead.tick(False)                               # its thread has ended: let go
    assert ahead.worker is None
    ahead.tick(True)                                # it goes on (in the decision it stopped in)
    until_reviewed(ahead, 4)
    record = s.to_saved().record
    expected = [review_decision(state, action, coach_for("duel"), 2, i + 1) for i, state, action in decisions(record, [0])]
    assert [s.reviewed[n][1] for n in sorted(s.reviewed)] == expected
    numbers = sorted(s.reviewed)
    point = s.undo_point()
    assert point is not None and s.undo() is None
    assert sorted(s.reviewed) == [n for n in numbers if n <= point] != numbers


def test_tables_without_a_person_review_nothing():
    s = Session(GameConfig("duel", 2), 5, [Seat("A", RED, "greedy"), Seat("B", BLUE, "greedy")])
    ahead = ReviewAhead(s, samples=2)
    ahead.tick(True)
    assert ahead.worker is None and not s.reviewed


def test_a_review_worked_out_on_moves_taken_back_since_is_not_kept():
    from game.app.review_worker import ReviewWorker
    s = duel_against_greedy(2)
    record = s.to_saved().record
    i, state, action = next(decisions(record, [0]))
    review = review_decision(state, action, coach_for("duel"), 2, i + 1)
    ahead = ReviewAhead(s, samples=2)
    other = s.to_saved().record
    other.actions[i:] = [next(a for a in s.rules.legal_actions(state) if a != action)]   # another move there
    ahead._take(ReviewWorker(other, [0], 2, ahead=[review] * 99))      # nothing missing: no process
    assert s.reviewed == {}
    ahead._take(ReviewWorker(record, [0], 2, ahead=[review] * 99))
    assert list(s.reviewed) == [i + 1]
