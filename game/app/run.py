"""`python main.py`: open the window on the title screen."""
from __future__ import annotations

import pygame

from .. import i18n
from ..cli.args import Parser, integer
from ..cli.errors import UsageError

DESIGN = (1920, 1080)


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (integer(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1920x1080, not {text!r}") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise UsageError(f"--size {text} is out of range (320x240 to 8192x8192)")
    return w, h


def parse_scale(text: str) -> int:
    """--scale PCT: the UI scale in percent, 100 to 200."""
    try:
        pct = integer(text.rstrip("%"))
    except ValueError:
        raise UsageError(f"--scale must be a percentage from 100 to 200, not {text!r}") from None
    if not 100 <= pct <= 200:
        raise UsageError(f"--scale {text} is out of range (100 to 200)")
    return pct


def add_look_options(parser: Parser) -> None:
    parser.add_argument("--theme", default=None, help="classic, patterns or high_contrast")
    parser.add_argument("--scale", default=None, metavar="PCT", help="UI scale in percent, 100 to 200")


def apply_look(theme_name: str | None, scale: str | None) -> None:
    """The chosen theme and UI scale (else the settings'); a bad one is a UsageError."""
    from . import theme
    from .settings import current
    pct = parse_scale(scale) if scale else current().ui_scale
    try:
        theme.use(theme_name or current().theme)
    except theme.ThemeError as exc:
        raise UsageError(f"--theme: {exc}") from None
    theme.set_ui_scale(pct / 100)


def add_language_option(parser: Parser) -> None:
    parser.add_argument("--lang", default=None, metavar="CODE", help=f"language: {', '.join(i18n.LANGUAGES)}")


def apply_language(code: str | None) -> None:
    """The language asked for (else the setting, which defaults to the system's); an unknown
    code is a UsageError."""
    from .settings import current
    if code is not None and code not in i18n.LANGUAGES:
        raise UsageError(f"--lang: unknown language {code!r} (choose from {', '.join(i18n.LANGUAGES)})")
    i18n.use(code or current().language)


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
    return pygame.display.set_mode(size, pygame.RESIZABLE)


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
        from .settings import current
        screen = set_window(current().window)
    else:
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.key.set_repeat(0)
    return screen


def run_app(argv: list[str]) -> int:
    parser = Parser(prog="main.py", description="Play Kingdomino and Královská zahrada.")
    parser.add_argument("--size", type=str, default=None, help="window size, e.g. 1600x900")
    add_look_options(parser)
    add_language_option(parser)
    args = parser.parse_args(argv)
    size = parse_size(args.size) if args.size else None
    apply_look(args.theme, args.scale)
    apply_language(args.lang)
    from .app import App
    from .scenes.title import TitleScene
    app = App(open_window(size))
    app.scenes.push(TitleScene(app))
    try:
        return app.run()
    finally:
        pygame.quit()
