"""Duel maps of the `score` command (docs/commands.md): parse, validate, score.

Cells are `.`, `C` (only on the centre square, which is the castle even when left
out) or a coat-of-arms id with `+N` crosses (`dot`, `black+2`). `size` is ignored.
"""
from __future__ import annotations

from game.i18n import elide
from game.rules.components import duel_components
from game.rules.duel.board import DuelMap
from game.rules.duel.scoring import score_map

SCORED_GAMES = ("duel",)     # the games whose maps score_duel_file reads

class DuelSheetError(ValueError):
    """A Duel map that cannot be scored, with a one-line reason."""


def max_crosses() -> int:
    """Most crosses one square can get: the best face, the castle bonus and add_cross."""
    return max(f.crosses for die in duel_components().dice for f in die) + 2


def score_duel_file(obj: dict) -> dict:
    if not isinstance(obj, dict):
        raise DuelSheetError("a Duel map must be a JSON object")
    if obj.get("game") not in SCORED_GAMES:
        raise DuelSheetError(f"not a Duel map: game is {elide(repr(obj.get('game')))}")
    names = duel_components().arms
    bonus = obj.get("domain_bonus")
    if bonus is not None and bonus not in names:
        raise DuelSheetError(f"domain_bonus must be a coat of arms ({', '.join(names)}), got {elide(repr(bonus))}")
    try:
        m = DuelMap.from_rows(obj.get("grid"), max_crosses())
    except DuelSheetError:
        raise
    except ValueError as exc:
        raise DuelSheetError(str(exc)) from None
    sheet = score_map(m, -1 if bonus is None else names.index(bonus))
    by_category = {names[a]: p for a, p in enumerate(sheet.by_arms)}
    if bonus is not None:
        by_category["domain_bonus"] = sheet.domain_bonus
    return {
        "total": sheet.total,
        "territories": [{"terrain": names[t.arms], "squares": t.squares, "crowns": t.crosses,
                         "points": t.points} for t in sheet.territories],
        "by_category": by_category,
        "largest_territory": sheet.largest_territory,
        "crowns": sheet.crosses,
    }
