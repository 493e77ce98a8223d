"""Computers' moves at the Settings' pace (normal, fast, instant), read every frame so that a
change takes effect at once, and F hurries the computers' turns until a person's; a person's
own moves keep their motion."""
import pygame
import pytest

from game.app import settings
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.rules.config import GameConfig
from tests.app.helpers import key


def computers_flying(app, game):
    """A person and three computers; the table runs until a computer's move is in flight."""
    players = 2 if game == "duel" else 4
    seats = [Seat("Ann", theme.PLAYER_COLOURS[0][1])] + [
        Seat(f"CPU {i}", theme.PLAYER_COLOURS[i][1], "random") for i in range(1, players)]
    s = Session(GameConfig(game, players), 2, seats)
    while s.seats[s.actor()].human:                 # the person acts: the computers' turns follow
        assert s.apply(s.rules.legal_actions(s.state)[0]) is None
    table = play_scene(app, s)
    app.scenes.push(table)
    for _ in range(500):
        if getattr(table, "flight", None) or any(f.action is not None for f in getattr(table, "flights", [])):
            return table
        if table.thinking:
            table.worker.wait_ready(5.0)
        app.step([], 0.001)
    raise AssertionError("no computer move was shown")


def flown(table):
    f = getattr(table, "flight", None) or table.flights[0]
    return f.t, f.duration


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_a_pace_change_takes_effect_on_the_move_in_flight(app, game):
    table = computers_flying(app, game)
    t0, duration = flown(table)
    app.step([], 0.01)
    t1, _ = flown(table)
    settings.change(computer_moves=4.0)               # Fast, while the move flies
    app.step([], 0.01)
    t2, _ = flown(table)
    assert t2 - t1 == pytest.approx(4 * (t1 - t0)) and t2 < duration
    n = len(table.session.actions)
    settings.change(computer_moves=settings.INSTANT)
    app.step([], 0.001)
    assert len(table.session.actions) > n             # landed at once


@pytest.mark.parametrize("game", ["kingdomino", "duel"])
def test_f_hurries_the_computers_turns_until_a_persons(app, game):
    table = computers_flying(app, game)
    s = table.session
    n = len(s.actions)
    key(app, pygame.K_f)
    assert table.hurry
    for _ in range(2000):
        if s.seats[s.actor()].human and not table.moving():
            break
        if table.thinking:
            table.worker.wait_ready(5.0)
        app.step([], 0.001)                           # frames of no time: only the hurry moves things
    assert len(s.actions) > n and s.seats[s.actor()].human
    app.step([], 0.001)
    assert not table.hurry                            # the person's own turn: their moves keep their motion
