"""The Duel table by keys: a cursor over the map being drawn on and one over the controls
offered now, each used with Enter exactly as a click would (see common/keys.py).
"""
from __future__ import annotations

import pygame

from game.app.tables.common.keys import OFF, LogControls, step_through
from game.app.ui.focus import Zone
from game.rules.duel.actions import AddCross, PlaceDie, PlaceDomino
from game.rules.duel.board import grid
from game.rules.duel.state import PHASE_PLACE as PHASE_PLACE_DUEL


class DuelKeys(LogControls):
    """Kingdomino Duel by keys: a cursor over the map being drawn on (R rotates the dice,
    Enter draws; the extra cross of a spell too) and one over the controls the table
    offers now (`hots()`: dice in the tray, spells, "?" choices, faces, castle bonus,
    Draw nothing), each used with Enter exactly as a click would."""

    def duel_zones(self) -> tuple[Zone, Zone]:
        if "_map_zone" not in self.__dict__:
            self._map_zone = Zone(self._map_rect, lambda: self._click_at(self._map_point()),
                                  self._map_move, self.map_open)
            self._hot_zone = Zone(self._hot_rect, lambda: self._click_at(self._hot_rect().center),
                                  self._hot_move, lambda: bool(self.hots()))
            self._map_cell, self._map_for, self._hot_at = 0, None, None
        return self._map_zone, self._hot_zone

    def focus_items(self) -> list:
        return [self.sheet_zone(), *self.duel_zones(), *self.hint_buttons(), *self.why_buttons(), *self.undo_buttons(),
                self.log_button, self.menu_button]

    def focus_moment(self) -> object:
        st = self.session.state
        return len(self.session.actions), st.phase, self.session.actor(), not self.flights and not self.rolling()

    def log_left(self) -> int:
        return self.sl["map_1"].x

    def explanation_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Why?: over the spell book, which leaves both maps in sight."""
        return self.sl["spellbook"]

    # ---- the map ---------------------------------------------------------------------------
    def _map_owner(self) -> int:
        st = self.session.state
        return st.placer if st.phase == PHASE_PLACE_DUEL else st.current_player()

    def map_open(self) -> bool:
        return self.human_turn() and any(isinstance(a, (PlaceDomino, PlaceDie, AddCross)) for a in self.legal())

    def map_cell(self) -> int:
        self.duel_zones()
        moment = self.focus_moment()
        if self._map_for != moment:
            self._map_for = moment
            self._map_cell = self._map_start()
        return self._map_cell

    def _map_start(self) -> int:
        """A legal square to begin on (with the rotation it needs), else the castle's row."""
        cols = grid().columns
        for a in self.legal():
            if isinstance(a, PlaceDomino) and (a.arms_a, a.arms_b) == tuple(self.arms_of(d) for d in self.my_pending()):
                self.rot = {1: 0, cols: 1, -1: 2, -cols: 3}[a.b - a.a]
                return a.a
            if isinstance(a, PlaceDie) and a.die == self.carried_die():
                return a.cell
            if isinstance(a, AddCross):
                return a.cell
        return grid().cell(grid().rows // 2, cols // 2)

    def _map_move(self, dx: int, dy: int) -> bool:
        g = grid()
        r, c = divmod(self.map_cell(), g.columns)
        self._map_cell = g.cell(max(0, min(g.rows - 1, r + dy)), max(0, min(g.columns - 1, c + dx)))
        return True

    def _map_point(self) -> tuple[int, int]:
        return self.maps[self._map_owner()].cell_rect(self.map_cell()).center

    def _map_rect(self) -> pygame.Rect:
        view = self.maps[self._map_owner()]
        rect = view.cell_rect(self.map_cell())
        if self.session.state.phase == PHASE_PLACE_DUEL and self.focus.current is self._map_zone:
            _, cells = self.hovered_draw()
            return rect.unionall([view.cell_rect(c) for c in cells])
        return rect

    # ---- the controls -----------------------------------------------------------------------
    def _hot_index(self, hots) -> int:
        """The control the cursor is on: the same place as before, else the first."""
        return next((i for i, h in enumerate(hots) if h.rect == self._hot_at), 0)

    def _hot_move(self, dx: int, dy: int) -> bool:
        hots = self.hots()
        if hots:
            self._hot_at = step_through([h.rect for h in hots], self._hot_at, dx or dy)
        return True

    def _hot_rect(self) -> pygame.Rect:
        hots = self.hots()
        if not hots:
            return pygame.Rect(0, 0, 0, 0)
        self._hot_at = hots[self._hot_index(hots)].rect
        return self._hot_at

    def follow_keys(self) -> None:
        if self.focus.keyboard and "_map_zone" in self.__dict__:
            cur = self.focus.sync(self.focus_items(), self.focus_moment())
            self.pointer = (self._map_point() if cur is self._map_zone else
                            self._hot_rect().center if cur is self._hot_zone else OFF)
