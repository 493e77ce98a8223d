"""The Rules scene: a page per game and the controls, each rendered with its pictures; the
worked examples come out of the rules' own scoring; no text is smaller than 12 px at
1280×720 and 100 %; the tabs, the keys and a table's game choose the page."""
from __future__ import annotations

import pygame
import pytest

from game.app.rules_pages.pages import pages
from game.app.scenes.pause import PauseScene
from game.app.scenes.rules_help import RulesScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene, tables
from game.app.ui import theme
from game.rules.config import GameConfig
from tests.app.helpers import click, key, send


class Seen:
    """(text, pixels) of every text drawn, as theme.drawn_texts records them."""

    def __init__(self, drawn: theme.Drawn) -> None:
        self.drawn = drawn

    def __iter__(self):
        return ((s, px) for s, px, _rect in self.drawn.texts)


@pytest.fixture
def texts():
    """Every text rendered (and its size in pixels) while the fixture is used."""
    with theme.drawn_texts() as drawn:
        yield Seen(drawn)


def rules(app, game: str = "kingdomino") -> RulesScene:
    """The Rules scene alone on the stack (nothing drawn under it)."""
    scene = RulesScene(app, game)
    app.scenes.push(scene)
    return scene


@pytest.mark.parametrize("page", list(pages()))
def test_every_page_renders_and_scrolls_to_its_end_with_no_text_under_12_px(app, texts, page):
    scene = rules(app, page)
    app.render()
    picture = scene.picture()
    assert picture.get_height() > scene.view.h, "a page longer than the view scrolls"
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll() > 0
    small = sorted({(s, px) for s, px in texts if px < 12 and s.strip()})
    assert small == []


def test_the_worked_examples_are_scored_by_the_rules(app, texts):
    scene = rules(app)
    scene.picture()
    shown = [s for s, _px in texts]
    assert "In all: 15" in shown                       # Královská zahrada's rulebook picture A
    assert "Lake: 3 × 3 = 9" in shown and "Forest: 1 × 0 = 0" in shown
    scene.show("queendomino")
    scene.picture()
    assert "In all: 71" in [s for s, _px in texts]      # the Queendomino rulebook's example


def test_the_tabs_keep_the_registry_order_whatever_order_the_tables_are_kept_in(monkeypatch):
    """A family's table taken out and put back (as a test's monkeypatch does) comes back
    last in the directory; the tabs still follow the rules registry."""
    shown = tables()
    queen = shown["queendomino"]
    monkeypatch.delitem(shown, "queendomino")
    monkeypatch.setitem(shown, "queendomino", queen)
    assert list(shown)[-1] == "queendomino"
    assert list(pages()) == ["kingdomino", "queendomino", "duel", "controls"]


def test_tabs_and_arrow_keys_change_the_page(app):
    scene = rules(app)
    click(app, scene.tabs.buttons[2].rect.center)
    assert scene.page == "duel"
    key(app, pygame.K_RIGHT)
    assert scene.page == "controls"
    key(app, pygame.K_RIGHT)
    assert scene.page == "kingdomino" and scene.scroll == 0
    send(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert scene.scroll > 0


@pytest.mark.parametrize("game,page", [("kralovska_zahrada", "kingdomino"), ("royal_wedding", "queendomino"),
                                       ("duel", "duel")])
def test_the_rules_open_on_the_tables_game(app, game, page):
    players = {"duel": 2, "royal_wedding": 3}.get(game, 2)
    seats = [Seat(f"P{i}", theme.PLAYER_COLOURS[i][1]) for i in range(players)]
    app.scenes.push(play_scene(app, Session(GameConfig(game, players, ()), 1, seats)))
    pause = PauseScene(app)
    app.scenes.push(pause)
    pause.rules()
    assert app.scenes.top.page == page
