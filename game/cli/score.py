"""`python main.py score [FILE ...]`: score finished kingdoms (docs/commands.md)."""
from __future__ import annotations

import json
import sys
from typing import BinaryIO, Iterator

from game.cli.args import Parser
from game.cli.errors import UsageError, shown
from game.files import JsonRefused, read_capped, strict_json
from game.i18n import elide
from game.rules.kingdom_file import KingdomFileError
from game.rules.registry import FAMILY, rules_for


def score_one(obj: object) -> dict:
    """The output line for one kingdom: its score, or {"error": reason}."""
    if not isinstance(obj, dict):
        return {"error": "a kingdom must be a JSON object"}
    game = obj.get("game")
    scored = [g for g in FAMILY if g in rules_for(g).scored_games]
    if not isinstance(game, str) or game not in scored:
        return {"error": f"unknown game {elide(repr(game))} (expected one of {', '.join(scored)})"}
    try:
        return rules_for(game).score_file(obj)
    except (KingdomFileError, ValueError) as exc:
        return {"error": str(exc)}


class Unreadable(str):
    """Why one input could not be read or parsed: printed as its error line."""


# Reads are capped by the bytes actually read: /dev/zero, an endless FIFO or a huge file
# is one error line, never read forever. A kingdom is a few hundred bytes.
MAX_BYTES = 1 << 20
MAX_SKIP = 64 << 20     # past a too-long stdin line, how far to look for the next one


def _inputs(files: list[str]) -> Iterator[tuple[str, object]]:
    """(where, parsed JSON or Unreadable) per kingdom, in input order."""
    for name in files or ["-"]:
        if name == "-":
            if sys.stdin is None:
                raise UsageError("the standard input is closed: give kingdom files, or JSON Lines on stdin")
            yield from _lines(sys.stdin.buffer)
            continue
        where = shown(name)
        try:
            data = read_capped(name, MAX_BYTES)
        except OSError as exc:           # FileRefused too: larger than the cap
            yield where, Unreadable(f"cannot read {where}: {exc.strerror or exc}")
            continue
        yield where, _parse(data, where)


def _lines(stream: BinaryIO) -> Iterator[tuple[str, object]]:
    """One kingdom per line; a line longer than MAX_BYTES is an error line and reading
    goes on after it (up to MAX_SKIP bytes later: an endless line ends the input)."""
    n = 0
    while line := stream.readline(MAX_BYTES + 1):
        n += 1
        where = f"stdin line {n}"
        if len(line) > MAX_BYTES and not line.endswith(b"\n"):
            skipped = 0
            while line and not line.endswith(b"\n") and skipped < MAX_SKIP:
                line = stream.readline(1 << 16)
                skipped += len(line)
            yield where, Unreadable(f"{where} is longer than {MAX_BYTES} bytes")
            if line and not line.endswith(b"\n"):
                yield where, Unreadable(f"{where}: no end of line in {MAX_SKIP} more bytes; input ends here")
                return
            continue
        if line.strip():
            yield where, _parse(line, where)


def _parse(data: bytes, where: str) -> object:
    try:
        return strict_json(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        return Unreadable(f"{where} is not UTF-8 text (byte {exc.start + 1})")
    except json.JSONDecodeError as exc:
        return Unreadable(f"{where} is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}")
    except JsonRefused as exc:
        return Unreadable(f"{where} is not valid JSON: {exc}")


def main(argv: list[str]) -> int:
    parser = Parser(prog="score", description="Score finished kingdoms (JSON files or JSON Lines on stdin).")
    parser.add_argument("files", nargs="*", help="kingdom files (docs/commands.md); none: JSON Lines on stdin")
    args = parser.parse_args(argv)
    status = 0
    for _, obj in _inputs(args.files):
        out = {"error": str(obj)} if isinstance(obj, Unreadable) else score_one(obj)
        if "error" in out:
            status = 2
        print(json.dumps(out, ensure_ascii=False))
    sys.stdout.flush()
    return status
