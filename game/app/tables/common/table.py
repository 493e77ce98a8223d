"""What every table scene keeps (TableScene): its session, the computer seats' worker
(computer_move), the pointer, the Menu and Undo buttons, the status bar and the pause
menu, and the parts it holds: the drag (drag.py), the event log, "Why?" (why.py), Hint
(hint.py), its keys (each game's keys.py) and, over the network, its remote seats
(remote.py). Each game's scene adds its own parts; every change goes through the rules'
`apply` (`apply_move`, which also plays the move's sounds)."""
from __future__ import annotations

import math
from typing import Callable, Protocol

import pygame

from game.app import settings, sound
from game.app.ai_worker import AIWorker, is_heavy
from game.app.review_ahead import ReviewAhead
from game.app.session import Seat, Session
from game.app.settings import hurrying
from game.app.table_game import TableGame
from game.app.tables.common.animation import TableMotion
from game.app.tables.common.dock import Standing, split
from game.app.tables.common.drag import Drag, Press
from game.app.tables.common.event_log import EventLogView
from game.app.tables.common.hint import HINT_GOLD, HintPanel
from game.app.tables.common.keys import TableKeys
from game.app.tables.common.sounds import heard
from game.app.tables.common.why import WhyPanel
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.app.ui.layout import ScaledLayout
from game.app.ui.overlay import grown
from game.app.ui.scene import Scene, menu
from game.app.ui.widgets import Button
from game.i18n import N_, _
from game.match import Arrived, Computer, Question, Step


class NetSeats(Protocol):
    """What a table asks of its seats played over the network (remote.py's RemoteSeats)."""

    def update(self, dt: float) -> bool: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None: ...

    def lets_act(self) -> bool: ...

    def move_arrived(self) -> bool: ...

    def pause_buttons(self, close: Callable[[], None]) -> list[Button]: ...

    def network_words(self, seat: Seat) -> str: ...

    def away(self, seat: Seat) -> bool: ...

    def buttons(self) -> list[Button]: ...

    def leave(self) -> None: ...


def computer_move(scene, step: Step):
    """The move of the seat the match's step names once it is known, else None: a computer's
    once the worker has answered the match's question (asked first), a seat decided elsewhere
    (a lesson, a server's table) once its move came. A table scene keeps `token`,
    `thinking`, `worker`, `session` and `error` for this."""
    if isinstance(step, Arrived):
        return step.action
    if not isinstance(step, Computer):
        return None
    if not scene.thinking:
        scene.token += 1
        scene.thinking = True
        question = step.ask()
        if not isinstance(question, Question):
            raise TypeError("a window's match asks its computers through SeededThinking")
        scene.worker.ask(scene.token, question)
        return None
    answer = scene.worker.poll()
    if answer is None or answer.token != scene.token:
        return None
    scene.thinking = False
    if answer.action is None:
        scene.error = _("computer player failed ({reason}); it plays its first legal move").format(reason=answer.error)
        return scene.session.rules.legal_actions(scene.session.state)[0]
    return answer.action


