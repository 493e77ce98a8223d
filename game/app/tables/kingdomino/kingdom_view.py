"""Draws one kingdom into a rectangle and maps pixels back to castle-relative cells.

`full` views show the whole (2N-1)x(2N-1) window the castle may grow into, with the
cells still inside the N×N limit marked as slots: that is where the active player
places. Compact views show the N×N around what was built, for the other players.
The built part is rendered once per change of the kingdom and then blitted.
"""
from __future__ import annotations

import pygame

from game.app.ui import art, theme
from game.rules import scoring
from game.rules.geometry import bits
from game.rules.kingdom import Kingdom
from game.rules.kingdomino import rules as kingdomino
from game.rules.scoring import Territory


class KingdomView:
    def __init__(self, full: bool) -> None:
        self.full = full
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cell = 1
        self.count = 1
        self._cache: tuple | None = None
        self._terr_cache: tuple | None = None

    def fit(self, rect: pygame.Rect, n: int, max_cell: int | None = None) -> None:
        self.count = 2 * n - 1 if self.full else n
        cell = min(rect.w, rect.h) // self.count
        self.cell = max(4, min(cell, max_cell or cell))
        side = self.cell * self.count
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.center = rect.center

    # ---- geometry ------------------------------------------------------------
    def first(self, k: Kingdom) -> tuple[int, int]:
        """Window cell shown at the top-left corner."""
        if self.full:
            return 0, 0
        n, last = k.n, k.g.side - k.n
        ox = k.minx - (n - (k.maxx - k.minx + 1)) // 2
        oy = k.miny - (n - (k.maxy - k.miny + 1)) // 2
        return max(0, min(last, ox)), max(0, min(last, oy))

    def rel_rect(self, k: Kingdom, x: int, y: int) -> pygame.Rect:
        fx, fy = self.first(k)
        c = k.g.castle_x
        return pygame.Rect(self.rect.x + (x + c - fx) * self.cell,
                           self.rect.y + (y + c - fy) * self.cell, self.cell, self.cell)

    def cell_at(self, k: Kingdom, pos: tuple[int, int]) -> tuple[int, int] | None:
        """Castle-relative cell under a pixel, None off the grid."""
        if not self.rect.collidepoint(pos):
            return None
        fx, fy = self.first(k)
        c = k.g.castle_x
        return ((pos[0] - self.rect.x) // self.cell + fx - c,
                (pos[1] - self.rect.y) // self.cell + fy - c)

    # ---- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface, k: Kingdom, colour: tuple[int, int, int],
             show_slots: bool = True) -> None:
        key = (k.occ, k.cr1, k.cr2, k.cr3, tuple(k.terr), self.cell, self.count,
               self.first(k), colour, show_slots)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(k, colour, show_slots))
        surface.blit(self._cache[1], self.rect.topleft)

    def _render(self, k: Kingdom, colour, show_slots: bool) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        c = self.cell
        gap = max(1, c // 22)
        fx, fy = self.first(k)
        g = k.g
        free = k.allowed & ~k.occ
        for vy in range(self.count):
            for vx in range(self.count):
                idx = g.bit_index(fx + vx, fy + vy)
                r = pygame.Rect(vx * c + gap, vy * c + gap, c - 2 * gap, c - 2 * gap)
                if show_slots and free >> idx & 1:
                    pygame.draw.rect(surf, theme.SLOT, r, border_radius=max(2, c // 10))
                    pygame.draw.rect(surf, theme.SLOT_EDGE, r, 1, border_radius=max(2, c // 10))
                elif not k.occ >> idx & 1:
                    pygame.draw.rect(surf, (255, 255, 255, 10), r, border_radius=max(2, c // 10))
        for t, mask in enumerate(k.terr):
            for idx in bits(mask):
                wx, wy = g.xy(idx)
                surf.blit(art.square(t, k.crowns_at(1 << idx), c - 2 * gap),
                          ((wx - fx) * c + gap, (wy - fy) * c + gap))
        cx = g.castle_x
        surf.blit(art.castle(c - 2 * gap, colour), ((cx - fx) * c + gap, (cx - fy) * c + gap))
        return surf

    def outline_cells(self, surface: pygame.Surface, k: Kingdom, cells, colour,
                      width: int | None = None) -> None:
        for x, y in cells:
            r = self.rel_rect(k, x, y)
            pygame.draw.rect(surface, colour, r.inflate(-2, -2), width or max(2, self.cell // 14),
                             border_radius=max(2, self.cell // 10))

    # ---- territories ------------------------------------------------------------
    def territories(self, k: Kingdom) -> list[Territory]:
        key = (k.occ, tuple(k.terr), k.cr1, k.cr2, k.cr3)
        if self._terr_cache is None or self._terr_cache[0] != key:
            self._terr_cache = (key, scoring.territories(k))
        return self._terr_cache[1]

    def territory_at(self, k: Kingdom, pos: tuple[int, int]) -> Territory | None:
        cell = self.cell_at(k, pos)
        if cell is None:
            return None
        idx = k.g.from_rel(*cell)
        if idx is None:
            return None
        return next((t for t in self.territories(k) if t.cells >> idx & 1), None)

    def highlight(self, surface: pygame.Surface, k: Kingdom, terr: Territory) -> None:
        """Brighten a territory's squares and ring it in gold."""
        veil = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
        veil.fill((255, 255, 240, 70))
        for idx in bits(terr.cells):
            x, y = k.g.rel(idx)
            r = self.rel_rect(k, x, y)
            surface.blit(veil, r.topleft)
            pygame.draw.rect(surface, theme.GOLD, r, max(2, self.cell // 18))


def live_scores(session) -> list[int]:
    """Current score of every kingdom, bonuses of the chosen variants included."""
    b = kingdomino.bonuses_of(session.config)
    st = session.state
    return [scoring.total(k, b, d) for k, d in zip(st.kingdoms, st.discards)]
