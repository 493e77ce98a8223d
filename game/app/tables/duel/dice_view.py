"""The four dice of Kingdomino Duel: the tray they are rolled into and each player's
two chosen dice, plus a context strip below for choices (the "?" coat of arms, a new
face, passing, the lightning spells). Geometry in one place; drawing reads only."""
from __future__ import annotations

import math

import pygame

from game.app.tables.duel import art as art_duel
from game.app.ui import art, theme
from game.i18n import _
from game.rules.duel import rules
from game.rules.duel.state import DROPPED, NOBODY, PENDING

DIE = 84          # design pixels
GAP = 18


class DiceView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.die = DIE

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def fit(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = rect
        self.scale = scale
        self.die = self.px(DIE)

    # ---- geometry ------------------------------------------------------------
    def tray_rect(self, d: int) -> pygame.Rect:
        n = 4
        total = n * self.die + (n - 1) * self.px(GAP)
        x0 = self.rect.x + (self.rect.w - total) // 2
        return pygame.Rect(x0 + d * (self.die + self.px(GAP)), self.rect.y + self.px(84), self.die, self.die)

    def box_rect(self, p: int) -> pygame.Rect:
        w = (self.rect.w - self.px(24)) // 2
        return pygame.Rect(self.rect.x + self.px(8) + p * (w + self.px(8)), self.rect.y + self.px(186),
                           w, self.px(212))

    def own_rect(self, p: int, j: int) -> pygame.Rect:
        """Where the j-th die (lowest number first) of player p sits."""
        box = self.box_rect(p)
        gap = self.px(10)
        x0 = box.x + (box.w - 2 * self.die - gap) // 2
        return pygame.Rect(x0 + j * (self.die + gap), box.y + self.px(46), self.die, self.die)

    def under_rect(self, p: int, j: int, row: int) -> pygame.Rect:
        """A small button under a player's die (row 0: castle bonus, row 1: turn face)."""
        r = self.own_rect(p, j)
        return pygame.Rect(r.x, r.bottom + self.px(8) + row * self.px(36), r.w, self.px(32))

    def die_rect(self, state, d: int, arriving: tuple[int, ...] = ()) -> pygame.Rect:
        """Where die d sits; `arriving`: dice flying to the picking player, already counted
        in their order (lowest number first) so nothing jumps when they land."""
        p = state.owner[d]
        if p == NOBODY:
            return self.tray_rect(d)
        extra = list(arriving) if p == state.current_player() else []
        return self.own_rect(p, sorted(state.dice_of(p) + extra).index(d))

    def context_rect(self) -> pygame.Rect:
        top = self.rect.y + self.px(408)
        return pygame.Rect(self.rect.x + self.px(8), top, self.rect.w - self.px(16), self.rect.bottom - top - self.px(8))

    def chooser_rects(self, row: int, n: int, lead: int = 0) -> list[pygame.Rect]:
        """n square buttons in row `row` of the context strip, after `lead` pixels."""
        c = self.context_rect()
        size = max(1, min(self.px(50), (c.w - lead - self.px(16)) // max(1, n) - self.px(6)))   # a pixel in the tiniest strip
        y = c.y + self.px(34) + row * (size + self.px(10))
        x0 = c.x + lead + self.px(8)
        return [pygame.Rect(x0 + i * (size + self.px(6)), y, size, size) for i in range(n)]

    def pass_button(self) -> pygame.Rect:
        """The wide button at the foot of the context strip (drawing nothing)."""
        c = self.context_rect()
        return pygame.Rect(c.x + self.px(30), c.bottom - self.px(56), c.w - self.px(60), self.px(46))

    # ---- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state, seats, *, shown_faces=None, wobble: float = 0.0,
             hidden=frozenset(), last_picked: int | None = None) -> None:
        """`shown_faces`: faces to show instead of the state's (the roll animation);
        `hidden`: dice in flight (a picked die is not drawn in the tray meanwhile)."""
        theme.panel(surface, self.rect)
        a = seats[state.first]
        theme.blit_text(surface, _("Round {n}").format(n=state.round), self.px(26), theme.INK, bold=True, max_h=self.px(34),
                        center=(self.rect.centerx, self.rect.y + self.px(26)))
        theme.blit_text(surface, _("{name} is player A (rolls, picks first)").format(name=a.name), self.px(18),
                        theme.INK_DIM,
                        max_w=self.rect.w - self.px(16), max_h=self.px(24), center=(self.rect.centerx, self.rect.y + self.px(56)))
        for d in range(len(state.owner)):
            slot = self.tray_rect(d)
            pygame.draw.rect(surface, theme.SLOT_EDGE, slot, 2, border_radius=self.die // 6)
        for p in (0, 1):
            self._box(surface, state, p, seats[p])
        for d in range(len(state.owner)):
            if d in hidden:
                continue
            r = self.die_rect(state, d, tuple(x for x in hidden if state.owner[x] == NOBODY))
            if shown_faces is not None:
                f = shown_faces[d]
                img = art_duel.die_face(f.arms, f.crosses, self.die)
                angle = math.sin(wobble * 9 + d * 1.7) * 14 * min(1.0, wobble * 3)
                img = pygame.transform.rotate(img, angle)
                jump = int(abs(math.sin(wobble * 7 + d)) * self.px(10) * min(1.0, wobble * 3))
                surface.blit(img, img.get_rect(center=(r.centerx, r.centery - jump)))
                continue
            f = rules.face(state, d)
            img = art_duel.die_face(f.arms, f.crosses, self.die, int(state.bonus[d]))
            if state.done[d] >= 0:      # drawn onto its map already
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, r)
            if state.done[d] == DROPPED:
                surface.blit(art_duel.struck(r.w, r.h), r)
            if d == last_picked and state.done[d] == PENDING:
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(6, 6), 2, border_radius=self.die // 5)

    def _box(self, surface, state, p: int, seat) -> None:
        box = self.box_rect(p)
        placing = state.phase == "place" and state.placer == p
        theme.panel(surface, box, fill=(*theme.darken(seat.colour, 0.7), 200),
                    edge=seat.colour, width=3 if placing else 1, radius=10)
        kh = self.px(30)
        surface.blit(art.king(kh, seat.colour), (box.x + self.px(8), box.y + self.px(7)))
        theme.blit_text(surface, seat.name, self.px(18), theme.INK, bold=True, max_w=box.right - box.x - self.px(40),
                        midleft=(box.x + self.px(34), box.y + self.px(22)))
        for j in range(2):
            r = self.own_rect(p, j)
            pygame.draw.rect(surface, theme.SLOT_EDGE, r, 1, border_radius=self.die // 6)
