"""Explanations on the table: the panel that shows a game.ai.explain Explanation in words
(the hint's, and the computers' last moves'), and WhyPanel: the "Why?" button and the
W key, which explain the latest turn a computer seat took, and pressed again each other
computer's last turn (latest first) before closing; a person's move closes the panel. The
state before that turn is rebuilt from the session's record, so the explanation is of the
move actually made. A table holds a WhyPanel.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence

import pygame

from game.ai.explain import explain_last_turn, last_turn
from game.ai.reasons import Explanation
from game.app.ai_worker import AIWorker
from game.app.explain_words import lines
from game.app.move_log import lines as log_lines
from game.app.session import Session
from game.app.table_game import TableGame
from game.app.tables.common.verdict import Verdicts
from game.app.ui import theme
from game.app.ui.layout import ScaledLayout
from game.app.ui.widgets import Button
from game.i18n import N_, _
from game.rules.replay import GameRecord

Colour = tuple[int, int, int]
SIZES = (20, 18, 16, 14, 12, 11, 10)    # design sizes of the sentences, the first that fits its room...
SMALLEST = 12                           # ...drawn at this many pixels or more; at a larger UI scale never
                                        # under the largest size at 100 % (the words grow, never shrink)


@dataclass
class _Card:
    """An explanation card's lines at one text size."""
    pad: int
    body: float
    heading: float
    title_lines: list[str]
    sub_lines: list[str]
    rows: list[tuple[str, int, bool]]     # (line, which sentence, is it the sentence's first line)
    line_h: int
    title_h: int
    h: int


