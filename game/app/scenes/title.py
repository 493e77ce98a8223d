"""The title screen: the four games by name; New game, Continue (the most recent unfinished
game; with none, Rejoin the newest network seat held), Learn to play, Play online, Load,
Statistics, Settings, Rules, About (the credits and licences), Quit."""
from __future__ import annotations

import pygame

from game import autosaves, saves
from game.app import online_seats, settings
from game.app.scenes.about import AboutScene
from game.app.scenes.held import offer_held
from game.app.scenes.join import held_game
from game.app.scenes.load import LoadScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.online import OnlineScene, rejoin_held
from game.app.scenes.rules_help import RulesScene
from game.app.scenes.settings_scene import SettingsScene
from game.app.scenes.statistics import StatisticsScene
from game.app.session import Session
from game.app.tables.directory import has_table, play_scene
from game.app.tables.thumbnail import progress
from game.app.tutorial.menu import LearnScene
from game.app.ui import art, theme
from game.app.ui.overlay import HEADING_GROWTH, grown, scale_of
from game.app.ui.scene import ButtonScene
from game.app.ui.widgets import Button, layout_column
from game.app.ui.words import game_name
from game.i18n import N_, _, ngettext, pgettext, translate
from game.rules.components import game_specs, tile_set

SHOWCASE = (19, 40, 44, 28, 48)   # dominoes drawn under the title (numbers of the tile set)
FAMILY = ("kralovska_zahrada", "queendomino", "duel")   # named under "Kingdomino", as sold


def family_line() -> str:
    """The other three games of the family, by their names in the data."""
    specs = game_specs()
    return " · ".join(game_name(specs[g].name) for g in FAMILY if g in specs)


