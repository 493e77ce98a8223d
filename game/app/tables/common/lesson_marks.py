"""What a lesson rings on the table: the piece, square or button of the move it waits for,
and the parts a step names (`Step.show`), as rectangles of the table scene's own views.
Each family's table says its own, with the values a step's text is filled with (a domino's
number, terrain names, a territory's squares and crowns), in
game/app/tables/<family>/lesson_marks.py; here is what they share. Reads the table;
changes nothing."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules import scoring


@dataclass
class Mark:
    rect: pygame.Rect
    ghost: pygame.Surface | None = None     # what to lay there, drawn faintly


def union(rects: list[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def territory_at(kingdom, x: int, y: int) -> scoring.Territory | None:
    """The territory holding castle-relative square (x, y), scored by the rules' own code."""
    idx = kingdom.g.from_rel(x, y)
    return next((t for t in scoring.territories(kingdom) if idx is not None and t.cells >> idx & 1), None)
