"""Every scene survives every window size: resized to a pixel, to 40×30 (where the event log
once divided by zero), to a strip 5000 pixels wide, and drawn, with the pointer over it.
The window also keeps a minimum size where the platform honours one."""
from __future__ import annotations

import warnings

import pygame
import pytest

from game import autosaves, saves
from game.app import window
from game.app.scenes.load import LoadScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.replay import ReplayScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.rules.config import GameConfig
from tests.app.test_languages_ui import SCENES, finished, open_scenes, seats
from tests.test_autosaves import CRAFTED, played_to

SIZES = [(1, 1), (40, 30), (100, 80), (320, 240), (5000, 200), (200, 5000)]
pytestmark = pytest.mark.usefixtures("one_helper")      # Why?'s judgements: one helper process for all

TABLES = [("kingdomino", 4, ("dynasty",)), ("kralovska_zahrada", 3, ("middle_kingdom",)), ("queendomino", 4, ()),
          ("royal_wedding", 6, ()), ("duel", 2, ())]


def mid_game(game: str, players: int, variants=()) -> Session:
    return played_to(Session(GameConfig(game, players, variants), 5, seats(players)), 14)


def saves_to_list() -> None:
    """The Load scene's every kind of row: unfinished games, a named save, a finished game,
    broken files (one with a previous copy that loads)."""
    for game, seed in (("kralovska_zahrada", 3), ("duel", 5)):
        s = played_to(Session(GameConfig(game, 2), seed, seats(2), autosave=True), 8)
    saves.write(saves.file_for("Friday"), s.to_saved("Friday"))
    played_to(Session(GameConfig("kingdomino", 2), 6, seats(2), autosave=True), 10**6)
    s.slot.path.write_text(CRAFTED["newer version"](s.slot.path))
    (autosaves.autosaves_dir() / "crafted.json").write_text(CRAFTED["1e999 players"](None))


def open_more(app, name: str) -> None:
    """The scenes test_languages_ui.SCENES leaves out."""
    kind, _, rest = name.partition(":")
    if kind == "new_game":
        app.scenes.push(NewGameScene(app))
        app.scenes.top.set_game(rest)
    elif kind == "table_log":
        game, players, variants = next(t for t in TABLES if t[0] == rest)
        table = play_scene(app, mid_game(game, players, variants))
        app.scenes.push(table)
        app.step([], 0.016)
        table.toggle_log()
    elif kind == "sheet":
        game, players, variants = next(t for t in TABLES if t[0] == rest)
        app.scenes.push(play_scene(app, finished(game, players)))
        app.step([], 0.016)
    elif kind == "replay":
        saved = finished("queendomino", 4).to_saved() if rest == "finished" else saves.load(saves.EXAMPLES_DIR / rest)[0]
        app.scenes.push(ReplayScene(app, saved))
    elif kind == "load":
        saves_to_list()
        app.scenes.push(LoadScene(app))
        if rest == "confirm":
            app.scenes.top.ask_clear()
    else:
        raise ValueError(name)


MORE = ([f"new_game:{g}" for g in ("kingdomino", "kralovska_zahrada", "queendomino", "royal_wedding", "duel")]
        + [f"table_log:{t[0]}" for t in TABLES] + [f"sheet:{t[0]}" for t in TABLES]
        + ["replay:duel.json", "replay:queendomino-3p.json", "replay:finished", "load:list", "load:confirm"])


COVERED = {"kingdomino", "queendomino", "duel", "kingdomino_sheet", "queendomino_sheet", "duel_sheet"}   # in MORE, log open


@pytest.mark.parametrize("name", [n for n in SCENES if n not in COVERED] + MORE)
def test_every_scene_survives_every_window_size(app, name):
    (open_more if ":" in name else open_scenes)(app, name)
    for size in SIZES:
        app.screen = pygame.Surface(size)
        app.scenes.resize(size)
        middle = (size[0] // 2, size[1] // 2)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
        if app.scenes.top is not None:
            app.render()
    assert app.scenes.top is not None and app.scenes.size == SIZES[-1]


def test_the_event_log_open_in_a_tiny_window_through_a_resize_event(app):
    table = play_scene(app, mid_game("duel", 2))
    app.scenes.push(table)
    table.toggle_log()
    for size in ((40, 30), (1, 1), (320, 240)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], 0.016)
        app.render()
        assert app.scenes.size == app.screen.get_size()
    assert table.event_log.open


def test_the_window_keeps_a_minimum_size():
    screen = window.set_window(f"{window.MIN_SIZE[0] * 2}x{window.MIN_SIZE[1] * 2}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        win = pygame.Window.from_display_module()
    assert win.minimum_size == window.MIN_SIZE and screen.get_size() == (window.MIN_SIZE[0] * 2, window.MIN_SIZE[1] * 2)
    win.size = (40, 30)
    assert win.size == window.MIN_SIZE                 # the platform (here SDL's dummy driver) keeps it


def test_text_from_a_file_is_drawn_whatever_it_holds(app):
    """A seat's name may be anything a save holds: a NUL, a million characters."""
    assert theme.drawable("A\0B") == "A\ufffdB" and len(theme.drawable("W" * 10**6)) == theme.MAX_TEXT
    fitted = theme.fit_text("W" * 10**6, 20, 300)
    assert fitted.endswith("…") and theme.font(20).size(fitted)[0] <= 300
    assert theme.font(20).size(theme.fit_text("W" * 10**6 + "x", 20, 300)[:-1] + "WW…")[0] > 300
    surface = pygame.Surface((400, 100))
    assert theme.blit_text(surface, "Ann\0" + "W" * 10**5, 20, max_w=300, topleft=(0, 0)).w > 0
    assert theme.blit_text(surface, "", 20, max_w=-40, max_h=-3, topleft=(0, 0)).w == 0   # no room at all


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_duel_moment_survives_a_tiny_window(app, seed):
    """A whole Duel between two people drawn at every move in every window size, "?" dice
    and their choosers included (the long random-input run once met coats of arms of a
    negative size there). The same game twice, each time through four of the sizes at every
    move: the table keeps the cloth of the last four sizes drawn (art.cloth), not of eight."""
    sizes = SIZES + [(1200, 40), (40, 1200)]
    drawn = wild = 0
    for four in (sizes[:4], sizes[4:]):
        session = Session(GameConfig("duel", 2), seed, [Seat(f"Eva {i + 1}", theme.PLAYER_COLOURS[i][1], None) for i in range(2)])
        table = play_scene(app, session)
        app.scenes.push(table)
        while not session.is_over():
            for size in four:
                app.screen = pygame.Surface(size)
                app.scenes.resize(size)
                app.step([], 0.016)
                app.render()
                drawn += 1
                wild += bool(table.controls.wild_rows())
            session.apply(session.rules.legal_actions(session.state)[0])
        app.scenes.pop()
    assert drawn > 60 and wild, "no \"?\" die was ever placed by a person"
