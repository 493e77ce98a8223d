"""Draw the program's icon, assets/icon.png (256x256), from the game's own art: a domino
of the base game, a wheat field with its crown beside a lake, and a king in the first
player's colour standing on it, framed in gold on the table's colour.

    python -m game.tools.make_icon [PATH]

The window shows it (game.app.window), the desktop entry names it
(packaging/kingdomino-family.desktop) and the standalone build carries it. The picture is
the same on every run; tests/tools/test_make_icon.py checks the committed one is current.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.app.ui import art, theme  # noqa: E402
from game.resources import CHECKOUT  # noqa: E402
from game.rules.components import tile_set  # noqa: E402

SIZE = 256
DOMINO = 20          # the base game's wheat field with one crown, and a lake
OUT = CHECKOUT / "assets" / "icon.png"


def icon(size: int = SIZE) -> pygame.Surface:
    theme.use("classic")
    s = size / 256
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    plate = pygame.Rect(0, 0, size, size).inflate(-int(8 * s), -int(8 * s))
    pygame.draw.rect(surf, theme.BG, plate, border_radius=int(40 * s))
    pygame.draw.rect(surf, theme.GOLD, plate, max(2, int(7 * s)), border_radius=int(40 * s))
    domino = art.domino_face(tile_set("kingdomino")[DOMINO - 1], int(108 * s))
    surf.blit(domino, domino.get_rect(midbottom=(size // 2, int(236 * s))))
    king = art.king(int(128 * s), theme.PLAYER_COLOURS[0][1])
    surf.blit(king, king.get_rect(midbottom=(size // 2, int(150 * s))))
    return surf


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else OUT
    pygame.image.save(icon(), str(path))
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
