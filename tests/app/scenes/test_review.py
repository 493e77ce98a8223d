"""The review scene: a summary per person and each decision on its table, while the review
goes on in the background; the score sheets and Load's finished games open it, Back stops it."""
from pathlib import Path

import pygame
import pytest

from game import saves
from game.ai.review import summarise
from game.app.review_worker import REVIEW_STEP, ReviewWorker
from game.app.scenes.review import ReviewScene
from game.app.session import Seat, Session
from game.app.ui import theme
from game.rules.config import GameConfig
from game.rules.registry import rules_for
from game.rules.replay import replay
from tests.app.helpers import click, key, send
from tests.app.scenes.test_replay import _sheet
from tests.app.test_session_saves import computers_play

pytestmark = pytest.mark.usefixtures("one_helper")      # the reviews: one helper process for all

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
    # while it works it says so, with no accuracy made up from the decisions so far
    assert scene.progress_line() == f"Reviewing: {len(worker.reviews)} of {worker.total} decisions"
    (summary,) = [scene.summary_lines(s) for s in summarise(worker.reviews, [0])]
    assert summary == [f"{name}: still being reviewed"]
    assert worker.wait_for(worker.total, timeout=600) and worker.done
    send(app, pygame.event.Event(REVIEW_STEP))
    (summary,) = [scene.summary_lines(s) for s in summarise(worker.reviews, [0])]
    assert summary[0].startswith(f"{name}: accuracy ")
    key(app, pygame.K_RIGHT)
    r = worker.reviews[0]
    assert scene.at == 0 and scene.replay is not None
    assert scene.replay.view.state.to_dict() == replay(saved.record, r.action_no - 1).to_dict()   # as the player found it
    costly = next(i for i, x in enumerate(worker.reviews) if x.loss > 0)
    for _ in range(costly):
        click(app, scene.buttons[1].rect.center)
    lines = scene.decision_lines(worker.reviews[costly])
    assert lines[1].startswith("Played: ") and lines[2].startswith("Better: ") and "expected margin" in lines[2]
    assert any(line.startswith("Why the better move:") for line in lines)
    key(app, pygame.K_HOME)
    assert scene.at == -1
    click(app, scene.buttons[2].rect.center)             # Back (the work is done: its process ended)
    assert app.scenes.top is not scene and worker.join(30)


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_every_score_sheet_offers_the_review_and_back_stops_it(app, game):
    s = finished(game)
    app.scenes.push(_sheet(game)(app, s))
    sheet = app.scenes.top
    click(app, next(b for b in sheet.buttons if b.label == "Review").rect.center)
    review = app.scenes.top
    assert isinstance(review, ReviewScene) and review.worker.seats == [0] and review.worker.running
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is sheet and review.worker.cancelled and review.worker.join(30)


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
    s = finished("kingdomino")       # a game whose review is quick (a Duel's takes ten times longer)
    saved = s.to_saved()
    worker = ReviewWorker(saved.record, [0], samples=2)
    assert worker.wait_for(worker.total, timeout=600) and worker.done
    app.scenes.push(ReviewScene(app, saved, worker))
    (summary,) = summarise(worker.reviews, [0])
    data, _notice = progress.load()
    assert data.reviews == {"A": [progress.ReviewedGame(s.game_id(), "kingdomino", round(summary.accuracy, 1),
                                                        round(summary.lost / summary.decisions, 3))]}
    app.scenes.push(StatisticsScene(app))
    stats = app.scenes.top
    assert ("accuracy", "A") in stats.rows()
    app.render()


def test_the_costliest_decisions_open_with_a_click_or_the_keyboard(app):
    import dataclasses

    from game.ai.review import coach_for, decisions, review_decision
    saved = saves.load(DUEL)[0]
    # four decisions reviewed, three of them made costly by the test (1, 2 and 3 points lost)
    reviews = [dataclasses.replace(review_decision(state, action, coach_for("duel"), 2, i + 1), loss=float(k))
               for k, (i, state, action) in enumerate(list(decisions(saved.record, [0]))[:4])]
    worker = _Reviewed(reviews)
    scene = ReviewScene(app, saved, worker)
    app.scenes.push(scene)
    (summary,) = summarise(worker.reviews, [0])
    costly = [r for r in summary.costliest if r.loss > 0]
    assert len(costly) >= 2 and [b.label for b in scene.costly] == [w for _r, w in scene.costliest(summary)]
    assert scene.costly[0].label.startswith(f"move {costly[0].action_no} (") and scene.costly[0].rect.w > 0
    click(app, scene.costly[1].rect.center)
    assert worker.reviews[scene.at] == costly[1] and scene.replay is not None
    assert scene.replay.view.state.to_dict() == replay(saved.record, costly[1].action_no - 1).to_dict()
    click(app, scene.costly[0].rect.center)              # the buttons are gone from a decision's page
    assert worker.reviews[scene.at] == costly[1]
    key(app, pygame.K_HOME)
    assert scene.at == -1 and scene.costly[0] in scene.focus_items()
    for _ in range(len(scene.focus_items())):
        if scene.focus.current is scene.costly[0]:
            break
        key(app, pygame.K_TAB)
    assert scene.focus.current is scene.costly[0]
    key(app, pygame.K_RETURN)
    assert worker.reviews[scene.at] == costly[0] and scene.costly[0] not in scene.focus_items()


class _Reviewed:
    """A review already done, of decisions chosen by the test (the scene reads no more)."""

    def __init__(self, reviews) -> None:
        self.reviews, self.seats, self.total = reviews, [0], len(reviews)
        self.done, self.error, self.cancelled, self.running = True, None, False, False
        self.kept, self.samples = False, 2

    def cancel(self) -> None:
        self.cancelled = True


