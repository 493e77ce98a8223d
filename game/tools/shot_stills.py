"""The pictures of scenes at rest (game.tools.scene_shots): the title's menus, tables with
a panel open, the score sheets, statistics, the Load list, replays, reviews, rules and lessons."""
from __future__ import annotations

import pygame

from game.app import settings
from game.app.app import App
from game.app.review_worker import ReviewWorker
from game.app.scenes.load import LoadScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.replay import ReplayScene
from game.app.scenes.review import ReviewScene
from game.app.scenes.rules_help import RulesScene
from game.app.scenes.statistics import StatisticsScene
from game.app.tutorial.lesson_scene import open_lesson
from game.cli.review import default_seats
from game.tools.shot_driving import at_title, pick, table, top
from game.tools.shot_games import greedy_hint, write_progress
from game.tutorial.lessons import LESSONS


def title_then(app: App, method: str) -> None:
    settings.change(lesson_steps={})          # Learn to play: no lesson left in the middle
    getattr(at_title(app), method)()          # the title's own buttons' actions


def learn_finished(app: App) -> None:
    """Learn to play with the Kingdomino lesson played to its end (marked finished)."""
    settings.change(lesson_steps={"kingdomino": len(LESSONS["kingdomino"].steps)})
    at_title(app).learn()


def new_game(app: App, game: str, players: int) -> None:
    settings.change(lessons_offered=[])       # every picture shows the first visit's offer
    at_title(app).new_game()
    scene = top(app, NewGameScene)
    pick(scene.game_row, game)
    pick(scene.count_row, players)


def kingdomino_table(app: App, then: str = "") -> None:
    scene = table(app, "kingdomino", 4)
    if then == "hover":             # the domino follows the pointer over the kingdom
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=scene.big.rect.center, rel=(0, 0),
                                     buttons=(0, 0, 0))], 0.0)
    elif then == "log":
        scene.toggle_log()
    elif then:
        if then == "quit":          # an unfinished game that saves itself: Quit to title asks
            scene.session.autosave = True
            scene.session.write_autosave()
        scene.open_pause()
        if then == "save_as":
            top(app, PauseScene).save_as()
        elif then == "quit":
            top(app, PauseScene).to_title()


def garden_table(app: App, banner: bool) -> None:
    """Královská zahrada, hot seat: with the Settings' hand-over screen (`banner`) it comes
    up on the person's turn."""
    settings.change(hand_over=banner)
    table(app, "kralovska_zahrada", 3, ("middle_kingdom", "harmony"), people=2)
    settings.change(hand_over=False)


def looked_at(app: App, game: str, players: int, key: int, variants=()) -> None:
    """A table with a key pressed: a seat's number opens its kingdom large, B the box."""
    table(app, game, players, variants)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=pygame.key.name(key))], 0.0)


def explained_table(app: App, game: str, players: int, what: str, variants=()) -> None:
    """A table with its hint explained ("hint") or the computer's last move ("why")."""
    scene = table(app, game, players, variants)
    if what == "hint":
        scene.hints.hint = greedy_hint(scene.session.state, game)
    else:
        scene.why.toggle()


def statistics(app: App) -> None:
    at_title(app)
    write_progress()
    app.scenes.push(StatisticsScene(app))


def load_scrolled(app: App, kind: str) -> None:
    """The Load list scrolled to a section's heading ("history": the finished games)."""
    at_title(app).load()
    load = top(app, LoadScene)
    y = 0
    for row, _item in load.rows():
        if row == kind:
            break
        y += load.row_height(row)
    load.scroll_by(y)


def replay(app: App, entry: int) -> None:
    at_title(app).load()
    load = top(app, LoadScene)
    load.replay(load.mine[entry])
    rep = top(app, ReplayScene)
    rep.go(len(rep.steps) // 2)


REVIEWS: dict[str, ReviewWorker] = {}    # a save's review, done once for every size


def review(app: App, entry: int, step: int) -> None:
    """A saved game's review (2 futures a decision), finished before the picture: the summary
    (step -1) or a decision."""
    at_title(app).load()
    saved = top(app, LoadScene).mine[entry].saved
    assert saved is not None
    if saved.title not in REVIEWS:
        REVIEWS[saved.title] = ReviewWorker(saved.record, default_seats(saved), samples=2)
        REVIEWS[saved.title].wait_for(REVIEWS[saved.title].total)
    app.scenes.push(ReviewScene(app, saved, REVIEWS[saved.title]))
    top(app, ReviewScene).go(step)


def rules_page(app: App, page: str) -> None:
    """The Rules scene over the title, on one page."""
    at_title(app)
    app.scenes.push(RulesScene(app, page))


def lesson(app: App, lesson_id: str, step: int) -> None:
    """A lesson at the start of a step (0-based), as Learn to play opens it."""
    open_lesson(app, LESSONS[lesson_id], step)


