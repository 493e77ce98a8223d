"""A question over the scene below, answered by its buttons (Delete?, Clear?, a game held
by another window)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.ui import theme
from game.app.ui.overlay import card, dim, draw_card, scale_of
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button
from game.i18n import N_


class ConfirmScene(Scene):
    """A question over the scene below, its answers in a row (Esc or No keeps everything).
    `more`: further answers, (label, action), between Yes and No."""
    overlay = True

    def __init__(self, app, question: str, detail: str, yes: str, on_yes, *, no: str = N_("Keep"),
                 more: tuple = ()) -> None:
        super().__init__(app)
        self.question, self.detail = question, detail
        self.on_yes = on_yes
        self.yes = Button(yes, self.confirm, primary=True)
        self.no = Button(no, self.app.scenes.pop)
        self.more = [self._button(label, act) for label, act in more]
        self.focus.current = self.no        # Enter alone never deletes
        self.scale = 1.0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def answers(self) -> list[Button]:
        return [self.yes, *self.more, self.no]

    def _button(self, label: str, act: Callable[[], None]) -> Button:
        return Button(label, lambda: self._answer(act))

    def _answer(self, act) -> None:
        self.app.scenes.pop()
        act()

    def focus_items(self) -> list:
        return self.answers()

    def confirm(self) -> None:
        self._answer(self.on_yes)

    def handle_event(self, event):
        if self.focus.handle(event, self.focus_items()):
            return None
        for b in self.answers():
            if b.handle(event):
                return None
        return event

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        answers = self.answers()
        self.rect = card(size, max(760, 330 * len(answers)), 300)
        r = self.rect
        x = r.centerx - int((250 * len(answers) - 20) * s) // 2
        for b in answers:
            b.rect = pygame.Rect(x, r.bottom - int(100 * s), int(230 * s), int(60 * s))
            x += int(250 * s)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        dim(surface)
        draw_card(surface, self.rect, edge=theme.BAD)
        theme.blit_text(surface, theme.fit_text(self.question, int(32 * s), self.rect.w - int(40 * s), True), int(32 * s),
                        theme.INK, bold=True, center=(self.rect.centerx, self.rect.y + int(60 * s)))
        theme.blit_text(surface, self.detail, int(21 * s), theme.INK_DIM, max_w=self.rect.w - int(40 * s),
                        center=(self.rect.centerx, self.rect.y + int(115 * s)))
        for b in self.answers():
            b.draw(surface, s, 24)
