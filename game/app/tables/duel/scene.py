"""The Kingdomino Duel table: both map sheets, the four dice, the shared spell book.

People pick dice and draw dominoes with the mouse; every choice offered is one of the
rules' `legal_actions` (the same generator the computer players and tests use), so
nothing clickable is refused by the rules. Computer seats think on the worker thread,
and their moves are shown as short flights before they are applied.
"""
from __future__ import annotations

import random

import pygame

from game.app import sound
from game.app.settings import flight_seconds
from game.app.table_game import TableGame
from game.app.tables.common.animation import SETTLE_SECONDS, settle
from game.app.tables.common.event_log import label_band
from game.app.tables.common.finale import score_then_sheet
from game.app.tables.common.hint import HINT_GOLD
from game.app.tables.common.placing import Flight
from game.app.tables.common.table import TableScene, computer_move
from game.app.tables.common.tally import Tally
from game.app.tables.duel import art as art_duel
from game.app.tables.duel.controls import DuelHots
from game.app.tables.duel.dice_view import DiceView
from game.app.tables.duel.draw import draw_table
from game.app.tables.duel.hint_marks import hint_mark
from game.app.tables.duel.keys import DuelKeys
from game.app.tables.duel.map_view import STEP, DuelMapView
from game.app.tables.duel.sheet import DuelScoreSheetScene
from game.app.tables.duel.spellbook_view import SpellbookView, title
from game.app.tables.duel.tally import duel_tallies
from game.app.ui.layout import load_layout
from game.i18n import _
from game.match import Person, Step
from game.rules.components import WILD, duel_components
from game.rules.duel import rules
from game.rules.duel.actions import (
    AddCross,
    Pick,
    PickTwo,
    PlaceDie,
    PlaceDomino,
)
from game.rules.duel.board import grid
from game.rules.duel.scoring import score_map, territories
from game.rules.duel.state import NOBODY, PENDING, PHASE_LIGHTNING, PHASE_OVER, PHASE_PICK, PHASE_PLACE, DuelState
from game.rules.geometry import bits

REGIONS = ("status", "menu_button", "map_0", "map_1", "dice", "spellbook", "message")
ROLL_SECONDS = 0.75      # the dice tumble, then show the rolled faces
PICK_SECONDS = 0.35      # a computer's die slides to its side
DRAW_SECONDS = 0.45      # a computer's domino flies to its map
PAUSE_SECONDS = 0.35     # a computer's spell or bonus: time to read the status line


def _picked(action) -> tuple[int, ...]:
    if isinstance(action, Pick):
        return (action.die,)
    return (action.first, action.second) if isinstance(action, PickTwo) else ()


