"""Keyboard focus: one ring of focusable things per scene, moved with Tab/Shift-Tab and the
arrow keys, used with Enter or Space, and drawn as a thick two-tone outline.

A scene lists what can take the focus in `focus_items()`: Buttons, OptionRows and
TextFields from widgets, or a `Zone` (a cursor over a grid or a line of things on a
table). Widgets stay unaware of the keyboard; this module adapts them. The outline is
bright yellow between two black strokes, so it stands out on light and dark faces alike
in every theme. Menus always show it; tables show it once a key was used (the mouse
takes over again when it moves).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.app.ui.widgets import Button, OptionRow, TextField

RING = (255, 221, 0)          # the bright middle stroke
HALO = (0, 0, 0)              # the dark strokes on both sides
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class Zone:
    """A cursor over part of a table. `move(dx, dy)` steps it (False at the edge, so the
    arrow moves the focus on), `rect()` is where it is on screen, `activate()` uses it."""

    def __init__(self, rect: Callable[[], pygame.Rect | None], activate: Callable[[], None],
                 move: Callable[[int, int], bool], enabled: Callable[[], bool]) -> None:
        self._rect, self.activate, self.move, self._enabled = rect, activate, move, enabled

    @property
    def enabled(self) -> bool:
        return self._enabled()

    @property
    def rect(self) -> pygame.Rect:
        return self._rect() or pygame.Rect(0, 0, 0, 0)


def enabled(item) -> bool:
    if isinstance(item, Zone):
        return item.enabled
    if isinstance(item, OptionRow):
        return any(b.enabled for b in item.buttons)
    return getattr(item, "enabled", True) and rect_of(item).w > 0


def rect_of(item) -> pygame.Rect:
    if isinstance(item, OptionRow):
        return item.buttons[0].rect.unionall([b.rect for b in item.buttons]) if item.buttons else pygame.Rect(0, 0, 0, 0)
    return item.rect


def activate(item) -> None:
    if isinstance(item, Button):
        item.on_click()
    elif isinstance(item, OptionRow):      # Enter steps to the next choice
        _step_option(item, 1)
    elif isinstance(item, TextField):
        item.editing = not item.editing
    else:
        item.activate()


def move(item, dx: int, dy: int) -> bool:
    """Arrows inside an item: left/right through an option row, anything through a zone."""
    if isinstance(item, OptionRow):
        return bool(dx) and _step_option(item, dx)
    if isinstance(item, Zone):
        return item.move(dx, dy)
    return False


def _step_option(row: OptionRow, d: int) -> bool:
    if row.value not in row.values:
        return False
    i = row.values.index(row.value) + d
    if not 0 <= i < len(row.values) or not row.buttons[i].enabled:
        return False
    row.buttons[i].on_click()
    return True


class FocusRing:
    """Which item of a scene has the keyboard focus. Kept as the item itself (lists are
    rebuilt when a scene changes); an item that left the list or was disabled hands the
    focus to the first enabled item (put the natural first choice first)."""

    def __init__(self, always: bool = True) -> None:
        self.current: object = None   # a Button, OptionRow, TextField or Zone of the scene
        self.always = always          # menus: shown all the time; tables: after a key
        self.keyboard = always
        self.moment: object = None

    def sync(self, items: list, moment: object = None):
        """The focused item, falling back to the primary button in menus and to the first
        enabled item at tables; a new `moment` (a table's next turn) starts again."""
        live = [i for i in items if enabled(i)]
        if moment != self.moment:
            self.moment, self.current = moment, None
        if self.current not in live:
            first = live[0] if live else None          # tables: the zone of the moment
            self.current = next((i for i in live if getattr(i, "primary", False)), first) if self.always else first
        return self.current

    def step(self, items: list, d: int) -> None:
        live = [i for i in items if enabled(i)]
        if not live:
            return
        i = live.index(self.current) if self.current in live else -d
        self.current = live[(i + d) % len(live)]

    def handle(self, event: pygame.event.Event, items: list, moment: object = None) -> bool:
        """True when the event was a focus key and has been used."""
        if event.type == pygame.MOUSEMOTION:
            if not self.always:
                self.keyboard = False
            over = next((i for i in items if enabled(i) and not isinstance(i, Zone)
                         and rect_of(i).collidepoint(event.pos)), None)
            if over is not None and self.always:
                self.current = over          # the focus follows the pointer in menus
            return False
        field = next((i for i in items if isinstance(i, TextField) and i.editing), None)
        if field is not None:
            self.current = field             # a field clicked into has the keys
        cur = self.sync(items, moment)
        editing = field is not None
        if event.type == pygame.TEXTINPUT and isinstance(cur, TextField) and not editing and self.keyboard:
            cur.editing = True               # typing on a focused field starts editing it
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if not self.keyboard:               # a table in mouse mode: the first key shows the focus
            if event.key == pygame.K_TAB or event.key in ARROWS:
                self.keyboard = True
                return True
            return False
        if event.key == pygame.K_TAB:
            if editing:
                cur.editing = False
            self.step(items, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if editing:
            return False                     # the field takes its own keys
        if event.key in ARROWS:
            dx, dy = ARROWS[event.key]
            if cur is not None and move(cur, dx, dy):
                return True
            self.step(items, 1 if dx + dy > 0 else -1)
            return True
        if event.key in ENTER and cur is not None:
            if event.key == pygame.K_SPACE and isinstance(cur, TextField):
                return False
            activate(cur)
            return True
        return False

    def shown(self):
        """The item to outline now, or None."""
        return self.current if self.keyboard and self.current is not None and enabled(self.current) else None


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """The focus outline: black, bright yellow, black, just outside `rect`."""
    w = max(3, round(5 * scale))
    halo = max(1, round(2 * scale))
    outer = rect.inflate(2 * (w + 2 * halo), 2 * (w + 2 * halo))
    radius = max(6, min(outer.h // 4, round(14 * scale)))
    pygame.draw.rect(surface, HALO, outer, w + 2 * halo, border_radius=radius)
    pygame.draw.rect(surface, RING, outer.inflate(-2 * halo, -2 * halo), w, border_radius=max(4, radius - halo))


def draw_focus(surface: pygame.Surface, scene) -> None:
    """Outline the top scene's focused item (called by the scene manager after drawing)."""
    ring = getattr(scene, "focus", None)
    if ring is None or not ring.keyboard:         # a table in mouse mode: nothing to work out
        return
    items = scene.focus_items()
    ring.sync(items, scene.focus_moment())
    item = ring.shown()
    if item is not None:
        draw_ring(surface, rect_of(item), max(0.6, surface.get_height() / 1080))
