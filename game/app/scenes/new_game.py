"""New game: which game, variants, how many players, and for each seat a person or a
computer player, a name and a colour. Only configurations the rules accept can start.
The scene opens on the last game started (kept in the settings) and offers the computer
levels named for people (easy to expert; medium unless chosen otherwise). Opened by Host a
game (with `host`), a seat may also be remote: a player who joins over the network; Start
then hands the setup to `host`, which serves the table from this window. The first time a
game is chosen here, its lesson is offered (the settings remember it)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.ai.registry import DEFAULT_LEVEL, offered_levels, player_names
from game.app import settings
from game.app.session import Seat, Session
from game.app.tables.directory import games_with_tables, play_scene
from game.app.tutorial.lesson_scene import open_lesson
from game.app.tutorial.menu import left_at
from game.app.ui import art, theme
from game.app.ui.overlay import card, draw_page, grown, scale_of
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button, OptionRow, TextField, label_widths
from game.app.ui.words import agent_name, game_name, variant_about, variant_label, variant_name
from game.i18n import N_, _, ngettext, translate
from game.names import clean, seat_names
from game.rules.components import game_specs
from game.rules.config import ConfigError, GameConfig
from game.rules.rng import fresh_seed
from game.tutorial.lessons import lesson_for

HIDDEN_VARIANTS = {"7x7"}   # the Royal Wedding's name for what 3-4 players always get
PERSON, COMPUTER, REMOTE = "person", "computer", "remote"
COLUMN_ROWS = 4             # seat rows per column; more seats open a second column


def games() -> list[tuple[str, str]]:
    """The games that have a table, with their names from the data."""
    specs = game_specs()
    return [(g, game_name(specs[g].name)) for g in games_with_tables() if g in specs]


def player_counts(game: str) -> list[int]:
    return sorted(int(n) for n in game_specs()[game].setups)


def max_seats() -> int:
    return max(max(player_counts(g)) for g, _ in games())


class NewGameScene(Scene):
    def __init__(self, app, host: Callable[..., str | None] | None = None) -> None:
        super().__init__(app)
        self.host = host
        self.game = "kingdomino"
        self.players = 2
        self.variants: set[str] = set()
        seats = max_seats()
        self.names = [TextField(_("Player {n}").format(n=i + 1)) for i in range(seats)]
        self.colours = [i % len(theme.PLAYER_COLOURS) for i in range(seats)]
        self.kinds = [PERSON] + [DEFAULT_LEVEL] * (seats - 1)     # PERSON or a computer level
        self.levels = [DEFAULT_LEVEL] * seats                    # each seat's computer level, kept for later
        self.error = ""
        self.seed: int | None = None      # None: a fresh seed per game (tests fix it)
        self.scale = 1.0
        self._restore(settings.current().new_game)
        if host is not None and REMOTE not in self.kinds[:self.players]:
            self.kinds[1] = REMOTE                          # hosting: a friend takes the second seat
        self.game_row = OptionRow(games(), self.game, self.set_game)
        self.start = Button(N_("Start"), self.start_game, primary=True)
        self.back = Button(N_("Back"), self.app.scenes.pop)
        self.offered: set[str] = set()    # games whose lesson this visit offers
        self.learn = Button(N_("Learn to play"), self.open_lesson)
        self._offer()
        self._build()

    # ---- the last setup ---------------------------------------------------------------
    def _restore(self, doc: dict) -> None:
        """Start from the last game started (settings.checked_setup's dict); values this
        version does not know (a game, a level, a colour) keep their defaults."""
        if doc.get("game") in dict(games()):
            self.game = doc["game"]
        if doc.get("players") in player_counts(self.game):
            self.players = doc["players"]
        self.variants = {v for v in doc.get("variants", []) if v in game_specs()[self.game].variants
                         and self.variant_allowed(v)}
        for i, name in enumerate(doc.get("names", [])[:len(self.names)]):
            if clean(name):
                self.names[i].value = clean(name)[:self.names[i].max_len]
        for i, c in enumerate(doc.get("colours", [])[:len(self.colours)]):
            if 0 <= c < len(theme.PLAYER_COLOURS):
                self.colours[i] = c
        levels = offered_levels(self.game)
        for i, level in enumerate(doc.get("levels", [])[:len(self.levels)]):
            self.levels[i] = level if level in levels else DEFAULT_LEVEL
        for i, kind in enumerate(doc.get("kinds", [])[:len(self.kinds)]):
            if kind == PERSON or (kind == REMOTE and self.host) or kind in player_names(self.game):
                self.kinds[i] = kind if kind in (PERSON, REMOTE) else self.levels[i]   # an unknown kind keeps the default
        self._distinct_colours()

    def setup(self) -> dict:
        """What the next visit restores: a name left at its default is not kept (it
        follows the language)."""
        names = [f.value.strip() for f in self.names]
        return {"game": self.game, "players": self.players, "variants": sorted(self.variants),
                "names": [n if n != _("Player {n}").format(n=i + 1) else "" for i, n in enumerate(names)],
                "colours": list(self.colours), "kinds": list(self.kinds), "levels": list(self.levels)}

    # ---- model ------------------------------------------------------------------
    def _build(self) -> None:
        """Widgets that depend on the game and player count."""
        spec = game_specs()[self.game]
        counts = player_counts(self.game)
        if self.players not in counts:
            self.set_players(counts[0])
        words = len(counts) <= 4
        self.count_row = OptionRow([(n, ngettext("{n} player", "{n} players", n).format(n=n) if words else str(n))
                                    for n in counts], self.players, self.set_players)
        self.variant_buttons = {v: Button(variant_label(v), self._toggler(v))
                                for v in spec.variants if v not in HIDDEN_VARIANTS}
        agents = offered_levels(self.game)
        n = len(self.names)
        self.kinds = [k if k == PERSON or (k == REMOTE and self.host) or k in agents else DEFAULT_LEVEL for k in self.kinds]
        options = [(PERSON, N_("Person")), (COMPUTER, N_("Computer"))] + ([(REMOTE, N_("Remote"))] if self.host else [])
        self.kind_rows = [OptionRow(options, self.kinds[i] if self.kinds[i] in (PERSON, REMOTE) else COMPUTER,
                                    self._kind_setter(i)) for i in range(n)]
        self.level_buttons = [Button("", self._level_cycler(i)) for i in range(n)]
        self.colour_buttons = [Button("", self._colour_cycler(i)) for i in range(n)]
        self.resize(self.app.scenes.size)

    def compact(self) -> bool:
        """More seats than one column holds: two columns with short labels."""
        return self.players > COLUMN_ROWS

    def _toggler(self, v: str):
        def toggle() -> None:
            if v != self.required_variant():        # a variant the player count needs stays on (the note says so)
                self.variants ^= {v}
            self.error = ""
        return toggle

    def _kind_setter(self, i: int):
        def set_kind(kind) -> None:
            agents = offered_levels(self.game)
            level = self.levels[i] if self.levels[i] in agents else DEFAULT_LEVEL
            self.kinds[i] = kind if kind in (PERSON, REMOTE) else level
        return set_kind

    def _level_cycler(self, i: int):
        def cycle() -> None:
            agents = offered_levels(self.game)
            if self.kinds[i] not in (PERSON, REMOTE):
                self.kinds[i] = self.levels[i] = agents[(agents.index(self.kinds[i]) + 1) % len(agents)]
        return cycle

    def _colour_cycler(self, i: int):
        def cycle() -> None:
            taken = {self.colours[j] for j in range(self.players) if j != i}
            c = self.colours[i]
            for _colour in theme.PLAYER_COLOURS:
                c = (c + 1) % len(theme.PLAYER_COLOURS)
                if c not in taken:
                    break
            self.colours[i] = c
        return cycle

    def set_game(self, game) -> None:
        self.game = game
        self.variants = {v for v in self.variants if v in game_specs()[game].variants}
        self._offer()
        self._build()

    def _offer(self) -> None:
        """Offer the chosen game's lesson if it was never offered before (and remember that)."""
        done = settings.current().lessons_offered
        if lesson_for(self.game) is not None and self.game not in done:
            self.offered.add(self.game)
            settings.change(lessons_offered=[*done, self.game])

    def offering(self) -> bool:
        return self.game in self.offered

    def open_lesson(self) -> None:
        lesson = lesson_for(self.game)
        if self.offering() and lesson is not None:
            open_lesson(self.app, lesson, left_at(lesson))

    def set_players(self, n) -> None:
        """A new player count: variants it does not allow are turned off (not kept hidden
        to come back on at another count)."""
        was = self.compact()
        self.players = n
        self.variants = {v for v in self.variants if self.variant_allowed(v)}
        self._distinct_colours()
        self.error = ""
        if was != self.compact():
            self.resize(self.app.scenes.size)     # one column of seats or two

    def _distinct_colours(self) -> None:
        """Each seat in play a colour of its own."""
        for i in range(self.players):
            while self.colours[i] in self.colours[:i]:
                self.colours[i] = (self.colours[i] + 1) % len(theme.PLAYER_COLOURS)

    def variant_allowed(self, v: str) -> bool:
        allowed = game_specs()[self.game].variants[v].get("players")
        return not allowed or self.players in allowed

    def required_variant(self) -> str | None:
        """A variant this player count cannot do without (8 at the Royal Wedding: teams)."""
        return game_specs()[self.game].setups[str(self.players)].get("requires")

    def chosen_variants(self) -> tuple[str, ...]:
        chosen = {v for v in self.variants if self.variant_allowed(v)}
        needed = self.required_variant()
        if needed is not None:
            chosen.add(needed)
        return tuple(sorted(chosen))

    def config(self) -> GameConfig:
        return GameConfig(self.game, self.players, self.chosen_variants())

    def seats(self) -> list[Seat]:
        out = []
        defaults = [_("Player {n}").format(n=i + 1) for i in range(self.players)]
        names = seat_names([f.value.strip() or d for f, d in zip(self.names, defaults)], defaults)
        for i, name in enumerate(names):
            out.append(Seat(name, theme.PLAYER_COLOURS[self.colours[i]][1],
                            None if self.kinds[i] in (PERSON, REMOTE) else self.kinds[i]))
        return out

    def start_game(self) -> None:
        try:
            cfg = self.config()
        except ConfigError as exc:
            self.error = translate(exc)
            return
        seed = self.seed if self.seed is not None else fresh_seed()
        if self.host is not None and REMOTE in self.kinds[:self.players]:
            self.error = self.host(self.app, cfg, seed, [(seat.name, self.kinds[i], seat.colour) for i, seat in
                                                         enumerate(self.seats())]) or ""
            return
        session = Session(cfg, seed, self.seats(), autosave=True)
        settings.change(new_game=self.setup())
        self.app.scenes.replace(play_scene(self.app, session))

    # ---- events and geometry ------------------------------------------------------------
    def _sync(self) -> None:
        """Variant buttons follow the player count: disabled where the rules forbid them."""
        for v, b in self.variant_buttons.items():
            b.enabled = self.variant_allowed(v)
            b.selected = v in self.chosen_variants()
        for i, b in enumerate(self.level_buttons):
            b.enabled = self.kinds[i] not in (PERSON, REMOTE)
            b.label = f"{agent_name(self.kinds[i])} ▸" if b.enabled else ""

    def update(self, dt: float) -> bool:
        self._sync()
        return False

    def widgets(self) -> list:
        seats = list(range(self.players))
        return ([self.game_row, self.count_row, self.start, self.back] + ([self.learn] if self.offering() else [])
                + list(self.variant_buttons.values())
                + [self.names[i] for i in seats] + [self.kind_rows[i] for i in seats]
                + [self.colour_buttons[i] for i in seats] + [self.level_buttons[i] for i in seats])

    def focus_items(self) -> list:
        """Keyboard order: game, players, variants, each seat left to right, the lesson offered,
        Start, Back (Start has the focus first, so Enter starts at once)."""
        seats = [w for i in range(self.players) for w in
                 (self.colour_buttons[i], self.names[i], self.kind_rows[i], self.level_buttons[i])]
        learn = [self.learn] if self.offering() else []
        return [self.game_row, self.count_row, *self.variant_buttons.values(), *seats, *learn, self.start, self.back]

    def handle_event(self, event):
        editing = next((f for f in self.names if f.editing), None)
        if editing and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            editing.editing = False           # Esc first leaves the name field
            return None
        self._sync()
        if self.focus.handle(event, self.focus_items()):
            return None
        for w in self.widgets():
            if w.handle(event) and event.type != pygame.MOUSEMOTION:
                return None
        return event

    def resize(self, size) -> None:
        if size == (0, 0):
            return
        self.scale = s = scale_of(size)
        self.card = card(size, int(1500 * min(grown(1.5), size[0] / s / 1500 * 0.97)), 960)    # wider at a larger UI scale
        c = self.card
        x = c.x + int(260 * s)
        w = c.right - x - int(40 * s)
        h = int(56 * s * grown(1.25))          # taller at a larger UI scale, into the gap under the row
        self.game_row.layout(pygame.Rect(x, c.y + int(110 * s), w, h), int(12 * s), 22, s)     # wide as their words
        self.count_row.layout(pygame.Rect(x, c.y + int(190 * s), int(600 * s), h), int(12 * s))
        vb = list(self.variant_buttons.values())
        bx, gap = x, int(12 * s)
        for b, bw in zip(vb, label_widths([b.label for b in vb], 19, s, w - gap * (len(vb) - 1))):
            b.rect = pygame.Rect(bx, c.y + int(270 * s), bw, int(56 * s))   # the hint line is under it
            bx += bw + gap
        compact = self.compact()
        if compact:                     # two columns of seats across the card, under the labels' column too
            x = c.x + int(40 * s)
            w = c.right - x - int(40 * s)
        col_w = (w - int(30 * s)) // 2 if compact else w
        name_w = 190 if compact else 300
        for i in range(len(self.names)):
            col, row = divmod(i, COLUMN_ROWS) if compact else (0, i)
            cx = x + col * (col_w + int(30 * s))
            y = c.y + int((384 + row * 100) * s)
            self.colour_buttons[i].rect = pygame.Rect(cx, y, int(64 * s), int(64 * s))
            self.names[i].rect = pygame.Rect(cx + int(78 * s), y + int(6 * s), int(name_w * s), int(52 * s))
            kx = cx + int((name_w + 94) * s)
            level_w = int((130 if compact else 200) * s)
            kind_w = min(int(360 * s), cx + col_w - kx - level_w - int(8 * s))
            self.kind_rows[i].layout(pygame.Rect(kx, y + int(4 * s), kind_w, int(56 * s)), int(8 * s))
            self.level_buttons[i].rect = pygame.Rect(kx + kind_w + int(8 * s), y + int(4 * s), level_w, int(56 * s))
        g = grown(1.3)
        self.start.rect = pygame.Rect(0, 0, int(300 * s * g), int(64 * s * g))
        self.start.rect.bottomright = (c.right - int(40 * s), c.bottom - int(32 * s))
        self.back.rect = pygame.Rect(0, 0, int(200 * s * g), int(64 * s * g))
        self.back.rect.bottomleft = (c.x + int(40 * s), c.bottom - int(32 * s))
        self.learn.rect = pygame.Rect(0, 0, int(260 * s * g), int(64 * s * g))
        self.learn.rect.bottomright = (self.start.rect.x - int(40 * s), self.start.rect.bottom)

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        c = self.card
        draw_page(surface, c, _("Host a game") if self.host else _("New game"), s, size=48)
        labels = ((_("Game"), 138), (_("Players"), 218), (_("Variants"), 298)) + (() if self.compact() else ((_("Seats"), 412),))
        for label, y in labels:
            theme.blit_text(surface, label, int(24 * s), theme.INK_DIM, bold=True, max_w=int(210 * s),
                            midleft=(c.x + int(40 * s), c.y + int(y * s)))
        self.game_row.draw(surface, s)
        self.count_row.draw(surface, s)
        for b in self.variant_buttons.values():
            b.draw(surface, s, 19)
        if not self.variant_buttons:
            theme.blit_text(surface, _("none for this game"), int(20 * s), theme.INK_DIM,
                            midleft=(c.x + int(260 * s), c.y + int(298 * s)))
        self._teams(surface)
        for i in range(self.players):
            cb = self.colour_buttons[i]
            colour = theme.PLAYER_COLOURS[self.colours[i]][1]
            theme.panel(surface, cb.rect, fill=(*theme.darken(colour, 0.5), 255), edge=colour, radius=10)
            kh = int(cb.rect.h * 0.8)
            surface.blit(art.king(kh, colour), art.king(kh, colour).get_rect(center=cb.rect.center))
            self.names[i].draw(surface, s)
            self.kind_rows[i].draw(surface, s, 19)
            if self.kinds[i] not in (PERSON, REMOTE):
                self.level_buttons[i].draw(surface, s, 19)
        theme.blit_text(surface, self.help_line(), int(19 * s), theme.INK_DIM, max_w=c.right - c.x - int(300 * s),
                        max_h=int(24 * s * grown(1.25)), midleft=(c.x + int(260 * s), c.y + int(342 * s)))
        needed = self.required_variant()
        pitch = theme.font(int(20 * s)).get_linesize()
        line_y = min(c.bottom - int(130 * s), self.start.rect.y - pitch)
        if self.offering():             # the lesson's offer on the line above Start, the note above it
            self._draw_offer(surface, line_y)
            line_y -= pitch
        if self.error:
            theme.blit_text(surface, self.error, int(20 * s), theme.BAD, midleft=(c.x + int(260 * s), line_y))
        elif needed:                    # not an error: what this player count always plays
            theme.blit_text(surface, ngettext("{n} player plays with {variant}", "{n} players play with {variant}",
                                              self.players).format(n=self.players, variant=variant_name(needed)),
                            int(20 * s), theme.INK_DIM, midleft=(c.x + int(260 * s), line_y))
        self.start.draw(surface, s, 28)
        self.back.draw(surface, s, 24)

    def help_line(self) -> str:
        """The line under the variants: what the variant under the pointer (or the keys'
        focus) changes, else how the seats are set."""
        for v, b in self.variant_buttons.items():
            if b.hover or b is self.focus.current:
                return f"{variant_name(v)}: {variant_about(self.game, v)}"
        return _("click a king to change its colour, a name to edit it, a level to change it")

    def _draw_offer(self, surface: pygame.Surface, y: int) -> None:
        """New to this game? Its lesson: the button beside Start, the question above them."""
        s, b = self.scale, self.learn
        b.draw(surface, s, 22)
        text = _("New to {game}? A short lesson teaches it.").format(game=game_name(game_specs()[self.game].name))
        theme.blit_text(surface, text, int(20 * s), theme.GOLD, max_w=self.start.rect.right - self.card.x - int(260 * s),
                        midright=(self.start.rect.right, y))

    def _teams(self, surface: pygame.Surface) -> None:
        """Teams: a band behind the partners' seats, named Team 1, Team 2..."""
        size = game_specs()[self.game].team_size(self.chosen_variants())
        if size < 2:
            return
        s = self.scale
        for t in range(self.players // size):
            first, last = self.colour_buttons[t * size].rect, self.level_buttons[t * size + size - 1].rect
            band = pygame.Rect(first.x - int(10 * s), first.y - int(8 * s), 0, 0)
            band.w, band.h = last.right - band.x + int(10 * s), last.bottom - band.y + int(8 * s)
            theme.panel(surface, band, fill=(40, 60, 66, 160), edge=theme.PANEL_EDGE, radius=12, width=1)
            theme.blit_text(surface, _("Team {n}").format(n=t + 1), int(19 * s), theme.GOLD, bold=True,
                            max_h=int(24 * s * grown(1.25)), bottomright=(band.right - int(8 * s), band.y + int(4 * s)))
