"""The Kingdomino table by keys: a cursor over the large kingdom's grid and one over the
free dominoes of the next line; after the game the status bar is a focus zone too
(Enter: the score sheet). Enter clicks where the cursor stands (see common/keys.py).
"""
from __future__ import annotations

import pygame

from game.app.tables.common.keys import OFF, LogControls, step_through
from game.app.tables.common.placing import cells_of
from game.app.tables.kingdomino.draft_view import NEXT
from game.app.ui.focus import Zone
from game.rules.state import FREE, PHASE_CHOOSE, PHASE_PLACE


class TableKeys(LogControls):
    """The Kingdomino table's keys: the grid and the next line."""

    # ---- the zones -------------------------------------------------------------------
    def key_zones(self) -> tuple[Zone, Zone]:
        if "_grid_zone" not in self.__dict__:
            self._grid_zone = Zone(self._grid_rect, self._click_cursor, self._grid_move, self.grid_open)
            self._draft_zone = Zone(self._draft_rect, self._click_cursor, self._draft_move, self.draft_open)
            self._cell, self._slot, self._cursor_for = (0, 0), 0, None
        return self._grid_zone, self._draft_zone

    def table_buttons(self) -> list:
        """The table's buttons in Tab order after the zones (only those shown now)."""
        out = []
        if self.human_turn() and self.session.state.phase == PHASE_PLACE and self.spots.must_discard:
            out.append(self.discard_button)
        return out + self.hint_buttons() + self.why_buttons() + self.undo_buttons() + [self.log_button, self.menu_button]

    def focus_items(self) -> list:
        grid, draft = self.key_zones()
        return [self.sheet_zone(), grid, draft] + self.table_buttons()

    def focus_moment(self) -> object:
        st = self.session.state
        return len(self.session.actions), st.phase, self.session.actor(), self.flight is None

    def grid_open(self) -> bool:
        st = self.session.state
        return self.human_turn() and st.phase == PHASE_PLACE and not self.spots.must_discard

    def draft_open(self) -> bool:
        return self.human_turn() and self.session.state.phase == PHASE_CHOOSE

    # ---- the grid cursor ---------------------------------------------------------------
    def _kingdom(self):
        return self.session.state.kingdoms[self.shown_player()]

    def cursor_start(self) -> tuple[int, int]:
        """Where the grid cursor starts a turn: on the legal spot nearest the castle."""
        self.spots.sync(self.session)
        if self.session.state.phase == PHASE_PLACE and self.spots.places:
            best = min(self.spots.places, key=lambda p: (abs(p.x) + abs(p.y), p.y, p.x, p.rot))
            self.rot = best.rot
            return best.x, best.y
        return 0, 0

    def cursor_cell(self) -> tuple[int, int]:
        self.key_zones()
        moment = self.focus_moment()
        if self._cursor_for != moment:
            self._cursor_for = moment
            self._cell, self._slot = self.cursor_start(), 0
        return self._cell

    def _grid_bounds(self) -> tuple[int, int, int, int]:
        k = self._kingdom()
        fx, fy = self.big.first(k)
        c, n = k.g.castle_x, self.big.count
        return fx - c, fy - c, fx - c + n - 1, fy - c + n - 1

    def _grid_move(self, dx: int, dy: int) -> bool:
        x, y = self.cursor_cell()
        x0, y0, x1, y1 = self._grid_bounds()
        self._cell = (max(x0, min(x1, x + dx)), max(y0, min(y1, y + dy)))
        return True

    def _grid_rect(self) -> pygame.Rect:
        k = self._kingdom()
        cell = self.big.rel_rect(k, *self.cursor_cell())
        if self.session.state.phase == PHASE_PLACE and self.focus.current is self._grid_zone:
            place = self.hovered_place()
            if place is not None:
                a, b = cells_of(place)
                return self.big.rel_rect(k, *a).union(self.big.rel_rect(k, *b))
        return cell

    # ---- the next line's cursor ------------------------------------------------------------
    def free_slots(self) -> list[int]:
        return [i for i, k in enumerate(self.session.state.next_kings) if k == FREE]

    def _draft_move(self, dx: int, dy: int) -> bool:
        free = self.free_slots()
        if free:
            self.cursor_cell()
            self._slot = step_through(free, self._slot, dx or dy)
        return True

    def _draft_rect(self) -> pygame.Rect | None:
        free = self.free_slots()
        if not free:
            return None
        self.cursor_cell()
        if self._slot not in free:
            self._slot = free[0]
        return self.draft.slot_rect(NEXT, self._slot)

    # ---- keys -----------------------------------------------------------------------------
    def _cursor_point(self) -> tuple[int, int]:
        cur = self.focus.current
        if cur is not None and cur is self.__dict__.get("_board_zone"):
            return self.builders.tile_rect(self._board_slot).center
        if cur is self._grid_zone:
            return self.big.rel_rect(self._kingdom(), *self.cursor_cell()).center
        if cur is self._draft_zone:
            r = self._draft_rect()
            return r.center if r else OFF
        return OFF

    def follow_keys(self) -> None:
        """In keyboard mode the pointer stands where the cursor is (every frame: views zoom)."""
        if self.focus.keyboard and "_grid_zone" in self.__dict__:
            self.focus.sync(self.focus_items(), self.focus_moment())
            self.pointer = self._cursor_point()

    def _click_cursor(self) -> None:
        self._click_at(self._cursor_point())
