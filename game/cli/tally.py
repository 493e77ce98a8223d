"""`python main.py tally FILE ...`: one summary of games played in several `simulate` runs.

A tournament too long for one sitting is played in pieces (`--seed 1 --games 50`, then
`--seed 51 --games 50`, …: the same games as one run, since game i has seed S + i); each
piece's lines are kept in a file, and tally sums them as one run of simulate would. The
pieces must be of one set-up, and no game may be counted twice.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.cli.args import Parser
from game.cli.errors import UsageError, shown
from game.cli.simulate import Tally
from game.files import read_capped, strict_json

MAX_BYTES = 256 * 1024 * 1024      # a file of simulate lines larger than this is not one


def game_lines(path: Path) -> list[tuple[int, dict]]:
    """The games in one file of simulate output, with their line numbers (summaries skipped)."""
    try:
        text = read_capped(path, MAX_BYTES, regular_only=True).decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{shown(str(path))}: cannot be read ({exc})") from None
    out = []
    for no, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            doc = strict_json(line)
        except ValueError as exc:
            raise UsageError(f"{shown(str(path))}:{no}: not a JSON line ({exc})") from None
        if isinstance(doc, dict) and set(doc) == {"summary"}:
            continue
        if not (isinstance(doc, dict) and type(doc.get("seed")) is int and isinstance(doc.get("config"), dict)
                and isinstance(doc.get("seats"), list) and doc["seats"] and all(_seat(s) for s in doc["seats"])):
            raise UsageError(f"{shown(str(path))}:{no}: not a game line of simulate")
        out.append((no, doc))
    return out


def _seat(s: object) -> bool:
    return (isinstance(s, dict) and isinstance(s.get("agent"), str) and type(s.get("score")) is int
            and type(s.get("rank")) is int and type(s.get("moves")) is int
            and type(s.get("think_s")) in (int, float) and s.get("team") is not None)


def main(argv: list[str]) -> int:
    parser = Parser(prog="tally", description="Sum the games of several simulate runs into one summary.")
    parser.add_argument("files", nargs="+", help="files of simulate output (its JSON lines)")
    args = parser.parse_args(argv)
    tally = Tally()
    config: dict | None = None
    seen: dict[int, str] = {}                   # seed -> where it was counted
    for name in args.files:
        for no, line in game_lines(Path(name)):
            where = f"{shown(name)}:{no}"
            if config is None:
                config = line["config"]
            elif line["config"] != config:
                raise UsageError(f"{where}: another set-up than the first game's ({json.dumps(line['config'])})")
            if line["seed"] in seen:
                raise UsageError(f"{where}: the game of seed {line['seed']} is counted already ({seen[line['seed']]})")
            seen[line["seed"]] = where
            tally.add(line)
    if not seen:
        raise UsageError("no game lines in the files given")
    print(json.dumps({"summary": tally.summary(), "config": config, "seeds": [min(seen), max(seen)]}))
    return 0
