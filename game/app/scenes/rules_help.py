"""Rules help: the rules of Kingdomino and Královská zahrada and the table's controls.
The wheel or the arrow keys scroll; Esc goes back."""
from __future__ import annotations

import pygame

from game.app.ui import theme
from game.app.ui.overlay import card, dim, draw_card, scale_of
from game.app.ui.scene import Scene
from game.i18n import N_, _

# (heading, text) paragraphs, English msgids translated when laid out
RULES: tuple[tuple[str, str], ...] = (
    (N_('Your goal'),
     N_('Build the richest 5×5 kingdom around your castle. Every territory (squares of one terrain joined edge to edge) scores its number of squares times the crowns in it. A territory without crowns scores nothing.')),
    (N_('A round'),
     N_("Each king stands on a domino of the current line. In number order (lowest first) each king's owner places that domino in their kingdom, then moves the king onto a free domino of the next line: a low number plays early next round, a high one usually carries more crowns. In the first round kings only choose. With 2 players each player has two kings.")),
    (N_('Placing a domino'),
     N_('One half must touch your castle or a square of the same terrain. The whole kingdom, castle included, must fit in 5×5 (7×7 in Mighty Duel). If a domino fits nowhere it is discarded and scores nothing; a domino that fits may not be discarded.')),
    (N_('End of the game'),
     N_('When the last line has been placed, the highest total wins. Ties go to the largest single territory, then to the most crowns; after that the tied players share the victory.')),
    (N_('Variants'),
     N_('Dynasty: three games, the sum counts. Middle Kingdom: +10 when the castle is the centre of a full 5×5. Harmony: +5 for a complete 5×5 kingdom. Mighty Duel: 2 players, all 48 dominoes, 7×7. Wider offer (Širší nabídka): one domino more per line than kings; the one nobody takes leaves the game.')),
    (N_('Královská zahrada'),
     N_('The Czech edition with relief tiles: the same game, with its own terrain names (pole, les, rybník, louka, bažina, důl).')),
    (N_('At the table'),
     N_('Point at your kingdom: the domino follows the pointer on the grid. Right-click, the mouse wheel or R rotates it. Green outline: you may place it there (green dots mark every legal square); red: you may not. Click to place, then click a free domino of the next line for your king. Hover over any territory to see its points. Esc opens the menu; Esc in a menu goes back.')),
    (N_('Keyboard'),
     N_('Every game can be played without a mouse. Tab and Shift-Tab move the bright yellow outline, the arrow keys move it too, and Enter or Space uses what it marks. At the table the arrow keys move a cursor over your kingdom (the domino follows it; R rotates; Enter places), over the free dominoes of the next line, or over the builders board; Tab reaches the other choices and buttons. Squares are named by the letters and numbers round the grid. L opens the event log, every move in words; PgUp and PgDn scroll it. Esc goes back.')),
)


class RulesScene(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scroll = 0
        self.lines: list[tuple[str, bool]] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.rect = card(size, 1300, 980)
        width = self.rect.w - int(100 * s)
        self.lines = []
        for i, (head, body) in enumerate(RULES):
            for text, is_head in ((_(head), True), (_(body), False)):
                for line in theme.wrap(text, self._size(is_head), width, bold=is_head):
                    self.lines.append((line, is_head))
            if i < len(RULES) - 1:
                self.lines.append(("", False))
        self.scroll = min(self.scroll, self.max_scroll())

    def _size(self, head: bool) -> int:
        return int((28 if head else 22) * self.scale)

    def _line_h(self) -> int:
        return int(34 * self.scale * theme.UI_SCALE)      # the text grows with the UI scale

    def max_scroll(self) -> int:
        visible = (self.rect.h - int(140 * self.scale)) // self._line_h()
        return max(0, len(self.lines) - visible)

    def handle_event(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - 3 * event.y))
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 10, pygame.K_PAGEUP: -10}[event.key]
            self.scroll = max(0, min(self.max_scroll(), self.scroll + step))
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.rect.collidepoint(event.pos):
            self.app.scenes.pop()
            return None
        return event

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        s, r = self.scale, self.rect
        draw_card(surface, r)
        tr = theme.blit_text(surface, _("Rules"), int(46 * s), theme.GOLD, serif=True, max_h=int(84 * s),
                             midleft=(r.x + int(50 * s), r.y + int(50 * s)))
        theme.blit_text(surface, _("wheel or arrows scroll · Esc goes back"), int(18 * s), theme.INK_DIM,
                        max_w=r.right - int(40 * s) - tr.right - int(30 * s), midright=(r.right - int(40 * s), r.y + int(50 * s)))
        y = r.y + int(100 * s)
        bottom = r.bottom - int(30 * s)
        for line, head in self.lines[self.scroll:]:
            if y + self._line_h() > bottom:
                break
            if head:
                y += int(8 * s * theme.UI_SCALE)
            theme.blit_text(surface, line, self._size(head), theme.GOLD if head else theme.INK, bold=head,
                            topleft=(r.x + int(50 * s), y))
            y += self._line_h()
