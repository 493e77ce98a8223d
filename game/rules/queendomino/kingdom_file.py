"""The `score` command's queendomino kingdoms (docs/commands.md): parse, validate, score.

The grid is the Kingdomino kingdom file plus `T` towns and `T:<building id>` towns
with a building; coins, knights, towers and the Queen are optional fields. Scoring
goes through the game's own score_house, so the CLI and the game agree.
"""
from __future__ import annotations

from game.i18n import elide
from game.rules.components import builders_board, building_index, buildings, terrains
from game.rules.kingdom_file import KingdomFileError, parse_kingdom
from game.rules.queendomino.scoring import add_crowns, score_house

LETTERS = "WFLGSMT"
SCORED_GAMES = ("queendomino",)     # the games whose kingdoms score_queendomino_file reads


class QueendominoFileError(KingdomFileError):
    """A queendomino kingdom that cannot be scored, with a one-line reason."""


def supplies() -> dict[str, int]:
    """The most of each a house can hold: the box's supply (knights 22, towers 15, coins
    worth 174: 12×1 + 18×3 + 12×9), from assets/data/queendomino.json."""
    board = builders_board()
    return {"coins": board.coins, "knights": board.knights, "towers": board.towers}


def _count(obj: dict, key: str, default: int = 0) -> int:
    v = obj.get(key, default)
    most = supplies()[key]
    if type(v) is not int or not 0 <= v <= most:
        raise QueendominoFileError(f"{key} must be a whole number from 0 to {most} (the game's supply), "
                                   f"got {elide(repr(v))}")
    return v


def score_queendomino_file(obj: object) -> dict:
    """Score one queendomino kingdom; raises QueendominoFileError on malformed input."""
    if not isinstance(obj, dict):
        raise QueendominoFileError("a kingdom must be a JSON object")
    if obj.get("variants"):
        raise QueendominoFileError("queendomino kingdoms take no variants")
    grid = obj.get("grid")
    if not isinstance(grid, list) or not all(isinstance(r, str) for r in grid):
        raise QueendominoFileError("grid must be a list of strings")
    kinds = building_index()
    plain, sites, castle = [], {}, None
    for y, row in enumerate(grid):
        tokens = row.split()
        for x, tok in enumerate(tokens):
            if tok.startswith("T:"):
                if tok[2:] not in kinds:
                    raise QueendominoFileError(f"unknown building {elide(repr(tok[2:]))} in cell {elide(repr(tok))} "
                                               f"(known: {', '.join(sorted(kinds))})")
                sites[(x, y)] = kinds[tok[2:]]
                tokens[x] = "T0"
            elif tok[:1] == "T" and tok[1:].isascii() and tok[1:].isdigit() and int(tok[1:]):
                raise QueendominoFileError(f"cell {elide(repr(tok))}: town squares have no crowns of their "
                                           "own (a crown comes from a building, T:<id>)")
            elif tok == "C":
                castle = (x, y)
        plain.append(" ".join(tokens))
    try:
        kf = parse_kingdom({**obj, "grid": plain, "variants": []}, SCORED_GAMES, LETTERS)
    except QueendominoFileError:
        raise
    except KingdomFileError as exc:
        raise QueendominoFileError(str(exc)) from None
    k = kf.kingdom
    bs = buildings()
    built: dict[int, int] = {}
    assert castle is not None   # parse_kingdom refuses a grid without one
    for (x, y), kind in sites.items():
        idx = k.g.from_rel(x - castle[0], y - castle[1])
        assert idx is not None  # every square of the grid lies in the kingdom's window
        built[idx] = kind
        add_crowns(k, idx, bs[kind].crowns)
    queen = obj.get("queen", False)
    if not isinstance(queen, bool):
        raise QueendominoFileError(f"queen must be true or false, got {elide(repr(queen))}")
    towers = _count(obj, "towers", sum(bs[kind].towers for kind in built.values()))
    sheet = score_house(k, built, _count(obj, "coins"), _count(obj, "knights"), towers, queen)
    letters = [t.letter for t in terrains()]
    return {
        "total": sheet.total,
        "territories": [{"terrain": letters[t.terrain], "squares": t.squares, "crowns": t.crowns,
                         "points": t.points} for t in sheet.territories],
        "by_category": sheet.by_category(),
        "buildings": [{"id": bs[kind].id, "points": pts} for kind, pts in sheet.building_points],
        "largest_territory": sheet.largest_territory,
        "crowns": sheet.crowns,
        "leftover_coins": sheet.leftover_coins,
    }
