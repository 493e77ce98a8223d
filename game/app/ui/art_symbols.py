"""Cues that do not rely on colour, drawn when the theme asks for them: a texture and a
symbol badge on every terrain square, a shape per player on kings and castles, and a
printed pattern that tells the two sets' domino backs apart (the Royal Wedding mixes them).

Shapes are drawn dark on white (or white on dark), so they read on any colour and under
any colour-vision deficiency.
"""
from __future__ import annotations

import math

import pygame

from game.app.ui import theme

INK = (16, 16, 20)
PAPER = (250, 250, 246)


def _mask_to(layer: pygame.Surface, radius: int) -> None:
    """Cut `layer` to a rounded rectangle (the square's own corners)."""
    mask = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _lines(layer, colour, s: int, step: int, w: int, kind: str) -> None:
    for k in range(-s, 2 * s, step):
        if kind == "/":
            pygame.draw.line(layer, colour, (k, s), (k + s, 0), w)
        elif kind == "\\":
            pygame.draw.line(layer, colour, (k, 0), (k + s, s), w)
        elif kind == "|" and 0 <= k <= s:
            pygame.draw.line(layer, colour, (k, 0), (k, s), w)
        elif kind == "-" and 0 <= k <= s:
            pygame.draw.line(layer, colour, (0, k), (s, k), w)


