"""The Queendomino table by keys: Kingdomino's cursors plus the builders board, the
Dragon and Done (see kingdomino/keys.py).
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.app.tables.common.keys import step_through
from game.app.tables.kingdomino.keys import KingdomKeyed, KingdomKeys
from game.app.tables.queendomino.builders_view import BuildersView
from game.app.tables.queendomino.offer import Offer
from game.app.ui.focus import Zone
from game.app.ui.widgets import Button
from game.rules.kingdomino.state import PHASE_PLACE
from game.rules.queendomino.state import QueenState


class QueenKeyed(KingdomKeyed, Protocol):
    """What Queendomino's keys need besides the kingdom tables' (queendomino/scene.py)."""

    @property
    def selected(self) -> int | None: ...

    @property
    def dragon_mode(self) -> bool: ...

    @property
    def builders(self) -> BuildersView: ...

    @property
    def dragon_button(self) -> Button: ...

    @property
    def done_button(self) -> Button: ...

    def steps_open(self) -> bool: ...

    def offer(self) -> Offer: ...

    def queen_state(self) -> QueenState: ...


class QueenKeys(KingdomKeys):
    """Queendomino adds the optional steps: the grid cursor also sends knights and puts
    a building down, a cursor runs over the builders board, and Dragon and Done are
    buttons in the ring. A building picked up hands the focus to the grid."""
    table: QueenKeyed

    def __init__(self, scene: QueenKeyed) -> None:
        super().__init__(scene)
        self.board_zone = Zone(self._board_rect, self._board_click, self._board_move, scene.steps_open)
        self.board_slot = 0

    def items(self) -> list:
        t = self.table
        return [self.sheet_zone, self.grid_zone, self.board_zone, self.draft_zone, t.dragon_button,
                t.done_button] + self.table_buttons()

    def moment(self) -> tuple:
        return super().moment() + (self.table.selected, self.table.dragon_mode)

    def grid_open(self) -> bool:
        if super().grid_open():
            return True
        t = self.table
        return t.steps_open() and not t.dragon_mode and (t.selected is not None or bool(t.offer().knights))

    def draft_open(self) -> bool:
        t = self.table
        return t.human_turn() and t.session.state.phase != PHASE_PLACE and not t.dragon_mode and t.offer().choose

    def cursor_start(self) -> tuple[int, int]:
        t = self.table
        if t.session.state.phase == PHASE_PLACE:
            return super().cursor_start()
        offer = t.offer()
        cells = offer.towns_for(t.selected) if t.selected is not None else offer.knights
        return min(cells, key=lambda c: (abs(c[0]) + abs(c[1]), c[1], c[0])) if cells else (0, 0)

    def board_slots(self) -> list[int]:
        """The board's slots with a building, left (dearest) to right."""
        st = self.table.queen_state()
        return sorted((i for i, b in enumerate(st.board) if b >= 0), key=lambda i: self.table.builders.slots[i].x)

    def _board_move(self, dx: int, dy: int) -> bool:
        slots = self.board_slots()
        if slots:
            self.board_slot = step_through(slots, self.board_slot, dx or dy)
        return True

    def _board_rect(self) -> pygame.Rect | None:
        slots = self.board_slots()
        if not slots:
            return None
        if self.board_slot not in slots:
            self.board_slot = slots[0]
        return self.table.builders.slots[self.board_slot]

    def _board_click(self) -> None:
        r = self._board_rect()
        if r is None:
            return
        self.click_at(self.table.builders.tile_rect(self.board_slot).center)
        if self.table.selected is not None:        # picked up: now choose its town square
            self.table.focus.current = self.grid_zone
            self.follow()

    def point(self) -> tuple[int, int]:
        if self.table.focus.current is self.board_zone:
            return self.table.builders.tile_rect(self.board_slot).center
        return super().point()
