"""A lesson through the real scene stack: synthetic clicks on what the lesson rings play it
through; a wrong click at every step is explained and changes nothing; Replay step, Leave
and resume, and Play on."""
from __future__ import annotations

import pygame
import pytest

from game import autosaves
from game.app import settings
from game.app.scenes.title import TitleScene
from game.app.tutorial.lesson_scene import LessonScene, open_lesson
from game.app.tutorial.menu import LearnScene, finished, left_at, lesson_note
from game.rules.actions import Choose, Place
from game.tutorial.lessons import LESSONS
from tests.app.helpers import click, find_scene, key, send

DT = 0.05


def settle(app, lesson: LessonScene) -> None:
    """Run the frames until the lesson waits for the person (the computer's moves shown)."""
    for _ in range(400):
        app.step([], DT)
        if app.scenes.top is lesson and lesson.waiting() and not lesson.coach.ready(len(lesson.session.actions)):
            break
        if lesson.over:
            break
    app.render()


def centre(lesson: LessonScene) -> tuple[int, int]:
    return lesson.marks()[0].rect.center


def play_taught(app, lesson: LessonScene) -> None:
    """The step's move as a person makes it: a click on the ringed domino, right clicks to
    turn the domino and a click on its first square, or Next."""
    action = lesson.coach.expected(len(lesson.session.actions))
    if action is None:
        click(app, lesson.next_button.rect.center)
    elif isinstance(action, Choose):
        click(app, centre(lesson))
    elif isinstance(action, Place):
        table = lesson.table
        k = lesson.session.state.kingdoms[0]
        first = table.big.rel_rect(k, action.x, action.y).center
        while table.rot != action.rot:
            click(app, first, button=3)
        click(app, first)
    settle(app, lesson)


def wrong_move(lesson: LessonScene):
    """A click's worth of wrong: another domino of the line, a far square, or a move on a note."""
    st = lesson.session.state
    action = lesson.coach.expected(len(lesson.session.actions))
    legal = lesson.session.rules.legal_actions(st)
    if isinstance(action, Choose):
        return next(a for a in legal if a != action)
    if isinstance(action, Place):
        return Place(-2, -2, 0)              # touches nothing
    return legal[0]


@pytest.fixture
def lesson(app):
    title = TitleScene(app)
    app.scenes.push(title)
    title.learn()
    learn = app.scenes.top
    click(app, learn.opens[0].rect.center)          # Kingdomino
    scene = find_scene(app, LessonScene)
    settle(app, scene)
    return scene


def test_the_kingdomino_lesson_plays_through_with_clicks_on_what_it_rings(app, lesson):
    assert lesson.lesson.id == "kingdomino"
    seen = []
    while not lesson.over:
        seen.append(lesson.coach.step)
        assert lesson.marks() or lesson.coach.current.reading, f"step {lesson.coach.step + 1} rings nothing"
        play_taught(app, lesson)
    assert seen == list(range(len(lesson.lesson.steps) - 1))
    assert lesson.session.actions == lesson.coach.line
    assert lesson.next_button.label == "Play on" and lesson.next_button.enabled


def test_a_wrong_move_at_every_step_is_explained_and_changes_nothing(app, lesson):
    while not lesson.over:
        before = lesson.session.state.copy()
        done = len(lesson.session.actions)
        assert not lesson.table.act(wrong_move(lesson))
        assert lesson.said, f"step {lesson.coach.step + 1}: refused without a word"
        assert lesson.table.error == lesson.said
        assert lesson.session.state == before and len(lesson.session.actions) == done
        send(app)
        play_taught(app, lesson)
        assert not lesson.said


def test_a_click_on_another_domino_is_refused_with_the_lessons_words(app, lesson):
    click(app, lesson.next_button.rect.center)
    settle(app, lesson)
    click(app, lesson.next_button.rect.center)
    settle(app, lesson)
    slot = lesson.table.draft.slot_rect("next", 0)          # domino 17, not the taught 24
    click(app, slot.center)
    assert lesson.said == "In this lesson your king takes domino 24: click it (ringed in gold)."
    assert lesson.session.actions == []


