"""The builders board: the building pile, the Dragon's cave, six slots (dearest on the
left next to the pile, cheapest on the right, as on the real board) and the Queen's
place beside it. Each slot shows its building, what it gives now, at each tax and at
the end (all read from the data file, in a few words and icons: the tooltip words it in
full) and its cost for the player about to buy. The pile lies grey side up, the face the
slots show, so its top building (the next to refill the board) is drawn face up on it,
with the count; the order under it stays hidden. Every word is whole: long names wrap."""
from __future__ import annotations

import pygame

from game.app.tables.queendomino import art as qart
from game.app.ui import art, theme
from game.app.ui.words import building_name, crowns_text, knights_text, points_text, towers_text
from game.i18n import _, ngettext, pgettext
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
        return self._tile_in(self.slots[slot], 16, 0.26)       # room under it for a name of two lines

    def pile_tile_rect(self) -> pygame.Rect:
        """Where the pile's top building is drawn face up (the backs under it peek out right)."""
        r = self._tile_in(self.pile, 24, 0.36)
        return r.move(-int(4 * self.scale), 0)

    def _tile_in(self, r: pygame.Rect, margin: int, share: float) -> pygame.Rect:
        s = min(r.w - int(margin * self.scale), int(r.h * share))
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

    def px(self, v: float) -> int:
        """A design length (1920×1080) at the board's scale."""
        return max(1, round(v * self.scale))

    def _lines(self, surface, lines: list[str], size: int, colour, bold: bool, center_x: int, top: int,
               room: int) -> int:
        """Centred lines from `top`; returns the y under the last."""
        step = theme.font(size, bold).get_linesize()
        for line in lines:
            theme.blit_text(surface, line, size, colour, bold=bold, max_w=room, midtop=(center_x, top))
            top += step
        return top

    def _height(self, lines: list[str], size: int, bold: bool = False) -> int:
        return len(lines) * theme.font(size, bold).get_linesize()

    @staticmethod
    def _shrunk(rect: pygame.Rect, side: int) -> pygame.Rect:
        """A picture's square, at most `side` (the words under it take what they need)."""
        side = max(8, min(rect.w, side))
        return pygame.Rect(rect.centerx - side // 2, rect.y, side, side)

    def _pile(self, surface, state) -> None:
        """The top building face up (public; its name and effects on hover), the buildings
        under it as edges, the count."""
        px, r = self.px, self.pile
        theme.panel(surface, r, fill=(12, 22, 26, 200), edge=theme.SLOT_EDGE, radius=10)
        room = r.w - px(8)
        words = theme.wrap(_("in the pile"), px(18), room)
        words_h = self._height(words, px(18))
        count_h = theme.font(px(26), True).get_linesize()
        tile = self._shrunk(self.pile_tile_rect(), r.bottom - px(14) - words_h - count_h - self.pile_tile_rect().y)
        radius = max(2, tile.w // 10)
        for j in range(min(2, len(state.pile) - 1), 0, -1):        # the stack under the top one
            under = tile.move(j * px(4), j * px(4))
            pygame.draw.rect(surface, (236, 224, 204), under, border_radius=radius)
            pygame.draw.rect(surface, (60, 52, 44), under, max(1, tile.w // 30), border_radius=radius)
        if state.pile:
            surface.blit(qart.building(state.pile[-1], tile.w), tile)
        else:
            pygame.draw.rect(surface, theme.SLOT, tile, 2, border_radius=radius)
        y = r.bottom - px(6) - words_h
        theme.blit_text(surface, str(len(state.pile)), px(26), theme.INK, bold=True, max_w=room,
                        midbottom=(r.centerx, y))
        self._lines(surface, words, px(18), theme.INK_DIM, False, r.centerx, y, room)

    def _cave(self, surface, state, hidden) -> None:
        px, r = self.px, self.cave
        theme.panel(surface, r, fill=(26, 16, 14, 220), edge=(120, 70, 50), radius=10)
        home = state.dragon == CAVE
        room = r.w - px(8)
        name = theme.wrap(_("Dragon"), px(18), room, bold=True)
        note = [] if home else theme.wrap(_("flown this round"), px(18), room)
        price_h = theme.font(px(20), True).get_linesize() if home else 0
        words_h = self._height(name, px(18), True) + self._height(note, px(18)) + price_h
        mouth = pygame.Rect(0, 0, r.w - px(16), min(int(r.h * 0.44), r.h - px(26) - words_h))
        mouth.midtop = (r.centerx, r.y + px(10))
        pygame.draw.ellipse(surface, (8, 6, 6), mouth)
        if home and "dragon" not in hidden:
            d = qart.dragon(max(8, min(mouth.w, mouth.h)))
            surface.blit(d, d.get_rect(center=mouth.center))
        y = self._lines(surface, name, px(18), theme.INK, True, r.centerx, mouth.bottom + px(6), room)
        if home:                        # its price, as the slots show theirs
            c = qart.coin(px(24))
            theme.blit_pieces(surface, [c, str(builders_board().dragon_cost)], px(20), theme.INK, bold=True,
                              gap=px(6), midbottom=(r.centerx, r.bottom - px(6)))
        else:
            self._lines(surface, note, px(18), theme.INK_DIM, False, r.centerx, y, room)

    def _slot(self, surface, state, slot, kind, house, terrain_name, offered, burnable,
              selected, hover, hidden) -> None:
        """A building: its picture, its name (two lines at most), its effects and its price.
        When a larger UI scale leaves too little room, the picture gets smaller and then
        the effects give way to the tooltip (_builders_tip words them in full)."""
        px, r = self.px, self.slots[slot]
        edge = (theme.GOLD if selected else theme.BAD if burnable and hover else
                theme.darken(theme.BAD, 0.3) if burnable else theme.GOOD if offered else theme.SLOT_EDGE)
        theme.panel(surface, r, fill=(12, 22, 26, 200), edge=edge, radius=10, width=3 if (offered or burnable) else 1)
        room = r.w - px(8)
        cost = builders_board().costs[slot]
        pay = slot_cost(state, slot, house) if house is not None and kind != EMPTY else cost
        price_h = theme.font(px(20), True).get_linesize() + px(8)
        if kind == EMPTY:
            burnt = state.dragon == slot
            word = _("burnt") if burnt else _("empty")
            tile = self._shrunk(self.tile_rect(slot), r.bottom - price_h - px(10) - self._height([word], px(18))
                                - self.tile_rect(slot).y)
            if burnt and not hidden:        # else the Dragon is still flying in
                surface.blit(qart.dragon(tile.w), tile)
            else:
                pygame.draw.rect(surface, theme.SLOT, tile, 2, border_radius=max(2, tile.w // 10))
            theme.blit_text(surface, word, px(18), theme.BAD if burnt else theme.INK_DIM,
                            max_w=room, midtop=(r.centerx, tile.bottom + px(6)))
        else:
            name = building_name(buildings()[kind].name).removeprefix("The ")
            lines = theme.wrap(name, px(18), room, bold=True, hyphens=True)     # as many lines as it takes: the picture gives way
            rows = effect_rows(kind, px(24))
            step = max(px(24), theme.font(px(18)).get_linesize())
            top = self.tile_rect(slot).y
            left = r.bottom - price_h - px(6) - self._height(lines, px(18), True) - top
            if left - len(rows) * step < self.tile_rect(slot).w // 2:
                rows = []                   # no room at this UI scale: the tooltip says them
            tile = self._shrunk(self.tile_rect(slot), left - len(rows) * step)
            if not hidden:
                surface.blit(qart.building(kind, tile.w), tile)
            if burnable:
                pygame.draw.line(surface, theme.BAD, tile.topleft, tile.bottomright, max(2, tile.w // 16))
            self._lines(surface, lines, px(18), theme.INK, True, r.centerx, tile.bottom + px(4), room)
            y = r.bottom - price_h - len(rows) * step
            for label, effect in rows:
                self._effect(surface, label, effect, r.centerx, y + step // 2, room)
                y += step
        c = qart.coin(px(24))
        pieces: list = [c, str(pay)]
        if pay < cost:                  # the Queen's discount: the board's price struck out beside it
            pieces.append(_struck(str(cost), px(18)))
        theme.blit_pieces(surface, pieces, px(20), theme.GOLD if pay < cost else theme.INK, bold=True,
                          gap=px(6), midbottom=(r.centerx, r.bottom - px(6)))

    def _effect(self, surface, label: str, pieces: list, cx: int, cy: int, room: int) -> None:
        """One line of a card: the dim label (now, tax, end) and the effect in words and
        icons; without the label when the line is too wide (the tooltip says it all)."""
        size = self.px(18)
        gap = self.px(4)
        body = [theme.text(p, size) if isinstance(p, str) else p for p in pieces]
        w = sum(i.get_width() for i in body) + gap * (len(body) - 1)
        head = theme.text(label, size, theme.INK_DIM)
        parts = [head, *body] if w + head.get_width() + gap * 2 <= room else body
        theme.blit_pieces(surface, parts, size, gap=gap, center=(cx, cy))

    def _queen(self, surface, state, host: str) -> None:
        px, r = self.px, self.queen_spot
        theme.panel(surface, r, fill=(22, 16, 30, 200), edge=(150, 100, 190), radius=10)
        room = r.w - px(8)
        if state.queen == NOBODY:
            head, rest, share = theme.wrap(_("Queen"), px(18), room, True), theme.wrap(_("by the board"), px(18), room), 0.45
        else:
            head, rest, share = theme.wrap(_("Queen's host"), px(18), room, True), theme.wrap(host, px(18), room), 0.3
        words_h = self._height(head, px(18), True) + self._height(rest, px(18))
        q = qart.queen(max(8, min(int(r.h * share), r.h - px(24) - words_h)))
        surface.blit(q, q.get_rect(midtop=(r.centerx, r.y + px(8))))
        y = self._lines(surface, head, px(18), theme.INK, True, r.centerx, r.y + px(14) + q.get_height(), room)
        self._lines(surface, rest, px(18), theme.INK if state.queen != NOBODY else theme.INK_DIM, False,
                    r.centerx, y, room)


def _struck(s: str, size: int) -> pygame.Surface:
    """A number struck through (a price no longer asked)."""
    img = theme.text(s, size, theme.INK_DIM).copy()
    y = img.get_height() // 2 + 1
    pygame.draw.line(img, theme.INK_DIM, (0, y), (img.get_width(), y), max(1, size // 10))
    return img


def effect_rows(kind: int, icon: int) -> list[tuple[str, list]]:
    """A card's effects that are not empty, in words and icons: (label, pieces) for now,
    at each tax and at the end of the game ("+1 [knight]", "+1 [coin] / [tower]",
    "2 / [wheat]"); the tooltip words them in full (effect_lines)."""
    b = buildings()[kind]
    grey = (150, 150, 160)
    icons = {"knight": lambda: qart.knight(icon, grey), "tower": lambda: qart.tower(icon)}
    rows: list[tuple[str, list]] = []
    now: list = []
    for n, picture in ((b.knights, icons["knight"]), (b.towers, icons["tower"]), (b.crowns, lambda: art.crown(icon))):
        if n:
            now += [f"+{n}", picture()]
    if now:
        rows.append((pgettext("building effect", "now"), now))
    if b.tax_bonus in icons:
        rows.append((pgettext("building effect", "tax"), ["+1", qart.coin(icon), "/", icons[b.tax_bonus]()]))
    if b.end_type == "fixed":
        rows.append((pgettext("building effect", "end"), [points_text(b.end_points)]))
    elif b.end_type == "per_separate_territory":
        rows.append((pgettext("building effect", "end"), [f"{b.end_points} /", art.terrain_square(b.end_terrain, icon)]))
    elif b.end_type in ("per_tower", "per_knight"):
        rows.append((pgettext("building effect", "end"), [f"{b.end_points} /", icons[b.end_type[4:]]()]))
    return rows
