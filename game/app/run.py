"""The program with no command: the game window on the title screen."""
from __future__ import annotations

import pygame

from game import autosaves, i18n
from game.app import hosted_games
from game.app.app import App
from game.app.options import parse_scale, window_parser
from game.app.scenes.title import TitleScene
from game.app.settings import config_dir, current
from game.app.ui import theme
from game.app.window import open_window, parse_size
from game.cli.errors import UsageError
from game.files import clean_stale_temps


def apply_look(theme_name: str | None, scale: str | None) -> None:
    """The chosen theme and UI scale (else the settings'); a bad one is a UsageError."""
    pct = parse_scale(scale) if scale else current().ui_scale
    try:
        theme.use(theme_name or current().theme)
    except theme.ThemeError as exc:
        raise UsageError(f"--theme: {exc}") from None
    theme.set_ui_scale(pct / 100)


def apply_language(code: str | None) -> None:
    """The language asked for (else the setting, which defaults to the system's); an unknown
    code is a UsageError."""
    if code is not None and code not in i18n.LANGUAGES:
        raise UsageError(f"--lang: unknown language {code!r} (choose from {', '.join(i18n.LANGUAGES)})")
    i18n.use(code or current().language)


def run_app(argv: list[str], prog: str = "main.py") -> int:
    """The game window with its options (--size, --theme, --scale, --lang)."""
    args = window_parser(prog).parse_args(argv)
    return open_game(args.size, args.theme, args.scale, args.lang)


def settle_folders() -> None:
    """Before anything reads them: the stale temporary files killed writers left in the saves,
    data, settings and hosted tables' folders, and half-retired autosaves."""
    autosaves.settle()
    for folder in (config_dir(), hosted_games.folder()):
        clean_stale_temps(folder)


def open_game(size_text: str | None, theme_name: str | None, scale: str | None, lang: str | None) -> int:
    """Open the window on the title screen; each option None takes the settings' choice."""
    size = parse_size(size_text) if size_text else None
    apply_look(theme_name, scale)
    apply_language(lang)
    settle_folders()
    app = App(open_window(size))
    app.review_ahead = True
    app.scenes.push(TitleScene(app))
    try:
        return app.run()
    finally:
        pygame.quit()
