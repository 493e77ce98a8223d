"""`python main.py`: open the window on the title screen."""
from __future__ import annotations

import pygame

from game import autosaves, i18n
from game.app.app import App
from game.app.scenes.title import TitleScene
from game.app.settings import current
from game.app.ui import theme
from game.app.window import open_window, parse_size
from game.cli.args import Parser, integer
from game.cli.errors import UsageError


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
    if code is not None and code not in i18n.LANGUAGES:
        raise UsageError(f"--lang: unknown language {code!r} (choose from {', '.join(i18n.LANGUAGES)})")
    i18n.use(code or current().language)


def run_app(argv: list[str]) -> int:
    parser = Parser(prog="main.py", description="Play Kingdomino and Královská zahrada.")
    parser.add_argument("--size", type=str, default=None, help="window size, e.g. 1600x900")
    add_look_options(parser)
    add_language_option(parser)
    args = parser.parse_args(argv)
    size = parse_size(args.size) if args.size else None
    apply_look(args.theme, args.scale)
    apply_language(args.lang)
    autosaves.settle()              # stale temporary files and half-retired autosaves, before anything reads them
    app = App(open_window(size))
    app.scenes.push(TitleScene(app))
    try:
        return app.run()
    finally:
        pygame.quit()
