"""A Queendomino kingdom: the Kingdomino view plus what stands on it (buildings on
town squares, the towers they brought, knights in the house colour, the Queen with
her host). Everything is rendered once per change and blitted, like the base view."""
from __future__ import annotations

from typing import Callable

import pygame

from game.app.tables.kingdomino.kingdom_view import KingdomView
from game.app.tables.queendomino import art as qart
from game.rules.components import buildings
from game.rules.geometry import bits


class QueenKingdomView(KingdomView):
    """Full views show only the cells the kingdom can still grow into (the whole
    (2N-1)-square window at first, N×N at the end), so a 7×7 kingdom grows larger on
    screen as it fills instead of staying small in a mostly unusable window.

    `turn` (the table's) names the turn being played: the framing holds still while it
    stays the same, so the square under the pointer never moves between two actions of
    one turn; the window only shrinks as the kingdom grows, so nothing leaves it meanwhile.
    Without `turn` it follows every change at once."""

    def __init__(self, full: bool, turn: Callable[[], object] | None = None) -> None:
        super().__init__(full)
        self.area = pygame.Rect(0, 0, 0, 0)
        self.max_cell: int | None = None
        self.turn = turn or (lambda: None)
        self._window: tuple[int, int, int] | None = None
        self._framed: object = None             # the turn the window was framed for

    def fit(self, rect: pygame.Rect, n: int, max_cell: int | None = None) -> None:
        super().fit(rect, n, max_cell)
        self.area, self.max_cell = rect, max_cell
        if self._window is not None:             # the same squares, at the new size
            self._frame(*self._window, n)

    def first(self, k) -> tuple[int, int]:
        if not self.full:
            return super().first(k)
        turn, window = self.turn(), self._window
        if window is None or turn is None or self._framed != turn:
            window = self._growth(k)
            if window != self._window or self._framed != turn:
                self._frame(*window, k.n)
        return window[0], window[1]

    def hold_like(self, other: "QueenKingdomView") -> None:
        """Frame as `other` does, for as long as its turn lasts (a table set again by Undo)."""
        self._window, self._framed = other._window, other._framed

    @staticmethod
    def _growth(k) -> tuple[int, int, int]:
        """The smallest square window holding every cell the kingdom may still fill."""
        n, side = k.n, k.g.side
        xs = max(0, k.maxx - n + 1), min(side - 1, k.minx + n - 1)
        ys = max(0, k.maxy - n + 1), min(side - 1, k.miny + n - 1)
        count = max(xs[1] - xs[0], ys[1] - ys[0]) + 1
        x0 = max(0, min(xs[0] - (count - (xs[1] - xs[0] + 1)) // 2, side - count))
        y0 = max(0, min(ys[0] - (count - (ys[1] - ys[0] + 1)) // 2, side - count))
        return x0, y0, count

    def _frame(self, x0: int, y0: int, count: int, n: int) -> None:
        self._window, self._framed = (x0, y0, count), self.turn()
        self.count = count
        cell = min(self.area.w, self.area.h) // max(count, n + 1)    # never quite full-bleed
        self.cell = max(4, min(cell, self.max_cell or cell))
        self.rect = pygame.Rect(0, 0, self.cell * count, self.cell * count)
        self.rect.center = self.area.center

    def cell_at(self, k, pos):
        self.first(k)                                # the window before hit-testing
        return super().cell_at(k, pos)

    def draw_house(self, surface: pygame.Surface, state, house: int, colour,
                   show_slots: bool = True) -> None:
        """The kingdom of `house` with its buildings and knights (read from the state)."""
        k = state.kingdoms[house]
        self.first(k)
        key = (k.occ, k.cr1, k.cr2, k.cr3, tuple(k.terr), self.cell, self.count, self.first(k),
               colour, show_slots, tuple(sorted(state.built[house].items())), state.knights[house],
               state.queen == house)
        if self._cache is None or self._cache[0] != key:
            surf = self._render(k, colour, show_slots)
            self._pieces(surf, state, house, colour)
            self._cache = (key, surf)
        surface.blit(self._cache[1], self.rect.topleft)

    def _pieces(self, surf: pygame.Surface, state, house: int, colour) -> None:
        k = state.kingdoms[house]
        c = self.cell
        fx, fy = self.first(k)
        bs = buildings()

        def at(idx: int) -> pygame.Rect:
            wx, wy = k.g.xy(idx)
            return pygame.Rect((wx - fx) * c, (wy - fy) * c, c, c)

        for idx, kind in state.built[house].items():
            r = at(idx)
            img = qart.building(kind, int(c * 0.78))
            surf.blit(img, img.get_rect(center=r.center))
            for j in range(bs[kind].towers):      # the towers the building brought
                t = qart.tower(max(6, c // 3))
                surf.blit(t, (r.x + c // 16 + j * t.get_width(), r.bottom - t.get_height() - c // 16))
        for idx in bits(state.knights[house]):
            r = at(idx)
            kn = qart.knight(max(8, int(c * 0.46)), colour)
            surf.blit(kn, kn.get_rect(bottomright=(r.right - c // 14, r.bottom - c // 14)))
