"""Keyboard play and the event log at the tables, as mixins of the play scenes:
TableKeys (Kingdomino; a cursor over the large kingdom's grid and one over the free
dominoes of the next line), QueenKeys (adds the builders board, Dragon and Done) and
DuelKeys (the map and the controls offered now). The cursors are focus zones of the
scene's FocusRing beside its buttons; after the game the status bar is one too (Enter:
the score sheet). LogControls: the Log button and the L key open the event log panel
(views/event_log.py) on every table.

The cursor moves the table's pointer and Enter clicks where it stands, so a key does
exactly what the mouse does there: the same ghost domino, the same green/red legality
from the rules' generator, the same refusals.
"""
from __future__ import annotations

import pygame

from ...rules.duel.actions import AddCross, PlaceDie, PlaceDomino
from ...rules.duel.board import grid
from ...rules.duel.state import PHASE_PLACE as PHASE_PLACE_DUEL
from ...rules.state import FREE, PHASE_CHOOSE, PHASE_INTERLUDE, PHASE_OVER, PHASE_PLACE
from ..focus import Zone
from ..placing import cells_of
from ..views.draft_view import NEXT
from ..views.event_log import EventLogView

OFF = (-1, -1)      # the pointer when the focus is on a button: no ghost on the table


class LogControls:
    """The event log on a table: the Log button, the L key and the panel."""
    focus_always = False       # tables: the focus ring shows once a key is used; the mouse hides it

    @property
    def event_log(self) -> EventLogView:
        if "_event_log" not in self.__dict__:
            self._event_log = EventLogView(self.session)
        return self._event_log

    @property
    def log_button(self):
        return self.event_log.button

    def toggle_log(self) -> None:
        self.event_log.toggle()

    def layout_log(self) -> None:
        """The Log button left of the Hint button (or of Menu) in the status bar."""
        sl = self.sl
        right = (getattr(self, "hint_button", None) or self.menu_button).rect
        self.log_button.rect = pygame.Rect(0, 0, sl.px(110), self.menu_button.rect.h)
        self.log_button.rect.topright = (right.x - sl.px(12), self.menu_button.rect.y)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The Log button, and the panel over the right part of the table when open."""
        sl = self.sl
        self.log_button.draw(surface, sl.scale, 24)
        if self.event_log.open:
            W, H = surface.get_size()
            top = self.menu_button.rect.bottom + sl.px(16)
            left = min(self.log_left(), int(W * 0.7))
            rect = pygame.Rect(left, top, W - left - sl.px(16), H - top - sl.px(16))
            self.event_log.draw(surface, self.session, rect, sl.scale)

    def log_left(self) -> int:
        """Where the open panel begins: right of the large kingdom."""
        return self.sl["active_kingdom"].right + self.sl.px(16)

    def log_event(self, event) -> bool:
        """L, the Log button and the open panel's scrolling; True when used (the replay
        passes its events here too)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_log()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.log_button.handle(event)
            return False
        return self.log_button.handle(event) or self.event_log.handle(event, self.pointer)

    def sheet_zone(self) -> Zone:
        """The game has ended: the status bar, whose Enter brings the score sheet back."""
        if "_sheet_zone" not in self.__dict__:
            self._sheet_zone = Zone(self._sheet_rect, lambda: self._click_at(self._sheet_rect().center),
                                    lambda dx, dy: False, self.game_ended)
        return self._sheet_zone

    def game_ended(self) -> bool:
        return self.session.state.phase in (PHASE_OVER, PHASE_INTERLUDE)

    def _sheet_rect(self) -> pygame.Rect:
        r = self.sl["status"].copy()
        r.w = self.log_button.rect.x - r.x - self.sl.px(16)
        return r

    def _click_at(self, pos) -> None:
        """Enter on a zone: the mouse's click where the cursor stands."""
        self.pointer = pos
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.handle_event(pygame.event.Event(kind, pos=pos, button=1))

    def table_key(self, event) -> bool:
        """Keyboard events of the table and the event log's; True when used."""
        if self.log_event(event):
            return True
        used = self.focus.handle(event, self.focus_items(), self.focus_moment())
        if used:
            self.follow_keys()
        return used


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
        if self.human_turn() and getattr(self, "hint_button", None) is not None:
            out.append(self.hint_button)
        return out + [self.log_button, self.menu_button]

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
        pos = self.builders.tile_rect(self._board_slot).center
        self.pointer = pos
        self.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        if self.selected is not None:        # picked up: now choose its town square
            self.focus.current = self._grid_zone
            self.follow_keys()


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
        return [self.sheet_zone(), *self.duel_zones(), self.log_button, self.menu_button]

    def focus_moment(self) -> object:
        st = self.session.state
        return len(self.session.actions), st.phase, self.session.actor(), not self.flights and not self.rolling()

    def log_left(self) -> int:
        return self.sl["map_1"].x

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


def step_through(items: list, current, step: int):
    """The item `step` places from `current` (from the first when current is gone), held at the ends."""
    i = items.index(current) if current in items else 0
    return items[max(0, min(len(items) - 1, i + step))]