def _card(title: str, subtitle: str, sentences: list[str], size: int, scale: float, width: int,
          headline: bool, at_100: bool = False) -> _Card:
    """The card's lines at design `size`, `width` wide (at_100: as the words are at 100 % UI scale)."""
    k = 1 / theme.UI_SCALE + 1e-9 if at_100 else 1.0      # font() multiplies by the UI scale again
    pad = int(size * 4 // 5 * scale)
    width -= 2 * pad
    body, heading = int(size * scale) * k, int(size * 6 // 5 * scale) * k
    title_lines = theme.wrap(title, heading, width, bold=True)
    sub_lines = [line for part in subtitle.split("\n") if part for line in theme.wrap(part, body, width)]
    rows = []
    for i, sentence in enumerate(sentences):
        head = headline and i == 0
        indent = 0 if head else int(18 * scale)
        rows += [(line, i, j == 0) for j, line in enumerate(theme.wrap(sentence, body, width - indent, head))]
    line_h, title_h = theme.font(body).get_linesize(), theme.font(heading, True).get_linesize()
    h = 2 * pad + title_h * len(title_lines) + line_h * len(sub_lines) + int(8 * scale) + line_h * len(rows)
    return _Card(pad, body, heading, title_lines, sub_lines, rows, line_h, title_h, h)


def draw_explanation(surface: pygame.Surface, area: pygame.Rect, title: str, subtitle: str,
                     sentences: list[str], scale: float, keys: Sequence[Colour | None] = (),
                     headline: bool = True) -> pygame.Rect:
    """A panel at the top of `area`, as tall as its wrapped text: a gold title, the move in
    dim words (a line each of its lines), the headline (the first sentence, unless `headline` is False) bold, then the
    reasons as a list (sentence i marked in colour keys[i] when given: the colour of its mark
    on the table). Set smaller (the title with it) when it would not fit, never under 12 px
    nor, at a larger UI scale, under the size its words take at 100 %; what does not fit
    even so ends in "…". Returns the panel's rectangle."""
    readable = [s for s in SIZES if int(s * scale) >= SMALLEST] or [SIZES[0]]    # pixels at 100 %
    floor = int(readable[-1] * scale)
    if theme.UI_SCALE > 1:          # the size the words take at 100 %: the first that fits, or the smallest
        floor = int(next((s for s in readable if _card(title, subtitle, sentences, s, scale, area.w, headline,
                                                         at_100=True).h <= area.h), readable[-1]) * scale)
    for size in [s for s in SIZES if theme.pixel_size(int(s * scale)) >= floor] or [SIZES[0]]:
        c = _card(title, subtitle, sentences, size, scale, area.w, headline)
        if c.h <= area.h:
            break
    pad, body, heading, title_lines, sub_lines, rows = c.pad, int(c.body), int(c.heading), c.title_lines, c.sub_lines, c.rows
    line_h, title_h, h = c.line_h, c.title_h, c.h
    rect = pygame.Rect(area.x, area.y, area.w, min(h, area.h))
    pygame.draw.rect(surface, theme.BG, rect.inflate(-4, -4), border_radius=14)     # nothing shows through
    theme.panel(surface, rect, fill=(12, 22, 26, 255), edge=theme.GOLD, width=3)
    x, y = rect.x + pad, rect.y + pad
    for line in title_lines:
        theme.blit_text(surface, line, heading, theme.GOLD, bold=True, topleft=(x, y))
        y += title_h
    for line in sub_lines:
        theme.blit_text(surface, line, body, theme.INK_DIM, topleft=(x, y))
        y += line_h
    y += int(8 * scale)
    room = max(0, (rect.bottom - pad // 2 - y) // line_h)
    if room < len(rows):            # too long even at the smallest size: the last reasons are left out, and it says so
        rows = rows[:room]
        if rows:
            line, i, first = rows[-1]
            rows[-1] = (line + " …", i, first)
    for line, i, first in rows:
        if headline and i == 0:
            theme.blit_text(surface, line, body, theme.GOLD, bold=True, topleft=(x, y))
        else:
            key = keys[i] if i < len(keys) else None
            if first and key is not None:
                pygame.draw.rect(surface, key, (x, y + line_h // 4, max(3, int(8 * scale)), line_h // 2))
            elif first:
                pygame.draw.circle(surface, theme.INK_DIM, (x + int(6 * scale), y + line_h // 2), max(2, int(4 * scale)))
            theme.blit_text(surface, line, body, theme.INK, topleft=(x + int(18 * scale), y))
        y += line_h
    return rect


class WhyTable(Protocol):
    """What "Why?" needs of a table scene."""
    session: TableGame
    watching: bool
    worker: AIWorker | None

    @property
    def sl(self) -> ScaledLayout: ...

    def button_w(self, design: int, label: str = "") -> int: ...

    def computers_think_here(self) -> bool: ...

    def explanation_area(self, size: tuple[int, int]) -> pygame.Rect: ...


class WhyPanel:
    """"Why?" at a table with computer seats: the button (left of Log) and the W key open a
    panel explaining the latest turn a computer seat took (pressed again: the computer that
    moved before it, until each has been shown); the first computer's panel follows later
    computer turns while open. The table calls close() when a person moves."""

    def __init__(self, table: WhyTable) -> None:
        self.table = table
        self.button = Button(N_("Why?"), self.toggle)
        self.open = False
        self.rect: pygame.Rect | None = None     # the open panel, as last drawn (a click on it closes it)
        self.at = 0                              # which computer: 0 the latest to move, 1 the one before...
        self._why: tuple[tuple[int, int], Explanation | None, str] | None = None    # ((actions seen, seat), explanation, words)
        self.verdicts = Verdicts()               # the judgement's figures of each turn explained

    def computer_seats(self) -> set[int]:
        return {p for p, seat in enumerate(self.table.session.seats) if not seat.human}

    def offered(self) -> bool:
        """Not in a replay nor where the computers think elsewhere, and a computer seat has moved."""
        t = self.table
        s = t.session
        return (not t.watching and t.computers_think_here()
                and last_turn(s.actions, s.actors, self.computer_seats()) is not None)

    def buttons(self) -> list[Button]:
        """The Why? button when it is offered (for the focus ring and the status bar)."""
        return [self.button] if self.offered() else []

    def order(self) -> list[int]:
        """The computer seats that have moved, the latest to move first."""
        computers = self.computer_seats()
        order: list[int] = []
        for p in reversed(self.table.session.actors):
            if p in computers and p not in order:
                order.append(p)
                if len(order) == len(computers):     # each has moved: the older turns change nothing
                    break
        return order

    def toggle(self) -> None:
        """Open on the latest computer turn; open, the computer that moved before it; after the last, close."""
        if self.open and self.at + 1 < len(self.order()):
            self.at += 1
            return
        self.open, self.at = not self.open and self.offered(), 0
        self.button.selected = self.open

    def close(self) -> None:
        """A person moved (or asked for a hint): the explanation of the turns before it is closed."""
        self.open = self.button.selected = False
        self.verdicts.forget_asking(self.table.worker)

    def explained(self) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """The turn explained now: its key (actions seen, seat) and its span in the record."""
        s = self.table.session
        order = self.order()
        seat = order[min(self.at, len(order) - 1)] if order else -1
        return (len(s.actions), seat), last_turn(s.actions, s.actors, {seat})

    def ask_verdict(self) -> None:
        """While open, the judgement of the turn explained is asked of the worker (a person
        is to act: the table calls this where it picks up the hint's answer)."""
        key, span = self.explained()
        if self.showing() and span is not None:
            self.verdicts.ask(self.table, key, span)

    def event(self, event) -> bool:
        """W, the Why? button and a click on the open panel (closes it); True when used."""
        if not self.offered():
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_w:
            self.toggle()
            return True
        if (self.open and self.rect and event.type == pygame.MOUSEBUTTONDOWN
                and self.rect.collidepoint(event.pos)):
            self.close()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.button.handle(event)
            return False
        return self.button.handle(event)

    def layout(self, beside: pygame.Rect) -> None:
        """The button left of `beside` (the table's Undo, or Log)."""
        sl = self.table.sl
        self.button.rect = pygame.Rect(0, 0, self.table.button_w(110, self.button.label), beside.h)
        self.button.rect.topright = (beside.x - sl.px(12), beside.y)

    def last_explained(self) -> tuple[Explanation | None, str]:
        """The explanation of the last turn of the computer `at` picks and that turn in
        words (cached per move and seat)."""
        s = self.table.session
        if not isinstance(s, Session):       # a replica holds no record to explain from (never offered)
            return None, ""
        order = self.order()
        (_seen, seat), span = self.explained()
        if self._why is None or self._why[0] != (len(s.actions), seat):
            why = explain_last_turn(GameRecord(s.config, s.seed, list(s.actions)), s.actors, {seat})
            words = "; ".join(e.text for e in log_lines(s.log[span[0]:span[1]])) if span else ""
            if words and len(order) > 1:     # which of the computers' last turns this is
                words = f"{min(self.at, len(order) - 1) + 1}/{len(order)} · {words}"
            self._why = ((len(s.actions), seat), why, words)
        return self._why[1], self._why[2]

    def showing(self) -> bool:
        """Its panel lies in the dock (open, offered, with a turn to explain)."""
        return self.open and self.offered() and self.last_explained()[0] is not None

    def draw(self, surface: pygame.Surface) -> None:
        """The button, and the panel when open (the event log, when open, lies over it)."""
        if not self.offered():
            return
        t = self.table
        self.button.draw(surface, t.sl.scale, 24)
        why, words = self.last_explained() if self.open else (None, "")
        self.rect = None
        if why is not None:
            name = t.session.seats[why.player].name
            figures = self.verdicts.words(self.explained()[0])
            self.rect = draw_explanation(surface, t.explanation_area(surface.get_size()),
                                         _("Why {name} did that").format(name=name),
                                         f"{words}\n{figures}" if words and figures else words or figures,
                                         lines(t.session, why), t.sl.scale)
