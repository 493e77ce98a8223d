"""Hot-seat hand-over: a banner naming the next person; a click or a key continues."""
from __future__ import annotations

import pygame

from game.app.session import Seat
from game.app.ui import art, theme
from game.app.ui.overlay import card, dim, draw_card, scale_of
from game.app.ui.scene import Scene
from game.i18n import _


class HandOverScene(Scene):
    overlay = True

    def __init__(self, app, seat: Seat, what: str) -> None:
        super().__init__(app)
        self.seat = seat
        self.what = what
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def resize(self, size) -> None:
        self.scale = scale_of(size)
        self.rect = card(size, 900, 300)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return event            # the stack pops the banner: back one step
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.scenes.pop()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        s, r, c = self.scale, self.rect, self.seat.colour
        draw_card(surface, r, edge=c)
        pygame.draw.rect(surface, c, (r.x, r.y, r.w, int(16 * s)), border_top_left_radius=18,
                         border_top_right_radius=18)
        kh = int(150 * s)
        surface.blit(art.king(kh, c), (r.x + int(50 * s), r.centery - kh // 2 + int(8 * s)))
        x = r.x + int(50 * s) + int(kh * 0.72) + int(40 * s)
        room = r.right - x - int(30 * s)
        theme.blit_text(surface, _("Pass to {name}").format(name=self.seat.name), int(54 * s), theme.INK, bold=True,
                        max_w=room, midleft=(x, r.y + int(100 * s)))
        theme.blit_text(surface, f"{self.seat.name}: {self.what}", int(28 * s), theme.lighten(c, 0.5),
                        max_w=room, midleft=(x, r.y + int(170 * s)))
        theme.blit_text(surface, _("click or press a key when you are ready"), int(22 * s), theme.INK_DIM,
                        max_w=room, midleft=(x, r.y + int(225 * s)))
