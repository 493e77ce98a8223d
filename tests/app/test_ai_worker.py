"""Computer players think on the worker thread and answer with a legal action."""
import threading

from game.ai.kingdomino.search import SearchPlayer
from game.ai.pool import Cancelled
from game.ai.registry import make_player
from game.app.ai_worker import AIWorker, Job, helper
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino


def test_worker_answers_with_a_legal_action_for_each_phase():
    state = kingdomino.new_game(GameConfig("kingdomino", 3), 4)
    worker = AIWorker()
    try:
        for token in range(1, 9):
            worker.request(token, make_player("greedy", "kingdomino", token), state.copy())
            answer = worker.wait(10)
            assert answer is not None and answer.token == token and answer.error is None
            assert answer.action in kingdomino.legal_actions(state)
            kingdomino.apply(state, answer.action)
    finally:
        worker.close()


class Broken:
    name = "broken"

    def choose(self, state):
        raise RuntimeError("boom")


def logged(folder) -> str:
    return (folder / "kingdomino-family.log").read_text(encoding="utf-8")


def test_worker_reports_a_failing_player_instead_of_dying_and_logs_its_traceback(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path))
    worker = AIWorker()
    try:
        worker.request(1, Broken(), None)
        answer = worker.wait(10)
        assert answer.action is None and answer.error == "RuntimeError: boom"
        assert "Traceback" in logged(tmp_path) and "in choose" in logged(tmp_path)
        worker.request(2, make_player("random", "kingdomino", 1),
                       kingdomino.new_game(GameConfig("kingdomino", 2), 1))
        assert worker.wait(10).action is not None
    finally:
        worker.close()


def test_searching_levels_think_in_the_helper_process_and_bring_their_generator_back():
    """The remote answer equals a local one, and the UI's player ends with the same
    generator state as if it had thought itself (saved games resume exactly)."""
    import pickle

    from game.ai.kingdomino.search import SearchPlayer
    from game.app.ai_worker import is_heavy

    state = kingdomino.new_game(GameConfig("kingdomino", 4, ("middle_kingdom",)), 7)
    greedy = make_player("greedy", "kingdomino", 3)
    while state.round < 2:
        kingdomino.apply(state, greedy.choose(state))
    player = SearchPlayer(5, budget=60.0, max_iter=2, candidates=3)
    assert is_heavy(player) and not is_heavy(greedy)
    twin = pickle.loads(pickle.dumps(player))
    expected = twin.choose(state.copy())
    worker = AIWorker()
    try:
        worker.request(1, player, state.copy())
        answer = worker.wait(60)
    finally:
        worker.close()
        worker._thread.join(60)          # the worker thread has ended
    assert answer is not None and answer.error is None
    assert answer.action == expected and answer.action in kingdomino.legal_actions(state)
    assert player.rng.state == twin.rng.state != SearchPlayer(5).rng.state


def test_wait_ready_leaves_the_answer_for_the_table_to_poll():
    state = kingdomino.new_game(GameConfig("kingdomino", 2), 3)
    worker = AIWorker()
    try:
        worker.request(7, make_player("greedy", "kingdomino", 1), state.copy())
        assert worker.wait_ready(10)
        answer = worker.poll()
        assert answer is not None and answer.token == 7 and answer.action in kingdomino.legal_actions(state)
        assert worker.poll() is None
    finally:
        worker.close()


def test_a_searching_player_that_fails_in_the_helper_process_is_logged_there(tmp_path, monkeypatch):
    """The helper's loop (run here on a thread, not spawned): the traceback is written where it happened,
    the window gets the one line and the helper answers the next request."""
    import multiprocessing

    from game.app.ai_worker import Job, _answer
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path))
    ours, helpers = multiprocessing.Pipe()
    serving = threading.Thread(target=_answer, args=(helpers,))
    serving.start()
    try:
        ours.send(("move", Job().number, Broken(), None))
        assert ours.recv() == (None, None, "RuntimeError: boom")
        ours.send(("move", Job().number, make_player("random", "kingdomino", 1),
                   kingdomino.new_game(GameConfig("kingdomino", 2), 1)))
        assert ours.recv()[0] is not None
    finally:
        ours.send(None)
        serving.join(60)
    assert not serving.is_alive()
    assert logged(tmp_path).count("Traceback") == 1 and "RuntimeError: boom" in logged(tmp_path)


def endless(seed: int) -> SearchPlayer:
    """An expert whose search only a withdrawal ends (seconds and futures without end)."""
    return SearchPlayer(seed, budget=1e9, max_iter=10**12)


def test_a_long_search_withdrawn_stops_in_the_helper_and_the_next_question_is_answered():
    """The helper hears the withdrawal while it searches, stops between futures and answers
    Cancelled; the same helper (and pool) then answers the next question, even one asked
    before the withdrawn one (another table's, sent later)."""
    state = kingdomino.new_game(GameConfig("kingdomino", 4), 7)      # the first line: four picks race
    h, earlier, outcome = helper(), Job(), []
    job = Job()

    def ask() -> None:
        try:
            outcome.append(h.ask(job, endless(5), state.copy()))
        except Cancelled:
            outcome.append("withdrawn")

    asker = threading.Thread(target=ask)
    asker.start()
    assert h.wait_busy(120)
    job.withdraw()
    asker.join(120)
    assert outcome == ["withdrawn"]
    quick = SearchPlayer(6, budget=60.0, max_iter=2, candidates=3)
    assert h.ask(earlier, quick, state.copy()) in kingdomino.legal_actions(state)
    assert helper() is h and h.proc.is_alive()


def test_a_question_withdrawn_before_it_is_worked_out_is_never_answered():
    state = kingdomino.new_game(GameConfig("kingdomino", 4), 7)
    worker = AIWorker()
    try:
        worker.request(1, endless(1), state.copy())
        worker.request(2, endless(2), state.copy())           # waits behind the first
        worker.withdraw(2)
        assert helper().wait_busy(120)
        worker.withdraw(1)
        worker.request(3, make_player("greedy", "kingdomino", 3), state.copy())
        answer = worker.wait(120)
        assert answer is not None and answer.token == 3 and worker.poll() is None
    finally:
        worker.close()
        worker._thread.join(60)
    assert not worker._thread.is_alive()


def test_closing_the_window_mid_search_ends_the_helper_without_force(monkeypatch):
    """At exit (and at a window test's end) the search in hand is withdrawn: the helper
    answers, ends its pool and exits by itself, nothing left for anyone to kill."""
    from game.app.ai_worker import close_helper
    state = kingdomino.new_game(GameConfig("kingdomino", 4), 7)
    h, outcome = helper(), []

    def ask() -> None:
        try:
            outcome.append(h.ask(Job(), endless(8), state.copy()))
        except Cancelled:
            outcome.append("withdrawn")

    asker = threading.Thread(target=ask)
    asker.start()
    assert h.wait_busy(120)
    forced: list[bool] = []
    monkeypatch.setattr(h.proc, "terminate", lambda: forced.append(True))
    close_helper()
    asker.join(120)
    assert outcome == ["withdrawn"] and forced == [] and h.proc.exitcode == 0
