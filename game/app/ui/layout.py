"""Table layouts from Tiled maps (assets/layouts/*.tmx).

Each map has an object layer `regions` whose objects (type="region"; pytmx 3.32 reads
`type`, not Tiled >= 1.9's `class`) name the parts of the table in a 1920x1080 design
space. The layout scales them uniformly to the window and centres the result.

A map may add an object layer `regions_200`: the regions that are laid out otherwise at UI
scale 200 % (the rows of text taller, the boards smaller to give them room). Between 100 %
and 200 % each such region lies in proportion between its two rectangles, so that every
text on a table has room to grow with the UI scale.

A window fits a UI scale when no table's play regions (the draft, the dice, the kingdoms
large and small) are smaller there than on the smallest window the tables are drawn for,
SMALLEST at 100 %: a larger scale grows the words, never by shrinking what is played on.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame
import pytmx

from game.app.ui import theme
from game.resources import assets_dir

LAYOUT_DIR = assets_dir() / "layouts"
REGION_TYPE = "region"
LARGE_LAYER = "regions_200"     # the regions that differ at UI scale 200 %
Box = tuple[float, float, float, float]
SMALLEST = (1280, 720)          # the smallest window the tables are designed for, at 100 %
PLAY_REGIONS = ("draft", "dice", "active_kingdom", "kingdom_", "map_")     # what a player plays on (name prefixes)


class LayoutError(ValueError):
    """A layout file is missing or lacks a region the table needs."""


@dataclass(frozen=True)
class Layout:
    name: str
    design: tuple[int, int]
    regions: dict[str, Box]
    large: dict[str, Box] = field(default_factory=dict)     # at UI scale 200 %, where they differ

    def at_ui_scale(self, ui: float) -> dict[str, Box]:
        """The regions in design space at UI scale `ui` (1.0 to 2.0)."""
        t = min(1.0, max(0.0, ui - 1.0))
        return {k: tuple(a + (b - a) * t for a, b in zip(box, self.large.get(k, box)))   # type: ignore[misc]
                for k, box in self.regions.items()}

    def window_scale(self, size: tuple[int, int]) -> float:
        """Design pixels to window pixels on a window of `size`."""
        return min(size[0] / self.design[0], size[1] / self.design[1])

    def fits(self, size: tuple[int, int], ui: float) -> bool:
        """At UI scale `ui` on a window of `size`, every play region is at least as wide and high
        as at 100 % on a SMALLEST window."""
        k, floor = self.window_scale(size), self.window_scale(SMALLEST)
        at = self.at_ui_scale(ui)
        return all(at[r][2] * k >= box[2] * floor - 0.5 and at[r][3] * k >= box[3] * floor - 0.5
                   for r, box in self.regions.items() if r.startswith(PLAY_REGIONS))

    def scaled(self, size: tuple[int, int], ui: float | None = None) -> "ScaledLayout":
        """The regions on a window of `size` at UI scale `ui` (default: the one in use)."""
        dw, dh = self.design
        scale = min(size[0] / dw, size[1] / dh)
        ox, oy = (size[0] - dw * scale) / 2, (size[1] - dh * scale) / 2
        rects = {k: pygame.Rect(round(ox + x * scale), round(oy + y * scale),
                                round(w * scale), round(h * scale))
                 for k, (x, y, w, h) in self.at_ui_scale(theme.UI_SCALE if ui is None else ui).items()}
        return ScaledLayout(scale, rects)


@dataclass(frozen=True)
class ScaledLayout:
    scale: float
    rects: dict[str, pygame.Rect]

    def __getitem__(self, name: str) -> pygame.Rect:
        return self.rects[name]

    def px(self, design_pixels: float) -> int:
        """A design-space length (font size, margin) in window pixels."""
        return max(1, round(design_pixels * self.scale))

    def grown(self, design_pixels: float) -> int:
        """A design-space length that grows with the UI scale (a row of text), in window pixels."""
        return self.px(design_pixels * theme.UI_SCALE)


@lru_cache(maxsize=64)
def every_table_fits(size: tuple[int, int], ui: float) -> bool:
    """Every table layout fits UI scale `ui` on a window of `size` (Layout.fits); remembered,
    as Settings asks on every frame."""
    return all(load_layout(path.stem, ()).fits(size, ui) for path in sorted(LAYOUT_DIR.glob("*.tmx")))


def table_layout_name(players: int, size: int) -> str:
    """Which map draws a table: by player count, and 7x7 kingdoms get their own."""
    return f"table_{players}p_7x7" if size == 7 else f"table_{players}p"


def required_regions(name: str) -> list[str]:
    others = int(name.split("_")[1][0]) - 1
    return (["status", "menu_button", "draft", "pile", "scores", "active_kingdom", "message"]
            + [f"kingdom_{i + 1}" for i in range(others)])


@lru_cache(maxsize=None)
def load_layout(name: str, required: tuple[str, ...] | None = None) -> Layout:
    """`required`: the regions the caller's table needs (default: a Kingdomino table's)."""
    path = LAYOUT_DIR / f"{name}.tmx"
    if not path.exists():
        raise LayoutError(f"layout file missing: {path}")
    tmx = pytmx.TiledMap(str(path))
    props = tmx.properties
    design = (int(props.get("design_width", tmx.width * tmx.tilewidth)),
              int(props.get("design_height", tmx.height * tmx.tileheight)))
    regions, large = ({obj.name: (obj.x, obj.y, obj.width, obj.height) for obj in group
                       if obj.type == REGION_TYPE and obj.name}
                      for group in (_layer(tmx, "regions"), _layer(tmx, LARGE_LAYER)))
    stray = [r for r in large if r not in regions]
    if stray:
        raise LayoutError(f"layout {name}: {LARGE_LAYER} has regions the map lacks: {', '.join(stray)}")
    needed = required_regions(name) if required is None else required
    missing = [r for r in needed if r not in regions]
    if missing:
        raise LayoutError(f"layout {name} lacks regions: {', '.join(missing)}")
    return Layout(name, design, regions, large)


def _layer(tmx: pytmx.TiledMap, name: str) -> list:
    """The objects of the map's object layer `name` (none when it has no such layer)."""
    return [obj for layer in tmx.objectgroups if layer.name == name for obj in layer]
