"""Colours, fonts and cached text for the whole application.

Fonts come from assets/fonts (DejaVu, licence beside it), so the look and the
character coverage (Czech now, Greek and Cyrillic later) do not depend on the system.
Rendered text is cached: the table redraws the same labels every frame.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"

BG = (28, 52, 58)
PANEL = (16, 30, 36, 205)
PANEL_EDGE = (196, 164, 98)
INK = (244, 236, 214)
INK_DIM = (170, 182, 176)
GOLD = (240, 196, 72)
GOOD = (80, 210, 110)
BAD = (232, 76, 70)
SLOT = (58, 84, 88)
SLOT_EDGE = (88, 118, 120)

PLAYER_COLOURS: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("Red", (222, 66, 74)),
    ("Yellow", (244, 196, 44)),
    ("Green", (62, 172, 86)),
    ("Blue", (64, 118, 228)),
    ("Purple", (158, 96, 212)),
    ("Orange", (240, 134, 42)),
    ("Pink", (234, 106, 172)),       # the Royal Wedding seats up to 8
    ("White", (228, 224, 214)),
)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    name = "DejaVuSerif-Bold.ttf" if serif else "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(FONT_DIR / name), max(6, int(size)))


@lru_cache(maxsize=4096)
def text(s: str, size: int, colour=INK, bold: bool = False, serif: bool = False) -> pygame.Surface:
    return font(size, bold, serif).render(s, True, colour)


def blit_text(surface: pygame.Surface, s: str, size: int, colour=INK, *, bold: bool = False,
              serif: bool = False, **anchor) -> pygame.Rect:
    """Blit cached text positioned by a Rect keyword (center=, topleft=, midleft=...)."""
    img = text(s, int(size), colour, bold, serif)
    r = img.get_rect(**anchor)
    surface.blit(img, r)
    return r


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split s into lines that fit `width` pixels in the given font."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


@lru_cache(maxsize=256)
def _panel_surface(w: int, h: int, fill: tuple, edge: tuple | None, radius: int,
                   width: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
    if edge:
        pygame.draw.rect(surf, edge, (0, 0, w, h), width, border_radius=radius)
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, fill=PANEL, edge=PANEL_EDGE,
          radius: int = 14, width: int = 2) -> None:
    """A rounded translucent panel (cached per size, so it costs one blit)."""
    if rect.w > 0 and rect.h > 0:
        surface.blit(_panel_surface(rect.w, rect.h, tuple(fill), edge and tuple(edge),
                                    radius, width), rect.topleft)


def lighten(c, f: float = 0.35) -> tuple[int, int, int]:
    return tuple(int(v + (255 - v) * f) for v in c[:3])


def darken(c, f: float = 0.35) -> tuple[int, int, int]:
    return tuple(int(v * (1 - f)) for v in c[:3])
