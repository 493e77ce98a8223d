"""The Statistics scene (from the title): a table per player, headed by their rating against
the computer levels (game/rating.py; the page says how it is computed), a row per game and
opponent level (played, won with the win rate, average and best score, average margin) and a
row for all levels together where a game was played against several; Clear statistics after
a question. The data and the file are game/progress.py's; the score sheets word one line
per person with `summary`.
"""
from __future__ import annotations

from itertools import accumulate
from typing import Any

import pygame

from game import progress, rating
from game.app.scenes.confirm import ConfirmScene
from game.app.ui import theme
from game.app.ui.overlay import card, draw_page, scale_of
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button
from game.app.ui.words import agent_name, game_label, margin_text
from game.i18n import N_, _, ngettext, pgettext, translate

# column widths at scale 1: game, against, played, won, average, best, average margin
COLUMNS = (500, 300, 130, 170, 140, 120, 210)
ALL = "*"              # the opponents key of a game's row for every level together
ROW_H, NAME_H, HEAD_H, ACCURACY_H = 40, 64, 36, 56


def opponents_label(key: str) -> str:
    if key == ALL:
        return _("all together")
    if key == progress.PEOPLE:
        return _("people only")
    return ", ".join(agent_name(a) for a in key.split("+"))


def number_text(value: float | None) -> str:
    """A score average with one decimal in the language's way ("–": no game counted)."""
    return "–" if value is None else f"{value:.1f}".replace(".", pgettext("decimal separator", "."))


def rating_text(r: rating.Rating | None) -> str:
    if r is None:
        return _("no rating yet: play against the computer")
    return ngettext("rating {value} · {n} game against computers", "rating {value} · {n} games against computers",
                    r.games).format(value=round(r.value), n=r.games)


def how_rated() -> str:
    anchors = ", ".join(f"{agent_name(a)} {rating.ANCHORS[a]}" for a in ("easy", "medium", "hard", "expert"))
    return _("Rating: Elo measured only against computers, whose levels stay fixed ({anchors}); everyone starts "
             "at {start}, and each game moves it by at most {k}.").format(anchors=anchors, start=round(rating.START),
                                                                          k=round(rating.K))


class StatisticsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.back = Button(N_("Back"), self.app.scenes.pop)
        self.clear_button = Button(N_("Clear statistics"), self.ask_clear)
        self.scroll = 0
        self.scale = 1.0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card = pygame.Rect(0, 0, 0, 0)
        self.read()

    def read(self) -> None:
        self.notice = ""
        try:
            self.data, notice = progress.load()
            self.notice = translate(notice) if notice else ""
            self.writable = True
        except progress.ProgressError as exc:
            self.data, self.notice, self.writable = progress.Progress(), translate(exc), False
        self.clear_button.enabled = self.writable and bool(self.data.players or self.data.reviews)

    # ---- rows ------------------------------------------------------------------------
    def rows(self) -> list[tuple[str, object]]:
        """("name", player), ("accuracy", player) when they had games reviewed, ("head", None) and
        ("row", (game, opponents, tally)), in order; a game against several levels ends with its
        row for them all (opponents ALL)."""
        out: list[tuple[str, object]] = []
        for name in sorted(set(self.data.players) | set(self.data.reviews), key=str.casefold):
            games = self.data.players.get(name, {})
            out += [("name", name)] + ([("accuracy", name)] if self.data.reviews.get(name) else [])
            out += [("head", None)] if games else []
            for g in sorted(games):
                out += [("row", (g, o, games[g][o])) for o in sorted(games[g])]
                if len(games[g]) > 1:
                    out.append(("row", (g, ALL, self.data.tally(name, g))))
        return out

    def _row_h(self, kind: str) -> int:
        return int({"name": NAME_H, "head": HEAD_H, "row": ROW_H, "accuracy": ACCURACY_H}[kind] * self.scale * theme.UI_SCALE)

    def content_height(self) -> int:
        return sum(self._row_h(kind) for kind, _item in self.rows())

    # ---- actions ---------------------------------------------------------------------
    def ask_clear(self) -> None:
        self.app.scenes.push(ConfirmScene(self.app, _("Clear every player's statistics?"),
                                          _("Games, wins, scores, margins and ratings are forgotten."),
                                          N_("Clear"), self.clear))

    def clear(self) -> None:
        try:
            progress.clear()
        except (progress.ProgressError, OSError) as exc:
            self.notice = _("the statistics could not be cleared: {reason}").format(reason=translate(exc))
            return
        self.read()
        self.notice = _("statistics cleared")

    def focus_items(self) -> list:
        return [self.back, self.clear_button]        # Back first: Enter alone never clears

    def handle_event(self, event):
        if self.focus.handle(event, self.focus_items()):
            return None
        if self.back.handle(event) or self.clear_button.handle(event):
            return None
        step = int(ROW_H * self.scale) * 3
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step)
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll_by(self.area.h if event.key == pygame.K_PAGEDOWN else -self.area.h)
            return None
        return event

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.scroll + dy, max(0, self.content_height() - self.area.h)))

    # ---- geometry and drawing ------------------------------------------------------------
    def resize(self, size) -> None:
        if size == (0, 0):
            return
        self.scale = s = scale_of(size)
        self.card = c = card(size, 1760, 1010)
        self.back.rect = pygame.Rect(c.right - int(220 * s), c.y + int(24 * s), int(180 * s), int(56 * s))
        self.clear_button.rect = pygame.Rect(self.back.rect.x - int(340 * s), self.back.rect.y, int(320 * s), int(56 * s))
        self.area = pygame.Rect(c.x + int(40 * s), c.y + int(110 * s), c.w - int(80 * s), c.h - int(210 * s))
        self.scroll_by(0)

    def draw(self, surface: pygame.Surface) -> None:
        s, c = self.scale, self.card
        draw_page(surface, c, _("Statistics"), s, self.clear_button.rect.x - c.x - int(60 * s))
        self.clear_button.draw(surface, s, 22)
        self.back.draw(surface, s, 24)
        if self.notice:
            theme.blit_text(surface, self.notice, int(19 * s), theme.BAD if not self.writable else theme.INK,
                            max_w=c.w - int(80 * s), midleft=(c.x + int(40 * s), c.bottom - int(30 * s)))
        elif self.data.players:          # under the list, in two lines at most
            lines = theme.wrap(how_rated(), int(18 * s), c.w - int(80 * s))
            for j, line in enumerate(lines[:2]):
                theme.blit_text(surface, line, int(18 * s), theme.INK_DIM, max_w=c.w - int(80 * s),
                                midleft=(c.x + int(40 * s), c.bottom - int((54 - 24 * j) * s)))
        if not (self.data.players or self.data.reviews):
            for j, line in enumerate(theme.wrap(_("No finished games yet. When a game with people at the table "
                                                  "ends, each person's results are counted here."),
                                                int(22 * s), self.area.w)):
                theme.blit_text(surface, line, int(22 * s), theme.INK_DIM,
                                topleft=(self.area.x, self.area.y + int(20 * s) + j * int(32 * s)))
            return
        rows = self.rows()
        heights = [self._row_h(kind) for kind, _item in rows]
        clip = surface.get_clip()
        surface.set_clip(self.area)                    # rows scrolled past the list's edges are cut off there
        for (kind, item), top, h in zip(rows, accumulate(heights, initial=self.area.y - self.scroll), heights):
            row = pygame.Rect(self.area.x, top, self.area.w, h)
            if row.colliderect(self.area):
                self._draw_row(surface, kind, item, row)
        surface.set_clip(clip)
        if self.content_height() > self.area.h:
            more = _("wheel or PgUp/PgDn: more")
            theme.blit_text(surface, more, int(17 * s), theme.GOLD, bottomright=(c.right - int(40 * s), c.bottom - int(30 * s)))

    def _draw_row(self, surface, kind: str, item, row: pygame.Rect) -> None:
        s = self.scale
        widths = [w * row.w // sum(COLUMNS) for w in COLUMNS]
        if kind == "name":
            r = theme.blit_text(surface, item, int(30 * s), theme.GOLD, bold=True, max_w=row.w // 2, max_h=row.h,
                                midleft=(row.x, row.y + row.h * 6 // 10))
            theme.blit_text(surface, rating_text(self.data.ratings.get(item)), int(22 * s), theme.INK, max_h=row.h,
                            max_w=row.right - r.right - int(30 * s), midleft=(r.right + int(30 * s), r.centery))
            return
        if kind == "accuracy":
            self._draw_accuracy(surface, self.data.reviews[item], row)
            return
        if kind == "head":
            cells = [_("Game"), _("Against"), _("Played"), _("Won"), _("Average"), _("Best"), _("Average margin")]
            colour, bold = theme.INK_DIM, True
            pygame.draw.line(surface, theme.SLOT_EDGE, (row.x, row.bottom - 2), (row.right, row.bottom - 2))
        else:
            game, opponents, t = item
            cells = [game_label(game), opponents_label(opponents), str(t.played),
                     _("{won} ({rate} %)").format(won=t.won, rate=round(100 * t.win_rate)), number_text(t.average_score),
                     str(t.best) if t.best is not None else "–", margin_text(t.average_margin)]
            colour, bold = (theme.INK_DIM if opponents == ALL else theme.INK), opponents == ALL
        x = row.x
        for i, (text, w) in enumerate(zip(cells, widths)):
            pad = int(10 * s)
            anchor: dict[str, Any] = {"midleft": (x + pad, row.centery)} if i < 2 else {"center": (x + w // 2, row.centery)}
            theme.blit_text(surface, text, int(20 * s), colour, bold=bold, max_w=w - 2 * pad, max_h=row.h, **anchor)
            x += w

    def _draw_accuracy(self, surface, reviews: list[progress.ReviewedGame], row: pygame.Rect) -> None:
        """The accuracy of a person's reviewed games: the last and the average in words, then a
        bar per game, oldest first, as many of the latest as the row holds."""
        s = self.scale
        last, mean = reviews[-1].accuracy, sum(r.accuracy for r in reviews) / len(reviews)
        text = ngettext("Accuracy in reviews: {last} % in the last, {mean} % on average ({n} game)",
                        "Accuracy in reviews: {last} % in the last, {mean} % on average ({n} games)",
                        len(reviews)).format(last=round(last), mean=round(mean), n=len(reviews))
        words = theme.blit_text(surface, text, int(20 * s), theme.INK, max_w=row.w // 2, max_h=row.h,
                                midleft=(row.x, row.centery))
        bars = pygame.Rect(words.right + int(30 * s), row.y + int(8 * s), 0, row.h - int(16 * s))
        bars.w = row.right - bars.x
        step = max(6, int(22 * s))
        shown = reviews[-max(1, bars.w // step):]
        for i, r in enumerate(shown):
            h = max(2, int(bars.h * min(100.0, r.accuracy) / 100))
            pygame.draw.rect(surface, theme.GOLD if i == len(shown) - 1 else theme.INK_DIM,
                             pygame.Rect(bars.x + i * step, bars.bottom - h, step - max(2, step // 4), h))
