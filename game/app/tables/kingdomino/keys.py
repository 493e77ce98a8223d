"""The Kingdomino table by keys: a cursor over the large kingdom's grid and one over the
free dominoes of the next line; after the game the status bar is a focus zone too
(Enter: the score sheet). Enter clicks where the cursor stands (see common/keys.py).
"""
from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.app.tables.common.keys import OFF, KeyedTable, TableKeys, step_through
from game.app.tables.common.placing import Flight, LegalSpots, cells_of
from game.app.tables.kingdomino.draft_view import NEXT, DraftView
from game.app.tables.kingdomino.kingdom_view import KingdomView
from game.app.ui.focus import Zone
from game.app.ui.widgets import Button
from game.rules.actions import Place
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_PLACE


class KingdomKeyed(KeyedTable, Protocol):
    """What the kingdom tables' keys need of the table (kingdomino/kingdom_table.py)."""
    rot: int

    @property
    def big(self) -> KingdomView: ...

    @property
    def draft(self) -> DraftView: ...

    @property
    def spots(self) -> LegalSpots: ...

    @property
    def flight(self) -> Flight | None: ...

    @property
    def discard_button(self) -> Button: ...

    def kingdom_state(self) -> Any: ...

    def shown_player(self) -> int: ...

    def hovered_place(self, half: int | None = None) -> Place | None: ...

    def hint_buttons(self) -> list[Button]: ...

    def why_buttons(self) -> list[Button]: ...

    def undo_buttons(self) -> list[Button]: ...


class KingdomKeys(TableKeys):
    """The Kingdomino table's keys: the grid and the next line."""
    table: KingdomKeyed

    def __init__(self, scene: KingdomKeyed) -> None:
        super().__init__(scene)
        self.grid_zone = Zone(self._grid_rect, self._click_cursor, self._grid_move, self.grid_open)
        self.draft_zone = Zone(self._draft_rect, self._click_cursor, self._draft_move, self.draft_open)
        self.cell, self.slot = (0, 0), 0
        self._cursor_for: object = None

    # ---- the zones -------------------------------------------------------------------
    def table_buttons(self) -> list:
        """The table's buttons in Tab order after the zones (only those shown now)."""
        t = self.table
        out = []
        if t.human_turn() and t.session.state.phase == PHASE_PLACE and t.spots.must_discard:
            out.append(t.discard_button)
        return out + t.hint_buttons() + t.why_buttons() + t.undo_buttons() + [t.log_button, t.menu_button]

    def items(self) -> list:
        return [self.sheet_zone, self.grid_zone, self.draft_zone] + self.table_buttons()

    def moment(self) -> tuple:
        s = self.table.session
        return len(s.actions), s.state.phase, s.actor(), self.table.flight is None

    def grid_open(self) -> bool:
        t = self.table
        return t.human_turn() and t.session.state.phase == PHASE_PLACE and not t.spots.must_discard

    def draft_open(self) -> bool:
        return self.table.human_turn() and self.table.session.state.phase == PHASE_CHOOSE

    # ---- the grid cursor ---------------------------------------------------------------
    def _kingdom(self):
        return self.table.kingdom_state().kingdoms[self.table.shown_player()]

    def cursor_start(self) -> tuple[int, int]:
        """Where the grid cursor starts a turn: on the legal spot nearest the castle."""
        t = self.table
        t.spots.sync(t.session)
        if t.session.state.phase == PHASE_PLACE and t.spots.places:
            best = min(t.spots.places, key=lambda p: (abs(p.x) + abs(p.y), p.y, p.x, p.rot))
            t.rot = best.rot
            return best.x, best.y
        return 0, 0

    def cursor_cell(self) -> tuple[int, int]:
        moment = self.moment()
        if self._cursor_for != moment:
            self._cursor_for = moment
            self.cell, self.slot = self.cursor_start(), 0
        return self.cell

    def _grid_bounds(self) -> tuple[int, int, int, int]:
        k = self._kingdom()
        big = self.table.big
        fx, fy = big.first(k)
        c, n = k.g.castle_x, big.count
        return fx - c, fy - c, fx - c + n - 1, fy - c + n - 1

    def _grid_move(self, dx: int, dy: int) -> bool:
        x, y = self.cursor_cell()
        x0, y0, x1, y1 = self._grid_bounds()
        self.cell = (max(x0, min(x1, x + dx)), max(y0, min(y1, y + dy)))
        return True

    def _grid_rect(self) -> pygame.Rect:
        k = self._kingdom()
        big = self.table.big
        cell = big.rel_rect(k, *self.cursor_cell())
        if self.table.session.state.phase == PHASE_PLACE and self.table.focus.current is self.grid_zone:
            place = self.table.hovered_place()
            if place is not None:
                a, b = cells_of(place)
                return big.rel_rect(k, *a).union(big.rel_rect(k, *b))
        return cell

    # ---- the next line's cursor ------------------------------------------------------------
    def free_slots(self) -> list[int]:
        return [i for i, k in enumerate(self.table.kingdom_state().next_kings) if k == FREE]

    def _draft_move(self, dx: int, dy: int) -> bool:
        free = self.free_slots()
        if free:
            self.cursor_cell()
            self.slot = step_through(free, self.slot, dx or dy)
        return True

    def _draft_rect(self) -> pygame.Rect | None:
        free = self.free_slots()
        if not free:
            return None
        self.cursor_cell()
        if self.slot not in free:
            self.slot = free[0]
        return self.table.draft.slot_rect(NEXT, self.slot)

    # ---- keys -----------------------------------------------------------------------------
    def point(self) -> tuple[int, int]:
        cur = self.table.focus.current
        if cur is self.grid_zone:
            return self.table.big.rel_rect(self._kingdom(), *self.cursor_cell()).center
        if cur is self.draft_zone:
            r = self._draft_rect()
            return r.center if r else OFF
        return OFF

    def _click_cursor(self) -> None:
        self.click_at(self.point())
