"""The review scene: a summary per person and each decision on its table, while the review
goes on in the background; the score sheets and Load's finished games open it, Back stops it."""
from pathlib import Path

import pygame
import pytest

from game import saves
from game.ai.review import summarise
from game.app.review_worker import REVIEW_STEP, ReviewWorker
from game.app.scenes.review import ReviewScene, move_cells
from game.app.session import Seat, Session
from game.app.ui import theme
from game.rules.config import GameConfig
from game.rules.replay import replay
from tests.app.helpers import click, key, send
from tests.app.scenes.test_replay import _sheet
from tests.app.test_session_saves import computers_play

DUEL = Path(__file__).resolve().parents[3] / "saves" / "examples" / "duel.json"


def test_the_summary_and_each_decision_with_the_better_move_and_why(app):
    saved = saves.load(DUEL)[0]
    worker = ReviewWorker(saved.record, [0], samples=2)
    scene = ReviewScene(app, saved, worker)
    app.scenes.push(scene)
    assert worker.wait_for(3, timeout=120)
    send(app, pygame.event.Event(REVIEW_STEP))          # what the worker posts: ▶ lights up
    assert scene.at == -1 and scene.buttons[1].enabled and not scene.buttons[0].enabled
    name = saved.seats[0].name
    assert scene.progress_line() == f"The expert went over {len(worker.reviews)} of {worker.total} decisions"
    (summary,) = [scene.summary_lines(s) for s in summarise(worker.reviews, [0])]
    assert summary[0].startswith(f"{name}: accuracy ") and any(line.startswith("Costliest: move ") for line in summary)
    key(app, pygame.K_RIGHT)
    r = worker.reviews[0]
    assert scene.at == 0 and scene.replay is not None
    assert scene.replay.view.state.to_dict() == replay(saved.record, r.action_no).to_dict()   # the move played shown
    costly = next(i for i, x in enumerate(worker.reviews) if x.loss > 0)
    for _ in range(costly):
        click(app, scene.buttons[1].rect.center)
    lines = scene.decision_lines(worker.reviews[costly])
    assert lines[1].startswith("Played: ") and lines[2].startswith("Better: ") and "points expected" in lines[2]
    assert any(line.startswith("Why the better move:") for line in lines)
    key(app, pygame.K_HOME)
    assert scene.at == -1
    click(app, scene.buttons[2].rect.center)             # Back stops the work
    assert app.scenes.top is not scene and worker.cancelled and not worker._proc.is_alive()


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_every_score_sheet_offers_the_review_and_back_stops_it(app, game):
    s = finished(game)
    app.scenes.push(_sheet(game)(app, s))
    sheet = app.scenes.top
    click(app, next(b for b in sheet.buttons if b.label == "Review").rect.center)
    review = app.scenes.top
    assert isinstance(review, ReviewScene) and review.worker.seats == [0] and review.worker.running
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is sheet and review.worker.cancelled and not review.worker._proc.is_alive()


def test_the_squares_of_a_move_are_found_in_kingdoms_and_maps():
    from game.rules.actions import Choose, Place
    from game.rules.duel.actions import PlaceDomino
    kingdomino = Session(GameConfig("kingdomino", 2), 3, [Seat("A", (1, 2, 3)), Seat("B", (3, 2, 1))]).state
    owner, mask = move_cells(kingdomino, 1, Place(1, 0, 1))           # east of the castle, then south
    g = kingdomino.kingdoms[1].g
    assert owner == 1 and mask == (1 << g.from_rel(1, 0)) | (1 << g.from_rel(1, 1))
    assert move_cells(kingdomino, 0, Choose(5)) == (0, 0)
    duel = saves.load(DUEL)[0].record
    assert move_cells(replay(duel, 0), 1, PlaceDomino(3, 4)) == (1, 0b11000)


def finished(game: str) -> Session:
    """A finished game of a person (taking the first legal move) against a random computer."""
    c = [col for _, col in theme.PLAYER_COLOURS]
    s = Session(GameConfig(game, 2), 6, [Seat("A", c[0]), Seat("B", c[1], "random")])
    while not s.is_over():
        computers_play(s)
        if not s.is_over():
            assert s.apply(s.rules.legal_actions(s.state)[0]) is None
    return s


def test_a_finished_review_keeps_the_persons_accuracy_and_the_statistics_show_it(app):
    from game import progress
    from game.app.scenes.statistics import StatisticsScene
    s = finished("duel")
    saved = s.to_saved()
    worker = ReviewWorker(saved.record, [0], samples=2)
    assert worker.wait_for(worker.total, timeout=600) and worker.done
    app.scenes.push(ReviewScene(app, saved, worker))
    (summary,) = summarise(worker.reviews, [0])
    data, _notice = progress.load()
    assert data.reviews == {"A": [progress.ReviewedGame(s.game_id(), "duel", round(summary.accuracy, 1),
                                                        round(summary.lost / summary.decisions, 3))]}
    app.scenes.push(StatisticsScene(app))
    stats = app.scenes.top
    assert ("accuracy", "A") in stats.rows()
    app.render()
