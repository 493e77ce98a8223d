"""The Queendomino score sheet, with the rulebook score pad's columns: wealth, each
terrain, towns, buildings, the Queen, the total; a row per house (partners share one
in the Royal Wedding's team mode), the winner and the tie-break that decided, and a
picture of every final kingdom with its buildings and knights."""
from __future__ import annotations

from functools import partial

import pygame

from game.app.tables.common.sheet import PadColumn, PadLook, PadRow, SheetScene, progress_lines
from game.app.tables.queendomino import art as qart
from game.app.tables.queendomino.kingdom_view import QueenKingdomView
from game.app.ui import art, theme
from game.app.ui.overlay import grown
from game.app.ui.widgets import Button
from game.app.ui.words import game_name, players_text, points_text, variant_name
from game.i18n import N_, _, ngettext
from game.rules.components import terrains
from game.rules.queendomino import PlayerResult, results
from game.rules.queendomino.state import QueenState

LOOK = PadLook(row=46, king=36, name_at=31, name=20, cell=21, total=28, name_pad=8, cell_pad=6,
               label=19, label_h=24, head=19, head_h=30, margin=6, wrap_heads=True)


def verdict(names: dict[int, str], rows) -> tuple[str, str]:
    """Headline and tie-break line from one result row per house (ranked)."""
    winners = [r for r in rows if r.rank == 1]
    who = _(" and ").join(names[r.house] for r in winners)
    top = winners[0]
    verb = (_("{names} share the victory with {points}") if len(winners) > 1 else
            _("{names} win with {points}") if " & " in who else _("{names} wins with {points}"))
    head = verb.format(names=who, points=points_text(top.total))
    rivals = [r for r in rows if r.total == top.total and r.house != top.house]
    if len(winners) > 1:
        return head, _("equal totals, largest territories and coins left over")
    if not rivals:
        return head, ""
    if top.tie_break == "largest territory":
        other = max(r.largest_territory for r in rivals)
        return head, ngettext("tie on {n} point broken by the largest territory: {size} squares against {other}",
                              "tie on {n} points broken by the largest territory: {size} squares against {other}",
                              top.total).format(n=top.total, size=top.largest_territory, other=other)
    other = max(r.leftover_coins for r in rivals)
    return head, ngettext("tie on {n} point broken by coins left over: {coins} against {other} "
                          "(largest territories were equal)",
                          "tie on {n} points broken by coins left over: {coins} against {other} "
                          "(largest territories were equal)", top.total).format(
        n=top.total, coins=top.leftover_coins, other=other)


class QueenScoreSheet(SheetScene):
    look = LOOK
    pad_margin = 40
    total_col = 3 + len(terrains()) + 2

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        st = session.state
        by_house: dict[int, PlayerResult] = {}
        for r in results(st):
            by_house.setdefault(r.house, r)
        self.rows = sorted(by_house.values(), key=lambda r: (r.rank, r.house))
        self.names = {h: " & ".join(s.name for p, s in enumerate(session.seats) if st.house_of(p) == h)
                      for h in by_house}
        self.kings = {h: [s.colour for p, s in enumerate(session.seats) if st.house_of(p) == h] for h in by_house}
        self.colours = {h: kings[0] for h, kings in self.kings.items()}
        self.views = [QueenKingdomView(full=False) for _ in st.kingdoms]
        self.progress = progress_lines(session)
        self.buttons = [Button(N_("New game"), self.new_game, primary=True),
                        Button(N_("Back to the table"), self.app.scenes.pop),
                        *self.record_buttons(),
                        Button(N_("Title"), self.to_title)]

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        W, H = surface.get_size()
        surface.blit(art.cloth(W, H), (0, 0))
        st = self.session.state_as(QueenState)
        head, why = verdict(self.names, self.rows)
        theme.blit_text(surface, head, int(50 * s), theme.GOLD, serif=True, max_w=W - int(40 * s), max_h=int(76 * s),
                        center=(W // 2, int(60 * s)))
        if not why:
            cfg = self.session.config
            why = " · ".join([game_name(cfg.spec.name), players_text(cfg.players)] + [variant_name(v) for v in cfg.variants])
        theme.blit_text(surface, why, int(24 * s), theme.INK, max_w=W - int(40 * s), max_h=int(28 * s * grown(1.4)),
                        center=(W // 2, int(110 * s)))
        self.draw_progress(surface, self.draw_pad(surface, int(self.pad_top * s)))
        for h, v in enumerate(self.views):
            theme.blit_text(surface, self.names[h], int(22 * s), self.colours[h], bold=True, max_h=int(30 * s),
                            max_w=v.rect.w, midbottom=(v.rect.centerx, v.rect.y - int(8 * s)))
            v.draw_house(surface, st, h, self.colours[h], show_slots=False)
            if st.queen == h:
                self._queen(surface, v, st, h)
        for b in self.buttons:
            b.draw(surface, s, 24)

    def pad_columns(self) -> list[PadColumn]:
        return ([PadColumn(_("Place"), 80), PadColumn(_("House"), 300), PadColumn(_("Wealth"), 110)]
                + [PadColumn(self.session.terrain_name(t), 120, partial(art.square, t, 0))
                   for t in range(len(terrains()))]
                + [PadColumn(_("Buildings"), 130), PadColumn(_("Queen"), 100), PadColumn(_("Total"), 110),
                   PadColumn(_("Largest"), 100), PadColumn(_("Coins left"), 120)])

    def pad_rows(self) -> list[PadRow]:
        return [PadRow(r.rank, r.house, self.kings[r.house],      # partners each in their own colour
                       [f"{r.rank}.", self.names[r.house], str(r.sheet.wealth)] + [str(v) for v in r.sheet.by_terrain]
                       + [str(r.sheet.buildings), str(r.sheet.queen) if r.sheet.queen else "–", str(r.sheet.total),
                          str(r.sheet.largest_territory), str(r.sheet.leftover_coins)]) for r in self.rows]

    def _queen(self, surface, view, st, house: int) -> None:
        """At the end the Queen stands on her host's largest territory (one more crown)."""
        row = next((r for r in self.rows if r.house == house), None)
        if row is None or not row.sheet.territories:
            return
        k = st.kingdoms[house]
        cells = row.sheet.territories[0].cells
        busy = st.built_mask(house) | st.knights[house]
        free = cells & ~busy or cells
        idx = (free & -free).bit_length() - 1
        r = view.rel_rect(k, *k.g.rel(idx))
        q = qart.queen(int(r.h * 0.9))
        surface.blit(q, q.get_rect(center=r.center))
