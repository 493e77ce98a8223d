"""Synthetic input for the app tests: every interaction goes through App.step."""
from functools import partial

import pygame
import pytest

from game.ai.hint import HintPlayer
from game.app.tables.common import hint as common_hint
from game.app.tables.common.finale import FinaleScene


def send(app, *events, render=True):
    """Feed synthetic events through the app as one frame."""
    app.step(list(events), 0.016)
    if render and app.scenes.top is not None:
        app.render()


def click(app, pos, button=1):
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def move(app, pos):
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def key(app, k):
    send(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
         pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def find_scene(app, kind):
    """The topmost scene of that class on the stack, or None."""
    return next((s for s in reversed(app.scenes.stack) if isinstance(s, kind)), None)


def press(app, pos, button=1):
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def held_move(app, pos):
    """The mouse moves with the left button held (a drag under way)."""
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))


def release(app, pos, button=1):
    send(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def drag(app, start, end):
    """Press at start, carry through the midpoint to end with the button held, let go there."""
    press(app, start)
    held_move(app, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))
    held_move(app, end)
    release(app, end)


def wheel(app, y):
    send(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)))


def past_finale(app) -> bool:
    """Skip the end of a game being counted on the map with a click, as a person may; True
    when it was on top."""
    if not isinstance(app.scenes.top, FinaleScene):
        return False
    click(app, (5, 5))
    return True


def ask_hint(app, scene, samples: int = 4):
    """Click Hint and let the table pick up the helper process's answer; the hint shown. It is
    judged with `samples` futures a decision: the way a hint goes is checked here, and the
    table's 24 took seconds of the helper's time."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(common_hint, "HintPlayer", partial(HintPlayer, samples=samples))
        click(app, scene.hint_button.rect.center)
    assert scene.hints.token is not None and scene.hint_button.label != "Hint"     # says it is thinking
    answer = scene.worker.wait(120)                   # the helper process answers...
    scene.worker._answers.put(answer)                 # ...and the table picks it up
    send(app)
    return scene.hints.hint


def hint_shown_not_played(app, scene):
    """Ask for a hint: it is one of the legal actions, and nothing is played; the hint."""
    s = scene.session
    before = len(s.actions)
    hint = ask_hint(app, scene)
    assert hint is not None and hint.action in s.rules.legal_actions(s.state)
    assert len(s.actions) == before
    return hint
