"""Write the manual pages of the installed programs from their argparse parsers:
packaging/man/kingdomino-family.1 (the window's options and every command's) and
kingdomino-family-window.1.

    python -m game.tools.man_pages

Each command's parser is caught when the command asks it to parse (the commands build their
parsers as they run), and its options are written out one by one, so a page reads the same
whatever the Python version or the terminal's width. tests/tools/test_man_pages.py checks the
committed pages are the ones written now. A distribution installs them under
/usr/share/man/man1/.
"""
from __future__ import annotations

import argparse
import sys
from contextlib import contextmanager
from importlib import import_module
from pathlib import Path
from typing import Iterator

from game import program
from game.app.options import window_parser
from game.cli import args as cli_args
from game.resources import CHECKOUT

FOLDER = CHECKOUT / "packaging" / "man"
SUBCOMMANDS = {"bench net": ["bench", "net"]}       # a command's own command, after it
ENVIRONMENT = (
    ("KINGDOMINO_CONFIG_DIR", "the folder of the settings file (else the user's configuration folder)"),
    ("KINGDOMINO_DATA_DIR", "the folder of saved games, statistics and served tables (else the user's data folder)"),
    ("KINGDOMINO_LOG_DIR", "the folder of the log of internal errors (else the user's log folder)"),
)


class Captured(Exception):
    def __init__(self, parser: argparse.ArgumentParser) -> None:
        super().__init__(parser.prog)
        self.parser = parser


@contextmanager
def _catching() -> Iterator[None]:
    def caught(self, *_args, **_kwargs):
        raise Captured(self)
    saved = cli_args.Parser.parse_args, cli_args.Parser.parse_known_args
    cli_args.Parser.parse_args = cli_args.Parser.parse_known_args = caught   # type: ignore[method-assign]
    try:
        yield
    finally:
        cli_args.Parser.parse_args, cli_args.Parser.parse_known_args = saved  # type: ignore[method-assign]


def parser_of(words: list[str]) -> argparse.ArgumentParser:
    """The parser of `words` (a command, or a command and its own command; [] the program's
    own): caught when it is asked to parse, before the command runs."""
    if not words:
        return program.parser(program.NAME)
    command = program.COMMANDS[words[0]]
    try:
        with _catching():
            getattr(import_module(command.module), command.function)(words[1:])
    except Captured as got:
        return got.parser
    raise AssertionError(f"{' '.join(words)} parsed nothing")


def roff(text: str) -> str:
    """Plain text as roff: backslashes and minus signs escaped, characters beyond ASCII named
    (groff reads its input as Latin-1), no line taken for a request."""
    out = text.replace("\\", "\\e").replace("-", "\\-")
    out = "".join(c if ord(c) < 128 else f"\\[u{ord(c):04X}]" for c in out)
    return "\n".join("\\&" + line if line.startswith((".", "'")) else line for line in out.splitlines())


def _name(action: argparse.Action) -> str:
    """How an option or argument is written, its value named (roff)."""
    if action.metavar is not None:
        value = action.metavar if isinstance(action.metavar, str) else " ".join(action.metavar)
    elif action.choices is not None:
        value = "{" + ",".join(map(str, action.choices)) + "}"
    else:
        value = action.dest.upper()
    if action.nargs in ("*", "+"):
        value += " ..."
    elif action.nargs == "?":
        value = f"[{value}]"
    if not action.option_strings:
        return f"\\fI{roff(value)}\\fR"
    names = ", ".join(f"\\fB{roff(s)}\\fR" for s in action.option_strings)
    return names if action.nargs == 0 else f"{names} \\fI{roff(value)}\\fR"


def _options(parser: argparse.ArgumentParser) -> list[str]:
    """A .TP paragraph for each argument and option but --help and a list of commands."""
    formatter = parser._get_formatter()
    lines = []
    for action in parser._actions:
        if isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)) or action.help == argparse.SUPPRESS:
            continue
        lines += [".TP", _name(action), roff(formatter._expand_help(action) if action.help else "")]
    return lines


def _header(name: str, summary: str) -> list[str]:
    return [f'.TH {roff(name.upper())} 1 "" "{roff(name)}" "User Commands"', ".SH NAME", f"{roff(name)} \\- {roff(summary)}"]


def _footer(see_also: str) -> list[str]:
    lines = [".SH ENVIRONMENT"]
    for variable, meaning in ENVIRONMENT:
        lines += [".TP", f"\\fB{roff(variable)}\\fR", roff(meaning)]
    lines += [".SH EXIT STATUS", "0 success, 2 bad input (one line on standard error), 1 an internal error "
              "(one line naming the log, where its details are).", ".SH SEE ALSO", f"\\fB{see_also}\\fR(1)"]
    return lines


def program_page() -> str:
    top = parser_of([])
    lines = _header(program.NAME, f"{program.GAMES} on the desktop")
    lines += [".SH SYNOPSIS", f"\\fB{roff(program.NAME)}\\fR [\\fIwindow options\\fR]", ".br",
              f"\\fB{roff(program.NAME)}\\fR \\fICOMMAND\\fR [\\fIits options\\fR]", ".SH DESCRIPTION",
              "With no command the game window opens; the commands work without it (demo and tutorial open it).",
              ".SH OPTIONS", *_options(top), ".SH COMMANDS"]
    commands = [[name] for name in program.COMMANDS] + list(SUBCOMMANDS.values())
    for words in sorted(commands):
        parser = parser_of(words)
        summary = parser.description or program.COMMANDS[words[0]].summary
        lines += [f'.SS "{roff(" ".join(words))}"', roff(summary)]
        if parser.epilog:
            lines += [".PP", roff(parser.epilog)]
        lines += _options(parser)
    lines += _footer("kingdomino-family-window")
    return "\n".join(lines) + "\n"


def window_page() -> str:
    name = program.WINDOW_NAME
    lines = _header(name, "the Kingdomino family's game window, without a console")
    lines += [".SH SYNOPSIS", f"\\fB{roff(name)}\\fR [\\fIoptions\\fR]", ".SH DESCRIPTION",
              "The game window alone, as the desktop entry starts it; an internal error is written to the "
              "log only, there being no console to print it to.", ".SH OPTIONS", *_options(window_parser(name))]
    lines += _footer("kingdomino-family")
    return "\n".join(lines) + "\n"


def pages() -> dict[Path, str]:
    return {FOLDER / f"{program.NAME}.1": program_page(), FOLDER / f"{program.WINDOW_NAME}.1": window_page()}


def main(argv: list[str]) -> int:
    for path, text in pages().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
