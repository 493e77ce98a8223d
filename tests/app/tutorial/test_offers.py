"""Where lessons are offered: the title's Learn to play, and New game the first time a game
is chosen there (the settings remember it, so it is offered once)."""
from __future__ import annotations

import json

from game.app import settings
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.title import TitleScene
from game.app.tutorial.lesson_scene import LessonScene
from game.app.tutorial.menu import LearnScene
from game.tutorial.lessons import LESSONS
from tests.app.helpers import click, find_scene


def new_game(app) -> NewGameScene:
    title = TitleScene(app)
    app.scenes.push(title)
    title.new_game()
    app.render()
    return app.scenes.top


def test_new_game_offers_the_lesson_of_a_game_chosen_for_the_first_time(app):
    scene = new_game(app)
    assert scene.offering() and scene.learn in scene.focus_items()
    assert settings.current().lessons_offered == ["kingdomino"]
    scene.game_row.buttons[scene.game_row.values.index("kralovska_zahrada")].on_click()
    assert scene.offering()
    scene.game_row.buttons[scene.game_row.values.index("kingdomino")].on_click()
    assert scene.offering()                       # still, during this visit
    assert settings.current().lessons_offered == ["kingdomino", "kralovska_zahrada"]
    app.scenes.pop()
    again = new_game(app)
    assert not again.offering() and again.learn not in again.focus_items()


def test_the_offer_opens_the_lesson_and_leaving_comes_back_to_new_game(app):
    scene = new_game(app)
    click(app, scene.learn.rect.center)
    lesson = find_scene(app, LessonScene)
    assert lesson is app.scenes.top and lesson.lesson.id == "kingdomino"
    click(app, lesson.leave_button.rect.center)
    assert app.scenes.top is scene


def test_the_title_lists_every_lesson_with_its_length(app):
    title = TitleScene(app)
    app.scenes.push(title)
    click(app, next(b for b in title.buttons if b.label == "Learn to play").rect.center)
    learn = app.scenes.top
    assert isinstance(learn, LearnScene)
    assert [lesson.id for lesson in learn.lessons] == list(LESSONS)
    assert not any(b.enabled for b in learn.restarts)          # nothing left in the middle
    app.render()


def test_lesson_settings_of_the_wrong_kind_fall_back_to_nothing():
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"lessons_offered": "kingdomino", "lesson_steps": {"kingdomino": "3", "duel": 2}}))
    loaded, warning = settings.load(path)
    assert warning is None
    assert loaded.lessons_offered == [] and loaded.lesson_steps == {"duel": 2}
