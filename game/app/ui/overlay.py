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


HEADING_GROWTH = 1.15     # a heading large already (the title, a sheet's winner) grows this much at most


def grown(limit: float) -> float:
    """How many times its size a control is at this UI scale: the scale itself, up to
    `limit`, the most the scene's room allows (a larger scale grows controls with their text)."""
    return max(1.0, min(theme.UI_SCALE, limit))


def card(size: tuple[int, int], w: int, h: int) -> pygame.Rect:
    s = scale_of(size)
    r = pygame.Rect(0, 0, int(w * s), int(h * s))
    r.center = (size[0] // 2, size[1] // 2)
    return r


def draw_card(surface: pygame.Surface, rect: pygame.Rect, edge="theme") -> None:
    theme.panel(surface, rect, fill=(18, 32, 38, 255), edge=edge, radius=18, width=3)     # opaque: nothing below shows


def draw_page(surface: pygame.Surface, rect: pygame.Rect, title: str, scale: float, title_w: int | None = None,
              size: int = 46, at: tuple[int, int] = (40, 52), centred: bool = False) -> None:
    """A full-window page: the cloth, a card and its gold title, `at` design pixels from the
    card's top left (its left end there), or centred at that height."""
    surface.blit(art.cloth(*surface.get_size()), (0, 0))
    draw_card(surface, rect)
    x, y = rect.x + int(at[0] * scale), rect.y + int(at[1] * scale)
    if centred:
        theme.blit_text(surface, title, int(size * scale), theme.GOLD, serif=True, max_w=title_w, midtop=(rect.centerx, y))
    else:
        theme.blit_text(surface, title, int(size * scale), theme.GOLD, serif=True, max_w=title_w, midleft=(x, y))


def tooltip(surface: pygame.Surface, pos, lines: list[str], scale: float,
            avoid: pygame.Rect | list[pygame.Rect] | None = None) -> pygame.Rect:
    """Lines in a gold-edged box beside the pointer (the first bold), kept in the window.
    `avoid`: what the tooltip is about (a kingdom, a map), and what must stay readable (the
    words saying what to do now): the box goes beside them, never over them, so a knight or
    a cross just placed stays in sight."""
    size = int(20 * scale)
    room = surface.get_width() * 6 // 10           # a long line wraps
    imgs = [theme.text(part, size, theme.INK, i == 0) for i, s in enumerate(lines)
            for part in theme.wrap(s, size, room, i == 0)]
    w = max(i.get_width() for i in imgs) + int(24 * scale)
    h = sum(i.get_height() for i in imgs) + int(16 * scale)
    gap = int(18 * scale)
    r = pygame.Rect(pos[0] + gap, pos[1] + gap, w, h)
    r.clamp_ip(surface.get_rect())
    shun = [] if avoid is None else [avoid] if isinstance(avoid, pygame.Rect) else avoid
    if r.collidelist(shun) != -1:
        beside = [r.copy()]
        for a in shun:
            beside += [r.copy() for _ in range(4)]
            beside[-4].left, beside[-3].right = a.right + gap, a.left - gap
            beside[-2].top, beside[-1].bottom = a.bottom + gap, a.top - gap
        for b in beside:
            b.clamp_ip(surface.get_rect())
        r = next((b for b in beside if b.collidelist(shun) == -1), r)
    theme.panel(surface, r, fill=(10, 16, 20, 255), edge=theme.GOLD, radius=8)
    y = r.y + int(8 * scale)
    for img in imgs:
        surface.blit(img, (r.x + int(12 * scale), y))
        y += img.get_height()
    return r
