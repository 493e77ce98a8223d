"""One Kingdomino Duel map sheet (5 × 7 with the castle) drawn into a rectangle, and
pixels mapped back to its cells. The sheet is rendered once per change and blitted."""
from __future__ import annotations

import pygame

from game.app.tables.duel import art as art_duel
from game.app.ui import art, theme
from game.rules.components import WILD
from game.rules.duel.board import DuelMap, grid
from game.rules.duel.scoring import DuelTerritory, territories
from game.rules.geometry import bits

STEP = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}   # rotation -> (rows, columns) to the second die


class DuelMapView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cell = 1
        self._cache: tuple | None = None
        self._terr: tuple | None = None

    def fit(self, rect: pygame.Rect) -> None:
        g = grid()
        self.cell = max(6, min(rect.w // g.columns, rect.h // g.rows))
        self.rect = pygame.Rect(0, 0, self.cell * g.columns, self.cell * g.rows)
        self.rect.center = rect.center

    # ---- geometry ------------------------------------------------------------
    def cell_rect(self, cell: int) -> pygame.Rect:
        cols = grid().columns
        return pygame.Rect(self.rect.x + cell % cols * self.cell, self.rect.y + cell // cols * self.cell,
                           self.cell, self.cell)

    def cell_at(self, pos) -> int | None:
        """The cell under a pixel, None off the sheet."""
        if not self.rect.collidepoint(pos):
            return None
        c = self.cell
        return grid().cell((pos[1] - self.rect.y) // c, (pos[0] - self.rect.x) // c)

    # ---- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface, m: DuelMap, colour, bonus_used: bool) -> None:
        key = (tuple(m.arms), tuple(m.crosses), self.cell, colour, bonus_used)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(m, colour, bonus_used))
        surface.blit(self._cache[1], self.rect.topleft)

    def _render(self, m: DuelMap, colour, bonus_used: bool) -> pygame.Surface:
        g = grid()
        c = self.cell
        pad = max(4, c // 8)
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        surf.blit(art_duel.parchment(self.rect.w, self.rect.h), (0, 0))
        gap = max(1, c // 24)
        for cell in range(g.rows * g.columns):
            r = pygame.Rect(cell % g.columns * c + gap, cell // g.columns * c + gap, c - 2 * gap, c - 2 * gap)
            arms = m.arms_at(cell)
            if cell == g.castle:
                surf.blit(art.castle(r.w, colour), r)
                if not bonus_used:      # the castle bonus is still there: a gold cross badge
                    b = max(8, r.w // 3)
                    badge = pygame.Rect(r.right - b - gap, r.bottom - b - gap, b, b)
                    pygame.draw.circle(surf, (40, 30, 20), badge.center, b // 2)
                    pygame.draw.circle(surf, art_duel.BONUS_CROSS, badge.center, b // 2, max(1, b // 10))
                    surf.blit(art_duel.cross(b * 2 // 3, art_duel.BONUS_CROSS), badge.inflate(-b // 3, -b // 3))
            elif arms == WILD:
                pygame.draw.rect(surf, art_duel.PAPER_DARK, r, max(1, c // 40), border_radius=max(2, c // 14))
            else:
                surf.blit(art_duel.map_square(arms, m.crosses[cell], r.w), r)
        pygame.draw.rect(surf, art_duel.PENCIL, (0, 0, *self.rect.size), max(1, pad // 3),
                         border_radius=max(4, c // 12))
        return surf

    def outline(self, surface: pygame.Surface, cells, colour, width: int | None = None) -> None:
        for cell in cells:
            pygame.draw.rect(surface, colour, self.cell_rect(cell).inflate(-2, -2),
                             width or max(2, self.cell // 16), border_radius=max(2, self.cell // 10))

    # ---- territories ------------------------------------------------------------
    def territory_at(self, m: DuelMap, pos) -> DuelTerritory | None:
        cell = self.cell_at(pos)
        if cell is None:
            return None
        key = (tuple(m.arms), tuple(m.crosses))
        if self._terr is None or self._terr[0] != key:
            self._terr = (key, territories(m))
        return next((t for t in self._terr[1] if t.cells >> cell & 1), None)

    def highlight(self, surface: pygame.Surface, terr: DuelTerritory) -> None:
        veil = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
        veil.fill((255, 240, 160, 70))
        for cell in bits(terr.cells):
            r = self.cell_rect(cell)
            surface.blit(veil, r.topleft)
            pygame.draw.rect(surface, theme.GOLD, r, max(2, self.cell // 18))
