"""The Kingdomino table: the kingdom-building table (kingdomino/kingdom_table.py) with
Kingdomino's layout by players and kingdom size, its views, the Dynasty's score sheets
and its drawing (draw.py)."""
from __future__ import annotations

import pygame

from game.app.tables.common.finale import score_then_sheet
from game.app.tables.common.tally import Tally
from game.app.tables.kingdomino.draft_view import DraftView
from game.app.tables.kingdomino.draw import draw_table
from game.app.tables.kingdomino.kingdom_table import KingdomTable
from game.app.tables.kingdomino.kingdom_view import KingdomView
from game.app.tables.kingdomino.sheet import ScoreSheetScene
from game.app.tables.kingdomino.tally import kingdomino_tallies
from game.app.ui.layout import Layout, load_layout, table_layout_name
from game.rules.kingdomino.state import KingdominoState


class PlayScene(KingdomTable):
    """Kingdomino's table (also the Royal Garden's)."""

    def table_layout(self) -> Layout:
        """The regions of this game's table (by players and kingdom size here)."""
        cfg = self.session.config
        return load_layout(table_layout_name(cfg.players, cfg.setup.size))

    def make_parts(self) -> None:
        """A large kingdom, the small ones, the draft."""
        self.big = KingdomView(full=True)
        self.small = [KingdomView(full=False) for _ in range(self.session.config.players - 1)]
        self.draft = DraftView()

    def look_view(self) -> KingdomView:
        return KingdomView(full=False)

    def paint_look(self, surface: pygame.Surface, view, owner: int) -> None:
        view.draw(surface, self.kingdom_state().kingdoms[owner], self.owner_colour(owner), show_slots=False)

    def tallies(self) -> list[Tally]:
        return kingdomino_tallies(self.session.state)

    def _game_end(self) -> bool:
        st = self.session.state_as(KingdominoState)
        key = (st.game_no, st.phase)
        if self.sheet_for == key:
            return False
        if self.motion.busy():                  # the last move is shown to its end first
            return True
        self.sheet_for = key
        self.finished()
        self.app.scenes.push(score_then_sheet(self, key, ScoreSheetScene(self.app, self.session, auto_next=self.auto_next)))
        return True

    def draw_board(self, surface: pygame.Surface) -> None:
        """The table itself, under the hint, "Why?", Undo, the log and the look."""
        draw_table(self, surface)
