"""The window: its size from the command line or the window setting, fitted to the desktop,
and changed at once from the settings scene."""
from __future__ import annotations

import warnings

import pygame

from game.app import settings
from game.cli.args import integer
from game.cli.errors import UsageError

DESIGN = (1920, 1080)
MIN_SIZE = (320, 240)       # the smallest --size; every scene also survives smaller (a platform may not honour it)


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


def apply_window(app, choice: str) -> None:
    """Change the window now (from the settings scene) and lay every scene out again."""
    app.screen = set_window(choice)
    app.scenes.resize(app.screen.get_size())


def open_window(size: tuple[int, int] | None) -> pygame.Surface:
    """A resizable window: the requested size, else the window setting."""
    pygame.display.init()     # no mixer: the table has no sounds yet
    pygame.font.init()
    pygame.display.set_caption("Kingdomino")
    if size is None:
        screen = set_window(settings.current().window)
    else:
        screen = keep_minimum(pygame.display.set_mode(size, pygame.RESIZABLE))
    pygame.key.set_repeat(0)
    return screen