def _two_of_a_kind(saved, kind, apart):
    """A decision of seat 1 (the index of its action) with two legal moves of `kind` that
    `apart` tells apart (mark different places), and those two moves."""
    rules = rules_for(saved.record.config.game)
    state = rules.new_game(saved.record.config, saved.record.seed)
    for i, action in enumerate(saved.record.actions):
        if state.current_player() == 0:
            same = [a for a in rules.legal_actions(state) if isinstance(a, kind)]
            other = next((b for b in same[1:] if apart(same[0], b)), None)
            if other is not None:
                return i, same[0], other
        rules.apply(state, action)
    raise AssertionError(f"no decision with two {kind.__name__} moves")


def _choose(table, state, a):
    from game.app.tables.kingdomino.draft_view import NEXT
    return table.draft.slot_rect(NEXT, state.next.index(a.number))


def _board(table, state, a):
    return table.builders.tile_rect(a.slot)


def _square(table, state, a):
    return table.big.rel_rect(state.kingdoms[0], a.x, a.y)


def _tray(table, state, a):
    return table.dice.tray_rect(a.die)


def _marks_cases():
    from game.rules.actions import Choose
    from game.rules.duel.actions import Pick
    from game.rules.queendomino.actions import Build, Dragon, Knight
    slots = lambda a, b: a.slot != b.slot  # noqa: E731
    return [("kingdomino", Choose, lambda a, b: True, _choose), ("queendomino", Build, slots, _board),
            ("queendomino", Dragon, slots, _board), ("queendomino", Knight, lambda a, b: a != b, _square),
            ("duel", Pick, lambda a, b: True, _tray)]


@pytest.mark.parametrize("game, kind, apart, where", _marks_cases(),
                         ids=lambda x: x if isinstance(x, str) else getattr(x, "__name__", ""))
def test_each_kind_of_decision_shows_the_move_played_and_the_better_one_on_the_table(app, game, kind, apart, where):
    from game.ai.review import Reviewed
    from game.app.scenes.review import PLAYED
    from game.app.tables.common.hint import HINT_GOLD
    saved = finished(game).to_saved()
    i, played, better = _two_of_a_kind(saved, kind, apart)
    costly = Reviewed(i + 1, 0, 1, "test", played, better, 10.0, 12.5, 2.5, 0.5, 2)
    scene = ReviewScene(app, saved, _Reviewed([costly, Reviewed(i + 1, 0, 1, "test", played, played, 9, 9, 0, 0, 2)]))
    app.scenes.push(scene)
    key(app, pygame.K_RIGHT)
    assert scene.replay is not None and scene.replay.table is not None
    state = scene.replay.view.state
    assert state.to_dict() == replay(saved.record, i).to_dict()          # the table as the player found it
    table = scene.replay.table
    colour_at = lambda a: app.screen.get_at((where(table, state, a).x - 2, where(table, state, a).centery))[:3]  # noqa: E731
    assert colour_at(played) == PLAYED and colour_at(better) == HINT_GOLD
    key(app, pygame.K_RIGHT)                                             # nothing better: the move played only
    assert colour_at(played) == PLAYED and colour_at(better) != HINT_GOLD


def test_a_finished_games_review_is_kept_in_its_file_and_shown_at_once_again(app, tmp_path):
    s = finished("kingdomino")
    saved = s.to_saved()
    path = tmp_path / "game.json"
    saves.write(path, saved)
    scene = ReviewScene(app, saved, path=path, samples=2)
    app.scenes.push(scene)
    worker = scene.worker
    assert worker.running and not worker.kept
    assert worker.wait_for(worker.total, timeout=600) and worker.done
    send(app, pygame.event.Event(REVIEW_STEP))            # done: kept in the file
    assert saves.load(path)[0].review is not None
    key(app, pygame.K_ESCAPE)
    again = ReviewScene(app, saves.load(path)[0], path=path, samples=2)
    assert again.worker.kept and again.worker.done and again.worker.reviews == worker.reviews
    (summary,) = summarise(again.worker.reviews, [0])
    n = summary.decisions
    assert again.summary_lines(summary)[0].endswith(f"in {n} decision" + ("s" if n != 1 else ""))
    assert again.progress_line() == f"The expert went over {n} decision" + ("s" if n != 1 else "")
    # the same file opened from the score sheet's session (no review in hand) finds it too
    assert ReviewScene(app, saved, path=path, samples=2).worker.kept
    # another budget is another review
    other = ReviewScene(app, saved, path=path, samples=3)
    assert not other.worker.kept
    other.worker.cancel()


def test_decisions_reviewed_while_the_game_was_played_are_shown_at_once_and_only_the_rest_worked_out(app, tmp_path):
    from game.ai.review import decision_digest
    from game.app.review_worker import ahead_doc
    s = finished("kingdomino")
    saved = s.to_saved()
    whole = ReviewWorker(saved.record, [0], samples=2)
    assert whole.wait_for(whole.total, timeout=600) and whole.done
    first = whole.reviews[:2]
    saved.review = ahead_doc([(decision_digest(saved.record, r.action_no), r) for r in first], 2)
    path = tmp_path / "game.json"
    saves.write(path, saved)
    scene = ReviewScene(app, saves.load(path)[0], path=path, samples=2)
    app.scenes.push(scene)
    assert scene.worker.reviews[:2] == first and not scene.worker.kept
    assert scene.worker.wait_for(whole.total, timeout=600) and scene.worker.done
    assert scene.worker.reviews == whole.reviews
    send(app, pygame.event.Event(REVIEW_STEP))            # complete now: kept whole in the file
    again = ReviewScene(app, saves.load(path)[0], path=path, samples=2)
    assert again.worker.kept and again.worker.reviews == whole.reviews
