"""Colours, fonts and cached text for the whole application, read from a theme file.

A theme is data: assets/themes/NAME.json (palette, player colours, terrain colours and
pattern flags, coats of arms, domino backs). `use(name)` switches at runtime: the module's
colours are reassigned in place and every cache in game.app that baked colours into a
surface is cleared, so the next frame is drawn in the new look. Callers read `theme.X` at
draw time; the functions here take None for "the current theme's colour" for that reason.

Fonts are DejaVu, carried in assets/fonts (licence beside it) so the look and the character
coverage do not depend on the system, or the system's own DejaVu files (game.app.ui.fonts). UI_SCALE (1.0 to 2.0) multiplies every font size.
Rendered text is cached: the table redraws the same labels every frame.
"""
from __future__ import annotations

import json
import math
import re
import sys
from contextlib import contextmanager
from functools import lru_cache

import pygame

from game.app.ui.fonts import font_file
from game.resources import assets_dir

THEME_DIR = assets_dir() / "themes"
RGB = tuple[int, int, int]

COLOUR_KEYS = ("background", "panel_edge", "ink", "ink_dim", "gold", "good", "bad", "slot", "slot_edge")
FILL_KEYS = ("panel", "button", "button_hover", "button_selected", "button_primary")    # with alpha
KEYS = ("name", "order", *COLOUR_KEYS, *FILL_KEYS, "edge_scale", "players", "player_marks", "terrain",
        "terrain_symbols", "pattern_strength", "arms", "domino_backs", "back_patterns")
TERRAINS = ("wheat", "forest", "lake", "grassland", "swamp", "mine", "town")
ARMS = ("dot", "double_dot", "stripe", "double_stripe", "quarters", "black")
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)


class ThemeError(ValueError):
    """A theme that does not exist or whose file is incomplete (one-line message)."""


def theme_names() -> dict[str, str]:
    """Theme id -> its name, in the files' order (classic first)."""
    found = []
    for path in THEME_DIR.glob("*.json"):
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
            found.append((doc.get("order", 99), path.stem, str(doc.get("name", path.stem))))
        except (OSError, ValueError):
            continue
    return {ident: name for _, ident, name in sorted(found)}


def load(name: str) -> dict:
    """The theme file `name`, checked: every key present, colours as tuples."""
    path = THEME_DIR / f"{name}.json"
    if not name.replace("_", "").isalnum() or not path.is_file():
        raise ThemeError(f"unknown theme {name!r} (choose from {', '.join(theme_names())})")
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ThemeError(f"theme file {path.name} unreadable: {exc}") from None
    missing = [k for k in KEYS if k not in doc]
    missing += [f"terrain.{t}" for t in TERRAINS if t not in doc.get("terrain", {})]
    missing += [f"arms.{a}" for a in ARMS if a not in doc.get("arms", {})]
    if missing or len(doc.get("players", [])) != 8:
        raise ThemeError(f"theme file {path.name} incomplete: {', '.join(missing) or 'needs 8 players'}")
    for k in COLOUR_KEYS:
        doc[k] = tuple(doc[k])
    for k in FILL_KEYS:
        doc[k] = tuple(doc[k])
    doc["players"] = tuple((n, tuple(c)) for n, c in doc["players"])
    doc["terrain"] = {k: tuple(v) for k, v in doc["terrain"].items()}
    doc["arms"] = {k: tuple(v) for k, v in doc["arms"].items()}
    doc["domino_backs"] = {k: (tuple(f), tuple(e)) for k, (f, e) in doc["domino_backs"].items()}
    return doc


THEMES: dict[str, str] = theme_names()
NAME = "classic"
UI_SCALE = 1.0                   # the scale in use: the chosen one, as far as the window fits it
CHOSEN_SCALE = 1.0               # the player's choice (Settings, --scale)
BG = PANEL_EDGE = INK = INK_DIM = GOLD = GOOD = BAD = SLOT = SLOT_EDGE = (0, 0, 0)
PANEL = BUTTON = BUTTON_HOVER = BUTTON_SELECTED = BUTTON_PRIMARY = (0, 0, 0, 255)
EDGE_SCALE = 1.0                 # panel edges are this many times their asked width
PLAYER_COLOURS: tuple[tuple[str, RGB], ...] = ()
PLAYER_MARKS = False             # a shape per player on kings and castles
TERRAIN: dict[str, RGB] = {}     # updated in place: art.TERRAIN_BASE is this dict
TERRAIN_SYMBOLS = False          # a symbol badge on every terrain square
PATTERN_STRENGTH = 0.0           # 0: pictures only; up to 1: a texture behind them too
ARMS_COLOURS: dict[str, RGB] = {}
DOMINO_BACKS: dict[str, tuple[RGB, RGB]] = {}
BACK_PATTERNS = False            # the two sets' backs differ by a printed pattern
_palettes: list[tuple[tuple[str, RGB], ...]] = []


