"""The builders board: the building pile, the Dragon's cave, six slots (dearest on the
left next to the pile, cheapest on the right, as on the real board) and the Queen's
place beside it. Each slot shows its building, what it gives now, at each tax and at
the end (all read from the data file) and its cost for the player about to buy. The pile
lies grey side up, the face the slots show, so its top building (the next to refill the
board) is drawn face up on it, with the count; the order under it stays hidden."""
from __future__ import annotations

import pygame

from game.app.tables.queendomino import art as qart
from game.app.ui import theme
from game.app.ui.words import building_name, coins_text, crowns_text, knights_text, points_text, towers_text
from game.i18n import _, ngettext
from game.rules.components import builders_board, buildings
from game.rules.queendomino.board import slot_cost
from game.rules.queendomino.state import CAVE, EMPTY, NOBODY


def effect_lines(kind: int, terrain_name) -> tuple[str, str, str]:
    """(now, at each tax, at the end) of a building, in words, from the data file."""
    b = buildings()[kind]
    now = []
    if b.knights:
        now.append("+" + knights_text(b.knights))
    if b.towers:
        now.append("+" + towers_text(b.towers))
    if b.crowns:
        now.append("+" + crowns_text(b.crowns))
    during = {"knight": _("+1 coin/knight"), "tower": _("+1 coin/tower")}.get(b.tax_bonus or "", "–")
    if b.end_type == "fixed":
        end = points_text(b.end_points)
    elif b.end_type == "per_separate_territory":
        end = _("{n}/{terrain} territory").format(n=b.end_points, terrain=terrain_name(b.end_terrain).lower())
    elif b.end_type == "per_tower":
        end = ngettext("{n} per tower", "{n} per tower", b.end_points).format(n=b.end_points)
    elif b.end_type == "per_knight":
        end = ngettext("{n} per knight", "{n} per knight", b.end_points).format(n=b.end_points)
    else:
        end = "–"
    return ", ".join(now) or "–", during, end