def texture(surf: pygame.Surface, tid: str, base, s: int, strength: float) -> None:
    """A terrain's own texture behind its picture: hatching, stripes, dots or bricks."""
    layer = pygame.Surface((s, s), pygame.SRCALPHA)
    colour = (*theme.darken(base, 0.45), int(150 * strength))
    step, w = max(4, s // 6), max(1, s // 28)
    if tid == "grassland":
        for y in range(step // 2, s, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, s, step):
                pygame.draw.circle(layer, colour, (x, y), max(1, s // 30))
    elif tid == "town":
        for row, y in enumerate(range(0, s, step)):
            pygame.draw.line(layer, colour, (0, y), (s, y), w)
            for x in range((row % 2) * step // 2, s, step):
                pygame.draw.line(layer, colour, (x, y), (x, y + step), w)
    elif tid == "swamp":
        _lines(layer, colour, s, step, w, "/")
        _lines(layer, colour, s, step, w, "\\")
    else:
        _lines(layer, colour, s, step, w, {"wheat": "/", "forest": "|", "lake": "-", "mine": "\\"}.get(tid, "/"))
    _mask_to(layer, max(2, s // 12))
    surf.blit(layer, (0, 0))


def _sym_wheat(d, P, w):
    pygame.draw.line(d, INK, P(0.5, 0.9), P(0.5, 0.18), w)
    for fy in (0.3, 0.47, 0.64):
        for side in (-1, 1):
            r = pygame.Rect(0, 0, *P(0.2, 0.12))
            r.center = P(0.5 + side * 0.12, fy)
            pygame.draw.ellipse(d, INK, r)


def _sym_forest(d, P, w):
    pygame.draw.polygon(d, INK, [P(0.5, 0.1), P(0.18, 0.72), P(0.82, 0.72)])
    pygame.draw.rect(d, INK, (*P(0.43, 0.7), *P(0.14, 0.2)))


def _sym_lake(d, P, w):
    size = d.get_width()
    for fy in (0.36, 0.64):
        pts = [(x, P(0, fy)[1] + size * 0.08 * math.sin(x * 2 * math.pi / (size * 0.4)))
               for x in range(int(size * 0.14), int(size * 0.87))]
        pygame.draw.lines(d, INK, False, pts, w)


def _sym_grassland(d, P, w):
    for cx in (0.3, 0.7):
        for dx in (-0.14, 0.0, 0.14):
            pygame.draw.line(d, INK, P(cx, 0.78), P(cx + dx, 0.34 if dx == 0 else 0.46), w)


def _sym_swamp(d, P, w):
    pygame.draw.line(d, INK, P(0.16, 0.78), P(0.84, 0.78), w)
    for cx, top in ((0.38, 0.2), (0.62, 0.3)):
        pygame.draw.line(d, INK, P(cx, 0.78), P(cx, top), w)
        r = pygame.Rect(0, 0, *P(0.12, 0.24))
        r.midtop = P(cx, top)
        pygame.draw.ellipse(d, INK, r)


def _sym_mine(d, P, w):
    """A pick: a handle under a crescent head with two points."""
    pygame.draw.line(d, INK, P(0.5, 0.88), P(0.5, 0.3), w + 1)
    outer = [P(0.5 + 0.4 * math.cos(a), 0.62 - 0.4 * math.sin(a)) for a in (0.35, 0.9, 1.57, 2.24, 2.79)]
    inner = [P(0.5 + 0.3 * math.cos(a), 0.66 - 0.22 * math.sin(a)) for a in (2.79, 2.24, 1.57, 0.9, 0.35)]
    pygame.draw.polygon(d, INK, outer + inner)


def _sym_town(d, P, w):
    pygame.draw.polygon(d, INK, [P(0.14, 0.5), P(0.5, 0.16), P(0.86, 0.5)])
    pygame.draw.rect(d, INK, (*P(0.24, 0.5), *P(0.52, 0.34)), w)
    pygame.draw.rect(d, INK, (*P(0.43, 0.62), *P(0.14, 0.22)))


SYMBOLS = {"wheat": _sym_wheat, "forest": _sym_forest, "lake": _sym_lake, "grassland": _sym_grassland,
           "swamp": _sym_swamp, "mine": _sym_mine, "town": _sym_town}


def symbol(surf: pygame.Surface, tid: str, s: int) -> None:
    """The terrain's symbol on a white disc in the bottom-right corner of a square of size s."""
    d = max(10, int(s * 0.36))
    badge = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(badge, PAPER, (d // 2, d // 2), d // 2)
    pygame.draw.circle(badge, INK, (d // 2, d // 2), d // 2, max(1, d // 14))

    def P(fx: float, fy: float) -> tuple[int, int]:
        return int(fx * d), int(fy * d)

    SYMBOLS.get(tid, lambda *_: None)(badge, P, max(1, d // 12))
    surf.blit(badge, (s - d - max(1, s // 20), s - d - max(1, s // 20)))


def _star(cx: float, cy: float, r: float, points: int = 5) -> list[tuple[float, float]]:
    return [(cx + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / points),
             cy - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / points)) for i in range(2 * points)]


def _regular(cx: float, cy: float, r: float, n: int, turn: float) -> list[tuple[float, float]]:
    return [(cx + r * math.sin(turn + i * 2 * math.pi / n), cy - r * math.cos(turn + i * 2 * math.pi / n))
            for i in range(n)]


MARK_NAMES = ("circle", "square", "triangle", "diamond", "star", "cross", "down triangle", "hexagon")


def mark_points(i: int, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """Outline of player i's mark (None: a circle)."""
    k = r * 0.3
    shapes = {1: _regular(cx, cy, r * 1.1, 4, math.pi / 4), 2: _regular(cx, cy + r * 0.15, r * 1.2, 3, 0),
              3: _regular(cx, cy, r * 1.15, 4, 0), 4: _star(cx, cy, r * 1.2),
              5: [(cx - k, cy - r), (cx + k, cy - r), (cx + k, cy - k), (cx + r, cy - k), (cx + r, cy + k),
                  (cx + k, cy + k), (cx + k, cy + r), (cx - k, cy + r), (cx - k, cy + k), (cx - r, cy + k),
                  (cx - r, cy - k), (cx - k, cy - k)],
              6: _regular(cx, cy - r * 0.15, r * 1.2, 3, math.pi), 7: _regular(cx, cy, r * 1.05, 6, 0)}
    return shapes.get(i % len(MARK_NAMES))


def player_mark(surf: pygame.Surface, i: int, center: tuple[int, int], r: int) -> None:
    """Player i's shape, white with a dark edge, so a seat never hangs on its colour alone."""
    pts = mark_points(i, *center, r)
    w = max(1, r // 4)
    if pts is None:
        pygame.draw.circle(surf, PAPER, center, r)
        pygame.draw.circle(surf, INK, center, r, w)
    else:
        pygame.draw.polygon(surf, PAPER, pts)
        pygame.draw.polygon(surf, INK, pts, w)


def back_pattern(surf: pygame.Surface, rect: pygame.Rect, dots: bool, colour) -> None:
    """The printed pattern of a set's domino backs: diagonal stripes (Kingdomino's) or,
    with `dots`, a lattice of dots (Queendomino's)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    ink = (*colour[:3], 120)
    step = max(5, rect.h // 4)
    if dots:
        for y in range(step // 2, rect.h, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, rect.w, step):
                pygame.draw.circle(layer, ink, (x, y), max(1, step // 5))
    else:
        for k in range(-rect.h, rect.w, step):
            pygame.draw.line(layer, ink, (k, rect.h), (k + rect.h, 0), max(1, step // 5))
    _mask_to(layer, max(2, rect.h // 8))
    surf.blit(layer, rect.topleft)
