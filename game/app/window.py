"""The window: its size from the command line or the window setting, fitted to the desktop,
and changed at once from the settings scene. Opening it starts the sound too."""
from __future__ import annotations

import os
import sys
import warnings
from pathlib import Path

import pygame

from game.app import settings, sound
from game.app.ui import theme
from game.app.ui.layout import every_table_fits
from game.cli.args import integer
from game.cli.errors import UsageError
from game.resources import assets_dir

DESIGN = (1920, 1080)
MIN_SIZE = (320, 240)       # the smallest --size; every scene also survives smaller (a platform may not honour it)
APP_ID = "io.github.kingdomino_family.KingdominoFamily"    # the window's class and the desktop entry's, icon's and AppStream file's name


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (integer(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1920x1080, not {text!r}") from None
    if not (MIN_SIZE[0] <= w <= 8192 and MIN_SIZE[1] <= h <= 8192):
        raise UsageError(f"--size {text} is out of range (320x240 to 8192x8192)")
    return w, h


def fitting_size() -> tuple[int, int]:
    """1920x1080, shrunk to fit the desktop."""
    desktops = pygame.display.get_desktop_sizes() or [DESIGN]
    dw, dh = desktops[0]
    k = min(1.0, dw * 0.92 / DESIGN[0], dh * 0.88 / DESIGN[1])
    return (int(DESIGN[0] * k), int(DESIGN[1] * k)) if k < 1 else DESIGN


def set_window(choice: str) -> pygame.Surface:
    """The display for a window setting: 'auto', 'fullscreen' or 'WxH'."""
    if choice == "fullscreen":
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    size = fitting_size() if choice == "auto" else parse_size(choice)
    return keep_minimum(pygame.display.set_mode(size, pygame.RESIZABLE))


def keep_minimum(screen: pygame.Surface) -> pygame.Surface:
    """Ask the platform not to let the window be dragged smaller than MIN_SIZE (pygame-ce's
    Window; reaching it through the display module is deprecated, hence the silenced warning)."""
    window_type = getattr(pygame, "Window", None)
    if window_type is not None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window_type.from_display_module().minimum_size = MIN_SIZE
    return screen


def largest_fitting_scale(size: tuple[int, int]) -> int:
    """The largest UI scale (percent, settings.UI_SCALES) at which a window of `size` still
    shows every table's play regions at their size at 100 % on the smallest window."""
    return max(p for p in settings.UI_SCALES if p == min(settings.UI_SCALES) or every_table_fits(size, p / 100))


def fit_ui_scale(size: tuple[int, int]) -> None:
    """The UI scale in use on a window of `size`: the chosen one, or the largest the window fits."""
    theme.limit_ui_scale(largest_fitting_scale(size) / 100)


def apply_window(app, choice: str) -> None:
    """Change the window now (from the settings scene) and lay every scene out again."""
    app.screen = set_window(choice)
    fit_ui_scale(app.screen.get_size())
    app.scenes.resize(app.screen.get_size())


def name_window_class() -> None:
    """Desktops match a window to its desktop entry, and so to its icon, by the window's class
    (the entry's StartupWMClass). pygame names it after the script (main.py, __main__.py);
    unless the user chose a name, it becomes APP_ID, on X11 and on Wayland."""
    script = Path(sys.argv[0]).name
    if os.environ.get("SDL_VIDEO_X11_WMCLASS", script) == script:
        os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_ID
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)


def open_window(size: tuple[int, int] | None) -> pygame.Surface:
    """A resizable window with the program's icon: the requested size, else the window setting;
    the sound started (silent where there is no audio device)."""
    name_window_class()
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption("Kingdomino")
    icon = assets_dir() / "icon.png"
    if icon.is_file():
        pygame.display.set_icon(pygame.image.load(str(icon)))
    if size is None:
        screen = set_window(settings.current().window)
    else:
        screen = keep_minimum(pygame.display.set_mode(size, pygame.RESIZABLE))
    pygame.key.set_repeat(0)
    sound.start()
    fit_ui_scale(screen.get_size())
    return screen
