"""Every scene renders to a PNG with real content; the frame benchmark runs."""
import pygame
import pytest

from game.app.bench_frame import measure_frame_ms
from game.app.scenes.handover import HandOverScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.rules_help import RulesScene
from game.app.scenes.title import TitleScene
from game.app.tables.kingdomino.sheet import ScoreSheetScene, verdict
from tests.app.helpers import past_finale
from tests.app.tables.kingdomino.test_scene import human_vs_computer


def colours_in(path) -> int:
    img = pygame.image.load(str(path))
    w, h = img.get_size()
    return len({tuple(img.get_at((x, y)))[:3] for x in range(0, w, 7) for y in range(0, h, 7)})


def render_to(app, tmp_path, name):
    app.render()
    path = tmp_path / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    return path


@pytest.mark.parametrize("make", [TitleScene, NewGameScene, RulesScene])
def test_menu_scenes_render(app, tmp_path, make):
    app.scenes.push(TitleScene(app))
    if make is not TitleScene:
        app.scenes.push(make(app))
    assert colours_in(render_to(app, tmp_path, make.__name__)) > 40


def test_table_overlays_and_score_sheet_render(app, tmp_path):
    play = human_vs_computer(app, players=4, seed=2, variants=())
    table = colours_in(render_to(app, tmp_path, "play"))
    assert table > 150
    app.scenes.push(PauseScene(app))
    assert colours_in(render_to(app, tmp_path, "pause")) > 60
    app.scenes.pop()
    app.scenes.push(HandOverScene(app, play.session.seats[0], "place domino 3"))
    assert colours_in(render_to(app, tmp_path, "handover")) > 60
    app.scenes.pop()
    s = play.session
    while not s.is_over():                                  # finish the game through the rules
        s.apply(s.rules.legal_actions(s.state)[0])
    app.step([], 0.016)
    past_finale(app)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheetScene)
    assert colours_in(render_to(app, tmp_path, "score_sheet")) > 100
    head, _ = verdict(s, sheet.ranked)
    winner = next(r for r in sheet.ranked if r.rank == 1)
    assert s.seats[winner.player].name in head


def test_dynasty_interlude_shows_the_match_and_starts_the_next_game(app, tmp_path):
    play = human_vs_computer(app, players=2, seed=4, variants=("dynasty",))
    s = play.session
    while s.state.phase != "interlude":
        s.apply(s.rules.legal_actions(s.state)[0])
    app.step([], 0.016)
    past_finale(app)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.interlude
    assert colours_in(render_to(app, tmp_path, "interlude")) > 100
    from tests.app.helpers import click
    click(app, sheet.buttons[0].rect.center)
    assert s.state.game_no == 2 and s.state.phase == "choose" and app.scenes.top is play


def test_frame_benchmark_measures_the_4_player_table():
    median, worst = measure_frame_ms(3)
    assert 0 < median <= worst


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_every_table_and_its_score_sheet_draw_names_that_draw_as_nothing(app, game):
    """Even past the rule for names (a session made in code), drawing holds on its own."""
    from game.app.session import Seat, Session
    from game.app.tables.directory import play_scene
    from game.app.ui import theme
    from game.rules.config import GameConfig
    colours = [c for _, c in theme.PLAYER_COLOURS]
    s = Session(GameConfig(game, 2), 3, [Seat("\ufe0f\u034f", colours[0]), Seat("\u200b\u2060", colours[1])])
    app.scenes.push(play_scene(app, s))

    def drawn() -> None:
        app.step([], 0.016)
        app.render()
        while isinstance(app.scenes.top, HandOverScene):      # "pass the mouse to …": drawn, then taken
            app.scenes.pop()
            app.render()
    drawn()
    while not s.is_over():
        s.apply(s.rules.legal_actions(s.state)[0])
        if len(s.actions) % 7 == 0:
            drawn()
    for _ in range(300):                                     # frames until the table shows the end
        if "Sheet" in type(app.scenes.top).__name__:
            break
        past_finale(app)
        drawn()
    assert s.is_over() and "Sheet" in type(app.scenes.top).__name__      # the names at the end too