class BuildersView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.slots: list[pygame.Rect] = []
        self.pile = self.cave = self.queen_spot = pygame.Rect(0, 0, 0, 0)

    def fit(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = rect
        self.scale = scale
        n = len(builders_board().costs)
        pad = int(12 * scale)
        gap = int(8 * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        unit = (inner.w - gap * (n + 3)) / (n + 2.1)        # pile and cave 0.7 each, Queen 0.7
        x = inner.x
        side = int(unit * 0.7)
        self.pile = pygame.Rect(x, inner.y, side, inner.h)
        self.cave = pygame.Rect(self.pile.right + gap, inner.y, side, inner.h)
        x = self.cave.right + gap
        slot_w = int(unit)
        self.slots = [pygame.Rect(0, 0, 0, 0)] * n
        for j in range(n):                                  # dearest first, from the left
            slot = n - 1 - j
            self.slots[slot] = pygame.Rect(x + j * (slot_w + gap), inner.y, slot_w, inner.h)
        right = self.slots[0].right + gap
        self.queen_spot = pygame.Rect(right, inner.y, inner.right - right, inner.h)

    def slot_at(self, pos) -> int | None:
        return next((i for i, r in enumerate(self.slots) if r.collidepoint(pos)), None)

    def tile_rect(self, slot: int) -> pygame.Rect:
        """Where the building of a slot is drawn (flights start and end here)."""
        return self._tile_in(self.slots[slot], 16)

    def pile_tile_rect(self) -> pygame.Rect:
        """Where the pile's top building is drawn face up (the backs under it peek out right)."""
        r = self._tile_in(self.pile, 24)
        return r.move(-int(4 * self.scale), 0)

    def _tile_in(self, r: pygame.Rect, margin: int) -> pygame.Rect:
        s = min(r.w - int(margin * self.scale), int(r.h * 0.36))
        return pygame.Rect(r.centerx - s // 2, r.y + int(8 * self.scale), s, s)

    # ---- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state, house: int | None, terrain_name, *,
             offer=frozenset(), burnable=frozenset(), selected: int | None = None,
             hover: int | None = None, hidden=frozenset(), queen_host: str = "") -> None:
        """`house`: whose costs to show (the acting house); `offer`: slots it can buy now;
        `burnable`: slots the Dragon may burn now (only while the player is choosing one)."""
        theme.panel(surface, self.rect)
        self._pile(surface, state)
        self._cave(surface, state, hidden)
        for slot, kind in enumerate(state.board):
            self._slot(surface, state, slot, kind, house, terrain_name, slot in offer,
                       slot in burnable, slot == selected, slot == hover, slot in hidden)
        self._queen(surface, state, queen_host)

    def _pile(self, surface, state) -> None:
        """The top building face up (public), the buildings under it as edges, the count."""
        px, r = self.scale, self.pile
        theme.panel(surface, r, fill=(12, 22, 26, 200), edge=theme.SLOT_EDGE, radius=10)
        tile = self.pile_tile_rect()
        radius = max(2, tile.w // 10)
        for j in range(min(2, len(state.pile) - 1), 0, -1):        # the stack under the top one
            under = tile.move(j * int(4 * px), j * int(4 * px))
            pygame.draw.rect(surface, (236, 224, 204), under, border_radius=radius)
            pygame.draw.rect(surface, (60, 52, 44), under, max(1, tile.w // 30), border_radius=radius)
        if state.pile:
            top = state.pile[-1]
            surface.blit(qart.building(top, tile.w), tile)
            name = building_name(buildings()[top].name).removeprefix("The ")
            size, room = int(13 * px), r.w - int(8 * px)
            lines = theme.wrap(name, size, room, bold=True)        # a narrow column: two lines
            lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 1 else lines
            for j, line in enumerate(lines):
                theme.blit_text(surface, theme.fit_text(line, size, room, True, int(16 * px)), size, theme.INK,
                                bold=True, max_h=int(16 * px), center=(r.centerx, tile.bottom + int((13 + 16 * j) * px)))
        else:
            pygame.draw.rect(surface, theme.SLOT, tile, 2, border_radius=radius)
        theme.blit_text(surface, str(len(state.pile)), int(24 * px), theme.INK, bold=True, max_h=int(28 * px),
                        center=(r.centerx, r.bottom - int(59 * px)))
        for text, dy in ((_("buildings"), 36), (_("in the pile"), 17)):
            theme.blit_text(surface, text, int(15 * px), theme.INK_DIM, max_w=r.w - int(6 * px),
                            max_h=int(19 * px), center=(r.centerx, r.bottom - int(dy * px)))

    def _cave(self, surface, state, hidden) -> None:
        px, r = self.scale, self.cave
        theme.panel(surface, r, fill=(26, 16, 14, 220), edge=(120, 70, 50), radius=10)
        mouth = pygame.Rect(0, 0, r.w - int(16 * px), int(r.h * 0.5))
        mouth.midtop = (r.centerx, r.y + int(10 * px))
        pygame.draw.ellipse(surface, (8, 6, 6), mouth)
        home = state.dragon == CAVE
        if home and "dragon" not in hidden:
            d = qart.dragon(min(mouth.w, mouth.h))
            surface.blit(d, d.get_rect(center=mouth.center))
        theme.blit_text(surface, _("Dragon"), int(17 * px), theme.INK, bold=True, max_w=r.w - int(6 * px),
                        max_h=int(23 * px), center=(r.centerx, r.bottom - int(46 * px)))
        cost = builders_board().dragon_cost
        note = _("bribe: {coins}").format(coins=coins_text(cost)) if home else _("flown this round")
        theme.blit_text(surface, note, int(14 * px), theme.INK_DIM, max_w=r.w - int(6 * px),
                        max_h=int(20 * px), center=(r.centerx, r.bottom - int(22 * px)))

    def _slot(self, surface, state, slot, kind, house, terrain_name, offered, burnable,
              selected, hover, hidden) -> None:
        px, r = self.scale, self.slots[slot]
        edge = (theme.GOLD if selected else theme.BAD if burnable and hover else
                theme.darken(theme.BAD, 0.3) if burnable else theme.GOOD if offered else theme.SLOT_EDGE)
        theme.panel(surface, r, fill=(12, 22, 26, 200), edge=edge, radius=10, width=3 if (offered or burnable) else 1)
        tile = self.tile_rect(slot)
        cost = builders_board().costs[slot]
        pay = slot_cost(state, slot, house) if house is not None and kind != EMPTY else cost
        if kind == EMPTY:
            if state.dragon == slot:
                if not hidden:                  # the Dragon is still flying in
                    surface.blit(qart.dragon(tile.w), tile)
                theme.blit_text(surface, _("burnt"), int(16 * px), theme.BAD, max_h=int(20 * px), center=(r.centerx, tile.bottom + int(16 * px)))
            else:
                pygame.draw.rect(surface, theme.SLOT, tile, 2, border_radius=max(2, tile.w // 10))
                theme.blit_text(surface, _("empty"), int(15 * px), theme.INK_DIM, max_h=int(20 * px), center=(r.centerx, tile.bottom + int(16 * px)))
        else:
            if not hidden:
                surface.blit(qart.building(kind, tile.w), tile)
            if burnable:
                pygame.draw.line(surface, theme.BAD, tile.topleft, tile.bottomright, max(2, tile.w // 16))
            name = building_name(buildings()[kind].name).removeprefix("The ")
            theme.blit_text(surface, theme.fit_text(name, int(15 * px), r.w - int(8 * px), True, int(20 * px)), int(15 * px), theme.INK,
                            bold=True, max_h=int(20 * px), center=(r.centerx, tile.bottom + int(14 * px)))
            now, during, end = effect_lines(kind, terrain_name)
            y = tile.bottom + int(34 * px)
            for label, value in ((_("now: {effect}"), now), (_("tax: {effect}"), during), (_("end: {effect}"), end)):
                text, size = label.format(effect=value), int(13 * px)
                while size > int(11 * px) and theme.font(size).size(text)[0] > r.w - int(8 * px):
                    size -= 1                 # a long effect: a point smaller before an ellipsis
                theme.blit_text(surface, theme.fit_text(text, size, r.w - int(8 * px), max_h=int(17 * px)), size,
                                theme.INK_DIM if value == "–" else theme.INK, max_h=int(17 * px), midtop=(r.centerx, y))
                y += int(17 * px)
        c = qart.coin(int(24 * px))
        cy = r.bottom - int(18 * px)
        grow = min(theme.UI_SCALE, 1.25)           # the price's line has room for a little growth only
        tr = theme.text(str(pay), int(20 * px * grow), theme.GOLD if pay < cost else theme.INK, True, scaled=False)
        note = theme.text(_("Queen: was {cost}").format(cost=cost), int(13 * px * grow), theme.INK_DIM,
                          scaled=False) if pay < cost else None
        w = c.get_width() + int(6 * px) + tr.get_width() + (note.get_width() + int(8 * px) if note else 0)
        x0 = r.centerx - w // 2
        surface.blit(c, c.get_rect(midleft=(x0, cy)))
        x0 += c.get_width() + int(6 * px)
        surface.blit(tr, tr.get_rect(midleft=(x0, cy)))
        if note:
            surface.blit(note, note.get_rect(midleft=(x0 + tr.get_width() + int(8 * px), cy + 1)))

    def _queen(self, surface, state, host: str) -> None:
        px, r = self.scale, self.queen_spot
        theme.panel(surface, r, fill=(22, 16, 30, 200), edge=(150, 100, 190), radius=10)
        h = int(r.h * 0.5)
        if state.queen == NOBODY:
            q = qart.queen(h)
            surface.blit(q, q.get_rect(midtop=(r.centerx, r.y + int(10 * px))))
            lines = (_("Queen"), _("by the board"))
        else:
            lines = (_("Queen with"), host)
        theme.blit_text(surface, lines[0], int(16 * px), theme.INK, bold=True, max_w=r.w - int(6 * px),
                        max_h=int(22 * px), center=(r.centerx, r.bottom - int(44 * px)))
        theme.blit_text(surface, theme.fit_text(lines[1], int(14 * px), r.w - int(6 * px), max_h=int(20 * px)), int(14 * px), theme.INK_DIM,
                        max_h=int(20 * px), center=(r.centerx, r.bottom - int(22 * px)))
