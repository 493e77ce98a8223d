"""The Duel table by keys: a cursor over the map being drawn on and one over the controls
offered now, each used with Enter exactly as a click would (see common/keys.py).
"""
from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.app.tables.common.keys import OFF, KeyedTable, TableKeys, step_through
from game.app.tables.common.placing import Flight
from game.app.tables.duel.controls import DuelHots
from game.app.tables.duel.map_view import DuelMapView
from game.app.ui.focus import Zone
from game.app.ui.widgets import Button
from game.rules.duel.actions import AddCross, PlaceDie, PlaceDomino
from game.rules.duel.board import grid
from game.rules.duel.state import PHASE_PLACE as PHASE_PLACE_DUEL
from game.rules.duel.state import DuelState


class DuelKeyed(KeyedTable, Protocol):
    """What the Duel's keys need of its table (scene.py)."""
    rot: int

    @property
    def maps(self) -> list[DuelMapView]: ...

    @property
    def flights(self) -> list[Flight]: ...

    @property
    def controls(self) -> DuelHots: ...

    def duel_state(self) -> DuelState: ...

    def rolling(self) -> bool: ...

    def legal(self) -> list: ...

    def arms_of(self, d: int) -> int: ...

    def my_pending(self) -> list[int]: ...

    def carried_die(self) -> int | None: ...

    def hovered_draw(self, half: int | None = None) -> tuple[Any, tuple]: ...

    def hint_buttons(self) -> list[Button]: ...

    def why_buttons(self) -> list[Button]: ...

    def undo_buttons(self) -> list[Button]: ...


class DuelKeys(TableKeys):
    """Kingdomino Duel by keys: a cursor over the map being drawn on (R rotates the dice,
    Enter draws; the extra cross of a spell too) and one over the controls the table
    offers now (controls.py: dice in the tray, spells, "?" choices, faces, castle bonus,
    Draw nothing), each used with Enter exactly as a click would."""
    table: DuelKeyed

    def __init__(self, scene: DuelKeyed) -> None:
        super().__init__(scene)
        self.map_zone = Zone(self._map_rect, lambda: self.click_at(self._map_point()), self._map_move, self.map_open)
        self.hot_zone = Zone(self._hot_rect, lambda: self.click_at(self._hot_rect().center),
                             self._hot_move, lambda: bool(scene.controls.hots()))
        self.cell = 0
        self._map_for: object = None
        self._hot_at: pygame.Rect | None = None

    def items(self) -> list:
        t = self.table
        return [self.sheet_zone, self.map_zone, self.hot_zone, *t.hint_buttons(), *t.why_buttons(), *t.undo_buttons(),
                t.log_button, t.menu_button]

    def moment(self) -> tuple:
        s = self.table.session
        return len(s.actions), s.state.phase, s.actor(), not self.table.flights and not self.table.rolling()

    # ---- the map ---------------------------------------------------------------------------
    def _map_owner(self) -> int:
        st = self.table.duel_state()
        return st.placer if st.phase == PHASE_PLACE_DUEL else st.player_to_act()

    def map_open(self) -> bool:
        t = self.table
        return t.human_turn() and any(isinstance(a, (PlaceDomino, PlaceDie, AddCross)) for a in t.legal())

    def map_cell(self) -> int:
        moment = self.moment()
        if self._map_for != moment:
            self._map_for = moment
            self.cell = self._map_start()
        return self.cell

    def _map_start(self) -> int:
        """A legal square to begin on (with the rotation it needs), else the castle's row."""
        t = self.table
        cols = grid().columns
        for a in t.legal():
            if isinstance(a, PlaceDomino) and (a.arms_a, a.arms_b) == tuple(t.arms_of(d) for d in t.my_pending()):
                t.rot = {1: 0, cols: 1, -1: 2, -cols: 3}[a.b - a.a]
                return a.a
            if isinstance(a, PlaceDie) and a.die == t.carried_die():
                return a.cell
            if isinstance(a, AddCross):
                return a.cell
        return grid().cell(grid().rows // 2, cols // 2)

    def _map_move(self, dx: int, dy: int) -> bool:
        g = grid()
        r, c = divmod(self.map_cell(), g.columns)
        self.cell = g.cell(max(0, min(g.rows - 1, r + dy)), max(0, min(g.columns - 1, c + dx)))
        return True

    def _map_point(self) -> tuple[int, int]:
        return self.table.maps[self._map_owner()].cell_rect(self.map_cell()).center

    def _map_rect(self) -> pygame.Rect:
        view = self.table.maps[self._map_owner()]
        rect = view.cell_rect(self.map_cell())
        if self.table.session.state.phase == PHASE_PLACE_DUEL and self.table.focus.current is self.map_zone:
            _, cells = self.table.hovered_draw()
            return rect.unionall([view.cell_rect(c) for c in cells])
        return rect

    # ---- the controls -----------------------------------------------------------------------
    def _hot_index(self, hots) -> int:
        """The control the cursor is on: the same place as before, else the first."""
        return next((i for i, h in enumerate(hots) if h.rect == self._hot_at), 0)

    def _hot_move(self, dx: int, dy: int) -> bool:
        hots = self.table.controls.hots()
        if hots:
            self._hot_at = step_through([h.rect for h in hots], self._hot_at, dx or dy)
        return True

    def _hot_rect(self) -> pygame.Rect:
        hots = self.table.controls.hots()
        if not hots:
            return pygame.Rect(0, 0, 0, 0)
        self._hot_at = hots[self._hot_index(hots)].rect
        return self._hot_at

    def point(self) -> tuple[int, int]:
        cur = self.table.focus.current
        return self._map_point() if cur is self.map_zone else self._hot_rect().center if cur is self.hot_zone else OFF
