"""The Queendomino table by keys: Kingdomino's cursors plus the builders board, the
Dragon and Done (see kingdomino/keys.py).
"""
from __future__ import annotations

import pygame

from game.app.tables.common.keys import step_through
from game.app.tables.kingdomino.keys import TableKeys
from game.app.ui.focus import Zone
from game.rules.state import PHASE_PLACE


class QueenKeys(TableKeys):
    """Queendomino adds the optional steps: the grid cursor also sends knights and puts
    a building down, a cursor runs over the builders board, and Dragon and Done are
    buttons in the ring. A building picked up hands the focus to the grid."""

    def builders_zone(self) -> Zone:
        if "_board_zone" not in self.__dict__:
            self._board_zone = Zone(self._board_rect, self._board_click, self._board_move, self.steps_open)
            self._board_slot = 0
        return self._board_zone

    def focus_items(self) -> list:
        grid, draft = self.key_zones()
        return [self.sheet_zone(), grid, self.builders_zone(), draft, self.dragon_button,
                self.done_button] + self.table_buttons()

    def focus_moment(self) -> object:
        return super().focus_moment() + (self.selected, self.dragon_mode)

    def grid_open(self) -> bool:
        if super().grid_open():
            return True
        return self.steps_open() and not self.dragon_mode and (self.selected is not None or bool(self.offer().knights))

    def draft_open(self) -> bool:
        st = self.session.state
        return self.human_turn() and st.phase != PHASE_PLACE and not self.dragon_mode and self.offer().choose

    def cursor_start(self) -> tuple[int, int]:
        if self.session.state.phase == PHASE_PLACE:
            return super().cursor_start()
        offer = self.offer()
        cells = offer.towns_for(self.selected) if self.selected is not None else offer.knights
        return min(cells, key=lambda c: (abs(c[0]) + abs(c[1]), c[1], c[0])) if cells else (0, 0)

    def board_slots(self) -> list[int]:
        """The board's slots with a building, left (dearest) to right."""
        st = self.session.state
        return sorted((i for i, b in enumerate(st.board) if b >= 0), key=lambda i: self.builders.slots[i].x)

    def _board_move(self, dx: int, dy: int) -> bool:
        slots = self.board_slots()
        if slots:
            self._board_slot = step_through(slots, self._board_slot, dx or dy)
        return True

    def _board_rect(self) -> pygame.Rect | None:
        slots = self.board_slots()
        if not slots:
            return None
        if self._board_slot not in slots:
            self._board_slot = slots[0]
        return self.builders.slots[self._board_slot]

    def _board_click(self) -> None:
        r = self._board_rect()
        if r is None:
            return
        self._click_at(self.builders.tile_rect(self._board_slot).center)
        if self.selected is not None:        # picked up: now choose its town square
            self.focus.current = self._grid_zone
            self.follow_keys()
