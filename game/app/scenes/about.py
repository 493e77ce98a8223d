"""About (from the title): the program's version, and who made what it carries, under which
licence: the code, the font, the sounds and music, the libraries, the games themselves."""
from __future__ import annotations

import pygame

import game
from game.app.ui import theme
from game.app.ui.overlay import card, draw_page, scale_of
from game.app.ui.scene import ButtonScene
from game.app.ui.widgets import Button
from game.i18n import N_, _


def credits() -> list[tuple[str, str]]:
    """(heading, text) per thing credited, in the player's language."""
    return [
        (_("Program"), _("MIT licence, © the Kingdomino family contributors (LICENSE).")),
        (_("Font"), _("DejaVu, by Bitstream and the DejaVu authors, under the Bitstream Vera licence "
                      "(assets/fonts/LICENSE-DejaVu.txt).")),
        (_("Sounds and music"), _("the project's own work, made by its script (game/tools/make_sounds.py, "
                                  "game/tools/make_music.py), MIT like the code (assets/sounds/LICENSE.txt).")),
        (_("Libraries"), _("pygame-ce (LGPL 2.1), pytmx (LGPL 3), platformdirs (MIT), polib (MIT).")),
        (_("The games"), _("Kingdomino is a board game by Bruno Cathala, published by Blue Orange Games; "
                           "this program is not made or endorsed by them.")),
    ]


class AboutScene(ButtonScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.back = Button(N_("Back"), self.app.scenes.pop, primary=True)
        self.buttons = [self.back]
        self.scale = 1.0
        self.card = pygame.Rect(0, 0, 0, 0)

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.card = c = card(size, 1500, 900)
        self.back.rect = pygame.Rect(c.right - int(220 * s), c.bottom - int(90 * s), int(180 * s), int(60 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s, c = self.scale, self.card
        draw_page(surface, c, _("About"), s)
        theme.blit_text(surface, _("Kingdomino family, version {version}").format(version=game.__version__), int(24 * s),
                        theme.INK, midleft=(c.x + int(40 * s), c.y + int(115 * s)))
        left, head_w = c.x + int(40 * s), int(300 * s)
        text_w = c.w - int(80 * s) - head_w
        size, line = int(22 * s), int(31 * s * theme.UI_SCALE)
        y = c.y + int(170 * s)
        for heading, text in credits():
            theme.blit_text(surface, heading, size, theme.GOLD, bold=True, max_w=head_w - int(20 * s), topleft=(left, y))
            for row in theme.wrap(text, size, text_w):
                theme.blit_text(surface, row, size, theme.INK, topleft=(left + head_w, y))
                y += line
            y += line // 2
        self.back.draw(surface, s, 24)