def use(name: str) -> None:
    """Switch to theme `name` now (ThemeError if it is unknown or incomplete)."""
    global NAME, BG, PANEL, PANEL_EDGE, INK, INK_DIM, GOLD, GOOD, BAD, SLOT, SLOT_EDGE, EDGE_SCALE
    global PLAYER_COLOURS, PLAYER_MARKS, TERRAIN_SYMBOLS, PATTERN_STRENGTH, BACK_PATTERNS
    global BUTTON, BUTTON_HOVER, BUTTON_SELECTED, BUTTON_PRIMARY
    doc = load(name)
    NAME = name
    BG, PANEL, PANEL_EDGE, INK, INK_DIM = doc["background"], doc["panel"], doc["panel_edge"], doc["ink"], doc["ink_dim"]
    GOLD, GOOD, BAD, SLOT, SLOT_EDGE = doc["gold"], doc["good"], doc["bad"], doc["slot"], doc["slot_edge"]
    BUTTON, BUTTON_HOVER = doc["button"], doc["button_hover"]
    BUTTON_SELECTED, BUTTON_PRIMARY = doc["button_selected"], doc["button_primary"]
    EDGE_SCALE = float(doc["edge_scale"])
    PLAYER_COLOURS, PLAYER_MARKS = doc["players"], bool(doc["player_marks"])
    TERRAIN.clear()
    TERRAIN.update(doc["terrain"])
    TERRAIN_SYMBOLS, PATTERN_STRENGTH = bool(doc["terrain_symbols"]), float(doc["pattern_strength"])
    ARMS_COLOURS.clear()
    ARMS_COLOURS.update(doc["arms"])
    DOMINO_BACKS.clear()
    DOMINO_BACKS.update(doc["domino_backs"])
    BACK_PATTERNS = bool(doc["back_patterns"])
    clear_caches()


def set_ui_scale(scale: float) -> None:
    """Make every font `scale` times its designed size (clamped to 100-200 %): the chosen scale."""
    global UI_SCALE, CHOSEN_SCALE
    UI_SCALE = CHOSEN_SCALE = min(2.0, max(1.0, float(scale)))
    clear_caches()


def limit_ui_scale(largest: float) -> None:
    """Use the chosen scale, at most `largest` (the largest one the window fits: window.fit_ui_scale)."""
    global UI_SCALE
    used = min(CHOSEN_SCALE, max(1.0, largest))
    if used != UI_SCALE:
        UI_SCALE = used
        clear_caches()


_CACHED = type(lru_cache(maxsize=1)(len))      # what lru_cache makes of a function


def clear_caches(keep: tuple[object, ...] = ()) -> None:
    """Forget every lru-cached surface in game.app (but those in `keep`): art, text and panels
    bake colours in. The font files opened and the lines rendered in them (_opened, _line)
    are kept: they depend on their arguments alone, a file's path, a size in pixels and a
    colour. Each cache is found by type in the module that defines it, so the rules' data that
    a game.app module imports (the tiles, the buildings: lru-cached too, read from JSON) is
    not read again. (Modules' names read from sys.modules: the tests call this thousands of
    times.)"""
    keep = (*keep, _opened, _line)
    for name, mod in list(sys.modules.items()):
        if name.startswith("game.app.") and mod is not None:
            for value in list(vars(mod).values()):
                if isinstance(value, _CACHED) and value.__module__ == name and value not in keep:
                    value.cache_clear()


def clear_pictures() -> None:
    """clear_caches() but for the fonts, the rendered lines, the wraps and the bare panels:
    no word is baked into those (blit_text, text and wrap record each text as it is used,
    cached or not), so drawn_texts sees every text of a scene drawn after this, as after
    clear_caches(), without opening the fonts and rendering every line again."""
    clear_caches(keep=(font, _rendered, _wrapped, _panel_surface))


