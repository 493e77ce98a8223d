"""The Queendomino and Royal Wedding table: the kingdom-building table's draft, placing and
computer seats, plus the turn's optional steps (knights collecting tax, building, the
Dragon) and the builders board. Everything offered comes from the rules' legal_actions;
a click turns into one of those actions or into a one-line refusal.

Kingdoms belong to houses (a player, or a team of partners in the Royal Wedding's team
mode): `shown_player()` here names the house whose kingdom is large.
"""
from __future__ import annotations

import pygame

from game.app.settings import flight_seconds
from game.app.tables.common.dock import Standing
from game.app.tables.common.finale import score_then_sheet
from game.app.tables.common.hint import HINT_GOLD, frame
from game.app.tables.common.placing import Flight
from game.app.tables.common.tally import Tally
from game.app.tables.kingdomino.kingdom_table import CHOOSE_SECONDS, PLACE_SECONDS, KingdomTable
from game.app.tables.queendomino import art as qart
from game.app.tables.queendomino.board_motion import board_moves
from game.app.tables.queendomino.builders_view import BuildersView
from game.app.tables.queendomino.draft_view import QueenDraftView
from game.app.tables.queendomino.draw import draw_table
from game.app.tables.queendomino.keys import QueenKeys
from game.app.tables.queendomino.kingdom_view import QueenKingdomView
from game.app.tables.queendomino.offer import Offer
from game.app.tables.queendomino.sheet import QueenScoreSheet
from game.app.tables.queendomino.tally import queendomino_tallies
from game.app.ui import theme
from game.app.ui.layout import Layout, LayoutError, load_layout
from game.app.ui.widgets import Button
from game.app.ui.words import coins_text, initials
from game.i18n import N_, _, translate
from game.rules.actions import IllegalAction
from game.rules.queendomino import house_sheet, queen_territory
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight
from game.rules.queendomino.board import slot_cost
from game.rules.queendomino.state import PHASE_BUILD, PHASE_CHOOSE, PHASE_OVER, PHASE_PLACE, PHASE_TAX, QueenState
from game.rules.queendomino.turn import empty_towns

STEP_REGIONS = ("builders", "steps")
SLIDE_SECONDS = 0.5      # a building slides along the builders board or comes off the pile


def layout_name(state) -> str:
    """Tables by number of kingdoms; lines of 8 with few kingdoms (teams) get their own."""
    houses = state.mode.houses
    wide = state.config.setup.line > 4 and houses <= 4
    return f"queendomino_{houses}p" + ("_line8" if wide else "")


