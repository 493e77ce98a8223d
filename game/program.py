"""The program's command line, one dispatcher for every way to start it: the installed
`kingdomino-family`, `python -m game`, `python main.py` and the standalone build; and the
window alone, `kingdomino-family-window` (the desktop entry, and the standalone build's
windowed program), which has no console to print to. It sits above every layer
(tests/test_layers.py): it opens the window or runs a command, headless (game.cli) or in the
window (game.app).

With no command the game window opens (`--size`, `--theme`, `--scale`, `--lang` apply to it).
A command takes the rest of the line untouched and parses its own options, so
`kingdomino-family score --help` shows score's. Nothing heavy is imported before a command
is chosen: `--version` and `--help` answer without pygame. Exit statuses as
game.cli.errors (docs/commands.md).
"""
from __future__ import annotations

import sys

try:      # Ctrl-C while the program starts (a tenth of a second) ends it as it does later
    import argparse
    import multiprocessing
    from importlib import import_module
    from typing import NamedTuple

    import game
    from game.app.options import add_window_options, window_parser
    from game.cli.args import Parser
    from game.cli.errors import UsageError, guarded
    from game.cli.output import hold_stdout
except KeyboardInterrupt:
    print("interrupted", file=sys.stderr)
    raise SystemExit(1) from None

NAME = "kingdomino-family"
WINDOW_NAME = f"{NAME}-window"
GAMES = "Kingdomino, Královská zahrada, Queendomino with the Royal Wedding and Kingdomino Duel"


class Command(NamedTuple):
    module: str        # imported only when the command is chosen (the standalone build lists them)
    function: str      # takes the rest of the line, returns the exit status
    summary: str       # its one line in --help


COMMANDS: dict[str, Command] = {
    "score": Command("game.cli.score", "main", "score finished kingdoms (JSON files, or JSON Lines on stdin)"),
    "simulate": Command("game.cli.simulate", "main",
                        "play games between computer players: a JSON line per game, then a summary"),
    "tally": Command("game.cli.tally", "main", "sum the games of several simulate runs: tally FILE ..."),
    "bench": Command("game.app.bench", "main", "measure the rules engine, the computer players and the table's drawing; "
                     "bench net: the network table"),
    "saves": Command("game.cli.saves_cmd", "verify_main", "check saved games: saves verify FILE ..."),
    "resume": Command("game.cli.saves_cmd", "resume_main",
                      "finish a saved game with computer players: resume FILE --autoplay"),
    "review": Command("game.cli.review", "main",
                      "the expert goes over a saved game's decisions: review FILE [--seat N]"),
    "demo": Command("game.app.demo", "main", "watch computer players play one game in the window"),
    "tutorial": Command("game.app.tutorial.autoplay", "main",
                        "play a game's lesson in the window: tutorial GAME [--autoplay]"),
    "languages": Command("game.cli.languages", "main", "list the languages and how much of the program each translates"),
    "serve": Command("game.cli.serve", "main", "hold tables for players on other computers (headless game server)"),
    "join": Command("game.cli.join", "main", "play a seat of a served table with a computer level: join HOST:PORT"),
    "tables": Command("game.cli.lobby_cmds", "tables_main", "list a lobby server's open public tables: tables HOST:PORT"),
    "host": Command("game.cli.lobby_cmds", "host_main",
                    "make a table on a lobby server and print its code: host HOST:PORT --table SPEC"),
    "watch": Command("game.cli.watch", "main", "follow a served table's game as a spectator: watch HOST:PORT"),
}


class _Commands(argparse._SubParsersAction):
    """The command's name, and the rest of the line as it was typed, for the command itself.
    An unknown name is one line of bad input (argparse would list the choices in its own words)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.choices = None  # type: ignore[assignment]  # checked in __call__, with our message

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        name, *rest = values
        if name not in self._name_parser_map:
            raise UsageError(f"unknown command {name!r} (choose from {', '.join(COMMANDS)}, "
                             "or none to open the game)")
        namespace.command = name
        namespace.rest = rest


def parser(prog: str = NAME) -> Parser:
    usage = (f"{prog} [--size WxH] [--theme NAME] [--scale PCT] [--lang CODE]\n"
             f"       {prog} COMMAND [its options]\n"
             f"       {prog} --help | --version")
    top = Parser(prog=prog, usage=usage, formatter_class=argparse.RawDescriptionHelpFormatter,
                 description=f"{GAMES} on the desktop.\n\nWith no command the game window opens; "
                             "the commands work without it (demo opens it).",
                 epilog=f"Each command takes --help for its own options, e.g. `{prog} score --help`.\n"
                        "Exit status: 0 success, 2 bad input (one line on stderr), 1 internal error.")
    top.add_argument("--version", action="version", version=f"{NAME} {game.__version__}")
    add_window_options(top.add_argument_group("window options (with no command)"))
    top.register("action", "parsers", _Commands)
    commands = top.add_subparsers(title="commands", dest="command", metavar="COMMAND")
    for name, command in COMMANDS.items():
        commands.add_parser(name, help=command.summary, add_help=False)
    return top


def dispatch(argv: list[str], prog: str = NAME) -> int:
    plain = hold_stdout()
    try:
        args = parser(prog).parse_args(argv)
    except SystemExit:
        sys.stdout.flush()    # --help, --version: their text is written, or the failure told
        raise
    window = (args.size, args.theme, args.scale, args.lang)
    from game.rules.components import validate_all
    if args.command is None:
        sys.stdout = plain    # the window has no output to lose (and may have no stdout at all)
        return open_window(window)
    if any(v is not None for v in window):
        raise UsageError(f"--size, --theme, --scale and --lang before {args.command!r} are for the window "
                         "with no command (demo takes them after its name)")
    validate_all()
    command = COMMANDS[args.command]
    status = getattr(import_module(command.module), command.function)(args.rest)
    sys.stdout.flush()        # here, where a failure still reaches its one line and status
    return status


def open_window(window: tuple[str | None, str | None, str | None, str | None]) -> int:
    """The game window with its options (--size, --theme, --scale, --lang; None: the settings')."""
    from game.rules.components import validate_all
    validate_all()     # a broken data file stops here with its reason, not mid-game
    from game.app.run import open_game
    return open_game(*window)


def window_main(argv: list[str] | None = None, prog: str = WINDOW_NAME) -> int:
    """The window alone, for a start without a console (a menu entry, the windowed build):
    the window options only, and an internal error kept in the log (game.error_log)."""
    multiprocessing.freeze_support()

    def window(a: list[str]) -> int:
        args = window_parser(prog).parse_args(a)
        return open_window((args.size, args.theme, args.scale, args.lang))
    return guarded(window, sys.argv[1:] if argv is None else argv)


def utf8_streams() -> None:
    """JSON Lines in and out are UTF-8 everywhere, also where the system's code page is not
    (Windows pipes, a bare C locale): stdin, stdout and stderr are switched to UTF-8."""
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if encoding != "utf8" and hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")


def main(argv: list[str] | None = None, prog: str = NAME) -> int:
    """Run the program; its exit status. Worker processes (simulate --jobs, the searching
    computer players) start here too in a frozen build, which freeze_support sends on."""
    multiprocessing.freeze_support()
    utf8_streams()
    return guarded(lambda a: dispatch(a, prog), sys.argv[1:] if argv is None else argv)

