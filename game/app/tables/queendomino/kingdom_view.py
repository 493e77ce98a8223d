"""A Queendomino kingdom: the Kingdomino view plus what stands on it (buildings on
town squares, the towers they brought, knights in the house colour, the Queen with
her host). Everything is rendered once per change and blitted, like the base view."""
from __future__ import annotations

import pygame

from game.app.tables.kingdomino.kingdom_view import KingdomView
from game.app.tables.queendomino import art as qart
from game.rules.components import buildings
from game.rules.geometry import bits


class QueenKingdomView(KingdomView):
    """Full views show the whole (2N-1)-square window the kingdom may grow into, as
    Kingdomino's do: the same squares, letters and numbers at the same size all game, so
    no square moves under the pointer as the kingdom grows."""

    def draw_house(self, surface: pygame.Surface, state, house: int, colour,
                   show_slots: bool = True) -> None:
        """The kingdom of `house` with its buildings and knights (read from the state)."""
        k = state.kingdoms[house]
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
