"""What the end of a game scores on each kingdom (map), read from the rules' own scoring:
each crowned territory (squares × crowns), then the points that are not territories (the
variants' bonuses, Queendomino's wealth, buildings and Queen, Duel's domain bonus). The
finale (finale.py) shows them one by one; their sum is the rules' total."""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_
from game.rules import scoring
from game.rules.duel.scoring import score_map
from game.rules.kingdomino import rules as kingdomino
from game.rules.queendomino import house_sheet


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


def _crowned(territories) -> tuple[Scored, ...]:
    """The territories that score (points = squares × crowns, or × crosses in Duel)."""
    return tuple(Scored(t.cells, t.squares, t.points // t.squares, t.points) for t in territories if t.points)


def _cells(territories) -> int:
    out = 0
    for t in territories:
        out |= t.cells
    return out


def kingdomino_tallies(state) -> list[Tally]:
    """Kingdomino and its editions: territories, then Middle Kingdom and Harmony."""
    b = kingdomino.bonuses_of(state.config)
    out = []
    for p, (k, discards) in enumerate(zip(state.kingdoms, state.discards)):
        ks = scoring.score_kingdom(k, b, discards)
        extras = tuple((label, pts) for label, pts in ((N_("Middle Kingdom"), ks.middle_kingdom),
                                                        (N_("Harmony"), ks.harmony)) if pts)
        out.append(Tally(p, _crowned(ks.territories), extras, ks.total, _cells(ks.territories)))
    return out


def queendomino_tallies(state) -> list[Tally]:
    """Queendomino, per house: territories, then wealth, buildings and the Queen."""
    out = []
    for h in range(state.mode.houses):
        sheet = house_sheet(state, h)
        extras = tuple((label, pts) for label, pts in ((N_("Wealth"), sheet.wealth), (N_("Buildings"), sheet.buildings),
                                                        (N_("Queen"), sheet.queen)) if pts)
        out.append(Tally(h, _crowned(sheet.territories), extras, sheet.total, _cells(sheet.territories)))
    return out


def duel_tallies(state) -> list[Tally]:
    """Kingdomino Duel, per map: territories (squares × crosses), then the domain bonus."""
    out = []
    for p, m in enumerate(state.maps):
        sc = score_map(m, state.domain[p])
        extras = ((N_("Domain bonus"), sc.domain_bonus),) if sc.domain_bonus else ()
        out.append(Tally(p, _crowned(sc.territories), extras, sc.total, _cells(sc.territories)))
    return out
