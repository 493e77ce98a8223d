"""Learn to play (from the title): one button per lesson. A lesson left in the middle opens
again at the start of the step where it was left; From the start begins it again; a lesson
played to its end is marked finished."""
from __future__ import annotations

import pygame

from game.app import settings
from game.app.tutorial.lesson_scene import open_lesson
from game.app.ui import theme
from game.app.ui.overlay import card, draw_page, grown, scale_of
from game.app.ui.scene import ButtonScene
from game.app.ui.widgets import Button
from game.app.ui.words import game_name
from game.i18n import N_, _, ngettext
from game.rules.components import game_specs
from game.tutorial.lesson import Lesson, seconds
from game.tutorial.lessons import LESSONS


def left_at(lesson: Lesson) -> int:
    """The step a player left this lesson at (0: not begun, or finished)."""
    step = settings.current().lesson_steps.get(lesson.id, 0)
    return step if 0 < step < len(lesson.steps) else 0


def finished(lesson: Lesson) -> bool:
    """Played to its end (Play on): the settings keep its step count as the step reached."""
    return settings.current().lesson_steps.get(lesson.id, 0) >= len(lesson.steps)


def lesson_note(lesson: Lesson) -> str:
    step = left_at(lesson)
    if finished(lesson):
        return _("finished")
    if step:
        return _("left at step {n} of {total}").format(n=step + 1, total=len(lesson.steps))
    minutes = max(1, round(seconds(lesson) / 60))
    return ngettext("{n} steps, about {m} minute", "{n} steps, about {m} minutes", minutes).format(
        n=len(lesson.steps), m=minutes)


class LearnScene(ButtonScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.lessons = list(LESSONS.values())
        self.opens = [Button(game_name(game_specs()[lesson.game].name), self._opener(lesson), primary=True)
                      for lesson in self.lessons]
        self.restarts = [Button(N_("From the start"), self._opener(lesson, again=True)) for lesson in self.lessons]
        self.back = Button(N_("Back"), self.app.scenes.pop)
        self.scale = 1.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.resume()

    def _opener(self, lesson: Lesson, again: bool = False):
        def start() -> None:
            open_lesson(self.app, lesson, 0 if again else left_at(lesson))
        return start

    def resume(self) -> None:
        """Back from a lesson: From the start is offered beside each lesson left in the middle."""
        for lesson, b in zip(self.lessons, self.restarts):
            b.enabled = bool(left_at(lesson))
        self.buttons = [*self.opens, *(b for b in self.restarts if b.enabled), self.back]

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        n = len(self.lessons)
        g = grown(min(1.25, (1060 - 330) / (110 * n)))     # larger buttons at a larger UI scale, as far as they fit
        self.rect = card(size, 1300, int(330 + 110 * n * g))
        r = self.rect
        for i, (b, again) in enumerate(zip(self.opens, self.restarts)):
            y = r.y + int((180 + 110 * i * g) * s)
            b.rect = pygame.Rect(r.x + int(60 * s), y, int(420 * s * g), int(76 * s * g))
            again.rect = pygame.Rect(0, 0, int(240 * s * g), int(60 * s * g))
            again.rect.midright = (r.right - int(60 * s), b.rect.centery)
        self.back.rect = pygame.Rect(0, 0, int(220 * s * g), int(64 * s * g))
        self.back.rect.bottomleft = (r.x + int(60 * s), r.bottom - int(36 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s, r = self.scale, self.rect
        draw_page(surface, r, _("Learn to play"), s, size=48, at=(60, 70))
        theme.blit_text(surface, _("A short game on a prepared deal: the table circles what to do next and says why."),
                        int(22 * s), theme.INK, max_w=r.w - int(120 * s), midleft=(r.x + int(60 * s), r.y + int(135 * s)))
        for lesson, b, again in zip(self.lessons, self.opens, self.restarts):
            b.draw(surface, s, 26)
            room = (again.rect.x if again.enabled else r.right - int(40 * s)) - b.rect.right - int(60 * s)
            theme.blit_text(surface, lesson_note(lesson), int(22 * s), theme.GOLD if finished(lesson) else theme.INK_DIM,
                            max_w=room,
                            midleft=(b.rect.right + int(30 * s), b.rect.centery))
            if again.enabled:
                again.draw(surface, s, 20)
        self.back.draw(surface, s, 24)
