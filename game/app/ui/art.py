"""Art drawn at start-up with pygame.draw and cached per size: terrain squares,
crowns, castles, kings, domino backs and the table cloth.

Every terrain has its own pattern (stalks, trees, waves, tufts, reeds, peaks,
houses) so squares differ by shape, not by colour alone.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.app.ui import art_symbols, theme
from game.rules.components import terrains

TERRAIN_BASE = theme.TERRAIN      # the theme's terrain colours (updated in place by theme.use)


def _P(s: int, fx: float, fy: float) -> tuple[int, int]:
    return int(fx * s), int(fy * s)


def _wheat(surf: pygame.Surface, s: int) -> None:
    stalk, grain = (170, 118, 34), (250, 222, 120)
    w = max(1, s // 40)
    for cx, cy in ((0.2, 0.62), (0.5, 0.42), (0.8, 0.62), (0.35, 0.92), (0.65, 0.92)):
        x0, y0 = _P(s, cx, cy)
        top = y0 - int(s * 0.36)
        pygame.draw.line(surf, stalk, (x0, y0), (x0, top), w)
        for i in range(3):
            y = top + int(s * 0.06 * i) + s // 40
            for side in (-1, 1):
                r = pygame.Rect(0, 0, max(3, s // 12), max(2, s // 22))
                r.center = (x0 + side * s // 26, y)
                pygame.draw.ellipse(surf, grain, r)
                pygame.draw.ellipse(surf, stalk, r, max(1, s // 80))
        pygame.draw.ellipse(surf, grain, (x0 - s // 40, top - s // 14, s // 20, s // 10))


def _forest(surf: pygame.Surface, s: int) -> None:
    dark, light, trunk = (22, 70, 36), (86, 156, 86), (96, 62, 34)
    for cx, cy, k in ((0.27, 0.55, 1.0), (0.72, 0.5, 1.1), (0.5, 0.95, 0.95)):
        x, y = _P(s, cx, cy)
        h, w = int(s * 0.42 * k), int(s * 0.3 * k)
        pygame.draw.rect(surf, trunk, (x - s // 40, y - s // 14, max(2, s // 20), s // 10))
        for j in range(3):
            top = y - h + j * h // 4
            base = top + h // 2
            hw = w // 2 - (2 - j) * w // 10
            pts = [(x, top), (x - hw, base), (x + hw, base)]
            pygame.draw.polygon(surf, dark, pts)
            pygame.draw.line(surf, light, (x, top), (x + hw, base), max(1, s // 50))


def _lake(surf: pygame.Surface, s: int) -> None:
    """Rows of sine waves: still readable as water when the square is tiny."""
    foam = (176, 218, 246)
    w = max(2, s // 22)
    amp = max(1.5, s * 0.045)
    for row, phase in ((0.22, 0.0), (0.5, math.pi), (0.78, 0.0)):
        pts = [(x, int(s * row + amp * math.sin(phase + x * 2 * math.pi / (s * 0.34))))
               for x in range(s // 10, s - s // 10 + 1, max(1, s // 24))]
        pygame.draw.lines(surf, foam, False, pts, w)


def _grassland(surf: pygame.Surface, s: int) -> None:
    blade, flower = (70, 136, 44), (250, 246, 220)
    w = max(1, s // 36)
    for i, (cx, cy) in enumerate(((0.2, 0.3), (0.6, 0.22), (0.4, 0.58), (0.82, 0.55),
                                  (0.18, 0.85), (0.62, 0.88))):
        x, y = _P(s, cx, cy)
        for dx in (-0.08, 0.0, 0.08):
            pygame.draw.line(surf, blade, (x, y), (x + int(dx * s), y - s // 8), w)
        if i % 2:
            pygame.draw.circle(surf, flower, (x + s // 10, y - s // 16), max(2, s // 34))


def _swamp(surf: pygame.Surface, s: int) -> None:
    water, reed, head = (70, 98, 86), (84, 120, 56), (104, 66, 36)
    pygame.draw.ellipse(surf, water, (*_P(s, 0.08, 0.6), int(s * 0.55), int(s * 0.26)))
    pygame.draw.ellipse(surf, water, (*_P(s, 0.5, 0.18), int(s * 0.4), int(s * 0.2)))
    w = max(1, s // 40)
    for cx, cy, h in ((0.72, 0.92, 0.4), (0.82, 0.9, 0.3), (0.2, 0.48, 0.32), (0.3, 0.5, 0.4)):
        x, y = _P(s, cx, cy)
        top = y - int(s * h)
        pygame.draw.line(surf, reed, (x, y), (x, top), w)
        pygame.draw.ellipse(surf, head, (x - s // 36, top, max(3, s // 18), s // 8))


def _mine(surf: pygame.Surface, s: int) -> None:
    rock, face, snow = (74, 64, 60), (140, 126, 116), (226, 222, 214)
    for cx, base, h, w in ((0.32, 0.8, 0.55, 0.56), (0.7, 0.86, 0.42, 0.46)):
        x, yb = _P(s, cx, base)
        top = yb - int(s * h)
        hw = int(s * w / 2)
        pygame.draw.polygon(surf, rock, [(x, top), (x - hw, yb), (x + hw, yb)])
        pygame.draw.polygon(surf, face, [(x, top), (x + hw, yb), (x + hw // 4, yb)])
        pygame.draw.polygon(surf, snow, [(x, top), (x - hw // 4, top + hw // 2),
                                         (x + hw // 4, top + hw // 2)])
    pygame.draw.rect(surf, (36, 28, 26), (*_P(s, 0.26, 0.66), s // 8, s // 7),
                     border_top_left_radius=s // 16, border_top_right_radius=s // 16)


def _town(surf: pygame.Surface, s: int) -> None:
    wall, roof = (236, 224, 204), (168, 64, 52)
    for cx, cy in ((0.28, 0.45), (0.7, 0.4), (0.48, 0.85)):
        x, y = _P(s, cx, cy)
        w = s // 4
        pygame.draw.rect(surf, wall, (x - w // 2, y - w // 2, w, w // 2 + w // 4))
        pygame.draw.polygon(surf, roof, [(x - w // 2 - 2, y - w // 2), (x, y - w), (x + w // 2 + 2, y - w // 2)])


PATTERNS = {"wheat": _wheat, "forest": _forest, "lake": _lake, "grassland": _grassland,
            "swamp": _swamp, "mine": _mine, "town": _town}


@lru_cache(maxsize=128)
def terrain_square(t: int, s: int) -> pygame.Surface:
    """A square of terrain index t, s pixels wide, with its pattern and a bevel."""
    tid = terrains()[t].id
    base = TERRAIN_BASE.get(tid, (128, 128, 128))
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(surf, base, (0, 0, s, s), border_radius=max(2, s // 12))
    if theme.PATTERN_STRENGTH:
        art_symbols.texture(surf, tid, base, s, theme.PATTERN_STRENGTH)
    if s >= 6:                      # smaller, a pattern is no more than a smudge (and lakes divide by s)
        PATTERNS.get(tid, lambda *_: None)(surf, s)
    if theme.TERRAIN_SYMBOLS and s >= 20:
        art_symbols.symbol(surf, tid, s)
    pygame.draw.rect(surf, theme.lighten(base, 0.25), (0, 0, s, s), max(1, s // 36),
                     border_radius=max(2, s // 12))
    pygame.draw.rect(surf, theme.darken(base, 0.45), (0, 0, s, s), max(1, s // 60),
                     border_radius=max(2, s // 12))
    return surf


@lru_cache(maxsize=32)
def crown(w: int) -> pygame.Surface:
    """A gold crown icon w pixels wide."""
    h = max(4, int(w * 0.78))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pts = [(0.05, 0.95), (0.05, 0.3), (0.3, 0.6), (0.5, 0.12), (0.7, 0.6), (0.95, 0.3), (0.95, 0.95)]
    poly = [(int(x * (w - 1)), int(y * (h - 1))) for x, y in pts]
    pygame.draw.polygon(surf, theme.GOLD, poly)
    pygame.draw.polygon(surf, (110, 70, 10), poly, max(1, w // 14))
    for fx in (0.05, 0.5, 0.95):
        pygame.draw.circle(surf, (255, 236, 150), (int(fx * (w - 1)), int(0.14 * h) if fx == 0.5 else int(0.3 * h)),
                           max(1, w // 12))
    return surf


@lru_cache(maxsize=256)
def square(t: int, crowns: int, s: int) -> pygame.Surface:
    """Terrain square with its crowns on a dark badge along the top edge."""
    base = terrain_square(t, s)
    if not crowns:
        return base
    surf = base.copy()
    cw = max(6, int(s * 0.24))
    gap = max(1, s // 30)
    bw = crowns * cw + (crowns + 1) * gap
    bh = int(cw * 0.78) + 2 * gap
    badge = pygame.Surface((bw, bh), pygame.SRCALPHA)
    pygame.draw.rect(badge, (20, 20, 24, 170), (0, 0, bw, bh), border_radius=bh // 3)
    surf.blit(badge, (s // 14, s // 14))
    icon = crown(cw)
    for i in range(crowns):
        surf.blit(icon, (s // 14 + gap + i * (cw + gap), s // 14 + gap))
    return surf


@lru_cache(maxsize=32)
def castle(s: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The starting square: a stone keep flying the player's flag (and mark, if themed)."""
    index, colour = theme.player_index(colour), theme.player_colour(colour)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(surf, (214, 204, 184), (0, 0, s, s), border_radius=max(2, s // 12))
    pygame.draw.rect(surf, colour, (0, 0, s, s), max(2, s // 16), border_radius=max(2, s // 12))
    stone, shade = (150, 148, 158), (104, 102, 112)
    body = pygame.Rect(int(s * 0.26), int(s * 0.42), int(s * 0.48), int(s * 0.44))
    pygame.draw.rect(surf, stone, body)
    for i in range(3):
        pygame.draw.rect(surf, stone, (body.x + i * body.w * 2 // 5, body.y - s // 10, body.w // 5, s // 10 + 1))
    tower = pygame.Rect(int(s * 0.42), int(s * 0.24), int(s * 0.16), int(s * 0.2))
    pygame.draw.rect(surf, shade, tower)
    pygame.draw.rect(surf, (60, 44, 36), (int(s * 0.44), int(s * 0.64), int(s * 0.12), int(s * 0.22)),
                     border_top_left_radius=s // 14, border_top_right_radius=s // 14)
    pole = (int(s * 0.5), int(s * 0.08))
    pygame.draw.line(surf, (60, 50, 40), pole, (pole[0], tower.y), max(1, s // 40))
    pygame.draw.polygon(surf, colour, [pole, (pole[0] + s // 5, pole[1] + s // 18), (pole[0], pole[1] + s // 9)])
    pygame.draw.rect(surf, (70, 68, 76), body, max(1, s // 50))
    if theme.PLAYER_MARKS and index is not None:
        art_symbols.player_mark(surf, index, (body.centerx, body.y + body.h // 3), max(3, s // 9))
    return surf


@lru_cache(maxsize=64)
def king(s: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A king meeple s pixels tall in a player colour, with a dark outline (and the
    player's mark on its robe, if themed); a pixel at least, for the tiniest window."""
    index, colour = theme.player_index(colour), theme.player_colour(colour)
    s = max(1, s)
    w = max(1, int(s * 0.72))
    surf = pygame.Surface((w, s), pygame.SRCALPHA)
    edge = theme.darken(colour, 0.6)
    body = [(w * 0.12, s * 0.98), (w * 0.3, s * 0.5), (w * 0.7, s * 0.5), (w * 0.88, s * 0.98)]
    body = [(int(x), int(y)) for x, y in body]
    lw = max(1, s // 24)
    pygame.draw.polygon(surf, colour, body)
    pygame.draw.polygon(surf, edge, body, lw)
    head = (w // 2, int(s * 0.42))
    pygame.draw.circle(surf, colour, head, int(s * 0.15))
    pygame.draw.circle(surf, edge, head, int(s * 0.15), lw)
    c = crown(int(w * 0.6))
    surf.blit(c, c.get_rect(midbottom=(w // 2, int(s * 0.3))))
    pygame.draw.line(surf, theme.lighten(colour, 0.4), (int(w * 0.36), int(s * 0.6)),
                     (int(w * 0.26), int(s * 0.92)), max(1, s // 20))
    if theme.PLAYER_MARKS and index is not None:
        art_symbols.player_mark(surf, index, (w // 2, int(s * 0.76)), max(3, s // 8))
    return surf


@lru_cache(maxsize=128)
def domino_back(w: int, h: int, number: int | None) -> pygame.Surface:
    """The numbered back of a domino (number None: an unnumbered back for the pile)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(3, min(w, h) // 8)
    fill, frame = theme.DOMINO_BACKS["kingdomino"]
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=r)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, h // 6), -max(4, h // 6))
    if theme.BACK_PATTERNS:
        art_symbols.back_pattern(surf, inner, False, frame)
    pygame.draw.rect(surf, frame, inner, max(1, h // 24), border_radius=r)
    pygame.draw.rect(surf, (14, 22, 50), (0, 0, w, h), max(1, h // 30), border_radius=r)
    if number is not None:
        theme.blit_text(surf, str(number), int(h * 0.48), theme.GOLD, bold=True, scaled=False,
                        center=(w // 2, h // 2))
    else:
        c = crown(int(h * 0.42))
        surf.blit(c, c.get_rect(center=(w // 2, h // 2)))
    return surf


_FELTS: dict[tuple[int, ...], pygame.Surface] = {}     # kept through theme.clear_caches: no text, no scale in it


def _felt(bg: tuple[int, ...]) -> pygame.Surface:
    """The cloth's pattern, 48×27, made once per theme colour (each window size scales it)."""
    if bg in _FELTS:
        return _FELTS[bg]
    rnd = random.Random(7)
    small = pygame.Surface((48, 27))
    for y in range(27):
        for x in range(48):
            v = rnd.uniform(-7, 7)
            edge = ((x - 23.5) / 24) ** 2 + ((y - 13) / 14) ** 2
            d = 1 - 0.28 * min(1.0, edge)
            small.set_at((x, y), tuple(max(0, min(255, int((c + v) * d))) for c in bg))
    _FELTS[bg] = small
    return small


_CLOTHS: dict[tuple, pygame.Surface] = {}      # (w, h, colour) -> the cloth, the last 4 used; as _FELTS


def cloth(w: int, h: int) -> pygame.Surface:
    """The table cloth: a soft mottled felt with a vignette (seeded, so every run matches)."""
    key = (w, h, tuple(theme.BG))
    if key in _CLOTHS:
        _CLOTHS[key] = _CLOTHS.pop(key)         # the most recently used last
        return _CLOTHS[key]
    big = pygame.transform.smoothscale(_felt(key[2]), (max(1, w), max(1, h)))
    _CLOTHS[key] = big.convert() if pygame.display.get_surface() else big
    while len(_CLOTHS) > 4:
        del _CLOTHS[next(iter(_CLOTHS))]
    return _CLOTHS[key]


@lru_cache(maxsize=256)
def domino_face(d, c: int, rot: int = 0) -> pygame.Surface:
    """Both halves of domino d with cell size c; the second half lies towards `rot`
    (0 east, 1 south, 2 west, 3 north) of the first."""
    horizontal = rot % 2 == 0
    surf = pygame.Surface((2 * c, c) if horizontal else (c, 2 * c), pygame.SRCALPHA)
    gap = max(1, c // 22)
    first, second = square(d.t1, d.c1, c - 2 * gap), square(d.t2, d.c2, c - 2 * gap)
    a, b = (first, second) if rot < 2 else (second, first)
    surf.blit(a, (gap, gap))
    surf.blit(b, (c + gap, gap) if horizontal else (gap, c + gap))
    return surf
