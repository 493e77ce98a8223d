"""What is left in the box: the dominoes not yet drawn, their squares counted by terrain
and crowns, and in Queendomino the buildings still in the pile under its top one.

Read from a public view (registry.public_view) and nothing else: the order of what lies
face down is hidden, but which dominoes and buildings are left is public (anyone can count
them off the table), so the window's box panel, a client and a computer may all read it.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from game.rules.components import Domino, game_entry, tile_set
from game.rules.config import GameConfig


@dataclass(frozen=True)
class Box:
    """One tile set's box: its name in the data, the dominoes left, and the squares left
    per (terrain, crowns)."""
    tiles: str
    dominoes: int
    squares: dict[tuple[int, int], int]

    def terrains(self) -> list[int]:
        return sorted({t for t, _c in self.squares})


@dataclass(frozen=True)
class BoxLeft:
    boxes: list[Box]
    buildings_under_top: int | None     # Queendomino's pile below its face-up top; None: no pile
    to_come: int = 0                    # dominoes still to be drawn: the others stay out of the game

    def out_of_game(self) -> int:
        """Dominoes in the box that will never be drawn (a game with fewer players: nobody knows which)."""
        return max(0, sum(b.dominoes for b in self.boxes) - self.to_come)


def box_left(view: dict) -> BoxLeft:
    """What is left, from a public view of a Kingdomino or Queendomino game."""
    config = GameConfig.from_dict(view["config"])
    to_come = int(view["lines_left"]) * config.setup.line
    if "boxes" in view:                                  # Queendomino: a box per tile set
        sets = game_entry(config.game)["line_sets"]
        pile = view["pile"]
        return BoxLeft([_box(name, tile_set(name), numbers) for name, numbers in zip(sets, view["boxes"])],
                       max(0, len(pile) - 1), to_come)
    return BoxLeft([_box(config.spec.tiles, config.tiles, view["box"])], None, to_come)


def _box(name: str, tiles: Sequence[Domino], numbers: Sequence[int]) -> Box:
    squares: Counter[tuple[int, int]] = Counter()
    for n in numbers:
        d = tiles[n - 1]
        squares[(d.t1, d.c1)] += 1
        squares[(d.t2, d.c2)] += 1
    return Box(name, len(numbers), dict(squares))
