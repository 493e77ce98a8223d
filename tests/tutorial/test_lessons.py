"""Every lesson plays through the rules exactly as written, waits for the person after each
step, and its coach lets only the taught move through, explaining every other one."""
from __future__ import annotations

import pytest

from game.i18n import template_ids, translate
from game.rules import registry
from game.rules.actions import IllegalAction
from game.tutorial.lesson import NOT_TAUGHT, OVER, READ_FIRST, Coach, seconds
from game.tutorial.lessons import LESSONS, lesson_for

IDS = list(LESSONS)


def walk(lesson):
    """(step index, state at the start of the step, actions before it) for every step."""
    rules = registry.rules_for(lesson.game)
    state = rules.new_game(lesson.config(), lesson.seed)
    done = 0
    for i, step in enumerate(lesson.steps):
        yield i, state.copy(), done
        for a in (*step.expect, *step.then):
            rules.apply(state, a)
            done += 1


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_lesson_is_legal_and_waits_for_the_person_after_every_step(lesson_id):
    lesson = LESSONS[lesson_id]
    assert lesson.steps[-1].reading, "the last step is read: the lesson is over there"
    for i, state, done in walk(lesson):
        step = lesson.steps[i]
        assert state.current_player() == 0, f"step {i + 1} begins on the computer's turn"
        assert not (step.reading and step.then), f"step {i + 1}: the computer moves only after a taught move"
        assert done == lesson.start_of(i)
        rules = registry.rules_for(lesson.game)
        for a in step.expect:
            assert state.current_player() == 0
            rules.apply(state, a)
        for a in step.then:
            assert state.current_player() == 1, f"step {i + 1}: {a} is not the computer's"
            rules.apply(state, a)


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_coach_lets_the_taught_move_through_and_explains_every_other(lesson_id):
    lesson = LESSONS[lesson_id]
    rules = registry.rules_for(lesson.game)
    for i, state, done in walk(lesson):
        coach = Coach(lesson, i)
        step = lesson.steps[i]
        others = [a for a in rules.legal_actions(state) if a not in step.expect]
        if step.reading:
            why = coach.refusal(state, done, rules.legal_actions(state)[0], person=True)
            assert why is not None and why.template == (OVER if coach.last else READ_FIRST)
            continue
        assert coach.refusal(state, done, step.expect[0], person=True) is None
        for a in others:
            tried = state.copy()
            rules.apply(tried, a)
            expected = state.copy()
            rules.apply(expected, step.expect[0])
            why = coach.refusal(state, done, a, person=True)
            if tried == expected:           # the same move in other words counts too
                assert why is None
            else:
                assert why is not None and translate(why), f"step {i + 1}: {a} let through"


def test_a_move_the_rules_refuse_is_explained_in_the_lessons_words():
    lesson = LESSONS["kingdomino"]
    coach = Coach(lesson, 5)                 # place domino 24 against the castle
    i, state, done = next(w for w in walk(lesson) if w[0] == 5)
    far = type(lesson.steps[5].expect[0])(2, 2, 0)
    why = coach.refusal(state, done, far, person=True)
    assert str(why) == "That domino would not touch your castle or a matching terrain."
    with pytest.raises(IllegalAction):       # and the rules agree
        registry.rules_for(lesson.game).apply(state.copy(), far)


def test_the_five_by_five_limit_is_explained_where_the_kingdom_is_full_width():
    lesson = LESSONS["kingdomino"]
    i, state, done = next(w for w in walk(lesson) if w[0] == 12)
    west = type(lesson.steps[12].expect[0])(-1, 0, 2)
    why = Coach(lesson, 12).refusal(state, done, west, person=True)
    assert str(why) == "There the kingdom would grow wider or taller than 5 squares, castle included."


def test_a_legal_move_that_is_not_taught_says_which_one_is():
    lesson = LESSONS["kingdomino"]
    i, state, done = next(w for w in walk(lesson) if w[0] == 2)     # choose 24
    why = Coach(lesson, 2).refusal(state, done, type(lesson.steps[2].expect[0])(17), person=True)
    assert str(why) == "In this lesson your king takes domino 24: click it (ringed in gold)."


def test_the_computer_gets_only_its_written_moves():
    lesson = LESSONS["kingdomino"]
    coach = Coach(lesson, 2)
    start = lesson.start_of(2)
    assert coach.scripted(start) is None                # the person's move comes first
    assert coach.scripted(start + 1) == lesson.steps[2].then[0]
    assert coach.refusal(None, start + 1, lesson.steps[2].then[0], person=False) is None
    assert coach.refusal(None, start + 1, lesson.steps[3].expect[0], person=False).template == NOT_TAUGHT


def test_steps_advance_when_their_moves_are_played_and_reading_steps_on_next():
    lesson = LESSONS["kingdomino"]
    coach = Coach(lesson)
    assert not coach.ready(0)
    coach.read = True
    assert coach.ready(0)
    coach.advance()
    assert coach.step == 1 and not coach.read
    coach.advance()
    assert not coach.ready(lesson.start_of(2))
    assert coach.ready(lesson.start_of(3))


def test_a_resumed_coach_stays_inside_the_lesson():
    lesson = LESSONS["kingdomino"]
    assert Coach(lesson, 99).step == len(lesson.steps) - 1
    assert Coach(lesson, -3).step == 0


def test_every_game_has_its_lesson_and_the_royal_wedding_is_taught_by_queendomino():
    assert lesson_for("kingdomino").id == "kingdomino"
    assert lesson_for("kralovska_zahrada").game == "kralovska_zahrada"
    assert lesson_for("royal_wedding") is LESSONS["queendomino"]
    assert lesson_for("duel").game == "duel"
    assert lesson_for("chess") is None


def test_a_lesson_takes_a_few_minutes():
    for lesson in LESSONS.values():
        assert 60 <= seconds(lesson) <= 600, lesson.id


def test_every_step_text_is_a_message_the_catalogs_hold():
    ids = template_ids()
    for lesson in LESSONS.values():
        for step in lesson.steps:
            assert (None, step.text) in ids, step.text[:40]
        for text in lesson.wrong.values():
            assert (None, text) in ids, text[:40]
