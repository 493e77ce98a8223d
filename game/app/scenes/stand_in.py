"""Which computer level plays a network seat while its player is away: asked when a person
lets the computer play for them (the pause menu) and when the host hands on a seat whose
player dropped. The server plays the level; its player takes the seat back by returning."""
from __future__ import annotations

from typing import Callable

import pygame

from game.ai.registry import DEFAULT_LEVEL, offered_levels
from game.app.ui import theme
from game.app.ui.overlay import card, dim, draw_card, grown, scale_of
from game.app.ui.scene import ButtonScene
from game.app.ui.widgets import Button, layout_column
from game.app.ui.words import AGENT_LABELS
from game.i18n import N_


class StandInScene(ButtonScene):
    """A card over the table: the question (and a line under it), a button per level."""
    overlay = True

    def __init__(self, app, game: str, question: str, note: str, choose: Callable[[str], None]) -> None:
        super().__init__(app)
        self.question, self.note = question, note

        def chooser(level: str):
            def chosen() -> None:
                self.app.scenes.pop()
                choose(level)
            return chosen
        self.level_buttons = [Button(AGENT_LABELS.get(level, level), chooser(level), primary=level == DEFAULT_LEVEL)
                              for level in offered_levels(game)]
        self.buttons = [*self.level_buttons, Button(N_("Cancel"), self.app.scenes.pop)]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        g = grown(1.5)
        self.rect = card(size, int(900 + 300 * (theme.UI_SCALE - 1)), int(200 + 80 * len(self.buttons) * g))
        layout_column(self.buttons, self.rect.centerx, self.rect.y + int(150 * s), int(360 * s * g),
                      int(62 * s * g), int(18 * s * g))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        dim(surface)
        draw_card(surface, self.rect)
        theme.blit_text(surface, self.question, int(34 * s),
                        theme.INK, serif=True, max_w=self.rect.w - int(60 * s),
                        center=(self.rect.centerx, self.rect.y + int(60 * s)))
        theme.blit_text(surface, self.note, int(20 * s), theme.INK_DIM,
                        max_w=self.rect.w - int(60 * s), center=(self.rect.centerx, self.rect.y + int(108 * s)))
        for b in self.buttons:
            b.draw(surface, s)
