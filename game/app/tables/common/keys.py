"""Keyboard play and the event log at every table: LogControls (the Log button, the L
key and the panel of event_log.py) and `step_through`, which the tables' cursors share.
Each game's keys module (kingdomino/keys.py, queendomino/keys.py, duel/keys.py) adds its
cursors as focus zones of the scene's FocusRing beside its buttons.

The cursor moves the table's pointer and Enter clicks where it stands, so a key does
exactly what the mouse does there: the same ghost domino, the same green/red legality
from the rules' generator, the same refusals.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.app.session import Session
from game.app.tables.common.event_log import EventLogView
from game.app.ui import theme
from game.app.ui.focus import FocusRing, Zone
from game.app.ui.layout import ScaledLayout
from game.app.ui.overlay import grown
from game.app.ui.widgets import Button
from game.i18n import _
from game.rules.state import PHASE_INTERLUDE, PHASE_OVER

OFF = (-1, -1)      # the pointer when the focus is on a button: no ghost on the table


class LogControls:
    """The event log on a table: the Log button, the L key and the panel."""
    focus_always = False       # tables: the focus ring shows once a key is used; the mouse hides it

    @property
    def event_log(self) -> EventLogView:
        if "_event_log" not in self.__dict__:
            self._event_log = EventLogView(self.session)
        return self._event_log

    @property
    def log_button(self):
        return self.event_log.button

    def toggle_log(self) -> None:
        self.event_log.toggle()

    def layout_log(self) -> None:
        """The Log button left of the Hint button (or inside the status bar's end, left of Menu)."""
        sl = self.sl
        hint = getattr(self, "hint_button", None)
        self.log_button.rect = pygame.Rect(0, 0, self.button_w(110, self.log_button.label), self.menu_button.rect.h)
        self.log_button.rect.topright = (hint.rect.x - sl.px(12) if hint else self.buttons_right(), self.menu_button.rect.y)

    def button_scale(self) -> float:
        """The status bar's buttons grow with the UI scale as far as the bar is tall."""
        return grown(self.sl["status"].h * 0.9 / max(1, self.sl["menu_button"].h))

    def button_w(self, design: int, label: str = "") -> int:
        """A status-bar button's width: as wide as its label needs (grown with the UI scale,
        a longer translation), its design width at least; without a label, the design
        width grown with the UI scale."""
        if not label:
            return self.sl.px(design * self.button_scale())
        words = theme.font(int(24 * self.sl.scale), True).size(_(label))[0]
        return max(self.sl.px(design), words + int(self.sl["menu_button"].h * self.button_scale()) // 3 + self.sl.px(16))

    def buttons_right(self) -> int:
        """Where the buttons in the status bar end: inside its rounded end, which stops
        short of Menu (draw.status_line), never over its edge."""
        return self.sl["menu_button"].x - self.sl.px(16) - self.sl.px(12)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The Log button, and the panel over the right part of the table when open."""
        sl = self.sl
        self.log_button.draw(surface, sl.scale, 24)
        if self.event_log.open:
            W, H = surface.get_size()
            top = self.menu_button.rect.bottom + sl.px(16)
            left = self.side_left(W)
            rect = pygame.Rect(left, top, W - left - sl.px(16), H - top - sl.px(16))
            self.event_log.draw(surface, self.session, rect, sl.scale)

    def log_left(self) -> int:
        """Where the open panel begins: right of the large kingdom."""
        return self.sl["active_kingdom"].right + self.sl.px(16)

    def side_left(self, width: int) -> int:
        """Where the side panels (the log, Why?, the hint) begin on a window `width` wide:
        right of the large kingdom, whose header they never cover, yet wide enough to read."""
        return min(self.log_left(), width - self.sl.px(480))

    def log_event(self, event) -> bool:
        """L, the Log button and the open panel's scrolling; True when used (the replay
        passes its events here too)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_log()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.log_button.handle(event)
            return False
        return self.log_button.handle(event) or self.event_log.handle(event, self.pointer)


class KeyedTable(Protocol):
    """What the keys need of a table scene."""
    session: Session
    pointer: tuple[int, int]
    focus: FocusRing
    log_button: Button

    @property
    def sl(self) -> ScaledLayout: ...

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
