"""Settings: language, theme, window, animation speed, computer thinking time, undo
in hot-seat games, reading aloud and sound. A choice is written at once and applied at
once (the window is resized, the music changes, the next animation and the next computer
move use the new values)."""
from __future__ import annotations

from dataclasses import replace

import pygame

from game import error_log, i18n
from game.app import settings, sound
from game.app.ui import art, speech, theme
from game.app.ui.overlay import card, draw_card, grown, scale_of, tooltip
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button, OptionRow
from game.app.window import apply_window, fit_ui_scale, largest_fitting_scale
from game.i18n import N_, _

HINTS = {
    "language": N_("the game words of each country's rulebook"),
    "animation_speed": N_("how fast pieces and scores move"),
    "thinking": N_("times each computer level's own budget"),
    "computer_moves": N_("at the table, F hurries the computers' turns"),
    "undo_hot_seat": N_("off: each person undoes only their own turn"),
    "hand_over": N_("a screen says who plays next"),
    "theme": N_("colour-blind safe, or high contrast"),
    "read_aloud": N_("each move of the event log is spoken by espeak-ng"),
    "effects_volume": N_("pieces, coins, dice and spells at the table"),
    "music_volume": N_("a quiet tune that plays on and on"),
    "mute": N_("silence, the volumes kept for later"),
}
ON_OFF = [(False, N_("Off")), (True, N_("On"))]
NO_SPEECH = N_("needs espeak-ng, which is not installed")
NO_SOUND = N_("no audio device was found: the game plays silent")
TOO_SMALL = N_("this window fits {scale} at most")
USE_SCALE = N_("Use {scale}")
LANGUAGE_ROWS = 2           # ten languages: two lines of buttons
ROW_PITCH = 62              # design pixels from one row of options to the next: a label and a line of hint
ROW_H = 50
LABEL_H = 34                # the room of a row's label: a larger UI scale grows it no further


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        cur = settings.current()
        self.rows: list[tuple[str, str, OptionRow]] = [
            ("language", N_("Language"), OptionRow(list(settings.languages().items()), i18n.current(),
                                                   self._set_language)),
            ("theme", N_("Theme"), OptionRow(list(settings.themes().items()), cur.theme, self._set_theme)),
            ("ui_scale", N_("UI scale"), OptionRow(list(settings.UI_SCALES.items()), cur.ui_scale, self._set_scale)),
            ("window", N_("Window"), OptionRow(list(settings.WINDOWS.items()), cur.window, self._set_window)),
            ("animation_speed", N_("Animation speed"),
             OptionRow(list(settings.SPEEDS.items()), cur.animation_speed, self._set("animation_speed"))),
            ("thinking", N_("Computer thinking time"),
             OptionRow(list(settings.THINKING.items()), cur.thinking, self._set("thinking"))),
            ("computer_moves", N_("Computer moves"),
             OptionRow(list(settings.COMPUTER_PACES.items()), cur.computer_moves, self._set("computer_moves"))),
            ("undo_hot_seat", N_("Undo in hot-seat games"),
             OptionRow(ON_OFF, cur.undo_hot_seat, self._set("undo_hot_seat"))),
            ("hand_over", N_("Hand-over in hot-seat games"),
             OptionRow(ON_OFF, cur.hand_over, self._set("hand_over"))),
            ("read_aloud", N_("Read moves aloud"), OptionRow(ON_OFF, cur.read_aloud, self._set("read_aloud"))),
            *self._sound_rows(cur),
        ]
        self.speech = speech.program() is not None
        read_aloud = next(row for name, _label, row in self.rows if name == "read_aloud")
        for b in read_aloud.buttons:             # without espeak-ng: shown, disabled, with the reason
            b.enabled = self.speech
        self.back = Button(N_("Back"), self.app.scenes.pop, primary=True)
        self.use_fitting = Button(USE_SCALE, self._use_fitting)     # shown while the window is too small
        self.scale = 1.0
        self.card = self.view = pygame.Rect(0, 0, 0, 0)
        self.scroll = self.max_scroll = 0      # pixels: rows scrolled up, and at most (a larger UI scale)
        self.pointer = (-1, -1)

    def _set(self, name: str):
        def set_value(value) -> None:
            settings.change(**{name: value})
        return set_value

    def _sound_rows(self, cur: settings.Settings) -> list[tuple[str, str, OptionRow]]:
        """Effects volume, music volume and mute: each choice written, and the music follows at once."""
        def set_value(name: str):
            def changed(value) -> None:
                settings.change(**{name: value})
                sound.apply_settings()
            return changed
        volumes = list(settings.VOLUMES.items())
        return [(name, label, OptionRow(options, getattr(cur, name), set_value(name)))
                for name, label, options in (("effects_volume", N_("Sound effects"), volumes),
                                             ("music_volume", N_("Music"), volumes),
                                             ("mute", N_("Mute all sound"), ON_OFF))]

    def _set_language(self, value) -> None:
        """Every label is translated when drawn, so the next frame speaks the new language."""
        settings.change(language=value)
        i18n.use(value)
        self.app.scenes.resize(self.app.screen.get_size())

    def _set_theme(self, value) -> None:
        settings.change(theme=value)
        theme.use(value)
        for scene in self.app.scenes.stack:     # a game under this scene: seats keep their place
            seats = getattr(getattr(scene, "session", None), "seats", [])     # in the new palette
            seats[:] = [replace(seat, colour=theme.player_colour(seat.colour)) for seat in seats]
        self.app.scenes.resize(self.app.screen.get_size())

    def _set_scale(self, value) -> None:
        settings.change(ui_scale=value)
        theme.set_ui_scale(value / 100)
        fit_ui_scale(self.app.screen.get_size())
        self.app.scenes.resize(self.app.screen.get_size())

    def fitting(self) -> int | None:
        """The largest UI scale this window fits, when the chosen one is larger (else None)."""
        fits = largest_fitting_scale(self.app.screen.get_size())
        return fits if round(theme.CHOSEN_SCALE * 100) > fits else None

    def _use_fitting(self) -> None:
        fits = self.fitting()
        if fits is not None:                 # as a click on its option
            row = next(row for name, _label, row in self.rows if name == "ui_scale")
            row.buttons[row.values.index(fits)].on_click()

    def _set_window(self, value) -> None:
        settings.change(window=value)
        apply_window(self.app, value)

    def footer(self) -> list[Button]:
        """Back, and beside it the offer of the largest UI scale the window fits (when too small)."""
        return [self.use_fitting, self.back] if self.fitting() else [self.back]

    def focus_items(self) -> list:
        return [row for _, _, row in self.rows] + self.footer()

    pointer = (-1, -1)

    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.max_scroll:
            self.scroll_to(self.scroll - event.y * int(ROW_PITCH * self.scale * grown(1.5)))
            return None
        shown = self.shown_rows()
        pointed = [*self.footer(), *shown] if hasattr(event, "pos") else self.focus_items()    # a row out of sight takes no pointer
        if self.focus.handle(event, pointed):
            self.follow_focus()
            return None
        rows = shown if hasattr(event, "pos") else [row for _key, _label, row in self.rows]
        for w in self.footer() + rows:
            if w.handle(event) and event.type != pygame.MOUSEMOTION:
                return None
        return event

    def shown_rows(self) -> list[OptionRow]:
        """The rows in sight: all of them, or those the scrolled view holds whole."""
        return [row for _n, _l, row in self.rows
                if not self.max_scroll or self.view.contains(row.buttons[0].rect.union(row.buttons[-1].rect))]

    def scroll_to(self, y: int) -> None:
        """Scroll the rows (a larger UI scale: more than the card holds) to `y` pixels down."""
        self.scroll = max(0, min(self.max_scroll, y))
        self.resize(self.app.scenes.size)

    def follow_focus(self) -> None:
        """The row the keyboard moved to is scrolled into sight."""
        row = next((r for _n, _l, r in self.rows if r is self.focus.current), None) if self.max_scroll else None
        if row is None:
            return
        r = row.buttons[0].rect.union(row.buttons[-1].rect)
        if r.top < self.view.top:
            self.scroll_to(self.scroll - (self.view.top - r.top) - int(40 * self.scale))
        elif r.bottom > self.view.bottom:
            self.scroll_to(self.scroll + r.bottom - self.view.bottom + int(30 * self.scale))

    def resize(self, size) -> None:
        """A larger UI scale widens the card (as far as the window allows) and spaces the rows
        further apart; rows that no longer fit between the title and the footer scroll."""
        if size == (0, 0):
            return
        self.scale = s = scale_of(size)
        g = grown(1.5)                      # rows, labels and buttons grow with the UI scale
        wide = min(g, size[0] / s / 1400 * 0.97)
        self.card = c = card(size, int(1400 * wide), 1060)
        pitch = ROW_PITCH * g
        self.view = pygame.Rect(c.x, c.y + int(90 * s), c.w, c.h - int(90 * s) - int(110 * s))
        bottom = c.y + int((120 + (len(self.rows) - 1) * pitch + 46 * g + ROW_PITCH * g) * s)
        self.max_scroll = max(0, bottom - self.view.bottom) if g > 1 else 0     # at 100 % the design fits
        self.scroll = min(self.scroll, self.max_scroll)
        x = c.x + int(470 * wide * s)
        for i, (name, _label, row) in enumerate(self.rows):
            y = c.y + int((120 + i * pitch + (46 * g if i else 0)) * s) - self.scroll
            if name == "language":
                self._layout_lines(row, pygame.Rect(x, y - int(8 * s), c.right - x - int(40 * s), int(98 * s * g)))
                continue
            w = min(c.right - x - int(40 * s), int(190 * wide * s) * len(row.buttons))
            h = int(ROW_H * s * g)
            row.layout(pygame.Rect(x, y - (h - int(ROW_H * s)) // 2, w, h), int(10 * s))
        g = grown(1.3)
        self.back.rect = pygame.Rect(0, 0, int(240 * s * g), int(60 * s * g))
        self.back.rect.bottomright = (c.right - int(40 * s), c.bottom - int(30 * s))
        fits = self.fitting()
        self.use_fitting.label = _(USE_SCALE).format(scale=settings.UI_SCALES[fits]) if fits else USE_SCALE
        width = theme.font(int(24 * s * g), bold=True).size(self.use_fitting.label)[0] + int(60 * s * g)
        self.use_fitting.rect = pygame.Rect(0, 0, max(self.back.rect.w, width), self.back.rect.h)
        self.use_fitting.rect.bottomright = (self.back.rect.x - int(20 * s), self.back.rect.bottom)

    def _layout_lines(self, row: OptionRow, rect: pygame.Rect) -> None:
        """An option row too long for one line, as LANGUAGE_ROWS lines of buttons."""
        per = -(-len(row.buttons) // LANGUAGE_ROWS)
        gap = int(10 * self.scale)
        w, h = (rect.w - gap * (per - 1)) // per, (rect.h - gap * (LANGUAGE_ROWS - 1)) // LANGUAGE_ROWS
        for i, b in enumerate(row.buttons):
            line, col = divmod(i, per)
            b.rect = pygame.Rect(rect.x + col * (w + gap), rect.y + line * (h + gap), w, h)

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        s = self.scale
        surface.blit(art.cloth(W, H), (0, 0))
        c = self.card
        draw_card(surface, c)
        theme.blit_text(surface, _("Settings"), int(46 * s), theme.GOLD, serif=True,
                        midleft=(c.x + int(40 * s), c.y + int(60 * s)))
        g = grown(1.5)
        in_sight = self.shown_rows()
        for name, label, row in self.rows:
            if row not in in_sight:
                continue                    # scrolled out of sight
            r = row.buttons[0].rect
            if name == "language":
                r = r.union(row.buttons[-1].rect)
            column = row.buttons[0].rect.x - c.x - int(55 * s)     # labels and hints never run under the options
            theme.blit_text(surface, _(label), int(24 * s), theme.INK, bold=True, max_w=column,
                            max_h=int(LABEL_H * s * g), bottomleft=(c.x + int(40 * s), r.centery + int(8 * s)))
            hint = NO_SPEECH if name == "read_aloud" and not self.speech else \
                NO_SOUND if name == "mute" and sound.no_device() else HINTS.get(name)
            fits = self.fitting() if name == "ui_scale" else None
            colour = theme.BAD if fits else theme.INK_DIM       # the window too small for the chosen scale
            words = _(TOO_SMALL).format(scale=settings.UI_SCALES[fits]) if fits else _(hint) if hint else ""
            if words:                       # two lines where they fit above the next row's label, else one
                pitch = theme.font(int(19 * s)).get_linesize()
                lines = theme.wrap(words, int(19 * s), column)
                if len(lines) * pitch > int(ROW_PITCH * g * s) - theme.font(int(24 * s), True).get_linesize():
                    lines = [words]
                for j, line in enumerate(lines):
                    theme.blit_text(surface, line, int(19 * s), colour, max_w=column,
                                    topleft=(c.x + int(40 * s), r.centery + int(8 * s) + j * pitch))
            row.draw(surface, s, 20)
        if self.max_scroll:
            self._draw_scrollbar(surface)
        warning = settings.warning()
        files = [(warning or _("settings file: {path}").format(path=settings.settings_path()),
                  theme.BAD if warning else theme.INK_DIM),
                 (_("log of internal errors: {path}").format(path=error_log.log_dir()), theme.INK_DIM)]
        footer = self.footer()
        width = footer[0].rect.x - c.x - int(60 * s)
        whole = None
        for i, (line, colour) in enumerate(files):     # a long path is cut, and whole under the pointer
            shown = theme.fit_text(line, int(19 * s), width, max_h=int(27 * s))
            r = theme.blit_text(surface, shown, int(19 * s), colour, max_w=width, max_h=int(27 * s),
                                midleft=(c.x + int(40 * s), c.bottom - int((80 - 28 * i) * s)))
            if shown != line and r.collidepoint(self.pointer):
                whole = (line, r)
        for button in footer:
            button.draw(surface, s, 24)
        if whole:
            tooltip(surface, self.pointer, [whole[0]], s, avoid=whole[1])

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """A thin gold thumb at the card's right edge: where in the rows the view is."""
        v, s = self.view, self.scale
        track = pygame.Rect(self.card.right - int(22 * s), v.y, max(4, int(8 * s)), v.h)
        theme.panel(surface, track, fill=(60, 70, 74, 255), edge=None, radius=track.w // 2)
        thumb_h = max(track.w * 3, track.h * v.h // (v.h + self.max_scroll))
        thumb = pygame.Rect(track.x, track.y + (track.h - thumb_h) * self.scroll // self.max_scroll, track.w, thumb_h)
        theme.panel(surface, thumb, fill=(*theme.GOLD, 255), edge=None, radius=track.w // 2)