def test_replay_step_goes_back_to_the_start_of_the_step(app, lesson):
    while lesson.coach.step < 3:
        play_taught(app, lesson)
    start = len(lesson.session.actions)
    click(app, centre(lesson))                  # choose 35; the computer answers with three moves
    app.step([], DT)
    assert len(lesson.session.actions) > start
    old_table = lesson.table
    key(app, pygame.K_BACKSPACE)
    assert len(lesson.session.actions) == start and lesson.coach.step == 3
    assert lesson.table is not old_table and app.scenes.stack[-2] is lesson.table
    settle(app, lesson)
    play_taught(app, lesson)
    assert lesson.coach.step == 4


def test_leave_remembers_the_step_and_the_lesson_resumes_there(app, lesson):
    while lesson.coach.step < 6:
        play_taught(app, lesson)
    assert settings.current().lesson_steps == {"kingdomino": 6}      # kept as it goes
    click(app, lesson.leave_button.rect.center)
    learn = app.scenes.top
    assert isinstance(learn, LearnScene)
    assert settings.current().lesson_steps == {"kingdomino": 6}
    assert learn.restarts[0].enabled
    click(app, learn.opens[0].rect.center)              # resume
    again = find_scene(app, LessonScene)
    assert again.coach.step == 6
    assert again.session.actions == again.coach.line[: again.coach.start()]
    settle(app, again)
    play_taught(app, again)
    assert again.coach.step == 7
    click(app, again.leave_button.rect.center)
    click(app, learn.restarts[0].rect.center)           # from the start
    assert find_scene(app, LessonScene).coach.step == 0


def test_play_on_hands_the_game_to_the_computer(app, lesson):
    while not lesson.over:
        play_taught(app, lesson)
    table = lesson.table
    click(app, lesson.next_button.rect.center)
    assert app.scenes.top is table
    assert table.session.guard is None and table.session.script is None
    assert table.session.undo_refusal() is None          # undo as in any game
    kingdomino = LESSONS["kingdomino"]
    assert settings.current().lesson_steps == {"kingdomino": len(kingdomino.steps)}
    assert finished(kingdomino) and lesson_note(kingdomino) == "finished" and left_at(kingdomino) == 0


def test_play_on_is_a_real_game_that_continue_finds(app, lesson):
    while not lesson.over:
        play_taught(app, lesson)
    table = lesson.table
    click(app, lesson.next_button.rect.center)
    (path,) = autosaves.unfinished_files()                   # saved the moment the lesson ends
    assert table.session.autosave and table.session.slot.path == path
    moves = list(table.session.actions)
    while app.scenes.stack:
        app.scenes.pop()
    autosaves.let_go()
    app.scenes.push(TitleScene(app))
    title = app.scenes.top
    go_on = next(b for b in title.buttons if b.label == "Continue")
    assert go_on.enabled
    click(app, go_on.rect.center)
    resumed = find_scene(app, type(table))
    assert resumed.session.actions == moves and resumed.session.guard is None


def test_a_finished_lesson_begun_again_stays_marked_until_a_step_is_made(app):
    kingdomino = LESSONS["kingdomino"]
    settings.change(lesson_steps={"kingdomino": len(kingdomino.steps)})
    scene = open_lesson(app, kingdomino)
    click(app, scene.leave_button.rect.center)
    assert finished(kingdomino)
    scene = open_lesson(app, kingdomino)
    settle(app, scene)
    play_taught(app, scene)
    assert not finished(kingdomino) and left_at(kingdomino) == 1


