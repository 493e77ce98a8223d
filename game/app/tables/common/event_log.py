"""The event log panel: the moves in words (move_log.py), a toggled, scrollable panel on
each table, read aloud when the player asked for it; and the grid's letters and numbers the
large kingdom carries so that "C3" can be found (`draw_grid_labels`).
"""
from __future__ import annotations

import pygame

from game.app import settings
from game.app.move_log import LogEntry, lines
from game.app.ui import speech, theme
from game.app.ui.widgets import Button
from game.i18n import N_, Message, _
from game.rules.squares import column_name

# ---- the grid's letters and numbers --------------------------------------------------------

def draw_grid_labels(surface: pygame.Surface, view, k, n: int) -> None:
    """Column letters above and row numbers left of a kingdom view's shown window."""
    fx, fy = view.first(k)
    c = k.g.castle_x
    size = label_size(view.cell)
    r = view.rect
    for i in range(view.count):
        x = i + fx - c
        y = i + fy - c
        theme.blit_text(surface, column_name(x + n - 1), size, theme.INK_DIM, bold=True, scaled=False,
                        midbottom=(r.x + i * view.cell + view.cell // 2, r.y - 1))
        theme.blit_text(surface, str(y + n), size, theme.INK_DIM, bold=True, scaled=False,
                        midright=(r.x - 3, r.y + i * view.cell + view.cell // 2))


def label_size(cell: int) -> int:
    """The size of a grid's letters and numbers: a third of a square, grown by the UI scale
    up to half of it, 12 px at least."""
    return max(12, min(int(min(cell // 3, 22) * theme.UI_SCALE), cell // 2))


def label_band(cell_guess: int) -> int:
    """Room to leave left of and above a grid for its labels."""
    return label_size(cell_guess) + 6


# ---- the panel --------------------------------------------------------------------------------

class EventLogView:
    """The panel: latest moves at the bottom, wheel or PageUp/PageDown scroll, L or its
    button opens and closes it. New sentences are read aloud when the setting is on."""

    def __init__(self, session) -> None:
        self.open = False
        self.scroll = 0                          # lines scrolled up from the latest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button = Button(N_("Log"), self.toggle)
        self.speaker = speech.Speaker()
        self.heard = len(session.log)            # a game continued is not read from the start
        self._rows = 1

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0
        self.button.selected = self.open

    def handle(self, event, pointer) -> bool:
        """Wheel over the open panel and PageUp/PageDown scroll it; True when used."""
        if not self.open:
            return False
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pointer):
            self.scroll_by(event.y * 3)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_by(self._rows - 1 if event.key == pygame.K_PAGEUP else 1 - self._rows)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True                          # a click on the panel is not a click on the table
        return False

    def scroll_by(self, d: int) -> None:
        self.scroll = max(0, self.scroll + d)

    def follow(self, session) -> None:
        """Read new moves aloud (setting on, espeak-ng present); after an undo, start over."""
        if len(session.log) < self.heard:
            self.heard = len(session.log)
        new = session.log[self.heard:]
        self.heard = len(session.log)
        if new and settings.current().read_aloud and speech.program():
            for e in new:
                self.speaker.say(e.text)
        self.speaker.pump()

    def draw(self, surface: pygame.Surface, session, rect: pygame.Rect, scale: float) -> None:
        self.rect = rect
        pygame.draw.rect(surface, theme.BG, rect.inflate(-4, -4), border_radius=14)    # nothing shows through
        theme.panel(surface, rect, fill=(12, 22, 26, 255), edge=theme.GOLD, width=3)
        pad = int(16 * scale)
        head = theme.blit_text(surface, _("Event log"), int(26 * scale), theme.GOLD, bold=True,
                               topleft=(rect.x + pad, rect.y + pad))
        hint = theme.fit_text(_("L closes · wheel or PgUp/PgDn scroll"), round(18 * scale), rect.w - 2 * pad)
        keys = theme.blit_text(surface, hint, round(18 * scale), theme.INK_DIM,
                               max_w=rect.w - 2 * pad, topleft=(rect.x + pad, max(rect.y + pad + int(34 * scale), head.bottom)))
        size = int(18 * scale)
        line_h = max(int(25 * scale), theme.font(size).get_linesize())   # the font stops shrinking at 6 px
        top = max(rect.y + int(80 * scale), keys.bottom + 2)               # in a tiny window, below the heading
        body = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - int(16 * scale) - top)
        rows: list[tuple[str, tuple, bool]] = []
        for e in lines(session.log) or [LogEntry(-1, Message(N_("No moves yet")), "other")]:
            colour = session.seats[e.player].colour if 0 <= e.player < len(session.seats) else theme.INK_DIM
            for j, text in enumerate(theme.wrap(e.text, size, body.w - int(20 * scale))):
                rows.append((text, colour, j == 0))
        self._rows = max(1, body.h // line_h)
        self.scroll = min(self.scroll, max(0, len(rows) - self._rows))
        end = len(rows) - self.scroll
        shown = rows[max(0, end - self._rows):end]
        y = body.y
        for text, colour, first in shown:
            if first:
                pygame.draw.circle(surface, colour, (body.x + int(6 * scale), y + line_h // 2), max(3, int(6 * scale)))
            theme.blit_text(surface, text, size, theme.INK, topleft=(body.x + int(20 * scale), y + int(2 * scale)))
            y += line_h
        if self.scroll:
            theme.blit_text(surface, _("▼ {count} newer lines").format(count=self.scroll), round(18 * scale),
                            theme.GOLD, bottomright=(rect.right - pad, rect.bottom - int(6 * scale)))