def player_index(colour) -> int | None:
    """Which seat colour (0-7) `colour` is in any theme's palette: saved games keep RGB."""
    if not _palettes:
        _palettes.extend(load(n)["players"] for n in THEMES)
    rgb = tuple(colour[:3])
    for palette in [PLAYER_COLOURS, *_palettes]:
        for i, (_, c) in enumerate(palette):
            if c == rgb:
                return i
    return None


def player_colour(colour) -> RGB:
    """`colour` as the current theme draws that seat (a colour of no palette stays)."""
    i = player_index(colour)
    return PLAYER_COLOURS[i][1] if i is not None else tuple(colour[:3])


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, serif: bool = False, scaled: bool = True) -> pygame.font.Font:
    """The font at `size` times the UI scale (scaled=False: exactly `size`, for art such as
    the numbers printed on domino backs, which grow with their tile, not with the UI)."""
    return _opened(_font_path(bold, serif), pixel_size(size, scaled))


def _font_path(bold: bool, serif: bool) -> str:
    return str(font_file("DejaVuSerif-Bold.ttf" if serif else "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"))


@lru_cache(maxsize=64)
def _opened(path: str, pixels: int) -> pygame.font.Font:
    """The font file at `path` opened at `pixels`: font() again after a change of theme or
    scale (clear_caches) finds the files it opened before still open. pygame.quit() closes
    them all, so the first one opened since asks to be told of the next quit."""
    if not _opened.cache_info().currsize:
        pygame.register_quit(_fonts_closed)     # pygame forgets it once it has called it
    return pygame.font.Font(path, pixels)


def _fonts_closed() -> None:
    """pygame has quit: a font opened before is no use after (pygame.error "Invalid font"),
    so font() and _opened() open the files again in the next window."""
    font.cache_clear()
    _opened.cache_clear()


MAX_TEXT = 1000     # characters of one text drawn at most: wider than any window
_SURROGATE = re.compile("[\ud800-\udfff]")


def drawable(s: str) -> str:
    """Any text as the font can draw it: a name read from a file may hold a NUL or a lone
    surrogate (the font refuses both) or run to a million characters (drawn or measured in
    full, it would take seconds)."""
    s = s[:MAX_TEXT].replace("\0", "\ufffd")
    return s.encode("utf-8", "replace").decode("utf-8") if _SURROGATE.search(s) else s


@lru_cache(maxsize=4096)
def _rendered(s: str, size: float, colour, bold: bool, serif: bool, scaled: bool) -> pygame.Surface:
    return _line(s, _font_path(bold, serif), pixel_size(size, scaled), tuple(colour or INK))


@lru_cache(maxsize=4096)
def _line(s: str, path: str, pixels: int, rgb: tuple) -> pygame.Surface:
    """s rendered in the font file at `path` at `pixels` in colour `rgb`, whatever the theme
    or scale: kept through clear_caches, so a text drawn before a change of theme, scale or
    language is not rendered again."""
    f = _opened(path, pixels)
    try:
        return f.render(s, True, rgb)
    except pygame.error:     # "Text has zero width": only characters that draw as nothing (U+FE0F)
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)


def text(s: str, size: int, colour=None, bold: bool = False, serif: bool = False,
         scaled: bool = True) -> pygame.Surface:
    """The text rendered (cached), for a caller that blits it itself."""
    if _drawn is not None:
        _drawn.texts.append((s, pixel_size(size, scaled), None))
        if not scaled:
            _drawn.art.append((s, pixel_size(size, scaled)))
    return _rendered(drawable(s), size, colour, bold, serif, scaled)


def pixel_size(size: float, scaled: bool = True) -> int:
    """The font size in window pixels that `font(size, scaled=...)` opens."""
    return max(6, int(size * (UI_SCALE if scaled else 1)))


