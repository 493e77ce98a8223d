"""What the end of a game scores on each kingdom (map), read from the rules' own scoring:
each crowned territory (squares × crowns), then the points that are not territories (the
variants' bonuses, Queendomino's wealth, buildings and Queen, Duel's domain bonus). The
finale (finale.py) shows them one by one; their sum is the rules' total. Each family's
table tallies its own games (game/app/tables/<family>/tally.py) with these pieces."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Scored:
    """One territory scored on the map: its squares (a bit mask), squares × crowns = points."""
    cells: int
    squares: int
    crowns: int
    points: int


@dataclass(frozen=True)
class Tally:
    owner: int                          # the kingdom's (map's) index
    territories: tuple[Scored, ...]     # the crowned ones, largest first
    extras: tuple[tuple[str, int], ...]     # (label msgid, points) of what is not a territory
    total: int                          # the rules' total for this kingdom
    cells: int                          # every square built (where the kingdom lies)

    def shown(self) -> int:
        """What the finale adds up: the territories and the extras."""
        return sum(t.points for t in self.territories) + sum(p for _, p in self.extras)


def crowned(territories) -> tuple[Scored, ...]:
    """The territories that score (points = squares × crowns, or × crosses in Duel)."""
    return tuple(Scored(t.cells, t.squares, t.points // t.squares, t.points) for t in territories if t.points)


def cells_of(territories) -> int:
    out = 0
    for t in territories:
        out |= t.cells
    return out
