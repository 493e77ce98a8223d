"""`python main.py score [FILE ...]`: score finished kingdoms (docs/commands.md)."""
from __future__ import annotations

import json
import sys
from typing import Callable, Iterator

from game.cli.args import Parser
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
    scorer = SCORERS.get(obj.get("game"))  # type: ignore[arg-type]
    if scorer is None:
        return {"error": f"unknown game {obj.get('game')!r} (expected one of {', '.join(SCORERS)})"}
    try:
        return scorer(obj)
    except (KingdomFileError, ValueError) as exc:
        return {"error": str(exc)}


def _inputs(files: list[str]) -> Iterator[tuple[str, object]]:
    """(where, parsed JSON or an error dict) per kingdom, in input order."""
    for name in files or ["-"]:
        if name == "-":
            for n, line in enumerate(sys.stdin, 1):
                if line.strip():
                    yield f"stdin line {n}", _parse(line, f"stdin line {n}")
            continue
        try:
            with open(name, encoding="utf-8") as fh:
                text = fh.read()
        except (OSError, UnicodeDecodeError) as exc:
            yield name, {"__error__": f"cannot read {name}: {exc.strerror if isinstance(exc, OSError) else exc}"}
            continue
        yield name, _parse(text, name)


def _parse(text: str, where: str) -> object:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        return {"__error__": f"{where} is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"}


def main(argv: list[str]) -> int:
    parser = Parser(prog="score", description="Score finished kingdoms (JSON files or JSON Lines on stdin).")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args(argv)
    status = 0
    for _, obj in _inputs(args.files):
        if isinstance(obj, dict) and "__error__" in obj:
            out = {"error": obj["__error__"]}
        else:
            out = score_one(obj)
        if "error" in out:
            status = 2
        print(json.dumps(out, ensure_ascii=False))
    sys.stdout.flush()
    return status
