"""The scene stack (after Tuxemon's StateManager): push, pop, replace.

Events go to the top scene first; a scene returns the event when it does not consume
it and the manager offers it to the scene below. An Escape nobody consumed pops the top
scene: Esc always goes back one step. `draw` only reads; `update(dt)` moves things.

A part below the menus (a table's score sheet, its seats over the network) opens a menu by
its name (`menu`), as Tuxemon's state manager finds its states, so it never imports the
scenes above it.
"""
from __future__ import annotations

from importlib import import_module
from typing import Any, Protocol

import pygame

from game.app.ui.focus import FocusRing, draw_focus


class App(Protocol):
    """What a scene may use of the window's App (app.py), which owns the scene stack."""
    screen: pygame.Surface
    scenes: "SceneManager"
    review_ahead: bool         # tables review the people's decisions while they play

    def quit(self) -> None: ...


class Scene:
    overlay = False      # drawn over the scene below it (pause menu, banners)
    modal = True         # unconsumed events stop here instead of reaching lower scenes
    focus_always = True  # the keyboard focus is shown all the time (tables: once a key is used)
    music: str | None = None   # the piece it asks for (game/app/sound.py PIECES; None: what plays goes on)

    def __init__(self, app: "App") -> None:
        self.app = app
        self.focus = FocusRing(always=self.focus_always)

    def focus_items(self) -> list:
        """What Tab, the arrows and Enter move over and use (see focus.py), in order."""
        return []

    def focus_moment(self) -> object:
        """A new value puts the focus back on the first item (a table's next turn)."""
        return None

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return event

    def update(self, dt: float) -> bool:
        """Advance animations by dt seconds; True while something moves or waits."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute geometry."""

    def resume(self) -> None:
        """The scene is on top again."""

    def leave(self) -> None:
        """The scene left the stack: release threads and resources."""


class ButtonScene(Scene):
    """A scene whose input is a list of buttons (`self.buttons`)."""
    buttons: list = []

    def focus_items(self) -> list:
        return self.buttons

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.focus.handle(event, self.focus_items()):
            return None
        for b in self.buttons:
            if b.handle(event):
                return None
        return event


def offer(scene: Scene, event: pygame.event.Event, widgets: list) -> bool:
    """The scene's focus ring, then each widget: True when one used the event (a pointer
    move only lights buttons up, so it goes on to the others)."""
    if scene.focus.handle(event, scene.focus_items()):
        return True
    used = [w.handle(event) for w in widgets]
    return any(used) and event.type != pygame.MOUSEMOTION


# the menus opened by name, and their scene classes: "new_game" is NewGameScene in
# game/app/scenes/new_game.py (the standalone build lists them, packaging/kingdomino-family.spec)
MENU = "game.app.scenes.{name}"
MENUS = {"title": "TitleScene", "new_game": "NewGameScene", "replay": "ReplayScene", "review": "ReviewScene",
         "stand_in": "StandInScene", "handover": "HandOverScene", "confirm": "ConfirmScene", "pause": "PauseScene"}


def menu(name: str, app: App, *args: Any, **kwargs: Any) -> Scene:
    """The menu `name` (one of MENUS) for `app`, built with the scene's own arguments."""
    if name not in MENUS:
        raise KeyError(f"no menu {name!r} (choose from {', '.join(MENUS)})")
    scene = getattr(import_module(MENU.format(name=name)), MENUS[name])
    return scene(app, *args, **kwargs)


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self.size = (0, 0)

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.resize(self.size)

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().leave()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        """Leave every scene and start again from `scene` (back to the title)."""
        while self.stack:
            self.stack.pop().leave()
        self.push(scene)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Route one event down the stack; return it when no scene consumed it."""
        top = self.top
        for scene in reversed(self.stack):
            result = scene.handle_event(event)
            if result is None:
                return None
            if scene is top and _is_escape(event) and len(self.stack) > 1:
                self.pop()
                return None
            if scene.modal:
                break
        return event

    def update(self, dt: float) -> bool:
        """Only the top scene runs: a game under the pause menu stands still."""
        top = self.top
        return top.update(dt) if top else False

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[max(first, 0):]:
            scene.draw(surface)
        if self.stack:
            draw_focus(surface, self.stack[-1])

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.stack:
            scene.resize(size)


def _is_escape(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
