"""Where panels over a table go (the hint's and "Why?"'s explanations, a lesson's card): in
room the table's layout leaves to things that are read, never acted on, so that no panel
covers a kingdom (a map), the draft, the builders' board or the dice a player needs.
The layout's regions say what is what, so every table and window size follows from it."""
from __future__ import annotations

import pygame

from game.app.ui.layout import ScaledLayout

KEPT = ("active_kingdom", "draft", "builders", "dice")     # besides every kingdom_N and map_N
FREE = ("pile", "scores")       # the pile's count and the scores: the left column under the draft


def kept_rects(sl: ScaledLayout) -> list[pygame.Rect]:
    """The regions no panel may cover: every kingdom and map, the draft, builders and dice."""
    return [r for name, r in sl.rects.items() if name in KEPT or name.startswith(("kingdom_", "map_"))]


def dock_area(sl: ScaledLayout, free: tuple[str, ...] = FREE) -> pygame.Rect:
    """The room for an explanation panel: the `free` regions the layout has, taken together."""
    rects = [sl[name] for name in free if name in sl.rects]
    if not rects:
        raise KeyError(f"the layout has none of {', '.join(free)}")
    return rects[0].unionall(rects[1:])


def covered(card: pygame.Rect, keep: list[pygame.Rect]) -> int:
    """How many pixels of the `keep` rectangles `card` covers."""
    return sum(card.clip(r).w * card.clip(r).h for r in keep)


def least_covering(cards: list[pygame.Rect], keep: list[pygame.Rect]) -> pygame.Rect:
    """The card that covers the least of `keep` (the first of equals: callers list their favourites first)."""
    return min(cards, key=lambda c: (covered(c, keep), cards.index(c)))