class TitleScene(ButtonScene):
    music = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.continue_button = Button(N_("Continue"), self.continue_game)
        self.buttons = [
            Button(N_("New game"), self.new_game, primary=True),
            self.continue_button,
            Button(N_("Learn to play"), self.learn),
            Button(N_("Play online"), self.online),
            Button(N_("Load"), self.load),
            Button(N_("Statistics"), self.statistics),
            Button(N_("Settings"), self.settings),
            Button(N_("Rules"), self.rules),
            Button(N_("About"), self.about),
            Button(N_("Quit"), self.app.quit),
        ]
        self.scale = 1.0
        self.showcase = True        # the dominoes under the title (left out where the buttons need the room)
        self.autosave: saves.SavedGame | None = None
        self.slot: autosaves.Slot | None = None      # the Continue game's own autosave
        self.continue_words = ""                      # which game Continue resumes
        self.rejoin: online_seats.HeldSeat | None = None    # with no game here: a network seat held
        self.resume()

    def resume(self) -> None:
        """Continue is offered for the most recent unfinished game that loads (or whose previous
        copy does) and has a table; a file that does not load is skipped (Load lists it).
        At the title this window plays on no game: it lets go of the one it held."""
        autosaves.let_go()
        b = self.continue_button
        self.autosave, self.slot, self.continue_words, b.note = None, None, "", ""
        self.rejoin, b.label = None, N_("Continue")
        broken = 0
        for path in autosaves.unfinished_files():
            try:
                saved, state, _backup = saves.load_or_backup(path)
            except saves.SaveError:
                broken += 1
                continue
            if not autosaves.is_over(state, saved.record.config.game):
                self.autosave, self.slot = saved, autosaves.Slot(path)
                self.continue_words = " · ".join([game_name(saved.record.config.spec.name), progress(state),
                                                  ", ".join(seat.name for seat in saved.seats)])
                break
        if self.autosave is None:
            self.rejoin = next((h for h in online_seats.held() or [] if not h.hosted), None)
        if self.rejoin is not None:      # a player whose window closed mid-game: back to their seat
            b.label = N_("Rejoin")
            self.continue_words = " · ".join([self.rejoin.name, held_game(self.rejoin), self.rejoin.address()])
        elif self.autosave is None:
            b.note = ngettext("no game in progress ({n} file cannot be read: see Load)",
                              "no game in progress ({n} files cannot be read: see Load)",
                              broken).format(n=broken) if broken else N_("no game in progress")
        elif not has_table(self.autosave.record.config.game):
            b.note = _("no table yet for {game}").format(game=pgettext("game", self.autosave.record.config.spec.name))
        if (self.autosave or self.rejoin) and not b.note:
            b.primary, self.buttons[0].primary = True, False
        b.enabled = (self.autosave is not None or self.rejoin is not None) and not b.note

    def continue_game(self) -> None:
        """Play on in the game's own autosave, or take back the seat this window held online
        (its token proves it to the server's challenge); a game another window holds is offered
        to watch or to play as a copy."""
        if self.rejoin is not None:
            rejoin_held(self.app, self.rejoin)
            return
        if self.autosave is None or self.slot is None:   # the button is disabled then
            return
        if not autosaves.hold(self.slot.path):
            offer_held(self.app, self.autosave, lambda: self._play(None))
            return
        self._play(self.slot)

    def _play(self, slot: autosaves.Slot | None) -> None:
        if self.autosave is None:
            return
        try:
            session = Session.from_saved(self.autosave, autosave=True, slot=slot)
        except ValueError as exc:
            self.continue_button.enabled, self.continue_button.note = False, translate(exc)
            return
        self.app.scenes.push(play_scene(self.app, session))

    def load(self) -> None:
        self.app.scenes.push(LoadScene(self.app))

    def statistics(self) -> None:
        self.app.scenes.push(StatisticsScene(self.app))

    def settings(self) -> None:
        self.app.scenes.push(SettingsScene(self.app))

    def new_game(self) -> None:
        self.app.scenes.push(NewGameScene(self.app))

    def online(self) -> None:
        self.app.scenes.push(OnlineScene(self.app))

    def learn(self) -> None:
        self.app.scenes.push(LearnScene(self.app))

    def rules(self) -> None:
        self.app.scenes.push(RulesScene(self.app))

    def about(self) -> None:
        self.app.scenes.push(AboutScene(self.app))

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        n = len(self.buttons)
        bottom = size[1] - int(16 * s)
        design = s * (62 * n + 15 * (n - 1))             # the column's height at its design size
        under = int(size[1] * 0.30 + 84 * s)             # under the dominoes of the showcase
        self.showcase = bottom - under >= design         # else the column takes their place
        top_min = under if self.showcase else int(size[1] * 0.13 + 130 * s)
        room = (bottom - top_min) / design
        g = grown(min(1.2, room)) * min(1.0, room)       # larger buttons as far as they fit
        h, gap = int(62 * s * g), int(15 * s * g)
        top = max(top_min, min(int(size[1] * 0.42), bottom - n * h - (n - 1) * gap))
        layout_column(self.buttons, size[0] // 2, top, int(400 * s * max(1.0, g)), h, gap)
        for b in self.buttons:              # a disabled button's reason: in the room right of the column
            b.note_w = size[0] - b.rect.right - int(48 * s)

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        s = self.scale
        surface.blit(art.cloth(W, H), (0, 0))
        g = grown(HEADING_GROWTH)
        theme.blit_text(surface, "Kingdomino", int(120 * s * g), theme.GOLD, serif=True,
                        scaled=False, center=(W // 2, int(H * 0.13)))     # large already: grown a little
        theme.blit_text(surface, family_line(), int(36 * s), theme.INK, serif=True, max_h=int(56 * s),
                        max_w=W - int(80 * s), center=(W // 2, int(H * 0.13) + int((90 + 130 * (g - 1)) * s)))
        c = int(64 * s)
        doms = tile_set("kingdomino")
        total = len(SHOWCASE) * (2 * c + int(26 * s)) - int(26 * s)
        x = (W - total) // 2
        y = int(H * 0.30)
        for i, n in enumerate(SHOWCASE if self.showcase else ()):
            surface.blit(art.domino_face(doms[n - 1], c, 0), (x, y))
            kh = int(c * 0.9)
            if i % 2 == 0:
                colour = theme.PLAYER_COLOURS[i // 2 % 4][1]
                surface.blit(art.king(kh, colour), (x + c - kh * 36 // 100, y - kh + c // 3))
            x += 2 * c + int(26 * s)
        for b in self.buttons:
            b.draw(surface, s, 28)
        if self.continue_button.enabled and self.continue_words:
            r = self.continue_button.rect
            theme.blit_text(surface, theme.fit_text(self.continue_words, int(18 * s), W - r.right - int(32 * s)),
                            int(18 * s), theme.INK_DIM, midleft=(r.right + int(16 * s), r.centery))
        warning = settings.warning()
        side = (W - self.buttons[0].rect.w) // 2 - int(32 * s)           # beside the column of buttons
        if warning:
            theme.blit_text(surface, warning, int(19 * s), theme.BAD, max_w=side, bottomleft=(int(16 * s), H - int(10 * s)))
