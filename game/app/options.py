"""The window's command-line options, `--size`, `--theme`, `--scale` and `--lang`: taken by
the program with no command (the game window) and by `demo`. No pygame here, so the
program's `--help` and `--version` answer without starting it; game.app.run applies them."""
from __future__ import annotations

from game import i18n
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


def add_look_options(parser) -> None:
    parser.add_argument("--theme", default=None, metavar="NAME", help="classic, patterns or high_contrast")
    parser.add_argument("--scale", default=None, metavar="PCT", help="UI scale in percent, 100 to 200")


def add_language_option(parser) -> None:
    parser.add_argument("--lang", default=None, metavar="CODE", help=f"language: {', '.join(i18n.LANGUAGES)}")


def add_window_options(parser) -> None:
    """--size, --theme, --scale and --lang, in that order (to a parser or an argument group)."""
    parser.add_argument("--size", default=None, metavar="WxH", help="window size, e.g. 1920x1080")
    add_look_options(parser)
    add_language_option(parser)


def window_parser(prog: str) -> Parser:
    parser = Parser(prog=prog, description="Open the game window.")
    add_window_options(parser)
    return parser
