"""Kingdomino Duel art drawn at start-up with pygame.draw and cached per size: the coats
of arms (a shield each, told apart by its charge, not by colour alone), the "?" face,
crosses, dice, map squares and the parchment of the map sheets and the spell book.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.app.ui import art, theme
from game.i18n import N_, _
from game.rules.components import WILD, duel_components

PAPER = (238, 226, 196)
PAPER_DARK = (206, 190, 152)
PENCIL = (58, 50, 44)
CROSS = (176, 34, 38)
BONUS_CROSS = (214, 150, 20)
IVORY = (250, 246, 234)

ARMS_NAME = {"dot": N_("Dot"), "double_dot": N_("Double dot"), "stripe": N_("Stripe"),     # msgids,
             "double_stripe": N_("Double stripe"), "quarters": N_("Quarters"), "black": N_("Black")}  # shown via _()


def arms_id(arms: int) -> str:
    return "question" if arms == WILD else duel_components().arms[arms]


def arms_name(arms: int) -> str:
    return "?" if arms == WILD else _(ARMS_NAME.get(arms_id(arms), arms_id(arms).replace("_", " ").title()))


def arms_colour(arms: int) -> tuple[int, int, int]:
    """The theme's tint of a coat of arms (the charge differs too: dots, stripes, quarters, solid)."""
    return theme.ARMS_COLOURS.get(arms_id(arms), (90, 90, 90))


def _shield(w: int, h: int, x0: int = 0, y0: int = 0) -> list[tuple[int, int]]:
    """A heater shield inside (x0, y0, w, h)."""
    pts = [(0, 0), (1, 0), (1, 0.55), (0.82, 0.8), (0.5, 1), (0.18, 0.8), (0, 0.55)]
    return [(x0 + round(x * (w - 1)), y0 + round(y * (h - 1))) for x, y in pts]


@lru_cache(maxsize=128)
def arms_icon(arms: int, s: int) -> pygame.Surface:
    """The coat of arms `arms` (or WILD: a "?") as a shield about s pixels tall."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    w, h = int(s * 0.8), int(s * 0.92)
    x0, y0 = (s - w) // 2, (s - h) // 2
    outline = _shield(w, h, x0, y0)
    lw = max(1, s // 16)
    if arms == WILD:
        pygame.draw.circle(surf, (250, 250, 250), (s // 2, s // 2), int(s * 0.44))
        pygame.draw.circle(surf, PENCIL, (s // 2, s // 2), int(s * 0.44), lw)
        theme.blit_text(surf, "?", int(s * 0.72), PENCIL, bold=True, scaled=False, center=(s // 2, s // 2 + s // 30))
        return surf
    ident, ink = arms_id(arms), arms_colour(arms)
    field = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.polygon(field, (250, 248, 240), outline)
    charge = pygame.Surface((s, s), pygame.SRCALPHA)
    cx = x0 + w // 2
    r = max(2, int(s * 0.12))
    if ident == "dot":
        pygame.draw.circle(charge, ink, (cx, y0 + int(h * 0.44)), int(r * 1.5))
    elif ident == "double_dot":
        for fx in (0.3, 0.7):
            pygame.draw.circle(charge, ink, (x0 + int(w * fx), y0 + int(h * 0.42)), r)
    elif ident == "stripe":
        pygame.draw.rect(charge, ink, (cx - int(w * 0.14), y0, int(w * 0.28), h))
    elif ident == "double_stripe":
        for fy in (0.18, 0.5):
            pygame.draw.rect(charge, ink, (x0, y0 + int(h * fy), w, int(h * 0.17)))
    elif ident == "quarters":
        pygame.draw.rect(charge, ink, (x0, y0, w // 2, int(h * 0.5)))
        pygame.draw.rect(charge, ink, (cx, y0 + int(h * 0.5), w - w // 2, h))
    else:                                   # black: the whole field
        pygame.draw.polygon(charge, ink, outline)
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
    charge.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if theme.PATTERN_STRENGTH:       # a pencil outline keeps a light charge clear on the white field
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            field.blit(outline_of(charge), (dx * lw // 2 or dx, dy * lw // 2 or dy))
    field.blit(charge, (0, 0))
    surf.blit(field, (0, 0))
    pygame.draw.polygon(surf, ink if ident != "black" else PENCIL, outline, lw)
    pygame.draw.polygon(surf, PENCIL, outline, max(1, lw // 2))
    return surf


def outline_of(charge: pygame.Surface) -> pygame.Surface:
    """The charge's silhouette in pencil (drawn offset around it as an outline)."""
    return pygame.mask.from_surface(charge).to_surface(setcolor=(*PENCIL, 255), unsetcolor=(0, 0, 0, 0))


