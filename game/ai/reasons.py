"""Why a move is good, as data: reasons with their numbers, worded by the table
(game/app/explain_words.py) in the player's language. Built from the rules' own
scoring by each game's explain module (kingdomino/, queendomino/, duel/explain.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field

DENIAL_MIN = 2          # points a rival must stand to score with a domino (building, die) for it to be kept from them


@dataclass(frozen=True)
class Reason:
    """One reason: its kind (the table has words for each) and its values, all ints
    (terrains, coats of arms and buildings by their index in the data)."""
    kind: str
    values: dict[str, int] = field(default_factory=dict)

    def __getitem__(self, key: str) -> int:
        return self.values[key]


@dataclass(frozen=True)
class Explanation:
    player: int                    # who makes the move
    gain: int                      # the mover's score change now, as the score list shows it
    reasons: tuple[Reason, ...]

    def kinds(self) -> list[str]:
        return [r.kind for r in self.reasons]


def territory_reason(suffix: str, key: str, category: int, parts: list[tuple[int, int]],
                     squares: int, marks: int) -> Reason:
    """A territory the move touched: `parts` (squares, crowns or crosses) of the territories it
    grew from, `squares` and `marks` (crowns or crosses) after. Kinds: start, join or link
    (several territories made one), with `suffix` naming the game's words."""
    before = sum(s * m for s, m in parts)
    values = {key: category, "squares": squares, "marks": marks, "points": squares * marks,
              "gained": squares * marks - before}
    if not parts:
        return Reason("start" + suffix, values)
    if len(parts) == 1:
        return Reason("join" + suffix, values | {"was_squares": parts[0][0], "was_marks": parts[0][1]})
    return Reason("link" + suffix, values | {"parts": len(parts)})
