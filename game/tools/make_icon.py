"""Draw the program's icon as a vector picture in the game's colours: a domino of the base
game (a wheat field with its crown beside a lake) and a king in the first player's colour
standing on it, framed in gold on the table's colour.

    python -m game.tools.make_icon [PATH]

The SVG (packaging/icons/hicolor/scalable/apps/APP_ID.svg) is the drawing; every PNG is
rendered from it (pygame's SVG reader): assets/icon.png (256x256), which the window shows
(game.app.window) and the standalone build carries, and the icon theme's sizes from 16 to
512 pixels beside the SVG. With PATH only the 256-pixel PNG is written there. Every run
writes the same bytes; tests/tools/test_make_icon.py checks the committed files are current.
"""
from __future__ import annotations

import io
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.app.ui import theme  # noqa: E402
from game.app.window import APP_ID  # noqa: E402
from game.resources import CHECKOUT  # noqa: E402

SIZE = 256
OUT = CHECKOUT / "assets" / "icon.png"
HICOLOR = CHECKOUT / "packaging" / "icons" / "hicolor"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
NAME = APP_ID           # the icon's name: the desktop entry's and the AppStream id's


def _rgb(colour: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def _crown(x: float, y: float, w: float) -> str:
    """A gold crown w wide, its top-left corner at (x, y) (as art.crown)."""
    h = w * 0.78
    points = " ".join(f"{x + fx * w:g},{y + fy * h:g}" for fx, fy in
                      ((0.05, 0.95), (0.05, 0.3), (0.3, 0.6), (0.5, 0.12), (0.7, 0.6), (0.95, 0.3), (0.95, 0.95)))
    jewels = "".join(f'<circle cx="{x + fx * w:g}" cy="{y + fy * h:g}" r="{w / 12:g}" fill="#ffec96"/>'
                     for fx, fy in ((0.05, 0.3), (0.5, 0.14), (0.95, 0.3)))
    return (f'<polygon points="{points}" fill="{_rgb(theme.GOLD)}" stroke="#6e460a" '
            f'stroke-width="{w / 14:g}" stroke-linejoin="round"/>{jewels}')


def _wheat(x: float, y: float) -> str:
    """One ear of wheat on its stalk, the ear's foot at (x, y)."""
    grains = "".join(f'<ellipse cx="{x + dx:g}" cy="{y - 6 - 7 * i:g}" rx="3" ry="5" fill="#a8781c" '
                     f'transform="rotate({-30 if dx < 0 else 30} {x + dx:g} {y - 6 - 7 * i:g})"/>'
                     for i in range(3) for dx in (-3, 3))
    return f'<path d="M{x:g} {y + 26:g}V{y - 26:g}" stroke="#a8781c" stroke-width="2.5"/>{grains}'


def svg() -> bytes:
    """The icon, 256 units square, in the classic theme's colours."""
    theme.use("classic")
    king, edge = theme.PLAYER_COLOURS[0][1], theme.darken(theme.PLAYER_COLOURS[0][1], 0.6)
    wheat, lake = theme.TERRAIN["wheat"], theme.TERRAIN["lake"]
    waves = "".join(f'<path d="M146 {y}q10-10 20 0t20 0t20 0t20 0" fill="none" stroke="#a6d2ff" stroke-width="5" '
                    f'stroke-linecap="round"/>' for y in (162, 188, 214))
    ears = "".join(_wheat(x, y) for x, y in ((42, 190), (70, 162), (96, 196), (112, 172)))
    parts = [
        f'<rect x="7.5" y="7.5" width="241" height="241" rx="38" fill="{_rgb(theme.BG)}" '
        f'stroke="{_rgb(theme.GOLD)}" stroke-width="7"/>',
        f'<rect x="22" y="130" width="104" height="104" rx="8" fill="{_rgb(wheat)}" stroke="#0e1632" stroke-width="3"/>',
        ears,
        '<rect x="30" y="138" width="30" height="26" rx="4" fill="#1e1e1e" fill-opacity="0.75"/>',
        _crown(33, 141, 24),
        f'<rect x="130" y="130" width="104" height="104" rx="8" fill="{_rgb(lake)}" stroke="#0e1632" stroke-width="3"/>',
        waves,
        f'<polygon points="93,148 110,86 146,86 163,148" fill="{_rgb(king)}" stroke="{_rgb(edge)}" '
        f'stroke-width="5" stroke-linejoin="round"/>',
        f'<path d="M119 97L111 138" stroke="{_rgb(theme.lighten(king, 0.4))}" stroke-width="6" stroke-linecap="round"/>',
        f'<circle cx="128" cy="76" r="19" fill="{_rgb(king)}" stroke="{_rgb(edge)}" stroke-width="5"/>',
        _crown(101, 20, 54),
    ]
    body = "\n".join(parts)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZES[-1]}" height="{SIZES[-1]}" viewBox="0 0 256 256">\n'
            f'<title>Kingdomino family</title>\n{body}\n</svg>\n').encode("ascii")


def icon(size: int = SIZE) -> pygame.Surface:
    """The SVG rendered at size x size pixels."""
    return pygame.image.load_sized_svg(io.BytesIO(svg()), (size, size))


def png(size: int) -> bytes:
    out = io.BytesIO()
    pygame.image.save(icon(size), out, "icon.png")
    return out.getvalue()


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
