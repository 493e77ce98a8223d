"""The Kingdomino score sheet, laid out like the rulebook's score pad: a column per
terrain, the bonuses and the total, the winner in words and a picture of each final
kingdom; in Dynasty, the match totals between games."""
from __future__ import annotations

from functools import partial

import pygame

from game.app.tables.common.sheet import (
    AUTO_NEXT_SECONDS,
    PadColumn,
    PadRow,
    SheetScene,
    progress_lines,
)
from game.app.tables.kingdomino.kingdom_view import KingdomView
from game.app.ui import art, theme
from game.app.ui.overlay import HEADING_GROWTH, grown
from game.app.ui.widgets import Button
from game.app.ui.words import game_name, players_text, variant_name
from game.i18n import N_, _, ngettext
from game.rules import scoring
from game.rules.actions import NextGame
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_INTERLUDE, KingdominoState


def used_terrains(state) -> list[int]:
    """Terrain columns: those that occur in this game's tile set (from the data)."""
    return sorted({t for d in state.dominoes for t in (d.t1, d.t2)})


def verdict(session, ranked) -> tuple[str, str]:
    """Headline and tie-break line for a list of PlayerResult-like rows."""
    seats = session.seats
    winners = [r for r in ranked if r.rank == 1]
    names = _(" and ").join(seats[r.player].name for r in winners)
    top = winners[0]
    if len(winners) > 1:
        return _("{names} share the victory").format(names=names), ngettext(
            "tied on {n} point, the same largest territory and the same number of crowns",
            "tied on {n} points, the same largest territory and the same number of crowns", top.total).format(n=top.total)
    wins = ngettext("{name} wins with {n} point", "{name} wins with {n} points", top.total).format(name=names, n=top.total)
    if not top.tie_break:
        return wins, ""
    rivals = [r for r in ranked if r.total == top.total and r.player != top.player]
    if top.tie_break == "largest territory":
        other = max(r.largest_territory for r in rivals)
        why = ngettext("tie on {n} point broken by the largest territory: {size} squares against {other}",
                       "tie on {n} points broken by the largest territory: {size} squares against {other}",
                       top.total).format(n=top.total, size=top.largest_territory, other=other)
    else:
        other = max(r.crowns for r in rivals)
        why = ngettext("tie on {n} point broken by the most crowns: {crowns} against {other} "
                       "(largest territories were equal)",
                       "tie on {n} points broken by the most crowns: {crowns} against {other} "
                       "(largest territories were equal)", top.total).format(n=top.total, crowns=top.crowns, other=other)
    return wins, why


