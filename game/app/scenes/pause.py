"""The pause menu over the table: resume, rules, back to the title."""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import ButtonScene
from ..widgets import Button, layout_column
from .overlay import card, dim, draw_card, scale_of


class PauseScene(ButtonScene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [Button("Resume", self.app.scenes.pop, primary=True),
                        Button("Rules", self.rules),
                        Button("Save game", lambda: None, enabled=False, note="arrives with saves"),
                        Button("Quit to title", self.to_title)]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def rules(self) -> None:
        from .rules_help import RulesScene
        self.app.scenes.push(RulesScene(self.app))

    def to_title(self) -> None:
        from .title import TitleScene
        self.app.scenes.clear_to(TitleScene(self.app))

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.rect = card(size, 820, 470)
        layout_column(self.buttons, self.rect.centerx, self.rect.y + int(110 * s), int(360 * s),
                      int(64 * s), int(20 * s))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_card(surface, self.rect)
        theme.blit_text(surface, "Paused", int(44 * self.scale), theme.INK, serif=True,
                        center=(self.rect.centerx, self.rect.y + int(55 * self.scale)))
        for b in self.buttons:
            b.draw(surface, self.scale)
