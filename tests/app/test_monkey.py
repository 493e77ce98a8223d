"""Random clicks, wheel turns, keys and window resizes on every scene never raise: no
traceback reaches a player whatever they press or however they size the window (the events
are seeded, so a failure replays exactly). game/tools/monkey.py runs longer, on the real loop."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.app.conftest import SIZE
from tests.app.test_languages_ui import SCENES, open_scenes

pytestmark = pytest.mark.usefixtures("one_helper")      # Why?, Hints, reviews: one helper process for all

KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_r, pygame.K_l, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
        pygame.K_END, pygame.K_a, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_ESCAPE)


RESIZES = ((1, 1), (40, 30), (320, 240), (1280, 720), (1600, 400))


def random_event(rng: random.Random) -> pygame.event.Event:
    pos = (rng.randrange(SIZE[0]), rng.randrange(SIZE[1]))
    kind = rng.random()
    if kind < 0.02:
        w, h = rng.choice(RESIZES)
        return pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.65:
        button = rng.choice((1, 1, 1, 3))
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    if kind < 0.75:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if kind < 0.82:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0,
                                  precise_y=float(rng.choice((-1, 1))))
    key = rng.choice(KEYS[:-1]) if rng.random() < 0.97 else pygame.K_ESCAPE
    mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="a" if key == pygame.K_a else "",
                              scancode=0)


@pytest.mark.parametrize("name", SCENES)
def test_random_input_on_every_scene_never_raises(app, name):
    open_scenes(app, name)
    rng = random.Random(name)
    resizes = 0
    for _ in range(250):
        if app.scenes.top is None:
            break
        event = random_event(rng)
        if event.type == pygame.VIDEORESIZE:       # as the window did: the display has the new size
            app.screen = pygame.display.set_mode(event.size, pygame.RESIZABLE)
            resizes += 1
        app.step([event], 0.05)
        if app.scenes.top is not None:
            app.render()        # an exception in any handler or draw fails the test
    assert resizes or app.scenes.top is None          # the window was resized on the way, or the scene left
    assert app.scenes.top is None or app.scenes.size == app.screen.get_size()
