"""The replay viewer: step through a saved or finished game with buttons and keys."""
from pathlib import Path

import pygame
import pytest

from game import saves
from game.app import theme
from game.app.scenes import tables
from game.app.scenes.load import LoadScene
from game.app.scenes.replay import ReplayScene
from game.app.scenes.score_sheet import ScoreSheetScene
from game.app.session import Seat, Session
from game.rules.config import GameConfig
from game.rules.replay import replay

from .helpers import click, key
from .test_session_saves import computers_play

EXAMPLES = Path(__file__).resolve().parents[2] / "saves" / "examples"


def open_replay(app, name: str) -> ReplayScene:
    app.scenes.push(LoadScene(app))
    load = app.scenes.top
    entry = next(e for e in load.examples if e.path.name == name)
    load.scroll_by(10**6)
    click(app, next(b for b in entry.buttons if b.label == "Replay").rect.center)
    assert isinstance(app.scenes.top, ReplayScene)
    return app.scenes.top


def test_keys_and_buttons_step_through_the_game(app):
    rep = open_replay(app, "kralovska-zahrada-dynasty.json")
    saved, _ = saves.load(EXAMPLES / "kralovska-zahrada-dynasty.json")
    n = len(saved.record.actions)
    assert rep.at == n and not rep.buttons[2].enabled
    key(app, pygame.K_LEFT)
    assert rep.at == n - 1 and rep.view.state.to_dict() == replay(saved.record, n - 1).to_dict()
    key(app, pygame.K_HOME)
    assert rep.at == 0 and rep.describe() == "The game begins" and not rep.buttons[1].enabled
    click(app, rep.buttons[2].rect.center)
    assert rep.at == 1 and rep.describe().endswith("chose domino " + str(saved.record.actions[0].number))
    click(app, rep.buttons[3].rect.center)
    assert rep.at == n
    click(app, rep.buttons[0].rect.center)
    assert rep.at == 0
    key(app, pygame.K_END)
    assert rep.at == n and rep.view.state.to_dict() == replay(saved.record).to_dict()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, LoadScene)


def test_a_game_without_a_table_replays_as_thumbnails(app, monkeypatch):
    monkeypatch.delitem(tables.TABLES, "queendomino", raising=False)
    app.scenes.push(LoadScene(app))
    entry = next(e for e in app.scenes.top.examples if e.path.name == "queendomino-3p.json")
    play = entry.buttons[0]
    assert play.label == "Play" and not play.enabled
    rep = open_replay(app, "queendomino-3p.json")
    assert rep.table is None
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    assert rep.at == 1
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(100, 600, 16)}
    assert len(colours) > 8          # the kingdoms are drawn, not an empty cloth


def _sheet(game: str):
    from game.app.scenes.play_duel_sheet import DuelScoreSheetScene
    from game.app.scenes.play_queendomino_sheet import QueenScoreSheet
    return {"kingdomino": ScoreSheetScene, "queendomino": QueenScoreSheet, "duel": DuelScoreSheetScene}[game]


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_every_score_sheet_offers_the_finished_game_as_a_replay(app, game):
    c = [col for _, col in theme.PLAYER_COLOURS]
    s = Session(GameConfig(game, 2), 6, [Seat("A", c[0], "random"), Seat("B", c[1], "random")])
    computers_play(s)
    app.scenes.push(_sheet(game)(app, s))
    sheet = app.scenes.top
    click(app, next(b for b in sheet.buttons if b.label == "Replay").rect.center)
    rep = app.scenes.top
    assert isinstance(rep, ReplayScene) and len(rep.steps) == len(s.actions) + 1
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is sheet
