"""Queendomino art drawn at start-up with pygame.draw and cached per size: buildings,
towers, knights, coins, the Dragon, the Queen and the two sets' domino backs.

A building's picture follows what the data file says it does (a tavern's mug for
knights, a tower for towers, the terrain it counts for a craft), so the art never
disagrees with the rules when the data changes.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.app.ui import art, art_symbols, theme
from game.rules.components import buildings

COIN = (238, 190, 60)
ROOFS = [(168, 64, 52), (58, 96, 160), (86, 132, 66), (150, 92, 168), (196, 128, 40), (80, 80, 96)]


@lru_cache(maxsize=64)
def coin(s: int) -> pygame.Surface:
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s // 2
    pygame.draw.circle(surf, theme.darken(COIN, 0.45), (c, c), c)
    pygame.draw.circle(surf, COIN, (c, c), c - max(1, s // 12))
    pygame.draw.circle(surf, theme.lighten(COIN, 0.4), (c, c), max(1, c - s // 4), max(1, s // 14))
    return surf


@lru_cache(maxsize=64)
def tower(s: int) -> pygame.Surface:
    """A round stone tower with battlements, s pixels tall."""
    w = int(s * 0.62)
    surf = pygame.Surface((w, s), pygame.SRCALPHA)
    stone, edge = (196, 190, 178), (70, 64, 60)
    body = pygame.Rect(int(w * 0.14), int(s * 0.28), int(w * 0.72), int(s * 0.72))
    pygame.draw.rect(surf, stone, body)
    for i in range(3):
        pygame.draw.rect(surf, stone, (int(w * (0.06 + i * 0.32)), int(s * 0.12), int(w * 0.24), int(s * 0.2)))
    pygame.draw.rect(surf, stone, (int(w * 0.06), int(s * 0.24), int(w * 0.88), int(s * 0.1)))
    pygame.draw.rect(surf, edge, (int(w * 0.4), int(s * 0.5), int(w * 0.2), int(s * 0.18)),
                     border_top_left_radius=max(1, w // 8), border_top_right_radius=max(1, w // 8))
    pygame.draw.rect(surf, edge, body, max(1, s // 28))
    return surf


@lru_cache(maxsize=64)
def knight(s: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A knight pawn: a helmeted head over a shield in the house colour."""
    w = int(s * 0.72)
    surf = pygame.Surface((w, s), pygame.SRCALPHA)
    edge = theme.darken(colour, 0.65)
    lw = max(1, s // 22)
    helm = pygame.Rect(int(w * 0.26), int(s * 0.04), int(w * 0.48), int(s * 0.36))
    pygame.draw.ellipse(surf, (200, 204, 212), helm)
    pygame.draw.ellipse(surf, (60, 62, 70), helm, lw)
    pygame.draw.line(surf, (40, 40, 48), (helm.x + lw * 2, helm.centery), (helm.right - lw * 2, helm.centery), lw + 1)
    shield = [(w * 0.12, s * 0.38), (w * 0.88, s * 0.38), (w * 0.88, s * 0.66), (w * 0.5, s * 0.98), (w * 0.12, s * 0.66)]
    shield = [(int(x), int(y)) for x, y in shield]
    pygame.draw.polygon(surf, colour, shield)
    pygame.draw.polygon(surf, edge, shield, lw)
    pygame.draw.line(surf, theme.lighten(colour, 0.6), (w // 2, int(s * 0.44)), (w // 2, int(s * 0.84)), max(1, s // 14))
    return surf


@lru_cache(maxsize=8)
def dragon(s: int) -> pygame.Surface:
    """The Dragon: a red winged beast breathing a little fire."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    body, dark, fire = (204, 52, 40), (96, 20, 18), (255, 176, 40)

    def P(fx, fy):
        return int(fx * s), int(fy * s)

    wing = [P(0.3, 0.5), P(0.12, 0.12), P(0.42, 0.3), P(0.6, 0.08), P(0.62, 0.46)]
    pygame.draw.polygon(surf, theme.darken(body, 0.25), wing)
    pygame.draw.polygon(surf, dark, wing, max(1, s // 40))
    pygame.draw.ellipse(surf, body, (*P(0.2, 0.42), int(s * 0.5), int(s * 0.32)))
    pygame.draw.polygon(surf, body, [P(0.62, 0.5), P(0.8, 0.28), P(0.88, 0.34), P(0.72, 0.58)])
    pygame.draw.ellipse(surf, body, (*P(0.74, 0.2), int(s * 0.2), int(s * 0.14)))
    pygame.draw.circle(surf, (255, 240, 120), P(0.84, 0.25), max(1, s // 36))
    pygame.draw.polygon(surf, fire, [P(0.93, 0.27), P(1.0, 0.2), P(0.98, 0.3), P(1.0, 0.38)])
    pygame.draw.polygon(surf, body, [P(0.22, 0.6), P(0.02, 0.78), P(0.1, 0.84), P(0.3, 0.7)])
    for fx in (0.32, 0.56):
        pygame.draw.line(surf, dark, P(fx, 0.7), P(fx, 0.9), max(2, s // 16))
    pygame.draw.ellipse(surf, dark, (*P(0.2, 0.42), int(s * 0.5), int(s * 0.32)), max(1, s // 40))
    return surf


@lru_cache(maxsize=16)
def queen(s: int) -> pygame.Surface:
    """The Queen: a tall white-and-purple figure with a gold crown (no player colour)."""
    w = int(s * 0.7)
    surf = pygame.Surface((w, s), pygame.SRCALPHA)
    gown, trim, skin = (168, 96, 210), (250, 244, 236), (240, 214, 186)
    dress = [(int(w * 0.08), s - 1), (int(w * 0.34), int(s * 0.44)), (int(w * 0.66), int(s * 0.44)), (int(w * 0.92), s - 1)]
    pygame.draw.polygon(surf, gown, dress)
    pygame.draw.polygon(surf, (70, 30, 90), dress, max(1, s // 28))
    pygame.draw.line(surf, trim, (w // 2, int(s * 0.46)), (w // 2, s - 2), max(2, s // 16))
    pygame.draw.circle(surf, skin, (w // 2, int(s * 0.34)), int(s * 0.12))
    pygame.draw.circle(surf, (70, 30, 90), (w // 2, int(s * 0.34)), int(s * 0.12), max(1, s // 36))
    c = art.crown(int(w * 0.56))
    surf.blit(c, c.get_rect(midbottom=(w // 2, int(s * 0.25))))
    return surf


def _picture(surf: pygame.Surface, b, s: int) -> None:
    """The symbol of what a building does, drawn in the middle of its tile."""
    mid = pygame.Rect(int(s * 0.22), int(s * 0.18), int(s * 0.56), int(s * 0.56))
    if b.towers:
        t = tower(int(s * 0.58))
        surf.blit(t, t.get_rect(center=mid.center))
    elif b.knights:
        k = knight(int(s * 0.56), (196, 196, 204))
        surf.blit(k, k.get_rect(center=mid.center))
    elif b.end_type == "per_separate_territory":
        sq = art.terrain_square(b.end_terrain, mid.w)
        surf.blit(sq, mid)
    elif b.tax_bonus:
        c = coin(int(s * 0.42))
        surf.blit(c, c.get_rect(center=(mid.centerx - s // 12, mid.centery + s // 14)))
        surf.blit(c, c.get_rect(center=(mid.centerx + s // 12, mid.centery - s // 14)))
    else:                                  # a statue: a plinth with a bust
        pygame.draw.rect(surf, (214, 210, 200), (mid.x + mid.w // 4, mid.bottom - mid.h // 3, mid.w // 2, mid.h // 3))
        pygame.draw.circle(surf, (214, 210, 200), (mid.centerx, mid.y + mid.h // 3), mid.w // 5)
        pygame.draw.rect(surf, (214, 210, 200), (mid.x + mid.w // 3, mid.y + mid.h // 2, mid.w // 3, mid.h // 6))


@lru_cache(maxsize=256)
def building(kind: int, s: int) -> pygame.Surface:
    """A building tile s pixels wide: a coloured roof band over a town-stone face with
    the picture of its effect; a crown in the corner when it is worth one."""
    b = buildings()[kind]
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    r = max(2, s // 10)
    roof = ROOFS[kind % len(ROOFS)]
    pygame.draw.rect(surf, (236, 224, 204), (0, 0, s, s), border_radius=r)
    pygame.draw.polygon(surf, roof, [(0, int(s * 0.2)), (s // 2, 0), (s - 1, int(s * 0.2))])
    pygame.draw.rect(surf, roof, (0, int(s * 0.8), s, s - int(s * 0.8)),
                     border_bottom_left_radius=r, border_bottom_right_radius=r)
    _picture(surf, b, s)
    if b.crowns:
        c = art.crown(int(s * 0.3))
        surf.blit(c, (s - c.get_width() - s // 20, s // 20))
    pygame.draw.rect(surf, theme.darken(roof, 0.4), (0, 0, s, s), max(1, s // 30), border_radius=r)
    return surf


@lru_cache(maxsize=128)
def domino_back(w: int, h: int, number: int | None, tile_set: str) -> pygame.Surface:
    """The back of a domino of one set, in the theme's colours for that set (and its
    printed pattern where the theme asks), so the Royal Wedding's two boxes stay apart."""
    fill, frame = theme.DOMINO_BACKS.get(tile_set, theme.DOMINO_BACKS["kingdomino"])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(3, min(w, h) // 8)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=r)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, h // 6), -max(4, h // 6))
    if theme.BACK_PATTERNS:
        art_symbols.back_pattern(surf, inner, tile_set == "queendomino", frame)
    pygame.draw.rect(surf, frame, inner, max(1, h // 24), border_radius=r)
    pygame.draw.rect(surf, theme.darken(fill, 0.5), (0, 0, w, h), max(1, h // 30), border_radius=r)
    if number is not None:
        theme.blit_text(surf, str(number), int(h * 0.48), frame, bold=True, scaled=False, center=(w // 2, h // 2))
    else:
        c = art.crown(int(h * 0.42))
        surf.blit(c, c.get_rect(center=(w // 2, h // 2)))
    return surf
