"""The end of a game scored on the map, before the score sheet: kingdom after kingdom, each
crowned territory lights up with its squares × crowns = points, then what is not a
territory (bonuses, wealth, buildings, the Queen), while the kingdom's total counts up.
A click or a key goes straight to the sheet; at the Instant speed the sheet comes at once.

The figures are the rules' own (tally.py); the table says where its squares are drawn
(`cell_rects`) and what it tallies (`tallies`)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.settings import flight_seconds
from game.app.tables.common.animation import draw_glow
from game.app.tables.common.tally import Scored, Tally
from game.app.ui import theme
from game.app.ui.motion import ease_out, glow, progress
from game.app.ui.scene import Scene
from game.app.ui.words import points_text
from game.i18n import N_, _

LEAD_SECONDS = 0.4        # the table at rest before the first territory
TERRITORY_SECONDS = 0.45  # between two territories
EXTRA_SECONDS = 0.7       # between two bonuses
KINGDOM_PAUSE = 0.5       # after a kingdom's last item
HOLD_SECONDS = 1.4        # every total shown, before the sheet
COUNT_SECONDS = 0.4       # an item's points join the total
TITLE = N_("Counting the kingdoms")
SKIP = N_("click or press any key for the score sheet")


@dataclass(frozen=True)
class Beat:
    at: float             # when the item appears (seconds since the finale began)
    tally: int
    item: int             # territories first, then the extras


def schedule(tallies: list[Tally]) -> tuple[list[Beat], float]:
    """Every item's moment, and when the finale ends (at Normal speed: lengths divided by the speed)."""
    t, beats = flight_seconds(LEAD_SECONDS), []
    for i, tally in enumerate(tallies):
        for j in range(len(tally.territories) + len(tally.extras)):
            beats.append(Beat(t, i, j))
            t += flight_seconds(TERRITORY_SECONDS if j < len(tally.territories) else EXTRA_SECONDS)
        t += flight_seconds(KINGDOM_PAUSE)
    return beats, t + flight_seconds(HOLD_SECONDS)


def item_points(tally: Tally, j: int) -> int:
    n = len(tally.territories)
    return tally.territories[j].points if j < n else tally.extras[j - n][1]


def total_at(tally: Tally, beats: list[Beat], index: int, now: float) -> int:
    """The kingdom's total as shown at `now`: each item's points joining as it appears."""
    seconds = flight_seconds(COUNT_SECONDS)
    part = sum(item_points(tally, b.item) * ease_out(progress(now, b.at, seconds))
               for b in beats if b.tally == index and b.at <= now)
    done = all(b.at + seconds <= now for b in beats if b.tally == index)
    return sum(item_points(tally, b.item) for b in beats if b.tally == index) if done else round(part)


