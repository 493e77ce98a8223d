"""A lesson at the table: the real table scene with this scene above it on the stack.

The table plays as always; this scene hands it the events, runs it (only the top scene is
updated), circles what to do next and explains it in a card. It holds the table to the
lesson through the coach, which holds the session (a Match) by its two hooks: `guard` lets
only the taught move through to the rules (any other is explained and changes nothing) and
`script` gives the computer seats their written moves. Replay step goes back to the start of the step (the session replays
its log); the settings remember the step reached, so the lesson resumes at its start;
once the lesson is over, Play on takes the hooks away and the game goes on against the
computer as a real game: it autosaves from then on, so Continue and Load find it, and the
settings mark the lesson finished (its step count kept as the step reached). `autoplay` plays the taught moves by itself (`main.py tutorial GAME --autoplay`).
"""
from __future__ import annotations

import pygame

from game.app import settings
from game.app.session import Seat, Session
from game.app.settings import flight_seconds
from game.app.tables.common import lesson_marks as marks
from game.app.tables.common.dock import least_covering
from game.app.tables.directory import play_scene, table_of
from game.app.ui import theme
from game.app.ui.focus import draw_focus
from game.app.ui.overlay import draw_card, scale_of
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button
from game.app.ui.words import game_name
from game.i18n import N_, Message, _
from game.rules.components import game_specs
from game.tutorial.lesson import Coach, Lesson

AUTO_SECONDS = 0.6       # autoplay: how long each note stays before its move is played
MARK = (255, 214, 64)
CARD_W = 620             # design pixels (1920x1080)
BUTTON_TEXT = 19         # design size of the buttons' words
OPPONENT = ("map_1", "kingdom_1")   # the layout region of the computer's side, where the card goes first
KEEP = ("active_kingdom", "map_0", "draft", "builders", "dice")   # the person's board and what it takes from


def seats(lesson: Lesson) -> list[Seat]:
    """You in seat 0, the computer in seat 1 (the lesson's opponent level once it is over)."""
    colours = [c for _name, c in theme.PLAYER_COLOURS]
    return [Seat(_("Player {n}").format(n=1), colours[0]), Seat(_("Computer"), colours[1], lesson.opponent)]


def open_lesson(app, lesson: Lesson, step: int = 0, *, autoplay: bool = False) -> "LessonScene":
    """Push the lesson's table and the lesson above it, at the start of `step`."""
    scene = LessonScene(app, lesson, step, autoplay=autoplay)
    app.scenes.push(scene.table)
    app.scenes.push(scene)
    return scene


