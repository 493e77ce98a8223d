"""`python main.py score [FILE ...]`: score finished kingdoms (docs/commands.md)."""
from __future__ import annotations

import json
import sys
from typing import Callable, Iterator

from game.cli.args import Parser
from game.cli.errors import UsageError, shown
from game.files import JsonRefused, read_capped, strict_json
from game.i18n import elide
from game.rules import scoring
from game.rules.components import game_specs, terrains
from game.rules.duel.sheet_file import score_duel_file
from game.rules.kingdom_file import DOMINO_GAMES, KingdomFileError, parse_kingdom
from game.rules.queendomino.kingdom_file import score_queendomino_file


def score_domino_file(obj: dict) -> dict:
    """Kingdomino and Královská zahrada kingdoms."""
    kf = parse_kingdom(obj)
    variant_data = game_specs()[kf.game].variants
    result = scoring.score_kingdom(kf.kingdom, scoring.Bonuses.of(variant_data, kf.variants))
    letters = [t.letter for t in terrains()]
    name_field = game_specs()[kf.game].terrain_names
    names = [getattr(t, name_field) for t in terrains()]
    by_category = {letters[t]: result.by_terrain[t] for t in range(6)}
    if "middle_kingdom" in kf.variants:
        by_category["middle_kingdom"] = result.middle_kingdom
    if "harmony" in kf.variants:
        by_category["harmony"] = result.harmony
    return {
        "total": result.total,
        "territories": [{"terrain": letters[t.terrain], "name": names[t.terrain], "squares": t.squares,
                         "crowns": t.crowns, "points": t.points} for t in result.territories],
        "by_category": by_category,
        "largest_territory": result.largest_territory,
        "crowns": result.crowns,
    }


SCORERS: dict[str, Callable[[dict], dict]] = {g: score_domino_file for g in DOMINO_GAMES}
SCORERS["duel"] = score_duel_file
SCORERS["queendomino"] = score_queendomino_file


def score_one(obj: object) -> dict:
    """The output line for one kingdom: its score, or {"error": reason}."""
    if not isinstance(obj, dict):
        return {"error": "a kingdom must be a JSON object"}
    game = obj.get("game")
    scorer = SCORERS.get(game) if isinstance(game, str) else None
    if scorer is None:
        return {"error": f"unknown game {elide(repr(game))} (expected one of {', '.join(SCORERS)})"}
    try:
        return scorer(obj)
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


def _lines(stream) -> Iterator[tuple[str, object]]:
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
    parser.add_argument("files", nargs="*")
    args = parser.parse_args(argv)
    status = 0
    for _, obj in _inputs(args.files):
        out = {"error": str(obj)} if isinstance(obj, Unreadable) else score_one(obj)
        if "error" in out:
            status = 2
        print(json.dumps(out, ensure_ascii=False))
    sys.stdout.flush()
    return status