# ---- what is drawn, for the readability tests ------------------------------------------
class Drawn:
    """What was drawn while drawn_texts() was active. `texts`: (text, pixel size of its
    font after the UI scale and any fitting, its rectangle on the window or None when
    the caller blits it itself); `cut`: texts fit_text shortened, shown -> whole; `lines`:
    lines wrap split a text into, line -> whole text; `art`: (text, pixel size) drawn at a
    size that grows with its picture, not with the UI scale (scaled=False)."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, int, pygame.Rect | None]] = []
        self.cut: dict[str, str] = {}
        self.lines: dict[str, str] = {}
        self.art: list[tuple[str, int]] = []


_drawn: Drawn | None = None


@contextmanager
def drawn_texts():
    """While active, every text drawn (blit_text, text), every text fit_text shortens and
    every text wrap splits is recorded (Drawn): tests measure readability with it. Off, it costs one comparison
    per text. Text baked into a cached picture is recorded only when the picture is made:
    clear_caches() and a fresh scene before measuring."""
    global _drawn
    outer, _drawn = _drawn, Drawn()
    try:
        yield _drawn
    finally:
        _drawn = outer


# tests set a list here: each text set smaller than its design size to fit its room is
# recorded as (text, fraction of that size, room, final width)
fit_log: list | None = None


def blit_text(surface: pygame.Surface, s: str, size: int, colour=None, *, bold: bool = False,
              serif: bool = False, max_w: int | None = None, max_h: int | None = None,
              scaled: bool = True, **anchor) -> pygame.Rect:
    """Blit cached text positioned by a Rect keyword (center=, topleft=, midleft=...).
    max_w / max_h: the room the layout gives this text; a larger UI scale grows the text
    up to that room and no further (never below its size at 100 %, so 100 % looks as designed).
    Only a text longer than the design's English (a translation) is set smaller than that, to fit."""
    used: float = int(size)
    s = drawable(s)
    max_w = None if max_w is None else max(1, max_w)     # a tiny window leaves no room
    max_h = None if max_h is None else max(1, max_h)     # (no generator: every text of every frame passes here)
    img = _rendered(s, used, colour, bold, serif, scaled)
    k = min(max_w / img.get_width() if max_w and img.get_width() > max_w else 1.0,
            max_h / img.get_height() if max_h and img.get_height() > max_h else 1.0)
    if k < 1 and scaled and UI_SCALE > 1:
        used = max(size / UI_SCALE + 1e-9, int(size * k))       # never under its pixels at 100 %
        img = _rendered(s, used, colour, bold, serif, scaled)
    times = UI_SCALE if scaled else 1   # font() sets `used` at this many times: shrink by whole pixels, to 6 at least
    for _ in range(8):                  # still wider than its room: a pixel or more smaller
        px = int(used * times)
        if not (max_w and img.get_width() > max_w) or px <= 6:
            break
        target = max(6, min(px - 1, int(px * max_w / img.get_width())))
        used = target if times == 1 else target / times + 1e-9     # int(used * times) == target despite rounding
        img = _rendered(s, used, colour, bold, serif, scaled)
    if fit_log is not None and used < int(size) / (UI_SCALE if scaled and UI_SCALE > 1 else 1):
        fit_log.append((s, used / int(size) * (UI_SCALE if scaled and UI_SCALE > 1 else 1), max_w, img.get_width()))
    r = img.get_rect(**anchor)
    surface.blit(img, r)
    if _drawn is not None:
        _drawn.texts.append((s, pixel_size(used, scaled), r.move(surface.get_abs_offset())))
        if not scaled:
            _drawn.art.append((s, pixel_size(used, scaled)))
    return r


def blit_pieces(surface: pygame.Surface, pieces: list, size: int, colour=None, *, bold: bool = False,
                gap: int = 2, **anchor) -> pygame.Rect:
    """A line of words and pictures (str or Surface pieces, each centred on the line), placed
    by a Rect keyword as blit_text places text: "+1 [tower]", "2 / [wheat]"."""
    imgs = [text(p, size, colour, bold) if isinstance(p, str) else p for p in pieces]
    w = sum(i.get_width() for i in imgs) + gap * max(0, len(imgs) - 1)
    h = max((i.get_height() for i in imgs), default=0)
    r = pygame.Rect(0, 0, w, h)
    setattr(r, *next(iter(anchor.items())))
    x = r.x
    for img in imgs:
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        x += img.get_width() + gap
    return r


def fitted(size: int, max_h: int | None, bold: bool = False, serif: bool = False) -> int:
    """The size blit_text draws a text of `size` at when given max_h (to wrap or cut it at
    the size it is drawn: a larger UI scale grows text only up to max_h)."""
    h = font(size, bold, serif).get_height()
    if max_h and UI_SCALE > 1 and h > max_h:
        return max(math.ceil(size / UI_SCALE - 1e-9), int(size * max_h / h))     # never under its pixels at 100 %
    return size


