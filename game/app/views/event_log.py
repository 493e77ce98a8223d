"""The event log: every move of the game as a sentence with its place on the grid
("Eva placed wheat–lake at C3–D3, chose 27"), a toggled, scrollable panel on each table,
and the same sentences read aloud when the player asked for it.

Squares are named like a chess board over the grid a kingdom may grow into: columns
A, B, C... from the left, rows 1, 2, 3... from the top (castle at E5 in a 5×5 game);
the large kingdom carries those letters and numbers (`draw_grid_labels`). Sentences are
made by `sentence` before each action is applied (Session keeps them in `log`), so
Continue, Load and Undo, which replay the record, rebuild the log too.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import N_, _
from ...rules.actions import Choose, Discard, NextGame, Place
from ...rules.kingdom import Placement
from .. import settings, speech, theme
from ..widgets import Button

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def column_name(i: int) -> str:
    return LETTERS[i] if 0 <= i < len(LETTERS) else "?"


def square_name(x: int, y: int, n: int) -> str:
    """A castle-relative square of an N×N game: column letter, row number ("E5": the castle)."""
    return f"{column_name(x + n - 1)}{y + n}"


def map_square(row: int, col: int) -> str:
    """A Duel map cell (row, column from 0): column letter, row number."""
    return f"{column_name(col)}{row + 1}"


@dataclass
class LogEntry:
    player: int          # -1: nobody's move (a new game of the match)
    text: str
    kind: str            # "place", "discard", "choose" or "other"
    number: int = 0      # the domino a king chose


# ---- sentences ------------------------------------------------------------------------

def sentence(session, action, player: int | None, words: str | None = None) -> LogEntry:
    """The move in words, made *before* it is applied (the domino is still the current one);
    `words`: the table's own words for a game's own action (Session.own_words)."""
    st = session.state
    name = session.seats[player].name if player is not None else ""
    who = -1 if player is None else player
    n = session.config.setup.size if session.config.game != "duel" else 0    # Duel: a map, not N×N
    if isinstance(action, (Place, Discard)) and hasattr(st, "current_domino") and st.current_domino():
        d = st.current_domino()
        pair = f"{session.terrain_name(d.t1)}–{session.terrain_name(d.t2)}"
        if isinstance(action, Discard):
            return LogEntry(who, _("{name} discarded {pair} (domino {number}): it fits nowhere").format(
                name=name, pair=pair, number=d.number), "discard")
        p = Placement(action.x, action.y, action.rot)
        at = f"{square_name(p.x, p.y, n)}–{square_name(*p.second(), n)}"
        return LogEntry(who, _("{name} placed {pair} at {squares}").format(name=name, pair=pair, squares=at),
                        "place")
    if isinstance(action, Choose):
        return LogEntry(who, _("{name} chose domino {number}").format(name=name, number=action.number), "choose",
                        action.number)
    if isinstance(action, NextGame):
        return LogEntry(-1, _("A new game of the match began"), "other")
    return LogEntry(who, _own_sentence(session, action, name, n, words), "other")


def _own_sentence(session, action, name: str, n: int, words: str | None) -> str:
    """Queendomino's and Duel's own actions: the table's words plus the squares."""
    from ..session import describe, own_cells
    game = session.config.game
    words = words or describe(name, action)
    if game == "duel":
        if type(action).__name__ == "AddCross":      # its words name the row and column
            return words
        cells = own_cells(game, action)
        if cells:
            return _("{words} at {squares}").format(words=words, squares="–".join(map_square(*c) for c in cells))
        return words
    if hasattr(action, "x") and hasattr(action, "y"):   # a knight or a building
        return _("{words} at {square}").format(words=words, square=square_name(action.x, action.y, n))
    return words


def lines(log: list[LogEntry]) -> list[LogEntry]:
    """The log as shown: a king's choice joins the same player's placement before it."""
    out: list[LogEntry] = []
    for e in log:
        prev = out[-1] if out else None
        if e.kind == "choose" and prev and prev.player == e.player and prev.kind in ("place", "discard"):
            out[-1] = LogEntry(prev.player, _("{move}, chose {number}").format(move=prev.text, number=e.number),
                               "merged")
        else:
            out.append(e)
    return out


# ---- the grid's letters and numbers --------------------------------------------------------

def draw_grid_labels(surface: pygame.Surface, view, k, n: int) -> None:
    """Column letters above and row numbers left of a kingdom view's shown window."""
    fx, fy = view.first(k)
    c = k.g.castle_x
    size = max(9, min(view.cell // 3, 22))
    r = view.rect
    for i in range(view.count):
        x = i + fx - c
        y = i + fy - c
        theme.blit_text(surface, column_name(x + n - 1), size, theme.INK_DIM, bold=True, scaled=False,
                        midbottom=(r.x + i * view.cell + view.cell // 2, r.y - 1))
        theme.blit_text(surface, str(y + n), size, theme.INK_DIM, bold=True, scaled=False,
                        midright=(r.x - 3, r.y + i * view.cell + view.cell // 2))


def draw_map_labels(surface: pygame.Surface, view) -> None:
    """Column letters above and row numbers left of a Duel map (names as in map_square)."""
    from ...rules.duel.board import grid
    g = grid()
    size = max(9, min(view.cell // 3, 22))
    for col in range(g.columns):
        r = view.cell_rect(g.cell(0, col))
        theme.blit_text(surface, column_name(col), size, theme.INK_DIM, bold=True, scaled=False,
                        midbottom=(r.centerx, r.y - 1))
    for row in range(g.rows):
        r = view.cell_rect(g.cell(row, 0))
        theme.blit_text(surface, str(row + 1), size, theme.INK_DIM, bold=True, scaled=False,
                        midright=(r.x - 3, r.centery))


def label_band(cell_guess: int) -> int:
    """Room to leave left of and above a grid for its labels."""
    return max(12, min(cell_guess // 3, 24)) + 4


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
        theme.blit_text(surface, _("Event log"), int(26 * scale), theme.GOLD, bold=True,
                        topleft=(rect.x + pad, rect.y + pad))
        theme.blit_text(surface, _("L closes · wheel or PgUp/PgDn scroll"), int(15 * scale), theme.INK_DIM,
                        max_w=rect.w - 2 * pad, topleft=(rect.x + pad, rect.y + pad + int(34 * scale)))
        size, line_h = int(18 * scale), int(25 * scale)
        body = pygame.Rect(rect.x + pad, rect.y + int(80 * scale), rect.w - 2 * pad, rect.h - int(96 * scale))
        rows: list[tuple[str, tuple, bool]] = []
        for e in lines(session.log) or [LogEntry(-1, _("No moves yet"), "other")]:
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
            theme.blit_text(surface, _("▼ {count} newer lines").format(count=self.scroll), int(15 * scale),
                            theme.GOLD, bottomright=(rect.right - pad, rect.bottom - int(6 * scale)))
