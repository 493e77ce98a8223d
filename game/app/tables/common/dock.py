"""Where panels over a table go (the hint's and "Why?"'s explanations, the review's words, a
lesson's card): in room the table's layout leaves to things that are read, never acted on,
so that no panel covers a kingdom (a map), the draft, the builders' board, the dice or the
scores a player needs. The dock is the pile's count and the Scores panel under the draft;
while a card lies there the scores shrink to a strip of standings at the dock's foot (every
player's points, whose turn it is: what the crowns and kinds beside them were) and the card
takes the rest. The layout's regions say what is what, so every table and window size
follows from it."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.app.ui import art, theme
from game.app.ui.layout import ScaledLayout

KEPT = ("active_kingdom", "draft", "builders", "dice")     # besides every kingdom_N and map_N
FREE = ("pile", "scores")       # the pile's count and the scores: the left column under the draft
LINE = 28                       # design height of a line of the standings strip (grown with the UI scale)


@dataclass(frozen=True)
class Standing:
    """One kingdom (house) in the strip: its kings' colours, name, points, and whether it is to act."""
    colours: tuple[tuple[int, int, int], ...]
    name: str
    points: int
    acting: bool = False


def kept_rects(sl: ScaledLayout) -> list[pygame.Rect]:
    """The regions no panel may cover: every kingdom and map, the draft, builders and dice."""
    return [r for name, r in sl.rects.items() if name in KEPT or name.startswith(("kingdom_", "map_"))]


def dock_area(sl: ScaledLayout, free: tuple[str, ...] = FREE) -> pygame.Rect:
    """The room for an explanation panel: the `free` regions the layout has, taken together."""
    rects = [sl[name] for name in free if name in sl.rects]
    if not rects:
        raise KeyError(f"the layout has none of {', '.join(free)}")
    return rects[0].unionall(rects[1:])


def per_line(n: int) -> int:
    """Standings on a line of the strip: one line up to four kingdoms, else two."""
    return n if n <= 4 else math.ceil(n / 2)


def split(sl: ScaledLayout, kingdoms: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The dock cut in two: the card's room above, the standings strip of `kingdoms` at its foot."""
    area = dock_area(sl)
    lines = math.ceil(kingdoms / per_line(kingdoms))
    strip = pygame.Rect(area.x, 0, area.w, lines * sl.grown(LINE) + sl.px(8))
    strip.bottom = area.bottom
    return pygame.Rect(area.x, area.y, area.w, strip.y - sl.px(4) - area.y), strip


def draw_strip(surface: pygame.Surface, rect: pygame.Rect, standings: list[Standing], sl: ScaledLayout) -> None:
    """The scores while a card is docked: each kingdom's kings, name and points, the one to
    act framed; the names whole or not at all (then the kings' colours say whose)."""
    theme.panel(surface, rect)
    n = per_line(len(standings))
    inner = rect.inflate(-sl.px(8), -sl.px(8))
    w, h = inner.w // n, sl.grown(LINE)
    name_px, points_px = sl.px(18), sl.px(20)
    cells = []
    for i, s in enumerate(standings):
        cell = pygame.Rect(inner.x + (i % n) * w, inner.y + (i // n) * h, w - sl.px(4), h - sl.px(2))
        kh = cell.h * 8 // 10
        x = cell.x + sl.px(4) + kh * 6 // 10 * (len(s.colours) - 1) + kh
        room = cell.right - sl.px(12) - theme.font(points_px, True).size(str(s.points))[0] - x
        cells.append((s, cell, kh, x, room))
    named = all(theme.font(name_px, True).size(s.name)[0] <= room for s, _c, _k, _x, room in cells)
    for s, cell, kh, x, _room in cells:
        if s.acting:
            theme.panel(surface, cell, fill=(*theme.darken(s.colours[0], 0.5), 220), edge=s.colours[0], radius=8)
        for j, colour in enumerate(s.colours):
            surface.blit(art.king(kh, colour), (cell.x + sl.px(4) + kh * 6 // 10 * j, cell.centery - kh // 2))
        theme.blit_text(surface, str(s.points), points_px, theme.GOLD, bold=True, max_h=cell.h,
                        midright=(cell.right - sl.px(6), cell.centery))
        if named:
            theme.blit_text(surface, s.name, name_px, theme.INK, bold=True, max_h=cell.h, midleft=(x, cell.centery))


def covered(card: pygame.Rect, keep: list[pygame.Rect]) -> int:
    """How many pixels of the `keep` rectangles `card` covers."""
    return sum(card.clip(r).w * card.clip(r).h for r in keep)


def least_covering(cards: list[pygame.Rect], keep: list[pygame.Rect]) -> pygame.Rect:
    """The card that covers the least of `keep` (the first of equals: callers list their favourites first)."""
    return min(cards, key=lambda c: (covered(c, keep), cards.index(c)))
