"""Keyboard play at every table: TableKeys, the helper a table holds for its cursors, and
`step_through`, which the tables' cursors share. Each game's keys module (kingdomino/keys.py,
queendomino/keys.py, duel/keys.py) adds its cursors as focus zones of the scene's FocusRing
beside its buttons.

The cursor moves the table's pointer and Enter clicks where it stands, so a key does
exactly what the mouse does there: the same ghost domino, the same green/red legality
from the rules' generator, the same refusals.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.app.table_game import TableGame
from game.app.ui.focus import FocusRing, Zone
from game.app.ui.layout import ScaledLayout
from game.app.ui.widgets import Button
from game.rules.phases import PHASE_INTERLUDE, PHASE_OVER

OFF = (-1, -1)      # the pointer when the focus is on a button: no ghost on the table


class KeyedTable(Protocol):
    """What the keys need of a table scene."""
    session: TableGame
    pointer: tuple[int, int]
    focus: FocusRing

    @property
    def sl(self) -> ScaledLayout: ...

    @property
    def log_button(self) -> Button: ...

    @property
    def menu_button(self) -> Button: ...

    def human_turn(self) -> bool: ...

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None: ...


class TableKeys:
    """A table's cursors as focus zones beside its buttons: each game's keys (kingdomino/keys.py,
    queendomino/keys.py, duel/keys.py) say which items the ring holds (`items`), when the
    focus starts again (`moment`) and where the pointer stands for the cursor (`point`).
    After the game the status bar is a zone too: Enter brings the score sheet back."""

    def __init__(self, scene: KeyedTable) -> None:
        self.table = scene
        self.sheet_zone = Zone(self._sheet_rect, lambda: self.click_at(self._sheet_rect().center),
                               lambda dx, dy: False, self.game_ended)

    def items(self) -> list:
        """What Tab, the arrows and Enter move over, in order (the scene's focus_items)."""
        raise NotImplementedError

    def moment(self) -> object:
        """A new value puts the focus back on the first zone (the scene's focus_moment)."""
        raise NotImplementedError

    def point(self) -> tuple[int, int]:
        """Where the pointer stands for the focused zone (OFF on a button)."""
        raise NotImplementedError

    def game_ended(self) -> bool:
        return self.table.session.state.phase in (PHASE_OVER, PHASE_INTERLUDE)

    def _sheet_rect(self) -> pygame.Rect:
        sl = self.table.sl
        r = sl["status"].copy()
        r.w = self.table.log_button.rect.x - r.x - sl.px(16)
        return r

    def click_at(self, pos: tuple[int, int]) -> None:
        """Enter on a zone: the mouse's click where the cursor stands."""
        self.table.pointer = pos
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.table.handle_event(pygame.event.Event(kind, pos=pos, button=1))

    def follow(self) -> None:
        """In keyboard mode the pointer stands where the cursor is (every frame: views zoom)."""
        if self.table.focus.keyboard:
            self.table.focus.sync(self.items(), self.moment())
            self.table.pointer = self.point()

    def event(self, event: pygame.event.Event) -> bool:
        """The focus ring's keys; True when used."""
        used = self.table.focus.handle(event, self.items(), self.moment())
        if used:
            self.follow()
        return used


def step_through(items: list, current, step: int):
    """The item `step` places from `current` (from the first when current is gone), held at the ends."""
    i = items.index(current) if current in items else 0
    return items[max(0, min(len(items) - 1, i + step))]
