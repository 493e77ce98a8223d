"""Exit statuses (docs/commands.md): 0 success, 2 bad input (one line on stderr), 1 internal error.
No traceback ever reaches a player: an internal error's goes to the log (game.error_log)."""
from __future__ import annotations

import sys
from typing import Callable

from game import error_log
from game.cli.output import OutputLost, drop_stdout
from game.rules.components import DataError


class UsageError(Exception):
    """Bad input from the user: reported as one line, exit status 2."""


def shown(text: str) -> str:
    """A name from the command line as it can be printed: bytes that are not UTF-8
    (Python keeps them as lone surrogates) become U+FFFD instead of failing the print."""
    try:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeEncodeError:          # a surrogate the command line cannot have made
        return text.encode("utf-8", "replace").decode("utf-8")


def guarded(fn: Callable[[list[str]], int], argv: list[str]) -> int:
    try:
        return fn(argv)
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except DataError as exc:
        print(f"internal error: {exc}{logged(exc)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        from game.ai import pool  # here, not at every command's start: few commands have one
        pool.current().kill()           # its workers ignore Ctrl-C: the work in hand is dropped
        print("interrupted", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except OutputLost as exc:
        drop_stdout()
        print(f"error: {exc.strerror}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - the last line of defence for players
        print(f"internal error: {type(exc).__name__}: {exc}{logged(exc)}", file=sys.stderr)
        return 1


def logged(exc: BaseException) -> str:
    """Where the error's details were written, as the end of its one line ("" if nowhere)."""
    path = error_log.record(exc)
    return f" (details in {path})" if path else ""
