"""Rules help: a page per game (Kingdomino with Královská zahrada, Queendomino with the Royal
Wedding, Kingdomino Duel) and one for the controls, chosen by tabs. The pages are data in
each family's table folder (game/app/rules_pages/pages.py), illustrated with the games' own tiles, dice and buildings. The wheel,
the arrow keys, PgUp/PgDn and Home/End scroll; Left/Right or a tab change the page; Esc
goes back. Opened from a table, the table's game comes first."""
from __future__ import annotations

import pygame

from game import i18n
from game.app.rules_pages.figures import Figure, Heading, Keys, Text
from game.app.rules_pages.pages import label, pages, tab_for
from game.app.ui import theme
from game.app.ui.overlay import card, dim, draw_card, grown, scale_of
from game.app.ui.scene import Scene
from game.app.ui.widgets import OptionRow
from game.i18n import Message, _

SCROLL_KEYS = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 10, pygame.K_PAGEUP: -10,
               pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}


class RulesScene(Scene):
    overlay = True

    def __init__(self, app, game: str = "") -> None:
        super().__init__(app)
        self.page = tab_for(game)
        self.tabs = OptionRow([(tab, label(tab)) for tab in pages()], self.page, self.show)
        self.scroll = 0                 # pixels
        self.scale = 1.0
        self.rect = self.view = pygame.Rect(0, 0, 0, 0)
        self._pictures: dict[tuple, pygame.Surface] = {}

    def focus_items(self) -> list:
        return [self.tabs]

    def show(self, page: object) -> None:
        """Open the page `page` (an id of pages(); the tab row passes its value)."""
        self.page, self.tabs.value, self.scroll = str(page), page, 0
        for tab, b in zip(self.tabs.values, self.tabs.buttons):
            b.selected = tab == page

    # ---- geometry -----------------------------------------------------------------------
    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.rect = r = card(size, 1400, 1010)
        h = int(52 * s * grown(1.3))          # taller tabs at a larger UI scale; the page starts under them
        self.tabs.layout(pygame.Rect(r.x + int(40 * s), r.y + int(96 * s), r.w - int(80 * s), h), int(10 * s))
        top = r.y + int(116 * s) + h
        self.view = pygame.Rect(r.x + int(50 * s), top, r.w - int(110 * s), r.bottom - int(24 * s) - top)
        self.scroll = min(self.scroll, self.max_scroll())

    def _line_h(self) -> int:
        return int(34 * self.scale * theme.UI_SCALE)      # the text grows with the UI scale

    def max_scroll(self) -> int:
        return max(0, self.picture().get_height() - self.view.h)

    # ---- the page, drawn once per page, width, language and UI scale -------------------
    def picture(self) -> pygame.Surface:
        key = (self.page, self.view.w, self.scale, theme.UI_SCALE, i18n.current(), theme.NAME)
        if key not in self._pictures:
            self._pictures[key] = self._render(pages()[self.page])
        return self._pictures[key]

    def _render(self, blocks) -> pygame.Surface:
        s, w = self.scale, self.view.w
        parts: list[tuple[pygame.Surface | None, list, int]] = []   # (picture, lines under it, gap after)
        for block in blocks:
            if isinstance(block, Heading):
                parts.append((None, [(line, int(28 * s), theme.GOLD, True)
                                        for line in theme.wrap(_(block.text), int(28 * s), w, True)], 0))
            elif isinstance(block, Text):
                text = Message(block.text, block.values() if block.values else {}).translated()
                parts.append((None, [(line, int(22 * s), theme.INK, False)
                                        for line in theme.wrap(text, int(22 * s), w)], self._line_h() // 2))
            elif isinstance(block, Figure):
                img = block.draw(w, s)
                caption = [(line, int(19 * s), theme.INK_DIM, False)
                           for line in theme.wrap(_(block.caption), int(19 * s), w)] if block.caption else []
                parts.append((img, caption, self._line_h()))
            elif isinstance(block, Keys):
                parts.append((self._keys(block, w), [], self._line_h() // 2))
        height = sum((p.get_height() + self._line_h() // 3 if p else 0) + len(lines) * self._line_h() + gap
                     for p, lines, gap in parts) + self._line_h()
        surf = pygame.Surface((w, height), pygame.SRCALPHA)
        y = 0
        for picture, lines, gap in parts:
            if picture is not None:
                surf.blit(picture, (0, y))
                y += picture.get_height() + self._line_h() // 3
            for line, size, colour, bold in lines:
                theme.blit_text(surf, line, size, colour, bold=bold, topleft=(0, y))
                y += self._line_h()
            y += gap
        return surf

    def _keys(self, block: Keys, w: int) -> pygame.Surface:
        """Two columns: what to press (bold), what it does (wrapped)."""
        s, size, lh = self.scale, int(21 * self.scale), self._line_h()
        first = min(int(w * 0.38), max(theme.font(size, True).size(_(k))[0] for k, _d in block.rows) + int(24 * s))
        rows = [(theme.wrap(_(k), size, first - int(16 * s), True), theme.wrap(_(d), size, w - first)) for k, d in block.rows]
        surf = pygame.Surface((w, sum(max(len(a), len(b)) * lh + lh // 3 for a, b in rows)), pygame.SRCALPHA)
        y = 0
        for i, (keys, does) in enumerate(rows):
            h = max(len(keys), len(does)) * lh
            if i % 2 == 0:
                theme.panel(surf, pygame.Rect(0, y - lh // 8, w, h + lh // 4), fill=(40, 60, 66, 110), edge=None, radius=6)
            for j, line in enumerate(keys):
                theme.blit_text(surf, line, size, theme.GOLD, bold=True, topleft=(int(10 * s), y + j * lh))
            for j, line in enumerate(does):
                theme.blit_text(surf, line, size, theme.INK, topleft=(first, y + j * lh))
            y += h + lh // 3
        return surf

    # ---- events -------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * event.y * self._line_h())
            return None
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll_by(SCROLL_KEYS[event.key] * self._line_h())
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            i = self.tabs.values.index(self.page) + (1 if event.key == pygame.K_RIGHT else -1)
            self.show(self.tabs.values[i % len(self.tabs.values)])
            return None
        if self.tabs.handle(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.rect.collidepoint(event.pos):
            self.app.scenes.pop()
            return None
        return event

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    # ---- drawing (reads only) -----------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        s, r = self.scale, self.rect
        draw_card(surface, r)
        tr = theme.blit_text(surface, _("Rules"), int(46 * s), theme.GOLD, serif=True, max_h=int(84 * s),
                             midleft=(r.x + int(50 * s), r.y + int(50 * s)))
        theme.blit_text(surface, _("wheel or arrows scroll · Esc goes back"), int(18 * s), theme.INK_DIM,
                        max_w=r.right - int(40 * s) - tr.right - int(30 * s), midright=(r.right - int(40 * s), r.y + int(50 * s)))
        self.tabs.draw(surface, s, 20)
        page = self.picture()
        v = self.view
        surface.blit(page, v.topleft, pygame.Rect(0, self.scroll, v.w, v.h))
        if page.get_height() > v.h:             # where the view is in the page
            track = pygame.Rect(v.right + int(24 * s), v.y, max(3, int(6 * s)), v.h)
            theme.panel(surface, track, fill=(60, 70, 74, 200), edge=None, radius=track.w // 2)
            thumb = track.copy()
            thumb.h = max(track.w * 3, v.h * v.h // page.get_height())
            thumb.y = v.y + (v.h - thumb.h) * self.scroll // max(1, self.max_scroll())
            theme.panel(surface, thumb, fill=(*theme.GOLD, 255), edge=None, radius=track.w // 2)
