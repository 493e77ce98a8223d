"""Kingdom files of the `score` command (docs/commands.md): parse, validate, build a Kingdom.

Every fault is a KingdomFileError with a one-line reason; nothing half-built escapes.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import elide
from game.rules import scoring
from game.rules.components import game_specs, terrain_index, terrains
from game.rules.kingdom import Kingdom

DOMINO_GAMES = ("kingdomino", "kralovska_zahrada")
SIZES = (5, 7)


class KingdomFileError(ValueError):
    """A kingdom file that cannot be scored, with the reason."""


@dataclass
class KingdomFile:
    game: str
    kingdom: Kingdom
    variants: tuple[str, ...]
    raw: dict


def parse_cell(token: str, letters: str) -> tuple[int, int] | None:
    """'.' -> None, 'C' -> (-1, 0), 'W2' -> (terrain index, 2)."""
    if token == ".":
        return None
    if token == "C":
        return (-1, 0)
    letter, crowns = token[:1], token[1:]
    if letter not in letters or len(crowns) != 1 or crowns not in "0123456789":
        raise KingdomFileError(f"unknown cell token {elide(repr(token))} (use ., C or a terrain letter "
                               f"{'/'.join(letters)} with its crowns, e.g. W1)")
    c = int(crowns)
    if not 0 <= c <= 3:
        raise KingdomFileError(f"cell {elide(repr(token))}: crowns must be 0 to 3")
    return terrain_index()[letter], c


def parse_kingdom(obj: object, games: tuple[str, ...] = DOMINO_GAMES, letters: str = "WFLGSM") -> KingdomFile:
    if not isinstance(obj, dict):
        raise KingdomFileError("a kingdom must be a JSON object")
    game = obj.get("game")
    if not isinstance(game, str) or game not in games:
        raise KingdomFileError(f"unknown or unsupported game {elide(repr(game))} (expected one of {', '.join(games)})")
    size = obj.get("size")
    if type(size) is not int or size not in SIZES:
        raise KingdomFileError(f"size must be 5 or 7, got {elide(repr(size))}")
    grid = obj.get("grid")
    if not isinstance(grid, list) or not all(isinstance(r, str) for r in grid):
        raise KingdomFileError("grid must be a list of strings")
    if len(grid) > size:
        raise KingdomFileError(f"grid has {len(grid)} rows, more than the size {size}")
    variants = obj.get("variants", [])
    if (not isinstance(variants, list) or not all(isinstance(v, str) for v in variants)
            or not set(variants) <= {"middle_kingdom", "harmony"}):
        raise KingdomFileError("variants may hold only 'middle_kingdom' and 'harmony'")
    cells: dict[tuple[int, int], tuple[int, int]] = {}
    castle = None
    for y, row in enumerate(grid):
        tokens = row.split()
        if len(tokens) > size:
            raise KingdomFileError(f"row {y + 1} has {len(tokens)} cells, more than the size {size}")
        for x, tok in enumerate(tokens):
            cell = parse_cell(tok, letters)
            if cell is None:
                continue
            if cell[0] == -1:
                if castle is not None:
                    raise KingdomFileError("the grid has two castles")
                castle = (x, y)
            else:
                cells[(x, y)] = cell
    if castle is None:
        raise KingdomFileError("the grid has no castle (C)")
    k = Kingdom(size)
    cx, cy = castle
    for (x, y), (t, c) in cells.items():
        k.set_square(x - cx, y - cy, t, c)
    return KingdomFile(game, k, tuple(variants), obj)


def score_kingdom_file(obj: object) -> dict:
    """A Kingdomino or Královská zahrada kingdom file scored, as the `score` command prints it."""
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
