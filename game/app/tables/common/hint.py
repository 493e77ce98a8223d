"""The Hint button at every table (HintPanel, which each table holds): the move the review
would call best (game.ai.hint), asked of the AI worker, shown and never played, with why in a panel. What it moves is shown where it
would go: a domino as a see-through ghost in its orientation, framed in gold, so the player
sees which way it turns; the other pieces a hint names (a die, a domino of the next line, a
building, a spell, Done) get a gold frame. Each table draws its own marks (hint_mark), in
another colour for the review's move played."""
from __future__ import annotations

from typing import Protocol

import pygame

from game.ai.hint import Hint, HintPlayer
from game.app.ai_worker import AIWorker
from game.app.explain_words import expected, lines
from game.app.table_game import TableGame
from game.app.tables.common.event_log import EventLogView
from game.app.tables.common.placing import cells_of
from game.app.tables.common.why import WhyPanel, draw_explanation
from game.app.ui import art
from game.app.ui.layout import ScaledLayout
from game.app.ui.widgets import Button
from game.i18n import N_, _

HINT_GOLD = (255, 236, 120)
GHOST_ALPHA = 170           # see-through: the hint is shown, not played


def frame(surface: pygame.Surface, rect: pygame.Rect, width: int, colour=HINT_GOLD) -> None:
    """A gold (or `colour`) frame just outside `rect`."""
    pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width, border_radius=6)


def ghost_domino(surface: pygame.Surface, view, kingdom, domino, place, width: int, colour=HINT_GOLD) -> pygame.Rect:
    """The domino as it would lie after `place` (its halves in their turn), see-through and
    framed in gold; returns the two squares' rectangle."""
    a, b = cells_of(place)
    rect = view.rel_rect(kingdom, *a).union(view.rel_rect(kingdom, *b))
    img = art.domino_face(domino, view.cell, place.rot)
    if img.get_size() != rect.size:
        img = pygame.transform.smoothscale(img, rect.size)
    img = img.copy()
    img.set_alpha(GHOST_ALPHA)
    surface.blit(img, rect)
    frame(surface, rect, width, colour)
    return rect


class HintTable(Protocol):
    """What Hint needs of a table scene: its worker (made on the first question when the
    table has none) and the token its requests count with, shared with the computer seats."""
    session: TableGame
    worker: AIWorker | None
    token: int
    why: WhyPanel
    event_log: EventLogView

    @property
    def sl(self) -> ScaledLayout: ...

    def human_turn(self) -> bool: ...

    def button_w(self, design: int, label: str = "") -> int: ...

    def button_scale(self) -> float: ...

    def buttons_right(self) -> int: ...

    def explanation_area(self, size: tuple[int, int]) -> pygame.Rect: ...

    def hint_mark(self, surface: pygame.Surface, action, width: int, colour=HINT_GOLD) -> None: ...


class HintPanel:
    """Hint for the person to act: the button (left of Log), the panel and the marks. The
    table calls clear() whenever a move is made and answer() while a person is to act."""

    def __init__(self, table: HintTable) -> None:
        self.table = table
        self.button = Button(N_("Hint"), self.ask)
        self.hint: Hint | None = None            # the judged best move for this moment
        self.token: int | None = None            # the worker's request being waited for
        self.folded = False                      # its panel closed by a click (the marks stay)
        self.rect: pygame.Rect | None = None     # the hint's panel, as last drawn

    def layout(self) -> None:
        """The button at the status bar's end, where Log would be (Log moves left of it)."""
        t = self.table
        sl = t.sl
        menu = sl["menu_button"].inflate(0, int(sl["menu_button"].h * (t.button_scale() - 1)))
        wide = max(t.button_w(120, N_("Hint")), t.button_w(120, N_("Thinking…")))     # "Thinking…" unsqueezed
        self.button.rect = pygame.Rect(0, 0, wide, menu.h)
        self.button.rect.topright = (t.buttons_right(), menu.y)

    def buttons(self) -> list[Button]:
        """The Hint button while a person is to act (for the focus ring and the status bar)."""
        return [self.button] if self.table.human_turn() else []

    def clear(self) -> None:
        """A move was made: the suggestion (or the question being thought about: withdrawn) is stale."""
        if self.token is not None and self.table.worker is not None:
            self.table.worker.withdraw(self.token)
        self.hint, self.token, self.folded = None, None, False
        self.button.label = N_("Hint")

    def event(self, event) -> bool:
        """The button, and a click on the panel (folds it); True when used."""
        buttons = self.buttons()
        if not buttons:
            return False
        if buttons[0].handle(event):
            return True
        if self.rect and event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            self.folded = True
            return True
        return False

    def ask(self) -> None:
        """Ask the judgement (in the AI helper) for the best move; shown, never played.
        A hint already shown opens its panel again."""
        t = self.table
        buttons = self.buttons()
        if not buttons or self.token is not None:
            return
        t.why.close()
        if self.hint is not None:
            self.folded = False
            return
        if t.worker is None:
            t.worker = AIWorker()
        t.token += 1
        self.token, self.hint = t.token, None
        buttons[0].label = N_("Thinking…")
        player = HintPlayer(t.session.config.game)
        t.worker.request(t.token, player, t.session.seen_state("hint"))

    def answer(self) -> None:
        """Pick up the worker's answer to the question asked, if it has come (or the
        verdict "Why?" asked for, which it asks here too: a person is to act)."""
        t = self.table
        t.why.ask_verdict()
        worker = t.worker
        answer = worker.poll() if worker and (self.token is not None or t.why.verdicts.asked) else None
        if answer is not None and answer.token == self.token and isinstance(answer.action, Hint):
            self.clear()
            self.hint = answer.action
        elif answer is not None:
            t.why.verdicts.answered(answer)

    def showing(self) -> bool:
        """Its panel lies in the dock (a hint with reasons, not folded, nor Why? or the log open)."""
        t, hint = self.table, self.hint
        return (hint is not None and hint.why is not None and t.human_turn()
                and not (self.folded or t.why.open or t.event_log.open))

    def draw(self, surface: pygame.Surface) -> None:
        """The button; the suggestion's marks, and why in a panel (unless Why? or the event
        log is open there)."""
        t = self.table
        for b in self.buttons():
            b.draw(surface, t.sl.scale, 24)
        hint = self.hint
        self.rect = None
        if hint is None or not t.human_turn():
            return
        for action in (hint.action, hint.then):
            if action is not None:
                t.hint_mark(surface, action, max(3, t.sl.px(5)))
        if hint.why is not None and self.showing():
            figures = expected(hint.margin, hint.points) if hint.margin is not None and hint.points is not None else ""
            self.rect = draw_explanation(surface, t.explanation_area(surface.get_size()), _("Why this hint"), figures,
                                         lines(t.session, hint.why, hint=True), t.sl.scale)