@lru_cache(maxsize=32)
def cross(s: int, colour: tuple[int, int, int] = CROSS) -> pygame.Surface:
    """A hand-drawn cross (the points multiplier of a square), s pixels wide."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    w = max(2, s // 4)
    m = s // 6
    pygame.draw.line(surf, colour, (m, m), (s - m - 1, s - m - 1), w)
    pygame.draw.line(surf, colour, (s - m - 1, m), (m, s - m - 1), w)
    return surf


@lru_cache(maxsize=16)
def castle_bonus(h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The castle bonus's button face, in no language: the castle, a plus and a gold
    cross (the tooltip says it in words); a pixel tall at least, for the tiniest window."""
    h = max(1, h)
    p, w = h * 3 // 5, max(2, h // 7)
    surf = pygame.Surface((2 * h + p + 4, h), pygame.SRCALPHA)
    surf.blit(art.castle(h, colour), (0, 0))
    x, y = h + 2 + p // 2, h // 2
    pygame.draw.line(surf, PENCIL, (x - p // 2, y), (x + p // 2, y), w)
    pygame.draw.line(surf, PENCIL, (x, y - p // 2), (x, y + p // 2), w)
    surf.blit(cross(h, BONUS_CROSS), (h + p + 4, 0))
    return surf


def _crosses_row(surf: pygame.Surface, n: int, bonus: int, s: int, y: int) -> None:
    """n crosses centred on row y; the last `bonus` of them in the castle-bonus gold."""
    if n <= 0:
        return
    cw = max(5, int(s * (0.24 if n <= 3 else 0.18)))
    gap = max(1, cw // 6)
    x = (s - (n * cw + (n - 1) * gap)) // 2
    for i in range(n):
        surf.blit(cross(cw, BONUS_CROSS if i >= n - bonus else CROSS), (x + i * (cw + gap), y))


@lru_cache(maxsize=256)
def die_face(arms: int, crosses: int, s: int, bonus: int = 0) -> pygame.Surface:
    """A die showing a coat of arms (or "?") with its crosses; `bonus` of the crosses come
    from the castle bonus and are drawn in gold."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    rad = max(3, s // 6)
    pygame.draw.rect(surf, (70, 62, 54, 120), (2, 3, s - 2, s - 2), border_radius=rad)
    pygame.draw.rect(surf, IVORY, (0, 0, s - 2, s - 2), border_radius=rad)
    pygame.draw.rect(surf, (160, 150, 130), (0, 0, s - 2, s - 2), max(1, s // 40), border_radius=rad)
    icon = arms_icon(arms, int(s * (0.62 if crosses else 0.74)))
    surf.blit(icon, icon.get_rect(center=(s // 2 - 1, int(s * (0.38 if crosses else 0.48)))))
    _crosses_row(surf, crosses, bonus, s, int(s * 0.7))
    return surf


@lru_cache(maxsize=256)
def map_square(arms: int, crosses: int, s: int) -> pygame.Surface:
    """A drawn square of a map sheet: the coat of arms in pencil and its crosses."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(surf, (246, 238, 214), (0, 0, s, s), border_radius=max(2, s // 14))
    pygame.draw.rect(surf, theme.lighten(arms_colour(arms), 0.72), (0, 0, s, s), max(2, s // 22),
                     border_radius=max(2, s // 14))
    icon = arms_icon(arms, int(s * (0.6 if crosses else 0.74)))
    surf.blit(icon, icon.get_rect(center=(s // 2, int(s * (0.38 if crosses else 0.5)))))
    _crosses_row(surf, crosses, 0, s, int(s * 0.7))
    return surf


@lru_cache(maxsize=8)
def parchment(w: int, h: int) -> pygame.Surface:
    """A sheet of paper with a darker rim (map sheets, the spell book)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, min(w, h) // 40)
    pygame.draw.rect(surf, PAPER_DARK, (0, 0, w, h), border_radius=r)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 90), -max(4, h // 90))
    pygame.draw.rect(surf, PAPER, inner, border_radius=r)
    for y in range(inner.y + h // 14, inner.bottom, max(6, h // 14)):   # faint ruled lines
        pygame.draw.line(surf, (228, 214, 180), (inner.x + 6, y), (inner.right - 6, y), 1)
    return surf


@lru_cache(maxsize=16)
def struck(w: int, h: int, colour: tuple[int, int, int] = CROSS) -> pygame.Surface:
    """A big cross over a die that could not be drawn (or a spell line struck out)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    lw = max(2, min(w, h) // 12)
    pygame.draw.line(surf, colour, (lw, lw), (w - lw, h - lw), lw)
    pygame.draw.line(surf, colour, (w - lw, lw), (lw, h - lw), lw)
    return surf
