"""Synthetic input for the app tests: every interaction goes through App.step."""
import pygame


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
