"""Watch a saved or finished game again: step forward and back through its record.

Every step's table is rebuilt once by replaying the log through a Session (so each
step has its move described like at the table). Games with a table are drawn by their
own play scene in its `watching` mode: never pushed, it never thinks, offers nothing
and has no Menu (the replay's own buttons and Esc lead on); clicks never reach it, only
the event log's. The table fills the window, as at play, so its words are as large; the
replay's bar lies over the table's status banner and says whose turn it is. The others
show the kingdoms' thumbnail view. Buttons, the arrow keys, Home and End move through the game;
Play (or Space) steps on by itself at the chosen speed until the end or Pause. The bar's first
line names the player whose move is shown.
"""
from __future__ import annotations

import copy

import pygame

from game import saves
from game.app.session import Session
from game.app.tables import thumbnail
from game.app.tables.directory import has_table, play_scene
from game.app.ui import art, theme
from game.app.ui.overlay import scale_of
from game.app.ui.scene import ButtonScene
from game.app.ui.widgets import Button
from game.i18n import N_, _

SPEEDS = (1.6, 0.8, 0.4)      # seconds a move stays in sight while playing: ×1, ×2, ×4


class ReplayScene(ButtonScene):
    def __init__(self, app, saved: saves.SavedGame) -> None:
        super().__init__(app)
        self.view = Session.from_saved(saved)
        actions = list(self.view.actions)
        self.view.replay_to([])
        self.steps = [self._snapshot()]
        for a in actions:
            self.view.apply(a)
            self.steps.append(self._snapshot())
        self.at = 0                               # it opens at the beginning, as a replay is watched
        self.moves = list(self.view.log)          # the event log up to the step shown
        self.movers = list(self.view.actors)      # who took each action (None: nobody's)
        self.playing = False
        self.speed = 0                            # an index into SPEEDS
        self.wait = 0.0                           # seconds until the next step while playing
        self.title = saved.title
        self.table = None
        if has_table(self.view.config.game):
            try:
                self.table = play_scene(app, self.view, watching=True)   # a picture: nobody acts or thinks
                self.table.status_covered = True                         # the bar says whose turn it is
            except Exception:                 # noqa: BLE001 - a new table still being built: thumbnails instead
                self.table = None
        self.buttons = [Button("|◀", lambda: self.go(0)), Button("◀", lambda: self.go(self.at - 1)),
                        Button("▶", lambda: self.go(self.at + 1), primary=True),
                        Button("▶|", lambda: self.go(len(self.steps) - 1)), Button(N_("Back"), self.app.scenes.pop),
                        Button(N_("Play"), self.toggle_play), Button("×1", self.next_speed)]
        self.scale = 1.0
        self.bar = self.above = pygame.Rect(0, 0, 0, 0)     # the bar; the table's part left in sight
        self.go(self.at)

    def _snapshot(self) -> tuple:
        v = self.view
        return v.state.copy(), copy.copy(v.last), dict(v.last_by_player)

    def go(self, i: int) -> None:
        self.at = max(0, min(i, len(self.steps) - 1))
        state, last, by_player = self.steps[self.at]
        self.view.state, self.view.last, self.view.last_by_player = state, last, by_player
        self.view.log = self.moves[:self.at]
        self.buttons[0].enabled = self.buttons[1].enabled = self.at > 0
        self.buttons[2].enabled = self.buttons[3].enabled = self.at < len(self.steps) - 1
        if self.playing and self.at == len(self.steps) - 1:
            self.playing = False
        self.buttons[5].label = N_("Pause") if self.playing else N_("Play")

    def toggle_play(self) -> None:
        """Play from here (from the start when at the end), or pause."""
        self.playing = not self.playing
        if self.playing and self.at == len(self.steps) - 1:
            self.go(0)
        self.wait = SPEEDS[self.speed]
        self.go(self.at)

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.buttons[6].label = f"×{2 ** self.speed}"
        self.wait = min(self.wait, SPEEDS[self.speed])     # a faster speed shows at once

    def update(self, dt: float) -> bool:
        if not self.playing:
            return False
        self.wait -= dt
        if self.wait <= 0:
            self.wait = SPEEDS[self.speed]
            self.go(self.at + 1)
        return self.playing

    def describe(self) -> str:
        if self.at == 0:
            return _("The game begins")
        last = self.steps[self.at][1]
        return last.text if last else ""

    def handle_event(self, event):
        if self.table is not None and self.table.log_event(event):      # L and the Log button
            return None
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: self.at - 1, pygame.K_RIGHT: self.at + 1, pygame.K_HOME: 0,
                    pygame.K_END: len(self.steps) - 1}
            if event.key in keys:
                self.go(keys[event.key])
                return None
            if event.key == pygame.K_SPACE:
                self.toggle_play()
                return None
        return super().handle_event(event)                      # Tab, Up/Down, Enter, the buttons

    def resize(self, size) -> None:
        if size == (0, 0):
            return
        self.scale = s = scale_of(size)
        if self.table:                  # the whole window; the bar over its status banner, left of Log
            self.table.resize(size)
            status = self.table.sl["status"]
            self.bar = pygame.Rect(status.x, status.y, max(0, self.table.log_button.rect.x - status.x - int(12 * s)), status.h)
            self.above = pygame.Rect(0, self.bar.bottom, size[0], max(0, size[1] - self.bar.bottom))
        else:
            self.bar = pygame.Rect(0, 0, int(1500 * s), int(84 * s * self._grow()))
            self.bar.midbottom = (size[0] // 2, size[1] - int(8 * s))
            self.above = pygame.Rect(0, 0, size[0], max(0, self.bar.y - int(8 * s)))
        x = self.bar.x + int(12 * s)
        h = self.bar.h - int(16 * s)
        for b in self.buttons[:4] + self.buttons[5:]:      # |◀ ◀ ▶ ▶| Play ×1, then the text, then Back
            w = int((130 if b is self.buttons[5] else 86) * s)
            b.rect = pygame.Rect(x, self.bar.centery - h // 2, w, h)
            x += w + int(10 * s)
        w = int(150 * s)
        self.buttons[4].rect = pygame.Rect(self.bar.right - w - int(12 * s), self.bar.centery - h // 2, w, h)

    @staticmethod
    def _grow() -> float:
        """The bar's two lines of text grow with the UI scale, the bar half as much."""
        return 1 + (theme.UI_SCALE - 1) / 2

    def head(self) -> str:
        """The bar's first line: where in the game, and whose move is shown there."""
        head = _("Replay · move {n} of {moves}").format(n=self.at, moves=len(self.steps) - 1)
        p = self.movers[self.at - 1] if self.at > 0 else None
        return head if p is None else _("{head} · {name}'s move").format(head=head, name=self.view.seats[p].name)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        W, H = surface.get_size()
        if self.table:
            self.table.draw(surface)
        else:
            surface.blit(art.cloth(W, H), (0, 0))
            seats = self.view.seats
            theme.blit_text(surface, thumbnail.progress(self.view.state).capitalize(), int(34 * s), theme.GOLD,
                            serif=True, center=(W // 2, int(60 * s)))
            names = "   ".join(seat.name for seat in seats)
            theme.blit_text(surface, names, int(22 * s), theme.INK, center=(W // 2, int(110 * s)))
            area = pygame.Rect(int(60 * s), int(150 * s), W - int(120 * s), self.bar.y - int(170 * s))
            thumbnail.draw(surface, area, self.view.state, [seat.colour for seat in seats])
        pygame.draw.rect(surface, theme.BG, self.bar, border_radius=14)     # the table's banner does not show through
        theme.panel(surface, self.bar, fill=(14, 26, 30, 255), radius=14, width=2)
        for b in self.buttons:
            b.draw(surface, s, 24)
        left = self.buttons[6].rect.right + int(20 * s)
        right = self.buttons[4].rect.x - int(20 * s)
        half = self.bar.h // 2
        theme.blit_text(surface, self.head(), round(19 * s), theme.INK_DIM, bold=True, max_w=right - left, max_h=half,
                        midleft=(left, self.bar.y + half * 11 // 20))
        theme.blit_text(surface, self.describe(), round(20 * s), theme.INK, max_w=right - left, max_h=half,
                        midleft=(left, self.bar.y + half * 31 // 20))