class QueenPlayScene(KingdomTable):
    big: QueenKingdomView
    states = (QueenState,)
    def __init__(self, app, session, *, auto_next: bool = False, watching: bool = False) -> None:
        super().__init__(app, session, auto_next=auto_next, watching=watching)
        self.selected: int | None = None     # the board slot of a building picked up
        self.guard_spot: pygame.Rect | None = None    # where the house's guard was drawn (knights are dragged from it)
        self.dragon_mode = False
        self.closed_at: int | None = None     # len(actions) when Done closed the optional steps
        self._offer: tuple[tuple, Offer] | None = None
        self._scores: tuple[int, list[int]] | None = None
        self._members: list[list[int]] | None = None
        self.base_cache: tuple | None = None   # the table's picture under the pointer's parts
        self.board_seen = tuple(session.state.board)    # the builders board as last shown (board_motion.py)

    def queen_state(self) -> QueenState:
        return self.session.state_as(QueenState)

    def make_keys(self) -> QueenKeys:
        return QueenKeys(self)

    def table_layout(self) -> Layout:
        layout = load_layout(layout_name(self.queen_state()))
        missing = [r for r in STEP_REGIONS if r not in layout.regions]
        if missing:
            raise LayoutError(f"layout {layout.name} lacks regions: {', '.join(missing)}")
        return layout

    def make_parts(self) -> None:
        """Kingdoms by house, the Queendomino draft, the builders board; Done, the Dragon, Hint."""
        self.big = QueenKingdomView(full=True)
        self.small = [QueenKingdomView(full=False) for _ in range(self.queen_state().mode.houses - 1)]
        self.draft = QueenDraftView()
        self.builders = BuildersView()
        self.done_button = Button(N_("Done"), self.done, primary=True)
        self.dragon_button = Button(N_("Bribe the Dragon"), self.toggle_dragon)

    # ---- geometry ----------------------------------------------------------------
    def resize(self, size) -> None:
        super().resize(size)
        sl = self.sl
        n = self.session.config.setup.size
        area = self.big_area                 # the house's belongings stand in a column left of the grid
        column = min(sl.px(100), max(0, area.w - area.h))
        self.big.fit(pygame.Rect(area.x + column, area.y, area.w - column, area.h), n)
        largest = min(area.w - column, area.h) // (n + 1)     # the large view's cell at most
        for i, view in enumerate(self.small):            # as large as their panels allow, never above that
            view.fit(self._small_grid_rect(sl[f"kingdom_{i + 1}"], sl.scale), n, max_cell=largest)
        self.builders.fit(sl["builders"], sl.scale)
        steps = sl["steps"]
        bw, gap = sl.px(200), sl.px(8)
        bh = min(sl.px(48), (steps.h - 3 * gap) // 2)
        self.done_button.rect = pygame.Rect(steps.right - bw - sl.px(12), steps.bottom - bh - gap, bw, bh)
        self.dragon_button.rect = self.done_button.rect.move(0, -bh - gap)

    def roomy(self, panel: pygame.Rect) -> bool:
        """A tall panel (2 players): room for a full header above a large grid."""
        return panel.h > panel.w and panel.h - self.sl.px(310) >= panel.w * 0.7

    def _small_grid_rect(self, panel: pygame.Rect, scale: float) -> pygame.Rect:
        if not self.roomy(panel):
            return super()._small_grid_rect(panel, scale)
        pad, head = int(12 * scale), int(250 * scale)
        return pygame.Rect(panel.x + pad, panel.y + head, panel.w - 2 * pad, panel.h - head - int(60 * scale))

    # ---- who is where --------------------------------------------------------------
    def shown_player(self) -> int:
        """The house whose kingdom is large: the acting person's, and while a computer acts
        and after the game still the person's (see KingdomTable.shown_player)."""
        return self.queen_state().house_of(super().shown_player())

    def look_view(self) -> QueenKingdomView:
        return QueenKingdomView(full=False)

    def paint_look(self, surface: pygame.Surface, view, owner: int) -> None:
        view.draw_house(surface, self.queen_state(), owner, self.owner_colour(owner), show_slots=False)

    def owner_name(self, owner: int) -> str:
        return self.house_name(owner)

    def owner_colour(self, owner: int):
        return self.house_colour(owner)

    def queen_of(self, owner: int):
        return queen_territory(self.queen_state(), owner)

    def others(self) -> list[int]:
        big = self.shown_player()
        return [h for h in range(self.queen_state().mode.houses) if h != big]

    def kingdom_owner(self, p: int) -> int:
        return self.queen_state().house_of(p)

    def members(self, house: int) -> list[int]:
        """The players of a house (two partners in the team mode), fixed for the game."""
        if self._members is None:
            st = self.queen_state()
            self._members = [[p for p in range(st.config.players) if st.house_of(p) == h]
                             for h in range(st.mode.houses)]
        return self._members[house]

    def house_name(self, house: int, short: bool = False) -> str:
        """The players of a house by name; `short`: partners by their initials ("A & B")."""
        names = [self.session.seats[p].name for p in self.members(house)]
        return " & ".join(initials(n) if short and len(names) > 1 else n for n in names)

    def house_label(self, house: int, size: int, room: int, bold: bool = True, template: str = "{name}") -> str:
        """`template` with the house's name as it fits `room` pixels at `size`: whole, else
        the partners by initials, else cut with an ellipsis (its tooltips give it whole)."""
        f = theme.font(size, bold)
        for short in (False, True):
            words = template.format(name=self.house_name(house, short))
            if f.size(words)[0] <= room:
                if short:
                    theme.shortened(words, template.format(name=self.house_name(house)))
                return words
        return theme.fit_text(template.format(name=self.house_name(house, True)), size, room, bold)

    def standings(self, scores: list[int] | None = None) -> list[Standing]:
        """The Houses panel's strip while a card is docked: a house per line's cell."""
        acting = self.queen_state().current_house()
        return [Standing(tuple(self.session.seats[p].colour for p in self.members(h)), self.house_name(h, short=True),
                         scores[h] if scores else 0, h == acting) for h in range(self.queen_state().mode.houses)]

    def house_colour(self, house: int):
        return self.session.seats[self.members(house)[0]].colour

    def scores(self) -> list[int]:
        """Live totals per house (wealth, territories, buildings, Queen), cached per move."""
        n = len(self.session.actions)
        if self._scores is None or self._scores[0] != n:
            st = self.queen_state()
            self._scores = (n, [house_sheet(st, h).total for h in range(st.mode.houses)])
        return self._scores[1]

    def offer(self) -> Offer:
        st = self.queen_state()
        key = (id(st), len(self.session.actions), st.phase)
        if self._offer is None or self._offer[0] != key:
            self._offer = (key, Offer(self.session))
        return self._offer[1]

    def steps_open(self) -> bool:
        """The acting person may still take an optional step (B–D) this turn."""
        st = self.queen_state()
        return (self.human_turn() and st.round > 0 and st.phase not in (PHASE_PLACE, PHASE_OVER)
                and self.closed_at != len(self.session.actions) and self.offer().optional)

    # ---- actions -------------------------------------------------------------------
    def act(self, action) -> bool:
        if action not in self.offer().actions:        # the rules' own reason, as Kingdomino's table gives
            self.refuse(self.refusal_of(action))
            return False
        ok = super().act(action)
        if ok:
            self.selected, self.dragon_mode = None, False
        return ok

    def refusal_of(self, action) -> str:
        """Why `action` cannot be played now, naming the rule: the rules' refusal, tried on a
        copy (every action legal_actions leaves out is one the rules refuse)."""
        trial = self.session.state.copy()
        try:
            self.session.rules.apply(trial, action)
        except IllegalAction as exc:
            return translate(exc)
        return _("that is not possible now")

    def done(self) -> None:
        """Close the optional steps: the last round ends the turn, others go on to choose."""
        if not self.human_turn() or self.queen_state().phase == PHASE_PLACE:
            return
        if self.offer().end_turn:
            self.act(EndTurn())
        else:
            self.closed_at = len(self.session.actions)
            self.selected, self.dragon_mode = None, False

    def toggle_dragon(self) -> None:
        if self.steps_open() and self.offer().dragon_slots:
            self.dragon_mode = not self.dragon_mode
            self.selected = None

    def hovered_cell(self) -> tuple[int, int] | None:
        return self.big.cell_at(self.queen_state().kingdoms[self.shown_player()], self.pointer)

    def hidden_pieces(self) -> frozenset:
        """Kingdomino's, and the building the mouse carries off its slot."""
        if self.drag.dragging("building") and self.selected is not None:
            return frozenset({("slot", self.selected)})
        return super().hidden_pieces()

    def put_back(self, press) -> None:
        """A cancelled drag of a building returns it to the board."""
        if press.piece == "building":
            self.selected = None

    # ---- events -------------------------------------------------------------------
    def table_event(self, event):
        if self.drag.event(event):          # Esc or right-click while carrying: put it back
            return None
        if self.table_key(event):           # cursor keys, Tab, Enter (keys.py)
            return None
        if self.look.event(event):          # a kingdom large (look_at.py)
            return None
        st = self.queen_state()
        stepping = self.human_turn() and st.phase not in (PHASE_PLACE, PHASE_OVER)
        if event.type == pygame.MOUSEMOTION:
            self.done_button.handle(event)
            self.dragon_button.handle(event)
        if not stepping or event.type == pygame.MOUSEMOTION:
            return super().table_event(event)
        if self.menu_button.handle(event) or any(b.handle(event) for b in self.undo_buttons()):
            return None
        if self.hints.event(event):
            return None
        self._sync_buttons()
        if self.done_button.handle(event) or self.dragon_button.handle(event):
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press = self.drag.release()
            if press is not None:
                self._step_release(press, event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected, self.dragon_mode = None, False
            return None
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                and self.done_button.enabled):
            self.done()                       # the keyboard's Done
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            if self.steps_open() and self._step_press(event.pos):
                return None
            if self.offer().choose:
                return self._choosing_event(event)
            return None
        return super().table_event(event)

    def _step_press(self, pos) -> bool:
        """A press on the board, the guard or the kingdom during the optional steps; True if
        used. Buildings and knights are picked up here and put down on release."""
        offer = self.offer()
        slot = self.builders.slot_at(pos)
        if self.dragon_mode:
            if slot in offer.dragon_slots:
                self.act(Dragon(slot))
            else:
                self.dragon_mode = False
                self.refuse(_("the Dragon stays in its cave"))
            return True
        if slot is not None:
            held = self.selected == slot
            self._pick_building(slot)
            if self.selected == slot:
                self.drag.start(pos, "building", picked=not held)
            return True
        if offer.knights and self.guard_spot and self.guard_spot.collidepoint(pos):
            self.selected = None
            self.drag.start(pos, "knight")
            return True
        if self.hovered_cell() is None:
            if self.selected is not None:
                self.selected = None
                return True
            return False
        self.drag.start(pos, "building" if self.selected is not None else "", picked=False)
        return True

    def _step_release(self, press, pos) -> None:
        """The end of a press of _step_press: a click does what a click on that spot always
        did; a drag puts the building or knight where it is dropped (back when that is off
        the kingdom)."""
        self.pointer = pos if press.moved else press.pos
        cell = self.hovered_cell()
        if press.moved:
            if press.piece == "building" and self.selected is not None:
                self._drop_building(dragged=True)
            elif press.piece == "knight" and cell is not None:
                if cell in self.offer().knights:
                    self.act(Knight(*cell))
                else:
                    self.refuse(self._why_not(cell))
            return
        if cell is None:                     # a click on the board (again: put down) or the guard
            if press.piece == "building" and not press.picked:
                self.selected = None
            return
        if self.selected is not None:
            self._drop_building()
        elif cell in self.offer().knights:
            self.act(Knight(*cell))
        else:
            self.refuse(self._why_not(cell))

    def _pick_building(self, slot: int) -> None:
        st = self.queen_state()
        offer = self.offer()
        if slot in offer.build_slots:
            self.selected = slot
            self.error = ""
            return
        h = st.house_to_act()
        cost = slot_cost(st, slot, h)
        if st.board[slot] < 0:
            self.refuse(_("this slot stays empty until the end of the round"))
        elif st.phase not in (PHASE_TAX, PHASE_BUILD):
            self.refuse(_("one building a turn, and not after the Dragon"))
        elif not empty_towns(st, h):
            self.refuse(_("you need an empty town square in your kingdom to build"))
        else:
            self.refuse(_("that building costs {cost}; you have {coins}").format(cost=coins_text(cost),
                                                                                   coins=coins_text(st.coins[h])))

    def _drop_building(self, dragged: bool = False) -> None:
        """Build where the pointer is. Elsewhere a click keeps the building in hand, a drag
        returns it to the board; either says where it goes, unless dropped off the kingdom."""
        cell = self.hovered_cell()
        slot = self.selected
        if slot is not None and cell is not None and cell in self.offer().towns_for(slot):
            self.act(Build(slot, *cell))
            return
        if dragged:
            self.selected = None
        if cell is not None or not dragged:
            self.refuse(_("put the building on one of your empty town squares (ringed in green)"))

    def _why_not(self, cell) -> str:
        if self.queen_state().placed and self.offer().knights:
            return _("knights collect tax only on the squares of the domino just placed (ringed in gold)")
        return _("click a building on the board, the Dragon, Done, or a domino of the next line")

    def _sync_buttons(self) -> None:
        offer = self.offer()
        self.dragon_button.enabled = self.steps_open() and bool(offer.dragon_slots)
        self.dragon_button.selected = self.dragon_mode
        self.done_button.label = N_("Done: end turn") if offer.end_turn else N_("Done")
        self.done_button.enabled = self.human_turn() and (self.steps_open() or offer.end_turn)

    # ---- time ---------------------------------------------------------------------
    def table_update(self, dt: float) -> bool:
        self.follow_board()
        busy = super().table_update(dt)
        self._sync_buttons()            # after the move the table may have played by itself
        return busy

    def follow_board(self) -> None:
        """The builders board changed since it was last shown: show its buildings sliding and coming off the pile."""
        board = tuple(self.queen_state().board)
        if board != self.board_seen:
            self.motion.fly(board_moves(self.board_seen, board, self.builders, flight_seconds(SLIDE_SECONDS)))
            self.board_seen = board

    def live_scores(self) -> list[int]:
        return self.scores()

    def tallies(self) -> list[Tally]:
        return queendomino_tallies(self.queen_state())

    def landing(self, action) -> list[Flight]:
        """A person's Dragon flies from its cave like a computer's; other pieces settle."""
        if isinstance(action, Dragon):
            f = self._flight_for(action)
            return [Flight(None, f.start, f.end, f.duration, f.image, frozenset({("slot", action.slot)}))]
        return super().landing(action)

    def hint_mark(self, surface: pygame.Surface, action, width: int, colour=HINT_GOLD) -> None:
        """Kingdomino's marks, and the optional steps: the knight's square, the building on
        the board and its town square, the building the Dragon burns, Done."""
        st = self.queen_state()
        k = st.kingdoms[self.shown_player()]
        if isinstance(action, (Knight, Build)):
            frame(surface, self.big.rel_rect(k, action.x, action.y), width, colour)
        if isinstance(action, (Build, Dragon)):
            frame(surface, self.builders.tile_rect(action.slot), width, colour)
        elif isinstance(action, EndTurn):
            frame(surface, self.done_button.rect, width, colour)
        elif not isinstance(action, Knight):
            super().hint_mark(surface, action, width, colour)

    def _flight_for(self, action) -> Flight:
        st = self.queen_state()
        h = self.kingdom_owner(self.session.actor() or 0)
        k, view = st.kingdoms[h], self.view_of(h)
        if isinstance(action, Knight):
            end = view.rel_rect(k, action.x, action.y)
            start = pygame.Rect(view.rect.x, view.rect.y - view.cell, end.w, end.h)
            img = qart.knight(view.cell, self.house_colour(h))
            return Flight(action, start, end, flight_seconds(CHOOSE_SECONDS), img)
        if isinstance(action, Build):
            start = self.builders.tile_rect(action.slot)
            end = view.rel_rect(k, action.x, action.y)
            img = qart.building(st.board[action.slot], start.w)
            return Flight(action, start, end, flight_seconds(PLACE_SECONDS), img, frozenset({("slot", action.slot)}))
        if isinstance(action, Dragon):
            start, end = self.builders.cave.copy(), self.builders.tile_rect(action.slot)
            start.h = start.w
            return Flight(action, start, end, flight_seconds(PLACE_SECONDS), qart.dragon(end.w), frozenset({"dragon"}))
        if isinstance(action, EndTurn):
            r = self.done_button.rect
            return Flight(action, r, r, flight_seconds(CHOOSE_SECONDS / 2), None)
        return super()._flight_for(action)

    def _game_end(self) -> bool:
        st = self.queen_state()
        if self.sheet_for == (0, st.phase):
            return False
        if self.motion.busy():                  # the last move is shown to its end first
            return True
        self.sheet_for = (0, st.phase)
        self.finished()
        self.app.scenes.push(score_then_sheet(self, self.sheet_for, QueenScoreSheet(self.app, self.session)))
        return True

    def _turn_words(self) -> str:
        st = self.queen_state()
        if st.phase == PHASE_PLACE or st.round == 0:
            return super()._turn_words()
        if self.steps_open():
            return _("knights, build, Dragon, or Done")
        if st.phase == PHASE_CHOOSE or self.offer().choose:
            return _("choose your next domino")
        return _("end your turn")

    # ---- drawing (reads only) -----------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
