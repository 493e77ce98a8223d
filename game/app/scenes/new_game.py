"""New game: which game, variants, how many players, and for each seat a person or a
computer player, a name and a colour. Only configurations the rules accept can start."""
from __future__ import annotations

import time

import pygame

from ...ai.registry import player_names
from ...rules.components import game_specs
from ...rules.config import ConfigError, GameConfig
from .. import art, theme
from ..scene import Scene
from ..session import Seat, Session
from ..widgets import Button, OptionRow, TextField
from .overlay import card, draw_card, scale_of
from .tables import TABLES, play_scene

VARIANT_LABELS = {"dynasty": "Dynasty (3 games)", "middle_kingdom": "Middle Kingdom",
                  "harmony": "Harmony", "mighty_duel": "Mighty Duel 7×7", "wider_offer": "Wider offer"}
PERSON = "person"


def games() -> list[tuple[str, str]]:
    """The games that have a table, with their names from the data."""
    specs = game_specs()
    return [(g, specs[g].name) for g in TABLES if g in specs]


def player_counts(game: str) -> list[int]:
    return sorted(int(n) for n in game_specs()[game].setups)


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.game = "kingdomino"
        self.players = 2
        self.variants: set[str] = set()
        self.names = [TextField(f"Player {i + 1}") for i in range(4)]
        self.colours = [0, 1, 2, 3]
        self.kinds = [PERSON, "greedy", "greedy", "greedy"]
        self.error = ""
        self.seed: int | None = None      # None: a fresh seed per game (tests fix it)
        self.scale = 1.0
        self.game_row = OptionRow(games(), self.game, self.set_game)
        self.start = Button("Start", self.start_game, primary=True)
        self.back = Button("Back", self.app.scenes.pop)
        self._build()

    # ---- model ------------------------------------------------------------------
    def _build(self) -> None:
        """Widgets that depend on the game and player count."""
        spec = game_specs()[self.game]
        counts = player_counts(self.game)
        if self.players not in counts:
            self.set_players(counts[0])
        self.count_row = OptionRow([(n, f"{n} players") for n in counts], self.players, self.set_players)
        self.variant_buttons = {v: Button(VARIANT_LABELS.get(v, v.replace("_", " ").title()), self._toggler(v))
                                for v in spec.variants}
        agents = player_names(self.game)
        options = [(PERSON, "Person")] + [(a, f"Computer: {a}") for a in agents]
        self.kinds = [k if k == PERSON or k in agents else agents[0] for k in self.kinds]
        self.kind_rows = [OptionRow(options, self.kinds[i], self._kind_setter(i)) for i in range(4)]
        self.colour_buttons = [Button("", self._colour_cycler(i)) for i in range(4)]
        self.resize(self.app.scenes.size)

    def _toggler(self, v: str):
        def toggle() -> None:
            self.variants ^= {v}
            self.error = ""
        return toggle

    def _kind_setter(self, i: int):
        def set_kind(kind) -> None:
            self.kinds[i] = kind
        return set_kind

    def _colour_cycler(self, i: int):
        def cycle() -> None:
            taken = {self.colours[j] for j in range(self.players) if j != i}
            c = self.colours[i]
            for _ in theme.PLAYER_COLOURS:
                c = (c + 1) % len(theme.PLAYER_COLOURS)
                if c not in taken:
                    break
            self.colours[i] = c
        return cycle

    def set_game(self, game) -> None:
        self.game = game
        self.variants = {v for v in self.variants if v in game_specs()[game].variants}
        self._build()

    def set_players(self, n) -> None:
        self.players = n
        for i in range(n):        # keep colours distinct among the seats in play
            while self.colours[i] in self.colours[:i]:
                self.colours[i] = (self.colours[i] + 1) % len(theme.PLAYER_COLOURS)
        self.error = ""

    def variant_allowed(self, v: str) -> bool:
        allowed = game_specs()[self.game].variants[v].get("players")
        return not allowed or self.players in allowed

    def config(self) -> GameConfig:
        return GameConfig(self.game, self.players, tuple(v for v in self.variants if self.variant_allowed(v)))

    def seats(self) -> list[Seat]:
        out = []
        for i in range(self.players):
            name = self.names[i].value.strip() or f"Player {i + 1}"
            out.append(Seat(name, theme.PLAYER_COLOURS[self.colours[i]][1],
                            None if self.kinds[i] == PERSON else self.kinds[i]))
        return out

    def start_game(self) -> None:
        try:
            cfg = self.config()
        except ConfigError as exc:
            self.error = str(exc)
            return
        seed = self.seed if self.seed is not None else int(time.time() * 1000) % 1_000_000_007
        session = Session(cfg, seed, self.seats(), autosave=True)
        self.app.scenes.replace(play_scene(self.app, session))

    # ---- events and geometry ------------------------------------------------------------
    def _sync(self) -> None:
        """Variant buttons follow the player count: disabled where the rules forbid them."""
        for v, b in self.variant_buttons.items():
            b.enabled = self.variant_allowed(v)
            b.selected = v in self.variants and b.enabled

    def update(self, dt: float) -> bool:
        self._sync()
        return False

    def widgets(self) -> list:
        seats = list(range(self.players))
        return ([self.game_row, self.count_row, self.start, self.back] + list(self.variant_buttons.values())
                + [self.names[i] for i in seats] + [self.kind_rows[i] for i in seats]
                + [self.colour_buttons[i] for i in seats])

    def handle_event(self, event):
        editing = next((f for f in self.names if f.editing), None)
        if editing and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            editing.editing = False           # Esc first leaves the name field
            return None
        self._sync()
        for w in self.widgets():
            if w.handle(event) and event.type != pygame.MOUSEMOTION:
                return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start_game()
            return None
        return event

    def resize(self, size) -> None:
        if size == (0, 0):
            return
        self.scale = s = scale_of(size)
        self.card = card(size, 1500, 960)
        c = self.card
        x = c.x + int(260 * s)
        w = c.right - x - int(40 * s)
        self.game_row.layout(pygame.Rect(x, c.y + int(110 * s), int(760 * s), int(56 * s)), int(12 * s))
        self.count_row.layout(pygame.Rect(x, c.y + int(190 * s), int(600 * s), int(56 * s)), int(12 * s))
        vb = list(self.variant_buttons.values())
        bw = (w - int(12 * s) * (len(vb) - 1)) // max(1, len(vb))
        for i, b in enumerate(vb):
            b.rect = pygame.Rect(x + i * (bw + int(12 * s)), c.y + int(270 * s), bw, int(56 * s))
        for i in range(4):
            y = c.y + int((380 + i * 96) * s)
            self.colour_buttons[i].rect = pygame.Rect(x, y, int(64 * s), int(64 * s))
            self.names[i].rect = pygame.Rect(x + int(84 * s), y + int(6 * s), int(300 * s), int(52 * s))
            self.kind_rows[i].layout(pygame.Rect(x + int(404 * s), y + int(4 * s), w - int(404 * s), int(56 * s)), int(10 * s))
        self.start.rect = pygame.Rect(c.right - int(340 * s), c.bottom - int(96 * s), int(300 * s), int(64 * s))
        self.back.rect = pygame.Rect(c.x + int(40 * s), c.bottom - int(96 * s), int(200 * s), int(64 * s))

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        s = self.scale
        surface.blit(art.cloth(W, H), (0, 0))
        c = self.card
        draw_card(surface, c)
        theme.blit_text(surface, "New game", int(48 * s), theme.GOLD, serif=True, midleft=(c.x + int(40 * s), c.y + int(52 * s)))
        for label, y in (("Game", 138), ("Players", 218), ("Variants", 298), ("Seats", 412)):
            theme.blit_text(surface, label, int(24 * s), theme.INK_DIM, bold=True,
                            midleft=(c.x + int(40 * s), c.y + int(y * s)))
        self.game_row.draw(surface, s)
        self.count_row.draw(surface, s)
        for b in self.variant_buttons.values():
            b.draw(surface, s, 19)
        for i in range(self.players):
            cb = self.colour_buttons[i]
            colour = theme.PLAYER_COLOURS[self.colours[i]][1]
            theme.panel(surface, cb.rect, fill=(*theme.darken(colour, 0.5), 255), edge=colour, radius=10)
            kh = int(cb.rect.h * 0.8)
            surface.blit(art.king(kh, colour), art.king(kh, colour).get_rect(center=cb.rect.center))
            self.names[i].draw(surface, s)
            self.kind_rows[i].draw(surface, s, 19)
        theme.blit_text(surface, "click a king to change its colour, a name to edit it", int(18 * s), theme.INK_DIM,
                        midleft=(c.x + int(260 * s), c.y + int(355 * s)))
        if self.error:
            theme.blit_text(surface, self.error, int(20 * s), theme.BAD, midleft=(c.x + int(260 * s), c.bottom - int(130 * s)))
        self.start.draw(surface, s, 28)
        self.back.draw(surface, s, 24)
