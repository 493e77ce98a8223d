"""Any kingdom full size: a panel's click or a seat's number opens it, a click or Esc
closes it, nothing underneath is played meanwhile; after the game the large kingdom is
the person's own."""
import pygame
import pytest

from game.ai.registry import make_player
from game.app.scenes.pause import PauseScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.tables.kingdomino.look_at import BOX, listed_territories
from game.app.ui import theme
from game.rules import scoring
from game.rules.config import GameConfig
from game.rules.scoring import Territory
from tests.app.helpers import click, key, send


def session(game: str, players: int, person: int = 0, to_end: bool = False, variants=()) -> Session:
    colours = [c for _n, c in theme.PLAYER_COLOURS]
    seats = [Seat(f"P{i}", colours[i], None if i == person else "greedy") for i in range(players)]
    s = Session(GameConfig(game, players, variants), 7, seats)
    driver = make_player("greedy", game, 1)
    while not s.is_over() and (to_end or s.actor() != person or len(s.actions) < 3 * players):
        assert s.apply(driver.choose(s.state.copy())) is None
    return s


def table(app, game: str, players: int, person: int = 0, to_end: bool = False, variants=()):
    scene = play_scene(app, session(game, players, person, to_end, variants))
    app.scenes.push(scene)
    send(app)
    return scene


@pytest.mark.parametrize("game,players", [("kingdomino", 4), ("queendomino", 4)])
def test_a_click_on_an_opponents_panel_opens_that_kingdom_and_the_next_click_closes_it(app, game, players):
    scene = table(app, game, players)
    before = len(scene.session.actions)
    owner = scene.others()[1]
    click(app, scene.sl["kingdom_2"].center)
    assert scene.look.looking == owner
    click(app, scene.look.rect().center)          # over the person's own kingdom: nothing is placed
    assert scene.look.looking is None
    assert len(scene.session.actions) == before


@pytest.mark.parametrize("game,players", [("kingdomino", 4), ("queendomino", 4)])
def test_a_seats_number_opens_its_kingdom_the_same_number_or_esc_closes_it(app, game, players):
    scene = table(app, game, players)
    key(app, pygame.K_3)
    assert scene.look.looking == scene.kingdom_owner(2)
    key(app, pygame.K_3)
    assert scene.look.looking is None
    key(app, pygame.K_2)
    assert scene.look.looking == scene.kingdom_owner(1)
    key(app, pygame.K_ESCAPE)                       # closes the look, not the pause menu
    assert scene.look.looking is None
    assert not isinstance(app.scenes.top, PauseScene)
    key(app, pygame.K_8)                            # no eighth seat: nothing opens
    assert scene.look.looking is None


@pytest.mark.parametrize("game,players", [("kingdomino", 4), ("kingdomino", 3), ("queendomino", 3)])
def test_after_the_game_the_large_kingdom_is_the_persons_own_not_the_last_movers(app, game, players):
    for person in range(players):
        scene = table(app, game, players, person, to_end=True)
        assert scene.session.actor() is None
        assert scene.shown_player() == scene.kingdom_owner(person)
        app.scenes.pop()


def test_territories_are_listed_by_points_with_the_queens_crown_counted(monkeypatch):
    small = Territory(terrain=1, squares=2, crowns=1, cells=0b11)
    large = Territory(terrain=2, squares=4, crowns=0, cells=0b111100)
    big = Territory(terrain=3, squares=1, crowns=3, cells=0b1000000)

    monkeypatch.setattr(scoring, "territories", lambda k: [small, large, big])
    assert listed_territories(None) == [(big, 3), (small, 1), (large, 0)]
    assert listed_territories(None, queen=large) == [(large, 1), (big, 3), (small, 1)]


@pytest.mark.parametrize("game,players,variants", [("kingdomino", 4, ()), ("queendomino", 4, ()),
                                                   ("royal_wedding", 8, ("teams",))])
def test_every_opponent_keeps_one_place_for_the_whole_game(app, game, players, variants):
    scene = table(app, game, players, person=1, variants=variants)
    s = scene.session
    home = scene.kingdom_owner(1)
    places = scene.others()
    driver = make_player("greedy", game, 1)
    moves = 0
    while not s.is_over():
        action = driver.choose(s.state.copy())
        p = s.actor()
        if not s.seats[p].human:                    # a computer's piece flies to its own panel
            owner = scene.kingdom_owner(p)
            end = scene._flight_for(action).end
            if owner != home and type(action).__name__ in ("Place", "Knight", "Build"):
                view = scene.view_of(owner)             # beside its grid at most, when it grows the kingdom
                assert view is not scene.big and view.rect.inflate(4 * view.cell, 4 * view.cell).contains(end)
        assert s.apply(action) is None
        moves += 1
        assert scene.shown_player() == home and scene.others() == places
    assert moves > 20


@pytest.mark.parametrize("game,players,variants", [("kingdomino", 4, ()), ("royal_wedding", 8, ("teams",))])
def test_b_or_a_click_on_the_pile_shows_what_is_left_in_the_box(app, game, players, variants):
    scene = table(app, game, players, variants=variants)
    key(app, pygame.K_b)
    assert scene.look.looking == BOX
    key(app, pygame.K_ESCAPE)
    assert scene.look.looking is None and not isinstance(app.scenes.top, PauseScene)
    click(app, scene.sl["pile"].center)
    assert scene.look.looking == BOX
    key(app, pygame.K_2)                            # from the box to a kingdom
    assert scene.look.looking == scene.kingdom_owner(1)
