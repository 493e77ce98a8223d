"""Small widgets: buttons, option rows and a one-line text field.

Widgets track the pointer from the events they receive (not from the live mouse), so
synthetic events in tests drive them exactly like a real mouse.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

import pygame

from game.app.ui import theme
from game.i18n import _


class Button:
    def __init__(self, label: str, on_click: Callable[[], object], *, enabled: bool = True,
                 note: str = "", primary: bool = False) -> None:
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.note = note            # shown beside a disabled button: why it is disabled
        self.note_w: int | None = None      # the room beside the button for the note (None: no limit)
        self.primary = primary
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.selected = False

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was for this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float, size: int = 26) -> None:
        r = self.rect
        if not self.enabled:
            fill, edge, ink = (40, 50, 54, 200), (90, 100, 100), (130, 138, 136)
        elif self.selected:
            fill, edge, ink = theme.BUTTON_SELECTED, theme.GOLD, theme.INK
        elif self.hover:
            fill, edge, ink = theme.BUTTON_HOVER, theme.GOLD, theme.INK
        elif self.primary:
            fill, edge, ink = theme.BUTTON_PRIMARY, theme.GOLD, theme.INK
        else:
            fill, edge, ink = theme.BUTTON, theme.PANEL_EDGE, theme.INK
        theme.panel(surface, r, fill=fill, edge=edge, radius=max(4, r.h // 4), width=2)
        pad = max(4, min(r.h, int(56 * scale)) // 3)     # a button grown taller keeps its label's room
        lines = two_lines(_(self.label), int(size * scale), r.w - pad, r.h)
        for j, line in enumerate(lines):                     # a larger UI scale never spills out
            if len(lines) > 1:
                theme.line_of(line, _(self.label))
            theme.blit_text(surface, line, int(size * scale), ink, bold=True, max_w=r.w - pad, max_h=r.h // len(lines),
                            center=(r.centerx, r.y + r.h * (2 * j + 1) // (2 * len(lines))))
        if self.note and not self.enabled:     # wider than its room: two lines, whole
            size = round(19 * scale)
            lines = theme.wrap(_(self.note), size, self.note_w) if self.note_w else [_(self.note)]
            lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 1 else lines
            pitch = theme.font(size).get_linesize()
            for j, line in enumerate(lines):
                theme.blit_text(surface, line, size, theme.INK_DIM, max_w=self.note_w,
                                midleft=(r.right + int(16 * scale), r.centery + (2 * j - len(lines) + 1) * pitch // 2))


MIN_PX = 12         # the smallest text a button's label is set in on two lines


def two_lines(label: str, size: int, width: int, height: int) -> list[str]:
    """A label as it reads best in a button `width` by `height`: on one line, or on two when
    one line would be squeezed much smaller than the two ("Centralizované království").
    Cached (every button asks it every frame); theme.clear_caches() forgets it with the fonts."""
    return list(_two_lines(label, size, width, height))


@lru_cache(maxsize=1024)
def _two_lines(label: str, size: int, width: int, height: int) -> tuple[str, ...]:
    font = theme.font(size, True)
    one = min(1.0, width / max(1, font.size(label)[0]))
    words = label.split(" ")
    if one >= 0.85 or len(words) < 2:
        return (label,)
    halves = min(([" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))),
                 key=lambda h: max(font.size(x)[0] for x in h))
    if min(len(x) for x in halves) < 4:      # "medium ▸": a sign is not a line of its own
        return (label,)
    two = min(1.0, width / max(font.size(x)[0] for x in halves), height / 2 / font.get_linesize())
    readable = theme.pixel_size(size, True) * two >= MIN_PX       # two lines never set smaller than a word may be
    return tuple(halves) if two > one * 1.15 and readable else (label,)


def label_widths(labels: list[str], size: int, scale: float, room: int) -> list[int]:
    """Widths of buttons side by side sharing `room`, by their labels (design `size`, bold):
    each as wide as its label at the UI scale when all fit (the room left shared alike);
    else each at least as wide as its label at 100 %, the rest shared by what each still
    lacks; only a row too narrow even for that is shared by the labels' widths at 100 %."""
    pad = int(56 * scale) // 3 + int(16 * scale)         # Button.draw's padding, and a margin
    words = [_(label) for label in labels]
    large = [theme.font(int(size * scale), True).size(w)[0] + pad for w in words]
    small = [theme.font(int(size * scale), True, scaled=False).size(w)[0] + pad for w in words]
    if sum(large) <= room:
        return [int(w + (room - sum(large)) / len(large)) for w in large]
    if sum(small) <= room:
        lack = [a - b for a, b in zip(large, small)]
        return [int(b + (room - sum(small)) * k / max(1, sum(lack))) for b, k in zip(small, lack)]
    return [room * b // sum(small) for b in small]


class OptionRow:
    """A row of mutually exclusive choices (segmented control)."""

    def __init__(self, options: Sequence[tuple[object, str]], value: object,
                 on_change: Callable[[object], None]) -> None:
        self.value = value
        self.on_change = on_change
        self.buttons = [Button(label, self._picker(v)) for v, label in options]
        self.values = [v for v, _ in options]
        self._mark()

    def _picker(self, v: object) -> Callable[[], None]:
        def pick() -> None:
            self.value = v
            self._mark()
            self.on_change(v)
        return pick

    def _mark(self) -> None:
        for v, b in zip(self.values, self.buttons):
            b.selected = v == self.value

    def layout(self, rect: pygame.Rect, gap: int, size: int | None = None, scale: float = 1.0) -> None:
        """The buttons across `rect`: alike, or (with their labels' design `size` and the
        scene's `scale`) each as wide as its label needs (label_widths)."""
        n = len(self.buttons)
        room = rect.w - gap * (n - 1)
        widths = ([room // n] * n if size is None
                  else label_widths([b.label for b in self.buttons], size, scale, room))
        x = rect.x
        for b, w in zip(self.buttons, widths):
            b.rect = pygame.Rect(x, rect.y, w, rect.h)
            x += w + gap

    def handle(self, event: pygame.event.Event) -> bool:
        return any([b.handle(event) for b in self.buttons])

    def draw(self, surface: pygame.Surface, scale: float, size: int = 22) -> None:
        for b in self.buttons:
            b.draw(surface, scale, size)


class TextField:
    """One line of text; click to edit, Enter or a click elsewhere to finish. Editing starts
    with the whole text selected, as in most programs: typing replaces it (a default name
    such as "Player 1" goes at the first key), Backspace clears it, an arrow or End keeps it
    and types after it; Ctrl+A selects it again."""

    def __init__(self, value: str, max_len: int = 16) -> None:
        self.value = value
        self.max_len = max_len
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._editing = False
        self.selected = False

    @property
    def editing(self) -> bool:
        return self._editing

    @editing.setter
    def editing(self, on: bool) -> None:
        if on != self._editing:
            self.selected = on and bool(self.value)
        self._editing = on

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.editing
            self.editing = self.rect.collidepoint(event.pos)
            return self.editing or was and self.rect.collidepoint(event.pos)
        if not self.editing:
            return False
        if event.type == pygame.TEXTINPUT:
            self.value = ("" if self.selected else self.value) + event.text
            self.value, self.selected = self.value[: self.max_len], False
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = False
            elif event.key == pygame.K_BACKSPACE:
                self.value = "" if self.selected else self.value[:-1]
                self.selected = False
            elif event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.selected = bool(self.value)
            elif event.key in (pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT, pygame.K_HOME):
                self.selected = False
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        r = self.rect
        edge = theme.GOLD if self.editing else theme.SLOT_EDGE
        theme.panel(surface, r, fill=(12, 22, 26, 230), edge=edge, radius=6, width=2)
        shown = self.value + ("|" if self.editing and not self.selected else "")
        at = theme.blit_text(surface, shown or " ", int(22 * scale), theme.INK, max_w=r.w - int(16 * scale),
                             max_h=r.h - int(8 * scale), midleft=(r.x + int(10 * scale), r.centery))
        if self.selected:                   # the selection, as a highlight over the text
            mark = pygame.Surface(at.size, pygame.SRCALPHA)
            mark.fill((*theme.GOLD[:3], 90))
            surface.blit(mark, at)


def layout_column(buttons: list[Button], center_x: int, top: int, w: int, h: int, gap: int) -> None:
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(center_x - w // 2, top + i * (h + gap), w, h)
