"""A lesson plays through a Match held by its coach, with no window: the person's taught
moves go through the coach's guard, the computer seats' written moves come from its script,
as the lesson's autoplay plays them at the table."""
from __future__ import annotations

import pytest

from game.match import Match, Seat
from game.tutorial.lesson import Coach
from game.tutorial.lessons import LESSONS


def held(lesson) -> tuple[Match, Coach]:
    match = Match(lesson.config(), lesson.seed, [Seat("You"), Seat("Computer", lesson.opponent)])
    coach = Coach(lesson)
    coach.hold(match)
    return match, coach


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_the_lesson_autoplays_through_its_match(lesson_id):
    lesson = LESSONS[lesson_id]
    match, coach = held(lesson)
    while not coach.last:
        done = len(match.actions)
        p = match.actor()
        if not match.person(p) and p is not None:
            move = match.script() if match.script else None
            assert move is not None, f"step {coach.step}: the computer has no written move"
            assert match.apply(move) is None
        elif coach.ready(done):
            coach.advance()
        elif coach.current.reading:
            coach.read = True
        else:
            assert match.apply(coach.expected(done)) is None
    assert match.actions == coach.line and match.script() is None
    coach.release(match)
    assert match.guard is None and match.script is None


def test_the_guard_refuses_an_untaught_move_and_changes_nothing():
    lesson = LESSONS[next(iter(LESSONS))]
    match, coach = held(lesson)
    while coach.current.reading:
        coach.read = True
        coach.advance()
    taught = coach.expected(0)
    other = next(a for a in match.rules.legal_actions(match.state) if a != taught
                 and Coach(lesson, coach.step).refusal(match.state, 0, a, True) is not None)
    assert match.apply(other) and match.actions == []
    assert match.apply(taught) is None and match.actions == [taught]
