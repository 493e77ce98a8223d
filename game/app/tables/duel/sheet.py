"""The Kingdomino Duel score sheet: per player the points of each coat of arms' territories
(squares × crosses), the domain bonus (+3 per territory of the chosen coat of arms), the
total, the largest territory that breaks a tie, and both final maps."""
from __future__ import annotations

from functools import partial

import pygame

from game.app.tables.common.sheet import PadColumn, PadLook, PadRow, SheetScene, progress_lines
from game.app.tables.duel import art as art_duel
from game.app.tables.duel.map_view import DuelMapView
from game.app.ui import art, theme
from game.app.ui.overlay import grown, scale_of
from game.app.ui.widgets import Button
from game.app.ui.words import points_text
from game.i18n import N_, _, ngettext
from game.rules.components import duel_components
from game.rules.duel import rules
from game.rules.duel.scoring import score_map
from game.rules.duel.state import DuelState

LOOK = PadLook(row=52, king=40, name_pad=8, cell_pad=8,
               icon=40, icon_y=30, label=19, label_h=24, label_y=66, head_h=30, head_y=46, header=84)


def duel_verdict(session, ranked) -> tuple[str, str]:
    """Headline and the tie-break line (largest territory, then shared)."""
    winners = [r for r in ranked if r.rank == 1]
    names = _(" and ").join(session.seats[r.player].name for r in winners)
    top = winners[0]
    if len(winners) > 1:
        return _("{names} share the victory").format(names=names), ngettext(
            "tied on {n} point with equally large largest territories ({size} squares)",
            "tied on {n} points with equally large largest territories ({size} squares)", top.total).format(
            n=top.total, size=top.largest_territory)
    wins = _("{names} wins with {points}").format(names=names, points=points_text(top.total))
    if top.tie_break == "largest territory":
        other = next(r for r in ranked if r.player != top.player)
        return wins, ngettext("tie on {n} point broken by the largest territory: {size} squares against {other}",
                              "tie on {n} points broken by the largest territory: {size} squares against {other}",
                              top.total).format(n=top.total, size=top.largest_territory, other=other.largest_territory)
    return wins, ""


class DuelScoreSheetScene(SheetScene):
    look = LOOK
    total_col = 2 + len(duel_components().arms) + 1

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        st = session.state
        self.sheets = [score_map(m, st.domain[p]) for p, m in enumerate(st.maps)]
        self.ranked = rules.results(st)
        self.views = [DuelMapView(), DuelMapView()]
        self.progress = progress_lines(session)
        self.buttons = [Button(N_("New game"), self.new_game, primary=True),
                        Button(N_("Back to the table"), self.app.scenes.pop),
                        *self.record_buttons(),
                        Button(N_("Title"), self.to_title)]

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        w = int(1600 * s)
        x0 = (size[0] - w) // 2
        grew = self.lay_out_pad(size[0])      # the maps move down as far as the pad's header grew
        top = max(int(350 * s) + grew, self.pad_bottom() + int(10 * s)) + self.progress_room()
        h = size[1] - top - int(120 * s)
        for p, v in enumerate(self.views):
            v.fit(pygame.Rect(x0 + p * w // 2, top + int(40 * s), w // 2, h - int(40 * s)).inflate(-int(60 * s), 0))
        self.place_buttons(size, int(24 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        W, H = surface.get_size()
        surface.blit(art.cloth(W, H), (0, 0))
        head, why = duel_verdict(self.session, self.ranked)
        theme.blit_text(surface, head, int(54 * s), theme.GOLD, serif=True, max_w=W - int(40 * s), max_h=int(76 * s),
                        center=(W // 2, int(60 * s)))
        theme.blit_text(surface, why or _("Kingdomino Duel · each territory scores squares × crosses"),
                        int(24 * s), theme.INK, max_w=W - int(40 * s), max_h=int(28 * s * grown(1.4)), center=(W // 2, int(110 * s)))
        self.draw_progress(surface, self._sheet(surface, int(self.pad_top * s)))
        st = self.session.state_as(DuelState)
        for p, v in enumerate(self.views):
            seat = self.session.seats[p]
            theme.blit_text(surface, seat.name, int(26 * s), seat.colour, bold=True, max_h=int(34 * s),
                            max_w=v.rect.w, midbottom=(v.rect.centerx, v.rect.y - int(8 * s)))
            v.draw(surface, st.maps[p], seat.colour, st.castle_used[p])
        for b in self.buttons:
            b.draw(surface, s, 24)

    def pad_columns(self) -> list[PadColumn]:
        arms = [PadColumn(art_duel.arms_name(h), 130, partial(art_duel.arms_icon, h))
                for h in range(len(duel_components().arms))]
        return ([PadColumn(_("Place"), 90), PadColumn(_("Player"), 250)] + arms
                + [PadColumn(_("Domain +{bonus}").format(bonus=duel_components().domain_bonus_points), 150),
                   PadColumn(_("Total"), 120), PadColumn(_("Largest"), 110), PadColumn(_("Crosses"), 110)])

    def pad_rows(self) -> list[PadRow]:
        domain = self.session.state_as(DuelState).domain
        rows = []
        for r in sorted(self.ranked, key=lambda r: (r.rank, r.player)):
            sheet = self.sheets[r.player]
            seat = self.session.seats[r.player]
            cells = ([f"{r.rank}.", seat.name] + [str(v) for v in sheet.by_arms]
                     + [str(sheet.domain_bonus) if domain[r.player] >= 0 else "–", str(sheet.total),
                        str(sheet.largest_territory), str(sheet.crosses)])
            rows.append(PadRow(r.rank, r.player, [seat.colour], cells))
        return rows

    def _sheet(self, surface, top: int) -> int:
        """The score pad, the domain bonus with its coat of arms; returns its bottom edge."""
        s = self.scale
        domain = self.session.state_as(DuelState).domain
        row_h = int(LOOK.row * s)

        def domain_cell(i: int, row: PadRow, x: int, w: int, cy: int) -> bool:
            if i != self.total_col - 1 or domain[row.who] < 0:
                return False
            ic = art_duel.arms_icon(domain[row.who], int(30 * s))
            tr = theme.blit_text(surface, row.cells[i], int(22 * s), theme.INK, max_h=row_h - int(8 * s),
                                 midleft=(x + w // 2, cy))
            surface.blit(ic, ic.get_rect(midright=(tr.x - int(6 * s), cy)))
            return True
        return self.draw_pad(surface, top, domain_cell)