class TableScene(Scene):
    """What every table keeps: its session, the computer seats' worker (see computer_move),
    the pointer, the Menu and Undo buttons. `watching`: a replay's picture (replay.py), which
    invites nobody to act, never thinks and has neither. "Why?" explains the computer's last turn."""
    music = "table"
    focus_always = False       # tables: the focus ring shows once a key is used; the mouse hides it
    keys: TableKeys                       # the table's cursors (each game's keys.py)
    ROUND_SOUND: str | None = "round"     # what the end of a round sounds like (sounds.heard)

    def __init__(self, app, session: TableGame, *, auto_next: bool = False, watching: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.auto_next = auto_next      # demo: Dynasty games follow each other by themselves
        self.watching = watching
        computers = any(not seat.human for seat in session.seats)
        self.worker = AIWorker() if computers and not watching else None
        self.token = 0
        self.thinking = False
        self.pointer = (-1, -1)
        self.rot = 0
        self.error = ""
        self.banner_for: int | None = None     # the person the table last turned to (hand_over)
        self._forced: tuple[int, object] | None = None     # (actions so far, the only legal one or None)
        self.played_for: tuple[int, str] | None = None     # (its place in the actions, the words) of the last forced move
        self.persons_flight = False     # the move flying is a person's only one: it flies at their pace
        self.hurry = False              # F: the computers' turns until a person's shown at once
        self.clock = 0.0
        self.motion = TableMotion()     # scores counting up, territories glowing, pieces settling
        self.menu_button = Button(N_("Menu"), self.open_pause)
        self.undo_button = Button(N_("Undo"), self.undo)
        self.laid: ScaledLayout | None = None     # the layout scaled to the window (resize)
        self.event_log = EventLogView(session)
        self.drag = Drag(self)            # the piece the mouse carries
        self.why = WhyPanel(self)         # "Why?": the computers' last turns explained
        self.hints = HintPanel(self)      # Hint: the judged best move for the person to act
        self.remote: NetSeats | None = None     # a network table's seats (remote.py: remote_scene)
        self.status_covered = False     # a replay's bar lies over the status banner: not drawn
        self.docked = False             # a card lies in the dock that is not the table's own (the review's)
        # the people's decisions reviewed while they play (not at a replay, a lesson or the demo;
        # a network table's seats, set later, stop it in table_update)
        self.ahead = (ReviewAhead(session) if app.review_ahead and isinstance(session, Session) and not watching
                      and not auto_next and not session.guard else None)

    def focus_items(self) -> list:
        return self.keys.items()

    def focus_moment(self) -> object:
        return self.keys.moment()

    def table_key(self, event) -> bool:
        """Keyboard events of the table, the event log's and Why?'s; True when used."""
        return self.log_event(event) or self.why.event(event) or self.keys.event(event)

    @property
    def sl(self) -> ScaledLayout:
        """The table's layout scaled to the window (set by resize, before any drawing)."""
        if self.laid is None:
            raise RuntimeError("the table has not been laid out yet")
        return self.laid

    @sl.setter
    def sl(self, laid: ScaledLayout) -> None:
        self.laid = laid

    # ---- what a network table's seats change (remote.py) ----------------------------------
    def update(self, dt: float) -> bool:
        return self.remote.update(dt) if self.remote else self.table_update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.remote:
            self.remote.draw(surface)
        else:
            self.table_draw(surface)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return self.remote.handle_event(event) if self.remote else self.table_event(event)

    def table_update(self, dt: float) -> bool:
        """The game's time at this table, then the motion it set off; True while busy."""
        busy = self.run_game(dt)
        if self.ahead is not None:
            self.ahead.tick(self.coach_may_work())
        return self.motion.advance(dt, self.live_scores()) or busy

    def run_game(self, dt: float) -> bool:
        """The game's own time: flights land, computers move, the game ends; True while busy."""
        raise NotImplementedError

    def table_draw(self, surface: pygame.Surface) -> None:
        """The table and its panels."""
        raise NotImplementedError

    def table_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The table's own input (the event back when unused)."""
        raise NotImplementedError

    def coach_may_work(self) -> bool:
        """The helper process is free for the coach (review_ahead.py): the game goes on here,
        at this computer, and the next to act is a person or a computer that does not think
        in the helper (a searching level would wait for the coach to give way)."""
        p = self.session.actor()
        if self.remote is not None or p is None:
            return False
        return self.session.person(p) or not is_heavy(self.session.computer(p))

    def human_turn(self) -> bool:
        """A person is to act, and no move is being shown (at a network table, once every
        seat has its player and the moves received are shown)."""
        p = self.session.actor()
        return ((self.remote is None or self.remote.lets_act()) and not self.watching and p is not None
                and self.session.seats[p].human and not self.moving())

    def computer_may_move(self) -> bool:
        """A computer seat's move may be asked for or shown (at a network table: it has arrived)."""
        return self.remote is None or self.remote.move_arrived()

    def hand_over(self, p: int, words: str) -> bool:
        """Person p's turn begins: at a hot-seat table with the setting on, a banner names
        them first (nothing is hidden at one table, so by default the turn passes without a
        click). True when the banner was shown."""
        if p == self.banner_for:
            return False
        self.banner_for = p
        if settings.current().hand_over and sum(seat.human for seat in self.session.seats) > 1:
            self.app.scenes.push(menu("handover", self.app, self.session.seats[p], words))
            return True
        return False

    def forced_move(self):
        """The only action the person to act may take, played for them (it lands with a
        person's motion) instead of waiting for a click; None when there is a choice, nobody
        here is to act, or in a lesson (its steps are the person's to play)."""
        s = self.session
        if s.guard or not self.human_turn():
            return None
        if self._forced is None or self._forced[0] != len(s.actions):
            legal = s.rules.legal_actions(s.state)
            self._forced = (len(s.actions), legal[0] if len(legal) == 1 else None)
        return self._forced[1]

    def pointed_at(self) -> bool:
        """The pointer is the table's: no hand-over screen, menu or other scene lies over it,
        a lesson's card aside, which passes the pointer on (what the pointer holds and where
        it would go are drawn only then)."""
        top = self.app.scenes.top
        return top is self or getattr(top, "table", None) is self

    def play_for(self, p: int, only) -> None:
        """Person p's only legal action is played for them: it flies as a computer's move does,
        at the person's animation speed, and the table says so until the move after it lands."""
        self.played_for = (len(self.session.actions), self.forced_words(only, self.session.seats[p].name))
        self.persons_flight = True

    def forced_words(self, action, name: str) -> str:
        """What a forced action did, said to the table (each table names its pieces)."""
        return _("Played for {name}: the only legal move").format(name=name)

    def played_for_words(self) -> str:
        """The words of the forced move being shown, or just played and not yet followed by another ("" else)."""
        if self.played_for is None:
            return ""
        at, words = self.played_for
        return words if at <= len(self.session.actions) <= at + 1 else ""

    def flight_pace(self, dt: float) -> float:
        """How far the move flying now runs in a frame: a person's forced one at their pace, a computer's at its."""
        return dt if self.persons_flight else self.computer_pace(dt)

    def computer_pace(self, dt: float) -> float:
        """How far a computer's move shown now runs in a frame of dt seconds: the Settings'
        "Computer moves", read every frame so that a change takes effect at once; no time at
        all while the person has hurried the computers' turns (F) or at Instant. A person's
        own moves keep the animation speed."""
        pace = settings.current().computer_moves
        return math.inf if self.hurry or pace == settings.INSTANT else dt * pace

    def pause_buttons(self, close) -> list[Button]:
        """The table's own entries in its pause menu (a network table's; `close` closes the menu)."""
        return self.remote.pause_buttons(close) if self.remote else []

    def network_words(self, seat) -> str:
        """What the banner says of a seat played over the network ("" when none is)."""
        return self.remote.network_words(seat) if self.remote else ""

    def away(self, seat) -> bool:
        """The seat's player has dropped from the network table and nobody plays for them."""
        return self.remote is not None and self.remote.away(seat)

    def moving(self) -> bool:
        """A move is being shown (a flight, rolling dice): nobody acts meanwhile."""
        raise NotImplementedError

    def act(self, action) -> bool:
        """Apply a person's action through the session (the rules' `apply`); False when refused."""
        raise NotImplementedError

    def apply_move(self, action) -> str | None:
        """Apply a person's or a computer's action through the session and play what it
        sounds like; the refusal's reason (and the soft "not possible" sound) when illegal."""
        seen = self.motion.look(self, action)
        p = self.session.actor()
        person = p is not None and self.session.seats[p].human
        err = self.session.apply(action)
        outcome = self.session.last_outcome
        for name in ["illegal"] if err or outcome is None else [] if hurrying() else heard(outcome, action,
                                                                                             self.ROUND_SOUND):
            sound.play(name)
        if not err:
            self.motion.moved(self, seen)
            if person:
                self.why.close()
        return err

    # ---- what the table's motion asks (animation.py) -------------------------------
    def live_scores(self) -> list[int]:
        """Every kingdom's (map's) score as the game stands."""
        raise NotImplementedError

    def territory_masks(self) -> list[frozenset[int]]:
        """Per kingdom (map), the rules' territories as bit masks of their squares."""
        raise NotImplementedError

    def cell_rects(self, owner: int, cells: int) -> list[pygame.Rect]:
        """Where the squares of a bit mask of kingdom `owner` are drawn now."""
        raise NotImplementedError

    def tallies(self) -> list:
        """What the game's end scores on each kingdom (map), for the finale (tally.py)."""
        raise NotImplementedError

    def landing(self, action) -> list:
        """A person's move shown landing (Flights, animation.settle), computed before it is applied."""
        return []

    def refuse(self, why: str) -> None:
        """A person's try that cannot be played: the reason in red, and the soft sound."""
        self.error = why
        sound.play("illegal")

    # ---- the status bar and the event log ---------------------------------------------
    @property
    def log_button(self) -> Button:
        return self.event_log.button

    def toggle_log(self) -> None:
        self.event_log.toggle()

    @property
    def hint_button(self) -> Button:
        return self.hints.button

    def hint_buttons(self) -> list[Button]:
        """Hint, while a person is to act."""
        return self.hints.buttons()

    def why_buttons(self) -> list[Button]:
        """What stands left of Undo: Why?, when offered (a network table: its seats' summary)."""
        return self.remote.buttons() if self.remote else self.why.buttons()

    def put_back(self, press: Press) -> None:
        """A drag was cancelled: the table returns what the press picked up (if anything)."""

    def computers_think_here(self) -> bool:
        """The computer seats think in this window (a network table's think on the server)."""
        return self.remote is None

    def explanation_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Where explanation panels go: the dock over the pile and the scores, above the
        standings strip the scores shrink to (dock.py)."""
        return split(self.sl, len(self.standings()))[0]

    def dock_in_use(self) -> bool:
        """A card lies in the dock (the scores are drawn as a strip under it)."""
        return self.docked or self.hints.showing() or self.why.showing()

    def standings(self, scores: list[int] | None = None) -> list[Standing]:
        """The scores' strip while a card is docked: a kingdom per seat (`scores`: as shown)."""
        s = self.session
        return [Standing((seat.colour,), seat.name, scores[p] if scores else 0, p == s.actor())
                for p, seat in enumerate(s.seats)]

    def hint_mark(self, surface: pygame.Surface, action, width: int, colour=HINT_GOLD) -> None:
        """One suggested action shown on the table (each table its own)."""
        raise NotImplementedError

    def layout_log(self) -> None:
        """The Log button left of the Hint button."""
        sl = self.sl
        self.log_button.rect = pygame.Rect(0, 0, self.button_w(110, self.log_button.label), self.menu_button.rect.h)
        self.log_button.rect.topright = (self.hint_button.rect.x - sl.px(12), self.menu_button.rect.y)

    def button_scale(self) -> float:
        """The status bar's buttons grow with the UI scale as far as the bar is tall."""
        return grown(self.sl["status"].h * 0.9 / max(1, self.sl["menu_button"].h))

    def button_w(self, design: int, label: str = "") -> int:
        """A status-bar button's width: as wide as its label needs (grown with the UI scale,
        a longer translation), its design width at least; without a label, the design
        width grown with the UI scale."""
        if not label:
            return self.sl.px(design * self.button_scale())
        words = theme.font(int(24 * self.sl.scale), True).size(_(label))[0]
        return max(self.sl.px(design), words + int(self.sl["menu_button"].h * self.button_scale()) // 3 + self.sl.px(16))

    def buttons_right(self) -> int:
        """Where the buttons in the status bar end: inside its rounded end, which stops
        short of Menu (draw.status_line), never over its edge."""
        return self.sl["menu_button"].x - self.sl.px(16) - self.sl.px(12)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The Log button, and the panel over the right part of the table when open."""
        sl = self.sl
        self.log_button.draw(surface, sl.scale, 24)
        if self.event_log.open:
            W, H = surface.get_size()
            top = self.menu_button.rect.bottom + sl.px(16)
            left = self.side_left(W)
            rect = pygame.Rect(left, top, W - left - sl.px(16), H - top - sl.px(16))
            self.event_log.draw(surface, self.session, rect, sl.scale)

    def log_left(self) -> int:
        """Where the open panel begins: right of the large kingdom."""
        return self.sl["active_kingdom"].right + self.sl.px(16)

    def side_left(self, width: int) -> int:
        """Where the side panels (the log, Why?, the hint) begin on a window `width` wide:
        right of the large kingdom, whose header they never cover, yet wide enough to read."""
        return min(self.log_left(), width - self.sl.px(480))

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

    def layout_buttons(self) -> None:
        """Menu in its region, Log beside it (a replay has no Menu: Log takes its place),
        Undo beside Log, Why? beside Undo (beside Log in a replay)."""
        region = self.sl["menu_button"]            # taller at a larger UI scale, inside the status bar
        self.menu_button.rect = region.inflate(0, int(region.h * (self.button_scale() - 1)))
        self.layout_log()
        if self.watching:
            self.log_button.rect = self.menu_button.rect.copy()
        log = self.log_button.rect
        self.undo_button.rect = pygame.Rect(0, 0, self.button_w(110, self.undo_button.label), log.h)
        self.undo_button.rect.topright = (log.x - self.sl.px(12), log.y)
        self.why.layout(self.undo_buttons()[0].rect if self.undo_buttons() else log)

    def undo_buttons(self) -> list[Button]:
        """Undo, on every table a person plays at (enabled while the session's undo_refusal allows);
        it names the person whose move it would take back when that is not the one at the
        keyboard (hot-seat, the setting on), and the status bar is laid out again for it."""
        if self.watching or self.remote or not any(seat.human for seat in self.session.seats):
            return []                       # over the network the server decides: no undo
        refused = self.session.undo_refusal()
        other = None if refused else self.session.undo_for_other()
        self.undo_button.enabled = refused is None
        label = _("Undo {name}’s move").format(name=other) if other else N_("Undo")
        if label != self.undo_button.label:
            self.undo_button.label = label
            if self.laid is not None:
                self.layout_buttons()
        return [self.undo_button]

    def menu_event(self, event, *hovering) -> bool:
        """The pointer follows the mouse (Menu, Undo and `hovering` buttons light up under it);
        Esc and Menu open the pause menu, Ctrl+Z and Undo undo, F hurries the computers' turns.
        True when the event is used."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            for b in (self.menu_button, *self.undo_buttons(), *hovering):
                if b:
                    b.handle(event)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.undo()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f and not self.watching:
            self.hurry = self.worker is not None        # the computers' turns until a person's
            return True
        return self.menu_button.handle(event) or any(b.handle(event) for b in self.undo_buttons())

    def draw_undo(self, surface: pygame.Surface) -> None:
        for b in self.undo_buttons():
            b.draw(surface, self.sl.scale, 24)

    def undo(self) -> None:
        """Take back the last person's action (and the computer moves after it): the table
        is set again from the replayed record; the reason in the message line when refused."""
        if self.watching:
            return
        other = self.session.undo_for_other()
        if other and self.session.undo_refusal() is None:
            self.app.scenes.push(menu("confirm", self.app, _("Take back {name}’s move?").format(name=other),
                                              _("it was played before the hand-over"), N_("Undo"), self.undo_now))
            return
        self.undo_now()

    def undo_now(self) -> None:
        """Undo at once (a person's own move, or another's once asked)."""
        why = self.session.undo()
        if why:
            self.error = why
            return
        again = play_scene(self.app, self.session, auto_next=self.auto_next)
        again.carry_on(self)
        self.app.scenes.replace(again)

    def carry_on(self, old: "TableScene") -> None:
        """What a table set again after an undo keeps from the one it replaces: the
        hand-over already shown (the same person at the table is not named again)."""
        self.banner_for = old.banner_for

    def finished(self) -> None:
        """The game is over at this table: each person's statistics count it (a replay or the
        demo counts nothing). Each table calls this before it shows the score sheet."""
        if not self.watching and not self.auto_next:
            self.session.record_progress()

    def open_pause(self) -> None:
        self.app.scenes.push(menu("pause", self.app))

    def leave(self) -> None:
        if self.worker:
            self.worker.close()
        if self.ahead is not None:
            self.ahead.close()
        if self.remote:
            self.remote.leave()