class FinaleScene(Scene):
    """Over the table, whose kingdoms it scores; the table stands still meanwhile, so its
    picture (dimmed) is drawn once and kept."""
    music = "finale"

    def __init__(self, app, table, tallies: list[Tally], sheet: Scene) -> None:
        super().__init__(app)
        self.table = table
        self.tallies = tallies
        self.sheet = sheet
        self.beats, self.end = schedule(tallies)
        self.now = 0.0
        self._backdrop: tuple | None = None

    def handle_event(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.finish()
        return None                 # nothing reaches the table meanwhile

    def update(self, dt: float) -> bool:
        self.now += dt
        if self.now >= self.end:
            self.finish()
        return True

    def finish(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.replace(self.sheet)

    # ---- drawing (reads only) -----------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop(surface), (0, 0))
        sl = self.table.sl
        banner = sl["status"]
        theme.panel(surface, banner, fill=(20, 16, 8, 255), edge=theme.GOLD, width=3)
        theme.blit_text(surface, _(TITLE), sl.px(32), theme.GOLD, bold=True, max_w=banner.w * 45 // 100,
                        max_h=banner.h * 9 // 10, midleft=(banner.x + sl.px(24), banner.centery))
        theme.blit_text(surface, _(SKIP), sl.px(20), theme.INK, max_w=banner.w * 5 // 10, max_h=banner.h * 9 // 10,
                        midright=(banner.right - sl.px(24), banner.centery))
        for i, tally in enumerate(self.tallies):
            self._kingdom(surface, i, tally, [b for b in self.beats if b.tally == i and b.at <= self.now])

    def backdrop(self, surface: pygame.Surface) -> pygame.Surface:
        """The table as it stands, a little darker (drawn again when the window or the look changes)."""
        key = (surface.get_size(), theme.NAME, theme.UI_SCALE)
        if self._backdrop is None or self._backdrop[0] != key:
            layer = surface.copy()
            self.table.draw(layer)
            layer.fill((185, 185, 185), special_flags=pygame.BLEND_RGB_MULT)
            self._backdrop = (key, layer)
        return self._backdrop[1]

    def _kingdom(self, surface, i: int, tally: Tally, shown: list[Beat]) -> None:
        """The territories scored so far and the total under the kingdom, once its turn came
        (the territory being scored drawn last, over the others)."""
        area = self._area(tally)
        if area is None or (not shown and any(b.tally == i for b in self.beats)):
            return
        n = len(tally.territories)
        for b in shown:
            if b.item < n:
                self._territory(surface, tally, tally.territories[b.item], b.at)
        sl = self.table.sl
        extras = " · ".join(f"{_(label)} +{pts}" for j, (label, pts) in enumerate(tally.extras)
                            if any(b.item == n + j for b in shown))
        total = theme.text(points_text(total_at(tally, self.beats, i, self.now)), sl.px(25), theme.GOLD, True)
        more = theme.text(extras, sl.px(16), theme.INK) if extras else None
        pad = sl.px(8)
        box = pygame.Rect(0, 0, max(total.get_width(), more.get_width() if more else 0, area.w * 6 // 10) + 3 * pad,
                          total.get_height() + (more.get_height() if more else 0) + pad)
        box.center = (area.centerx, area.bottom)           # on the kingdom's lower edge
        box.clamp_ip(surface.get_rect())
        theme.panel(surface, box, fill=(20, 16, 8, 240), edge=theme.GOLD, width=2, radius=10)
        surface.blit(total, total.get_rect(midtop=(box.centerx, box.y + pad // 2)))
        if more:
            surface.blit(more, more.get_rect(midbottom=(box.centerx, box.bottom - pad // 2)))

    def _area(self, tally: Tally) -> pygame.Rect | None:
        rects = self.table.cell_rects(tally.owner, tally.cells) if tally.cells else []
        return rects[0].unionall(rects[1:]) if rects else None

    def _territory(self, surface, tally: Tally, t: Scored, at: float) -> None:
        """The territory being scored glows with its squares × crowns = points; those scored
        before keep a faint glow and their points."""
        rects = self.table.cell_rects(tally.owner, t.cells)
        if not rects:
            return
        step = flight_seconds(TERRITORY_SECONDS)
        current = self.now < at + step
        draw_glow(surface, rects, max(glow(self.now, at, step * 2), 0.8) if current else 0.3)
        cx = sum(r.centerx for r in rects) / len(rects)
        cy = sum(r.centery for r in rects) / len(rects)
        spot = min(rects, key=lambda r: (r.centerx - cx) ** 2 + (r.centery - cy) ** 2)    # on the territory
        size = max(12, min(30, rects[0].w * 2 // 5))
        words = f"{t.squares} × {t.crowns} = {t.points}" if current else str(t.points)
        img = theme.text(words, size if current else max(12, size * 4 // 5), theme.GOLD if not current else theme.INK,
                         True, scaled=False)
        pill = img.get_rect(center=spot.center).inflate(size // 2, size // 4)
        pill.clamp_ip(surface.get_rect())
        theme.panel(surface, pill, fill=(20, 16, 8, 230), edge=theme.GOLD, width=1, radius=max(4, size // 3))
        surface.blit(img, img.get_rect(center=pill.center))


def score_then_sheet(table, key, sheet: Scene) -> Scene:
    """What the table shows at a game's end: the finale before the sheet, or the sheet alone
    at Instant speed, with nothing to count, or when this end was already counted (`key`)."""
    tallies = table.tallies()
    seen, table.motion.tallied = table.motion.tallied == key, key
    if seen or flight_seconds(1.0) <= 0 or not any(t.territories or t.extras for t in tallies):
        return sheet
    return FinaleScene(table.app, table, tallies, sheet)