def test_an_autoplayed_lesson_leaves_the_settings_alone(app):
    scene = open_lesson(app, LESSONS["kingdomino"], autoplay=True)
    for _ in range(200):
        app.step([], DT)
    assert scene.coach.step > 2
    app.scenes.pop()
    assert settings.current().lesson_steps == {}


def test_undo_is_not_offered_during_a_lesson(app, lesson):
    play_taught(app, lesson)
    play_taught(app, lesson)
    play_taught(app, lesson)
    assert lesson.session.undo_refusal() == "in a lesson, Replay step goes back"


def test_the_lesson_shows_kralovska_zahrada_terrain_names_in_the_players_language(app):
    scene = open_lesson(app, LESSONS["kralovska_zahrada"], 7)
    settle(app, scene)
    assert "Forest" in scene.text() and "Les" not in scene.text()


def other_legal(lesson: LessonScene):
    """A legal move that leaves the game otherwise than the taught one (any on a note)."""
    st, rules = lesson.session.state, lesson.session.rules
    want = lesson.coach.expected(len(lesson.session.actions))
    if want is None:
        return rules.legal_actions(st)[0]
    taught = st.copy()
    rules.apply(taught, want)
    for a in rules.legal_actions(st):
        tried = st.copy()
        rules.apply(tried, a)
        if tried != taught:
            return a
    return None


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_every_lesson_plays_through_the_overlay_and_explains_every_wrong_move(app, lesson_id):
    scene = open_lesson(app, LESSONS[lesson_id])
    settle(app, scene)
    while not scene.over:
        assert scene.marks(), f"{lesson_id} step {scene.coach.step + 1} rings nothing"
        assert scene.text() and "{" not in scene.text()
        wrong = other_legal(scene)
        if wrong is not None:
            before, done = scene.session.state.copy(), len(scene.session.actions)
            assert not scene.table.act(wrong)
            assert scene.said, f"{lesson_id} step {scene.coach.step + 1}: {wrong} refused without a word"
            assert scene.session.state == before and len(scene.session.actions) == done
        want = scene.coach.expected(len(scene.session.actions))
        if want is None:
            click(app, scene.next_button.rect.center)
        else:
            assert scene.table.act(want), f"{lesson_id}: the taught {want} was refused: {scene.table.error}"
        settle(app, scene)
    assert scene.session.actions == scene.coach.line
    assert scene.session.actor() == 0                   # the game waits for the person


def test_a_new_note_is_drawn_as_soon_as_the_step_changes(app, lesson):
    while lesson.coach.step < 5:                        # place domino 24: no computer move follows
        play_taught(app, lesson)
    lesson.table.act(lesson.coach.expected(len(lesson.session.actions)))
    assert lesson.update(0.016) is True and lesson.coach.step == 6


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_the_lesson_card_never_covers_the_board_it_talks_about(app, lesson_id):
    """At every step, at 1280×720 and 1920×1080, at UI scale 100 % and 150 %: the card leaves
    the person's board (kingdom or map) and every ring in sight."""
    from game.app.ui import theme
    scene = open_lesson(app, LESSONS[lesson_id])
    settle(app, scene)
    while not scene.over:
        for size in ((1280, 720), (1920, 1080)):
            for scale in (1.0, 1.5):
                theme.set_ui_scale(scale)
                app.scenes.resize(size)
                sl = scene.table.sl
                board = sl["map_0"] if "map_0" in sl.rects else sl["active_kingdom"]
                where = (lesson_id, scene.coach.step + 1, size, scale)
                assert not scene.card.colliderect(board), where
                assert not [m for m in scene.marks() if scene.card.colliderect(m.rect)], where
                assert pygame.Rect((0, 0), size).contains(scene.card), where
        theme.set_ui_scale(1.0)
        app.scenes.resize((1280, 720))
        want = scene.coach.expected(len(scene.session.actions))
        if want is None:
            click(app, scene.next_button.rect.center)
        else:
            assert scene.table.act(want)
        settle(app, scene)
