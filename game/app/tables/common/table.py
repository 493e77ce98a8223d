"""What every table scene keeps (TableScene): its session, the computer seats' worker
(computer_move), the pointer, the Menu button and the pause menu. Each game's scene adds
its own parts on top; every change goes through the rules' `apply`."""
from __future__ import annotations

import pygame

from game.app.ai_worker import AIWorker
from game.app.scenes.pause import PauseScene
from game.app.session import Session
from game.app.tables.common.why import WhyControls
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button
from game.i18n import N_, _


def computer_move(scene, p: int):
    """Seat p's move once the worker has answered, else None (asks it first). A table
    scene keeps `token`, `thinking`, `worker`, `session` and `error` for this."""
    if not scene.thinking:
        scene.token += 1
        scene.thinking = True
        scene.worker.request(scene.token, scene.session.player_for_move(p), scene.session.state.copy())
        return None
    answer = scene.worker.poll()
    if answer is None or answer.token != scene.token:
        return None
    scene.thinking = False
    if answer.action is None:
        scene.error = _("computer player failed ({reason}); it plays its first legal move").format(reason=answer.error)
        return scene.session.rules.legal_actions(scene.session.state)[0]
    return answer.action


class TableScene(WhyControls, Scene):
    """What every table keeps: its session, the computer seats' worker (see computer_move),
    the pointer, the Menu button. `watching`: a replay's picture (replay.py), which invites
    nobody to act, never thinks and has no Menu. "Why?" explains the computer's last turn."""

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
        self.banner_for: int | None = None
        self.clock = 0.0
        self.menu_button = Button(N_("Menu"), self.open_pause)
        self.sl = None

    def human_turn(self) -> bool:
        """A person is to act, and no move is being shown."""
        p = self.session.actor()
        return not self.watching and p is not None and self.session.seats[p].human and not self.moving()

    def moving(self) -> bool:
        """A move is being shown (a flight, rolling dice): nobody acts meanwhile."""
        raise NotImplementedError

    def act(self, action) -> bool:
        """Apply a person's action through the session (the rules' `apply`); False when refused."""
        raise NotImplementedError

    def layout_buttons(self) -> None:
        """Menu in its region, Log beside it (a replay has no Menu: Log takes its place), Why? beside Log."""
        self.menu_button.rect = self.sl["menu_button"]
        self.layout_log()
        if self.watching:
            self.log_button.rect = self.menu_button.rect.copy()
        self.layout_why()

    def menu_event(self, event, *hovering) -> bool:
        """The pointer follows the mouse (Menu and `hovering` buttons light up under it);
        Esc and Menu open the pause menu. True when the event is used."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            for b in (self.menu_button, *hovering):
                if b:
                    b.handle(event)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        return self.menu_button.handle(event)

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
