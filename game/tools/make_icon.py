"""Draw the program's icon from the game's own art: a domino of the base game, a wheat
field with its crown beside a lake, and a king in the first player's colour standing on it,
framed in gold on the table's colour.

    python -m game.tools.make_icon [PATH]

With no PATH it writes assets/icon.png (256x256), which the window shows (game.app.window)
and the standalone build carries, and the desktop's icon theme folder
packaging/icons/hicolor/: the picture drawn at each size from 16 to 512 pixels (small sizes
are drawn small, not shrunk) and scalable/apps/kingdomino-family.svg, which holds the
512-pixel drawing (the art is drawn in pixels, so the SVG frames it rather than tracing it).
With PATH only the 256-pixel PNG is written there. Every run writes the same bytes;
tests/tools/test_make_icon.py checks the committed files are current.
"""
from __future__ import annotations

import base64
import io
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
HICOLOR = CHECKOUT / "packaging" / "icons" / "hicolor"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
NAME = "kingdomino-family"     # the icon's name in the desktop entry


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


def png(size: int) -> bytes:
    out = io.BytesIO()
    pygame.image.save(icon(size), out, "icon.png")
    return out.getvalue()


def svg() -> bytes:
    """A scalable icon for the icon theme: the largest drawing, framed as an SVG image."""
    data = base64.b64encode(png(SIZES[-1])).decode("ascii")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZES[-1]}" height="{SIZES[-1]}" '
            f'viewBox="0 0 {SIZES[-1]} {SIZES[-1]}">\n<title>Kingdomino family</title>\n'
            f'<image width="{SIZES[-1]}" height="{SIZES[-1]}" href="data:image/png;base64,{data}"/>\n'
            f'</svg>\n').encode("ascii")


def icon_files() -> dict[Path, bytes]:
    """Every icon file the tool writes, by path, with its bytes."""
    files = {OUT: png(SIZE), HICOLOR / "scalable" / "apps" / f"{NAME}.svg": svg()}
    files |= {HICOLOR / f"{n}x{n}" / "apps" / f"{NAME}.png": png(n) for n in SIZES}
    return files


def main(argv: list[str]) -> int:
    if argv:
        Path(argv[0]).write_bytes(png(SIZE))
        print(argv[0])
        return 0
    for path, data in icon_files().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