class ScoreSheetScene(SheetScene):
    pad_top = 150

    def __init__(self, app, session, *, auto_next: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.auto_next = auto_next
        self.waited = 0.0
        st = session.state
        self.interlude = st.phase == PHASE_INTERLUDE
        bonuses = kingdomino.bonuses_of(session.config)
        self.sheets = [scoring.score_kingdom(k, bonuses, d) for k, d in zip(st.kingdoms, st.discards)]
        self.columns = used_terrains(st)
        self.bonus_cols = [(name, attr) for name, attr, b in
                           ((N_("Middle Kingdom"), "middle_kingdom", bonuses.middle_kingdom),
                            (N_("Harmony"), "harmony", bonuses.harmony)) if b]
        this_game = kingdomino.rank(st.finished[-1])
        self.ranked = this_game if self.interlude else kingdomino.results(st)
        self.game_rank = {r.player: r for r in this_game}
        self.views = [KingdomView(full=False) for _ in st.kingdoms]
        self.total_col = len(self.columns) + len(self.bonus_cols) + 2
        self.progress = progress_lines(session)
        if self.interlude:
            self.buttons = [Button(_("Start game {n} of {games}").format(n=st.game_no + 1, games=st.config.games_in_match),
                                   self.next_game, primary=True),
                            Button(N_("Quit to title"), self.to_title)]
        else:
            self.buttons = [Button(N_("New game"), self.new_game, primary=True),
                            Button(N_("Back to the table"), self.app.scenes.pop),
                            *self.record_buttons(),
                            Button(N_("Title"), self.to_title)]

    def next_game(self) -> None:
        if self.session.apply(NextGame()) is None:
            self.app.scenes.pop()

    def update(self, dt: float) -> bool:
        if self.auto_next and self.interlude:
            self.waited += dt
            if self.waited >= AUTO_NEXT_SECONDS:
                self.next_game()
            return True
        return False

    # ---- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        W, H = surface.get_size()
        surface.blit(art.cloth(W, H), (0, 0))
        st = self.session.state_as(KingdominoState)
        if self.interlude:
            head, why = verdict(self.session, list(self.game_rank.values()))
            head = _("Game {n} of {games}: {verdict}").format(n=st.game_no, games=st.config.games_in_match, verdict=head)
        else:
            head, why = verdict(self.session, self.ranked)
        theme.blit_text(surface, head, int(54 * s * grown(HEADING_GROWTH)), theme.GOLD, serif=True, scaled=False,
                        max_w=W - int(80 * s), center=(W // 2, int(64 * s)))     # large already: grown a little
        if not why:
            cfg = self.session.config
            why = " · ".join([game_name(cfg.spec.name), players_text(cfg.players)]
                             + [variant_name(v) for v in cfg.variants])
        theme.blit_text(surface, why, int(24 * s), theme.INK, max_w=W - int(80 * s), max_h=int(40 * s),
                        center=(W // 2, int(116 * s)))
        top = int(self.pad_top * s)
        bottom = self.draw_pad(surface, top)
        if st.config.games_in_match > 1:
            bottom = self._match(surface, bottom + int(14 * s))
        self.draw_progress(surface, bottom)
        for p, v in enumerate(self.views):
            seat = self.session.seats[p]
            theme.blit_text(surface, seat.name, int(24 * s), seat.colour, bold=True,
                            midbottom=(v.rect.centerx, v.rect.y - int(8 * s)))
            v.draw(surface, st.kingdoms[p], seat.colour, show_slots=False)
        for b in self.buttons:
            b.draw(surface, s, 24)

    def pad_columns(self) -> list[PadColumn]:
        return ([PadColumn(_("Place"), 90), PadColumn(_("Player"), 250)]
                + [PadColumn(self.session.terrain_name(t), 150, partial(art.square, t, 0)) for t in self.columns]
                + [PadColumn(_(n), 150) for n, _a in self.bonus_cols]
                + [PadColumn(_("Total"), 120), PadColumn(_("Largest"), 110), PadColumn(_("Crowns"), 110)])

    def pad_rows(self) -> list[PadRow]:
        rows = []
        for r in sorted(self.ranked, key=lambda r: (r.rank, r.player)):
            sheet = self.sheets[r.player]
            game = self.game_rank[r.player]
            cells = ([f"{r.rank}.", self.session.seats[r.player].name] + [str(sheet.by_terrain[t]) for t in self.columns]
                     + [str(getattr(sheet, a)) for _n, a in self.bonus_cols]
                     + [str(sheet.total), str(game.largest_territory), str(game.crowns)])
            rows.append(PadRow(r.rank, r.player, [self.session.seats[r.player].colour], cells))
        return rows

    def _match(self, surface, top: int) -> int:
        """Dynasty: every finished game's score and the running match total; returns its bottom edge."""
        s = self.scale
        st = self.session.state_as(KingdominoState)
        games = st.config.games_in_match
        W = surface.get_width()
        widths = [int(250 * s)] + [int(130 * s)] * games + [int(150 * s)]
        x0 = (W - sum(widths)) // 2
        row_h = int(30 * s)
        rect = pygame.Rect(x0 - int(16 * s), top, sum(widths) + int(32 * s), row_h * (len(self.session.seats) + 1) + int(12 * s))
        theme.panel(surface, rect)
        labels = [_("Dynasty")] + [_("Game {n}").format(n=g + 1) for g in range(games)] + [_("Match")]
        x = x0
        for label, w in zip(labels, widths):
            theme.blit_text(surface, label, int(18 * s), theme.INK, bold=True, center=(x + w // 2, top + row_h // 2 + 4))
            x += w
        for p, seat in enumerate(self.session.seats):
            y = top + row_h * (p + 1) + row_h // 2 + 4
            vals = ([seat.name] + [str(st.finished[g][p][0]) if g < len(st.finished) else "–"
                                   for g in range(games)] + [str(sum(g[p][0] for g in st.finished))])
            x = x0
            for i, (v, w) in enumerate(zip(vals, widths)):
                theme.blit_text(surface, v, int(18 * s), theme.GOLD if i == len(vals) - 1 else theme.INK,
                                bold=i in (0, len(vals) - 1), center=(x + w // 2, y))
                x += w
        return rect.bottom
