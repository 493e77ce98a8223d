"""Shared look of the scenes drawn over the table: a dimmed veil and a centred card."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.app.ui import art, theme


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    v = pygame.Surface(size, pygame.SRCALPHA)
    v.fill((6, 12, 14, alpha))
    return v


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))


def scale_of(size: tuple[int, int]) -> float:
    return max(0.4, min(size[0] / 1920, size[1] / 1080))


def card(size: tuple[int, int], w: int, h: int) -> pygame.Rect:
    s = scale_of(size)
    r = pygame.Rect(0, 0, int(w * s), int(h * s))
    r.center = (size[0] // 2, size[1] // 2)
    return r


def draw_card(surface: pygame.Surface, rect: pygame.Rect, edge="theme") -> None:
    theme.panel(surface, rect, fill=(18, 32, 38, 245), edge=edge, radius=18, width=3)


def draw_page(surface: pygame.Surface, rect: pygame.Rect, title: str, scale: float, title_w: int | None = None) -> None:
    """A full-window page: the cloth, a card and its gold title at the card's top left."""
    surface.blit(art.cloth(*surface.get_size()), (0, 0))
    draw_card(surface, rect)
    theme.blit_text(surface, title, int(46 * scale), theme.GOLD, serif=True, max_w=title_w,
                    midleft=(rect.x + int(40 * scale), rect.y + int(52 * scale)))
