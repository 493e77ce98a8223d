"""What every table scene keeps (TableScene): its session, the computer seats' worker
(computer_move), the pointer, the press a drag may start from (drag.py), the Menu and
Undo buttons and the pause menu. Each game's scene adds its own parts on top; every
change goes through the rules' `apply` (`apply_move`, which also plays the move's sounds)."""
from __future__ import annotations

import math

import pygame

from game.app import settings
from game.app.ai_worker import AIWorker
from game.app.scenes.handover import HandOverScene
from game.app.scenes.load import ConfirmScene
from game.app.scenes.pause import PauseScene
from game.app.session import Session
from game.app.settings import hurrying
from game.app.tables.common.animation import TableMotion
from game.app.tables.common.drag import DragControls
from game.app.tables.common.sounds import heard
from game.app.tables.common.why import WhyControls
from game.app.tables.directory import play_scene
from game.app.ui import sound
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button
from game.i18n import N_, _


def computer_move(scene, p: int):
    """Seat p's move once the worker has answered, else None (asks it first). A table
    scene keeps `token`, `thinking`, `worker`, `session` and `error` for this. In a lesson
    the session's script answers instead, and the seat waits while it has nothing to say."""
    if scene.session.decided_elsewhere(p):
        return scene.session.move_from_elsewhere()
    if not scene.thinking:
        scene.token += 1
        scene.thinking = True
        scene.worker.request(scene.token, scene.session.player_for_move(p), scene.session.seen_state(str(p)))
        return None
    answer = scene.worker.poll()
    if answer is None or answer.token != scene.token:
        return None
    scene.thinking = False
    if answer.action is None:
        scene.error = _("computer player failed ({reason}); it plays its first legal move").format(reason=answer.error)
        return scene.session.rules.legal_actions(scene.session.state)[0]
    return answer.action


class TableScene(DragControls, WhyControls, Scene):
    """What every table keeps: its session, the computer seats' worker (see computer_move),
    the pointer, the Menu and Undo buttons. `watching`: a replay's picture (replay.py), which
    invites nobody to act, never thinks and has neither. "Why?" explains the computer's last turn."""
    music = "table"
    ROUND_SOUND: str | None = "round"     # what the end of a round sounds like (sounds.heard)

    def __init__(self, app, session: Session, *, auto_next: bool = False, watching: bool = False) -> None:
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
        self.hurry = False              # F: the computers' turns until a person's shown at once
        self.clock = 0.0
        self.motion = TableMotion()     # scores counting up, territories glowing, pieces settling
        self.menu_button = Button(N_("Menu"), self.open_pause)
        self.undo_button = Button(N_("Undo"), self.undo)
        self.sl = None
        self.status_covered = False     # a replay's bar lies over the status banner: not drawn

    def human_turn(self) -> bool:
        """A person is to act, and no move is being shown."""
        p = self.session.actor()
        return not self.watching and p is not None and self.session.seats[p].human and not self.moving()

    def hand_over(self, p: int, words: str) -> bool:
        """Person p's turn begins: at a hot-seat table with the setting on, a banner names
        them first (nothing is hidden at one table, so by default the turn passes without a
        click). True when the banner was shown."""
        if p == self.banner_for:
            return False
        self.banner_for = p
        if settings.current().hand_over and sum(seat.human for seat in self.session.seats) > 1:
            self.app.scenes.push(HandOverScene(self.app, self.session.seats[p], words))
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

    def computer_pace(self, dt: float) -> float:
        """How far a computer's move shown now runs in a frame of dt seconds: the Settings'
        "Computer moves", read every frame so that a change takes effect at once; no time at
        all while the person has hurried the computers' turns (F) or at Instant. A person's
        own moves keep the animation speed."""
        pace = settings.current().computer_moves
        return math.inf if self.hurry or pace == settings.INSTANT else dt * pace

    def pause_buttons(self, close) -> list[Button]:
        """The table's own entries in its pause menu (a network table's; `close` closes the menu)."""
        return []

    def network_words(self, seat) -> str:
        """What the banner says of a seat played over the network ("" here: none is; remote.py)."""
        return ""

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
                self.close_why()
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
        self.layout_why(self.undo_buttons()[0].rect if self.undo_buttons() else log)

    def undo_buttons(self) -> list[Button]:
        """Undo, on every table a person plays at (enabled while Session.undo_refusal allows);
        it names the person whose move it would take back when that is not the one at the
        keyboard (hot-seat, the setting on), and the status bar is laid out again for it."""
        if self.watching or not any(seat.human for seat in self.session.seats):
            return []
        refused = self.session.undo_refusal()
        other = None if refused else self.session.undo_for_other()
        self.undo_button.enabled = refused is None
        label = _("Undo {name}’s move").format(name=other) if other else N_("Undo")
        if label != self.undo_button.label:
            self.undo_button.label = label
            if self.sl is not None:
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
            self.app.scenes.push(ConfirmScene(self.app, _("Take back {name}’s move?").format(name=other),
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
        self.app.scenes.push(PauseScene(self.app))

    def leave(self) -> None:
        if self.worker:
            self.worker.close()
