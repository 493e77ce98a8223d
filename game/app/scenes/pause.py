"""The pause menu over the table: resume, save, undo, settings, rules, back to the title
(an unfinished game that saves itself asks first: keep it for Continue, or abandon it)."""
from __future__ import annotations

import pygame

from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.rules_help import RulesScene
from game.app.scenes.save_as import SaveAsScene
from game.app.scenes.settings_scene import SettingsScene
from game.app.scenes.title import TitleScene
from game.app.session import Session
from game.app.ui import theme
from game.app.ui.overlay import card, dim, draw_card, grown, scale_of
from game.app.ui.scene import ButtonScene
from game.app.ui.widgets import Button, layout_column
from game.i18n import N_, _


class PauseScene(ButtonScene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.undo_button = Button(N_("Undo"), self.undo)
        self.save_button = Button(N_("Save game"), self.save_as)
        own = getattr(self.table(), "pause_buttons", None)        # a table's own entries (a lesson has none)
        self.buttons = [Button(N_("Resume"), self.app.scenes.pop, primary=True),
                        *(own(self.app.scenes.pop) if own else []),
                        self.save_button,
                        self.undo_button,
                        Button(N_("Settings"), self.settings),
                        Button(N_("Rules"), self.rules),
                        Button(N_("Quit to title"), self.to_title)]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.message = ""
        self.resume()

    def table(self):
        """The play scene this menu pauses (the scene under it with a session)."""
        stack = self.app.scenes.stack
        below = stack[:stack.index(self)] if self in stack else stack
        return next((s for s in reversed(below) if hasattr(s, "session")), None)

    def resume(self) -> None:
        """Undo is offered only when the rules of the table allow it (see Session.undo_refusal);
        Save game only for a game whose record is here (a window's replica at a server has none)."""
        table = self.table()
        why = table.session.undo_refusal() if table else _("no game")
        self.undo_button.enabled = why is None
        self.undo_button.note = why or ""
        record = table is not None and isinstance(table.session, Session)
        self.save_button.enabled = record
        self.save_button.note = "" if record else N_("the server keeps a game over the network")

    def save_as(self) -> None:

        def saved(title: str) -> None:
            self.message = _("saved as “{title}”").format(title=title)
        self.app.scenes.push(SaveAsScene(self.app, self.table().session, saved))

    def undo(self) -> None:
        table = self.table()
        why = table.session.undo_refusal()
        if why:
            self.message = why
            return
        self.app.scenes.pop()                   # this menu
        table.undo()                            # the table undoes as its own Undo button does

    def settings(self) -> None:
        self.app.scenes.push(SettingsScene(self.app))

    def rules(self) -> None:
        table = self.table()
        self.app.scenes.push(RulesScene(self.app, table.session.config.game if table else ""))

    def to_title(self) -> None:
        table = self.table()
        session = table.session if table else None
        slot = getattr(session, "slot", None)
        if session is None or slot is None or not session.autosave or session.is_over():
            self.title()
            return
        self.app.scenes.push(ConfirmScene(
            self.app, _("Quit to the title?"), _("Keep this game to play on later (Continue, Load), or abandon it."),
            N_("Keep for later"), self.title, no=N_("Back"), more=((N_("Abandon game"), lambda: self.abandon(slot)),)))

    def abandon(self, slot) -> None:
        slot.abandon()
        self.title()

    def title(self) -> None:
        self.app.scenes.clear_to(TitleScene(self.app))

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        g = grown(1.5)                  # larger buttons at a larger UI scale, in a taller card
        self.rect = card(size, int(900 + 300 * (theme.UI_SCALE - 1)), int(160 + 80 * len(self.buttons) * g))
        layout_column(self.buttons, self.rect.centerx, self.rect.y + int(110 * s), int(360 * s * g),
                      int(62 * s * g), int(18 * s * g))
        for b in (self.undo_button, self.save_button):           # a note beside it wraps inside the card
            b.note_w = self.rect.right - b.rect.right - int(36 * s)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        dim(surface)
        draw_card(surface, self.rect)
        theme.blit_text(surface, _("Paused"), int(44 * s), theme.INK, serif=True,
                        center=(self.rect.centerx, self.rect.y + int(55 * s)))
        for b in self.buttons:
            b.draw(surface, s)
        if self.message:
            theme.blit_text(surface, self.message, int(20 * s), theme.INK,
                            center=(self.rect.centerx, self.rect.bottom - int(30 * s)))
