"""The Hint button at every table (HintControls): the hard level's suggestion, asked of the
AI worker, shown and never played, with why in a panel. What it moves is shown where it
would go: a domino as a see-through ghost in its orientation, framed in gold, so the player
sees which way it turns; the other pieces a hint names (a die, a domino of the next line, a
building, a spell, Done) get a gold frame. Each table draws its own marks (hint_mark), in
another colour for the review's move played."""
from __future__ import annotations

from typing import Callable

import pygame

from game.ai.hint import Hint, HintPlayer
from game.app.ai_worker import AIWorker
from game.app.explain_words import lines
from game.app.settings import current as current_settings
from game.app.tables.common.keys import LogControls
from game.app.tables.common.placing import cells_of
from game.app.tables.common.why import WhyControls, draw_explanation
from game.app.ui import art
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


class HintControls(WhyControls, LogControls):
    """Hint for the person to act: the button (left of Log), the panel and the marks. A
    table provides worker, token and human_turn() besides the Why? controls and the event
    log, and calls clear_hint() whenever a move is made."""
    worker: AIWorker | None
    token: int
    human_turn: Callable[[], bool]
    hint_button: Button | None = None   # made by the table (None: no hint there)
    hint: Hint | None = None            # the hard level's suggestion for this moment
    hint_token: int | None = None       # the worker's request being waited for
    hint_folded = False                 # its panel closed by a click (the marks stay)
    hint_rect: pygame.Rect | None = None    # the hint's panel, as last drawn

    def layout_hint(self) -> None:
        """The button at the status bar's end, where Log would be (Log moves left of it)."""
        if self.hint_button:
            sl = self.sl
            menu = sl["menu_button"].inflate(0, int(sl["menu_button"].h * (self.button_scale() - 1)))
            self.hint_button.rect = pygame.Rect(0, 0, self.button_w(120, self.hint_button.label), menu.h)
            self.hint_button.rect.topright = (self.buttons_right(), menu.y)

    def hint_buttons(self) -> list[Button]:
        """The Hint button while a person is to act (for the focus ring and the status bar)."""
        return [self.hint_button] if self.hint_button and self.human_turn() else []

    def clear_hint(self) -> None:
        """A move was made: the suggestion (or the question being thought about) is stale."""
        self.hint, self.hint_token, self.hint_folded = None, None, False
        if self.hint_button:
            self.hint_button.label = N_("Hint")

    def hint_event(self, event) -> bool:
        """The button, and a click on the panel (folds it); True when used."""
        buttons = self.hint_buttons()
        if not buttons:
            return False
        if buttons[0].handle(event):
            return True
        if self.hint_rect and event.type == pygame.MOUSEBUTTONDOWN and self.hint_rect.collidepoint(event.pos):
            self.hint_folded = True
            return True
        return False

    def ask_hint(self) -> None:
        """Ask the hard level (in the AI helper) what it would do; shown, never played.
        A hint already shown opens its panel again."""
        buttons = self.hint_buttons()
        if not buttons or self.hint_token is not None:
            return
        self.why_open = self.why_button.selected = False
        if self.hint is not None:
            self.hint_folded = False
            return
        if self.worker is None:
            self.worker = AIWorker()
        self.token += 1
        self.hint_token, self.hint = self.token, None
        buttons[0].label = N_("Thinking…")
        player = HintPlayer(self.session.config.game, current_settings().thinking)
        self.worker.request(self.token, player, self.session.seen_state("hint"))

    def hint_answer(self) -> None:
        """Pick up the worker's answer to the question asked, if it has come."""
        answer = self.worker.poll() if self.worker and self.hint_token is not None else None
        if answer is not None and answer.token == self.hint_token and isinstance(answer.action, Hint):
            self.clear_hint()
            self.hint = answer.action

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The button; the suggestion's marks, and why in a panel (unless Why? or the event
        log is open there)."""
        for b in self.hint_buttons():
            b.draw(surface, self.sl.scale, 24)
        hint = self.hint
        self.hint_rect = None
        if hint is None or not self.human_turn():
            return
        for action in (hint.action, hint.then):
            if action is not None:
                self.hint_mark(surface, action, max(3, self.sl.px(5)))
        if hint.why is not None and not (self.hint_folded or self.why_open or self.event_log.open):
            self.hint_rect = draw_explanation(surface, self.explanation_area(surface.get_size()), _("Why this hint"), "",
                                              lines(self.session, hint.why), self.sl.scale)

    def hint_mark(self, surface: pygame.Surface, action, width: int, colour=HINT_GOLD) -> None:
        """One suggested action shown on the table (each table its own), framed in `colour`."""
        raise NotImplementedError
