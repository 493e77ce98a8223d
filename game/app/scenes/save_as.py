"""Save the game under a name, over the pause menu. The file goes to the player's saves
folder; an existing save of the same name is replaced only after a second Save. A save this
version cannot read is never written over: the question says so, and Replace moves it aside
first (saves.write); a file that is not a save at all is refused."""
from __future__ import annotations

import pygame

from game import saves
from game.app.tables.thumbnail import default_title
from game.app.ui import theme
from game.app.ui.overlay import card, dim, draw_card, scale_of
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button, TextField
from game.i18n import N_, _, translate


class SaveAsScene(Scene):
    overlay = True

    def __init__(self, app, session, on_saved=None) -> None:
        super().__init__(app)
        self.session = session
        self.on_saved = on_saved          # told the name once the file is written
        self.field = TextField(default_title(session), max_len=48)
        self.field.editing = True
        self.save_button = Button(N_("Save"), self.save, primary=True)
        self.cancel = Button(N_("Cancel"), self.app.scenes.pop)
        self.message, self.bad = "", False
        self.confirm_for: str | None = None     # the file a second Save will replace
        self.scale = 1.0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def target(self):
        return saves.file_for(self.field.value.strip() or default_title(self.session))

    def save(self) -> None:
        title = self.field.value.strip() or default_title(self.session)
        path = self.target()
        try:
            if path.exists() and self.confirm_for != str(path):
                saves.check_target(path)
                self.confirm_for = str(path)
                question = (N_("“{name}” exists: Save again to replace it") if saves.loads(path) else
                            N_("“{name}” cannot be read by this version: Replace keeps it under another name"))
                self.message, self.bad = _(question).format(name=path.stem), False
                self.save_button.label = N_("Replace")
                return
            saves.write(path, self.session.to_saved(title))
        except (saves.SaveError, OSError) as exc:
            self.message, self.bad = _("not saved: {reason}").format(reason=translate(exc)), True
            return
        self.app.scenes.pop()
        if self.on_saved:
            self.on_saved(title)

    def focus_items(self) -> list:
        return [self.field, self.save_button, self.cancel]

    def handle_event(self, event):
        if self.focus.handle(event, self.focus_items()):      # Tab, and Enter off the field
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return event                      # Esc cancels the whole dialog
        if self.field.handle(event):
            if self.confirm_for and self.confirm_for != str(self.target()):
                self.confirm_for, self.message, self.save_button.label = None, "", N_("Save")
            return None
        for b in (self.save_button, self.cancel):
            if b.handle(event):
                return None
        return event

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.rect = r = card(size, 900, 360)
        self.field.rect = pygame.Rect(r.x + int(50 * s), r.y + int(120 * s), r.w - int(100 * s), int(60 * s))
        self.save_button.rect = pygame.Rect(r.right - int(290 * s), r.bottom - int(90 * s), int(240 * s), int(60 * s))
        self.cancel.rect = pygame.Rect(r.x + int(50 * s), r.bottom - int(90 * s), int(200 * s), int(60 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        dim(surface)
        draw_card(surface, self.rect)
        theme.blit_text(surface, _("Save game"), int(40 * s), theme.INK, serif=True,
                        midleft=(self.rect.x + int(50 * s), self.rect.y + int(60 * s)))
        self.field.draw(surface, s)
        line = self.message or _("to {file} in your saves folder").format(file=self.target().name)
        theme.blit_text(surface, line, int(19 * s), theme.BAD if self.bad else theme.INK_DIM,
                        max_w=self.rect.w - int(100 * s), midleft=(self.rect.x + int(50 * s), self.rect.y + int(205 * s)))
        self.save_button.draw(surface, s, 24)
        self.cancel.draw(surface, s, 24)
