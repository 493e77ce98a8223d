"""What the rules pages are made of (headings, paragraphs, figures, a table of keys) and the
drawing helpers their figures share: a small kingdom drawn with the game's own tiles, a
label on a dark pill, a green or red ring, a legend line. A figure is a function of the
width it gets and the window's scale; it returns its picture (drawn once, then cached)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.app.ui import art, theme
from game.i18n import _
from game.rules.components import terrain_index
from game.rules.kingdom import Kingdom

OK, NO = (88, 200, 110), (230, 80, 70)


@dataclass(frozen=True)
class Heading:
    text: str                       # a msgid


@dataclass(frozen=True)
class Text:
    text: str                       # a msgid; `values` fill its {fields} (numbers from the data)
    values: Callable[[], dict] | None = None


@dataclass(frozen=True)
class Figure:
    draw: Callable[[int, float], pygame.Surface]
    caption: str = ""               # a msgid, shown under the picture


@dataclass(frozen=True)
class Keys:
    rows: tuple[tuple[str, str], ...]   # (what to press, what it does): msgids, or a key's own name


def px(v: float, s: float) -> int:
    return max(1, int(v * s))


def canvas(w: int, h: int) -> pygame.Surface:
    """A transparent picture; figures whose words grow with the UI scale ask for room to
    spare and hand back `fit(picture)`."""
    return pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)


def fit(surf: pygame.Surface) -> pygame.Surface:
    """The picture without the empty rows under what was drawn."""
    bottom = surf.get_bounding_rect().bottom
    return surf.subsurface(pygame.Rect(0, 0, surf.get_width(), max(1, bottom))).copy()


def pill(surface: pygame.Surface, text: str, size: int, colour=None, **anchor) -> pygame.Rect:
    """Text on a dark rounded pill, readable over tiles and maps."""
    img = theme.text(text, size, colour or theme.INK, True)
    r = img.get_rect(**anchor).inflate(size // 2 + 6, size // 3 + 4)
    r.clamp_ip(surface.get_rect())
    theme.panel(surface, r, fill=(14, 20, 24, 225), edge=None, radius=r.h // 2)
    surface.blit(img, img.get_rect(center=r.center))
    return r


def ring(surface: pygame.Surface, rect: pygame.Rect, ok: bool, width: int) -> None:
    """Green: the piece may go there; red and struck through: it may not."""
    colour = OK if ok else NO
    pygame.draw.rect(surface, (10, 10, 10), rect.inflate(width + 4, width + 4), width + 4, border_radius=width * 2)
    pygame.draw.rect(surface, colour, rect.inflate(width, width), width, border_radius=width * 2)
    if not ok:
        pygame.draw.line(surface, colour, rect.topleft, rect.bottomright, width)


def arrow(surface: pygame.Surface, start, end, width: int, colour=None) -> None:
    colour = colour or theme.GOLD
    pygame.draw.line(surface, colour, start, end, width)
    v = pygame.Vector2(end) - pygame.Vector2(start)
    if v.length() == 0:
        return
    v.scale_to_length(width * 4)
    left, right = v.rotate(150), v.rotate(-150)
    pygame.draw.polygon(surface, colour, [end, pygame.Vector2(end) + left, pygame.Vector2(end) + right])


class Board:
    """A patch of a kingdom drawn square by square: castle-relative columns x0.. and rows y0..
    from the pixel `at`, `cell` pixels a square."""

    def __init__(self, at: tuple[int, int], x0: int, y0: int, cols: int, rows: int, cell: int) -> None:
        self.at, self.x0, self.y0, self.cols, self.rows, self.cell = at, x0, y0, cols, rows, cell

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(*self.at, self.cols * self.cell, self.rows * self.cell)

    def square(self, x: int, y: int) -> pygame.Rect:
        c = self.cell
        return pygame.Rect(self.at[0] + (x - self.x0) * c, self.at[1] + (y - self.y0) * c, c, c)

    def draw(self, surface: pygame.Surface, k: Kingdom, colour=None, *, slots: bool = True,
             towns: dict | None = None, building=None) -> None:
        """Empty slots, the castle and every square of k; `towns` maps a square to the
        building standing on it, drawn by `building(kind, size)`."""
        c, gap = self.cell, max(1, self.cell // 24)
        if slots:
            for y in range(self.y0, self.y0 + self.rows):
                for x in range(self.x0, self.x0 + self.cols):
                    theme.panel(surface, self.square(x, y).inflate(-2 * gap, -2 * gap), fill=(*theme.SLOT, 255),
                                edge=theme.SLOT_EDGE, radius=max(2, c // 10), width=1)
        surface.blit(art.castle(c - 2 * gap, colour or theme.PLAYER_COLOURS[0][1]), self.square(0, 0).move(gap, gap))
        for x, y, t, crowns in k.squares():
            surface.blit(art.square(t, crowns, c - 2 * gap), self.square(x, y).move(gap, gap))
            kind = (towns or {}).get((x, y))
            if kind is not None and building:
                img = building(kind, c * 3 // 4)
                surface.blit(img, img.get_rect(center=self.square(x, y).center))

    def lay(self, surface: pygame.Surface, d, x: int, y: int, rot: int, ok: bool) -> pygame.Rect:
        """Domino d laid with its first half on (x, y), ringed green or red."""
        dx, dy = ((1, 0), (0, 1), (-1, 0), (0, -1))[rot]
        rect = self.square(x, y).union(self.square(x + dx, y + dy))
        surface.blit(art.domino_face(d, self.cell, rot), rect)
        ring(surface, rect, ok, max(3, self.cell // 12))
        return rect


def legend(surface: pygame.Surface, x: int, y: int, icon: pygame.Surface | None, text: str, size: int,
           colour=None) -> int:
    """One line of a legend: a small picture, then the words; returns the next line's y."""
    h = max(icon.get_height() if icon else 0, theme.font(size).get_height())
    tx = x
    if icon is not None:
        surface.blit(icon, (x, y + (h - icon.get_height()) // 2))
        tx = x + icon.get_width() + size // 2
    theme.blit_text(surface, text, size, colour or theme.INK, midleft=(tx, y + h // 2))
    return y + h + size // 3


def total(surf: pygame.Surface, x: int, y: int, size: int, points: int) -> pygame.Surface:
    """A worked example's last line, "In all: N", under its legend; the picture, fitted."""
    theme.blit_text(surf, _("In all: {points}").format(points=points), size, theme.GOLD, bold=True,
                    topleft=(x, y + size // 3))
    return fit(surf)


def kingdom(*squares: str) -> Kingdom:
    """A 5×5 kingdom from castle-relative squares written 'x,y,W1' (terrain letter, crowns)."""
    letters = terrain_index()
    k = Kingdom(5)
    for sq in squares:
        x, y, tok = sq.split(",")
        k.set_square(int(x), int(y), letters[tok[0]], int(tok[1:]))
    return k
