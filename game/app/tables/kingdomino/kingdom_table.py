"""What the tables of both kingdom-building games share (KingdomTable): draft lines,
kingdoms, scores; people place with the mouse or the keys, computers play through the
worker thread, and every change goes through the rules' `apply`. The Kingdomino table
(kingdomino/scene.py) and the Queendomino table (queendomino/scene.py) each build on it
with their own layout, views, score sheet and drawing."""
from __future__ import annotations

from typing import Any

import pygame

from game.app.settings import flight_seconds
from game.app.table_game import TableGame
from game.app.tables.common.animation import SETTLE_SECONDS, settle
from game.app.tables.common.event_log import label_band
from game.app.tables.common.hint import HINT_GOLD, frame, ghost_domino
from game.app.tables.common.placing import Flight, LegalSpots, cells_of, held_at
from game.app.tables.common.table import TableScene, computer_move
from game.app.tables.kingdomino.draft_view import CURRENT, NEXT, DraftView
from game.app.tables.kingdomino.keys import KingdomKeys
from game.app.tables.kingdomino.kingdom_view import KingdomView, live_scores
from game.app.tables.kingdomino.look_at import LookPanel
from game.app.ui import art, theme
from game.app.ui.layout import SMALLEST, Layout
from game.app.ui.widgets import Button
from game.i18n import N_, _
from game.match import Person, Step
from game.rules import scoring
from game.rules.actions import Choose, Discard, Place
from game.rules.geometry import bits
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_INTERLUDE, PHASE_OVER, PHASE_PLACE, KingdominoState

PLACE_SECONDS = 0.45     # a computer's domino flies to its kingdom
CHOOSE_SECONDS = 0.35    # a computer's king walks to its next domino


