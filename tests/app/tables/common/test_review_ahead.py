"""At the window's table the coach reviews a person's decisions while they think, and stops
whenever a computer is to move."""
import pygame
import pytest

from game.app.review_ahead import ReviewAhead
from tests.app.helpers import send
from tests.app.tables.duel.test_scene import duel_table


def until(app, scene, done) -> None:
    for _ in range(500):
        if done():
            return
        if scene.thinking:
            send(app, pygame.event.wait(5000), render=False)      # the computer's answer wakes the loop
        else:
            app.step([], 0.5)
    raise AssertionError("the table did not get there")


@pytest.mark.parametrize("computer", ["greedy", "expert"])
def test_the_table_reviews_while_the_helper_is_free_and_gives_way_to_a_searching_computer(app, computer):
    app.review_ahead = True
    scene = duel_table(app, agents=(None, computer))
    assert isinstance(scene.ahead, ReviewAhead)
    scene.ahead = ReviewAhead(scene.session, samples=2)
    session = scene.session
    while not session.reviewed:
        if scene.human_turn() and session.actor() == 0:
            app.step([], 0.2)
            worker = scene.ahead.worker
            if worker is not None:                   # a decision of hers waits for its review
                assert worker.background and worker.wait_for(1, timeout=120)
                app.step([], 0.2)
                continue
            assert scene.act(session.rules.legal_actions(session.state)[0])
        until(app, scene, lambda: scene.human_turn() or session.is_over())
    number = max(session.reviewed)
    assert session.actors[number - 1] == 0 and session.reviewed[number][1].seat == 0
    assert session.to_saved().review is not None      # kept with the game
    # when the computer is to move: greedy thinks on a thread of the window and the coach goes
    # on; the expert thinks in the helper process and the coach gives way
    while session.actor() == 0:
        assert scene.act(session.rules.legal_actions(session.state)[0])
    assert session.actor() == 1 and scene.coach_may_work() == (computer == "greedy")
    worker = scene.ahead.worker
    app.step([], 0.01)
    assert (scene.ahead.worker is not None and scene.ahead.worker.running) == (computer == "greedy")
    assert worker is None or worker.cancelled == (computer == "expert")


def test_the_demo_and_the_tests_tables_review_nothing(app):
    assert not app.review_ahead
    assert duel_table(app, agents=(None, "greedy")).ahead is None