class LessonScene(Scene):
    overlay = True

    def __init__(self, app, lesson: Lesson, step: int = 0, *, autoplay: bool = False) -> None:
        super().__init__(app)
        self.lesson = lesson
        self.coach = Coach(lesson, step)
        self.autoplay = autoplay
        self.session = Session(lesson.config(), lesson.seed, seats(lesson))
        self.session.replay_to(self.coach.line[: self.coach.start()])
        self.coach.hold(self.session, self.guard)
        self.table = play_scene(app, self.session)
        self.said = ""                  # why the last move was refused
        self.wait = 0.0                 # autoplay: time the current note has been shown
        self.over = False               # the last note is up (autoplay stops there)
        self.finished = False           # Play on was pressed: the lesson is done
        self.scale = 1.0
        self.card = pygame.Rect(0, 0, 0, 0)
        self.next_button = Button(N_("Next"), self.next, primary=True)
        self.replay_button = Button(N_("Replay step"), self.replay_step)
        self.leave_button = Button(N_("Leave"), self.leave_lesson)
        self.buttons = [self.replay_button, self.leave_button, self.next_button]
        self._wrapped: dict = {}
        self.values = self.step_values()

    # ---- the hook the session calls -----------------------------------------------------
    def guard(self, action) -> str | None:
        """The coach's judgement, kept to be shown on the card."""
        self.said = self.coach.judge(self.session, action) or ""
        return self.said or None

    # ---- what the player can do -------------------------------------------------------
    def next(self) -> None:
        if self.coach.last:
            self.play_on()
        elif self.coach.current.reading:
            self.coach.read = True

    def play_on(self) -> None:
        """The lesson is over: the computer seats think for themselves from here, and the game
        saves itself like any other (autoplay, a demo, leaves nothing behind)."""
        self.coach.release(self.session)
        self.finished = True
        if not self.autoplay:
            self.session.autosave = True
            self.session.write_autosave()
        self.app.scenes.pop()

    def replay_step(self) -> None:
        """Back to the start of this step, on a fresh table (nothing half-shown stays)."""
        self.session.replay_to(self.coach.line[: self.coach.start()])
        self.coach.read, self.said, self.wait = False, "", 0.0
        self.app.scenes.pop()
        self.table = play_scene(self.app, self.session)
        self.app.scenes.replace(self.table)
        self.app.scenes.push(self)

    def leave_lesson(self) -> None:
        self.app.scenes.pop()
        if self.app.scenes.top is self.table:
            self.app.scenes.pop()

    def leave(self) -> None:
        """Off the stack (Leave, Quit to title, Play on)."""
        self.remember()

    def remember(self) -> None:
        """Keep the step in the settings (each step, so closing the window loses nothing); a
        finished lesson keeps its step count (menu.finished). Autoplay is nobody's progress."""
        steps = dict(settings.current().lesson_steps)
        if self.finished:
            steps[self.lesson.id] = len(self.lesson.steps)
        elif self.coach.step or steps.get(self.lesson.id, 0) < len(self.lesson.steps):
            steps[self.lesson.id] = self.coach.step     # a finished lesson begun again stays marked until a step is made
        if steps != settings.current().lesson_steps and not self.autoplay:
            settings.change(lesson_steps=steps)

    # ---- events and time ----------------------------------------------------------------
    def handle_event(self, event):
        for b in self.buttons:
            if b.handle(event):
                return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                and self.coach.current.reading and self.next_button.enabled:
            self.next()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.replay_step()
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and self.card.collidepoint(event.pos):
            return None
        self.table.handle_event(event)
        return None

    def waiting(self) -> bool:
        """The lesson waits for the person: a note to read or a move to make."""
        p = self.session.actor()
        return not self.table.moving() and (p is None or self.session.seats[p].human)

    def update(self, dt: float) -> bool:
        busy = self.table.update(dt)
        if self.app.scenes.top is not self:         # the table opened something over the lesson
            return busy
        done = len(self.session.actions)
        advanced = self.waiting() and self.coach.ready(done) and not self.coach.last
        if advanced:                                # a new note: drawn at once
            self.coach.advance()
            self.said, self.wait = "", 0.0
            self.values = self.step_values()
            self.remember()
        self.over = self.coach.last and self.waiting()
        self._layout()
        if self.autoplay and self.waiting() and not self.over:
            self.wait += dt
            if self.wait >= flight_seconds(AUTO_SECONDS):
                self.wait = 0.0
                self._play_taught(done)
            return True
        return busy or advanced

    def _play_taught(self, done: int) -> None:
        """Autoplay: the taught move through the table, as a click would give it; or Next."""
        action = self.coach.expected(done)
        if action is None:
            self.next()
        else:
            self.table.act(action)

    # ---- geometry -----------------------------------------------------------------------
    def resize(self, size) -> None:
        self.scale = scale_of(size)
        self._wrapped.clear()
        if self.table.laid is not None:
            self._layout()

    def marks(self) -> list[marks.Mark]:
        if not self.waiting():
            return []
        rings = table_of(self.lesson.game).marks
        return rings(self.table, self.coach.expected(len(self.session.actions)), self.coach.current.show)

    def step_values(self) -> dict:
        """What the step's text is filled with, read as the step begins."""
        values = table_of(self.lesson.game).values
        return values(self.table, self.coach.expected(len(self.session.actions)), self.coach.current)

    def text(self) -> str:
        return Message(self.coach.current.text, self.values).translated()

    def _lines(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        key = (text, size, width, bold)
        if key not in self._wrapped:
            self._wrapped[key] = theme.wrap(text, size, width, bold)
        return self._wrapped[key]

    def _sizes(self) -> tuple[int, int, int]:
        """(text size, line height, padding) in pixels."""
        s = self.scale
        return int(22 * s), int(31 * s * theme.UI_SCALE), int(22 * s)

    def _layout(self) -> None:
        """The card's size from its text, its place away from every ring, the person's board and
        what it takes pieces from (as narrow as the computer's side when only that keeps them in
        sight), its buttons."""
        W, H = self.app.scenes.size
        pad = self._sizes()[2]
        sl = self.table.sl
        rival = next((sl[r] for r in OPPONENT if r in sl.rects), None)
        keep = [m.rect.inflate(8, 8) for m in self.marks()] + [sl[r] for r in KEEP if r in sl.rects]
        w = min(int(CARD_W * self.scale * theme.UI_SCALE), W - 2 * pad)
        widths = [w] if rival is None else [min(w, rival.w - pad // 2)] if rival.w >= w * 0.8 else [w, rival.w - pad // 2]
        self.card = least_covering([card for w in widths for card in self._places(w, self._height(w), rival)], keep)
        self.next_button.label = N_("Play on") if self.coach.last else N_("Next")
        self._buttons(self.card.w, pad)
        self.next_button.enabled = self.waiting() and (self.coach.current.reading and not self.coach.read
                                                      or self.over)

    def _height(self, w: int) -> int:
        """How tall the card `w` wide is: its heading, its words wrapped, its buttons."""
        s = self.scale
        size, line_h, pad = self._sizes()
        body = len(self._lines(self.text(), size, w - 2 * pad))
        if self.said:
            body += len(self._lines(self.said, size, w - 2 * pad))
        return pad + int(34 * s * theme.UI_SCALE) + body * line_h + pad + int(50 * s * theme.UI_SCALE) + pad

    def _places(self, w: int, h: int, rival: pygame.Rect | None) -> list[pygame.Rect]:
        """Where a card w×h may go, the best first: over the computer's side, then the corners."""
        W, H = self.app.scenes.size
        pad = self._sizes()[2]
        top = self.table.sl["status"].bottom + pad // 2
        spots = [(W - w - pad // 2, H - h - pad // 2), (W - w - pad // 2, top),
                 (pad // 2, H - h - pad // 2), (pad // 2, top), ((W - w) // 2, H - h - pad // 2),
                 ((W - w) // 2, H - h), (W - w, H - h)]      # flush with the window's foot: a little more room
        if rival is not None:
            spots.insert(0, (rival.right - w - pad // 2, min(rival.bottom, H) - h - pad // 2))
        return [pygame.Rect(x, y, w, h) for x, y in spots]

    def _buttons(self, w: int, pad: int) -> None:
        """The buttons along the card's foot, each as wide as its words need, the rest shared."""
        s = self.scale
        bh, gap = int(50 * s * theme.UI_SCALE), pad // 2
        font = theme.font(int(BUTTON_TEXT * s), True)
        need = [font.size(_(b.label))[0] + bh // 2 for b in self.buttons]
        room = w - 2 * pad - gap * (len(self.buttons) - 1)
        extra = (room - sum(need)) / len(need)
        widths = [int(n + extra) for n in need] if extra >= 0 else [int(n * room / sum(need)) for n in need]
        x, y = self.card.x + pad, self.card.bottom - pad - bh
        for b, bw in zip(self.buttons, widths):
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    # ---- drawing (reads only) -----------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_focus(surface, self.table)
        width = max(3, int(6 * self.scale))
        for m in self.marks():
            if m.ghost is not None:
                ghost = m.ghost.copy()
                ghost.set_alpha(110)
                surface.blit(ghost, m.rect)
            r = m.rect.inflate(width * 2, width * 2)
            pygame.draw.rect(surface, (20, 16, 6), r.inflate(4, 4), width + 4, border_radius=width * 2)
            pygame.draw.rect(surface, MARK, r, width, border_radius=width * 2)
        self._draw_card(surface)

    def _draw_card(self, surface: pygame.Surface) -> None:
        s, c = self.scale, self.card
        size, line_h, pad = self._sizes()
        draw_card(surface, c, edge=MARK)
        name = game_name(game_specs()[self.lesson.game].name)
        head = _("Lesson: {game}").format(game=name)
        count = _("step {n} of {total}").format(n=self.coach.step + 1, total=len(self.lesson.steps))
        cr = theme.blit_text(surface, count, int(19 * s), theme.INK_DIM, topright=(c.right - pad, c.y + pad))
        theme.blit_text(surface, head, int(21 * s), theme.GOLD, bold=True, max_w=cr.x - c.x - 2 * pad,
                        topleft=(c.x + pad, c.y + pad))
        y = c.y + pad + int(34 * s * theme.UI_SCALE)
        waiting = self.waiting()
        colour = theme.INK if waiting else theme.INK_DIM
        for line in self._lines(self.text(), size, c.w - 2 * pad):
            theme.blit_text(surface, line, size, colour, topleft=(c.x + pad, y))
            y += line_h
        if self.said:
            for line in self._lines(self.said, size, c.w - 2 * pad):
                theme.blit_text(surface, line, size, theme.BAD, topleft=(c.x + pad, y))
                y += line_h
        for b in self.buttons:
            b.draw(surface, s, BUTTON_TEXT)
