"""The window's main loop: events -> scene stack -> update -> draw, sleeping when idle.

It sleeps only with the screen up to date: the frame in which a move lands or a scene
comes up is drawn even though nothing moves after it (a computer's last move before a
person's turn was applied but never shown: the table seemed stalled until a key was
pressed). A computer's answer wakes it (ai_worker.AI_DONE)."""
from __future__ import annotations

import time
from typing import Callable

import pygame

from game.app import sound
from game.app.ui.scene import SceneManager
from game.app.window import fit_ui_scale


class App:
    def __init__(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.scenes = SceneManager()
        self.scenes.resize(screen.get_size())
        self.running = True
        self.on_frame: Callable[[], None] | None = None   # called after each drawn frame
        self.frame_ms: list[float] = []                    # work time of each drawn frame
        self.clock = pygame.time.Clock()                   # paces run() (tests give a clock that never sleeps)
        # the people's decisions reviewed while they play (review_ahead.py): the window's own
        # games; off for the demo, the benches and the tests that do not look at it
        self.review_ahead = False

    def quit(self) -> None:
        self.running = False

    def step(self, events: list[pygame.event.Event], dt: float) -> bool:
        """Handle events, advance the top scene; True while something is moving."""
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.screen = pygame.display.get_surface() or self.screen
                fit_ui_scale(self.screen.get_size())
                self.scenes.resize(self.screen.get_size())
            else:
                self.scenes.handle_event(event)
        busy = self.scenes.update(dt)
        sound.follow(self.scenes.stack)          # the piece of the scene now on top
        return busy

    def render(self) -> None:
        self.scenes.draw(self.screen)

    def run(self) -> int:
        """Run until quit. Animating: 60 frames a second. Idle: block on the event queue, once
        the frame after the last movement is drawn."""
        busy, dirty = False, True
        while self.running and self.scenes.top is not None:
            if busy or dirty:
                events = pygame.event.get()
            else:
                first = pygame.event.wait(500)
                events = [first] + pygame.event.get() if first.type != pygame.NOEVENT else []
            dt = min(self.clock.tick(60) / 1000.0, 0.1)
            start = time.perf_counter()
            stack = list(self.scenes.stack)
            was_busy = busy
            busy = self.step(events, dt)
            dirty = dirty or bool(events) or was_busy or self.scenes.stack != stack
            if (dirty or busy) and self.running and self.scenes.top is not None:
                self.render()
                pygame.display.flip()
                self.frame_ms.append((time.perf_counter() - start) * 1000)
                dirty = False
                if self.on_frame:
                    self.on_frame()
        return 0