class KingdomTable(TableScene):
    """A table where each player (house) builds a kingdom from a drafted line of dominoes."""
    big: KingdomView                  # the large kingdom (make_parts)
    small: list[KingdomView]          # the others' panels
    draft: DraftView
    states: tuple[type, ...] = (KingdominoState,)    # the states this table builds (an edition built on it adds its own)

    def __init__(self, app, session: TableGame, *, auto_next: bool = False, watching: bool = False) -> None:
        super().__init__(app, session, auto_next=auto_next, watching=watching)
        self.layout = self.table_layout()
        self.make_parts()
        self.spots = LegalSpots()
        for p, seat in enumerate(session.seats):      # computer players exist from the start:
            if not seat.human:                          # a save records their generators
                session.computer(p)
        self.flight: Flight | None = None
        self.sheet_for: tuple | None = None
        self.discard_button = Button(N_("Discard domino"), self.discard, primary=True)
        self.keys = self.make_keys()
        self.look = LookPanel(self)       # a kingdom or the box shown large (look_at.py)

    def make_keys(self) -> KingdomKeys:
        """The table's cursors (keys.py)."""
        return KingdomKeys(self)

    def kingdom_state(self) -> Any:
        """The state of a kingdom-building game (this table's or an edition built on it: `states`)."""
        st = self.session.state
        if not isinstance(st, self.states):
            raise TypeError(f"a {self.session.config.game} session builds no kingdoms")
        return st

    # ---- geometry ----------------------------------------------------------------
    def resize(self, size) -> None:
        sl = self.layout.scaled(size)
        self.sl = sl
        n = self.session.config.setup.size
        region = sl["active_kingdom"]
        head = sl.px(72)
        band = label_band(region.w // (2 * n - 1))     # the grid's letters and numbers
        self.big_area = pygame.Rect(region.x + band, region.y + head + band, region.w - 2 * band,
                                    region.h - head - sl.px(8) - band)      # where the large kingdom is drawn
        self.big.fit(self.big_area, n)
        for i, view in enumerate(self.small):
            view.fit(self._small_grid_rect(sl[f"kingdom_{i + 1}"], sl.scale), n,
                     max_cell=int(self.big.cell * 0.85))
        line = max(self.session.config.setup.line, 1)
        self.draft.fit(sl["draft"], line, sl.scale)
        k = sl["active_kingdom"]
        self.discard_button.rect = pygame.Rect(0, 0, sl.px(300), sl.px(60))
        self.discard_button.rect.midbottom = (k.centerx, k.centery + sl.px(147))
        self.hints.layout()
        self.layout_buttons()

    @staticmethod
    def side_by_side(panel: pygame.Rect) -> bool:
        """Wide kingdom panels put the name and score beside the grid, tall ones above it."""
        return panel.w > panel.h * 1.4

    def _small_grid_rect(self, panel: pygame.Rect, scale: float) -> pygame.Rect:
        pad = int(12 * scale)
        if self.side_by_side(panel):
            side = panel.h - 2 * pad
            return pygame.Rect(panel.x + pad, panel.y + pad, side, side)
        head = int((154 if self.points_apart(panel) else 110) * scale * theme.UI_SCALE)   # the header grows with the UI
        head = min(head, panel.h - pad - self.least_grid(panel))
        return pygame.Rect(panel.x + pad, panel.y + head, panel.w - 2 * pad, panel.h - head - pad)

    def least_grid(self, panel: pygame.Rect) -> int:
        """The height of a small kingdom's grid in `panel` at 100 % on the smallest window: a
        header grown with the UI scale never makes the grid smaller than that."""
        name = next((k for k, r in self.sl.rects.items() if r == panel and k.startswith("kingdom_")), None)
        if name is None:
            return 0
        smallest = self.layout.scaled(SMALLEST, 1.0)
        return smallest[name].h - int(110 * smallest.scale) - int(12 * smallest.scale)

    def points_apart(self, panel: pygame.Rect) -> bool:
        """A tall panel at a larger UI scale, high enough for a line more above its grid: the
        points on a line of their own under the name (beside it they leave the name no room)."""
        return (theme.UI_SCALE > 1 and not self.side_by_side(panel)
                and panel.h - int(154 * self.sl.scale * theme.UI_SCALE) >= panel.w)

    # ---- who is where --------------------------------------------------------------
    def shown_player(self) -> int:
        """Whose kingdom is large: the acting person's. While a computer acts and after the
        game it stays the person's (the last to act when several share the table), so every
        other kingdom keeps its place; with nobody at the table, the acting computer's."""
        p = self.session.actor()
        if p is not None and (self.session.seats[p].human or not self.people()):
            return p
        return self.home_player()

    def people(self) -> list[int]:
        return [p for p, seat in enumerate(self.session.seats) if seat.human]

    def home_player(self) -> int:
        """The person whose kingdom stays large while nobody or a computer acts: the only
        one, else the last to act; with nobody at the table, the last mover."""
        people = self.people()
        if self.banner_for in people or len(people) == 1:
            return self.banner_for if self.banner_for in people else people[0]
        if people:
            return people[0]
        return self.session.last.player if self.session.last and self.session.last.player >= 0 else 0

    def view_of(self, owner: int) -> KingdomView:
        """The view kingdom `owner` is drawn in now: the large one or its panel's."""
        others = self.others()
        return self.big if owner not in others else self.small[others.index(owner)]

    def owner_name(self, owner: int) -> str:
        return self.session.seats[owner].name

    def owner_colour(self, owner: int):
        return self.session.seats[owner].colour

    def queen_of(self, owner: int):
        """The territory the Queen crowns in this kingdom (Queendomino), else None."""
        return None

    def others(self) -> list[int]:
        big = self.shown_player()
        return [p for p in range(self.session.config.players) if p != big]

    def kingdom_owner(self, p: int) -> int:
        """Whose kingdom player p builds (Queendomino: p's house)."""
        return p

    def king_colours(self) -> list:
        st = self.kingdom_state()
        return [self.session.seats[k // st.config.setup.kings_each].colour for k in range(st.config.kings)]

    def moving(self) -> bool:
        return self.flight is not None

    def hidden_pieces(self) -> frozenset:
        """What is not drawn where it lies: a computer's piece in flight, the domino the mouse
        carries, a piece the table shows arriving."""
        if self.flight:
            return self.flight.hidden | self.motion.hidden()
        if self.drag.dragging("domino"):
            return frozenset({(CURRENT, self.kingdom_state().turn)}) | self.motion.hidden()
        return self.motion.hidden()

    # ---- what the table's motion asks (animation.py) -------------------------------
    def live_scores(self) -> list[int]:
        return live_scores(self.session)

    def territory_masks(self) -> list[frozenset[int]]:
        return [frozenset(t.cells for t in scoring.territories(k)) for k in self.kingdom_state().kingdoms]

    def cell_rects(self, owner: int, cells: int) -> list[pygame.Rect]:
        """In the large view when it shows that kingdom, else in its small one."""
        k = self.kingdom_state().kingdoms[owner]
        view = self.view_of(owner)
        return [view.rel_rect(k, *k.g.rel(i)) for i in bits(cells)]

    def landing(self, action) -> list[Flight]:
        shown = settle(self._flight_for(action), flight_seconds(SETTLE_SECONDS))
        return [shown] if shown else []

    # ---- actions -------------------------------------------------------------------
    def act(self, action) -> bool:
        self.hints.clear()
        err = self.apply_move(action)
        self.error = err or self.session.save_error
        return err is None

    def discard(self) -> None:
        if self.human_turn() and self.spots.must_discard:
            self.act(Discard())

    def hovered_place(self, half: int | None = None) -> Place | None:
        """The placement the pointer proposes: the half in hand (`half`, else the one the
        press holds) on the square under it."""
        cell = self.big.cell_at(self.kingdom_state().kingdoms[self.shown_player()], self.pointer)
        if cell is None:
            return None
        return held_at(self.kingdom_state().current_domino(), cell[0], cell[1], self.rot,
                       self.drag.held_half() if half is None else half)

    def grabbed_half(self, pos) -> int:
        """The half of the domino in the draft a press at `pos` takes hold of (its right one: the
        second); a press elsewhere holds the first."""
        slot = self.draft.slot_rect(CURRENT, self.kingdom_state().turn)
        return int(slot.collidepoint(pos) and pos[0] > slot.centerx)

    # ---- events -------------------------------------------------------------------
    def table_event(self, event):
        if self.drag.event(event):          # Esc or right-click while carrying: put it back
            return None
        if self.table_key(event):           # cursor keys, Tab, Enter (keys.py)
            return None
        if self.look.event(event):          # a kingdom large: its panel clicked, or 1-8 (look_at.py)
            return None
        if self.menu_event(event, self.discard_button, self.hint_button):
            return None
        st = self.kingdom_state()
        if st.phase in (PHASE_OVER, PHASE_INTERLUDE):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.sheet_for = None        # show the score sheet again
            return None
        if not self.human_turn():
            return event
        if self.hints.event(event):
            return None
        self.spots.sync(self.session)
        if st.phase == PHASE_PLACE:
            return self._placing_event(event)
        if st.phase == PHASE_CHOOSE:
            return self._choosing_event(event)
        return event

    def _placing_event(self, event):
        if self.spots.must_discard:
            return None if self.discard_button.handle(event) else event
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if event.button == 3:
                self.rot = (self.rot + 1) % 4
                return None
            if event.button == 1:               # the domino is in hand: placed on release
                self.drag.start(event.pos, "domino", half=self.grabbed_half(event.pos))
                return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press = self.drag.release()
            if press is not None:
                self._put_domino(press, event.pos)
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.rot = (self.rot + (1 if event.y > 0 else -1)) % 4
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.rot = (self.rot + 1) % 4
            return None
        return event

    def _put_domino(self, press, pos) -> None:
        """A click places where it was pressed; a drag where it is dropped, and a drop off
        the kingdom puts the domino back without a word."""
        self.pointer = pos if press.moved else press.pos
        place = self.hovered_place(press.half)
        if place is None and press.moved:
            self.error = ""
        elif place is None:
            self.refuse(_("move the domino onto your kingdom to place it"))
        elif self.act(place):
            self.rot = 0

    def _choosing_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            slot = self.draft.slot_at(event.pos, self.session.state)
            if slot and slot[0] == NEXT:
                self.act(Choose(self.kingdom_state().next[slot[1]]))
            elif slot:
                self.refuse(_("choose from the next line (right column)"))
            return None
        return event

    # ---- time ---------------------------------------------------------------------
    def run_game(self, dt: float) -> bool:
        """The game's own time: flights land, computers move, the game ends; True while busy."""
        self.clock += dt
        self.keys.follow()
        self.event_log.follow(self.session)
        s = self.session
        if self.flight:                         # a computer's move, or a person's only one (a chosen one lands at once)
            self.flight.t += self.flight_pace(dt)
            if self.flight.done:
                action, self.flight, self.persons_flight = self.flight.action, None, False
                self.act(action)
            return True
        st = s.state
        if st.phase in (PHASE_OVER, PHASE_INTERLUDE):
            return self._game_end()
        step = s.next_step()                    # who acts: a person here, or a computer (or elsewhere)
        if isinstance(step, Person):
            p = step.seat
            self.hurry = False                  # F hurried the computers' turns until now
            only = self.forced_move()
            if only is not None:                # no choice: no click asked for, but shown to them
                if self.hand_over(p, self._turn_words()):
                    return True
                self.play_for(p, only)
                self.flight = self._flight_for(only)
                return True
            self.hints.answer()
            fresh = self.spots.sync(s)          # a new moment: drawn once with its legal spots
            self.hand_over(p, self._turn_words())
            return fresh
        return self._computer(step)

    def _computer(self, step: Step) -> bool:
        if not self.computer_may_move():
            return False
        action = computer_move(self, step)
        if action is not None:
            self.flight = self._flight_for(action)
            if self.flight.done:                # Instant: played at once, nothing flies
                self.flight = None
                self.act(action)
        return True

    # ---- hints ----------------------------------------------------------------------
    def hint_mark(self, surface: pygame.Surface, action, width: int, colour=HINT_GOLD) -> None:
        """One suggested action on the table: a placement as the domino's ghost where it
        goes, a pick framed in the next line."""
        st = self.kingdom_state()
        if isinstance(action, Place):
            ghost_domino(surface, self.big, st.kingdoms[self.shown_player()], st.current_domino(), action, width, colour)
        elif isinstance(action, Choose) and action.number in st.next:
            frame(surface, self.draft.slot_rect(NEXT, st.next.index(action.number)), width, colour)

    def _flight_for(self, action) -> Flight:
        st = self.kingdom_state()
        c = self.draft.cell
        if isinstance(action, Place):
            d = st.domino_to_place()
            owner = self.kingdom_owner(st.player_to_act())
            k, view = st.kingdoms[owner], self.view_of(owner)
            a, b = cells_of(action)
            end = view.rel_rect(k, *a).union(view.rel_rect(k, *b))
            img = art.domino_face(d, view.cell, action.rot)
            return Flight(action, self.draft.slot_rect(CURRENT, st.turn), end, flight_seconds(PLACE_SECONDS), img,
                          frozenset({(CURRENT, st.turn)}))
        if isinstance(action, Choose):
            slot = st.next.index(action.number)
            end = self.draft.king_rect(NEXT, slot)
            hidden: frozenset[tuple]
            if st.round == 0:
                start, hidden = self.draft.queue_king_rect(st, 0), frozenset({("queue", 0)})
            else:
                start, hidden = self.draft.king_rect(CURRENT, st.turn), frozenset({("king", CURRENT, st.turn)})
            king = st.acting_king()
            if king is None:
                raise ValueError(f"no king chooses in phase {st.phase!r}")
            colour = self.king_colours()[king]
            return Flight(action, start, end, flight_seconds(CHOOSE_SECONDS), art.king(end.h, colour), hidden)
        r = self.draft.slot_rect(CURRENT, st.turn) if st.phase == PHASE_PLACE else pygame.Rect(0, 0, c, c)
        return Flight(action, r, r.inflate(-r.w // 2, -r.h // 2), flight_seconds(CHOOSE_SECONDS), None,
                      frozenset({(CURRENT, st.turn)}))

    def forced_words(self, action, name: str) -> str:
        st = self.kingdom_state()
        if isinstance(action, Place):
            return _("Domino {number} was placed for {name}: its only spot").format(
                number=st.domino_to_place().number, name=name)
        if isinstance(action, Discard):
            return _("Domino {number} was discarded for {name}: it fits nowhere").format(
                number=st.domino_to_place().number, name=name)
        if isinstance(action, Choose):
            return _("Domino {number} was taken for {name}: the only one left").format(number=action.number, name=name)
        return super().forced_words(action, name)

    def _turn_words(self) -> str:
        st = self.kingdom_state()
        if st.phase == PHASE_PLACE:
            return _("place domino {number}").format(number=st.domino_to_place().number)
        if st.round == 0:
            return _("choose a domino for your king")
        return _("choose your next domino")

    # ---- drawing (reads only) -----------------------------------------------------
    def table_draw(self, surface: pygame.Surface) -> None:
        pointer = self.pointer
        if self.look.looking is not None:        # nothing under the look answers the pointer
            self.pointer = (-1, -1)
        self.draw_board(surface)
        self.hints.draw(surface)
        self.why.draw(surface)
        self.draw_undo(surface)
        self.draw_log(surface)
        self.pointer = pointer
        self.look.draw(surface)

    # ---- what each game's table gives ------------------------------------------------
    def table_layout(self) -> Layout:
        """The regions of this game's table."""
        raise NotImplementedError

    def make_parts(self) -> None:
        """The views and buttons only this game's table has: big, small, draft and its own."""
        raise NotImplementedError

    def look_view(self) -> KingdomView:
        """A fresh compact view of this game's kingdoms (the look, look_at.py)."""
        raise NotImplementedError

    def paint_look(self, surface: pygame.Surface, view, owner: int) -> None:
        """Draw kingdom `owner` in `view` (fitted already)."""
        raise NotImplementedError

    def _game_end(self) -> bool:
        """The game (or a Dynasty game) is over: the score sheet once; True while busy."""
        raise NotImplementedError

    def draw_board(self, surface: pygame.Surface) -> None:
        """The table itself, under the hint, "Why?", Undo, the log and the look."""
        raise NotImplementedError