def fit_text(s: str, size: int, width: int, bold: bool = False, max_h: int | None = None) -> str:
    """Shorten s with an ellipsis until it fits `width` pixels (max_h: the height blit_text is
    given, which keeps text grown by the UI scale smaller: measured at the size it is drawn)."""
    f = font(fitted(size, max_h, bold), bold)
    s = drawable(s)
    if f.size(s)[0] <= width:
        return s
    low, high = 0, len(s)           # the longest start that fits with the ellipsis, by halving
    while low < high:
        mid = (low + high + 1) // 2
        if f.size(s[:mid] + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    if _drawn is not None:
        _drawn.cut[s[:low] + "…"] = s
    return s[:low] + "…"


def shortened(shown: str, whole: str) -> None:
    """Record that `shown` is `whole` put shortly to fit its room (for the readability tests)."""
    if _drawn is not None:
        _drawn.cut[shown] = whole


def line_of(line: str, whole: str) -> None:
    """Record that `line` is a line of `whole` set by its caller (for the readability tests)."""
    if _drawn is not None:
        _drawn.lines[line] = whole


def wrap(s: str, size: float, width: int, bold: bool = False, hyphens: bool = False) -> list[str]:
    """Split s into lines that fit `width` pixels in the given font (hyphens: a word of 7
    letters or more wider than a line is broken with a hyphen where it fills the line, three
    letters at least on each side, not set smaller). Cached: panels wrap the same words every frame."""
    lines = list(_wrapped(s, size, width, bold, hyphens))
    if _drawn is not None and len(lines) > 1:
        _drawn.lines.update((line, s) for line in lines)
    return lines


@lru_cache(maxsize=2048)
def _wrapped(s: str, size: float, width: int, bold: bool, hyphens: bool) -> tuple[str, ...]:
    f = font(size, bold)
    lines: list[str] = []
    for para in drawable(s).split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
            while hyphens and " " not in line and len(line) >= 7 and f.size(line)[0] > width:
                k = max((k for k in range(3, len(line) - 2)
                         if f.size(line[:k] if line[k - 1] == "-" else line[:k] + "-")[0] <= width), default=0)
                if not k:
                    break
                lines.append(line[:k] if line[k - 1] == "-" else line[:k] + "-")    # its own hyphen: no second one
                line = line[k:]
        lines.append(line)
    return tuple(lines)


def wrap_to_fit(s: str, size: int, width: int, height: int) -> tuple[list[str], float]:
    """s wrapped to `width` at the largest size, from `size` down to its size at 100 % UI
    scale, whose lines fit `height` pixels: (the lines, the size to draw them at)."""
    steps = max(1, int(size * UI_SCALE) - size)            # a pixel at a time
    for k in range(steps + 1):
        used = max(size / UI_SCALE + 1e-9, size * (1 - k / steps * (1 - 1 / UI_SCALE))) if UI_SCALE > 1 else size
        lines = wrap(s, used, width)
        if len(lines) * font(used).get_linesize() <= height:
            return lines, used
    return lines, used


def wrap_whole(texts: list[str], size: int, width: int, rows: int, bold: bool = False) -> list[list[str]]:
    """Each text wrapped to `width`, the first texts whose lines all fit in `rows` lines:
    a panel shows a text whole or not at all, never cut."""
    out: list[list[str]] = []
    for s in texts:
        lines = wrap(s, size, width, bold)
        if sum(map(len, out)) + len(lines) > rows:
            break
        out.append(lines)
    return out


@lru_cache(maxsize=256)
def _panel_surface(w: int, h: int, fill: tuple, edge: tuple | None, radius: int,
                   width: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
    if edge:
        pygame.draw.rect(surf, edge, (0, 0, w, h), width, border_radius=radius)
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, fill=None, edge="theme",
          radius: int = 14, width: int = 2) -> None:
    """A rounded translucent panel (cached per size, so it costs one blit). fill None and
    edge "theme" are the theme's; edge None draws no edge; edges are EDGE_SCALE thick."""
    edge = PANEL_EDGE if edge == "theme" else edge
    if rect.w > 0 and rect.h > 0:
        surface.blit(_panel_surface(rect.w, rect.h, tuple(fill or PANEL), edge and tuple(edge),
                                    radius, max(1, round(width * EDGE_SCALE))), rect.topleft)


def lighten(c, f: float = 0.35) -> tuple[int, int, int]:
    r, g, b = (int(v + (255 - v) * f) for v in c[:3])
    return r, g, b


def darken(c, f: float = 0.35) -> tuple[int, int, int]:
    r, g, b = (int(v * (1 - f)) for v in c[:3])
    return r, g, b


use(NAME)