class DuelPlayScene(TableScene):
    ROUND_SOUND = None          # a new round is heard as its dice rolling (update)

    def __init__(self, app, session: TableGame, *, auto_next: bool = False, watching: bool = False) -> None:
        """`auto_next` is every table's demo option (Dynasty games in a row); Duel has no match."""
        super().__init__(app, session, auto_next=auto_next, watching=watching)
        self.layout = load_layout("duel", REGIONS)
        self.maps = [DuelMapView(), DuelMapView()]
        self.dice = DiceView()
        self.book = SpellbookView()
        self.flights: list[Flight] = []
        self.wild: dict[int, int] = {}          # die -> coat of arms chosen for its "?"
        self.split_die: int | None = None       # split_dice: which die the pointer carries
        self.face_for: int | None = None        # die whose face chooser (set_face) is open
        self.two: list[int] | None = None       # pick_two: dice chosen so far (None: off)
        self.sheet_shown = False
        st = session.state_as(DuelState)
        fresh = st.phase == PHASE_PICK and max(st.owner) == NOBODY
        self.roll_round = 0 if fresh else st.round
        self.roll_len = flight_seconds(ROLL_SECONDS)
        self.roll_t = self.roll_len
        self.roll_faces: list = []
        self._roller = random.Random(7)         # only the tumbling faces; the result is the state's
        self._legal: tuple | None = None
        self._scores: tuple | None = None
        self.controls = DuelHots(self)     # what may be clicked now besides the map
        self.keys = DuelKeys(self)

    def hint_mark(self, surface: pygame.Surface, action, width: int, colour=HINT_GOLD) -> None:
        hint_mark(self, surface, action, width, colour)

    def duel_state(self) -> DuelState:
        return self.session.state_as(DuelState)

    def log_left(self) -> int:
        return self.sl["map_1"].x

    def explanation_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Why?: over the spell book, which leaves both maps in sight."""
        return self.sl["spellbook"]

    # ---- geometry ----------------------------------------------------------------
    def resize(self, size) -> None:
        sl = self.sl = self.layout.scaled(size)
        for p, view in enumerate(self.maps):
            r = sl[f"map_{p}"]
            head = sl.grown(72)                              # the name and points above it
            band = label_band(r.w // grid().columns)       # the map's letters and numbers
            view.fit(pygame.Rect(r.x + sl.px(12) + band, r.y + head + band, r.w - sl.px(24) - 2 * band,
                                 r.h - head - sl.px(12) - band))
        self.dice.fit(sl["dice"], sl.scale)
        self.book.fit(sl["spellbook"], sl.scale)
        self.hints.layout()
        self.layout_buttons()

    # ---- what the rules allow now ------------------------------------------------------
    def _sync_legal(self) -> tuple:
        st = self.duel_state()
        key = (id(st), len(self.session.actions), st.phase, st.round, st.placer, tuple(st.owner),
               tuple(st.done), tuple(st.faces), tuple(st.active), tuple(st.bonus), len(st.pending),
               tuple(st.spell_owner), tuple(m.occ for m in st.maps))
        if self._legal is None or self._legal[0] != key:
            actions = rules.legal_actions(st)
            self._legal = (key, actions, frozenset(actions))
        return self._legal

    def legal(self) -> list:
        return self._sync_legal()[1]

    def legal_set(self) -> frozenset:
        return self._sync_legal()[2]

    def scores(self) -> list[int]:
        st = self.duel_state()
        key = tuple((tuple(m.arms), tuple(m.crosses), st.domain[p]) for p, m in enumerate(st.maps))
        if self._scores is None or self._scores[0] != key:
            self._scores = (key, [score_map(m, st.domain[p]).total for p, m in enumerate(st.maps)])
        return self._scores[1]

    # ---- what the table's motion asks (animation.py) -------------------------------
    def live_scores(self) -> list[int]:
        return self.scores()

    def territory_masks(self) -> list[frozenset[int]]:
        return [frozenset(t.cells for t in territories(m)) for m in self.duel_state().maps]

    def cell_rects(self, owner: int, cells: int) -> list[pygame.Rect]:
        return [self.maps[owner].cell_rect(i) for i in bits(cells)]

    def tallies(self) -> list[Tally]:
        return duel_tallies(self.duel_state())

    def landing(self, action) -> list[Flight]:
        seconds = flight_seconds(SETTLE_SECONDS)
        return [f for f in (settle(f, seconds) for f in self._flights_for(action)) if f]

    def rolling(self) -> bool:
        return self.roll_t < self.roll_len

    def moving(self) -> bool:
        return bool(self.flights) or self.rolling()

    def my_pending(self) -> list[int]:
        st = self.duel_state()
        return [d for d in st.dice_of(st.placer) if st.done[d] == PENDING]

    def split_on(self) -> bool:
        return rules.spell("split_dice") in self.duel_state().active

    def carried_die(self) -> int | None:
        """split_dice: the die the pointer carries (the chosen one, else the first)."""
        pending = self.my_pending()
        if not pending:
            return None
        return self.split_die if self.split_die in pending else pending[0]

    def arms_of(self, d: int) -> int:
        """What a die of the placer draws: its coat of arms, or -1 when it is not a "?"."""
        if rules.face(self.duel_state(), d).arms != WILD:
            return -1
        return self.wild.get(d, 0)

    # ---- the pointer on the map --------------------------------------------------------
    def hovered_draw(self, half: int | None = None):
        """(action, cells) the pointer proposes on the placer's map, the die in hand (`half`,
        else the one the press holds) under it; action None when the other would leave the sheet."""
        held = self.drag.held_half() if half is None else half
        st = self.duel_state()
        cell = self.maps[st.placer].cell_at(self.pointer)
        if cell is None:
            return None, ()
        if self.split_on():
            d = self.carried_die()
            return (PlaceDie(d, cell, self.arms_of(d)), (cell,)) if d is not None else (None, ())
        pending = self.my_pending()
        if len(pending) != 2:
            return None, ()
        g = grid()
        dr, dc = STEP[self.rot % 4]
        if held:                                # the second die in hand: the pair pivots on it
            dr, dc = -dr, -dc
        r, c = divmod(cell, g.columns)
        if not (0 <= r + dr < g.rows and 0 <= c + dc < g.columns):
            return None, () if held else (cell,)
        other = g.cell(r + dr, c + dc)
        a, b = (other, cell) if held else (cell, other)
        return PlaceDomino(a, b, self.arms_of(pending[0]), self.arms_of(pending[1])), (a, b)

    def is_legal(self, action) -> bool:
        """In the generator's list; identical halves are listed once, so the mirror counts."""
        if action is None:
            return False
        legal = self.legal_set()
        if action in legal:
            return True
        if isinstance(action, PlaceDomino):
            return PlaceDomino(action.b, action.a, action.arms_a, action.arms_b) in legal and \
                self._same_halves(action)
        return False

    def _same_halves(self, a: PlaceDomino) -> bool:
        st = self.duel_state()
        da, db = self.my_pending()
        fa, fb = rules.face(st, da), rules.face(st, db)
        sa = a.arms_a if fa.arms == WILD else fa.arms
        sb = a.arms_b if fb.arms == WILD else fb.arms
        return (sa, fa.crosses) == (sb, fb.crosses)

    def legal_cells(self) -> set[int]:
        """Cells some legal drawing covers with the current "?" choices (green dots)."""
        out: set[int] = set()
        pending = self.my_pending()
        for a in self.legal():
            if isinstance(a, PlaceDomino) and len(pending) == 2 and (a.arms_a, a.arms_b) == (
                    self.arms_of(pending[0]), self.arms_of(pending[1])):
                out.update((a.a, a.b))
            elif isinstance(a, PlaceDie) and a.die == self.carried_die() and a.arms == self.arms_of(a.die):
                out.add(a.cell)
        return out

    # ---- actions -------------------------------------------------------------------
    def act(self, action) -> bool:
        st = self.duel_state()
        tray = [d for d, o in enumerate(st.owner) if o == NOBODY]
        self.hints.clear()
        err = self.apply_move(action)
        self.error = err or self.session.save_error
        if err is None:
            self.face_for = None
            self.two = None
            left = [d for d in tray if st.owner[d] == st.first and d not in _picked(action)]
            if isinstance(action, Pick) and len(left) == 1:      # the last die goes to player A
                self.flights = [self._slide(left[0])]
        return err is None

    def _slide(self, d: int) -> Flight:
        """A die the rules handed over by themselves, shown sliding from the tray."""
        st = self.duel_state()
        f = rules.face(st, d)
        img = art_duel.die_face(f.arms, f.crosses, self.dice.die)
        return Flight(None, self.dice.tray_rect(d), self.dice.die_rect(st, d), flight_seconds(PICK_SECONDS),
                      img, frozenset({d}))

    def carry_on(self, old) -> None:
        """Set again by Undo within a round: its dice are not rolled again."""
        super().carry_on(old)
        self.roll_round = old.roll_round

    def rotate(self, step: int) -> None:
        self.rot = (self.rot + step) % 4

    # ---- events -------------------------------------------------------------------
    def table_event(self, event):
        if self.drag.event(event):          # Esc or right-click while carrying: put it back
            return None
        if self.table_key(event):           # cursor keys, Tab, Enter, L (keys.py)
            return None
        if self.menu_event(event, *self.hint_buttons()) or self.hints.event(event):
            return None
        st = self.duel_state()
        if st.phase == PHASE_OVER:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.sheet_shown = False          # show the score sheet again
            return None
        if not self.human_turn():
            return event
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if event.button == 1:
                hot = next((h for h in self.controls.hots() if h.rect.collidepoint(event.pos)), None)
                if hot is not None:
                    self.error = ""
                    hot.run()
                if st.phase == PHASE_PLACE and (hot is None or self.on_my_dice(event.pos)):
                    self.drag.start(event.pos, "dice", half=self.grabbed_die(event.pos))   # drawn on release
                elif hot is None:
                    self._board_click(event.pos)
                return None
            if event.button == 3 and st.phase == PHASE_PLACE:
                self.rotate(1)
                return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press = self.drag.release()
            if press is not None and st.phase == PHASE_PLACE:
                self._put_dice(press, event.pos)
            return None
        if event.type == pygame.MOUSEWHEEL and st.phase == PHASE_PLACE:
            self.rotate(1 if event.y > 0 else -1)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and st.phase == PHASE_PLACE:
            self.rotate(1)
            return None
        return event

    def on_my_dice(self, pos) -> bool:
        """The pointer is on a die the placer has still to draw."""
        st = self.duel_state()
        return any(self.dice.die_rect(st, d).collidepoint(pos) for d in self.my_pending())

    def grabbed_die(self, pos) -> int:
        """Which die of the pair to draw a press at `pos` takes hold of (1: the second, which
        then stays under the pointer); 0 elsewhere and with the dice drawn one at a time."""
        pending = self.my_pending()
        st = self.duel_state()
        return int(len(pending) == 2 and not self.split_on() and self.dice.die_rect(st, pending[1]).collidepoint(pos))

    def dragged_dice(self) -> frozenset:
        """The dice the mouse carries (not drawn in their box meanwhile)."""
        if not self.drag.dragging("dice"):
            return frozenset()
        return frozenset([self.carried_die()] if self.split_on() else self.my_pending())

    def _put_dice(self, press, pos) -> None:
        """A click draws where it was pressed (a click on the dice themselves draws nothing);
        a drag draws where it is dropped, and a drop off the map puts the dice back quietly."""
        if not press.moved:
            if not self.on_my_dice(press.pos):
                self.pointer = press.pos
                self._board_click(press.pos, press.half)
            return
        self.pointer = pos
        if self.maps[self.duel_state().placer].cell_at(pos) is None:
            self.error = ""
        else:
            self._board_click(pos, press.half)

    def _board_click(self, pos, half: int = 0) -> None:
        """A left click that hit no control: a drawing (`half`: the die in hand), an extra
        cross, or an explanation."""
        st = self.duel_state()
        p = st.player_to_act()
        if st.phase == PHASE_PLACE:
            action, _cells = self.hovered_draw(half)
            if self.maps[p].cell_at(pos) is None:
                self.refuse(_("move your dice onto your map to draw them"))
            elif self.is_legal(action):
                if self.act(action):
                    self.rot = 0
            elif action is not None and not any(isinstance(a, (PlaceDomino, PlaceDie)) for a in self.legal()):
                self.refuse(_("nothing can be drawn: use a spell or 'Draw nothing this round'"))
            else:
                self.refuse(_("not there: a half must touch the castle or the same coat of arms, "
                              "on empty squares of the map"))
        elif st.phase == PHASE_PICK:
            d = next((d for d in range(len(st.owner)) if self.dice.tray_rect(d).collidepoint(pos)), None)
            if d is None:
                self.error = ""
            else:
                self.refuse(_("that die is taken: pick a die still in the tray"))
        elif st.phase == PHASE_LIGHTNING and st.pending[0][1] == rules.spell("add_cross"):
            cell = self.maps[p].cell_at(pos)
            if cell is not None and AddCross(cell) in self.legal_set():
                self.act(AddCross(cell))
            else:
                self.refuse(_("click a drawn square of your own map for the extra cross"))

    # ---- time ---------------------------------------------------------------------
    def run_game(self, dt: float) -> bool:
        """The game's own time: dice roll, flights land, computers move; True while busy."""
        self.clock += dt
        self.keys.follow()
        self.event_log.follow(self.session)
        if self.flights:
            step = self.flight_pace(dt) if self.flights[0].action is not None else dt   # a computer's move, or a forced one
            for f in self.flights:
                f.t += step
            if not all(f.done for f in self.flights):
                return True
            action = self.flights[0].action
            self.flights, self.persons_flight = [], False
            if action is not None:              # None: only showing what the rules did
                self.act(action)
            if self.flights:
                return True
        s = self.session
        st = self.duel_state()
        if st.round != self.roll_round and st.phase == PHASE_PICK:
            self.roll_round, self.roll_t, self.wild, self.split_die = st.round, 0.0, {}, None
            self.roll_len = flight_seconds(ROLL_SECONDS)
            self._tumble()
            sound.play("dice")
        p = s.actor()
        if p is not None and s.seats[p].human and self.hand_over(p, self.turn_words()):
            return True
        only = self.forced_move()
        if only is not None and p is not None:  # no choice: no click asked for, but shown to them
            self.play_for(p, only)
            self.flights = self._flights_for(only)
            if all(f.done for f in self.flights):
                self.flights, self.persons_flight = [], False
                self.act(only)
            return True
        if self.rolling():
            self.roll_t += dt
            if int(self.roll_t * 12) != int((self.roll_t - dt) * 12):
                self._tumble()
            return True
        if st.phase == PHASE_OVER:
            return self._game_end()
        who = s.next_step()                     # a person here, or a computer (or a seat decided elsewhere)
        if isinstance(who, Person):
            self.hurry = False                  # F hurried the computers' turns until now
            self.hints.answer()
            return False
        return self._computer(who)

    def _tumble(self) -> None:
        """Random faces shown while the dice roll (12 a second); the result is the state's."""
        dice = duel_components().dice
        self.roll_faces = [self._roller.choice(faces) for faces in dice]

    def _computer(self, step: Step) -> bool:
        if not self.computer_may_move():
            return False
        action = computer_move(self, step)
        if action is not None:
            self.flights = self._flights_for(action)
            if all(f.done for f in self.flights):     # Instant: played at once, nothing flies
                self.flights = []
                self.act(action)
        return True

    def _flights_for(self, action) -> list[Flight]:
        st = self.duel_state()
        D = self.dice
        if isinstance(action, (Pick, PickTwo)):
            p = st.player_to_act()
            dice = [action.die] if isinstance(action, Pick) else [action.first, action.second]
            mine = sorted(st.dice_of(p) + dice)
            out = []
            for d in dice:
                f = rules.face(st, d)
                img = art_duel.die_face(f.arms, f.crosses, D.die)
                out.append(Flight(action, D.tray_rect(d), D.own_rect(p, mine.index(d)),
                                  flight_seconds(PICK_SECONDS), img, frozenset({d})))
            return out
        if isinstance(action, (PlaceDomino, PlaceDie)):
            p = st.placer
            view = self.maps[p]
            if isinstance(action, PlaceDomino):
                drawn = list(zip(st.dice_of(p), (action.a, action.b), (action.arms_a, action.arms_b)))
            else:
                drawn = [(action.die, action.cell, action.arms)]
            end = view.cell_rect(drawn[0][1]).unionall([view.cell_rect(c) for _, c, _ in drawn])
            img = pygame.Surface(end.size, pygame.SRCALPHA)
            for d, cell, arms in drawn:
                f = rules.face(st, d)
                r = view.cell_rect(cell)
                img.blit(art_duel.map_square(arms if arms != -1 else f.arms, f.crosses, view.cell),
                         (r.x - end.x, r.y - end.y))
            start = end.copy()              # same shape as where it lands: nothing stretches
            start.center = D.die_rect(st, drawn[0][0]).unionall([D.die_rect(st, d) for d, _, _ in drawn]).center
            return [Flight(action, start, end, flight_seconds(DRAW_SECONDS), img,
                           frozenset(d for d, _, _ in drawn))]
        spot = pygame.Rect(0, 0, 1, 1)
        return [Flight(action, spot, spot, flight_seconds(PAUSE_SECONDS), None)]

    def _game_end(self) -> bool:
        if self.sheet_shown:
            return False
        if self.motion.busy():                  # the last move is shown to its end first
            return True
        self.sheet_shown = True
        self.finished()
        self.app.scenes.push(score_then_sheet(self, "over", DuelScoreSheetScene(self.app, self.session)))
        return True

    def turn_words(self) -> str:
        """What the acting player is to do, in a few words (status line, hand-over)."""
        st = self.duel_state()
        if st.phase == PHASE_PICK:
            if self.two is not None:
                return _("pick two dice ({spell})").format(spell=title("pick_two"))
            return _("pick a die") if max(st.owner) == NOBODY else _("pick a die (two in all)")
        if st.phase == PHASE_PLACE:
            if self.split_on():
                return _("draw your dice one at a time")
            return _("draw your two dice as a domino")
        if st.phase == PHASE_LIGHTNING:
            sid = duel_components().spells[st.pending[0][1]].id
            return _("choose a coat of arms for the domain bonus") if sid == "domain_bonus" else \
                _("add a cross to a square of your map")
        return ""

    # ---- drawing (reads only) -----------------------------------------------------
    def table_draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
        self.hints.draw(surface)
        self.why.draw(surface)
        self.draw_undo(surface)
        self.draw_log(surface)
