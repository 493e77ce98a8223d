"""What moves at a table besides the computer's flights (placing.Flight): scores counting
up, territories that were founded or grew glowing, a person's piece settling into place,
pieces the rules moved by themselves (TableMotion.fly).

The table tells it what it saw before and after each move (`look`, `moved`) and advances
it in update; drawing reads its clock only. The territories compared are the rules
model's own (each table's `territory_masks`); nothing is scored here."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.app.settings import flight_seconds
from game.app.tables.common.placing import Flight
from game.app.ui import theme
from game.app.ui.motion import CountUp, clamp01, glow

COUNT_SECONDS = 0.7      # a score counts from its old value to its new one
GLOW_SECONDS = 1.3       # a territory founded or grown lights up, pulses and fades
SETTLE_SECONDS = 0.2     # a person's piece drops the last bit into place
SETTLE_LIFT = 0.22       # how much larger it starts (a fraction of its size)


@dataclass(frozen=True)
class Glow:
    owner: int           # whose kingdom (map)
    cells: int           # the territory's squares, a bit mask in its kingdom's geometry
    start: float
    duration: float


@dataclass(frozen=True)
class Seen:
    """What a table looked like just before a move."""
    territories: list
    landing: list


def settle(flight: Flight, seconds: float) -> Flight | None:
    """A person's piece, already in place, dropping the last bit: from a little larger
    than where it lies down onto it (None for a move with nothing to show, or at Instant)."""
    if flight.image is None or seconds <= 0:
        return None
    end = flight.end
    lift = end.inflate(round(end.w * SETTLE_LIFT), round(end.h * SETTLE_LIFT))
    return Flight(None, lift, end.copy(), seconds, flight.image)


class TableMotion:
    """The animations of one table, on its own clock (`now`, seconds)."""

    def __init__(self) -> None:
        self.now = 0.0
        self.counts: list[CountUp] = []
        self.glows: list[Glow] = []
        self.flights: list[Flight] = []
        self.tallied: object = None       # the game end already scored on the map (finale.py)

    # ---- what the table tells it --------------------------------------------------
    def look(self, table, action) -> Seen:
        """Before a move: the territories, and for a person's move where the piece lands."""
        s = table.session
        p = s.actor()
        person = p is not None and s.seats[p].human      # a computer's move flew already
        shown = person and action in s.rules.legal_actions(s.state)       # a refused one shows nothing
        return Seen(table.territory_masks(), table.landing(action) if shown else [])

    def moved(self, table, seen: Seen) -> None:
        """After a legal move: new or grown territories glow, a person's piece settles."""
        seconds = flight_seconds(GLOW_SECONDS)
        if seconds > 0:
            for owner, (old, new) in enumerate(zip(seen.territories, table.territory_masks())):
                self.glows += [Glow(owner, cells, self.now, seconds) for cells in new - old]
        self.fly(seen.landing)

    def fly(self, flights: list[Flight]) -> None:
        """Show pieces moving that are already where they land (the state changed first)."""
        self.flights += [f for f in flights if f.duration > 0]

    def advance(self, dt: float, scores: list[int]) -> bool:
        """Move the clock on; the shown scores follow the real ones. True while anything moves."""
        self.now += dt
        for f in self.flights:
            f.t += dt
        self.flights = [f for f in self.flights if not f.done]
        self.glows = [g for g in self.glows if self.now < g.start + g.duration]
        if len(self.counts) != len(scores):
            self.counts = [CountUp(s, s) for s in scores]
        if any(c.new != s for c, s in zip(self.counts, scores)):
            seconds = flight_seconds(COUNT_SECONDS)
            self.counts = [c if c.new == s else c.to(s, self.now, seconds) for c, s in zip(self.counts, scores)]
        return self.busy()

    def counting(self) -> bool:
        """Some score is counting up now."""
        return any(not c.done(self.now) for c in self.counts)

    def busy(self) -> bool:
        return bool(self.flights or self.glows) or self.counting()

    # ---- what drawing reads ------------------------------------------------------------
    def scores(self, real: list[int]) -> list[int]:
        """The scores as shown now: counting up after a change, else the real ones."""
        if len(self.counts) != len(real):
            return list(real)
        return [c.at(self.now) for c in self.counts]

    def hidden(self) -> frozenset:
        """Pieces not drawn where they lie while their motion shows them arriving."""
        return frozenset(h for f in self.flights for h in f.hidden)

    def draw(self, table, surface: pygame.Surface) -> None:
        """The glows over their territories, then the pieces settling."""
        for g in self.glows:
            strength = glow(self.now, g.start, g.duration)
            if strength <= 0:
                continue
            rects = table.cell_rects(g.owner, g.cells)
            if rects:
                draw_glow(surface, rects, strength)
        for f in self.flights:
            f.draw(surface)


def draw_glow(surface: pygame.Surface, rects: list[pygame.Rect], strength: float) -> None:
    """Light the squares of a territory and ring its outline in gold, `strength` 0 to 1."""
    picture, at = glow_picture(tuple(tuple(r) for r in rects))
    picture.set_alpha(round(255 * clamp01(strength)))     # the cached picture's opacity for this blit
    surface.blit(picture, at)


@lru_cache(maxsize=128)
def glow_picture(rects: tuple[tuple[int, int, int, int], ...]) -> tuple[pygame.Surface, tuple[int, int]]:
    """A territory's light at full strength, drawn once: its squares veiled, its outline
    (the edges no other square of it shares) in gold; and where it goes."""
    box = pygame.Rect(rects[0]).unionall([pygame.Rect(r) for r in rects[1:]])
    side = rects[0][2]
    picture = pygame.Surface(box.size, pygame.SRCALPHA)
    width = max(2, side // 10)
    corners = {(x, y) for x, y, _, _ in rects}
    for x, y, w, h in rects:
        r = pygame.Rect(x - box.x, y - box.y, w, h)
        picture.fill((255, 246, 200, 150), r)
        for (dx, dy), a, b in (((0, -1), r.topleft, r.topright), ((0, 1), r.bottomleft, r.bottomright),
                               ((-1, 0), r.topleft, r.bottomleft), ((1, 0), r.topright, r.bottomright)):
            if (x + dx * side, y + dy * side) not in corners:      # an edge of the territory
                pygame.draw.line(picture, theme.lighten(theme.GOLD, 0.3), a, b, width)
    if pygame.display.get_surface() is not None:
        picture = picture.convert_alpha()
    return picture, box.topleft
